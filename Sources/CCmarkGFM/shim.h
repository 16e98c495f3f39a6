#ifndef GALLEY_CCMARKGFM_SHIM_H
#define GALLEY_CCMARKGFM_SHIM_H
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
// An extension's and a node's fields: headers libcmark-gfm-dev ships beside the public ones,
// from the same build as the static library Galley links, so the layouts are the library's own.
// The converter reads a node's links, position and literal text from its fields: a call per
// field, and a NUL-terminated copy of each literal that is not one already, cost more.
#include <cmark-gfm/syntax_extension.h>
#include <cmark-gfm/node.h>
#include <string.h>
#include "galley_table.h"

/// A copy of the autolink extension that does not trigger at `w`.
///
/// cmark-gfm calls an inline extension at each of its trigger characters: `:` (a URL's scheme)
/// and `w` (a `www.` link). At every `w` of a paragraph that is not a link, the text is cut into
/// two nodes that `cmark_parser_finish` then merges again. A document with no `www.` anywhere
/// cannot hold a `www.` link (the inline parser reads the source's own bytes, one line at a time),
/// so for it the copy, identical in everything else (the same functions, so `:` links and
/// e-mail addresses are found the same way), gives the same tree with fewer cuts.
static inline cmark_syntax_extension *galley_autolink_without_www(cmark_syntax_extension *autolink) {
    cmark_syntax_extension *copy = cmark_syntax_extension_new("autolink");
    if (copy == NULL) return NULL;
    char *ownName = copy->name;
    *copy = *autolink;
    copy->name = ownName;
    cmark_llist *triggers = NULL;
    cmark_mem *mem = cmark_get_default_mem_allocator();
    for (cmark_llist *item = autolink->special_inline_chars; item != NULL; item = item->next) {
        if ((unsigned char)(uintptr_t)item->data != 'w') triggers = cmark_llist_append(mem, triggers, item->data);
    }
    copy->special_inline_chars = triggers;
    return copy;
}

/// Whether `www.` occurs in the `count` bytes at `bytes`.
static inline int galley_contains_www(const char *bytes, size_t count) {
    const char *end = bytes + count;
    const char *at = bytes;
    while (at + 4 <= end) {
        const char *w = (const char *)memchr(at, 'w', (size_t)(end - at) - 3);
        if (w == NULL) return 0;
        if (w[1] == 'w' && w[2] == 'w' && w[3] == '.') return 1;
        at = w + 1;
    }
    return 0;
}
#endif
