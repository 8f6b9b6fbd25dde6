#include "remote-agent/Session.h"

#include "remote-agent/link/LinkServer.h"
#include "remote-agent/link/LinkTest.h"
#include "remote-agent/link/Network.h"
#include "remote-agent/probe/Probe.h"
#include "remote-agent/protocol/Inventory.h"
#include "remote-agent/protocol/Link.h"
#include "remote-agent/protocol/Messages.h"
#include "remote-agent/protocol/Version.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <exception>
#include <istream>
#include <map>
#include <memory>
#include <mutex>
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

/// One line of input as the worker handles it: a request to run, or an answer that was already
/// decided when the line was read (a parse error). Both go through the queue so that answers
/// leave in the order the lines arrived.
using WorkItem = std::variant<Request, Message>;

/// A running link_serve, with what link_stop needs to report.
struct ServedLink {
    std::unique_ptr<link::LinkServer> server;
    std::string bindAddress;
};

/// The state of one protocol session. stdin is read on the calling thread; requests run in order
/// on one worker thread; every line to stdout goes through send().
class Session
{
public:
    explicit Session(std::ostream &out)
        : m_out(out)
    {}

    int run(std::istream &in);

private:
    void send(const Message &message);
    void enqueue(WorkItem item);
    void workerLoop();
    Message answer(const Request &request);
    Message linkServe(const Request &request);
    Message linkStop(const Request &request);
    Message linkTest(const Request &request);
    /// Takes every server out of the map (and refuses new ones), then stops them: when it returns,
    /// no listener of this session is open.
    void stopAllServers();

    std::ostream &m_out;
    std::mutex m_writeMutex;

    std::mutex m_queueMutex;
    std::condition_variable m_queueChanged;
    std::deque<WorkItem> m_queue;
    bool m_inputEnded = false;

    /// Set when stdin ends: a running link_test returns Cancelled soon, nothing new starts.
    std::atomic_bool m_cancel{false};

    std::mutex m_serversMutex;
    std::map<std::int64_t, ServedLink> m_servers;
    std::int64_t m_lastServerId = 0;
    bool m_serversClosed = false;
};

void Session::send(const Message &message)
{
    const std::string line = serialize(message);
    std::lock_guard lock(m_writeMutex);
    m_out << line << '\n';
    m_out.flush(); // one line per event, flushed: the controller reads it at once
}

void Session::enqueue(WorkItem item)
{
    {
        std::lock_guard lock(m_queueMutex);
        m_queue.push_back(std::move(item));
    }
    m_queueChanged.notify_one();
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
            item = std::move(m_queue.front());
            m_queue.pop_front();
        }
        if (const auto *request = std::get_if<Request>(&item)) {
            // The thread boundary: nothing may escape it (an escaping exception would abort the
            // agent and leave the controller without an answer).
            try {
                send(answer(*request));
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
    send(Hello{
        kShardScopeVersion, kProtocolVersion, {"probe", "link_serve", "link_stop", "link_test"}, {"cpu"}});
    std::thread worker([this] { workerLoop(); });

    std::string line;
    bool tooLong = false;
    while (readBoundedLine(in, line, tooLong)) {
        if (tooLong) {
            enqueue(Message(ErrorReply{std::nullopt, AgentErrorCode::LineTooLong,
                                       "request longer than " + std::to_string(kMaxLineBytes) + " bytes"}));
            continue;
        }
        if (line.empty())
            continue;
        auto parsed = parseMessage(line);
        if (!parsed) {
            const auto code = parsed.error().code == ParseErrorCode::UnsupportedVersion
                                  ? AgentErrorCode::UnsupportedVersion
                                  : AgentErrorCode::BadRequest;
            enqueue(Message(ErrorReply{std::nullopt, code, parsed.error().message}));
            continue;
        }
        auto *request = std::get_if<Request>(&*parsed);
        if (!request) {
            enqueue(Message(ErrorReply{std::nullopt, AgentErrorCode::BadRequest, "expected a request"}));
            continue;
        }
        enqueue(std::move(*request));
    }

    // The controller went away (the SSH channel dropped): end what runs, close every listener.
    m_cancel = true;
    {
        std::lock_guard lock(m_queueMutex);
        m_inputEnded = true;
    }
    m_queueChanged.notify_one();
    stopAllServers();
    worker.join();
    stopAllServers(); // a link_serve that was starting when stdin ended
    return 0;
}

} // namespace

int runSession(std::istream &in, std::ostream &out)
{
    Session session(out);
    return session.run(in);
}

} // namespace shardscope::agent
