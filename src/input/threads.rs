//! Work split between two halves on the thread pool the caller runs on.
//! Reading a file that is not UTF-8 surveys and decodes every byte on the
//! splitting thread before the games reach the pool; halving that work
//! lets two threads take a little over half of one thread's time. Outside a
//! pool (a library caller's own thread, or a build without threads) the two
//! halves run one after the other: no thread is started for them.

/// Runs `a` and `b`, on two threads of the current pool when there is one.
pub(crate) fn join<A, B, RA, RB>(a: A, b: B) -> (RA, RB)
where
    A: FnOnce() -> RA + Send,
    B: FnOnce() -> RB + Send,
    RA: Send,
    RB: Send,
{
    #[cfg(feature = "threads")]
    if rayon::current_num_threads() > 1 && rayon::current_thread_index().is_some() {
        return rayon::join(a, b);
    }
    (a(), b())
}

/// Whether [`join`] would run its halves on two threads: splitting work
/// costs a copy that only pays when it does.
pub(crate) fn two_threads() -> bool {
    #[cfg(feature = "threads")]
    if rayon::current_num_threads() > 1 && rayon::current_thread_index().is_some() {
        return true;
    }
    false
}

/// Where to part `block` in two at a line end near its middle: the first
/// half ends with the line feed, and both halves hold at least one byte, so
/// that splitting again makes progress. The first line end after the
/// middle, else the last one before it; `None` when no line feed but the
/// last byte parts it.
///
/// Halving a half again keeps the depth near twice the logarithm of the
/// length: a first half ends at the first line end after the middle, so
/// its own first line end after its middle lies before the whole's middle.
pub(crate) fn middle_line_end(block: &[u8]) -> Option<usize> {
    let half = block.len() / 2;
    let inside = |at: usize| (at < block.len()).then_some(at);
    let after = memchr::memchr(b'\n', &block[half..]).and_then(|i| inside(half + i + 1));
    after.or_else(|| memchr::memrchr(b'\n', &block[..half]).map(|i| i + 1))
}

#[cfg(test)]
mod tests {
    use super::middle_line_end;

    proptest::proptest! {
        /// Every part makes progress: both halves hold a byte, the first
        /// ends with a line feed, and a block with a line feed before its
        /// last byte is always parted.
        #[test]
        fn a_block_is_parted_in_two_non_empty_halves(
            block in proptest::collection::vec(proptest::sample::select(vec![b'a', 0xff, b'\n']), 0..64),
        ) {
            let inner_feed = block.len() > 1 && block[..block.len() - 1].contains(&b'\n');
            match middle_line_end(&block) {
                Some(at) => {
                    proptest::prop_assert!(0 < at && at < block.len());
                    proptest::prop_assert_eq!(block[at - 1], b'\n');
                }
                None => proptest::prop_assert!(!inner_feed, "{:?}", block),
            }
        }
    }

    /// How deep halving `block` and its halves again goes, down to blocks
    /// that are not parted.
    fn depth(block: &[u8]) -> u32 {
        match middle_line_end(block) {
            Some(at) => 1 + depth(&block[..at]).max(depth(&block[at..])),
            None => 0,
        }
    }

    proptest::proptest! {
        /// Halving halves again ends, and within about twice the logarithm
        /// of the length, wherever the line ends are.
        #[test]
        fn halving_again_goes_a_few_levels_deep(
            block in proptest::collection::vec(proptest::sample::select(vec![b'a', b'\n']), 0..400),
        ) {
            let bound = 2 * (usize::BITS - block.len().leading_zeros()) + 1;
            proptest::prop_assert!(depth(&block) <= bound, "{} > {}", depth(&block), bound);
        }
    }

    /// The block of the stack overflow: one line whose line feed is its
    /// last byte is not parted (it was, into itself and nothing).
    #[test]
    fn a_line_ending_the_block_is_not_parted() {
        let mut block = vec![0xff; 1000];
        block.push(b'\n');
        assert_eq!(middle_line_end(&block), None);
        assert_eq!(middle_line_end(b"\n"), None);
        assert_eq!(middle_line_end(b"ab\ncd\n"), Some(3));
        assert_eq!(middle_line_end(b"a\nbcdefg\n"), Some(2));
    }
}
