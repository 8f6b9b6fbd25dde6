#include "core/cluster/LinkMatrix.h"
#include "core/SafeText.h"

#include "core/agent/AgentChannel.h"
#include "remote-agent/protocol/Version.h"

#include <QElapsedTimer>

#include <arpa/inet.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>
#include <tuple>
#include <vector>

namespace shardscope::core {

namespace {

// link_serve and link_stop only open or close sockets and read sysfs: a few seconds at most even
// on a loaded node; more means the agent or its SSH channel is gone.
constexpr std::chrono::seconds kControlTimeout(20);
// link_test gets the settings' budget plus this, so that the agent's own timeouts fire first and
// come back as a readable error.
constexpr std::chrono::seconds kTestSlack(30);

/// Strips "/prefix" from "address/prefix" as the inventory lists addresses.
QString withoutPrefix(const std::string &address)
{
    const QString text = qs(address);
    const qsizetype slash = text.indexOf(QLatin1Char('/'));
    return slash < 0 ? text : text.left(slash);
}

/// A numeric IPv4 or IPv6 address (no name, no zone): what a data-plane listener can bind to.
bool isNumericAddress(const QString &text)
{
    const QByteArray bytes = text.toLatin1();
    in6_addr address{};
    return ::inet_pton(AF_INET, bytes.constData(), &address) == 1
           || ::inet_pton(AF_INET6, bytes.constData(), &address) == 1;
}

/// fe80::/10: such an address needs a zone (the interface) that the other nodes cannot know.
bool isLinkLocalIpv6(const QString &text)
{
    in6_addr address{};
    return ::inet_pton(AF_INET6, text.toLatin1().constData(), &address) == 1 && address.s6_addr[0] == 0xfe
           && (address.s6_addr[1] & 0xc0) == 0x80;
}

/// Why a link server cannot bind to this numeric address (it binds to exactly one interface's
/// address), or empty when it can: the unspecified address (0.0.0.0, ::), multicast, broadcast.
QString unbindableReason(const QString &text)
{
    const QByteArray bytes = text.toLatin1();
    in_addr v4{};
    if (::inet_pton(AF_INET, bytes.constData(), &v4) == 1) {
        const quint32 host = ntohl(v4.s_addr);
        if (host == 0)
            return QStringLiteral("the unspecified address");
        if (host == 0xffffffffu)
            return QStringLiteral("the broadcast address");
        if ((host >> 28) == 0xe)
            return QStringLiteral("a multicast address");
        return {};
    }
    in6_addr v6{};
    if (::inet_pton(AF_INET6, bytes.constData(), &v6) == 1) {
        if (IN6_IS_ADDR_UNSPECIFIED(&v6))
            return QStringLiteral("the unspecified address");
        if (IN6_IS_ADDR_MULTICAST(&v6))
            return QStringLiteral("a multicast address");
        if (IN6_IS_ADDR_V4MAPPED(&v6)) {
            in_addr mapped{};
            std::memcpy(&mapped, v6.s6_addr + 12, sizeof(mapped));
            char buffer[INET_ADDRSTRLEN] = {};
            if (::inet_ntop(AF_INET, &mapped, buffer, sizeof(buffer)) != nullptr)
                return unbindableReason(QString::fromLatin1(buffer));
        }
    }
    return {};
}

/// The address as clusterAddressFor's answer: InvalidArgument when no link server can bind to it.
Result<QString> bindableAddress(const HostRecord &host, const QString &address, const QString &source)
{
    const QString reason = unbindableReason(address);
    if (reason.isEmpty())
        return address;
    return Error{ErrorCode::InvalidArgument,
                 QStringLiteral("%1's %2 %3 is %4, but a link server binds to exactly one interface's "
                                "address: give %1 a unicast address there, or choose another cluster "
                                "interface")
                     .arg(host.name, source, address, reason)};
}

template<typename T>
Result<T> parsed(const protocol::Expected<T> &value, const QString &what)
{
    if (!value)
        return Error{ErrorCode::ProtocolError,
                     QStringLiteral("%1 cannot be read: %2").arg(what, qs(value.error().message))};
    return value.value();
}

/// Runs one pair at a time per thread; the pairs of a round, which share no node, on threads of
/// their own (each node's agent is used by one pair at a time).
class MatrixRun
{
public:
    MatrixRun(const QList<ClusterNode> &nodes, const LinkMatrixOptions &options,
              const LinkMatrixCallbacks &callbacks, const std::atomic_bool *cancel,
              std::vector<PooledNode> &states)
        : m_nodes(nodes)
        , m_options(options)
        , m_callbacks(callbacks)
        , m_cancel(cancel)
        , m_states(states)
    {}

