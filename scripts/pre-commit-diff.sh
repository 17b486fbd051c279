#!/usr/bin/env bash
# The spanlift-diff pre-commit hook (.pre-commit-hooks.yaml): for each file, `spanlift diff` from
# its committed version (git:HEAD:PATH) to the working copy; findings go to stderr, the migration
# is not printed. A file new to git has nothing to diff: `spanlift lint` reviews it instead.
# SPANLIFT_DIFF_ARGS adds flags (e.g. "--fail-on warning --allow-drop").
set -uo pipefail
status=0
for f in "$@"; do
  if git cat-file -e "HEAD:$f" 2>/dev/null; then
    # shellcheck disable=SC2086
    spanlift diff ${SPANLIFT_DIFF_ARGS:-} "git:HEAD:$f" "$f" >/dev/null || status=1
  else
    spanlift lint "$f" >&2 || status=1
  fi
done
exit $status
