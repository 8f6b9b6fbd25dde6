// JSON of the per-machine sampling (remote-agent/protocol/Telemetry.h): the golden examples in
// data/golden-telemetry.json parse and round-trip, malformed params and series are refused with a
// reason naming the field, and the largest series the bounds allow stays below the line limit.
#include "remote-agent/protocol/Messages.h"
#include "remote-agent/protocol/Telemetry.h"
#include "tests/remote-agent/protocol/JsonTestSupport.h"

#include <gtest/gtest.h>

#include <functional>
#include <limits>
#include <string>
#include <vector>

using namespace shardscope::protocol;
using nlohmann::json;
using shardscope::protocol::test::contains;
using shardscope::protocol::test::errorOf;
using shardscope::protocol::test::golden;
using shardscope::protocol::test::roundTrip;

namespace {

json goldenPart(const char *name)
{
    const json all = golden("golden-telemetry.json");
    EXPECT_TRUE(all.contains(name)) << name;
    return all.value(name, json::object());
}

/// A series of `samples` samples and `gpus` GPUs with the widest values each field may take.
TelemetrySeries widestSeries(std::size_t samples, std::size_t gpus)
{
    TelemetrySeries s;
    s.interfaceName = std::string(kMaxTelemetryInterfaceBytes, 'e');
    s.intervalMs = kMaxTelemetryDurationMs;
    s.gpuSource = TelemetryGpuSource::Nvml;
    s.halvings = kMaxTelemetryHalvings;
    for (std::size_t i = 0; i < samples; ++i) {
        s.tMs.push_back(double(kMaxTelemetryDurationMs) - 0.001); // 11 digits and a point
        s.rxBytes.push_back(std::numeric_limits<std::uint64_t>::max());
        s.txBytes.push_back(std::numeric_limits<std::uint64_t>::max());
        s.cpuBusy.push_back(0.1234);
    }
    for (std::size_t g = 0; g < gpus; ++g) {
        TelemetryGpuSeries gpu;
        gpu.index = std::uint32_t(g);
        gpu.memoryTotalBytes = kMaxTelemetryMemoryBytes;
        gpu.utilizationPercent.assign(samples, 100u);
        gpu.memoryUsedBytes.assign(samples, kMaxTelemetryMemoryBytes);
        s.gpus.push_back(gpu);
    }
    return s;
}

} // namespace

TEST(TelemetryJson, GoldenParamsAndRepliesRoundTrip)
{
    const auto start = roundTrip(goldenPart("start_params"), parseTelemetryStartParams);
    EXPECT_EQ(start.clusterAddress, "10.0.0.11");
    EXPECT_EQ(start.intervalMs, 100u);
    EXPECT_EQ(start.maxDurationMs, 600000u);

    const auto reply = roundTrip(goldenPart("start_reply"), parseTelemetryStartReply);
    EXPECT_EQ(reply.samplerId, 3);
    EXPECT_EQ(reply.interfaceName, "enp65s0f0");
    EXPECT_EQ(reply.gpuSource, TelemetryGpuSource::Nvml);

    const auto stop = roundTrip(goldenPart("stop_params"), parseTelemetryStopParams);
    EXPECT_EQ(stop.samplerId, 3);
}

