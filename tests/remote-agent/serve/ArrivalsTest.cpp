// The send times of a run (remote-agent/serve/Arrivals.h) against vLLM's definition: gaps with the
// requested mean and, for a gamma distribution of shape k, a coefficient of variation of 1/sqrt(k).
// Fixed seeds; the samples are large enough that the tolerances are several standard errors wide.
#include "remote-agent/serve/Arrivals.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

using namespace shardscope::serve;
using shardscope::protocol::ServeArrivals;

namespace {

constexpr std::uint32_t kSamples = 200000;

std::vector<double> gapsOf(const std::vector<double> &times)
{
    std::vector<double> gaps;
    for (std::size_t i = 1; i < times.size(); ++i)
        gaps.push_back(times[i] - times[i - 1]);
    return gaps;
}

double meanOf(const std::vector<double> &values)
{
    return std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
}

double stdDevOf(const std::vector<double> &values)
{
    const double mean = meanOf(values);
    double sum = 0;
    for (const double v : values)
        sum += (v - mean) * (v - mean);
    return std::sqrt(sum / double(values.size() - 1));
}

} // namespace

TEST(Arrivals, RateZeroSendsEveryRequestAtTheStart)
{
    const auto times = arrivalTimesMs(ServeArrivals{0, 1, 9}, 50);
    ASSERT_EQ(times.size(), 50u);
    EXPECT_TRUE(std::all_of(times.begin(), times.end(), [](double t) { return t == 0; }));
    EXPECT_TRUE(arrivalTimesMs(ServeArrivals{5, 1, 9}, 0).empty());
}

TEST(Arrivals, TheFirstRequestGoesAtOnceAndTimesNeverDecrease)
{
    const auto times = arrivalTimesMs(ServeArrivals{20, 0.25, 3}, 1000);
    ASSERT_EQ(times.size(), 1000u);
    EXPECT_EQ(times.front(), 0.0);
    EXPECT_TRUE(std::is_sorted(times.begin(), times.end()));
    EXPECT_GT(times.back(), 0.0);
}

TEST(Arrivals, TheSameSeedGivesTheSameTimesAndAnotherSeedOthers)
{
    const ServeArrivals arrivals{8, 2, 1234};
    EXPECT_EQ(arrivalTimesMs(arrivals, 500), arrivalTimesMs(arrivals, 500));
    EXPECT_NE(arrivalTimesMs(arrivals, 500), arrivalTimesMs(ServeArrivals{8, 2, 1235}, 500));
    // The clock of an open-ended run gives the same times one by one.
    ArrivalClock clock(arrivals);
    for (const double t : arrivalTimesMs(arrivals, 500))
        EXPECT_EQ(clock.nextMs(), t);
}

TEST(Arrivals, GapsHaveTheMeanOfTheRateAndTheSpreadOfTheBurstiness)
{
    const double rate = 10; // requests per second: a mean gap of 100 ms
    for (const double burstiness : {1.0, 0.25, 4.0}) {
        SCOPED_TRACE(burstiness);
        const auto gaps = gapsOf(arrivalTimesMs(ServeArrivals{rate, burstiness, 42}, kSamples + 1));
        ASSERT_EQ(gaps.size(), kSamples);
        const double mean = meanOf(gaps);
        // The mean's standard error is CV / sqrt(n): at most 2 / 447 = 0.45 %; 2 % is over 4 of them.
        EXPECT_NEAR(mean / (1000.0 / rate), 1.0, 0.02) << mean;
        // The standard deviation's relative error is below 1 % even for shape 0.25 (kurtosis 27).
        const double cv = stdDevOf(gaps) / mean;
        EXPECT_NEAR(cv * std::sqrt(burstiness), 1.0, 0.03) << cv;
        EXPECT_TRUE(std::all_of(gaps.begin(), gaps.end(), [](double g) { return g >= 0; }));
    }
}

TEST(Arrivals, PoissonArrivalsHaveExponentialGaps)
{
    // For an exponential distribution, P(gap < mean) = 1 - 1/e and P(gap < mean/2) = 1 - e^-0.5; the
    // binomial standard error of each fraction is below 0.0011 at this size.
    const auto gaps = gapsOf(arrivalTimesMs(ServeArrivals{4, 1, 7}, kSamples + 1));
    const double meanMs = 250;
    const auto fractionBelow = [&](double ms) {
        return double(std::count_if(gaps.begin(), gaps.end(), [ms](double g) { return g < ms; }))
               / double(gaps.size());
    };
    EXPECT_NEAR(fractionBelow(meanMs), 1 - std::exp(-1.0), 0.005);
    EXPECT_NEAR(fractionBelow(meanMs / 2), 1 - std::exp(-0.5), 0.005);
    EXPECT_NEAR(fractionBelow(3 * meanMs), 1 - std::exp(-3.0), 0.005);
}

TEST(Arrivals, AnImpossibleBurstinessCountsAsPoisson)
{
    const auto gaps = gapsOf(arrivalTimesMs(ServeArrivals{10, -3, 5}, 20001));
    const double cv = stdDevOf(gaps) / meanOf(gaps);
    EXPECT_NEAR(cv, 1.0, 0.05);
    EXPECT_NEAR(meanOf(gaps), 100.0, 5.0);
}
