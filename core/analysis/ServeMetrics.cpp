#include "core/analysis/ServeMetrics.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace shardscope::core {

namespace {

using protocol::ServeErrorKind;
using protocol::ServeRequestRecord;

/// A figure for the summary: sums of untrusted values may overflow, and JSON cannot carry NaN.
double finite(double value)
{
    return std::isfinite(value) ? value : 0.0;
}

bool validTime(double ms)
{
    return std::isfinite(ms) && ms >= 0;
}

double perSecond(double amount, double durationMs)
{
    return durationMs > 0 ? finite(amount / (durationMs / 1000.0)) : 0.0;
}

/// What one completed request measured.
struct Completed {
    double e2elMs = 0;
    std::optional<double> ttftMs; ///< unset without a chunk
    /// For goodput: vLLM's TPOT, 0 for at most one token; unset when it cannot be known.
    std::optional<double> tpotForGoodputMs;
};

bool meets(const std::optional<double> &value, const std::optional<double> &target)
{
    return !target || (value && *value <= *target);
}

} // namespace

double linearPercentile(const std::vector<double> &ascending, double percent)
{
    if (ascending.empty())
        return 0;
    const double last = static_cast<double>(ascending.size() - 1);
    const double position = std::clamp(percent, 0.0, 100.0) / 100.0 * last;
    const double lower = std::floor(position);
    const auto low = static_cast<std::size_t>(lower);
    const std::size_t high = std::min(low + 1, ascending.size() - 1);
    const double fraction = position - lower;
    return ascending[low] + (ascending[high] - ascending[low]) * fraction;
}

ServeDistribution serveDistribution(std::vector<double> samplesMs)
{
    ServeDistribution result;
    if (samplesMs.empty())
        return result;
    std::sort(samplesMs.begin(), samplesMs.end());
    const auto n = static_cast<double>(samplesMs.size());
    double sum = 0;
    for (double value : samplesMs)
        sum += value;
    const double mean = sum / n;
    double squares = 0;
    for (double value : samplesMs)
        squares += (value - mean) * (value - mean);
    result.count = samplesMs.size();
    result.mean = finite(mean);
    result.stdDev = finite(std::sqrt(squares / n));
    result.p50 = linearPercentile(samplesMs, 50);
    result.median = result.p50;
    result.p90 = linearPercentile(samplesMs, 90);
    result.p99 = linearPercentile(samplesMs, 99);
    result.min = samplesMs.front();
    result.max = samplesMs.back();
    return result;
}

bool serveRecordTimesValid(const ServeRequestRecord &record)
{
    if (!validTime(record.sentMs) || !validTime(record.endMs) || record.endMs < record.sentMs)
        return false;
    double previous = record.sentMs;
    for (double chunk : record.chunkMs) {
        if (!validTime(chunk) || chunk < previous)
            return false;
        previous = chunk;
    }
    return previous <= record.endMs;
}

