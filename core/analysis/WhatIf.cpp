#include "core/analysis/WhatIf.h"

#include "core/analysis/BenchMetrics.h"
#include "core/analysis/LinkFigures.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace shardscope::core {

// Why a Gloo message costs a whole round trip (messageRoundTrips(Cpu) = 1.0).
//
// benchmarks/inference.sh runs llama-3.2-1b, TP 2, batch 1, on two testbed nodes with node1 shaped
// to 1 Gbit/s and 1 ms each way. The ranks measured 183–199 ms of communication per decode step,
// while the α-β estimate with α = half the link test's TCP round trip came to 82 ms: 2.2–2.4×
// too low. The bandwidth term is small there (32 all-reduces of 8 KiB: about 2 ms at 940 Mbit/s);
// the gap is the latency term. Gloo's ring all-reduce (gloo/allreduce.cc, over the TCP pair
// transport) posts a receive, which tells the left neighbour "ready", and may send to its right
// neighbour only once that neighbour's "ready" has arrived; with every rank doing the same in
// lock step, each of the ring's 2(n − 1) steps waits for a notification one way and for the data
// the other way: a round trip, not half of one. With α = the whole round trip the same estimate
// gives about 160 ms, within 25 % of the measured run, and the rest is Gloo's own per-message
// overhead (copies, the reduction, waking threads), which the model leaves out. NCCL's socket
// transport streams into pre-registered buffers without that handshake: half a round trip.
//
// Pipeline point-to-point messages (GlooCommunicator::send/recv) use the same "ready" handshake,
// but the receiving stage posts its receive at the start of its step, long before the sender has
// finished computing: the notification is already there, and a message costs one way.

namespace {

constexpr double kBitsPerByte = 8;

/// Activations on the wire: the type the backend computes in (protocol::computeDType).
std::size_t activationBytes(protocol::BenchBackend backend, protocol::DType dtype)
{
    return protocol::dtypeBytes(protocol::computeDType(backend, dtype));
}

/// Milliseconds of one point-to-point message of `bytes` over a link whose one-way latency is
/// `alphaUs`.
double messageMs(double alphaUs, double bytes, double bytesPerSecond)
{
    return alphaUs / 1000.0 + bytes / bytesPerSecond * 1000.0;
}

double meanComputeMs(const std::vector<protocol::BenchStep> &steps)
{
    double sum = 0;
    for (const protocol::BenchStep &step : steps)
        sum += std::max(0.0, step.wallMs - step.commMs);
    return steps.empty() ? 0 : sum / double(steps.size());
}

double relativeError(double predicted, double measured)
{
    return measured > 0 ? predicted / measured - 1.0 : 0.0;
}

} // namespace

std::optional<LinkModel> linkModelFromReport(const protocol::LinkPairReport &report)
{
    const protocol::LinkTestReport &test = report.test;
    if (!test.tcpLatency.rtt)
        return std::nullopt;
    const double rttUs = test.tcpLatency.rtt->p50Us;
    const protocol::DirectionThroughput *forward = phaseFigures(test, protocol::LinkMode::Forward, 1);
    const protocol::DirectionThroughput *reverse = phaseFigures(test, protocol::LinkMode::Reverse, 1);
    if (forward == nullptr || reverse == nullptr)
        return std::nullopt;
    // The slower direction: a ring sends both ways, and waits for the slower one.
    const double bitsPerSecond = std::min(forward->bitsPerSecond, reverse->bitsPerSecond);
    if (!(rttUs > 0) || !std::isfinite(rttUs) || !(bitsPerSecond > 0) || !std::isfinite(bitsPerSecond))
        return std::nullopt;
    return LinkModel{rttUs, bitsPerSecond / kBitsPerByte};
}

