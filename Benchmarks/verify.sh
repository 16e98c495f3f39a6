#!/usr/bin/env bash
# Verification benchmark: Galley's cold verify, warm verify, and a naive baseline (one swiftc
# compile+link+run per unit, serially), side by side in one run, on the site's own content and
# on a synthetic corpus. Writes Benchmarks/results-verify.md.
#
# Usage: Benchmarks/verify.sh [SYNTHETIC_SNIPPETS]
set -euo pipefail
cd "$(dirname "$0")/.."
snippets=${1:-150}
work=$PWD/Benchmarks/work/verify
rm -rf "$work"; mkdir -p "$work"
make -s build >/dev/null
galley=$PWD/.build/release/galley

# The runtime (GalleyUI and the @Entry plugin) is built once, outside every timing: all three
# contenders use the same prebuilt runtime.
"$galley" verify --cache-dir "$work/runtime-cache" Content/en/how-this-site-works.md >/dev/null 2>&1 || true
runtime=$(ls -d "$work"/runtime-cache/runtime-* | head -1)

seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s.%N); echo "$end - $start" | bc -l; }

naive() { # manifest -> runs every unit with one swiftc process each, serially
  local manifest=$1 dir; dir=$(dirname "$manifest")
  while read -r file mode; do
    swiftc -swift-version 6 -module-alias SwiftUI=GalleyUI -I "$runtime" -L "$runtime" -lGalleyUI -lSwiftUICore \
      -Xlinker -rpath -Xlinker "$runtime" -load-plugin-library "$runtime/libEntryMacros.so" \
      "$file" -o "$dir/a.out" >/dev/null 2>&1 || continue
    [ "$mode" = run ] && timeout 10 "$dir/a.out" >/dev/null 2>&1 || true
  done < "$manifest"
}

typecheck() { # manifest -> one swiftc -typecheck per unit, serially (the issue's reference floor)
  local manifest=$1
  while read -r file mode; do
    swiftc -typecheck -swift-version 6 -module-alias SwiftUI=GalleyUI -I "$runtime" \
      -load-plugin-library "$runtime/libEntryMacros.so" "$file" >/dev/null 2>&1 || true
  done < "$manifest"
}

measure() { # label content-dir markdown-files...
  local label=$1 content=$2; shift 2
  local units cold unbatched warm base check cache
  units=$(python3 Benchmarks/extract-units.py "$work/$label-units" "$@")
  cache="$work/$label-cache"; mkdir -p "$cache"; cp -r "$runtime" "$cache/"
  rm -rf "$cache/units"
  unbatched=$(seconds "$galley" verify --content "$content" --cache-dir "$cache" --no-batch)
  rm -rf "$cache/units"
  cold=$(seconds "$galley" verify --content "$content" --cache-dir "$cache")
  warm=$(seconds "$galley" verify --content "$content" --cache-dir "$cache")
  base=$(seconds naive "$work/$label-units/manifest")
  check=$(seconds typecheck "$work/$label-units/manifest")
  printf "| %s | %s | %.2f s | %.2f s | %.3f s | %.2f s | %.2f s | **%.1f×** | **%.1f×** |\n" "$label" "$units" "$cold" \
    "$unbatched" "$warm" "$base" "$check" "$(echo "$base / $cold" | bc -l)" "$(echo "$check / $cold" | bc -l)"
}

python3 Benchmarks/generate-snippets.py "$work/synthetic" --snippets "$snippets"
site_row=$(measure "site" "$PWD/Content" Content/*/*.md)
synthetic_row=$(measure "synthetic" "$work/synthetic/Content" "$work"/synthetic/Content/en/*.md)

{
  echo "## Snippet verification"
  echo
  echo "Measured $(date -u +%Y-%m-%d) on $(nproc) cores, $(uname -sm); $(swiftc --version 2>&1 | head -1)."
  echo "Cold: empty result cache (the runtime itself prebuilt, as for the baseline). Warm: the same command again, nothing changed."
  echo "Naive: one \`swiftc\` compile+link (and run, for \`run\` units) per unit, serially, with the same flags."
  echo
  echo "Typecheck: one \`swiftc -typecheck\` per unit, serially, no linking or running: the floor a naive tool pays."
  echo "Cold without batching: \`--no-batch\`, one compiler process per unit, as before batching."
  echo
  echo "| corpus | units | Galley cold | cold, --no-batch | Galley warm | naive | typecheck | naive / cold | typecheck / cold |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
  echo "$site_row"
  echo "$synthetic_row"
  echo
  echo "Targets on 2 cores: synthetic corpus cold at least 15× faster than the serial typecheck loop;"
  echo "the site's content cold at least 8× the naive compile-and-run loop; warm verify of the whole site under 0.1 s."
  echo "Load average while measuring: $(cut -d' ' -f1-3 /proc/loadavg) (figures taken on a busy machine are slower for every column, not only Galley's)."
} > Benchmarks/results-verify.md
cat Benchmarks/results-verify.md
