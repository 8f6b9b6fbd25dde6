#!/usr/bin/env bash
# The GPU self-test in one command, for a machine with an NVIDIA GPU (there is none in CI). It runs
# shardscope-gpu-selftest: CUDA results against the CPU backend on one seed, CUDA-graph decode
# against plain launches, tensor/pipeline parallel 2 over NCCL against one GPU, batch-1 bf16 decode
# of the 1B and 8B shapes against the memory-bandwidth roofline, and TTFT of a 1024-token prompt.
# It prints one summary table and exits non-zero when a correctness check fails.
#
#   tests/gpu/selftest.sh [DIR]          run on the GPU machine. DIR (optional): a folder made by
#                                        --bundle, or any folder with bin/shardscope-gpu-selftest and
#                                        bin/libshardscope-cuda.so. Without a usable DIR it builds
#                                        here: only what the self-test needs (tests/gpu/standalone),
#                                        with the headers in DIR/include when the machine lacks them.
#   tests/gpu/selftest.sh --bundle DIR   on a build machine: build the plugin and the self-test and
#                                        copy them, with the nlohmann-json and Eigen headers, to DIR
#                                        (a few MB; carry it to the GPU machine).
#
# Environment: SHARDSCOPE_SELFTEST_ARGS (the program's options: --no-perf, --no-nccl),
# SHARDSCOPE_SELFTEST_TIMEOUT (seconds, default 270), CUDACXX (nvcc), OUT (a folder: the log is
# also written there). Needs bash, coreutils; to build: cmake (3.25+), ninja or make, g++ and nvcc
# with cuBLAS and NCCL.
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
jobs=$(nproc 2>/dev/null || echo 4)
say() { printf '== %s\n' "$*"; }
fail() {
    printf 'selftest.sh: %s\n' "$*" >&2
    exit 2
}

find_nvcc() {
    if [ -n "${CUDACXX:-}" ] && [ -x "$CUDACXX" ]; then
        echo "$CUDACXX"
    elif command -v nvcc >/dev/null 2>&1; then
        command -v nvcc
    elif [ -x /usr/local/cuda/bin/nvcc ]; then
        echo /usr/local/cuda/bin/nvcc
    fi
}

# site-packages/nvidia/*/lib of the python3 on PATH (PyTorch's and vLLM's CUDA wheels), which the
# agent's loader does not look for outside $HOME and the active environment.
wheel_library_path() {
    command -v python3 >/dev/null 2>&1 || return 0
    python3 - <<'EOF' 2>/dev/null
import glob, os, site, sys
dirs = []
for base in site.getsitepackages() + [site.getusersitepackages()]:
    for lib in sorted(glob.glob(os.path.join(base, "nvidia", "*", "lib"))):
        if lib not in dirs:
            dirs.append(lib)
print(":".join(dirs))
EOF
}

# The first folder holding `file` among the wheel folders (for the build's NCCL).
find_in_path() {
    local file=$1 list=$2 dir
    local IFS=:
    for dir in $list; do
        if [ -e "$dir/$file" ]; then
            echo "$dir"
            return 0
        fi
    done
    return 1
}

# build_standalone BUILD_DIR [DEPS_DIR]: configure and build tests/gpu/standalone (Release).
build_standalone() {
    local build=$1 deps=${2:-} generator=() nccl_args=() nvcc
    command -v cmake >/dev/null 2>&1 || fail "no cmake: install CMake 3.25+, or run with a folder made by --bundle"
    nvcc=$(find_nvcc)
    [ -n "$nvcc" ] || fail "no nvcc: install the CUDA toolkit (or set CUDACXX), or run with a folder made by --bundle"
    if command -v ninja >/dev/null 2>&1; then generator=(-G Ninja); fi
    # No NCCL in the toolkit: use the wheel's library and header if there is one.
    if [ ! -e "$(dirname "$nvcc")/../lib64/libnccl.so" ] && [ ! -e /usr/lib/x86_64-linux-gnu/libnccl.so ]; then
        local wheels lib
        wheels=$(wheel_library_path)
        if lib=$(find_in_path libnccl.so.2 "$wheels"); then
            nccl_args=(-DSHARDSCOPE_NCCL_LIBRARY="$lib/libnccl.so.2" -DSHARDSCOPE_NCCL_INCLUDE_DIR="$lib/../include")
        fi
    fi
    say "building the CUDA plugin and the self-test in $build (nvcc: $nvcc, $jobs jobs)"
    CUDACXX=$nvcc cmake -S "$here/standalone" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
        ${deps:+-DSHARDSCOPE_GPU_DEPS="$deps"} "${nccl_args[@]}" >"$build.configure.log" 2>&1 || {
        tail -n 30 "$build.configure.log"
        fail "the self-test build does not configure here (log: $build.configure.log). Missing nlohmann-json or Eigen headers: make a bundle with --bundle on a build machine and pass it"
    }
    grep -E "CUDA plugin" "$build.configure.log"
    cmake --build "$build" -j "$jobs" --target shardscope-gpu-selftest >"$build.build.log" 2>&1 || {
        tail -n 40 "$build.build.log"
        fail "the build failed (log: $build.build.log)"
    }
}

