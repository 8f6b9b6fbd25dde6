#include "remote-agent/llamacpp/ServerProcess.h"
#include "remote-agent/llamacpp/ModelFiles.h"

#include "remote-agent/probe/Subprocess.h"

#include <httplib.h>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>

namespace shardscope::llamacpp {

namespace {

using Clock = std::chrono::steady_clock;
using protocol::LlamaServerRole;

constexpr auto kPollInterval = std::chrono::milliseconds(100);
constexpr auto kStopGrace = std::chrono::seconds(5);

/// A numeric address and port as a socket address; false when the address is not numeric.
bool socketAddress(const std::string &address, std::uint16_t port, sockaddr_storage &out, socklen_t &length)
{
    addrinfo hints{};
    hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *found = nullptr;
    if (::getaddrinfo(address.c_str(), std::to_string(port).c_str(), &hints, &found) != 0 || !found)
        return false;
    std::memcpy(&out, found->ai_addr, found->ai_addrlen);
    length = found->ai_addrlen;
    ::freeaddrinfo(found);
    return true;
}

/// Whether a TCP connection to address:port is accepted within `timeout`.
bool accepts(const std::string &address, std::uint16_t port, std::chrono::milliseconds timeout)
{
    sockaddr_storage target{};
    socklen_t length = 0;
    if (!socketAddress(address, port, target, length))
        return false;
    const int fd = ::socket(target.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return false;
    bool connected = ::connect(fd, reinterpret_cast<const sockaddr *>(&target), length) == 0;
    if (!connected && errno == EINPROGRESS) {
        pollfd p{fd, POLLOUT, 0};
        if (::poll(&p, 1, int(timeout.count())) == 1) {
            int error = 0;
            socklen_t size = sizeof error;
            connected = ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size) == 0 && error == 0;
        }
    }
    ::close(fd);
    return connected;
}

/// Whether llama-server's /health answers 200 (503 while the model loads).
bool healthy(const std::string &address, std::uint16_t port)
{
    httplib::Client client(address, port);
    client.set_connection_timeout(0, 300'000);
    client.set_read_timeout(2, 0);
    client.set_write_timeout(1, 0);
    const auto response = client.Get("/health");
    return response && response->status == 200;
}

/// The agent's environment for the server: without llama.cpp's own LLAMA_ARG_* settings or a key
/// of the node's, with the run's key where there is one, and LLAMA_CACHE at `cacheDirectory`
/// where that is not empty.
std::vector<std::string> serverEnvironment(const protocol::LlamaStartParams &params,
                                           const std::string &cacheDirectory)
{
    std::vector<std::string> env;
    for (std::string &entry : probe::childEnvironment()) {
        if (entry.rfind("LLAMA_ARG_", 0) == 0 || entry.rfind("LLAMA_API_KEY=", 0) == 0
            || (!cacheDirectory.empty() && entry.rfind("LLAMA_CACHE=", 0) == 0))
            continue;
        env.push_back(std::move(entry));
    }
    if (!params.apiKey.empty())
        env.push_back("LLAMA_API_KEY=" + params.apiKey);
    if (!cacheDirectory.empty())
        env.push_back("LLAMA_CACHE=" + cacheDirectory);
    return env;
}

/// Whether `params` start an rpc-server with its local cache of weights (-c, --cache).
bool withCache(const protocol::LlamaStartParams &params)
{
    return params.role == LlamaServerRole::RpcServer
           && std::any_of(params.arguments.begin(), params.arguments.end(), [](const std::string &argument) {
                  return argument == "-c" || argument == "--cache";
              });
}

/// "0.4 s", "600 s".
std::string seconds(std::uint32_t ms)
{
    if (ms >= 10'000)
        return std::to_string(ms / 1000) + " s";
    const std::string tenths = std::to_string(ms / 100);
    return (tenths.size() == 1 ? "0." + tenths : tenths.substr(0, tenths.size() - 1) + "." + tenths.back())
           + " s";
}

std::string roleName(const protocol::LlamaStartParams &params)
{
    return protocol::toString(params.role);
}

} // namespace

std::uint16_t freeTcpPort(const std::string &address)
{
    sockaddr_storage local{};
    socklen_t length = 0;
    if (!socketAddress(address, 0, local, length))
        return 0;
    const int fd = ::socket(local.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return 0;
    std::uint16_t port = 0;
    if (::bind(fd, reinterpret_cast<const sockaddr *>(&local), length) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr *>(&local), &length) == 0) {
        port = local.ss_family == AF_INET6 ? ntohs(reinterpret_cast<const sockaddr_in6 *>(&local)->sin6_port)
                                           : ntohs(reinterpret_cast<const sockaddr_in *>(&local)->sin_port);
    }
    ::close(fd);
    return port;
}

protocol::Expected<std::unique_ptr<ServerProcess>, std::string>
ServerProcess::start(const protocol::LlamaStartParams &params, const std::atomic_bool *cancel)
{
    using Result = protocol::Expected<std::unique_ptr<ServerProcess>, std::string>;
    const std::string role = roleName(params);
    const std::uint16_t port = params.port ? params.port : freeTcpPort(params.bindAddress);
    if (port == 0)
        return Result("no free port on " + params.bindAddress + " for " + role
                      + ": is it this machine's cluster address?");
    if (::access(params.program.c_str(), X_OK) != 0)
        return Result(params.program + ": " + std::strerror(errno) + "; give the path of the " + role
                      + " of a llama.cpp build on this machine");

    std::string cacheDirectory;
    std::optional<std::uint64_t> cacheBytes;
    if (withCache(params)) {
        // The cache of an rpc-server ShardScope starts lives in the agent's folder: what it held
        // before is what this load need not send over the link.
        cacheDirectory = llamaCacheDirectory();
        if (cacheDirectory.empty())
            return Result("the agent's folder could not be read (/proc/self/exe) for rpc-server's cache");
        if (::mkdir(cacheDirectory.c_str(), 0700) != 0 && errno != EEXIST)
            return Result(cacheDirectory + ": " + std::strerror(errno));
        cacheBytes = directoryBytes(cacheDirectory + "/rpc");
    }

    int pipeFds[2] = {-1, -1};
    if (::pipe2(pipeFds, O_CLOEXEC) != 0)
        return Result(std::string("pipe2: ") + std::strerror(errno));
    std::unique_ptr<ServerProcess> server(new ServerProcess);
    server->m_port = port;
    server->m_cacheBytes = cacheBytes;
    server->m_argv = protocol::llamaServerCommandLine(params.role, params.program, params.bindAddress, port,
                                                      params.arguments);
    // Through the agent's own exec-child (main.cpp), which asks the kernel to kill the server when
    // the agent dies, however it dies; then the server itself, with the same pid.
    std::vector<std::string> spawned{probe::runningExecutable(), "exec-child", std::to_string(::getpid())};
    spawned.insert(spawned.end(), server->m_argv.begin(), server->m_argv.end());
    const probe::SpawnedChild child
        = probe::spawnInOwnGroup(spawned, serverEnvironment(params, cacheDirectory), pipeFds[1], pipeFds[1]);
    ::close(pipeFds[1]);
    if (child.pid < 0) {
        ::close(pipeFds[0]);
        return Result(role + ": " + child.error);
    }
    server->m_pid = child.pid;
    server->m_reader = std::thread([raw = server.get(), fd = pipeFds[0]] { raw->readOutput(fd); });

    const auto started = Clock::now();
    const auto deadline = started + std::chrono::milliseconds(params.readyTimeoutMs);
    const auto failed = [&](const std::string &why) {
        server->stop();
        const std::string tail = server->logTail();
        std::string message = role + " " + why;
        if (!tail.empty())
            message += "; the end of its output:\n" + tail;
        return Result(message);
    };
    for (;;) {
        const bool ready = params.role == LlamaServerRole::RpcServer
                               ? accepts(params.bindAddress, port, std::chrono::milliseconds(300))
                               : healthy(params.bindAddress, port);
        if (ready)
            break;
        if (server->ended()) {
            const int status = server->m_status;
            return failed(
                WIFEXITED(status)
                    ? "exited with code " + std::to_string(WEXITSTATUS(status)) + " before it was ready"
                    : "was killed by signal " + std::to_string(WTERMSIG(status)) + " before it was ready");
        }
        if (cancel && cancel->load())
            return failed("was stopped before it was ready: the run was cancelled");
        if (Clock::now() >= deadline)
            return failed("was not ready after " + seconds(params.readyTimeoutMs)
                          + "; a model loading over a slow link may need longer");
        std::this_thread::sleep_for(kPollInterval);
    }
    server->m_readySeconds = std::chrono::duration<double>(Clock::now() - started).count();
    return server;
}

ServerProcess::~ServerProcess()
{
    stop();
}

bool ServerProcess::ended()
{
    if (m_reaped)
        return true;
    int status = 0;
    pid_t waited = -1;
    do {
        waited = ::waitpid(m_pid, &status, WNOHANG);
    } while (waited < 0 && errno == EINTR);
    if (waited == m_pid || (waited < 0 && errno == ECHILD)) {
        m_reaped = true;
        m_status = waited == m_pid ? status : 0;
    }
    return m_reaped;
}

protocol::LlamaStopReply ServerProcess::stop()
{
    if (m_stopped)
        return *m_stopped;
    protocol::LlamaStopReply reply;
    if (m_pid > 0) {
        reply.exitedBefore = ended();
        if (!reply.exitedBefore) {
            // The group first (whatever the server started goes too), while the pid is still ours.
            ::kill(-m_pid, SIGTERM);
            const auto deadline = Clock::now() + kStopGrace;
            while (!ended() && Clock::now() < deadline)
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            if (!m_reaped) {
                ::kill(-m_pid, SIGKILL);
                int status = 0;
                while (::waitpid(m_pid, &status, 0) < 0 && errno == EINTR) {
                }
                m_reaped = true;
                m_status = status;
            }
        }
        if (WIFEXITED(m_status))
            reply.exitCode = WEXITSTATUS(m_status);
        else if (WIFSIGNALED(m_status))
            reply.signal = WTERMSIG(m_status);
    }
    m_stopReading = true;
    if (m_reader.joinable())
        m_reader.join();
    const std::string tail = logTail();
    for (std::size_t start = 0; start < tail.size();) {
        const std::size_t end = std::min(tail.find('\n', start), tail.size());
        reply.logLines.push_back(tail.substr(start, end - start));
        start = end + 1;
    }
    m_stopped = reply;
    return reply;
}

std::string ServerProcess::logTail() const
{
    std::lock_guard lock(m_logMutex);
    return m_log;
}

void ServerProcess::readOutput(int fd)
{
    char buffer[4096];
    for (;;) {
        pollfd p{fd, POLLIN, 0};
        const int ready = ::poll(&p, 1, 100);
        if (ready < 0 && errno != EINTR)
            break;
        if (ready <= 0) {
            if (m_stopReading.load())
                break; // the server is reaped; a process it left holding the pipe is not waited for
            continue;
        }
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got <= 0 && !(got < 0 && errno == EINTR))
            break;
        if (got > 0) {
            std::lock_guard lock(m_logMutex);
            m_log.append(buffer, std::size_t(got));
            if (m_log.size() > protocol::kMaxLlamaLogTailBytes)
                m_log.erase(0, m_log.size() - protocol::kMaxLlamaLogTailBytes);
        }
    }
    ::close(fd);
}

} // namespace shardscope::llamacpp
