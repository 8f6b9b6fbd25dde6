// The sampler against this machine: the loopback interface's counters while bytes cross it, the
// CPU while a thread spins, the halving of a full series, a prompt stop.
#include "remote-agent/telemetry/Sampler.h"

#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

namespace shardscope::telemetry {
namespace {

using namespace std::chrono_literals;

/// Sends `bytes` from one loopback TCP socket to another (both on 127.0.0.1) and reads them all.
void sendOverLoopback(std::size_t bytes)
{
    const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
    ASSERT_GE(listener, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ASSERT_EQ(::bind(listener, reinterpret_cast<sockaddr *>(&address), sizeof address), 0);
    ASSERT_EQ(::listen(listener, 1), 0);
    socklen_t length = sizeof address;
    ASSERT_EQ(::getsockname(listener, reinterpret_cast<sockaddr *>(&address), &length), 0);
    const int client = ::socket(AF_INET, SOCK_STREAM, 0);
    ASSERT_EQ(::connect(client, reinterpret_cast<sockaddr *>(&address), sizeof address), 0);
    const int server = ::accept(listener, nullptr, nullptr);
    ASSERT_GE(server, 0);
    std::thread reader([server, bytes] {
        std::vector<char> buffer(64 * 1024);
        std::size_t got = 0;
        while (got < bytes) {
            const ssize_t n = ::read(server, buffer.data(), buffer.size());
            if (n <= 0)
                break;
            got += std::size_t(n);
        }
    });
    const std::vector<char> chunk(64 * 1024, 'x');
    for (std::size_t sent = 0; sent < bytes;) {
        const ssize_t n = ::write(client, chunk.data(), std::min(chunk.size(), bytes - sent));
        ASSERT_GT(n, 0);
        sent += std::size_t(n);
    }
    reader.join();
    ::close(client);
    ::close(server);
    ::close(listener);
}

void spin(std::chrono::milliseconds duration)
{
    const auto end = std::chrono::steady_clock::now() + duration;
    std::atomic<std::uint64_t> sink{0};
    while (std::chrono::steady_clock::now() < end)
        sink.fetch_add(1, std::memory_order_relaxed);
}

TEST(Sampler, SeesTheBytesThatCrossTheInterfaceAndTheBusyCpu)
{
    SamplerOptions options;
    options.interfaceName = "lo";
    options.intervalMs = 20;
    options.nvmlLibrary.clear();
    auto sampler = Sampler::start(options);
    std::this_thread::sleep_for(60ms);
    constexpr std::size_t kBytes = 8 * 1024 * 1024;
    sendOverLoopback(kBytes);
    spin(300ms);
    const protocol::TelemetrySeries series = sampler->stop();

    EXPECT_EQ(series.interfaceName, "lo");
    EXPECT_EQ(series.gpuSource, protocol::TelemetryGpuSource::None);
    EXPECT_TRUE(series.gpus.empty());
    ASSERT_GE(series.tMs.size(), 3u);
    ASSERT_EQ(series.rxBytes.size(), series.tMs.size());
    ASSERT_EQ(series.txBytes.size(), series.tMs.size());
    ASSERT_EQ(series.cpuBusy.size(), series.tMs.size());
    for (std::size_t i = 1; i < series.tMs.size(); ++i)
        EXPECT_LE(series.tMs[i - 1], series.tMs[i]);
    ASSERT_TRUE(series.rxBytes.front() && series.rxBytes.back());
    ASSERT_TRUE(series.txBytes.front() && series.txBytes.back());
    // Loopback counts every byte once in each direction (payload plus headers).
    EXPECT_GE(*series.rxBytes.back() - *series.rxBytes.front(), kBytes);
    EXPECT_GE(*series.txBytes.back() - *series.txBytes.front(), kBytes);
    EXPECT_FALSE(series.cpuBusy.front()); // nothing before the first sample to compare with
    double busiest = 0;
    for (const auto &busy : series.cpuBusy) {
        if (busy) {
            EXPECT_GE(*busy, 0.0);
            EXPECT_LE(*busy, 1.0);
            busiest = std::max(busiest, *busy);
        }
    }
    // One of the machine's cores spun for 300 ms: some 20 ms interval was at least a quarter busy
    // on a machine of up to four cores (a loose bound: the spin alone is 1/cores).
    EXPECT_GT(busiest, 0.2);
}

TEST(Sampler, AFullSeriesKeepsEveryOtherSampleAndDoublesItsInterval)
{
    SamplerOptions options;
    options.interfaceName = "lo";
    options.intervalMs = 20;
    options.maxSamples = 8;
    options.nvmlLibrary.clear();
    auto sampler = Sampler::start(options);
    std::this_thread::sleep_for(600ms);
    const protocol::TelemetrySeries series = sampler->stop();
    EXPECT_LE(series.tMs.size(), 8u);
    EXPECT_GE(series.halvings, 1u);
    EXPECT_EQ(series.intervalMs, 20u << series.halvings);
    ASSERT_GE(series.tMs.size(), 2u);
    // The whole span is kept: the first sample is the start's, the last the stop's.
    EXPECT_LT(series.tMs.front(), 200.0);
    EXPECT_GT(series.tMs.back(), 500.0);
}

TEST(Sampler, WithoutAnInterfaceItHasNoByteColumns)
{
    SamplerOptions options;
    options.intervalMs = 20;
    options.nvmlLibrary.clear();
    auto sampler = Sampler::start(options);
    std::this_thread::sleep_for(50ms);
    const protocol::TelemetrySeries series = sampler->stop();
    EXPECT_EQ(series.interfaceName, "");
    EXPECT_TRUE(series.rxBytes.empty());
    EXPECT_TRUE(series.txBytes.empty());
    EXPECT_FALSE(series.tMs.empty());
}

TEST(Sampler, StopsPromptlyAndASecondStopGivesTheSameSeries)
{
    SamplerOptions options;
    options.interfaceName = "lo";
    options.intervalMs = 10'000; // the thread is waiting out a long interval when stopped
    options.nvmlLibrary.clear();
    auto sampler = Sampler::start(options);
    std::this_thread::sleep_for(30ms);
    const auto before = std::chrono::steady_clock::now();
    const protocol::TelemetrySeries series = sampler->stop();
    EXPECT_LT(std::chrono::steady_clock::now() - before, 1s);
    EXPECT_GE(series.tMs.size(), 2u); // the start's sample and the stop's
    EXPECT_EQ(sampler->stop(), series);
}

TEST(Sampler, StopsItselfAtItsMaximumDuration)
{
    SamplerOptions options;
    options.intervalMs = 20;
    options.maxDurationMs = 100;
    options.nvmlLibrary.clear();
    auto sampler = Sampler::start(options);
    std::this_thread::sleep_for(400ms);
    const protocol::TelemetrySeries series = sampler->stop();
    EXPECT_TRUE(series.reachedMaxDuration);
    ASSERT_FALSE(series.tMs.empty());
    EXPECT_LT(series.tMs.back(), 400.0);
}

TEST(Sampler, ReadsEachGpuThroughNvmlAndSaysWhereACallFailed)
{
    SamplerOptions options;
    options.intervalMs = 20;
    options.nvmlLibrary = SHARDSCOPE_FAKE_NVML_PATH; // two GPUs; GPU 1 has no utilization reading
    auto sampler = Sampler::start(options);
    EXPECT_EQ(sampler->gpuSource(), protocol::TelemetryGpuSource::Nvml);
    EXPECT_EQ(sampler->gpuProblem(), "");
    std::this_thread::sleep_for(100ms);
    const protocol::TelemetrySeries series = sampler->stop();
    EXPECT_EQ(series.gpuSource, protocol::TelemetryGpuSource::Nvml);
    ASSERT_EQ(series.gpus.size(), 2u);
    const protocol::TelemetryGpuSeries &h200 = series.gpus[0];
    const protocol::TelemetryGpuSeries &other = series.gpus[1];
    EXPECT_EQ(h200.index, 0u);
    EXPECT_EQ(other.index, 1u);
    EXPECT_EQ(h200.memoryTotalBytes, std::uint64_t(150754820096ULL));
    ASSERT_EQ(h200.utilizationPercent.size(), series.tMs.size());
    ASSERT_EQ(h200.memoryUsedBytes.size(), series.tMs.size());
    ASSERT_EQ(other.utilizationPercent.size(), series.tMs.size());
    for (std::size_t i = 0; i < series.tMs.size(); ++i) {
        EXPECT_EQ(h200.utilizationPercent[i], 37u);
        EXPECT_EQ(h200.memoryUsedBytes[i], std::uint64_t(512) * 1024 * 1024);
        EXPECT_FALSE(other.utilizationPercent[i]); // NOT_SUPPORTED: null, not 0
        EXPECT_TRUE(other.memoryUsedBytes[i]);
    }
}

TEST(Sampler, WithoutAWorkingNvmlItHasNoGpuAndSaysWhy)
{
    SamplerOptions options;
    options.intervalMs = 20;
    options.nvmlLibrary = SHARDSCOPE_FAKE_NVML_FAILING_PATH; // nvmlInit_v2 fails, as without a driver
    auto sampler = Sampler::start(options);
    EXPECT_EQ(sampler->gpuSource(), protocol::TelemetryGpuSource::None);
    EXPECT_NE(sampler->gpuProblem(), "");
    const protocol::TelemetrySeries series = sampler->stop();
    EXPECT_EQ(series.gpuSource, protocol::TelemetryGpuSource::None);
    EXPECT_TRUE(series.gpus.empty());
}

} // namespace
} // namespace shardscope::telemetry
