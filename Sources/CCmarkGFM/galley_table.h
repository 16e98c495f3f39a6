#ifndef GALLEY_CCMARKGFM_TABLE_H
#define GALLEY_CCMARKGFM_TABLE_H
// A copy of cmark-gfm's table extension whose body rows are read without allocating.
//
// cmark-gfm 0.29's extension reads each line under an open table twice: once to decide whether
// the table goes on (`matches`), once to make the row (`try_opening_table_row`), and each time
// it allocates a buffer, an unescaped copy and a list entry per cell, and frees them. The copy
// keeps every function of the extension (its node types, header rows, rendering, freeing) and
// replaces those two steps: the first scans the line with the extension's own scanners and
// allocates nothing; the second writes each cell's unescaped text straight into its node. The
// result is the extension's own tree, node for node (`TableRowTests` compare the two).
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm/buffer.h>
#include <cmark-gfm/node.h>
#include <cmark-gfm/parser.h>
#include <cmark-gfm/syntax_extension.h>

// The extension's scanners (re2c), in libcmark-gfm-extensions beside it; their header,
// ext_scanners.h, is not installed. Each scans at `offset` of the `len` bytes at `ptr` and
// returns the length matched, 0 for none.
bufsize_t _ext_scan_at(bufsize_t (*scanner)(const unsigned char *), unsigned char *ptr, int len, bufsize_t offset);
bufsize_t _scan_table_cell(const unsigned char *p);
bufsize_t _scan_table_cell_end(const unsigned char *p);
bufsize_t _scan_table_row_end(const unsigned char *p);
// The node types the extension registers, from its table.h (not installed either).
extern cmark_node_type CMARK_NODE_TABLE, CMARK_NODE_TABLE_ROW, CMARK_NODE_TABLE_CELL;

/// At most this many cells of a body row are added here; a table with more columns has its rows
/// made by the extension itself.
#define GALLEY_TABLE_MAX_COLUMNS 64

/// Where a cell's text is in its row, and the offsets the extension gives its node.
typedef struct {
    int offset, length, start_offset, internal_offset;
} galley_table_cell;

/// Reads the row in the `len` bytes at `string` as cmark-gfm's `row_from_string` does and
/// returns its number of cells, 0 when it is not a row. With a `cells` array, the first
/// `columns` cells (at most GALLEY_TABLE_MAX_COLUMNS) are written to it.
static inline int galley_table_scan_row(unsigned char *string, int len, galley_table_cell *cells, int columns) {
    int count = 0, expect_more_cells = 1;
    bufsize_t offset = _ext_scan_at(&_scan_table_cell_end, string, len, 0);
    while (offset < len && expect_more_cells) {
        bufsize_t cell_matched = _ext_scan_at(&_scan_table_cell, string, len, offset);
        bufsize_t pipe_matched = _ext_scan_at(&_scan_table_cell_end, string, len, offset + cell_matched);
        if (cell_matched || pipe_matched) {
            if (count == UINT16_MAX) return 0;
            if (cells != NULL && count < columns) {
                galley_table_cell cell = {offset, cell_matched, offset, 0};
                while (cell.start_offset > 0 && string[cell.start_offset - 1] != '|') {
                    --cell.start_offset;
                    ++cell.internal_offset;
                }
                cells[count] = cell;
            }
            count += 1;
        }
        offset += cell_matched + pipe_matched;
        if (pipe_matched) {
            expect_more_cells = 1;
        } else {
            bufsize_t row_end_offset = _ext_scan_at(&_scan_table_row_end, string, len, offset);
            offset += row_end_offset;
            // A row's end before the line's: what was read is dropped and the rest read again,
            // as the extension does (the text before it belongs to a paragraph).
            if (row_end_offset && offset != len) {
                count = 0;
                offset += _ext_scan_at(&_scan_table_cell_end, string, len, offset);
                expect_more_cells = 1;
            } else {
                expect_more_cells = 0;
            }
        }
    }
    return offset == len ? count : 0;
}

/// The table extension as cmark-gfm registered it; the copy keeps it in its `priv`, which the
/// extension itself leaves unused (it has no `free_function` either).
static inline cmark_syntax_extension *galley_table_original(cmark_syntax_extension *copy) {
    return (cmark_syntax_extension *)copy->priv;
}

