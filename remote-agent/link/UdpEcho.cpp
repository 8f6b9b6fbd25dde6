#include "remote-agent/link/UdpEcho.h"

#include <cerrno>
#include <cstring>
#include <ctime>

#include <netinet/in.h>
#include <poll.h>
#include <sched.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

#include <algorithm>
#include <limits>
#include <utility>

namespace shardscope::link {

namespace {

/// How often a probe run looks at its cancel flag and reports progress.
constexpr std::int64_t kCheckIntervalNs = 100 * nsPerMs;

timespec toTimespec(std::int64_t ns)
{
    ns = std::max<std::int64_t>(ns, 0);
    return timespec{static_cast<time_t>(ns / 1'000'000'000), static_cast<long>(ns % 1'000'000'000)};
}

/// ppoll() until one of fds is ready (> 0), an error (< 0) or CLOCK_MONOTONIC reaches untilNs (0).
/// Before awakeUntilNs it polls without sleeping, so a datagram finds the thread running and not in
/// the scheduler's wake-up path; between polls it yields, so other work on the same CPU goes first.
int pollUntil(pollfd *fds, nfds_t count, std::int64_t untilNs, std::int64_t awakeUntilNs)
{
    for (;;) {
        const std::int64_t nowNs = monotonicNowNs();
        const bool awake = nowNs < awakeUntilNs;
        const timespec timeout = toTimespec(awake ? 0 : untilNs - nowNs);
        const int ready = ::ppoll(fds, count, &timeout, nullptr);
        if (ready != 0 || nowNs >= untilNs || !awake)
            return ready;
        ::sched_yield();
    }
}

/// Errors on a UDP socket that mean "this datagram is lost", not "the socket is broken": ICMP
/// errors reported back on a connected socket, and a full send buffer.
bool isTransientError(int error)
{
    return error == ECONNREFUSED || error == EHOSTUNREACH || error == ENETUNREACH || error == ENOBUFS
           || error == EAGAIN || error == EWOULDBLOCK || error == EINTR || error == EHOSTDOWN
           || error == ENETDOWN;
}

/// ns from the kernel's receive timestamp of `message` (SCM_TIMESTAMPNS, CLOCK_REALTIME) to now on
/// the same clock; 0 without a timestamp or when the clock went back meanwhile.
std::uint64_t dwellNs(msghdr &message)
{
    for (cmsghdr *header = CMSG_FIRSTHDR(&message); header != nullptr;
         header = CMSG_NXTHDR(&message, header)) {
        if (header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_TIMESTAMPNS)
            continue;
        timespec received{};
        std::memcpy(&received, CMSG_DATA(header), sizeof received);
        timespec now{};
        ::clock_gettime(CLOCK_REALTIME, &now);
        const std::int64_t ns = (static_cast<std::int64_t>(now.tv_sec) - received.tv_sec) * 1'000'000'000
                                + (now.tv_nsec - received.tv_nsec);
        return ns > 0 ? static_cast<std::uint64_t>(ns) : 0;
    }
    return 0;
}

} // namespace

// ---- server ----

LinkResult<std::unique_ptr<UdpEchoServer>> UdpEchoServer::create(const EchoServerOptions &options)
{
    if (options.maxDurationMs <= 0)
        return LinkError{LinkErrorCode::InvalidArgument, "the echo server needs a positive maximum duration"};
    auto address = parseAddress(options.bindAddress, options.port);
    if (!address)
        return address.error();
    auto socket = openSocket(address->family, SOCK_DGRAM);
    if (!socket)
        return socket.error();
    auto bound
        = bindSocket(socket->get(), *address, "the UDP echo server", options.bindAddress, options.port);
    if (!bound)
        return bound.error();
    auto port = boundPort(socket->get());
    if (!port)
        return port.error();
    UniqueFd stopEvent(::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC));
    if (!stopEvent.isValid())
        return systemError(LinkErrorCode::SocketFailed, "cannot create the echo server's stop event", errno);

    // The kernel's receive time of each datagram, for the dwell the echo reports; without it the
    // echoes say 0.
    const int on = 1;
    (void)::setsockopt(socket->get(), SOL_SOCKET, SO_TIMESTAMPNS, &on, sizeof on);

    std::unique_ptr<UdpEchoServer> server(new UdpEchoServer);
    server->m_socket = std::move(socket).value();
    server->m_stopEvent = std::move(stopEvent);
    server->m_token = options.token;
    server->m_port = *port;
    server->m_deadlineNs = monotonicNowNs() + static_cast<std::int64_t>(options.maxDurationMs) * nsPerMs;
    server->m_open = true;
    return server;
}

void UdpEchoServer::stop()
{
    const std::uint64_t one = 1;
    // Only fails when the counter would overflow, i.e. stop was already requested.
    [[maybe_unused]] const ssize_t written = ::write(m_stopEvent.get(), &one, sizeof one);
}

