#!/bin/sh
# Usage: check_ts_in_sync.sh LUPDATE COMMITTED_TS [-IDIR...] SOURCE...
#
# Runs lupdate over SOURCE... (with the include paths the build gives it) into a scratch copy of COMMITTED_TS and fails when the copy then has
# a message that is new or changed (type="unfinished": lupdate marks every string it added, and
# every one it could only guess a translation for), one whose string left the sources
# (type="vanished" or "obsolete"), or one the committed file already left unfinished. Nothing but the
# scratch copy is written.
set -eu

if [ "$#" -lt 3 ]; then
    echo "usage: $0 LUPDATE COMMITTED_TS [-IDIR...] SOURCE..." >&2
    exit 2
fi
lupdate=$1
committed=$2
shift 2

scratch=$(mktemp -d "${TMPDIR:-/tmp}/shardscope-ts.XXXXXX")
trap 'rm -rf "$scratch"' EXIT INT TERM
copy="$scratch/$(basename "$committed")"
cp "$committed" "$copy"

if ! "$lupdate" -silent "$@" -ts "$copy" >"$scratch/lupdate.log" 2>&1; then
    echo "FAIL: lupdate could not update a copy of $committed:" >&2
    cat "$scratch/lupdate.log" >&2
    exit 1
fi

# One line per offending message: "<kind>	<context>	<source>". The .ts is lupdate's own output:
# one element per line, a source text possibly spread over several lines.
awk '
    function text(s) {
        gsub(/&lt;/, "<", s); gsub(/&gt;/, ">", s); gsub(/&quot;/, "\"", s)
        gsub(/&apos;/, "\047", s); gsub(/&amp;/, "\\&", s)
        return s
    }
    /<context>/ { context = "" }
    /<name>/ && !inMessage {
        context = $0; sub(/.*<name>/, "", context); sub(/<\/name>.*/, "", context)
    }
    /<message/ { inMessage = 1; source = ""; kind = ""; inSource = 0 }
    inMessage && /<source>/ { inSource = 1 }
    inSource {
        line = $0
        sub(/.*<source>/, "", line)
        if (line ~ /<\/source>/) { sub(/<\/source>.*/, "", line); inSource = 0 }
        source = (source == "" ? line : source "\\n" line)
        next
    }
    inMessage && /<translation/ {
        if ($0 ~ /type="unfinished"/) kind = "unfinished"
        else if ($0 ~ /type="vanished"/ || $0 ~ /type="obsolete"/) kind = "vanished"
    }
    /<\/message>/ {
        if (kind != "") printf "%s\t%s\t%s\n", kind, context, text(source)
        inMessage = 0
    }
' "$copy" >"$scratch/problems"

if [ ! -s "$scratch/problems" ]; then
    count=$(grep -c "<message" "$copy" || true)
    echo "OK: $committed is in sync with the sources ($count messages, all translated)."
    exit 0
fi

unfinished=$(grep -c '^unfinished' "$scratch/problems" || true)
vanished=$(grep -c '^vanished' "$scratch/problems" || true)
echo "FAIL: $committed is out of sync with the sources." >&2
if [ "$unfinished" -gt 0 ]; then
    echo "" >&2
    echo "$unfinished string(s) new in the sources, changed, or without a finished translation:" >&2
    grep '^unfinished' "$scratch/problems" | cut -f2- | sed 's/\t/: "/; s/$/"/; s/^/    /' >&2
fi
if [ "$vanished" -gt 0 ]; then
    echo "" >&2
    echo "$vanished string(s) in the .ts that no source uses any more:" >&2
    grep '^vanished' "$scratch/problems" | cut -f2- | sed 's/\t/: "/; s/$/"/; s/^/    /' >&2
fi
echo "" >&2
echo "Fix: build the shardscope-ui_lupdate target, translate the new strings (Qt Linguist), drop the" >&2
echo "vanished ones (lupdate -no-obsolete) and commit translations/shardscope_de.ts." >&2
exit 1
