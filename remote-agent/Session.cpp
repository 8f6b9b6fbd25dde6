#include "remote-agent/Session.h"

#include "remote-agent/bench/BenchRun.h"
#include "remote-agent/bench/RankHost.h"
#include "remote-agent/link/LinkServer.h"
#include "remote-agent/link/LinkTest.h"
#include "remote-agent/link/Network.h"
#include "remote-agent/link/Reach.h"
#include "remote-agent/llamacpp/ModelFiles.h"
#include "remote-agent/llamacpp/ServerProcess.h"
#include "remote-agent/probe/GgufHeader.h"
#include "remote-agent/probe/Probe.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Gguf.h"
#include "remote-agent/protocol/Inventory.h"
#include "remote-agent/protocol/Link.h"
#include "remote-agent/protocol/LlamaServer.h"
#include "remote-agent/protocol/Messages.h"
#include "remote-agent/protocol/Serve.h"
#include "remote-agent/protocol/Telemetry.h"
#include "remote-agent/protocol/Version.h"
#include "remote-agent/serve/Detect.h"
#include "remote-agent/serve/LoadGenerator.h"
#include "remote-agent/telemetry/Sampler.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <deque>
#include <exception>
#include <istream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <thread>
#include <utility>
#include <variant>
#include <vector>

namespace shardscope::agent {

namespace {

using namespace shardscope::protocol;

/// Reads one line of at most kMaxLineBytes. Returns false at EOF. A longer line is consumed to its
/// end and reported through tooLong, so one bad line never desynchronises the session.
bool readBoundedLine(std::istream &in, std::string &line, bool &tooLong)
{
    line.clear();
    tooLong = false;
    char c = 0;
    bool any = false;
    while (in.get(c)) {
        any = true;
        if (c == '\n')
            return true;
        if (line.size() < kMaxLineBytes)
            line.push_back(c);
        else
            tooLong = true;
    }
    return any; // a last line without '\n' still counts
}

/// How long the session waits, after the controller went away, for the request that is running:
/// every phase checks the cancel within tens of milliseconds, so this only bounds what cannot (a
/// GPU kernel), to the 2 s within which no agent may outlive its controller.
constexpr auto kWorkerGrace = std::chrono::seconds(2);

// What one session may hold for a controller that does not wait for its answers; beyond that a
// request is answered `busy` at once, so the agent's memory is bounded whatever the peer sends.
/// Requests and answers waiting behind the running request (a controller sends one at a time).
constexpr std::size_t kMaxQueuedItems = 64;
/// Bytes of request lines waiting behind the running request.
constexpr std::size_t kMaxQueuedBytes = 4 * kMaxLineBytes;
/// Link servers running at once: two sockets and a thread each (a link matrix needs one).
constexpr std::size_t kMaxLinkServers = 8;
/// Telemetry samplers running at once: a thread each (a serving run needs one per node, so one).
constexpr std::size_t kMaxSamplers = 4;
/// Bytes of rendezvous keys and values held (a run's Gloo keys are a few KiB).
constexpr std::size_t kMaxStoreBytes = 16 * 1024 * 1024;

/// One line of input as the worker handles it: a request to run, or an answer that was already
/// decided when the line was read (a parse error). Both go through the queue so that answers
/// leave in the order the lines arrived.
using WorkItem = std::variant<Request, Message>;

/// The bytes of an even-length hex string (StoreEntry's parser checked it); nullopt otherwise.
std::optional<std::vector<std::uint8_t>> bytesFromHex(const std::string &hex)
{
    const auto nibble = [](char c) -> int {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    };
    if (hex.size() % 2 != 0)
        return std::nullopt;
    std::vector<std::uint8_t> bytes(hex.size() / 2);
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const int high = nibble(hex[2 * i]);
        const int low = nibble(hex[2 * i + 1]);
        if (high < 0 || low < 0)
            return std::nullopt;
        bytes[i] = static_cast<std::uint8_t>((high << 4) | low);
    }
    return bytes;
}

/// A running link_serve, with what link_stop needs to report.
struct ServedLink {
    std::unique_ptr<link::LinkServer> server;
    std::string bindAddress;
};

class Session;

/// What a bench_run's rank sees of the session: progress lines for its request, the session's
/// cancel, and the rendezvous store that StoreEntry lines fill (see Session::putStoreEntry).
class SessionRankHost : public bench::RankHost
{
public:
    SessionRankHost(Session &session, std::int64_t requestId)
        : m_session(session)
        , m_requestId(requestId)
    {}

