#!/usr/bin/env bash
# ShardScope's serving benchmark (shardscope-cli serve-bench, issue 16) against a real llama-server:
# the client's figures next to the server's own for the same requests, per concurrency. Starts
# LLAMA_BUILD_DIR/bin/llama-server on 127.0.0.1 (a free port, one slot per request in flight, a
# logical batch that holds every slot's prompt, so that no prompt waits for another's batch),
# sends one warm-up request, then runs `shardscope-cli serve-bench --from local --dialect llama.cpp
# --json` once per concurrency and prints, per concurrency:
#
#   - that the server's prompt_ms of each request, as ShardScope read it from the stream, is what the
#     server logged (a parsing check, PASS or FAIL);
#   - client TTFT ÷ the server's prompt_ms of the same request, median over the requests (PASS or
#     FAIL at 5 %), and how many requests waited for the server before it began their prompt
#     (TTFT more than 10 % above prompt_ms: at concurrency > 1 a request that arrives a moment
#     after the others waits for their batch, and prompt_ms leaves that out);
#   - client TTFT mean against the mean of the server's "prompt eval time" (shown, not judged: it
#     holds those waits);
#   - client output tokens/s per request (the mean of 1000 / TPOT, ShardScope's
#     client_tokens_per_second_mean) against the mean of the server's "eval time" rate
#     (predicted_n × 1000 / predicted_ms), and 1000 / (TPOT mean) against 1000 / (the mean of
#     predicted_ms / predicted_n): at concurrency > 1 a request's decode rate varies while other
#     slots evaluate their prompts, so a mean of rates and the rate of a mean time differ;
#   - the relative difference, client ÷ server − 1, and PASS or FAIL against ±5 % for tokens/s.
#
# The "server log" column is read from llama-server's own log (its print_timing lines for the
# requests of that run), not from anything ShardScope parsed; the "server (stream)" column is the
# server's `timings` as ShardScope read them from the stream (the summary's "server" object), so
# that a parsing fault in ShardScope shows as a difference between the two server columns.
# What cannot match: TTFT includes the HTTP round trip, tokenisation, the first token's sampling
# and, at concurrency > 1, the wait for the server's next batch; prompt_ms covers the prompt's
# evaluation only. Use a prompt long enough (default 512 tokens) for that to be small.
#
#   benchmarks/serve-bench.sh LLAMA_BUILD_DIR MODEL.gguf [--cli PATH] [--concurrency 1,4]
#       [--prompt N] [--gen N] [--requests N] [--threads N]
#
# LLAMA_BUILD_DIR is a llama.cpp CMake build (llama-server in its bin/), built outside this
# repository. --cli defaults to shardscope-cli beside this script's build/ci tree, then to PATH.
# --requests is per concurrency. Needs bash, coreutils and python3 (standard library only). No root.
set -euo pipefail

usage() {
    echo "usage: $0 LLAMA_BUILD_DIR MODEL.gguf [--cli PATH] [--concurrency 1,4] [--prompt N] [--gen N]" \
        "[--requests N] [--threads N]" >&2
    exit 2
}

[[ $# -ge 2 ]] || usage
LLAMA_BUILD_DIR=$1
MODEL=$2
shift 2
CLI=
CONCURRENCY=1,4
PROMPT=512
GEN=128
REQUESTS=8
THREADS=2
while [[ $# -gt 0 ]]; do
    [[ $# -ge 2 ]] || usage
    case $1 in
    --cli) CLI=$2 ;;
    --concurrency) CONCURRENCY=$2 ;;
    --prompt) PROMPT=$2 ;;
    --gen) GEN=$2 ;;
    --requests) REQUESTS=$2 ;;
    --threads) THREADS=$2 ;;
    *) usage ;;
    esac
    shift 2
done
for value in "$PROMPT" "$GEN" "$REQUESTS" "$THREADS"; do
    [[ $value =~ ^[1-9][0-9]*$ ]] || usage
done
[[ $CONCURRENCY =~ ^[1-9][0-9]*(,[1-9][0-9]*)*$ ]] || usage
if [[ $GEN -lt 2 ]]; then
    echo "$0: --gen must be at least 2 (TPOT needs a second token)" >&2
    exit 2
