#include "ScriptedServer.h"

#include <httplib.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <utility>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace shardscope::serve::test {

namespace {

constexpr const char *loopback = "127.0.0.1";
/// How often a stalled response looks whether its client left.
constexpr auto stallPollInterval = std::chrono::milliseconds(20);

bool equalNoCase(const std::string &a, const std::string &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](unsigned char x, unsigned char y) { return std::tolower(x) == std::tolower(y); });
}

} // namespace

std::string ReceivedRequest::header(const std::string &name) const
{
    for (const auto &[key, value] : headers) {
        if (equalNoCase(key, name))
            return value;
    }
    return {};
}

ScriptedServer::ScriptedServer(Script script)
    : ScriptedServer(std::vector<Script>{std::move(script)})
{}

ScriptedServer::ScriptedServer(std::vector<Script> scripts)
    : m_scripts(std::move(scripts))
    , m_server(std::make_unique<httplib::Server>())
{
    if (m_scripts.empty())
        m_scripts.emplace_back();
    m_server->set_tcp_nodelay(true);
    m_server->set_keep_alive_max_count(1);
    m_server->Post(".*", [this](const httplib::Request &req, httplib::Response &res) {
        ReceivedRequest received;
        received.receivedAt = std::chrono::steady_clock::now();
        received.method = req.method;
        received.path = req.path;
        received.headers.insert(req.headers.begin(), req.headers.end());
        received.body = req.body;
        const Script *chosen = nullptr;
        {
            std::lock_guard lock(m_mutex);
            chosen = &m_scripts[std::min(m_posts++, m_scripts.size() - 1)];
            m_requests.push_back(received);
            m_mostOpen = std::max(m_mostOpen, ++m_open);
        }
        const Script &script = *chosen;
        // Open until its last piece is sent (the client may start its next request once it has
        // it), or until the response is over, however it ends: the content provider, which holds
        // the mark, goes with the response once it is sent or its connection ended.
        const auto open = std::make_shared<OpenMark>(*this);
        if (!pause(script.headersDelay)) {
            res.status = 500; // stopping: what is sent no longer matters
            return;
        }
        res.status = script.status;
        for (const auto &[name, value] : script.headers)
            res.set_header(name, value);
        if (script.status != 200) {
            // An error answer as servers send it: the whole body at once, with a Content-Length.
            std::string body;
            for (const auto &piece : script.pieces)
                body += piece;
            res.set_content(body, script.contentType);
            return;
        }
        auto next = std::make_shared<std::size_t>(0);
        auto endlessLeft = std::make_shared<std::uint64_t>(script.endlessLineBytes);
        // The same buffer again and again: the endless line is generated as it is sent.
        auto chunk = std::make_shared<const std::string>(script.endlessChunkBytes, 'x');
        res.set_chunked_content_provider(script.contentType, [this, &script, open, next, endlessLeft,
                                                              chunk](std::size_t, httplib::DataSink &sink) {
            if (*next < script.pieces.size()) {
                if (!pause(*next == 0 ? script.firstDelay : script.gap))
                    return false;
                const std::string &piece = script.pieces[(*next)++];
                if (*next == script.pieces.size() && script.end == ScriptedEnd::Complete
                    && script.endlessLineBytes == 0)
                    open->close();
                return sink.write(piece.data(), piece.size());
            }
            if (*endlessLeft > 0) {
                const auto bytes
                    = static_cast<std::size_t>(std::min<std::uint64_t>(*endlessLeft, chunk->size()));
                {
                    std::lock_guard lock(m_mutex);
                    if (m_stopping)
                        return false;
                }
                if (!sink.write(chunk->data(), bytes))
                    return false;
                *endlessLeft -= bytes;
                std::lock_guard lock(m_mutex);
                m_endlessBytesSent += bytes;
                return true;
            }
            switch (script.end) {
            case ScriptedEnd::Complete:
                sink.done();
                return true;
            case ScriptedEnd::Stall: {
                std::unique_lock lock(m_mutex);
                while (!m_stopping) {
                    lock.unlock();
                    const bool clientThere = sink.is_writable();
                    lock.lock();
                    if (!clientThere)
                        break;
                    m_wake.wait_for(lock, stallPollInterval, [this] { return m_stopping; });
                }
                return false;
            }
            case ScriptedEnd::Reset:
            case ScriptedEnd::Unknown:
                break;
            }
            return false; // closes the connection without the terminating chunk
        });
    });
    m_server->Get(".*", [this](const httplib::Request &req, httplib::Response &res) {
        ReceivedRequest received;
        received.receivedAt = std::chrono::steady_clock::now();
        received.method = req.method;
        received.path = req.path;
        received.headers.insert(req.headers.begin(), req.headers.end());
        GetAnswer answer{404, "application/json", "{\"error\":\"not found\"}"};
        {
            std::lock_guard lock(m_mutex);
            m_requests.push_back(received);
            if (const auto it = m_getAnswers.find(req.path); it != m_getAnswers.end())
                answer = it->second;
        }
        res.status = answer.status;
        res.set_content(answer.body, answer.contentType);
    });
    const int port = m_server->bind_to_any_port(loopback);
    if (port <= 0 || port > 65535)
        return;
    m_port = static_cast<std::uint16_t>(port);
    m_thread = std::thread([this] { m_server->listen_after_bind(); });
}

