#include "remote-agent/link/LatencyStats.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

using namespace shardscope::link;

namespace {

constexpr std::int64_t usToNs = 1000;

ProbeRecord received(std::uint32_t sequence, std::int64_t sendUs, std::int64_t receiveUs,
                     std::uint32_t duplicates = 0)
{
    return ProbeRecord{sequence, sendUs * usToNs, receiveUs * usToNs, duplicates};
}

ProbeRecord lost(std::uint32_t sequence, std::int64_t sendUs)
{
    return ProbeRecord{sequence, sendUs * usToNs, std::nullopt, 0};
}

} // namespace

TEST(LatencyStats, EmptyInputHasNoLossAndNoRtt)
{
    const LatencyStats stats = computeLatencyStats({});
    EXPECT_EQ(stats.sentCount, 0u);
    EXPECT_EQ(stats.receivedCount, 0u);
    EXPECT_DOUBLE_EQ(stats.lossPercent, 0.0);
    EXPECT_EQ(stats.duplicateCount, 0u);
    EXPECT_EQ(stats.reorderedCount, 0u);
    EXPECT_FALSE(stats.rtt.has_value());
}

TEST(LatencyStats, AllLostIsHundredPercentLossAndNoRtt)
{
    const LatencyStats stats = computeLatencyStats({lost(0, 0), lost(1, 1000), lost(2, 2000)});
    EXPECT_EQ(stats.sentCount, 3u);
    EXPECT_EQ(stats.receivedCount, 0u);
    EXPECT_DOUBLE_EQ(stats.lossPercent, 100.0);
    EXPECT_EQ(stats.reorderedCount, 0u);
    EXPECT_FALSE(stats.rtt.has_value());
}

TEST(LatencyStats, SingleProbeHasZeroSpreadAndJitter)
{
    const LatencyStats stats = computeLatencyStats({received(0, 500, 750)});
    ASSERT_TRUE(stats.rtt.has_value());
    EXPECT_DOUBLE_EQ(stats.rtt->minUs, 250.0);
    EXPECT_DOUBLE_EQ(stats.rtt->p50Us, 250.0);
    EXPECT_DOUBLE_EQ(stats.rtt->p99Us, 250.0);
    EXPECT_DOUBLE_EQ(stats.rtt->maxUs, 250.0);
    EXPECT_DOUBLE_EQ(stats.rtt->meanUs, 250.0);
    EXPECT_DOUBLE_EQ(stats.rtt->stdDevUs, 0.0);
    EXPECT_DOUBLE_EQ(stats.rtt->jitterUs, 0.0);
}

TEST(LatencyStats, PercentilesByNearestRank)
{
    std::vector<double> oneToTen;
    for (int i = 1; i <= 10; ++i)
        oneToTen.push_back(i);
    EXPECT_DOUBLE_EQ(percentileNearestRank(oneToTen, 50), 5.0);  // rank ceil(5) = 5
    EXPECT_DOUBLE_EQ(percentileNearestRank(oneToTen, 90), 9.0);  // rank ceil(9) = 9
    EXPECT_DOUBLE_EQ(percentileNearestRank(oneToTen, 99), 10.0); // rank ceil(9.9) = 10
    EXPECT_DOUBLE_EQ(percentileNearestRank(oneToTen, 10), 1.0);
    EXPECT_DOUBLE_EQ(percentileNearestRank(oneToTen, 11), 2.0); // rank ceil(1.1) = 2: no interpolation
    EXPECT_DOUBLE_EQ(percentileNearestRank(oneToTen, 100), 10.0);
    EXPECT_DOUBLE_EQ(percentileNearestRank(oneToTen, 0), 1.0);

    std::vector<double> twoHundred;
    for (int i = 1; i <= 200; ++i)
        twoHundred.push_back(i);
    EXPECT_DOUBLE_EQ(percentileNearestRank(twoHundred, 99), 198.0); // exactly rank 198, not 199
    EXPECT_DOUBLE_EQ(percentileNearestRank(twoHundred, 50), 100.0);

    EXPECT_DOUBLE_EQ(percentileNearestRank({}, 50), 0.0);
}

// RTTs 100, 132, 116, 148 µs at a 1 ms interval, by hand:
// sorted 100 116 132 148; p50 rank 2 = 116; p90 rank ceil(3.6) = 4 = 148; p99 rank 4 = 148;
// mean 124; deviations ±24, ±8 → variance (576+64+64+576)/4 = 320 → σ = √320;
// jitter: D = 32 → J = 2; D = 16 → J = 2 + 14/16 = 2.875; D = 32 → J = 2.875 + 29.125/16 = 4.6953125.
TEST(LatencyStats, HandComputedInOrderSequence)
{
    const std::vector<ProbeRecord> records
        = {received(0, 0, 100), received(1, 1000, 1132), received(2, 2000, 2116), received(3, 3000, 3148)};
    const LatencyStats stats = computeLatencyStats(records);
    EXPECT_EQ(stats.sentCount, 4u);
    EXPECT_EQ(stats.receivedCount, 4u);
    EXPECT_DOUBLE_EQ(stats.lossPercent, 0.0);
    EXPECT_EQ(stats.reorderedCount, 0u);
    EXPECT_EQ(stats.duplicateCount, 0u);
    ASSERT_TRUE(stats.rtt.has_value());
    EXPECT_DOUBLE_EQ(stats.rtt->minUs, 100.0);
    EXPECT_DOUBLE_EQ(stats.rtt->p50Us, 116.0);
    EXPECT_DOUBLE_EQ(stats.rtt->p90Us, 148.0);
    EXPECT_DOUBLE_EQ(stats.rtt->p99Us, 148.0);
    EXPECT_DOUBLE_EQ(stats.rtt->maxUs, 148.0);
    EXPECT_DOUBLE_EQ(stats.rtt->meanUs, 124.0);
    EXPECT_DOUBLE_EQ(stats.rtt->stdDevUs, std::sqrt(320.0));
    EXPECT_DOUBLE_EQ(stats.rtt->jitterUs, 4.6953125);
    EXPECT_DOUBLE_EQ(interarrivalJitterUs(records), 4.6953125);
}

