#include "core/analysis/BenchMetrics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace shardscope::core {

namespace {

/// The p-th percentile of ascending values by nearest rank (the link statistics' method).
double nearestRank(const std::vector<double> &ascending, double percent)
{
    if (ascending.empty())
        return 0;
    const auto n = static_cast<double>(ascending.size());
    // ceil(p/100 × n) in exact arithmetic: p × n / 100 avoids p/100 rounding up past an integer.
    const double rank = std::ceil(percent * n / 100.0);
    const auto index = static_cast<std::size_t>(std::clamp(rank, 1.0, n)) - 1;
    return ascending[index];
}

/// A figure for the summary: reports are untrusted input, and a NaN would not survive JSON.
double finite(double value)
{
    return std::isfinite(value) ? value : 0.0;
}

/// The ranks that make one stream of requests: the whole run, or one replica.
struct Group {
    std::vector<int> ranks;        ///< indexes into the run's rank list
    int samplingRank = -1;         ///< the index whose tokenTimesMs belong to the group's requests
    std::uint32_t batch = 0;       ///< sequences the group serves
    bool sequentialStages = false; ///< pipeline: the ranks' steps add up instead of overlapping
};

std::vector<Group> groupsOf(const BenchRunSpec &spec, int size)
{
    std::vector<Group> groups;
    if (size <= 0)
        return groups;
    if (spec.layout == protocol::BenchLayout::Replicas) {
        for (int i = 0; i < size; ++i)
            groups.push_back(Group{{i}, i, replicaShare(spec.concurrency, size, i), false});
        return groups;
    }
    Group group;
    for (int i = 0; i < size; ++i)
        group.ranks.push_back(i);
    const bool pipeline = spec.layout == protocol::BenchLayout::PipelineParallel;
    group.samplingRank = pipeline ? size - 1 : 0;
    group.batch = spec.concurrency;
    group.sequentialStages = pipeline;
    groups.push_back(std::move(group));
    return groups;
}

/// The decode tokens/s a group's memory bandwidth allows; nullopt when a rank did not say, or when
/// a rank reads too little a step (kMinRooflineBytes) for DRAM bandwidth to be its limit.
std::optional<double> groupRoofline(const Group &group,
                                    const QList<std::optional<protocol::BenchRankReport>> &ranks)
{
    double slowestStepsPerSecond = std::numeric_limits<double>::infinity();
    double stageSeconds = 0;
    for (int index : group.ranks) {
        if (index >= ranks.size() || !ranks[index])
            return std::nullopt;
        const protocol::BenchRankReport &report = *ranks[index];
        if (!(report.memoryBandwidthGBps > 0) || !std::isfinite(report.memoryBandwidthGBps)
            || report.bytesPerDecodeStep < kMinRooflineBytes)
            return std::nullopt;
        const double bytesPerSecond = report.memoryBandwidthGBps * 1e9;
        const auto bytes = static_cast<double>(report.bytesPerDecodeStep);
        slowestStepsPerSecond = std::min(slowestStepsPerSecond, bytesPerSecond / bytes);
        stageSeconds += bytes / bytesPerSecond;
    }
    if (group.ranks.empty())
        return std::nullopt;
    const double stepsPerSecond = group.sequentialStages ? 1.0 / stageSeconds : slowestStepsPerSecond;
    return stepsPerSecond * group.batch;
}

} // namespace

Percentiles percentiles(std::vector<double> samplesMs)
{
    Percentiles result;
    if (samplesMs.empty())
        return result;
    std::sort(samplesMs.begin(), samplesMs.end());
    double sum = 0;
    for (double value : samplesMs)
        sum += value;
    result.count = samplesMs.size();
    result.mean = sum / static_cast<double>(samplesMs.size());
    result.p50 = nearestRank(samplesMs, 50);
    result.p90 = nearestRank(samplesMs, 90);
    result.p99 = nearestRank(samplesMs, 99);
    return result;
}

