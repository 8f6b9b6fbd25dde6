#pragma once

// Helpers shared by the probe tests: a temporary directory, scripts standing in for external
// programs, and a child process with pipes on both ends (for `shardscope-agent session`).

#include <gtest/gtest.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::probe::test {

/// Path of a fixture file or tree under tests/remote-agent/probe/data.
std::string dataPath(const std::string &relative);

/// Whole content of a fixture file; fails the test when it cannot be read.
std::string readData(const std::string &relative);

/// A fresh directory under TMPDIR, removed with everything in it at the end of the scope.
class TempDir
{
public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir &) = delete;
    TempDir &operator=(const TempDir &) = delete;
    const std::string &path() const { return m_path; }
    /// Writes file (relative to the directory) with text; mode 0755 makes it a runnable script.
    std::string write(const std::string &relative, const std::string &text, unsigned mode = 0644) const;

private:
    std::string m_path;
};

/// stdout of a fixed command line run through popen (a reference tool such as nproc or ip);
/// nullopt when it could not run or exited non-zero.
std::optional<std::string> captureCommand(const std::string &commandLine);

/// Whether process `pid` runs: it exists and is not a zombie (which runs nothing).
bool processRuns(long long pid);

/// A process that runs with a test's mark in its environment.
struct MarkedProcess {
    long long pid = 0;
    long long parentPid = 0;
    std::string command; ///< its arguments joined by spaces
};

/// The processes that run with `entry` ("NAME=value") in their environment: how a test finds what
/// it started (and only that) while other tests run beside it.
std::vector<MarkedProcess> markedProcesses(const std::string &entry);

/// The command lines of markedProcesses(entry).
std::vector<std::string> runningWithEnvironment(const std::string &entry);

/// A child process with its stdin and stdout connected to pipes.
class ChildProcess
{
public:
    explicit ChildProcess(const std::vector<std::string> &argv);
    ~ChildProcess();
    ChildProcess(const ChildProcess &) = delete;
    ChildProcess &operator=(const ChildProcess &) = delete;

    bool started() const { return m_pid > 0; }
    int pid() const { return m_pid; }
    /// Writes all of text to the child's stdin; false on error.
    bool write(const std::string &text);
    /// Closes the child's stdin (EOF for it).
    void closeStdin();
    /// One line from the child's stdout without '\n'; nullopt on EOF or when none arrives in time.
    std::optional<std::string> readLine(std::chrono::milliseconds timeout);
    /// Waits for the child to exit; its exit code, or nullopt when it did not exit in time (then killed).
    std::optional<int> wait(std::chrono::milliseconds timeout);

private:
    int m_pid = -1;
    int m_stdin = -1;
    int m_stdout = -1;
    std::string m_buffer;
};

} // namespace shardscope::probe::test
