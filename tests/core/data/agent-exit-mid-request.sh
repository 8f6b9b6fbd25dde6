#!/bin/sh
# Says hello, then dies while working on the first request.
echo '{"v":1,"type":"hello","agent_version":"0.1.0","protocol_version":1,"capabilities":["probe"],"backends":["cpu"]}'
IFS= read -r request
echo "probe: segmentation fault in libfoo" >&2
exit 3
