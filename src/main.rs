/// The command reads records on one thread and checks and frees them on
/// others: glibc's allocator then spent a fifth of the run in malloc and
/// free and made the threads wait on its locks (docs/PERFORMANCE.md,
/// "Reading on every core"); mimalloc keeps a heap per thread.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    restore_sigpipe();
    hensou::cli::main()
}

/// Rust ignores SIGPIPE, so `hensou perft ... | head` would panic on the
/// closed pipe; like other command-line tools, end quietly instead.
#[cfg(unix)]
fn restore_sigpipe() {
    // SAFETY: called first thing in main, before any thread or I/O exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

#[cfg(not(unix))]
fn restore_sigpipe() {}
