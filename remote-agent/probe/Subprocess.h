#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::probe {

/// What to do with the child's stderr.
enum class StderrMode { Unknown = 0, Discard, Merge };

/// Limits for one external program.
struct SubprocessOptions {
    int timeoutMs = 5000;                        ///< killed (the whole process group) after this
    std::size_t maxOutputBytes = 1024 * 1024;    ///< output beyond this is read and dropped
    StderrMode stderrMode = StderrMode::Discard; ///< llama.cpp prints its version on stderr
    /// After the program exits, how long output is still read while something it left running
    /// holds the pipe; none when the pipe is already closed.
    int outputGraceMs = 200;
};

/// How a child ended.
enum class SubprocessStatus { Unknown = 0, Exited, Signalled, TimedOut, SpawnFailed };

/// Outcome of runProgram.
struct SubprocessResult {
    SubprocessStatus status = SubprocessStatus::Unknown;
    int exitCode = -1;      ///< valid when status is Exited
    std::string output;     ///< stdout (and stderr with StderrMode::Merge), at most maxOutputBytes
    bool truncated = false; ///< more output was produced than kept
    std::string error;      ///< why it failed or could not be cleaned up, untranslated

    /// True when the program ran to completion with exit code 0.
    bool succeeded() const { return status == SubprocessStatus::Exited && exitCode == 0; }
};

/// Runs argv[0] (an absolute path, no PATH lookup, no shell) with argv, stdin from /dev/null,
/// LC_ALL=C, capturing bounded output; kills it after the timeout. Whatever it left running in its
/// process group is killed when it ends, and output still arriving from there is read for at most
/// a short grace after the program exits. Never throws.
SubprocessResult runProgram(const std::vector<std::string> &argv, const SubprocessOptions &options = {});

/// The running program's own path (/proc/self/exe); empty when it cannot be read.
std::string runningExecutable();

/// The agent's environment with the locale forced to C (LC_ALL=C, LANG=C), so that output parses.
std::vector<std::string> childEnvironment();

/// A child started by spawnInOwnGroup: its pid, or -1 and why not.
struct SpawnedChild {
    int pid = -1;
    std::string error;
};

/// Starts argv[0] (an absolute path, no PATH lookup, no shell) with argv and `env`, in a process
/// group of its own (its pid is the group's id), with default signal dispositions and an empty
/// signal mask, stdin from /dev/null and stdout and stderr to the given descriptors (-1:
/// /dev/null). The caller waits for it and stops its group.
SpawnedChild spawnInOwnGroup(const std::vector<std::string> &argv, std::vector<std::string> env, int stdoutFd,
                             int stderrFd);

/// The first dir/name in dirs that is an executable regular file; nullopt when none is.
std::optional<std::string> findExecutable(const std::string &name, const std::vector<std::string> &dirs);

/// The directories of a PATH-style value ("a:b:c"), skipping empty and relative entries.
std::vector<std::string> splitSearchPath(const char *value);

} // namespace shardscope::probe
