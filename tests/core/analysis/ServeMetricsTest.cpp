#include "core/analysis/ServeMetrics.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>

using namespace shardscope::core;
namespace protocol = shardscope::protocol;
using protocol::ServeErrorKind;
using protocol::ServeRequestRecord;

// Every expected figure below is worked out by hand from the records of its test; the comments
// show the arithmetic. Percentiles are numpy's default (linear): position p/100 × (n − 1) in the
// sorted sample, interpolated between its neighbours; std divides by n (np.std). The expected
// distributions were also checked with numpy 1.24 (np.percentile, np.median, np.std).

namespace {

constexpr double kTolerance = 1e-9;

ServeRequestRecord record(double sentMs, std::vector<double> chunkMs, double endMs,
                          std::optional<std::uint32_t> outputTokens)
{
    ServeRequestRecord result;
    result.sentMs = sentMs;
    result.chunkMs = std::move(chunkMs);
    result.endMs = endMs;
    result.outputTokens = outputTokens;
    result.httpStatus = 200;
    return result;
}

ServeRequestRecord failure(double sentMs, std::vector<double> chunkMs, double endMs, ServeErrorKind kind,
                           std::uint32_t httpStatus = 0)
{
    ServeRequestRecord result = record(sentMs, std::move(chunkMs), endMs, std::nullopt);
    result.error = kind;
    result.httpStatus = httpStatus;
    result.errorDetail = "scripted";
    return result;
}

ServeDistribution distribution(double mean, double stdDev, double p50, double p90, double p99, double min,
                               double max, std::uint64_t count)
{
    ServeDistribution result;
    result.mean = mean;
    result.median = p50;
    result.stdDev = stdDev;
    result.p50 = p50;
    result.p90 = p90;
    result.p99 = p99;
    result.min = min;
    result.max = max;
    result.count = count;
    return result;
}

void expectDistribution(const ServeDistribution &actual, const ServeDistribution &wanted, const char *what)
{
    SCOPED_TRACE(what);
    EXPECT_NEAR(actual.mean, wanted.mean, kTolerance);
    EXPECT_NEAR(actual.median, wanted.median, kTolerance);
    EXPECT_NEAR(actual.stdDev, wanted.stdDev, kTolerance);
    EXPECT_NEAR(actual.p50, wanted.p50, kTolerance);
    EXPECT_NEAR(actual.p90, wanted.p90, kTolerance);
    EXPECT_NEAR(actual.p99, wanted.p99, kTolerance);
    EXPECT_NEAR(actual.min, wanted.min, kTolerance);
    EXPECT_NEAR(actual.max, wanted.max, kTolerance);
    EXPECT_EQ(actual.count, wanted.count);
}

/// Three completed requests and two failed ones (the main example of these tests).
std::vector<ServeRequestRecord> mixedRun()
{
    return {
        // TTFT 100, ITL {50, 50}, E2EL 210, TPOT (210 − 100) / (3 − 1) = 55.
        record(0, {100, 150, 200}, 210, 3),
        // TTFT 80, ITL {40, 70, 60}, E2EL 250, TPOT (250 − 80) / 3 = 56.667.
        record(50, {130, 170, 240, 300}, 300, 4),
        // TTFT 150, no ITL, E2EL 160; one token: no TPOT (0 for goodput, as vLLM).
        record(100, {250}, 260, 1),
        // Failed: counted by kind, in no latency figure.
        failure(120, {}, 125, ServeErrorKind::HttpStatus, 503),
        failure(200, {260, 280}, 290, ServeErrorKind::Reset),
    };
}

} // namespace

