#define _GNU_SOURCE
#include "galley_runner.h"

#include <linux/capability.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

int galley_runner_set_limit(int resource, unsigned long long value) {
    struct rlimit limit = {(rlim_t)value, (rlim_t)value};
    return setrlimit((__rlimit_resource_t)resource, &limit);
}

// pidfd_open, close_range and capset through `syscall`: glibc has wrappers for the first two
// only from 2.36 and 2.34, and none for capset outside libcap.
int galley_runner_pidfd_open(pid_t pid) { return (int)syscall(SYS_pidfd_open, pid, 0); }

void galley_runner_drop_bounding_set(void) {
    for (unsigned long capability = 0; capability < 64; capability++) prctl(PR_CAPBSET_DROP, capability, 0, 0, 0);
}

int galley_runner_clear_capabilities(void) {
    struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};  // 0: this process
    struct __user_cap_data_struct sets[_LINUX_CAPABILITY_U32S_3];
    memset(sets, 0, sizeof sets);
    return (int)syscall(SYS_capset, &header, sets);
}

int galley_runner_close_from(unsigned int first) { return (int)syscall(SYS_close_range, first, ~0U, 0); }
