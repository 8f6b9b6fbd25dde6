#include "TestSupport.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace shardscope::probe::test {

std::string dataPath(const std::string &relative)
{
    return std::string(SHARDSCOPE_TEST_DATA_DIR) + '/' + relative;
}

std::string readData(const std::string &relative)
{
    std::ifstream in(dataPath(relative), std::ios::binary);
    EXPECT_TRUE(in.good()) << "missing fixture " << relative;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

TempDir::TempDir()
{
    const char *base = std::getenv("TMPDIR");
    std::string pattern = std::string(base && base[0] == '/' ? base : "/tmp") + "/shardscope-probe-XXXXXX";
    if (::mkdtemp(pattern.data()))
        m_path = pattern;
    EXPECT_FALSE(m_path.empty()) << "mkdtemp failed: " << std::strerror(errno);
}

TempDir::~TempDir()
{
    if (!m_path.empty()) {
        std::error_code ignored;
        std::filesystem::remove_all(m_path, ignored);
    }
}

std::string TempDir::write(const std::string &relative, const std::string &text, unsigned mode) const
{
    const std::filesystem::path file = std::filesystem::path(m_path) / relative;
    std::filesystem::create_directories(file.parent_path());
    {
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out << text;
        EXPECT_TRUE(out.good()) << "cannot write " << file;
    }
    EXPECT_EQ(::chmod(file.c_str(), mode), 0);
    return file.string();
}

bool processRuns(long long pid)
{
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("State:", 0) == 0)
            return line.find('Z') == std::string::npos;
    }
    return false;
}

std::vector<MarkedProcess> markedProcesses(const std::string &entry)
{
    std::vector<MarkedProcess> found;
    std::error_code error;
    for (const auto &process : std::filesystem::directory_iterator("/proc", error)) {
        const std::string pid = process.path().filename().string();
        if (pid.find_first_not_of("0123456789") != std::string::npos)
            continue;
        std::ifstream environ(process.path() / "environ", std::ios::binary);
        std::string variable;
        bool hasMark = false;
        while (!hasMark && std::getline(environ, variable, '\0'))
            hasMark = variable == entry;
        if (!hasMark || !processRuns(std::atoll(pid.c_str())))
            continue;
        MarkedProcess marked{std::atoll(pid.c_str()), 0, {}};
        std::ifstream cmdline(process.path() / "cmdline", std::ios::binary);
        for (std::string argument; std::getline(cmdline, argument, '\0');)
            marked.command += (marked.command.empty() ? "" : " ") + argument;
        std::ifstream status(process.path() / "status");
        for (std::string line; std::getline(status, line);) {
            if (line.rfind("PPid:", 0) == 0)
                marked.parentPid = std::atoll(line.c_str() + 5);
        }
        found.push_back(std::move(marked));
    }
    return found;
}

std::vector<std::string> runningWithEnvironment(const std::string &entry)
{
    std::vector<std::string> commands;
    for (MarkedProcess &process : markedProcesses(entry))
        commands.push_back(std::move(process.command));
    return commands;
}

std::optional<std::string> captureCommand(const std::string &commandLine)
{
    FILE *pipe = ::popen(commandLine.c_str(), "r");
    if (!pipe)
        return std::nullopt;
    std::string output;
    char buffer[4096];
    while (const std::size_t got = std::fread(buffer, 1, sizeof buffer, pipe))
        output.append(buffer, got);
    const int status = ::pclose(pipe);
    if (status == -1 || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return std::nullopt;
    return output;
}

ChildProcess::ChildProcess(const std::vector<std::string> &argv)
{
    int in[2];
    int out[2];
    if (::pipe2(in, O_CLOEXEC) != 0)
        return;
    if (::pipe2(out, O_CLOEXEC) != 0) {
        ::close(in[0]);
        ::close(in[1]);
        return;
    }
    std::vector<std::string> args = argv;
    std::vector<char *> pointers;
    for (std::string &a : args)
        pointers.push_back(a.data());
    pointers.push_back(nullptr);
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::dup2(in[0], STDIN_FILENO);
        ::dup2(out[1], STDOUT_FILENO);
        ::execv(pointers[0], pointers.data());
        ::_exit(127);
    }
    ::close(in[0]);
    ::close(out[1]);
    if (pid < 0) {
        ::close(in[1]);
        ::close(out[0]);
        return;
    }
    m_pid = pid;
    m_stdin = in[1];
    m_stdout = out[0];
    std::signal(SIGPIPE, SIG_IGN); // a child that died must fail the test, not kill it
}

ChildProcess::~ChildProcess()
{
    closeStdin();
    if (m_stdout >= 0)
        ::close(m_stdout);
    if (m_pid > 0) {
        ::kill(m_pid, SIGKILL);
        ::waitpid(m_pid, nullptr, 0);
    }
}

bool ChildProcess::write(const std::string &text)
{
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(m_stdin, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

void ChildProcess::closeStdin()
{
    if (m_stdin >= 0)
        ::close(m_stdin);
    m_stdin = -1;
}

std::optional<std::string> ChildProcess::readLine(std::chrono::milliseconds timeout)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (true) {
        const std::size_t newline = m_buffer.find('\n');
        if (newline != std::string::npos) {
            std::string line = m_buffer.substr(0, newline);
            m_buffer.erase(0, newline + 1);
            return line;
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0 || m_stdout < 0)
            return std::nullopt;
        pollfd fd{m_stdout, POLLIN, 0};
        const int ready = ::poll(&fd, 1, static_cast<int>(left.count()));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            return std::nullopt;
        char buffer[65536];
        const ssize_t n = ::read(m_stdout, buffer, sizeof buffer);
        if (n <= 0)
            return std::nullopt;
        m_buffer.append(buffer, static_cast<std::size_t>(n));
    }
}

std::optional<int> ChildProcess::wait(std::chrono::milliseconds timeout)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (m_pid > 0) {
        int status = 0;
        const pid_t done = ::waitpid(m_pid, &status, WNOHANG);
        if (done == m_pid) {
            m_pid = -1;
            return WIFEXITED(status) ? std::optional<int>(WEXITSTATUS(status)) : std::optional<int>(-1);
        }
        if (std::chrono::steady_clock::now() >= deadline)
            return std::nullopt;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return std::nullopt;
}

} // namespace shardscope::probe::test
