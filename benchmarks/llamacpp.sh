#!/usr/bin/env bash
# llama.cpp as ShardScope runs it (serve-bench --engine llama.cpp, issue 17) on the testbed, with a
# real llama.cpp build: three nodes, node1's and node2's links shaped to 1 Gbit/s and 1 ms each
# way. The agent deployed on node0 writes the preset's GGUF file (default the 1B shape in Q8_0),
# then ShardScope runs llama-server alone on node0, split over RPC on node0 and node1 (rpc-server on
# node1, llama-server --rpc on node0) and on all three, each measured with the same workload, and
# prints per layout: the load time, TTFT p50, TPOT p50, output tokens/s and the bytes node0's
# interface carried per generated token; then each split's tokens/s against the single machine's
# and the link's round trip (ping, same run). Beside them, ShardScope's own engine (bench, bf16) on
# the same shape, alone on node0 and split over node0 and node1, with its decode step split into
# compute and communication.
# Then one copy per machine on node0 and node1 against node0 alone, both at 2 requests at once and
# one thread per server (the testbed's nodes share this machine's cores).
# Then the RPC cost model (core/analysis/RpcSplit.h): ShardScope's link test of node0 <-> node1 and
# `report --json` of the two-machine split give its round trips per token; the testbed is started
# again with node1 at 1 Gbit/s and 3 ms each way, the link test and the split run again, and the
# split the model predicted for that second link (from the first link's count) is printed beside
# the one measured there, with its error, and the two links fitted together (round trips per token
# and a per-token cost that no link removes).
#
#   benchmarks/llamacpp.sh BUILD_DIR LLAMA_BIN_DIR [--model PRESET] [--quant f16|q8_0|q4_0]
#       [--prompt N] [--gen N] [--requests N]
#
# LLAMA_BIN_DIR holds llama-server and rpc-server of a llama.cpp build (CPU, -DGGML_RPC=ON) made
# outside this repository. Needs root (the testbed), bash, coreutils, awk and python3 (standard
# library only). Takes a few minutes on two cores.
set -euo pipefail
source "$(dirname "$0")/testbed.sh"
if [[ $# -lt 2 ]]; then
    echo "usage: $0 BUILD_DIR LLAMA_BIN_DIR [--model PRESET] [--quant Q] [--prompt N] [--gen N] [--requests N]" >&2
    exit 2
fi
build=$1
LLAMA_BIN=$(cd "$2" && pwd)
shift 2
MODEL=llama-3.2-1b QUANT=q8_0 PROMPT=64 GEN=32 REQUESTS=4
while [[ $# -gt 0 ]]; do
    case $1 in
    --model) MODEL=$2 ;;
    --quant) QUANT=$2 ;;
    --prompt) PROMPT=$2 ;;
    --gen) GEN=$2 ;;
    --requests) REQUESTS=$2 ;;
    *) echo "$0: unknown option $1" >&2; exit 2 ;;
    esac
    shift 2
done
for program in llama-server rpc-server; do
    [[ -x $LLAMA_BIN/$program ]] || { echo "$0: $LLAMA_BIN/$program is missing" >&2; exit 2; }
done
bench_init "$build"
bench_need shardscope-cli shardscope-agent shardscope-testbed-run

# read_testbed: the started testbed's identity, known hosts, nodes and their --host arguments.
read_testbed() {
    IDENTITY=$(json_string "$TESTBED_JSON" identity)
    KNOWN_HOSTS=$(json_string "$TESTBED_JSON" knownHosts)
    mapfile -t NODES < <(testbed_nodes)
    HOSTS=()
    for node in "${NODES[@]}"; do
        read -r address port <<<"$node"
        HOSTS+=("root@$address:$port")
    done
}

testbed_start --nodes 3 --shape-node 1:both:1000000000:1:0 --shape-node 2:both:1000000000:1:0
read_testbed
NODE1_ADDRESS=${NODES[1]%% *}
NETNS0=$(grep -o '"netns":"[^"]*"' <<<"$TESTBED_JSON" | head -n 1 | cut -d'"' -f4)
RTT=$(ip netns exec "$NETNS0" ping -U -n -q -c 20 -i 0.05 "$NODE1_ADDRESS" | awk -F/ '/^rtt/ { print $5 }')

