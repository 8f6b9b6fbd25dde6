#include "remote-agent/link/TcpData.h"

#include "remote-agent/protocol/Json.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstring>

#include <linux/sockios.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <condition_variable>
#include <limits>
#include <list>
#include <map>
#include <mutex>
#include <optional>
#include <system_error>
#include <utility>

// Wire format of the TCP data plane (all integers big-endian).
//
// Hello, the first 64 bytes of every connection, client → server:
//   0–7    magic "SSCPLNK1" (the trailing digit is the protocol version)
//   8–23   the 16-byte token
//   24     kind: 1 results, 2 stream, 3 echo
//   25     direction of a stream: 1 to the server (client sends), 2 from the server; else 0
//   26–27  stream index (0 … maxStreamsPerDirection − 1); else 0
//   28–35  test id: random, shared by a phase's results connection and its streams; else 0
//   36–43  duration in ms: how long the sender of a stream sends (results: the phase's); else 0
//   44–47  interval in ms: step of the receiver's per-interval byte counts (results: the
//          phase's); else 0
//   48–63  zero (reserved; a hello with anything else there is rejected)
// The server checks every field against the kind: an echo hello is all zeros after the kind.
// A hello that is short, late (helloTimeoutMs), has another magic, another token or a field out of
// range makes the server close the connection without sending a single byte.
//
// Results connection: server → client "SSCPACK1" (8 bytes) once the test id is registered; only
// then does the client open its streams, so no stream can arrive before its test. When its streams
// are done, the client sends "SSCPREQ1", the number of to-server streams (4 bytes) and of
// from-server streams (4 bytes); the server answers with a 4-byte length and that much JSON:
//   {"receivers": [{"stream", "bytes", "start_ns", "last_ns", "interval_bytes": [...]}],
//    "senders": [{"stream", "retransmits", "rtt_us"}]}
// (times are the server's CLOCK_MONOTONIC, only compared with each other).
//
// Stream: after the hello, the sender writes throughputBufferBytes buffers for the duration and
// shuts its side down; the receiver reads until that end of file and then closes, which tells a
// client sender that the server counted everything. Each sender reads TCP_INFO only once its data
// left the send queue (a client sender: after the server closed; the server: once the queue
// drained or the client closed), so retransmissions during the drain are counted too.
//
// Echo: after the hello, the server sends back every byte it receives, until end of file.

namespace shardscope::link {

namespace {

constexpr std::size_t helloBytes = 64;
constexpr std::array<std::uint8_t, 8> helloMagic = {'S', 'S', 'C', 'P', 'L', 'N', 'K', '1'};
constexpr std::array<std::uint8_t, 8> ackMagic = {'S', 'S', 'C', 'P', 'A', 'C', 'K', '1'};
constexpr std::array<std::uint8_t, 8> requestMagic = {'S', 'S', 'C', 'P', 'R', 'E', 'Q', '1'};
constexpr std::size_t requestBytes = 16;
constexpr std::uint32_t maxResultsBytes = 16 * 1024 * 1024;
constexpr std::int64_t maxPhaseDurationMs = 3'600'000;
constexpr std::int64_t maxIntervalCount = 100'000;
/// A server connection without progress for this long is closed (the client's own stall timeout
/// is shorter; this only frees the server from clients that vanished).
constexpr std::int64_t serverStallNs = 10'000 * nsPerMs;
/// How long the server waits for its streams' figures after the client asked for them; the client
/// asks only after every stream closed, so normally they are all there already.
constexpr std::int64_t serverResultsWaitNs = 5'000 * nsPerMs;
/// The longest one wait sleeps before cancel/abort flags are checked again.
constexpr int waitSliceMs = 100;
constexpr std::int64_t noDeadline = std::numeric_limits<std::int64_t>::max();

enum class ConnectionKind : std::uint8_t { Invalid = 0, Results = 1, Stream = 2, Echo = 3 };
enum class StreamDirection : std::uint8_t { Invalid = 0, ToServer = 1, FromServer = 2 };

struct Hello {
    ConnectionKind kind = ConnectionKind::Invalid;
    StreamDirection direction = StreamDirection::Invalid;
    std::uint16_t streamIndex = 0;
    std::uint64_t testId = 0;
    std::int64_t durationMs = 0;
    std::int64_t intervalMs = 0;
};

std::int64_t intervalCount(std::int64_t durationMs, std::int64_t intervalMs)
{
    return std::max<std::int64_t>(1, (durationMs + intervalMs - 1) / intervalMs);
}

std::array<std::uint8_t, helloBytes> encodeHello(const Hello &hello, const LinkToken &token)
{
    std::array<std::uint8_t, helloBytes> out{};
    std::copy(helloMagic.begin(), helloMagic.end(), out.begin());
    std::copy(token.begin(), token.end(), out.begin() + 8);
    out[24] = static_cast<std::uint8_t>(hello.kind);
    out[25] = static_cast<std::uint8_t>(hello.direction);
    putBigEndian(out.data() + 26, hello.streamIndex, 2);
    putBigEndian(out.data() + 28, hello.testId, 8);
    putBigEndian(out.data() + 36, static_cast<std::uint64_t>(hello.durationMs), 8);
    putBigEndian(out.data() + 44, static_cast<std::uint64_t>(hello.intervalMs), 4);
    return out;
}

/// nullopt for anything but a well-formed hello with the token.
std::optional<Hello> decodeHello(const std::uint8_t *in, const LinkToken &token)
{
    // The token is compared in constant time and always, whatever else is wrong with the hello.
    const bool tokenOk = hasToken(in + 8, token.size(), token);
    const bool magicOk = std::equal(helloMagic.begin(), helloMagic.end(), in);
    const bool reservedOk
        = std::all_of(in + 48, in + helloBytes, [](std::uint8_t byte) { return byte == 0; });
    if (!tokenOk || !magicOk || !reservedOk)
        return std::nullopt;
    Hello hello;
    hello.kind = static_cast<ConnectionKind>(in[24]);
    hello.direction = static_cast<StreamDirection>(in[25]);
    hello.streamIndex = static_cast<std::uint16_t>(getBigEndian(in + 26, 2));
    hello.testId = getBigEndian(in + 28, 8);
    const std::uint64_t durationMs = getBigEndian(in + 36, 8);
    hello.intervalMs = static_cast<std::int64_t>(getBigEndian(in + 44, 4));
    // A phase's duration and interval, as a stream and its results connection carry them.
    const auto phaseTimingOk = [&] {
        if (durationMs == 0 || durationMs > static_cast<std::uint64_t>(maxPhaseDurationMs)
            || hello.intervalMs <= 0)
            return false;
        hello.durationMs = static_cast<std::int64_t>(durationMs);
        return intervalCount(hello.durationMs, hello.intervalMs) <= maxIntervalCount;
    };
    const bool noStream = hello.direction == StreamDirection::Invalid && hello.streamIndex == 0;
    switch (hello.kind) {
    case ConnectionKind::Results:
        if (!noStream || !phaseTimingOk())
            return std::nullopt;
        return hello;
    case ConnectionKind::Echo:
        if (!noStream || hello.testId != 0 || durationMs != 0 || hello.intervalMs != 0)
            return std::nullopt;
        return hello;
    case ConnectionKind::Stream:
        if (hello.direction != StreamDirection::ToServer && hello.direction != StreamDirection::FromServer)
            return std::nullopt;
        if (hello.streamIndex >= maxStreamsPerDirection || !phaseTimingOk())
            return std::nullopt;
        return hello;
    case ConnectionKind::Invalid:
        break;
    }
    return std::nullopt;
}

// ---- waiting and I/O with deadlines ----

/// What ends a wait early besides the socket: the server's stop eventfd and maximum duration, the
/// caller's cancel flag, or a sibling connection's failure.
struct Stopper {
    int eventFd = -1;
    const std::atomic_bool *cancel = nullptr;
    const std::atomic_bool *abort = nullptr;
    std::int64_t deadlineNs = noDeadline;

