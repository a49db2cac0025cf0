//! The positions a game has passed through, for the rules that look back
//! (repetition, sennichite), shared by every game.
//!
//! A game keys its positions with Zobrist keys ([`zobrist_keys`]) that it
//! updates as it plays, so that noting a position is one push and asking how
//! often it occurred is one lookup: a game costs time linear in its length.

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
#[derive(Default)]
pub struct History<T = ()> {
    entries: Vec<(u64, T)>,
    /// Each entry's counts, beside it: one list grown a ply, not two.
    counts: Vec<Counts>,
    firsts: Firsts,
    /// The slots the table is made with when a second position comes
    /// (until then it is not made: [`History::expect`] sizes it).
    first_slots: usize,
}

/// A copy with the lists' room: a game copied from one set up before (the
/// sessions keep set-ups to copy) grows as one set up afresh, not from a
/// list of one entry, doubling seven times in a 200-ply game.
impl<T: Clone> Clone for History<T> {
    fn clone(&self) -> History<T> {
        let mut entries = Vec::with_capacity(self.entries.capacity());
        entries.extend_from_slice(&self.entries);
        let mut counts = Vec::with_capacity(self.counts.capacity());
        counts.extend_from_slice(&self.counts);
        History {
            entries,
            counts,
            firsts: self.firsts.clone(),
            first_slots: self.first_slots,
        }
    }
}

/// The positions and their counts: the table that finds a key is how they
/// are counted, not what (a move made and taken back may leave it made
/// where it was not, or larger).
impl<T: std::fmt::Debug> std::fmt::Debug for History<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("History")
            .field("entries", &self.entries)
            .field("counts", &self.counts)
            .finish()
    }
}

/// What [`History`] counts of one entry.
#[derive(Clone, Copy, Debug, Default)]
struct Counts {
    /// How often the entry's key had occurred when it was noted, so the
    /// current position's count needs no lookup.
    seen: u32,
    /// For the first entry of each key, how often the key occurred since
    /// (0 for every later entry).
    tally: u32,
}

/// The first entry of each key, found by the key: an open-addressing table
/// of entry indices (plus one, 0 a free slot). A key's slot is found in a
/// few instructions, where a general hash map's insert cost about a
/// hundred a ply, and a slot of four bytes keeps the table a game sets up
/// small. Keys leave in the reverse order they came ([`History::pop`]), so
/// a key whose first entry leaves is the last one that took a slot, and
/// freeing its slot leaves every other key's probe unbroken; the table is
/// grown by placing the keys again in the order they came, which keeps that
/// so.
#[derive(Clone, Debug, Default)]
struct Firsts {
    slots: Vec<u32>,
    /// The keys in the table.
    used: usize,
    /// 64 less the bits of a slot's index.
    shift: u32,
}

impl Firsts {
    /// A table of `slots` slots (a power of two).
    fn with_slots(slots: usize) -> Firsts {
        Firsts {
            slots: vec![0; slots],
            used: 0,
            shift: 64 - slots.trailing_zeros(),
        }
    }

    /// The slot of `key`, whose entries are `entries`, or the free slot
    /// where it would go.
    #[inline]
    fn find<T>(&self, key: u64, entries: &[(u64, T)]) -> usize {
        let mask = self.slots.len() - 1;
        // Multiplied, so that keys which are not well mixed spread too.
        let mut i = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize;
        loop {
            match self.slots[i] {
                0 => return i,
                first if entries[first as usize - 1].0 == key => return i,
                _ => i = (i + 1) & mask,
            }
        }
    }

    /// Whether one more key fits without growing the table.
    fn has_room(&self) -> bool {
        2 * (self.used + 1) <= self.slots.len()
    }
}

