#pragma once

#include "remote-agent/protocol/Telemetry.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace shardscope::telemetry {

/// What a Sampler reads and how often.
struct SamplerOptions {
    /// The interface whose /sys/class/net/<name>/statistics/{rx,tx}_bytes are read; "" for none.
    std::string interfaceName;
    std::uint32_t intervalMs = protocol::kDefaultTelemetryIntervalMs;
    std::uint32_t maxDurationMs = protocol::kMaxTelemetryDurationMs; ///< it stops itself then
    std::size_t maxSamples = protocol::kMaxTelemetrySamples;         ///< smaller in tests of the halving
    /// NVML, through the probe's NvmlUsageReader; "" reads no GPU (gpu_source "none").
    std::string nvmlLibrary = "libnvidia-ml.so.1";
    std::string procStatPath = "/proc/stat";
    std::string sysClassNet = "/sys/class/net";
};

/// Samples, on a thread of its own, the interface's byte counters, the CPU's busy share and each
/// GPU's utilization and memory: the first sample when it starts, then one every interval (on an
/// absolute schedule; a slot missed by a loaded machine is skipped), and one when it stops. It
/// stops on stop() (within a few milliseconds: the thread waits on a condition variable) or by
/// itself after maxDurationMs. Bounded by SeriesBuilder: at most maxSamples samples, halved (and
/// the interval doubled) when full. Stopped and joined by the destructor at the latest.
class Sampler
{
public:
    /// Opens NVML (nvmlLibrary) and starts the thread; never fails: without NVML the series has no
    /// GPU, without the interface's counters it has null bytes.
    static std::unique_ptr<Sampler> start(SamplerOptions options);
    ~Sampler();
    Sampler(const Sampler &) = delete;
    Sampler &operator=(const Sampler &) = delete;

    const std::string &interfaceName() const;
    protocol::TelemetryGpuSource gpuSource() const;
    /// The NVML problem when gpuSource() is None and NVML was asked for ("" otherwise).
    const std::string &gpuProblem() const;

    /// Stops the thread (if it still runs), joins it and returns the series. A second call returns
    /// the same series.
    protocol::TelemetrySeries stop();

    struct State;

private:
    explicit Sampler(std::unique_ptr<State> state);
    std::unique_ptr<State> m_state;
};

} // namespace shardscope::telemetry