    bool flagged() const { return (cancel && cancel->load()) || (abort && abort->load()); }
    bool stopped() const { return flagged() || (deadlineNs != noDeadline && monotonicNowNs() >= deadlineNs); }
    bool cancelled() const { return cancel && cancel->load(); }
};

enum class Io { Ok, Eof, Timeout, Stopped, Failed };

struct IoStatus {
    Io result = Io::Ok;
    int error = 0; ///< errno for Failed
    bool ok() const { return result == Io::Ok; }
};

/// Waits until fd has one of events, untilNs (Timeout) or a stop (Stopped); sleeps at most
/// waitSliceMs at a time so flags are seen quickly. POLLERR/POLLHUP count as ready: the next
/// read or write reports them.
IoStatus waitFor(int fd, short events, std::int64_t untilNs, const Stopper &stopper)
{
    for (;;) {
        if (stopper.flagged())
            return {Io::Stopped, 0};
        const std::int64_t nowNs = monotonicNowNs();
        if (nowNs >= stopper.deadlineNs)
            return {Io::Stopped, 0};
        if (nowNs >= untilNs)
            return {Io::Timeout, 0};
        // Clamped before rounding up, so that "no deadline" cannot overflow.
        const std::int64_t leftNs
            = std::min({untilNs - nowNs, stopper.deadlineNs - nowNs, waitSliceMs * nsPerMs});
        const int timeoutMs = static_cast<int>((leftNs + nsPerMs - 1) / nsPerMs);
        pollfd fds[2] = {{fd, events, 0}, {stopper.eventFd, POLLIN, 0}};
        const nfds_t count = stopper.eventFd >= 0 ? 2 : 1;
        const int ready = ::poll(fds, count, timeoutMs);
        if (ready < 0) {
            if (errno == EINTR)
                continue;
            return {Io::Failed, errno};
        }
        if (count == 2 && fds[1].revents != 0)
            return {Io::Stopped, 0};
        if (fds[0].revents != 0)
            return {Io::Ok, 0};
    }
}

bool wouldBlock(int error)
{
    return error == EAGAIN || error == EWOULDBLOCK;
}

/// Reads exactly size bytes by untilNs.
IoStatus readExact(int fd, std::uint8_t *out, std::size_t size, std::int64_t untilNs, const Stopper &stopper)
{
    std::size_t got = 0;
    while (got < size) {
        const ssize_t n = ::recv(fd, out + got, size - got, MSG_DONTWAIT);
        if (n > 0) {
            got += static_cast<std::size_t>(n);
            continue;
        }
        if (n == 0)
            return {Io::Eof, 0};
        if (errno == EINTR)
            continue;
        if (!wouldBlock(errno))
            return {Io::Failed, errno};
        const IoStatus waited = waitFor(fd, POLLIN, untilNs, stopper);
        if (!waited.ok())
            return waited;
    }
    return {};
}

/// Writes all bytes; Timeout when the peer accepts nothing for stallNs.
IoStatus writeAll(int fd, const std::uint8_t *data, std::size_t size, std::int64_t stallNs,
                  const Stopper &stopper)
{
    std::size_t done = 0;
    std::int64_t progressNs = monotonicNowNs();
    while (done < size) {
        const ssize_t n = ::send(fd, data + done, size - done, MSG_DONTWAIT | MSG_NOSIGNAL);
        if (n > 0) {
            done += static_cast<std::size_t>(n);
            progressNs = monotonicNowNs();
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && !wouldBlock(errno))
            return {Io::Failed, errno};
        const IoStatus waited = waitFor(fd, POLLOUT, progressNs + stallNs, stopper);
        if (!waited.ok())
            return waited;
    }
    return {};
}

/// A buffer of throughputBufferBytes of pseudo-random bytes, so that nothing on the path can
/// compress the stream (xorshift: the content only has to look random, not be secret).
std::vector<std::uint8_t> makeSendBuffer()
{
    std::vector<std::uint8_t> buffer(throughputBufferBytes);
    std::uint64_t state = 0x9E3779B97F4A7C15ULL ^ static_cast<std::uint64_t>(monotonicNowNs());
    for (auto &byte : buffer) {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        byte = static_cast<std::uint8_t>(state);
    }
    return buffer;
}

/// Sends as fast as the socket takes it until endNs. Timeout when nothing went out for stallNs.
IoStatus sendUntil(int fd, std::int64_t endNs, std::int64_t stallNs, const Stopper &stopper)
{
    const std::vector<std::uint8_t> buffer = makeSendBuffer();
    std::int64_t progressNs = monotonicNowNs();
    for (;;) {
        if (stopper.stopped())
            return {Io::Stopped, 0};
        if (monotonicNowNs() >= endNs)
            return {};
        const ssize_t n = ::send(fd, buffer.data(), buffer.size(), MSG_DONTWAIT | MSG_NOSIGNAL);
        if (n > 0) {
            progressNs = monotonicNowNs();
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && !wouldBlock(errno))
            return {Io::Failed, errno};
        const IoStatus waited = waitFor(fd, POLLOUT, std::min(endNs, progressNs + stallNs), stopper);
        if (waited.result == Io::Timeout && monotonicNowNs() >= endNs)
            return {};
        if (!waited.ok())
            return waited;
    }
}

/// One receiving end of a stream: bytes per interval from its own start.
struct ReceiverRecord {
    std::uint32_t stream = 0;
    std::uint64_t bytes = 0;
    std::int64_t startNs = 0;
    std::int64_t lastNs = 0; ///< when the last byte arrived; startNs if none did
    std::vector<std::uint64_t> intervalBytes;
};

/// TCP_INFO of one sending socket, read just before it shut down.
struct SenderRecord {
    std::uint32_t stream = 0;
    std::uint64_t retransmits = 0;
    double rttUs = 0;
};

/// Receives until end of file, counting into record (startNs and intervalBytes set by the caller).
/// Timeout when nothing arrives for stallNs.
IoStatus receiveUntilEof(int fd, ReceiverRecord &record, std::int64_t intervalMs, std::int64_t stallNs,
                         const Stopper &stopper)
{
    std::vector<std::uint8_t> buffer(throughputBufferBytes);
    const std::int64_t intervalNs = intervalMs * nsPerMs;
    const auto lastIndex = static_cast<std::int64_t>(record.intervalBytes.size()) - 1;
    record.lastNs = record.startNs;
    std::int64_t progressNs = record.startNs;
    for (;;) {
        if (stopper.stopped())
            return {Io::Stopped, 0};
        const ssize_t n = ::recv(fd, buffer.data(), buffer.size(), MSG_DONTWAIT);
        if (n > 0) {
            const std::int64_t nowNs = monotonicNowNs();
            record.bytes += static_cast<std::uint64_t>(n);
            record.lastNs = nowNs;
            progressNs = nowNs;
            const std::int64_t index = std::min((nowNs - record.startNs) / intervalNs, lastIndex);
            record.intervalBytes[static_cast<std::size_t>(std::max<std::int64_t>(index, 0))]
                += static_cast<std::uint64_t>(n);
            continue;
        }
        if (n == 0)
            return {};
        if (errno == EINTR)
            continue;
        if (!wouldBlock(errno))
            return {Io::Failed, errno};
        const IoStatus waited = waitFor(fd, POLLIN, progressNs + stallNs, stopper);
        if (!waited.ok())
            return waited;
    }
}

std::optional<SenderRecord> readTcpInfo(int fd, std::uint32_t stream)
{
    tcp_info info{};
    socklen_t length = sizeof info;
    if (::getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &length) != 0)
        return std::nullopt; // the figures are optional; the throughput itself is still valid
    return SenderRecord{stream, info.tcpi_total_retrans, static_cast<double>(info.tcpi_rtt)};
}

bool setNoDelay(int fd)
{
    const int on = 1;
    return ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on) == 0;
}

