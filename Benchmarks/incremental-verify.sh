#!/usr/bin/env bash
# One-article edits with verification on, side by side with `--no-verify`, for two galley
# executables (say, before and after a change), in one run: `galley build` after the edit, and
# `galley serve` from the edit to the page served. The corpus is `generate-corpus.py`'s with six
# Swift snippets per page (type-checked declarations, `swift run` blocks with output, a few
# `compile-fail`), all proven and cached before anything is timed.
# Writes Benchmarks/results-incremental-verify.md.
#
# Usage: Benchmarks/incremental-verify.sh BEFORE AFTER [ARTICLES_PER_LOCALE] [RUNS]
#   BEFORE, AFTER: folders each holding a `galley` and its `galley-syntax` (a copy of
#   .build/release). Both use this checkout's runtime and theme (GALLEY_SHARE).
#   GALLEY_BENCH_WORK: where the corpus and its copies live (default Benchmarks/work-verified).
#   The corpus's first verify is cold (minutes on two cores); it is kept, with its cache, while
#   the folder's stamp matches, so later runs start warm.
set -euo pipefail
cd "$(dirname "$0")/.."
before=$(realpath "$1")
after=$(realpath "$2")
articles=${3:-200}
runs=${4:-9}
work=${GALLEY_BENCH_WORK:-Benchmarks/work-verified}
mkdir -p "$work"
work=$(realpath "$work")
export GALLEY_SHARE=${GALLEY_SHARE:-$PWD}
port0=${GALLEY_BENCH_PORT:-8790}
pages=$((articles * 2))

proven=$(Benchmarks/proven-corpus.sh "$after/galley" "$articles")

# Four copies of the proven corpus, cache included: each executable in each mode builds and
# serves its own, so no build finds another's state (the build graph's key holds the executable
# and whether snippets were verified) and an edit wakes one server only.
labels=(before-verify before-no-verify after-verify after-no-verify)
binary() { case $1 in before-*) echo "$before/galley" ;; *) echo "$after/galley" ;; esac; }
flags() { case $1 in *-no-verify) echo "--no-verify" ;; *) echo "" ;; esac; }
for label in "${labels[@]}"; do
  rm -rf "$work/$label"
  cp -a "$proven" "$work/$label"
  # Two builds: the first renders every page (and, with verification, looks every proof up).
  (cd "$work/$label" && for _ in 1 2; do "$(binary "$label")" build $(flags "$label") >/dev/null 2>&1; done)
done
article=Content/en/article-0.md

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# `galley build` after a one-line edit, the four in turns; wall and CPU (user + system) in ms.
declare -A build_wall build_cpu build_said
for run in $(seq "$runs"); do
  for label in "${labels[@]}"; do
    cd "$work/$label"
    printf '\nEdited in build run %s.\n' "$run" >> "$article"
    /usr/bin/time -f "%e %U %S" -o "$work/time" "$(binary "$label")" build $(flags "$label") > "$work/said" 2>&1
    read -r wall user sys < "$work/time"
    build_wall[$label]+="$(echo "$wall * 1000" | bc -l | cut -d. -f1) "
    build_cpu[$label]+="$(echo "($user + $sys) * 1000" | bc -l | cut -d. -f1) "
    build_said[$label]=$(tail -1 "$work/said")
    cd - >/dev/null
  done
done

# `galley serve`: the four servers run at once, each on its own copy; the edits go to one copy
# at a time, in turns, and each is timed from the edit until its page, polled every 5 ms, holds it.
tick=$(getconf CLK_TCK)
declare -A server port
cleanup() { for label in "${labels[@]}"; do [ -n "${server[$label]:-}" ] && kill "${server[$label]}" 2>/dev/null; done; true; }
trap cleanup EXIT
offset=0
for label in "${labels[@]}"; do
  port[$label]=$((port0 + offset))
  offset=$((offset + 1))
  (cd "$work/$label" && exec "$(binary "$label")" serve $(flags "$label") --port "${port[$label]}" >/dev/null 2>&1) &
  server[$label]=$!
done
for label in "${labels[@]}"; do
  until curl -sf "http://127.0.0.1:${port[$label]}/" >/dev/null; do sleep 0.1; done
done
sleep 2
cpu_ms() { awk -v t="$tick" '{print int(($14 + $15) * 1000 / t)}' "/proc/$1/stat"; }
declare -A serve_wall serve_cpu
for run in $(seq "$runs"); do
  for label in "${labels[@]}"; do
    marker="served-marker-$run-$RANDOM"
    pid=${server[$label]}
    cpu_before=$(cpu_ms "$pid")
    start=$(date +%s%N)
    printf '\n%s\n' "$marker" >> "$work/$label/$article"
    until curl -sf "http://127.0.0.1:${port[$label]}/en/article-0/" | grep -q "$marker"; do sleep 0.005; done
    end=$(date +%s%N)
    serve_wall[$label]+="$(( (end - start) / 1000000 )) "
    sleep 1  # the rebuild's last steps end within this
    serve_cpu[$label]+="$(( $(cpu_ms "$pid") - cpu_before )) "
  done
done
cleanup
trap - EXIT

med() { printf '%s\n' $1 | median; }
{
  echo "## One-article edits with verification on (\`Benchmarks/incremental-verify.sh\`)"
  echo
  echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) cores, $(uname -sm); $(swift --version 2>&1 | head -1); load average $(cut -d' ' -f1-3 /proc/loadavg) at the end (the benchmark's own; a higher figure means other work ran: wall times include waiting for a core, CPU times do not)."
  echo "Corpus: $pages pages from \`Benchmarks/generate-corpus.py --snippets-per-page 6\`: $((pages * 6)) Swift snippets, every one proven and cached before timing."
  echo "Each executable in each mode works on its own copy; the four take turns, $runs runs each. An edit appends a line to \`en/article-0.md\`."
  echo
  echo "| executable, mode | \`galley build\` wall, median (ms) | CPU, median (ms) | \`galley serve\` edit → page served, median (ms) | server CPU per rebuild, median (ms) |"
  echo "| --- | --- | --- | --- | --- |"
  for label in "${labels[@]}"; do
    echo "| $label | **$(med "${build_wall[$label]}")** | $(med "${build_cpu[$label]}") | **$(med "${serve_wall[$label]}")** | $(med "${serve_cpu[$label]}") |"
  done
  echo
  echo "Each run, in ms:"
  echo
  for label in "${labels[@]}"; do
    echo "- $label: build ${build_wall[$label]}(CPU ${build_cpu[$label]}); serve ${serve_wall[$label]}(CPU ${serve_cpu[$label]})"
  done
  echo
  echo "The last build of each said:"
  echo
  for label in "${labels[@]}"; do echo "- $label: \`${build_said[$label]}\`"; done
  echo
  echo "Targets, with verification on: page served ≤ 150 ms (median) and \`galley build\` ≤ 100 ms."
} > Benchmarks/results-incremental-verify.md
cat Benchmarks/results-incremental-verify.md
