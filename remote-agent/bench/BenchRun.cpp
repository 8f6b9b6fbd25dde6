#include "remote-agent/bench/BenchRun.h"

#include "remote-agent/bench/Cancel.h"
#include "remote-agent/bench/Communicator.h"
#include "remote-agent/bench/CpuModel.h"
#include "remote-agent/bench/CudaBackend.h"
#include "remote-agent/bench/Driver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <exception>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

namespace shardscope::bench {

namespace {

using Clock = std::chrono::steady_clock;
using protocol::AgentErrorCode;
using protocol::BenchRankReport;
using protocol::BenchRunParams;
using protocol::DType;

/// The weights are the first fifth of a rank's progress (Driver.cpp has the rest).
constexpr double kWeightsShare = 0.2;
/// Room the run needs beyond weights and KV cache: activations, the allocator's slack, Gloo's buffers.
constexpr double kMemoryMargin = 0.10;
constexpr std::uint64_t kWorkingSpaceBytes = std::uint64_t(256) << 20;

using BenchResult = protocol::Expected<BenchRankReport, BenchError>;

BenchError benchError(AgentErrorCode code, std::string message)
{
    return BenchError{code, std::move(message)};
}

std::string gigabytes(double bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f GB", bytes / 1e9);
    return text;
}

/// DoesNotFit when the slice, its KV cache and the working space exceed what the node has free.
std::optional<BenchError> checkFit(const BenchRunParams &params, std::uint64_t available)
{
    const auto slice = protocol::rankSlice(params.model, params.layout, params.worldSize, params.rank);
    const auto &w = params.workload;
    const std::uint64_t weights = protocol::rankWeightBytes(params.model, params.dtype, slice);
    // CPU activations and KV cache are fp32 (CpuModel.h).
    const std::uint64_t kvCache = protocol::rankKvCacheBytes(
        params.model, protocol::computeDType(protocol::BenchBackend::Cpu, params.dtype), slice, w.concurrency,
        w.promptTokens + w.generateTokens);
    const double needed = double(weights + kvCache) * (1.0 + kMemoryMargin) + double(kWorkingSpaceBytes);
    if (needed <= double(available))
        return std::nullopt;
    const std::string advice
        = params.dtype == DType::F32
              ? "use bf16, a smaller model or split it over more nodes"
              : "use a smaller model, fewer or shorter sequences, or split it over more nodes";
    return benchError(AgentErrorCode::DoesNotFit,
                      params.model.name + " " + protocol::toString(params.dtype) + " needs "
                          + gigabytes(needed) + " on this rank (weights " + gigabytes(double(weights))
                          + ", KV cache " + gigabytes(double(kvCache)) + ", working space "
                          + gigabytes(needed - double(weights + kvCache)) + ") but "
                          + gigabytes(double(available)) + " is available: " + advice);
}

/// Forwards weight-making progress as the "weights" stage, at most once per percent.
class WeightsProgress
{
public:
    explicit WeightsProgress(RankHost &host)
        : m_host(host)
    {}