# run NAME LAYOUT HOST...: serve-bench's JSON document for that layout, in $BENCH_TMP/NAME.json.
run() {
    local name=$1 layout=$2 out concurrency=${CONCURRENCY:-1}
    shift 2
    local hosts=()
    for host in "$@"; do hosts+=(--host "$host"); done
    out="$BENCH_TMP/$name.json"
    if ! HOME="$BENCH_TMP" "$BUILD_DIR/bin/shardscope-cli" serve-bench --engine llama.cpp "${hosts[@]}" \
        --layout "$layout" --model "$MODEL" --quant "$QUANT" --llama-bin "$LLAMA_BIN" --prompt "$PROMPT" \
        --gen "$GEN" --requests "$REQUESTS" --warmup 1 --concurrency "$concurrency" ${THREADS:+--threads "$THREADS"} --ssh-config none \
        --identity "$IDENTITY" --known-hosts "$KNOWN_HOSTS" --node-dir "$BENCH_TMP/node" \
        --db "$BENCH_TMP/runs.db" --json >"$out" 2>"$BENCH_TMP/$name.err"; then
        echo "$0: serve-bench --layout $layout ($name) failed:" >&2
        cat "$BENCH_TMP/$name.err" "$out" >&2
        exit 1
    fi
    echo "$out"
}

# ShardScope's own engine on the same shape (bf16 weights of its own), one machine and the two-
# machine pipeline split over the same shaped link: its decode time split into compute and
# communication is what the llama.cpp rows cannot show.
# A run of it that failed is printed with its figures and why (the testbed's nodes share this
# machine's memory, so a rank's bandwidth test can read low and trip the roofline check): only a
# bench that measured nothing stops the script.
ENGINE="$BENCH_TMP/engine.json"
if ! HOME="$BENCH_TMP" "$BUILD_DIR/bin/shardscope-cli" bench --model "$MODEL" --dtype bf16 --layouts single,pp \
    --host "${HOSTS[0]}" --host "${HOSTS[1]}" --prompt "$PROMPT" --gen "$GEN" --concurrency 1 \
    --ssh-config none --identity "$IDENTITY" --known-hosts "$KNOWN_HOSTS" --node-dir "$BENCH_TMP/node" \
    --db "$BENCH_TMP/runs.db" --json >"$ENGINE" 2>"$BENCH_TMP/engine.err" \
    && ! grep -q '"runs"' "$ENGINE"; then
    echo "$0: ShardScope's engine (bench) failed:" >&2
    cat "$BENCH_TMP/engine.err" "$ENGINE" >&2
    exit 1
fi

# linktest DB: ShardScope's link test of node0 and node1 into that database (what the model reads).
linktest() {
    if ! HOME="$BENCH_TMP" "$BUILD_DIR/bin/shardscope-cli" linktest --host "${HOSTS[0]}" --host "${HOSTS[1]}" \
        --duration 3 --ssh-config none --identity "$IDENTITY" --known-hosts "$KNOWN_HOSTS" \
        --node-dir "$BENCH_TMP/node" --db "$1" --json >"$BENCH_TMP/linktest.json" 2>"$BENCH_TMP/linktest.err"; then
        echo "$0: linktest failed:" >&2
        cat "$BENCH_TMP/linktest.err" "$BENCH_TMP/linktest.json" >&2
        exit 1
    fi
}
# report ID DB FILE: the serving report's JSON of run ID, written to FILE.
report() {
    HOME="$BENCH_TMP" "$BUILD_DIR/bin/shardscope-cli" report --run "$1" --db "$2" --json "$3" >/dev/null
}
run_id() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["run_id"])' "$1"; }

