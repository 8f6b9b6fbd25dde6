#include "tests/support/BenchRunFactory.h"

#include "core/analysis/BenchMetrics.h"
#include "core/bench/BenchRecord.h"
#include "core/cluster/LinkMatrix.h"

#include <gtest/gtest.h>

namespace shardscope::test {

namespace {

using protocol::BenchLayout;

/// A small deterministic ripple so that percentiles differ from means, as in a real run.
double ripple(std::size_t step)
{
    return 0.3 * double((step * 7) % 5);
}

/// The token ids the sampling rank reports for the first sequence, one per token.
std::vector<std::int32_t> firstTokens(std::size_t count)
{
    static const std::int32_t kTokens[] = {17, 230, 4, 99};
    std::vector<std::int32_t> tokens;
    for (std::size_t i = 0; i < count; ++i)
        tokens.push_back(kTokens[i % 4]);
    return tokens;
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
        RankSteps steps{0, true, modelBytes, {prefillSingle, 0, 0}, {}};
        for (std::uint32_t i = 0; i < spec.decodeSteps; ++i)
            steps.decode.push_back({single + ripple(i), 0, 0});
        ranks << makeRankReport(steps);
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
            const double compute = single / rankCount + (rank == rankCount - 1 ? 2.0 : 0.0);
            const double comm = spec.tensorCommMs * hops + (rank == 0 ? 2.0 : 0.0);
            const double extra = rank == 0 ? spec.samplingMs : 0.0;
            RankSteps steps{rank,
                            rank == 0,
                            modelBytes / rankCount,
                            {prefillSingle / rankCount + 3 * spec.tensorCommMs * hops,
                             3 * spec.tensorCommMs * hops, bytes * 8},
                            {}};
            for (std::uint32_t i = 0; i < spec.decodeSteps; ++i)
                steps.decode.push_back({compute + comm + extra + ripple(i), comm, bytes});
            ranks << makeRankReport(steps);
        }
        break;
    }
    case BenchLayout::PipelineParallel: {
        // The stages work one after another: each waits (comm) for the other's half of the step.
        const auto stages = std::uint32_t(run.nodes.size());
        for (std::uint32_t rank = 0; rank < stages; ++rank) {
            const bool last = rank == stages - 1;
            const double compute = single / stages + (last ? 1.0 : 0.0);
            const double other = single - single / stages + (last ? 0.0 : 1.0);
            const double comm = other + 2 * spec.pipelineTransferMs * double(stages - 1);
            const std::uint64_t bytes = last ? 4ull * run.concurrency : activationBytes;
            RankSteps steps{rank,
                            last,
                            modelBytes / stages,
                            {prefillSingle + 10, prefillSingle - prefillSingle / stages + 10,
                             bytes * plan.workload.promptTokens},
                            {}};
            for (std::uint32_t i = 0; i < spec.decodeSteps; ++i)
                steps.decode.push_back({compute + comm + ripple(i), comm, bytes});
            ranks << makeRankReport(steps);
        }
        break;
    }
    case BenchLayout::Replicas: {
        for (int replica = 0; replica < run.nodes.size(); ++replica) {
            const double share = double(core::replicaShare(run.concurrency, int(run.nodes.size()), replica));
            RankSteps steps{0,
                            true,
                            modelBytes,
                            {4.0 * double(plan.workload.promptTokens) * std::max(1.0, share / 2), 0, 0},
                            {}};
            for (std::uint32_t i = 0; i < spec.decodeSteps; ++i)
                steps.decode.push_back(
                    {spec.singleComputeMs + spec.computeMsPerSequence * share + ripple(i) + replica, 0, 0});
            ranks << makeRankReport(steps);
        }
        break;
    }
    case BenchLayout::Unknown:
        break;
    }
    return ranks;
}

} // namespace

protocol::BenchRankReport makeRankReport(const RankSteps &steps, const RankMachine &machine)
{
    protocol::BenchRankReport report;
    report.rank = steps.rank;
    report.backend = protocol::BenchBackend::Cpu;
    report.device = machine.device;
    report.threads = machine.threads;
    report.completed = true;
    report.memoryBandwidthGBps = machine.memoryBandwidthGBps;
    report.weightBytes = steps.weightBytes;
    report.kvCacheBytes = machine.kvCacheBytes;
    report.memoryAvailableBytes = machine.memoryAvailableBytes;
    report.bytesPerDecodeStep = steps.weightBytes + machine.activationBytesPerStep;
    report.setupSeconds = machine.setupSeconds;
    report.prefill = steps.prefill;
    report.decode = steps.decode;
    if (steps.sampling) {
        double t = report.prefill.wallMs;
        report.tokenTimesMs.push_back(t);
        for (const protocol::BenchStep &step : report.decode) {
            t += step.wallMs;
            report.tokenTimesMs.push_back(t);
        }
        report.firstSequenceTokens = firstTokens(report.tokenTimesMs.size());
    }
    return report;
}

