// libFuzzer target: the per-machine sampling's messages (issue 16, remote-agent/protocol/Telemetry.h)
// on any JSON document (and each member of an object, so that golden-telemetry.json is a seed as it
// is): telemetry_start's params and reply, telemetry_stop's params, and the series it answers,
// then what core makes of a series that parses (core::telemetryFigures). Each run is checked:
// - what parses is what its own JSON parses to, and holds only what the parser promises: bounds,
//   every column as long as t_ms, times finite and not decreasing, shares and percentages in range;
// - the figures never crash and are all finite and within what the series allows: CPU busy 0…1,
//   a byte count no more than the last counter, GPU utilization 0…100, memory used ≤ total.
#include "FuzzSupport.h"

#include "core/analysis/ServeMetrics.h"
#include "remote-agent/protocol/Link.h"
#include "remote-agent/protocol/Telemetry.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

using namespace shardscope::protocol;
using shardscope::core::TelemetryFigures;
using shardscope::fuzz::require;
using shardscope::fuzz::roundTripSame;

namespace {

bool finiteWithin(double value, double minimum, double maximum)
{
    return std::isfinite(value) && value >= minimum && value <= maximum;
}

/// Bounded only: a Linux interface name may hold any byte but '/', ':', NUL and white space, so
/// the protocol takes it as it is, and whoever shows it makes it safe (SafeText).
bool interfaceNameOk(const std::string &name)
{
    return name.size() <= kMaxTelemetryInterfaceBytes;
}

/// The largest reading of a counter column; unset without any.
std::optional<std::uint64_t> largest(const std::vector<std::optional<std::uint64_t>> &column)
{
    std::optional<std::uint64_t> most;
    for (const auto &value : column)
        if (value)
            most = std::max(most.value_or(0), *value);
    return most;
}

void checkSeries(const TelemetrySeries &series)
{
    const std::size_t samples = series.tMs.size();
    require(samples <= telemetrySampleLimit(series.gpus.size()));
    require(interfaceNameOk(series.interfaceName));
    require(series.gpuSource == TelemetryGpuSource::None || series.gpuSource == TelemetryGpuSource::Nvml);
    require(series.halvings <= kMaxTelemetryHalvings);
    for (std::size_t i = 0; i < samples; ++i) {
        require(finiteWithin(series.tMs[i], 0, double(kMaxTelemetryDurationMs)));
        require(i == 0 || series.tMs[i] >= series.tMs[i - 1]);
    }
    const std::size_t byteColumns = series.interfaceName.empty() ? 0 : samples;
    require(series.rxBytes.size() == byteColumns && series.txBytes.size() == byteColumns);
    require(series.cpuBusy.size() == samples);
    for (const auto &busy : series.cpuBusy)
        require(!busy || finiteWithin(*busy, 0, 1));
    require(series.gpus.size() <= kMaxTelemetryGpus);
    require(series.gpus.empty() || series.gpuSource == TelemetryGpuSource::Nvml);
    for (std::size_t g = 0; g < series.gpus.size(); ++g) {
        const TelemetryGpuSeries &gpu = series.gpus[g];
        require(g == 0 || gpu.index > series.gpus[g - 1].index);
        require(gpu.utilizationPercent.size() == samples && gpu.memoryUsedBytes.size() == samples);
        for (const auto &percent : gpu.utilizationPercent)
            require(!percent || *percent <= 100);
        require(!gpu.memoryTotalBytes || *gpu.memoryTotalBytes <= kMaxTelemetryMemoryBytes);
        for (const auto &used : gpu.memoryUsedBytes)
            require(!used
                    || (*used <= kMaxTelemetryMemoryBytes
                        && (!gpu.memoryTotalBytes || *used <= *gpu.memoryTotalBytes)));
    }
}

void checkFigures(const TelemetrySeries &series)
{
    const TelemetryFigures figures = shardscope::core::telemetryFigures(series);
    require(figures.samples == series.tMs.size());
    require(finiteWithin(figures.durationMs, 0, double(kMaxTelemetryDurationMs)));
    require(!figures.cpuBusyMean || finiteWithin(*figures.cpuBusyMean, 0, 1));
    const bool anyCpu = std::any_of(series.cpuBusy.begin(), series.cpuBusy.end(),
                                    [](const std::optional<double> &busy) { return busy.has_value(); });
    require(figures.cpuBusyMean.has_value() == anyCpu);
    for (const auto &[count, column] :
         {std::pair{figures.rxBytes, &series.rxBytes}, std::pair{figures.txBytes, &series.txBytes}}) {
        require(!count || (largest(*column) && *count <= *largest(*column)));
        require(!count || !series.interfaceName.empty());
    }
    require(std::size_t(figures.gpus.size()) == series.gpus.size());
    for (std::size_t g = 0; g < series.gpus.size(); ++g) {
        const TelemetryFigures::Gpu &gpu = figures.gpus.at(qsizetype(g));
        require(gpu.index == series.gpus[g].index);
        require(gpu.memoryTotalBytes == series.gpus[g].memoryTotalBytes);
        require(!gpu.utilizationMeanPercent || finiteWithin(*gpu.utilizationMeanPercent, 0, 100));
        require(gpu.utilizationMeanPercent.has_value() == gpu.utilizationMaxPercent.has_value());
        require(!gpu.utilizationMaxPercent || *gpu.utilizationMaxPercent <= 100);
        require(!gpu.utilizationMeanPercent || *gpu.utilizationMeanPercent <= *gpu.utilizationMaxPercent);
        require(!gpu.memoryUsedMaxBytes || !gpu.memoryTotalBytes
                || *gpu.memoryUsedMaxBytes <= *gpu.memoryTotalBytes);
    }
}

void check(const nlohmann::json &document)
{
    roundTripSame(parseTelemetryStartParams, document);
    if (const auto params = parseTelemetryStartParams(document)) {
        // No cluster address (a machine sampled without its interface) or a specific unicast one.
        require(params->clusterAddress.empty() || isSpecificUnicastText(params->clusterAddress));
        require(params->intervalMs >= kMinTelemetryIntervalMs
                && params->intervalMs <= kMaxTelemetryIntervalMs);
        require(params->maxDurationMs >= 1 && params->maxDurationMs <= kMaxTelemetryDurationMs);
    }
    roundTripSame(parseTelemetryStartReply, document);
    if (const auto reply = parseTelemetryStartReply(document)) {
        require(reply->samplerId >= 1);
        require(interfaceNameOk(reply->interfaceName));
        require(reply->gpuSource == TelemetryGpuSource::None || reply->gpuSource == TelemetryGpuSource::Nvml);
    }
    roundTripSame(parseTelemetryStopParams, document);
    if (const auto stop = parseTelemetryStopParams(document))
        require(stop->samplerId >= 1);
    roundTripSame(parseTelemetrySeries, document);
    if (const auto series = parseTelemetrySeries(document)) {
        checkSeries(*series);
        checkFigures(*series);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    shardscope::fuzz::forEachDocument(data, size, check);
    return 0;
}
