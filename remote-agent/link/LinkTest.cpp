#include "remote-agent/link/LinkTest.h"

#include "remote-agent/link/Network.h"
#include "remote-agent/link/Sockets.h"
#include "remote-agent/link/TcpData.h"
#include "remote-agent/link/UdpEcho.h"

#include <algorithm>
#include <chrono>
#include <numeric>
#include <thread>
#include <utility>

namespace shardscope::link {

namespace {

using protocol::LinkMode;

/// Load ramp-up before the loaded-latency probes start, and the same margin before the load ends.
constexpr std::int64_t kLoadRampUpMs = 300;
/// How often a waiting step looks at the cancel flag.
constexpr auto kCancelPoll = std::chrono::milliseconds(10);

bool isSet(const std::atomic_bool *flag)
{
    return flag && flag->load();
}

LinkError cancelledError()
{
    return LinkError{LinkErrorCode::Cancelled, "link test cancelled"};
}

/// Progress over stages weighted by their expected duration.
class ProgressTracker
{
public:
    ProgressTracker(const LinkProgress &progress, double totalWeight)
        : m_progress(progress)
        , m_total(std::max(totalWeight, 1.0))
    {}

    void begin(const std::string &stage, double weight)
    {
        m_done += m_current;
        m_current = weight;
        m_stage = stage;
        report(0.0);
    }

    /// fraction (0…1) of the current stage is done.
    void report(double fraction)
    {
        if (!m_progress)
            return;
        const double overall = (m_done + m_current * std::clamp(fraction, 0.0, 1.0)) / m_total;
        m_progress(std::clamp(overall, 0.0, 1.0), m_stage);
    }