TEST(ServeMetricsTest, PercentilesInterpolateLinearlyAsNumpy)
{
    // {1, 2, 3, 4}: p50 at position 1.5 → 2 + 0.5 × 1 = 2.5; p90 at 2.7 → 3.7; p99 at 2.97 → 3.97.
    // std = sqrt((1.5² + 0.5² + 0.5² + 1.5²) / 4) = sqrt(1.25).
    expectDistribution(serveDistribution({4, 1, 3, 2}),
                       distribution(2.5, std::sqrt(1.25), 2.5, 3.7, 3.97, 1, 4, 4), "1..4");

    // 1..10 shuffled: p50 at 4.5 → 5.5; p90 at 8.1 → 9.1; p99 at 8.91 → 9.91; std = sqrt(8.25).
    std::vector<double> oneToTen(10);
    std::iota(oneToTen.begin(), oneToTen.end(), 1.0);
    std::shuffle(oneToTen.begin(), oneToTen.end(), std::mt19937(7));
    expectDistribution(serveDistribution(oneToTen),
                       distribution(5.5, std::sqrt(8.25), 5.5, 9.1, 9.91, 1, 10, 10), "1..10");

    expectDistribution(serveDistribution({3.25}), distribution(3.25, 0, 3.25, 3.25, 3.25, 3.25, 3.25, 1),
                       "one");
    EXPECT_EQ(serveDistribution({}), ServeDistribution{});

    EXPECT_DOUBLE_EQ(linearPercentile({10, 20}, 0), 10);
    EXPECT_DOUBLE_EQ(linearPercentile({10, 20}, 100), 20);
    EXPECT_DOUBLE_EQ(linearPercentile({10, 20}, 25), 12.5);
    EXPECT_DOUBLE_EQ(linearPercentile({}, 50), 0);
}

TEST(ServeMetricsTest, EveryFigureOfAMixedRun)
{
    const ServeSummary summary = summarizeServeRun(mixedRun(), ServeTargets{});

    EXPECT_EQ(summary.requests, 5u);
    EXPECT_EQ(summary.rejectedRecords, 0u);
    EXPECT_EQ(summary.completed, 3u);
    EXPECT_EQ(summary.failed, 2u);
    const QMap<ServeErrorKind, std::uint64_t> kinds{{ServeErrorKind::HttpStatus, 1},
                                                    {ServeErrorKind::Reset, 1}};
    EXPECT_EQ(summary.failuresByKind, kinds);
    const QMap<std::uint32_t, std::uint64_t> statuses{{503, 1}};
    EXPECT_EQ(summary.failuresByHttpStatus, statuses);
    EXPECT_EQ(summary.withoutTokenCount, 0u);
    EXPECT_EQ(summary.withoutContent, 0u);

    // First send 0, last end 300 (the second request; the failed reset ended at 290).
    EXPECT_NEAR(summary.durationMs, 300, kTolerance);
    EXPECT_NEAR(summary.requestsPerSecond, 3 / 0.3, kTolerance);
    EXPECT_EQ(summary.outputTokens, 8u); // 3 + 4 + 1
    EXPECT_NEAR(summary.outputTokensPerSecond, 8 / 0.3, kTolerance);
    EXPECT_FALSE(summary.promptTokens); // the server gave no prompt counts
    EXPECT_FALSE(summary.totalTokensPerSecond);

    // TTFT {80, 100, 150}: mean 110; p50 100; p90 at 1.8 → 100 + 0.8 × 50 = 140; p99 at 1.98 → 149;
    // std = sqrt((30² + 10² + 40²) / 3) = sqrt(2600 / 3).
    expectDistribution(summary.ttftMs, distribution(110, std::sqrt(2600.0 / 3), 100, 140, 149, 80, 150, 3),
                       "ttft");
    // ITL {40, 50, 50, 60, 70}: mean 54; p90 at 3.6 → 60 + 0.6 × 10 = 66; p99 at 3.96 → 69.6;
    // std = sqrt((14² + 4² + 4² + 6² + 16²) / 5) = sqrt(104). The failed request's gap is not in it.
    expectDistribution(summary.itlMs, distribution(54, std::sqrt(104.0), 50, 66, 69.6, 40, 70, 5), "itl");
    // TPOT {55, 170/3}: mean 335/6; p50 at 0.5 → 335/6; p90 at 0.9 → 55 + 0.9 × 5/3 = 56.5;
    // p99 → 55 + 0.99 × 5/3 = 56.65; std = (5/3) / 2 = 5/6.
    expectDistribution(summary.tpotMs,
                       distribution(335.0 / 6, 5.0 / 6, 335.0 / 6, 56.5, 56.65, 55, 170.0 / 3, 2), "tpot");
    // E2EL {160, 210, 250}: mean 620/3; p90 at 1.8 → 210 + 0.8 × 40 = 242; p99 → 249.2;
    // std = sqrt((46.667² + 3.333² + 43.333²) / 3) = sqrt(12200 / 9).
    expectDistribution(summary.e2elMs,
                       distribution(620.0 / 3, std::sqrt(12200.0 / 9), 210, 242, 249.2, 160, 250, 3), "e2el");

    // In flight at 120 ms: [0, 210), [50, 300), [100, 260), [120, 125); at 200 the same but the 503
    // ended and the reset began: 4 at most.
    EXPECT_EQ(summary.peakConcurrency, 4u);
    EXPECT_FALSE(summary.goodput); // no target given
    EXPECT_FALSE(summary.clean);   // two requests failed
    EXPECT_EQ(summary.server, ServeServerComparison{});
}

