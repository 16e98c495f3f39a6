#include "galley_heap.h"

#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void galley_keep_large_blocks(void) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 128 << 20);
#endif
}

#if defined(__GLIBC__) && defined(__x86_64__)
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

/// glibc's heaps for threads other than the main one: each is reserved as HEAP_MAX_SIZE bytes
/// (2 x 32 MiB on 64-bit systems) aligned to that size, made writable as it grows.
#define GALLEY_HEAP_SIZE ((uintptr_t)64 << 20)

/// Whether [base, base + GALLEY_HEAP_SIZE) is laid out as one glibc thread heap in
/// /proc/self/maps: private anonymous memory, read-write from `base`, then possibly a reserved
/// (not accessible) rest, covering the whole range, and never read-write again after the
/// reserved part. The mappings at either end may reach beyond the range: the system joins a
/// heap's read-write start with anonymous read-write memory mapped right below it, and its end
/// with what follows, and those are not touched (`mprotect` and `madvise` act on the range
/// only). Anything else is left alone.
static int galley_is_thread_heap(uintptr_t base) {
    FILE *maps = fopen("/proc/self/maps", "re");
    if (!maps) return 0;
    char line[512];
    uintptr_t covered = base;
    int ok = 1, seen = 0, reserved_seen = 0;
    while (fgets(line, sizeof line, maps)) {
        unsigned long start, end, offset, inode;
        char perms[8];
        unsigned int major, minor;
        int path = 0;
        int fields = sscanf(
            line, "%lx-%lx %7s %lx %x:%x %lu %n", &start, &end, perms, &offset, &major, &minor, &inode, &path);
        if (fields < 7) continue;  // a line cut by the buffer, or not a mapping
        if (end <= base || start >= base + GALLEY_HEAP_SIZE) continue;
        const char *name = path > 0 ? line + path : "";
        int anonymous = inode == 0 && (name[0] == '\n' || name[0] == '\0');
        int private_rw = strcmp(perms, "rw-p") == 0, reserved = strcmp(perms, "---p") == 0;
        int starts_right = seen ? start == covered : start <= base;
        if (!starts_right || !anonymous || !(private_rw || reserved) || (!seen && !private_rw)) ok = 0;
        if (private_rw && reserved_seen) ok = 0;
        if (reserved) reserved_seen = 1;
        covered = end;
        seen = 1;
    }
    fclose(maps);
    return ok && seen && covered >= base + GALLEY_HEAP_SIZE;
}
#endif

#if defined(__GLIBC__) && defined(__x86_64__)
/// The start of a glibc thread heap (`heap_info` in glibc's arena.c), unchanged since glibc 2.26
/// but for `pagesize`, added after `mprotect_size` in 2.35.
typedef struct {
    void *arena;           // ar_ptr
    void *previous;        // prev
    size_t size;           // bytes in use by the heap
    size_t mprotect_size;  // bytes glibc has made writable; it calls `mprotect` to grow past them
} galley_heap_info;

/// Whether the start of the heap at `base` reads as glibc's `heap_info`: an arena, sizes within
/// the heap, the writable size whole pages and at least the size in use.
static int galley_reads_as_heap_info(const galley_heap_info *info) {
    return info->arena != NULL && info->size >= sizeof *info && info->size <= GALLEY_HEAP_SIZE
        && info->mprotect_size >= info->size && info->mprotect_size <= GALLEY_HEAP_SIZE
        && info->mprotect_size % 4096 == 0;
}

/// Tells glibc that the whole heap at `base` is writable, when its start reads as glibc's
/// `heap_info`. Otherwise glibc goes on calling `mprotect` for every few pages the heap grows
/// (a build made some 2,500 such calls), each of which takes the process's memory-map lock for
/// writing and so holds up the other threads' page faults, although the pages are writable.
static void galley_record_writable(uintptr_t base) {
    galley_heap_info *info = (galley_heap_info *)base;
    if (galley_reads_as_heap_info(info)) info->mprotect_size = GALLEY_HEAP_SIZE;
}
#endif

size_t galley_heap_writable_size(uintptr_t base) {
#if defined(__GLIBC__) && defined(__x86_64__)
    const galley_heap_info *info = (const galley_heap_info *)base;
    return galley_reads_as_heap_info(info) ? info->mprotect_size : 0;
#else
    (void)base;
    return 0;
#endif
}

int galley_prepare_heap_at(uintptr_t base) {
#if defined(__GLIBC__) && defined(__x86_64__)
    if (base & (GALLEY_HEAP_SIZE - 1)) return 0;
    // /proc/self/maps is read in pieces, and a thread sharing the heap's arena can grow the heap
    // between two pieces, which then do not join up: a refused layout is read again, twice.
    int is_heap = 0;
    for (int read = 0; read < 3 && !is_heap; ++read) is_heap = galley_is_thread_heap(base);
    if (!is_heap) return 0;
    // All of the heap writable now (memory is still given only when first touched), so that
    // every 2 MiB of it lies in one mapping and can be a huge page when touched.
    if (mprotect((void *)base, GALLEY_HEAP_SIZE, PROT_READ | PROT_WRITE) != 0) return 0;
    if (madvise((void *)base, GALLEY_HEAP_SIZE, MADV_HUGEPAGE) != 0) return 0;
    galley_record_writable(base);
    return 1;
#else
    (void)base;
    return 0;
#endif
}

void galley_prepare_thread_heap(void) {
#if defined(__GLIBC__) && defined(__x86_64__)
    static __thread int galley_thread_heap_prepared;
    if (galley_thread_heap_prepared) return;
    galley_thread_heap_prepared = 1;
    void *probe = malloc(16);
    if (!probe) return;
    uintptr_t base = (uintptr_t)probe & ~(GALLEY_HEAP_SIZE - 1);
    free(probe);
    galley_prepare_heap_at(base);
#endif
}
