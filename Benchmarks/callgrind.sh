#!/usr/bin/env bash
# Instruction profile of a full build (every page rendered; proofs and highlighting cached, as in
# build.sh) under valgrind's callgrind. Instruction counts repeat to a fraction of a percent on a
# loaded machine, where timings do not, so before/after comparisons of the build's cost use them.
# Prints the total and the costliest functions; writes no results file.
#
# Valgrind 3.19 (Debian 12) crashes on Swift programs whose main thread parks in libdispatch:
# libdispatch hands sigsuspend a signal mask in read-only memory and valgrind writes to it. A
# preloaded sigsuspend that passes a copy of the mask avoids it; it changes nothing else.
# Note that valgrind hides SHA extensions from libcrypto, so SHA-256 shows up much costlier here
# than it is on the machine.
#
# Usage: Benchmarks/callgrind.sh [ARTICLES_PER_LOCALE]   (needs the Debian package valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
articles=${1:-200}
work=$PWD/Benchmarks/work/callgrind
command -v valgrind >/dev/null || { echo "valgrind is not installed (Debian package valgrind)" >&2; exit 1; }
make -s build >/dev/null
python3 Benchmarks/generate-corpus.py "$work/corpus" --articles "$articles" >/dev/null
cat > "$work/sigsuspend-copy.c" <<'C'
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>
int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, 8);
}
C
cc -O2 -shared -fPIC -o "$work/sigsuspend-copy.so" "$work/sigsuspend-copy.c"
galley="$PWD/.build/release/galley"
cd "$work/corpus/galley"
"$galley" build --no-verify >/dev/null 2>&1  # fills the highlight cache, as a previous build would
rm -rf .galley-cache/build-state
LD_PRELOAD="$work/sigsuspend-copy.so" valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" \
  "$galley" build --no-verify 2>"$work/valgrind.log" >/dev/null
grep -m1 "Collected" "$work/valgrind.log" | sed 's/.*Collected : /instructions: /'
callgrind_annotate --inclusive=yes "$work/callgrind.out" 2>/dev/null | sed -n '/file:function/,$p' | sed -n 2,60p
