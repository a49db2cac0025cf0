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
/// half ends with the line feed. `None` when it holds no line feed after
/// its middle.
pub(crate) fn middle_line_end(block: &[u8]) -> Option<usize> {
    let half = block.len() / 2;
    memchr::memchr(b'\n', &block[half..]).map(|i| half + i + 1)
}