fi

SERVER=$LLAMA_BUILD_DIR/bin/llama-server
if [[ ! -x $SERVER ]]; then
    echo "$0: $SERVER is missing: build llama.cpp's llama-server target in $LLAMA_BUILD_DIR" >&2
    exit 2
fi
if [[ ! -f $MODEL ]]; then
    echo "$0: $MODEL is no file" >&2
    exit 2
fi
if [[ -z $CLI ]]; then
    CLI=$(dirname "$0")/../build/ci/bin/shardscope-cli
    [[ -x $CLI ]] || CLI=$(command -v shardscope-cli || true)
fi
if [[ -z $CLI || ! -x $CLI ]]; then
    echo "$0: no shardscope-cli: build the tree and pass --cli BUILD_DIR/bin/shardscope-cli" >&2
    exit 2
fi
if ! command -v python3 >/dev/null; then
    echo "$0: python3 is missing (Debian: apt-get install python3)" >&2
    exit 2
fi

BENCH_TMP=$(mktemp -d "${TMPDIR:-/tmp}/shardscope-serve-bench-XXXXXX")
chmod 700 "$BENCH_TMP"
SERVER_PID=
cleanup() {
    if [[ -n $SERVER_PID ]]; then
        kill "$SERVER_PID" 2>/dev/null || true
        wait "$SERVER_PID" 2>/dev/null || true
    fi
    rm -rf "$BENCH_TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# http METHOD PATH [BODY]: the body of a request to the server (python3, so that curl is not needed).
http() {
    python3 - "$PORT" "$@" <<'EOF'
import sys, urllib.request
port, method, path = sys.argv[1], sys.argv[2], sys.argv[3]
body = sys.argv[4].encode() if len(sys.argv) > 4 else None
request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body, method=method,
                                 headers={"Content-Type": "application/json"})
with urllib.request.urlopen(request, timeout=600) as answer:
    sys.stdout.write(answer.read().decode())
EOF
}

MAX_CONCURRENCY=$(tr , '\n' <<<"$CONCURRENCY" | sort -n | tail -n 1)
SLOT_CTX=$(((PROMPT + GEN + 64 + 255) / 256 * 256)) # a BOS, the tokeniser's rounding, a margin
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
SERVER_LOG=$BENCH_TMP/llama-server.log
echo "starting llama-server on 127.0.0.1:$PORT ($MAX_CONCURRENCY slots of $SLOT_CTX tokens, $THREADS threads)" >&2
# Twice the context the slots need, defragmented: llama-server's slots share one KV cache, keep the
# cells of their last request, and a batch needs contiguous free cells; with exactly what the slots
# need, a step after another failed with "Input prompt is too big compared to KV size".
"$SERVER" -m "$MODEL" --host 127.0.0.1 --port "$PORT" -t "$THREADS" -np "$MAX_CONCURRENCY" \
    -c $((2 * SLOT_CTX * MAX_CONCURRENCY)) -b $((SLOT_CTX * MAX_CONCURRENCY)) --defrag-thold 0.1 \
    >"$SERVER_LOG" 2>&1 &
SERVER_PID=$!
for ((waited = 0; ; waited++)); do
    if ! kill -0 "$SERVER_PID" 2>/dev/null || ((waited >= 1200)); then
        echo "$0: llama-server did not become healthy; its log:" >&2
        tail -n 40 "$SERVER_LOG" >&2
        exit 1
    fi
    if [[ $(http GET /health 2>/dev/null || true) == *'"ok"'* ]]; then break; fi
    sleep 0.1
done
MODEL_NAME=$(http GET /v1/models | python3 -c 'import json, sys; print(json.load(sys.stdin)["data"][0]["id"])')
BUILD_INFO=$(http GET /props | python3 -c 'import json, sys; print(json.load(sys.stdin).get("build_info", "?"))')
echo "llama-server $BUILD_INFO serves \"$MODEL_NAME\"; warm-up request" >&2
http POST /completion '{"prompt": "warm up", "n_predict": 8, "ignore_eos": true}' >/dev/null

