/* A floor for the build benchmark: cmark-gfm alone, with the extensions and options Galley
 * uses, parsing every Markdown file named on the command line on one thread, and then parsing
 * and rendering each with cmark-gfm's own HTML renderer. The files are read into memory first;
 * only the parsing (and rendering) is timed. Prints two lines, "parse MS" and "parse+html MS",
 * each the fastest of RUNS passes (first argument; the two kinds of pass alternate, so a busy
 * moment of a shared machine falls on both): a floor, as the fastest pass is the one least
 * slowed by anything else. Built and run by Benchmarks/build.sh. */
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static double pass(char **texts, size_t *lengths, int count, int render) {
    static const char *names[] = {"table", "strikethrough", "autolink", "tasklist"};
    double start = now();
    for (int i = 0; i < count; i++) {
        cmark_parser *parser = cmark_parser_new(CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES);
        for (int e = 0; e < 4; e++)
            cmark_parser_attach_syntax_extension(parser, cmark_find_syntax_extension(names[e]));
        cmark_parser_feed(parser, texts[i], lengths[i]);
        cmark_node *document = cmark_parser_finish(parser);
        if (render)
            free(cmark_render_html(document, CMARK_OPT_DEFAULT, cmark_parser_get_syntax_extensions(parser)));
        cmark_node_free(document);
        cmark_parser_free(parser);
    }
    return (now() - start) * 1000;
}

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    int runs = atoi(argv[1]), count = argc - 2;
    cmark_gfm_core_extensions_ensure_registered();
    char **texts = calloc(count, sizeof *texts);
    size_t *lengths = calloc(count, sizeof *lengths);
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
    double fastest[2] = {1e300, 1e300};
    for (int r = 0; r < runs; r++)
        for (int render = 0; render < 2; render++) {
            double time = pass(texts, lengths, count, render);
            if (time < fastest[render]) fastest[render] = time;
        }
    printf("parse %.1f\nparse+html %.1f\n", fastest[0], fastest[1]);
    return 0;
}
