#include "galley_indexstore.h"

#include <dlfcn.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

// The types and functions of `indexstore/indexstore.h` that are used, repeated here because
// the header's folder moves with the toolchain.
typedef void *is_store;
typedef void *is_error;
typedef void *is_unit_reader;
typedef void *is_record_reader;
typedef void *is_dependency;
typedef void *is_occurrence;
typedef void *is_symbol;
typedef struct {
    const char *data;
    size_t length;
} is_string;

enum { IS_DEPENDENCY_RECORD = 2 };

static struct {
    bool loaded;
    is_store (*store_create)(const char *, is_error *);
    void (*store_dispose)(is_store);
    const char *(*error_get_description)(is_error);
    void (*error_dispose)(is_error);
    bool (*store_units_apply_f)(is_store, unsigned, void *, bool (*)(void *, is_string));
    is_unit_reader (*unit_reader_create)(is_store, const char *, is_error *);
    void (*unit_reader_dispose)(is_unit_reader);
    bool (*unit_reader_dependencies_apply_f)(is_unit_reader, void *, bool (*)(void *, is_dependency));
    int (*unit_dependency_get_kind)(is_dependency);
    is_string (*unit_dependency_get_filepath)(is_dependency);
    is_string (*unit_dependency_get_name)(is_dependency);
    is_record_reader (*record_reader_create)(is_store, const char *, is_error *);
    void (*record_reader_dispose)(is_record_reader);
    bool (*record_reader_occurrences_apply_f)(is_record_reader, void *, bool (*)(void *, is_occurrence));
    is_symbol (*occurrence_get_symbol)(is_occurrence);
    uint64_t (*occurrence_get_roles)(is_occurrence);
    void (*occurrence_get_line_col)(is_occurrence, unsigned *, unsigned *);
    int (*symbol_get_kind)(is_symbol);
    int (*symbol_get_subkind)(is_symbol);
    uint64_t (*symbol_get_properties)(is_symbol);
    is_string (*symbol_get_name)(is_symbol);
    is_string (*symbol_get_usr)(is_symbol);
} f;

