#!/usr/bin/env bash
# Fails when a galley binary binds a glibc symbol version newer than the floor it checks at
# start-up (GlibcFloor.required), so its message never names a floor lower than the truth.
# Usage: Scripts/check-glibc-floor.sh [BINARY] (default .build/debug/galley).
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/debug/galley}"
source_file=Sources/GalleyPlatform/GlibcFloor.swift
floor=$(sed -n 's/.*required = (major: \([0-9]*\), minor: \([0-9]*\)).*/\1.\2/p' "$source_file")
needed=$(objdump -T "$binary" | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -V | tail -1)
if [ -z "$floor" ] || [ -z "$needed" ]; then
  echo "$source_file:1:1: error: cannot read the floor ('$floor') or $binary's newest glibc version ('$needed')" >&2
  exit 1
fi
if [ "$(printf '%s\n%s\n' "$needed" "$floor" | sort -V | tail -1)" != "$floor" ]; then
  line=$(grep -n 'required = (major:' "$source_file" | cut -d: -f1)
  echo "$source_file:$line:5: error: $binary needs glibc $needed, newer than the floor $floor it checks;" \
    "raise GlibcFloor.required to $needed" >&2
  exit 1
fi
echo "check-glibc-floor: $binary needs glibc $needed; galley checks for $floor or newer"
