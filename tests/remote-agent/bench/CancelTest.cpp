// Cancel inside the long phases of a rank: the weights, the bandwidth test and the prefill each
// look at RankHost::cancelled between chunks of their work, so that a rank whose controller went
// away stops within a chunk, and the agent answers Cancelled (runBenchRank). The host here turns
// cancelled at a chosen point of the run (a stage it is told about, then a number of looks), so
// the tests do not depend on timing; the kernels' own checks are counted directly.
#include "remote-agent/bench/Cancel.h"
#include "remote-agent/bench/BenchRun.h"
#include "remote-agent/bench/CpuKernels.h"
#include "remote-agent/bench/CpuModel.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::bench {
namespace {

using protocol::AgentErrorCode;
using protocol::BenchRunParams;

/// One rank's host that turns cancelled at a chosen point: once the run reports progress of
/// `stage` above `minFraction`, it answers `falseLooks` more calls of cancelled() with false, then
/// true for good. Records every progress call; there is no store (a single rank needs none).
class CancelAtStageHost : public RankHost
{
public:
    CancelAtStageHost(std::string stage, double minFraction, int falseLooks)
        : m_stage(std::move(stage))
        , m_minFraction(minFraction)
        , m_falseLooks(falseLooks)
    {}

    void progress(double fraction, const std::string &stage) override
    {
        std::lock_guard lock(m_mutex);
        m_stages.push_back(stage);
        m_fractions.push_back(fraction);
        if (stage == m_stage && fraction > m_minFraction)
            m_armed.store(true);
    }

    bool cancelled() const override
    {
        if (m_cancelled.load())
            return true;
        if (!m_armed.load())
            return false;
        if (m_falseLooks.fetch_sub(1) > 0)
            return false;
        m_cancelled.store(true);
        return true;
    }

    void storeSet(const std::string &, const std::vector<std::uint8_t> &) override {}
    std::optional<std::vector<std::uint8_t>> storeGet(const std::string &, std::chrono::milliseconds) override
    {
        return std::nullopt;
    }

    /// Whether any progress of `stage` was reported.
    bool reported(const std::string &stage) const
    {
        std::lock_guard lock(m_mutex);
        return std::find(m_stages.begin(), m_stages.end(), stage) != m_stages.end();
    }

