#include "core/cluster/SetupCheckRun.h"
#include "core/SafeText.h"

#include "core/model/ConfigReader.h"
#include "core/model/Run.h"
#include "remote-agent/protocol/Link.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <vector>

namespace shardscope::core {

namespace {

constexpr std::chrono::seconds kControlTimeout(20);
constexpr std::chrono::seconds kProbeTimeout(90);

/// A link server on one machine, for the others to reach.
struct Served {
    std::int64_t serverId = 0;
    protocol::ReachPeer peer;
};

class CheckRun
{
public:
    CheckRun(const QList<SetupCheckNode> &nodes, const SetupCheckOptions &options,
             const SetupCheckCallbacks &callbacks, const std::atomic_bool *cancel,
             std::vector<PooledNode> &pool)
        : m_nodes(nodes)
        , m_options(options)
        , m_callbacks(callbacks)
        , m_cancel(cancel)
        , m_pool(pool)
    {}

    void run(SetupCheckResult &result)
    {
        const int count = int(m_nodes.size());
        m_steps = 3.0 * count;
        result.probeErrors.resize(count);
        // The machines probe themselves side by side, at most agents.parallel at a time (each
        // worker calls only its own node's agent and marks only that node down); the progress is
        // reported here, on the calling thread.
        progress(count == 1 ? QStringLiteral("probing %1").arg(name(0))
                            : QStringLiteral("probing %1 machines").arg(count),
                 count);
        std::vector<std::optional<Result<protocol::HostInventory>>> probed(static_cast<std::size_t>(count));
        runInParallel(count, m_options.agents.parallel, [this, &probed](qsizetype n) {
            try {
                probed[std::size_t(n)] = probe(int(n));
            } catch (const std::exception &exception) {
                // Nothing here should throw; if something does, it ends this machine's check only.
                probed[std::size_t(n)] = Error{
                    ErrorCode::Unknown, QStringLiteral("probing %1 failed: %2")
                                            .arg(name(int(n)), QString::fromLocal8Bit(exception.what()))};
            }
        });
        for (int n = 0; n < count; ++n) {
            Result<protocol::HostInventory> &inventory = *probed[std::size_t(n)];
            if (!inventory) {
                result.probeErrors[n] = inventory.error();
                continue;
            }
            SetupMachine machine;
            machine.name = name(n);
            machine.inventory = std::move(inventory).value();
            machine.chosenInterface = m_nodes.at(n).chosenInterface;
            result.input.machines << machine;
            result.machineNode << n;
        }
        result.input.interfaces = chooseClusterInterfaces(result.input.machines);

        const int machines = int(result.input.machines.size());
        std::vector<std::optional<Served>> served(static_cast<std::size_t>(machines));
        QList<QString> serveErrors(machines);
        for (int k = 0; k < machines; ++k) {
            progress(QStringLiteral("opening ports on %1").arg(result.input.machines.at(k).name));
            const QString address = result.input.interfaces.at(k).address;
            if (address.isEmpty()) {
                serveErrors[k]
                    = QStringLiteral("%1 has no cluster address").arg(result.input.machines.at(k).name);
                continue;
            }
            auto server = serve(result.machineNode.at(k), address);
            if (server)
                served[std::size_t(k)] = std::move(server).value();
            else
                serveErrors[k] = server.error().detail;
        }

        result.input.reach = QList<QList<ReachCell>>(machines, QList<ReachCell>(machines));
        result.input.ownNames = QList<QList<protocol::NameResolution>>(machines);
        for (int i = 0; i < machines; ++i) {
            const int node = result.machineNode.at(i);
            progress(QStringLiteral("%1 reaches the others").arg(name(node)));
            protocol::ReachTestParams params;
            params.timeoutMs = m_options.reachTimeoutMs;
            params.measurePathMtu = m_options.measurePathMtu;
            QList<int> asked;
            for (const QString &own : namesToResolve(result.input.machines.at(i)))
                params.ownNames.push_back(own.toStdString());
            for (int j = 0; j < machines; ++j) {
                if (j == i)
                    continue;
                // A peer whose agent ended meanwhile (a reach test of its own that timed out) took
                // its link server with it: testing it now would blame a firewall.
                if (const std::optional<Error> &down = m_pool[std::size_t(result.machineNode.at(j))].down) {
                    served[std::size_t(j)].reset();
                    serveErrors[j] = down->detail;
                }
                if (!served[std::size_t(j)]) {
                    result.input.reach[i][j].error = serveErrors.at(j);
                    continue;
                }
                protocol::ReachPeer peer = served[std::size_t(j)]->peer;
                for (const QString &hostName : namesToResolve(result.input.machines.at(j)))
                    peer.names.push_back(hostName.toStdString());
                params.peers.push_back(std::move(peer));
                asked << j;
            }
            auto reply = reach(node, params);
            for (int a = 0; a < asked.size(); ++a) {
                ReachCell &cell = result.input.reach[i][asked.at(a)];
                if (!reply)
                    cell.error = reply.error().detail;
                else if (std::size_t(a) < reply->peers.size())
                    cell.result = reply->peers.at(std::size_t(a));
                else
                    cell.error = QStringLiteral("%1's reach test ended before this machine").arg(name(node));
            }
            if (reply && reply->peers.size() > 0)
                result.reachTested = true;
            if (reply)
                result.input.ownNames[i]
                    = QList<protocol::NameResolution>(reply->ownNames.begin(), reply->ownNames.end());
        }

        // Always: no listener of the check stays open (a cancelled run kills the agents instead).
        for (int k = 0; k < machines; ++k)
            if (served[std::size_t(k)] && !isCancelled(m_cancel))
                stop(result.machineNode.at(k), served[std::size_t(k)]->serverId);
        result.findings = setupFindings(result.input);
    }

private:
    QString name(int node) const { return m_nodes.at(node).target.name; }

