#!/usr/bin/env bash
# Shows that check-doc-references.sh can fail: on the fixture tree data/good (only true references)
# it must pass; on data/bad (one true reference, then one bad one per line: a missing heading, a
# "heading" inside a code fence, a missing file, the starting design's folder, a missing path) it
# must exit 1 and name each bad one by file:line, and not the true one.
# Usage: check-doc-references-can-fail.sh [CHECK_SCRIPT [DATA_DIR]]
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
check=${1:-$here/check-doc-references.sh}
data=${2:-$here/data}
status=0
fail() {
    echo "can-fail: $*" >&2
    status=1
}

output=$("$check" "$data/good" 2>&1)
rc=$?
[ $rc -eq 0 ] || fail "the good fixture failed with exit code $rc:"$'\n'"$output"

output=$("$check" "$data/bad" 2>&1)
rc=$?
echo "$output"
[ $rc -eq 1 ] || fail "the bad fixture gave exit code $rc, expected 1"
for line in 3 4 5 6 7; do
    grep -q "^src/code.cpp:$line: " <<<"$output" || fail "the bad reference at src/code.cpp:$line is not named"
done
grep -q '^src/code.cpp:2: ' <<<"$output" && fail "the true reference at src/code.cpp:2 is named as bad"

[ $status -eq 0 ] && echo "can-fail: the check passes the good fixture and names every bad reference"
exit $status
