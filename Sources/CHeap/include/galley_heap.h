#ifndef GALLEY_HEAP_H
#define GALLEY_HEAP_H

#include <stddef.h>
#include <stdint.h>

/// How the C allocator serves a one-shot `galley` process.
///
/// By default glibc's `malloc` maps every block of 128 KiB or more (the build state's bytes,
/// the search index, large arrays as they grow) as fresh pages of its own and unmaps it when
/// freed, so each such block costs a page fault per 4 KiB touched, again at every regrowth.
/// This serves blocks up to 32 MiB (glibc's ceiling for the setting) from the heap, and returns
/// the heap's freed top to the system only past 128 MiB, so those blocks reuse pages already
/// touched. Measured side by side in `Benchmarks/analysis-incremental.md`.
void galley_keep_large_blocks(void);

/// Gives the calling thread's glibc heap transparent huge pages, once per thread.
///
/// A build's memory is mostly in glibc's heaps for its worker threads, and each 4 KiB page first
/// touched costs a page fault, about 0.6 ms per MiB on a virtual machine, then its share of the
/// process's teardown at exit. The system gives huge pages only to memory marked for them
/// (`madvise`), and glibc does not mark these heaps. This marks the calling thread's heap, and
/// makes all of its reserved 64 MiB writable at once (memory is still given only when touched),
/// so that each 2 MiB of it lies in one mapping and becomes one page when first touched, and
/// records that in the heap's header, so glibc stops asking the system to make writable, a few
/// pages at a time, what already is (about 2,500 `mprotect` calls a build before). It
/// acts only when /proc/self/maps shows that heap exactly as glibc makes it, and does nothing on
/// the main thread's heap or outside glibc on x86-64.
void galley_prepare_thread_heap(void);

/// The step of `galley_prepare_thread_heap` after it has found its heap: prepares the 64 MiB at
/// `base` (aligned to 64 MiB) when /proc/self/maps shows them laid out as a glibc thread heap,
/// and returns 1 when it did, 0 when it left them alone. Public so that tests can lay out heaps
/// and decoys of their own.
int galley_prepare_heap_at(uintptr_t base);

/// How many bytes of the glibc thread heap at `base` glibc counts as writable (its
/// `heap_info.mprotect_size`), or 0 when the start of that memory does not read as a heap's.
/// `galley_prepare_heap_at` sets it to the whole 64 MiB of a real heap, so glibc stops making
/// pages writable that already are. For tests.
size_t galley_heap_writable_size(uintptr_t base);

#endif