    void markDown(int node, const Error &error)
    {
        m_pool[std::size_t(node)].markDown(
            Error{error.code, QStringLiteral("%1's agent session ended: %2").arg(name(node), error.detail)});
    }

    /// Says that `stage` starts, which is `steps` of the check's steps.
    void progress(const QString &stage, int steps = 1)
    {
        if (m_callbacks.progress)
            m_callbacks.progress(m_steps > 0 ? std::min(1.0, m_done / m_steps) : 0.0, stage);
        m_done += steps;
    }

    /// The node's agent, or why there is none.
    Result<AgentChannel *> channel(int node)
    {
        PooledNode &pooled = m_pool[std::size_t(node)];
        if (isCancelled(m_cancel))
            return Error{ErrorCode::Cancelled, QStringLiteral("cancelled")};
        if (pooled.down)
            return Error{pooled.down->code,
                         QStringLiteral("%1 is not available: %2").arg(name(node), pooled.down->detail)};
        return &pooled.agent->channel();
    }

    /// A call on the node's agent; a failure that ends the session marks the node down.
    Result<nlohmann::json> call(int node, const char *method, const nlohmann::json &params,
                                std::chrono::milliseconds timeout)
    {
        auto agent = channel(node);
        if (!agent)
            return agent.error();
        auto answer = (*agent)->call(method, params, timeout, {}, m_cancel);
        if (!answer && breaksChannel(answer.error()))
            markDown(node, answer.error());
        if (!answer)
            return Error{answer.error().code,
                         QStringLiteral("%1 on %2: %3").arg(qs(method), name(node), answer.error().detail)};
        return answer;
    }

    Result<protocol::HostInventory> probe(int node)
    {
        auto answer = call(node, "probe", nlohmann::json::object(), kProbeTimeout);
        if (!answer)
            return answer.error();
        auto inventory = protocol::parseHostInventory(*answer);
        if (!inventory)
            return Error{ErrorCode::ProtocolError, QStringLiteral("the probe of %1 cannot be read: %2")
                                                       .arg(name(node), qs(inventory.error().message))};
        return std::move(inventory).value();
    }

    Result<Served> serve(int node, const QString &address)
    {
        Served server;
        server.peer.address = address.toStdString();
        server.peer.token = newSecretHex(); // per server
        // One machine's reach test at its longest (every peer and itself by one name, as
        // namesToResolve gives them).
        protocol::ReachPeer named;
        named.names = {std::string("name")};
        const std::int64_t budgetMs = protocol::reachTestBudgetMs(
            protocol::ReachTestParams{std::vector<protocol::ReachPeer>(std::size_t(m_nodes.size()), named),
                                      {std::string("name")},
                                      m_options.reachTimeoutMs,
                                      true});
        // Open while every other machine tests it, one after another; at most what a link
        // server may be asked for (kMaxLinkServeDurationMs).
        const protocol::LinkServeParams params{
            server.peer.address, server.peer.token,
            std::min(budgetMs * std::int64_t(m_nodes.size()), protocol::kMaxLinkServeDurationMs)};
        auto answer = call(node, "link_serve", nlohmann::json(params), kControlTimeout);
        if (!answer)
            return answer.error();
        auto reply = protocol::parseLinkServeReply(*answer);
        if (!reply) {
            // No server id to stop, and its listeners would stay open until their maximum duration:
            // end that agent (its end closes them), and the node with it.
            const Error error{ErrorCode::ProtocolError,
                              QStringLiteral("the link_serve answer of %1 cannot be read: %2")
                                  .arg(name(node), qs(reply.error().message))};
            markDown(node, error);
            return error;
        }
        server.serverId = reply->serverId;
        server.peer.udpPort = reply->udpPort;
        server.peer.tcpPort = reply->tcpPort;
        return server;
    }

    Result<protocol::ReachTestReply> reach(int node, const protocol::ReachTestParams &params)
    {
        const auto hasReachTest = [&] {
            const std::vector<std::string> &methods = m_pool[std::size_t(node)].agent->hello().capabilities;
            return std::find(methods.begin(), methods.end(), "reach_test") != methods.end();
        };
        if (auto agent = channel(node); agent && !hasReachTest())
            return Error{ErrorCode::AgentError,
                         QStringLiteral("the agent on %1 (version %2) cannot run the reach test: deploy this "
                                        "ShardScope's agent")
                             .arg(name(node), qs(m_pool[std::size_t(node)].agent->hello().agentVersion))};
        const auto timeout = std::chrono::milliseconds(protocol::reachTestBudgetMs(params));
        auto answer = call(node, "reach_test", nlohmann::json(params), timeout);
        if (!answer)
            return answer.error();
        auto reply = protocol::parseReachTestReply(*answer);
        if (!reply)
            return Error{ErrorCode::ProtocolError,
                         QStringLiteral("the reach_test answer of %1 cannot be read: %2")
                             .arg(name(node), qs(reply.error().message))};
        return std::move(reply).value();
    }

