// The per-machine sampling of a serving run against the testbed (issue 16, "While it runs: where
// did the work go?"): node1 and node2's agents, opened over SSH, sample while node1 is made busy
// (a bounded busy loop on every core, and 32 MiB sent to node2 over their cluster addresses), and
// core::telemetryFigures of each series shows it: node1 sent the bytes on its cluster interface
// (not lo) and node2 received them, each the other way only a little, and the CPU was busy while
// the loops ran. No agent, loop or transfer stays behind. The agent runs from this build's path on
// every node (the namespaces share this machine's file system).
//
// The nodes share this machine's kernel, and /proc/stat, the CPU column's source, is not per
// network namespace: node2's sampler sees node1's loops as well. So the CPU check is that the busy
// loops show, on either node's series, not that node2 stayed idle; the bytes are per node.
#include "tests/core/ssh/SshTestSupport.h"

#include "core/agent/AgentChannel.h"
#include "core/analysis/ServeMetrics.h"
#include "core/cluster/NodeJobs.h"
#include "remote-agent/protocol/Telemetry.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iostream>
#include <thread>

using namespace shardscope;
using namespace shardscope::core;
using namespace shardscope::sshtest;
using namespace std::chrono_literals;

namespace {

const QString kAgent = QStringLiteral(SHARDSCOPE_AGENT_PATH);

constexpr int kBusyNode = 1;
constexpr int kIdleNode = 2;
/// What node1 sends to node2: far more than SSH and the agents' own lines carry meanwhile.
constexpr std::uint64_t kTransferBytes = 32 * 1024 * 1024;
/// iperf3's client stops at kTransferBytes written into its socket and ends the test; what was
/// still on its way is not received (measured here: 30.0 of 32 MiB). Its receiver's count is what
/// surely crossed both interfaces; at least this much of it must have arrived.
constexpr std::uint64_t kLeastReceivedBytes = kTransferBytes / 2;
/// iperf3 -n writes whole blocks (128 KiB for TCP) and checks the count after each: it may send one
/// block beyond kTransferBytes (CI's receiver counted 33 685 504 B of 32 MiB asked).
constexpr std::uint64_t kIperfBlockBytes = 128 * 1024;
constexpr int kIperfPort = 5201;

class ServeTestbedTest : public SshTestbedTest
{
protected:
    NodeTarget target(int i) const { return NodeTarget{QStringLiteral("node%1").arg(i), parameters(i)}; }

    const testbed::TestbedNode &node(int i) const { return m_testbed->nodes()[std::size_t(i)]; }

    QStringList agentArgv() const { return {kAgent, QStringLiteral("session")}; }

    /// telemetry_start on an open agent with the node's cluster address; the reply, or a failure.
    static std::optional<protocol::TelemetryStartReply> startSampler(OpenAgent &agent,
                                                                     const std::string &address)
    {
        protocol::TelemetryStartParams params;
        params.clusterAddress = address;
        params.intervalMs = protocol::kDefaultTelemetryIntervalMs;
        auto answer = agent.channel().call("telemetry_start", nlohmann::json(params), 30s);
        if (!answer) {
            ADD_FAILURE() << "telemetry_start: " << text(answer.error());
            return std::nullopt;
        }
        auto reply = protocol::parseTelemetryStartReply(*answer);
        if (!reply) {
            ADD_FAILURE() << "telemetry_start answer: " << reply.error().message << ": " << answer->dump();
            return std::nullopt;
        }
        return *reply;
    }

    /// telemetry_stop: the series, or a failure.
    static std::optional<protocol::TelemetrySeries> stopSampler(OpenAgent &agent, std::int64_t samplerId)
    {
        auto answer = agent.channel().call("telemetry_stop",
                                           nlohmann::json(protocol::TelemetryStopParams{samplerId}), 30s);
        if (!answer) {
            ADD_FAILURE() << "telemetry_stop: " << text(answer.error());
            return std::nullopt;
        }
        auto series = protocol::parseTelemetrySeries(*answer);
        if (!series) {
            ADD_FAILURE() << "telemetry_stop answer: " << series.error().message << ": "
                          << answer->dump().substr(0, 2000);
            return std::nullopt;
        }
        return std::move(series).value();
    }
};

/// Stops node2's iperf3 server if it still runs when the test ends, however it ends.
struct ReceiverGuard {
    pid_t pid = -1;
    ~ReceiverGuard()
    {
        if (pid > 0 && testbed::childRunning(pid))
            testbed::stopBackground(pid);
    }
};

std::string describe(const TelemetryFigures &figures)
{
    const auto bytes = [](const std::optional<std::uint64_t> &value) {
        return value ? std::to_string(*value) : std::string("none");
    };
    return "samples " + std::to_string(figures.samples) + ", " + std::to_string(figures.durationMs)
           + " ms, cpu busy " + (figures.cpuBusyMean ? std::to_string(*figures.cpuBusyMean) : "none")
           + ", rx " + bytes(figures.rxBytes) + " B, tx " + bytes(figures.txBytes) + " B";
}

double maxCpuBusy(const protocol::TelemetrySeries &series)
{
    double most = 0;
    for (const std::optional<double> &busy : series.cpuBusy)
        if (busy)
            most = std::max(most, *busy);
    return most;
}

} // namespace