TEST(TelemetryJson, GoldenSeriesRoundTripsWithItsNulls)
{
    const auto series = roundTrip(goldenPart("series"), parseTelemetrySeries);
    ASSERT_EQ(series.tMs.size(), 5u);
    EXPECT_DOUBLE_EQ(series.tMs[1], 100.112);
    ASSERT_EQ(series.rxBytes.size(), 5u);
    EXPECT_EQ(series.rxBytes[0], 918273645u);
    EXPECT_FALSE(series.rxBytes[3].has_value()); // a failed read is null, not 0
    EXPECT_FALSE(series.cpuBusy[0].has_value()); // nothing before the first sample
    EXPECT_DOUBLE_EQ(*series.cpuBusy[3], 0.9375);
    ASSERT_EQ(series.gpus.size(), 2u);
    EXPECT_EQ(series.gpus[0].memoryTotalBytes, 150754820096u);
    EXPECT_EQ(series.gpus[0].utilizationPercent[2], 100u);
    EXPECT_FALSE(series.gpus[1].utilizationPercent[3].has_value());
    EXPECT_FALSE(series.reachedMaxDuration);

    const auto bare = roundTrip(goldenPart("series_without_interface_or_gpu"), parseTelemetrySeries);
    EXPECT_TRUE(bare.interfaceName.empty());
    EXPECT_TRUE(bare.rxBytes.empty());
    EXPECT_TRUE(bare.txBytes.empty());
    EXPECT_EQ(bare.gpuSource, TelemetryGpuSource::None);
    EXPECT_TRUE(bare.gpus.empty());
    EXPECT_TRUE(bare.reachedMaxDuration);
    EXPECT_EQ(bare.halvings, 2u);
    // Without an interface no byte column is written at all.
    const json written = bare;
    EXPECT_FALSE(written.contains("rx_bytes"));
    EXPECT_FALSE(written.contains("tx_bytes"));
}

TEST(TelemetryJson, FinerTimesAndSharesAreReadToTheStepsWrittenSoTheSeriesReadsBackEqual)
{
    json j = goldenPart("series_without_interface_or_gpu");
    const std::size_t samples = j.at("t_ms").size();
    ASSERT_GE(samples, 2u);
    j["t_ms"][1] = 100.1125004; // finer than the microsecond to_json keeps
    j["cpu_busy"][1] = 0.123456;
    const auto series = parseTelemetrySeries(j);
    ASSERT_TRUE(series.ok()) << series.error().message;
    EXPECT_DOUBLE_EQ(series->tMs[1], 100.113);
    EXPECT_DOUBLE_EQ(*series->cpuBusy[1], 0.1235);
    const auto again = parseTelemetrySeries(json(*series));
    ASSERT_TRUE(again.ok()) << again.error().message;
    EXPECT_EQ(*again, *series);
}

TEST(TelemetryJson, StartParamsTakeDefaultsAndRefuseWhatIsOutOfBounds)
{
    const auto defaults = parseTelemetryStartParams(json{{"cluster_address", "127.0.0.1"}});
    ASSERT_TRUE(defaults.ok()) << defaults.error().message;
    EXPECT_EQ(defaults->intervalMs, kDefaultTelemetryIntervalMs);
    EXPECT_EQ(defaults->maxDurationMs, kMaxTelemetryDurationMs);

    // Without an address: CPU and GPUs only; written without the key, read back the same.
    const auto noAddress = parseTelemetryStartParams(json::object());
    ASSERT_TRUE(noAddress.ok()) << noAddress.error().message;
    EXPECT_EQ(noAddress->clusterAddress, "");
    EXPECT_FALSE(json(*noAddress).contains("cluster_address"));
    EXPECT_EQ(parseTelemetryStartParams(json(*noAddress)).value(), *noAddress);
    EXPECT_TRUE(contains(errorOf(json{{"cluster_address", 7}}, parseTelemetryStartParams),
                         "cluster_address is not a string"));
    for (const char *address : {"0.0.0.0", "::", "224.0.0.1", "node1.example", "", "10.0.0.1\n"}) {
        SCOPED_TRACE(address);
        EXPECT_TRUE(contains(errorOf(json{{"cluster_address", address}}, parseTelemetryStartParams),
                             "cluster_address is not a numeric unicast address"));
    }
    const auto withInterval = [](const json &value) {
        return json{{"cluster_address", "10.0.0.11"}, {"interval_ms", value}};
    };
    EXPECT_TRUE(contains(errorOf(withInterval(19), parseTelemetryStartParams),
                         "interval_ms must be from 20 to 10000"));
    EXPECT_TRUE(
        contains(errorOf(withInterval(10001), parseTelemetryStartParams), "interval_ms must be from 20"));
    EXPECT_TRUE(contains(errorOf(withInterval(-5), parseTelemetryStartParams), "interval_ms is negative"));
    EXPECT_TRUE(
        contains(errorOf(withInterval(100.5), parseTelemetryStartParams), "interval_ms is not an unsigned"));
    EXPECT_TRUE(
        contains(errorOf(withInterval("100"), parseTelemetryStartParams), "interval_ms is not an unsigned"));
    const json tooLong{{"cluster_address", "10.0.0.11"}, {"max_duration_ms", kMaxTelemetryDurationMs + 1ull}};
    EXPECT_TRUE(
        contains(errorOf(tooLong, parseTelemetryStartParams), "max_duration_ms must be from 1 to 21600000"));
    const json zero{{"cluster_address", "10.0.0.11"}, {"max_duration_ms", 0}};
    EXPECT_TRUE(contains(errorOf(zero, parseTelemetryStartParams), "max_duration_ms must be from 1"));
    EXPECT_TRUE(contains(errorOf(json::array(), parseTelemetryStartParams), "not a JSON object"));
}

