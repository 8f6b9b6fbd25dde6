#!/bin/sh
# Floods stderr (50 MB, as a node with a broken driver might) before its hello, then exits with
# code 5 on the first request. The transport must keep only a bounded tail of it.
yes 'kernel: NVRM: Xid 79, GPU has fallen off the bus' | head -c 50000000 >&2
echo '{"v":1,"type":"hello","agent_version":"0.1.0","protocol_version":1,"capabilities":["probe"],"backends":["cpu"]}'
IFS= read -r request
echo 'last words before exiting' >&2
exit 5
