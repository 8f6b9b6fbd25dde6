#pragma once

#include "remote-agent/protocol/Expected.h"
#include "remote-agent/protocol/Inventory.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::protocol {

// The link test between two nodes, as it travels over the agent protocol and into the database.
// A pair test has a server (B: `link_serve`, later `link_stop`) and a client (A: `link_test`); the
// client measures both directions, so one test fills the matrix cells A→B ("forward") and B→A
// ("reverse"). JSON field names are snake_case; absent optionals are omitted.

/// Most parallel streams a throughput phase may open in one direction.
inline constexpr std::uint32_t kMaxLinkStreams = 16;
/// Most probes (UDP) and round trips (TCP) a latency test may send: with the raw samples, a report
/// stays well below the protocol's line limit.
inline constexpr std::uint32_t kMaxLinkProbes = 50'000;

/// What every pair test of one run does; the controller sends the same settings to every pair.
struct LinkTestSettings {
    std::uint32_t probeCount = 1000;           ///< UDP echo probes for idle latency
    std::int64_t probeIntervalUs = 1000;       ///< between UDP probes (absolute schedule)
    std::uint32_t requestResponseCount = 1000; ///< TCP request/response round trips (one at a time)
    std::int64_t durationMs = 3000;            ///< each throughput phase
    std::uint32_t streams = 4;                 ///< P of the parallel-stream phases (1 is always run too)
    std::int64_t intervalMs = 100;             ///< step of the throughput series
    std::int64_t loadedDurationMs = 2000;      ///< latency under load, each direction
    bool measurePathMtu = true;

    bool operator==(const LinkTestSettings &) const = default;
};

/// Longest a whole pair test with these settings may take, with slack for a loaded machine: the
/// server's maximum duration and the controller's timeout are derived from it.
std::int64_t linkTestBudgetMs(const LinkTestSettings &settings);

/// The part of that budget for the TCP request/response round trips: the agent stops starting new
/// ones after it (a lossy link makes TCP wait for retransmission timeouts) and reports those done.
std::int64_t requestResponseBudgetMs(const LinkTestSettings &settings);

/// Round-trip statistics in microseconds (see remote-agent/link/LatencyStats.h for the methods).
struct RttSummary {
    double minUs = 0;
    double p50Us = 0;
    double p90Us = 0;
    double p99Us = 0;
    double maxUs = 0;
    double meanUs = 0;
    double stdDevUs = 0; ///< population standard deviation
    double jitterUs = 0; ///< RFC 3550 interarrival jitter

    bool operator==(const RttSummary &) const = default;
};

/// One latency test: UDP echo or TCP request/response.
struct LatencySummary {
    std::uint64_t sent = 0;
    std::uint64_t received = 0;
    double lossPercent = 0;
    std::uint64_t duplicates = 0;
    std::uint64_t reordered = 0;
    std::optional<RttSummary> rtt; ///< absent when nothing came back
    std::vector<double> samplesUs; ///< every received round trip in send order (raw, for histograms)
    /// UDP: the echo server's mean time from its kernel's receive timestamp of a probe to its echo,
    /// part of the round trips above (link::ProbeRecord::serverDwellNs: its thread's wake-up, and
    /// anything that held the packet on its way in); absent for TCP and from a server that did not say.
    std::optional<double> serverDwellMeanUs;

    bool operator==(const LatencySummary &) const = default;
};

/// One direction of one throughput phase, measured at the receiver (bytes that arrived).
struct DirectionThroughput {
    double bitsPerSecond = 0;                  ///< all streams: bytes × 8 / seconds
    std::uint64_t bytes = 0;                   ///< received, all streams
    double seconds = 0;                        ///< from the test start to the last byte received
    std::vector<double> intervalBitsPerSecond; ///< all streams, per settings.intervalMs from the start
    std::vector<double> streamBitsPerSecond;   ///< per stream
    std::optional<std::uint64_t> retransmits;  ///< TCP_INFO of the sending sockets, summed
    std::optional<double> smoothedRttUs;       ///< TCP_INFO srtt of the sending sockets, mean

