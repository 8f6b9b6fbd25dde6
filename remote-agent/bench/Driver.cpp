#include "remote-agent/bench/Driver.h"

#include "remote-agent/bench/Cancel.h"
#include "remote-agent/bench/Weights.h"
#include "remote-agent/protocol/Rendezvous.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <stdexcept>
#include <string>
#include <utility>

namespace shardscope::bench {

namespace {

using Clock = std::chrono::steady_clock;
using protocol::BenchLayout;
using protocol::BenchRankReport;
using protocol::BenchRunParams;
using protocol::BenchStep;

// A rank's work as one progress bar: the weights (BenchRun.cpp, and the CUDA plugin) take the first
// fifth, then the driver's stages. Fractions are of the whole rank, not of a stage.
constexpr double kBandwidthStart = 0.2;
constexpr double kWarmupStart = 0.3;
constexpr double kPrefillStart = 0.35;
constexpr double kDecodeStart = protocol::kBenchDecodeProgressStart;
constexpr auto kProgressInterval = std::chrono::milliseconds(250);
/// Longest warm-up prefill: enough to touch every code path of a prefill, short on a big prompt.
constexpr std::uint32_t kWarmupPromptTokens = 16;

double msBetween(Clock::time_point from, Clock::time_point to)
{
    return std::chrono::duration<double, std::milli>(to - from).count();
}

/// Why the run stopped between two steps (cancel, the time limit); empty to go on.
class StopCheck
{
public:
    StopCheck(const BenchRunParams &params, RankHost &host, Clock::time_point started)
        : m_host(host)
        , m_deadline(started + std::chrono::milliseconds(params.maxDurationMs))
    {}

    std::string reason() const
    {
        if (m_host.cancelled())
            return "cancelled";
        if (Clock::now() >= m_deadline)
            return "stopped after the run's time limit";
        return {};
    }

private:
    RankHost &m_host;
    Clock::time_point m_deadline;
};

/// Thrown between steps to end the run with `failure` as it is (no "during …" added).
struct Stopped {
    std::string failure;
};

/// The sampling rank: the one that has every sequence's next token at the end of a step.
bool isSamplingRank(const BenchRunParams &params)
{
    if (params.layout == BenchLayout::PipelineParallel)
        return params.rank + 1 == params.worldSize;
    return params.rank == 0;
}

/// Runs the driver's stages, filling `report` as it goes; `activity` always names what is running
/// so that a failure can say where it happened.
class RankRun
{
public:
    RankRun(const BenchRunParams &params, RankModel &model, const RankBarrier &barrier, RankHost &host,
            BenchRankReport &report, std::string &activity)
        : m_params(params)
        , m_model(model)
        , m_barrier(barrier)
        , m_host(host)
        , m_report(report)
        , m_activity(activity)
        , m_entered(Clock::now())
        , m_stop(params, host, m_entered)
        , m_slice(protocol::rankSlice(params.model, params.layout, params.worldSize, params.rank))
        , m_sampling(isSamplingRank(params))
    {}

    void run()
    {
        checkStop();
        m_host.progress(kBandwidthStart, "bandwidth");
        measureBandwidth("the memory bandwidth test");
        checkStop();
        warmUp();
        // Every prefill starts at a barrier of all ranks, so each is timed from a common start; the
        // last one's is the start of the token times, and decode goes on from its KV cache.
        const std::uint32_t prefills = std::max<std::uint32_t>(1, m_params.workload.prefills);
        Clock::time_point start;
        for (std::uint32_t k = 0; k < prefills; ++k) {
            m_activity
                = k == 0 ? std::string("the barrier before the run") : "the barrier before " + prefillName(k);
            m_barrier();
            start = Clock::now();
            if (k == 0)
                m_report.setupSeconds = msBetween(m_entered, start) / 1000.0;
            m_host.progress(kPrefillStart + (kDecodeStart - kPrefillStart) * k / prefills, "prefill");
            checkStop();
            if (k + 1 < prefills)
                earlierPrefill(k, start);
            else
                prefill(start);
        }
        decode(start);
        measureBandwidth("the memory bandwidth test after the run");
        m_host.progress(1.0, "decode");
    }

private:
    void checkStop() const
    {
        if (std::string reason = m_stop.reason(); !reason.empty())
            throw Stopped{std::move(reason)};
    }

    /// A memory bandwidth test: before the run and once more after it. The machine's bandwidth moves
    /// (a busy minute, a neighbour on a shared host), and the roofline takes the higher of the two,
    /// so a run is not judged against a test that met a slow moment.
    void measureBandwidth(const char *activity)
    {
        m_activity = activity;
        m_report.memoryBandwidthGBps
            = std::max(m_report.memoryBandwidthGBps, m_model.measureMemoryBandwidthGBps());
    }