TEST(ServeMetricsTest, ARunWithoutFailuresIsCleanAndOneFailureMakesItNot)
{
    std::vector<ServeRequestRecord> records{record(0, {100, 150, 200}, 210, 3)};
    EXPECT_TRUE(summarizeServeRun(records, {}).clean);
    records.push_back(failure(10, {}, 20, ServeErrorKind::Timeout));
    const ServeSummary summary = summarizeServeRun(records, {});
    EXPECT_FALSE(summary.clean);
    EXPECT_EQ(summary.failuresByKind.value(ServeErrorKind::Timeout), 1u);
    EXPECT_TRUE(summary.failuresByHttpStatus.isEmpty()); // only HttpStatus failures have a status
    // The failure holds no latency figure.
    EXPECT_EQ(summary.ttftMs.count, 1u);
    EXPECT_EQ(summary.e2elMs.count, 1u);

    // Failures only: nothing completed, not clean, every latency empty.
    const ServeSummary failed = summarizeServeRun({failure(0, {}, 5, ServeErrorKind::Refused),
                                                   failure(0, {}, 5, ServeErrorKind::HttpStatus, 503),
                                                   failure(1, {}, 6, ServeErrorKind::HttpStatus, 503),
                                                   failure(2, {3}, 7, ServeErrorKind::MalformedStream)},
                                                  {});
    EXPECT_FALSE(failed.clean);
    EXPECT_EQ(failed.completed, 0u);
    EXPECT_EQ(failed.failed, 4u);
    const QMap<ServeErrorKind, std::uint64_t> kinds{
        {ServeErrorKind::HttpStatus, 2}, {ServeErrorKind::Refused, 1}, {ServeErrorKind::MalformedStream, 1}};
    EXPECT_EQ(failed.failuresByKind, kinds);
    const QMap<std::uint32_t, std::uint64_t> statuses{{503, 2}};
    EXPECT_EQ(failed.failuresByHttpStatus, statuses);
    EXPECT_EQ(failed.ttftMs, ServeDistribution{});
    EXPECT_EQ(failed.itlMs, ServeDistribution{});
    EXPECT_EQ(failed.requestsPerSecond, 0);
    EXPECT_NEAR(failed.durationMs, 7, kTolerance); // they did take time: 0 → 7
}

TEST(ServeMetricsTest, ARequestWithoutATokenCountIsCountedApartAndNeverGuessed)
{
    const std::vector<ServeRequestRecord> records{
        record(0, {100, 150, 200}, 200, 3),            // TPOT (200 − 100) / 2 = 50
        record(0, {100, 150, 200}, 200, std::nullopt), // the same, but the server gave no count
    };
    const ServeSummary summary = summarizeServeRun(records, {});
    EXPECT_EQ(summary.completed, 2u);
    EXPECT_EQ(summary.withoutTokenCount, 1u);
    EXPECT_EQ(summary.outputTokens, 3u); // not 6: the second count is unknown
    EXPECT_NEAR(summary.outputTokensPerSecond, 3 / 0.2, kTolerance);
    EXPECT_EQ(summary.tpotMs.count, 1u);
    EXPECT_NEAR(summary.tpotMs.mean, 50, kTolerance);
    // TTFT, ITL and E2EL need no count.
    EXPECT_EQ(summary.ttftMs.count, 2u);
    EXPECT_EQ(summary.itlMs.count, 4u);
    EXPECT_EQ(summary.e2elMs.count, 2u);
    EXPECT_TRUE(summary.clean); // a missing count is said, not a failure

    // A TPOT target cannot be shown to be met without a count: only the first request is good.
    ServeTargets tpot;
    tpot.tpotMs = 60;
    ASSERT_TRUE(summarizeServeRun(records, tpot).goodput);
    EXPECT_EQ(summarizeServeRun(records, tpot).goodput->requests, 1u);
    // A TTFT target needs no count: both are good.
    ServeTargets ttft;
    ttft.ttftMs = 100;
    EXPECT_EQ(summarizeServeRun(records, ttft).goodput->requests, 2u);
}