    void progress(double fraction, const std::string &stage) override;
    bool cancelled() const override;
    void storeSet(const std::string &key, const std::vector<std::uint8_t> &value) override;
    std::optional<std::vector<std::uint8_t>> storeGet(const std::string &key,
                                                      std::chrono::milliseconds timeout) override;

private:
    Session &m_session;
    std::int64_t m_requestId = 0;
};

/// The state of one protocol session. stdin is read on the calling thread; requests run in order
/// on one worker thread; every line to stdout goes through send(). StoreEntry lines are no
/// requests: the reading thread puts them into the store at once, since the bench_run that waits
/// for them occupies the worker.
class Session
{
public:
    explicit Session(std::ostream &out)
        : m_out(out)
    {}

    int run(std::istream &in);

private:
    friend class SessionRankHost;

    void send(const Message &message);
    /// One line to stdout, whole and flushed, under the write lock.
    void writeLine(const std::string &line);
    /// Sends the answer to `request`, or, when its line would exceed kMaxLineBytes (which the
    /// controller refuses), an error that says so.
    void sendAnswer(const Request &request, const Message &answer);
    /// Queues item for the worker; false (nothing queued) when the queue is full.
    bool enqueue(WorkItem item, std::size_t bytes);
    void workerLoop();
    Message answer(const Request &request);
    Message linkServe(const Request &request);
    Message linkStop(const Request &request);
    Message linkTest(const Request &request);
    Message reachTest(const Request &request);
    Message benchRun(const Request &request);
    Message serveRun(const Request &request);
    Message serveDetect(const Request &request);
    Message telemetryStart(const Request &request);
    Message telemetryStop(const Request &request);
    Message ggufRead(const Request &request);
    Message ggufWrite(const Request &request);
    Message llamaStart(const Request &request);
    Message llamaStop(const Request &request);
    /// A key from the controller (or this session's own rank): stored, every waiter woken; false
    /// (nothing stored) when the store would exceed kMaxStoreBytes.
    bool putStoreEntry(const std::string &key, std::vector<std::uint8_t> value);
    /// Waits for `key` until `timeout` passes or the session is cancelled.
    std::optional<std::vector<std::uint8_t>> waitStoreEntry(const std::string &key,
                                                            std::chrono::milliseconds timeout);
    /// Forgets every key that starts with `prefix` (a finished run's).
    void eraseStoreEntries(const std::string &prefix);
    /// Sets m_cancel and wakes every store waiter.
    void cancelEverything();
    /// Takes every server out of the map (and refuses new ones), then stops them: when it returns,
    /// no listener of this session is open.
    void stopAllServers();
    /// Takes every sampler out of the map (and refuses new ones), then stops them: when it
    /// returns, no sampler thread of this session runs.
    void stopAllSamplers();
    /// Takes every llama.cpp server out of the map (and refuses new ones), then stops them: when it
    /// returns, no process this session started runs.
    void stopAllLlamaServers();

    std::ostream &m_out;
    std::mutex m_writeMutex;

    std::mutex m_queueMutex;
    std::condition_variable m_queueChanged;
    struct Queued {
        WorkItem item;
        std::size_t bytes = 0; ///< of the line it came from
    };
    std::deque<Queued> m_queue;
    std::size_t m_queuedBytes = 0;
    bool m_inputEnded = false;
    bool m_workerDone = false; ///< under m_queueMutex, signalled through m_queueChanged

    /// Set when stdin ends: a running link_test returns Cancelled soon, nothing new starts.
    std::atomic_bool m_cancel{false};

    std::mutex m_serversMutex;
    std::map<std::int64_t, ServedLink> m_servers;
    std::int64_t m_lastServerId = 0;
    bool m_serversClosed = false;

    std::mutex m_samplersMutex;
    std::map<std::int64_t, std::unique_ptr<telemetry::Sampler>> m_samplers;
    std::int64_t m_lastSamplerId = 0;
    bool m_samplersClosed = false;

    std::mutex m_llamaMutex;
    std::map<std::int64_t, std::unique_ptr<llamacpp::ServerProcess>> m_llamaServers;
    std::int64_t m_lastLlamaServerId = 0;
    bool m_llamaServersClosed = false;

