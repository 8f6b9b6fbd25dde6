#pragma once

// The per-machine sampling of a serving run (issue 16, "While it runs: where did the work go?"):
// while the load generator runs, every node samples its cluster interface's byte counters, its CPU
// use and each GPU's utilization and memory, about 10 times a second, on a thread of its own
// (`telemetry_start` answers at once, `telemetry_stop` answers the series). Plain C++ and
// nlohmann-json, as every protocol type.
//
// The series travels as columns (one array per quantity, every array as long as t_ms, null where a
// reading failed): with 8 GPUs a full series is about 2 MB, where one object per sample would be
// more than the protocol's line limit (kMaxLineBytes).

#include "remote-agent/protocol/Expected.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::protocol {

inline constexpr std::uint32_t kDefaultTelemetryIntervalMs = 100;
inline constexpr std::uint32_t kMinTelemetryIntervalMs = 20;
inline constexpr std::uint32_t kMaxTelemetryIntervalMs = 10'000;
/// The longest a sampler runs (and the default): it stops itself then, whatever happens.
inline constexpr std::uint32_t kMaxTelemetryDurationMs = 6 * 3'600'000; ///< 6 h
/// Samples one series holds (with at most kTelemetryGpusAtFullLength GPUs; fewer with more:
/// telemetrySampleLimit). When full, the sampler keeps every other sample and doubles its interval:
/// a long run keeps its whole span at a coarser rate (TelemetrySeries::halvings).
inline constexpr std::size_t kMaxTelemetrySamples = 10'000;
/// GPUs one series holds (the first ones NVML lists).
inline constexpr std::size_t kMaxTelemetryGpus = 16;
/// GPUs up to which a series holds kMaxTelemetrySamples samples.
inline constexpr std::size_t kTelemetryGpusAtFullLength = 8;
/// Largest GPU memory a series may report (256 TiB): with the sample limit, the bound that keeps
/// the largest series (every counter at its widest) at about half of kMaxLineBytes.
inline constexpr std::uint64_t kMaxTelemetryMemoryBytes = std::uint64_t(1) << 48;

/// Samples a series with `gpus` GPUs may hold: kMaxTelemetrySamples up to
/// kTelemetryGpusAtFullLength GPUs, then in proportion (16 GPUs: 5000), always even.
constexpr std::size_t telemetrySampleLimit(std::size_t gpus)
{
    if (gpus <= kTelemetryGpusAtFullLength)
        return kMaxTelemetrySamples;
    return (kMaxTelemetrySamples * kTelemetryGpusAtFullLength / gpus) & ~std::size_t(1);
}

/// Halvings one series may report: kMinTelemetryIntervalMs × 2^20 is far beyond 6 h.
inline constexpr std::uint32_t kMaxTelemetryHalvings = 20;
/// Longest interface name (IFNAMSIZ is 16 with its NUL).
inline constexpr std::size_t kMaxTelemetryInterfaceBytes = 15;

/// Where the GPU columns come from.
enum class TelemetryGpuSource {
    Unknown = 0,
    None, ///< no NVML (no NVIDIA driver, or it failed to start): no GPU columns
    Nvml, ///< libnvidia-ml.so.1, kept open for the sampler's life
};

/// `telemetry_start` params.
struct TelemetryStartParams {
    /// The node's cluster address (numeric, as link_serve's bindAddress): the interface holding it
    /// is the one sampled. No interface holding it, or empty (a machine whose cluster address is not
    /// known, such as this computer serving alone; the key is then left out): the series has CPU
    /// and GPUs only, no byte columns.
    std::string clusterAddress;
    std::uint32_t intervalMs = kDefaultTelemetryIntervalMs; ///< kMinTelemetryIntervalMs..kMax…
    std::uint32_t maxDurationMs = kMaxTelemetryDurationMs;  ///< 1..kMaxTelemetryDurationMs
    bool operator==(const TelemetryStartParams &) const = default;
};

/// `telemetry_start` result: the sampler runs when it is sent.
struct TelemetryStartReply {
    std::int64_t samplerId = 0;   ///< ≥ 1, for telemetry_stop; unique within the session
    std::string interfaceName;    ///< JSON "interface": the one holding clusterAddress; "" when none
    std::uint32_t intervalMs = 0; ///< as asked
    TelemetryGpuSource gpuSource = TelemetryGpuSource::Unknown; ///< None or Nvml
    bool operator==(const TelemetryStartReply &) const = default;
};

/// `telemetry_stop` params.
struct TelemetryStopParams {
    std::int64_t samplerId = 0;
    bool operator==(const TelemetryStopParams &) const = default;
};

