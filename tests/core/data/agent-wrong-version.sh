#!/bin/sh
# An agent from a future ShardScope that speaks protocol version 2.
echo '{"v":2,"type":"hello","agent_version":"9.0.0","protocol_version":2,"capabilities":["probe"],"backends":["cpu"]}'
exec cat >/dev/null
