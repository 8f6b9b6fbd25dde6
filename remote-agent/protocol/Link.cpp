#include "remote-agent/protocol/Link.h"

#include "remote-agent/protocol/Json.h"

#include <arpa/inet.h>
#include <sys/socket.h>

#include <algorithm>
#include <array>
#include <limits>
#include <utility>

namespace shardscope::protocol {

using nlohmann::json;

namespace {

// Ranges a controller may ask for; a node refuses anything else before it opens a socket. They
// also keep a report (raw samples and series included) well below kMaxLineBytes: at most
// 4 × kMaxCount round trips and 12 × kMaxIntervals throughput steps.
constexpr std::uint64_t kMaxCount = kMaxLinkProbes;
constexpr std::int64_t kMaxIntervals = 10'000;
constexpr std::int64_t kMinDurationMs = 100;
constexpr std::int64_t kMaxDurationMs = 600'000; // 10 min a phase
constexpr std::uint32_t kMaxStreams = kMaxLinkStreams;
constexpr std::int64_t kMinIntervalMs = 10;
constexpr std::int64_t kMinProbeIntervalUs = 1;
constexpr std::int64_t kMaxProbeIntervalUs = 1'000'000; // 1 s
constexpr std::size_t kTokenBytes = 16;

constexpr std::int64_t kMinReachTimeoutMs = 100;
constexpr std::int64_t kMaxReachTimeoutMs = 30'000;

constexpr std::array<std::pair<TcpReach, const char *>, 5> kTcpReachNames{{
    {TcpReach::Connected, "connected"},
    {TcpReach::Refused, "refused"},
    {TcpReach::TimedOut, "timed_out"},
    {TcpReach::Unreachable, "unreachable"},
    {TcpReach::Failed, "failed"},
}};

constexpr std::array<std::pair<LinkMode, const char *>, 3> kModeNames{{
    {LinkMode::Forward, "forward"},
    {LinkMode::Reverse, "reverse"},
    {LinkMode::Bidirectional, "bidirectional"},
}};

// ---- reading helpers on top of ObjectReader ----

void requiredInt64(ObjectReader &r, const json &j, const char *key, std::int64_t &out)
{
    if (!requirePresent(r, j, key))
        return;
    std::optional<std::int64_t> value;
    r.optional(key, value);
    if (value)
        out = *value;
}

void requiredDouble(ObjectReader &r, const json &j, const char *key, double &out)
{
    if (!requirePresent(r, j, key))
        return;
    std::optional<double> value;
    r.optional(key, value);
    if (value)
        out = *value;
}

void requiredBool(ObjectReader &r, const json &j, const char *key, bool &out)
{
    if (requirePresent(r, j, key))
        r.optional(key, out);
}

void requiredString(ObjectReader &r, const char *key, std::string &out)
{
    r.required(key, out);
}

void readDoubles(ObjectReader &r, const char *key, std::vector<double> &out, bool required)
{
    const json *array = r.child(key, json::value_t::array);
    if (!array) {
        if (required && r.ok())
            r.fail(r.pathOf(key) + " is missing");
        return;
    }
    std::vector<double> values;
    values.reserve(array->size());
    for (const json &item : *array) {
        if (!item.is_number()) {
            r.fail(r.pathOf(key) + " holds a value that is not a number");
            return;
        }
        values.push_back(item.get<double>());
    }
    out = std::move(values);
}

template<typename T, typename Parse>
void readOptionalObject(ObjectReader &r, const char *key, std::optional<T> &out, Parse parse)
{
    T value{};
    bool present = false;
    readObject(r, key, value, false, [&](const json &object, const std::string &path) {
        present = true;
        return parse(object, path);
    });
    if (present && r.ok())
        out = std::move(value);
}

/// An array of objects, each parsed with parse(const json &, path) → Expected<T>.
template<typename T, typename Parse>
void readObjects(ObjectReader &r, const char *key, std::vector<T> &out, Parse parse)
{
    const json *array = r.child(key, json::value_t::array);
    if (!array) {
        if (r.ok())
            r.fail(r.pathOf(key) + " is missing");
        return;
    }
    std::vector<T> values;
    for (std::size_t i = 0; i < array->size(); ++i) {
        auto parsed = parse((*array)[i], r.pathOf(key) + "[" + std::to_string(i) + "]");
        if (!parsed) {
            r.fail(parsed.error().message);
            return;
        }
        values.push_back(std::move(parsed).value());
    }
    out = std::move(values);
}

void readMode(ObjectReader &r, const json &j, LinkMode &out)
{
    std::string text;
    if (!requirePresent(r, j, "mode"))
        return;
    r.required("mode", text);
    if (!r.ok())
        return;
    out = linkModeFromString(text);
    if (out == LinkMode::Unknown)
        r.fail(r.pathOf("mode") + " is not forward, reverse or bidirectional");
}

/// Checks the token without ever putting it (or any part of it) into the message.
void readToken(ObjectReader &r, std::string &out)
{
    r.required("token", out);
    if (r.ok() && !tokenFromHex(out))
        r.fail(r.pathOf("token") + " is not " + std::to_string(2 * kTokenBytes) + " hexadecimal digits");
}

void readPort(ObjectReader &r, const json &j, const char *key, std::uint16_t &out)
{
    readUnsigned(r, j, key, out, true);
    if (r.ok() && out == 0)
        r.fail(r.pathOf(key) + " must be a port from 1 to 65535");
}

void checkRange(ObjectReader &r, const char *key, std::int64_t value, std::int64_t min, std::int64_t max,
                const char *unit)
{
    if (r.ok() && (value < min || value > max))
        r.fail(r.pathOf(key) + " must be from " + std::to_string(min) + " to " + std::to_string(max) + unit);
}

// ---- parsers of the nested types, each with the path of its place in the document ----

Expected<LinkTestSettings> parseSettingsAt(const json &j, const std::string &path)
{
    LinkTestSettings s;
    ObjectReader r(j, path);
    readUnsigned(r, j, "probe_count", s.probeCount, true);
    requiredInt64(r, j, "probe_interval_us", s.probeIntervalUs);
    readUnsigned(r, j, "request_response_count", s.requestResponseCount, true);
    requiredInt64(r, j, "duration_ms", s.durationMs);
    readUnsigned(r, j, "streams", s.streams, true);
    requiredInt64(r, j, "interval_ms", s.intervalMs);
    requiredInt64(r, j, "loaded_duration_ms", s.loadedDurationMs);
    requiredBool(r, j, "measure_path_mtu", s.measurePathMtu);

    constexpr auto maxCount = static_cast<std::int64_t>(kMaxCount);
    checkRange(r, "probe_count", s.probeCount, 1, maxCount, "");
    checkRange(r, "probe_interval_us", s.probeIntervalUs, kMinProbeIntervalUs, kMaxProbeIntervalUs, " µs");
    checkRange(r, "request_response_count", s.requestResponseCount, 1, maxCount, "");
    checkRange(r, "duration_ms", s.durationMs, kMinDurationMs, kMaxDurationMs, " ms");
    checkRange(r, "streams", s.streams, 1, kMaxStreams, "");
    checkRange(r, "interval_ms", s.intervalMs, kMinIntervalMs, std::max(s.durationMs, kMinIntervalMs), " ms");
    checkRange(r, "loaded_duration_ms", s.loadedDurationMs, kMinDurationMs, kMaxDurationMs, " ms");
    // The idle probes alone must not exceed the longest phase either.
    if (r.ok() && s.probeCount * s.probeIntervalUs > kMaxDurationMs * 1000)
        r.fail(r.pathOf("probe_count") + " × " + r.pathOf("probe_interval_us") + " exceeds 10 min");
    // Rounded up, as the data plane counts them: a last, shorter step is a step too.
    if (r.ok() && (s.durationMs + s.intervalMs - 1) / s.intervalMs > kMaxIntervals)
        r.fail(r.pathOf("duration_ms") + " / " + r.pathOf("interval_ms") + " exceeds "
               + std::to_string(kMaxIntervals) + " steps");
    return finish(r, s);
}

Expected<RttSummary> parseRttAt(const json &j, const std::string &path)
{
    RttSummary s;
    ObjectReader r(j, path);
    requiredDouble(r, j, "min_us", s.minUs);
    requiredDouble(r, j, "p50_us", s.p50Us);
    requiredDouble(r, j, "p90_us", s.p90Us);
    requiredDouble(r, j, "p99_us", s.p99Us);
    requiredDouble(r, j, "max_us", s.maxUs);
    requiredDouble(r, j, "mean_us", s.meanUs);
    requiredDouble(r, j, "std_dev_us", s.stdDevUs);
    requiredDouble(r, j, "jitter_us", s.jitterUs);
    return finish(r, s);
}

Expected<LatencySummary> parseLatencyAt(const json &j, const std::string &path)
{
    LatencySummary s;
    ObjectReader r(j, path);
    readUnsigned(r, j, "sent", s.sent, true);
    readUnsigned(r, j, "received", s.received, true);
    requiredDouble(r, j, "loss_percent", s.lossPercent);
    readUnsigned(r, j, "duplicates", s.duplicates, true);
    readUnsigned(r, j, "reordered", s.reordered, true);
    readOptionalObject(r, "rtt", s.rtt, parseRttAt);
    readDoubles(r, "samples_us", s.samplesUs, true);
    r.optional("server_dwell_us_mean", s.serverDwellMeanUs);
    if (r.ok() && s.serverDwellMeanUs && !(*s.serverDwellMeanUs >= 0))
        r.fail(r.pathOf("server_dwell_us_mean") + " must not be negative");
    if (r.ok() && s.received > s.sent)
        r.fail(r.pathOf("received") + " exceeds " + r.pathOf("sent"));
    if (r.ok() && s.samplesUs.size() != s.received)
        r.fail(r.pathOf("samples_us") + " does not hold one value per received probe");
    return finish(r, std::move(s));
}

Expected<DirectionThroughput> parseDirectionAt(const json &j, const std::string &path)
{
    DirectionThroughput d;
    ObjectReader r(j, path);
    requiredDouble(r, j, "bits_per_second", d.bitsPerSecond);
    readUnsigned(r, j, "bytes", d.bytes, true);
    requiredDouble(r, j, "seconds", d.seconds);
    readDoubles(r, "interval_bits_per_second", d.intervalBitsPerSecond, true);
    readDoubles(r, "stream_bits_per_second", d.streamBitsPerSecond, true);
    readOptionalUnsigned(r, j, "retransmits", d.retransmits);
    r.optional("smoothed_rtt_us", d.smoothedRttUs);
    return finish(r, std::move(d));
}

Expected<ThroughputPhase> parsePhaseAt(const json &j, const std::string &path)
{
    ThroughputPhase p;
    ObjectReader r(j, path);
    readMode(r, j, p.mode);
    readUnsigned(r, j, "streams", p.streams, true);
    checkRange(r, "streams", p.streams, 1, kMaxStreams, "");
    readOptionalObject(r, "forward", p.forward, parseDirectionAt);
    readOptionalObject(r, "reverse", p.reverse, parseDirectionAt);
    return finish(r, std::move(p));
}

Expected<LoadedLatency> parseLoadedAt(const json &j, const std::string &path)
{
    LoadedLatency l;
    ObjectReader r(j, path);
    readMode(r, j, l.mode);
    readObject(r, "latency", l.latency, true, parseLatencyAt);
    r.optional("load_bits_per_second", l.loadBitsPerSecond);
    return finish(r, std::move(l));
}

Expected<PathMtuResult> parsePathMtuAt(const json &j, const std::string &path)
{
    PathMtuResult m;
    ObjectReader r(j, path);
    readUnsigned(r, j, "largest_payload_bytes", m.largestPayloadBytes, true);
    readUnsigned(r, j, "packet_bytes", m.packetBytes, true);
    return finish(r, m);
}

Expected<LinkServeParams> parseServeParamsAt(const json &j, const std::string &path)
{
    LinkServeParams p;
    ObjectReader r(j, path);
    requiredString(r, "bind_address", p.bindAddress);
    readToken(r, p.token);
    requiredInt64(r, j, "max_duration_ms", p.maxDurationMs);
    if (r.ok() && p.bindAddress.empty())
        r.fail(r.pathOf("bind_address") + " is empty");
    if (r.ok() && !isSpecificUnicastText(p.bindAddress))
        r.fail(r.pathOf("bind_address") + " must be a numeric unicast address of one interface, not "
               + p.bindAddress);
    checkRange(r, "max_duration_ms", p.maxDurationMs, 1, kMaxLinkServeDurationMs, " ms");
    return finish(r, std::move(p));
}

Expected<LinkServeReply> parseServeReplyAt(const json &j, const std::string &path)
{
    LinkServeReply p;
    ObjectReader r(j, path);
    requiredInt64(r, j, "server_id", p.serverId);
    readPort(r, j, "udp_port", p.udpPort);
    readPort(r, j, "tcp_port", p.tcpPort);
    requiredString(r, "stack_id", p.stackId);
    readOptionalObject(r, "interface_before", p.interfaceBefore, parseNicInfo);
    return finish(r, std::move(p));
}

Expected<LinkStopParams> parseStopParamsAt(const json &j, const std::string &path)
{
    LinkStopParams p;
    ObjectReader r(j, path);
    requiredInt64(r, j, "server_id", p.serverId);
    return finish(r, p);
}

Expected<LinkStopReply> parseStopReplyAt(const json &j, const std::string &path)
{
    LinkStopReply p;
    ObjectReader r(j, path);
    readUnsigned(r, j, "answered_datagrams", p.answeredDatagrams, true);
    readUnsigned(r, j, "rejected_datagrams", p.rejectedDatagrams, true);
    readUnsigned(r, j, "rejected_connections", p.rejectedConnections, true);
    requiredBool(r, j, "reached_max_duration", p.reachedMaxDuration);
    readOptionalObject(r, "interface_after", p.interfaceAfter, parseNicInfo);
    return finish(r, std::move(p));
}

Expected<LinkTestParams> parseTestParamsAt(const json &j, const std::string &path)
{
    LinkTestParams p;
    ObjectReader r(j, path);
    requiredString(r, "target_address", p.targetAddress);
    readPort(r, j, "udp_port", p.udpPort);
    readPort(r, j, "tcp_port", p.tcpPort);
    readToken(r, p.token);
    r.optional("server_stack_id", p.serverStackId);
    readObject(r, "settings", p.settings, true, parseSettingsAt);
    if (r.ok() && p.targetAddress.empty())
        r.fail(r.pathOf("target_address") + " is empty");
    return finish(r, std::move(p));
}

Expected<LinkTestReport> parseTestReportAt(const json &j, const std::string &path)
{
    LinkTestReport t;
    ObjectReader r(j, path);
    requiredString(r, "client_stack_id", t.clientStackId);
    requiredString(r, "server_stack_id", t.serverStackId);
    requiredBool(r, j, "same_host", t.sameHost);
    readOptionalObject(r, "interface_before", t.interfaceBefore, parseNicInfo);
    readOptionalObject(r, "interface_after", t.interfaceAfter, parseNicInfo);
    readObject(r, "udp_latency", t.udpLatency, true, parseLatencyAt);
    readObject(r, "tcp_latency", t.tcpLatency, true, parseLatencyAt);
    readObjects(r, "throughput", t.throughput, parsePhaseAt);
    readObjects(r, "loaded_latency", t.loadedLatency, parseLoadedAt);
    readOptionalObject(r, "path_mtu", t.pathMtu, parsePathMtuAt);
    requiredDouble(r, j, "elapsed_seconds", t.elapsedSeconds);
    return finish(r, std::move(t));
}

Expected<LinkPairReport> parsePairReportAt(const json &j, const std::string &path)
{
    LinkPairReport p;
    ObjectReader r(j, path);
    readObject(r, "settings", p.settings, true, parseSettingsAt);
    readObject(r, "serve", p.serve, true, parseServeReplyAt);
    readObject(r, "test", p.test, true, parseTestReportAt);
    readObject(r, "stop", p.stop, true, parseStopReplyAt);
    return finish(r, std::move(p));
}

Expected<ReachPeer> parseReachPeerAt(const json &j, const std::string &path)
{
    ReachPeer p;
    ObjectReader r(j, path);
    requiredString(r, "address", p.address);
    readPort(r, j, "udp_port", p.udpPort);
    readPort(r, j, "tcp_port", p.tcpPort);
    readToken(r, p.token);
    r.optional("names", p.names);
    if (r.ok() && !isSpecificUnicastText(p.address))
        r.fail(r.pathOf("address") + " must be a numeric unicast address, not " + p.address);
    if (r.ok() && p.names.size() > kMaxReachNames)
        r.fail(r.pathOf("names") + " holds more than " + std::to_string(kMaxReachNames) + " names");
    return finish(r, std::move(p));
}

Expected<ReachTestParams> parseReachParamsAt(const json &j, const std::string &path)
{
    ReachTestParams p;
    ObjectReader r(j, path);
    readObjects(r, "peers", p.peers, parseReachPeerAt);
    r.optional("own_names", p.ownNames);
    requiredInt64(r, j, "timeout_ms", p.timeoutMs);
    requiredBool(r, j, "measure_path_mtu", p.measurePathMtu);
    if (r.ok() && p.ownNames.size() > kMaxReachNames)
        r.fail(r.pathOf("own_names") + " holds more than " + std::to_string(kMaxReachNames) + " names");
    if (r.ok() && p.peers.size() > kMaxReachPeers)
        r.fail(r.pathOf("peers") + " holds more than " + std::to_string(kMaxReachPeers) + " peers");
    checkRange(r, "timeout_ms", p.timeoutMs, kMinReachTimeoutMs, kMaxReachTimeoutMs, " ms");
    return finish(r, std::move(p));
}

Expected<NameResolution> parseResolutionAt(const json &j, const std::string &path)
{
    NameResolution n;
    ObjectReader r(j, path);
    requiredString(r, "name", n.name);
    r.optional("addresses", n.addresses);
    r.optional("error", n.error);
    return finish(r, std::move(n));
}

Expected<ReachResult> parseReachResultAt(const json &j, const std::string &path)
{
    ReachResult result;
    ObjectReader r(j, path);
    requiredString(r, "address", result.address);
    readObjects(r, "names", result.names, parseResolutionAt);
    std::string tcp;
    requiredString(r, "tcp", tcp);
    if (r.ok()) {
        result.tcp = valueOf(kTcpReachNames, tcp);
        if (result.tcp == TcpReach::Unknown)
            r.fail(r.pathOf("tcp") + " is not one of connected, refused, timed_out, unreachable, failed");
    }
    r.optional("tcp_connect_ms", result.tcpConnectMs);
    r.optional("tcp_detail", result.tcpDetail);
    readUnsigned(r, j, "udp_sent", result.udpSent, true);
    readUnsigned(r, j, "udp_received", result.udpReceived, true);
    r.optional("udp_rtt_us", result.udpRttUs);
    r.optional("reply_ttl", result.replyTtl);
    readOptionalObject(r, "path_mtu", result.pathMtu, parsePathMtuAt);
    r.optional("path_mtu_error", result.pathMtuError);
    r.optional("interface", result.interfaceName);
    r.optional("source_address", result.sourceAddress);
    if (r.ok() && result.udpReceived > result.udpSent)
        r.fail(r.pathOf("udp_received") + " is more than udp_sent");
    return finish(r, std::move(result));
}

Expected<ReachTestReply> parseReachReplyAt(const json &j, const std::string &path)
{
    ReachTestReply reply;
    ObjectReader r(j, path);
    readObjects(r, "peers", reply.peers, parseReachResultAt);
    if (r.ok() && j.contains("own_names"))
        readObjects(r, "own_names", reply.ownNames, parseResolutionAt);
    requiredDouble(r, j, "elapsed_seconds", reply.elapsedSeconds);
    return finish(r, std::move(reply));
}

/// a + b, and a × b, saturating at the int64 limit: the budget of absurd settings is "forever",
/// never a negative number.
std::int64_t saturatingAdd(std::int64_t a, std::int64_t b)
{
    std::int64_t sum = 0;
    return __builtin_add_overflow(a, b, &sum) ? std::numeric_limits<std::int64_t>::max() : sum;
}

std::int64_t saturatingMultiply(std::int64_t a, std::int64_t b)
{
    std::int64_t product = 0;
    return __builtin_mul_overflow(a, b, &product) ? std::numeric_limits<std::int64_t>::max() : product;
}

} // namespace

bool isSpecificUnicastText(const std::string &address)
{
    std::array<unsigned char, 16> bytes{};
    if (::inet_pton(AF_INET, address.c_str(), bytes.data()) == 1) {
        const bool thisNetwork = bytes[0] == 0;
        const bool multicast = (bytes[0] & 0xf0) == 0xe0;
        const bool broadcast = bytes[0] == 255 && bytes[1] == 255 && bytes[2] == 255 && bytes[3] == 255;
        return !thisNetwork && !multicast && !broadcast;
    }
    const std::size_t percent = address.find('%');
    if (percent == 0 || percent + 1 == address.size())
        return false; // "%eth0" or "fe80::1%"
    const std::string host = address.substr(0, percent);
    if (::inet_pton(AF_INET6, host.c_str(), bytes.data()) != 1)
        return false;
    static constexpr std::array<unsigned char, 12> v4MappedPrefix{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    if (std::equal(v4MappedPrefix.begin(), v4MappedPrefix.end(), bytes.begin())) {
        const bool thisNetwork = bytes[12] == 0;
        const bool multicast = (bytes[12] & 0xf0) == 0xe0;
        const bool broadcast = bytes[12] == 255 && bytes[13] == 255 && bytes[14] == 255 && bytes[15] == 255;
        return !thisNetwork && !multicast && !broadcast;
    }
    const bool unspecified = std::all_of(bytes.begin(), bytes.end(), [](unsigned char b) { return b == 0; });
    return !unspecified && bytes[0] != 0xff;
}

// ---- budget ----

namespace {
constexpr std::int64_t settleMs = 1000;       // waiting for the last echoes, connection setup
constexpr std::int64_t requestResponseMs = 1; // generous for one round trip on a LAN
} // namespace

std::int64_t requestResponseBudgetMs(const LinkTestSettings &settings)
{
    return saturatingAdd(saturatingMultiply(settings.requestResponseCount, requestResponseMs), settleMs);
}

std::int64_t linkTestBudgetMs(const LinkTestSettings &settings)
{
    constexpr std::int64_t perPhaseMs = 2000;    // connecting, ramp-up and the results exchange
    constexpr std::int64_t pathMtuMs = 5000;     // bisection with timeouts on the lost sizes
    constexpr std::int64_t slackMs = 20'000;     // a loaded machine, the controller's own latency
    constexpr std::int64_t throughputPhases = 6; // 1 and P streams × forward, reverse, both
    constexpr std::int64_t loadedPhases = 2;     // forward, reverse

    const std::int64_t probesMs
        = saturatingMultiply(settings.probeCount, std::max<std::int64_t>(settings.probeIntervalUs, 0)) / 1000;
    std::int64_t budget = slackMs;
    budget = saturatingAdd(budget, saturatingAdd(probesMs, settleMs));
    budget = saturatingAdd(budget, requestResponseBudgetMs(settings));
    if (settings.measurePathMtu)
        budget = saturatingAdd(budget, pathMtuMs);
    budget = saturatingAdd(
        budget,
        saturatingMultiply(throughputPhases,
                           saturatingAdd(std::max<std::int64_t>(settings.durationMs, 0), perPhaseMs)));
    budget = saturatingAdd(
        budget,
        saturatingMultiply(loadedPhases,
                           saturatingAdd(std::max<std::int64_t>(settings.loadedDurationMs, 0), perPhaseMs)));
    return budget;
}

// ---- modes and tokens ----

std::string toString(LinkMode mode)
{
    for (const auto &[value, name] : kModeNames)
        if (value == mode)
            return name;
    return "unknown";
}

LinkMode linkModeFromString(const std::string &text)
{
    for (const auto &[value, name] : kModeNames)
        if (text == name)
            return value;
    return LinkMode::Unknown;
}

std::string tokenToHex(const std::uint8_t *bytes, std::size_t size)
{
    static constexpr char digits[] = "0123456789abcdef";
    std::string hex;
    hex.reserve(2 * size);
    for (std::size_t i = 0; i < size; ++i) {
        hex.push_back(digits[bytes[i] >> 4]);
        hex.push_back(digits[bytes[i] & 0x0f]);
    }
    return hex;
}

std::optional<std::vector<std::uint8_t>> tokenFromHex(const std::string &hex)
{
    if (hex.size() != 2 * kTokenBytes)
        return std::nullopt;
    const auto nibble = [](char c) -> int {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    };
    std::vector<std::uint8_t> bytes(kTokenBytes);
    for (std::size_t i = 0; i < kTokenBytes; ++i) {
        const int high = nibble(hex[2 * i]);
        const int low = nibble(hex[2 * i + 1]);
        if (high < 0 || low < 0)
            return std::nullopt;
        bytes[i] = static_cast<std::uint8_t>((high << 4) | low);
    }
    return bytes;
}

// ---- to_json ----

namespace {

void to_json(json &j, const RttSummary &value)
{
    j = json{{"min_us", value.minUs},        {"p50_us", value.p50Us},      {"p90_us", value.p90Us},
             {"p99_us", value.p99Us},        {"max_us", value.maxUs},      {"mean_us", value.meanUs},
             {"std_dev_us", value.stdDevUs}, {"jitter_us", value.jitterUs}};
}

} // namespace

void to_json(json &j, const LinkTestSettings &value)
{
    j = json{{"probe_count", value.probeCount},
             {"probe_interval_us", value.probeIntervalUs},
             {"request_response_count", value.requestResponseCount},
             {"duration_ms", value.durationMs},
             {"streams", value.streams},
             {"interval_ms", value.intervalMs},
             {"loaded_duration_ms", value.loadedDurationMs},
             {"measure_path_mtu", value.measurePathMtu}};
}

void to_json(json &j, const LatencySummary &value)
{
    j = json{{"sent", value.sent},
             {"received", value.received},
             {"loss_percent", value.lossPercent},
             {"duplicates", value.duplicates},
             {"reordered", value.reordered},
             {"samples_us", value.samplesUs}};
    putOptional(j, "server_dwell_us_mean", value.serverDwellMeanUs);
    if (value.rtt) {
        json rtt;
        to_json(rtt, *value.rtt);
        j["rtt"] = std::move(rtt);
    }
}

void to_json(json &j, const DirectionThroughput &value)
{
    j = json{{"bits_per_second", value.bitsPerSecond},
             {"bytes", value.bytes},
             {"seconds", value.seconds},
             {"interval_bits_per_second", value.intervalBitsPerSecond},
             {"stream_bits_per_second", value.streamBitsPerSecond}};
    putOptional(j, "retransmits", value.retransmits);
    putOptional(j, "smoothed_rtt_us", value.smoothedRttUs);
}

void to_json(json &j, const ThroughputPhase &value)
{
    j = json{{"mode", toString(value.mode)}, {"streams", value.streams}};
    putOptional(j, "forward", value.forward);
    putOptional(j, "reverse", value.reverse);
}

void to_json(json &j, const LoadedLatency &value)
{
    j = json{{"mode", toString(value.mode)}, {"latency", value.latency}};
    putOptional(j, "load_bits_per_second", value.loadBitsPerSecond);
}

void to_json(json &j, const PathMtuResult &value)
{
    j = json{{"largest_payload_bytes", value.largestPayloadBytes}, {"packet_bytes", value.packetBytes}};
}

void to_json(json &j, const LinkServeParams &value)
{
    j = json{{"bind_address", value.bindAddress},
             {"token", value.token},
             {"max_duration_ms", value.maxDurationMs}};
}

void to_json(json &j, const LinkServeReply &value)
{
    j = json{{"server_id", value.serverId},
             {"udp_port", value.udpPort},
             {"tcp_port", value.tcpPort},
             {"stack_id", value.stackId}};
    putOptional(j, "interface_before", value.interfaceBefore);
}

void to_json(json &j, const LinkStopParams &value)
{
    j = json{{"server_id", value.serverId}};
}

void to_json(json &j, const LinkStopReply &value)
{
    j = json{{"answered_datagrams", value.answeredDatagrams},
             {"rejected_datagrams", value.rejectedDatagrams},
             {"rejected_connections", value.rejectedConnections},
             {"reached_max_duration", value.reachedMaxDuration}};
    putOptional(j, "interface_after", value.interfaceAfter);
}

void to_json(json &j, const LinkTestParams &value)
{
    j = json{{"target_address", value.targetAddress},
             {"udp_port", value.udpPort},
             {"tcp_port", value.tcpPort},
             {"token", value.token},
             {"server_stack_id", value.serverStackId},
             {"settings", value.settings}};
}

void to_json(json &j, const LinkTestReport &value)
{
    j = json{{"client_stack_id", value.clientStackId},
             {"server_stack_id", value.serverStackId},
             {"same_host", value.sameHost},
             {"udp_latency", value.udpLatency},
             {"tcp_latency", value.tcpLatency},
             {"throughput", value.throughput},
             {"loaded_latency", value.loadedLatency},
             {"elapsed_seconds", value.elapsedSeconds}};
    putOptional(j, "interface_before", value.interfaceBefore);
    putOptional(j, "interface_after", value.interfaceAfter);
    putOptional(j, "path_mtu", value.pathMtu);
}

void to_json(json &j, const LinkPairReport &value)
{
    j = json{
        {"settings", value.settings}, {"serve", value.serve}, {"test", value.test}, {"stop", value.stop}};
}

void to_json(json &j, const ReachPeer &value)
{
    j = json{{"address", value.address},
             {"udp_port", value.udpPort},
             {"tcp_port", value.tcpPort},
             {"token", value.token},
             {"names", value.names}};
}

void to_json(json &j, const ReachTestParams &value)
{
    j = json{{"peers", value.peers},
             {"own_names", value.ownNames},
             {"timeout_ms", value.timeoutMs},
             {"measure_path_mtu", value.measurePathMtu}};
}

void to_json(json &j, const NameResolution &value)
{
    j = json{{"name", value.name}, {"addresses", value.addresses}};
    putOptional(j, "error", value.error);
}

void to_json(json &j, const ReachResult &value)
{
    j = json{{"address", value.address},
             {"names", value.names},
             {"tcp", toString(value.tcp)},
             {"udp_sent", value.udpSent},
             {"udp_received", value.udpReceived}};
    putOptional(j, "tcp_connect_ms", value.tcpConnectMs);
    if (!value.tcpDetail.empty())
        j["tcp_detail"] = value.tcpDetail;
    putOptional(j, "udp_rtt_us", value.udpRttUs);
    putOptional(j, "reply_ttl", value.replyTtl);
    putOptional(j, "path_mtu", value.pathMtu);
    putOptional(j, "path_mtu_error", value.pathMtuError);
    putOptional(j, "interface", value.interfaceName);
    putOptional(j, "source_address", value.sourceAddress);
}

void to_json(json &j, const ReachTestReply &value)
{
    j = json{
        {"peers", value.peers}, {"own_names", value.ownNames}, {"elapsed_seconds", value.elapsedSeconds}};
}

std::string toString(TcpReach reach)
{
    return nameOf(kTcpReachNames, reach);
}

std::int64_t reachTestBudgetMs(const ReachTestParams &params)
{
    // A name may wait for DNS: glibc tries each server (up to 3) twice with a 5 s timeout, so up to
    // 30 s, 20 s being what a broken resolver usually costs. Per peer: its names, the TCP connect
    // and the UDP echoes (each up to the timeout) and the path MTU's bisection (about 16 sizes, 3
    // tries of 200 ms at worst); then slack for a loaded machine.
    constexpr std::int64_t kPerNameMs = 20'000;
    std::int64_t budget
        = saturatingAdd(saturatingMultiply(std::int64_t(params.ownNames.size()), kPerNameMs), 10'000);
    for (const ReachPeer &peer : params.peers) {
        const std::int64_t names = saturatingMultiply(std::int64_t(peer.names.size()), kPerNameMs);
        budget
            = saturatingAdd(budget, saturatingAdd(saturatingMultiply(2, params.timeoutMs), names + 15'000));
    }
    return budget;
}

// ---- parsers ----

Expected<LinkTestSettings> parseLinkTestSettings(const json &j)
{
    return parseSettingsAt(j, "");
}

Expected<LinkServeParams> parseLinkServeParams(const json &j)
{
    return parseServeParamsAt(j, "");
}

Expected<LinkServeReply> parseLinkServeReply(const json &j)
{
    return parseServeReplyAt(j, "");
}

Expected<LinkStopParams> parseLinkStopParams(const json &j)
{
    return parseStopParamsAt(j, "");
}

Expected<LinkStopReply> parseLinkStopReply(const json &j)
{
    return parseStopReplyAt(j, "");
}

Expected<LinkTestParams> parseLinkTestParams(const json &j)
{
    return parseTestParamsAt(j, "");
}

Expected<LinkTestReport> parseLinkTestReport(const json &j)
{
    return parseTestReportAt(j, "");
}

Expected<LinkPairReport> parseLinkPairReport(const json &j)
{
    return parsePairReportAt(j, "");
}

Expected<ReachTestParams> parseReachTestParams(const json &j)
{
    return parseReachParamsAt(j, "");
}

Expected<ReachTestReply> parseReachTestReply(const json &j)
{
    return parseReachReplyAt(j, "");
}

} // namespace shardscope::protocol
