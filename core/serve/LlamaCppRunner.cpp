#include "core/serve/LlamaCppRunner.h"
#include "core/model/VllmLaunch.h"

#include "core/cluster/NodeJobs.h"

#include <algorithm>
#include <chrono>

namespace shardscope::core {

namespace {

using namespace std::chrono_literals;

/// Writing a 70B model's preset file takes minutes; its agent reports progress all along.
constexpr auto kWriteTimeout = std::chrono::hours(4);
constexpr auto kWriteSilence = std::chrono::minutes(2);
constexpr auto kReadTimeout = 60s;
constexpr auto kStopTimeout = 30s;

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

bool cancelled(const std::atomic_bool *cancel)
{
    return cancel && cancel->load();
}

class LlamaCppRun
{
public:
    LlamaCppRun(const LlamaCppServeSpec &spec, const LlamaCppServeCallbacks &callbacks,
                const std::atomic_bool *cancel, std::vector<PooledNode> &agents)
        : m_spec(spec)
        , m_callbacks(callbacks)
        , m_cancel(cancel)
        , m_agents(agents)
        , m_machines(spec.machines)
    {}

    LlamaCppServeResult &result() { return m_result; }

    /// The model on the first machine, and for copies on every machine (each loads its own): its
    /// file read, or the preset's written. The first machine's header is the run's model.
    std::optional<Error> prepareModel()
    {
        const qsizetype loading = m_spec.layout == protocol::BenchLayout::Replicas ? m_spec.nodes.size() : 1;
        for (qsizetype index = 0; index < loading; ++index) {
            if (const std::optional<Error> error = prepareModelOn(int(index)))
                return error;
        }
        if (!m_result.model.blockCount || *m_result.model.blockCount == 0)
            return Error{
                ErrorCode::InvalidArgument,
                QStringLiteral("%1 names no layer count (%2.block_count): is it a model llama.cpp runs?")
                    .arg(m_result.modelPath, qs(m_result.model.architecture))};
        return std::nullopt;
    }

    /// rpc-servers first (their ports go into --rpc), then llama-server.
    std::optional<Error> startServers()
    {
        m_options = m_spec.options;
        m_options.modelPath = m_result.modelPath;
        m_options.layers = int(*m_result.model.blockCount);
        for (const QString &role : {QStringLiteral("rpc-server"), QStringLiteral("llama-server")}) {
            const LlamaCppLaunch launch = llamaCppLaunch(m_machines, m_spec.layout, m_options);
            if (!launch.problem.isEmpty())
                return Error{ErrorCode::InvalidArgument, launch.problem};
            for (const LlamaCppProcess &process : launch.processes) {
                if (process.purpose != role)
                    continue;
                if (const std::optional<Error> error = start(process))
                    return error;
            }
        }
        m_result.launch = llamaCppLaunch(m_machines, m_spec.layout, m_options);
        // The outcomes name the processes as they ran: the final launch's, with every real port.
        for (LlamaCppServerOutcome &outcome : m_result.servers) {
            for (const LlamaCppProcess &process : m_result.launch.processes) {
                if (process.machine == outcome.process.machine && process.purpose == outcome.process.purpose)
                    outcome.process = process;
            }
        }
        return std::nullopt;
    }

    void setApiKey(const std::string &key)
    {
        m_apiKey = key;
        m_spec.options.apiKey = !key.empty();
    }

    /// Every server started, last first; its agent is asked even after a cancel.
    void stopServers()
    {
        for (auto it = m_result.servers.rbegin(); it != m_result.servers.rend(); ++it) {
            const int index = nodeIndex(it->process.machine);
            if (index < 0 || !m_agents[std::size_t(index)].agent)
                continue;
            stage(QStringLiteral("stopping %1 on %2").arg(it->process.purpose, it->process.machine));
            auto answer = m_agents[std::size_t(index)].agent->channel().call(
                "llama_stop", nlohmann::json(protocol::LlamaStopParams{it->started.serverId}), kStopTimeout);
            if (!answer)
                continue; // the agent is gone: its end stops the server (exec-child)
            if (auto reply = protocol::parseLlamaStopReply(*answer))
                it->stopped = *reply;
        }
    }

private:
    std::optional<Error> prepareModelOn(int index)
    {
        const QString name = m_spec.nodes.at(index).target.name;
        if (const std::optional<Error> down = downOf(index))
            return down;
        AgentChannel &channel = m_agents[std::size_t(index)].agent->channel();
        protocol::GgufModel model;
        QString path;
        if (m_spec.modelFile.isEmpty()) {
            stage(QStringLiteral("writing the model file on %1").arg(name));
            const auto progress = [&](double fraction, const QString &) {
                stage(
                    QStringLiteral("writing the model file on %1: %2 %").arg(name).arg(int(fraction * 100)));
            };
            auto answer = channel.call("gguf_write", nlohmann::json(*m_spec.preset), kWriteTimeout, progress,
                                       m_cancel, {}, kWriteSilence);
            if (!answer)
                return failed(answer.error(), QStringLiteral("writing the model file on %1").arg(name));
            auto reply = protocol::parseGgufWriteReply(*answer);
            if (!reply)
                return unreadable("gguf_write", reply.error().message);
            if (index == 0)
                m_result.written = *reply;
            model = reply->model;
            path = qs(reply->path);
        } else {
            stage(QStringLiteral("reading the model file on %1").arg(name));
            auto answer = channel.call(
                "gguf_read", nlohmann::json(protocol::GgufReadParams{m_spec.modelFile.toStdString()}),
                kReadTimeout, {}, m_cancel);
            if (!answer)
                return failed(answer.error(), QStringLiteral("reading %1 on %2").arg(m_spec.modelFile, name));
            auto parsed = protocol::parseGgufModel(*answer);
            if (!parsed)
                return unreadable("gguf_read", parsed.error().message);
            model = *parsed;
            path = m_spec.modelFile;
        }
        if (index == 0) {
            m_result.model = model;
            m_result.modelPath = path;
        } else if (model != m_result.model) {
            // Copies compared against each other must serve the same model.
            return Error{ErrorCode::InvalidArgument,
                         QStringLiteral("%1 on %2 is not the same model as %3 on %4 (its header "
                                        "differs): every copy must serve the same file")
                             .arg(path, name, m_result.modelPath, m_spec.nodes.first().target.name)};
        }
        m_machines[index].modelPath = path;
        return std::nullopt;
    }