    /// The largest fraction reported for `stage` (−1 when none was).
    double highest(const std::string &stage) const
    {
        std::lock_guard lock(m_mutex);
        double best = -1;
        for (std::size_t i = 0; i < m_stages.size(); ++i)
            if (m_stages[i] == stage)
                best = std::max(best, m_fractions[i]);
        return best;
    }

private:
    std::string m_stage;
    double m_minFraction = 0;
    mutable std::atomic<int> m_falseLooks{0};
    std::atomic<bool> m_armed{false};
    mutable std::atomic<bool> m_cancelled{false};
    mutable std::mutex m_mutex;
    std::vector<std::string> m_stages;
    std::vector<double> m_fractions;
};

/// A single-rank CPU run of a small custom model on one thread (the order of the looks at the
/// cancel is then fixed): 4 layers, hidden 512, about 15 million weights, so that they are made in
/// about 15 chunks and report their progress between them.
BenchRunParams smallRun()
{
    BenchRunParams params;
    params.runId = "5eed00000000000000000000000000c1";
    params.model = *protocol::presetModelShape("tiny");
    params.model.name = "cancel-test";
    params.model.layers = 4;
    params.model.hidden = 512;
    params.model.heads = 8;
    params.model.kvHeads = 8;
    params.model.headDim = 64;
    params.model.intermediate = 1408;
    params.model.vocab = 2048;
    params.dtype = protocol::DType::F32;
    params.backend = protocol::BenchBackend::Cpu;
    params.workload.promptTokens = 64;
    params.workload.generateTokens = 8;
    params.workload.concurrency = 1;
    params.workload.warmupSteps = 0;
    params.workload.seed = 5;
    params.threads = 1;
    params.commTimeoutMs = 30000;
    return params;
}

TEST(BenchCancel, WeightsStopWhileTheyAreMade)
{
    // Cancelled once the weights report their first progress past 0: they are partly made.
    CancelAtStageHost host("weights", 0.0, 0);
    const auto answer = runBenchRank(smallRun(), host);
    EXPECT_LT(host.highest("weights"), 0.2) << "the weights ran to their end (0.2 of the rank's progress)";
    EXPECT_FALSE(host.reported("bandwidth")) << "the run went on after the weights";
    ASSERT_FALSE(answer.ok()) << "a cancelled run answers Cancelled, not a report";
    EXPECT_EQ(answer.error().code, AgentErrorCode::Cancelled) << answer.error().message;
    EXPECT_EQ(answer.error().message, "cancelled while making the weights");
}

TEST(BenchCancel, BandwidthTestStopsWithinItsStream)
{
    CancelAtStageHost host("bandwidth", -1.0, 0);
    const auto answer = runBenchRank(smallRun(), host);
    EXPECT_FALSE(host.reported("prefill")) << "the run went on after the bandwidth test";
    ASSERT_FALSE(answer.ok()) << "a cancelled run answers Cancelled, not a report";
    EXPECT_EQ(answer.error().code, AgentErrorCode::Cancelled) << answer.error().message;
    EXPECT_EQ(answer.error().message, "cancelled during the memory bandwidth test");
}

TEST(BenchCancel, PrefillStopsWithinTheStep)
{
    // The first look after the prefill began is the driver's own, between steps; the ones after it
    // are the model's, inside the prefill's forward pass (layers, matrix tiles, attention rows).
    for (const int falseLooks : {1, 3}) {
        SCOPED_TRACE("false looks: " + std::to_string(falseLooks));
        CancelAtStageHost host("prefill", -1.0, falseLooks);
        const auto answer = runBenchRank(smallRun(), host);
        EXPECT_FALSE(host.reported("decode")) << "the prefill ran to its end";
        ASSERT_FALSE(answer.ok()) << "a cancelled run answers Cancelled, not a report";
        EXPECT_EQ(answer.error().code, AgentErrorCode::Cancelled) << answer.error().message;
        EXPECT_EQ(answer.error().message, "cancelled during prefill 1 of 3");
    }
}

TEST(BenchCancel, ACancelBetweenDecodeStepsAnswersCancelledToo)
{
    // Before the first decode step: the driver's look between steps, as before; the agent's answer
    // is the same Cancelled as in the other phases.
    CancelAtStageHost host("decode", -1.0, 0);
    const auto answer = runBenchRank(smallRun(), host);
    ASSERT_FALSE(answer.ok());
    EXPECT_EQ(answer.error().code, AgentErrorCode::Cancelled) << answer.error().message;
    EXPECT_EQ(answer.error().message, "cancelled");
}

/// A CancelCheck that counts its looks and is requested from look `trueFrom` on (1-based).
struct CountedCancel {
    explicit CountedCancel(int trueFrom)
        : check([this, trueFrom] { return looks.fetch_add(1) + 1 >= trueFrom; })
    {}
    std::atomic<int> looks{0};
    CancelCheck check;
};

TEST(BenchCancel, ThePrefillsMatrixProductStopsBetweenTiles)
{
    // 64 rows of x (the GEMM path) against 16 tiles of W, on one thread: cancelled at the third
    // tile, it reads no further.
    constexpr std::size_t kRows = 64;
    constexpr std::size_t kCols = 128;
    const std::size_t wRows = 16 * kMatmulTileRows;
    std::vector<float> w(wRows * kCols, 0.5f);
    std::vector<float> x(kRows * kCols, 1.0f);
    std::vector<float> y(kRows * wRows, 0.0f);
    ThreadPool pool(1);
    MatmulScratch scratch(1, 0);
    CountedCancel cancel(3);
    EXPECT_THROW(matmul(pool, WeightMatrix{w.data(), protocol::DType::F32, wRows, kCols}, x.data(), kCols,
                        kRows, y.data(), wRows, scratch, cancel.check),
                 RunCancelled);
    EXPECT_EQ(cancel.looks.load(), 3);
    EXPECT_EQ(y[2 * kMatmulTileRows], 0.0f) << "the third tile was computed";
    EXPECT_EQ(y[kMatmulTileRows], 0.5f * kCols) << "the second tile was not";

    // Never requested: every tile asks once and the product is whole.
    CountedCancel never(1 << 30);
    matmul(pool, WeightMatrix{w.data(), protocol::DType::F32, wRows, kCols}, x.data(), kCols, kRows, y.data(),
           wRows, scratch, never.check);
    EXPECT_EQ(never.looks.load(), 16);
    EXPECT_EQ(y[wRows - 1], 0.5f * kCols);
}

TEST(BenchCancel, TheBandwidthStreamAsksBeforeEveryPass)
{
    // 4 MiB: one piece of first touch, then one look per pass.
    ThreadPool pool(1);
    CountedCancel never(1 << 30);
    EXPECT_GT(measureCpuReadGBps(pool, std::size_t(4) << 20, 5, never.check), 0.0);
    EXPECT_EQ(never.looks.load(), 1 + 5);

    CountedCancel third(3); // first touch, the first pass, then stop before the second
    EXPECT_THROW(measureCpuReadGBps(pool, std::size_t(4) << 20, 5, third.check), RunCancelled);
    EXPECT_EQ(third.looks.load(), 3);
}

} // namespace
} // namespace shardscope::bench
