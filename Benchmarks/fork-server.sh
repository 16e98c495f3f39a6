#!/usr/bin/env bash
# Weighs the merged runner's fork server: cold verifies of Content/en (root and bubblewrap
# needed, as for the fork server itself), with it and without it (GALLEY_BENCH_NO_FORK_SERVER=1:
# each merged run in a sandbox of its own), alternated, the runtime prebuilt and shared. Reads the
# "runs" stage (the wall time of the session's runs) from `--format json`. Appends to
# Benchmarks/results-fork-server.md.
#
# Usage: Benchmarks/fork-server.sh [PAIRS] [GALLEY]
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-4}
galley=${2:-.build/release/galley}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GALLEY_RUNTIME_CACHE=${GALLEY_RUNTIME_CACHE:-$work/runtime}
"$galley" verify --cache-dir "$work/warm" Content/en/how-this-site-works.md >/dev/null 2>&1 || true
rows=""
for _ in $(seq "$pairs"); do
  for mode in fork alone; do
    rm -rf "$work/cache"
    if [ $mode = alone ]; then export GALLEY_BENCH_NO_FORK_SERVER=1; else unset GALLEY_BENCH_NO_FORK_SERVER; fi
    "$galley" verify --cache-dir "$work/cache" --format json Content/en >"$work/out.json" 2>/dev/null || true
    rows+=$(python3 - "$work/out.json" "$mode" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))["statistics"]
load = open("/proc/loadavg").read().split()[0]
print(f"| {sys.argv[2]} | {s['mergedRuns']} | {s.get('forkedRuns', 0)} | {s['stages']['runs']:.2f} | {s['stages']['runs, summed']:.2f} | {s['seconds']:.1f} | {load} |")
PY
)$'\n'
  done
done
{
  echo "## Fork server, weighed ($(date -u +%Y-%m-%d), \`Benchmarks/fork-server.sh\`, $("$galley" --version 2>/dev/null || echo galley))"
  echo
  echo "| mode | merged runs | forked | runs stage s | runs summed s | verify s | load |"
  echo "| --- | --- | --- | --- | --- | --- | --- |"
  printf "%s" "$rows"
  echo
} | tee -a Benchmarks/results-fork-server.md
