#include "ScriptedTransport.h"

#include "remote-agent/protocol/Link.h"
#include "remote-agent/protocol/Version.h"
#include "tests/support/LinkReportFactory.h"

#include <algorithm>

namespace shardscope::test {

using core::CloseMode;
using core::Error;
using core::ErrorCode;

namespace {

// Conditions that may look at other agents are re-checked this often.
constexpr std::chrono::milliseconds kRecheck(10);

/// The transport a ScriptedAgent hands out: every call goes to the agent.
class ScriptedTransport : public core::AgentTransport
{
public:
    explicit ScriptedTransport(std::shared_ptr<ScriptedAgent> agent)
        : m_agent(std::move(agent))
    {}
    ~ScriptedTransport() override;

    core::Result<void> start() override;
    core::Result<void> write(const QByteArray &bytes) override;
    core::Result<QByteArray> readLine(std::chrono::milliseconds timeout) override;
    void close(CloseMode mode) override;

private:
    std::shared_ptr<ScriptedAgent> m_agent;
};

} // namespace

// ScriptedTransport is named a friend of ScriptedAgent; these forward to its private side.
class ScriptedTransportAccess
{
public:
    static core::Result<void> start(ScriptedAgent &agent) { return agent.start(); }
    static core::Result<void> write(ScriptedAgent &agent, const QByteArray &bytes)
    {
        return agent.write(bytes);
    }
    static core::Result<QByteArray> readLine(ScriptedAgent &agent, std::chrono::milliseconds timeout)
    {
        return agent.readLine(timeout);
    }
    static void close(ScriptedAgent &agent, CloseMode mode) { agent.close(mode); }
    static void endSession(ScriptedAgent &agent) { agent.endSession(); }
};

namespace {

ScriptedTransport::~ScriptedTransport()
{
    // Not a close: a channel that was never closed shows as such in the record.
    ScriptedTransportAccess::endSession(*m_agent);
}

core::Result<void> ScriptedTransport::start()
{
    return ScriptedTransportAccess::start(*m_agent);
}

core::Result<void> ScriptedTransport::write(const QByteArray &bytes)
{
    return ScriptedTransportAccess::write(*m_agent, bytes);
}

core::Result<QByteArray> ScriptedTransport::readLine(std::chrono::milliseconds timeout)
{
    return ScriptedTransportAccess::readLine(*m_agent, timeout);
}

void ScriptedTransport::close(CloseMode mode)
{
    ScriptedTransportAccess::close(*m_agent, mode);
}

} // namespace

// ---- ScriptedRequest ----------------------------------------------------------------------------

ScriptedRequest::ScriptedRequest(ScriptedAgent &agent, protocol::Request request)
    : m_agent(agent)
    , m_request(std::move(request))
{}

void ScriptedRequest::progress(double fraction, const std::string &stage)
{
    m_agent.send(protocol::Progress{m_request.id, fraction, stage});
}

void ScriptedRequest::result(const nlohmann::json &data)
{
    m_agent.send(protocol::Result{m_request.id, data});
}

void ScriptedRequest::error(protocol::AgentErrorCode code, const std::string &message)
{
    m_agent.send(protocol::ErrorReply{m_request.id, code, message});
}

void ScriptedRequest::storeEntry(const std::string &key, const std::string &hexValue)
{
    m_agent.send(protocol::StoreEntry{key, hexValue});
}

void ScriptedRequest::die()
{
    m_agent.die();
}

bool ScriptedRequest::waitFor(const std::function<bool()> &condition, std::chrono::milliseconds timeout)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        // Unlocked: the condition may ask other agents (or this one) for their record.
        if (condition())
            return true;
        std::unique_lock lock(m_agent.m_mutex);
        if (m_agent.sessionEndedLocked() || std::chrono::steady_clock::now() >= deadline)
            break;
        m_agent.m_changed.wait_for(lock, kRecheck);
    }
    return condition();
}

std::optional<protocol::StoreEntry> ScriptedRequest::waitForStoreEntry(const std::string &suffix,
                                                                       std::chrono::milliseconds timeout)
{
    const auto matches = [&suffix](const protocol::StoreEntry &entry) {
        return entry.key.size() >= suffix.size()
               && entry.key.compare(entry.key.size() - suffix.size(), suffix.size(), suffix) == 0;
    };
    std::unique_lock lock(m_agent.m_mutex);
    std::optional<protocol::StoreEntry> found;
    m_agent.m_changed.wait_for(lock, timeout, [&] {
        const auto it = std::find_if(m_agent.m_entries.begin(), m_agent.m_entries.end(), matches);
        if (it != m_agent.m_entries.end())
            found = *it;
        return found || m_agent.sessionEndedLocked();
    });
    return found;
}

void ScriptedRequest::stall(std::chrono::milliseconds timeout)
{
    std::unique_lock lock(m_agent.m_mutex);
    m_agent.m_changed.wait_for(lock, timeout, [this] { return m_agent.sessionEndedLocked(); });
}

// ---- ScriptedAgent ------------------------------------------------------------------------------