TEST(TelemetryJson, SamplerIdsAndRepliesAreChecked)
{
    EXPECT_TRUE(contains(errorOf(json::object(), parseTelemetryStopParams), "sampler_id is missing"));
    EXPECT_TRUE(contains(errorOf(json{{"sampler_id", 0}}, parseTelemetryStopParams),
                         "sampler_id must be at least 1"));
    EXPECT_TRUE(contains(errorOf(json{{"sampler_id", "3"}}, parseTelemetryStopParams),
                         "sampler_id is not an integer"));
    EXPECT_TRUE(contains(
        errorOf(json{{"sampler_id", std::numeric_limits<std::uint64_t>::max()}}, parseTelemetryStopParams),
        "sampler_id is out of range"));

    json reply = goldenPart("start_reply");
    reply["gpu_source"] = "cuda";
    EXPECT_TRUE(contains(errorOf(reply, parseTelemetryStartReply), "gpu_source is not none or nvml"));
    reply = goldenPart("start_reply");
    reply["interface"] = "an-interface-name-too-long";
    EXPECT_TRUE(contains(errorOf(reply, parseTelemetryStartReply), "interface is longer than 15 bytes"));
    reply = goldenPart("start_reply");
    reply.erase("interface");
    EXPECT_TRUE(contains(errorOf(reply, parseTelemetryStartReply), "interface is missing"));
}

