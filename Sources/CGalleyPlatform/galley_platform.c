#if defined(__linux__) && !defined(GALLEY_PORTABLE)
#define _GNU_SOURCE
#define GALLEY_LINUX 1
#endif
#include "galley_platform.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#if GALLEY_LINUX
#include <sys/inotify.h>
#endif
#if defined(__GLIBC__)
#include <gnu/libc-version.h>
#include <malloc.h>
#endif

int galley_platform_linux_calls(void) {
#if GALLEY_LINUX
    return 1;
#else
    return 0;
#endif
}

int galley_platform_pipe_cloexec(int fds[2]) {
#if GALLEY_LINUX
    return pipe2(fds, O_CLOEXEC);
#else
    (void)fds;
    errno = ENOSYS;
    return -1;
#endif
}

int galley_platform_spawn_close_from(posix_spawn_file_actions_t *actions, int first) {
#if GALLEY_LINUX
    return posix_spawn_file_actions_addclosefrom_np(actions, first);
#else
    (void)actions;
    (void)first;
    return ENOSYS;
#endif
}

ssize_t galley_platform_copy_file_range(int from, int64_t *offset, int to, size_t count) {
#if GALLEY_LINUX
    loff_t position = (loff_t)*offset;
    ssize_t done = copy_file_range(from, &position, to, NULL, count, 0);
    *offset = (int64_t)position;
    return done;
#else
    (void)from;
    (void)offset;
    (void)to;
    (void)count;
    errno = ENOSYS;
    return -1;
#endif
}

int galley_platform_exchange(const char *first, const char *second) {
#if GALLEY_LINUX
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}

int galley_platform_inotify_open(void) {
#if GALLEY_LINUX
    return inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int galley_platform_inotify_watch(int descriptor, const char *path) {
#if GALLEY_LINUX
    uint32_t mask = IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE
                    | IN_DELETE_SELF | IN_MOVE_SELF;
    return inotify_add_watch(descriptor, path, mask);
#else
    (void)descriptor;
    (void)path;
    errno = ENOSYS;
    return -1;
#endif
}

const char *galley_platform_glibc_version(void) {
#if defined(__GLIBC__)
    return gnu_get_libc_version();
#else
    return NULL;
#endif
}

void galley_platform_keep_large_blocks(void) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 128 << 20);
#endif
}
