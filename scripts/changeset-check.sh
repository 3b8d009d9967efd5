#!/usr/bin/env bash
# For CI on a branch: fails when packages changed since the base branch and no changeset was added.
# Base: $CHANGESET_BASE, else origin/main (a CI clone), else main (a local branch).
set -euo pipefail
base="${CHANGESET_BASE:-}"
if [ -z "$base" ]; then
  if git rev-parse --verify --quiet origin/main >/dev/null; then base=origin/main; else base=main; fi
fi
echo "changeset:check: comparing with $base"
exec changeset status --since="$base"
