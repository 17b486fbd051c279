#!/usr/bin/env bash
# From a fresh clone: install what is needed, build, and run spanlift on a bundled sample.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
SPANLIFT_TESTS=OFF scripts/build.sh build -DSPANLIFT_TESTS=OFF -DSPANLIFT_BENCH=OFF
echo "== spanlift convert samples/shop_mysql.sql (Spanner DDL on stdout, findings on stderr)"
build/src/spanlift convert samples/shop_mysql.sql
echo "== spanlift convert -o build/quickstart samples/shop_mysql.sql"
build/src/spanlift convert -o build/quickstart samples/shop_mysql.sql
echo "== spanlift export -o build/quickstart-export samples/shop_mysql_dump.sql (Avro files for Dataflow's import)"
rm -rf build/quickstart-export
build/src/spanlift export -o build/quickstart-export samples/shop_mysql_dump.sql
