#!/usr/bin/env bash
# Where the test suite's CPU goes: runs the built suite (`swift test --skip-build`, with the
# runtime cache `make test` uses) under the kernel's process accounting, then prints the wall
# and CPU time of the run and the CPU seconds of each command, the largest first.
#
# Needs root and the `acct` package (`accton`, `sa`). Extra arguments go to `swift test`
# (e.g. `--filter PackageSiteTests`).
#
# A process is accounted under the name of its last thread to exit: galley processes and the
# test process itself mostly appear as their dispatch threads (`oot.default-qos`,
# `-qos.overcommit`), Chromium's as its own threads (`ThreadPoolForeg`, `CrShutdownDetec`, …).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v accton >/dev/null || ! command -v sa >/dev/null; then
  echo "error: process accounting is not installed; run 'apt-get install acct' and try again" >&2
  exit 1
fi
if [ "$(id -u)" != 0 ]; then
  echo "error: process accounting needs root; run this script as root" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'accton off >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
touch "$work/pacct"
accton "$work/pacct" >/dev/null
export GALLEY_RUNTIME_CACHE="$PWD/.build/galley-test-runtime"
status=0
/usr/bin/time -f "%e %U %S" -o "$work/time" swift test --skip-build "$@" > "$work/log" 2>&1 || status=$?
# The whole log is kept for a failure's details.
mkdir -p Benchmarks/work
cp "$work/log" Benchmarks/work/test-suite.log
grep -E "^✘" "$work/log" | awk 'NR <= 20' || true
accton off >/dev/null
# A failed run makes `time` write "Command exited with non-zero status" before its figures.
read -r wall user system < <(tail -n 1 "$work/time")
grep -E "Test run with" "$work/log" || true
echo "wall ${wall} s; CPU ${user} s user + ${system} s system (test status ${status})"
echo
echo "| command | processes | CPU seconds |"
echo "| --- | ---: | ---: |"
# `sa -a -j`: every command, with CPU seconds per call; columns are count, real, CPU, I/O,
# memory, name. The total of a command is its count times its CPU per call.
{ sa -a -j "$work/pacct" || true; } | awk 'NF >= 6 { gsub(/cp$/, "", $3); print $6 "\t" $1 "\t" $1 * $3 }' |
  sort -t "$(printf '\t')" -k3 -rn | awk -F '\t' 'NR <= 20 { printf "| %s | %s | %.1f |\n", $1, $2, $3 }'
exit "$status"
