#include "remote-agent/probe/Subprocess.h"

#include "remote-agent/probe/FileText.h"

#include <cerrno>
#include <csignal>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>

namespace shardscope::probe {

namespace {

using Clock = std::chrono::steady_clock;

/// posix_spawn attributes and file actions, destroyed with the scope.
struct SpawnSetup {
    posix_spawn_file_actions_t actions{};
    posix_spawnattr_t attributes{};
    bool actionsReady = false;
    bool attributesReady = false;
    ~SpawnSetup()
    {
        if (actionsReady)
            posix_spawn_file_actions_destroy(&actions);
        if (attributesReady)
            posix_spawnattr_destroy(&attributes);
    }
};

int remainingMs(Clock::time_point deadline)
{
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return static_cast<int>(std::clamp<long long>(left, 0, 60'000));
}

std::vector<char *> pointers(std::vector<std::string> &strings)
{
    std::vector<char *> result;
    result.reserve(strings.size() + 1);
    for (std::string &s : strings)
        result.push_back(s.data());
    result.push_back(nullptr);
    return result;
}

SubprocessResult spawnFailure(const std::string &what, int error)
{
    SubprocessResult result;
    result.status = SubprocessStatus::SpawnFailed;
    result.error = what + ": " + std::strerror(error);
    return result;
}

/// Longest wait between two checks of a running child.
constexpr int kMaxSliceMs = 20;

enum class ChildState { Running, Exited, Lost };

/// Whether the child has ended, without reaping it.
ChildState childState(pid_t pid)
{
    siginfo_t info{};
    while (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) != 0) {
        if (errno != EINTR)
            return ChildState::Lost;
    }
    return info.si_pid == pid ? ChildState::Exited : ChildState::Running;
}

} // namespace

std::string runningExecutable()
{
    std::vector<char> buffer(4096);
    const ssize_t length = ::readlink("/proc/self/exe", buffer.data(), buffer.size() - 1);
    return length > 0 ? std::string(buffer.data(), std::size_t(length)) : std::string();
}

std::vector<std::string> childEnvironment()
{
    std::vector<std::string> env;
    for (char **entry = environ; entry && *entry; ++entry) {
        const std::string_view text(*entry);
        if (text.rfind("LC_ALL=", 0) == 0 || text.rfind("LANG=", 0) == 0 || text.rfind("LANGUAGE=", 0) == 0)
            continue;
        env.emplace_back(text);
    }
    env.emplace_back("LC_ALL=C");
    env.emplace_back("LANG=C");
    return env;
}

SpawnedChild spawnInOwnGroup(const std::vector<std::string> &argv, std::vector<std::string> env, int stdoutFd,
                             int stderrFd)
{
    const auto failure = [](const std::string &what, int error) {
        return SpawnedChild{-1, what + ": " + std::strerror(error)};
    };
    if (argv.empty() || argv.front().empty() || argv.front().front() != '/')
        return failure("program path must be absolute", EINVAL);
    SpawnSetup setup;
    int rc = posix_spawn_file_actions_init(&setup.actions);
    if (rc != 0)
        return failure("posix_spawn_file_actions_init", rc);
    setup.actionsReady = true;
    rc = posix_spawnattr_init(&setup.attributes);
    if (rc != 0)
        return failure("posix_spawnattr_init", rc);
    setup.attributesReady = true;

    const auto check = [](int code) {
        return code == 0;
    };
    const auto output = [&](int fd, int target) {
        return fd >= 0 ? check(posix_spawn_file_actions_adddup2(&setup.actions, fd, target))
                       : check(posix_spawn_file_actions_addopen(&setup.actions, target, "/dev/null", O_WRONLY,
                                                                0));
    };
    bool ok = check(posix_spawn_file_actions_addopen(&setup.actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0))
              && output(stdoutFd, STDOUT_FILENO) && output(stderrFd, STDERR_FILENO);

    // Its own process group, so that stopping it stops whatever the program started too; default
    // signal dispositions and an empty mask, whatever the agent has set for itself.
    sigset_t emptyMask;
    sigset_t defaultSignals;
    sigemptyset(&emptyMask);
    sigemptyset(&defaultSignals);
    sigaddset(&defaultSignals, SIGPIPE);
    sigaddset(&defaultSignals, SIGINT);
    sigaddset(&defaultSignals, SIGTERM);
    sigaddset(&defaultSignals, SIGCHLD);
    ok = ok && check(posix_spawnattr_setpgroup(&setup.attributes, 0))
         && check(posix_spawnattr_setsigmask(&setup.attributes, &emptyMask))
         && check(posix_spawnattr_setsigdefault(&setup.attributes, &defaultSignals))
         && check(posix_spawnattr_setflags(&setup.attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK
                                                                  | POSIX_SPAWN_SETSIGDEF));
    if (!ok)
        return failure("posix_spawn setup", EINVAL);

    std::vector<std::string> args = argv;
    std::vector<char *> argPointers = pointers(args);
    std::vector<char *> envPointers = pointers(env);
    pid_t pid = -1;
    rc = ::posix_spawn(&pid, argv.front().c_str(), &setup.actions, &setup.attributes, argPointers.data(),
                       envPointers.data());
    if (rc != 0)
        return failure("cannot run " + argv.front(), rc);
    return SpawnedChild{pid, {}};
}

SubprocessResult runProgram(const std::vector<std::string> &argv, const SubprocessOptions &options)
{
    if (argv.empty() || argv.front().empty() || argv.front().front() != '/')
        return spawnFailure("program path must be absolute", EINVAL);

    int pipeFds[2] = {-1, -1};
    if (::pipe2(pipeFds, O_CLOEXEC) != 0)
        return spawnFailure("pipe2", errno);
    FdGuard readEnd(pipeFds[0]);
    FdGuard writeEnd(pipeFds[1]);

    const SpawnedChild spawned
        = spawnInOwnGroup(argv, childEnvironment(), writeEnd.get(),
                          options.stderrMode == StderrMode::Merge ? writeEnd.get() : -1);
    if (spawned.pid < 0) {
        SubprocessResult failure;
        failure.status = SubprocessStatus::SpawnFailed;
        failure.error = spawned.error;
        return failure;
    }
    const pid_t pid = spawned.pid;
    writeEnd.reset(); // only the child writes now: EOF arrives when it (and its children) exit

    SubprocessResult result;
    const auto appendOutput = [&](const char *data, std::size_t size) {
        const std::size_t keep
            = std::min(size, options.maxOutputBytes - std::min(options.maxOutputBytes, result.output.size()));
        result.output.append(data, keep);
        if (keep < size)
            result.truncated = true;
    };

    // Read until the child has exited and the pipe is closed, or the timeout. A grandchild the
    // program left running may hold the pipe open: once the child has exited, its output gets a
    // short grace and then the group is killed. The child is not reaped until then (WNOWAIT), so
    // its pid, and with it the process group id, cannot be reused under our kill.
    const auto deadline = Clock::now() + std::chrono::milliseconds(std::max(options.timeoutMs, 1));
    Clock::time_point graceEnd;
    ChildState child = ChildState::Running;
    bool pipeOpen = true;
    bool timedOut = false;
    int sliceMs = 1; // how often a running child is checked; grows so a slow program costs little
    char buffer[8192];
    while (pipeOpen || child == ChildState::Running) {
        if (child == ChildState::Running) {
            child = childState(pid);
            if (child == ChildState::Exited)
                graceEnd = Clock::now() + std::chrono::milliseconds(std::max(options.outputGraceMs, 0));
            else if (child == ChildState::Lost)
                break;
        }
        if (!pipeOpen && child == ChildState::Exited)
            break; // all read and ended: the grace is only for output a leftover process still holds
        const int waitMs = remainingMs(child == ChildState::Running ? deadline : graceEnd);
        if (waitMs <= 0) {
            timedOut = child == ChildState::Running;
            break;
        }
        pollfd fd{pipeOpen ? readEnd.get() : -1, POLLIN, 0}; // a negative fd is ignored: a plain wait
        const int ready = ::poll(&fd, 1, child == ChildState::Running ? std::min(waitMs, sliceMs) : waitMs);
        sliceMs = std::min(sliceMs * 2, kMaxSliceMs);
        if (ready < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        if (ready == 0 || !pipeOpen)
            continue;
        const ssize_t got = ::read(readEnd.get(), buffer, sizeof buffer);
        if (got < 0) {
            if (errno == EINTR || errno == EAGAIN)
                continue;
            pipeOpen = false;
            continue;
        }
        if (got == 0) {
            pipeOpen = false; // EOF: every writer has closed it
            continue;
        }
        appendOutput(buffer, static_cast<std::size_t>(got));
    }

    // Whatever the program started dies with it, however it ended. A child reaped behind our back
    // (SIGCHLD ignored by the agent) leaves a group id that may already be someone else's: not then.
    if (child != ChildState::Lost) {
        if (::kill(-pid, SIGKILL) != 0 && errno != ESRCH)
            result.error = std::string("kill process group: ") + std::strerror(errno);
        if (child == ChildState::Running && ::kill(pid, SIGKILL) != 0 && errno != ESRCH)
            result.error = std::string("kill: ") + std::strerror(errno); // left its own group
    }
    int status = 0;
    pid_t waited = -1;
    do {
        waited = ::waitpid(pid, &status, 0);
    } while (waited < 0 && errno == EINTR);
    const bool reaped = waited == pid;

    if (timedOut) {
        result.status = SubprocessStatus::TimedOut;
        result.error = argv.front() + " did not finish within " + std::to_string(options.timeoutMs) + " ms";
    } else if (reaped && WIFEXITED(status)) {
        result.status = SubprocessStatus::Exited;
        result.exitCode = WEXITSTATUS(status);
    } else if (reaped && WIFSIGNALED(status)) {
        result.status = SubprocessStatus::Signalled;
        result.error = argv.front() + " killed by signal " + std::to_string(WTERMSIG(status));
    } else {
        result.status = SubprocessStatus::Unknown;
        result.error = "could not wait for " + argv.front();
    }
    return result;
}

std::optional<std::string> findExecutable(const std::string &name, const std::vector<std::string> &dirs)
{
    if (name.empty() || name.find('/') != std::string::npos)
        return std::nullopt;
    for (const std::string &dir : dirs) {
        std::string candidate = dir;
        if (candidate.empty() || candidate.back() != '/')
            candidate.push_back('/');
        candidate += name;
        if (isExecutableFile(candidate))
            return candidate;
    }
    return std::nullopt;
}

std::vector<std::string> splitSearchPath(const char *value)
{
    std::vector<std::string> dirs;
    if (!value)
        return dirs;
    for (const std::string_view entry : splitOn(value, ':')) {
        if (entry.empty() || entry.front() != '/')
            continue; // "" and relative entries would mean the current directory: never
        std::string dir(entry);
        if (std::find(dirs.begin(), dirs.end(), dir) == dirs.end())
            dirs.push_back(std::move(dir));
    }
    return dirs;
}

} // namespace shardscope::probe