// Probe 2 overtakes probe 1, probe 3 is lost, probe 4 comes back three times.
// Arrival order 0 (t=1000), 2 (2500), 1 (3500), 4 (4100): one reordered (1 after 2).
// Transits in arrival order 1000, 500, 2500, 100 → |D| = 500, 2000, 2400:
// J = 31.25 → 31.25 + 1968.75/16 = 154.296875 → 154.296875 + 2245.703125/16 = 294.6533203125.
TEST(LatencyStats, LossReorderDuplicatesAndJitterInArrivalOrder)
{
    std::vector<ProbeRecord> records = {received(0, 0, 1000), received(1, 1000, 3500),
                                        received(2, 2000, 2500), lost(3, 3000), received(4, 4000, 4100, 2)};
    const LatencyStats stats = computeLatencyStats(records);
    EXPECT_EQ(stats.sentCount, 5u);
    EXPECT_EQ(stats.receivedCount, 4u);
    EXPECT_DOUBLE_EQ(stats.lossPercent, 20.0);
    EXPECT_EQ(stats.duplicateCount, 2u);
    EXPECT_EQ(stats.reorderedCount, 1u);
    ASSERT_TRUE(stats.rtt.has_value());
    EXPECT_DOUBLE_EQ(stats.rtt->minUs, 100.0);
    EXPECT_DOUBLE_EQ(stats.rtt->p50Us, 500.0); // sorted 100 500 1000 2500, rank 2
    EXPECT_DOUBLE_EQ(stats.rtt->maxUs, 2500.0);
    EXPECT_DOUBLE_EQ(stats.rtt->meanUs, 1025.0);
    EXPECT_DOUBLE_EQ(stats.rtt->jitterUs, 294.6533203125);

    // The order of the input list does not matter: arrival order comes from the receive times.
    std::reverse(records.begin(), records.end());
    const LatencyStats reversed = computeLatencyStats(records);
    EXPECT_EQ(reversed.reorderedCount, 1u);
    EXPECT_DOUBLE_EQ(reversed.rtt->jitterUs, 294.6533203125);
}

TEST(LatencyStats, EveryLateArrivalBelowTheHighestSeenCounts)
{
    // Arrival order 0, 1, 2, 5, 3, 4: both 3 and 4 arrive after 5.
    const LatencyStats stats
        = computeLatencyStats({received(0, 0, 100), received(1, 1000, 1100), received(2, 2000, 2100),
                               received(3, 3000, 6200), received(4, 4000, 6300), received(5, 5000, 5100)});
    EXPECT_EQ(stats.reorderedCount, 2u);
    EXPECT_EQ(stats.receivedCount, 6u);
}

TEST(LatencyStats, JitterOfConstantTransitIsZero)
{
    std::vector<ProbeRecord> records;
    for (std::uint32_t i = 0; i < 50; ++i)
        records.push_back(received(i, i * 1000, i * 1000 + 321));
    const LatencyStats stats = computeLatencyStats(records);
    ASSERT_TRUE(stats.rtt.has_value());
    EXPECT_DOUBLE_EQ(stats.rtt->jitterUs, 0.0);
    EXPECT_DOUBLE_EQ(stats.rtt->stdDevUs, 0.0);
    EXPECT_DOUBLE_EQ(stats.rtt->p99Us, 321.0);
}

TEST(LatencyStats, SubMicrosecondTimesAreKept)
{
    const LatencyStats stats = computeLatencyStats({ProbeRecord{0, 1'000, 13'500, 0}});
    ASSERT_TRUE(stats.rtt.has_value());
    EXPECT_DOUBLE_EQ(stats.rtt->minUs, 12.5);
}

TEST(LatencyStats, TheServersDwellIsAveragedAndNotTakenOffTheRoundTrips)
{
    // Round trips 40, 50 and 45 µs; the server says it held the probes 20, 30 and 0 µs (the last
    // did not say).
    std::vector<ProbeRecord> records{received(0, 0, 40), received(1, 1000, 1050), received(2, 2000, 2045)};
    records[0].serverDwellNs = 20 * usToNs;
    records[1].serverDwellNs = 30 * usToNs;
    const LatencyStats stats = computeLatencyStats(records);
    ASSERT_TRUE(stats.rtt.has_value());
    EXPECT_DOUBLE_EQ(stats.rtt->minUs, 40.0);
    EXPECT_DOUBLE_EQ(stats.rtt->maxUs, 50.0);
    // Over the probes that carried a dwell only.
    ASSERT_TRUE(stats.serverDwellMeanUs.has_value());
    EXPECT_DOUBLE_EQ(*stats.serverDwellMeanUs, 25.0);

    EXPECT_FALSE(computeLatencyStats({received(0, 0, 40)}).serverDwellMeanUs.has_value());
}