TEST(ServeMetricsTest, ACompletedRequestWithoutContentHasOnlyAnEndToEndLatency)
{
    ServeTargets targets;
    targets.ttftMs = 1000;
    const ServeSummary summary = summarizeServeRun({record(10, {}, 40, 0), record(0, {20}, 50, 1)}, targets);
    EXPECT_EQ(summary.completed, 2u);
    EXPECT_EQ(summary.withoutContent, 1u);
    EXPECT_EQ(summary.ttftMs.count, 1u);
    EXPECT_EQ(summary.tpotMs.count, 0u); // neither has more than one token
    // E2EL {30, 50}.
    expectDistribution(summary.e2elMs, distribution(40, 10, 40, 48, 49.8, 30, 50, 2), "e2el");
    // Without a first chunk no TTFT target is met.
    EXPECT_EQ(summary.goodput->requests, 1u);
}

TEST(ServeMetricsTest, GoodputWithOneTargetAndWithAll)
{
    // mixedRun's completed requests: (TTFT, TPOT for goodput, E2EL) = (100, 55, 210),
    // (80, 56.667, 250), (150, 0, 160); duration 300 ms. A figure equal to its target meets it.
    ServeTargets ttft;
    ttft.ttftMs = 100; // the first two
    ServeSummary summary = summarizeServeRun(mixedRun(), ttft);
    ASSERT_TRUE(summary.goodput);
    EXPECT_EQ(summary.goodput->requests, 2u);
    EXPECT_NEAR(summary.goodput->requestsPerSecond, 2 / 0.3, kTolerance);
    EXPECT_NEAR(summary.goodput->shareOfCompleted, 2.0 / 3, kTolerance);
    EXPECT_EQ(summary.targets, ttft);

    ServeTargets e2el;
    e2el.e2elMs = 200; // the third only
    EXPECT_EQ(summarizeServeRun(mixedRun(), e2el).goodput->requests, 1u);

    // All three: the second fails TPOT (56.667 > 56); the third's single token has TPOT 0.
    ServeTargets all;
    all.ttftMs = 150;
    all.tpotMs = 56;
    all.e2elMs = 250;
    summary = summarizeServeRun(mixedRun(), all);
    EXPECT_EQ(summary.goodput->requests, 2u);
    EXPECT_NEAR(summary.goodput->requestsPerSecond, 2 / 0.3, kTolerance);
    EXPECT_NEAR(summary.goodput->shareOfCompleted, 2.0 / 3, kTolerance);
    all.e2elMs = 209.5; // and now the first misses E2EL
    EXPECT_EQ(summarizeServeRun(mixedRun(), all).goodput->requests, 1u);
}

TEST(ServeMetricsTest, PeakConcurrencyCountsOverlapsOnly)
{
    // One after another: each is sent as the previous ends.
    EXPECT_EQ(summarizeServeRun(
                  {record(0, {10}, 100, 1), record(100, {110}, 200, 1), record(200, {210}, 300, 1)}, {})
                  .peakConcurrency,
              1u);
    // Nested and overlapping, in any order, a failed one included: at 65 ms all four are in flight.
    EXPECT_EQ(summarizeServeRun({record(60, {65}, 70, 1), record(0, {10}, 100, 1), record(50, {60}, 150, 1),
                                 failure(62, {}, 68, ServeErrorKind::Reset), record(120, {130}, 140, 1)},
                                {})
                  .peakConcurrency,
              4u);
    // Gaps between requests do not reset the count to anything but the truth.
    EXPECT_EQ(summarizeServeRun({record(0, {1}, 10, 1), record(5, {6}, 10, 1), record(20, {21}, 30, 1)}, {})
                  .peakConcurrency,
              2u);
}

