#pragma once

// A test HTTP server for the serving benchmark's client (remote-agent/serve): cpp-httplib's Server on
// 127.0.0.1 with an ephemeral port, on a thread of its own, answering every POST as its script says
// (status, headers, body pieces sent with chunked transfer encoding after scripted delays) or
// failing as a real server fails: a 503 while it loads its model, a connection closed mid-stream, a
// stall, an endless line. A GET is answered by the route for its path (answerGet), 404 without one.
// It records every request it got. Loopback only: it binds 127.0.0.1.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace httplib {
class Server;
}

namespace shardscope::serve::test {

/// What the server does after its pieces.
enum class ScriptedEnd {
    Unknown = 0,
    Complete, ///< the terminating chunk: the response ends as HTTP says
    Reset,    ///< the connection is closed without the terminating chunk
    Stall,    ///< nothing more is sent; the connection stays open until the client leaves or the server stops
};

/// One response.
struct Script {
    int status = 200;
    std::string contentType = "text/event-stream";
    std::map<std::string, std::string> headers;
    /// Before the status line and headers are sent (or until the server stops): a server that
    /// accepted the request and does not answer.
    std::chrono::milliseconds headersDelay{0};
    std::vector<std::string> pieces;         ///< each sent as one chunk
    std::chrono::milliseconds firstDelay{0}; ///< before the first piece, from when the request was read
    std::chrono::milliseconds gap{0};        ///< before every later piece
    ScriptedEnd end = ScriptedEnd::Complete;
    /// > 0: after the pieces, this many bytes of 'x' (no newline) in chunks of endlessChunkBytes, generated
    /// as they are sent (never held whole), or until the client leaves.
    std::uint64_t endlessLineBytes = 0;
    std::size_t endlessChunkBytes = 64 * 1024;
};

/// The whole answer to a GET (sent with a Content-Length).
struct GetAnswer {
    int status = 200;
    std::string contentType = "application/json";
    std::string body;
};

/// A request as the server received it.
struct ReceivedRequest {
    std::string method;
    std::string path;
    std::multimap<std::string, std::string> headers; ///< names as sent (lookup: header())
    std::string body;
    std::chrono::steady_clock::time_point receivedAt; ///< when the handler started (request read)
    /// The first value of header `name` (case-insensitive), or "" when absent.
    std::string header(const std::string &name) const;
};

/// The server. Listening when constructed (port() says where); the destructor stops it, wakes any
/// stalled response and joins its threads: nothing is left running.
class ScriptedServer
{
public:
    explicit ScriptedServer(Script script);
    /// The n-th request it gets (from 0, in the order they arrive) is answered by scripts[n], every
    /// request after the last script by the last (a server that answers 503 while it loads, then 200).
    /// Only POSTs count here: GETs are answered by their routes.
    explicit ScriptedServer(std::vector<Script> scripts);
    ~ScriptedServer();
    ScriptedServer(const ScriptedServer &) = delete;
    ScriptedServer &operator=(const ScriptedServer &) = delete;

    bool listening() const { return m_port != 0; }
    std::uint16_t port() const { return m_port; }
    /// "http://127.0.0.1:<port>"
    std::string url() const;
    std::vector<ReceivedRequest> requests() const;
    /// From now on, a GET of exactly `path` (the URL's path, without a query) gets `answer`.
    void answerGet(const std::string &path, GetAnswer answer);
    /// Body bytes the endless line sent so far (to check that the client stopped it).
    std::uint64_t endlessBytesSent() const;
    /// The most requests it had open at one time: from when a request was read until its last
    /// piece was about to be sent (a response that ends Complete) or its response was over. Never
    /// more than the client had in flight: the client cannot have ended one before its last piece.
    std::size_t mostOpen() const;

private:
    /// One open request, counted in m_open until close() or the end of its response.
    class OpenMark
    {
    public:
        explicit OpenMark(ScriptedServer &server)
            : m_server(server)
        {}
        ~OpenMark();
        OpenMark(const OpenMark &) = delete;
        OpenMark &operator=(const OpenMark &) = delete;
        void close();

    private:
        ScriptedServer &m_server;
        bool m_open = true; ///< under m_server.m_mutex
    };

    void handle(const ReceivedRequest &request, int &status, std::string &contentType);
    /// Sleeps `duration` or until stop; false when stopping.
    bool pause(std::chrono::milliseconds duration);

    std::vector<Script> m_scripts; ///< never empty; not changed after construction
    std::unique_ptr<httplib::Server> m_server;
    std::thread m_thread;
    std::uint16_t m_port = 0;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stopping = false;
    std::vector<ReceivedRequest> m_requests;
    std::size_t m_posts = 0;
    std::map<std::string, GetAnswer> m_getAnswers;
    std::uint64_t m_endlessBytesSent = 0;
    std::size_t m_open = 0;
    std::size_t m_mostOpen = 0;
};

/// For what cpp-httplib's Server cannot send: a response whose head or framing never ends. Listens
/// on 127.0.0.1; answers one connection, once its request's head is read, with `head` and then
/// `repeated` again and again until `repeatedBytes` are sent, the client leaves or the server stops.
class EndlessResponder
{
public:
    EndlessResponder(std::string head, std::string repeated, std::uint64_t repeatedBytes);
    ~EndlessResponder();
    EndlessResponder(const EndlessResponder &) = delete;
    EndlessResponder &operator=(const EndlessResponder &) = delete;
    bool listening() const { return m_port != 0; }
    std::string url() const;
    std::uint64_t bytesSent() const { return m_sent.load(); }

private:
    void serve(std::string head, std::string repeated, std::uint64_t repeatedBytes);
    /// Waits for `events` on fd in short slices until it is ready (true) or the responder stops.
    bool waitFor(int fd, short events) const;

    int m_listener = -1;
    std::uint16_t m_port = 0;
    std::atomic_bool m_stopping = false;
    std::atomic<std::uint64_t> m_sent = 0;
    std::thread m_thread;
};

/// A port on 127.0.0.1 that refuses connections: a TCP socket bound to an ephemeral port that never
/// listens (so the port stays taken, and refused, for as long as this lives).
class RefusedPort
{
public:
    RefusedPort();
    ~RefusedPort();
    RefusedPort(const RefusedPort &) = delete;
    RefusedPort &operator=(const RefusedPort &) = delete;
    std::uint16_t port() const { return m_port; } ///< 0 when no socket could be bound
    std::string url() const;

private:
    int m_fd = -1;
    std::uint16_t m_port = 0;
};

/// llama-server's /completion stream of `tokens` generated tokens: a piece per token (the first
/// `firstDelay` after the request, the others `gap` apart), then its final `timings` with prompt_n
/// `promptTokens`, prompt_ms `promptMs`, predicted_n `tokens` and predicted_ms `predictedMs`.
Script llamaServerScript(std::uint32_t tokens, std::uint32_t promptTokens, double promptMs,
                         double predictedMs, std::chrono::milliseconds firstDelay,
                         std::chrono::milliseconds gap);

/// Answers detection as llama-server does: /v1/models lists `modelId` (owned_by "llamacpp"), /props
/// says `buildInfo` and `slots` (DetectTest has the whole of both).
void answerAsLlamaServer(ScriptedServer &server, const std::string &modelId, const std::string &buildInfo,
                         int slots);

} // namespace shardscope::serve::test
