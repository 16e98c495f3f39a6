// The calls into ICU. Debian builds ICU with versioned symbol names (`uplrules_open_72`);
// ICU's headers map the plain names onto them with macros (unicode/urename.h), which apply here,
// in C. U_DISABLE_RENAMING must stay unset: the shared library exports only the versioned names.
#include "galley_icu.h"

#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

void *galley_icu_plurals_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status)) {
        if (rules) uplrules_close(rules);
        return 0;
    }
    return rules;
}

void galley_icu_plurals_close(void *rules) { uplrules_close((UPluralRules *)rules); }

int galley_icu_plurals_select(void *rules, double number, char *keyword, int capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UChar buffer[32];
    int32_t length = uplrules_select((const UPluralRules *)rules, number, buffer, 32, &status);
    if (U_FAILURE(status) || length <= 0 || length >= capacity) return -1;
    u_UCharsToChars(buffer, keyword, length);
    keyword[length] = 0;
    return length;
}

int galley_icu_plurals_keyword_count(void *rules) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords((const UPluralRules *)rules, &status);
    if (U_FAILURE(status) || !keywords) return -1;
    int32_t count = uenum_count(keywords, &status);
    uenum_close(keywords);
    return U_FAILURE(status) ? -1 : count;
}

int galley_icu_locale_count(void) { return uloc_countAvailable(); }

const char *galley_icu_locale_at(int index) { return uloc_getAvailable(index); }
