#include "remote-agent/link/LatencyStats.h"

#include <algorithm>
#include <cmath>

namespace shardscope::link {

namespace {

constexpr double nsPerUs = 1000.0;

double rttUs(const ProbeRecord &record)
{
    return static_cast<double>(*record.receiveTimeNs - record.sendTimeNs) / nsPerUs;
}

} // namespace

double percentileNearestRank(const std::vector<double> &ascending, double percent)
{
    if (ascending.empty())
        return 0;
    const auto n = static_cast<double>(ascending.size());
    // ceil(p/100 × n) in exact arithmetic: p × n / 100 avoids p/100 rounding up past an integer.
    const double rank = std::ceil(percent * n / 100.0);
    const auto index = static_cast<std::size_t>(std::clamp(rank, 1.0, n)) - 1;
    return ascending[index];
}

double interarrivalJitterUs(const std::vector<ProbeRecord> &receivedInArrivalOrder)
{
    double jitterUs = 0;
    for (std::size_t i = 1; i < receivedInArrivalOrder.size(); ++i) {
        const ProbeRecord &previous = receivedInArrivalOrder[i - 1];
        const ProbeRecord &current = receivedInArrivalOrder[i];
        const std::int64_t transitDifferenceNs
            = (*current.receiveTimeNs - current.sendTimeNs) - (*previous.receiveTimeNs - previous.sendTimeNs);
        const double dUs = std::fabs(static_cast<double>(transitDifferenceNs)) / nsPerUs;
        jitterUs += (dUs - jitterUs) / 16.0;
    }
    return jitterUs;
}

LatencyStats computeLatencyStats(const std::vector<ProbeRecord> &records)
{
    LatencyStats stats;
    stats.sentCount = records.size();

    std::vector<ProbeRecord> received;
    for (const ProbeRecord &record : records) {
        stats.duplicateCount += record.duplicateCount;
        if (record.receiveTimeNs)
            received.push_back(record);
    }
    stats.receivedCount = received.size();
    if (stats.sentCount > 0)
        stats.lossPercent = static_cast<double>(stats.sentCount - stats.receivedCount) * 100.0
                            / static_cast<double>(stats.sentCount);
    if (received.empty())
        return stats;

    std::sort(received.begin(), received.end(), [](const ProbeRecord &a, const ProbeRecord &b) {
        if (*a.receiveTimeNs != *b.receiveTimeNs)
            return *a.receiveTimeNs < *b.receiveTimeNs;
        return a.sequence < b.sequence;
    });
    std::uint32_t highestSeen = received.front().sequence;
    for (std::size_t i = 1; i < received.size(); ++i) {
        if (received[i].sequence < highestSeen)
            ++stats.reorderedCount;
        highestSeen = std::max(highestSeen, received[i].sequence);
    }

    RttStats rtt;
    rtt.jitterUs = interarrivalJitterUs(received);

    std::vector<double> rttsUs;
    rttsUs.reserve(received.size());
    for (const ProbeRecord &record : received)
        rttsUs.push_back(rttUs(record));
    std::sort(rttsUs.begin(), rttsUs.end());
    rtt.minUs = rttsUs.front();
    rtt.maxUs = rttsUs.back();
    rtt.p50Us = percentileNearestRank(rttsUs, 50);
    rtt.p90Us = percentileNearestRank(rttsUs, 90);
    rtt.p99Us = percentileNearestRank(rttsUs, 99);

    const auto n = static_cast<double>(rttsUs.size());
    double sumUs = 0;
    for (double value : rttsUs)
        sumUs += value;
    rtt.meanUs = sumUs / n;
    double squaresUs = 0;
    for (double value : rttsUs)
        squaresUs += (value - rtt.meanUs) * (value - rtt.meanUs);
    rtt.stdDevUs = std::sqrt(squaresUs / n);

    double dwellSumUs = 0;
    std::size_t dwellCount = 0;
    for (const ProbeRecord &record : received) {
        if (record.serverDwellNs > 0) {
            dwellSumUs += static_cast<double>(record.serverDwellNs) / nsPerUs;
            ++dwellCount;
        }
    }
    if (dwellCount > 0)
        stats.serverDwellMeanUs = dwellSumUs / static_cast<double>(dwellCount);

    stats.rtt = rtt;
    return stats;
}

} // namespace shardscope::link