    /// The next step's input: the sampled tokens on the ranks that embed, nothing on the others.
    std::vector<std::int32_t> feed(const StepOutput &out) const
    {
        if (!m_slice.embedding)
            return {};
        if (out.nextTokens.size() != m_params.workload.concurrency)
            throw std::runtime_error("the model returned " + std::to_string(out.nextTokens.size())
                                     + " next tokens for a batch of "
                                     + std::to_string(m_params.workload.concurrency));
        return out.nextTokens;
    }

    std::vector<std::int32_t> prompt(std::uint32_t tokens) const
    {
        if (!m_slice.embedding)
            return {};
        return promptTokens(m_params.workload.seed, m_params.workload.concurrency, tokens,
                            m_params.model.vocab);
    }

    void warmUp()
    {
        const auto &w = m_params.workload;
        if (w.warmupSteps == 0)
            return;
        m_activity = "the warm-up";
        m_host.progress(kWarmupStart, "warmup");
        // The KV cache holds prompt + gen positions: the warm-up stays within them.
        const std::uint32_t promptLength = std::min(w.promptTokens, kWarmupPromptTokens);
        const std::uint32_t capacity = w.promptTokens + w.generateTokens;
        const std::uint32_t steps = std::min(w.warmupSteps, capacity - promptLength);
        StepOutput out = m_model.step(prompt(promptLength), w.concurrency, promptLength, 0, false);
        for (std::uint32_t i = 0; i < steps; ++i) {
            checkStop();
            out = m_model.step(feed(out), w.concurrency, 1, promptLength + i, false);
        }
        m_model.resetCache();
        checkStop();
    }

    /// The sampling rank's step must have given the next tokens.
    static void requireNextTokens(const StepOutput &out)
    {
        if (out.nextTokens.empty())
            throw std::runtime_error("the sampling rank got no next tokens from the model");
    }

    void recordSample(const StepOutput &out, Clock::time_point start)
    {
        if (!m_sampling)
            return;
        requireNextTokens(out);
        m_report.tokenTimesMs.push_back(msBetween(start, Clock::now()));
        m_report.firstSequenceTokens.push_back(out.nextTokens.front());
    }

    static BenchStep stepOf(const StepOutput &out, Clock::time_point begin, Clock::time_point end)
    {
        return BenchStep{msBetween(begin, end), out.commSeconds * 1000.0, out.bytesSent};
    }

    /// "the prefill", or "prefill 2 of 3" when there are several (k counts from 0).
    std::string prefillName(std::uint32_t k) const
    {
        const std::uint32_t prefills = m_params.workload.prefills;
        if (prefills <= 1)
            return "the prefill";
        return "prefill " + std::to_string(k + 1) + " of " + std::to_string(prefills);
    }

    /// Prefill k (0-based) of those before the last: timed, then its KV cache is thrown away.
    void earlierPrefill(std::uint32_t k, Clock::time_point start)
    {
        const auto &w = m_params.workload;
        m_activity = prefillName(k);
        const StepOutput out = m_model.step(prompt(w.promptTokens), w.concurrency, w.promptTokens, 0, false);
        if (m_sampling) {
            requireNextTokens(out);
            m_report.earlierTtftMs.push_back(msBetween(start, Clock::now()));
        }
        m_model.resetCache();
    }

    void prefill(Clock::time_point start)
    {
        const auto &w = m_params.workload;
        m_activity = prefillName(m_params.workload.prefills - 1);
        const std::vector<std::int32_t> tokens = prompt(w.promptTokens);
        const Clock::time_point begin = Clock::now();
        m_last = m_model.step(tokens, w.concurrency, w.promptTokens, 0, m_params.keepFirstLogits);
        m_report.prefill = stepOf(m_last, begin, Clock::now());
        recordSample(m_last, start);
        if (m_sampling && m_params.keepFirstLogits)
            m_report.firstLogits = std::move(m_last.logits);
    }

    void decode(Clock::time_point start)
    {
        const auto &w = m_params.workload;
        const std::uint32_t steps = w.generateTokens - 1;
        m_report.decode.reserve(steps);
        m_host.progress(kDecodeStart, "decode");
        Clock::time_point lastProgress = Clock::now();
        for (std::uint32_t i = 0; i < steps; ++i) {
            checkStop();
            m_activity = "decode step " + std::to_string(i + 1);
            const std::vector<std::int32_t> tokens = feed(m_last);
            const Clock::time_point begin = Clock::now();
            m_last = m_model.step(tokens, w.concurrency, 1, w.promptTokens + i, false);
            const Clock::time_point end = Clock::now();
            m_report.decode.push_back(stepOf(m_last, begin, end));
            recordSample(m_last, start);
            if (end - lastProgress >= kProgressInterval) {
                lastProgress = end;
                m_host.progress(kDecodeStart + (1.0 - kDecodeStart) * (i + 1) / steps, "decode");
            }
        }
    }

