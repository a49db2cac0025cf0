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
