#!/usr/bin/env bash
# The README's start command: sets the machine up, then starts the site and its sandbox backend.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
pnpm dev