    void stop(int node, std::int64_t serverId)
    {
        (void)call(node, "link_stop", nlohmann::json(protocol::LinkStopParams{serverId}), kControlTimeout);
    }

    const QList<SetupCheckNode> &m_nodes;
    const SetupCheckOptions &m_options;
    const SetupCheckCallbacks &m_callbacks;
    const std::atomic_bool *m_cancel;
    std::vector<PooledNode> &m_pool;
    double m_steps = 0;
    double m_done = 0;
};

} // namespace

SetupCheckResult runSetupCheck(const QList<SetupCheckNode> &nodes, const SetupCheckOptions &options,
                               const SetupCheckCallbacks &callbacks, const std::atomic_bool *cancel)
{
    QList<NodeTarget> targets;
    for (const SetupCheckNode &node : nodes)
        targets << node.target;
    AgentPool pool(targets, options.agents, callbacks.nodes, cancel);
    SetupCheckResult result;
    result.nodes = pool.outcomes();
    for (const SetupCheckNode &node : nodes)
        result.nodeNames << node.target.name;
    CheckRun(nodes, options, callbacks, cancel, pool.nodes()).run(result);
    pool.closeAll();
    return result;
}

nlohmann::json setupCheckJson(const SetupCheckResult &result)
{
    using nlohmann::json;
    const SetupCheckInput &input = result.input;
    json machines = json::array();
    for (int k = 0; k < input.machines.size(); ++k) {
        const SetupMachine &machine = input.machines.at(k);
        const InterfaceChoice &choice = input.interfaces.at(k);
        json pins = json::array();
        for (const PinSetting &pin : pinSettings(choice))
            pins.push_back(
                {{"software", pin.software.toStdString()}, {"setting", pin.setting.toStdString()}});
        json entry = interfaceChoiceJson(choice);
        entry["name"] = machine.name.toStdString();
        entry["host_name"] = machine.inventory.hostname.value_or("");
        entry["settings"] = pins;
        machines.push_back(entry);
    }
    json unavailable = json::array();
    for (int n = 0; n < result.probeErrors.size(); ++n)
        if (result.probeErrors.at(n))
            unavailable.push_back({{"name", result.nodeNames.value(n).toStdString()},
                                   {"error", result.probeErrors.at(n)->detail.toStdString()}});
    json reach = json::array();
    for (int i = 0; i < input.reach.size(); ++i)
        for (int j = 0; j < input.reach.at(i).size(); ++j) {
            if (i == j)
                continue;
            const ReachCell &cell = input.reach.at(i).at(j);
            json entry{{"from", input.machines.at(i).name.toStdString()},
                       {"to", input.machines.at(j).name.toStdString()}};
            if (cell.result)
                entry["result"] = *cell.result;
            else
                entry["error"] = cell.error.toStdString();
            reach.push_back(entry);
        }
    json findings = json::array();
    for (const SetupFinding &finding : result.findings)
        findings.push_back(setupFindingJson(finding));
    json checks = json::array();
    for (const SetupCheckLine &line : setupCheckLines(result.findings, result.reachTested))
        checks.push_back(
            {{"check", setupCheckGroupName(line.group).toStdString()},
             {"tested", line.tested},
             {"result", !line.tested                           ? "not_tested"
                        : line.worst == SetupSeverity::Unknown ? "passed"
                                                               : setupSeverityName(line.worst).toStdString()},
             {"findings", line.findings}});
    return json{{"machines", machines}, {"unavailable", unavailable}, {"reach_tested", result.reachTested},
                {"reach", reach},       {"findings", findings},       {"checks", checks}};
}

QStringList uncheckedMachines(const SetupCheckResult &result)
{
    QStringList names;
    for (int n = 0; n < result.probeErrors.size(); ++n)
        if (const std::optional<Error> &error = result.probeErrors.at(n))
            names << QStringLiteral("%1 (%2)").arg(result.nodeNames.value(n), error->detail);
    return names;
}

QString setupCheckRunConfigJson(const QList<SetupCheckNode> &nodes)
{
    nlohmann::json list = nlohmann::json::array();
    for (const SetupCheckNode &node : nodes) {
        nlohmann::json entry = {{"name", node.target.name.toStdString()}};
        if (node.hostId)
            entry["host_id"] = *node.hostId;
        if (!node.chosenInterface.isEmpty())
            entry["chosen_interface"] = node.chosenInterface.toStdString();
        list.push_back(std::move(entry));
    }
    return runConfigText({{"nodes", std::move(list)}}, kSetupCheckRun.name);
}

} // namespace shardscope::core
