#include "galley_arena.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Under AddressSanitizer (the fuzzers), every byte of a chunk that is not inside a live block is
// poisoned: block headers, the padding after a block's last byte, and the free space after the
// cursor. A read or write past a block's end, into its header or into the next block, or of a
// block given back by `galley_arena_free`, a shrink, a move or `galley_arena_reset`, is then
// reported as it would be for `malloc`'s memory (Scripts/arena-poison-check.sh proves each).
// Without the sanitizer the macros are empty.
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GALLEY_ARENA_ASAN 1
#endif
#endif
#if !defined(GALLEY_ARENA_ASAN) && defined(__SANITIZE_ADDRESS__)
#define GALLEY_ARENA_ASAN 1
#endif
#ifdef GALLEY_ARENA_ASAN
#include <sanitizer/asan_interface.h>
#define GALLEY_POISON(address, size) ASAN_POISON_MEMORY_REGION((address), (size))
#define GALLEY_UNPOISON(address, size) ASAN_UNPOISON_MEMORY_REGION((address), (size))
#else
#define GALLEY_POISON(address, size) ((void)(address), (void)(size))
#define GALLEY_UNPOISON(address, size) ((void)(address), (void)(size))
#endif

/// A chunk of memory the arena hands out from; blocks follow its header.
typedef struct galley_chunk {
    struct galley_chunk *previous;
    size_t size;  // bytes after the header
} galley_chunk;

/// Each block is preceded by a header that holds its size, so `realloc` knows how much to copy.
typedef struct {
    size_t size;
    size_t unused;  // keeps blocks 16-byte aligned
} galley_block_header;

/// A block's size, from its (poisoned) header.
static size_t galley_block_size(void *block) {
    galley_block_header *header = (galley_block_header *)block - 1;
    GALLEY_UNPOISON(header, sizeof *header);
    size_t size = header->size;
    GALLEY_POISON(header, sizeof *header);
    return size;
}

static void galley_set_block_size(void *block, size_t size) {
    galley_block_header *header = (galley_block_header *)block - 1;
    GALLEY_UNPOISON(header, sizeof *header);
    header->size = size;
    GALLEY_POISON(header, sizeof *header);
}

enum { GALLEY_ALIGN = 16, GALLEY_FIRST_CHUNK = 256 << 10, GALLEY_MAX_CHUNK = 8 << 20 };

typedef struct {
    galley_chunk *chunk;  // the current chunk; earlier ones through `previous`
    char *cursor;         // the next free byte of the current chunk
    char *end;            // one past its last byte
    char *last;           // the most recent block (after its header), or NULL
    size_t used;          // bytes handed out from chunks before the current one
} galley_arena;

static _Thread_local galley_arena arena;

static _Noreturn void galley_arena_out_of_memory(void) {
    fputs("galley: out of memory while parsing Markdown\n", stderr);
    abort();
}

static size_t galley_round_up(size_t size) {
    if (size > SIZE_MAX - (GALLEY_ALIGN - 1)) galley_arena_out_of_memory();
    return (size + GALLEY_ALIGN - 1) & ~(size_t)(GALLEY_ALIGN - 1);
}

static char *galley_chunk_start(galley_chunk *chunk) {
    return (char *)chunk + galley_round_up(sizeof(galley_chunk));
}

/// Starts a new chunk with room for at least `needed` bytes; chunks double up to a bound.
static void galley_arena_grow(size_t needed) {
    size_t size = arena.chunk ? arena.chunk->size * 2 : GALLEY_FIRST_CHUNK;
    if (size > GALLEY_MAX_CHUNK) size = GALLEY_MAX_CHUNK;
    if (size < needed) size = needed;
    size_t header = galley_round_up(sizeof(galley_chunk));
    if (size > SIZE_MAX - header) galley_arena_out_of_memory();
    galley_chunk *chunk = malloc(header + size);
    if (!chunk) galley_arena_out_of_memory();
    if (arena.chunk) arena.used += (size_t)(arena.cursor - galley_chunk_start(arena.chunk));
    chunk->previous = arena.chunk;
    chunk->size = size;
    arena.chunk = chunk;
    arena.cursor = galley_chunk_start(chunk);
    arena.end = arena.cursor + size;
    GALLEY_POISON(arena.cursor, size);
}

/// `size` bytes, not zeroed, after a header holding `size`.
static void *galley_arena_allocate(size_t size) {
    size_t total = galley_round_up(size) + sizeof(galley_block_header);
    if (total < size) galley_arena_out_of_memory();
    if (!arena.chunk || (size_t)(arena.end - arena.cursor) < total) galley_arena_grow(total);
    galley_block_header *header = (galley_block_header *)arena.cursor;
    arena.cursor += total;
    arena.last = (char *)(header + 1);
    galley_set_block_size(arena.last, size);
    GALLEY_UNPOISON(arena.last, size);
    return arena.last;
}

void *galley_arena_calloc(size_t n, size_t size) {
    if (size != 0 && n > SIZE_MAX / size) galley_arena_out_of_memory();
    void *block = galley_arena_allocate(n * size);
    memset(block, 0, n * size);
    return block;
}

void *galley_arena_realloc(void *block, size_t size) {
    if (!block) return galley_arena_allocate(size);
    size_t old = galley_block_size(block);
    if (size <= old) {
        if (block == arena.last) arena.cursor = (char *)block + galley_round_up(size);
        galley_set_block_size(block, size);
        GALLEY_POISON((char *)block + size, old - size);
        return block;
    }
    if (block == arena.last) {
        size_t rounded = galley_round_up(size);
        if ((size_t)(arena.end - (char *)block) >= rounded) {
            arena.cursor = (char *)block + rounded;
            galley_set_block_size(block, size);
            GALLEY_UNPOISON(block, size);
            return block;
        }
    }
    void *moved = galley_arena_allocate(size);
    memcpy(moved, block, old);
    GALLEY_POISON(block, old);  // the old copy stays until the reset, but is no one's any more
    return moved;
}

void galley_arena_free(void *block) {
    if (!block || block != arena.last) return;
    GALLEY_POISON(block, galley_block_size(block));
    arena.cursor = (char *)((galley_block_header *)block - 1);
    arena.last = NULL;
}

void galley_arena_reset(void) {
    // Keep one chunk, the largest up to the bound (its memory is already touched), and free
    // the others: a huge document does not leave its memory to the thread.
    galley_chunk *kept = NULL;
    for (galley_chunk *chunk = arena.chunk; chunk; chunk = chunk->previous) {
        if (chunk->size <= GALLEY_MAX_CHUNK && (!kept || chunk->size > kept->size)) kept = chunk;
    }
    galley_chunk *chunk = arena.chunk;
    while (chunk) {
        galley_chunk *previous = chunk->previous;
        if (chunk != kept) {
            GALLEY_UNPOISON(galley_chunk_start(chunk), chunk->size);
            free(chunk);
        }
        chunk = previous;
    }
    arena = (galley_arena){0};
    if (!kept) return;
    kept->previous = NULL;
    arena.chunk = kept;
    arena.cursor = galley_chunk_start(kept);
    arena.end = arena.cursor + kept->size;
    GALLEY_POISON(arena.cursor, kept->size);
}

size_t galley_arena_capacity(void) {
    size_t total = 0;
    for (galley_chunk *chunk = arena.chunk; chunk; chunk = chunk->previous) total += chunk->size;
    return total;
}

size_t galley_arena_used(void) {
    if (!arena.chunk) return 0;
    return arena.used + (size_t)(arena.cursor - galley_chunk_start(arena.chunk));
}
