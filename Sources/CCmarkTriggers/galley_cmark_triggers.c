#include "galley_cmark_triggers.h"

#include <pthread.h>
#include <stdbool.h>

// The functions cmark-gfm's parser calls to change its table of special characters
// (`cmark_manage_extensions_special_characters`, from `cmark_parser_finish` and from the table
// extension's header rows). The linker sends those calls here (`--wrap`) and `__real_` names
// the library's own functions.
void __real_cmark_inlines_add_special_character(unsigned char c, bool emphasis);
void __real_cmark_inlines_remove_special_character(unsigned char c, bool emphasis);

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static int users[256];

void __wrap_cmark_inlines_add_special_character(unsigned char c, bool emphasis) {
    pthread_mutex_lock(&table_lock);
    // Only the first user writes the table: the others find the character already there, and
    // a parser reading it meanwhile never sees it change.
    if (users[c]++ == 0) __real_cmark_inlines_add_special_character(c, emphasis);
    pthread_mutex_unlock(&table_lock);
}

void __wrap_cmark_inlines_remove_special_character(unsigned char c, bool emphasis) {
    pthread_mutex_lock(&table_lock);
    if (users[c] > 0 && --users[c] == 0) __real_cmark_inlines_remove_special_character(c, emphasis);
    pthread_mutex_unlock(&table_lock);
}

int galley_cmark_triggers_users(unsigned char c) {
    pthread_mutex_lock(&table_lock);
    int count = users[c];
    pthread_mutex_unlock(&table_lock);
    return count;
}

static pthread_mutex_t gate_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gate_open = PTHREAD_COND_INITIALIZER;
static long gate_key;
static int gate_users;
/// Set while a parser with another key waits: parsers with the key inside wait too, so the
/// inside empties and no key waits for ever behind a steady stream of another.
static bool gate_draining;

void galley_cmark_triggers_enter(long key) {
    pthread_mutex_lock(&gate_lock);
    while (gate_users > 0 && (key != gate_key || gate_draining)) {
        if (key != gate_key) gate_draining = true;
        pthread_cond_wait(&gate_open, &gate_lock);
    }
    if (gate_users == 0) {
        gate_key = key;
        gate_draining = false;
    }
    gate_users += 1;
    pthread_mutex_unlock(&gate_lock);
}

void galley_cmark_triggers_leave(void) {
    pthread_mutex_lock(&gate_lock);
    gate_users -= 1;
    if (gate_users == 0) pthread_cond_broadcast(&gate_open);
    pthread_mutex_unlock(&gate_lock);
}