ScriptedAgent::ScriptedAgent(QString name)
    : m_name(std::move(name))
{
    hello.agentVersion = protocol::kShardScopeVersion;
    hello.protocolVersion = protocol::kProtocolVersion;
    hello.capabilities = {"probe", "link_serve", "link_stop", "link_test", "bench_run"};
    hello.backends = {"cpu"};

    on("link_serve", [this](ScriptedRequest &request) {
        std::int64_t id = 0;
        {
            const std::lock_guard lock(m_mutex);
            id = std::int64_t(m_requests.size());
        }
        request.result(scriptedLinkServeReply(id));
    });
    on("link_stop", [](ScriptedRequest &request) { request.result(scriptedLinkStopReply()); });
    on("link_test", [](ScriptedRequest &request) {
        request.progress(0.1, "udp_latency");
        request.progress(0.5, "throughput_forward_1");
        request.result(scriptedLinkTestReport());
    });
    on("bench_run", [](ScriptedRequest &request) {
        auto params = protocol::parseBenchRunParams(request.params());
        if (!params) {
            request.error(protocol::AgentErrorCode::BadRequest, params.error().message);
            return;
        }
        request.progress(0.1, "weights");
        request.progress(0.5, "decode");
        request.result(nlohmann::json(scriptedBenchReport(*params, 4)));
    });
}

ScriptedAgent::~ScriptedAgent()
{
    endSession();
}

void ScriptedAgent::on(const std::string &method, ScriptedHandler handler)
{
    m_handlers[method] = std::move(handler);
}

void ScriptedAgent::die()
{
    const std::lock_guard lock(m_mutex);
    dieLocked();
}

void ScriptedAgent::dieLocked()
{
    if (!m_running || m_dead)
        return;
    m_dead = true;
    m_toController.push_back(Line{{}, true});
    m_changed.notify_all();
}

int ScriptedAgent::starts() const
{
    const std::lock_guard lock(m_mutex);
    return m_starts;
}

bool ScriptedAgent::dead() const
{
    const std::lock_guard lock(m_mutex);
    return m_dead;
}

std::vector<protocol::Request> ScriptedAgent::requests() const
{
    const std::lock_guard lock(m_mutex);
    return m_requests;
}

std::vector<std::string> ScriptedAgent::methods() const
{
    std::vector<std::string> methods;
    for (const protocol::Request &request : requests())
        methods.push_back(request.method);
    return methods;
}

int ScriptedAgent::count(const std::string &method) const
{
    const std::vector<std::string> all = methods();
    return int(std::count(all.begin(), all.end(), method));
}

std::vector<protocol::StoreEntry> ScriptedAgent::storeEntries() const
{
    const std::lock_guard lock(m_mutex);
    return m_entries;
}

std::vector<CloseMode> ScriptedAgent::closes() const
{
    const std::lock_guard lock(m_mutex);
    return m_closes;
}

bool ScriptedAgent::waitUntil(const std::function<bool(const ScriptedAgent &)> &condition,
                              std::chrono::milliseconds timeout)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!condition(*this)) {
        if (std::chrono::steady_clock::now() >= deadline)
            return false;
        std::unique_lock lock(m_mutex);
        m_changed.wait_for(lock, kRecheck);
    }
    return true;
}

std::unique_ptr<core::AgentTransport> ScriptedAgent::transport()
{
    return std::make_unique<ScriptedTransport>(shared_from_this());
}

core::Result<void> ScriptedAgent::start()
{
    std::unique_lock lock(m_mutex);
    if (startError)
        return *startError;
    if (m_running)
        return Error{ErrorCode::InvalidArgument, QStringLiteral("the scripted agent is already started")};
    // The previous session's thread has ended (closed or died and its handler returned).
    if (m_thread.joinable()) {
        lock.unlock();
        m_thread.join();
        lock.lock();
    }
    ++m_starts;
    m_toController.clear();
    m_pending.clear();
    m_running = true;
    m_closing = false;
    m_dead = false;
    if (dieBeforeHello)
        dieLocked();
    else if (!silentBeforeHello)
        m_toController.push_back(Line{protocol::serialize(hello), false});
    m_thread = std::thread([this] { serve(); });
    return {};
}

core::Result<void> ScriptedAgent::write(const QByteArray &bytes)
{
    const std::lock_guard lock(m_mutex);
    if (!m_running)
        return Error{ErrorCode::AgentCrashed, QStringLiteral("the agent is not running")};
    if (m_dead)
        return Error{ErrorCode::AgentCrashed,
                     QStringLiteral("writing to the agent failed: %1's agent exited").arg(m_name)};
    for (const QByteArray &line : bytes.split('\n')) {
        if (line.isEmpty())
            continue;
        auto message = protocol::parseMessage(line.toStdString());
        if (!message)
            continue; // the controller never writes one; the test sees it missing from the record
        if (const auto *request = std::get_if<protocol::Request>(&*message)) {
            m_requests.push_back(*request);
            m_pending.push_back(*request);
        } else if (const auto *entry = std::get_if<protocol::StoreEntry>(&*message)) {
            m_entries.push_back(*entry);
        }
    }
    m_changed.notify_all();
    return {};
}

