#ifndef GALLEY_RUNNER_H
#define GALLEY_RUNNER_H
// The Linux calls of the merged runner's fork server, in C, where their headers declare them
// (`_GNU_SOURCE`) and their constants have names: the Swift side calls these functions only.
#include <sys/types.h>
#include <sys/resource.h>

/// The limits a run request sets, in the order its lines give them.
enum {
    GALLEY_RUNNER_LIMIT_CORE = RLIMIT_CORE,
    GALLEY_RUNNER_LIMIT_ADDRESS_SPACE = RLIMIT_AS,
    GALLEY_RUNNER_LIMIT_FILE_SIZE = RLIMIT_FSIZE,
    GALLEY_RUNNER_LIMIT_OPEN_FILES = RLIMIT_NOFILE,
    GALLEY_RUNNER_LIMIT_PROCESSES = RLIMIT_NPROC,
};

/// Sets the limit `resource` (one of the above) to `value`, soft and hard; 0 on success.
int galley_runner_set_limit(int resource, unsigned long long value);

/// A file descriptor that becomes readable when the child `pid` exits (`pidfd_open`), or -1.
int galley_runner_pidfd_open(pid_t pid);

/// Empties the capability bounding set (`PR_CAPBSET_DROP` for each capability), so no process
/// started from here can gain a capability again, whatever it executes. Errors for numbers the
/// kernel does not know are ignored.
void galley_runner_drop_bounding_set(void);

/// Empties this process's permitted, effective and inheritable capability sets (`capset`,
/// version 3); 0 on success.
int galley_runner_clear_capabilities(void);

/// Closes every file descriptor from `first` on (`close_range`); 0 on success.
int galley_runner_close_from(unsigned int first);

#endif
