#!/bin/sh
# Builds and runs the libFuzzer targets (clang, with AddressSanitizer and UBSan): the protocol's two
# line parsers, the serving benchmark's stream parsers, its serve_detect messages, and the
# sampling's telemetry messages with what core makes of a series (core::telemetryFigures).
#
#   run-fuzz.sh build BUILD_DIR                 compile the targets into BUILD_DIR/fuzz
#   run-fuzz.sh run BUILD_DIR TARGET SECONDS    fuzz TARGET (agent-request, controller-line,
#                                               serve-stream, serve-detect or telemetry)
#
# CI runs each target for half a minute (tests/fuzz/CMakeLists.txt); by hand, run it for longer:
#   tests/fuzz/run-fuzz.sh build build/ci && tests/fuzz/run-fuzz.sh run build/ci agent-request 3600
# The corpus grows in BUILD_DIR/fuzz/corpus-TARGET across runs; an input that crashes is kept as
# BUILD_DIR/fuzz/crash-TARGET-* and the run fails naming it (replay: the binary with that file).
set -eu
# Niced: in CI the fuzzers share two cores with the rest of the suite, whose tests must not starve.
renice -n 19 $$ >/dev/null 2>&1 || true

root=$(cd "$(dirname "$0")/../.." && pwd)
mode=${1:-}
build=${2:-}
[ -n "$build" ] || { echo "usage: $0 build BUILD_DIR | run BUILD_DIR TARGET SECONDS" >&2; exit 2; }
out="$build/fuzz"
mkdir -p "$out"