TEST(TelemetryJson, MalformedSeriesAreRefusedNamingTheField)
{
    const json good = goldenPart("series");
    struct Case {
        const char *name;
        std::function<void(json &)> change;
        const char *error;
    };
    const std::vector<Case> cases{
        {"time not a number", [](json &j) { j["t_ms"][1] = "100"; }, "t_ms[1] is not a time"},
        {"time going back", [](json &j) { j["t_ms"][2] = 50.0; },
         "t_ms[2] is not a time from the one before"},
        {"negative time", [](json &j) { j["t_ms"][0] = -1.0; }, "t_ms[0] is not a time"},
        {"time beyond 6 h", [](json &j) { j["t_ms"][4] = 3e7; }, "t_ms[4] is not a time"},
        {"short column", [](json &j) { j["rx_bytes"].erase(0); }, "rx_bytes has 4 values, t_ms 5"},
        {"byte column missing", [](json &j) { j.erase("tx_bytes"); }, "tx_bytes is missing"},
        {"negative counter", [](json &j) { j["rx_bytes"][1] = -3; },
         "rx_bytes[1] is not null or an unsigned"},
        {"busy above 1", [](json &j) { j["cpu_busy"][2] = 1.5; }, "cpu_busy[2] is not null or a share"},
        {"busy not a number", [](json &j) { j["cpu_busy"][2] = true; }, "cpu_busy[2] is not null or a share"},
        {"cpu column missing", [](json &j) { j.erase("cpu_busy"); }, "cpu_busy is missing"},
        {"utilization above 100", [](json &j) { j["gpus"][0]["utilization_percent"][1] = 101; },
         "gpus[0].utilization_percent[1] is not null or a percent"},
        {"GPU column short", [](json &j) { j["gpus"][1]["memory_used_bytes"].erase(0); },
         "gpus[1].memory_used_bytes has 4 values"},
        {"used above total", [](json &j) { j["gpus"][0]["memory_used_bytes"][3] = 150754820097ull; },
         "gpus[0].memory_used_bytes[3] exceeds memory_total_bytes"},
        {"GPU indices not increasing", [](json &j) { j["gpus"][1]["index"] = 0; },
         "gpus[1].index is not above the one before"},
        {"GPUs without NVML", [](json &j) { j["gpu_source"] = "none"; },
         "gpus holds GPUs, but gpu_source is not nvml"},
        {"unknown GPU source", [](json &j) { j["gpu_source"] = "rocm"; }, "gpu_source is not none or nvml"},
        {"gpus not an array", [](json &j) { j["gpus"] = json::object(); }, "gpus is not an array"},
        {"interval too short", [](json &j) { j["interval_ms"] = 10; }, "interval_ms must be from 20"},
        {"too many halvings", [](json &j) { j["halvings"] = 21; }, "halvings must be from 0 to 20"},
        {"end missing", [](json &j) { j.erase("reached_max_duration"); }, "reached_max_duration is missing"},
        {"bytes without an interface", [](json &j) { j["interface"] = ""; },
         "rx_bytes and tx_bytes need an interface"},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.name);
        json changed = good;
        c.change(changed);
        const std::string error = errorOf(changed, parseTelemetrySeries);
        EXPECT_TRUE(contains(error, c.error)) << error;
    }

    json tooMany = goldenPart("series_without_interface_or_gpu");
    tooMany["t_ms"] = json::array();
    tooMany["cpu_busy"] = json::array();
    for (std::size_t i = 0; i <= kMaxTelemetrySamples; ++i) {
        tooMany["t_ms"].push_back(double(i));
        tooMany["cpu_busy"].push_back(nullptr);
    }
    EXPECT_TRUE(contains(errorOf(tooMany, parseTelemetrySeries), "t_ms holds more than 10000 samples"));

    const TelemetrySeries manyGpus = widestSeries(2, kMaxTelemetryGpus + 1);
    EXPECT_TRUE(contains(errorOf(json(manyGpus), parseTelemetrySeries), "gpus holds more than 16 GPUs"));
}

TEST(TelemetryJson, TheLargestSeriesStaysWellBelowTheLineLimit)
{
    // Every bound at its widest: as many samples as the GPU count allows, counters of 20 digits,
    // memory at its bound. As a result line of the protocol each must stay below 60 % of
    // kMaxLineBytes, and one sample more is refused.
    for (const std::size_t gpus : {std::size_t(0), std::size_t(1), kTelemetryGpusAtFullLength,
                                   kTelemetryGpusAtFullLength + 1, kMaxTelemetryGpus}) {
        SCOPED_TRACE(gpus);
        const std::size_t samples = telemetrySampleLimit(gpus);
        EXPECT_EQ(samples % 2, 0u);
        const TelemetrySeries widest = widestSeries(samples, gpus);
        const std::string line = serialize(Message(Result{123456789, json(widest)}));
        EXPECT_LT(line.size(), kMaxLineBytes * 6 / 10) << line.size();
        const auto back = parseTelemetrySeries(json(widest));
        ASSERT_TRUE(back.ok()) << back.error().message;
        EXPECT_EQ(back->tMs.size(), samples);

        const TelemetrySeries longer = widestSeries(samples + 1, gpus);
        EXPECT_TRUE(contains(errorOf(json(longer), parseTelemetrySeries), "t_ms holds more than"));
    }
    EXPECT_EQ(telemetrySampleLimit(kMaxTelemetryGpus), 5000u);

    json big = goldenPart("series");
    big["gpus"][0]["memory_total_bytes"] = kMaxTelemetryMemoryBytes + 1;
    EXPECT_TRUE(contains(errorOf(big, parseTelemetrySeries), "gpus[0].memory_total_bytes exceeds 2^48"));
}
