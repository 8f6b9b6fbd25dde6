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
# The RPC cost model that predicts the split from the link is not written yet: nothing is predicted.
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

testbed_start --nodes 3 --shape-node 1:both:1000000000:1:0 --shape-node 2:both:1000000000:1:0
IDENTITY=$(json_string "$TESTBED_JSON" identity)
KNOWN_HOSTS=$(json_string "$TESTBED_JSON" knownHosts)
mapfile -t NODES < <(testbed_nodes)
HOSTS=()
for node in "${NODES[@]}"; do
    read -r address port <<<"$node"
    HOSTS+=("root@$address:$port")
done
NODE1_ADDRESS=${NODES[1]%% *}
NETNS0=$(grep -o '"netns":"[^"]*"' <<<"$TESTBED_JSON" | head -n 1 | cut -d'"' -f4)
RTT=$(ip netns exec "$NETNS0" ping -U -n -q -c 20 -i 0.05 "$NODE1_ADDRESS" | awk -F/ '/^rtt/ { print $5 }')

# run NAME LAYOUT HOST...: serve-bench's JSON document for that layout, in $BENCH_TMP/NAME.json.
run() {
    local name=$1 layout=$2 out
    shift 2
    local hosts=()
    for host in "$@"; do hosts+=(--host "$host"); done
    out="$BENCH_TMP/$name.json"
    if ! HOME="$BENCH_TMP" "$BUILD_DIR/bin/shardscope-cli" serve-bench --engine llama.cpp "${hosts[@]}" \
        --layout "$layout" --model "$MODEL" --quant "$QUANT" --llama-bin "$LLAMA_BIN" --prompt "$PROMPT" \
        --gen "$GEN" --requests "$REQUESTS" --warmup 1 --concurrency 1 --ssh-config none \
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
ENGINE="$BENCH_TMP/engine.json"
if ! HOME="$BENCH_TMP" "$BUILD_DIR/bin/shardscope-cli" bench --model "$MODEL" --dtype bf16 --layouts single,pp \
    --host "${HOSTS[0]}" --host "${HOSTS[1]}" --prompt "$PROMPT" --gen "$GEN" --concurrency 1 \
    --ssh-config none --identity "$IDENTITY" --known-hosts "$KNOWN_HOSTS" --node-dir "$BENCH_TMP/node" \
    --db "$BENCH_TMP/runs.db" --json >"$ENGINE" 2>"$BENCH_TMP/engine.err"; then
    echo "$0: ShardScope's engine (bench) failed:" >&2
    cat "$BENCH_TMP/engine.err" "$ENGINE" >&2
    exit 1
fi

SINGLE=$(run single single "${HOSTS[0]}")
SPLIT2=$(run split2 pp "${HOSTS[0]}" "${HOSTS[1]}")
SPLIT3=$(run split3 pp "${HOSTS[0]}" "${HOSTS[1]}" "${HOSTS[2]}")

python3 - "$SINGLE" "$SPLIT2" "$SPLIT3" "$RTT" "$MODEL" "$QUANT" "$ENGINE" <<'EOF'
import json, sys
single, split2, split3, rtt, model, quant, engine = sys.argv[1:4] + [float(sys.argv[4])] + sys.argv[5:8]
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
print("predicted splits: none yet (the RPC cost model is not written)")
print(f"ShardScope's own engine, {model} bf16, the same link (decode step = compute + communication):")
for r in json.load(open(engine))["runs"]:
    s = r["summary"]
    print(f"  {r['layout']:<8} over {', '.join(r['nodes'])}: {s['output_tokens_per_second']:.1f} tokens/s, "
          f"TPOT p50 {s['tpot_ms']['p50']:.2f} ms, compute {s['compute_ms_per_step']:.2f} + communication "
          f"{s['comm_ms_per_step']:.2f} ms per step, {s['bytes_per_step']:.0f} B per step  {r['status']}")
print("the three-machine split's launch lines as ShardScope ran them:")
for step in c["lines"]:
    for line in step["lines"]:
        print(f"  {step['machine']}: {line}")
EOF
