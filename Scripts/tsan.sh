#!/usr/bin/env bash
# Runs the snippet verifier's tests under ThreadSanitizer, in a build folder of its own so the
# instrumented objects never mix with the normal debug build. Fails on any report.
set -euo pipefail
cd "$(dirname "$0")/.."
log=.build/tsan.log
mkdir -p .build
export TSAN_OPTIONS="halt_on_error=0 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
status=0
swift test --scratch-path .build/tsan -Xswiftc -sanitize=thread --sanitize=thread \
  --filter GalleySnippetsTests 2>&1 | tee "$log" || status=$?
reports=$(grep -c '^WARNING: ThreadSanitizer' "$log" || true)
echo "tsan.sh: $reports ThreadSanitizer report(s); swift test exited $status"
[ "$status" -eq 0 ] && [ "$reports" -eq 0 ]