TEST_F(ServeTestbedTest, ANodeMadeBusyShowsItsCpuAndTheBytesItSentOnItsClusterInterface)
{
    const std::string iperf3 = testbed::findTool("iperf3");
    const std::string ip = testbed::findTool("ip");
    ASSERT_FALSE(iperf3.empty()) << "iperf3 is missing (scripts/debian-packages.txt lists it)";
    ASSERT_FALSE(ip.empty());
    const ino_t busyNetns = nodeNetns(kBusyNode);
    ASSERT_NE(busyNetns, ino_t(0));

    // node2 receives: one iperf3 test, then its server exits (-1).
    std::string spawnError;
    const pid_t receiver = testbed::spawnBackground(
        {ip, "netns", "exec", node(kIdleNode).netns, iperf3, "-s", "-1", "-B", node(kIdleNode).address, "-p",
         std::to_string(kIperfPort)},
        m_dir.filePath(QStringLiteral("iperf3-server.log")).toStdString(), &spawnError);
    ASSERT_GT(receiver, 0) << spawnError;
    const ReceiverGuard receiverGuard{receiver};

    AgentAccess access;
    access.localAgentPath = kAgent;
    access.remoteAgentPath = kAgent;
    AgentPool pool({target(kBusyNode), target(kIdleNode)}, access, {}, nullptr);
    ASSERT_EQ(pool.nodes().size(), 2u);
    for (const PooledNode &pooled : pool.nodes()) {
        ASSERT_TRUE(pooled.agent) << (pooled.down ? text(*pooled.down) : std::string("no agent"));
        const std::vector<std::string> &capabilities = pooled.agent->hello().capabilities;
        ASSERT_NE(std::find(capabilities.begin(), capabilities.end(), "telemetry_start"), capabilities.end());
    }
    OpenAgent &busyAgent = *pool.nodes()[0].agent;
    OpenAgent &idleAgent = *pool.nodes()[1].agent;

    const auto busyStart = startSampler(busyAgent, node(kBusyNode).address);
    ASSERT_TRUE(busyStart);
    const auto idleStart = startSampler(idleAgent, node(kIdleNode).address);
    ASSERT_TRUE(idleStart);
    // The interface holding the cluster address: the node's veth end, never lo.
    EXPECT_EQ(busyStart->interfaceName, node(kBusyNode).nodeInterface);
    EXPECT_EQ(idleStart->interfaceName, node(kIdleNode).nodeInterface);

    // node1 busy: a bounded spin on every core for 2 s, niced so that it takes only what the tests
    // running beside this one leave idle (a nice share counts as busy), and meanwhile 32 MiB to
    // node2 from node1's cluster address (retried while node2's server is not yet listening), the
    // successful try's report (JSON) on stdout. Over the product's SSH.
    const QString busyScript
        = QStringLiteral(
              "n=$(nproc); i=0; while [ $i -lt $n ]; do nice -n 19 timeout 2 sh -c 'while :; do :; done' & "
              "i=$((i+1)); done; "
              "sent=1; tries=0; while [ $tries -lt 50 ]; do "
              "if report=$(%1 -J -c %2 -B %3 -p %4 -n %5); then printf '%s' \"$report\"; sent=0; break; fi; "
              "tries=$((tries+1)); sleep 0.1; done; wait; exit $sent")
              .arg(qs(iperf3), qs(node(kIdleNode).address), qs(node(kBusyNode).address))
              .arg(kIperfPort)
              .arg(kTransferBytes);
    nlohmann::json iperfReport;
    {
        auto session = connectOrFail(kBusyNode);
        ASSERT_TRUE(session);
        auto busy = session->exec(busyScript, {}, 60s, nullptr, 64 * 1024);
        ASSERT_TRUE(busy) << text(busy.error());
        ASSERT_EQ(busy->exitStatus, 0) << busy->stdOut.toStdString() << busy->stdErr.toStdString();
        iperfReport = nlohmann::json::parse(busy->stdOut.toStdString(), nullptr, false);
    }
    ASSERT_TRUE(iperfReport.is_object()) << "iperf3's report is not JSON";
    const std::uint64_t received = iperfReport["end"]["sum_received"].value("bytes", std::uint64_t(0));

    const auto busySeries = stopSampler(busyAgent, busyStart->samplerId);
    const auto idleSeries = stopSampler(idleAgent, idleStart->samplerId);
    pool.closeAll();
    ASSERT_TRUE(busySeries);
    ASSERT_TRUE(idleSeries);

    const TelemetryFigures busy = telemetryFigures(*busySeries);
    const TelemetryFigures idle = telemetryFigures(*idleSeries);
    std::cout << "node" << kBusyNode << " (busy): " << describe(busy) << ", most busy sample "
              << maxCpuBusy(*busySeries) << "\nnode" << kIdleNode << " (idle): " << describe(idle)
              << "\niperf3: " << received << " B received of " << kTransferBytes << " B sent" << std::endl;

    for (const protocol::TelemetrySeries *series : {&*busySeries, &*idleSeries}) {
        EXPECT_FALSE(series->reachedMaxDuration);
        EXPECT_EQ(series->gpuSource, protocol::TelemetryGpuSource::None); // no NVIDIA driver here
    }
    EXPECT_EQ(busySeries->interfaceName, node(kBusyNode).nodeInterface);
    EXPECT_EQ(idleSeries->interfaceName, node(kIdleNode).nodeInterface);
    // Two seconds at 100 ms: a starved sampler still takes a few.
    EXPECT_GE(busy.samples, 3u);
    EXPECT_GE(idle.samples, 3u);

    // The bytes are the nodes' own: node1 sent them, node2 received them (at least what iperf3's
    // receiver counted, with headers on top); what went the other way (ACKs, the agents' and SSH's
    // lines) is a small part of it.
    ASSERT_GE(received, kLeastReceivedBytes) << iperfReport.dump().substr(0, 4000);
    ASSERT_LE(received, kTransferBytes + kIperfBlockBytes) << iperfReport.dump().substr(0, 4000);
    ASSERT_TRUE(busy.txBytes && busy.rxBytes) << describe(busy);
    ASSERT_TRUE(idle.txBytes && idle.rxBytes) << describe(idle);
    EXPECT_GE(*busy.txBytes, received) << describe(busy);
    EXPECT_LT(*busy.txBytes, 2 * kTransferBytes) << describe(busy);
    EXPECT_GE(*idle.rxBytes, received) << describe(idle);
    EXPECT_LT(*busy.rxBytes, kTransferBytes / 4) << describe(busy);
    EXPECT_LT(*idle.txBytes, kTransferBytes / 4) << describe(idle);

    // The CPU while every core spun for 2 s of a window of little more (an SSH login and the
    // transfer): busy for most of it, and at least one sample nearly all busy. Other load on the
    // machine can only add to it.
    ASSERT_TRUE(busy.cpuBusyMean) << describe(busy);
    EXPECT_GE(*busy.cpuBusyMean, 0.5) << describe(busy);
    EXPECT_LE(*busy.cpuBusyMean, 1.0) << describe(busy);
    EXPECT_GE(maxCpuBusy(*busySeries), 0.8) << describe(busy);
    ASSERT_TRUE(idle.cpuBusyMean) << describe(idle);

    // Nothing stays: the agents end with their sessions, the loops with their timeout, the
    // receiver after its one test.
    for (int i : {kBusyNode, kIdleNode}) {
        SCOPED_TRACE(i);
        EXPECT_LT(waitUntilGone(agentArgv(), nodeNetns(i), 10s), 10s) << "an agent stayed on node" << i;
    }
    EXPECT_LT(
        waitUntilGone({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("while :; do :; done")},
                      busyNetns, 10s),
        10s)
        << "a busy loop stayed on node" << kBusyNode;
    bool receiverRunning = true;
    for (int attempt = 0; attempt < 100 && receiverRunning; ++attempt) {
        receiverRunning = testbed::childRunning(receiver);
        if (receiverRunning)
            std::this_thread::sleep_for(50ms); // polling interval, not synchronisation
    }
    EXPECT_FALSE(receiverRunning) << "node" << kIdleNode << "'s iperf3 server did not end after its test";
}