LinkResult<std::uint64_t> randomTestId()
{
    std::uint64_t id = 0;
    auto *bytes = reinterpret_cast<std::uint8_t *>(&id);
    std::size_t filled = 0;
    while (filled < sizeof id) {
        const ssize_t got = ::getrandom(bytes + filled, sizeof id - filled, 0);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return systemError(LinkErrorCode::RandomFailed, "getrandom failed", errno);
        }
        filled += static_cast<std::size_t>(got);
    }
    return id;
}

// ---- aggregation (the same on both ends) ----

protocol::DirectionThroughput aggregate(const std::vector<ReceiverRecord> &receivers,
                                        const std::vector<SenderRecord> &senders, std::int64_t durationMs,
                                        std::int64_t intervalMs)
{
    protocol::DirectionThroughput result;
    const std::int64_t count = intervalCount(durationMs, intervalMs);
    std::vector<std::uint64_t> intervalBytes(static_cast<std::size_t>(count), 0);
    std::int64_t firstStartNs = noDeadline;
    std::int64_t lastByteNs = std::numeric_limits<std::int64_t>::min();
    for (const ReceiverRecord &receiver : receivers) {
        result.bytes += receiver.bytes;
        firstStartNs = std::min(firstStartNs, receiver.startNs);
        lastByteNs = std::max(lastByteNs, receiver.lastNs);
        for (std::size_t i = 0; i < receiver.intervalBytes.size() && i < intervalBytes.size(); ++i)
            intervalBytes[i] += receiver.intervalBytes[i];
        const double seconds = static_cast<double>(receiver.lastNs - receiver.startNs) / 1e9;
        result.streamBitsPerSecond.push_back(seconds > 0 ? static_cast<double>(receiver.bytes) * 8 / seconds
                                                         : 0.0);
    }
    if (!receivers.empty() && lastByteNs > firstStartNs)
        result.seconds = static_cast<double>(lastByteNs - firstStartNs) / 1e9;
    result.bitsPerSecond = result.seconds > 0 ? static_cast<double>(result.bytes) * 8 / result.seconds : 0.0;
    // Interval i covers [i, i + 1) × interval from each receiver's start; the last one ends at the
    // duration and also holds what was still in flight when the sender stopped.
    for (std::int64_t i = 0; i < count; ++i) {
        const std::int64_t lengthMs = i + 1 < count ? intervalMs : durationMs - i * intervalMs;
        const double seconds = static_cast<double>(std::max<std::int64_t>(lengthMs, 1)) / 1e3;
        result.intervalBitsPerSecond.push_back(static_cast<double>(intervalBytes[static_cast<std::size_t>(i)])
                                               * 8 / seconds);
    }
    if (!senders.empty()) {
        std::uint64_t retransmits = 0;
        double rttSumUs = 0;
        for (const SenderRecord &sender : senders) {
            retransmits += sender.retransmits;
            rttSumUs += sender.rttUs;
        }
        result.retransmits = retransmits;
        result.smoothedRttUs = rttSumUs / static_cast<double>(senders.size());
    }
    return result;
}

nlohmann::json resultsToJson(const std::vector<ReceiverRecord> &receivers,
                             const std::vector<SenderRecord> &senders)
{
    nlohmann::json j;
    j["receivers"] = nlohmann::json::array();
    for (const ReceiverRecord &receiver : receivers)
        j["receivers"].push_back({{"stream", receiver.stream},
                                  {"bytes", receiver.bytes},
                                  {"start_ns", receiver.startNs},
                                  {"last_ns", receiver.lastNs},
                                  {"interval_bytes", receiver.intervalBytes}});
    j["senders"] = nlohmann::json::array();
    for (const SenderRecord &sender : senders)
        j["senders"].push_back(
            {{"stream", sender.stream}, {"retransmits", sender.retransmits}, {"rtt_us", sender.rttUs}});
    return j;
}

struct ServerResults {
    std::vector<ReceiverRecord> receivers;
    std::vector<SenderRecord> senders;
};

