#ifndef GALLEY_ARENA_H
#define GALLEY_ARENA_H

#include <stddef.h>

/// A per-thread bump allocator for cmark-gfm's parser.
///
/// cmark-gfm allocates every node, string buffer and table cell of a document separately and
/// frees them one by one (about 600,000 `calloc` and 800,000 `free` calls for a 400-article
/// site), although a document's whole tree dies at once, when it has been converted. These three
/// functions have the shapes of `cmark_mem`'s members: memory comes from the calling thread's
/// arena, `free` gives back only the most recent block (a growing buffer's old copy stays until
/// the reset), and `galley_arena_reset` makes the whole arena reusable at once.
///
/// cmark's allocator interface has no context pointer, so the arena is the calling thread's: a
/// parse must run from its first allocation to its reset on one thread, as a synchronous call does.
/// Blocks are 16-byte aligned. Out of memory is fatal, as it is in cmark-gfm's own allocator.

/// `n * size` zeroed bytes from the calling thread's arena.
void *galley_arena_calloc(size_t n, size_t size);

/// `block` (from this thread's arena, or NULL) grown or shrunk to `size` bytes, its contents kept:
/// in place when it is the arena's most recent block and its chunk has room, else copied.
void *galley_arena_realloc(void *block, size_t size);

/// Gives `block` back when it is the arena's most recent block; otherwise does nothing.
void galley_arena_free(void *block);

/// Makes all of the calling thread's arena reusable: every block it gave is invalid afterwards.
/// Keeps one chunk, the largest of at most 8 MiB (its memory is already touched), and frees the rest.
void galley_arena_reset(void);

/// Bytes the calling thread's arena holds in chunks, used or not (for tests and measurements).
size_t galley_arena_capacity(void);

/// Bytes of the calling thread's arena in use since its last reset, headers included.
size_t galley_arena_used(void);

#endif