    std::optional<Error> start(const LlamaCppProcess &process)
    {
        const int index = nodeIndex(process.machine);
        if (const std::optional<Error> down = downOf(index))
            return down;
        protocol::LlamaStartParams params = llamaStartParams(process, m_apiKey);
        params.port = 0; // the agent picks a free one on the cluster address
        params.readyTimeoutMs = m_spec.readyTimeoutMs;
        const bool server = process.purpose == QLatin1String("llama-server");
        stage(server ? QStringLiteral("llama-server on %1 is loading the model").arg(process.machine)
                     : QStringLiteral("starting rpc-server on %1").arg(process.machine));
        const auto limit = std::chrono::milliseconds(params.readyTimeoutMs) + 30s;
        auto answer = m_agents[std::size_t(index)].agent->channel().call(
            "llama_start", nlohmann::json(params), limit, {}, m_cancel);
        if (!answer) {
            const Error &error = answer.error();
            if (error.code == ErrorCode::AgentError && error.detail.contains(QStringLiteral("server_failed")))
                return Error{ErrorCode::ServerFailed,
                             QStringLiteral("%1: %2").arg(process.machine, error.detail)};
            return failed(error, QStringLiteral("starting %1 on %2").arg(process.purpose, process.machine));
        }
        auto reply = protocol::parseLlamaStartReply(*answer);
        if (!reply)
            return unreadable("llama_start", reply.error().message);
        LlamaCppServerOutcome outcome{process, *reply, std::nullopt};
        outcome.process.port = reply->port;
        m_result.servers.append(outcome);
        LlamaCppMachine &machine = m_machines[index];
        if (server) {
            machine.serverPort = reply->port;
            m_result.loadSeconds = std::max(m_result.loadSeconds, reply->readySeconds);
        } else {
            machine.rpcPort = reply->port;
        }
        return std::nullopt;
    }

    int nodeIndex(const QString &machine) const
    {
        for (qsizetype i = 0; i < m_spec.nodes.size(); ++i) {
            if (m_spec.nodes.at(i).target.name == machine)
                return int(i);
        }
        return -1;
    }

    std::optional<Error> downOf(int index) const
    {
        if (index < 0)
            return Error{ErrorCode::Unknown, QStringLiteral("a planned process names no machine of the run")};
        const PooledNode &node = m_agents[std::size_t(index)];
        if (node.agent)
            return std::nullopt;
        return node.down
                   ? *node.down
                   : Error{ErrorCode::Unknown,
                           QStringLiteral("%1 has no agent session").arg(m_spec.nodes.at(index).target.name)};
    }

    std::optional<Error> failed(const Error &error, const QString &what) const
    {
        if (error.code == ErrorCode::Cancelled)
            return Error{ErrorCode::Cancelled, QStringLiteral("cancelled while %1").arg(what)};
        return Error{error.code, QStringLiteral("%1: %2").arg(what, error.detail)};
    }

    static Error unreadable(const char *method, const std::string &why)
    {
        return Error{ErrorCode::ProtocolError,
                     QStringLiteral("the %1 answer cannot be read: %2").arg(qs(method), qs(why))};
    }

    void stage(const QString &text) const
    {
        if (m_callbacks.stage)
            m_callbacks.stage(text);
    }

