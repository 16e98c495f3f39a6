#ifndef GALLEY_CMARK_TRIGGERS_H
#define GALLEY_CMARK_TRIGGERS_H

/// cmark-gfm's inline parser stops a run of text at every byte of one global table of special
/// characters, to which `cmark_parser_finish` adds the trigger characters of the parser's
/// extensions (`:` and `w` for autolinks, `~` for strikethrough) when it starts parsing inlines
/// and from which it removes them when it is done; a table header row does the same while a
/// document is fed. Two parsers at once would each remove characters the other still needs (a
/// `~~struck~~` or `https:` link read as text now and then).
///
/// Galley links cmark-gfm with the linker's `--wrap` for the two functions that change the
/// table (see Package.swift), and this file counts their users: a character is added when its
/// first user adds it and removed when its last user removes it, so parsers with the same
/// extensions share the table without a lock and each sees what it would see alone. Parsers
/// with different extensions would still disagree about the table (`~` also changes how `*`
/// and `_` delimiters next to it are read, for a parser without strikethrough), so a parse
/// passes a gate first: parsers with the same `key` (their extensions) go through together, one
/// with another key waits until they are done, and new parsers with the first key wait behind it.

/// Enters the gate with `key`; waits while parsers with another key are inside.
void galley_cmark_triggers_enter(long key);

/// Leaves the gate; the last parser of a key to leave lets the waiting ones in.
void galley_cmark_triggers_leave(void);

/// How many parsers use the special character `c` now (for tests).
int galley_cmark_triggers_users(unsigned char c);

#endif
