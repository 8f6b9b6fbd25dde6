#!/usr/bin/env bash
# app → ui → presentation → core → protocol; remote-agent → protocol. Nothing points back; inside core,
# the layers of core_uses below.
#  - the agent needs no Qt and is a bundle (it runs on nodes without Qt, Gloo or a new C++
#    runtime): its rpath is $ORIGIN/lib only, every library it loads beyond glibc comes from that
#    lib/, lib/ holds nothing else, and kAgentMinimumGlibc is the newest glibc any of it needs;
#  - the CLI may link Qt Gui (presentation/ paints the PDF with QPainter on a QPdfWriter), never Widgets:
#    it must run headless, without a widget style or a display;
#  - core and the agent include no widget or GUI header; presentation includes no widget header;
#    core, presentation and ui don't include each other the wrong way round; ui never talks libssh
#    or sqlite3 directly.
set -euo pipefail
src=$1 agent=$2 cli=$3
status=0
fail() { echo "architecture: $*" >&2; status=1; }

needed() { readelf -d "$1" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p'; }

agent_libs=$(needed "$agent")
echo "agent needs: $(echo $agent_libs)"
grep -q 'libQt' <<<"$agent_libs" && fail "shardscope-agent links Qt"

# The bundle (remote-agent/CMakeLists.txt, BundleLibraries.cmake; deployed by core/deploy).
bundle_lib=$(cd "$(dirname "$agent")" && pwd -P)/lib # as ldd expands $ORIGIN
rpath=$(readelf -d "$agent" | sed -n 's/.*(R\(UN\)\{0,1\}PATH).*\[\(.*\)\]/\2/p')
[ "$rpath" = '$ORIGIN/lib' ] || fail "shardscope-agent's rpath is '$rpath', expected '\$ORIGIN/lib' and nothing else"
readelf -d "$agent" | grep -q '(RUNPATH)' \
    && fail "shardscope-agent has a RUNPATH: it does not reach libgloo's own dependencies (link with --disable-new-dtags)"
env -i "$agent" --version >/dev/null || fail "shardscope-agent does not start with an empty environment"
# ldd follows the rpath: every library but glibc's own must resolve into the bundle's lib/.
glibc_own='^(linux-vdso|linux-gate|ld-linux|ld64|libc|libm|libmvec|libpthread|libdl|librt|libresolv|libutil|libanl|libnsl|libBrokenLocale|libthread_db|libnss_[a-z0-9]+)\.so'
loaded=$(ldd "$agent")
grep -q 'not found' <<<"$loaded" && fail "shardscope-agent misses libraries: $(grep 'not found' <<<"$loaded" | tr -s ' \t\n' ' ')"
while read -r name _ path _; do
    grep -Eq "$glibc_own" <<<"$name" && continue
    [ "$path" = "$bundle_lib/$name" ] || fail "shardscope-agent loads $name from ${path:-nowhere}, not from $bundle_lib"
done < <(grep '=>' <<<"$loaded")
bundled=()
for file in "$bundle_lib"/*; do
    [ -f "$file" ] || continue
    bundled+=("$file")
    grep -qF " => $file " <<<"$loaded" || fail "$file is in the bundle but the agent does not load it"
done
[ ${#bundled[@]} -gt 0 ] || fail "$bundle_lib is empty or missing: the agent's post-build step did not run"
echo "agent bundle: $(for file in "${bundled[@]}"; do printf '%s ' "${file##*/}"; done)"
# The oldest glibc a node may have: the newest symbol version the agent, its libraries or the CUDA
# plugin (when built, part of the bundle) need.
plugin=$(dirname "$agent")/libshardscope-cuda.so
[ -f "$plugin" ] && bundled+=("$plugin")
needed_glibc=$(for file in "$agent" "${bundled[@]}"; do objdump -T "$file"; done \
    | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -n 1)
declared_glibc=$(sed -n 's/.*kAgentMinimumGlibc\[\] = "\(.*\)";.*/\1/p' "$src/core/deploy/AgentBuilds.h")
echo "agent bundle needs glibc $needed_glibc; kAgentMinimumGlibc is $declared_glibc"
[ "$needed_glibc" = "$declared_glibc" ] \
    || fail "the agent bundle needs glibc $needed_glibc but core/deploy/AgentBuilds.h says $declared_glibc: update kAgentMinimumGlibc"

cli_libs=$(needed "$cli")
echo "cli needs: $(echo $cli_libs)"
grep -Eq 'libQt6(Widgets|Charts|PrintSupport)' <<<"$cli_libs" \
    && fail "shardscope-cli links Qt Widgets (or Charts, PrintSupport): it may use Qt Gui only"

check_includes() { # folder, forbidden pattern, rule
    local hits
    hits=$(grep -rEn --include='*.h' --include='*.cpp' "$2" "$src/$1" || true)
    [ -z "$hits" ] || fail "$3:"$'\n'"$hits"
}
check_includes core '#include <(Qt(Gui|Widgets|Charts|PrintSupport)/|Q(Widget|Application|Painter|PdfWriter|Pixmap|Image)\b)' "core includes a GUI header"
check_includes core '#include "(ui|app|presentation)/' "core includes ui, app or presentation"
check_includes presentation '#include <(Qt(Widgets|Charts|PrintSupport)/|Q(Widget|Application|PrintDialog|Printer|Style)\b)' "presentation includes a widget header"
check_includes presentation '#include "(ui|app)/' "presentation includes ui or app"
check_includes app/cli '#include <(Qt(Widgets|Charts|PrintSupport)/|Q(Widget|Application)\b)' "the CLI includes a widget header"
check_includes remote-agent '#include <Q' "the agent includes a Qt header"
check_includes remote-agent '#include "(core|ui|app)/' "the agent includes controller code"
# core's layers (docs/ARCHITECTURE.md, "Folders and targets"; core/CMakeLists.txt links the same):
# what each part's files may include besides themselves and core's base (Result.h, SafeText.h,
# ApplicationIdentity.h). The build enforces it too (check-include-walls.sh); this names the rule
# and catches a part that links more than it should.
declare -A core_uses=(
    [model]=""
    [store]="model"
    [analysis]="model"
    [inventory]=""
    [agent]=""
    [ssh]="agent model"
    [deploy]="ssh agent model"
    [cluster]="deploy ssh agent analysis model"
    [bench]="cluster deploy ssh agent analysis model"
    [serve]="cluster deploy ssh agent analysis model"
    [run]="store model"
    [report]="analysis store model"
)
for dir in "$src"/core/*/; do
    part=$(basename "$dir")
    [ -n "${core_uses[$part]+set}" ] || { fail "core/$part is no layer of the table in $0"; continue; }
    while IFS=: read -r file line used; do
        [ "$used" = "$part" ] && continue
        grep -qw -- "$used" <<<"${core_uses[$part]}" \
            || fail "core/$part may not include core/$used (${file#"$src"/}:$line)"
    done < <(grep -rEno --include='*.h' --include='*.cpp' '#include "core/[a-z]+/' "$dir" \
                 | sed -E 's|#include "core/([a-z]+)/|\1|')
done
hits=$(grep -En '#include "core/[a-z]+/' "$src"/core/*.h "$src"/core/*.cpp || true)
[ -z "$hits" ] || fail "core's base includes a layer above it:"$'\n'"$hits"

if [ -d "$src/ui" ]; then
    check_includes ui '#include <(libssh/|sqlite3\.h)' "ui talks libssh or sqlite3 directly"
    check_includes ui '#include "app/' "ui includes app"
fi
[ $status -eq 0 ] && echo "dependency rules hold"
exit $status
