#include "remote-agent/telemetry/Sampler.h"

#include "remote-agent/probe/FileText.h"
#include "remote-agent/probe/Nvml.h"
#include "remote-agent/telemetry/SeriesBuilder.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

namespace shardscope::telemetry {

namespace {

using Clock = std::chrono::steady_clock;

/// /proc/stat's first line is all we read: its intr line alone may be tens of KiB on a large node.
constexpr std::size_t kProcStatHeadBytes = 4096;

std::optional<std::uint64_t> readCounter(const std::string &path)
{
    const auto text = probe::readAttribute(path);
    if (!text)
        return std::nullopt;
    return probe::parseUint64(*text);
}

} // namespace

struct Sampler::State {
    SamplerOptions options;
    protocol::TelemetryGpuSource gpuSource = protocol::TelemetryGpuSource::None;
    std::string gpuProblem;
    std::unique_ptr<probe::NvmlUsageReader> nvml;
    Clock::time_point started;

    std::mutex mutex;
    std::condition_variable wake;
    bool stopRequested = false; ///< under mutex

    // Written by the thread only, read after it was joined.
    SeriesBuilder builder{protocol::kMaxTelemetrySamples, protocol::kMaxTelemetryGpus};
    std::uint32_t intervalMs = 0;
    bool reachedMaxDuration = false;

    std::thread thread;
    std::optional<protocol::TelemetrySeries> series; ///< once stopped

    Reading read() const
    {
        Reading r;
        r.tMs = std::chrono::duration<double, std::milli>(Clock::now() - started).count();
        if (!options.interfaceName.empty()) {
            const std::string base = options.sysClassNet + "/" + options.interfaceName + "/statistics/";
            r.rxBytes = readCounter(base + "rx_bytes");
            r.txBytes = readCounter(base + "tx_bytes");
        }
        if (const auto text = probe::readTextFile(options.procStatPath, kProcStatHeadBytes))
            r.cpu = parseProcStat(*text);
        if (nvml) {
            for (const probe::NvmlGpuUsage &usage : nvml->read())
                r.gpus.push_back(GpuReading{usage.index, usage.utilizationPercent, usage.memoryUsedBytes,
                                            usage.memoryTotalBytes});
        }
        return r;
    }

    void run()
    {
        const auto maxDuration = std::chrono::milliseconds(options.maxDurationMs);
        const auto deadline = started + maxDuration;
        auto next = started;
        for (;;) {
            Reading r = read();
            if (builder.add(std::move(r)))
                doubleInterval();
            next += std::chrono::milliseconds(intervalMs);
            const auto now = Clock::now();
            while (next <= now)
                next += std::chrono::milliseconds(intervalMs); // a missed slot is skipped
            std::unique_lock lock(mutex);
            const auto until = next < deadline ? next : deadline;
            if (wake.wait_until(lock, until, [this] { return stopRequested; }))
                break;
            if (Clock::now() >= deadline) {
                reachedMaxDuration = true;
                break;
            }
        }
        // The last sample: the counters up to the stop (or the end of the maximum duration).
        if (builder.add(read()))
            doubleInterval();
    }

    void doubleInterval()
    {
        intervalMs
            = std::uint32_t(std::min<std::uint64_t>(2ull * intervalMs, protocol::kMaxTelemetryDurationMs));
    }
};

Sampler::Sampler(std::unique_ptr<State> state)
    : m_state(std::move(state))
{}

std::unique_ptr<Sampler> Sampler::start(SamplerOptions options)
{
    auto state = std::make_unique<State>();
    state->options = std::move(options);
    state->options.intervalMs = std::max(state->options.intervalMs, protocol::kMinTelemetryIntervalMs);
    state->options.maxDurationMs
        = std::clamp(state->options.maxDurationMs, std::uint32_t(1), protocol::kMaxTelemetryDurationMs);
    state->intervalMs = state->options.intervalMs;
    std::size_t gpus = 0;
    if (!state->options.nvmlLibrary.empty()) {
        state->nvml = probe::NvmlUsageReader::open(state->options.nvmlLibrary, &state->gpuProblem);
        if (state->nvml) {
            state->gpuSource = protocol::TelemetryGpuSource::Nvml;
            gpus = std::min(state->nvml->gpuCount(), protocol::kMaxTelemetryGpus);
        }
    }
    // More GPUs, fewer samples: the series' size stays the same (telemetrySampleLimit).
    state->builder = SeriesBuilder(std::min(state->options.maxSamples, protocol::telemetrySampleLimit(gpus)),
                                   protocol::kMaxTelemetryGpus);
    State *raw = state.get();
    raw->started = Clock::now();
    raw->thread = std::thread([raw] { raw->run(); });
    return std::unique_ptr<Sampler>(new Sampler(std::move(state)));
}

Sampler::~Sampler()
{
    (void)stop();
}

const std::string &Sampler::interfaceName() const
{
    return m_state->options.interfaceName;
}

protocol::TelemetryGpuSource Sampler::gpuSource() const
{
    return m_state->gpuSource;
}

const std::string &Sampler::gpuProblem() const
{
    return m_state->gpuProblem;
}

protocol::TelemetrySeries Sampler::stop()
{
    if (!m_state->series) {
        {
            std::lock_guard lock(m_state->mutex);
            m_state->stopRequested = true;
        }
        m_state->wake.notify_all();
        if (m_state->thread.joinable())
            m_state->thread.join();
        m_state->series = m_state->builder.take(m_state->options.interfaceName, m_state->intervalMs,
                                                m_state->gpuSource, m_state->reachedMaxDuration);
    }
    return *m_state->series;
}

} // namespace shardscope::telemetry