    LinkPairOutcome runPair(int index, const LinkPair &pair)
    {
        QElapsedTimer timer;
        timer.start();
        LinkPairOutcome outcome;
        outcome.pair = pair;
        auto report = measure(index, pair);
        if (report) {
            outcome.warnings = linkWarnings(*report);
            outcome.report = std::move(report).value();
        } else {
            outcome.error = report.error();
            if (isCancelled(m_cancel))
                outcome.error->code = ErrorCode::Cancelled;
        }
        outcome.elapsed = std::chrono::milliseconds(timer.elapsed());
        return outcome;
    }

private:
    QString name(int node) const { return m_nodes.at(node).target.name; }
    QString pairName(const LinkPair &pair) const
    {
        return QStringLiteral("%1 ↔ %2").arg(name(pair.client), name(pair.server));
    }

    /// Marks a node unusable for the rest of the run and ends its session (it may be gone already).
    void markDown(int node, const Error &error)
    {
        m_states[std::size_t(node)].markDown(
            Error{error.code, QStringLiteral("%1's agent session ended: %2").arg(name(node), error.detail)});
    }

    /// Why a pair cannot start because of one of its ends; nullopt when both are up.
    std::optional<Error> unavailable(const LinkPair &pair) const
    {
        for (int node : {pair.client, pair.server}) {
            const PooledNode &state = m_states[std::size_t(node)];
            if (state.down)
                return Error{state.down->code,
                             QStringLiteral("%1 is not available: %2").arg(name(node), state.down->detail)};
        }
        return std::nullopt;
    }

    void progress(int index, double fraction, const QString &stage) const
    {
        if (!m_callbacks.pairProgress)
            return;
        const std::lock_guard lock(m_progressMutex);
        m_callbacks.pairProgress(LinkPairProgress{index, fraction, stage});
    }