STEPS=()
for concurrency in ${CONCURRENCY//,/ }; do
    echo "concurrency $concurrency: $REQUESTS requests, prompt $PROMPT, gen $GEN" >&2
    first_line=$(($(wc -l <"$SERVER_LOG") + 1))
    # No warm-up of its own (the one above warmed the server): the server's log then holds exactly
    # the requests of the step. A step with failed requests exits 1 and is still printed below, with its errors.
    cli_status=0
    "$CLI" serve-bench --endpoint "http://127.0.0.1:$PORT" --api-model "$MODEL_NAME" --from local \
        --dialect llama.cpp --prompt "$PROMPT" --gen "$GEN" --concurrency "$concurrency" \
        --requests "$REQUESTS" --warmup 0 --json >"$BENCH_TMP/cli-$concurrency.json" || cli_status=$?
    if [[ $cli_status -gt 1 || ! -s $BENCH_TMP/cli-$concurrency.json ]]; then
        echo "$0: shardscope-cli serve-bench failed (exit $cli_status) at concurrency $concurrency" >&2
        exit 1
    fi
    sleep 0.5 # the last request's print_timing lines
    tail -n +"$first_line" "$SERVER_LOG" >"$BENCH_TMP/server-$concurrency.log"
    STEPS+=("$concurrency")
done

python3 - "$BENCH_TMP" "$BUILD_INFO" "$MODEL_NAME" "$PROMPT" "$GEN" "${STEPS[@]}" <<'EOF'
import json, re, sys

tmp, build, model, prompt, gen = sys.argv[1:6]
steps = sys.argv[6:]
TOLERANCE = 0.05
PROMPT_LINE = re.compile(r"prompt eval time =\s*([0-9.]+) ms /\s*([0-9]+) tokens")
EVAL_LINE = re.compile(r"^\s*eval time =\s*([0-9.]+) ms /\s*([0-9]+) tokens")


def mean(values):
    return sum(values) / len(values) if values else float("nan")


def server_log(path):
    """The server's own timings, one (prompt_ms, prompt_n, predicted_ms, predicted_n) a request."""
    requests, prompt = [], None
    with open(path, encoding="utf-8", errors="replace") as log:
        for line in log:
            if m := PROMPT_LINE.search(line):
                prompt = (float(m[1]), int(m[2]))
            elif (m := EVAL_LINE.search(line)) and prompt is not None:
                requests.append(prompt + (float(m[1]), int(m[2])))
                prompt = None
    return requests


def the_step(path, concurrency):
    with open(path, encoding="utf-8") as f:
        answer = json.load(f)
    for step in answer.get("steps", []):
        if int(step.get("concurrency", -1)) == concurrency:
            return step
    sys.exit(f"serve-bench.sh: {path} has no step of concurrency {concurrency}")


def diff(client, server):
    return client / server - 1 if server and server == server and client == client else float("nan")


def verdict(d):
    return "PASS" if abs(d) <= TOLERANCE else "FAIL"


def pct(d):
    return "n/a" if d != d else f"{d * 100:+.1f} %"


failed = False
print(f"llama-server {build}, model {model}, prompt {prompt} tokens, gen {gen} tokens")
for c in map(int, steps):
    step = the_step(f"{tmp}/cli-{c}.json", c)
    s = step.get("summary", {})
    srv = s.get("server", {})
    log = server_log(f"{tmp}/server-{c}.log")
    log_prompt_ms = mean([r[0] for r in log])
    log_tps = mean([r[3] * 1000 / r[2] for r in log if r[2] > 0])
    log_tok_ms = mean([r[2] / r[3] for r in log if r[3] > 0])
    client_ttft = s.get("ttft_ms", {}).get("mean", float("nan"))
    client_tps = srv.get("client_tokens_per_second_mean", float("nan"))
    tpot = s.get("tpot_ms", {}).get("mean", 0)
    print()
    if step.get("status") != "complete":
        failed = True
        print(f"\nconcurrency {c}: {step.get('status')}: {step.get('error', {}).get('message', 'no reason given')}")
    print(f"concurrency {c}: status {step.get('status')}, completed {s.get('completed')}, "
          f"failed {s.get('failed')}, clean {s.get('clean')}; server log: {len(log)} requests, "
          f"prompt {mean([r[1] for r in log]):.0f} and generated {mean([r[3] for r in log]):.0f} "
          f"tokens on average")
    print(f"  {'figure':<42}{'ShardScope':>11}{'server log':>11}{'difference':>11}  {'5 %':<4}"
          f"{'server (stream)':>16}{'ShardScope says':>16}")
    # Per request, from ShardScope's records: the client's TTFT and the server's prompt_ms that the
    # same response's `timings` carried (checked against the log just below).
    pairs = [(r["chunk_ms"][0] - r["sent_ms"], r["server"]["prompt_ms"]) for r in step.get("records", [])
             if r.get("error", "none") == "none" and r.get("chunk_ms") and r.get("server", {}).get("prompt_ms")]
    ratios = sorted(t / p for t, p in pairs if p > 0)
    median_ratio = (ratios[len(ratios) // 2] if len(ratios) % 2 else
                    (ratios[len(ratios) // 2 - 1] + ratios[len(ratios) // 2]) / 2) if ratios else float("nan")
    waited = sum(1 for x in ratios if x - 1 > 0.10)
    stream_prompts = sorted(p for _, p in pairs)
    log_prompts = sorted(r[0] for r in log)
    same = len(stream_prompts) == len(log_prompts) and all(
        abs(a - b) <= 0.01 + 1e-6 * b for a, b in zip(stream_prompts, log_prompts))
    failed |= not same
    print(f"  the server's prompt_ms per request, as ShardScope read them from the stream and as the "
          f"server logged them: {'the same' if same else 'DIFFERENT'} ({len(stream_prompts)} and "
          f"{len(log_prompts)} values)  {'PASS' if same else 'FAIL'}")
    median_d = median_ratio - 1
    failed |= verdict(median_d) == "FAIL"
    says = srv.get("ttft_median_relative_difference")
    print(f"  client TTFT / the server's prompt_ms of the same request, median over {len(ratios)}: "
          f"{pct(median_d)}  {verdict(median_d)}  (ShardScope says {pct(says) if says is not None else 'n/a'}; "
          f"{waited} requests waited for the server before it began their prompt: TTFT more than 10 % above "
          f"its prompt_ms)")
    rows = [
        ("TTFT mean vs prompt eval mean (ms)", client_ttft, log_prompt_ms,
         srv.get("server_prompt_ms_mean"), srv.get("ttft_relative_difference")),
        ("output tokens/s per request, mean", client_tps, log_tps,
         srv.get("server_tokens_per_second_mean"), srv.get("generation_relative_difference")),
        ("1000 / TPOT mean vs 1000 / ms-per-token mean", 1000 / tpot if tpot else float("nan"),
         1000 / log_tok_ms if log_tok_ms else float("nan"), None, None),
    ]
    # The issue's two checks are the median above and tokens/s; the TTFT mean also holds the time
    # requests waited for the server's batch, which its prompt_ms leaves out: shown, not judged.
    gated = {1}
    for index, (name, client, server, stream, says) in enumerate(rows):
        d = diff(client, server)
        judged = verdict(d) if index in gated else "info"
        failed |= judged == "FAIL"
        stream_text = "n/a" if stream is None else f"{stream:.1f}"
        says_text = "n/a" if says is None else pct(says)
        print(f"  {name:<42}{client:>11.1f}{server:>11.1f}{pct(d):>11}  {judged:<4}"
              f"{stream_text:>16}{says_text:>16}")
    print(f"  (ShardScope's own comparison: disagrees = {srv.get('disagrees')}; "
          f"output tokens/s of the run {s.get('output_tokens_per_second', 0):.1f}, "
          f"TTFT p99 {s.get('ttft_ms', {}).get('p99', 0):.1f} ms)")
    if s.get("completed") != len(log):
        print(f"  note: ShardScope completed {s.get('completed')} requests, the server logged {len(log)}")
sys.exit(1 if failed else 0)
EOF
