#!/usr/bin/env bash
# app → ui → core → protocol; remote-agent → protocol. Nothing points back.
#  - the agent needs no Qt and carries its own C++ runtime (it runs on nodes without either);
#  - the CLI, which links only core, needs no Qt Gui or Widgets;
#  - core and the agent include no widget or GUI header; core and ui don't include each other
#    the wrong way round; ui never talks libssh or sqlite3 directly.
set -euo pipefail
src=$1 agent=$2 cli=$3
status=0
fail() { echo "architecture: $*" >&2; status=1; }

needed() { readelf -d "$1" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p'; }

agent_libs=$(needed "$agent")
echo "agent needs: $(echo $agent_libs)"
grep -q 'libQt' <<<"$agent_libs" && fail "shardscope-agent links Qt"
grep -q 'libstdc++' <<<"$agent_libs" && fail "shardscope-agent needs libstdc++.so (link it statically)"

cli_libs=$(needed "$cli")
echo "cli needs: $(echo $cli_libs)"
grep -Eq 'libQt6(Gui|Widgets)' <<<"$cli_libs" && fail "shardscope-cli (core only) links Qt Gui or Widgets"

check_includes() { # folder, forbidden pattern, rule
    local hits
    hits=$(grep -rEn --include='*.h' --include='*.cpp' "$2" "$src/$1" || true)
    [ -z "$hits" ] || fail "$3:"$'\n'"$hits"
}
check_includes core '#include <(Qt(Gui|Widgets|Charts|PrintSupport)/|Q(Widget|Application|Painter|PdfWriter|Pixmap|Image)\b)' "core includes a GUI header"
check_includes core '#include "(ui|app)/' "core includes ui or app"
check_includes remote-agent '#include <Q' "the agent includes a Qt header"
check_includes remote-agent '#include "(core|ui|app)/' "the agent includes controller code"
if [ -d "$src/ui" ]; then
    check_includes ui '#include <(libssh/|sqlite3\.h)' "ui talks libssh or sqlite3 directly"
    check_includes ui '#include "app/' "ui includes app"
fi
[ $status -eq 0 ] && echo "dependency rules hold"
exit $status
