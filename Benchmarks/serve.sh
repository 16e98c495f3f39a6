#!/usr/bin/env bash
# Preview benchmark: edit one article while `galley serve` runs and poll its page, as a person
# would, until the edit is served. Writes Benchmarks/results-serve.md.
#
# Usage: Benchmarks/serve.sh [ARTICLES_PER_LOCALE] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
articles=${1:-200}
runs=${2:-5}
port=${GALLEY_BENCH_PORT:-8765}
work=Benchmarks/work
make -s build >/dev/null
python3 Benchmarks/generate-corpus.py "$work" --articles "$articles"
galley="$PWD/.build/release/galley"
cd "$work/galley"
"$galley" serve --no-verify --port "$port" >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
until curl -sf "http://127.0.0.1:$port/" >/dev/null; do sleep 0.1; done
sleep 1
sources=(Content/en/*.md)  # a glob, not `ls | head`: head closing the pipe fails pipefail
article=${sources[0]}
slug=$(basename "$article" .md)
page="http://127.0.0.1:$port/en/$slug/"
# CPU time (user + system) the server has used so far, in ms: on a shared machine the wall
# time mostly measures the queue for a core, the CPU time what the rebuild itself costs.
tick=$(getconf CLK_TCK)
cpu_ms() { awk -v t="$tick" '{print int(($14 + $15) * 1000 / t)}' "/proc/$server/stat"; }
times=()
cpus=()
for run in $(seq "$runs"); do
  marker="edit-marker-$run-$RANDOM"
  cpu_before=$(cpu_ms)
  start=$(date +%s%N)
  printf '\n%s\n' "$marker" >> "$article"
  until curl -sf "$page" | grep -q "$marker"; do sleep 0.005; done
  end=$(date +%s%N)
  times+=($(( (end - start) / 1000000 )))
  sleep 1  # the rebuild's last steps (old tree removed, reload announced) end within this
  cpus+=($(( $(cpu_ms) - cpu_before )))
done
cd - >/dev/null
median_of() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
median=$(median_of "${times[@]}")
cpu_median=$(median_of "${cpus[@]}")
{
  echo "## Preview (galley serve)"
  echo
  echo "Measured $(date -u +%Y-%m-%d) on $(nproc) cores, $(uname -sm); load average $(cut -d' ' -f1-3 /proc/loadavg) at the end."
  echo "Corpus: $((articles * 2)) pages from \`Benchmarks/generate-corpus.py\`, \`galley serve --no-verify\`."
  echo "Each run appends a line to one article and polls its page every 5 ms until the line is served."
  echo
  echo "| runs | edit → page served, each (ms) | median | server CPU per rebuild, each (ms) | median CPU |"
  echo "| --- | --- | --- | --- | --- |"
  echo "| $runs | ${times[*]} | **$median ms** | ${cpus[*]} | **$cpu_median ms** |"
  echo
  echo "Server CPU is the user and system time \`galley serve\` used from the edit until a second after the page was served (\`/proc/PID/stat\`): the rebuild's own cost, which a loaded machine stretches into the wall time above."
  echo
  echo "Target: edit → reloaded page ≤ 200 ms; this run's median is $(echo "scale=1; $median / 200" | bc -l)× that, its median CPU alone $(echo "scale=1; $cpu_median / 200" | bc -l)×. Where the time goes, from a profile: \`Benchmarks/analysis-incremental.md\`."
} > Benchmarks/results-serve.md
cat Benchmarks/results-serve.md
