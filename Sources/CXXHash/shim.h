#ifndef GALLEY_CXXHASH_SHIM_H
#define GALLEY_CXXHASH_SHIM_H
// xxHash (Debian's libxxhash-dev), linked from its static archive: XXH3-128 for the build's own
// change detection (GalleySite's `Fingerprint`).
#include <xxhash.h>
#endif
