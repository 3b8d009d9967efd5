#!/usr/bin/env bash
# The README's test command: sets the machine up, then runs every check and test of the repo.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
pnpm test