ServeSummary summarizeServeRun(const std::vector<ServeRequestRecord> &records, const ServeTargets &targets)
{
    ServeSummary summary;
    summary.targets = targets;

    std::vector<double> ttft, tpot, itl, e2el;
    std::vector<Completed> completed;
    std::vector<std::pair<double, int>> events; // (ms, +1 sent / −1 ended)
    double firstSentMs = 0;
    double lastEndMs = 0;
    bool everyCountHasPrompt = true;
    std::uint64_t promptTokens = 0;
    std::uint64_t countedRequests = 0;
    double serverPromptSum = 0, clientTtftSum = 0, serverRateSum = 0, clientRateSum = 0;
    std::vector<double>
        ttftRatios; ///< client TTFT ÷ the server's prompt ms, per request with a prompt ms > 0

    for (const ServeRequestRecord &record : records) {
        if (!serveRecordTimesValid(record)) {
            ++summary.rejectedRecords;
            continue;
        }
        if (summary.requests == 0 || record.sentMs < firstSentMs)
            firstSentMs = record.sentMs;
        if (summary.requests == 0 || record.endMs > lastEndMs)
            lastEndMs = record.endMs;
        ++summary.requests;
        events.emplace_back(record.sentMs, +1);
        events.emplace_back(record.endMs, -1);

        if (record.error != ServeErrorKind::None) {
            ++summary.failed;
            ++summary.failuresByKind[record.error];
            if (record.error == ServeErrorKind::HttpStatus)
                ++summary.failuresByHttpStatus[record.httpStatus];
            continue;
        }

        ++summary.completed;
        Completed request;
        request.e2elMs = record.endMs - record.sentMs;
        e2el.push_back(request.e2elMs);
        if (record.chunkMs.empty()) {
            ++summary.withoutContent;
        } else {
            request.ttftMs = record.chunkMs.front() - record.sentMs;
            ttft.push_back(*request.ttftMs);
            for (std::size_t i = 1; i < record.chunkMs.size(); ++i)
                itl.push_back(record.chunkMs[i] - record.chunkMs[i - 1]);
        }

        std::optional<double> requestTpotMs; // in the TPOT sample
        if (!record.outputTokens) {
            ++summary.withoutTokenCount;
        } else {
            const std::uint32_t tokens = *record.outputTokens;
            ++countedRequests;
            summary.outputTokens += tokens;
            if (record.server.promptTokens)
                promptTokens += *record.server.promptTokens;
            else
                everyCountHasPrompt = false;
            if (tokens <= 1) {
                request.tpotForGoodputMs = 0.0;
            } else if (request.ttftMs) {
                requestTpotMs = (request.e2elMs - *request.ttftMs) / double(tokens - 1);
                tpot.push_back(*requestTpotMs);
                request.tpotForGoodputMs = requestTpotMs;
            }
        }
        completed.push_back(request);

        // The server's own account beside the client's, where both are known.
        const protocol::ServeServerTimings &server = record.server;
        if (request.ttftMs && server.promptMs && validTime(*server.promptMs)) {
            ++summary.server.promptRequests;
            serverPromptSum += *server.promptMs;
            clientTtftSum += *request.ttftMs;
            if (*server.promptMs > 0) {
                const double ratio = *request.ttftMs / *server.promptMs;
                ttftRatios.push_back(ratio);
                if (ratio - 1.0 > kServeServerDisagreement)
                    ++summary.server.waitedRequests;
            }
        }
        if (requestTpotMs && *requestTpotMs > 0 && server.generatedTokens && server.generatedMs
            && validTime(*server.generatedMs) && *server.generatedMs > 0) {
            ++summary.server.generationRequests;
            serverRateSum += double(*server.generatedTokens) * 1000.0 / *server.generatedMs;
            clientRateSum += 1000.0 / *requestTpotMs;
        }
    }

    summary.ttftMs = serveDistribution(std::move(ttft));
    summary.tpotMs = serveDistribution(std::move(tpot));
    summary.itlMs = serveDistribution(std::move(itl));
    summary.e2elMs = serveDistribution(std::move(e2el));

    summary.durationMs = summary.requests > 0 ? finite(lastEndMs - firstSentMs) : 0.0;
    summary.requestsPerSecond = perSecond(double(summary.completed), summary.durationMs);
    summary.outputTokensPerSecond = perSecond(double(summary.outputTokens), summary.durationMs);
    if (countedRequests > 0 && everyCountHasPrompt) {
        summary.promptTokens = promptTokens;
        summary.totalTokensPerSecond
            = perSecond(double(promptTokens) + double(summary.outputTokens), summary.durationMs);
    }

    // Ends sort before sends at the same time: a request sent as another ends does not overlap it.
    std::sort(events.begin(), events.end());
    int inFlight = 0;
    for (const auto &event : events) {
        inFlight += event.second;
        summary.peakConcurrency = std::max(summary.peakConcurrency, std::uint32_t(std::max(inFlight, 0)));
    }

    if (targets.any()) {
        ServeGoodput goodput;
        for (const Completed &request : completed) {
            if (meets(request.ttftMs, targets.ttftMs) && meets(request.tpotForGoodputMs, targets.tpotMs)
                && meets(request.e2elMs, targets.e2elMs))
                ++goodput.requests;
        }
        goodput.requestsPerSecond = perSecond(double(goodput.requests), summary.durationMs);
        goodput.shareOfCompleted
            = summary.completed > 0 ? double(goodput.requests) / double(summary.completed) : 0.0;
        summary.goodput = goodput;
    }

    ServeServerComparison &comparison = summary.server;
    if (comparison.promptRequests > 0) {
        const auto n = double(comparison.promptRequests);
        comparison.serverPromptMsMean = finite(serverPromptSum / n);
        comparison.clientTtftMsMean = finite(clientTtftSum / n);
        if (comparison.serverPromptMsMean > 0)
            comparison.ttftRelativeDifference
                = finite(comparison.clientTtftMsMean / comparison.serverPromptMsMean - 1.0);
    }
    if (comparison.generationRequests > 0) {
        const auto n = double(comparison.generationRequests);
        comparison.serverTokensPerSecondMean = finite(serverRateSum / n);
        comparison.clientTokensPerSecondMean = finite(clientRateSum / n);
        if (comparison.serverTokensPerSecondMean > 0)
            comparison.generationRelativeDifference
                = finite(comparison.clientTokensPerSecondMean / comparison.serverTokensPerSecondMean - 1.0);
    }
    const auto beyond = [](const std::optional<double> &difference) {
        return difference && std::abs(*difference) > kServeServerDisagreement;
    };
    if (!ttftRatios.empty()) {
        std::sort(ttftRatios.begin(), ttftRatios.end());
        comparison.ttftMedianRelativeDifference = finite(linearPercentile(ttftRatios, 50) - 1.0);
    }
    comparison.disagrees
        = beyond(comparison.ttftMedianRelativeDifference) || beyond(comparison.generationRelativeDifference);

    summary.clean = summary.completed > 0 && summary.failed == 0 && summary.rejectedRecords == 0;
    return summary;
}