TEST(ServeMetricsTest, AnEmptyRunHasNoFiguresAndIsNotClean)
{
    ServeTargets targets;
    targets.ttftMs = 100;
    const ServeSummary summary = summarizeServeRun({}, targets);
    EXPECT_EQ(summary.requests, 0u);
    EXPECT_EQ(summary.completed, 0u);
    EXPECT_EQ(summary.durationMs, 0);
    EXPECT_EQ(summary.requestsPerSecond, 0);
    EXPECT_EQ(summary.outputTokensPerSecond, 0);
    EXPECT_EQ(summary.peakConcurrency, 0u);
    EXPECT_EQ(summary.ttftMs, ServeDistribution{});
    EXPECT_EQ(summary.e2elMs, ServeDistribution{});
    ASSERT_TRUE(summary.goodput);
    EXPECT_EQ(*summary.goodput, ServeGoodput{});
    EXPECT_FALSE(summary.clean);
}

TEST(ServeMetricsTest, RecordsWithUntrustedTimesAreRefusedWholeAndCounted)
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const std::vector<ServeRequestRecord> bad{
        record(nan, {100}, 200, 2),    // sent is NaN
        record(0, {100, nan}, 200, 2), // a chunk is NaN
        record(0, {100}, inf, 2),      // end is infinite
        record(-5, {100}, 200, 2),     // sent before the run's start
        record(50, {40, 60}, 200, 2),  // a chunk before the request was sent
        record(0, {100, 90}, 200, 2),  // chunks out of order
        record(0, {100, 150}, 120, 2), // ended before its last chunk
        record(100, {}, 50, 2),        // ended before it was sent
        failure(nan, {}, 10, ServeErrorKind::Refused),
    };
    for (const ServeRequestRecord &each : bad)
        EXPECT_FALSE(serveRecordTimesValid(each));
    EXPECT_TRUE(serveRecordTimesValid(record(0, {0, 100, 100}, 100, 2))); // equal times are allowed

    std::vector<ServeRequestRecord> records = bad;
    records.push_back(record(10, {60, 80}, 90, 2)); // the one trusted record: TTFT 50, TPOT 30
    const ServeSummary summary = summarizeServeRun(records, {});
    EXPECT_EQ(summary.rejectedRecords, bad.size());
    EXPECT_EQ(summary.requests, 1u);
    EXPECT_EQ(summary.completed, 1u);
    EXPECT_EQ(summary.failed, 0u); // the refused failure is not counted by kind: its record is not trusted
    EXPECT_NEAR(summary.durationMs, 80, kTolerance);
    expectDistribution(summary.ttftMs, distribution(50, 0, 50, 50, 50, 50, 50, 1), "ttft");
    expectDistribution(summary.tpotMs, distribution(30, 0, 30, 30, 30, 30, 30, 1), "tpot");
    EXPECT_EQ(summary.peakConcurrency, 1u);
    EXPECT_FALSE(summary.clean); // refused records are never a clean run
    for (double figure : {summary.ttftMs.mean, summary.itlMs.mean, summary.e2elMs.mean, summary.durationMs})
        EXPECT_TRUE(std::isfinite(figure));
}

