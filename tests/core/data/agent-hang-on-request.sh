#!/bin/sh
# Says hello, then never answers (and ignores stdin EOF).
echo '{"v":1,"type":"hello","agent_version":"0.1.0","protocol_version":1,"capabilities":["probe"],"backends":["cpu"]}'
IFS= read -r request
exec sleep 1000
