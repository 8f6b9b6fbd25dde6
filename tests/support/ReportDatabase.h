#pragma once

// A database as a real session leaves it, for the report's tests (ReportModelTest, ReportPdfTest,
// the CLI's report command): two stored nodes with inventories, a setup check and link tests before
// it, link tests during and after an inference run, and the run itself, stored the way BenchCommand
// stores it (the plan's snapshot, storedBenchResult of each run's rank reports, finishRun).

#include "core/bench/BenchRecord.h"
#include "core/cluster/LinkMatrix.h"
#include "core/cluster/SetupCheckRun.h"
#include "core/model/BenchPlan.h"
#include "core/run/SetupCheckRecord.h"
#include "core/store/ResultStore.h"
#include "tests/support/BenchRunFactory.h"
#include "tests/support/LinkReportFactory.h"
#include "tests/support/SetupFindingFactory.h"
#include "tests/support/TestClock.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

namespace shardscope::test {

/// The ids a filled database holds.
struct ReportDatabase {
    qint64 node1 = 0;
    qint64 node2 = 0;
    qint64 node3 = 0;
    qint64 setupCheck = 0;   ///< node1, node2 and node3, before the link tests: setupCheckFindings()
    qint64 olderLinkRun = 0; ///< node1 ↔ node2, complete, before the newer one
    qint64 linkRun = 0;      ///< node2 → node1 (the other order), complete: the one that covers
    qint64 otherLinkRun = 0; ///< node1 ↔ node3 only, during the bench run: does not cover it
    qint64 laterLinkRun = 0; ///< node1 ↔ node2, started after the bench run ended
    qint64 benchRun = 0;     ///< llama-3.2-1b on node1 and node2, CPU, concurrency 1 and 4
    qint64 failedResult = 0; ///< the pipeline run at concurrency 4, failed
    core::BenchPlan plan;    ///< as it was run
};

/// A node's inventory: a CPU machine with one wired interface on 10.0.0.0/24.
inline protocol::HostInventory fixtureInventory(const std::string &hostname, const std::string &cpu,
                                                std::uint64_t memoryBytes, const std::string &nicName,
                                                const std::string &address, const std::string &probedAt)
{
    protocol::HostInventory inventory;
    inventory.agentVersion = "0.6.0";
    inventory.protocolVersion = 1;
    inventory.probedAtUtc = probedAt;
    inventory.hostname = hostname;
    inventory.osName = "Debian GNU/Linux 12 (bookworm)";
    inventory.kernel = "6.1.0-28-amd64";
    inventory.architecture = "x86_64";
    inventory.cpuModel = cpu;
    inventory.cpuCores = 16;
    inventory.cpuThreads = 32;
    inventory.memoryTotalBytes = memoryBytes;
    inventory.memoryAvailableBytes = memoryBytes / 2;
    protocol::NicInfo nic;
    nic.name = nicName;
    nic.ipv4 = {address + "/24"};
    nic.mtu = 1500;
    nic.operState = "up";
    nic.speedMbps = 2500;
    nic.duplex = protocol::Duplex::Full;
    nic.driver = "igc";
    nic.defaultRoute = true;
    nic.rxErrors = 0;
    nic.txErrors = 0;
    nic.rxDropped = 0;
    nic.txDropped = 0;
    inventory.nics.push_back(nic);
    return inventory;
}

/// A measured pair of the report's database (tests/support/LinkReportFactory.h): one stream and
/// four each way and both ways at once, the reverse direction 2 % slower, TCP's round trip 1.4 times
/// UDP's `rttUs`.
inline protocol::LinkPairReport fixtureLinkReport(double bitsPerSecond, double rttUs)
{
    LinkReportSpec spec;
    spec.forwardBitsPerSecond = bitsPerSecond;
    spec.reverseBitsPerSecond = bitsPerSecond * 0.98;
    spec.parallelFactor = 1.02;
    spec.rttP50Us = rttUs;
    spec.rttP99Us = rttUs * 1.6;
    spec.tcpRttFactor = 1.4;
    spec.jitterUs = 12;
    spec.speedMbps = std::nullopt;
    return makeLinkReport(spec);
}

/// The machines of the report's database: 16-thread desktop CPUs.
inline RankMachine fixtureMachine()
{
    RankMachine machine;
    machine.device = "CPU: 16 threads, AMD Ryzen 9 7950X 16-Core Processor";
    machine.threads = 16;
    machine.memoryBandwidthGBps = 60;
    machine.memoryAvailableBytes = 30ULL << 30;
    machine.activationBytesPerStep = 64ULL << 20;
    machine.setupSeconds = 4.5;
    return machine;
}

/// One rank's report (makeRankReport): 16 decode steps of about `computeMs` + `commMs`, the prefill.
inline protocol::BenchRankReport fixtureRank(std::uint32_t rank, bool sampling, double prefillMs,
                                             double computeMs, double commMs, std::uint64_t bytesPerStep,
                                             std::uint64_t weightBytes)
{
    RankSteps steps{
        rank, sampling, weightBytes, protocol::BenchStep{prefillMs, commMs * 2, bytesPerStep * 32}, {}};
    for (int i = 0; i < 16; ++i) {
        const double wobble = 1.0 + 0.03 * std::sin(double(i + int(rank)));
        steps.decode.push_back({(computeMs + commMs) * wobble, commMs * wobble, bytesPerStep});
    }
    return makeRankReport(steps, fixtureMachine());
}

/// The outcome of one run of the fixture's plan, from made-up but consistent per-rank figures: the
/// split runs spend most of each token on the network, replicas double the throughput.
inline core::BenchRunOutcome fixtureOutcome(const core::BenchRunSpec &spec)
{
    using protocol::BenchLayout;
    constexpr std::uint64_t kWeights = 4'900'000'000ULL; // llama-3.2-1b in f32
    const double batch = double(spec.concurrency);
    const double load = 1.0 + 0.08 * (batch - 1); // a bigger batch costs a little more per step
    core::BenchRunOutcome outcome;
    outcome.spec = spec;
    switch (spec.layout) {
    case BenchLayout::Single:
        outcome.ranks = {fixtureRank(0, true, 850 * batch, 95 * load, 0, 0, kWeights)};
        break;
    case BenchLayout::TensorParallel:
        // 32 all-reduces and an arg-max a step, each a round trip of about 0.5 ms.
        outcome.ranks = {fixtureRank(0, true, 520 * batch, 50 * load, 38, 2048 * 64, kWeights / 2),
                         fixtureRank(1, false, 520 * batch, 52 * load, 36, 2048 * 64, kWeights / 2)};
        break;
    case BenchLayout::PipelineParallel:
        // Each stage waits for the other's half of the step.
        outcome.ranks = {fixtureRank(0, false, 480 * batch, 48 * load, 52, 8192, kWeights / 2),
                         fixtureRank(1, true, 480 * batch, 49 * load, 51, 8192, kWeights / 2)};
        break;
    case BenchLayout::Replicas:
        for (int i = 0; i < int(spec.nodes.size()); ++i) {
            if (core::replicaShare(spec.concurrency, int(spec.nodes.size()), i) == 0)
                outcome.ranks.append(std::nullopt); // an idle replica runs nothing
            else
                outcome.ranks.append(fixtureRank(0, true, 850 * batch / 2, 96 * load, 0, 0, kWeights));
        }
        break;
    case BenchLayout::Unknown:
        break;
    }
    return outcome;
}

/// Fills `store` (a fresh database, opened with steppingClock(): runs are ordered by their times in
/// milliseconds, and its writes are apart without a sleep) and returns what it holds.
/// A setup check of `machines` that found `findings`, stored as CheckCommand stores it; its run id.
inline qint64 storeSetupCheck(core::ResultStore &store, const QStringList &machines,
                              const QList<core::SetupFinding> &findings)
{
    QList<core::SetupCheckNode> nodes;
    core::SetupCheckResult result;
    for (int m = 0; m < machines.size(); ++m) {
        nodes << core::SetupCheckNode{core::NodeTarget{machines.at(m), {}, false}, QString(), std::nullopt};
        result.nodes << core::NodeOutcome{};
        result.nodeNames << machines.at(m);
        result.probeErrors << std::nullopt;
        result.machineNode << m;
        result.input.machines << core::SetupMachine{machines.at(m), {}, QString()};
    }
    result.input.interfaces = core::chooseClusterInterfaces(result.input.machines);
    result.findings = findings;
    result.reachTested = machines.size() > 1;
    auto recorder
        = core::RunRecorder::begin(store, core::kSetupCheckRun, core::setupCheckRunConfigJson(nodes));
    EXPECT_TRUE(recorder.ok());
    if (!recorder.ok())
        return 0;
    EXPECT_TRUE(core::recordSetupCheck(*recorder, core::setupCheckJson(result), {}, false).stored.ok());
    return recorder->runId();
}

/// What the fixture's setup check found: a router between node1 and node2, a path MTU below the
/// interfaces' from node2 to node1, and a leased address on node3 (not one of the run's nodes).
inline QList<core::SetupFinding> setupCheckFindings()
{
    using core::SetupCode;
    const core::SetupSeverity warning = core::SetupSeverity::Warning;
    core::SetupFinding router = setupFinding(SetupCode::RouterBetween, warning, QStringLiteral("node1"),
                                             QStringLiteral("node2"), 1, 63);
    router.address = QStringLiteral("10.0.0.2");
    core::SetupFinding mtu = setupFinding(SetupCode::PathMtuBelowInterface, warning, QStringLiteral("node2"),
                                          QStringLiteral("node1"), 1400, 1500);
    mtu.interfaceName = QStringLiteral("eno1");
    mtu.address = QStringLiteral("10.0.0.1");
    core::SetupFinding lease
        = setupFinding(SetupCode::DynamicAddress, warning, QStringLiteral("node3"), {}, 86400);
    lease.subject = lease.address = QStringLiteral("10.0.0.3");
    lease.interfaceName = QStringLiteral("enp5s0");
    return {router, mtu, lease};
}

inline ReportDatabase fillReportDatabase(core::ResultStore &store)
{
    ReportDatabase fixture;
    const auto host = [&store](const QString &name, const QString &address) {
        core::HostRecord record;
        record.name = name;
        record.address = address;
        record.user = QStringLiteral("ai");
        record.identityFile = QStringLiteral("/home/ai/.ssh/id_shardscope");
        record.clusterInterface = QStringLiteral("enp5s0");
        auto id = store.upsertHost(record);
        EXPECT_TRUE(id.ok());
        return id.ok() ? *id : 0;
    };
    fixture.node1 = host(QStringLiteral("node1"), QStringLiteral("10.0.0.1"));
    fixture.node2 = host(QStringLiteral("node2"), QStringLiteral("10.0.0.2"));
    fixture.node3 = host(QStringLiteral("node3"), QStringLiteral("10.0.0.3"));
    EXPECT_TRUE(
        store
            .saveInventory(fixture.node1,
                           fixtureInventory("gpu-box-1", "AMD Ryzen 9 7950X 16-Core Processor", 64ULL << 30,
                                            "enp5s0", "10.0.0.1", "2026-01-10T09:00:00.000Z"))
            .ok());
    EXPECT_TRUE(store
                    .saveInventory(fixture.node2,
                                   fixtureInventory("gpu-box-2", "Intel(R) Core(TM) i7-12700", 32ULL << 30,
                                                    "eno1", "10.0.0.2", "2026-01-10T09:00:01.000Z"))
                    .ok());

    fixture.setupCheck
        = storeSetupCheck(store, {QStringLiteral("node1"), QStringLiteral("node2"), QStringLiteral("node3")},
                          setupCheckFindings());

    // A link test of one pair, as LinkCommand stores it.
    const auto linkRun = [&store](const QString &client, const QString &server, double bitsPerSecond) {
        return storeLinkRun(store, clusterNodes(store, {client, server}), {{0, 1}},
                            [bitsPerSecond](int, int) { return fixtureLinkReport(bitsPerSecond, 380); });
    };
    fixture.olderLinkRun = linkRun(QStringLiteral("node1"), QStringLiteral("node2"), 0.45e9);
    fixture.linkRun = linkRun(QStringLiteral("node2"), QStringLiteral("node1"), 2.3e9);

    core::BenchPlan plan;
    plan.model = *protocol::presetModelShape("llama-3.2-1b");
    plan.dtype = protocol::DType::F32;
    plan.backend = protocol::BenchBackend::Cpu;
    plan.workload.promptTokens = 128;
    plan.workload.generateTokens = 16;
    plan.threads = 16;
    plan.nodes = clusterNodes(store, {QStringLiteral("node1"), QStringLiteral("node2")});
    for (core::ClusterNode &node : plan.nodes)
        node.sshDestination = QStringLiteral("ai@") + node.clusterAddress;
    plan.layouts = {protocol::BenchLayout::TensorParallel, protocol::BenchLayout::PipelineParallel,
                    protocol::BenchLayout::Replicas};
    plan.concurrencies = {1, 4};
    plan.goal.usage = core::UsagePattern::Both;
    plan.goal.tpotTargetMs = 150;
    fixture.plan = plan;

    // As BenchCommand stores a plan with a failed run; node1 ↔ node3 are tested while it runs.
    fixture.benchRun = storeBenchPlan(
        store, plan,
        [&](int position, const core::BenchRunSpec &spec) {
            if (position == 0)
                fixture.otherLinkRun = linkRun(QStringLiteral("node1"), QStringLiteral("node3"), 9e9);
            core::BenchRunOutcome outcome = fixtureOutcome(spec);
            if (spec.layout == protocol::BenchLayout::PipelineParallel && spec.concurrency == 4) {
                // node2's agent went away mid-run: stage 0 reported what it measured, stage 1 nothing.
                outcome.ranks[0]->completed = false;
                outcome.ranks[0]->failure = "recv from rank 1: connection reset by peer";
                outcome.ranks[0]->decode.resize(3);
                outcome.ranks[1] = std::nullopt;
                outcome.error
                    = core::Error{core::ErrorCode::AgentCrashed,
                                  QStringLiteral("node2's agent session ended during decode step 4")};
            }
            return outcome;
        },
        core::RunStatus::Failed, QStringLiteral("1 of 8 runs failed"));
    const core::Result<QList<core::StoredBenchResult>> results = store.benchResults(fixture.benchRun);
    EXPECT_TRUE(results.ok());
    for (const core::StoredBenchResult &result : results.ok() ? *results : QList<core::StoredBenchResult>{})
        if (result.status == core::RunStatus::Failed)
            fixture.failedResult = result.id;
    fixture.laterLinkRun = linkRun(QStringLiteral("node1"), QStringLiteral("node2"), 9.4e9);
    return fixture;
}

} // namespace shardscope::test