const QList<LinkClass> &linkClasses()
{
    // Nominal figures of a small LAN of each kind: one TCP stream's goodput and a small-message
    // round trip through one switch (or the direct cable) with the kernel's TCP stack at both ends,
    // the quantities the link test measures.
    // - Ethernet goodput: with a 1500-byte MTU and TCP timestamps, 1448 payload bytes travel per
    //   1538 bytes on the wire (preamble, header, FCS, inter-frame gap): 94.1 % of the line rate,
    //   so 941 Mbit/s, 2.35 Gbit/s, 9.41 Gbit/s. 25 GbE: one stream on a current core reaches about
    //   23 Gbit/s. 100 GbE: 90 Gbit/s is the best one TCP stream gets, and only when tuned (jumbo
    //   frames, pinned interrupts; ESnet's fasterdata host-tuning notes); untuned hosts often see
    //   30–50 Gbit/s. Decode messages are kilobytes, so there the round trip matters far more.
    // - Round trips: 1 and 2.5 GbE NICs moderate interrupts, so a small request/response through a
    //   switch takes 100–200 µs (netperf TCP_RR on idle hosts); 10 GbE about 50 µs; 25 and 100 GbE
    //   NICs (ConnectX class) 20–30 µs with the kernel stack.
    // - Thunderbolt 3/4 IP networking (Linux thunderbolt-net, macOS Thunderbolt Bridge): iperf3
    //   reports 15–20 Gbit/s for one stream host to host, well below the 40 Gbit/s link, and
    //   round trips near 50 µs.
    // - Wi-Fi 5/6, two streams at 80 MHz near the access point: 300–600 Mbit/s of TCP in one
    //   direction and 2–5 ms round trips (shared airtime, power save), and far worse when the
    //   channel is busy.
    static const QList<LinkClass> classes{
        {LinkClassId::Wifi, {3000, 400e6 / kBitsPerByte}},
        {LinkClassId::Ethernet1G, {150, 941e6 / kBitsPerByte}},
        {LinkClassId::Ethernet2_5G, {120, 2.35e9 / kBitsPerByte}},
        {LinkClassId::Ethernet10G, {50, 9.41e9 / kBitsPerByte}},
        {LinkClassId::Thunderbolt, {50, 18e9 / kBitsPerByte}},
        {LinkClassId::Ethernet25G, {30, 23e9 / kBitsPerByte}},
        {LinkClassId::Ethernet100G, {25, 90e9 / kBitsPerByte}},
    };
    return classes;
}

double messageRoundTrips(protocol::BenchBackend backend)
{
    return backend == protocol::BenchBackend::Cuda ? 0.5 : 1.0;
}

std::optional<SplitMeasurement> splitMeasurement(const StoredBenchResult &result, std::uint32_t promptTokens)
{
    const bool tensor = result.layout == protocol::BenchLayout::TensorParallel;
    const bool pipeline = result.layout == protocol::BenchLayout::PipelineParallel;
    if ((!tensor && !pipeline) || result.status != RunStatus::Complete || result.reports.size() < 2
        || result.concurrency == 0 || !(result.summary.decodeStepMs > 0))
        return std::nullopt;
    for (const std::optional<protocol::BenchRankReport> &report : result.reports) {
        if (!report || report->decode.empty())
            return std::nullopt;
    }

    SplitMeasurement measured;
    measured.resultId = result.id;
    measured.layout = result.layout;
    measured.worldSize = std::uint32_t(result.reports.size());
    measured.batch = result.concurrency;
    measured.promptTokens = promptTokens;
    if (tensor) {
        // The ranks compute side by side; the step waits for the slowest.
        measured.computeMsPerStep = result.summary.computeMsPerStep;
        for (const auto &report : result.reports)
            measured.prefillComputeMs = std::max(
                measured.prefillComputeMs, std::max(0.0, report->prefill.wallMs - report->prefill.commMs));
    } else {
        // The stages compute one after another; each one's wait for the others is in its comm.
        for (const auto &report : result.reports) {
            measured.computeMsPerStep += meanComputeMs(report->decode);
            measured.prefillComputeMs += std::max(0.0, report->prefill.wallMs - report->prefill.commMs);
        }
    }
    measured.measuredStepMs = result.summary.decodeStepMs;
    measured.measuredTokensPerSecond = double(measured.batch) * 1000.0 / measured.measuredStepMs;
    measured.measuredTtftMs = result.summary.ttftMs.p50;
    measured.measuredCommMsPerStep = result.summary.commMsPerStep;
    return measured;
}

