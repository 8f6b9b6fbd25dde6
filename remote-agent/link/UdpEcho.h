#pragma once

#include "remote-agent/link/LatencyStats.h"
#include "remote-agent/link/LinkResult.h"
#include "remote-agent/link/Sockets.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace shardscope::link {

/// Wire format of a probe: bytes 0–15 token, 16–19 sequence (big-endian), 20–27 client send time in
/// ns (big-endian), then zero padding up to the payload size. The server sends the datagram back
/// with one change, when it has room (payload ≥ probeDwellEnd): bytes 28–35 carry the server's
/// dwell in ns (big-endian), from its kernel's receive timestamp (SO_TIMESTAMPNS) to its send of the
/// echo (ProbeRecord::serverDwellNs: what part of the round trip was the server's own wake-up); 0
/// when the kernel gave no timestamp. Bytes 36–39 (big-endian), when the payload has them: the
/// client's probe interval in µs when it asks the server to stay awake (ProbeOptions::stayAwake),
/// else 0.
inline constexpr std::size_t probeHeaderBytes = 28;
inline constexpr std::size_t probeDwellEnd = probeHeaderBytes + 8;
inline constexpr std::size_t probeAwakeEnd = probeDwellEnd + 4;
/// Staying awake (ProbeOptions::stayAwake) is only for probes at least this frequent: the server stays
/// awake awakeIntervals intervals after each probe that asks it to.
inline constexpr std::int64_t maxAwakeIntervalUs = 10'000;
inline constexpr std::int64_t awakeIntervals = 2;
/// Whether probes at this interval may keep the ends awake: the rule of both ends.
constexpr bool mayStayAwake(std::int64_t intervalUs)
{
    return intervalUs > 0 && intervalUs <= maxAwakeIntervalUs;
}
/// Largest UDP payload over IPv4; larger probes are refused before anything is sent.
inline constexpr std::size_t maxProbePayloadBytes = 65507;

/// Where and how long an echo server listens.
struct EchoServerOptions {
    std::string bindAddress;    ///< numeric IPv4/IPv6 address of the cluster interface
    std::uint16_t port = 0;     ///< 0: an ephemeral port, read it back with port()
    LinkToken token{};          ///< only datagrams that start with it are answered
    int maxDurationMs = 60'000; ///< the socket closes this long after bind, whatever happens
};

/// Why UdpEchoServer::run() returned.
enum class EchoServerStop { Unknown = 0, Requested, MaxDuration };

/// What the server did, readable from any thread.
struct EchoServerCounters {
    std::uint64_t answered = 0;   ///< datagrams echoed
    std::uint64_t rejected = 0;   ///< datagrams without the token (or too short): never answered
    std::uint64_t sendErrors = 0; ///< echoes the kernel refused to send (counted as lost)
};

/// UDP echo for latency probes. Bound on creation; run() serves until stop() or the maximum
/// duration (measured from bind), then closes the socket. One run() per server.
class UdpEchoServer
{
public:
    /// Binds the socket; fails with AddressNotAvailable for an address not on this machine.
    static LinkResult<std::unique_ptr<UdpEchoServer>> create(const EchoServerOptions &options);

    UdpEchoServer(const UdpEchoServer &) = delete;
    UdpEchoServer &operator=(const UdpEchoServer &) = delete;

    /// The bound port (the ephemeral one when options.port was 0).
    std::uint16_t port() const { return m_port; }
    /// Serves until stop() or the maximum duration; blocks in poll(), except while a client that
    /// stays awake sends its probes (ProbeOptions::stayAwake). Each echo carries the server's dwell
    /// (see probeHeaderBytes). An echo that cannot be sent (for any reason) is
    /// counted in sendErrors and serving goes on; only a poll or receive failure ends it early.
    /// Closes the socket before it returns, also on error.
    LinkResult<EchoServerStop> run();
    /// Asks run() to return; safe from any thread and before run() starts.
    void stop();
    /// False once run() has returned: the port is free again.
    bool isOpen() const { return m_open.load(); }
    EchoServerCounters counters() const;

private:
    UdpEchoServer() = default;

    UniqueFd m_socket;
    UniqueFd m_stopEvent; ///< eventfd that stop() writes, so run() wakes at once
    LinkToken m_token{};
    std::uint16_t m_port = 0;
    std::int64_t m_deadlineNs = 0; ///< CLOCK_MONOTONIC
    std::atomic<bool> m_open{false};
    std::atomic<std::uint64_t> m_answered{0};
    std::atomic<std::uint64_t> m_rejected{0};
    std::atomic<std::uint64_t> m_sendErrors{0};
};

/// One run of latency probes against an echo server.
struct ProbeOptions {
    std::string targetAddress; ///< numeric IPv4/IPv6 address of the echo server
    std::uint16_t port = 0;
    LinkToken token{};
    std::uint32_t count = 1000;     ///< probes to send
    std::int64_t intervalUs = 1000; ///< probe i leaves at start + i × interval (absolute schedule)
    int timeoutAfterLastMs = 1000;  ///< how long to wait for echoes after the last send
    std::size_t payloadBytes = 64;  ///< UDP payload, at least probeHeaderBytes
    /// Both ends poll without sleeping (yielding to other work between polls) while the probes
    /// run, so neither wakes from sleep when a datagram arrives and the RTT holds little of their own
    /// time: each end until awakeIntervals intervals after the last probe it sent or (the server,
    /// asked in bytes 36–39; needs payloadBytes ≥ probeAwakeEnd) received, then it sleeps again.
    /// Each end takes up to a CPU meanwhile. Only for intervals up to maxAwakeIntervalUs.
    bool stayAwake = false;
    const std::atomic_bool *cancel = nullptr; ///< set: runUdpProbes returns Cancelled within 100 ms
    std::function<void(double)> progress;     ///< fraction of probes sent, at most every 100 ms
};

/// The records for computeLatencyStats() plus what did not fit them.
struct ProbeRun {
    std::vector<ProbeRecord> records;   ///< one per probe, index = sequence
    std::uint64_t foreignDatagrams = 0; ///< replies with a wrong token, size or send time: ignored
    std::uint64_t sendErrors = 0;       ///< probes the kernel refused (unreachable, no buffer): lost
};

/// Sends the probes on CLOCK_MONOTONIC's absolute schedule (a late probe goes at once, the next
/// ones keep their slots) and collects echoes until all came back or the timeout after the last
/// send passed. Lost probes are records without a receive time, not an error.
LinkResult<ProbeRun> runUdpProbes(const ProbeOptions &options);

} // namespace shardscope::link