    void finish()
    {
        if (m_progress)
            m_progress(1.0, "done");
    }

private:
    const LinkProgress &m_progress;
    double m_total = 1;
    double m_done = 0;
    double m_current = 0;
    std::string m_stage;
};

/// runUdpProbes with the test's cancel flag and progress; the records in send order.
LinkResult<std::vector<ProbeRecord>> runCancellableProbes(ProbeOptions options,
                                                          const std::atomic_bool *cancel,
                                                          std::function<void(double)> progress)
{
    options.cancel = cancel;
    options.progress = std::move(progress);
    auto run = runUdpProbes(options);
    if (!run)
        return run.error();
    return std::move(run->records);
}

ProbeOptions probeOptions(const protocol::LinkTestParams &params, const LinkToken &token, std::uint32_t count)
{
    ProbeOptions options;
    options.targetAddress = params.targetAddress;
    options.port = params.udpPort;
    options.token = token;
    options.count = count;
    options.intervalUs = params.settings.probeIntervalUs;
    return options;
}

ThroughputOptions throughputOptions(const protocol::LinkTestParams &params, const LinkToken &token,
                                    LinkMode mode, std::uint32_t streams, std::int64_t durationMs,
                                    const std::atomic_bool *cancel)
{
    ThroughputOptions options;
    options.targetAddress = params.targetAddress;
    options.port = params.tcpPort;
    options.token = token;
    options.mode = mode;
    options.streams = streams;
    options.durationMs = durationMs;
    options.intervalMs = params.settings.intervalMs;
    options.cancel = cancel;
    return options;
}

std::string stageName(const char *prefix, LinkMode mode)
{
    return std::string(prefix) + protocol::toString(mode);
}

/// Latency while one TCP stream saturates `mode`: the load runs on a thread of its own, the probes
/// start after the ramp-up and end a ramp-up before the load does.
LinkResult<protocol::LoadedLatency> runLoadedLatency(const protocol::LinkTestParams &params,
                                                     const LinkToken &token, LinkMode mode,
                                                     const std::atomic_bool *cancel, ProgressTracker &tracker)
{
    const protocol::LinkTestSettings &settings = params.settings;
    const std::int64_t rampMs = std::min(kLoadRampUpMs, settings.loadedDurationMs / 4);
    const std::int64_t windowMs = std::max<std::int64_t>(settings.loadedDurationMs - 2 * rampMs, 1);
    // As many as fit the window, but no more than the idle test sends: the report stays bounded.
    const auto probeCount = static_cast<std::uint32_t>(std::clamp<std::int64_t>(
        windowMs * 1000 / std::max<std::int64_t>(settings.probeIntervalUs, 1), 1, settings.probeCount));

    std::atomic_bool stopLoad{false};
    std::atomic_bool loadDone{false};
    std::optional<LinkResult<protocol::ThroughputPhase>> load;
    std::jthread loadThread([&] {
        load.emplace(
            runThroughput(throughputOptions(params, token, mode, 1, settings.loadedDurationMs, &stopLoad)));
        loadDone = true;
    });
    // Forwards the caller's cancel to the load until it has ended; the thread is joined on every path.
    const auto waitForLoad = [&] {
        while (!loadDone.load()) {
            if (isSet(cancel))
                stopLoad = true;
            std::this_thread::sleep_for(kCancelPoll);
        }
        loadThread.join();
    };

    const auto rampEnd = std::chrono::steady_clock::now() + std::chrono::milliseconds(rampMs);
    while (std::chrono::steady_clock::now() < rampEnd && !loadDone.load() && !isSet(cancel))
        std::this_thread::sleep_for(kCancelPoll);
    if (isSet(cancel)) {
        stopLoad = true;
        waitForLoad();
        return cancelledError();
    }

    auto probes = runCancellableProbes(probeOptions(params, token, probeCount), cancel,
                                       [&](double fraction) { tracker.report(fraction); });
    if (!probes)
        stopLoad = true;
    waitForLoad();
    if (isSet(cancel))
        return cancelledError();
    if (!load->ok())
        return load->error();
    if (!probes)
        return probes.error();

    protocol::LoadedLatency loaded;
    loaded.mode = mode;
    loaded.latency = toLatencySummary(computeLatencyStats(*probes), *probes);
    const protocol::ThroughputPhase &phase = load->value();
    if (const auto &direction = mode == LinkMode::Reverse ? phase.reverse : phase.forward)
        loaded.loadBitsPerSecond = direction->bitsPerSecond;
    return loaded;
}

} // namespace

protocol::LatencySummary toLatencySummary(const LatencyStats &stats, const std::vector<ProbeRecord> &records)
{
    protocol::LatencySummary summary;
    summary.sent = stats.sentCount;
    summary.received = stats.receivedCount;
    summary.lossPercent = stats.lossPercent;
    summary.duplicates = stats.duplicateCount;
    summary.reordered = stats.reorderedCount;
    summary.serverDwellMeanUs = stats.serverDwellMeanUs;
    if (stats.rtt) {
        const RttStats &rtt = *stats.rtt;
        summary.rtt = protocol::RttSummary{rtt.minUs, rtt.p50Us,  rtt.p90Us,    rtt.p99Us,
                                           rtt.maxUs, rtt.meanUs, rtt.stdDevUs, rtt.jitterUs};
    }
    std::vector<const ProbeRecord *> inSendOrder;
    inSendOrder.reserve(records.size());
    for (const ProbeRecord &record : records)
        inSendOrder.push_back(&record);
    std::stable_sort(inSendOrder.begin(), inSendOrder.end(),
                     [](const ProbeRecord *a, const ProbeRecord *b) { return a->sequence < b->sequence; });
    for (const ProbeRecord *record : inSendOrder)
        if (record->receiveTimeNs)
            summary.samplesUs.push_back(static_cast<double>(*record->receiveTimeNs - record->sendTimeNs)
                                        / static_cast<double>(nsPerUs));
    return summary;
}

LinkResult<protocol::LinkTestReport> runLinkTest(const protocol::LinkTestParams &params,
                                                 const LinkProgress &progress, const std::atomic_bool *cancel)
{
    const std::int64_t startNs = monotonicNowNs();
    const protocol::LinkTestSettings &settings = params.settings;
    const auto tokenBytes = protocol::tokenFromHex(params.token);
    if (!tokenBytes) // the message never repeats the token
        return LinkError{LinkErrorCode::InvalidArgument, "the link token is not 32 hexadecimal digits"};
    LinkToken token{};
    std::copy(tokenBytes->begin(), tokenBytes->end(), token.begin());
    if (settings.probeCount == 0 || settings.requestResponseCount == 0 || settings.streams == 0
        || settings.durationMs <= 0 || settings.loadedDurationMs <= 0 || settings.intervalMs <= 0
        || settings.probeIntervalUs <= 0)
        return LinkError{LinkErrorCode::InvalidArgument, "the link test settings are out of range"};
    if (auto address = parseAddress(params.targetAddress, params.udpPort); !address)
        return address.error();

    std::vector<std::uint32_t> streamCounts{1};
    if (settings.streams > 1)
        streamCounts.push_back(settings.streams);
    constexpr LinkMode kModes[] = {LinkMode::Forward, LinkMode::Reverse, LinkMode::Bidirectional};
    constexpr LinkMode kLoadedModes[] = {LinkMode::Forward, LinkMode::Reverse};

    // Expected durations (ms) as progress weights.
    const double udpWeight
        = static_cast<double>(settings.probeCount) * settings.probeIntervalUs / 1000.0 + 50;
    const double tcpWeight = settings.requestResponseCount * 0.2 + 50;
    const double mtuWeight = settings.measurePathMtu ? 300 : 0;
    const double phaseWeight = static_cast<double>(settings.durationMs) + 100;
    const double loadedWeight = static_cast<double>(settings.loadedDurationMs) + 100;
    const double total = udpWeight + tcpWeight + mtuWeight
                         + phaseWeight * static_cast<double>(streamCounts.size() * std::size(kModes))
                         + loadedWeight * static_cast<double>(std::size(kLoadedModes));
    ProgressTracker tracker(progress, total);

    protocol::LinkTestReport report;
    report.clientStackId = networkStackId();
    report.serverStackId = params.serverStackId;
    report.sameHost = (!report.clientStackId.empty() && report.clientStackId == report.serverStackId)
                      || isLocalAddress(params.targetAddress);

    tracker.begin("interface_before", 0);
    report.interfaceBefore = interfaceTowards(params.targetAddress);

    // Idle UDP latency.
    if (isSet(cancel))
        return cancelledError();
    tracker.begin("udp_latency", udpWeight);
    // Both ends stay awake while the probes run, so the idle RTT holds little of their own wake-ups
    // (docs/METRICS.md, "Latency and round trip (RTT)"); under load it would take CPU from the load.
    ProbeOptions idle = probeOptions(params, token, settings.probeCount);
    idle.stayAwake = true;
    auto udp
        = runCancellableProbes(std::move(idle), cancel, [&](double fraction) { tracker.report(fraction); });
    if (!udp)
        return udp.error();
    report.udpLatency = toLatencySummary(computeLatencyStats(*udp), *udp);

    // TCP request/response.
    if (isSet(cancel))
        return cancelledError();
    tracker.begin("tcp_latency", tcpWeight);
    TcpEchoOptions echo;
    echo.targetAddress = params.targetAddress;
    echo.port = params.tcpPort;
    echo.token = token;
    echo.count = settings.requestResponseCount;
    echo.maxDurationMs = protocol::requestResponseBudgetMs(settings);
    echo.cancel = cancel;
    auto tcp = runTcpEcho(echo);
    if (!tcp)
        return tcp.error();
    report.tcpLatency = toLatencySummary(computeLatencyStats(*tcp), *tcp);

    if (settings.measurePathMtu) {
        if (isSet(cancel))
            return cancelledError();
        tracker.begin("path_mtu", mtuWeight);
        PathMtuOptions mtu;
        mtu.targetAddress = params.targetAddress;
        mtu.udpPort = params.udpPort;
        mtu.token = token;
        mtu.cancel = cancel;
        auto pathMtu = measurePathMtu(mtu);
        if (!pathMtu)
            return pathMtu.error();
        report.pathMtu = *pathMtu;
    }

    for (const std::uint32_t streams : streamCounts) {
        for (const LinkMode mode : kModes) {
            if (isSet(cancel))
                return cancelledError();
            tracker.begin(stageName("throughput_", mode) + "_" + std::to_string(streams), phaseWeight);
            auto phase
                = runThroughput(throughputOptions(params, token, mode, streams, settings.durationMs, cancel));
            if (!phase)
                return phase.error();
            report.throughput.push_back(std::move(phase).value());
        }
    }

    for (const LinkMode mode : kLoadedModes) {
        if (isSet(cancel))
            return cancelledError();
        tracker.begin(stageName("loaded_latency_", mode), loadedWeight);
        auto loaded = runLoadedLatency(params, token, mode, cancel, tracker);
        if (!loaded)
            return loaded.error();
        report.loadedLatency.push_back(std::move(loaded).value());
    }

    tracker.begin("interface_after", 0);
    report.interfaceAfter = interfaceTowards(params.targetAddress);
    report.elapsedSeconds = static_cast<double>(monotonicNowNs() - startNs) / 1e9;
    tracker.finish();
    return report;
}

} // namespace shardscope::link