// RTLD_LOCAL: the library's own symbols stay out of the process's global scope. The handle
// is kept for the life of the process.
const char *galley_indexstore_load(const char *path) {
    if (f.loaded) return NULL;
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return dlerror();
#define LOOK_UP(field)                                         \
    *(void **)(&f.field) = dlsym(library, "indexstore_" #field); \
    if (f.field == NULL) return "indexstore_" #field;
    LOOK_UP(store_create)
    LOOK_UP(store_dispose)
    LOOK_UP(error_get_description)
    LOOK_UP(error_dispose)
    LOOK_UP(store_units_apply_f)
    LOOK_UP(unit_reader_create)
    LOOK_UP(unit_reader_dispose)
    LOOK_UP(unit_reader_dependencies_apply_f)
    LOOK_UP(unit_dependency_get_kind)
    LOOK_UP(unit_dependency_get_filepath)
    LOOK_UP(unit_dependency_get_name)
    LOOK_UP(record_reader_create)
    LOOK_UP(record_reader_dispose)
    LOOK_UP(record_reader_occurrences_apply_f)
    LOOK_UP(occurrence_get_symbol)
    LOOK_UP(occurrence_get_roles)
    LOOK_UP(occurrence_get_line_col)
    LOOK_UP(symbol_get_kind)
    LOOK_UP(symbol_get_subkind)
    LOOK_UP(symbol_get_properties)
    LOOK_UP(symbol_get_name)
    LOOK_UP(symbol_get_usr)
#undef LOOK_UP
    f.loaded = true;
    return NULL;
}

static char *copy(is_string text) {
    char *made = malloc(text.length + 1);
    if (made == NULL) return NULL;
    memcpy(made, text.data, text.length);
    made[text.length] = 0;
    return made;
}

typedef struct {
    char **items;
    size_t count, capacity;
} names;

static bool push_name(names *list, char *name) {
    if (name == NULL) return false;
    if (list->count == list->capacity) {
        size_t capacity = list->capacity ? list->capacity * 2 : 16;
        char **grown = realloc(list->items, capacity * sizeof(char *));
        if (grown == NULL) return false;
        list->items = grown;
        list->capacity = capacity;
    }
    list->items[list->count++] = name;
    return true;
}

static bool add_unit(void *context, is_string name) { return push_name(context, copy(name)); }

typedef struct {
    names records;
    names files;
} record_list;

static bool add_record(void *context, is_dependency dependency) {
    record_list *list = context;
    if (f.unit_dependency_get_kind(dependency) != IS_DEPENDENCY_RECORD) return true;
    char *record = copy(f.unit_dependency_get_name(dependency));
    char *file = copy(f.unit_dependency_get_filepath(dependency));
    if (record == NULL || file == NULL || !push_name(&list->records, record) || !push_name(&list->files, file)) {
        free(record);
        free(file);
        return false;
    }
    return true;
}

typedef struct {
    galley_index_result *result;
    size_t capacity;
    const char *file;
    bool failed;
} occurrence_sink;

static bool add_occurrence(void *context, is_occurrence occurrence) {
    occurrence_sink *sink = context;
    galley_index_result *result = sink->result;
    if (result->count == sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity * 2 : 256;
        galley_index_occurrence *grown = realloc(result->items, capacity * sizeof(galley_index_occurrence));
        if (grown == NULL) return !(sink->failed = true);
        result->items = grown;
        sink->capacity = capacity;
    }
    is_symbol symbol = f.occurrence_get_symbol(occurrence);
    galley_index_occurrence *item = &result->items[result->count];
    memset(item, 0, sizeof *item);
    item->file = sink->file;
    item->name = copy(f.symbol_get_name(symbol));
    item->usr = copy(f.symbol_get_usr(symbol));
    if (item->name == NULL || item->usr == NULL) {
        free((char *)item->name);
        free((char *)item->usr);
        return !(sink->failed = true);
    }
    f.occurrence_get_line_col(occurrence, &item->line, &item->column);
    item->roles = f.occurrence_get_roles(occurrence);
    item->kind = f.symbol_get_kind(symbol);
    item->subkind = f.symbol_get_subkind(symbol);
    item->properties = f.symbol_get_properties(symbol);
    result->count += 1;
    return true;
}

static char *failure(const char *what, is_error error) {
    const char *detail = error ? f.error_get_description(error) : "";
    size_t length = strlen(what) + strlen(detail) + 3;
    char *text = malloc(length);
    if (text) {
        strcpy(text, what);
        strcat(text, ": ");
        strcat(text, detail);
    }
    if (error) f.error_dispose(error);
    return text;
}

static void free_names(names *list) {
    for (size_t i = 0; i < list->count; i++) free(list->items[i]);
    free(list->items);
}

galley_index_result galley_indexstore_read(const char *store_path) {
    galley_index_result result = {NULL, 0, NULL};
    if (!f.loaded) {
        result.error = strdup("libIndexStore is not loaded");
        return result;
    }
    is_error error = NULL;
    is_store store = f.store_create(store_path, &error);
    if (store == NULL) {
        result.error = failure("cannot open the index store", error);
        return result;
    }
    names units = {0};
    record_list records = {{0}, {0}};
    occurrence_sink sink = {&result, 0, NULL, false};
    if (!f.store_units_apply_f(store, 1, &units, add_unit)) sink.failed = true;
    for (size_t i = 0; i < units.count && !sink.failed && result.error == NULL; i++) {
        is_unit_reader unit = f.unit_reader_create(store, units.items[i], &error);
        if (unit == NULL) {
            result.error = failure("cannot read an index unit", error);
            break;
        }
        if (!f.unit_reader_dependencies_apply_f(unit, &records, add_record)) sink.failed = true;
        f.unit_reader_dispose(unit);
    }
    for (size_t i = 0; i < records.records.count && !sink.failed && result.error == NULL; i++) {
        // A record names its file once; the occurrences point at the copy the record list keeps.
        bool seen = false;
        for (size_t j = 0; j < i && !seen; j++) seen = strcmp(records.records.items[j], records.records.items[i]) == 0;
        if (seen) continue;
        is_record_reader record = f.record_reader_create(store, records.records.items[i], &error);
        if (record == NULL) {
            result.error = failure("cannot read an index record", error);
            break;
        }
        sink.file = strdup(records.files.items[i]);
        size_t before = result.count;
        if (sink.file == NULL) sink.failed = true;
        else if (!f.record_reader_occurrences_apply_f(record, &sink, add_occurrence)) sink.failed = true;
        // The file's name is freed with its occurrences; a record without any frees it now.
        if (result.count == before) free((char *)sink.file);
        f.record_reader_dispose(record);
    }
    if (sink.failed && result.error == NULL) result.error = strdup("out of memory reading the index store");
    free_names(&units);
    free_names(&records.records);
    free_names(&records.files);
    f.store_dispose(store);
    return result;
}

void galley_indexstore_free(galley_index_result result) {
    const char *last = NULL;
    for (size_t i = 0; i < result.count; i++) {
        free((char *)result.items[i].name);
        free((char *)result.items[i].usr);
        if (result.items[i].file != last) {
            last = result.items[i].file;
            free((char *)last);
        }
    }
    free(result.items);
    free(result.error);
}

// Declared by the Swift runtime (`swift/Demangling/Demangle.h`), exported by libswiftCore.
extern char *swift_demangle(const char *mangled, size_t length, char *buffer, size_t *size, uint32_t flags);

char *galley_demangle(const char *mangled, size_t length) { return swift_demangle(mangled, length, NULL, NULL, 0); }