/// The server's figures, which are untrusted: every record must name a stream of its direction
/// (receivers: to-server streams, senders: from-server streams) once, and a receiver's byte count
/// must be the sum of its intervals, of which it has exactly intervals.
LinkResult<ServerResults> resultsFromJson(const std::string &text, std::int64_t intervals,
                                          std::uint32_t toServerStreams, std::uint32_t fromServerStreams)
{
    const auto mismatch = [](const std::string &why) {
        return LinkError{LinkErrorCode::ProtocolMismatch, "the server's results are malformed: " + why};
    };
    const auto parsed = protocol::parseJsonText(text); // bounded nesting, as every peer's JSON
    if (!parsed)
        return mismatch(parsed.error().message);
    try {
        const nlohmann::json &j = *parsed;
        ServerResults results;
        std::vector<bool> seenReceivers(toServerStreams, false);
        for (const auto &item : j.at("receivers")) {
            ReceiverRecord receiver;
            receiver.stream = item.at("stream").get<std::uint32_t>();
            receiver.bytes = item.at("bytes").get<std::uint64_t>();
            receiver.startNs = item.at("start_ns").get<std::int64_t>();
            receiver.lastNs = item.at("last_ns").get<std::int64_t>();
            receiver.intervalBytes = item.at("interval_bytes").get<std::vector<std::uint64_t>>();
            if (receiver.stream >= toServerStreams)
                return mismatch("figures of received stream " + std::to_string(receiver.stream) + ", but "
                                + std::to_string(toServerStreams) + " streams were sent to it");
            if (seenReceivers[receiver.stream])
                return mismatch("received stream " + std::to_string(receiver.stream) + " twice");
            seenReceivers[receiver.stream] = true;
            if (receiver.lastNs < receiver.startNs)
                return mismatch("received stream " + std::to_string(receiver.stream)
                                + " ends before it starts");
            if (static_cast<std::int64_t>(receiver.intervalBytes.size()) != intervals)
                return mismatch("received stream " + std::to_string(receiver.stream) + " has "
                                + std::to_string(receiver.intervalBytes.size()) + " intervals, not "
                                + std::to_string(intervals));
            std::uint64_t sum = 0;
            for (const std::uint64_t bytes : receiver.intervalBytes) {
                if (bytes > std::numeric_limits<std::uint64_t>::max() - sum)
                    return mismatch("received stream " + std::to_string(receiver.stream)
                                    + " has intervals that overflow");
                sum += bytes;
            }
            if (sum != receiver.bytes)
                return mismatch("received stream " + std::to_string(receiver.stream)
                                + "'s bytes are not the sum of its intervals");
            results.receivers.push_back(std::move(receiver));
        }
        std::vector<bool> seenSenders(fromServerStreams, false);
        for (const auto &item : j.at("senders")) {
            const SenderRecord sender{item.at("stream").get<std::uint32_t>(),
                                      item.at("retransmits").get<std::uint64_t>(),
                                      item.at("rtt_us").get<double>()};
            if (fromServerStreams == 0)
                return mismatch("figures of a sent stream, but the test has no streams from the server");
            if (sender.stream >= fromServerStreams)
                return mismatch("figures of sent stream " + std::to_string(sender.stream) + ", but it sent "
                                + std::to_string(fromServerStreams) + " streams");
            if (!(sender.rttUs >= 0))
                return mismatch("sent stream " + std::to_string(sender.stream) + " has a negative RTT");
            if (seenSenders[sender.stream])
                return mismatch("sent stream " + std::to_string(sender.stream) + " twice");
            seenSenders[sender.stream] = true;
            results.senders.push_back(sender);
        }
        return results;
    } catch (const nlohmann::json::exception &error) {
        return mismatch(error.what());
    }
}

// ---- client helpers ----

/// A client-side I/O failure as a LinkError.
LinkError clientError(const IoStatus &status, const std::string &what, const Stopper &stopper,
                      std::int64_t timeoutMs)
{
    switch (status.result) {
    case Io::Stopped:
        if (stopper.cancelled())
            return LinkError{LinkErrorCode::Cancelled, what + ": cancelled"};
        return LinkError{LinkErrorCode::PeerFailed, what + ": stopped because another connection failed"};
    case Io::Eof:
        return LinkError{LinkErrorCode::PeerFailed, what + ": the server closed the connection"};
    case Io::Timeout:
        return LinkError{LinkErrorCode::PeerFailed,
                         what + ": no progress for " + std::to_string(timeoutMs) + " ms"};
    case Io::Failed:
        return systemError(LinkErrorCode::PeerFailed, what, status.error);
    case Io::Ok:
        break;
    }
    return LinkError{LinkErrorCode::Unknown, what};
}

/// A connected, non-blocking TCP socket, or ConnectFailed / Cancelled.
LinkResult<UniqueFd> connectTo(const SocketAddress &address, const std::string &where, int timeoutMs,
                               const Stopper &stopper)
{
    auto socket = openSocket(address.family, SOCK_STREAM);
    if (!socket)
        return socket.error();
    const int fd = socket->get();
    if (::connect(fd, reinterpret_cast<const sockaddr *>(&address.storage), address.length) != 0) {
        if (errno != EINPROGRESS && errno != EINTR)
            return systemError(LinkErrorCode::ConnectFailed, "cannot connect to " + where, errno);
        const IoStatus waited = waitFor(fd, POLLOUT, monotonicNowNs() + timeoutMs * nsPerMs, stopper);
        if (waited.result == Io::Stopped && stopper.cancelled())
            return LinkError{LinkErrorCode::Cancelled, "connecting to " + where + ": cancelled"};
        if (waited.result == Io::Timeout)
            return LinkError{LinkErrorCode::ConnectFailed, "cannot connect to " + where
                                                               + ": no answer within "
                                                               + std::to_string(timeoutMs) + " ms"};
        if (!waited.ok())
            return clientError(waited, "connecting to " + where, stopper, timeoutMs);
        int error = 0;
        socklen_t length = sizeof error;
        if (::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) != 0)
            return systemError(LinkErrorCode::SocketFailed, "cannot read the connect result", errno);
        if (error != 0)
            return systemError(LinkErrorCode::ConnectFailed, "cannot connect to " + where, error);
    }
    return socket;
}

/// After a sender shut its side down: waits until the peer closed too, or with untilDrained also
/// until the send queue is empty (everything, the end of file included, acknowledged). Stall
/// detection watches the send queue drain, not a fixed time, so a slow link with a full buffer
/// still finishes.
IoStatus waitForDrainOrClose(int fd, std::int64_t stallNs, const Stopper &stopper, bool untilDrained)
{
    // No event tells that the queue drained: poll it in short steps when that is what ends the wait.
    const std::int64_t sliceNs = untilDrained ? 5 * nsPerMs : waitSliceMs * nsPerMs;
    std::array<std::uint8_t, 4096> discard{};
    std::int64_t progressNs = monotonicNowNs();
    int pending = std::numeric_limits<int>::max();
    for (;;) {
        const ssize_t n = ::recv(fd, discard.data(), discard.size(), MSG_DONTWAIT);
        if (n == 0)
            return {};
        if (n > 0)
            continue; // the peer sends nothing to a sender; ignore rather than fail
        if (errno == EINTR)
            continue;
        if (!wouldBlock(errno))
            return {Io::Failed, errno};
        int queued = 0;
        if (::ioctl(fd, SIOCOUTQ, &queued) == 0) {
            if (untilDrained && queued == 0)
                return {};
            if (queued < pending) {
                pending = queued;
                progressNs = monotonicNowNs();
            }
        }
        const IoStatus waited
            = waitFor(fd, POLLIN, std::min(progressNs + stallNs, monotonicNowNs() + sliceNs), stopper);
        if (waited.result == Io::Timeout && monotonicNowNs() < progressNs + stallNs)
            continue;
        if (!waited.ok())
            return waited;
    }
}