    Result<protocol::LinkPairReport> measure(int index, const LinkPair &pair)
    {
        if (isCancelled(m_cancel))
            return Error{ErrorCode::Cancelled,
                         QStringLiteral("%1: cancelled before it ran").arg(pairName(pair))};
        if (auto down = unavailable(pair))
            return *down;
        AgentChannel &client = m_states[std::size_t(pair.client)].agent->channel();
        AgentChannel &server = m_states[std::size_t(pair.server)].agent->channel();
        const std::int64_t budgetMs = protocol::linkTestBudgetMs(m_options.settings);

        progress(index, 0, QStringLiteral("starting_server"));
        protocol::LinkPairReport report;
        report.settings = m_options.settings;
        const std::string token = newSecretHex(); // per pair
        const protocol::LinkServeParams serveParams{m_nodes.at(pair.server).clusterAddress.toStdString(),
                                                    token, budgetMs};
        auto served = server.call("link_serve", nlohmann::json(serveParams), kControlTimeout, {}, m_cancel);
        if (!served) {
            if (breaksChannel(served.error()))
                markDown(pair.server, served.error());
            return Error{served.error().code,
                         QStringLiteral("%1: starting the server on %2: %3")
                             .arg(pairName(pair), name(pair.server), served.error().detail)};
        }
        auto serve = parsed(
            protocol::parseLinkServeReply(*served),
            QStringLiteral("%1: the link_serve answer of %2").arg(pairName(pair), name(pair.server)));
        if (!serve) {
            // No server id to stop, and the listeners would stay open until maxDurationMs: end
            // that agent (its EOF handling closes them) and the node with it.
            markDown(pair.server, serve.error());
            return serve.error();
        }
        report.serve = std::move(serve).value();

        protocol::LinkTestParams testParams;
        testParams.targetAddress = serveParams.bindAddress;
        testParams.udpPort = report.serve.udpPort;
        testParams.tcpPort = report.serve.tcpPort;
        testParams.token = token;
        testParams.serverStackId = report.serve.stackId;
        testParams.settings = m_options.settings;
        const ProgressCallback onProgress = [this, index](double fraction, const QString &stage) {
            progress(index, fraction, stage);
        };
        auto tested = client.call("link_test", nlohmann::json(testParams),
                                  std::chrono::milliseconds(budgetMs) + kTestSlack, onProgress, m_cancel);
        std::optional<Result<protocol::LinkTestReport>> test;
        if (tested)
            test = parsed(
                protocol::parseLinkTestReport(*tested),
                QStringLiteral("%1: the link_test answer of %2").arg(pairName(pair), name(pair.client)));
        else if (breaksChannel(tested.error()))
            markDown(pair.client, tested.error());

        // Always, also after a failed test: no listener may stay open. A cancelled run kills the
        // agents next, which closes them just as well and does not make the user wait.
        std::optional<Error> stopError;
        if (!isCancelled(m_cancel)) {
            auto stopped
                = server.call("link_stop", nlohmann::json(protocol::LinkStopParams{report.serve.serverId}),
                              kControlTimeout, {}, m_cancel);
            if (!stopped) {
                stopError = stopped.error();
                if (breaksChannel(stopped.error()))
                    markDown(pair.server, stopped.error());
            } else if (auto stop
                       = parsed(protocol::parseLinkStopReply(*stopped),
                                QStringLiteral("the link_stop answer of %1").arg(name(pair.server)));
                       stop) {
                report.stop = std::move(stop).value();
            } else {
                stopError = stop.error();
            }
        }

        if (!tested) {
            Error error{tested.error().code,
                        QStringLiteral("%1: the test on %2: %3")
                            .arg(pairName(pair), name(pair.client), tested.error().detail)};
            // The client usually sees a dead server only as a broken connection: say which end died.
            if (stopError && breaksChannel(*stopError) && error.code != ErrorCode::Cancelled)
                error = Error{stopError->code,
                              QStringLiteral("%1: %2's agent stopped answering (%3); %4")
                                  .arg(pairName(pair), name(pair.server), stopError->detail, error.detail)};
            return error;
        }
        if (!*test)
            return test->error();
        if (stopError)
            return Error{stopError->code, QStringLiteral("%1: stopping the server on %2: %3")
                                              .arg(pairName(pair), name(pair.server), stopError->detail)};
        report.test = std::move(*test).value();
        return report;
    }

