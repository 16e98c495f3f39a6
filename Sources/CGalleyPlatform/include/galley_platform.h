#ifndef GALLEY_PLATFORM_H
#define GALLEY_PLATFORM_H

#include <spawn.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

// The Linux and glibc calls GalleyPlatform makes, which Swift's Glibc module does not declare
// (they need `_GNU_SOURCE`) or declares only as macros. Each exists in the Linux build only:
// elsewhere, and where `GALLEY_PORTABLE` is defined, it fails with `ENOSYS` (or answers NULL)
// and links nothing, so GalleyPlatform takes its portable path.

/// 1 when this build calls Linux's own interfaces, 0 on the portable path.
int galley_platform_linux_calls(void);

/// A pipe whose two ends close on `exec`, made atomically (`pipe2`); 0 on success.
int galley_platform_pipe_cloexec(int fds[2]);

/// Adds the action that closes every descriptor from `first` on in the child
/// (`posix_spawn_file_actions_addclosefrom_np`, glibc 2.34); 0 on success, an error number otherwise.
int galley_platform_spawn_close_from(posix_spawn_file_actions_t *actions, int first);

/// Copies `count` bytes from `from` at `*offset` to `to` at its position, in the kernel
/// (`copy_file_range`); the bytes copied, or -1 with errno.
ssize_t galley_platform_copy_file_range(int from, int64_t *offset, int to, size_t count);

/// Swaps two paths atomically (`renameat2` with `RENAME_EXCHANGE`); 0 on success, -1 with errno.
int galley_platform_exchange(const char *first, const char *second);

/// A non-blocking, close-on-exec inotify descriptor, or -1 with errno.
int galley_platform_inotify_open(void);

/// Watches the folder `path` for every change to its entries; -1 with errno when it cannot.
int galley_platform_inotify_watch(int descriptor, const char *path);

/// The running C library's version when it is glibc (`gnu_get_libc_version`), NULL otherwise.
const char *galley_platform_glibc_version(void);

/// How the C allocator serves a one-shot `galley` process (glibc's `mallopt`; nothing elsewhere).
///
/// By default glibc's `malloc` maps every block of 128 KiB or more (the build state's bytes,
/// the search index, large arrays as they grow) as fresh pages of its own and unmaps it when
/// freed, so each such block costs a page fault per 4 KiB touched, again at every regrowth.
/// This serves blocks up to 32 MiB (glibc's ceiling for the setting) from the heap, and returns
/// the heap's freed top to the system only past 128 MiB, so those blocks reuse pages already
/// touched. Measured side by side in `Benchmarks/analysis-incremental.md`.
void galley_platform_keep_large_blocks(void);

#endif