/// What the extension's `cmark_parser_advance_offset(parser, input, len - 1 - offset, false)`
/// does (blocks.c's `S_advance_offset` by bytes, tabs to the next stop of 4), without first
/// measuring the line with `strlen` as that call does: up to the line's last byte, or its NUL.
static inline void galley_table_advance_to_line_end(cmark_parser *parser, unsigned char *input, int len) {
    bufsize_t count = len - 1 - parser->offset;
    while (count > 0 && input[parser->offset] != 0) {
        if (input[parser->offset] == '\t') {
            parser->column += 4 - (parser->column % 4);
        } else {
            parser->column += 1;
        }
        parser->partially_consumed_tab = false;
        parser->offset += 1;
        count -= 1;
    }
}

/// The extension's `matches`: whether the line goes on the table, read without allocating.
static inline int galley_table_matches(
    cmark_syntax_extension *self, cmark_parser *parser, unsigned char *input, int len, cmark_node *parent) {
    (void)self;
    if (parent->type != CMARK_NODE_TABLE) return 0;
    int first = cmark_parser_get_first_nonspace(parser);
    return galley_table_scan_row(input + first, len - first, NULL, 0) > 0;
}

/// The extension's `try_opening_table_block`: header rows (and rows of tables wider than
/// GALLEY_TABLE_MAX_COLUMNS) by the extension, body rows here.
static inline cmark_node *galley_table_open(
    cmark_syntax_extension *self, int indented, cmark_parser *parser, cmark_node *parent, unsigned char *input,
    int len) {
    cmark_open_block_func original = galley_table_original(self)->try_opening_block;
    if (indented || parent->type != CMARK_NODE_TABLE) return original(self, indented, parser, parent, input, len);
    int columns = (int)cmark_gfm_extensions_get_table_columns(parent);
    if (columns > GALLEY_TABLE_MAX_COLUMNS) return original(self, indented, parser, parent, input, len);
    if (cmark_parser_is_blank(parser)) return NULL;
    int first = cmark_parser_get_first_nonspace(parser);
    unsigned char *string = input + first;
    galley_table_cell cells[GALLEY_TABLE_MAX_COLUMNS];
    int count = galley_table_scan_row(string, len - first, cells, columns);
    if (count == 0) return NULL;
    cmark_node *row = cmark_parser_add_child(parser, parent, CMARK_NODE_TABLE_ROW, parent->start_column);
    cmark_node_set_syntax_extension(row, self);
    row->end_column = parent->end_column;
    // The extension's `node_table_row`: one `bool is_header`, false for a body row.
    row->as.opaque = parser->mem->calloc(1, sizeof(bool));
    int i = 0;
    for (; i < count && i < columns; ++i) {
        galley_table_cell cell = cells[i];
        cmark_node *node =
            cmark_parser_add_child(parser, row, CMARK_NODE_TABLE_CELL, parent->start_column + cell.start_offset);
        node->internal_offset = cell.internal_offset;
        node->end_column = parent->start_column + cell.offset + cell.length - 1;
        // The extension's `unescape_pipes` then `cmark_strbuf_trim`, in the node's own buffer
        // (which `cmark_strbuf_put` ends with a NUL, so `ptr[r + 1]` is always readable).
        cmark_strbuf *content = &node->content;
        cmark_strbuf_put(content, string + cell.offset, cell.length);
        bufsize_t w = 0;
        for (bufsize_t r = 0; r < cell.length; ++r) {
            if (content->ptr[r] == '\\' && content->ptr[r + 1] == '|') r++;
            content->ptr[w++] = content->ptr[r];
        }
        cmark_strbuf_truncate(content, w);
        cmark_strbuf_trim(content);
        cmark_node_set_syntax_extension(node, self);
    }
    for (; i < columns; ++i) {
        cmark_node *node = cmark_parser_add_child(parser, row, CMARK_NODE_TABLE_CELL, 0);
        cmark_node_set_syntax_extension(node, self);
    }
    galley_table_advance_to_line_end(parser, input, len);
    return row;
}

/// A copy of the registered table extension, `table`, with the two steps above; made once.
static inline cmark_syntax_extension *galley_table_extension(cmark_syntax_extension *table) {
    cmark_syntax_extension *copy = cmark_syntax_extension_new("table");
    if (copy == NULL) return NULL;
    char *ownName = copy->name;
    *copy = *table;
    copy->name = ownName;
    copy->priv = table;
    copy->last_block_matches = galley_table_matches;
    copy->try_opening_block = galley_table_open;
    return copy;
}
#endif