    bool operator==(const DirectionThroughput &) const = default;
};

/// Which way a throughput phase sends: client→server, server→client, or both at once.
enum class LinkMode { Unknown = 0, Forward, Reverse, Bidirectional };

/// One throughput phase: `streams` TCP connections in `mode`.
struct ThroughputPhase {
    LinkMode mode = LinkMode::Unknown;
    std::uint32_t streams = 1;
    std::optional<DirectionThroughput> forward; ///< client→server, set for Forward and Bidirectional
    std::optional<DirectionThroughput> reverse; ///< server→client, set for Reverse and Bidirectional

    bool operator==(const ThroughputPhase &) const = default;
};

/// Round trips measured while `mode` (Forward or Reverse) is saturated by one TCP stream.
struct LoadedLatency {
    LinkMode mode = LinkMode::Unknown;
    LatencySummary latency;                  ///< UDP echo probes sent during the load
    std::optional<double> loadBitsPerSecond; ///< the load's throughput meanwhile

    bool operator==(const LoadedLatency &) const = default;
};

/// The largest UDP payload that went there and back with "don't fragment" set.
struct PathMtuResult {
    std::uint32_t largestPayloadBytes = 0; ///< UDP payload
    std::uint32_t packetBytes = 0;         ///< IP packet: payload + UDP and IP headers
    bool operator==(const PathMtuResult &) const = default;
};

/// The longest a link server may be asked to stay open (LinkServeParams::maxDurationMs): 4 h.
inline constexpr std::int64_t kMaxLinkServeDurationMs = 4 * 3600 * 1000;

/// `link_serve` params: start a server for one pair test.
struct LinkServeParams {
    /// A numeric unicast address on this node's cluster interface: never 0.0.0.0, ::, multicast or
    /// broadcast, so the server listens on that one interface only.
    std::string bindAddress;
    /// The per-run secret: 32 hex digits (either case on input; tokenToHex writes lower case).
    std::string token;
    std::int64_t maxDurationMs = 0; ///< the listeners close this long after they opened, whatever happens

    bool operator==(const LinkServeParams &) const = default;
};

/// `link_serve` result.
struct LinkServeReply {
    std::int64_t serverId = 0;
    std::uint16_t udpPort = 0;
    std::uint16_t tcpPort = 0;
    std::string stackId;                    ///< networkStackId() of the server
    std::optional<NicInfo> interfaceBefore; ///< the interface holding bindAddress, before the test

    bool operator==(const LinkServeReply &) const = default;
};

/// `link_stop` params.
struct LinkStopParams {
    std::int64_t serverId = 0;
    bool operator==(const LinkStopParams &) const = default;
};

/// `link_stop` result: the listeners are closed when it is sent.
struct LinkStopReply {
    std::uint64_t answeredDatagrams = 0;
    std::uint64_t rejectedDatagrams = 0;   ///< without the token
    std::uint64_t rejectedConnections = 0; ///< without the token, or no hello in time
    bool reachedMaxDuration = false;       ///< the server stopped on its own before link_stop
    std::optional<NicInfo> interfaceAfter;

    bool operator==(const LinkStopReply &) const = default;
};

/// `link_test` params: run the client side against a server that link_serve started.
struct LinkTestParams {
    std::string targetAddress; ///< the server's bindAddress
    std::uint16_t udpPort = 0;
    std::uint16_t tcpPort = 0;
    std::string token;         ///< the same token as the server's
    std::string serverStackId; ///< from LinkServeReply: equal to the client's means the same host
    LinkTestSettings settings;

    bool operator==(const LinkTestParams &) const = default;
};

