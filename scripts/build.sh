#!/usr/bin/env bash
# Configures and builds spanlift with CMake + Ninja (ccache when present). Release (-O3) by default:
# measured faster than RelWithDebInfo (-O2 -g) on the streaming paths and a sixteenth of its size
# on disk (docs/performance.md); BUILD_TYPE=RelWithDebInfo or Debug for a debugger.
# Usage: scripts/build.sh [BUILD_DIR] [extra cmake args...]
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${1:-build}
shift || true
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=${BUILD_TYPE:-Release} "$@" >/dev/null
ninja -C "$build_dir" -j"${JOBS:-$(nproc)}"
