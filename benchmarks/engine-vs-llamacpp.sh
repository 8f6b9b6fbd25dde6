#!/usr/bin/env bash
# ShardScope's CPU engine against llama.cpp on the same shape and data type, on this machine, in one
# run, alternating: decode tokens/s at batch 1 (bf16 against F16, q8_0 against Q8_0, q4_0 against
# Q4_0) and prompt processing of a 128- and a 512-token prompt, each with the ratio ShardScope ÷
# llama.cpp, and the engine's decode as a fraction of the read bandwidth its own threads measure
# (the roofline a bench run reports). Targets (issue 20): decode ratio ≥ 1 and ≥ 90 % of the read
# bandwidth; prefill is printed against llama.cpp's.
#
# The GGUF files are written by ShardScope's own writer (shardscope-bench-engine gguf) for the same
# shape; their weights differ from the engine's seeded ones, which changes no timing. llama-bench
# runs `-p 0 -n GEN` (decode from an empty context) and `-p 128,512 -n 0`, one repetition per
# round (-r 1, after its own warm-up); the engine does the same work in-process
# (benchmarks/BenchEngine.cpp). Both use --threads threads. Rounds alternate which goes first, so
# a drift of the machine shows in both columns; every round's figure is printed.
#
#   benchmarks/engine-vs-llamacpp.sh BUILD_DIR LLAMA_BIN_DIR [--model llama-3.2-1b] [--threads N]
#       [--gen 64] [--rounds 2] [--types bf16,q8_0,q4_0] [--no-prefill]
#
# LLAMA_BIN_DIR is a llama.cpp build's bin folder (llama-bench), made outside this repository.
# Needs python3 (standard library) and about 3 GB free in $TMPDIR for the largest file.
set -euo pipefail

if [[ $# -lt 2 ]]; then
    sed -n '2,20p' "$0" >&2
    exit 2
fi
BUILD_DIR=$(cd "$1" && pwd)
LLAMA_BIN_DIR=$(cd "$2" && pwd)
shift 2
model=llama-3.2-1b
threads=$(nproc)
gen=64
rounds=2
types=bf16,q8_0,q4_0
prefill=1
while [[ $# -gt 0 ]]; do
    case $1 in
    --model) model=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --gen) gen=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --types) types=$2; shift 2 ;;
    --no-prefill) prefill=0; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
engine="$BUILD_DIR/bin/shardscope-bench-engine"
llama_bench="$LLAMA_BIN_DIR/llama-bench"
for tool in "$engine" "$llama_bench"; do
    [[ -x $tool ]] || { echo "missing $tool (build it first)" >&2; exit 2; }
done
command -v python3 >/dev/null || { echo "python3 is needed" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/engine-vs-llamacpp.XXXXXX")
trap 'rm -rf "$work"' EXIT

prompts=128,512
[[ $prefill == 1 ]] || prompts=
results="$work/results.jsonl"
: >"$results"

# ShardScope's type → the GGUF type llama.cpp runs for it.
gguf_type() {
    case $1 in
    bf16 | f16) echo f16 ;;
    *) echo "$1" ;;
    esac
}

