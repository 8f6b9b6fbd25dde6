#!/bin/sh
# Says hello, then answers the first request with a line that never ends.
echo '{"v":1,"type":"hello","agent_version":"0.1.0","protocol_version":1,"capabilities":["probe"],"backends":["cpu"]}'
IFS= read -r request
exec tr '\0' x </dev/zero
