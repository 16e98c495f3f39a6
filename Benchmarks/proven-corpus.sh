#!/usr/bin/env bash
# Makes (once) the proven corpus the benchmarks with verification on use: generate-corpus.py's
# pages with six Swift snippets each, verified cold by GALLEY (minutes on two cores) and kept,
# cache included, while the folder's stamp matches. Prints the corpus's site folder.
#
# Usage: Benchmarks/proven-corpus.sh GALLEY [ARTICLES_PER_LOCALE]
#   GALLEY_BENCH_WORK: where the corpus lives (default Benchmarks/work-verified).
set -euo pipefail
cd "$(dirname "$0")/.."
galley=$(realpath "$1")
articles=${2:-200}
work=${GALLEY_BENCH_WORK:-Benchmarks/work-verified}
mkdir -p "$work"
work=$(realpath "$work")
stamp="articles=$articles snippets-per-page=6"
if [ "$(cat "$work/stamp" 2>/dev/null)" != "$stamp" ]; then
  rm -f "$work/stamp"
  python3 Benchmarks/generate-corpus.py "$work/corpus" --articles "$articles" --snippets-per-page 6 >&2
  (cd "$work/corpus/galley" && "$galley" verify | tail -1 >&2)
  echo "$stamp" > "$work/stamp"
fi
echo "$work/corpus/galley"
