#ifndef GALLEY_HEAP_H
#define GALLEY_HEAP_H

/// How the C allocator serves a one-shot `galley` process.
///
/// By default glibc's `malloc` maps every block of 128 KiB or more (the build state's bytes,
/// the search index, large arrays as they grow) as fresh pages of its own and unmaps it when
/// freed, so each such block costs a page fault per 4 KiB touched, again at every regrowth.
/// This serves blocks up to 32 MiB (glibc's ceiling for the setting) from the heap, and returns
/// the heap's freed top to the system only past 128 MiB, so those blocks reuse pages already
/// touched. Measured side by side in `Benchmarks/analysis-incremental.md`.
///
/// (The worker threads' heaps once took transparent huge pages as well. Each huge page is
/// cleared whole when first touched, and on this virtual machine, when the host has taken free
/// memory back, that made a full build 1.33x slower than with ordinary pages, while it gained
/// 4% at best when memory was at hand: removed, see the analysis.)
void galley_keep_large_blocks(void);

#endif
