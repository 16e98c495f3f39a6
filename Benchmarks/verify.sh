#!/usr/bin/env bash
# Verification benchmark: Galley's cold verify (batched and --no-batch), warm verify, and the
# naive baselines, side by side in one run, on the site's own content and on a synthetic corpus
# of 150 snippets. Writes Benchmarks/results-verify.md with the ratios, the load average, and
# the profile each cold run reports with --format json (batches, fallbacks, compiler
# invocations, seconds per stage, why units were compiled alone).
#
# Baselines (one process per unit, serially, the same flags and prebuilt runtime as Galley):
#   typecheck  swiftc -typecheck per unit: the floor a naive tool pays just to type-check
#   naive      swiftc compile+link per unit, and run for `run` units: what a naive tool does
#
# Usage: Benchmarks/verify.sh [SYNTHETIC_SNIPPETS]    (UNBATCHED=0 leaves out the --no-batch column;
#        COLD_RUNS=N sets how many cold verifies of the site give the median, default 3, the synthetic corpus N + 2)
set -euo pipefail
cd "$(dirname "$0")/.."
snippets=${1:-150}
unbatched=${UNBATCHED:-1}
cold_runs=${COLD_RUNS:-3}  # the synthetic corpus, quicker, gets two more
work=$PWD/Benchmarks/work/verify
rm -rf "$work"; mkdir -p "$work"
make -s build >/dev/null
galley=$PWD/.build/release/galley
load_before=$(cut -d' ' -f1-3 /proc/loadavg)

# The runtime (GalleyUI and the @Entry plugin) is built once, outside every timing: all
# contenders use the same prebuilt runtime.
"$galley" verify --cache-dir "$work/runtime-cache" Content/en/for-authors/how-this-site-works.md >/dev/null 2>&1 || true
runtime=$(ls -d "$work"/runtime-cache/runtime-* | head -1)

# Wall-clock seconds of a command; its CPU seconds (user + system, children included) go to
# $work/cpu, since on a shared machine CPU time says more than the wall clock about the work done.
seconds() {
  local start end; start=$(date +%s.%N)
  ( "$@" >/dev/null 2>&1 || true; times ) > "$work/times" 2>/dev/null
  end=$(date +%s.%N)
  tail -1 "$work/times" | tr 'ms' '  ' | awk '{ print $1 * 60 + $2 + $3 * 60 + $4 }' > "$work/cpu"
  echo "$end - $start" | bc -l
}

