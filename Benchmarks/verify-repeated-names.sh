#!/usr/bin/env bash
# Verification benchmark on snippets that repeat names, as real documentation does: Galley's cold
# verify against the naive serial loop of one `swiftc -typecheck` per unit, side by side in one
# run, on the corpus of generate-repeated-names.py (150 type-checked blocks by default, each of
# their names declared at least 30 times). Writes Benchmarks/results-verify-repeated-names.md with
# the ratio, the load average (uptime) before and after, the CPU seconds, and the batches each
# cold verify made (--format json).
#
# The loop runs before and after the cold verifies, and its mean is the baseline, so a change of
# load during the run moves both sides. The runtime (GalleyUI and the @Entry plugin) is built
# once, outside every timing, and both sides use it.
#
# Usage: Benchmarks/verify-repeated-names.sh [SNIPPETS]    (COLD_RUNS=N cold verifies, default 7;
#        BEFORE=path/to/galley also measures another build, its cold verifies taken in turns with
#        this one's, for a before/after comparison in the same run)
set -euo pipefail
cd "$(dirname "$0")/.."
snippets=${1:-150}
cold_runs=${COLD_RUNS:-7}
work=$PWD/Benchmarks/work/repeated-names
rm -rf "$work"; mkdir -p "$work"
make -s build >/dev/null
galley=$PWD/.build/release/galley
before=${BEFORE:-}
uptime_before=$(uptime)

"$galley" verify --cache-dir "$work/runtime-cache" Content/en/for-authors/how-this-site-works.md >/dev/null 2>&1 || true
runtime=$(ls -d "$work"/runtime-cache/runtime-* | head -1)
if [ -n "$before" ]; then
  "$before" verify --cache-dir "$work/before-runtime-cache" Content/en/for-authors/how-this-site-works.md >/dev/null 2>&1 || true
  before_runtime=$(ls -d "$work"/before-runtime-cache/runtime-* | head -1)
fi