EchoServerCounters UdpEchoServer::counters() const
{
    return EchoServerCounters{m_answered.load(), m_rejected.load(), m_sendErrors.load()};
}

LinkResult<EchoServerStop> UdpEchoServer::run()
{
    // Whatever happens below, the port is released when run() returns.
    struct CloseOnReturn {
        UdpEchoServer &server;
        ~CloseOnReturn()
        {
            server.m_socket.reset();
            server.m_open = false;
        }
    } closeOnReturn{*this};

    if (!m_socket.isValid())
        return LinkError{LinkErrorCode::InvalidArgument, "the echo server has already run"};

    std::vector<std::uint8_t> buffer(maxProbePayloadBytes + 1);
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(timespec))];
    std::int64_t awakeUntilNs = 0; // CLOCK_MONOTONIC: a client asked the server to stay awake until then
    for (;;) {
        const std::int64_t nowNs = monotonicNowNs();
        if (nowNs >= m_deadlineNs)
            return EchoServerStop::MaxDuration;
        pollfd fds[2] = {{m_socket.get(), POLLIN, 0}, {m_stopEvent.get(), POLLIN, 0}};
        const int ready = pollUntil(fds, 2, m_deadlineNs, awakeUntilNs);
        if (ready < 0) {
            if (errno == EINTR)
                continue;
            return systemError(LinkErrorCode::PollFailed, "echo server poll failed", errno);
        }
        if (fds[1].revents != 0)
            return EchoServerStop::Requested;
        if (fds[0].revents == 0)
            continue;
        // Drain what is queued, then poll again (the deadline is checked between batches).
        for (int batch = 0; batch < 1024; ++batch) {
            sockaddr_storage peer{};
            iovec data{buffer.data(), buffer.size()};
            msghdr message{};
            message.msg_name = &peer;
            message.msg_namelen = sizeof peer;
            message.msg_iov = &data;
            message.msg_iovlen = 1;
            message.msg_control = control;
            message.msg_controllen = sizeof control;
            const ssize_t size = ::recvmsg(m_socket.get(), &message, MSG_TRUNC);
            if (size < 0) {
                const int error = errno;
                if (error == EAGAIN || error == EWOULDBLOCK)
                    break;
                if (isTransientError(error))
                    continue;
                return systemError(LinkErrorCode::ReceiveFailed, "echo server receive failed", error);
            }
            const auto length = static_cast<std::size_t>(size);
            if (length < probeHeaderBytes || length > maxProbePayloadBytes
                || !hasToken(buffer.data(), length, m_token)) {
                ++m_rejected;
                continue;
            }
            if (length >= probeDwellEnd)
                putBigEndian(buffer.data() + probeHeaderBytes, dwellNs(message), 8);
            if (length >= probeAwakeEnd) {
                const auto intervalUs
                    = static_cast<std::int64_t>(getBigEndian(buffer.data() + probeDwellEnd, 4));
                if (mayStayAwake(intervalUs))
                    awakeUntilNs = monotonicNowNs() + awakeIntervals * intervalUs * nsPerUs;
            }
            const ssize_t sent = ::sendto(m_socket.get(), buffer.data(), length, 0,
                                          reinterpret_cast<const sockaddr *>(&peer), message.msg_namelen);
            if (sent < 0) {
                // Whatever the reason (a full buffer, a firewall's EPERM, EMSGSIZE, an odd peer
                // address), it concerns this one echo: count it as lost and serve the next one.
                ++m_sendErrors;
                continue;
            }
            ++m_answered;
        }
    }
}

// ---- client ----