/// After a client sender shut its side down: waits until the server closed too (it does once it
/// counted everything).
IoStatus waitForServerClose(int fd, std::int64_t stallNs, const Stopper &stopper)
{
    return waitForDrainOrClose(fd, stallNs, stopper, false);
}

struct StreamPlan {
    StreamDirection direction = StreamDirection::Invalid;
    std::uint32_t index = 0;
    UniqueFd socket;
};

struct StreamOutcome {
    std::optional<LinkError> error;
    bool secondary = false; ///< stopped only because another stream failed
    std::optional<ReceiverRecord> receiver;
    std::optional<SenderRecord> sender;
};

void runClientStream(StreamPlan &plan, StreamOutcome &outcome, const ThroughputOptions &options,
                     std::uint64_t testId, const Stopper &stopper)
{
    const int fd = plan.socket.get();
    const std::string what
        = std::string(plan.direction == StreamDirection::ToServer ? "sending" : "receiving") + " stream "
          + std::to_string(plan.index) + " of " + describe(options.targetAddress, options.port);
    const std::int64_t stallNs = options.stallTimeoutMs * nsPerMs;
    auto fail = [&](const IoStatus &status) {
        outcome.error = clientError(status, what, stopper, options.stallTimeoutMs);
        outcome.secondary = status.result == Io::Stopped && !stopper.cancelled();
    };
    Hello hello;
    hello.kind = ConnectionKind::Stream;
    hello.direction = plan.direction;
    hello.streamIndex = static_cast<std::uint16_t>(plan.index);
    hello.testId = testId;
    hello.durationMs = options.durationMs;
    hello.intervalMs = options.intervalMs;
    const auto helloData = encodeHello(hello, options.token);
    IoStatus status = writeAll(fd, helloData.data(), helloData.size(), stallNs, stopper);
    if (!status.ok())
        return fail(status);

    if (plan.direction == StreamDirection::ToServer) {
        status = sendUntil(fd, monotonicNowNs() + options.durationMs * nsPerMs, stallNs, stopper);
        if (!status.ok())
            return fail(status);
        if (::shutdown(fd, SHUT_WR) != 0)
            return fail({Io::Failed, errno});
        status = waitForServerClose(fd, stallNs, stopper);
        if (!status.ok())
            return fail(status);
        // Only now: every byte was acknowledged, so the retransmissions of the drain are counted.
        outcome.sender = readTcpInfo(fd, plan.index);
        return;
    }
    ReceiverRecord record;
    record.stream = plan.index;
    record.startNs = monotonicNowNs();
    record.intervalBytes.assign(
        static_cast<std::size_t>(intervalCount(options.durationMs, options.intervalMs)), 0);
    status = receiveUntilEof(fd, record, options.intervalMs, stallNs, stopper);
    if (!status.ok())
        return fail(status);
    outcome.receiver = std::move(record);
}

LinkResult<bool> validate(const ThroughputOptions &options)
{
    if (options.mode != protocol::LinkMode::Forward && options.mode != protocol::LinkMode::Reverse
        && options.mode != protocol::LinkMode::Bidirectional)
        return LinkError{LinkErrorCode::InvalidArgument,
                         "the throughput mode must be forward, reverse or bidirectional"};
    if (options.streams == 0 || options.streams > maxStreamsPerDirection)
        return LinkError{LinkErrorCode::InvalidArgument,
                         "streams must be 1 to " + std::to_string(maxStreamsPerDirection)};
    if (options.durationMs <= 0 || options.durationMs > maxPhaseDurationMs || options.intervalMs <= 0
        || intervalCount(options.durationMs, options.intervalMs) > maxIntervalCount)
        return LinkError{LinkErrorCode::InvalidArgument, "duration or interval out of range"};
    if (options.connectTimeoutMs <= 0 || options.stallTimeoutMs <= 0)
        return LinkError{LinkErrorCode::InvalidArgument, "timeouts must be positive"};
    return true;
}

} // namespace

// ---- server ----

/// The figures of one throughput test, filled by its stream connections, read by its results one.
struct TestState {
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<ReceiverRecord> receivers;
    std::vector<SenderRecord> senders;
};

struct TcpLinkServer::Impl {
    UniqueFd listener;
    UniqueFd stopEvent; ///< eventfd: stop() writes it; every wait of every connection polls it
    LinkToken token{};
    std::uint16_t port = 0;
    std::int64_t deadlineNs = 0;
    std::int64_t helloTimeoutNs = 0;
    std::atomic<bool> open{false};
    std::atomic<bool> shuttingDown{false}; ///< run() is closing: every connection ends
    std::atomic<std::uint64_t> accepted{0};
    std::atomic<std::uint64_t> rejected{0};
    std::atomic<int> activeConnections{0};

    std::mutex testsMutex;
    std::map<std::uint64_t, std::shared_ptr<TestState>> tests;

    struct Connection {
        std::atomic<bool> done{false};
        std::thread thread;
    };
    std::list<Connection> connections; ///< only run()'s thread touches the list

    Stopper stopper() const { return Stopper{stopEvent.get(), nullptr, &shuttingDown, deadlineNs}; }
    void acceptPending();
    void reapConnections(bool all);
    void serve(UniqueFd socket, std::int64_t acceptedNs);
    void serveResults(int fd, const Hello &hello);
    void serveStream(int fd, const Hello &hello, const std::shared_ptr<TestState> &test);
    void serveEcho(int fd);
};

TcpLinkServer::TcpLinkServer()
    : m_impl(std::make_unique<Impl>())
{}

TcpLinkServer::~TcpLinkServer()
{
    stop();
}

