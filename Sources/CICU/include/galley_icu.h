// ICU's plural rules (Debian's libicu-dev), behind six functions with plain C types.
//
// This header deliberately includes no ICU header: Foundation on Linux carries its own, newer
// ICU (the _FoundationICU module), and a Swift module that sees both copies of ICU's enums
// fails with "has different definitions in different modules". The ICU calls live in
// galley_icu.c, the only C file of Galley's i18n layer.
#ifndef GALLEY_ICU_H
#define GALLEY_ICU_H

/// Opens the plural rules of `locale` (`hr`, `ar_EG`); NULL on failure. Close with galley_icu_plurals_close.
void *galley_icu_plurals_open(const char *locale);

void galley_icu_plurals_close(void *rules);

/// Writes the category keyword for `number` (`one`, `few`, …) into `keyword` as NUL-terminated
/// ASCII; returns its length, or -1 on failure.
int galley_icu_plurals_select(void *rules, double number, char *keyword, int capacity);

/// How many category keywords the rules name (`other` included), or -1 on failure.
int galley_icu_plurals_keyword_count(void *rules);
/// How many locales ICU has data for, and the name of one of them (`hr_HR`).
int galley_icu_locale_count(void);
const char *galley_icu_locale_at(int index);

#endif