TEST(ServeMetricsTest, TheServersOwnTimingsBesideTheClients)
{
    // Client: TTFT 100 and 120; TPOT (200 − 100) / 2 = 50 and (200 − 120) / 2 = 40, i.e. 20 and
    // 25 tokens/s after the first.
    ServeRequestRecord a = record(0, {100, 150, 200}, 200, 3);
    a.server.promptMs = 100;
    a.server.generatedTokens = 2;
    a.server.generatedMs = 100; // 20 tokens/s
    ServeRequestRecord b = record(10, {130, 170, 210}, 210, 3);
    b.server.promptMs = 110;
    b.server.generatedTokens = 2;
    b.server.generatedMs = 80;                             // 25 tokens/s
    ServeRequestRecord plain = record(0, {50, 60}, 70, 2); // no server timings: not compared

    ServeSummary summary = summarizeServeRun({a, b, plain}, {});
    const ServeServerComparison &server = summary.server;
    EXPECT_EQ(server.promptRequests, 2u);
    EXPECT_NEAR(server.serverPromptMsMean, 105, kTolerance); // (100 + 110) / 2
    EXPECT_NEAR(server.clientTtftMsMean, 110, kTolerance);   // (100 + 120) / 2
    ASSERT_TRUE(server.ttftRelativeDifference);
    EXPECT_NEAR(*server.ttftRelativeDifference, 110.0 / 105 - 1, kTolerance); // +4.8 %
    // Per request 100 / 100 and 120 / 110: the median of the two ratios, less 1.
    ASSERT_TRUE(server.ttftMedianRelativeDifference);
    EXPECT_NEAR(*server.ttftMedianRelativeDifference, (1.0 + 120.0 / 110) / 2 - 1, kTolerance);
    EXPECT_EQ(server.waitedRequests, 0u); // b's 9 % is within the 10 %
    EXPECT_EQ(server.generationRequests, 2u);
    EXPECT_NEAR(server.serverTokensPerSecondMean, 22.5, kTolerance);
    EXPECT_NEAR(server.clientTokensPerSecondMean, 22.5, kTolerance);
    ASSERT_TRUE(server.generationRelativeDifference);
    EXPECT_NEAR(*server.generationRelativeDifference, 0, kTolerance);
    EXPECT_FALSE(server.disagrees);

    // The server says its prompts took 80 and 90 ms: the client's TTFT is 110 / 85 − 1 = 29 % more.
    a.server.promptMs = 80;
    b.server.promptMs = 90;
    summary = summarizeServeRun({a, b, plain}, {});
    EXPECT_NEAR(*summary.server.ttftRelativeDifference, 110.0 / 85 - 1, kTolerance);
    EXPECT_EQ(summary.server.waitedRequests, 2u);
    EXPECT_TRUE(summary.server.disagrees);

    // Prompts agree again; generation: the server says 40 and 25 tokens/s (mean 32.5), the client
    // 22.5: 22.5 / 32.5 − 1 = −31 %.
    a.server.promptMs = 100;
    b.server.promptMs = 110;
    a.server.generatedMs = 50;
    summary = summarizeServeRun({a, b, plain}, {});
    EXPECT_NEAR(*summary.server.generationRelativeDifference, 22.5 / 32.5 - 1, kTolerance);
    EXPECT_TRUE(summary.server.disagrees);
}

TEST(ServeMetricsTest, ARequestThatWaitedForTheServerIsCountedAndDoesNotMakeItDisagree)
{
    // Four requests sent at once; the server began the first three together (prompt 1000 ms each,
    // TTFT 1005) and the fourth only after them (its prompt 400 ms, its TTFT 1410): llama-server at
    // concurrency 4 when the fourth arrives a moment late. Its own figures leave that wait out.
    std::vector<ServeRequestRecord> records;
    for (int i = 0; i < 3; ++i) {
        ServeRequestRecord r = record(0, {1005, 1055}, 1055, 2);
        r.server.promptMs = 1000;
        records.push_back(r);
    }
    ServeRequestRecord late = record(1, {1411, 1461}, 1461, 2);
    late.server.promptMs = 400;
    records.push_back(late);

    const ServeSummary summary = summarizeServeRun(records, {});
    const ServeServerComparison &server = summary.server;
    ASSERT_TRUE(server.ttftRelativeDifference);
    EXPECT_NEAR(*server.ttftRelativeDifference, (3 * 1005.0 + 1410) / 4 / (3400.0 / 4) - 1, kTolerance);
    EXPECT_GT(*server.ttftRelativeDifference, 0.10); // the mean holds the wait
    ASSERT_TRUE(server.ttftMedianRelativeDifference);
    EXPECT_NEAR(*server.ttftMedianRelativeDifference, 0.005, kTolerance);
    EXPECT_EQ(server.waitedRequests, 1u);
    EXPECT_FALSE(server.disagrees);

    const auto read = serveSummaryFromJson(serveSummaryJson(summary));
    ASSERT_TRUE(read.ok()) << read.error().detail.toStdString();
    EXPECT_EQ(read->server, server);
}