LinkResult<std::unique_ptr<TcpLinkServer>> TcpLinkServer::create(const TcpServerOptions &options)
{
    if (options.maxDurationMs <= 0 || options.helloTimeoutMs <= 0)
        return LinkError{LinkErrorCode::InvalidArgument,
                         "the TCP server needs a positive maximum duration and hello timeout"};
    auto address = parseAddress(options.bindAddress, options.port);
    if (!address)
        return address.error();
    auto socket = openSocket(address->family, SOCK_STREAM);
    if (!socket)
        return socket.error();
    const int on = 1;
    // A fixed port can be reused while old connections linger in TIME_WAIT; two listeners still
    // cannot share it.
    if (::setsockopt(socket->get(), SOL_SOCKET, SO_REUSEADDR, &on, sizeof on) != 0)
        return systemError(LinkErrorCode::SocketFailed, "cannot set SO_REUSEADDR", errno);
    auto bound
        = bindSocket(socket->get(), *address, "the TCP link server", options.bindAddress, options.port);
    if (!bound)
        return bound.error();
    if (::listen(socket->get(), maxServerConnections) != 0)
        return systemError(LinkErrorCode::BindFailed,
                           "cannot listen on " + describe(options.bindAddress, options.port), errno);
    auto port = boundPort(socket->get());
    if (!port)
        return port.error();
    UniqueFd stopEvent(::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC));
    if (!stopEvent.isValid())
        return systemError(LinkErrorCode::SocketFailed, "cannot create the TCP server's stop event", errno);

    std::unique_ptr<TcpLinkServer> server(new TcpLinkServer);
    Impl &impl = *server->m_impl;
    impl.listener = std::move(socket).value();
    impl.stopEvent = std::move(stopEvent);
    impl.token = options.token;
    impl.port = *port;
    impl.deadlineNs = monotonicNowNs() + static_cast<std::int64_t>(options.maxDurationMs) * nsPerMs;
    impl.helloTimeoutNs = static_cast<std::int64_t>(options.helloTimeoutMs) * nsPerMs;
    impl.open = true;
    return server;
}

std::uint16_t TcpLinkServer::port() const
{
    return m_impl->port;
}

bool TcpLinkServer::isOpen() const
{
    return m_impl->open.load();
}

TcpServerCounters TcpLinkServer::counters() const
{
    return TcpServerCounters{m_impl->accepted.load(), m_impl->rejected.load()};
}

void TcpLinkServer::stop()
{
    const std::uint64_t one = 1;
    // Only fails when the counter would overflow, i.e. stop was already requested.
    [[maybe_unused]] const ssize_t written = ::write(m_impl->stopEvent.get(), &one, sizeof one);
}

LinkResult<TcpServerStop> TcpLinkServer::run()
{
    Impl &impl = *m_impl;
    if (!impl.listener.isValid())
        return LinkError{LinkErrorCode::InvalidArgument, "the TCP server has already run"};

    std::optional<LinkResult<TcpServerStop>> outcome;
    while (!outcome) {
        const std::int64_t leftNs = impl.deadlineNs - monotonicNowNs();
        if (leftNs <= 0) {
            outcome = TcpServerStop::MaxDuration;
            break;
        }
        pollfd fds[2] = {{impl.listener.get(), POLLIN, 0}, {impl.stopEvent.get(), POLLIN, 0}};
        const int timeoutMs
            = static_cast<int>(std::min<std::int64_t>((leftNs + nsPerMs - 1) / nsPerMs, 1000));
        const int ready = ::poll(fds, 2, timeoutMs);
        if (ready < 0) {
            if (errno == EINTR)
                continue;
            outcome = systemError(LinkErrorCode::PollFailed, "TCP server poll failed", errno);
            break;
        }
        if (fds[1].revents != 0) {
            outcome = TcpServerStop::Requested;
            break;
        }
        if (fds[0].revents != 0)
            impl.acceptPending();
        impl.reapConnections(false);
    }

    // Whatever ended the loop: refuse new connections at once, then end and join every connection.
    impl.listener.reset();
    impl.shuttingDown = true;
    stop();
    impl.reapConnections(true);
    {
        std::lock_guard lock(impl.testsMutex);
        impl.tests.clear();
    }
    impl.open = false;
    return *outcome;
}

void TcpLinkServer::Impl::acceptPending()
{
    for (;;) {
        UniqueFd socket(::accept4(listener.get(), nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC));
        if (!socket.isValid()) {
            const int error = errno;
            if (error == EINTR || error == ECONNABORTED)
                continue;
            if (error == EMFILE || error == ENFILE || error == ENOBUFS || error == ENOMEM) {
                // Out of descriptors or memory: the connection stays queued; back off instead of
                // spinning on a listener that stays readable.
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            }
            return; // EAGAIN: nothing more queued; anything else: try again on the next poll
        }
        if (activeConnections.load() >= maxServerConnections) {
            ++rejected;
            continue; // closed unanswered
        }
        const std::int64_t acceptedNs = monotonicNowNs();
        Connection &connection = connections.emplace_back();
        ++activeConnections;
        try {
            connection.thread
                = std::thread([this, &connection, acceptedNs, fd = std::move(socket)]() mutable {
                      serve(std::move(fd), acceptedNs);
                      --activeConnections;
                      connection.done = true;
                  });
        } catch (const std::system_error &) {
            // No thread for it (the lambda and its socket are gone already): refuse the connection.
            --activeConnections;
            connections.pop_back();
            ++rejected;
        }
    }
}

void TcpLinkServer::Impl::reapConnections(bool all)
{
    for (auto it = connections.begin(); it != connections.end();) {
        if (all || it->done.load()) {
            if (it->thread.joinable())
                it->thread.join();
            it = connections.erase(it);
        } else {
            ++it;
        }
    }
}

void TcpLinkServer::Impl::serve(UniqueFd socket, std::int64_t acceptedNs)
{
    const int fd = socket.get();
    std::array<std::uint8_t, helloBytes> raw{};
    const IoStatus read = readExact(fd, raw.data(), raw.size(), acceptedNs + helloTimeoutNs, stopper());
    if (read.result == Io::Stopped)
        return; // the server is closing; not the client's fault
    const std::optional<Hello> hello = read.ok() ? decodeHello(raw.data(), token) : std::nullopt;
    if (!hello) {
        ++rejected;
        return; // closed without a byte
    }
    switch (hello->kind) {
    case ConnectionKind::Results:
        serveResults(fd, *hello);
        return;
    case ConnectionKind::Stream: {
        std::shared_ptr<TestState> test;
        {
            std::lock_guard lock(testsMutex);
            const auto found = tests.find(hello->testId);
            if (found != tests.end())
                test = found->second;
        }
        if (!test) {
            ++rejected; // a stream of no registered test
            return;
        }
        ++accepted;
        serveStream(fd, *hello, test);
        return;
    }
    case ConnectionKind::Echo:
        ++accepted;
        serveEcho(fd);
        return;
    case ConnectionKind::Invalid:
        break;
    }
    ++rejected;
}