SplitPrediction predictSplit(const protocol::ModelShape &shape, protocol::DType dtype,
                             protocol::BenchBackend backend, const SplitMeasurement &measured,
                             const LinkModel &link)
{
    SplitPrediction prediction;
    const double beta = link.bytesPerSecond;
    if (!(beta > 0) || !std::isfinite(beta) || measured.worldSize < 2 || !(link.rttUs >= 0))
        return prediction;
    const double n = measured.worldSize;
    const double act = double(activationBytes(backend, dtype));
    const double batch = measured.batch;
    const double rows = double(measured.promptTokens) * batch;

    if (measured.layout == protocol::BenchLayout::TensorParallel) {
        const double alphaUs = messageRoundTrips(backend) * link.rttUs;
        prediction.commMsPerStep = tensorParallelCommMsEstimate(shape, std::size_t(act), measured.worldSize,
                                                                measured.batch, alphaUs, beta);
        // The prefill's all-reduces carry every prompt row, but its arg-max all-gather only the last
        // row of each sequence: take the estimate for `rows` and remove the all-gather's extra bytes.
        // A real run has rows ≤ kMaxBenchTokens × kMaxBenchConcurrency, within the estimate's 32 bits.
        const double prefillRows = std::clamp(rows, batch, double(std::numeric_limits<std::uint32_t>::max()));
        const double estimate = tensorParallelCommMsEstimate(shape, std::size_t(act), measured.worldSize,
                                                             std::uint32_t(prefillRows), alphaUs, beta);
        const double extraArgMaxBytes = (n - 1) * (prefillRows - batch) * double(kArgMaxBytesPerSequence);
        prediction.prefillCommMs = std::max(0.0, estimate - extraArgMaxBytes / beta * 1000.0);
    } else if (measured.layout == protocol::BenchLayout::PipelineParallel) {
        const double alphaUs = link.rttUs / 2;
        const double tokenBytes = sizeof(std::int32_t) * batch;
        prediction.commMsPerStep = (n - 1) * messageMs(alphaUs, double(shape.hidden) * batch * act, beta)
                                   + messageMs(alphaUs, tokenBytes, beta);
        prediction.prefillCommMs = (n - 1) * messageMs(alphaUs, double(shape.hidden) * rows * act, beta)
                                   + messageMs(alphaUs, tokenBytes, beta);
    } else {
        return prediction;
    }
    prediction.stepMs = measured.computeMsPerStep + prediction.commMsPerStep;
    prediction.tokensPerSecond = prediction.stepMs > 0 ? batch * 1000.0 / prediction.stepMs : 0;
    prediction.ttftMs = measured.prefillComputeMs + prediction.prefillCommMs;
    return prediction;
}

double expectedSplitBytesPerStep(const protocol::ModelShape &shape, protocol::DType dtype,
                                 protocol::BenchBackend backend, protocol::BenchLayout layout,
                                 std::uint32_t worldSize, std::uint32_t batch)
{
    if (worldSize < 2)
        return 0;
    const double n = worldSize;
    const double rowBytes = double(shape.hidden) * double(batch) * double(activationBytes(backend, dtype));
    if (layout == protocol::BenchLayout::TensorParallel)
        return 2.0 * shape.layers * 2.0 * (n - 1) * rowBytes
               + n * (n - 1) * double(batch) * double(kArgMaxBytesPerSequence);
    if (layout == protocol::BenchLayout::PipelineParallel)
        return (n - 1) * rowBytes + double(sizeof(std::int32_t)) * batch;
    return 0;
}

std::optional<WhatIf> whatIf(const protocol::ModelShape &shape, protocol::DType dtype,
                             protocol::BenchBackend backend, const StoredBenchResult &split,
                             std::uint32_t promptTokens, const LinkModel &link)
{
    if (!(link.bytesPerSecond > 0) || !std::isfinite(link.bytesPerSecond))
        return std::nullopt;
    const std::optional<SplitMeasurement> measured = splitMeasurement(split, promptTokens);
    if (!measured)
        return std::nullopt;
    WhatIf result;
    result.measured = *measured;
    result.measuredLink = link;
    result.backend = backend;
    result.atMeasuredLink = predictSplit(shape, dtype, backend, *measured, link);
    result.tokensPerSecondError
        = relativeError(result.atMeasuredLink.tokensPerSecond, measured->measuredTokensPerSecond);
    result.ttftError = relativeError(result.atMeasuredLink.ttftMs, measured->measuredTtftMs);
    for (const LinkClass &linkClass : linkClasses())
        result.classes.append({linkClass, predictSplit(shape, dtype, backend, *measured, linkClass.link)});
    return result;
}