case "$mode" in
build)
    cxx=${SHARDSCOPE_FUZZ_CXX:-clang++}
    if ! command -v "$cxx" >/dev/null 2>&1; then
        echo "FAIL: $cxx not found: install clang and libclang-rt-14-dev (scripts/debian-packages.txt lists them)" >&2
        exit 1
    fi
    generated="$build/remote-agent/protocol/generated"
    [ -r "$generated/remote-agent/protocol/Version.h" ] || {
        echo "FAIL: $generated has no Version.h: configure the build first" >&2
        exit 1
    }
    flags="-std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -I$root -I$generated"
    objects=""
    # The protocol library, and of the serving benchmark only its stream parsers (no sockets).
    for source in "$root"/remote-agent/protocol/*.cpp "$root"/remote-agent/serve/StreamParsers.cpp; do
        object="$out/$(basename "$source" .cpp).o"
        # shellcheck disable=SC2086
        "$cxx" $flags -c "$source" -o "$object" || { echo "FAIL: $cxx could not compile $source for fuzzing" >&2; exit 1; }
        objects="$objects $object"
    done
    # The telemetry target reaches into core for telemetryFigures: that one source, with Qt Core
    # (position independent, as Qt's headers demand).
    qt_flags=$(pkg-config --cflags Qt6Core) && qt_libs=$(pkg-config --libs Qt6Core) || {
        echo "FAIL: pkg-config finds no Qt6Core (qt6-base-dev)" >&2
        exit 1
    }
    # shellcheck disable=SC2086
    "$cxx" $flags -fPIC $qt_flags -c "$root/core/analysis/ServeMetrics.cpp" -o "$out/ServeMetrics.o" \
        || { echo "FAIL: $cxx could not compile core/analysis/ServeMetrics.cpp for fuzzing" >&2; exit 1; }
    for target in agent-request controller-line serve-stream serve-detect telemetry; do
        extra=""
        case "$target" in
        agent-request) entry=FuzzAgentRequest.cpp ;;
        controller-line) entry=FuzzControllerLine.cpp ;;
        serve-stream) entry=FuzzServeStream.cpp ;;
        serve-detect) entry=FuzzServeDetect.cpp ;;
        telemetry)
            entry=FuzzTelemetry.cpp
            extra="-fPIC $qt_flags $out/ServeMetrics.o $qt_libs"
            ;;
        esac
        # shellcheck disable=SC2086
        "$cxx" $flags "$root/tests/fuzz/$entry" $objects $extra -o "$out/fuzz-$target" \
            || { echo "FAIL: linking fuzz-$target failed (is libclang-rt-14-dev installed?)" >&2; exit 1; }
    done
    echo "OK: built $out/fuzz-agent-request, -controller-line, -serve-stream, -serve-detect and -telemetry"
    ;;
run)
    target=${3:-}
    seconds=${4:-30}
    binary="$out/fuzz-$target"
    [ -x "$binary" ] || { echo "FAIL: $binary is not built: run $0 build $build first" >&2; exit 1; }
    corpus="$out/corpus-$target"
    seeds="$out/seeds-$target"
    mkdir -p "$corpus"
    rm -rf "$seeds"
    mkdir -p "$seeds"
    case "$target" in
    serve-stream)
        # Seeds: each server's stream fixture behind a first byte that picks its dialect (the low two
        # bits, FuzzServeStream.cpp) and a split: one byte at a time, pieces of up to 4 KiB, and
        # pieces of up to 64 bytes with empty ones among them.
        for stream in "$root"/tests/remote-agent/serve/data/*.sse "$root"/tests/remote-agent/serve/data/*.ndjson; do
            name=$(basename "$stream")
            case "$name" in
            vllm-completions.*) dialect=0 ;;
            vllm-chat.*) dialect=1 ;;
            llama-server-*) dialect=2 ;;
            ollama-*) dialect=3 ;;
            *) echo "FAIL: no dialect for the fixture $stream" >&2; exit 1 ;;
            esac
            for pattern in 0 12 45; do
                byte=$(printf '%03o' $((pattern * 4 + dialect)))
                { printf '%b' "\\0$byte"; cat "$stream"; } >"$seeds/$name-$pattern"
            done
        done
        ;;
    serve-detect | telemetry)
        # Seeds: the golden documents whole (each member is read as a document of its own too,
        # FuzzSupport.h's forEachDocument).
        case "$target" in
        serve-detect) goldens="golden-serve-detect-params.json golden-serve-detect-reply.json" ;;
        telemetry) goldens="golden-telemetry.json" ;;
        esac
        for golden in $goldens; do
            cp "$root/tests/remote-agent/protocol/data/$golden" "$seeds/$golden"
        done
        ;;
    *)
        # Seeds: the golden protocol lines, and each golden document as a result and as request params.
        n=0
        while IFS= read -r line; do
            n=$((n + 1))
            printf '%s' "$line" >"$seeds/line-$n"
        done <"$root/tests/remote-agent/protocol/data/golden-messages.jsonl"
        for document in "$root"/tests/remote-agent/protocol/data/golden-*.json; do
            name=$(basename "$document" .json)
            body=$(tr -d '\n' <"$document")
            printf '{"v":1,"type":"result","id":1,"data":%s}' "$body" >"$seeds/result-$name"
            for method in link_serve link_test bench_run; do
                printf '{"v":1,"type":"request","id":1,"method":"%s","params":%s}' "$method" "$body" >"$seeds/$method-$name"
            done
        done
        ;;
    esac
    log="$out/log-$target.txt"
    status=0
    "$binary" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$out/crash-$target-" "$corpus" "$seeds" >"$log" 2>&1 || status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    size=$(find "$corpus" -type f | wc -l)
    if [ "$status" -ne 0 ]; then
        tail -n 60 "$log" >&2
        echo "FAIL: fuzz-$target stopped with status $status after ${runs:-?} inputs; the input is under $out/crash-$target-*" >&2
        exit 1
    fi
    echo "OK: fuzz-$target ran ${runs:-?} inputs in $seconds s without a crash, a leak or a failed check (corpus: $size inputs)"
    ;;
*)
    echo "usage: $0 build BUILD_DIR | run BUILD_DIR TARGET SECONDS" >&2
    exit 2
    ;;
esac