if [ "${1:-}" = "--bundle" ]; then
    [ $# -eq 2 ] || fail "usage: $0 --bundle DIR"
    bundle=$(mkdir -p "$2" && cd "$2" && pwd)
    build="$root/build/gpu-bundle"
    build_standalone "$build"
    mkdir -p "$bundle/bin" "$bundle/include/eigen3"
    cp "$build/bin/shardscope-gpu-selftest" "$build/bin/libshardscope-cuda.so" "$bundle/bin/"
    # Header-only dependencies, for a rebuild on a machine that lacks them.
    json=$(find /usr/include /usr/local/include -maxdepth 2 -name json.hpp -path '*nlohmann*' -print -quit 2>/dev/null)
    eigen=$(find /usr/include /usr/local/include -maxdepth 3 -type d -name Eigen -path '*eigen3*' -print -quit 2>/dev/null)
    [ -n "$json" ] && cp -r "$(dirname "$json")" "$bundle/include/"
    [ -n "$eigen" ] && cp -r "$eigen" "$bundle/include/eigen3/"
    say "bundle ready in $bundle ($(du -sh "$bundle" | cut -f1)): on the GPU machine run $0 $bundle"
    exit 0
fi

start=$(date +%s)
given=${1:-}
say "ShardScope GPU self-test, $(date -u '+%Y-%m-%d %H:%M:%S UTC'), $(uname -m), $jobs cores"
if command -v nvidia-smi >/dev/null 2>&1; then
    nvidia-smi --query-gpu=index,name,driver_version,memory.total,clocks.max.sm,clocks.max.mem --format=csv 2>&1 | sed 's/^/   /'
else
    say "no nvidia-smi on PATH (the self-test still looks for the driver itself)"
fi

# The CUDA libraries of the python3 on PATH, for the agent's loader (SHARDSCOPE_CUDA_LIBRARY_PATH).
wheels=$(wheel_library_path)
if [ -n "$wheels" ]; then
    export SHARDSCOPE_CUDA_LIBRARY_PATH="${SHARDSCOPE_CUDA_LIBRARY_PATH:+$SHARDSCOPE_CUDA_LIBRARY_PATH:}$wheels"
    say "NVIDIA wheel libraries: $wheels"
fi

program=""
if [ -n "$given" ]; then
    [ -d "$given" ] || fail "$given is not a folder"
    given=$(cd "$given" && pwd)
    candidate="$given/bin/shardscope-gpu-selftest"
    if [ -x "$candidate" ] && [ -e "$given/bin/libshardscope-cuda.so" ]; then
        # A program built elsewhere may not run here (an older C library): then build here.
        status_log=$(mktemp "${TMPDIR:-/tmp}/shardscope-selftest-status.XXXXXX") \
            || fail "cannot create a temporary file"
        "$candidate" --status >"$status_log" 2>&1
        status=$?
        if [ $status -eq 0 ] || grep -q "not usable" "$status_log"; then
            program=$candidate
            say "prebuilt programs from $given/bin"
        else
            sed 's/^/   /' "$status_log"
            say "the prebuilt self-test does not run here (exit $status): building it here"
        fi
        rm -f "$status_log"
    fi
fi
if [ -z "$program" ]; then
    deps=""
    if [ -n "$given" ] && [ -d "$given/include" ]; then deps="$given/include"; fi
    build="$root/build/gpu-selftest"
    build_standalone "$build" "$deps"
    program="$build/bin/shardscope-gpu-selftest"
fi

"$program" --status || fail "the CUDA backend does not load here (above: what is missing)"

log=${OUT:+$OUT/gpu-selftest.log}
log=${log:-$root/build/gpu-selftest.log}
mkdir -p "$(dirname "$log")"
say "running $program ${SHARDSCOPE_SELFTEST_ARGS:-} (log: $log)"
# shellcheck disable=SC2086 # the options are words
timeout "${SHARDSCOPE_SELFTEST_TIMEOUT:-270}" "$program" ${SHARDSCOPE_SELFTEST_ARGS:-} 2>&1 | tee "$log"
result=${PIPESTATUS[0]}
if [ "$result" -eq 124 ]; then
    say "the self-test ran out of time (${SHARDSCOPE_SELFTEST_TIMEOUT:-270} s)"
fi
say "done in $(($(date +%s) - start)) s, exit code $result"
exit "$result"