LinkResult<ProbeRun> runUdpProbes(const ProbeOptions &options)
{
    if (options.count == 0)
        return LinkError{LinkErrorCode::InvalidArgument, "at least one probe is needed"};
    if (options.intervalUs < 0 || options.timeoutAfterLastMs < 0)
        return LinkError{LinkErrorCode::InvalidArgument, "interval and timeout must not be negative"};
    if (options.payloadBytes < probeHeaderBytes || options.payloadBytes > maxProbePayloadBytes)
        return LinkError{LinkErrorCode::InvalidArgument,
                         "probe payload must be " + std::to_string(probeHeaderBytes) + " to "
                             + std::to_string(maxProbePayloadBytes) + " bytes"};
    auto address = parseAddress(options.targetAddress, options.port);
    if (!address)
        return address.error();
    auto socket = openSocket(address->family, SOCK_DGRAM);
    if (!socket)
        return socket.error();
    const int fd = socket->get();
    // Connected: the kernel drops datagrams from anyone but the server.
    if (::connect(fd, reinterpret_cast<const sockaddr *>(&address->storage), address->length) != 0)
        return systemError(LinkErrorCode::SocketFailed,
                           "cannot address " + describe(options.targetAddress, options.port), errno);

    ProbeRun run;
    run.records.resize(options.count);
    std::vector<std::uint8_t> probe(options.payloadBytes, 0);
    std::copy(options.token.begin(), options.token.end(), probe.begin());
    std::vector<std::uint8_t> reply(maxProbePayloadBytes + 1);

    const bool awake = options.stayAwake && mayStayAwake(options.intervalUs);
    if (awake && options.payloadBytes >= probeAwakeEnd)
        putBigEndian(probe.data() + probeDwellEnd, static_cast<std::uint64_t>(options.intervalUs), 4);

    const std::int64_t intervalNs = options.intervalUs * nsPerUs;
    const std::int64_t startNs = monotonicNowNs();
    std::uint32_t sent = 0;
    std::uint32_t received = 0;
    std::int64_t endNs = 0; // set once the last probe is out
    std::int64_t lastProgressNs = startNs;
    // Awake: until awakeIntervals after the last send, then echoes still due are waited for asleep.
    std::int64_t awakeUntilNs = awake ? std::numeric_limits<std::int64_t>::max() : 0;

    for (;;) {
        std::int64_t nowNs = monotonicNowNs();
        if (options.cancel != nullptr && options.cancel->load())
            return LinkError{LinkErrorCode::Cancelled, "latency probes cancelled"};
        if (options.progress && nowNs - lastProgressNs >= kCheckIntervalNs) {
            options.progress(static_cast<double>(sent) / options.count);
            lastProgressNs = nowNs;
        }
        while (sent < options.count && nowNs >= startNs + static_cast<std::int64_t>(sent) * intervalNs) {
            ProbeRecord &record = run.records[sent];
            record.sequence = sent;
            putBigEndian(probe.data() + 16, sent, 4);
            record.sendTimeNs = monotonicNowNs();
            putBigEndian(probe.data() + 20, static_cast<std::uint64_t>(record.sendTimeNs), 8);
            if (::send(fd, probe.data(), probe.size(), 0) < 0) {
                const int error = errno;
                if (!isTransientError(error))
                    return systemError(
                        LinkErrorCode::SendFailed,
                        "cannot send probes to " + describe(options.targetAddress, options.port), error);
                ++run.sendErrors;
            }
            ++sent;
            nowNs = monotonicNowNs();
            if (sent == options.count) {
                endNs = nowNs + static_cast<std::int64_t>(options.timeoutAfterLastMs) * nsPerMs;
                awakeUntilNs = awake ? nowNs + awakeIntervals * intervalNs : 0;
            }
        }
        if (sent == options.count && (received == options.count || nowNs >= endNs))
            break;

        // Wakes at least every kCheckIntervalNs for the cancel flag and progress.
        const std::int64_t untilNs
            = std::min(sent < options.count ? startNs + static_cast<std::int64_t>(sent) * intervalNs : endNs,
                       nowNs + kCheckIntervalNs);
        pollfd pfd{fd, POLLIN, 0};
        const int ready = pollUntil(&pfd, 1, untilNs, awakeUntilNs);
        if (ready < 0) {
            if (errno == EINTR)
                continue;
            return systemError(LinkErrorCode::PollFailed, "probe poll failed", errno);
        }
        if (ready == 0)
            continue;

        for (;;) {
            const ssize_t size = ::recv(fd, reply.data(), reply.size(), MSG_TRUNC);
            const std::int64_t arrivalNs = monotonicNowNs();
            if (size < 0) {
                const int error = errno;
                if (error == EAGAIN || error == EWOULDBLOCK)
                    break;
                if (isTransientError(error))
                    continue; // e.g. ECONNREFUSED: the server is gone; its probes count as lost
                return systemError(
                    LinkErrorCode::ReceiveFailed,
                    "cannot receive echoes from " + describe(options.targetAddress, options.port), error);
            }
            const auto length = static_cast<std::size_t>(size);
            if (length != options.payloadBytes || !hasToken(reply.data(), length, options.token)) {
                ++run.foreignDatagrams;
                continue;
            }
            const auto sequence = getBigEndian(reply.data() + 16, 4);
            const auto sendTimeNs = static_cast<std::int64_t>(getBigEndian(reply.data() + 20, 8));
            if (sequence >= sent || run.records[sequence].sendTimeNs != sendTimeNs) {
                ++run.foreignDatagrams;
                continue;
            }
            ProbeRecord &record = run.records[sequence];
            if (record.receiveTimeNs) {
                ++record.duplicateCount;
            } else {
                record.receiveTimeNs = arrivalNs;
                // The server's dwell is on its own clock: kept only when it is less than the whole
                // round trip (a clock stepped on the server meanwhile is ignored).
                if (length >= probeDwellEnd) {
                    const auto dwell = getBigEndian(reply.data() + probeHeaderBytes, 8);
                    if (dwell < static_cast<std::uint64_t>(std::max<std::int64_t>(arrivalNs - sendTimeNs, 0)))
                        record.serverDwellNs = static_cast<std::int64_t>(dwell);
                }
                ++received;
            }
        }
    }
    return run;
}

} // namespace shardscope::link
