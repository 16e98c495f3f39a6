#include "galley_sourcekitd.h"

#include <dlfcn.h>

// RTLD_LOCAL: the library's own symbols (and the Swift runtime it brings) stay out of the
// process's global scope. The handle is never closed: sourcekitd keeps threads of its own.
const char *galley_sourcekitd_load(const char *path, galley_sourcekitd *f) {
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return dlerror();
#define LOOK_UP(field, name)                                  \
    *(void **)(&f->field) = dlsym(library, "sourcekitd_" name); \
    if (f->field == NULL) return "sourcekitd_" name;
    LOOK_UP(initialize, "initialize")
    LOOK_UP(uid_get_from_cstr, "uid_get_from_cstr")
    LOOK_UP(uid_get_string_ptr, "uid_get_string_ptr")
    LOOK_UP(request_dictionary_create, "request_dictionary_create")
    LOOK_UP(request_dictionary_set_string, "request_dictionary_set_string")
    LOOK_UP(request_dictionary_set_int64, "request_dictionary_set_int64")
    LOOK_UP(request_dictionary_set_uid, "request_dictionary_set_uid")
    LOOK_UP(request_dictionary_set_value, "request_dictionary_set_value")
    LOOK_UP(request_array_create, "request_array_create")
    LOOK_UP(request_string_create, "request_string_create")
    LOOK_UP(request_release, "request_release")
    LOOK_UP(send_request_sync, "send_request_sync")
    LOOK_UP(response_is_error, "response_is_error")
    LOOK_UP(response_error_get_description, "response_error_get_description")
    LOOK_UP(response_get_value, "response_get_value")
    LOOK_UP(response_dispose, "response_dispose")
    LOOK_UP(variant_get_type, "variant_get_type")
    LOOK_UP(variant_dictionary_get_value, "variant_dictionary_get_value")
    LOOK_UP(variant_dictionary_get_string, "variant_dictionary_get_string")
    LOOK_UP(variant_dictionary_get_int64, "variant_dictionary_get_int64")
    LOOK_UP(variant_dictionary_get_uid, "variant_dictionary_get_uid")
    LOOK_UP(variant_array_get_count, "variant_array_get_count")
    LOOK_UP(variant_array_get_value, "variant_array_get_value")
#undef LOOK_UP
    return NULL;
}
