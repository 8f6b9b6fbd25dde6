#!/usr/bin/env bash
# ShardScope's link test against iperf3 and ping on the same testbed links, in one run: node1's link
# shaped at 1 Gbit/s … 200 Mbit/s, 0–5 ms one-way delay and 0–1 % loss (each way), plus two
# unshaped rows: one stream (the idle RTT against ping -U, within 20 µs) and the parallel-stream
# aggregate against iperf3 -P 4. What is compared and the targets are in
# benchmarks/BenchLinkAccuracy.cpp's header. Takes about 10 minutes (--quick: 2, --unshaped: 3).
#
#   benchmarks/link-accuracy.sh BUILD_DIR [--quick | --unshaped] [--duration S]
set -euo pipefail
source "$(dirname "$0")/testbed.sh"
bench_init "$1"
shift
bench_need shardscope-bench-link shardscope-cli shardscope-agent
"$BUILD_DIR/bin/shardscope-bench-link" --cli "$BUILD_DIR/bin/shardscope-cli" "$@"
