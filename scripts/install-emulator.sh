#!/usr/bin/env bash
# Makes a Cloud Spanner emulator available to `spanlift diff --verify` / `spanlift verify` (the
# GitHub Action's verify step, action.yml). Nothing to do when one is there already: an emulator at
# SPANNER_EMULATOR_HOST, or the installed package (google-cloud-cli-spanner-emulator, which
# spanlift starts itself for each run). Otherwise installs that package from Google's Debian
# repository (https://cloud.google.com/sdk/docs/install#deb), as root or through sudo.
#   scripts/install-emulator.sh [--check]   (--check: only say whether one is available; exit 1 if not)
set -euo pipefail

emulator_dir=/usr/lib/google-cloud-sdk/bin/cloud_spanner_emulator

available() {
  if [[ -n ${SPANNER_EMULATOR_HOST:-} ]]; then
    echo "spanlift: the Spanner emulator at SPANNER_EMULATOR_HOST=$SPANNER_EMULATOR_HOST"
    return 0
  fi
  if [[ -x $emulator_dir/gateway_main && -x $emulator_dir/emulator_main ]]; then
    echo "spanlift: the installed Spanner emulator ($emulator_dir), started for each run"
    return 0
  fi
  return 1
}

if available; then
  exit 0
fi
if [[ ${1:-} == --check ]]; then
  echo "spanlift: no Spanner emulator (neither SPANNER_EMULATOR_HOST nor $emulator_dir)" >&2
  exit 1
fi

sudo=()
[[ $(id -u) == 0 ]] || sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q
"${sudo[@]}" apt-get install -y -q --no-install-recommends ca-certificates curl gnupg
curl -fsSL https://packages.cloud.google.com/apt/doc/apt-key.gpg |
  "${sudo[@]}" gpg --dearmor --yes -o /usr/share/keyrings/cloud.google.gpg
echo "deb [signed-by=/usr/share/keyrings/cloud.google.gpg] https://packages.cloud.google.com/apt cloud-sdk main" |
  "${sudo[@]}" tee /etc/apt/sources.list.d/google-cloud-sdk.list >/dev/null
"${sudo[@]}" apt-get update -q
"${sudo[@]}" apt-get install -y -q --no-install-recommends google-cloud-cli-spanner-emulator
available
