/* The Markdown parse stage as Galley runs it, in C, to weigh two mechanisms side by side:
 *
 *   arena   cmark-gfm allocates from CArena (Sources/CArena, through the public `cmark_mem`) and
 *           the arena is reset after each document, against the library's own allocator with the
 *           tree and parser freed node by node (`cmark_node_free`, `cmark_parser_free`);
 *   lock    two threads parse the files, one document at a time under a mutex around
 *           feed + finish (what Galley does now, as cmark-gfm's table of trigger characters is
 *           global), against no lock at all (what the removed `--wrap` interposition allowed;
 *           unsafe with the stock library, so its trees are not used: a time only).
 *
 * Each document: a parser with Galley's options and extensions, the source fed, the tree
 * finished, then walked through the public interface reading every field the converter reads
 * (type, extension, type string, positions, literals, fence info, URLs and titles), as
 * `CommonMarkConverter` does. Swift's own side of the conversion (its strings and nodes) is not
 * here: it is the same with and without the arena, so the shares below are of a somewhat
 * smaller stage than Galley's.
 *
 * Usage: markdown-mechanisms RUNS FILE...  (built and run by Benchmarks/markdown-mechanisms.sh)
 * Prints, for each variant, the median over RUNS passes (variants alternate inside each pass)
 * of the wall time and of the CPU time (all threads) in ms. With `vN` for RUNS, runs variant N
 * once and prints nothing (for callgrind's instruction counts). */
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "galley_arena.h"

static char **texts;
static size_t *lengths;
static int count;
static cmark_mem arena_mem = {galley_arena_calloc, galley_arena_realloc, galley_arena_free};
static pthread_mutex_t parse_lock = PTHREAD_MUTEX_INITIALIZER;
static volatile size_t sink;

static double seconds(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

/// What the converter reads of each node.
static void walk(cmark_node *root) {
    cmark_iter *iter = cmark_iter_new(root);
    size_t total = 0;
    cmark_event_type event;
    while ((event = cmark_iter_next(iter)) != CMARK_EVENT_DONE) {
        if (event != CMARK_EVENT_ENTER) continue;
        cmark_node *node = cmark_iter_get_node(iter);
        total += cmark_node_get_type(node);
        if (cmark_node_get_syntax_extension(node)) total += strlen(cmark_node_get_type_string(node));
        total += cmark_node_get_start_line(node) + cmark_node_get_start_column(node);
        total += cmark_node_get_end_line(node) + cmark_node_get_end_column(node);
        switch (cmark_node_get_type(node)) {
        case CMARK_NODE_TEXT:
        case CMARK_NODE_CODE:
        case CMARK_NODE_HTML_INLINE:
        case CMARK_NODE_HTML_BLOCK:
            total += strlen(cmark_node_get_literal(node));
            break;
        case CMARK_NODE_CODE_BLOCK:
            total += strlen(cmark_node_get_literal(node)) + strlen(cmark_node_get_fence_info(node));
            break;
        case CMARK_NODE_LINK:
        case CMARK_NODE_IMAGE:
            total += strlen(cmark_node_get_url(node)) + strlen(cmark_node_get_title(node));
            break;
        default:
            break;
        }
    }
    cmark_iter_free(iter);
    sink += total;
}

typedef struct {
    int first, step, arena, lock;
} job;

static void *parse_files(void *argument) {
    job *work = argument;
    static const char *names[] = {"table", "strikethrough", "autolink", "tasklist"};
    for (int i = work->first; i < count; i += work->step) {
        if (work->lock) pthread_mutex_lock(&parse_lock);
        int options = CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES;
        cmark_parser *parser =
            work->arena ? cmark_parser_new_with_mem(options, &arena_mem) : cmark_parser_new(options);
        for (int e = 0; e < 4; e++)
            cmark_parser_attach_syntax_extension(parser, cmark_find_syntax_extension(names[e]));
        cmark_parser_feed(parser, texts[i], lengths[i]);
        cmark_node *root = cmark_parser_finish(parser);
        if (work->lock) pthread_mutex_unlock(&parse_lock);
        walk(root);
        if (work->arena) {
            galley_arena_reset();
        } else {
            cmark_node_free(root);
            cmark_parser_free(parser);
        }
    }
    return NULL;
}

/// One pass over the files with `threads` threads; writes its wall and CPU milliseconds.
static void pass(int threads, int arena, int lock, double *wall, double *cpu) {
    double start = seconds(CLOCK_MONOTONIC), start_cpu = seconds(CLOCK_PROCESS_CPUTIME_ID);
    pthread_t ids[2];
    job jobs[2];
    for (int t = 0; t < threads; t++) {
        jobs[t] = (job){t, threads, arena, lock};
        pthread_create(&ids[t], NULL, parse_files, &jobs[t]);
    }
    for (int t = 0; t < threads; t++) pthread_join(ids[t], NULL);
    *wall = (seconds(CLOCK_MONOTONIC) - start) * 1000;
    *cpu = (seconds(CLOCK_PROCESS_CPUTIME_ID) - start_cpu) * 1000;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int n) {
    qsort(values, n, sizeof *values, compare);
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    int only = argv[1][0] == 'v' ? atoi(argv[1] + 1) : -1;
    int runs = only >= 0 ? 1 : atoi(argv[1]);
    count = argc - 2;
    cmark_gfm_core_extensions_ensure_registered();
    texts = calloc(count, sizeof *texts);
    lengths = calloc(count, sizeof *lengths);
    for (int i = 0; i < count; i++) {
        FILE *file = fopen(argv[i + 2], "rb");
        if (!file) return 1;
        fseek(file, 0, SEEK_END);
        lengths[i] = ftell(file);
        fseek(file, 0, SEEK_SET);
        texts[i] = malloc(lengths[i] + 1);
        if (fread(texts[i], 1, lengths[i], file) != lengths[i]) return 1;
        fclose(file);
    }
    // threads, arena, lock
    static const struct {
        const char *name;
        int threads, arena, lock;
    } variants[] = {
        {"1 thread, cmark's allocator, freed node by node", 1, 0, 0},
        {"1 thread, arena, reset per document", 1, 1, 0},
        {"2 threads, arena, a lock around feed + finish", 2, 1, 1},
        {"2 threads, arena, no lock (unsafe; a time only)", 2, 1, 0},
    };
    enum { VARIANTS = sizeof variants / sizeof variants[0] };
    if (only >= 0 && only < VARIANTS) {
        double w, c;
        pass(variants[only].threads, variants[only].arena, variants[only].lock, &w, &c);
        return 0;
    }
    double *walls = calloc((size_t)runs * VARIANTS, sizeof(double));
    double *cpus = calloc((size_t)runs * VARIANTS, sizeof(double));
    for (int v = 0; v < VARIANTS; v++) {  // one warm-up pass each
        double w, c;
        pass(variants[v].threads, variants[v].arena, variants[v].lock, &w, &c);
    }
    for (int r = 0; r < runs; r++)
        for (int v = 0; v < VARIANTS; v++)
            pass(variants[v].threads, variants[v].arena, variants[v].lock, &walls[v * runs + r], &cpus[v * runs + r]);
    for (int v = 0; v < VARIANTS; v++)
        printf("%s\t%.1f\t%.1f\n", variants[v].name, median(&walls[v * runs], runs), median(&cpus[v * runs], runs));
    return 0;
}
