#!/usr/bin/env bash
# SHA-256 benchmark: the libcrypto-backed `GalleyCore.SHA256` against the byte-by-byte Swift
# implementation it replaced (taken from the repository's history), side by side in one run,
# both compiled with -O, each hashing the same 64 MiB in 4 KiB updates (the shape of cache keys
# and file checksums). Writes Benchmarks/results-sha256.md.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$PWD/Benchmarks/work/sha256
rm -rf "$work"; mkdir -p "$work/old" "$work/new"
git show f8b6360:Sources/GalleyCore/SHA256.swift > "$work/old/SHA256.swift"
cp Sources/GalleyCore/SHA256.swift "$work/new/SHA256.swift"
cat > "$work/main.swift" <<'SWIFT'
import Foundation
let chunk = [UInt8](repeating: 0x61, count: 4096)
var hasher = SHA256()
let start = Date()
for _ in 0..<(64 * 256) { hasher.update(chunk) }
let digest = hasher.finalize()
print(String(format: "%.4f", Date().timeIntervalSince(start)), digest)
SWIFT
swiftc -O -package-name bench "$work/old/SHA256.swift" "$work/main.swift" -o "$work/old/bench" 2>/dev/null
swiftc -O -package-name bench -I Sources/CCrypto "$work/new/SHA256.swift" "$work/main.swift" -lcrypto -o "$work/new/bench" 2>/dev/null
read -r old old_digest < <("$work/old/bench")
read -r new new_digest < <("$work/new/bench")
[ "$old_digest" = "$new_digest" ] || { echo "digests differ: $old_digest $new_digest" >&2; exit 1; }
{
  echo "## SHA-256"
  echo
  echo "64 MiB in 4 KiB updates, \`-O\`, same run; both give digest \`${new_digest:0:16}…\`."
  echo
  echo "| implementation | seconds | MiB/s |"
  echo "| --- | --- | --- |"
  printf "| hand-written Swift, byte by byte (before) | %.3f | %.0f |\n" "$old" "$(echo "64 / $old" | bc -l)"
  printf "| libcrypto \`SHA256_Update\` (now) | %.3f | %.0f |\n" "$new" "$(echo "64 / $new" | bc -l)"
  printf "\nlibcrypto is **%.0f×** faster.\n" "$(echo "$old / $new" | bc -l)"
} > Benchmarks/results-sha256.md
cat Benchmarks/results-sha256.md
