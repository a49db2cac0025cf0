/// The command reads records on one thread and checks and frees them on
/// others: glibc's allocator then spent a fifth of the run in malloc and
/// free and made the threads wait on its locks (docs/PERFORMANCE.md,
/// "Reading on every core"); mimalloc keeps a heap per thread.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Milliseconds before memory freed goes back to the system. mimalloc 3
/// waits a second: a two-thread run over a large archive kept the windows
/// of text its threads had freed, 18 MiB at its peak on a 400 MB CSA
/// archive against 14 MiB at 10 ms (docs/PERFORMANCE.md, "The memory of
/// a file read once"). `MIMALLOC_PURGE_DELAY` still says otherwise.
const PURGE_DELAY_MS: std::ffi::c_long = 10;

/// `mi_option_purge_delay` in mimalloc 3's `mi_option_t` (mimalloc.h),
/// which libmimalloc-sys does not name.
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

fn main() -> std::process::ExitCode {
    if std::env::var_os("MIMALLOC_PURGE_DELAY").is_none() {
        // SAFETY: `mi_option_set` takes any option and value, at any time,
        // from any thread; it only sets the value mimalloc reads.
        unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, PURGE_DELAY_MS) };
    }
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
