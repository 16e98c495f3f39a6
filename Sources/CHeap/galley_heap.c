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
