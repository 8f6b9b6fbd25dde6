#!/usr/bin/env bash
# ShardScope quick start: install what is missing, build, then start the wizard or run the tests.
#
#   scripts/quickstart.sh run    install missing Debian packages, build (release), start the wizard
#   scripts/quickstart.sh test   install missing Debian packages, build (ci preset), run every test
#
# The package list is scripts/debian-packages.txt; .ci/run calls `scripts/quickstart.sh test`.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
mode=${1:-}
shift || true

log() { printf '\033[1m==> %s\033[0m\n' "$*"; }
die() { printf 'quickstart: %s\n' "$*" >&2; exit 1; }

case "$mode" in
    run | test) ;;
    *) die "usage: scripts/quickstart.sh run|test  (run: build and start the wizard; test: build and run all tests)" ;;
esac

[ -r /etc/debian_version ] || die "this script installs Debian 12 packages; on another system install the packages in scripts/debian-packages.txt yourself, then use the CMake presets (see README.md)"

install_missing_packages() {
    local wanted missing=()
    mapfile -t wanted < <(grep -Ev '^\s*(#|$)' "$here/debian-packages.txt")
    for pkg in "${wanted[@]}"; do
        dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null | grep -qx installed || missing+=("$pkg")
    done
    if [ ${#missing[@]} -eq 0 ]; then
        log "All ${#wanted[@]} packages are installed"
        return
    fi
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || die "missing packages (${missing[*]}) and not root: run as root or install sudo"
        sudo=(sudo)
    fi
    log "Installing ${#missing[@]} missing packages: ${missing[*]}"
    "${sudo[@]}" apt-get update -q
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

build() {
    local preset=$1
    log "Configuring (preset $preset)"
    cmake -S "$root" --preset "$preset"
    log "Building with $(nproc) jobs"
    cmake --build --preset "$preset" -j "$(nproc)"
}

install_missing_packages
cd "$root"

if [ "$mode" = test ]; then
    build ci
    # Qt needs a private runtime dir and, without a display, the offscreen platform.
    export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d /tmp/shardscope-runtime.XXXXXX)}
    chmod 0700 "$XDG_RUNTIME_DIR"
    export QT_QPA_PLATFORM=offscreen
    log "Running the test suite"
    ctest --preset ci -j "$(nproc)" "$@"
    exit $?
fi

build release
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    die "built build/release/bin/shardscope, but there is no display to show the wizard on: run this from a desktop session (or over ssh -X)"
fi
log "Starting the wizard"
exec "$root/build/release/bin/shardscope" "$@"