    LlamaCppServeSpec m_spec;
    const LlamaCppServeCallbacks &m_callbacks;
    const std::atomic_bool *m_cancel;
    std::vector<PooledNode> &m_agents;
    QList<LlamaCppMachine> m_machines; ///< with the ports the agents chose, as they are known
    LlamaCppOptions m_options;
    std::string m_apiKey;
    LlamaCppServeResult m_result;
};

QString specProblem(const LlamaCppServeSpec &spec)
{
    if (spec.layout != protocol::BenchLayout::Single && spec.layout != protocol::BenchLayout::PipelineParallel
        && spec.layout != protocol::BenchLayout::Replicas)
        return QStringLiteral("ShardScope runs llama.cpp on one machine, split over RPC or as one copy per "
                              "machine; %1 is none of them")
            .arg(qs(protocol::toString(spec.layout)));
    if (spec.nodes.isEmpty() || spec.nodes.size() != spec.machines.size())
        return QStringLiteral("every machine of the run needs its llama.cpp build (%1 machines, %2 builds)")
            .arg(spec.nodes.size())
            .arg(spec.machines.size());
    if (spec.modelFile.isEmpty() && !spec.preset)
        return QStringLiteral("no model: give a GGUF file on the machines or one of ShardScope's presets");
    if (!spec.modelFile.isEmpty() && !spec.modelFile.startsWith(QLatin1Char('/')))
        return QStringLiteral("the model file %1 is not an absolute path on the machines")
            .arg(spec.modelFile);
    return {};
}

} // namespace

QString llamaCppProvisionalEndpoint(const QList<ClusterNode> &nodes)
{
    return nodes.isEmpty() ? QString()
                           : QStringLiteral("http://%1:%2")
                                 .arg(urlHost(nodes.constFirst().clusterAddress))
                                 .arg(kLlamaServerPort);
}

LlamaCppServeSpec llamaCppServeSpec(const ServePlan &plan,
                                    const QList<std::optional<protocol::HostInventory>> &inventories,
                                    protocol::BenchLayout layout, const QString &modelFile,
                                    const std::optional<protocol::GgufWriteParams> &preset,
                                    const QString &binDir)
{
    LlamaCppServeSpec spec;
    spec.nodes = plan.nodes;
    for (qsizetype i = 0; i < plan.nodes.size(); ++i)
        spec.machines << llamaCppMachine(plan.nodes.at(i), inventories.value(i), binDir);
    spec.layout = layout;
    spec.modelFile = modelFile;
    spec.preset = preset;
    std::uint32_t slots = 1;
    for (const std::uint32_t concurrency : plan.concurrencies)
        slots = std::max(slots, concurrency);
    spec.options.parallelSlots = int(slots);
    spec.options.contextLength
        = int(slots * (plan.workload.promptTokens + plan.workload.outputTokens + kLlamaContextMargin));
    if (spec.preset)
        spec.preset->contextLength
            = std::max<std::uint32_t>(spec.preset->contextLength, spec.options.contextLength);
    spec.serve = plan;
    spec.serve.layout = layout;
    spec.serve.dialect = protocol::ServeDialect::LlamaCpp;
    spec.serve.endpoint = llamaCppProvisionalEndpoint(plan.nodes);
    return spec;
}

Result<LlamaCppServeResult> runLlamaCppServe(const LlamaCppServeSpec &spec, const ServeRunnerOptions &options,
                                             const LlamaCppServeCallbacks &callbacks,
                                             const std::atomic_bool *cancel)
{
    if (const QString problem = specProblem(spec); !problem.isEmpty())
        return Error{ErrorCode::InvalidArgument, problem};
    // The servers' agents: one session each, kept while the servers run (their end stops them).
    AgentPool agents(nodeTargets(spec.nodes), options.agents, callbacks.serve.nodes, cancel);
    LlamaCppRun run(spec, callbacks, cancel, agents.nodes());
    run.setApiKey(options.apiKey);
    const auto stopAnd = [&](Error error) -> Result<LlamaCppServeResult> {
        run.stopServers();
        agents.closeAll();
        return error;
    };
    if (cancelled(cancel))
        return Error{ErrorCode::Cancelled, QStringLiteral("cancelled before anything was started")};
    if (const std::optional<Error> error = run.prepareModel())
        return stopAnd(*error);
    if (const std::optional<Error> error = run.startServers())
        return stopAnd(*error);

    LlamaCppServeResult &result = run.result();
    ServePlan plan = spec.serve;
    plan.nodes = spec.nodes;
    plan.layout = spec.layout;
    plan.endpoint = result.launch.endpoints.first();
    plan.copyEndpoints = result.launch.endpoints.mid(1);
    plan.launch = llamaCppLaunchSteps(result.launch);
    plan.dialect = protocol::ServeDialect::LlamaCpp;
    if (plan.model.isEmpty())
        plan.model = result.modelPath.section(QLatin1Char('/'), -1);
    if (cancelled(cancel)) {
        result.serveError
            = Error{ErrorCode::Cancelled, QStringLiteral("cancelled before any request was sent")};
    } else if (auto served = runServePlan(plan, options, callbacks.serve, cancel)) {
        result.serve = std::move(served).value();
    } else {
        result.serveError = served.error();
    }
    run.stopServers();
    agents.closeAll();
    return std::move(result);
}

} // namespace shardscope::core