/// `link_test` result: everything the client measured.
struct LinkTestReport {
    std::string clientStackId;
    std::string serverStackId;
    /// Both ends in one network stack (same stack id, or the target is one of the client's own
    /// addresses): traffic never left the machine, so no figure here is a network figure.
    bool sameHost = false;
    std::optional<NicInfo> interfaceBefore; ///< the client's interface towards the target
    std::optional<NicInfo> interfaceAfter;
    LatencySummary udpLatency;
    LatencySummary tcpLatency;                ///< request/response of small messages on one connection
    std::vector<ThroughputPhase> throughput;  ///< 1 and P streams × Forward, Reverse, Bidirectional
    std::vector<LoadedLatency> loadedLatency; ///< Forward and Reverse
    std::optional<PathMtuResult> pathMtu;
    double elapsedSeconds = 0;

    bool operator==(const LinkTestReport &) const = default;
};

/// One measured pair as the controller stores it: the client's report and the server's side.
struct LinkPairReport {
    LinkTestSettings settings;
    LinkServeReply serve;
    LinkTestReport test;
    LinkStopReply stop;

    bool operator==(const LinkPairReport &) const = default;
};

// ---- reach_test: can this node reach its peers the way inference software will? ----

/// Most peers one reach_test checks, and names it resolves for one peer.
inline constexpr std::size_t kMaxReachPeers = 64;
inline constexpr std::size_t kMaxReachNames = 8;

/// One peer of a reach_test: the link server that link_serve started there, on its cluster
/// address, and the names this node's software would use for it.
struct ReachPeer {
    std::string address; ///< the peer's cluster address: its link server's bind address
    std::uint16_t udpPort = 0;
    std::uint16_t tcpPort = 0;
    std::string token;              ///< that server's token, 32 hex digits
    std::vector<std::string> names; ///< host names to resolve here: the peer's host name

    bool operator==(const ReachPeer &) const = default;
};

/// `reach_test` params.
struct ReachTestParams {
    std::vector<ReachPeer> peers;
    /// This node's own names to resolve here (its host name): software that finds this machine's
    /// address by its name (Gloo, vLLM, torch) tells the others what they resolve to.
    std::vector<std::string> ownNames;
    std::int64_t timeoutMs = 2000; ///< a TCP connect, and the wait for the UDP echoes, each
    bool measurePathMtu = true;

    bool operator==(const ReachTestParams &) const = default;
};

/// How a name resolved on this node: getaddrinfo(AF_UNSPEC), as the software would resolve it
/// (/etc/hosts, DNS, mDNS, whatever this node's nsswitch says).
struct NameResolution {
    std::string name;
    std::vector<std::string> addresses; ///< numeric, getaddrinfo's order, no repeats; empty: failed
    std::optional<std::string> error;   ///< gai_strerror when it failed

    bool operator==(const NameResolution &) const = default;
};

/// How a TCP connection to the peer's ephemeral port ended.
enum class TcpReach {
    Unknown = 0,
    Connected,   ///< the handshake completed
    Refused,     ///< a reset came back (nothing listening, or a firewall that rejects)
    TimedOut,    ///< no answer in time: what a firewall that drops looks like
    Unreachable, ///< no route, or an ICMP unreachable came back
    Failed,      ///< any other error (tcpDetail says which)
};

/// What one peer looked like from this node.
struct ReachResult {
    std::string address;               ///< the peer's cluster address, as given
    std::vector<NameResolution> names; ///< one per name asked, in that order
    TcpReach tcp = TcpReach::Unknown;
    std::optional<double> tcpConnectMs; ///< when connected
    std::string tcpDetail;              ///< strerror when not connected
    std::uint32_t udpSent = 0;
    std::uint32_t udpReceived = 0;
    std::optional<double> udpRttUs; ///< the fastest echo
    /// IP TTL (IPv6 hop limit) of the echoes as they arrived here: the peer's initial value (64
    /// on Linux, 128 on Windows) less one per router on the way.
    std::optional<int> replyTtl;
    std::optional<PathMtuResult> pathMtu;
    std::optional<std::string> pathMtuError; ///< when it was asked for and could not be measured
    /// The interface this node's routing sends traffic for the peer out of.
    std::optional<std::string> interfaceName;
    std::optional<std::string> sourceAddress; ///< the address that traffic leaves from

    bool operator==(const ReachResult &) const = default;
};

