#!/usr/bin/env bash
# Prints the compiler flags that make code compile against the runtime built in DIR, as Galley
# compiles snippets (RuntimeArtifacts.compileFlags): each Apple module the runtime mirrors
# aliased to its module of ours, DIR on the import path, and the @Entry/#Preview plugin loaded.
# One line, for `$(Scripts/runtime-flags.sh DIR)`; DIR must not contain spaces.
#
# Usage: Scripts/runtime-flags.sh DIR
set -euo pipefail
dir=${1:?usage: Scripts/runtime-flags.sh DIR}
aliases="SwiftUI=GalleyUI SwiftUICore=GalleyUICore Combine=GalleyCombine
UniformTypeIdentifiers=GalleyUniformTypeIdentifiers StoreKit=GalleyStoreKit SwiftData=GalleySwiftData
CoreLocation=GalleyCoreLocation MapKit=GalleyMapKit"
flags=""
for alias in $aliases; do flags="$flags -module-alias $alias"; done
echo "${flags# } -I $dir -load-plugin-library $dir/libEntryMacros.so"