TEST(ServeMetricsTest, UntrustedServerTimingsAreIgnoredNotTheRequest)
{
    ServeRequestRecord a = record(0, {100, 150, 200}, 200, 3);
    a.server.promptMs = std::numeric_limits<double>::quiet_NaN();
    a.server.generatedTokens = 2;
    a.server.generatedMs = 0; // no rate from 0 ms
    ServeRequestRecord b = record(0, {100, 150, 200}, 200, 3);
    b.server.promptMs = -1;
    b.server.generatedTokens = 2;
    b.server.generatedMs = -100;
    ServeRequestRecord c = record(0, {100, 150, 200}, 200, 3);
    c.server.promptMs = 100;
    c.server.generatedTokens = 2;
    c.server.generatedMs = std::numeric_limits<double>::infinity();
    const ServeSummary summary = summarizeServeRun({a, b, c}, {});
    EXPECT_EQ(summary.completed, 3u); // the requests themselves count
    EXPECT_EQ(summary.ttftMs.count, 3u);
    EXPECT_EQ(summary.server.promptRequests, 1u); // c's only
    EXPECT_NEAR(*summary.server.ttftRelativeDifference, 0, kTolerance);
    EXPECT_EQ(summary.server.generationRequests, 0u);
    EXPECT_FALSE(summary.server.generationRelativeDifference);
    EXPECT_FALSE(summary.server.disagrees);
}

TEST(ServeMetricsTest, TotalTokensOnlyWhenTheServerCountedEveryPrompt)
{
    ServeRequestRecord a = record(0, {100, 150, 200}, 200, 3);
    a.server.promptTokens = 32;
    ServeRequestRecord b = record(0, {100, 150}, 150, 2);
    b.server.promptTokens = 16;
    ServeSummary summary = summarizeServeRun({a, b}, {});
    ASSERT_TRUE(summary.promptTokens);
    EXPECT_EQ(*summary.promptTokens, 48u);
    ASSERT_TRUE(summary.totalTokensPerSecond);
    EXPECT_NEAR(*summary.totalTokensPerSecond, (48 + 5) / 0.2, kTolerance);

    b.server.promptTokens.reset();
    summary = summarizeServeRun({a, b}, {});
    EXPECT_FALSE(summary.promptTokens);
    EXPECT_FALSE(summary.totalTokensPerSecond);
    EXPECT_NEAR(summary.outputTokensPerSecond, 5 / 0.2, kTolerance);
}

TEST(ServeMetricsTest, TheSummaryRoundTripsThroughJson)
{
    std::vector<ServeRequestRecord> records = mixedRun();
    records[0].server.promptMs = 90;
    records[0].server.promptTokens = 8;
    records[0].server.generatedTokens = 2;
    records[0].server.generatedMs = 110;
    records.push_back(record(std::numeric_limits<double>::quiet_NaN(), {}, 1, 1)); // one refused
    ServeTargets targets;
    targets.ttftMs = 100;
    targets.e2elMs = 300;
    const ServeSummary summary = summarizeServeRun(records, targets);
    ASSERT_TRUE(summary.goodput);
    ASSERT_TRUE(summary.server.ttftRelativeDifference);

    const nlohmann::json json = serveSummaryJson(summary);
    EXPECT_EQ(json.at("failures_by_kind").at("http_status"), 1);
    EXPECT_EQ(json.at("failures_by_kind").at("reset"), 1);
    EXPECT_EQ(json.at("failures_by_http_status").at("503"), 1);
    EXPECT_EQ(json.at("rejected_records"), 1);
    EXPECT_NEAR(json.at("ttft_ms").at("p90").get<double>(), 140, kTolerance);
    EXPECT_EQ(json.at("targets").at("ttft_ms"), 100);
    EXPECT_FALSE(json.at("targets").contains("tpot_ms"));
    EXPECT_FALSE(json.contains("prompt_tokens")); // not every prompt was counted
    EXPECT_EQ(json.at("clean"), false);

    // Through text, as the store keeps it.
    const Result<ServeSummary> back = serveSummaryFromJson(nlohmann::json::parse(json.dump()));
    ASSERT_TRUE(back.ok()) << back.error().detail.toStdString();
    EXPECT_EQ(*back, summary);

    const Result<ServeSummary> clean
        = serveSummaryFromJson(serveSummaryJson(summarizeServeRun({record(0, {10, 20}, 20, 2)}, {})));
    ASSERT_TRUE(clean.ok());
    EXPECT_TRUE(clean->clean);
    EXPECT_FALSE(clean->goodput);
}

