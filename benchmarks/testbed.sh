# Shared by the benchmark scripts (sourced, not run): a testbed from shardscope-testbed-run, JSON
# fields without jq, medians and clocks. Needs bash, coreutils, awk and root (for the testbed).

# bench_init BUILD_DIR: checks the build and root, makes $BENCH_TMP (0700, removed on exit).
bench_init() {
    if [[ $# -ne 1 || ! -d $1 ]]; then
        echo "usage: $0 BUILD_DIR (a configured and built ShardScope tree)" >&2
        exit 2
    fi
    BUILD_DIR=$(cd "$1" && pwd)
    if [[ $(id -u) -ne 0 ]]; then
        echo "$0: the testbed needs root (network namespaces, sshd per node)" >&2
        exit 2
    fi
    BENCH_TMP=$(mktemp -d "${TMPDIR:-/tmp}/shardscope-bench-XXXXXX")
    chmod 700 "$BENCH_TMP"
    TESTBED_PID=
    trap bench_cleanup EXIT
    trap 'exit 130' INT TERM
}

bench_need() {
    local program
    for program in "$@"; do
        if [[ ! -x $BUILD_DIR/bin/$program ]]; then
            echo "$0: $BUILD_DIR/bin/$program is missing: build the tree first (cmake --build $BUILD_DIR)" >&2
            exit 2
        fi
    done
}

bench_cleanup() {
    testbed_stop
    rm -rf "$BENCH_TMP"
}

# testbed_start ARGS...: runs shardscope-testbed-run ARGS with a pipe on its stdin and waits for its
# "ready" line, which ends up in $TESTBED_JSON. Closing the pipe (testbed_stop, or this shell
# dying) makes it remove the testbed.
testbed_start() {
    mkfifo "$BENCH_TMP/testbed.stdin"
    "$BUILD_DIR/bin/shardscope-testbed-run" "$@" <"$BENCH_TMP/testbed.stdin" >"$BENCH_TMP/testbed.out" 2>&1 &
    TESTBED_PID=$!
    exec {TESTBED_FD}>"$BENCH_TMP/testbed.stdin"
    local waited
    for ((waited = 0; waited < 600; waited++)); do
        if grep -q '"event":"ready"' "$BENCH_TMP/testbed.out"; then
            TESTBED_JSON=$(grep '"event":"ready"' "$BENCH_TMP/testbed.out")
            return 0
        fi
        if grep -q '"event":"error"' "$BENCH_TMP/testbed.out" || ! kill -0 "$TESTBED_PID" 2>/dev/null; then
            break
        fi
        sleep 0.1
    done
    echo "$0: the testbed did not start:" >&2
    cat "$BENCH_TMP/testbed.out" >&2
    exit 1
}

testbed_stop() {
    if [[ -n ${TESTBED_PID:-} ]]; then
        exec {TESTBED_FD}>&-
        wait "$TESTBED_PID" || true
        TESTBED_PID=
        rm -f "$BENCH_TMP/testbed.stdin" # so that a benchmark can start another testbed
    fi
}

# json_string JSON KEY / json_number JSON KEY: the first value of KEY in a one-line JSON object
# whose strings hold no escaped quotes (what shardscope-testbed-run and the bench programs print).
json_string() { grep -o "\"$2\":\"[^\"]*\"" <<<"$1" | head -n 1 | cut -d'"' -f4; }
json_number() { grep -o "\"$2\":[-0-9.eE+]*" <<<"$1" | head -n 1 | cut -d: -f2; }
# testbed_nodes: "address port" of each node, one a line.
testbed_nodes() { grep -o '"address":"[^"]*","name":"[^"]*","netns":"[^"]*","port":[0-9]*' <<<"$TESTBED_JSON" |
    sed -E 's/"address":"([^"]*)".*"port":([0-9]*)/\1 \2/'; }

# testbed_host_args: the started testbed's nodes as --host arguments ("--host root@ADDRESS:PORT"
# each), in the array HOSTS.
testbed_host_args() {
    HOSTS=()
    local address port
    while read -r address port; do
        HOSTS+=(--host "root@$address:$port")
    done < <(testbed_nodes)
}
now_seconds() { date +%s.%N; }
elapsed_since() { awk -v start="$1" -v end="$(now_seconds)" 'BEGIN { printf "%.3f", end - start }'; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