# A unit is a file, or a folder of files (a tutorial's step: the project at that step). A folder
# without main.swift is a library, linked as one; the seconds folder units take go to $work/steps.
sources() { if [ -d "$1" ]; then ls "$1"/*.swift; else echo "$1"; fi; }

naive() { # manifest -> compiles and links every unit with one swiftc process each, runs `run` units
  local manifest=$1 dir start steps=0 kind; dir=$(dirname "$manifest")
  while read -r file mode; do
    start=$(date +%s.%N)
    kind=(-o "$dir/a.out")
    [ -d "$file" ] && [ ! -f "$file/main.swift" ] && kind=(-parse-as-library -emit-library -o "$dir/lib.so")
    # shellcheck disable=SC2046
    if swiftc -swift-version 6 -module-alias SwiftUI=GalleyUI -module-alias SwiftUICore=GalleyUICore -module-alias Combine=GalleyCombine -I "$runtime" -L "$runtime" -lGalleyUI -lGalleyCombine -lGalleyUICore \
      -Xlinker -rpath -Xlinker "$runtime" -load-plugin-library "$runtime/libEntryMacros.so" \
      $(sources "$file") "${kind[@]}" >/dev/null 2>&1; then
      [ "$mode" = run ] && { timeout 10 "$dir/a.out" >/dev/null 2>&1 || true; }
    fi
    [ -d "$file" ] && steps=$(echo "$steps + $(date +%s.%N) - $start" | bc -l)
  done < "$manifest"
  echo "$steps" > "$work/steps"
}

typecheck() { # manifest -> one swiftc -typecheck per unit, serially
  local manifest=$1 start steps=0
  while read -r file mode; do
    start=$(date +%s.%N)
    # shellcheck disable=SC2046
    swiftc -typecheck -swift-version 6 -module-alias SwiftUI=GalleyUI -module-alias SwiftUICore=GalleyUICore -module-alias Combine=GalleyCombine -I "$runtime" \
      -load-plugin-library "$runtime/libEntryMacros.so" $(sources "$file") >/dev/null 2>&1 || true
    [ -d "$file" ] && steps=$(echo "$steps + $(date +%s.%N) - $start" | bc -l)
  done < "$manifest"
  echo "$steps" > "$work/steps"
}

cold() { # label content batch-flag -> verifies with an empty result cache, writes $work/label.json
  local label=$1 content=$2 cache="$work/$1-cache"; shift 2
  rm -rf "$cache"; mkdir -p "$cache"; cp -r "$runtime" "$cache/"
  "$galley" verify --content "$content" --cache-dir "$cache" --format json "$@" > "$work/$label.json" 2>/dev/null || true
}

warm() { # content cache -> mean seconds of 10 warm runs (hyperfine when installed)
  if command -v hyperfine >/dev/null; then
    hyperfine -N --warmup 2 --runs 10 --export-json "$work/warm.json" \
      "$galley verify --content $1 --cache-dir $2" >/dev/null 2>&1
    python3 -c "import json; print(json.load(open('$work/warm.json'))['results'][0]['mean'])"
  else
    seconds "$galley" verify --content "$1" --cache-dir "$2"
  fi
}

stats() { # json -> "batches / batched units / fallbacks / invocations"
  python3 - "$1" <<'PY'
import json, sys
d = json.load(open(sys.argv[1])); s = d["statistics"]
print("%d / %d / %d / %d | %d passed, %d failed, %d skipped" % (s["batchCompilations"], s["batchedUnits"],
      s["batchFallbacks"], s["compilerInvocations"], d["passed"], d["failed"], d["skipped"]))
PY
}

profile() { # label json -> markdown lines: stages, batch sizes, units alone by reason
  python3 - "$1" "$2" <<'PY'
import json, sys
label, d = sys.argv[1], json.load(open(sys.argv[2])); s = d["statistics"]
stages = s.get("stages", {})
wall = [k for k in stages if "summed" not in k]
print("- **%s** (%d units, %.2f s in the session): " % (label, s["units"], s["seconds"]) +
      ", ".join("%s %.2f s" % (k, stages[k]) for k in sorted(wall, key=lambda k: -stages[k])) + ".")
summed = [k for k in stages if "summed" in k]
if summed:
    print("  Work summed over both cores: " +
          ", ".join("%s %.2f s" % (k.replace(", summed", ""), stages[k]) for k in sorted(summed, key=lambda k: -stages[k])) + ".")
sizes = s.get("batchSizes", {})
print("  Batches (units each): " + "; ".join("%s %s" % (k, sizes[k]) for k in sorted(sizes)) + "." if sizes else "  No batches.")
reasons = s.get("soloReasons", {})
print("  Units compiled alone: " + (", ".join("%d %s" % (n, r) for r, n in sorted(reasons.items(), key=lambda x: -x[1])) or "none") + ".")
print("  Compiler processes %d; merged runs %d (%d of them forked by a fork server), separate runs %d." % (s["compilerInvocations"], s["mergedRuns"], s.get("forkedRuns", 0), s["separateRuns"]))
PY
}

measure() { # label content-dir markdown-files... -> one table row
  local label=$1 content=$2; shift 2
  local units cold_s unbatched_s warm_s base check cold_cpu base_cpu check_cpu
  units=$(python3 Benchmarks/extract-units.py "$work/$label-units" "$@")
  unbatched_s=0
  [ "$unbatched" = 1 ] && unbatched_s=$(seconds cold "$label-unbatched" "$content" --no-batch)
  # One cold verify lasts one to fifteen seconds, so a moment's contention for the two cores moves
  # it more than its margins; the figure is the median of several, alternating with nothing.
  local runs=$cold_runs i all=() median
  [ "$label" = synthetic ] && runs=$((cold_runs + 2))
  for i in $(seq 1 "$runs"); do
    all+=("$(seconds cold "$label" "$content") $(cat "$work/cpu") $i")
    cp "$work/$label.json" "$work/$label-$i.json"
  done
  median=$(printf "%s\n" "${all[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  read -r cold_s cold_cpu i <<< "$median"
  cp "$work/$label-$i.json" "$work/$label.json"
  printf "%s\n" "${all[@]}" | awk '{ printf "%s%.2f s (%.1f s CPU)", (NR > 1 ? ", " : ""), $1, $2 }' > "$work/$label.runs"
  warm_s=$(warm "$content" "$work/$label-cache")
  base=$(seconds naive "$work/$label-units/manifest"); base_cpu=$(cat "$work/cpu")
  local base_steps check_steps; base_steps=$(cat "$work/steps")
  check=$(seconds typecheck "$work/$label-units/manifest"); check_cpu=$(cat "$work/cpu")
  check_steps=$(cat "$work/steps")
  printf "%.2f %.2f %d\n" "$base_steps" "$check_steps" "$(grep -vc '\.swift ' "$work/$label-units/manifest" || true)" > "$work/$label.steps"
  local unbatched_text="not measured"
  [ "$unbatched" = 1 ] && unbatched_text=$(printf "%.2f s" "$unbatched_s")
  printf "| %s | %s | %.2f s | %s | %.3f s | %.2f s | %.2f s | **%.1f×** | **%.1f×** | %s |\n" "$label" "$units" \
    "$cold_s" "$unbatched_text" "$warm_s" "$base" "$check" "$(echo "$base / $cold_s" | bc -l)" \
    "$(echo "$check / $cold_s" | bc -l)" "$(stats "$work/$label.json")"
  echo "$cold_s $warm_s $base $check" > "$work/$label.figures"
  printf "| %s | %.1f s | %.1f s | %.1f s | %.1f× | %.1f× |\n" "$label" "$cold_cpu" "$base_cpu" "$check_cpu" \
    "$(echo "$base_cpu / $cold_cpu" | bc -l)" "$(echo "$check_cpu / $cold_cpu" | bc -l)" > "$work/$label.cpu"
}

python3 Benchmarks/generate-snippets.py "$work/synthetic" --snippets "$snippets"
site_row=$(measure "site" "$PWD/Content" Content/*/*.md Content/*/*/*.md)
synthetic_row=$(measure "synthetic" "$work/synthetic/Content" "$work"/synthetic/Content/en/*.md)
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

verdicts() { # label cold-figures -> target lines
  python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
site = [float(x) for x in open(work + "/site.figures").read().split()]
syn = [float(x) for x in open(work + "/synthetic.figures").read().split()]
def line(name, ok, text): print("- %s: %s — %s" % (name, "**met**" if ok else "**missed**", text))
# A shortfall is a factor: how many times faster Galley would have to be to meet the target.
r = syn[3] / syn[0]
short = []
if r < 15: short.append("%.2f× short of 15×, which would need %.2f s" % (15 / r, syn[3] / 15))
if syn[0] > 1.0: short.append("%.2f× over the 1.0 s" % syn[0])
line("Synthetic corpus cold ≥ 15× serial `swiftc -typecheck` (≤ 1.0 s)", r >= 15 and syn[0] <= 1.0,
     "%.1f× in %.2f s%s" % (r, syn[0], " (" + "; ".join(short) + ")" if short else ""))
r = site[2] / site[0]
line("Site cold ≥ 8× naive compile-and-run", r >= 8,
     "%.1f× in %.2f s%s" % (r, site[0], "" if r >= 8 else " (%.2f× short; 8× would need %.2f s)" % (8 / r, site[2] / 8)))
line("Warm verify of the whole site < 0.1 s", site[1] < 0.1, "%.3f s" % site[1])
PY
}

{
  echo "## Snippet verification"
  echo
  echo "Measured $(date -u +%Y-%m-%d) on $(nproc) cores, $(uname -sm); $(swiftc --version 2>&1 | head -1)."
  echo "Load average (1, 5, 15 min) before: $load_before; after: $load_after. The machine is shared: a"
  echo "busy machine slows every column, the baselines as much as Galley."
  echo
  echo "Cold: empty result cache, the runtime prebuilt (as for the baselines; its folder also keeps the driver's"
  echo "frontend commands for it, asked when it was first used); the median of $cold_runs cold verifies of the site"
  echo "and $((cold_runs + 2)) of the synthetic corpus, each listed below the tables, with its profile. Cold --no-batch: every unit in"
  echo "a compiler process of its own. Warm: the same command again, nothing changed (mean of 10 runs)."
  echo "Naive: one \`swiftc\` compile+link per unit, serially, and a run of each \`run\` unit."
  echo "Typecheck: one \`swiftc -typecheck\` per unit, serially, nothing linked or run."
  read -r steps_naive steps_check steps_count < "$work/site.steps"
  echo "Units: as the baselines count them (a block, a group, or a tutorial's step: the project at that step, its"
  echo "files compiled together, \`main.swift\` run), the same units Galley verifies. The site's $steps_count tutorial steps"
  echo "took $steps_naive s of its naive loop and $steps_check s of its typecheck loop (the baselines left the tutorials"
  echo "out before 2026-12-02, while Galley verified them)."
  echo "Batching: batch compilations / units a batch settled / units a failing batch handed back / compiler processes."
  echo
  echo "| corpus | units | Galley cold | cold, --no-batch | Galley warm | naive | typecheck | naive / cold | typecheck / cold | batching; verdicts |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
  echo "$site_row"
  echo "$synthetic_row"
  echo
  echo "CPU seconds (user + system, compilers and runs included) of the same runs, which a busy machine"
  echo "changes far less than the wall clock:"
  echo
  echo "| corpus | Galley cold | naive | typecheck | naive / cold | typecheck / cold |"
  echo "| --- | --- | --- | --- | --- | --- |"
  cat "$work/site.cpu" "$work/synthetic.cpu"
  echo
  echo "Every cold verify, in the order run (wall, and CPU): site $(cat "$work/site.runs"); synthetic $(cat "$work/synthetic.runs")."
  echo
  echo "### Targets"
  echo
  verdicts
  echo
  echo "### Profile of the cold runs (\`--format json\` statistics)"
  echo
  echo "The profile is the median cold run's. Stages are wall-clock spans of the session, and they overlap: compilations (from the first to the"
  echo "last; run batches and run units alone take a free core before checks), the"
  echo "link of the merged runner and the runs (both while checks may still compile on the other core);"
  echo "the runtime is prebuilt here."
  echo "Work summed over both cores splits the compilations by kind: check batches, run batches, and units"
  echo "alone by the reason they could not share a batch."
  echo
  profile "site" "$work/site.json"
  profile "synthetic" "$work/synthetic.json"
  # Why targets are missed, from the profile of a measured run (written by hand, kept beside).
  [ -f Benchmarks/analysis-verify.md ] && { echo; cat Benchmarks/analysis-verify.md; }
} > Benchmarks/results-verify.md
cat Benchmarks/results-verify.md
