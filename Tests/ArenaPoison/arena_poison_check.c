// Proves, under AddressSanitizer, that the arena's poisoning catches what a bump allocator would
// otherwise hide: `arena_poison_check CASE` does one thing with the arena. `in-bounds` must run
// cleanly; every other case touches a byte no live block owns, and AddressSanitizer must stop it
// with a use-after-poison report (Scripts/arena-poison-check.sh runs each and checks).
#include <stdio.h>
#include <string.h>

#include "galley_arena.h"

static volatile char sink;

int main(int argc, char **argv) {
    if (argc != 2) {
        fputs("usage: arena_poison_check CASE\n", stderr);
        return 2;
    }
    const char *which = argv[1];
    char *first = galley_arena_calloc(1, 20);
    char *second = galley_arena_calloc(1, 20);
    if (!strcmp(which, "in-bounds")) {
        memset(first, 'a', 20);
        memset(second, 'b', 20);
        char *grown = galley_arena_realloc(second, 4000);  // the newest block grows in place
        grown[3999] = 'c';
        char *moved = galley_arena_realloc(first, 100);  // not the newest: copied
        sink = moved[19];
        moved[99] = 'd';
        galley_arena_reset();
        char *again = galley_arena_calloc(1, 64);  // the kept chunk is usable after a reset
        again[63] = 'e';
        galley_arena_reset();
        return 0;
    }
    if (!strcmp(which, "past-end")) first[20] = 'x';                // into the padding
    else if (!strcmp(which, "next-header")) first[32] = 'x';        // into the next block's header
    else if (!strcmp(which, "before-start")) sink = first[-1];      // into its own header
    else if (!strcmp(which, "past-cursor")) sink = second[48];      // free space of the chunk
    else if (!strcmp(which, "after-reset")) {
        galley_arena_reset();
        sink = first[0];
    } else if (!strcmp(which, "after-free")) {
        galley_arena_free(second);
        sink = second[0];
    } else if (!strcmp(which, "after-shrink")) {
        second = galley_arena_realloc(second, 4);
        sink = second[8];
    } else if (!strcmp(which, "after-move")) {
        char *moved = galley_arena_realloc(first, 100);
        (void)moved;
        sink = first[0];
    } else {
        fprintf(stderr, "unknown case '%s'\n", which);
        return 2;
    }
    fprintf(stderr, "case '%s' touched memory no live block owns and was not stopped\n", which);
    return 1;
}