core::Result<QByteArray> ScriptedAgent::readLine(std::chrono::milliseconds timeout)
{
    std::unique_lock lock(m_mutex);
    m_changed.wait_for(lock, timeout, [this] { return !m_toController.empty() || !m_running; });
    if (!m_running)
        return Error{ErrorCode::AgentCrashed, QStringLiteral("the agent is not running")};
    if (m_toController.empty())
        return Error{ErrorCode::AgentTimeout, QStringLiteral("no line from the agent yet")};
    if (m_toController.front().eof)
        return Error{ErrorCode::AgentCrashed,
                     QStringLiteral("%1's agent closed its output (it exited)").arg(m_name)};
    QByteArray line = QByteArray::fromStdString(m_toController.front().text);
    m_toController.pop_front();
    return line;
}

void ScriptedAgent::close(CloseMode mode)
{
    {
        const std::lock_guard lock(m_mutex);
        m_closes.push_back(mode);
    }
    endSession();
}

void ScriptedAgent::endSession()
{
    {
        const std::lock_guard lock(m_mutex);
        if (m_running) {
            m_running = false;
            m_closing = true;
        }
        m_changed.notify_all();
    }
    if (m_thread.joinable() && m_thread.get_id() != std::this_thread::get_id())
        m_thread.join();
}

void ScriptedAgent::serve()
{
    for (;;) {
        std::optional<protocol::Request> request;
        {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return !m_pending.empty() || sessionEndedLocked(); });
            if (sessionEndedLocked())
                return;
            request = std::move(m_pending.front());
            m_pending.pop_front();
        }
        ScriptedRequest scripted(*this, std::move(*request));
        const auto handler = m_handlers.find(scripted.request().method);
        if (handler == m_handlers.end())
            scripted.error(protocol::AgentErrorCode::UnknownMethod,
                           "unknown method \"" + scripted.request().method + "\"");
        else
            handler->second(scripted);
    }
}

void ScriptedAgent::send(const protocol::Message &message)
{
    const std::lock_guard lock(m_mutex);
    if (sessionEndedLocked())
        return; // a dead or closed agent writes nothing more
    m_toController.push_back(Line{protocol::serialize(message), false});
    m_changed.notify_all();
}

// ---- answers ------------------------------------------------------------------------------------

nlohmann::json scriptedLinkServeReply(std::int64_t serverId)
{
    protocol::LinkServeReply reply = makeLinkReport().serve;
    reply.serverId = serverId;
    return reply;
}

nlohmann::json scriptedLinkTestReport()
{
    return makeLinkReport().test;
}

nlohmann::json scriptedLinkStopReply()
{
    return makeLinkReport().stop;
}

protocol::BenchRankReport scriptedBenchReport(const protocol::BenchRunParams &params,
                                              std::uint32_t decodeSteps, const std::string &failure)
{
    protocol::BenchRankReport report;
    report.rank = params.rank;
    report.backend = params.backend;
    report.device = "CPU: scripted";
    report.threads = params.threads == 0 ? 1 : params.threads;
    report.completed = failure.empty();
    report.failure = failure;
    report.memoryBandwidthGBps = 10;
    report.weightBytes = 1u << 20;
    report.kvCacheBytes = 1u << 16;
    report.memoryAvailableBytes = std::uint64_t(1) << 32;
    report.bytesPerDecodeStep = 1u << 20;
    report.setupSeconds = 0.1;
    const bool split = params.worldSize > 1;
    report.prefill = protocol::BenchStep{20, split ? 2.0 : 0.0, split ? 4096u : 0u};
    const bool sampling = params.layout == protocol::BenchLayout::PipelineParallel
                              ? params.rank + 1 == params.worldSize
                              : params.rank == 0;
    double at = 20;
    if (sampling) {
        report.tokenTimesMs.push_back(at);
        report.firstSequenceTokens.push_back(1);
    }
    for (std::uint32_t step = 0; step < decodeSteps; ++step) {
        report.decode.push_back(protocol::BenchStep{5, split ? 1.0 : 0.0, split ? 1024u : 0u});
        at += 5;
        if (sampling) {
            report.tokenTimesMs.push_back(at);
            report.firstSequenceTokens.push_back(std::int32_t(step + 2));
        }
    }
    return report;
}

// ---- ScriptedCluster ----------------------------------------------------------------------------

ScriptedAgent &ScriptedCluster::agent(const QString &name)
{
    const std::lock_guard lock(m_mutex);
    std::shared_ptr<ScriptedAgent> &agent = m_agents[name];
    if (!agent)
        agent = std::make_shared<ScriptedAgent>(name);
    return *agent;
}

std::function<core::Result<std::unique_ptr<core::AgentTransport>>(const core::NodeTarget &)>
ScriptedCluster::factory()
{
    return [this](const core::NodeTarget &target) -> core::Result<std::unique_ptr<core::AgentTransport>> {
        const std::lock_guard lock(m_mutex);
        const auto found = m_agents.find(target.name);
        if (found == m_agents.end())
            return Error{ErrorCode::InvalidArgument,
                         QStringLiteral("no scripted agent for %1").arg(target.name)};
        return found->second->transport();
    };
}

} // namespace shardscope::test