void TcpLinkServer::Impl::serveResults(int fd, const Hello &hello)
{
    auto test = std::make_shared<TestState>();
    {
        std::lock_guard lock(testsMutex);
        if (!tests.emplace(hello.testId, test).second) {
            ++rejected; // a second results connection for the same test
            return;
        }
    }
    ++accepted;
    struct Unregister {
        Impl &impl;
        std::uint64_t testId;
        ~Unregister()
        {
            std::lock_guard lock(impl.testsMutex);
            impl.tests.erase(testId);
        }
    } unregister{*this, hello.testId};

    const Stopper stop = stopper();
    if (!writeAll(fd, ackMagic.data(), ackMagic.size(), serverStallNs, stop).ok())
        return;
    // The request comes once the client's streams are done: no stall limit but the maximum duration.
    std::array<std::uint8_t, requestBytes> request{};
    if (!readExact(fd, request.data(), request.size(), noDeadline, stop).ok())
        return;
    if (!std::equal(requestMagic.begin(), requestMagic.end(), request.begin()))
        return;
    const auto toServer = getBigEndian(request.data() + 8, 4);
    const auto fromServer = getBigEndian(request.data() + 12, 4);

    std::string body;
    {
        std::unique_lock lock(test->mutex);
        const std::int64_t untilNs = monotonicNowNs() + serverResultsWaitNs;
        while (test->receivers.size() < toServer || test->senders.size() < fromServer) {
            if (stop.stopped() || monotonicNowNs() >= untilNs)
                break; // answer with what there is; the client sees streams missing
            test->changed.wait_for(lock, std::chrono::milliseconds(waitSliceMs));
        }
        body = resultsToJson(test->receivers, test->senders).dump();
    }
    std::array<std::uint8_t, 4> length{};
    putBigEndian(length.data(), body.size(), 4);
    if (!writeAll(fd, length.data(), length.size(), serverStallNs, stop).ok())
        return;
    [[maybe_unused]] const IoStatus sent
        = writeAll(fd, reinterpret_cast<const std::uint8_t *>(body.data()), body.size(), serverStallNs, stop);
}

void TcpLinkServer::Impl::serveStream(int fd, const Hello &hello, const std::shared_ptr<TestState> &test)
{
    const Stopper stop = stopper();
    if (hello.direction == StreamDirection::ToServer) {
        ReceiverRecord record;
        record.stream = hello.streamIndex;
        record.startNs = monotonicNowNs();
        record.intervalBytes.assign(
            static_cast<std::size_t>(intervalCount(hello.durationMs, hello.intervalMs)), 0);
        if (!receiveUntilEof(fd, record, hello.intervalMs, serverStallNs, stop).ok())
            return;
        std::lock_guard lock(test->mutex);
        test->receivers.push_back(std::move(record));
        test->changed.notify_all();
        return; // closing tells the client sender that everything was counted
    }
    if (!sendUntil(fd, monotonicNowNs() + hello.durationMs * nsPerMs, serverStallNs, stop).ok())
        return;
    // A failure here shows up at the client as a reset: nothing to do.
    const bool shutDown = ::shutdown(fd, SHUT_WR) == 0;
    // TCP_INFO once the send queue drained (or the client closed), so retransmissions during the
    // drain count too; bounded by the stall limit. The client asks for the results only after all
    // its streams ended, and serveResults waits for this record.
    if (shutDown && waitForDrainOrClose(fd, serverStallNs, stop, true).result == Io::Stopped)
        return;
    const std::optional<SenderRecord> info = readTcpInfo(fd, hello.streamIndex);
    std::lock_guard lock(test->mutex);
    test->senders.push_back(info.value_or(SenderRecord{hello.streamIndex, 0, 0}));
    test->changed.notify_all();
}

void TcpLinkServer::Impl::serveEcho(int fd)
{
    if (!setNoDelay(fd))
        return;
    const Stopper stop = stopper();
    std::vector<std::uint8_t> buffer(maxEchoMessageBytes);
    std::int64_t progressNs = monotonicNowNs();
    for (;;) {
        if (stop.stopped())
            return;
        const ssize_t n = ::recv(fd, buffer.data(), buffer.size(), MSG_DONTWAIT);
        if (n > 0) {
            if (!writeAll(fd, buffer.data(), static_cast<std::size_t>(n), serverStallNs, stop).ok())
                return;
            progressNs = monotonicNowNs();
            continue;
        }
        if (n == 0)
            return;
        if (errno == EINTR)
            continue;
        if (!wouldBlock(errno))
            return;
        if (!waitFor(fd, POLLIN, progressNs + serverStallNs, stop).ok())
            return;
    }
}

// ---- client ----

