#pragma once

#include "core/model/BenchTypes.h"
#include "remote-agent/protocol/Bench.h"

#include <nlohmann/json.hpp>

#include <QList>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace shardscope::core {

// The figures of an inference run, computed from the ranks' raw reports. Definitions (vLLM's
// `bench serve`; docs/METRICS.md, "Inference runs"):
// - A request is one sequence of a batch. Every sequence of one batch gets its tokens at the same
//   time: the sampling rank's tokenTimesMs, counted once per sequence.
// - TTFT = tokenTimesMs[0] (the common start → end of the prefill), and each of earlierTtftMs (the
//   prefills before it, workload.prefills in all): every timed prefill counts once per sequence, so
//   the TTFT percentiles are over batch × prefills samples; e2e = the last token time;
//   ITL = every gap between consecutive token times; TPOT = (e2e − TTFT) / (tokens − 1), for
//   requests with at least two tokens.
// - Output tokens/s and requests/s: over the last token time of the slowest replica.

/// Mean, count and nearest-rank p50/p90/p99 of `samplesMs` (the method of the link statistics,
/// remote-agent/link/LatencyStats.h: the value at rank ceil(p/100 × n), always a measured value,
/// never interpolated). All zero for an empty sample.
Percentiles percentiles(std::vector<double> samplesMs);

/// The summary of one run. `ranks` is BenchRunOutcome::ranks: one entry per rank in rank order
/// (Single: one; PipelineParallel: the last is the sampling stage), or one per replica for Replicas
/// (replica i serves replicaShare(spec.concurrency, size, i) sequences); unset: no report came.
/// The batch is spec.concurrency (workload.concurrency when that is 0); token counts come from the
/// reports, not from workload.generateTokens. The list has spec.nodes.size() entries (ranks.size()
/// when spec.nodes is empty); entries missing at the end count as ranks without a report.
///
/// Per decode step i, the slowest rank is the one with the longest compute (wall − comm) among
/// those that measured step i; computeMsPerStep and commMsPerStep are the means over steps of that
/// rank's compute and communication (its communication waits least for others, so it is the
/// closest to the cost of the transfers themselves). Replicas are treated as ranks for these
/// figures (the slowest replica of step i). decodeStepMs is the sampling rank's mean decode step
/// (Replicas: the slowest replica's). bytesPerStep sums every rank's bytes of a step.
///
/// Roofline: per rank, bandwidth × 1e9 / bytesPerDecodeStep steps/s. Single and TensorParallel:
/// every rank reads its slice each step, so the slowest rank's rate × batch. PipelineParallel: the
/// stages run one after another, so the step lasts at least Σ bytes / bandwidth over the stages;
/// tokens/s ≤ batch / that. Replicas: the sum of each replica's limit (with its own share of the
/// batch). 0 when a rank that should have run gave no report or no bandwidth / bytes figure, and 0
/// ("n/a") when a rank that should have run reads fewer than kMinRooflineBytes a step: its weights
/// and KV cache then fit in the caches, DRAM bandwidth is not its limit, and a run may rightly be
/// faster than the "roofline" (the tiny shape on a CPU).
/// Measured decode tokens/s = batch / decodeStepMs of the sampling rank (Replicas: summed over the
/// replicas); rooflineFraction = measured / roofline (0 when the roofline is 0); aboveRoofline when
/// it exceeds 1.05.
///
/// A partial run (a rank without a report, or completed = false): every figure is computed from
/// what was measured before the failure. Requests count the sequences of the replicas whose
/// sampling rank reported at least one token time, with the tokens they got; steps count where
/// any rank measured them. The summary of a failed run is a record of what happened, never a
/// result to compare: the caller stores it with the run's failed status.
BenchSummary summarizeBenchRun(const BenchRunSpec &spec, const protocol::BenchWorkload &workload,
                               const QList<std::optional<protocol::BenchRankReport>> &ranks);

/// The part of a decode step the sampling rank spent neither computing nor communicating: waiting
/// for another rank (a pipeline stage, a slower tensor-parallel rank). decodeStepMs −
/// computeMsPerStep − commMsPerStep, floored at 0 (the three come from different ranks, so the
/// difference can dip below 0 by noise). The charts' and the PDF's "Waiting" bar.
double waitingMsPerStep(const BenchSummary &summary);

/// The bytes a rank must read per decode step for the memory roofline to apply (summarizeBenchRun):
/// 256 MiB, larger than the last-level cache of most CPUs and GPUs.
inline constexpr std::uint64_t kMinRooflineBytes = std::uint64_t(256) << 20;

/// A run whose summary is above the roofline is a measurement error (the node was busy during the
/// bandwidth test, or the figures are wrong), never a success: the error it is stored and shown
/// with, saying so in plain words; the figures are kept. nullopt when summary.aboveRoofline is
/// false.
std::optional<Error> benchRooflineError(const BenchSummary &summary);

/// Bytes each rank contributes to the tensor-parallel arg-max all-gather of one decode step: the
/// best logit (fp32) and its token id (int32) of each sequence of its vocabulary slice.
inline constexpr std::size_t kArgMaxBytesPerSequence = 8;

/// The α-β estimate of the communication time of one tensor-parallel decode step, in ms:
/// 2 × layers all-reduces of hidden × batch × activationBytes bytes (4 on CPU, where activations
/// are fp32; dtypeBytes(dtype) on GPU), each a ring: 2(n − 1) messages of latency α and
/// 2(n − 1)/n × bytes over β; plus the arg-max all-gather of the step (a ring: (n − 1) × α and
/// (n − 1) × batch × kArgMaxBytesPerSequence bytes over β). alphaUs is the one-way latency of a
/// small message (half the link test's RTT); bytesPerSecond the link's throughput. 0 for one rank;
/// 0 when bytesPerSecond is not above 0.
double tensorParallelCommMsEstimate(const protocol::ModelShape &shape, std::size_t activationBytes,
                                    std::uint32_t worldSize, std::uint32_t batch, double alphaUs,
                                    double bytesPerSecond);

} // namespace shardscope::core
