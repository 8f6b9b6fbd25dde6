#!/usr/bin/env bash
# Keeps the references to the project's docs true. Usage: check-doc-references.sh SRC
#
# Scans SRC's tracked files (git ls-files when SRC is the top of a git work tree, else every file
# under SRC except .git and build folders) and fails, naming file:line, on
#  - a reference to a section: a Markdown file name, a comma and a quoted heading (the file name may
#    carry a path and backticks; docs/STYLE.md, "Naming, formatting and comments" shows one) whose
#    file does not exist or has no heading (# to ######, outside code fences) with exactly that text;
#  - a path to a Markdown file (a name with a '/', such as tests/testbed/README.md) that does not exist;
#  - any mention of the starting design's folder outside the repository (shared + /docs).
# A name is looked up relative to SRC, to SRC/docs and to the referencing file's folder, and must
# stay inside SRC. The fixtures of this check (tests/docs/data) and this script are not scanned.
# Plain bash, grep, sed, awk and coreutils: a fresh Debian 12 need not have Python.
set -uo pipefail

if [ $# -ne 1 ] || [ ! -d "$1" ]; then
    echo "usage: $0 SOURCE_DIR" >&2
    exit 2
fi
root=$(cd "$1" && pwd -P)
self=tests/docs/check-doc-references.sh
outside_design="shared""/docs"
failures=0
checked=0

fail() { # file, line, message
    echo "$1:$2: $3"
    failures=$((failures + 1))
}

list_files() {
    local top
    if command -v git >/dev/null 2>&1 && top=$(git -C "$root" rev-parse --show-toplevel 2>/dev/null) \
        && [ "$(cd "$top" && pwd -P)" = "$root" ]; then
        git -C "$root" ls-files -z
    else
        (cd "$root" && find . \( -name .git -o -name 'build' -o -name 'build-*' \) -prune -o -type f -print0) \
            | sed -z 's|^\./||'
    fi
}

# The headings of a Markdown file, one per line: ATX headings outside fenced code blocks, without
# the leading and closing '#'s. (No interval expressions: Debian's awk is mawk.)
headings() {
    awk '
        /^ ? ? ?(```|~~~)/ { fence = !fence; next }
        fence { next }
        /^(#|##|###|####|#####|######)([ \t]|$)/ {
            text = $0
            sub(/^#+[ \t]*/, "", text)
            sub(/[ \t]+#+[ \t]*$/, "", text)
            sub(/[ \t]+$/, "", text)
            print text
        }' "$1"
}

# Prints the resolved path (relative to root) of Markdown name $2 referenced from file $1, or
# nothing when no candidate exists inside root.
resolve() {
    local file=$1 name=$2 dir candidate real
    dir=$(dirname "$file")
    for candidate in "$root/$name" "$root/docs/$name" "$root/$dir/$name"; do
        real=$(realpath -m -- "$candidate" 2>/dev/null) || continue
        case $real in
        "$root"/*) ;;
        *) continue ;;
        esac
        if [ -f "$real" ]; then
            echo "${real#"$root"/}"
            return
        fi
    done
}

files=()
while IFS= read -r -d '' file; do
    case $file in
    tests/docs/data/* | "$self") continue ;;
    esac
    [ -f "$root/$file" ] && files+=("$file")
done < <(list_files)

name_re='[A-Za-z0-9_./-]*[A-Za-z0-9_-]\.md'
section_re="\`?${name_re}\`?,[[:space:]]*\"[^\"]+\""
path_re="[A-Za-z0-9_./-]*/${name_re}"

if [ ${#files[@]} -gt 0 ]; then
    # References to a section.
    while IFS= read -r -d '' file && IFS= read -r hit; do
        line=${hit%%:*}
        reference=${hit#*:}
        name=$(sed -E 's/^`?([^`,]*)`?,.*/\1/' <<<"$reference")
        heading=$(sed -E 's/^[^"]*"([^"]*)".*/\1/' <<<"$reference")
        checked=$((checked + 1))
        target=$(resolve "$file" "$name")
        if [ -z "$target" ]; then
            fail "$file" "$line" "$reference: no file $name (looked in the root, docs/ and $(dirname "$file")/)"
        elif ! headings "$root/$target" | grep -Fxq -- "$heading"; then
            fail "$file" "$line" "$reference: $target has no heading \"$heading\""
        fi
    done < <(cd "$root" && grep -IHZnoE -- "$section_re" "${files[@]}")

    # Paths to Markdown files.
    while IFS= read -r -d '' file && IFS= read -r hit; do
        line=${hit%%:*}
        name=${hit#*:}
        case $name in
        *"$outside_design"* | *//*) continue ;; # reported below; URLs are not ours to check
        esac
        checked=$((checked + 1))
        [ -n "$(resolve "$file" "$name")" ] || fail "$file" "$line" "$name: no such file"
    done < <(cd "$root" && grep -IHZnoE -- "$path_re" "${files[@]}")

    # The starting design outside the repository is never pointed to.
    while IFS= read -r -d '' file && IFS= read -r hit; do
        fail "$file" "${hit%%:*}" "points to ${outside_design} (outside the repository): use docs/"
    done < <(cd "$root" && grep -IHZnF -- "$outside_design" "${files[@]}")
fi

if [ "$failures" -gt 0 ]; then
    echo "check-doc-references: $failures bad reference(s) in $root" >&2
    exit 1
fi
echo "check-doc-references: ${#files[@]} files, $checked references, all true"
