#pragma once

// A serving run stored through ResultStore as serve-bench stores one, for the serving report's
// chart specs and PDF (ServeChartSpecsTest, ServeReportPdfTest).

#include "core/analysis/ServeMetrics.h"
#include "core/model/ServePlan.h"
#include "core/store/ResultStore.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <utility>
#include <vector>

namespace shardscope::test {

/// A request that completed: four chunks `gapMs` apart after `ttftMs`, four tokens by the server's
/// count (llama-server's timings).
inline protocol::ServeRequestRecord servedRecord(std::uint32_t index, double sentMs, double ttftMs,
                                                 double gapMs)
{
    protocol::ServeRequestRecord record;
    record.index = index;
    record.sentMs = sentMs;
    for (int chunk = 0; chunk < 4; ++chunk)
        record.chunkMs.push_back(sentMs + ttftMs + chunk * gapMs);
    record.endMs = record.chunkMs.back() + 1;
    record.outputTokens = 4;
    record.server.promptTokens = 128;
    record.server.promptMs = ttftMs - 5;
    record.server.generatedTokens = 4;
    record.server.generatedMs = 3 * gapMs;
    return record;
}

/// A request the server refused.
inline protocol::ServeRequestRecord refusedRecord(std::uint32_t index, double sentMs)
{
    protocol::ServeRequestRecord record;
    record.index = index;
    record.sentMs = sentMs;
    record.endMs = sentMs + 2;
    record.error = protocol::ServeErrorKind::Refused;
    record.errorDetail = "connection refused";
    return record;
}

/// One GPU's samples.
inline protocol::TelemetryGpuSeries gpuSeries(std::uint32_t index,
                                              std::initializer_list<std::uint32_t> percent)
{
    protocol::TelemetryGpuSeries gpu;
    gpu.index = index;
    gpu.memoryTotalBytes = 25'769'803'776; // 24 GiB
    for (std::uint32_t value : percent) {
        gpu.utilizationPercent.push_back(value);
        gpu.memoryUsedBytes.push_back(8'000'000'000);
    }
    return gpu;
}

/// One machine's sampling over a step: three samples, `rx` and `tx` bytes over the step.
inline core::StoredTelemetry sampledMachine(const QString &name, double cpuBusy, std::uint64_t rx,
                                            std::uint64_t tx, std::vector<protocol::TelemetryGpuSeries> gpus)
{
    protocol::TelemetrySeries series;
    series.interfaceName = "enp5s0";
    series.intervalMs = 100;
    series.gpuSource = protocol::TelemetryGpuSource::Nvml;
    series.tMs = {0, 100, 200};
    series.rxBytes = {1'000'000, 1'000'000 + rx / 2, 1'000'000 + rx};
    series.txBytes = {2'000'000, 2'000'000 + tx / 2, 2'000'000 + tx};
    series.cpuBusy = {cpuBusy, cpuBusy, cpuBusy};
    series.gpus = std::move(gpus);
    return core::StoredTelemetry{name, QStringLiteral("enp5s0"), series, QString()};
}

/// A plan of "qwen2.5-7b" on llama.cpp b4500 at http://10.0.0.1:`port` over `names` (gpuN at
/// 10.0.0.N), requests from the first, 128 tokens in and 4 out, four requests per step, goal
/// Throughput.
inline core::ServePlan servePlanOf(const QStringList &names, int port, protocol::BenchLayout layout,
                                   QList<std::uint32_t> concurrencies)
{
    core::ServePlan plan;
    for (const QString &name : names) {
        core::ClusterNode node;
        node.target.name = name;
        node.clusterAddress = QStringLiteral("10.0.0.") + name.back();
        plan.nodes.append(node);
    }
    plan.from = 0;
    plan.endpoint = QStringLiteral("http://10.0.0.1:%1").arg(port);
    plan.dialect = protocol::ServeDialect::LlamaCpp;
    plan.software = QStringLiteral("llama.cpp");
    plan.softwareVersion = QStringLiteral("b4500");
    plan.model = QStringLiteral("qwen2.5-7b");
    plan.layout = layout;
    plan.workload.promptTokens = 128;
    plan.workload.outputTokens = 4;
    plan.workload.requests = 4;
    plan.concurrencies = std::move(concurrencies);
    plan.goal.usage = core::UsagePattern::Throughput;
    return plan;
}

/// The stored serving run: "qwen2.5-7b" on llama.cpp b4500 at http://10.0.0.1:8080, pipeline
/// parallel over gpu1 (one GPU, busy) and gpu2 (two GPUs, GPU 0 idle), goal Throughput with a TTFT
/// target of 150 ms, started by ShardScope with `launch` (empty: started by the user). Step 1, one
/// at once: complete, four requests with TTFTs 100, 100, 100 and 200 ms and chunks 20 ms apart
/// (three of four within the target); gpu1 carried 2.5 MB in and 0.6 MB out, gpu2 100 kB and
/// 60 kB. Step 2, four at once (the goal's): failed, two requests refused. Returns the run's id.
inline qint64 storeServingRun(core::ResultStore &store, const QList<core::LaunchStep> &launch = {})
{
    core::ServePlan plan = servePlanOf({QStringLiteral("gpu1"), QStringLiteral("gpu2")}, 8080,
                                       protocol::BenchLayout::PipelineParallel, {1, 4});
    plan.dialectDetected = true;
    plan.goal.ttftTargetMs = 150;
    plan.launch = launch;
    auto runId = store.beginRun(core::kServeRun.nameText(), core::serveRunConfigJson(plan));
    EXPECT_TRUE(runId.ok());
    if (!runId)
        return 0;

    core::StoredServeResult complete;
    complete.runId = *runId;
    complete.position = 0;
    complete.concurrency = 1;
    complete.status = core::RunStatus::Complete;
    for (std::uint32_t i = 0; i < 4; ++i)
        complete.records.push_back(servedRecord(i, 500.0 * i, i == 3 ? 200 : 100, 20));
    complete.summary = core::summarizeServeRun(complete.records, core::serveTargets(plan.goal));
    complete.telemetry
        = {sampledMachine(QStringLiteral("gpu1"), 0.5, 2'500'000, 600'000, {gpuSeries(0, {60, 97, 80})}),
           sampledMachine(QStringLiteral("gpu2"), 0.25, 100'000, 60'000,
                          {gpuSeries(0, {0, 1, 2}), gpuSeries(1, {40, 50, 60})})};
    EXPECT_TRUE(store.saveServeResult(complete).ok());

    core::StoredServeResult failed;
    failed.runId = *runId;
    failed.position = 1;
    failed.concurrency = 4;
    failed.status = core::RunStatus::Failed;
    failed.errorCode = QStringLiteral("serve_failed");
    failed.error = QStringLiteral("the server stopped answering");
    failed.records = {refusedRecord(0, 0), refusedRecord(1, 1)};
    failed.summary = core::summarizeServeRun(failed.records, core::serveTargets(plan.goal));
    failed.telemetry = complete.telemetry;
    EXPECT_TRUE(store.saveServeResult(failed).ok());
    EXPECT_TRUE(store.finishRun(*runId, core::RunStatus::Failed).ok());
    return *runId;
}

/// The same server's model on gpu1 alone (layout single, http://10.0.0.1:8081), stored after
/// storeServingRun: one step, one at once, four requests with TTFT 80 ms and chunks 12 ms apart
/// (TPOT 12 ms against the split's 20), gpu1 sampled. Returns the run's id.
inline qint64 storeAloneServingRun(core::ResultStore &store)
{
    const core::ServePlan plan
        = servePlanOf({QStringLiteral("gpu1")}, 8081, protocol::BenchLayout::Single, {1});
    auto runId = store.beginRun(core::kServeRun.nameText(), core::serveRunConfigJson(plan));
    EXPECT_TRUE(runId.ok());
    if (!runId)
        return 0;
    core::StoredServeResult step;
    step.runId = *runId;
    step.concurrency = 1;
    step.status = core::RunStatus::Complete;
    for (std::uint32_t i = 0; i < 4; ++i)
        step.records.push_back(servedRecord(i, 300.0 * i, 80, 12));
    step.summary = core::summarizeServeRun(step.records, core::serveTargets(plan.goal));
    step.telemetry
        = {sampledMachine(QStringLiteral("gpu1"), 0.5, 1'000, 1'000, {gpuSeries(0, {90, 95, 90})})};
    EXPECT_TRUE(store.saveServeResult(step).ok());
    EXPECT_TRUE(store.finishRun(*runId, core::RunStatus::Complete).ok());
    return *runId;
}

} // namespace shardscope::test
