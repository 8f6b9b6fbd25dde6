#!/bin/sh
# Answers each request with a log line, two progress events, a stale result for another id, then
# the result, echoing the request's id.
echo '{"v":1,"type":"hello","agent_version":"0.1.0","protocol_version":1,"capabilities":["probe"],"backends":["cpu"]}'
while IFS= read -r request; do
    id=$(printf '%s' "$request" | sed -n 's/.*"id":\([0-9]*\).*/\1/p')
    echo '{"v":1,"type":"log","level":"info","message":"working"}'
    echo "{\"v\":1,\"type\":\"progress\",\"id\":$id,\"fraction\":0.25,\"stage\":\"gpus\"}"
    echo "{\"v\":1,\"type\":\"result\",\"id\":999,\"data\":{\"stale\":true}}"
    echo "{\"v\":1,\"type\":\"progress\",\"id\":$id,\"fraction\":1.0,\"stage\":\"done\"}"
    echo "{\"v\":1,\"type\":\"result\",\"id\":$id,\"data\":{\"echo\":$id}}"
done
