#!/usr/bin/env bash
# Installs what Reclaim needs and is missing (Debian 12, as root), then
# configures and builds it with Ninja. Idempotent: a second run installs
# nothing and only rebuilds what changed.
set -euo pipefail

BUILD_DIR=${BUILD_DIR:-build}
PACKAGES=(libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
          ninja-build libgtest-dev cmake g++ make python3)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi

# Headless Chromium for the browser test of reclaim-run's lifetime report
# (test/reclaim-run/report-browser.mlir, UNSUPPORTED without it).
if ! command -v chromium >/dev/null 2>&1; then
  echo "setup: installing chromium"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
fi

if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -G Ninja -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir
fi
ninja -C "$BUILD_DIR"
