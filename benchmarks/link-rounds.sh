#!/usr/bin/env bash
# The link matrix in rounds against one pair at a time: `shardscope-cli linktest` over NODES testbed
# nodes (network namespaces on this machine joined by a bridge, the switch; docs/TESTBED.md), each
# node's link shaped to RATE bit/s and DELAY ms each way, run once with --one-at-a-time and once in
# rounds (the default: pairs that share no node side by side), alternating which goes first, RUNS
# times. Printed:
# - per pair, the single-stream throughput each way and the UDP round trip p50, alone and in its
#   round, and their ratio; target (issue 20): within the accuracy bands of link-accuracy.sh
#   (throughput ±5 %, round trip ±10 % or 0.2 ms);
# - the matrix's wall time each way, and the rounds' time against (NODES − 1) × the median time of
#   one pair alone: the round-robin schedule's N − 1 pair-times.
#
#   benchmarks/link-rounds.sh BUILD_DIR    (as root; NODES=8 RATE=100000000 DELAY=1 RUNS=1 by default)
#
# The nodes' agents share this machine's CPUs: shaped links keep the pairs of a round from
# competing for them (4 pairs at 100 Mbit/s are little work; unshaped, they would measure the CPUs).
set -euo pipefail
source "$(dirname "$0")/testbed.sh"
bench_init "$@"
bench_need shardscope-cli shardscope-agent shardscope-testbed-run
command -v python3 >/dev/null || { echo "python3 is needed" >&2; exit 2; }

NODES=${NODES:-8}
RATE=${RATE:-100000000}
DELAY=${DELAY:-1}
RUNS=${RUNS:-1}
testbed_start --nodes "$NODES" --shape "both:$RATE:$DELAY:0"
IDENTITY=$(json_string "$TESTBED_JSON" identity)
KNOWN_HOSTS=$(json_string "$TESTBED_JSON" knownHosts)
testbed_host_args

# matrix NAME [--one-at-a-time]: one linktest over every node, its JSON in $BENCH_TMP/NAME.json.
matrix() {
    local name=$1 start
    shift
    echo "linktest ($name)" >&2
    start=$(now_seconds)
    "$BUILD_DIR/bin/shardscope-cli" linktest "${HOSTS[@]}" --identity "$IDENTITY" --known-hosts "$KNOWN_HOSTS" \
        --ssh-config none --remote-agent "$BUILD_DIR/bin/shardscope-agent" --db "$BENCH_TMP/link.db" \
        --duration 1 --streams 2 --probes 500 --json "$@" >"$BENCH_TMP/$name.json" 2>"$BENCH_TMP/err.txt" || {
        echo "$0: linktest ($name) failed:" >&2
        tail -20 "$BENCH_TMP/err.txt" >&2
        exit 1
    }
    elapsed_since "$start" >"$BENCH_TMP/$name.wall"
}

for ((run = 1; run <= RUNS; run++)); do
    if ((run % 2 == 1)); then
        matrix "alone$run" --one-at-a-time
        matrix "rounds$run"
    else
        matrix "rounds$run"
        matrix "alone$run" --one-at-a-time
    fi
done

python3 - "$BENCH_TMP" "$RUNS" "$NODES" "$RATE" "$DELAY" "$(dirname "$0")" <<'EOF'
import json, statistics, sys
sys.path.insert(0, sys.argv[6])
from tables import table
tmp, runs, nodes, rate, delay = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), sys.argv[5]

def figures(path):
    doc = json.load(open(path))
    out = {}
    for p in doc["pairs"]:
        key = f'{p["client"]} ↔ {p["server"]}'
        if p["status"] != "complete":
            out[key] = None
            continue
        test = p["report"]["test"]
        single = {}
        for phase in test["throughput"]:
            if phase["streams"] == 1 and phase["mode"] in ("forward", "reverse"):
                single[phase["mode"]] = phase[phase["mode"]]["bits_per_second"]
        out[key] = {"forward": single.get("forward"), "reverse": single.get("reverse"),
                    "rtt": test["udp_latency"]["rtt"]["p50_us"], "elapsed": p["elapsed_ms"] / 1000}
    return out

def wall(name):
    return float(open(f"{tmp}/{name}.wall").read())

failures = 0
for run in range(1, runs + 1):
    alone, rounds = figures(f"{tmp}/alone{run}.json"), figures(f"{tmp}/rounds{run}.json")
    print(f"# run {run}: {nodes} nodes, each link {rate / 1e6:.0f} Mbit/s and {delay} ms each way; "
          "single-stream throughput (Mbit/s) and UDP RTT p50 (ms), alone | in its round")
    lines = []
    for key in alone:
        a, r = alone[key], rounds.get(key)
        if a is None or r is None:
            lines.append([key, "failed", "", "", ""])
            failures += 1
            continue
        cells = [key]
        ok = True
        for what in ("forward", "reverse"):
            ratio = r[what] / a[what]
            ok = ok and abs(ratio - 1) <= 0.05
            cells.append(f"{a[what] / 1e6:.1f} | {r[what] / 1e6:.1f} ({ratio:.3f})")
        rtt_ok = abs(r["rtt"] - a["rtt"]) <= max(0.10 * a["rtt"], 200)
        ok = ok and rtt_ok
        cells.append(f'{a["rtt"] / 1000:.3f} | {r["rtt"] / 1000:.3f}')
        cells.append("yes" if ok else "NO")
        failures += 0 if ok else 1
        lines.append(cells)
    table(["pair", "forward", "reverse", "RTT p50", "within the bands"], lines)
    pair_time = statistics.median(v["elapsed"] for v in alone.values() if v)
    print()
    print(f"one at a time: {wall(f'alone{run}'):.1f} s for {len(alone)} pairs; rounds: {wall(f'rounds{run}'):.1f} s; "
          f"(N - 1) x the median pair alone ({pair_time:.2f} s) = {(nodes - 1) * pair_time:.1f} s; "
          f"rounds / that = {wall(f'rounds{run}') / ((nodes - 1) * pair_time):.2f}; "
          f"one at a time / rounds = {wall(f'alone{run}') / wall(f'rounds{run}'):.2f}")
    print()
print(f"pairs outside the bands: {failures}")
sys.exit(1 if failures else 0)
EOF
