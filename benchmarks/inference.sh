#!/usr/bin/env bash
# The inference engine against the memory-bandwidth roofline (CPU decode of the 1B shape, batch 1)
# and split runs against the what-if's α-β model from a link test (2 testbed nodes): a tensor-
# parallel run with node1 shaped to 1 Gbit/s and 1 ms each way (where the model's Gloo message cost
# was derived), then, unless --no-validate, the model on points it was not fitted on: TP 2 and
# PP 2 (pipeline) with node1 shaped to 2.5 Gbit/s and 5 ms each way. Rows: communication per step,
# and decode tokens/s and TTFT predicted at the measured link next to the measured ones (target:
# within ±25 %). What is compared and the targets are in benchmarks/BenchInference.cpp's header.
# Takes several minutes (--quick: fewer tokens).
#
#   benchmarks/inference.sh BUILD_DIR [--quick] [--no-validate]
set -euo pipefail
source "$(dirname "$0")/testbed.sh"
bench_init "$1"
shift
bench_need shardscope-bench-inference shardscope-cli shardscope-agent
validate=(--validate)
args=()
for arg in "$@"; do
    if [[ $arg == --no-validate ]]; then validate=(); else args+=("$arg"); fi
done
"$BUILD_DIR/bin/shardscope-bench-inference" --cli "$BUILD_DIR/bin/shardscope-cli" "${validate[@]}" "${args[@]}"
