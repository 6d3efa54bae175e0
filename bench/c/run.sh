#!/usr/bin/env bash
# Builds and runs the C yardstick: bench/c/run.sh [n] [repeats]
set -euo pipefail
out="$(mktemp -d)/warnsdorff"
gcc -O2 -o "$out" "$(dirname "$0")/warnsdorff.c"
"$out" "${1:-1000}" "${2:-11}"
