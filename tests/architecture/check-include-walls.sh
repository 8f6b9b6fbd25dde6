#!/usr/bin/env bash
# The build enforces core's layering (docs/ARCHITECTURE.md, "Folders and targets"): each core part
# sees only the headers of the parts it links (shardscope_public_headers). This compiles one-line
# probes with the exact flags of a part's own source file (compile_commands.json): a header of a
# part above or beside it must be "No such file", and a header it may use must compile, so the
# first result is the wall and not a broken command line.
set -euo pipefail
src=$1 build=$2
status=0
fail() { echo "include walls: $*" >&2; status=1; }
commands=$build/compile_commands.json
[ -r "$commands" ] || { echo "include walls: $commands is missing (CMAKE_EXPORT_COMPILE_COMMANDS)" >&2; exit 1; }

# The compiler and flags of one source file, without its output, input and dependency-file options.
flags_of() {
    local line
    line=$(grep -F -- "-c $src/$1\"" "$commands" | head -n 1) || true
    [ -n "$line" ] || { fail "no compile command for $1 in $commands"; return 1; }
    sed -e 's/^ *"command": "//' -e 's/",\{0,1\} *$//' -e 's/\\"/"/g' \
        -e 's/ -o [^ ]*//' -e 's/ -c [^ ]*//' -e 's/ -MD//' -e 's/ -MT [^ ]*//' -e 's/ -MF [^ ]*//' <<<"$line"
}

# Probes compile from an empty folder: a quoted include looks in the current one first.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
probe() { # flags, header → compiler's output; exit status of the compile
    local flags=$1 header=$2
    # shellcheck disable=SC2086 # the flags are words
    (cd "$scratch" && printf '#include "%s"\n' "$header" | $flags -fsyntax-only -x c++ - 2>&1)
}

# part's source file, then: headers it must not see, and one it must.
check() {
    local file=$1 allowed=$2
    shift 2
    local flags output
    flags=$(flags_of "$file") || return 0
    if ! output=$(probe "$flags" "$allowed"); then
        fail "$file: the allowed $allowed does not compile with its flags:"$'\n'"$output"
        return 0
    fi
    for header in "$@"; do
        if output=$(probe "$flags" "$header"); then
            fail "$file sees $header: the wall between those parts is gone"
        elif ! grep -q 'No such file' <<<"$output"; then
            fail "$file: $header failed for another reason than a wall:"$'\n'"$output"
        else
            echo "wall holds: $file ↛ $header"
        fi
    done
}

check core/model/Run.cpp core/Result.h \
    core/store/ResultStore.h core/analysis/Verdict.h core/cluster/NodeJobs.h core/ssh/SshSession.h
check core/store/ResultStore.cpp core/model/Run.h \
    core/analysis/BenchMetrics.h core/bench/BenchRecord.h core/cluster/LinkMatrix.h core/run/RunRecorder.h
check core/analysis/Verdict.cpp core/model/BenchPlan.h \
    core/store/ResultStore.h core/bench/BenchRunner.h core/cluster/LinkMatrix.h core/report/ReportModel.h
check core/agent/AgentChannel.cpp core/Result.h core/ssh/SshSession.h core/model/Host.h
check core/cluster/NodeJobs.cpp core/deploy/AgentDeployment.h core/bench/BenchRunner.h core/store/ResultStore.h
check core/run/RunRecorder.cpp core/store/ResultStore.h core/cluster/LinkMatrix.h core/bench/BenchRecord.h
check core/report/ReportModel.cpp core/store/ResultStore.h core/bench/BenchRunner.h core/ssh/SshSession.h
# The protocol library exposes its own headers only: the agent's other parts and core stay unseen.
check core/inventory/HealthCheck.cpp remote-agent/protocol/Inventory.h \
    remote-agent/probe/Probe.h core/model/Host.h core/store/ResultStore.h

[ $status -eq 0 ] && echo "every include wall holds"
exit $status
