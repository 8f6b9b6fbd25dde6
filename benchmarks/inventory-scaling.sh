#!/usr/bin/env bash
# How inventory time grows with the number of nodes: `shardscope-cli inventory` against 1 and
# against 16 testbed nodes (network namespaces on this machine, docs/TESTBED.md), 3 runs
# of each case, median. "First contact" starts from an empty node folder, so the agent is
# deployed; "deployed" is the same command once more, with the agent already there (and checked);
# "agent given" passes --remote-agent, so nothing is deployed or checked. Target (issue 20): the
# 16-node time at most 1.5 x the 1-node time at the default settings.
#
#   benchmarks/inventory-scaling.sh BUILD_DIR        (as root; PARALLEL=N passes --parallel N)
#
# The nodes' sshd and agents run on this machine's CPUs, next to the CLI: at 16 nodes the CPU
# time per node counts (the table shows the CLI's own, and every process's with the floor it
# sets). One node folder (--node-dir) serves all nodes of a run, since they share this machine's
# file system.
set -euo pipefail
source "$(dirname "$0")/testbed.sh"
bench_init "$@"
bench_need shardscope-cli shardscope-agent shardscope-testbed-run

NODES=16
RUNS=3
testbed_start --nodes "$NODES"
IDENTITY=$(json_string "$TESTBED_JSON" identity)
KNOWN_HOSTS=$(json_string "$TESTBED_JSON" knownHosts)
# The agent as the package ships it (CPack strips it): deploying and checking a 9 MB Debug build
# would measure its debug information. SHARDSCOPE_AGENT makes the CLI deploy this copy.
AGENT="$BENCH_TMP/agent/shardscope-agent"
mkdir -p "$BENCH_TMP/agent"
strip -o "$AGENT" "$BUILD_DIR/bin/shardscope-agent"
export SHARDSCOPE_AGENT=$AGENT

testbed_host_args
EXTRA=()
if [[ -n ${PARALLEL:-} ]]; then
    EXTRA=(--parallel "$PARALLEL")
fi

# busy_ticks: the CPU time this machine's CPUs have spent busy so far (every process, the nodes'
# sshd and agents too), in clock ticks: /proc/stat's cpu line less idle and iowait.
busy_ticks() { awk '$1 == "cpu" { print $2 + $3 + $4 + $7 + $8 + $9 }' /proc/stat; }
TICKS=$(getconf CLK_TCK)

# inventory COUNT DB ARGS...: runs the CLI against the first COUNT nodes; prints its wall seconds,
# the CPU seconds of the CLI process itself (user + system) and the busy CPU seconds of the whole
# machine meanwhile.
inventory() {
    local count=$1 db=$2 timing before
    shift 2
    local TIMEFORMAT='%R %U %S'
    before=$(busy_ticks)
    if ! timing=$({ time "$BUILD_DIR/bin/shardscope-cli" inventory "${HOSTS[@]:0:$((2 * count))}" \
        --identity "$IDENTITY" --known-hosts "$KNOWN_HOSTS" --ssh-config none --db "$db" "${EXTRA[@]}" "$@" \
        --json >"$BENCH_TMP/out.json" 2>"$BENCH_TMP/err.txt"; } 2>&1); then
        echo "$0: inventory of $count nodes failed:" >&2
        cat "$BENCH_TMP/err.txt" >&2
        tail -c 2000 "$BENCH_TMP/out.json" >&2
        exit 1
    fi
    local answered
    answered=$(grep -c '"elapsed_ms"' "$BENCH_TMP/out.json" || true)
    if [[ $answered -ne $count ]]; then
        echo "$0: expected $count hosts in the JSON, found $answered" >&2
        exit 1
    fi
    awk -v busy="$(($(busy_ticks) - before))" -v tck="$TICKS" \
        '{ printf "%.3f %.2f %.2f\n", $1, $2 + $3, busy / tck }' <<<"$timing"
}

# Three cases per run and node count: a fresh node folder (the agent is deployed), the same again
# (the agent is there and checked), and --remote-agent with the built agent (no deployment and no
# checks: what is left is SSH, the agent's probe and storing the result).
CASES=(first deployed given)
declare -A WALL CPU BUSY
for ((run = 1; run <= RUNS; run++)); do
    for count in 1 "$NODES"; do
        nodeDir="$BENCH_TMP/nodes-$count-$run"
        read -r wall cpu busy < <(inventory "$count" "$BENCH_TMP/first-$count-$run.db" --node-dir "$nodeDir")
        WALL[first,$count]+="$wall " CPU[first,$count]+="$cpu " BUSY[first,$count]+="$busy "
        read -r wall cpu busy < <(inventory "$count" "$BENCH_TMP/deployed-$count-$run.db" --node-dir "$nodeDir")
        WALL[deployed,$count]+="$wall " CPU[deployed,$count]+="$cpu " BUSY[deployed,$count]+="$busy "
        read -r wall cpu busy < <(inventory "$count" "$BENCH_TMP/given-$count-$run.db" \
            --remote-agent "$AGENT")
        WALL[given,$count]+="$wall " CPU[given,$count]+="$cpu " BUSY[given,$count]+="$busy "
        echo "run $run, $count node(s), seconds so far: first ${WALL[first,$count]}| deployed" \
            "${WALL[deployed,$count]}| given ${WALL[given,$count]}" >&2
    done
done

declare -A LABEL=([first]="first contact incl. deploy" [deployed]="agent already deployed"
    [given]="agent given (--remote-agent, no checks)")
echo
echo "inventory scaling: shardscope-cli inventory, median of $RUNS runs, --parallel ${PARALLEL:-default (16)}," \
    "agent stripped as packaged ($(stat -c %s "$AGENT") bytes)"
CPUS=$(nproc)
printf '%-42s %8s %9s %11s %14s %18s %12s\n' "case" "1 node" "$NODES nodes" "ratio $NODES/1" "CLI CPU-s $NODES/1" \
    "all CPU-s $NODES/1" "CPU floor $NODES"
for case in "${CASES[@]}"; do
    one=$(median ${WALL[$case,1]})
    many=$(median ${WALL[$case,$NODES]})
    busy=$(median ${BUSY[$case,$NODES]})
    printf '%-42s %7ss %8ss %11s %14s %18s %11ss\n' "${LABEL[$case]}" "$one" "$many" "$(ratio "$many" "$one")" \
        "$(median ${CPU[$case,$NODES]})/$(median ${CPU[$case,1]})" "$busy/$(median ${BUSY[$case,1]})" \
        "$(awk -v b="$busy" -v n="$CPUS" 'BEGIN { printf "%.3f", b / n }')"
done
echo "target: ratio <= 1.5 (first two rows). The nodes' sshd and agents share this machine's $CPUS CPUs:"
echo "\"all CPU-s\" is every process's CPU time during the run (/proc/stat), and the CPU floor that over"
echo "$CPUS CPUs, the least time the $NODES-node run could take here. A $NODES-node time near its floor is"
echo "bound by the testbed's shared CPUs, where $NODES real machines would each do their own part."
