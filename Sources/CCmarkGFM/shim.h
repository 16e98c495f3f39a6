#ifndef GALLEY_CCMARKGFM_SHIM_H
#define GALLEY_CCMARKGFM_SHIM_H
// cmark-gfm's public interface only: the core library and its core extensions (whose header
// includes the extension API that finds and attaches an extension). Nodes, parsers and
// extensions stay opaque; Galley reads them through the library's functions.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#endif
