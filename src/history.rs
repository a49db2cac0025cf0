//! The positions a game has passed through, for the rules that look back
//! (repetition, sennichite), shared by every game.
//!
//! A game keys its positions with Zobrist keys ([`zobrist_keys`]) that it
//! updates as it plays, so that noting a position is one push and asking how
//! often it occurred is one lookup: a game costs time linear in its length.

use rustc_hash::FxHashMap;

/// A well-mixed 64-bit value of `x` (splitmix64's finaliser).
pub const fn splitmix(x: u64) -> u64 {
    let mut x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// `N` Zobrist keys from `seed`, fixed at compile time so that keys (and
/// anything written with them) are the same in every build.
pub const fn zobrist_keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut keys = [0u64; N];
    let mut i = 0;
    while i < N {
        keys[i] = splitmix(i as u64 * 0x1000_0000_01B3 + seed);
        i += 1;
    }
    keys
}

/// Every position key since the start, the current one last, each with a
/// note `T` (shogi notes whether the move into it gave check), and how often
/// each key occurred.
#[derive(Clone, Debug, Default)]
pub struct History<T = ()> {
    entries: Vec<(u64, T)>,
    /// How often each entry's key had occurred when it was noted, so the
    /// current position's count needs no lookup.
    seen: Vec<u32>,
    counts: FxHashMap<u64, u32>,
}

impl<T: Copy> History<T> {
    /// A history holding only the start position.
    pub fn new(key: u64, note: T) -> History<T> {
        // Room for a long game, so that a game's first hundreds of plies
        // do not grow the table again and again.
        let mut history = History {
            entries: Vec::with_capacity(256),
            seen: Vec::with_capacity(256),
            counts: FxHashMap::with_capacity_and_hasher(256, Default::default()),
        };
        history.push(key, note);
        history
    }

    /// Notes the position just reached.
    pub fn push(&mut self, key: u64, note: T) {
        self.entries.push((key, note));
        let count = self.counts.entry(key).or_insert(0);
        *count += 1;
        self.seen.push(*count);
    }

    /// Forgets the last position noted (a move taken back).
    pub fn pop(&mut self) -> Option<(u64, T)> {
        let last = self.entries.pop()?;
        self.seen.pop();
        if let Some(n) = self.counts.get_mut(&last.0) {
            *n -= 1;
            if *n == 0 {
                self.counts.remove(&last.0);
            }
        }
        Some(last)
    }

    /// How often the position keyed `key` occurred.
    pub fn count(&self, key: u64) -> u32 {
        self.counts.get(&key).copied().unwrap_or(0)
    }

    /// How often the current position occurred, this time included.
    pub fn repetitions(&self) -> u32 {
        self.seen.last().copied().unwrap_or(0)
    }

    /// The current position's key and note.
    pub fn last(&self) -> Option<(u64, T)> {
        self.entries.last().copied()
    }

    /// Every position noted, oldest first.
    pub fn entries(&self) -> &[(u64, T)] {
        &self.entries
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_follow_pushes_and_pops() {
        let mut h = History::new(7, ());
        h.push(9, ());
        h.push(7, ());
        assert_eq!((h.count(7), h.count(9), h.count(1)), (2, 1, 0));
        assert_eq!(h.repetitions(), 2);
        assert_eq!(h.pop(), Some((7, ())));
        assert_eq!((h.count(7), h.repetitions(), h.len()), (1, 1, 2));
        h.pop();
        h.pop();
        assert!(h.is_empty());
        assert_eq!((h.count(7), h.repetitions(), h.pop()), (0, 0, None));
    }

    #[test]
    fn keys_are_distinct_and_fixed() {
        const KEYS: [u64; 512] = zobrist_keys(0x00C0_FFEE);
        let mut sorted = KEYS.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), KEYS.len());
        // A written key must read the same in every build.
        assert_eq!(KEYS[0], splitmix(0x00C0_FFEE));
    }
}
