#!/usr/bin/env bash
# Builds Galley's libFuzzer targets and runs each one.
#
#   Scripts/fuzz.sh [SECONDS] [TARGET...]
#
# Each target in Tests/Fuzz/<target>/ is compiled with `swiftc -sanitize=fuzzer,address`,
# together with the Galley modules it needs (compiled from Sources/ with the same
# instrumentation; the C targets by clang), into .build/fuzz/. Each then runs for SECONDS
# (default 30) starting from its seed corpus. Any crash, sanitizer report, timeout or
# out-of-memory fails the script; the input that caused it is saved in
# .build/fuzz/artifacts/<target>/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-30}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(front-matter fence-attributes templates markdown snippet-extractor)

out=.build/fuzz
mkdir -p "$out/modules" "$out/lib"

flags=(-swift-version 6 -package-name galley -O -g -sanitize=fuzzer,address
  -I "$out/modules" -I Sources/CCmarkGFM -I Sources/CYaml -I Sources/CCrypto -I Sources/CArena/include
  -I Sources/CIndexStore/include -I Sources/CGalleyPlatform/include)

# Compiles Sources/<module> into an instrumented static library, unless it is up to date.
build_module() {
  local module=$1 library="$out/lib/lib$1.a"
  local sources
  mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
  if [ -f "$library" ] && [ -z "$(find "Sources/$module" -newer "$library" -name '*.swift')" ]; then return; fi
  echo "fuzz.sh: compiling $module"
  swiftc "${flags[@]}" -parse-as-library -module-name "$module" -emit-module \
    -emit-module-path "$out/modules/$module.swiftmodule" -emit-library -static -o "$library" "${sources[@]}"
}

# Compiles the C target Sources/<target> (one C file) with the same instrumentation, unless it
# is up to date.
build_c_target() {
  local target=$1 library="$out/lib/lib$1.a"
  if [ -f "$library" ] && [ -z "$(find "Sources/$target" -newer "$library" -type f)" ]; then return; fi
  echo "fuzz.sh: compiling $target"
  clang -O2 -g -fsanitize=fuzzer-no-link,address -I "Sources/$target/include" \
    -c Sources/"$target"/*.c -o "$out/lib/$target.o"
  rm -f "$library" && llvm-ar rcs "$library" "$out/lib/$target.o"
}

# The modules each target links, dependents before dependencies.
modules_of() {
  case $1 in
    front-matter) echo "GalleyYAML GalleyCore" ;;
    templates) echo "GalleyTemplates GalleyCore" ;;
    markdown) echo "GalleyMarkdown GalleyCore" ;;
    fence-attributes | snippet-extractor)
      echo "GalleySnippets GalleyHovers GalleyToolchain GalleySwiftFacts GalleyPlatform CGalleyPlatform GalleyCore" ;;
    *) echo "fuzz.sh: unknown target '$1'" >&2; return 1 ;;
  esac
}
link_flags=(-L "$out/lib" -l:libcmark-gfm-extensions.a -l:libcmark-gfm.a -lyaml -lcrypto -lCArena -lCIndexStore)

build_c_target CArena
build_c_target CIndexStore
build_c_target CGalleyPlatform
# The fuzzers rely on the arena's poisoning to see overflows inside its chunks: checked first.
Scripts/arena-poison-check.sh
for module in GalleyCore GalleyPlatform GalleySwiftFacts GalleyYAML GalleyMarkdown GalleyTemplates GalleyToolchain GalleyHovers GalleySnippets; do
  build_module "$module"
done

failed=()
for target in "${targets[@]}"; do
  modules=$(modules_of "$target")
  binary="$out/fuzz-$target"
  libraries=()
  for module in $modules; do libraries+=("-l$module"); done
  echo "fuzz.sh: linking $target"
  # The linker's output is kept in a log: gold warns about every sanitizer symbol it cannot export.
  if ! swiftc "${flags[@]}" -parse-as-library -module-name "Fuzz${target//-/}" -o "$binary" \
    Tests/Fuzz/"$target"/*.swift "${libraries[@]}" "${link_flags[@]}" >"$out/$target.link.log" 2>&1; then
    grep -v 'Cannot export local symbol' "$out/$target.link.log" >&2
    exit 1
  fi
  mkdir -p "$out/corpus/$target" "$out/artifacts/$target"
  echo "fuzz.sh: running $target for ${seconds}s"
  if ! "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
    -print_final_stats=1 -artifact_prefix="$out/artifacts/$target/" \
    "$out/corpus/$target" "Tests/Fuzz/$target/corpus" 2>"$out/$target.log"; then
    tail -n 60 "$out/$target.log" >&2
    failed+=("$target")
  else
    grep -E '^stat::number_of_executed_units' "$out/$target.log" | sed "s/^/fuzz.sh: $target: /" || true
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz.sh: failures in: ${failed[*]} (inputs in $out/artifacts/)" >&2
  exit 1
fi
echo "fuzz.sh: ${#targets[@]} target(s) ran ${seconds}s each without a failure"
