#!/usr/bin/env bash
# Weighs the Markdown parse stage's mechanisms side by side (Benchmarks/markdown-mechanisms.c):
# CArena against cmark-gfm's own allocator, and a lock around each parse against none. Writes
# Benchmarks/results-markdown-mechanisms.md.
#
# Usage: Benchmarks/markdown-mechanisms.sh [ARTICLES_PER_LOCALE] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
articles=${1:-200}
runs=${2:-21}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/generate-corpus.py "$work/corpus" --articles "$articles" >/dev/null
mapfile -t files < <(find "$work/corpus/galley" -name '*.md' | sort)
binary="$work/markdown-mechanisms"
gcc -O2 -I Sources/CArena/include -o "$binary" Benchmarks/markdown-mechanisms.c Sources/CArena/galley_arena.c \
  -l:libcmark-gfm-extensions.a -l:libcmark-gfm.a -lpthread
bytes=$(cat "${files[@]}" | wc -c)
table=$("$binary" "$runs" "${files[@]}")
ms() { echo "$table" | awk -F'\t' -v row="$1" -v col="$2" 'NR == row { print $col }'; }
ratio() { echo "scale=3; $1 / $2" | bc -l; }
out=Benchmarks/results-markdown-mechanisms.md
{
  echo "## Markdown parse stage: mechanisms weighed ($(date -u +%Y-%m-%d))"
  echo
  echo "\`Benchmarks/markdown-mechanisms.sh\`: ${#files[@]} articles of the benchmark corpus ($bytes bytes),"
  echo "parsed with Galley's options and extensions and walked through cmark-gfm's public interface"
  echo "as the converter walks them; medians of $runs passes, the variants alternated inside each pass."
  echo "Load average at the start: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores."
  echo
  echo "| variant | wall ms | CPU ms |"
  echo "| --- | --- | --- |"
  echo "$table" | awk -F'\t' '{ printf "| %s | %s | %s |\n", $1, $2, $3 }'
  echo
  echo "- Arena: CPU $(ratio "$(ms 2 3)" "$(ms 1 3)")× and wall $(ratio "$(ms 2 2)" "$(ms 1 2)")× of cmark-gfm's allocator on one thread."
  echo "- Lock: two threads with the lock take $(ratio "$(ms 3 2)" "$(ms 4 2)")× the wall time of two threads without it."
  if command -v valgrind >/dev/null; then
    for v in 0 1; do
      valgrind --tool=callgrind --callgrind-out-file="$work/cg.$v" "$binary" "v$v" "${files[@]}" >/dev/null 2>"$work/cg.$v.log"
      instructions[v]=$(awk '/^summary:/ { print $2 }' "$work/cg.$v")
    done
    echo "- Instructions (callgrind, one pass): cmark-gfm's allocator ${instructions[0]}, arena ${instructions[1]}" \
      "($(ratio "${instructions[1]}" "${instructions[0]}")×)."
  fi
} >"$out"
cat "$out"