IFS=, read -r -a type_list <<<"$types"
for type in "${type_list[@]}"; do
    quant=$(gguf_type "$type")
    file="$work/$model-$quant.gguf"
    echo "writing $file" >&2
    "$engine" gguf --model "$model" --quant "$quant" --out "$file" >&2
    for ((round = 1; round <= rounds; ++round)); do
        run_engine() {
            echo "round $round: ShardScope $type" >&2
            local bandwidth=()
            [[ $round == 1 ]] && bandwidth=(--bandwidth)
            "$engine" run --model "$model" --dtype "$type" --threads "$threads" --gen "$gen" \
                --prompts "$prompts" --repeats 1 "${bandwidth[@]}" |
                python3 -c 'import json,sys; r=json.load(sys.stdin); r["who"]="shardscope"; r["round"]=int(sys.argv[1]); r["type"]=sys.argv[2]; print(json.dumps(r))' \
                    "$round" "$type" >>"$results"
        }
        run_llama() {
            echo "round $round: llama.cpp $quant" >&2
            local out="$work/llama.json"
            "$llama_bench" -m "$file" -t "$threads" -r 1 -p 0 -n "$gen" -o json >"$out" 2>"$work/llama.err" ||
                { cat "$work/llama.err" >&2; exit 1; }
            if [[ -n $prompts ]]; then
                "$llama_bench" -m "$file" -t "$threads" -r 1 -p "$prompts" -n 0 -o json >"$out.pp" \
                    2>"$work/llama.err" || { cat "$work/llama.err" >&2; exit 1; }
            else
                echo '[]' >"$out.pp"
            fi
            python3 - "$out" "$out.pp" "$round" "$type" >>"$results" <<'EOF'
import json, sys
tg = json.load(open(sys.argv[1]))
pp = json.load(open(sys.argv[2]))
r = {"who": "llama.cpp", "round": int(sys.argv[3]), "type": sys.argv[4],
     "decode_tokens_per_s": [t["avg_ts"] for t in tg if t["n_gen"] > 0],
     "prefill_tokens_per_s": {str(t["n_prompt"]): [t["avg_ts"]] for t in pp if t["n_prompt"] > 0}}
print(json.dumps(r))
EOF
        }
        if ((round % 2 == 1)); then run_engine; run_llama; else run_llama; run_engine; fi
    done
    rm -f "$file"
done

python3 - "$results" "$model" "$threads" "$gen" "$(dirname "$0")" <<'EOF'
import json, statistics, sys
sys.path.insert(0, sys.argv[5])
from tables import table
rows = [json.loads(line) for line in open(sys.argv[1])]
model, threads, gen = sys.argv[2], sys.argv[3], sys.argv[4]

def fig(values):
    return " ".join(f"{v:.2f}" for v in values)

types = []
for r in rows:
    if r["type"] not in types:
        types.append(r["type"])

def series(who, t, key, sub=None):
    out = []
    for r in sorted((r for r in rows if r["who"] == who and r["type"] == t), key=lambda r: r["round"]):
        v = r[key] if sub is None else r[key].get(sub, [])
        out.extend(v)
    return out

print(f"# {model}, batch 1, {threads} threads, decode of {gen} tokens from an empty context")
lines = []
for t in types:
    s = series("shardscope", t, "decode_tokens_per_s")
    l = series("llama.cpp", t, "decode_tokens_per_s")
    roof = [r for r in rows if r["who"] == "shardscope" and r["type"] == t and "read_gbps" in r]
    frac = ""
    if roof:
        r = roof[0]
        limit = r["read_gbps"] * 1e9 / r["bytes_per_step"]
        frac = f"{statistics.median(s) / limit * 100:.0f} % of {limit:.1f} tok/s ({r['read_gbps']:.1f} GB/s)"
    ratio = statistics.median(s) / statistics.median(l) if s and l else float("nan")
    lines.append([t, "f16" if t == "bf16" else t, fig(s), fig(l), f"{ratio:.2f}", frac])
table(["ShardScope", "llama.cpp", "ShardScope tok/s", "llama.cpp tok/s", "ratio (medians)",
       "ShardScope vs its read roofline"], lines)

prompts = sorted({k for r in rows for k in r.get("prefill_tokens_per_s", {})}, key=int)
if prompts:
    print()
    print("# prompt processing (prefill from an empty cache), tokens/s")
    lines = []
    for t in types:
        for p in prompts:
            s = series("shardscope", t, "prefill_tokens_per_s", p)
            l = series("llama.cpp", t, "prefill_tokens_per_s", p)
            ratio = statistics.median(s) / statistics.median(l) if s and l else float("nan")
            lines.append([t, p, fig(s), fig(l), f"{ratio:.2f}"])
    table(["type", "prompt", "ShardScope tok/s", "llama.cpp tok/s", "ratio (medians)"], lines)
EOF
