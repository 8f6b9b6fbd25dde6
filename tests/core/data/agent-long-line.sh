#!/bin/sh
# Says hello, then answers the first request with a line longer than kMaxLineBytes (4 MiB).
echo '{"v":1,"type":"hello","agent_version":"0.1.0","protocol_version":1,"capabilities":["probe"],"backends":["cpu"]}'
IFS= read -r request
head -c 5000000 /dev/zero | tr '\0' x
echo
exec cat >/dev/null
