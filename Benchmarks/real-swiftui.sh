#!/usr/bin/env bash
# Whether real SwiftUI source files compile unchanged against GalleyUI: each `.swift` file of a
# folder is type-checked alone, as one file of an app target (`-parse-as-library`), with the
# flags Galley gives snippets (SwiftUI, SwiftUICore and Combine aliased to the runtime's modules,
# the `@Entry`/`#Preview` plugin loaded), in Swift 5 and in Swift 6 language mode.
#
# Prints one line per file and mode (`pass` or `fail`, then the file), and the counts; each
# failure's diagnostics go to OUT/<file>.<mode>.log (OUT defaults to Benchmarks/work/real-swiftui).
# The runtime is the one galley builds into its verification cache (CACHE, default
# $GALLEY_RUNTIME_CACHE or Benchmarks/work/real-swiftui-cache), built first if it is missing.
#
# Usage: Benchmarks/real-swiftui.sh FOLDER    (the files are not part of this repository)
set -euo pipefail
cd "$(dirname "$0")/.."
folder=${1:?usage: Benchmarks/real-swiftui.sh FOLDER}
out=${OUT:-$PWD/Benchmarks/work/real-swiftui}
cache=${CACHE:-${GALLEY_RUNTIME_CACHE:-$PWD/Benchmarks/work/real-swiftui-cache}}
galley=${GALLEY:-$PWD/.build/debug/galley}
mkdir -p "$out" "$cache"

# Verifying one block that imports every mirrored framework makes galley build the runtime,
# and each mirror, into its cache (nothing, when they are there).
site=$(mktemp -d)
"$galley" init "$site" >/dev/null
sed -i 's/runtime: none/runtime: galleyui/' "$site/Content/site.yml"
printf -- '---\ntitle: Runtime\n---\n\n```swift\nimport SwiftUI\nimport StoreKit\nimport SwiftData\nimport MapKit\nlet v = Text("x")\n```\n' > "$site/Content/en/page.md"
"$galley" verify --content "$site/Content" --cache-dir "$cache" >/dev/null 2>&1 || true
rm -rf "$site"
runtime=$(ls -dt "$cache"/runtime-* 2>/dev/null | head -1 || true)
[ -n "$runtime" ] || { echo "error: galley built no runtime in $cache" >&2; exit 1; }
[ -f "$runtime/libEntryMacros.so" ] || { echo "error: no plugin in $runtime" >&2; exit 1; }

pass5=0 pass6=0 total=0
for file in "$folder"/*.swift; do
  name=$(basename "$file")
  total=$((total + 1))
  for mode in 5 6; do
    # shellcheck disable=SC2046  # the flags are words, split on purpose
    if swiftc -typecheck -parse-as-library -swift-version "$mode" -module-name RealSwiftUI \
      $(Scripts/runtime-flags.sh "$runtime") "$file" > "$out/$name.$mode.log" 2>&1; then
      echo "pass swift$mode $name"
      rm -f "$out/$name.$mode.log"
      eval "pass$mode=\$((pass$mode + 1))"
    else
      echo "fail swift$mode $name"
    fi
  done
done
echo "files: $total; Swift 5: $pass5 pass; Swift 6: $pass6 pass"
