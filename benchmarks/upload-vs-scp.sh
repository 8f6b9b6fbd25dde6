#!/usr/bin/env bash
# Upload speed of ShardScope's agent deployment (core::deployAgent) against OpenSSH's scp,
# over one testbed node whose link runs at 1 Gbit/s with 2 ms one-way delay on the path to the
# node (1 Gbit/s and no added delay on the way back, so the round trip is about 2.1 ms). A 64 MiB
# random file, 3 runs of each alternating, median. Target: ShardScope / scp >= 0.8.
#
#   benchmarks/upload-vs-scp.sh BUILD_DIR        (as root)
#
# Both sides include connecting and authenticating. "deploy" is the whole core::deployAgent call
# as shardscope-cli deploy makes it: local SHA-256, remote sha256sum of an existing build, mkdir,
# the stream into `tee FILE | sha256sum` on the node over an exec channel (the node checks the bytes
# as they arrive) and the rename. "upload stream" is the time from the first to the last byte handed
# to the channel. "exec cat" is no part of ShardScope: the same bytes streamed into `cat > FILE`, to
# show what the link gives. scp is OpenSSH 9's (SFTP protocol underneath, 64 requests in flight).
set -euo pipefail
source "$(dirname "$0")/testbed.sh"
bench_init "$@"
bench_need shardscope-bench-upload shardscope-testbed-run

RUNS=3
SIZE_MIB=64
testbed_start --nodes 1 --shape to-node:1000000000:2:0 --shape from-node:1000000000:0:0
IDENTITY=$(json_string "$TESTBED_JSON" identity)
KNOWN_HOSTS=$(json_string "$TESTBED_JSON" knownHosts)
read -r ADDRESS PORT < <(testbed_nodes)
PAYLOAD="$BENCH_TMP/payload.bin"
head -c "$((SIZE_MIB * 1024 * 1024))" /dev/urandom >"$PAYLOAD"
BYTES=$(stat -c %s "$PAYLOAD")
DEST="$BENCH_TMP/node" # the node shares this machine's file system
mkdir -p "$DEST"
RTT=$(ip netns exec "$(json_string "$TESTBED_JSON" netns)" ping -U -n -q -c 20 -i 0.05 \
    "$(json_string "$TESTBED_JSON" controller)" | awk -F/ '/^rtt/ { print $5 }')

run_scp() {
    local start
    start=$(now_seconds)
    scp -q -F /dev/null -i "$IDENTITY" -o IdentitiesOnly=yes -o UserKnownHostsFile="$KNOWN_HOSTS" \
        -o GlobalKnownHostsFile=/dev/null -o StrictHostKeyChecking=yes -o BatchMode=yes -P "$PORT" \
        "$PAYLOAD" "root@$ADDRESS:$DEST/scp.bin"
    elapsed_since "$start"
    cmp -s "$PAYLOAD" "$DEST/scp.bin" || { echo "$0: scp copy differs" >&2; exit 1; }
    rm -f "$DEST/scp.bin"
}

# run_shardscope METHOD: prints the program's JSON line (fresh node folder: nothing is skipped).
run_shardscope() {
    local dir="$DEST/shardscope-$1" line
    rm -rf "$dir"
    line=$("$BUILD_DIR/bin/shardscope-bench-upload" --host "$ADDRESS" --port "$PORT" --user root \
        --identity "$IDENTITY" --known-hosts "$KNOWN_HOSTS" --file "$PAYLOAD" --node-dir "$dir" --method "$1")
    if [[ $(json_string "$line" event) != end ]]; then
        echo "$0: shardscope-bench-upload --method $1 failed: $line" >&2
        exit 1
    fi
    rm -rf "$dir"
    echo "$line"
}

SCP=() DEPLOY=() STREAM=() CAT=()
for ((run = 1; run <= RUNS; run++)); do
    SCP+=("$(run_scp)")
    line=$(run_shardscope deploy)
    connect=$(json_number "$line" connectSeconds)
    DEPLOY+=("$(awk -v c="$connect" -v d="$(json_number "$line" deploySeconds)" 'BEGIN { printf "%.3f", c + d }')")
    STREAM+=("$(awk -v s="$(json_number "$line" streamSeconds)" 'BEGIN { printf "%.3f", s }')")
    line=$(run_shardscope exec-cat)
    CAT+=("$(awk -v s="$(json_number "$line" streamSeconds)" 'BEGIN { printf "%.3f", s }')")
    echo "run $run: scp ${SCP[-1]} s, deploy ${DEPLOY[-1]} s (upload stream ${STREAM[-1]} s), exec cat ${CAT[-1]} s" >&2
done

mbps() { awk -v b="$BYTES" -v s="$1" 'BEGIN { printf "%.1f", b / s / 1e6 }'; }
scp=$(median "${SCP[@]}")
deploy=$(median "${DEPLOY[@]}")
stream=$(median "${STREAM[@]}")
cat=$(median "${CAT[@]}")
echo
echo "upload of $SIZE_MIB MiB: 1 Gbit/s, 2 ms one-way to the node (ping RTT ${RTT} ms), median of $RUNS runs"
printf '%-44s %9s %9s %12s\n' "method" "seconds" "MB/s" "ratio to scp"
printf '%-44s %9s %9s %12s\n' "scp (OpenSSH, incl. connect)" "$scp" "$(mbps "$scp")" "1.00"
printf '%-44s %9s %9s %12s\n' "ShardScope deploy (incl. connect, checks)" "$deploy" "$(mbps "$deploy")" \
    "$(ratio "$scp" "$deploy")"
printf '%-44s %9s %9s %12s\n' "ShardScope upload stream only" "$stream" "$(mbps "$stream")" "$(ratio "$scp" "$stream")"
printf '%-44s %9s %9s %12s\n' "reference: libssh exec channel, cat > file" "$cat" "$(mbps "$cat")" "$(ratio "$scp" "$cat")"
echo "target: ShardScope deploy / scp >= 0.8 (MB/s = 10^6 bytes/s)"
