#!/usr/bin/env bash
# From a fresh clone: install everything the tests need, build, and run the whole test suite:
# unit and golden tests, the public corpus against server ground truth, real pg_dump/mysqldump
# output from throwaway servers, the Cloud Spanner emulator checks (label emulator; the slow files
# labelled emulator-large are left to a long run, docs/verify.md).
# --sanitize: then the unit and corpus tests again under ASan + UBSan (a second full build, Debug;
# without the 200 MB memory checks labelled *-large: the sanitizers' shadow memory is not the
# program's). It doubles the run's time, so CI's budget (45 minutes from an empty compiler cache)
# leaves it to developers before a release and to changes of parsers or scanners.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitize=0
for arg in "$@"; do
  case "$arg" in
    --sanitize) sanitize=1 ;;
    *) echo "usage: scripts/test.sh [--sanitize]" >&2; exit 2 ;;
  esac
done
phase() { echo "== $1 (at ${SECONDS} s)"; }
scripts/install-deps.sh --test

phase build
scripts/build.sh build -DSPANLIFT_TESTS=ON  # ON again if quickstart configured it OFF
phase tests
# The emulator is not in Debian's registry: it comes with the machine or a user installs it
# (docs/verify.md). Without it the emulator tests skip; say so where nobody can miss it.
if ! python3 tests/emulator/emulator.py --installed; then
  echo "!! Cloud Spanner emulator not installed: every test labelled 'emulator' is SKIPPED (docs/verify.md)"
fi
ctest --test-dir build --output-on-failure -j"$(nproc)" -LE emulator-large

if [[ $sanitize == 1 ]]; then
  phase "build with AddressSanitizer + UndefinedBehaviorSanitizer"
  BUILD_TYPE=Debug scripts/build.sh build-asan -DSPANLIFT_SANITIZE=ON -DSPANLIFT_BENCH=OFF
  phase "tests under sanitizers"
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --test-dir build-asan --output-on-failure -j"$(nproc)" -LE 'integration|emulator|large|browser'
fi
phase done
