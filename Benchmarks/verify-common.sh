# Shared by verify.sh and verify-book.sh (sourced, not run): Galley's cold and warm verifies,
# the naive baselines, and one table row per corpus (`measure`). The caller sets `work` (a
# scratch folder), `galley`, `runtime` (the prebuilt runtime folder), `cold_runs` and `unbatched`
# (1 to time a --no-batch verify too), and works from the repository's root.

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
    if swiftc -swift-version 6 -module-alias SwiftUI=GalleyUI -module-alias SwiftUICore=GalleyUICore -module-alias Combine=GalleyCombine -module-alias UniformTypeIdentifiers=GalleyUniformTypeIdentifiers -I "$runtime" -L "$runtime" -lGalleyUI -lGalleyCombine -lGalleyUniformTypeIdentifiers -lGalleyUICore \
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
    swiftc -typecheck -swift-version 6 -module-alias SwiftUI=GalleyUI -module-alias SwiftUICore=GalleyUICore -module-alias Combine=GalleyCombine -module-alias UniformTypeIdentifiers=GalleyUniformTypeIdentifiers -I "$runtime" \
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

