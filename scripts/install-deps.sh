#!/usr/bin/env bash
# Installs every build and test dependency of spanlift from Debian packages.
# Usage: scripts/install-deps.sh [--test] [--bench]
#   --test adds the database servers and interpreters; --bench the peer parsers bench/ compares with.
set -euo pipefail

build_pkgs=(
  cmake ninja-build ccache g++ pkg-config
  antlr4 libantlr4-runtime-dev
  libfmt-dev libcli11-dev libgtest-dev libgmock-dev libbenchmark-dev
  libkainjow-mustache-dev libfarmhash-dev libtoml11-dev libyaml-cpp-dev
  libcurl4-openssl-dev nlohmann-json3-dev libavro-dev libsnappy-dev
  zlib1g-dev libbz2-dev liblzma-dev libzstd-dev libicu-dev
  libpq-dev libmariadb-dev
)
test_pkgs=(
  clang clang-format python3 nodejs npm default-jdk-headless golang-go
  postgresql postgresql-client mariadb-server mariadb-client
  python3-jsonschema pre-commit git chromium python3-avro python3-snappy python3-crc32c
  gzip bzip2 xz-utils zstd
)

bench_pkgs=(python3-pglast nodejs npm time)

want=("${build_pkgs[@]}")
with_test=0
for arg in "$@"; do
  case "$arg" in
    --test) want+=("${test_pkgs[@]}"); with_test=1 ;;
    --bench) want+=("${bench_pkgs[@]}") ;;
    *) echo "usage: $0 [--test] [--bench]" >&2; exit 2 ;;
  esac
done

missing=()
for p in "${want[@]}"; do
  # node and npm may come from another Node.js package on the machine: a command is enough.
  case "$p" in nodejs | npm) command -v "${p/nodejs/node}" >/dev/null && continue ;; esac
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo_cmd=()
  [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# The snippets test compiles the generated TypeScript with tsc: the compiler pinned in the test
# folder's package.json.
if ((with_test)); then
  here=$(cd "$(dirname "$0")/.." && pwd)
  [[ -x "$here/tests/snippets/node/node_modules/.bin/tsc" ]] ||
    npm install --silent --no-audit --no-fund --no-save --prefix "$here/tests/snippets/node"
fi