core::StoredBenchResult summarizedResult(protocol::BenchLayout layout, const QStringList &nodes,
                                         std::uint32_t concurrency,
                                         const QList<std::optional<protocol::BenchRankReport>> &reports,
                                         const protocol::BenchWorkload &workload)
{
    core::StoredBenchResult result;
    result.layout = layout;
    result.concurrency = concurrency;
    result.nodeNames = nodes;
    result.status = core::RunStatus::Complete;
    result.reports = reports;
    core::BenchRunSpec spec;
    spec.layout = layout;
    for (qsizetype i = 0; i < nodes.size(); ++i)
        spec.nodes.append(int(i));
    spec.concurrency = concurrency;
    result.summary = core::summarizeBenchRun(spec, workload, reports);
    return result;
}

QList<core::ClusterNode> clusterNodes(core::ResultStore &store, const QStringList &names)
{
    QList<core::ClusterNode> nodes;
    for (qsizetype i = 0; i < names.size(); ++i) {
        core::ClusterNode node;
        node.target.name = names.at(i);
        node.clusterAddress = QStringLiteral("10.0.0.%1").arg(i + 1);
        const core::Result<std::optional<core::HostRecord>> host = store.hostByName(names.at(i));
        if (host.ok() && *host) {
            node.hostId = (*host)->id;
            if (!(*host)->address.isEmpty())
                node.clusterAddress = (*host)->address;
        }
        nodes << node;
    }
    return nodes;
}

qint64 storeLinkRun(core::ResultStore &store, const QList<core::ClusterNode> &nodes,
                    const QList<std::pair<int, int>> &pairs,
                    const std::function<protocol::LinkPairReport(int client, int server)> &reportOf)
{
    const protocol::LinkTestSettings settings
        = pairs.isEmpty() ? protocol::LinkTestSettings{}
                          : reportOf(pairs.first().first, pairs.first().second).settings;
    const core::Result<qint64> run
        = store.beginRun(QStringLiteral("linktest"), core::linkRunConfigJson(nodes, settings));
    EXPECT_TRUE(run.ok());
    if (!run.ok())
        return 0;
    for (const auto &[client, server] : pairs) {
        core::StoredLinkPair pair;
        pair.runId = *run;
        pair.clientName = nodes.at(client).target.name;
        pair.serverName = nodes.at(server).target.name;
        pair.clientHostId = nodes.at(client).hostId;
        pair.serverHostId = nodes.at(server).hostId;
        pair.status = core::RunStatus::Complete;
        pair.report = reportOf(client, server);
        EXPECT_TRUE(store.saveLinkPair(pair).ok());
    }
    EXPECT_TRUE(store.finishRun(*run, core::RunStatus::Complete).ok());
    return *run;
}

qint64 storeLinkRun(core::ResultStore &store, const QStringList &nodes, const LinkReportSpec &spec)
{
    QList<std::pair<int, int>> pairs;
    for (int client = 0; client < nodes.size(); ++client)
        for (int server = client + 1; server < nodes.size(); ++server)
            pairs.append({client, server});
    return storeLinkRun(store, clusterNodes(store, nodes), pairs,
                        [&spec](int, int) { return makeLinkReport(spec); });
}

qint64 storeBenchPlan(
    core::ResultStore &store, const core::BenchPlan &plan,
    const std::function<core::BenchRunOutcome(int position, const core::BenchRunSpec &)> &outcomeOf,
    core::RunStatus status, const QString &error)
{
    const core::Result<QList<core::BenchRunSpec>> runs = core::expandBenchPlan(plan);
    EXPECT_TRUE(runs.ok()) << (runs.ok() ? std::string() : runs.error().detail.toStdString());
    if (!runs.ok())
        return 0;
    const core::Result<qint64> runId
        = store.beginRun(QStringLiteral("bench"), core::benchRunConfigJson(plan));
    EXPECT_TRUE(runId.ok());
    if (!runId.ok())
        return 0;
    for (int position = 0; position < runs->size(); ++position) {
        const core::Result<qint64> saved = store.saveBenchResult(
            core::storedBenchResult(*runId, plan, position, outcomeOf(position, runs->at(position))));
        EXPECT_TRUE(saved.ok()) << (saved.ok() ? std::string() : saved.error().detail.toStdString());
    }
    if (status == core::RunStatus::Interrupted) {
        // As a writer that died leaves it: still running, its writer a process of another boot;
        // the store marks it, as it does on every open.
        const QByteArray update
            = "UPDATE runs SET writer_boot_id = 'an-earlier-boot' WHERE id = " + QByteArray::number(*runId);
        EXPECT_TRUE(store.exec(update.constData()).ok());
        EXPECT_TRUE(store.markInterruptedRuns().ok());
    } else {
        EXPECT_TRUE(store.finishRun(*runId, status, error).ok());
    }
    return *runId;
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
    plan.nodes = clusterNodes(store, spec.nodes);
    stored.runId = storeBenchPlan(
        store, plan,
        [&](int position, const core::BenchRunSpec &run) {
            core::BenchRunOutcome outcome;
            outcome.spec = run;
            outcome.ranks = fabricate(spec, plan, run);
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
            return outcome;
        },
        spec.status);
    if (stored.runId == 0)
        return stored;
    const core::Result<QList<core::StoredBenchResult>> results = store.benchResults(stored.runId);
    EXPECT_TRUE(results.ok());
    if (results.ok())
        stored.results = *results;
    return stored;
}

} // namespace shardscope::test