ScriptedServer::~ScriptedServer()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    if (m_thread.joinable()) {
        // listen_after_bind() can still be on its way to its accept loop: stop() until it is
        // there, so that it sees the stop and returns (it joins its workers before it does).
        while (!m_server->is_running())
            std::this_thread::yield();
        m_server->stop();
        m_thread.join();
    }
}

std::string ScriptedServer::url() const
{
    return std::string("http://") + loopback + ":" + std::to_string(m_port);
}

std::vector<ReceivedRequest> ScriptedServer::requests() const
{
    std::lock_guard lock(m_mutex);
    return m_requests;
}

void ScriptedServer::answerGet(const std::string &path, GetAnswer answer)
{
    std::lock_guard lock(m_mutex);
    m_getAnswers[path] = std::move(answer);
}

std::uint64_t ScriptedServer::endlessBytesSent() const
{
    std::lock_guard lock(m_mutex);
    return m_endlessBytesSent;
}

ScriptedServer::OpenMark::~OpenMark()
{
    close();
}

void ScriptedServer::OpenMark::close()
{
    std::lock_guard lock(m_server.m_mutex);
    if (m_open) {
        m_open = false;
        --m_server.m_open;
    }
}

std::size_t ScriptedServer::mostOpen() const
{
    std::lock_guard lock(m_mutex);
    return m_mostOpen;
}

bool ScriptedServer::pause(std::chrono::milliseconds duration)
{
    std::unique_lock lock(m_mutex);
    return !m_wake.wait_for(lock, duration, [this] { return m_stopping; });
}

