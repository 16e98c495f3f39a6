#!/usr/bin/env bash
# What declaring SwiftUI's whole surface costs: GalleyUI's build time, and the type-check time
# of an ordinary snippet against it, for the runtime of BEFORE (default 6c7bf25, the last
# commit before the surface was declared category by category) and of this checkout, side by
# side: each side's own Scripts/ui-check.sh builds its runtime with plain swiftc, as galley
# does; the type-checks alternate between the two. Writes Benchmarks/results-galleyui-cost.md.
#
# Usage: Benchmarks/galleyui-cost.sh [BEFORE] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
before=${1:-6c7bf25}
runs=${2:-7}
work=$PWD/Benchmarks/work/galleyui-cost
rm -rf "$work"; mkdir -p "$work"
git worktree add -q --detach "$work/before" "$before"
trap 'git worktree remove --force "$work/before" >/dev/null 2>&1 || true' EXIT

# An ordinary snippet: an @Entry value, a view that reads it, a model, a list and a sheet.
cat > "$work/snippet.swift" <<'SWIFT'
import SwiftUI

extension EnvironmentValues {
    @Entry var accent: Color = .orange
    @Entry var compact = false
}

@Observable final class Basket {
    var items: [String] = ["Pears", "Figs"]
}

struct BasketView: View {
    @Environment(\.accent) private var accent
    @Environment(\.compact) private var compact
    @Environment(Basket.self) private var basket
    @State private var showsNote = false

    var body: some View {
        NavigationStack {
            List(basket.items, id: \.self) { item in
                Text(item).foregroundStyle(accent).padding(compact ? 4 : 12)
            }
            .navigationTitle("Basket")
            .toolbar { Button("Note") { showsNote = true } }
            .sheet(isPresented: $showsNote) { Text("Fresh today") }
        }
        .environment(\.compact, true)
    }
}
SWIFT

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
seconds() { # command... -> "wall cpu" seconds
  local start=$EPOCHREALTIME
  /usr/bin/time -f "%U %S" -o "$work/cpu" "$@" >/dev/null 2>&1
  awk -v s="$start" -v e="$EPOCHREALTIME" '{printf "%.3f %.3f\n", e - s, $1 + $2}' "$work/cpu"
}

# Builds: BUILDS of each side (default 3), in turns (the old side first), each into an empty
# folder; the medians are compared, as the machine's speed moves between minutes.
# Now: the build every site with the runtime pays (MODULES=core); the mirrors (StoreKit,
# SwiftData, Core Location, MapKit) are built, once per cache, only for a site that imports
# them: the third build, with every mirror, says what a site that imports them all pays.
# Each compiler run is timed by module through a `swiftc` first on PATH, so that GalleyUI
# itself (GalleyUICore, GalleyUI and the plugin, the modules both sides have) is compared apart
# from the modules the runtime gained beside it (GalleyCombine, GalleyUniformTypeIdentifiers).
real_swiftc=$(command -v swiftc)
mkdir -p "$work/bin"
cat >"$work/bin/swiftc" <<SHIM
#!/usr/bin/env bash
module=other; previous=""
for word in "\$@"; do [ "\$previous" = -module-name ] && module=\$word; previous=\$word; done
exec /usr/bin/time -f "\$module %U %S" -a -o "\$SWIFTC_TIMES" "$real_swiftc" "\$@"
SHIM
chmod +x "$work/bin/swiftc"
# CPU seconds of the GalleyUI modules in the times file $1.
galleyui() { awk '$1 == "GalleyUICore" || $1 == "GalleyUI" || $1 == "EntryMacros" {s += $2 + $3} END {printf "%.3f\n", s}' "$1"; }
builds=${BUILDS:-3}
: >"$work/build-before"; : >"$work/build-now"; : >"$work/build-all"; : >"$work/ui-before"; : >"$work/ui-now"
for i in $(seq "$builds"); do
  rm -rf "$work/out-before" "$work/out-now" "$work/out-all"
  (cd "$work/before" && PATH="$work/bin:$PATH" SWIFTC_TIMES="$work/times-before-$i" OUT="$work/out-before" \
    seconds Scripts/ui-check.sh --build) >>"$work/build-before"
  PATH="$work/bin:$PATH" SWIFTC_TIMES="$work/times-now-$i" MODULES=core OUT="$work/out-now" \
    seconds Scripts/ui-check.sh --build >>"$work/build-now"
  OUT="$work/out-all" seconds Scripts/ui-check.sh --build >>"$work/build-all"
  galleyui "$work/times-before-$i" >>"$work/ui-before"
  galleyui "$work/times-now-$i" >>"$work/ui-now"
done
pair() { echo "$(cut -d' ' -f1 "$1" | median) $(cut -d' ' -f2 "$1" | median)"; }
build_before=$(pair "$work/build-before")
build_now=$(pair "$work/build-now")
build_all=$(pair "$work/build-all")
ui_before=$(median <"$work/ui-before")
ui_now=$(median <"$work/ui-now")
files() { find "$1/Sources/GalleyUICore" "$1/Sources/GalleyUI" "$1/Sources/GalleyCombine" "$1/Sources/GalleyUniformTypeIdentifiers" -name '*.swift' 2>/dev/null | wc -l; }

: >"$work/check-before"; : >"$work/check-now"
for _ in $(seq "$runs"); do
  (cd "$work/before" && OUT="$work/out-before" seconds Scripts/ui-check.sh -6 "$work/snippet.swift") >>"$work/check-before"
  MODULES=core OUT="$work/out-now" seconds Scripts/ui-check.sh -6 "$work/snippet.swift" >>"$work/check-now"
done
check_before=$(cut -d' ' -f1 "$work/check-before" | median)
check_now=$(cut -d' ' -f1 "$work/check-now" | median)
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2fx", b / a}'; }

{
  echo "## GalleyUI's cost: before the whole surface and now"
  echo
  echo "Measured $(date -u +%Y-%m-%d) on $(nproc) cores; $(swiftc --version 2>&1 | head -1)."
  echo "Load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)."
  echo "Before: $before ($(files "$work/before") runtime source files); now: $(git rev-parse --short HEAD) ($(files .) files)."
  echo
  echo "| | before | now | now / before |"
  echo "| --- | ---: | ---: | ---: |"
  echo "| GalleyUI's build (GalleyUICore, GalleyUI, the plugin; median of $builds, in turns), CPU s | $ui_before | $ui_now | $(ratio "$ui_before" "$ui_now") |"
  echo "| runtime build (median of $builds, in turns), wall s | ${build_before% *} | ${build_now% *} | $(ratio "${build_before% *}" "${build_now% *}") |"
  echo "| runtime build (median of $builds), CPU s | ${build_before#* } | ${build_now#* } | $(ratio "${build_before#* }" "${build_now#* }") |"
  echo "| runtime build with every mirror (StoreKit, SwiftData, Core Location, MapKit: a site that imports them all), wall s | ${build_before% *} | ${build_all% *} | $(ratio "${build_before% *}" "${build_all% *}") |"
  echo "| the same, CPU s | ${build_before#* } | ${build_all#* } | $(ratio "${build_before#* }" "${build_all#* }") |"
  echo "| snippet type-check, wall s (median of $runs, alternated) | $check_before | $check_now | $(ratio "$check_before" "$check_now") |"
} > Benchmarks/results-galleyui-cost.md
cat Benchmarks/results-galleyui-cost.md