    void operator()(double fraction)
    {
        fraction = std::clamp(fraction, 0.0, 1.0);
        if (fraction < 1.0 ? fraction < m_last + 0.01 : m_last >= 1.0)
            return;
        m_last = fraction;
        m_host.progress(kWeightsShare * fraction, "weights");
    }

private:
    RankHost &m_host;
    double m_last = 0.0; ///< the caller reported 0 before the weights began
};

BenchResult runCpuRank(const BenchRunParams &params, RankHost &host)
{
    const Clock::time_point started = Clock::now();
    const Clock::time_point deadline = started + std::chrono::milliseconds(params.maxDurationMs);
    if (!protocol::backendTakes(protocol::BenchBackend::Cpu, params.dtype))
        return benchError(AgentErrorCode::BenchFailed,
                          "the CPU backend runs f32, bf16, q8_0 and q4_0 weights, not "
                              + protocol::toString(params.dtype) + ": use bf16");
    if (params.layout == protocol::BenchLayout::Replicas || params.layout == protocol::BenchLayout::Unknown)
        return benchError(AgentErrorCode::BenchFailed,
                          "a rank runs a single, tp or pp layout; replicas are independent single runs");
    if (const protocol::BenchProblem problem
        = protocol::layoutProblem(params.model, params.layout, params.worldSize, params.dtype);
        !problem.ok())
        return benchError(AgentErrorCode::BenchFailed, protocol::benchProblemText(problem));

    const std::optional<std::uint64_t> available = memoryAvailableBytes();
    if (available) {
        if (auto error = checkFit(params, *available)) {
            publishRunFailure(params, host, error->message);
            return *error;
        }
    }

    std::unique_ptr<Communicator> comm;
    if (params.worldSize > 1) {
        host.progress(0.0, "connect");
        GlooOptions options;
        options.bindAddress = params.bindAddress;
        options.rank = params.rank;
        options.size = params.worldSize;
        options.keyPrefix = params.runId;
        options.timeout = std::chrono::milliseconds(params.commTimeoutMs);
        // A pipeline stage's recv waits for all the compute of the stages before it (a long prefill
        // can take longer than the collectives' timeout): what is left of the run's time limit
        // bounds it instead. A stage that stops still fails it at once, by closing its connection.
        if (params.layout == protocol::BenchLayout::PipelineParallel) {
            const auto remaining
                = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
            options.pointToPointTimeout = std::max(remaining, options.timeout);
        }
        try {
            comm = connectGloo(options, host);
        } catch (const std::exception &error) {
            if (host.cancelled())
                return benchError(AgentErrorCode::Cancelled, "cancelled while connecting to the other ranks");
            publishRunFailure(params, host, error.what());
            return benchError(AgentErrorCode::BenchFailed, error.what());
        }
    }

    CpuModelOptions options = cpuModelOptions(params, comm.get());
    options.cancel = CancelCheck::of(host);
    std::unique_ptr<RankModel> model;
    try {
        host.progress(0.0, "weights");
        WeightsProgress progress(host);
        model = makeCpuModel(options, [&progress](double fraction) { progress(fraction); });
    } catch (const RunCancelled &) {
        return benchError(AgentErrorCode::Cancelled, "cancelled while making the weights");
    } catch (const std::bad_alloc &) {
        const std::string message = "this node ran out of memory while making the weights of "
                                    + params.model.name + " " + protocol::toString(params.dtype)
                                    + ": use bf16, a smaller model or split it over more nodes";
        publishRunFailure(params, host, message);
        return benchError(AgentErrorCode::DoesNotFit, message);
    } catch (const std::exception &error) {
        const std::string message = std::string("the model could not be built: ") + error.what();
        publishRunFailure(params, host, message);
        return benchError(AgentErrorCode::BenchFailed, message);
    }

    if (const std::string problem = waitForPeers(params, host, deadline); !problem.empty())
        return benchError(host.cancelled() ? AgentErrorCode::Cancelled : AgentErrorCode::BenchFailed,
                          problem);

    // The driver's time limit is what is left of the rank's.
    BenchRunParams driverParams = params;
    const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started);
    driverParams.maxDurationMs = std::max<std::int64_t>(1, params.maxDurationMs - elapsed.count());
    Communicator *const communicator = comm.get();
    const RankBarrier barrier = [communicator] {
        if (communicator)
            communicator->barrier();
    };
    BenchRankReport report = runRank(driverParams, *model, barrier, host);
    report.setupSeconds += std::chrono::duration<double>(elapsed).count();
    report.memoryAvailableBytes = available.value_or(0);
    return report;
}

/// A cancelled run (RankHost::cancelled: the session is ending) answers Cancelled, whichever phase
/// it stopped in and whatever the backend made of it (a report that did not complete, a refusal
/// such as the CUDA plugin's, which has no code for it): nobody is left to read a partial report.
BenchResult cancelledIfSo(BenchResult result, const RankHost &host)
{
    if (!host.cancelled() || (result && result->completed))
        return result;
    // "cancelled during the prefill" as it is; a failure the cancel caused elsewhere says both.
    const std::string &why = result ? result->failure : result.error().message;
    return benchError(AgentErrorCode::Cancelled, why.rfind("cancelled", 0) == 0 ? why : "cancelled: " + why);
}

BenchResult runOnBackend(const BenchRunParams &params, RankHost &host)
{
    // The session's thread boundary catches too; this keeps a bug here a clear BenchFailed.
    try {
        switch (params.backend) {
        case protocol::BenchBackend::Cpu:
            return runCpuRank(params, host);
        case protocol::BenchBackend::Cuda:
            return runCudaRank(params, host);
        case protocol::BenchBackend::Unknown:
            break;
        }
        return benchError(AgentErrorCode::BenchFailed, "unknown backend: use cpu or cuda");
    } catch (const RunCancelled &) {
        return benchError(AgentErrorCode::Cancelled, "cancelled");
    } catch (const std::bad_alloc &) {
        return benchError(AgentErrorCode::DoesNotFit,
                          "this node ran out of memory: use bf16, a smaller model "
                          "or split it over more nodes");
    } catch (const std::exception &error) {
        return benchError(AgentErrorCode::BenchFailed,
                          std::string("the run failed before it started: ") + error.what());
    }
}

} // namespace

std::vector<std::string> availableBackends()
{
    std::vector<std::string> backends{"cpu"};
    // Cheap (every session's hello calls it): the full loading waits for the first CUDA bench_run,
    // whose refusal names what is missing.
    if (cudaMayBeUsable())
        backends.push_back("cuda");
    return backends;
}

BenchResult runBenchRank(const BenchRunParams &params, RankHost &host)
{
    return cancelledIfSo(runOnBackend(params, host), host);
}

} // namespace shardscope::bench