/// `reach_test` result: one per peer, in the order asked.
struct ReachTestReply {
    std::vector<ReachResult> peers;
    std::vector<NameResolution> ownNames; ///< one per own name asked, in that order
    double elapsedSeconds = 0;

    bool operator==(const ReachTestReply &) const = default;
};

/// The longest a reach_test with these params may take on the node: the controller's timeout.
std::int64_t reachTestBudgetMs(const ReachTestParams &params);

/// "connected", "refused", "timed_out", "unreachable", "failed"; "unknown".
std::string toString(TcpReach reach);

/// True for a numeric IPv4 or IPv6 address (an IPv6 one may carry a %scope) that names one
/// interface: not 0.0.0.0/8, ::, multicast (224.0.0.0/4, ff00::/8) nor 255.255.255.255, and not a
/// name (which would need DNS and could pick another interface). Loopback is allowed. What every
/// data-plane bind address (link servers, a bench run's communicator) must be: a listener bound to
/// anything else would listen on every interface, or on none of its own.
bool isSpecificUnicastText(const std::string &address);

/// "forward", "reverse", "bidirectional"; "unknown".
std::string toString(LinkMode mode);
LinkMode linkModeFromString(const std::string &text);

/// A 16-byte token as 32 hex digits, and back: tokenToHex writes lower case, tokenFromHex takes
/// either case (nullopt unless exactly 32 hex digits).
std::string tokenToHex(const std::uint8_t *bytes, std::size_t size);
std::optional<std::vector<std::uint8_t>> tokenFromHex(const std::string &hex);

void to_json(nlohmann::json &j, const LinkTestSettings &value);
void to_json(nlohmann::json &j, const LatencySummary &value);
void to_json(nlohmann::json &j, const DirectionThroughput &value);
void to_json(nlohmann::json &j, const ThroughputPhase &value);
void to_json(nlohmann::json &j, const LoadedLatency &value);
void to_json(nlohmann::json &j, const PathMtuResult &value);
void to_json(nlohmann::json &j, const LinkServeParams &value);
void to_json(nlohmann::json &j, const LinkServeReply &value);
void to_json(nlohmann::json &j, const LinkStopParams &value);
void to_json(nlohmann::json &j, const LinkStopReply &value);
void to_json(nlohmann::json &j, const LinkTestParams &value);
void to_json(nlohmann::json &j, const LinkTestReport &value);
void to_json(nlohmann::json &j, const LinkPairReport &value);
void to_json(nlohmann::json &j, const ReachPeer &value);
void to_json(nlohmann::json &j, const ReachTestParams &value);
void to_json(nlohmann::json &j, const NameResolution &value);
void to_json(nlohmann::json &j, const ReachResult &value);
void to_json(nlohmann::json &j, const ReachTestReply &value);

// Strict parsers (ObjectReader): a wrong type or a missing required field is an error naming the
// field; unknown fields are ignored. Settings out of range (0 probes, > 50 000 probes, a phase > 10 min) are
// errors too: they keep a report below the protocol's line limit.
Expected<LinkTestSettings> parseLinkTestSettings(const nlohmann::json &j);
Expected<LinkServeParams> parseLinkServeParams(const nlohmann::json &j);
Expected<LinkServeReply> parseLinkServeReply(const nlohmann::json &j);
Expected<LinkStopParams> parseLinkStopParams(const nlohmann::json &j);
Expected<LinkStopReply> parseLinkStopReply(const nlohmann::json &j);
Expected<LinkTestParams> parseLinkTestParams(const nlohmann::json &j);
Expected<LinkTestReport> parseLinkTestReport(const nlohmann::json &j);
Expected<LinkPairReport> parseLinkPairReport(const nlohmann::json &j);
/// At most kMaxReachPeers peers with kMaxReachNames names each, kMaxReachNames own names; a
/// timeout of 100 ms to 30 s.
Expected<ReachTestParams> parseReachTestParams(const nlohmann::json &j);
Expected<ReachTestReply> parseReachTestReply(const nlohmann::json &j);

} // namespace shardscope::protocol