# In this order so that the report of the two-machine split weighs it against the run alone at one
# request at once: it takes the setup's newest split and newest run alone.
# The testbed's nodes share this machine's cores: one thread per server, so that each copy has a
# core of its own as it would have a machine of its own, and the run alone the same one thread.
SINGLE_AT2=$(THREADS=1 CONCURRENCY=2 run single2 single "${HOSTS[0]}")
COPIES=$(THREADS=1 CONCURRENCY=2 run copies replicas "${HOSTS[0]}" "${HOSTS[1]}")
SPLIT3=$(run split3 pp "${HOSTS[0]}" "${HOSTS[1]}" "${HOSTS[2]}")
SINGLE=$(run single single "${HOSTS[0]}")
SPLIT2=$(run split2 pp "${HOSTS[0]}" "${HOSTS[1]}")
linktest "$BENCH_TMP/runs.db"
# The split over two machines is the newest pipeline-parallel run of the setup: its report weighs it.
report "$(run_id "$SPLIT2")" "$BENCH_TMP/runs.db" "$BENCH_TMP/report-a.json"

# The second link: a testbed of two nodes, node1 at 1 Gbit/s and 3 ms each way.
testbed_stop
testbed_start --nodes 2 --shape-node 1:both:1000000000:3:0
read_testbed
# The runs so far stay (the run alone among them: the second split is weighed against it too); the
# newest link test, of the second link, is the one its report reads.
SPLIT_B=$(run splitb pp "${HOSTS[0]}" "${HOSTS[1]}")
linktest "$BENCH_TMP/runs.db"
report "$(run_id "$SPLIT_B")" "$BENCH_TMP/runs.db" "$BENCH_TMP/report-b.json"

python3 - "$SINGLE" "$SPLIT2" "$SPLIT3" "$RTT" "$MODEL" "$QUANT" "$ENGINE" "$SINGLE_AT2" "$COPIES" \
    "$BENCH_TMP/report-a.json" "$BENCH_TMP/report-b.json" <<'EOF'
import json, sys
single, split2, split3, rtt, model, quant, engine = sys.argv[1:4] + [float(sys.argv[4])] + sys.argv[5:8]
single_at2, copies, report_a, report_b = sys.argv[8:12]
def figures(path):
    d = json.load(open(path))
    step = d["steps"][0]
    s = step["summary"]
    tokens = s.get("output_tokens", 0) or 1
    node0 = next((t for t in step["telemetry"] if t.get("series")), None)
    per_token = None
    if node0:
        rx = [v for v in node0["series"].get("rx_bytes", []) if v is not None]
        tx = [v for v in node0["series"].get("tx_bytes", []) if v is not None]
        if rx and tx:
            per_token = ((rx[-1] - rx[0]) + (tx[-1] - tx[0])) / tokens
    return {
        "status": d["status"], "load": d["llama_cpp"]["load_seconds"],
        "ttft": s["ttft_ms"]["p50"], "tpot": s["tpot_ms"]["p50"],
        "tps": s["output_tokens_per_second"], "bytes": per_token,
        "lines": d["llama_cpp"]["launch"],
    }
a, b, c = figures(single), figures(split2), figures(split3)
print(f"llama.cpp, {model} {quant}, node1's and node2's links 1 Gbit/s and 1 ms each way "
      f"(ping node0 -> node1: {rtt:.2f} ms)")
print(f"{'layout':<34}{'load s':>8}{'TTFT p50 ms':>13}{'TPOT p50 ms':>13}{'tokens/s':>10}{'B/token node0':>15}")
rows = (("one machine (node0)", a), ("split over RPC, node0+node1", b), ("split over RPC, node0+node1+node2", c))
for name, f in rows:
    per = "-" if f["bytes"] is None else f"{f['bytes']:.0f}"
    print(f"{name:<34}{f['load']:>8.1f}{f['ttft']:>13.1f}{f['tpot']:>13.2f}{f['tps']:>10.1f}{per:>15}  {f['status']}")
for name, f in rows[1:]:
    print(f"{name} / one machine: tokens/s {f['tps'] / a['tps']:.2f}, TPOT {f['tpot'] / a['tpot']:.2f}")
s2, cp = figures(single_at2), figures(copies)
print(f"one copy per machine (node0, node1) at 2 at once, one thread per server: {cp['tps']:.1f} tokens/s against node0 alone "
      f"{s2['tps']:.1f}: {cp['tps'] / s2['tps']:.2f}x (TTFT p50 {cp['ttft']:.1f} against {s2['ttft']:.1f} ms)  "
      f"{cp['status']}")
