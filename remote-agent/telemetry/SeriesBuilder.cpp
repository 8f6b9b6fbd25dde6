#include "remote-agent/telemetry/SeriesBuilder.h"

#include "remote-agent/probe/FileText.h"

#include <algorithm>
#include <utility>

namespace shardscope::telemetry {

using protocol::TelemetryGpuSeries;
using protocol::TelemetrySeries;

std::optional<CpuTimes> parseProcStat(std::string_view text)
{
    const auto lines = probe::splitLines(text);
    if (lines.empty())
        return std::nullopt;
    const auto fields = probe::splitWhitespace(lines.front());
    if (fields.size() < 5 || fields.front() != "cpu")
        return std::nullopt;
    // user nice system idle [iowait irq softirq steal]; guest and guest_nice are part of user/nice.
    std::uint64_t values[8] = {};
    const std::size_t count = std::min<std::size_t>(fields.size() - 1, 8);
    for (std::size_t i = 0; i < count; ++i) {
        const auto value = probe::parseUint64(fields[i + 1]);
        if (!value)
            return std::nullopt;
        values[i] = *value;
    }
    CpuTimes times;
    for (std::size_t i = 0; i < count; ++i)
        times.total += values[i];
    times.busy = times.total - values[3] - values[4]; // idle, iowait
    return times;
}

std::optional<double> busyShare(const CpuTimes &before, const CpuTimes &after)
{
    if (after.total <= before.total || after.busy < before.busy)
        return std::nullopt;
    const double share = double(after.busy - before.busy) / double(after.total - before.total);
    return std::clamp(share, 0.0, 1.0);
}

SeriesBuilder::SeriesBuilder(std::size_t maxSamples, std::size_t maxGpus)
    : m_maxSamples(
        std::max<std::size_t>(2, std::min(maxSamples, protocol::kMaxTelemetrySamples) & ~std::size_t(1)))
    , m_maxGpus(std::min(maxGpus, protocol::kMaxTelemetryGpus))
{
    m_readings.reserve(std::min<std::size_t>(m_maxSamples, 1024));
}

bool SeriesBuilder::add(Reading r)
{
    if (m_readings.empty()) {
        for (const GpuReading &gpu : r.gpus)
            if (m_gpuIndices.size() < m_maxGpus && (m_gpuIndices.empty() || gpu.index > m_gpuIndices.back()))
                m_gpuIndices.push_back(gpu.index);
    }
    bool halved = false;
    if (m_readings.size() >= m_maxSamples) {
        if (m_halvings >= protocol::kMaxTelemetryHalvings)
            return false; // never within kMaxTelemetryDurationMs; the bound keeps the reply valid
        std::size_t kept = 0;
        for (std::size_t i = 0; i < m_readings.size(); i += 2)
            m_readings[kept++] = std::move(m_readings[i]);
        m_readings.resize(kept);
        ++m_halvings;
        halved = true;
    }
    if (!m_readings.empty() && r.tMs < m_readings.back().tMs)
        r.tMs = m_readings.back().tMs; // the monotonic clock never goes back; rounding might
    m_readings.push_back(std::move(r));
    return halved;
}

TelemetrySeries SeriesBuilder::take(const std::string &interfaceName, std::uint32_t intervalMs,
                                    protocol::TelemetryGpuSource gpuSource, bool reachedMaxDuration) const
{
    TelemetrySeries series;
    series.interfaceName = interfaceName;
    series.intervalMs = intervalMs;
    series.gpuSource = gpuSource;
    series.reachedMaxDuration = reachedMaxDuration;
    series.halvings = m_halvings;
    const bool bytes = !interfaceName.empty();
    for (std::size_t i = 0; i < m_readings.size(); ++i) {
        const Reading &r = m_readings[i];
        series.tMs.push_back(r.tMs);
        if (bytes) {
            series.rxBytes.push_back(r.rxBytes);
            series.txBytes.push_back(r.txBytes);
        }
        std::optional<double> busy;
        if (i > 0 && r.cpu && m_readings[i - 1].cpu)
            busy = busyShare(*m_readings[i - 1].cpu, *r.cpu);
        series.cpuBusy.push_back(busy);
    }
    if (gpuSource != protocol::TelemetryGpuSource::Nvml)
        return series;
    for (const std::uint32_t index : m_gpuIndices) {
        TelemetryGpuSeries gpu;
        gpu.index = index;
        for (const Reading &r : m_readings) {
            const auto it = std::find_if(r.gpus.begin(), r.gpus.end(),
                                         [index](const GpuReading &g) { return g.index == index; });
            const bool found = it != r.gpus.end();
            if (found && it->memoryTotalBytes && !gpu.memoryTotalBytes
                && *it->memoryTotalBytes <= protocol::kMaxTelemetryMemoryBytes)
                gpu.memoryTotalBytes = it->memoryTotalBytes;
            gpu.utilizationPercent.push_back(found ? it->utilizationPercent : std::nullopt);
            // Used memory only beside the total it is part of (the parser checks used ≤ total).
            const bool fits = found && it->memoryUsedBytes && it->memoryTotalBytes
                              && it->memoryTotalBytes == gpu.memoryTotalBytes
                              && *it->memoryTotalBytes <= protocol::kMaxTelemetryMemoryBytes;
            gpu.memoryUsedBytes.push_back(fits ? it->memoryUsedBytes : std::nullopt);
        }
        series.gpus.push_back(std::move(gpu));
    }
    return series;
}

} // namespace shardscope::telemetry
