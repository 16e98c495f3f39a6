#!/usr/bin/env bash
# Book-sized verification benchmark: a cold verify of a project shaped like a programming-language
# book (`generate-book.py`: 38 chapters of plain Swift, 532 units: declarations, runs with their
# output, groups, compile-fail blocks and traps, the same names in every chapter), side by side in
# one run with the naive baselines of verify.sh (one `swiftc` per unit, serially). Writes
# Benchmarks/results-verify-book.md with the target, the profile and the load average.
#
# Usage: Benchmarks/verify-book.sh [CHAPTERS]    (COLD_RUNS=N cold verifies give the median, default 3;
#        UNBATCHED=1 adds a --no-batch column)
set -euo pipefail
cd "$(dirname "$0")/.."
chapters=${1:-38}
unbatched=${UNBATCHED:-0}
cold_runs=${COLD_RUNS:-3}
work=$PWD/Benchmarks/work/verify-book
rm -rf "$work"; mkdir -p "$work"
make -s build >/dev/null
galley=$PWD/.build/release/galley
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
python3 Benchmarks/generate-book.py "$work/book" --chapters "$chapters"

# The runtime is built once, outside every timing, from one chapter: every contender uses it.
"$galley" verify --content "$work/book/Content" --cache-dir "$work/runtime-cache" \
  "$work/book/Content/en/chapter-01.md" >/dev/null 2>&1 || true
runtime=$(ls -d "$work"/runtime-cache/runtime-* | head -1)

source Benchmarks/verify-common.sh
row=$(measure "book" "$work/book/Content" "$work"/book/Content/en/*.md)
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
read -r cold_s _ _ check_s < "$work/book.figures"

{
  echo "## Book-sized verification (\`Benchmarks/verify-book.sh\`)"
  echo
  echo "Measured $(date -u '+%Y-%m-%d %H:%M') UTC on $(nproc) cores, $(uname -sm); $(swiftc --version 2>&1 | head -1)."
  echo "Load average (1, 5, 15 min) before: $load_before; after: $load_after."
  echo
  echo "Corpus: \`generate-book.py --chapters $chapters\`. Cold: empty result cache, runtime prebuilt; the median of"
  echo "$cold_runs cold verifies. Warm: the same command again (mean of 10). Naive: one \`swiftc\` compile+link per unit,"
  echo "serially, and a run of each \`run\` unit. Typecheck: one \`swiftc -typecheck\` per unit, serially."
  echo "Batching: batch compilations / units a batch settled / units a failing batch handed back / compiler processes."
  echo
  echo "| corpus | units | Galley cold | cold, --no-batch | Galley warm | naive | typecheck | naive / cold | typecheck / cold | batching; verdicts |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
  echo "$row"
  echo
  echo "CPU seconds (user + system, compilers and runs included) of the same runs:"
  echo
  echo "| corpus | Galley cold | naive | typecheck | naive / cold | typecheck / cold |"
  echo "| --- | --- | --- | --- | --- | --- |"
  cat "$work/book.cpu"
  echo
  echo "Every cold verify, in the order run (wall, and CPU): $(cat "$work/book.runs")."
  echo
  echo "### Target"
  echo
  python3 - "$cold_s" <<'PY'
import sys
cold = float(sys.argv[1])
verdict = "**met**" if cold <= 10 else "**missed** (%.2f× over)" % (cold / 10)
print("- A book-sized site (500+ units, groups, runs, compile-fail) cold in ≤ 10 s: %s — %.2f s" % (verdict, cold))
PY
  echo
  echo "### Profile of the median cold run (\`--format json\` statistics)"
  echo
  profile "book" "$work/book.json"
  # Why the time goes where it does, from a measured run's profile (written by hand, kept beside).
  [ -f Benchmarks/analysis-verify-book.md ] && { echo; cat Benchmarks/analysis-verify-book.md; }
} > Benchmarks/results-verify-book.md
cat Benchmarks/results-verify-book.md
