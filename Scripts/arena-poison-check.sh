#!/usr/bin/env bash
# Checks that the C arena (Sources/CArena) poisons what no live block owns when it is built with
# AddressSanitizer, as the fuzzers build it: a clean case must pass, and each overflow,
# header access, use after reset, free, shrink or move must be stopped with a
# use-after-poison report. Fails on the first case that behaves otherwise.
#
# ARENA_SOURCE names another arena source to check instead (an arena without poisoning, such as
# the one before it was added, fails at the first overflow: the check can fail).
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/arena-poison
mkdir -p "$out"
arena=${ARENA_SOURCE:-Sources/CArena/galley_arena.c}
# The linker's output is kept in a log: gold warns about every sanitizer symbol it cannot export.
if ! clang -O1 -g -fsanitize=address -I Sources/CArena/include \
  "$arena" Tests/ArenaPoison/arena_poison_check.c -o "$out/arena_poison_check" >"$out/link.log" 2>&1; then
  grep -v 'Cannot export local symbol' "$out/link.log" >&2
  exit 1
fi

"$out/arena_poison_check" in-bounds || { echo "arena-poison-check: in-bounds use was reported" >&2; exit 1; }
for case in past-end next-header before-start past-cursor after-reset after-free after-shrink after-move; do
  if ASAN_OPTIONS=halt_on_error=1 "$out/arena_poison_check" "$case" 2>"$out/$case.log"; then
    echo "arena-poison-check: '$case' was not stopped" >&2
    exit 1
  fi
  if ! grep -q "AddressSanitizer: use-after-poison" "$out/$case.log"; then
    echo "arena-poison-check: '$case' failed without a use-after-poison report:" >&2
    cat "$out/$case.log" >&2
    exit 1
  fi
done
echo "arena-poison-check: 1 clean case passed, 8 poisoned accesses stopped"
