//! Process-wide settings the binaries apply first thing in `main`.

/// Turns transparent huge pages off for this process. With the kernel's THP mode `always`, an allocator
/// that maps its arenas up front gets 2 MiB pages for memory it touches in small parts, and a sidecar
/// that holds 16 MiB would show twice that (measured: idle RSS 33 MiB against 17 MiB). A sidecar is
/// paid for in resident memory in every pod; the few TLB misses saved are not worth it.
///
/// The setting applies to page faults from then on, and the allocator has already touched its first
/// pages before `main` runs (4 MiB of them huge). So the process sets it and executes its own file again,
/// once: the setting survives `exec`, and the new image starts with small pages throughout. The process
/// keeps its id, name, arguments, environment and open files; `exec` clears the blocked-signal mask (the
/// new image sets up its signals as at any start). Nothing is done where THP is off for the whole system
/// or already off for this process (`MIMALLOC_ALLOW_THP=0`, as the image sets it, or a parent's setting);
/// where the setting or the `exec` fails (another OS, an old kernel), the process goes on as it is.
pub fn keep_pages_small() {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::process::CommandExt;
        let thp_off = || {
            // SAFETY: PR_GET_THP_DISABLE takes plain integers and only reads this process's page policy.
            unsafe { libc::prctl(libc::PR_GET_THP_DISABLE, 0, 0, 0, 0) == 1 }
        };
        let system_never = std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled")
            .is_ok_and(|modes| modes.contains("[never]"));
        if system_never || thp_off() {
            return;
        }
        // SAFETY: PR_SET_THP_DISABLE takes plain integers and changes only this process's page policy.
        let set = unsafe { libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0) } == 0;
        // Executing again only once the setting reads back as set: the next image returns above.
        if !set || !thp_off() {
            return;
        }
        // The file by its path, so the process keeps its name (`/proc/self/exe` would rename it `exe`);
        // the link itself when the file was replaced or removed since the start.
        let program = std::env::current_exe()
            .ok()
            .filter(|path| path.is_file())
            .unwrap_or_else(|| std::path::PathBuf::from("/proc/self/exe"));
        let mut args = std::env::args_os();
        let Some(name) = args.next() else { return };
        // `exec` returns only when it failed; this image then carries on with the setting in force.
        let _ = std::process::Command::new(program).arg0(name).args(args).exec();
    }
}