    const QList<ClusterNode> &m_nodes;
    const LinkMatrixOptions &m_options;
    const LinkMatrixCallbacks &m_callbacks;
    const std::atomic_bool *m_cancel;
    std::vector<PooledNode> &m_states;
    mutable std::mutex m_progressMutex;
};

} // namespace

Result<QString> clusterAddressFor(const HostRecord &host,
                                  const std::optional<protocol::HostInventory> &inventory)
{
    if (!host.clusterInterface.isEmpty()) {
        if (!inventory)
            return Error{
                ErrorCode::InvalidArgument,
                QStringLiteral("%1 has no inventory to find the address of its cluster interface %2 in: "
                               "inventory it first ('shardscope-cli inventory --host %1')")
                    .arg(host.name, host.clusterInterface)};
        for (const protocol::NicInfo &nic : inventory->nics) {
            if (qs(nic.name) != host.clusterInterface)
                continue;
            const QString source = QStringLiteral("cluster interface %1 address").arg(host.clusterInterface);
            if (!nic.ipv4.empty())
                return bindableAddress(host, withoutPrefix(nic.ipv4.front()), source);
            for (const std::string &address : nic.ipv6) {
                const QString text = withoutPrefix(address);
                if (!isLinkLocalIpv6(text))
                    return bindableAddress(host, text, source);
            }
            return Error{
                ErrorCode::InvalidArgument,
                QStringLiteral("the cluster interface %1 of %2 had no IPv4 or global IPv6 address "
                               "when it was last inventoried: give it one, or choose another interface")
                    .arg(host.clusterInterface, host.name)};
        }
        return Error{ErrorCode::InvalidArgument,
                     QStringLiteral("%1's latest inventory has no interface %2: choose its cluster interface "
                                    "again, or inventory it again")
                         .arg(host.name, host.clusterInterface)};
    }
    if (isNumericAddress(host.address))
        return bindableAddress(host, host.address, QStringLiteral("SSH address"));
    return Error{
        ErrorCode::InvalidArgument,
        QStringLiteral("%1 is reached by the name %2 and has no cluster interface: choose the interface "
                       "the nodes use to talk to each other (hosts set), so that the other nodes know "
                       "its address")
            .arg(host.name, host.address.isEmpty() ? QStringLiteral("(none)") : host.address)};
}

QList<LinkPair> linkPairsFor(int nodeCount)
{
    QList<LinkPair> pairs;
    for (int client = 0; client < nodeCount; ++client)
        for (int server = client + 1; server < nodeCount; ++server)
            pairs.append(LinkPair{client, server});
    return pairs;
}

QList<QList<int>> linkPairRounds(int nodeCount)
{
    QList<QList<int>> rounds;
    if (nodeCount < 2)
        return rounds;
    const QList<LinkPair> pairs = linkPairsFor(nodeCount);
    const auto indexOf = [&pairs](int a, int b) {
        return int(pairs.indexOf(LinkPair{std::min(a, b), std::max(a, b)}));
    };
    // The circle method: seat 0 stays, the others turn by one seat each round; seat k plays seat
    // m − 1 − k. An odd count gets an empty seat (whoever meets it sits the round out).
    const int seats = nodeCount + nodeCount % 2;
    QList<int> circle;
    for (int node = 0; node < seats; ++node)
        circle.append(node);
    for (int round = 0; round < seats - 1; ++round) {
        QList<int> indexes;
        for (int k = 0; k < seats / 2; ++k) {
            const int a = circle.at(k);
            const int b = circle.at(seats - 1 - k);
            if (a < nodeCount && b < nodeCount)
                indexes.append(indexOf(a, b));
        }
        std::sort(indexes.begin(), indexes.end());
        rounds.append(indexes);
        circle.insert(1, circle.takeLast());
    }
    // The round with pair (0, 1) first, and so on: the order of linkPairsFor as far as it goes.
    std::sort(rounds.begin(), rounds.end(),
              [](const QList<int> &a, const QList<int> &b) { return a.constFirst() < b.constFirst(); });
    return rounds;
}

LinkMatrixResult runLinkMatrix(const QList<ClusterNode> &nodes, const LinkMatrixOptions &options,
                               const LinkMatrixCallbacks &callbacks, const std::atomic_bool *cancel)
{
    LinkMatrixResult result;
    AgentPool agents(nodeTargets(nodes), options.agents, callbacks.nodes, cancel);
    result.nodes = agents.outcomes();

    // Pairs that share a node must not measure each other: round by round, or one at a time when
    // the medium itself is shared.
    MatrixRun run(nodes, options, callbacks, cancel, agents.nodes());
    const QList<LinkPair> pairs = linkPairsFor(int(nodes.size()));
    QList<QList<int>> rounds;
    if (options.oneAtATime) {
        for (int index = 0; index < pairs.size(); ++index)
            rounds.append(QList<int>{index});
    } else {
        rounds = linkPairRounds(int(nodes.size()));
    }
    std::vector<LinkPairOutcome> outcomes(std::size_t(pairs.size())); // written by the round's threads
    for (const QList<int> &round : std::as_const(rounds)) {
        runInParallel(round.size(), int(round.size()), [&](qsizetype k) {
            const int index = round.at(k);
            outcomes[std::size_t(index)] = run.runPair(index, pairs.at(index));
        });
        if (callbacks.pairFinished)
            for (int index : round)
                callbacks.pairFinished(index, outcomes[std::size_t(index)]);
    }
    for (LinkPairOutcome &outcome : outcomes)
        result.pairs.append(std::move(outcome));

    agents.closeAll();
    return result;
}

nlohmann::json linkMatrixJson(const QList<ClusterNode> &nodes, const protocol::LinkTestSettings &settings,
                              const QList<LinkPairOutcome> &pairs)
{
    nlohmann::json nodeList = nlohmann::json::array();
    for (const ClusterNode &node : nodes)
        nodeList.push_back(
            {{"name", node.target.name.toStdString()}, {"address", node.clusterAddress.toStdString()}});
    const auto nodeName = [&nodes](int index) {
        return index >= 0 && index < nodes.size() ? nodes.at(index).target.name.toStdString() : std::string();
    };
    nlohmann::json pairList = nlohmann::json::array();
    for (const LinkPairOutcome &outcome : pairs) {
        nlohmann::json entry = {{"client", nodeName(outcome.pair.client)},
                                {"server", nodeName(outcome.pair.server)},
                                {"elapsed_ms", outcome.elapsed.count()}};
        if (outcome.error) {
            entry["status"] = outcome.error->code == ErrorCode::Cancelled ? "cancelled" : "failed";
            entry["error"] = {{"code", errorCodeName(outcome.error->code).toStdString()},
                              {"message", outcome.error->detail.toStdString()}};
        } else {
            entry["status"] = "complete";
        }
        nlohmann::json warnings = nlohmann::json::array();
        for (const LinkWarning &warning : outcome.warnings) {
            nlohmann::json item = {{"code", linkWarningCodeName(warning.code).toStdString()},
                                   {"detail", warning.detail.toStdString()}};
            if (!warning.direction.isEmpty())
                item["direction"] = warning.direction.toStdString();
            warnings.push_back(std::move(item));
        }
        entry["warnings"] = std::move(warnings);
        if (outcome.report)
            entry["report"] = *outcome.report;
        pairList.push_back(std::move(entry));
    }
    return {{"nodes", std::move(nodeList)}, {"settings", settings}, {"pairs", std::move(pairList)}};
}

StoredLinkPair storedLinkPair(qint64 runId, const QList<ClusterNode> &nodes, const LinkPairOutcome &outcome)
{
    StoredLinkPair stored;
    stored.runId = runId;
    for (const auto &[index, name, hostId] :
         {std::tuple{outcome.pair.client, &stored.clientName, &stored.clientHostId},
          std::tuple{outcome.pair.server, &stored.serverName, &stored.serverHostId}}) {
        if (index < 0 || index >= nodes.size())
            continue;
        *name = nodes.at(index).target.name;
        *hostId = nodes.at(index).hostId;
    }
    if (outcome.report && !outcome.error) {
        stored.status = RunStatus::Complete;
        stored.report = outcome.report;
        return stored;
    }
    const Error error = outcome.error.value_or(Error{ErrorCode::Unknown, QStringLiteral("no result")});
    stored.status = error.code == ErrorCode::Cancelled ? RunStatus::Cancelled : RunStatus::Failed;
    stored.errorCode = errorCodeName(error.code);
    stored.error = error.detail;
    return stored;
}

} // namespace shardscope::core