    const BenchRunParams &m_params;
    RankModel &m_model;
    const RankBarrier &m_barrier;
    RankHost &m_host;
    BenchRankReport &m_report;
    std::string &m_activity;
    Clock::time_point m_entered;
    StopCheck m_stop;
    protocol::RankSlice m_slice;
    bool m_sampling = false;
    StepOutput m_last;
};

} // namespace

std::vector<std::int32_t> promptTokens(std::uint64_t seed, std::uint32_t batch, std::uint32_t promptTokens,
                                       std::uint32_t vocab)
{
    const std::uint64_t count = std::uint64_t(batch) * promptTokens;
    std::vector<std::int32_t> tokens;
    if (vocab == 0)
        return tokens;
    tokens.reserve(count);
    for (std::uint64_t i = 0; i < count; ++i)
        tokens.push_back(promptToken(seed, i, vocab));
    return tokens;
}

BenchRankReport runRank(const BenchRunParams &params, RankModel &model, const RankBarrier &barrier,
                        RankHost &host)
{
    BenchRankReport report;
    report.rank = params.rank;
    report.backend = params.backend;
    std::string activity = "the start";
    try {
        report.device = model.deviceName();
        report.threads = model.threads();
        const protocol::RankSlice slice
            = protocol::rankSlice(params.model, params.layout, params.worldSize, params.rank);
        // CPU activations and KV cache are fp32; on the GPU the cache has the weights' type.
        const protocol::DType kvType = protocol::computeDType(params.backend, params.dtype);
        const auto &w = params.workload;
        report.weightBytes = protocol::rankWeightBytes(params.model, params.dtype, slice);
        report.kvCacheBytes = protocol::rankKvCacheBytes(params.model, kvType, slice, w.concurrency,
                                                         w.promptTokens + w.generateTokens);
        report.bytesPerDecodeStep = protocol::rankBytesPerDecodeStep(
            params.model, params.dtype, kvType, slice, w.concurrency, w.promptTokens + w.generateTokens / 2);
        RankRun(params, model, barrier, host, report, activity).run();
        report.completed = true;
    } catch (const Stopped &stopped) {
        report.failure = stopped.failure;
    } catch (const RunCancelled &) {
        // The model saw the cancel inside a phase (RankModel.h).
        report.failure = "cancelled during " + activity;
    } catch (const std::exception &error) {
        report.failure = std::string(error.what()) + " during " + activity;
    } catch (...) {
        report.failure = "an unknown error during " + activity;
    }
    if (!report.completed && report.failure.empty())
        report.failure = "stopped during " + activity;
    return report;
}

std::string runFailedKey(const protocol::BenchRunParams &params)
{
    return protocol::runFailedKey(params.runId);
}

void publishRunFailure(const protocol::BenchRunParams &params, RankHost &host, const std::string &message)
{
    if (params.worldSize <= 1)
        return;
    const std::string text = "rank " + std::to_string(params.rank) + ": " + message;
    host.storeSet(runFailedKey(params), std::vector<std::uint8_t>(text.begin(), text.end()));
}

std::string waitForPeers(const protocol::BenchRunParams &params, RankHost &host,
                         std::chrono::steady_clock::time_point deadline)
{
    // How often a waiting rank looks for a failed peer, cancel and the time limit.
    constexpr auto kPollInterval = std::chrono::milliseconds(250);
    if (params.worldSize <= 1)
        return {};
    const auto readyKey = [&params](std::uint32_t rank) {
        return protocol::runReadyKey(params.runId, rank);
    };
    host.storeSet(readyKey(params.rank), {1});
    for (std::uint32_t peer = 0; peer < params.worldSize; ++peer) {
        if (peer == params.rank)
            continue;
        for (;;) {
            if (host.cancelled())
                return "cancelled while waiting for the other ranks";
            if (const auto failed = host.storeGet(runFailedKey(params), std::chrono::milliseconds(0)))
                return "another rank of the run could not start: "
                       + std::string(failed->begin(), failed->end());
            if (std::chrono::steady_clock::now() >= deadline)
                return "rank " + std::to_string(peer)
                       + " was not ready within the run's time limit; it may have stopped";
            if (host.storeGet(readyKey(peer), kPollInterval))
                break;
        }
    }
    return {};
}

} // namespace shardscope::bench
