#!/bin/sh
# Like agent-wrong-version.sh, with %N placeholders in its version text (untrusted text).
echo '{"v":1,"type":"hello","agent_version":"9.9%2%3","protocol_version":2,"capabilities":["probe"],"backends":["cpu"]}'
exec cat >/dev/null
