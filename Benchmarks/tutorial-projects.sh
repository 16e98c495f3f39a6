#!/usr/bin/env bash
# Whether whole SwiftUI tutorial apps compile unchanged against GalleyUI: each project folder of
# a folder is one app, and every `.swift` file under it is type-checked together as one module
# (`-wmo -parse-as-library`, as Xcode builds an app target), with the flags Galley gives snippets
# (SwiftUI, SwiftUICore, Combine, UniformTypeIdentifiers, StoreKit, SwiftData, CoreLocation and
# MapKit aliased to the runtime's modules, the `@Entry`/`#Preview` plugin loaded), in Swift 5 and
# in Swift 6 language mode.
#
# The module is named after the first-level folder that holds the `@main` file (`Landmarks/…`
# gives `Landmarks`), as Xcode names it after the target. Prints one line per project and mode (`pass` or `fail`, the
# project, its file count and, for a failure, its error count and first error), and the counts;
# each failure's diagnostics go to OUT/<project>.<mode>.log (OUT defaults to
# Benchmarks/work/tutorial-projects). The runtime is the one Scripts/ui-check.sh builds (RUNTIME,
# default .build/ui-check), built first if it is missing or older than its sources.
#
# Usage: Benchmarks/tutorial-projects.sh FOLDER    (the projects are not part of this repository)
set -euo pipefail
cd "$(dirname "$0")/.."
folder=${1:?usage: Benchmarks/tutorial-projects.sh FOLDER}
out=${OUT:-$PWD/Benchmarks/work/tutorial-projects}
runtime=${RUNTIME:-$PWD/.build/ui-check}
mkdir -p "$out"
OUT="$runtime" Scripts/ui-check.sh --build

pass5=0 pass6=0 total=0
for project in "$folder"/*/; do
  project=${project%/}
  name=$(basename "$project")
  mapfile -t files < <(find "$project" -name '*.swift' | sort)
  [ ${#files[@]} -gt 0 ] || continue
  main=$(grep -l '^@main' "${files[@]}" | head -1 || true)
  top=${main:-${files[0]}}; top=${top#"$project"/}; top=${top%%/*}
  case "$top" in *.swift) top=$name ;; esac
  module=$(printf '%s' "$top" | sed 's/[^A-Za-z0-9_]/_/g; s/^[0-9]/_&/')
  total=$((total + 1))
  for mode in 5 6; do
    log="$out/$name.$mode.log"
    # shellcheck disable=SC2046  # the flags are words, split on purpose
    if swiftc -typecheck -parse-as-library -wmo -swift-version "$mode" -module-name "$module" \
      $(Scripts/runtime-flags.sh "$runtime") "${files[@]}" > "$log" 2>&1; then
      echo "pass swift$mode $name (${#files[@]} files)"
      rm -f "$log"
      eval "pass$mode=\$((pass$mode + 1))"
    else
      errors=$(grep -c ': error: ' "$log" || true)
      first=$(grep -m1 ': error: ' "$log" | sed 's/^.*: error: //' || true)
      echo "fail swift$mode $name (${#files[@]} files; $errors errors; first: $first)"
    fi
  done
done
echo "projects: $total; Swift 5: $pass5 pass; Swift 6: $pass6 pass"
