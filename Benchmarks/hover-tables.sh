#!/usr/bin/env bash
# The hovers' symbol tables, one per module: what a session pays for them when a site starts
# (every module of the toolchain and of GalleyUI's runtime extracted), when a site already
# verified adds `import MapKit` (only the two mirrors that brings are new), and, for comparison,
# the same MapKit session with no table kept, which is what any new set of modules cost when one
# table was kept per set. Each figure is the session's "hovers, symbol table" stage
# (`--format json`), the median of $RUNS runs, all three taken in turns with one release galley.
#
# Writes Benchmarks/results-hover-tables.md.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
galley=${GALLEY:-.build/release/galley}
[ -x "$galley" ] || { echo "error: $galley is missing; run 'make build' first" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

site() { # name, then the article's Swift blocks
  local root="$work/$1"; shift
  mkdir -p "$root/en"
  printf 'title: Tables\nbaseURL: https://example.org\ndefaultLocale: en\nlocales:\n  - code: en\n    label: English\n' > "$root/site.yml"
  { printf -- '---\ntitle: Tables\ndate: 2026-12-07\n---\n\n'; for block in "$@"; do printf '```swift\n%s\n```\n\n' "$block"; done; } > "$root/en/a.md"
}
site core 'import SwiftUI
struct Badge: View { var body: some View { Text("new").padding() } }'
site mapkit 'import SwiftUI
struct Badge: View { var body: some View { Text("new").padding() } }' 'import MapKit
let spot = CLLocationCoordinate2D(latitude: 45.81, longitude: 15.98)
_ = MKCoordinateRegion(center: spot, latitudinalMeters: 500, longitudinalMeters: 500)'

# The runtime and its mirrors are built once, outside every timing; each run copies them
# without their tables.
"$galley" verify --content "$work/mapkit" --cache-dir "$work/runtime-cache" > /dev/null
runtime=$(ls -d "$work"/runtime-cache/runtime-* | head -1)

stage() { # json file -> the symbol-table stage in seconds
  python3 -c 'import json,sys; print("%.3f" % json.load(open(sys.argv[1]))["statistics"]["stages"].get("hovers, symbol table", 0))' "$1"
}
fresh_cache() { rm -rf "$work/cache"; mkdir -p "$work/cache"; cp -r "$runtime" "$work/cache/"; rm -f "$work"/cache/runtime-*/hover-symbols-*; }

: > "$work/first"; : > "$work/added"; : > "$work/whole"
for _ in $(seq "$RUNS"); do
  fresh_cache
  "$galley" verify --content "$work/core" --cache-dir "$work/cache" --format json > "$work/a.json"
  stage "$work/a.json" >> "$work/first"
  "$galley" verify --content "$work/mapkit" --cache-dir "$work/cache" --format json > "$work/b.json"
  stage "$work/b.json" >> "$work/added"
  fresh_cache
  "$galley" verify --content "$work/mapkit" --cache-dir "$work/cache" --format json > "$work/c.json"
  stage "$work/c.json" >> "$work/whole"
done
median() { sort -n "$1" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
tables=$(ls "$work"/cache/runtime-*/hover-symbols-* | wc -l)
{
  echo "## Hover symbol tables, one per module (\`Benchmarks/hover-tables.sh\`)"
  echo
  echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) cores, $(uname -sm); $("$galley" --version 2>/dev/null | head -1 || true); $(swiftc --version 2>&1 | head -1)."
  echo "Load average before the summary: $(cut -d' ' -f1-3 /proc/loadavg)."
  echo
  echo "The \"hovers, symbol table\" stage of a verify session (\`--format json\`), median of $RUNS runs taken in turns; the runtime and its mirrors prebuilt."
  echo
  echo "| session | tables extracted | stage, median (s) | each run (s) |"
  echo "| --- | --- | --- | --- |"
  echo "| a site's first verify (\`import SwiftUI\`) | the toolchain's and the runtime's modules | $(median "$work/first") | $(tr '\n' ' ' < "$work/first")|"
  echo "| the same site after adding \`import MapKit\` | the two mirrors only (GalleyCoreLocation, GalleyMapKit) | **$(median "$work/added")** | $(tr '\n' ' ' < "$work/added")|"
  echo "| the MapKit site with no table kept (any new set of modules, when one table was kept per set) | all $tables | $(median "$work/whole") | $(tr '\n' ' ' < "$work/whole")|"
} > Benchmarks/results-hover-tables.md
cat Benchmarks/results-hover-tables.md
