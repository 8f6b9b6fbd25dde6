#!/usr/bin/env bash
# The inference engine against the memory-bandwidth roofline (CPU decode of the 1B shape, batch 1)
# and a tensor-parallel run against the what-if's α-β model from a link test (2 testbed nodes,
# node1 shaped to 1 Gbit/s with 1 ms each way): communication per step, and decode tokens/s and
# TTFT predicted at the measured link next to the measured ones (target: within ±25 %). What is
# compared and the targets are in benchmarks/BenchInference.cpp's header. Takes a few minutes
# (--quick: fewer tokens).
#
#   benchmarks/inference.sh BUILD_DIR [--quick]
set -euo pipefail
source "$(dirname "$0")/testbed.sh"
bench_init "$1"
shift
bench_need shardscope-bench-inference shardscope-cli shardscope-agent
"$BUILD_DIR/bin/shardscope-bench-inference" --cli "$BUILD_DIR/bin/shardscope-cli" "$@"