    std::mutex m_storeMutex;
    std::condition_variable m_storeChanged;
    std::map<std::string, std::vector<std::uint8_t>> m_store;
    std::size_t m_storeBytes = 0; ///< keys and values in m_store
};

void SessionRankHost::progress(double fraction, const std::string &stage)
{
    m_session.send(Progress{m_requestId, fraction, stage});
}

bool SessionRankHost::cancelled() const
{
    return m_session.m_cancel.load();
}

void SessionRankHost::storeSet(const std::string &key, const std::vector<std::uint8_t> &value)
{
    // A key of our own that does not fit is still sent: the peers need it, and this rank never
    // reads its own keys back.
    (void)m_session.putStoreEntry(key, value);
    m_session.send(StoreEntry{key, tokenToHex(value.data(), value.size())});
}

std::optional<std::vector<std::uint8_t>> SessionRankHost::storeGet(const std::string &key,
                                                                   std::chrono::milliseconds timeout)
{
    return m_session.waitStoreEntry(key, timeout);
}

bool Session::putStoreEntry(const std::string &key, std::vector<std::uint8_t> value)
{
    {
        std::lock_guard lock(m_storeMutex);
        const auto it = m_store.find(key);
        const std::size_t replaced = it == m_store.end() ? 0 : key.size() + it->second.size();
        if (m_storeBytes - replaced + key.size() + value.size() > kMaxStoreBytes)
            return false;
        m_storeBytes = m_storeBytes - replaced + key.size() + value.size();
        m_store[key] = std::move(value);
    }
    m_storeChanged.notify_all();
    return true;
}

std::optional<std::vector<std::uint8_t>> Session::waitStoreEntry(const std::string &key,
                                                                 std::chrono::milliseconds timeout)
{
    std::unique_lock lock(m_storeMutex);
    const auto ready = [&] {
        return m_cancel.load() || m_store.count(key) > 0;
    };
    m_storeChanged.wait_for(lock, std::max(timeout, std::chrono::milliseconds(0)), ready);
    const auto it = m_store.find(key);
    if (it == m_store.end() || m_cancel.load())
        return std::nullopt;
    return it->second;
}

void Session::eraseStoreEntries(const std::string &prefix)
{
    std::lock_guard lock(m_storeMutex);
    for (auto it = m_store.lower_bound(prefix); it != m_store.end() && it->first.rfind(prefix, 0) == 0;) {
        m_storeBytes -= it->first.size() + it->second.size();
        it = m_store.erase(it);
    }
}

void Session::cancelEverything()
{
    {
        // Under the store's lock: a waiter between its check and its wait cannot miss the wake-up.
        std::lock_guard lock(m_storeMutex);
        m_cancel = true;
    }
    m_storeChanged.notify_all();
}

void Session::send(const Message &message)
{
    writeLine(serialize(message));
}

void Session::writeLine(const std::string &line)
{
    std::lock_guard lock(m_writeMutex);
    m_out << line << '\n';
    m_out.flush(); // one line per event, flushed: the controller reads it at once
}

void Session::sendAnswer(const Request &request, const Message &answer)
{
    const std::string line = serialize(answer);
    if (line.size() <= kMaxLineBytes) {
        writeLine(line);
        return;
    }
    const bool bench = request.method == "bench_run";
    const bool serve = request.method == "serve_run";
    send(ErrorReply{request.id, bench ? AgentErrorCode::BenchFailed : AgentErrorCode::Internal,
                    "the answer of " + std::to_string(line.size()) + " bytes exceeds the protocol's limit of "
                        + std::to_string(kMaxLineBytes)
                        + (bench ? ": generate fewer tokens, or do not keep the first logits" : "")
                        + (serve ? ": send fewer requests or generate fewer tokens per request" : "")});
}

bool Session::enqueue(WorkItem item, std::size_t bytes)
{
    {
        std::lock_guard lock(m_queueMutex);
        if (m_queue.size() >= kMaxQueuedItems || m_queuedBytes + bytes > kMaxQueuedBytes)
            return false;
        m_queuedBytes += bytes;
        m_queue.push_back(Queued{std::move(item), bytes});
    }
    m_queueChanged.notify_one();
    return true;
}

void Session::workerLoop()
{
    for (;;) {
        WorkItem item;
        {
            std::unique_lock lock(m_queueMutex);
            m_queueChanged.wait(lock, [this] { return m_inputEnded || !m_queue.empty(); });
            // Once the controller is gone nobody reads the answers: what is still queued is dropped.
            if (m_inputEnded)
                return;
            item = std::move(m_queue.front().item);
            m_queuedBytes -= m_queue.front().bytes;
            m_queue.pop_front();
        }
        if (const auto *request = std::get_if<Request>(&item)) {
            // The thread boundary: nothing may escape it (an escaping exception would abort the
            // agent and leave the controller without an answer).
            try {
                sendAnswer(*request, answer(*request));
            } catch (const std::exception &error) {
                send(ErrorReply{request->id, AgentErrorCode::Internal,
                                std::string("internal error: ") + error.what()});
            }
        } else
            send(std::get<Message>(item));
    }
}

Message Session::answer(const Request &request)
{
    if (request.method == "probe") {
        probe::ProbeOptions options;
        HostInventory inventory = probe::probeHost(options);
        return Result{request.id, nlohmann::json(inventory)};
    }
    if (request.method == "link_serve")
        return linkServe(request);
    if (request.method == "link_stop")
        return linkStop(request);
    if (request.method == "link_test")
        return linkTest(request);
    if (request.method == "reach_test")
        return reachTest(request);
    if (request.method == "bench_run")
        return benchRun(request);
    if (request.method == "serve_run")
        return serveRun(request);
    if (request.method == "serve_detect")
        return serveDetect(request);
    if (request.method == "telemetry_start")
        return telemetryStart(request);
    if (request.method == "telemetry_stop")
        return telemetryStop(request);
    if (request.method == "gguf_read")
        return ggufRead(request);
    if (request.method == "gguf_write")
        return ggufWrite(request);
    if (request.method == "llama_start")
        return llamaStart(request);
    if (request.method == "llama_stop")
        return llamaStop(request);
    return ErrorReply{request.id, AgentErrorCode::UnknownMethod, "unknown method \"" + request.method + "\""};
}

ErrorReply badParams(const Request &request, const ParseError &error)
{
    // Parse errors name the field and what is wrong with it, never its value: a token stays secret.
    return ErrorReply{request.id, AgentErrorCode::BadRequest, request.method + " params: " + error.message};
}

AgentErrorCode agentCode(const link::LinkError &error)
{
    return error.code == link::LinkErrorCode::Cancelled ? AgentErrorCode::Cancelled
                                                        : AgentErrorCode::LinkFailed;
}

Message Session::linkServe(const Request &request)
{
    const auto params = parseLinkServeParams(request.params);
    if (!params)
        return badParams(request, params.error());
    const auto tokenBytes = tokenFromHex(params->token);
    if (!tokenBytes) // parseLinkServeParams checked it; kept so that a change there cannot slip through
        return ErrorReply{request.id, AgentErrorCode::BadRequest, "link_serve params: token is not valid"};
    link::LinkServerOptions options;
    options.bindAddress = params->bindAddress;
    std::copy(tokenBytes->begin(), tokenBytes->end(), options.token.begin());
    options.maxDurationMs = params->maxDurationMs;

    if (m_cancel.load())
        return ErrorReply{request.id, AgentErrorCode::Cancelled, "the session is ending"};
    {
        // Only the worker adds servers, so the count cannot grow between this check and the emplace.
        std::lock_guard lock(m_serversMutex);
        if (m_servers.size() >= kMaxLinkServers)
            return ErrorReply{
                request.id, AgentErrorCode::LinkFailed,
                std::to_string(m_servers.size())
                    + " link servers of this session are running already: stop one with link_stop"};
    }
    auto server = link::LinkServer::start(options);
    if (!server)
        return ErrorReply{request.id, AgentErrorCode::LinkFailed, server.error().message};

    LinkServeReply reply;
    reply.udpPort = (*server)->udpPort();
    reply.tcpPort = (*server)->tcpPort();
    reply.stackId = link::networkStackId();
    reply.interfaceBefore = link::interfaceHolding(params->bindAddress);
    {
        std::lock_guard lock(m_serversMutex);
        if (!m_serversClosed) {
            reply.serverId = ++m_lastServerId;
            m_servers.emplace(reply.serverId, ServedLink{std::move(server).value(), params->bindAddress});
        }
    }
    if (reply.serverId == 0) { // the session ended meanwhile: no listener may outlive it
        (*server)->stop();
        return ErrorReply{request.id, AgentErrorCode::Cancelled, "the session is ending"};
    }
    return Result{request.id, nlohmann::json(reply)};
}

Message Session::linkStop(const Request &request)
{
    const auto params = parseLinkStopParams(request.params);
    if (!params)
        return badParams(request, params.error());
    ServedLink served;
    {
        std::lock_guard lock(m_serversMutex);
        const auto it = m_servers.find(params->serverId);
        if (it != m_servers.end()) {
            served = std::move(it->second);
            m_servers.erase(it);
        }
    }
    if (!served.server)
        return ErrorReply{request.id, AgentErrorCode::BadRequest,
                          "link_stop params: server_id " + std::to_string(params->serverId)
                              + " names no running link server of this session"};
    const link::LinkServerSummary summary = served.server->stop();
    LinkStopReply reply;
    reply.answeredDatagrams = summary.answeredDatagrams;
    reply.rejectedDatagrams = summary.rejectedDatagrams;
    reply.rejectedConnections = summary.rejectedConnections;
    reply.reachedMaxDuration = summary.reachedMaxDuration;
    reply.interfaceAfter = link::interfaceHolding(served.bindAddress);
    return Result{request.id, nlohmann::json(reply)};
}

Message Session::linkTest(const Request &request)
{
    const auto params = parseLinkTestParams(request.params);
    if (!params)
        return badParams(request, params.error());
    const auto progress = [&](double fraction, const std::string &stage) {
        send(Progress{request.id, fraction, stage});
    };
    auto report = link::runLinkTest(*params, progress, &m_cancel);
    if (!report)
        return ErrorReply{request.id, agentCode(report.error()), report.error().message};
    return Result{request.id, nlohmann::json(*report)};
}

Message Session::reachTest(const Request &request)
{
    const auto params = parseReachTestParams(request.params);
    if (!params)
        return badParams(request, params.error());
    const auto progress = [&](double fraction, const std::string &peer) {
        send(Progress{request.id, fraction, "reach " + peer});
    };
    auto reply = link::runReachTest(*params, progress, &m_cancel);
    if (m_cancel.load())
        return ErrorReply{request.id, AgentErrorCode::Cancelled, "the session is ending"};
    return Result{request.id, nlohmann::json(reply)};
}

Message Session::benchRun(const Request &request)
{
    const auto params = parseBenchRunParams(request.params);
    if (!params)
        return badParams(request, params.error());
    if (m_cancel.load())
        return ErrorReply{request.id, AgentErrorCode::Cancelled, "the session is ending"};
    SessionRankHost host(*this, request.id);
    auto report = bench::runBenchRank(*params, host);
    eraseStoreEntries(params->runId);
    if (!report)
        return ErrorReply{request.id, report.error().code, report.error().message};
    return Result{request.id, nlohmann::json(*report)};
}

Message Session::serveRun(const Request &request)
{
    auto params = parseServeRunParams(request.params);
    if (!params)
        return badParams(request, params.error());
    serve::ServeLoadParams load;
    load.endpoint = params->endpoint;
    load.copyEndpoints = params->copyEndpoints;
    load.dialect = params->dialect;
    load.model = params->model;
    load.apiKey = std::move(params->apiKey);
    load.workload = params->workload;
    load.connectTimeoutMs = static_cast<int>(params->connectTimeoutMs);
    load.readTimeoutMs = static_cast<int>(params->readTimeoutMs);
    // What the protocol's bounds let through but the load generator cannot use (an endpoint that
    // is no http:// URL): a bad request too. The problem never holds the key.
    if (const std::string problem = serve::serveLoadProblem(load); !problem.empty())
        return ErrorReply{request.id, AgentErrorCode::BadRequest, "serve_run params: " + problem};
    if (m_cancel.load())
        return ErrorReply{request.id, AgentErrorCode::Cancelled, "the session is ending"};
    const auto progress = [&](const serve::ServeLoadProgress &p) {
        const double total = p.total > 0 ? double(p.total) : 0.0;
        const double duration = double(load.workload.durationMs);
        double fraction = 0;
        if (!p.warmingUp)
            fraction = total > 0 ? (p.completed + p.failed) / total
                                 : (duration > 0 ? std::min(1.0, p.elapsedMs / duration) : 0.0);
        const std::string stage = p.warmingUp ? std::string("serve_warmup")
                                              : "serve_requests: " + std::to_string(p.completed) + " done, "
                                                    + std::to_string(p.failed) + " failed";
        send(Progress{request.id, std::clamp(fraction, 0.0, 1.0), stage});
    };
    serve::ServeLoadResult result = serve::runServeLoad(load, progress, &m_cancel);
    if (result.end == serve::ServeLoadEnd::Refused)
        return ErrorReply{request.id, AgentErrorCode::BadRequest, "serve_run params: " + result.problem};
    ServeRunReply reply;
    reply.records = std::move(result.records);
    reply.ended
        = result.end == serve::ServeLoadEnd::Cancelled ? ServeRunEnd::Cancelled : ServeRunEnd::Complete;
    return Result{request.id, nlohmann::json(reply)};
}

Message Session::serveDetect(const Request &request)
{
    const auto params = parseServeDetectParams(request.params);
    if (!params)
        return badParams(request, params.error());
    const serve::DetectResult result = serve::detectServer(*params, &m_cancel);
    if (result.end == serve::DetectEnd::Refused)
        return ErrorReply{request.id, AgentErrorCode::BadRequest, "serve_detect params: " + result.problem};
    if (result.end != serve::DetectEnd::Done)
        return ErrorReply{request.id, AgentErrorCode::Cancelled, "the session is ending"};
    // Whatever the probes found, the reply says it: its outcome and evidence are what the
    // controller words as an error when no server was recognised (serveDetectProblemText).
    return Result{request.id, nlohmann::json(result.reply)};
}

Message Session::ggufRead(const Request &request)
{
    const auto params = parseGgufReadParams(request.params);
    if (!params)
        return badParams(request, params.error());
    auto model = probe::readGgufFile(params->path);
    if (!model)
        return ErrorReply{request.id, AgentErrorCode::ModelFailed, model.error()};
    return Result{request.id, nlohmann::json(*model)};
}

Message Session::ggufWrite(const Request &request)
{
    const auto params = parseGgufWriteParams(request.params);
    if (!params)
        return badParams(request, params.error());
    double reported = -1.0;
    const auto progress = [&](std::uint64_t written, std::uint64_t total) {
        const double fraction = total ? double(written) / double(total) : 1.0;
        if (fraction - reported >= 0.01 || written == total) { // a 40 GB file: 100 lines, not 10 000
            reported = fraction;
            send(Progress{request.id, fraction, "writing the model file"});
        }
        return !m_cancel.load();
    };
    auto reply = llamacpp::writePresetModel(llamacpp::modelFilesDirectory(), *params, progress);
    if (!reply) {
        const bool cancelled = m_cancel.load();
        return ErrorReply{request.id, cancelled ? AgentErrorCode::Cancelled : AgentErrorCode::ModelFailed,
                          cancelled ? std::string("the session is ending") : reply.error()};
    }
    return Result{request.id, nlohmann::json(*reply)};
}

Message Session::telemetryStart(const Request &request)
{
    const auto params = parseTelemetryStartParams(request.params);
    if (!params)
        return badParams(request, params.error());
    if (m_cancel.load())
        return ErrorReply{request.id, AgentErrorCode::Cancelled, "the session is ending"};
    {
        // Only the worker adds samplers, so the count cannot grow between this check and the emplace.
        std::lock_guard lock(m_samplersMutex);
        if (m_samplers.size() >= kMaxSamplers)
            return ErrorReply{request.id, AgentErrorCode::BadRequest,
                              std::to_string(m_samplers.size())
                                  + " telemetry samplers of this session are running already: stop one "
                                    "with telemetry_stop"};
    }
    telemetry::SamplerOptions options;
    if (const auto nic
        = params->clusterAddress.empty() ? std::nullopt : link::interfaceHolding(params->clusterAddress))
        options.interfaceName = nic->name;
    options.intervalMs = params->intervalMs;
    options.maxDurationMs = params->maxDurationMs;
    auto sampler = telemetry::Sampler::start(options); // its own thread: this answers at once

    TelemetryStartReply reply;
    reply.interfaceName = sampler->interfaceName();
    reply.intervalMs = params->intervalMs;
    reply.gpuSource = sampler->gpuSource();
    {
        std::lock_guard lock(m_samplersMutex);
        if (!m_samplersClosed) {
            reply.samplerId = ++m_lastSamplerId;
            m_samplers.emplace(reply.samplerId, std::move(sampler));
        }
    }
    if (reply.samplerId == 0) // the session ended meanwhile: no sampler may outlive it
        return ErrorReply{request.id, AgentErrorCode::Cancelled, "the session is ending"};
    return Result{request.id, nlohmann::json(reply)};
}

Message Session::telemetryStop(const Request &request)
{
    const auto params = parseTelemetryStopParams(request.params);
    if (!params)
        return badParams(request, params.error());
    std::unique_ptr<telemetry::Sampler> sampler;
    {
        std::lock_guard lock(m_samplersMutex);
        const auto it = m_samplers.find(params->samplerId);
        if (it != m_samplers.end()) {
            sampler = std::move(it->second);
            m_samplers.erase(it);
        }
    }
    if (!sampler)
        return ErrorReply{request.id, AgentErrorCode::BadRequest,
                          "telemetry_stop params: sampler_id " + std::to_string(params->samplerId)
                              + " names no running sampler of this session"};
    return Result{request.id, nlohmann::json(sampler->stop())};
}

void Session::stopAllSamplers()
{
    std::map<std::int64_t, std::unique_ptr<telemetry::Sampler>> samplers;
    {
        std::lock_guard lock(m_samplersMutex);
        m_samplersClosed = true;
        samplers.swap(m_samplers);
    }
    for (auto &entry : samplers)
        (void)entry.second->stop(); // each returns within milliseconds
}

Message Session::llamaStart(const Request &request)
{
    const auto params = parseLlamaStartParams(request.params);
    if (!params)
        return badParams(request, params.error());
    if (m_cancel.load())
        return ErrorReply{request.id, AgentErrorCode::Cancelled, "the session is ending"};
    {
        // Only the worker adds servers, so the count cannot grow between this check and the emplace.
        std::lock_guard lock(m_llamaMutex);
        if (m_llamaServers.size() >= kMaxLlamaServers)
            return ErrorReply{request.id, AgentErrorCode::BadRequest,
                              std::to_string(m_llamaServers.size())
                                  + " llama.cpp servers of this session are running already: stop one with "
                                    "llama_stop"};
    }
    send(Progress{request.id, 0.0, "starting " + toString(params->role)});
    auto started = llamacpp::ServerProcess::start(*params, &m_cancel);
    if (!started)
        return ErrorReply{request.id,
                          m_cancel.load() ? AgentErrorCode::Cancelled : AgentErrorCode::ServerFailed,
                          started.error()};
    std::unique_ptr<llamacpp::ServerProcess> server = std::move(started).value();
    LlamaStartReply reply;
    reply.pid = server->pid();
    reply.port = server->port();
    reply.readySeconds = server->readySeconds();
    reply.commandLine = server->commandLine();
    reply.cacheBytes = server->cacheBytes();
    {
        std::lock_guard lock(m_llamaMutex);
        if (!m_llamaServersClosed) {
            reply.serverId = ++m_lastLlamaServerId;
            m_llamaServers.emplace(reply.serverId, std::move(server));
        }
    }
    if (reply.serverId == 0) // the session ended meanwhile: the server stops with `server`
        return ErrorReply{request.id, AgentErrorCode::Cancelled, "the session is ending"};
    return Result{request.id, nlohmann::json(reply)};
}

Message Session::llamaStop(const Request &request)
{
    const auto params = parseLlamaStopParams(request.params);
    if (!params)
        return badParams(request, params.error());
    std::unique_ptr<llamacpp::ServerProcess> server;
    {
        std::lock_guard lock(m_llamaMutex);
        const auto it = m_llamaServers.find(params->serverId);
        if (it != m_llamaServers.end()) {
            server = std::move(it->second);
            m_llamaServers.erase(it);
        }
    }
    if (!server)
        return ErrorReply{request.id, AgentErrorCode::BadRequest,
                          "llama_stop params: server_id " + std::to_string(params->serverId)
                              + " names no running server of this session"};
    return Result{request.id, nlohmann::json(server->stop())};
}

void Session::stopAllLlamaServers()
{
    std::map<std::int64_t, std::unique_ptr<llamacpp::ServerProcess>> servers;
    {
        std::lock_guard lock(m_llamaMutex);
        m_llamaServersClosed = true;
        servers.swap(m_llamaServers);
    }
    // Stopped together: each may take up to 5 s to end after SIGTERM.
    std::vector<std::thread> stoppers;
    for (auto &entry : servers) {
        llamacpp::ServerProcess *server = entry.second.get();
        stoppers.emplace_back([server] { (void)server->stop(); });
    }
    for (std::thread &stopper : stoppers)
        stopper.join();
}

void Session::stopAllServers()
{
    std::map<std::int64_t, ServedLink> servers;
    {
        std::lock_guard lock(m_serversMutex);
        m_serversClosed = true;
        servers.swap(m_servers);
    }
    // Stopped together: each may take up to 2 s to close its connections.
    std::vector<std::thread> stoppers;
    for (auto &entry : servers) {
        link::LinkServer *server = entry.second.server.get();
        stoppers.emplace_back([server] { server->stop(); });
    }
    for (std::thread &stopper : stoppers)
        stopper.join();
}

int Session::run(std::istream &in)
{
    // std::cin is tied to std::cout: every read that refills its buffer would flush cout from this
    // thread, racing with the worker's writes. send() flushes each line itself.
    in.tie(nullptr);
    send(Hello{kShardScopeVersion,
               kProtocolVersion,
               {"probe", "link_serve", "link_stop", "link_test", "reach_test", "bench_run", "serve_run",
                "serve_detect", "telemetry_start", "telemetry_stop", "gguf_read", "gguf_write", "llama_start",
                "llama_stop"},
               bench::availableBackends()});
    std::thread worker([this] {
        workerLoop();
        {
            std::lock_guard lock(m_queueMutex);
            m_workerDone = true;
        }
        m_queueChanged.notify_all();
    });

    std::string line;
    bool tooLong = false;
    // An answer decided here (a parse error) keeps its place behind the queued requests; when the
    // queue is full it is sent at once instead: ids, not order, match answers to requests.
    const auto reply = [this](ErrorReply error) {
        if (!enqueue(Message(error), 0))
            send(error);
    };
    while (readBoundedLine(in, line, tooLong)) {
        if (tooLong) {
            reply(ErrorReply{std::nullopt, AgentErrorCode::LineTooLong,
                             "request longer than " + std::to_string(kMaxLineBytes) + " bytes"});
            continue;
        }
        if (line.empty())
            continue;
        auto parsed = parseMessage(line);
        if (!parsed) {
            const auto code = parsed.error().code == ParseErrorCode::UnsupportedVersion
                                  ? AgentErrorCode::UnsupportedVersion
                                  : AgentErrorCode::BadRequest;
            reply(ErrorReply{std::nullopt, code, parsed.error().message});
            continue;
        }
        if (auto *entry = std::get_if<StoreEntry>(&*parsed)) {
            // Not queued: the bench_run that waits for this key is what occupies the worker.
            // Sent at once, not queued: it is about the bench_run that runs now (which the
            // controller takes an error without id for), not about a later request.
            auto bytes = bytesFromHex(entry->value);
            if (bytes && !putStoreEntry(entry->key, std::move(*bytes)))
                send(ErrorReply{std::nullopt, AgentErrorCode::BadRequest,
                                "the rendezvous store is full (" + std::to_string(kMaxStoreBytes)
                                    + " bytes): key " + entry->key + " was dropped"});
            continue;
        }
        auto *request = std::get_if<Request>(&*parsed);
        if (!request) {
            reply(ErrorReply{std::nullopt, AgentErrorCode::BadRequest, "expected a request"});
            continue;
        }
        const std::int64_t id = request->id;
        const std::string method = request->method;
        if (!enqueue(std::move(*request), line.size()))
            send(ErrorReply{id, AgentErrorCode::Busy,
                            method + " was not queued: " + std::to_string(kMaxQueuedItems) + " requests or "
                                + std::to_string(kMaxQueuedBytes)
                                + " bytes are waiting already; send the next request after an answer"});
    }

    // The controller went away (the SSH channel dropped): end what runs (a bench_run stops within
    // a chunk of its phase, or its waits for the store return), close every listener.
    cancelEverything();
    {
        std::lock_guard lock(m_queueMutex);
        m_inputEnded = true;
    }
    m_queueChanged.notify_all();
    stopAllServers();
    stopAllSamplers();
    stopAllLlamaServers();
    {
        // Every phase of a bench_run looks at the cancel flag within a chunk of its work (tens of
        // milliseconds); should one still run after a grace (a GPU kernel that does not return),
        // nobody is left to read its answer: the process ends without waiting for it (every
        // listener is closed already, the kernel frees the rest).
        std::unique_lock lock(m_queueMutex);
        if (!m_queueChanged.wait_for(lock, kWorkerGrace, [this] { return m_workerDone; })) {
            lock.unlock();
            std::lock_guard writeLock(m_writeMutex);
            m_out.flush();
            std::_Exit(0);
        }
    }
    worker.join();
    stopAllServers(); // a link_serve that was starting when stdin ended
    stopAllSamplers();
    stopAllLlamaServers();
    return 0;
}

} // namespace

int runSession(std::istream &in, std::ostream &out)
{
    Session session(out);
    return session.run(in);
}

} // namespace shardscope::agent
