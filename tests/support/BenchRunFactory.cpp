#include "tests/support/BenchRunFactory.h"

#include "core/bench/BenchRecord.h"
#include "core/cluster/LinkMatrix.h"

#include <gtest/gtest.h>

namespace shardscope::test {

namespace {

using protocol::BenchLayout;

constexpr double kBandwidthGBps = 40; // a dual-channel DDR5 desktop, measured by the agent

/// A small deterministic ripple so that percentiles differ from means, as in a real run.
double ripple(std::size_t step)
{
    return 0.3 * double((step * 7) % 5);
}

protocol::BenchRankReport rankReport(std::uint32_t rank, std::uint64_t weightBytes)
{
    protocol::BenchRankReport report;
    report.rank = rank;
    report.backend = protocol::BenchBackend::Cpu;
    report.device = "CPU: 8 threads, AMD Ryzen 7 7700";
    report.threads = 8;
    report.completed = true;
    report.memoryBandwidthGBps = kBandwidthGBps;
    report.weightBytes = weightBytes;
    report.kvCacheBytes = 64ull << 20;
    report.memoryAvailableBytes = 28ull << 30;
    report.bytesPerDecodeStep = weightBytes + (16ull << 20);
    report.setupSeconds = 3.2;
    return report;
}

/// Token times of the sampling rank: the prefill's end, then every decode step's end.
void addTokenTimes(protocol::BenchRankReport &report)
{
    double t = report.prefill.wallMs;
    report.tokenTimesMs.push_back(t);
    for (const protocol::BenchStep &step : report.decode) {
        t += step.wallMs;
        report.tokenTimesMs.push_back(t);
    }
    report.firstSequenceTokens.assign(report.tokenTimesMs.size(), 1234);
}

QList<std::optional<protocol::BenchRankReport>>
fabricate(const FabricatedRunSpec &spec, const core::BenchPlan &plan, const core::BenchRunSpec &run)
{
    const std::uint64_t modelBytes = protocol::parameterCount(plan.model) * 4;
    const double batch = double(run.concurrency);
    const double single = spec.singleComputeMs + spec.computeMsPerSequence * batch;
    const double prefillSingle = 4.0 * double(plan.workload.promptTokens) * std::max(1.0, batch / 2);
    const std::uint64_t activationBytes = std::uint64_t(plan.model.hidden) * run.concurrency * 4;
    QList<std::optional<protocol::BenchRankReport>> ranks;

    switch (run.layout) {
    case BenchLayout::Single: {
        protocol::BenchRankReport report = rankReport(0, modelBytes);
        report.prefill = {prefillSingle, 0, 0};
        for (std::uint32_t i = 0; i < spec.decodeSteps; ++i)
            report.decode.push_back({single + ripple(i), 0, 0});
        addTokenTimes(report);
        ranks << report;
        break;
    }
    case BenchLayout::TensorParallel: {
        // The last rank computes a little slower (the straggler); rank 0 waits for it inside the
        // all-reduces and samples after the last one. A ring all-reduce over n ranks takes
        // 2(n−1) hops, so the communication grows with the set.
        const auto rankCount = std::uint32_t(run.nodes.size());
        const double hops = double(rankCount - 1);
        const std::uint64_t bytes = 2ull * plan.model.layers * activationBytes;
        for (std::uint32_t rank = 0; rank < rankCount; ++rank) {
            protocol::BenchRankReport report = rankReport(rank, modelBytes / rankCount);
            const double compute = single / rankCount + (rank == rankCount - 1 ? 2.0 : 0.0);
            const double comm = spec.tensorCommMs * hops + (rank == 0 ? 2.0 : 0.0);
            const double extra = rank == 0 ? spec.samplingMs : 0.0;
            report.prefill = {prefillSingle / rankCount + 3 * spec.tensorCommMs * hops,
                              3 * spec.tensorCommMs * hops, bytes * 8};
            for (std::uint32_t i = 0; i < spec.decodeSteps; ++i)
                report.decode.push_back({compute + comm + extra + ripple(i), comm, bytes});
            if (rank == 0)
                addTokenTimes(report);
            ranks << report;
        }
        break;
    }
    case BenchLayout::PipelineParallel: {
        // The stages work one after another: each waits (comm) for the other's half of the step.
        const auto stages = std::uint32_t(run.nodes.size());
        for (std::uint32_t rank = 0; rank < stages; ++rank) {
            protocol::BenchRankReport report = rankReport(rank, modelBytes / stages);
            const bool last = rank == stages - 1;
            const double compute = single / stages + (last ? 1.0 : 0.0);
            const double other = single - single / stages + (last ? 0.0 : 1.0);
            const double comm = other + 2 * spec.pipelineTransferMs * double(stages - 1);
            const std::uint64_t bytes = last ? 4ull * run.concurrency : activationBytes;
            report.prefill = {prefillSingle + 10, prefillSingle - prefillSingle / stages + 10,
                              bytes * plan.workload.promptTokens};
            for (std::uint32_t i = 0; i < spec.decodeSteps; ++i)
                report.decode.push_back({compute + comm + ripple(i), comm, bytes});
            if (last)
                addTokenTimes(report);
            ranks << report;
        }
        break;
    }
    case BenchLayout::Replicas: {
        for (int replica = 0; replica < run.nodes.size(); ++replica) {
            const double share = double(core::replicaShare(run.concurrency, int(run.nodes.size()), replica));
            protocol::BenchRankReport report = rankReport(0, modelBytes);
            report.prefill = {4.0 * double(plan.workload.promptTokens) * std::max(1.0, share / 2), 0, 0};
            for (std::uint32_t i = 0; i < spec.decodeSteps; ++i)
                report.decode.push_back(
                    {spec.singleComputeMs + spec.computeMsPerSequence * share + ripple(i) + replica, 0, 0});
            addTokenTimes(report);
            ranks << report;
        }
        break;
    }
    case BenchLayout::Unknown:
        break;
    }
    return ranks;
}

} // namespace

qint64 storeLinkRun(core::ResultStore &store, const QStringList &nodes, const LinkReportSpec &spec)
{
    QList<core::ClusterNode> linkNodes;
    for (int i = 0; i < nodes.size(); ++i) {
        core::ClusterNode node;
        node.target.name = nodes.at(i);
        node.clusterAddress = QStringLiteral("10.0.0.%1").arg(i + 1);
        const core::Result<std::optional<core::HostRecord>> host = store.hostByName(nodes.at(i));
        if (host.ok() && *host)
            node.hostId = (*host)->id;
        linkNodes << node;
    }
    const core::Result<qint64> run
        = store.beginRun(QStringLiteral("linktest"), core::linkRunConfigJson(linkNodes, {}));
    EXPECT_TRUE(run.ok());
    for (int client = 0; client < nodes.size(); ++client) {
        for (int server = client + 1; server < nodes.size(); ++server) {
            core::StoredLinkPair pair;
            pair.runId = *run;
            pair.clientName = nodes.at(client);
            pair.serverName = nodes.at(server);
            pair.clientHostId = linkNodes.at(client).hostId;
            pair.serverHostId = linkNodes.at(server).hostId;
            pair.status = core::RunStatus::Complete;
            pair.report = makeLinkReport(spec);
            EXPECT_TRUE(store.saveLinkPair(pair).ok());
        }
    }
    EXPECT_TRUE(store.finishRun(*run, core::RunStatus::Complete).ok());
    return *run;
}

StoredBenchRun storeBenchRun(core::ResultStore &store, const FabricatedRunSpec &spec)
{
    StoredBenchRun stored;
    core::BenchPlan &plan = stored.plan;
    plan.model = *protocol::presetModelShape("llama-3.2-1b");
    plan.dtype = protocol::DType::F32;
    plan.backend = protocol::BenchBackend::Cpu;
    plan.workload.promptTokens = 64;
    plan.workload.generateTokens = spec.decodeSteps + 1;
    plan.threads = spec.threads;
    plan.layouts = spec.layouts;
    plan.concurrencies = spec.concurrencies;
    plan.nodeSets = spec.nodeSets;
    plan.goal.usage = core::UsagePattern::Both;
    for (int i = 0; i < spec.nodes.size(); ++i) {
        core::ClusterNode node;
        node.target.name = spec.nodes.at(i);
        node.clusterAddress = QStringLiteral("10.0.0.%1").arg(i + 1);
        const core::Result<std::optional<core::HostRecord>> host = store.hostByName(spec.nodes.at(i));
        if (host.ok() && *host)
            node.hostId = (*host)->id;
        plan.nodes << node;
    }
    const core::Result<QList<core::BenchRunSpec>> runs = core::expandBenchPlan(plan);
    EXPECT_TRUE(runs.ok()) << (runs.ok() ? std::string() : runs.error().detail.toStdString());
    if (!runs.ok())
        return stored;

    const core::Result<qint64> runId
        = store.beginRun(QStringLiteral("bench"), core::benchRunConfigJson(plan));
    EXPECT_TRUE(runId.ok());
    stored.runId = *runId;
    for (int position = 0; position < runs->size(); ++position) {
        core::BenchRunOutcome outcome;
        outcome.spec = runs->at(position);
        outcome.ranks = fabricate(spec, plan, outcome.spec);
        if (spec.failFrom >= 0 && position >= spec.failFrom && outcome.ranks.size() > 1) {
            protocol::BenchRankReport &report = *outcome.ranks[1];
            report.completed = false;
            report.failure = "connection reset by peer";
            report.decode.resize(report.decode.size() / 2);
            outcome.error = core::Error{
                core::ErrorCode::AgentError,
                QStringLiteral("rank 1 on %1: connection reset by peer").arg(spec.nodes.value(1))};
        }
        outcome.elapsed = std::chrono::milliseconds(4000);
        const core::StoredBenchResult result = core::storedBenchResult(*runId, plan, position, outcome);
        EXPECT_TRUE(store.saveBenchResult(result).ok());
    }
    if (spec.status == core::RunStatus::Interrupted) {
        // As a writer that died leaves it: still running, its writer a process of another boot;
        // the store marks it, as it does on every open.
        const QByteArray update
            = "UPDATE runs SET writer_boot_id = 'an-earlier-boot' WHERE id = " + QByteArray::number(*runId);
        EXPECT_TRUE(store.exec(update.constData()).ok());
        EXPECT_TRUE(store.markInterruptedRuns().ok());
    } else {
        EXPECT_TRUE(store.finishRun(*runId, spec.status).ok());
    }
    const core::Result<QList<core::StoredBenchResult>> results = store.benchResults(*runId);
    EXPECT_TRUE(results.ok());
    if (results.ok())
        stored.results = *results;
    return stored;
}

} // namespace shardscope::test