namespace {

/// Last reading − first reading of a cumulative counter; unset without two, or when it went back.
std::optional<std::uint64_t> counterDelta(const std::vector<std::optional<std::uint64_t>> &column)
{
    const auto first
        = std::find_if(column.begin(), column.end(), [](const auto &v) { return v.has_value(); });
    const auto last
        = std::find_if(column.rbegin(), column.rend(), [](const auto &v) { return v.has_value(); });
    if (first == column.end() || std::distance(first, last.base()) < 2 || **last < **first)
        return std::nullopt;
    return **last - **first;
}

} // namespace

TelemetryFigures telemetryFigures(const protocol::TelemetrySeries &series)
{
    TelemetryFigures figures;
    figures.samples = series.tMs.size();
    if (series.tMs.size() >= 2)
        figures.durationMs = series.tMs.back() - series.tMs.front();
    double cpuSum = 0;
    std::uint64_t cpuCount = 0;
    for (const std::optional<double> &busy : series.cpuBusy) {
        if (busy && std::isfinite(*busy)) {
            cpuSum += *busy;
            ++cpuCount;
        }
    }
    if (cpuCount > 0)
        figures.cpuBusyMean = cpuSum / double(cpuCount);
    figures.rxBytes = counterDelta(series.rxBytes);
    figures.txBytes = counterDelta(series.txBytes);
    for (const protocol::TelemetryGpuSeries &gpu : series.gpus) {
        TelemetryFigures::Gpu entry;
        entry.index = gpu.index;
        entry.memoryTotalBytes = gpu.memoryTotalBytes;
        double sum = 0;
        std::uint64_t count = 0;
        for (const std::optional<std::uint32_t> &percent : gpu.utilizationPercent) {
            if (!percent)
                continue;
            sum += *percent;
            ++count;
            entry.utilizationMaxPercent = std::max(entry.utilizationMaxPercent.value_or(0), *percent);
        }
        if (count > 0)
            entry.utilizationMeanPercent = sum / double(count);
        for (const std::optional<std::uint64_t> &used : gpu.memoryUsedBytes)
            if (used)
                entry.memoryUsedMaxBytes = std::max(entry.memoryUsedMaxBytes.value_or(0), *used);
        figures.gpus.append(entry);
    }
    return figures;
}

} // namespace shardscope::core
