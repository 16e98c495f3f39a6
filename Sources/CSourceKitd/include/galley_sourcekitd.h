#ifndef GALLEY_SOURCEKITD_H
#define GALLEY_SOURCEKITD_H

// The part of sourcekitd's public C interface (the toolchain's `SourceKit/sourcekitd.h`) that
// Galley calls, reached through `dlopen` of the toolchain's `libsourcekitdInProc.so`: the
// library belongs to whichever toolchain compiles the snippets, so it is found at run time, not
// linked. The types are the header's own, repeated because the header's folder moves with the
// toolchain.

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef void *galley_sk_object;
typedef void *galley_sk_response;
typedef void *galley_sk_uid;
typedef struct {
    uint64_t data[3];
} galley_sk_variant;

/// `sourcekitd_variant_type_t`.
enum {
    GALLEY_SK_VARIANT_NULL = 0,
    GALLEY_SK_VARIANT_DICTIONARY = 1,
    GALLEY_SK_VARIANT_ARRAY = 2,
    GALLEY_SK_VARIANT_INT64 = 3,
    GALLEY_SK_VARIANT_STRING = 4,
    GALLEY_SK_VARIANT_UID = 5,
};

/// The functions Galley calls, looked up once.
typedef struct {
    void (*initialize)(void);
    galley_sk_uid (*uid_get_from_cstr)(const char *);
    const char *(*uid_get_string_ptr)(galley_sk_uid);
    galley_sk_object (*request_dictionary_create)(const galley_sk_uid *, const galley_sk_object *, size_t);
    void (*request_dictionary_set_string)(galley_sk_object, galley_sk_uid, const char *);
    void (*request_dictionary_set_int64)(galley_sk_object, galley_sk_uid, int64_t);
    void (*request_dictionary_set_uid)(galley_sk_object, galley_sk_uid, galley_sk_uid);
    void (*request_dictionary_set_value)(galley_sk_object, galley_sk_uid, galley_sk_object);
    galley_sk_object (*request_array_create)(const galley_sk_object *, size_t);
    galley_sk_object (*request_string_create)(const char *);
    void (*request_release)(galley_sk_object);
    galley_sk_response (*send_request_sync)(galley_sk_object);
    bool (*response_is_error)(galley_sk_response);
    const char *(*response_error_get_description)(galley_sk_response);
    galley_sk_variant (*response_get_value)(galley_sk_response);
    void (*response_dispose)(galley_sk_response);
    int (*variant_get_type)(galley_sk_variant);
    galley_sk_variant (*variant_dictionary_get_value)(galley_sk_variant, galley_sk_uid);
    const char *(*variant_dictionary_get_string)(galley_sk_variant, galley_sk_uid);
    int64_t (*variant_dictionary_get_int64)(galley_sk_variant, galley_sk_uid);
    galley_sk_uid (*variant_dictionary_get_uid)(galley_sk_variant, galley_sk_uid);
    size_t (*variant_array_get_count)(galley_sk_variant);
    galley_sk_variant (*variant_array_get_value)(galley_sk_variant, size_t);
} galley_sourcekitd;

/// Loads the library at `path` and fills `functions`; returns NULL, or why it could not
/// (`dlerror`'s text, or the name of a missing function).
const char *galley_sourcekitd_load(const char *path, galley_sourcekitd *functions);

#endif
