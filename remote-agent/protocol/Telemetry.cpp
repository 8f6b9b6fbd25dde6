#include "remote-agent/protocol/Telemetry.h"

#include "remote-agent/protocol/Json.h"
#include "remote-agent/protocol/Link.h"

#include <array>
#include <cmath>
#include <utility>

namespace shardscope::protocol {

using nlohmann::json;

namespace {

constexpr std::array<std::pair<TelemetryGpuSource, const char *>, 2> kGpuSourceNames{{
    {TelemetryGpuSource::None, "none"},
    {TelemetryGpuSource::Nvml, "nvml"},
}};

/// Milliseconds kept to the microsecond and shares to 1e-4: a full series stays short. The parser
/// keeps what it reads to the same steps, so a series read back is the one written.
constexpr double kTimeSteps = 1000.0;
constexpr double kShareSteps = 10000.0;

double roundTo(double value, double scale)
{
    return std::isfinite(value) ? std::round(value * scale) / scale : 0.0;
}

void checkRange(ObjectReader &r, const char *key, std::uint64_t value, std::uint64_t min, std::uint64_t max)
{
    if (r.ok() && (value < min || value > max))
        r.fail(r.pathOf(key) + " must be from " + std::to_string(min) + " to " + std::to_string(max));
}

void readSamplerId(ObjectReader &r, const json &j, std::int64_t &out)
{
    if (!requirePresent(r, j, "sampler_id"))
        return;
    std::optional<std::int64_t> value;
    r.optional("sampler_id", value);
    if (value)
        out = *value;
    if (r.ok() && out < 1)
        r.fail(r.pathOf("sampler_id") + " must be at least 1");
}

void readGpuSource(ObjectReader &r, TelemetryGpuSource &out)
{
    std::string text;
    r.required("gpu_source", text);
    if (!r.ok())
        return;
    out = telemetryGpuSourceFromString(text);
    if (out == TelemetryGpuSource::Unknown)
        r.fail(r.pathOf("gpu_source") + " is not none or nvml");
}

void readInterface(ObjectReader &r, std::string &out)
{
    r.required("interface", out);
    if (r.ok() && out.size() > kMaxTelemetryInterfaceBytes)
        r.fail(r.pathOf("interface") + " is longer than " + std::to_string(kMaxTelemetryInterfaceBytes)
               + " bytes");
}

/// An array at key whose items are each null or what readItem(item, value) takes (false: refused
/// with `what`), exactly `size` long. Absent: an error when required, else out stays empty.
template<typename T, typename ReadItem>
void readColumn(ObjectReader &r, const char *key, std::vector<std::optional<T>> &out, std::size_t size,
                bool required, const char *what, ReadItem readItem)
{
    const json *array = r.child(key, json::value_t::array);
    if (!array) {
        if (required && r.ok())
            r.fail(r.pathOf(key) + " is missing");
        return;
    }
    if (array->size() != size) {
        r.fail(r.pathOf(key) + " has " + std::to_string(array->size()) + " values, t_ms "
               + std::to_string(size));
        return;
    }
    std::vector<std::optional<T>> values;
    values.reserve(size);
    for (std::size_t i = 0; i < array->size(); ++i) {
        const json &item = (*array)[i];
        if (item.is_null()) {
            values.emplace_back();
            continue;
        }
        T value{};
        if (!readItem(item, value)) {
            r.fail(r.pathOf(key) + "[" + std::to_string(i) + "] is not " + what);
            return;
        }
        values.emplace_back(value);
    }
    out = std::move(values);
}

bool readUint64(const json &item, std::uint64_t &out)
{
    if (!item.is_number_unsigned() && !(item.is_number_integer() && item.get<std::int64_t>() >= 0))
        return false;
    out = item.get<std::uint64_t>();
    return true;
}

bool readPercent(const json &item, std::uint32_t &out)
{
    std::uint64_t value = 0;
    if (!readUint64(item, value) || value > 100)
        return false;
    out = static_cast<std::uint32_t>(value);
    return true;
}

bool readMemory(const json &item, std::uint64_t &out)
{
    return readUint64(item, out) && out <= kMaxTelemetryMemoryBytes;
}

bool readShare(const json &item, double &out)
{
    if (!item.is_number())
        return false;
    const double value = item.get<double>();
    if (!(std::isfinite(value) && value >= 0 && value <= 1))
        return false;
    out = roundTo(value, kShareSteps);
    return true;
}

void readTimes(ObjectReader &r, std::vector<double> &out)
{
    const json *array = r.child("t_ms", json::value_t::array);
    if (!array) {
        if (r.ok())
            r.fail(r.pathOf("t_ms") + " is missing");
        return;
    }
    if (array->size() > kMaxTelemetrySamples) {
        r.fail(r.pathOf("t_ms") + " holds more than " + std::to_string(kMaxTelemetrySamples) + " samples");
        return;
    }
    std::vector<double> values;
    values.reserve(array->size());
    for (std::size_t i = 0; i < array->size(); ++i) {
        const json &item = (*array)[i];
        const double value = item.is_number() ? item.get<double>() : -1.0;
        if (!(std::isfinite(value) && value >= 0 && value <= double(kMaxTelemetryDurationMs)
              && (values.empty() || value >= values.back()))) {
            r.fail(r.pathOf("t_ms") + "[" + std::to_string(i) + "] is not a time from the one before to "
                   + std::to_string(kMaxTelemetryDurationMs) + " ms");
            return;
        }
        values.push_back(roundTo(value, kTimeSteps));
    }
    out = std::move(values);
}

Expected<TelemetryGpuSeries> parseGpuSeriesAt(const json &j, const std::string &path, std::size_t samples)
{
    TelemetryGpuSeries g;
    ObjectReader r(j, path);
    readUnsigned(r, j, "index", g.index, true);
    readOptionalUnsigned(r, j, "memory_total_bytes", g.memoryTotalBytes);
    if (r.ok() && g.memoryTotalBytes && *g.memoryTotalBytes > kMaxTelemetryMemoryBytes)
        r.fail(r.pathOf("memory_total_bytes") + " exceeds 2^48");
    readColumn(r, "utilization_percent", g.utilizationPercent, samples, true,
               "null or a percent from 0 to 100", readPercent);
    readColumn(r, "memory_used_bytes", g.memoryUsedBytes, samples, true, "null or a byte count up to 2^48",
               readMemory);
    if (r.ok() && g.memoryTotalBytes) {
        for (std::size_t i = 0; i < g.memoryUsedBytes.size(); ++i)
            if (g.memoryUsedBytes[i] && *g.memoryUsedBytes[i] > *g.memoryTotalBytes) {
                r.fail(r.pathOf("memory_used_bytes") + "[" + std::to_string(i)
                       + "] exceeds memory_total_bytes");
                break;
            }
    }
    return finish(r, std::move(g));
}

Expected<TelemetrySeries> parseSeriesAt(const json &j, const std::string &path)
{
    TelemetrySeries s;
    ObjectReader r(j, path);
    readInterface(r, s.interfaceName);
    readUnsigned(r, j, "interval_ms", s.intervalMs, true);
    checkRange(r, "interval_ms", s.intervalMs, kMinTelemetryIntervalMs, kMaxTelemetryDurationMs);
    readGpuSource(r, s.gpuSource);
    readTimes(r, s.tMs);
    const std::size_t samples = s.tMs.size();
    const bool hasInterface = !s.interfaceName.empty();
    readColumn(r, "rx_bytes", s.rxBytes, samples, hasInterface, "null or an unsigned integer", readUint64);
    readColumn(r, "tx_bytes", s.txBytes, samples, hasInterface, "null or an unsigned integer", readUint64);
    if (r.ok() && !hasInterface && (j.contains("rx_bytes") || j.contains("tx_bytes")))
        r.fail(r.pathOf("rx_bytes") + " and " + r.pathOf("tx_bytes") + " need an interface");
    readColumn(r, "cpu_busy", s.cpuBusy, samples, true, "null or a share from 0 to 1", readShare);

    const json *gpus = r.child("gpus", json::value_t::array);
    if (!gpus && r.ok())
        r.fail(r.pathOf("gpus") + " is missing");
    if (gpus && r.ok()) {
        if (gpus->size() > kMaxTelemetryGpus)
            r.fail(r.pathOf("gpus") + " holds more than " + std::to_string(kMaxTelemetryGpus) + " GPUs");
        else if (!gpus->empty() && s.gpuSource != TelemetryGpuSource::Nvml)
            r.fail(r.pathOf("gpus") + " holds GPUs, but gpu_source is not nvml");
        for (std::size_t i = 0; r.ok() && i < gpus->size(); ++i) {
            auto gpu
                = parseGpuSeriesAt((*gpus)[i], r.pathOf("gpus") + "[" + std::to_string(i) + "]", samples);
            if (!gpu) {
                r.fail(gpu.error().message);
                break;
            }
            if (!s.gpus.empty() && gpu->index <= s.gpus.back().index) {
                r.fail(r.pathOf("gpus") + "[" + std::to_string(i) + "].index is not above the one before");
                break;
            }
            s.gpus.push_back(std::move(gpu).value());
        }
    }
    if (r.ok() && samples > telemetrySampleLimit(s.gpus.size()))
        r.fail(r.pathOf("t_ms") + " holds more than " + std::to_string(telemetrySampleLimit(s.gpus.size()))
               + " samples, the most a series with " + std::to_string(s.gpus.size()) + " GPUs may hold");
    if (requirePresent(r, j, "reached_max_duration"))
        r.optional("reached_max_duration", s.reachedMaxDuration);
    readUnsigned(r, j, "halvings", s.halvings, true);
    checkRange(r, "halvings", s.halvings, 0, kMaxTelemetryHalvings);
    return finish(r, std::move(s));
}

/// A column with null where the value is absent.
template<typename T, typename Write>
json column(const std::vector<std::optional<T>> &values, Write write)
{
    json array = json::array();
    for (const auto &value : values)
        array.push_back(value ? json(write(*value)) : json(nullptr));
    return array;
}

} // namespace

std::string toString(TelemetryGpuSource value)
{
    return nameOf(kGpuSourceNames, value);
}

TelemetryGpuSource telemetryGpuSourceFromString(const std::string &text)
{
    return valueOf(kGpuSourceNames, text);
}

void to_json(json &j, const TelemetryStartParams &value)
{
    j = json{{"interval_ms", value.intervalMs}, {"max_duration_ms", value.maxDurationMs}};
    if (!value.clusterAddress.empty())
        j["cluster_address"] = value.clusterAddress;
}

void to_json(json &j, const TelemetryStartReply &value)
{
    j = json{{"sampler_id", value.samplerId},
             {"interface", value.interfaceName},
             {"interval_ms", value.intervalMs},
             {"gpu_source", toString(value.gpuSource)}};
}

void to_json(json &j, const TelemetryStopParams &value)
{
    j = json{{"sampler_id", value.samplerId}};
}

void to_json(json &j, const TelemetryGpuSeries &value)
{
    const auto same = [](auto v) {
        return v;
    };
    j = json{{"index", value.index},
             {"utilization_percent", column(value.utilizationPercent, same)},
             {"memory_used_bytes", column(value.memoryUsedBytes, same)}};
    putOptional(j, "memory_total_bytes", value.memoryTotalBytes);
}

void to_json(json &j, const TelemetrySeries &value)
{
    json times = json::array();
    for (const double t : value.tMs)
        times.push_back(roundTo(t, kTimeSteps));
    const auto same = [](auto v) {
        return v;
    };
    j = json{{"interface", value.interfaceName},
             {"interval_ms", value.intervalMs},
             {"gpu_source", toString(value.gpuSource)},
             {"t_ms", std::move(times)},
             {"cpu_busy", column(value.cpuBusy, [](double share) { return roundTo(share, kShareSteps); })},
             {"gpus", value.gpus},
             {"reached_max_duration", value.reachedMaxDuration},
             {"halvings", value.halvings}};
    if (!value.interfaceName.empty()) {
        j["rx_bytes"] = column(value.rxBytes, same);
        j["tx_bytes"] = column(value.txBytes, same);
    }
}

Expected<TelemetryStartParams> parseTelemetryStartParams(const json &j)
{
    TelemetryStartParams p;
    ObjectReader r(j, "");
    std::optional<std::string> address;
    r.optional("cluster_address", address);
    if (r.ok() && address && !isSpecificUnicastText(*address))
        r.fail("cluster_address is not a numeric unicast address of one interface");
    p.clusterAddress = address.value_or(std::string());
    readUnsigned(r, j, "interval_ms", p.intervalMs, false);
    checkRange(r, "interval_ms", p.intervalMs, kMinTelemetryIntervalMs, kMaxTelemetryIntervalMs);
    readUnsigned(r, j, "max_duration_ms", p.maxDurationMs, false);
    checkRange(r, "max_duration_ms", p.maxDurationMs, 1, kMaxTelemetryDurationMs);
    return finish(r, std::move(p));
}

Expected<TelemetryStartReply> parseTelemetryStartReply(const json &j)
{
    TelemetryStartReply p;
    ObjectReader r(j, "");
    readSamplerId(r, j, p.samplerId);
    readInterface(r, p.interfaceName);
    readUnsigned(r, j, "interval_ms", p.intervalMs, true);
    checkRange(r, "interval_ms", p.intervalMs, kMinTelemetryIntervalMs, kMaxTelemetryIntervalMs);
    readGpuSource(r, p.gpuSource);
    return finish(r, std::move(p));
}

Expected<TelemetryStopParams> parseTelemetryStopParams(const json &j)
{
    TelemetryStopParams p;
    ObjectReader r(j, "");
    readSamplerId(r, j, p.samplerId);
    return finish(r, p);
}

Expected<TelemetrySeries> parseTelemetrySeries(const json &j)
{
    return parseSeriesAt(j, "");
}

} // namespace shardscope::protocol
