#!/bin/sh
# Says hello, then dies on the first request with escape sequences on stderr.
echo '{"v":1,"type":"hello","agent_version":"0.1.0","protocol_version":1,"capabilities":["probe"],"backends":["cpu"]}'
IFS= read -r request
printf 'crash \033[31mred\033[0m\nsecond line\n' >&2
exit 4
