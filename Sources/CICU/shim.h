// ICU's plural rules (Debian's libicu-dev): the only C in Galley's i18n layer.
//
// Debian builds ICU with versioned symbol names (`uplrules_open_72`); ICU's headers map the
// plain names onto them with macros (unicode/urename.h), which Swift cannot see. So the calls
// are made here, in C, where the macros apply, and Swift sees only the small `galley_icu_*`
// functions below, which take and return plain C types. U_DISABLE_RENAMING must stay unset:
// the shared library exports only the versioned names.
#ifndef GALLEY_CICU_SHIM_H
#define GALLEY_CICU_SHIM_H
// Foundation on Linux carries its own, newer ICU (module _FoundationICU) whose `enum UErrorCode`
// has more cases; two different definitions of one enum in one module graph conflict, so the
// system library's is renamed before its headers are read.
#define UErrorCode GalleyICUErrorCode
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

/// Opens the plural rules of `locale` (`hr`, `ar_EG`); NULL on failure. Close with galley_icu_plurals_close.
static inline void *galley_icu_plurals_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status)) {
        if (rules) uplrules_close(rules);
        return 0;
    }
    return rules;
}

static inline void galley_icu_plurals_close(void *rules) { uplrules_close((UPluralRules *)rules); }

/// Writes the category keyword for `number` (`one`, `few`, …) into `keyword` as NUL-terminated
/// ASCII; returns its length, or -1 on failure.
static inline int galley_icu_plurals_select(void *rules, double number, char *keyword, int capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UChar buffer[32];
    int32_t length = uplrules_select((const UPluralRules *)rules, number, buffer, 32, &status);
    if (U_FAILURE(status) || length <= 0 || length >= capacity) return -1;
    u_UCharsToChars(buffer, keyword, length);
    keyword[length] = 0;
    return length;
}

/// How many locales ICU has data for, and the name of one of them (`hr_HR`).
static inline int galley_icu_locale_count(void) { return uloc_countAvailable(); }
static inline const char *galley_icu_locale_at(int index) { return uloc_getAvailable(index); }
#endif
