#!/usr/bin/env bash
# What compiler hovers cost: cold and warm verifies of the site's own content with hovers on
# (`hovers: true`) and off (`hovers: false`), side by side: the same galley, the same prebuilt runtime,
# the two settings alternating so a busy moment of the shared machine hits both. Writes
# Benchmarks/results-verify-hovers.md (medians of COLD_RUNS cold verifies each, default 3; the
# mean of 10 warm verifies each).
#
# Usage: Benchmarks/verify-hovers.sh    (GALLEY=path uses that galley instead of .build/release/galley)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${COLD_RUNS:-3}
work=$PWD/Benchmarks/work/hovers
rm -rf "$work"; mkdir -p "$work"
galley=${GALLEY:-$PWD/.build/release/galley}
[ -x "$galley" ] || make -s build >/dev/null
load_before=$(cut -d' ' -f1-3 /proc/loadavg)

cp -r Content "$work/on"
cp -r Content "$work/off"
# The two copies differ in their `hovers:` line only.
for side in on off; do
  value=true; [ "$side" = off ] && value=false
  grep -v '^hovers:' Content/site.yml > "$work/$side/site.yml"
  printf '\nhovers: %s\n' "$value" >> "$work/$side/site.yml"
done

# The runtime is built once, outside every timing, and copied into each cold cache.
"$galley" verify --content "$work/on" --cache-dir "$work/runtime-cache" >/dev/null 2>&1 || true
runtime=$(ls -d "$work"/runtime-cache/runtime-* | head -1)

# The symbol table of the modules snippets import is built once per runtime, beside it, by the
# first verify with hovers: timed once here (a cold verify with the table removed, minus the
# median cold verify below), and kept in the runtime every cold cache copies.
table_cache="$work/table-cache"
rm -rf "$table_cache"; mkdir -p "$table_cache"; cp -r "$runtime" "$table_cache/"
rm -f "$table_cache"/runtime-*/hover-symbols-*.tsv
table_start=$(date +%s.%N)
"$galley" verify --content "$work/on" --cache-dir "$table_cache" >/dev/null 2>&1 || true
table_wall=$(echo "$(date +%s.%N) - $table_start" | bc -l)

seconds() { # command... -> wall seconds on stdout; CPU seconds (children included) in $work/cpu
  local start end; start=$(date +%s.%N)
  ( "$@" >/dev/null 2>&1 || true; times ) > "$work/times" 2>/dev/null
  end=$(date +%s.%N)
  tail -1 "$work/times" | tr 'ms' '  ' | awk '{ print $1 * 60 + $2 + $3 * 60 + $4 }' > "$work/cpu"
  echo "$end - $start" | bc -l
}

cold() { # setting -> one verify of that setting's content with an empty result cache
  local cache="$work/$1-cache"
  rm -rf "$cache"; mkdir -p "$cache"; cp -r "$runtime" "$cache/"
  "$galley" verify --content "$work/$1" --cache-dir "$cache" --format json > "$work/$1.json"
}

median() { sort -n | awk '{ a[NR] = $0 } END { print a[int((NR + 1) / 2)] }'; }

declare -A wall cpu
for i in $(seq "$runs"); do
  for setting in on off; do
    wall[$setting]+="$(seconds cold "$setting")"$'\n'
    cpu[$setting]+="$(cat "$work/cpu")"$'\n'
  done
done

warm() { # setting -> mean wall seconds of 10 verifies with nothing changed
  local total=0 i
  for i in $(seq 10); do total=$(echo "$total + $(seconds "$galley" verify --content "$work/$1" --cache-dir "$work/$1-cache")" | bc -l); done
  echo "$total / 10" | bc -l
}

on_wall=$(printf '%s' "${wall[on]}" | median); off_wall=$(printf '%s' "${wall[off]}" | median)
on_cpu=$(printf '%s' "${cpu[on]}" | median); off_cpu=$(printf '%s' "${cpu[off]}" | median)
on_warm=$(warm on); off_warm=$(warm off)

build_warm() { # setting -> mean wall seconds of 5 builds of the site with nothing changed (after one that fills it)
  local total=0 i out="$work/$1-site"
  "$galley" build --content "$work/$1" --cache-dir "$work/$1-cache" --output "$out" >/dev/null 2>&1 || true
  for i in $(seq 5); do
    total=$(echo "$total + $(seconds "$galley" build --content "$work/$1" --cache-dir "$work/$1-cache" --output "$out")" | bc -l)
  done
  echo "$total / 5" | bc -l
}
on_build=$(build_warm on); off_build=$(build_warm off)
popovers=$(cat "$work"/on-site/*/*/index.html "$work"/on-site/*/index.html 2>/dev/null | grep -o 'class="hv-pop"' | wc -l)
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
hovered=$(python3 -c "
import json; d = json.load(open('$work/on.json'))
print(d['passed'], d['failed'], d['skipped'])")

fmt() { printf '%.2f' "$1"; }
pct() { echo "($1 / $2 - 1) * 100" | bc -l | xargs printf '%+.0f%%'; }
{
  echo "## Compiler hovers: what they cost a verify"
  echo
  echo "Measured $(date -u +%Y-%m-%d) on $(nproc) cores, $(uname -sm); $(swiftc --version 2>&1 | head -1)."
  echo "Load average (1, 5, 15 min) before: $load_before; after: $load_after. The machine is shared."
  echo
  echo "The site's own content, verified by the same galley with hovers on (\`hovers: true\`) and off"
  echo "(\`hovers: false\`); cold: an empty result cache, the runtime prebuilt, median of $runs runs each,"
  echo "the settings alternating; warm: nothing changed, mean of 10 runs each. Verdicts with hovers on: $hovered (passed, failed, skipped)."
  echo
  echo "| | hovers off | hovers on | change |"
  echo "| --- | --- | --- | --- |"
  echo "| cold, wall | $(fmt "$off_wall") s | $(fmt "$on_wall") s | $(pct "$on_wall" "$off_wall") |"
  echo "| cold, CPU | $(fmt "$off_cpu") s | $(fmt "$on_cpu") s | $(pct "$on_cpu" "$off_cpu") |"
  echo "| warm verify, wall | $(printf '%.3f' "$off_warm") s | $(printf '%.3f' "$on_warm") s | $(pct "$on_warm" "$off_warm") |"
  echo "| warm build, wall | $(printf '%.3f' "$off_build") s | $(printf '%.3f' "$on_build") s | $(pct "$on_build" "$off_build") |"
  echo
  echo "Hovers are read from the index the verifier's own compilations write (\`-index-store-path\`);"
  echo "other modules' declarations come from a symbol table built once per runtime. A cold verify"
  echo "that also built that table took $(fmt "$table_wall") s, against the cold median above."
  echo
  echo "Popovers in the built pages with hovers on: $popovers."
  echo
  echo "Every cold run, wall seconds: on $(printf '%s' "${wall[on]}" | xargs printf '%.2f '); off $(printf '%s' "${wall[off]}" | xargs printf '%.2f ')."
} > Benchmarks/results-verify-hovers.md
cat Benchmarks/results-verify-hovers.md
