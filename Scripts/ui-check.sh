#!/usr/bin/env bash
# Builds the runtime that snippets compile against (GalleyUICore, GalleyCombine, GalleyUniformTypeIdentifiers, GalleyUI,
# the mirrors GalleyStoreKit, GalleySwiftData, GalleyCoreLocation and GalleyMapKit, and the @Entry plugin)
# with plain swiftc, as RuntimeBuilder does, and type-checks the given Swift files against it, so
# that work on GalleyUI needs no package build. Usage:
#   Scripts/ui-check.sh [-5|-6] FILE...     type-check FILEs (default: Swift 6 mode) as one module
#   Scripts/ui-check.sh --build             only build the runtime
# OUT (default .build/ui-check) holds the runtime; it is rebuilt when a runtime source is newer.
# MODULES=core builds the modules every runtime has, without the mirrors of StoreKit, SwiftData,
# Core Location and MapKit, which galley builds only for sites that import them (its own stamp, so the two
# kinds of build never stand for each other).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-.build/ui-check}
mode=6
case "${1:-}" in -5) mode=5; shift ;; -6) shift ;; esac
host=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["paths"]["runtimeResourcePath"] + "/host")')
mkdir -p "$OUT"
modules="GalleyUICore GalleyCombine GalleyUniformTypeIdentifiers GalleyUI GalleyStoreKit GalleySwiftData GalleyCoreLocation GalleyMapKit"
stamp="$OUT/stamp"
if [ "${MODULES:-all}" = core ]; then
  modules="GalleyUICore GalleyCombine GalleyUniformTypeIdentifiers GalleyUI"
  stamp="$OUT/stamp-core"
fi
if [ ! -f "$stamp" ] || [ -n "$(find Sources/GalleyUICore Sources/GalleyCombine Sources/GalleyUniformTypeIdentifiers Sources/GalleyUI Sources/GalleyStoreKit Sources/GalleySwiftData Sources/GalleyCoreLocation Sources/GalleyMapKit Sources/EntryMacros -name '*.swift' -newer "$stamp" | head -1)" ]; then
  rm -f "$stamp"
  swiftc -swift-version 6 -Onone -emit-library -module-name EntryMacros -I "$host" -L "$host" \
    -lSwiftSyntax -lSwiftSyntaxMacros -lSwiftSyntaxBuilder -lSwiftDiagnostics -Xlinker -rpath -Xlinker "$host" \
    -o "$OUT/libEntryMacros.so" $(find Sources/EntryMacros -name '*.swift' | sort)
  for module in $modules; do
    deps=""; [ "$module" = GalleyUI ] && deps="-lGalleyUICore -lGalleyCombine -lGalleyUniformTypeIdentifiers"
    [ "$module" = GalleyStoreKit ] && deps="-lGalleyUICore"
    [ "$module" = GalleySwiftData ] && deps="-lGalleyUI -lGalleyUICore -lGalleyCombine -lGalleyUniformTypeIdentifiers"
    [ "$module" = GalleyMapKit ] && deps="-lGalleyCoreLocation -lGalleyUI -lGalleyUICore"
    swiftc -swift-version 6 -Onone -wmo -num-threads 2 -no-emit-module-separately-wmo \
      -emit-library -emit-module -parse-as-library -module-name "$module" \
      -package-name GalleyRuntime -emit-module-path "$OUT/$module.swiftmodule" -I "$OUT" -L "$OUT" \
      -load-plugin-library "$OUT/libEntryMacros.so" -Xlinker -rpath -Xlinker '$ORIGIN' \
      -o "$OUT/lib$module.so" $deps $(find "Sources/$module" -name '*.swift' | sort)
  done
  touch "$stamp"
fi
[ "${1:-}" = --build ] && exit 0
[ $# -gt 0 ] || exit 0
# shellcheck disable=SC2046  # the flags are words, split on purpose
swiftc -typecheck -wmo -swift-version "$mode" -module-name Corpus $(Scripts/runtime-flags.sh "$OUT") "$@"
