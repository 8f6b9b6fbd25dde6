// core::rpcSplitCost and its predictions (RpcSplit.h): the round trips of a token are the split's
// extra time less its bytes on the wire, over the link's round trip; the same count predicts the
// split over other links, and what cannot be derived is nothing.
#include "core/analysis/RpcSplit.h"

#include <gtest/gtest.h>

using namespace shardscope;
using namespace shardscope::core;

namespace {

ServeSummary summary(double tpotMs, double ttftMs, double tokensPerSecond)
{
    ServeSummary s;
    s.completed = 4;
    s.outputTokens = 128; // 32 a request
    s.tpotMs.p50 = tpotMs;
    s.ttftMs.p50 = ttftMs;
    s.outputTokensPerSecond = tokensPerSecond;
    return s;
}

constexpr LinkModel kLink{2000, 120e6}; // 2 ms round trip, 120 MB/s

} // namespace

TEST(RpcSplitTest, TheRoundTripsAreTheExtraTimeLessTheBytesOverTheRoundTrip)
{
    const auto cost = rpcSplitCost(summary(40, 500, 22), summary(64.75, 560, 10), 1, 2, 240'000, kLink);
    ASSERT_TRUE(cost.has_value());
    EXPECT_DOUBLE_EQ(cost->extraMsPerToken, 24.75);
    EXPECT_DOUBLE_EQ(cost->transferMsPerToken, 2); // 240 kB at 120 MB/s
    EXPECT_DOUBLE_EQ(cost->roundTripsPerToken, 11.375);
    EXPECT_DOUBLE_EQ(cost->slowdown, 64.75 / 40);
    EXPECT_DOUBLE_EQ(cost->outputTokensPerRequest, 32);
    // The prefill's 60 ms more: 22.75 ms of round trips, 37.25 ms of bytes at 120 MB/s.
    EXPECT_NEAR(cost->prefillBytes, 37.25e-3 * 120e6, 1e-3);

    // At the measured link the count gives back what was measured.
    const RpcWhatIf whatIf = rpcWhatIf(*cost);
    EXPECT_NEAR(whatIf.atMeasuredLink.tpotMs, 64.75, 1e-9);
    EXPECT_NEAR(whatIf.atMeasuredLink.ttftMs, 560, 1e-9);
    EXPECT_NEAR(whatIf.tokensPerSecondError, 0, 1e-12);
    EXPECT_NEAR(whatIf.ttftError, 0, 1e-12);

    // A link ten times faster both ways: a tenth of the round trips' and the bytes' time.
    const RpcSplitPrediction fast = predictRpcSplit(*cost, LinkModel{200, 1.2e9});
    EXPECT_NEAR(fast.tpotMs, 40 + 11.375 * 0.2 + 0.2, 1e-9);
    EXPECT_NEAR(fast.ttftMs, 500 + 11.375 * 0.2 + 3.725, 1e-9);
    // Tokens/s scale with a request's time: TTFT + 31 × TPOT.
    EXPECT_NEAR(fast.tokensPerSecond, 10 * (560 + 31 * 64.75) / (fast.ttftMs + 31 * fast.tpotMs), 1e-9);

    ASSERT_EQ(whatIf.classes.size(), linkClasses().size());
    for (qsizetype i = 1; i < whatIf.classes.size(); ++i)
        EXPECT_GT(whatIf.classes.at(i).second.tokensPerSecond,
                  whatIf.classes.at(i - 1).second.tokensPerSecond)
            << "a faster link class, more tokens/s";
}

TEST(RpcSplitTest, ASplitNoSlowerThanAloneCostsNoRoundTrips)
{
    const auto cost = rpcSplitCost(summary(40, 500, 22), summary(39, 480, 23), 1, 3, 1000, kLink);
    ASSERT_TRUE(cost.has_value());
    EXPECT_EQ(cost->extraMsPerToken, 0);
    EXPECT_EQ(cost->roundTripsPerToken, 0);
    EXPECT_EQ(cost->prefillBytes, 0);
    EXPECT_LT(cost->slowdown, 1);
    // Bytes that take longer than the extra time: still no negative round trips.
    const auto bytesOnly = rpcSplitCost(summary(40, 500, 22), summary(41, 500, 21), 1, 2, 1e6, kLink);
    ASSERT_TRUE(bytesOnly.has_value());
    EXPECT_EQ(bytesOnly->roundTripsPerToken, 0);
}

TEST(RpcSplitTest, WhatCannotBeDerivedIsNothing)
{
    const ServeSummary alone = summary(40, 500, 22);
    const ServeSummary split = summary(60, 560, 12);
    EXPECT_FALSE(rpcSplitCost(alone, split, 1, 1, 1000, kLink)) << "one machine is no split";
    EXPECT_FALSE(rpcSplitCost(summary(0, 500, 22), split, 1, 2, 1000, kLink));
    EXPECT_FALSE(rpcSplitCost(alone, summary(0, 560, 12), 1, 2, 1000, kLink));
    EXPECT_FALSE(rpcSplitCost(alone, split, 1, 2, 1000, LinkModel{0, 120e6}));
    EXPECT_FALSE(rpcSplitCost(alone, split, 1, 2, 1000, LinkModel{2000, 0}));
    EXPECT_FALSE(rpcSplitCost(alone, split, 1, 2, -1, kLink));
    ServeSummary noneCompleted = split;
    noneCompleted.completed = 0;
    EXPECT_FALSE(rpcSplitCost(alone, noneCompleted, 1, 2, 1000, kLink));
    const auto cost = rpcSplitCost(alone, split, 1, 2, 1000, kLink);
    ASSERT_TRUE(cost.has_value());
    const RpcSplitPrediction none = predictRpcSplit(*cost, LinkModel{2000, 0});
    EXPECT_EQ(none.tpotMs, 0);
    EXPECT_EQ(none.ttftMs, 0);
    EXPECT_EQ(none.tokensPerSecond, 0);
}