python3 Benchmarks/generate-repeated-names.py "$work/corpus" --snippets "$snippets"
units=$(python3 Benchmarks/extract-units.py "$work/units" "$work"/corpus/Content/en/*.md)

# `seconds` (wall clock, CPU to $work/cpu) from verify.sh's shared functions; this corpus's
# `typecheck` and `cold` below replace theirs.
source Benchmarks/verify-common.sh

typecheck() { # one swiftc -typecheck per unit, serially, as verify.sh's baseline
  # Both aliases, as Galley passes them: `@Entry`'s expansion names `SwiftUICore.EnvironmentKey`.
  local file mode
  while read -r file mode; do
    swiftc -typecheck -swift-version 6 -module-alias SwiftUI=GalleyUI -module-alias SwiftUICore=GalleyUICore -module-alias Combine=GalleyCombine -module-alias UniformTypeIdentifiers=GalleyUniformTypeIdentifiers -I "$runtime" \
      -load-plugin-library "$runtime/libEntryMacros.so" "$file" >/dev/null 2>&1 || true
  done < "$work/units/manifest"
}

cold() { # label binary runtime run-number -> a verify with an empty result cache, its report in $work/label-N.json
  local cache="$work/cache-$1-$4"
  rm -rf "$cache"; mkdir -p "$cache"; cp -r "$3" "$cache/"
  "$2" verify --content "$work/corpus/Content" --cache-dir "$cache" --format json > "$work/$1-$4.json" 2>/dev/null
}

loop_first=$(seconds typecheck); loop_first_cpu=$(cat "$work/cpu")
runs=(); before_runs=()
for i in $(seq 1 "$cold_runs"); do
  runs+=("$(seconds cold cold "$galley" "$runtime" "$i") $(cat "$work/cpu") $i")
  if [ -n "$before" ]; then
    before_runs+=("$(seconds cold before "$before" "$before_runtime" "$i") $(cat "$work/cpu") $i")
  fi
done
loop_second=$(seconds typecheck); loop_second_cpu=$(cat "$work/cpu")
uptime_after=$(uptime)

median=$(printf "%s\n" "${runs[@]}" | sort -n | sed -n "$(( (cold_runs + 1) / 2 ))p")
read -r cold_s cold_cpu median_run <<< "$median"
loop=$(echo "($loop_first + $loop_second) / 2" | bc -l)
loop_cpu=$(echo "($loop_first_cpu + $loop_second_cpu) / 2" | bc -l)
all=$(printf "%s\n" "${runs[@]}" | awk '{ printf "%s%.2f s (%.1f s CPU)", (NR > 1 ? ", " : ""), $1, $2 }')
before_row=""
if [ -n "$before" ]; then
  before_median=$(printf "%s\n" "${before_runs[@]}" | sort -n | sed -n "$(( (cold_runs + 1) / 2 ))p")
  read -r before_s before_cpu before_run <<< "$before_median"
  before_all=$(printf "%s\n" "${before_runs[@]}" | awk '{ printf "%s%.2f s (%.1f s CPU)", (NR > 1 ? ", " : ""), $1, $2 }')
  before_row="$work/before-$before_run.json|$before_s|$before_cpu|$before_all"
fi

python3 - "$work/cold-$median_run.json" "$units" "$cold_s" "$cold_cpu" "$loop" "$loop_cpu" \
  "$loop_first" "$loop_second" "$all" "$uptime_before" "$uptime_after" "$cold_runs" "$before_row" \
  <<'PY' > Benchmarks/results-verify-repeated-names.md
import json, subprocess, sys, datetime
(report, units, cold, cold_cpu, loop, loop_cpu, first, second, runs, before, after, count, before_row) = sys.argv[1:]
d = json.load(open(report)); s = d["statistics"]
cold, cold_cpu, loop, loop_cpu = float(cold), float(cold_cpu), float(loop), float(loop_cpu)
ratio = loop / cold
swift = subprocess.run(["swiftc", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
cores = subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip()
sizes = s.get("batchSizes", {})
print("## Snippet verification: repeated names")
print()
print("Measured %s on %s cores, Linux; %s." % (datetime.date.today().isoformat(), cores, swift))
print("Load (`uptime`) before: `%s`; after: `%s`. The machine is shared: the" % (before.strip(), after.strip()))
print("baseline ran before and after the cold verifies, and its mean is the figure, so both sides saw the same hours.")
print()
print("Corpus: `Benchmarks/generate-repeated-names.py`, %s type-checked blocks (one unit each) in five shapes that" % units)
print("declare the same names again and again (`ContentView`, `DetailView`, `RowView`, `Model`, `Item`, `Store`,")
print("`makeStore`, `View.card()`, the `accent` key of `EnvironmentValues`, `items`): every name at least 30 times.")
print("Cold: an empty result cache, the runtime prebuilt; the median of %s cold verifies. Typecheck: one" % count)
print("`swiftc -typecheck` per unit, serially, against the same runtime (verify.sh's baseline).")
print()
def row(label, d, seconds, cpu):
    sizes = d["statistics"].get("batchSizes", {})
    print("| %s | %s | %.2f s | %.2f s | **%.1f×** | %.1f s | %.1f s | %s | %d passed, %d failed |" % (
        label, units, seconds, loop, loop / seconds, cpu, loop_cpu,
        "; ".join("%s %s" % (k, sizes[k]) for k in sorted(sizes)) or "none", d["passed"], d["failed"]))
print("| build | units | Galley cold | typecheck loop | typecheck / cold | Galley CPU | loop CPU | batches (units each) | verdicts |")
print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
row("this one", d, cold, cold_cpu)
if before_row:
    path, b_seconds, b_cpu, b_runs = before_row.split("|")
    row("before (`BEFORE`)", json.load(open(path)), float(b_seconds), float(b_cpu))
print()
print("Every cold verify, in the order run (wall, and CPU): %s. The loop took %.2f s before them and %.2f s after." % (
    runs, float(first), float(second)))
if before_row:
    print("The build before, its cold verifies taken in turns with these: %s." % b_runs)
print()
print("Target: ≥ 15× the typecheck loop, ≤ 1.0 s for 150 units on 2 cores: %s (%.1f×, %.2f s)." % (
    "**met**" if ratio >= 15 and cold <= 1.0 else "**missed**", ratio, cold))
print()
print("Batching of the median run: %d batch compilations, %d units settled by a batch, %d handed back, %d compiler processes."
      % (s["batchCompilations"], s["batchedUnits"], s["batchFallbacks"], s["compilerInvocations"]))
reasons = s.get("soloReasons", {})
print("Units compiled alone: %s." % (", ".join("%d %s" % (n, r) for r, n in sorted(reasons.items(), key=lambda x: -x[1])) or "none"))
stages = s.get("stages", {})
print("Stages (seconds of the session): %s." % ", ".join("%s %.2f" % (k, stages[k]) for k in sorted(stages, key=lambda k: -stages[k])))
PY
# Why the figures are what they are, from measured runs (written by hand, kept beside).
if [ -f Benchmarks/analysis-verify-repeated-names.md ]; then
  { echo; cat Benchmarks/analysis-verify-repeated-names.md; } >> Benchmarks/results-verify-repeated-names.md
fi
cat Benchmarks/results-verify-repeated-names.md