impl<T: Copy> History<T> {
    /// A history holding only the start position.
    pub fn new(key: u64, note: T) -> History<T> {
        // Room for a game of a few dozen plies, a list of at most a
        // kilobyte, which the allocator hands out on its quickest path
        // (every game of an archive copies a set-up's history, lists and
        // room); a longer game is given its room at once when it is
        // expected ([`History::expect`]), else grown. The table is made
        // with the second position, for 512 keys unless the game is
        // expected shorter: placing the keys again when it grows cost more
        // than zeroing the larger table once (a game of 250 random plies
        // grew it from 512 slots about every other time).
        let mut entries = Vec::with_capacity(ROOM);
        let mut counts = Vec::with_capacity(ROOM);
        entries.push((key, note));
        counts.push(Counts { seen: 1, tally: 1 });
        History {
            entries,
            counts,
            firsts: Firsts::default(),
            first_slots: 1024,
        }
    }

    /// Sizes the table for a game of about `plies` plies, if it is not made
    /// yet: a short game zeroes a small table (the 4 KiB of the default
    /// were a tenth of what a 46-ply game of a CSA archive costs beside its
    /// plies), and a longer one grows it as any other. The lists are given
    /// room for the positions expected, at most the table's.
    pub fn expect(&mut self, plies: usize) {
        if self.firsts.slots.is_empty() {
            self.first_slots = slots_for(plies);
            let room = (plies + 2).min(1024);
            let more = room.saturating_sub(self.entries.len());
            self.entries.reserve_exact(more);
            self.counts.reserve_exact(more);
        }
    }

    /// Notes the position just reached.
    #[inline]
    pub fn push(&mut self, key: u64, note: T) {
        if !self.firsts.has_room() {
            self.grow();
        }
        let n = self.entries.len();
        self.entries.push((key, note));
        let slot = self.firsts.find(key, &self.entries[..n]);
        let counts = match self.firsts.slots[slot] {
            0 => {
                self.firsts.slots[slot] = n as u32 + 1;
                self.firsts.used += 1;
                Counts { seen: 1, tally: 1 }
            }
            first => {
                let tally = &mut self.counts[first as usize - 1].tally;
                *tally += 1;
                Counts {
                    seen: *tally,
                    tally: 0,
                }
            }
        };
        self.counts.push(counts);
    }

    /// The table twice as large (or first made), each key's first entry
    /// placed again in the order they came.
    #[cold]
    fn grow(&mut self) {
        let slots = match self.firsts.slots.len() {
            0 => self.first_slots.max(16),
            made => 2 * made,
        };
        let mut firsts = Firsts::with_slots(slots);
        for (i, (key, _)) in self.entries.iter().enumerate() {
            if self.counts[i].tally > 0 {
                let slot = firsts.find(*key, &self.entries[..i]);
                firsts.slots[slot] = i as u32 + 1;
                firsts.used += 1;
            }
        }
        self.firsts = firsts;
    }

    /// Forgets the last position noted (a move taken back).
    pub fn pop(&mut self) -> Option<(u64, T)> {
        if self.firsts.slots.is_empty() {
            // At most the start position, in no table.
            self.counts.pop();
            return self.entries.pop();
        }
        let last = *self.entries.last()?;
        let n = self.entries.len() - 1;
        let slot = self.firsts.find(last.0, &self.entries);
        let first = self.firsts.slots[slot] as usize - 1;
        self.counts[first].tally -= 1;
        if first == n {
            self.firsts.slots[slot] = 0;
            self.firsts.used -= 1;
        }
        self.entries.pop();
        self.counts.pop();
        Some(last)
    }

    /// How often the position keyed `key` occurred.
    pub fn count(&self, key: u64) -> u32 {
        if self.firsts.slots.is_empty() {
            // At most the start position, in no table.
            return self.entries.iter().filter(|e| e.0 == key).count() as u32;
        }
        match self.firsts.slots[self.firsts.find(key, &self.entries)] {
            0 => 0,
            first => self.counts[first as usize - 1].tally,
        }
    }

