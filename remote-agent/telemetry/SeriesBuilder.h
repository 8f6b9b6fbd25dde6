#pragma once

#include "remote-agent/protocol/Telemetry.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::telemetry {

/// The first line of /proc/stat as two counters, in USER_HZ ticks of all cores together.
struct CpuTimes {
    std::uint64_t busy = 0;  ///< total − idle − iowait
    std::uint64_t total = 0; ///< user + nice + system + idle + iowait + irq + softirq + steal
    bool operator==(const CpuTimes &) const = default;
};

/// CpuTimes from the text of /proc/stat (its first line "cpu  user nice system idle iowait irq
/// softirq steal guest guest_nice"; guest time is already in user and nice, so it is not added);
/// nullopt when the first line is not that, or has fewer than 4 numbers.
std::optional<CpuTimes> parseProcStat(std::string_view text);

/// Busy share between two readings, 0..1; nullopt when no tick passed (or the counters went back).
std::optional<double> busyShare(const CpuTimes &before, const CpuTimes &after);

/// One GPU at one sample.
struct GpuReading {
    std::uint32_t index = 0;
    std::optional<std::uint32_t> utilizationPercent;
    std::optional<std::uint64_t> memoryUsedBytes;
    std::optional<std::uint64_t> memoryTotalBytes;
};

/// What the sampler read at one moment: raw counters, turned into a series by SeriesBuilder.
struct Reading {
    double tMs = 0;
    std::optional<std::uint64_t> rxBytes;
    std::optional<std::uint64_t> txBytes;
    std::optional<CpuTimes> cpu;
    std::vector<GpuReading> gpus;
};

/// The bounded series of one sampler. It keeps raw readings; when it holds maxSamples of them, it
/// keeps every other one (the first, the third, …) and the sampler doubles its interval, so the
/// kept samples are again one (doubled) interval apart and the next one lands on the same grid.
/// CPU shares are computed at the end from the kept readings' counters, so they stay exact (each
/// covers the time since the kept sample before); GPU utilization is NVML's own average and is
/// kept as read.
class SeriesBuilder
{
public:
    /// maxSamples is made even and at least 2 (see above); at most kMaxTelemetrySamples.
    SeriesBuilder(std::size_t maxSamples, std::size_t maxGpus);

    /// Adds r; returns true when the series was full and halved first (the caller doubles its
    /// interval). GPUs beyond maxGpus, and those not in the first reading, are left out.
    bool add(Reading r);
    std::size_t size() const { return m_readings.size(); }
    std::uint32_t halvings() const { return m_halvings; }
    std::size_t maxSamples() const { return m_maxSamples; }

    /// The series in protocol form; interface, interval, GPU source and the end are the caller's.
    protocol::TelemetrySeries take(const std::string &interfaceName, std::uint32_t intervalMs,
                                   protocol::TelemetryGpuSource gpuSource, bool reachedMaxDuration) const;

private:
    std::size_t m_maxSamples;
    std::size_t m_maxGpus;
    std::vector<Reading> m_readings;
    std::vector<std::uint32_t> m_gpuIndices; ///< of the first reading, increasing
    std::uint32_t m_halvings = 0;
};

} // namespace shardscope::telemetry
