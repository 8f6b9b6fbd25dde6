#include "Process.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char **environ;

namespace shardscope::testbed {

namespace {

// argv/envp as the char* arrays execve wants; built before fork so the child never allocates.
struct ExecArgs {
    std::vector<std::string> envStrings;
    std::vector<char *> argv;
    std::vector<char *> envp;

    explicit ExecArgs(const std::vector<std::string> &args)
    {
        for (const std::string &arg : args)
            argv.push_back(const_cast<char *>(arg.c_str()));
        argv.push_back(nullptr);
        // The child's output is parsed and compared in tests: keep it in the C locale.
        for (char **entry = environ; entry && *entry; ++entry) {
            if (std::strncmp(*entry, "LC_ALL=", 7) != 0 && std::strncmp(*entry, "LANG=", 5) != 0)
                envStrings.emplace_back(*entry);
        }
        envStrings.emplace_back("LC_ALL=C");
        for (std::string &entry : envStrings)
            envp.push_back(entry.data());
        envp.push_back(nullptr);
    }
};

// Only async-signal-safe calls from here on: the parent may have other threads.
[[noreturn]] void execChild(const ExecArgs &args, int outFd, int errorPipe)
{
    setpgid(0, 0);
    const int devNull = open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (devNull >= 0)
        dup2(devNull, STDIN_FILENO);
    dup2(outFd, STDOUT_FILENO);
    dup2(outFd, STDERR_FILENO);
    // Keep the error pipe (close-on-exec) and drop every other inherited descriptor.
    for (int fd = 3; fd < 1024; ++fd) {
        if (fd != errorPipe)
            close(fd);
    }
    execve(args.argv[0], args.argv.data(), args.envp.data());
    const int err = errno;
    if (errorPipe >= 0) {
        [[maybe_unused]] const ssize_t written = write(errorPipe, &err, sizeof err);
    }
    _exit(127);
}

bool validArgv(const std::vector<std::string> &argv, std::string *error)
{
    if (argv.empty() || argv.front().empty() || argv.front().front() != '/') {
        *error = "program must be given by absolute path";
        return false;
    }
    return true;
}

// Reads the child's errno through a close-on-exec pipe: EOF means exec succeeded.
bool execSucceeded(int errorPipeRead, std::string *error)
{
    int childErrno = 0;
    ssize_t got = 0;
    do {
        got = read(errorPipeRead, &childErrno, sizeof childErrno);
    } while (got < 0 && errno == EINTR);
    close(errorPipeRead);
    if (got == static_cast<ssize_t>(sizeof childErrno)) {
        *error = std::string("exec failed: ") + std::strerror(childErrno);
        return false;
    }
    return true;
}

} // namespace

long long monotonicMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

std::string findTool(const std::string &name)
{
    for (const char *dir : {"/usr/sbin", "/usr/bin", "/sbin", "/bin"}) {
        const std::string path = std::string(dir) + "/" + name;
        struct stat st {
        };
        if (stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(path.c_str(), X_OK) == 0)
            return path;
    }
    return {};
}

CommandResult runCommand(const std::vector<std::string> &argv, int timeoutMs)
{
    CommandResult result;
    if (!validArgv(argv, &result.error))
        return result;
    const ExecArgs args(argv);
    int outPipe[2];
    int errorPipe[2];
    if (pipe2(outPipe, O_CLOEXEC) != 0) {
        result.error = std::string("pipe: ") + std::strerror(errno);
        return result;
    }
    if (pipe2(errorPipe, O_CLOEXEC) != 0) {
        result.error = std::string("pipe: ") + std::strerror(errno);
        close(outPipe[0]);
        close(outPipe[1]);
        return result;
    }
    const pid_t pid = fork();
    if (pid < 0) {
        result.error = std::string("fork: ") + std::strerror(errno);
        for (int fd : {outPipe[0], outPipe[1], errorPipe[0], errorPipe[1]})
            close(fd);
        return result;
    }
    if (pid == 0)
        execChild(args, outPipe[1], errorPipe[1]);
    setpgid(pid, pid); // also done by the child; whichever runs first wins the race
    close(outPipe[1]);
    close(errorPipe[1]);
    const bool started = execSucceeded(errorPipe[0], &result.error);

    const long long deadline = monotonicMs() + timeoutMs;
    long long exitedAt = -1;
    int status = 0;
    bool reaped = false;
    char buffer[8192];
    for (;;) {
        if (!reaped && waitpid(pid, &status, WNOHANG) == pid) {
            reaped = true;
            exitedAt = monotonicMs();
        }
        // A grandchild may keep the pipe open after the program itself exited: stop reading soon.
        if (reaped && monotonicMs() - exitedAt > 200)
            break;
        if (!reaped && monotonicMs() > deadline) {
            result.timedOut = true;
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            reaped = true;
            exitedAt = monotonicMs();
            continue;
        }
        pollfd pfd{outPipe[0], POLLIN, 0};
        const int ready = poll(&pfd, 1, 20);
        if (ready < 0 && errno != EINTR)
            break;
        if (ready > 0) {
            const ssize_t got = read(outPipe[0], buffer, sizeof buffer);
            if (got > 0) {
                result.output.append(buffer, static_cast<std::size_t>(got));
            } else if (got == 0 || errno != EINTR) {
                if (!reaped) {
                    waitpid(pid, &status, 0); // EOF: it closed its output, so it is finishing
                    reaped = true;
                }
                break;
            }
        }
    }
    close(outPipe[0]);
    if (started && !result.timedOut && WIFEXITED(status))
        result.exitCode = WEXITSTATUS(status);
    return result;
}

pid_t spawnBackground(const std::vector<std::string> &argv, const std::string &logPath, std::string *error)
{
    if (!validArgv(argv, error))
        return -1;
    const ExecArgs args(argv);
    const int logFd = open(logPath.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    if (logFd < 0) {
        *error = "open " + logPath + ": " + std::strerror(errno);
        return -1;
    }
    int errorPipe[2];
    if (pipe2(errorPipe, O_CLOEXEC) != 0) {
        *error = std::string("pipe: ") + std::strerror(errno);
        close(logFd);
        return -1;
    }
    const pid_t parent = getpid();
    const pid_t pid = fork();
    if (pid < 0) {
        *error = std::string("fork: ") + std::strerror(errno);
        close(logFd);
        close(errorPipe[0]);
        close(errorPipe[1]);
        return -1;
    }
    if (pid == 0) {
        // Dies with the thread that started it, so a killed test leaves no daemon behind.
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent)
            _exit(126);
        execChild(args, logFd, errorPipe[1]);
    }
    setpgid(pid, pid);
    close(logFd);
    close(errorPipe[1]);
    if (!execSucceeded(errorPipe[0], error)) {
        waitpid(pid, nullptr, 0);
        return -1;
    }
    return pid;
}

bool childRunning(pid_t pid)
{
    if (pid <= 0)
        return false;
    const pid_t got = waitpid(pid, nullptr, WNOHANG);
    return got == 0;
}

bool stopBackground(pid_t pid, int timeoutMs)
{
    if (pid <= 0)
        return false;
    if (kill(-pid, SIGTERM) != 0)
        kill(pid, SIGTERM);
    const long long deadline = monotonicMs() + timeoutMs;
    while (monotonicMs() < deadline) {
        // WNOWAIT leaves it a zombie, so its group id cannot be reused before the group is killed.
        siginfo_t info{};
        if (waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) != 0)
            return false; // not our child (or already reaped)
        if (info.si_pid == pid) {
            kill(-pid, SIGKILL); // anything it left in its group
            return waitpid(pid, nullptr, 0) == pid;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
    return waitpid(pid, nullptr, 0) == pid;
}

} // namespace shardscope::testbed
