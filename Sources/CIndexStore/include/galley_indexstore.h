#ifndef GALLEY_INDEXSTORE_H
#define GALLEY_INDEXSTORE_H

// What Galley reads of an index store written by `swift-frontend -index-store-path`: every
// symbol occurrence of every source file, through the public C interface of the toolchain's
// `libIndexStore.so` (`indexstore/indexstore.h`), opened with `dlopen` because the library
// belongs to whichever toolchain compiles the snippets. The walk over units, records and
// occurrences is done here, in C, because the library reports them through callbacks.

#include <stddef.h>
#include <stdint.h>

/// One occurrence of a symbol in a source file. Strings belong to the result.
typedef struct {
    const char *file;
    const char *name;
    const char *usr;
    unsigned line;
    /// UTF-8 column, 1-based.
    unsigned column;
    /// `indexstore_symbol_role_t` bits.
    uint64_t roles;
    /// `indexstore_symbol_kind_t`, `indexstore_symbol_subkind_t`, `indexstore_symbol_property_t`.
    int kind;
    int subkind;
    uint64_t properties;
} galley_index_occurrence;

typedef struct {
    galley_index_occurrence *items;
    size_t count;
    /// Why the store could not be read; `NULL` when it was.
    char *error;
} galley_index_result;

/// Opens the library at `path` once per process; returns `NULL`, or what went wrong (a
/// `dlerror` text or the name of a missing function). Not thread-safe: call it under a lock.
const char *galley_indexstore_load(const char *path);

/// Every occurrence of every source file recorded in the store at `store_path`.
galley_index_result galley_indexstore_read(const char *store_path);

void galley_indexstore_free(galley_index_result result);

/// The Swift runtime's demangler (`swift_demangle`, exported by the standard library), in its
/// default form (module names kept, sugar applied); a `malloc`ed string, or `NULL`.
char *galley_demangle(const char *mangled, size_t length);

#endif