rpc = json.load(open(report_a)).get("rpc_split")
if not rpc:
    print("the RPC cost model found no split, run alone and link test to weigh: nothing predicted")
    sys.exit(1)
print(f"RPC cost model from the 1 ms link (link test: RTT {rpc['rtt_ms']:.2f} ms, "
      f"{rpc['link_bytes_per_second'] * 8 / 1e9:.2f} Gbit/s): {rpc['round_trips_per_token']:.1f} round trips "
      f"and {rpc['bytes_per_token']:.0f} B per token ({rpc['slowdown']:.2f}x node0 alone)")
# The second link, as ShardScope measured it (its link test, in the report of the split run there),
# and the split the first link's count predicts on it: the equation of core/analysis/RpcSplit.h,
# TPOT = TPOT alone + N x RTT + bytes per token / throughput, TTFT the same with the prefill's bytes.
rpc_b = json.load(open(report_b)).get("rpc_split")
if not rpc_b:
    print("the second link's report has no split to weigh")
    sys.exit(1)
rtt_b, beta_b = rpc_b["rtt_ms"], rpc_b["link_bytes_per_second"]
tpot = rpc["alone_tpot_ms"] + rpc["round_trips_per_token"] * rtt_b + rpc["bytes_per_token"] / beta_b * 1000
ttft = rpc["alone_ttft_ms"] + rpc["round_trips_per_token"] * rtt_b + rpc["prefill_bytes"] / beta_b * 1000
print(f"second link (link test: RTT {rtt_b:.2f} ms, {beta_b * 8 / 1e9:.2f} Gbit/s), split over node0+node1:")
print(f"  TPOT p50 predicted {tpot:.2f} ms, measured {rpc_b['split_tpot_ms']:.2f} ms "
      f"({tpot / rpc_b['split_tpot_ms'] - 1:+.0%}); TTFT p50 predicted {ttft:.1f} ms, measured "
      f"{rpc_b['split_ttft_ms']:.1f} ms ({ttft / rpc_b['split_ttft_ms'] - 1:+.0%})")
# Both links together tell round trips from a per-token cost that no link removes (RPC's own work,
# and on the testbed the nodes sharing this machine's cores), which one link cannot.
extra_a = rpc["split_tpot_ms"] - rpc["alone_tpot_ms"] - rpc["bytes_per_token"] / rpc["link_bytes_per_second"] * 1000
extra_b = rpc_b["split_tpot_ms"] - rpc_b["alone_tpot_ms"] - rpc_b["bytes_per_token"] / beta_b * 1000
if rtt_b > rpc["rtt_ms"]:
    trips = (extra_b - extra_a) / (rtt_b - rpc["rtt_ms"])
    print(f"  fitted on both links: {trips:.1f} round trips per token and "
          f"{extra_a - trips * rpc['rtt_ms']:.1f} ms per token that does not grow with the round trip")
print("  the report's own what-if from the first link, output tokens/s: " + ", ".join(
    f"{c['class']} {c['output_tokens_per_second']:.1f}" for c in rpc["link_classes"]))
print(f"ShardScope's own engine, {model} bf16, the same link (decode step = compute + communication):")
for r in json.load(open(engine))["runs"]:
    s = r["summary"]
    why = f" ({r['error']['message']})" if r.get("error") else ""
    print(f"  {r['layout']:<8} over {', '.join(r['nodes'])}: {s['output_tokens_per_second']:.1f} tokens/s, "
          f"TPOT p50 {s['tpot_ms']['p50']:.2f} ms, compute {s['compute_ms_per_step']:.2f} + communication "
          f"{s['comm_ms_per_step']:.2f} ms per step, {s['bytes_per_step']:.0f} B per step  {r['status']}{why}")
print("the three-machine split's launch lines as ShardScope ran them:")
for step in c["lines"]:
    for line in step["lines"]:
        print(f"  {step['machine']}: {line}")
EOF