BenchSummary summarizeBenchRun(const BenchRunSpec &spec, const protocol::BenchWorkload &workload,
                               const QList<std::optional<protocol::BenchRankReport>> &ranks)
{
    // The token counts come from the reports, not from workload.generateTokens: a partial run has
    // fewer than it asked for, and the summary counts what came.
    BenchRunSpec effective = spec;
    if (effective.concurrency == 0)
        effective.concurrency = workload.concurrency;
    BenchSummary summary;
    const int size = spec.nodes.isEmpty() ? int(ranks.size()) : int(spec.nodes.size());
    const std::vector<Group> groups = groupsOf(effective, size);
    const auto reportAt = [&ranks](int index) -> const protocol::BenchRankReport * {
        return index >= 0 && index < ranks.size() && ranks[index] ? &*ranks[index] : nullptr;
    };

    // Requests: every sequence of a group gets the sampling rank's token times.
    std::vector<double> ttft, itl, tpot, e2e;
    double slowestLastTokenMs = 0;
    for (const Group &group : groups) {
        const protocol::BenchRankReport *sampling = reportAt(group.samplingRank);
        if (group.batch == 0 || sampling == nullptr || sampling->tokenTimesMs.empty())
            continue;
        const std::vector<double> &times = sampling->tokenTimesMs;
        const std::size_t tokens = times.size();
        for (std::uint32_t sequence = 0; sequence < group.batch; ++sequence) {
            ttft.push_back(times.front());
            ttft.insert(ttft.end(), sampling->earlierTtftMs.begin(), sampling->earlierTtftMs.end());
            e2e.push_back(times.back());
            for (std::size_t i = 1; i < tokens; ++i)
                itl.push_back(times[i] - times[i - 1]);
            if (tokens >= 2)
                tpot.push_back((times.back() - times.front()) / static_cast<double>(tokens - 1));
        }
        summary.requests += group.batch;
        summary.outputTokens += std::uint64_t(group.batch) * tokens;
        slowestLastTokenMs = std::max(slowestLastTokenMs, times.back());
    }
    summary.ttftMs = percentiles(std::move(ttft));
    summary.itlMs = percentiles(std::move(itl));
    summary.tpotMs = percentiles(std::move(tpot));
    summary.e2eMs = percentiles(std::move(e2e));
    if (slowestLastTokenMs > 0) {
        summary.outputTokensPerSecond = double(summary.outputTokens) / (slowestLastTokenMs / 1000.0);
        summary.requestsPerSecond = double(summary.requests) / (slowestLastTokenMs / 1000.0);
    }

    // Per decode step: the rank (replica) with the longest compute, and every rank's bytes.
    std::size_t steps = 0;
    for (int index = 0; index < size; ++index) {
        if (const auto *report = reportAt(index))
            steps = std::max(steps, report->decode.size());
    }
    std::vector<std::uint64_t> slowestCount(std::size_t(std::max(size, 0)), 0);
    double computeSumMs = 0;
    double commSumMs = 0;
    double bytesSum = 0;
    std::size_t measuredSteps = 0;
    for (std::size_t step = 0; step < steps; ++step) {
        int slowest = -1;
        double slowestComputeMs = 0;
        double slowestCommMs = 0;
        for (int index = 0; index < size; ++index) {
            const auto *report = reportAt(index);
            if (report == nullptr || step >= report->decode.size())
                continue;
            const protocol::BenchStep &figures = report->decode[step];
            const double computeMs = std::max(0.0, figures.wallMs - figures.commMs);
            bytesSum += double(figures.bytesSent);
            if (slowest < 0 || computeMs > slowestComputeMs) {
                slowest = index;
                slowestComputeMs = computeMs;
                slowestCommMs = figures.commMs;
            }
        }
        if (slowest < 0)
            continue;
        ++measuredSteps;
        ++slowestCount[std::size_t(slowest)];
        computeSumMs += slowestComputeMs;
        commSumMs += slowestCommMs;
    }
    if (measuredSteps > 0) {
        const auto n = double(measuredSteps);
        summary.computeMsPerStep = computeSumMs / n;
        summary.commMsPerStep = commSumMs / n;
        summary.bytesPerStep = static_cast<std::uint64_t>(std::llround(bytesSum / n));
        if (size > 1) {
            const auto most = std::max_element(slowestCount.begin(), slowestCount.end());
            summary.stragglerRank = int(most - slowestCount.begin());
        }
    }

    // Decode speed of each group (its sampling rank's steps) against the memory roofline.
    double measuredTokensPerSecond = 0;
    double rooflineTokensPerSecond = 0;
    bool rooflineKnown = true;
    for (const Group &group : groups) {
        if (group.batch == 0)
            continue;
        const protocol::BenchRankReport *sampling = reportAt(group.samplingRank);
        if (sampling != nullptr && !sampling->decode.empty()) {
            double wallSumMs = 0;
            for (const protocol::BenchStep &step : sampling->decode)
                wallSumMs += step.wallMs;
            const double stepMs = wallSumMs / double(sampling->decode.size());
            summary.decodeStepMs = std::max(summary.decodeStepMs, stepMs);
            if (stepMs > 0)
                measuredTokensPerSecond += double(group.batch) * 1000.0 / stepMs;
        }
        if (const auto limit = groupRoofline(group, ranks))
            rooflineTokensPerSecond += *limit;
        else
            rooflineKnown = false;
    }
    if (rooflineKnown && rooflineTokensPerSecond > 0) {
        summary.rooflineTokensPerSecond = rooflineTokensPerSecond;
        summary.rooflineFraction = measuredTokensPerSecond / rooflineTokensPerSecond;
        summary.aboveRoofline = summary.rooflineFraction > 1.05;
    }

    for (double *figure : {&summary.outputTokensPerSecond, &summary.requestsPerSecond, &summary.decodeStepMs,
                           &summary.computeMsPerStep, &summary.commMsPerStep,
                           &summary.rooflineTokensPerSecond, &summary.rooflineFraction})
        *figure = finite(*figure);
    for (Percentiles *figures : {&summary.ttftMs, &summary.itlMs, &summary.tpotMs, &summary.e2eMs}) {
        for (double *figure : {&figures->mean, &figures->p50, &figures->p90, &figures->p99})
            *figure = finite(*figure);
    }
    return summary;
}