namespace {

/// What `budgetMs` allows of a link for a step with these round trips and bytes.
void fitBudget(LayoutTraffic &traffic, std::optional<double> budgetMs)
{
    if (!budgetMs || !(*budgetMs > 0))
        return;
    if (traffic.roundTripsPerStep > 0)
        traffic.maxRttUs = *budgetMs * 1000.0 / traffic.roundTripsPerStep;
    if (traffic.criticalBytesPerStep > 0)
        traffic.minBitsPerSecond = traffic.criticalBytesPerStep * kBitsPerByte / (*budgetMs / 1000.0);
}

} // namespace

TrafficEstimate estimateTraffic(const protocol::ModelShape &shape, protocol::DType dtype,
                                protocol::BenchBackend backend, std::uint32_t machines, std::uint32_t batch,
                                std::optional<double> budgetMs)
{
    TrafficEstimate estimate;
    estimate.machines = std::max<std::uint32_t>(2, machines);
    estimate.batch = std::max<std::uint32_t>(1, batch);
    estimate.budgetMs = budgetMs;
    const std::uint32_t n = estimate.machines;
    const std::uint32_t b = estimate.batch;
    const double rowBytes = double(shape.hidden) * double(b) * double(activationBytes(backend, dtype));

    // Tensor parallel: the what-if's own estimate, read as round trips (α of 1 ms on an endless
    // link gives the messages' count in ms) and as bytes (no α, 1000 B/s gives the bytes in ms).
    LayoutTraffic tensor;
    tensor.layout = TrafficLayout::TensorParallel;
    const std::size_t act = activationBytes(backend, dtype);
    tensor.roundTripsPerStep
        = tensorParallelCommMsEstimate(shape, act, n, b, 1000.0, std::numeric_limits<double>::infinity())
          * messageRoundTrips(backend);
    tensor.criticalBytesPerStep = tensorParallelCommMsEstimate(shape, act, n, b, 0.0, 1000.0);
    // A ring: every rank sends its share to the next one (and receives as much).
    tensor.bytesPerStep
        = expectedSplitBytesPerStep(shape, dtype, backend, protocol::BenchLayout::TensorParallel, n, b)
          / double(n);
    fitBudget(tensor, budgetMs);

    // Pipeline: n messages a step (n − 1 activations, the sampled tokens back), each one way.
    LayoutTraffic pipeline;
    pipeline.layout = TrafficLayout::PipelineParallel;
    pipeline.roundTripsPerStep = double(n) / 2.0;
    pipeline.criticalBytesPerStep
        = expectedSplitBytesPerStep(shape, dtype, backend, protocol::BenchLayout::PipelineParallel, n, b);
    pipeline.bytesPerStep = rowBytes + double(sizeof(std::int32_t)) * b;
    fitBudget(pipeline, budgetMs);

    // llama.cpp over RPC: the first machine drives every remote device, each by synchronous
    // commands; the activations go there and back in fp32.
    LayoutTraffic rpc;
    rpc.layout = TrafficLayout::LlamaCppRpc;
    rpc.roundTripsPerStep = kRpcRoundTripsPerRemoteDevice * double(n - 1);
    const double rpcRowBytes = double(shape.hidden) * double(b) * 4.0;
    rpc.criticalBytesPerStep = 2.0 * rpcRowBytes * double(n - 1);
    rpc.bytesPerStep = rpcRowBytes * double(n - 1); // the first machine sends, and receives as much
    fitBudget(rpc, budgetMs);

    LayoutTraffic copies;
    copies.layout = TrafficLayout::Copies;
    copies.bytesPerStep = kStreamedBytesPerToken * double(b);
    estimate.layouts = {tensor, pipeline, rpc, copies};
    return estimate;
}

} // namespace shardscope::core