LinkResult<protocol::ThroughputPhase> runThroughput(const ThroughputOptions &options)
{
    auto valid = validate(options);
    if (!valid)
        return valid.error();
    auto address = parseAddress(options.targetAddress, options.port);
    if (!address)
        return address.error();
    auto testId = randomTestId();
    if (!testId)
        return testId.error();
    const std::string where = describe(options.targetAddress, options.port);
    const std::int64_t stallNs = options.stallTimeoutMs * nsPerMs;
    const Stopper callerStop{-1, options.cancel, nullptr, noDeadline};

    // Results connection first: the server's acknowledgement registers the test id.
    auto results = connectTo(*address, where, options.connectTimeoutMs, callerStop);
    if (!results)
        return results.error();
    Hello hello;
    hello.kind = ConnectionKind::Results;
    hello.testId = *testId;
    hello.durationMs = options.durationMs;
    hello.intervalMs = options.intervalMs;
    const auto helloData = encodeHello(hello, options.token);
    IoStatus status = writeAll(results->get(), helloData.data(), helloData.size(), stallNs, callerStop);
    if (!status.ok())
        return clientError(status, "opening the test with " + where, callerStop, options.stallTimeoutMs);
    std::array<std::uint8_t, ackMagic.size()> ack{};
    status = readExact(results->get(), ack.data(), ack.size(), monotonicNowNs() + stallNs, callerStop);
    if (status.result == Io::Eof || (status.result == Io::Failed && status.error == ECONNRESET))
        return LinkError{LinkErrorCode::PeerFailed,
                         where
                             + " closed the connection after the hello: a wrong token, or not a "
                               "ShardScope link server of this version"};
    if (!status.ok())
        return clientError(status, "opening the test with " + where, callerStop, options.stallTimeoutMs);
    if (ack != ackMagic)
        return LinkError{LinkErrorCode::ProtocolMismatch,
                         where + " is not a ShardScope link server of this version"};

    // Connect every stream before any sends, so they all start together.
    const bool toServer = options.mode != protocol::LinkMode::Reverse;
    const bool fromServer = options.mode != protocol::LinkMode::Forward;
    std::vector<StreamPlan> plans;
    for (const StreamDirection direction : {StreamDirection::ToServer, StreamDirection::FromServer}) {
        if ((direction == StreamDirection::ToServer && !toServer)
            || (direction == StreamDirection::FromServer && !fromServer))
            continue;
        for (std::uint32_t i = 0; i < options.streams; ++i) {
            auto socket = connectTo(*address, where, options.connectTimeoutMs, callerStop);
            if (!socket)
                return socket.error();
            plans.push_back(StreamPlan{direction, i, std::move(socket).value()});
        }
    }

    // A thread per stream, so that P streams use every core.
    std::atomic_bool abort{false};
    const Stopper streamStop{-1, options.cancel, &abort, noDeadline};
    std::vector<StreamOutcome> outcomes(plans.size());
    std::vector<std::thread> threads;
    std::optional<LinkError> startError;
    for (std::size_t i = 0; i < plans.size(); ++i) {
        try {
            threads.emplace_back([&, i] {
                runClientStream(plans[i], outcomes[i], options, *testId, streamStop);
                if (outcomes[i].error)
                    abort = true;
            });
        } catch (const std::system_error &error) {
            startError = LinkError{LinkErrorCode::SocketFailed,
                                   std::string("cannot start a stream thread: ") + error.what()};
            abort = true;
            break;
        }
    }
    for (std::thread &thread : threads)
        thread.join();
    plans.clear(); // close the stream sockets now, whatever happened
    if (options.cancel && options.cancel->load())
        return LinkError{LinkErrorCode::Cancelled, "the throughput test with " + where + " was cancelled"};
    if (startError)
        return *startError;
    for (const StreamOutcome &outcome : outcomes)
        if (outcome.error && !outcome.secondary)
            return *outcome.error;
    for (const StreamOutcome &outcome : outcomes)
        if (outcome.error)
            return *outcome.error;

    // Ask for the server's side.
    std::array<std::uint8_t, requestBytes> request{};
    std::copy(requestMagic.begin(), requestMagic.end(), request.begin());
    putBigEndian(request.data() + 8, toServer ? options.streams : 0, 4);
    putBigEndian(request.data() + 12, fromServer ? options.streams : 0, 4);
    const std::string resultsWhat = "reading the results from " + where;
    status = writeAll(results->get(), request.data(), request.size(), stallNs, callerStop);
    std::array<std::uint8_t, 4> lengthData{};
    if (status.ok())
        status = readExact(results->get(), lengthData.data(), lengthData.size(), monotonicNowNs() + stallNs,
                           callerStop);
    if (!status.ok())
        return clientError(status, resultsWhat, callerStop, options.stallTimeoutMs);
    const auto length = getBigEndian(lengthData.data(), 4);
    if (length == 0 || length > maxResultsBytes)
        return LinkError{LinkErrorCode::ProtocolMismatch, where + " sent results of an impossible size"};
    std::string body(length, '\0');
    status = readExact(results->get(), reinterpret_cast<std::uint8_t *>(body.data()), body.size(),
                       monotonicNowNs() + stallNs, callerStop);
    if (!status.ok())
        return clientError(status, resultsWhat, callerStop, options.stallTimeoutMs);
    results->reset();
    auto server = resultsFromJson(body, intervalCount(options.durationMs, options.intervalMs),
                                  toServer ? options.streams : 0, fromServer ? options.streams : 0);
    if (!server)
        return server.error();
    if ((toServer && server->receivers.size() != options.streams)
        || (fromServer && server->senders.size() != options.streams))
        return LinkError{LinkErrorCode::PeerFailed, where + " has figures for only some of the streams: "
                                                        + std::to_string(server->receivers.size())
                                                        + " received, "
                                                        + std::to_string(server->senders.size()) + " sent"};

    std::vector<ReceiverRecord> clientReceivers;
    std::vector<SenderRecord> clientSenders;
    for (StreamOutcome &outcome : outcomes) {
        if (outcome.receiver)
            clientReceivers.push_back(std::move(*outcome.receiver));
        if (outcome.sender)
            clientSenders.push_back(*outcome.sender);
    }
    protocol::ThroughputPhase phase;
    phase.mode = options.mode;
    phase.streams = options.streams;
    if (toServer)
        phase.forward = aggregate(server->receivers, clientSenders, options.durationMs, options.intervalMs);
    if (fromServer)
        phase.reverse = aggregate(clientReceivers, server->senders, options.durationMs, options.intervalMs);
    return phase;
}

LinkResult<std::vector<ProbeRecord>> runTcpEcho(const TcpEchoOptions &options)
{
    if (options.count == 0 || options.count > maxEchoCount || options.messageBytes == 0
        || options.messageBytes > maxEchoMessageBytes)
        return LinkError{LinkErrorCode::InvalidArgument,
                         "the TCP echo needs 1 to " + std::to_string(maxEchoCount) + " round trips of 1 to "
                             + std::to_string(maxEchoMessageBytes) + " bytes"};
    if (options.connectTimeoutMs <= 0 || options.answerTimeoutMs <= 0)
        return LinkError{LinkErrorCode::InvalidArgument, "timeouts must be positive"};
    auto address = parseAddress(options.targetAddress, options.port);
    if (!address)
        return address.error();
    const std::string where = describe(options.targetAddress, options.port);
    const Stopper stop{-1, options.cancel, nullptr, noDeadline};
    auto socket = connectTo(*address, where, options.connectTimeoutMs, stop);
    if (!socket)
        return socket.error();
    const int fd = socket->get();
    if (!setNoDelay(fd))
        return systemError(LinkErrorCode::SocketFailed, "cannot set TCP_NODELAY", errno);
    const std::int64_t answerNs = options.answerTimeoutMs * nsPerMs;
    const std::string what = "TCP echo with " + where;

    Hello hello;
    hello.kind = ConnectionKind::Echo;
    const auto helloData = encodeHello(hello, options.token);
    IoStatus status = writeAll(fd, helloData.data(), helloData.size(), answerNs, stop);
    if (!status.ok())
        return clientError(status, what, stop, options.answerTimeoutMs);

    std::vector<std::uint8_t> request(options.messageBytes);
    std::vector<std::uint8_t> answer(options.messageBytes);
    std::vector<ProbeRecord> records(options.count);
    const std::int64_t endNs
        = options.maxDurationMs > 0 ? monotonicNowNs() + options.maxDurationMs * nsPerMs : 0;
    for (std::uint32_t i = 0; i < options.count; ++i) {
        if (endNs != 0 && i > 0 && monotonicNowNs() >= endNs) {
            records.resize(i);
            break;
        }
        // Each request differs, so a stale or shifted answer cannot pass the check below.
        for (std::size_t b = 0; b < request.size(); ++b)
            request[b] = static_cast<std::uint8_t>(i * 131 + b);
        ProbeRecord &record = records[i];
        record.sequence = i;
        record.sendTimeNs = monotonicNowNs();
        status = writeAll(fd, request.data(), request.size(), answerNs, stop);
        if (status.ok())
            status = readExact(fd, answer.data(), answer.size(), record.sendTimeNs + answerNs, stop);
        if (status.result == Io::Eof && i == 0)
            return LinkError{LinkErrorCode::PeerFailed,
                             where
                                 + " closed the connection after the hello: a wrong token, or not a "
                                   "ShardScope link server of this version"};
        if (!status.ok())
            return clientError(status, what, stop, options.answerTimeoutMs);
        record.receiveTimeNs = monotonicNowNs();
        if (answer != request)
            return LinkError{LinkErrorCode::ProtocolMismatch,
                             what + ": answer " + std::to_string(i) + " differs from its request"};
    }
    return records;
}

} // namespace shardscope::link
