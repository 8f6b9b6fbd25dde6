#!/bin/sh
# Says hello, then answers the first request with a line that is no JSON and carries escape
# sequences (clear the screen, set the terminal's title, a bell).
echo '{"v":1,"type":"hello","agent_version":"0.1.0","protocol_version":1,"capabilities":["probe"],"backends":["cpu"]}'
IFS= read -r request
printf 'garbage \033[2J\033]0;pwned\007 here\n'
exec cat >/dev/null
