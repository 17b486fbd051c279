#!/usr/bin/env bash
# From a fresh clone: install everything the tests need, build, and run the whole test suite:
# unit and golden tests, the public corpus against server ground truth, real pg_dump/mysqldump
# output from throwaway servers, the Cloud Spanner emulator checks (label emulator; the slow files
# labelled emulator-large are left to a long run, docs/verify.md), then the unit and corpus tests
# again under ASan + UBSan (without the 200 MB memory checks labelled *-large: the sanitizers'
# shadow memory is not the program's).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --test

echo "== build"
scripts/build.sh build -DSPANLIFT_TESTS=ON  # ON again if quickstart configured it OFF
echo "== tests"
# The emulator is not in Debian's registry: it comes with the machine or a user installs it
# (docs/verify.md). Without it the emulator tests skip; say so where nobody can miss it.
if ! python3 tests/emulator/emulator.py --installed; then
  echo "!! Cloud Spanner emulator not installed: every test labelled 'emulator' is SKIPPED (docs/verify.md)"
fi
ctest --test-dir build --output-on-failure -j"$(nproc)" -LE emulator-large

if [[ "${SPANLIFT_SKIP_SANITIZE:-0}" != 1 ]]; then
  echo "== build with AddressSanitizer + UndefinedBehaviorSanitizer"
  BUILD_TYPE=Debug scripts/build.sh build-asan -DSPANLIFT_SANITIZE=ON -DSPANLIFT_BENCH=OFF
  echo "== tests under sanitizers"
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --test-dir build-asan --output-on-failure -j"$(nproc)" -LE 'integration|emulator|large|browser'
fi