/// One GPU's columns, each as long as TelemetrySeries::tMs.
struct TelemetryGpuSeries {
    std::uint32_t index = 0;                       ///< NVML's index
    std::optional<std::uint64_t> memoryTotalBytes; ///< once: it does not change during a run
    /// nvmlDeviceGetUtilizationRates' gpu: percent of NVML's last sample period (1/6 s to 1 s,
    /// depending on the product) in which a kernel ran; 0..100; null where the call failed.
    std::vector<std::optional<std::uint32_t>> utilizationPercent;
    std::vector<std::optional<std::uint64_t>> memoryUsedBytes; ///< ≤ memoryTotalBytes; null: failed
    bool operator==(const TelemetryGpuSeries &) const = default;
};

/// `telemetry_stop` result: what the sampler took, from its start to the stop (or its maximum
/// duration). Sample i is the moment tMs[i]; every column has one value (or null) per sample.
struct TelemetrySeries {
    std::string interfaceName;    ///< JSON "interface"; "" when none: rxBytes and txBytes are empty
    std::uint32_t intervalMs = 0; ///< the effective one at the end: the asked one × 2^halvings
    TelemetryGpuSource gpuSource = TelemetryGpuSource::Unknown;
    /// Milliseconds since the sampler started, on the node's monotonic clock; not decreasing. The
    /// last sample is the one taken at the stop, less than an interval after the one before.
    std::vector<double> tMs;
    /// The interface's cumulative counters (/sys/class/net/<if>/statistics); null where the read
    /// failed. A difference of two is what crossed the interface between those samples.
    std::vector<std::optional<std::uint64_t>> rxBytes;
    std::vector<std::optional<std::uint64_t>> txBytes;
    /// Share of all cores' time that was busy (/proc/stat: 1 − (idle + iowait) / total) since the
    /// sample before, 0..1; null for the first sample and where /proc/stat could not be read. Kept
    /// exact across halvings (computed from the kept samples' counters).
    std::vector<std::optional<double>> cpuBusy;
    std::vector<TelemetryGpuSeries> gpus; ///< at most kMaxTelemetryGpus, indices increasing
    bool reachedMaxDuration = false;      ///< the sampler stopped itself before telemetry_stop
    std::uint32_t halvings = 0;           ///< times the series was full and kept every other sample
    bool operator==(const TelemetrySeries &) const = default;
};

/// "none", "nvml"; "unknown" for Unknown.
std::string toString(TelemetryGpuSource value);
/// Unknown for any text but "none" and "nvml".
TelemetryGpuSource telemetryGpuSourceFromString(const std::string &text);

void to_json(nlohmann::json &j, const TelemetryStartParams &value);
void to_json(nlohmann::json &j, const TelemetryStartReply &value);
void to_json(nlohmann::json &j, const TelemetryStopParams &value);
void to_json(nlohmann::json &j, const TelemetryGpuSeries &value);
void to_json(nlohmann::json &j, const TelemetrySeries &value);

// Strict parsers: a wrong type, a missing required field or a value out of range is an error
// naming the field; unknown fields are ignored.
/// {cluster_address, interval_ms?, max_duration_ms?}: a specific unicast address
/// (isSpecificUnicastText), the interval and duration within their bounds (absent: the defaults).
Expected<TelemetryStartParams> parseTelemetryStartParams(const nlohmann::json &j);
/// {sampler_id ≥ 1, interface, interval_ms, gpu_source "none" or "nvml"}.
Expected<TelemetryStartReply> parseTelemetryStartReply(const nlohmann::json &j);
/// {sampler_id ≥ 1}.
Expected<TelemetryStopParams> parseTelemetryStopParams(const nlohmann::json &j);
/// {interface, interval_ms, gpu_source, t_ms, rx_bytes?, tx_bytes?, cpu_busy, gpus,
/// reached_max_duration, halvings}: at most kMaxTelemetrySamples samples with finite times from 0
/// to kMaxTelemetryDurationMs, not decreasing (at most telemetrySampleLimit of the GPU count);
/// every column as long as t_ms; byte columns exactly when there is an interface; cpu_busy from 0
/// to 1; times read to the microsecond and shares to 1e-4, the steps to_json writes, so a series
/// read back is equal to the one written; GPUs only from NVML, at most kMaxTelemetryGpus with increasing
/// indices, utilization at most 100, memory at most kMaxTelemetryMemoryBytes and used at most total.
Expected<TelemetrySeries> parseTelemetrySeries(const nlohmann::json &j);

} // namespace shardscope::protocol
