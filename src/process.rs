//! Process-wide settings the binaries apply first thing in `main`.

/// Turns transparent huge pages off for this process. With the kernel's THP mode `always`, an allocator
/// that maps its arenas up front gets 2 MiB pages for memory it touches in small parts, and a sidecar
/// that holds 16 MiB would show twice that (measured: idle RSS 33 MiB against 17 MiB). A sidecar is
/// paid for in resident memory in every pod; the few TLB misses saved are not worth it.
///
/// The setting applies to page faults from then on, and the allocator has already touched its first
/// pages before `main` runs (4 MiB of them huge). So the process sets it and executes itself again, once:
/// the setting survives `exec`, and the new image starts with small pages throughout. The process keeps
/// its id, arguments, environment and open files. Where the setting or the `exec` fails (another OS, an
/// old kernel, no `/proc`), the process goes on as it is.
pub fn keep_pages_small() {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::process::CommandExt;
        // SAFETY: PR_GET/SET_THP_DISABLE take plain integers and read or change only this process's page
        // policy.
        let already_off = unsafe { libc::prctl(libc::PR_GET_THP_DISABLE, 0, 0, 0, 0) } == 1;
        if already_off || unsafe { libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0) } != 0 {
            return;
        }
        let mut args = std::env::args_os();
        let Some(program) = args.next() else { return };
        // `exec` returns only when it failed; this image then carries on with the setting in force.
        let _ = std::process::Command::new("/proc/self/exe").arg0(program).args(args).exec();
    }
}