std::optional<Error> benchRooflineError(const BenchSummary &summary)
{
    if (!summary.aboveRoofline)
        return std::nullopt;
    const double measured = summary.rooflineFraction * summary.rooflineTokensPerSecond;
    return Error{ErrorCode::AgentError,
                 QStringLiteral("measured %1 tok/s is above the %2 tok/s the measured memory bandwidth "
                                "allows: a measurement error (was the node busy during the bandwidth "
                                "test?); the figures are kept but not trusted")
                     .arg(QString::number(measured, 'f', 1),
                          QString::number(summary.rooflineTokensPerSecond, 'f', 1))};
}

double tensorParallelCommMsEstimate(const protocol::ModelShape &shape, std::size_t activationBytes,
                                    std::uint32_t worldSize, std::uint32_t batch, double alphaUs,
                                    double bytesPerSecond)
{
    if (worldSize <= 1 || !(bytesPerSecond > 0))
        return 0;
    const double n = worldSize;
    const double alphaSeconds = alphaUs * 1e-6;
    const double allReduceBytes = double(shape.hidden) * double(batch) * double(activationBytes);
    // Ring all-reduce: a reduce-scatter and an all-gather, n − 1 messages each, every rank sending
    // (n − 1)/n of the buffer in each.
    const double allReduceSeconds
        = 2 * (n - 1) * alphaSeconds + 2 * (n - 1) / n * allReduceBytes / bytesPerSecond;
    // Ring all-gather of every rank's best logit and token id per sequence: n − 1 messages of one
    // rank's contribution.
    const double argMaxBytes = double(batch) * double(kArgMaxBytesPerSequence);
    const double allGatherSeconds = (n - 1) * alphaSeconds + (n - 1) * argMaxBytes / bytesPerSecond;
    return (2.0 * shape.layers * allReduceSeconds + allGatherSeconds) * 1000.0;
}

double waitingMsPerStep(const BenchSummary &summary)
{
    return std::max(0.0, summary.decodeStepMs - summary.computeMsPerStep - summary.commMsPerStep);
}

} // namespace shardscope::core
