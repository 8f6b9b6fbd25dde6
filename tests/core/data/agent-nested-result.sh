#!/bin/sh
# Says hello, then answers the first request with a result nested 100 000 arrays deep (200 KB).
echo '{"v":1,"type":"hello","agent_version":"0.1.0","protocol_version":1,"capabilities":["probe"],"backends":["cpu"]}'
IFS= read -r request
printf '{"v":1,"type":"result","id":1,"data":'
head -c 100000 /dev/zero | tr '\0' '['
head -c 100000 /dev/zero | tr '\0' ']'
echo '}'
exec cat >/dev/null
