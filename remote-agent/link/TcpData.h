#pragma once

#include "remote-agent/link/LatencyStats.h"
#include "remote-agent/link/LinkResult.h"
#include "remote-agent/link/Sockets.h"
#include "remote-agent/protocol/Link.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace shardscope::link {

// The TCP data plane of a link test: throughput streams (either direction) and request/response
// round trips, between a client (node A) and a TcpLinkServer (node B).
//
// Every connection starts with a fixed-size hello from the client that carries the token; the
// server reads it within helloTimeoutMs or closes the connection without a byte (a rejection).
// A throughput test is one "results" connection plus its stream connections, all with the same
// random test id: the client sends on ToServer streams / the server on FromServer streams for the
// duration, then each receiver knows its byte counts per interval; the server hands its receiver
// side (and the TCP_INFO of its sending sockets) back on the results connection, so runThroughput()
// returns both directions measured at their receivers. The exact byte layout is in TcpData.cpp.
// Intervals: interval i counts the bytes that arrived in [i, i + 1) × intervalMs after the
// receiver's start (hello read / connect done); there are ceil(durationMs / intervalMs) of them
// and the last one, which ends at durationMs, also holds what was in flight when the sender
// stopped, so intervals × their lengths add up to the bytes exactly.

/// Most stream connections per direction of one throughput phase (Bidirectional opens twice as many).
inline constexpr std::uint32_t maxStreamsPerDirection = protocol::kMaxLinkStreams;
/// Most connections a server serves at once (hello not yet read included); more are closed at once
/// and counted as rejected, so a flood cannot exhaust threads or memory on the node.
inline constexpr int maxServerConnections = 64;
/// Largest request/answer of runTcpEcho(): both fit the socket buffers, so the echo cannot deadlock.
inline constexpr std::uint32_t maxEchoMessageBytes = 65536;
/// Most round trips of one runTcpEcho() (its records are allocated up front).
inline constexpr std::uint32_t maxEchoCount = 1'000'000;
/// Size of the buffers the senders write, like iperf3's default for TCP.
inline constexpr std::size_t throughputBufferBytes = 128 * 1024;

/// Where and how long the TCP server listens.
struct TcpServerOptions {
    std::string bindAddress;    ///< numeric IPv4/IPv6 address of the cluster interface
    std::uint16_t port = 0;     ///< 0: ephemeral, read it back with port()
    LinkToken token{};          ///< connections whose hello lacks it are closed unanswered
    int maxDurationMs = 60'000; ///< listener and every connection close this long after bind
    int helloTimeoutMs = 2'000; ///< a connection that sends no complete hello in time is closed
};

/// What the server did, readable from any thread.
struct TcpServerCounters {
    std::uint64_t accepted = 0; ///< connections with a valid hello
    std::uint64_t rejected = 0; ///< connections closed for a missing/wrong token or a late hello
};

/// Why TcpLinkServer::run() returned.
enum class TcpServerStop { Unknown = 0, Requested, MaxDuration };

/// The server side. Bound on creation; run() accepts until stop() or the maximum duration, serving
/// each connection on a thread of its own, and returns only when every connection is closed and
/// joined and the listener is closed.
class TcpLinkServer
{
public:
    static LinkResult<std::unique_ptr<TcpLinkServer>> create(const TcpServerOptions &options);
    ~TcpLinkServer();
    TcpLinkServer(const TcpLinkServer &) = delete;
    TcpLinkServer &operator=(const TcpLinkServer &) = delete;

    std::uint16_t port() const;
    LinkResult<TcpServerStop> run();
    /// Asks run() to return soon (within 2 s, connections included); safe from any thread.
    void stop();
    /// False once run() has returned: no socket of this server is open.
    bool isOpen() const;
    TcpServerCounters counters() const;

private:
    TcpLinkServer();
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

/// One throughput phase from the client's side.
struct ThroughputOptions {
    std::string targetAddress;
    std::uint16_t port = 0;
    LinkToken token{};
    protocol::LinkMode mode = protocol::LinkMode::Forward;
    std::uint32_t streams = 1; ///< per direction, 1 to maxStreamsPerDirection; Bidirectional: 2 × streams
    std::int64_t durationMs = 3000; ///< how long the senders send
    std::int64_t intervalMs = 100;  ///< step of the per-interval series
    int connectTimeoutMs = 3000;    ///< per connection
    int stallTimeoutMs = 5000;      ///< a receiver or the results wait ending without progress: PeerFailed
    const std::atomic_bool *cancel = nullptr; ///< set: every connection closes, Cancelled is returned
};

/// Runs one phase; forward / reverse are set as the mode says. A peer that dies or stops answering
/// gives PeerFailed within stallTimeoutMs, never a hang.
LinkResult<protocol::ThroughputPhase> runThroughput(const ThroughputOptions &options);

/// Sequential request/response of small messages on one TCP connection (TCP_NODELAY both ends).
struct TcpEchoOptions {
    std::string targetAddress;
    std::uint16_t port = 0;
    LinkToken token{};
    std::uint32_t count = 1000;      ///< round trips, one after the other (1 to maxEchoCount)
    std::uint32_t messageBytes = 64; ///< request and answer size
    int connectTimeoutMs = 3000;
    int answerTimeoutMs = 5000; ///< per round trip: longer is PeerFailed
    /// > 0: no new round trip starts after this long; the records are those done by then. On a
    /// lossy link each lost segment costs a retransmission timeout (200 ms and more).
    std::int64_t maxDurationMs = 0;
    const std::atomic_bool *cancel = nullptr;
};

/// One record per round trip done (sequence i = i-th request; fewer than count when maxDurationMs
/// ended it), for computeLatencyStats(); TCP neither loses nor reorders, so every record has its
/// receive time.
LinkResult<std::vector<ProbeRecord>> runTcpEcho(const TcpEchoOptions &options);

} // namespace shardscope::link