TEST(ServeMetricsTest, JsonOfTheWrongShapeIsRefusedNamingTheKey)
{
    const nlohmann::json good = serveSummaryJson(summarizeServeRun(mixedRun(), {}));
    const auto refused = [](nlohmann::json json, const char *key) {
        const Result<ServeSummary> result = serveSummaryFromJson(json);
        ASSERT_FALSE(result.ok()) << key;
        EXPECT_EQ(result.error().code, ErrorCode::InvalidArgument);
        EXPECT_TRUE(result.error().detail.contains(QLatin1String(key)))
            << result.error().detail.toStdString();
    };
    nlohmann::json json = good;
    json["completed"] = -1;
    refused(json, "completed");
    json = good;
    json["ttft_ms"]["p90"] = "fast";
    refused(json, "ttft_ms.p90");
    json = good;
    json["failures_by_kind"]["gremlins"] = 1;
    refused(json, "gremlins");
    json = good;
    json["failures_by_http_status"]["5x3"] = 1;
    refused(json, "5x3");
    json = good;
    json["server"]["disagrees"] = 1;
    refused(json, "server.disagrees");
    json = good;
    json["peak_concurrency"] = 1ull << 40; // beyond 32 bits
    refused(json, "peak_concurrency");
    refused(nlohmann::json::array(), "JSON object");

    // Keys an older version did not write read as their defaults.
    const Result<ServeSummary> empty = serveSummaryFromJson(nlohmann::json::object());
    ASSERT_TRUE(empty.ok());
    EXPECT_EQ(*empty, ServeSummary{});
}

TEST(ServeMetricsTest, TelemetryFiguresSkipFailedReadingsAndNeverCountBackwards)
{
    protocol::TelemetrySeries series;
    series.interfaceName = "eth0";
    series.tMs = {0, 100, 200, 300};
    series.rxBytes = {std::nullopt, 1000, 1500, 4000}; // the first read failed
    series.txBytes = {5000, 6000, 100, std::nullopt};  // reset between samples: no figure
    series.cpuBusy = {std::nullopt, 0.5, std::nullopt, 0.25};
    protocol::TelemetryGpuSeries gpu;
    gpu.index = 1;
    gpu.memoryTotalBytes = 24ull << 30;
    gpu.utilizationPercent = {0, std::nullopt, 90, 30};
    gpu.memoryUsedBytes = {1ull << 30, 3ull << 30, std::nullopt, 2ull << 30};
    series.gpus = {gpu};

    const TelemetryFigures figures = telemetryFigures(series);
    EXPECT_EQ(figures.samples, 4u);
    EXPECT_DOUBLE_EQ(figures.durationMs, 300);
    ASSERT_TRUE(figures.cpuBusyMean.has_value());
    EXPECT_DOUBLE_EQ(*figures.cpuBusyMean, 0.375);
    EXPECT_EQ(figures.rxBytes, std::optional<std::uint64_t>(3000));
    EXPECT_FALSE(figures.txBytes.has_value());
    ASSERT_EQ(figures.gpus.size(), 1);
    const TelemetryFigures::Gpu &g = figures.gpus.first();
    EXPECT_EQ(g.index, 1u);
    ASSERT_TRUE(g.utilizationMeanPercent.has_value());
    EXPECT_DOUBLE_EQ(*g.utilizationMeanPercent, 40);
    EXPECT_EQ(g.utilizationMaxPercent, std::optional<std::uint32_t>(90));
    EXPECT_EQ(g.memoryUsedMaxBytes, std::optional<std::uint64_t>(3ull << 30));
    EXPECT_EQ(g.memoryTotalBytes, std::optional<std::uint64_t>(24ull << 30));

    // One reading is no difference; no samples, no figures.
    series.rxBytes = {std::nullopt, std::nullopt, 7, std::nullopt};
    EXPECT_FALSE(telemetryFigures(series).rxBytes.has_value());
    const TelemetryFigures empty = telemetryFigures(protocol::TelemetrySeries{});
    EXPECT_EQ(empty.samples, 0u);
    EXPECT_FALSE(empty.cpuBusyMean.has_value());
    EXPECT_FALSE(empty.rxBytes.has_value());
}
