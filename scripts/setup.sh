#!/usr/bin/env bash
# Installs what Reclaim needs and is missing (Debian 12, as root), then
# configures and builds it with Ninja. Idempotent: a second run installs
# nothing and only rebuilds what changed.
#
# Environment:
#   BUILD_DIR   build directory (default: build)
#   JOBS        parallel build jobs (default: Ninja's, which is the number of
#               cores + 2); e.g. `JOBS=1 make build` on a shared machine
#   CMAKE_ARGS  extra arguments of the first configuration, e.g.
#               '-DRECLAIM_LINK_MLIR_DYLIB=OFF' (static MLIR libraries)
set -euo pipefail

BUILD_DIR=${BUILD_DIR:-build}
JOBS=${JOBS:-}
CMAKE_ARGS=${CMAKE_ARGS:-}
if [ -n "$JOBS" ] && ! [[ "$JOBS" =~ ^[1-9][0-9]*$ ]]; then
  echo "setup: JOBS must be a positive number, not '$JOBS'" >&2
  exit 2
fi
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
  # shellcheck disable=SC2086 # CMAKE_ARGS is a list of arguments.
  cmake -G Ninja -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir $CMAKE_ARGS
fi
ninja -C "$BUILD_DIR" ${JOBS:+-j "$JOBS"}