EndlessResponder::EndlessResponder(std::string head, std::string repeated, std::uint64_t repeatedBytes)
{
    m_listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (m_listener < 0)
        return;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    socklen_t length = sizeof address;
    if (::inet_pton(AF_INET, loopback, &address.sin_addr) != 1
        || ::bind(m_listener, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0
        || ::listen(m_listener, 4) != 0
        || ::getsockname(m_listener, reinterpret_cast<sockaddr *>(&address), &length) != 0)
        return;
    m_port = ntohs(address.sin_port);
    m_thread
        = std::thread(&EndlessResponder::serve, this, std::move(head), std::move(repeated), repeatedBytes);
}

EndlessResponder::~EndlessResponder()
{
    m_stopping = true;
    if (m_thread.joinable())
        m_thread.join();
    if (m_listener >= 0)
        ::close(m_listener);
}

std::string EndlessResponder::url() const
{
    return std::string("http://") + loopback + ":" + std::to_string(m_port);
}

bool EndlessResponder::waitFor(int fd, short events) const
{
    while (!m_stopping) {
        pollfd entry{fd, events, 0};
        const int ready = ::poll(&entry, 1, static_cast<int>(stallPollInterval.count()));
        if (ready > 0)
            return true; // an error or hang-up too: the next recv or send says which
        if (ready < 0 && errno != EINTR)
            return false;
    }
    return false;
}

void EndlessResponder::serve(std::string head, std::string repeated, std::uint64_t repeatedBytes)
{
    if (!waitFor(m_listener, POLLIN))
        return;
    const int fd = ::accept4(m_listener, nullptr, nullptr, SOCK_CLOEXEC);
    if (fd < 0)
        return;
    // The request's head (a small POST: its body comes in the same few reads and is not needed).
    std::string request;
    char buffer[4096];
    while (request.find("\r\n\r\n") == std::string::npos && request.size() < 65536 && waitFor(fd, POLLIN)) {
        const ssize_t received = ::recv(fd, buffer, sizeof buffer, 0);
        if (received <= 0)
            break;
        request.append(buffer, static_cast<std::size_t>(received));
    }
    std::string pattern;
    while (!repeated.empty() && pattern.size() < 65536)
        pattern += repeated;
    const auto sendAll = [&](const char *data, std::size_t size) {
        while (size > 0) {
            if (!waitFor(fd, POLLOUT))
                return false;
            const ssize_t sent = ::send(fd, data, size, MSG_NOSIGNAL);
            if (sent <= 0)
                return false;
            m_sent += static_cast<std::uint64_t>(sent);
            data += sent;
            size -= static_cast<std::size_t>(sent);
        }
        return true;
    };
    std::uint64_t left = pattern.empty() ? 0 : repeatedBytes;
    bool open = sendAll(head.data(), head.size());
    while (open && left > 0) {
        const auto bytes = static_cast<std::size_t>(std::min<std::uint64_t>(left, pattern.size()));
        open = sendAll(pattern.data(), bytes);
        left -= bytes;
    }
    ::close(fd);
}

RefusedPort::RefusedPort()
{
    m_fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (m_fd < 0)
        return;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = 0;
    if (::inet_pton(AF_INET, loopback, &address.sin_addr) != 1
        || ::bind(m_fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0)
        return;
    socklen_t length = sizeof address;
    if (::getsockname(m_fd, reinterpret_cast<sockaddr *>(&address), &length) != 0)
        return;
    m_port = ntohs(address.sin_port);
}

RefusedPort::~RefusedPort()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

std::string RefusedPort::url() const
{
    return std::string("http://") + loopback + ":" + std::to_string(m_port);
}

Script llamaServerScript(std::uint32_t tokens, std::uint32_t promptTokens, double promptMs,
                         double predictedMs, std::chrono::milliseconds firstDelay,
                         std::chrono::milliseconds gap)
{
    Script script;
    for (std::uint32_t i = 0; i < tokens; ++i)
        script.pieces.push_back("data: {\"content\":\" w" + std::to_string(i) + "\",\"stop\":false}\n\n");
    script.pieces.push_back("data: {\"content\":\"\",\"stop\":true,\"timings\":{\"prompt_n\":"
                            + std::to_string(promptTokens) + ",\"prompt_ms\":" + std::to_string(promptMs)
                            + ",\"predicted_n\":" + std::to_string(tokens)
                            + ",\"predicted_ms\":" + std::to_string(predictedMs) + "}}\n\n");
    script.firstDelay = firstDelay;
    script.gap = gap;
    return script;
}

void answerAsLlamaServer(ScriptedServer &server, const std::string &modelId, const std::string &buildInfo,
                         int slots)
{
    server.answerGet("/v1/models",
                     GetAnswer{200, "application/json",
                               R"({"object":"list","data":[{"id":")" + modelId
                                   + R"(","object":"model","created":1740000000,"owned_by":"llamacpp"}]})"});
    server.answerGet("/props",
                     GetAnswer{200, "application/json",
                               R"({"default_generation_settings":{"n_ctx":4096},"total_slots":)"
                                   + std::to_string(slots) + R"(,"build_info":")" + buildInfo + R"("})"});
}

} // namespace shardscope::serve::test
