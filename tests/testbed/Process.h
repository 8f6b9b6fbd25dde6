#pragma once

#include <string>
#include <sys/types.h>
#include <vector>

namespace shardscope::testbed {

/// Outcome of one finished external program.
struct CommandResult {
    int exitCode = -1;     ///< exit status; -1 when it was killed by a signal or never started
    bool timedOut = false; ///< true when it ran past its timeout and was killed (whole process group)
    std::string output;    ///< stdout and stderr, merged, as the program wrote them
    std::string error;     ///< why it could not be started or waited for, untranslated

    /// True when the program ran to completion with exit code 0.
    bool ok() const { return exitCode == 0 && !timedOut && error.empty(); }
};

/// Runs argv[0] (an absolute path, no PATH lookup, no shell) with argv and stdin from /dev/null,
/// in its own process group, and returns its merged output; kills the group after timeoutMs.
CommandResult runCommand(const std::vector<std::string> &argv, int timeoutMs = 30000);

/// Starts argv[0] (absolute path) in the background in its own process group, stdout and stderr
/// appended to logPath, stdin from /dev/null, SIGKILLed when the calling thread dies.
/// Returns the pid, or -1 with *error set.
pid_t spawnBackground(const std::vector<std::string> &argv, const std::string &logPath, std::string *error);

/// Sends SIGTERM to pid's process group, waits up to timeoutMs for pid to exit, then SIGKILLs the
/// group and reaps pid. pid must be a child of this process. Returns true when pid was reaped.
bool stopBackground(pid_t pid, int timeoutMs = 5000);

/// True while pid is a child of this process that has not exited (reaps it if it has).
bool childRunning(pid_t pid);

/// The first of /usr/sbin, /usr/bin, /sbin, /bin holding an executable called name; "" when none.
std::string findTool(const std::string &name);

/// Milliseconds on the monotonic clock, for deadlines.
long long monotonicMs();

} // namespace shardscope::testbed
