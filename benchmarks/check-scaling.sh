#!/usr/bin/env bash
# How long the setup check takes as the cluster grows, and what working on the machines at once
# buys: `shardscope-cli check` against 2 and NODES testbed nodes (network namespaces on this
# machine, docs/TESTBED.md), each with --parallel 1 (one machine after another: connecting, starting
# the agent and probing) and with --parallel 8 (every machine at once), alternating, RUNS runs, median. The
# reach tests run one machine after another either way (each machine tests every other at once).
#
#   benchmarks/check-scaling.sh BUILD_DIR        (as root; NODES=8 RUNS=3 by default)
#
# The nodes' sshd and agents run on this machine's CPUs next to the CLI, so what a real LAN gains
# from parallel probes (each machine probing on its own CPUs) shows here only as far as this
# machine's cores allow: the table says how many there are.
set -euo pipefail
source "$(dirname "$0")/testbed.sh"
bench_init "$@"
bench_need shardscope-cli shardscope-agent shardscope-testbed-run

NODES=${NODES:-8}
RUNS=${RUNS:-3}
testbed_start --nodes "$NODES"
IDENTITY=$(json_string "$TESTBED_JSON" identity)
KNOWN_HOSTS=$(json_string "$TESTBED_JSON" knownHosts)
testbed_host_args

# check COUNT PARALLEL: the check of the first COUNT nodes; prints its wall seconds. The check
# exits 1 when it finds a problem (the testbed's nodes share one host name file): only a machine
# that could not take part fails the benchmark.
check() {
    local count=$1 parallel=$2 start
    start=$(now_seconds)
    "$BUILD_DIR/bin/shardscope-cli" check "${HOSTS[@]:0:$((2 * count))}" --identity "$IDENTITY" \
        --known-hosts "$KNOWN_HOSTS" --ssh-config none --remote-agent "$BUILD_DIR/bin/shardscope-agent" \
        --parallel "$parallel" --db "$BENCH_TMP/check.db" --json >"$BENCH_TMP/out.json" \
        2>"$BENCH_TMP/err.txt" || true
    local wall
    wall=$(elapsed_since "$start")
    if grep -q '"unavailable": \[$' "$BENCH_TMP/out.json" \
        || [[ $(grep -c '"host_name"' "$BENCH_TMP/out.json" || true) -ne $count ]]; then
        echo "$0: not every one of $count machines was checked:" >&2
        cat "$BENCH_TMP/err.txt" >&2
        grep -A6 '"unavailable"' "$BENCH_TMP/out.json" >&2 || true
        exit 1
    fi
    echo "$wall"
}

declare -A WALL
for ((run = 1; run <= RUNS; run++)); do
    for count in 2 "$NODES"; do
        for parallel in 1 8; do
            WALL[$count,$parallel]+="$(check "$count" "$parallel") "
        done
        echo "run $run, $count machines: one at a time ${WALL[$count,1]}| at once ${WALL[$count,8]}" >&2
    done
done

echo
echo "setup check scaling: shardscope-cli check with --remote-agent, median of $RUNS runs, $(nproc) CPUs"
printf '%-10s %16s %16s %8s\n' "machines" "--parallel 1" "--parallel 8" "ratio"
for count in 2 "$NODES"; do
    one=$(median ${WALL[$count,1]})
    many=$(median ${WALL[$count,8]})
    printf '%-10s %15ss %15ss %8s\n' "$count" "$one" "$many" "$(ratio "$many" "$one")"
done