    /// How often the current position occurred, this time included.
    #[inline]
    pub fn repetitions(&self) -> u32 {
        self.counts.last().map_or(0, |c| c.seen)
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

/// The positions a history has room for when it is made: a 46-ply game
/// of a CSA archive fits, in lists of a kilobyte and half of one.
const ROOM: usize = 64;

/// Slots enough for the keys of a game of `plies` plies without growing
/// (a table is at most half full), at most the default's 1,024.
fn slots_for(plies: usize) -> usize {
    (2 * (plies + 2)).next_power_of_two().clamp(16, 1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_follow_pushes_and_pops() {
        let mut h = History::new(7, ());
        // The start alone, before the table is made.
        assert_eq!((h.count(7), h.count(9), h.repetitions()), (1, 0, 1));
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

    proptest::proptest! {
        /// The table counts as a map of counts does, through pushes and
        /// pops in any order and the growth of a long game, whatever the
        /// game was expected to last: few keys, so that they share slots.
        /// A copy taken on the way counts on as the original would, with
        /// the original's room.
        #[test]
        fn counts_as_a_map_counts(
            steps in proptest::collection::vec(proptest::option::of(0u64..40), 0..400),
            expected in proptest::option::of(0usize..600),
            copy_at in proptest::option::of(0usize..400),
        ) {
            let mut h = History::new(0, ());
            if let Some(plies) = expected {
                h.expect(plies);
            }
            let mut model = std::collections::HashMap::from([(0u64, 1u32)]);
            let mut keys = vec![0u64];
            for (i, step) in steps.into_iter().enumerate() {
                if copy_at == Some(i) {
                    let copy = h.clone();
                    proptest::prop_assert!(copy.entries.capacity() >= h.entries.capacity());
                    proptest::prop_assert!(copy.counts.capacity() >= h.counts.capacity());
                    h = copy;
                }
                match step {
                    Some(key) => {
                        let key = key.wrapping_mul(0x0100_0000_01B3);
                        h.push(key, ());
                        *model.entry(key).or_default() += 1;
                        keys.push(key);
                        proptest::prop_assert_eq!(h.repetitions(), model[&key]);
                    }
                    None => {
                        if let Some(key) = keys.pop() {
                            proptest::prop_assert_eq!(h.pop(), Some((key, ())));
                            *model.get_mut(&key).unwrap() -= 1;
                        }
                    }
                }
                for key in (0u64..40).map(|k| k.wrapping_mul(0x0100_0000_01B3)) {
                    proptest::prop_assert_eq!(h.count(key), model.get(&key).copied().unwrap_or(0));
                }
            }
        }
    }

    /// The start position alone is taken back and counted without a table.
    #[test]
    fn the_start_alone_needs_no_table() {
        let mut h = History::new(7, true);
        h.expect(40);
        assert_eq!((h.count(7), h.last(), h.len()), (1, Some((7, true)), 1));
        assert_eq!(h.pop(), Some((7, true)));
        assert_eq!((h.count(7), h.repetitions(), h.pop()), (0, 0, None));
        h.push(7, false);
        h.push(7, false);
        assert_eq!((h.count(7), h.repetitions()), (2, 2));
    }

    /// The lists have room for the positions of the game expected, as the
    /// default's for a short one, and hold what they held.
    #[test]
    fn lists_are_sized_by_the_game() {
        for plies in [0, 10, 46, 62, 63, 200, 2000] {
            let mut h = History::new(7, true);
            h.expect(plies);
            let room = (plies + 2).clamp(ROOM, 1024);
            assert!(h.entries.capacity() >= room && h.counts.capacity() >= room);
            assert_eq!((h.count(7), h.last(), h.len()), (1, Some((7, true)), 1));
        }
    }

    /// A table sized for the game does not grow before it ends, and stays
    /// within the default's size.
    #[test]
    fn tables_are_sized_by_the_game() {
        assert_eq!(
            (slots_for(0), slots_for(46), slots_for(300)),
            (16, 128, 1024)
        );
        for plies in 0..600 {
            assert!(2 * (plies + 2) <= slots_for(plies) || slots_for(plies) == 1024);
        }
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
