#ifndef GALLEY_CCRYPTO_SHIM_H
#define GALLEY_CCRYPTO_SHIM_H
// The one-shot SHA256_* functions are deprecated in OpenSSL 3 in favour of EVP, but they keep the
// context a plain struct, which gives the Swift wrapper value semantics for free.
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/sha.h>
#include <openssl/hmac.h>
#include <openssl/evp.h>
#endif
