#pragma once

#include "core/model/Host.h"
#include "core/model/Run.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Link.h"

#include <QList>

#include <cstdint>
#include <optional>

namespace shardscope::core {

// Would a faster network help? The α-β link model (docs/METRICS.md, "What-if"): a split run's
// step time = its measured compute per step + the modelled communication over a link of one-way
// latency α and bandwidth β. Evaluated for the measured link (which gives the model's error
// against the measured run) and for common link classes.

/// A link, as the model sees it.
struct LinkModel {
    double rttUs = 0;          ///< small-message round trip (the link test's TCP request/response p50)
    double bytesPerSecond = 0; ///< one TCP stream's throughput (the slower direction)
    bool operator==(const LinkModel &) const = default;
};

/// The link model of a measured pair: rtt from test.tcpLatency.rtt->p50Us, throughput the smaller
/// of the single-stream Forward and Reverse phases. nullopt when either is missing or not above 0.
std::optional<LinkModel> linkModelFromReport(const protocol::LinkPairReport &report);

/// Link classes of the what-if chart.
enum class LinkClassId {
    Unknown = 0,
    Wifi,
    Ethernet1G,
    Ethernet2_5G,
    Ethernet10G,
    Ethernet25G,
    Thunderbolt,
    Ethernet100G
};

/// A link class: nominal figures of a typical LAN of that kind (documented in WhatIf.cpp with their
/// sources): TCP goodput (about 94 % of the line rate for Ethernet) and a small-message RTT through
/// one switch with the kernel's TCP stack at both ends.
struct LinkClass {
    LinkClassId id = LinkClassId::Unknown;
    LinkModel link;
};

/// Wi-Fi, 1, 2.5, 10 GbE, Thunderbolt (IP networking), 25, 100 GbE: slowest first (Thunderbolt
/// networking carries less than 25 GbE, see WhatIf.cpp; the list's order, not the enum's, is the
/// order of speed).
const QList<LinkClass> &linkClasses();

/// How many round trips one message of a tensor-parallel collective costs on this backend's
/// transport. Gloo's TCP ring (CPU) waits for the receiver's "ready" notification before it sends
/// each chunk, so a message costs a whole round trip: 1.0 (measured: benchmarks/inference.sh, TP 2
/// on a shaped link, came out at 2.2–2.4× an estimate that counted half a round trip; the reasoning
/// is in WhatIf.cpp). NCCL's socket transport (CUDA) streams without that handshake: 0.5. Unknown:
/// as CPU.
double messageRoundTrips(protocol::BenchBackend backend);

/// What the model needs from one measured split run (built by splitMeasurement()).
struct SplitMeasurement {
    qint64 resultId = 0; ///< the StoredBenchResult it was measured in (its id)
    protocol::BenchLayout layout = protocol::BenchLayout::Unknown; ///< TensorParallel or PipelineParallel
    std::uint32_t worldSize = 0;
    std::uint32_t batch = 0; ///< sequences in flight
    std::uint32_t promptTokens = 0;
    /// Compute of one decode step with the network taken out: TensorParallel the slowest rank's
    /// compute (summary.computeMsPerStep; ranks work side by side); PipelineParallel the sum over
    /// the stages of each stage's mean (wall − comm) (stages work one after another).
    double computeMsPerStep = 0;
    /// The same for the prefill: TensorParallel the largest (prefill.wallMs − prefill.commMs) of the
    /// ranks, PipelineParallel the sum over the stages.
    double prefillComputeMs = 0;
    double measuredStepMs = 0;          ///< summary.decodeStepMs
    double measuredTokensPerSecond = 0; ///< batch × 1000 / measuredStepMs (decode only)
    double measuredTtftMs = 0;          ///< summary.ttftMs.p50
    double measuredCommMsPerStep = 0;   ///< summary.commMsPerStep
};

/// The measurement of a stored split run (TensorParallel or PipelineParallel, Complete, at least two
/// ranks, every rank reported with decode steps, a decode step above 0 ms); nullopt otherwise.
std::optional<SplitMeasurement> splitMeasurement(const StoredBenchResult &result, std::uint32_t promptTokens);

/// The model's figures for one link.
struct SplitPrediction {
    double commMsPerStep = 0;   ///< modelled communication of one decode step
    double stepMs = 0;          ///< computeMsPerStep + commMsPerStep
    double tokensPerSecond = 0; ///< batch × 1000 / stepMs
    double prefillCommMs = 0;   ///< modelled communication of the prefill
    double ttftMs = 0;          ///< prefillComputeMs + prefillCommMs
    bool operator==(const SplitPrediction &) const = default;
};

/// The modelled communication:
/// - TensorParallel, α = messageRoundTrips(backend) × rttUs per message: decode:
///   tensorParallelCommMsEstimate (BenchMetrics.h) with that α; prefill: the same all-reduces
///   carrying promptTokens × batch rows each, plus the arg-max all-gather of one row per sequence.
/// - PipelineParallel, α = rttUs / 2 per message on every backend: a stage posts its receive long
///   before the data comes, so even Gloo's "ready" notification is already at the sender and a
///   message costs one way. Decode: worldSize messages per step (worldSize − 1 activations of
///   hidden × batch × activationBytes, plus the sampled tokens sent back to the first stage, 4 bytes
///   per sequence), each α + bytes / β; prefill: the same with promptTokens × batch rows.
/// Activations are fp32 (4 bytes) on CPU and dtypeBytes(dtype) on CUDA. The prefill is modelled as
/// one pass; the agent cuts long prompts into passes (CPU: 64 MiB of scratch, CUDA: 4096 rows),
/// each with its own messages, so for long prompts on high-latency links the model's TTFT is low.
/// All zero when link.bytesPerSecond is not above 0 or the measurement has fewer than two ranks.
SplitPrediction predictSplit(const protocol::ModelShape &shape, protocol::DType dtype,
                             protocol::BenchBackend backend, const SplitMeasurement &measured,
                             const LinkModel &link);

/// The bytes all ranks of a split hand to the communicator in one decode step, by the same model
/// as predictSplit (and as the agent counts them, GlooCommunicator): TensorParallel 2 × layers
/// ring all-reduces of hidden × batch × activation bytes, each 2(n − 1)/n of it per rank, so
/// 2(n − 1) × that over the ranks, plus the arg-max all-gather, (n − 1) × batch ×
/// kArgMaxBytesPerSequence per rank; PipelineParallel (n − 1) activations of hidden × batch ×
/// activation bytes plus the sampled tokens sent back, 4 bytes per sequence. Activations are fp32
/// on CPU and the dtype on CUDA. 0 for other layouts and fewer than two ranks.
double expectedSplitBytesPerStep(const protocol::ModelShape &shape, protocol::DType dtype,
                                 protocol::BenchBackend backend, protocol::BenchLayout layout,
                                 std::uint32_t worldSize, std::uint32_t batch);

/// The what-if of one split run.
struct WhatIf {
    /// The run's backend: the CUDA predictions rest on an NCCL message cost no GPU run has checked.
    protocol::BenchBackend backend = protocol::BenchBackend::Unknown;
    SplitMeasurement measured;
    LinkModel measuredLink;
    SplitPrediction atMeasuredLink; ///< the model at the measured link: compare with `measured`
    /// predicted ÷ measured − 1 of decode tokens/s at the measured link (+0.10: the model says 10 %
    /// faster than measured).
    double tokensPerSecondError = 0;
    double ttftError = 0; ///< the same for TTFT p50
    struct AtClass {
        LinkClass linkClass;
        SplitPrediction prediction;
    };
    QList<AtClass> classes; ///< linkClasses() in order
};

/// The what-if of a split run over `link`; nullopt when splitMeasurement() gives nothing or the
/// link has no throughput above 0.
std::optional<WhatIf> whatIf(const protocol::ModelShape &shape, protocol::DType dtype,
                             protocol::BenchBackend backend, const StoredBenchResult &split,
                             std::uint32_t promptTokens, const LinkModel &link);

// ---- Before anything runs: what the network will carry, and what link a TPOT target needs ----

/// The layouts of a traffic estimate.
enum class TrafficLayout { TensorParallel, PipelineParallel, LlamaCppRpc, Copies };

/// Round trips llama.cpp's RPC backend makes per decode step for each remote device: five
/// SET_TENSOR, GRAPH_COMPUTE and GET_TENSOR, each synchronous (strace of llama.cpp b4748's
/// llama-server over rpc-server, docs/METRICS.md "llama.cpp over RPC").
inline constexpr double kRpcRoundTripsPerRemoteDevice = 7;
/// What a streamed token costs between a client and one copy: a server-sent event of about this
/// many bytes (a JSON chunk with the token's text).
inline constexpr double kStreamedBytesPerToken = 200;

/// One layout's traffic per decode step (a step gives each running request one token), on the
/// busiest link, and what that asks of a link to stay within a time budget per step.
struct LayoutTraffic {
    TrafficLayout layout = TrafficLayout::TensorParallel;
    double bytesPerStep = 0;      ///< what the busiest machine sends in one step (it receives about as much)
    double roundTripsPerStep = 0; ///< waits of a round trip each on the step's critical path
    double criticalBytesPerStep = 0; ///< bytes the step waits for, one after another
    /// For the budget: the longest round trip that still fits it on an endless link, and the least
    /// throughput that fits it with no delay at all. Each alone is already out of reach beyond
    /// it: a real link needs better than both. Unset without a budget, or with nothing to send.
    std::optional<double> maxRttUs;
    std::optional<double> minBitsPerSecond;
};

/// What a model split over `machines` machines (or run as a copy on each) puts on the network per
/// decode step with `batch` requests at once, by the same model as the what-if (predictSplit,
/// tensorParallelCommMsEstimate; llama.cpp's RPC by kRpcRoundTripsPerRemoteDevice and two
/// activations, in and out, of each remote device in fp32), run backwards from `budgetMs`, the
/// time a step may spend on the network (the TPOT target, less the compute when it is known).
/// Copies: only the streamed tokens cross, kStreamedBytesPerToken each, nothing on the critical
/// path. Machines below 2 are taken as 2.
struct TrafficEstimate {
    std::uint32_t machines = 2;
    std::uint32_t batch = 1;
    std::optional<double> budgetMs;
    QList<LayoutTraffic> layouts; ///< TensorParallel, PipelineParallel, LlamaCppRpc, Copies
};
TrafficEstimate estimateTraffic(const protocol::ModelShape &shape, protocol::DType dtype,
                                protocol::BenchBackend backend, std::uint32_t machines, std::uint32_t batch,
                                std::optional<double> budgetMs);

} // namespace shardscope::core
