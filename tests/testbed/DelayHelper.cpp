// shardscope-testbed-delay: a fixed one-way delay for the testbed, since netem is not in the
// kernel of the build machines. iptables rules send packets to NFQUEUE queues (with
// --queue-bypass); this program holds each packet's verdict for its queue's delay, then accepts it.
// Verdicts are released in arrival order, so nothing is reordered, and one batch verdict releases
// every packet that is due, so the number of packets held does not limit throughput.
//
//   shardscope-testbed-delay [--owner PID] [--maxlen PACKETS] [--auto-base NUM]
//                            --queue NETNS:NUM:DELAY_MS [--queue ...]
//
// NETNS is a name under /run/netns or "-" for this program's own namespace (queues belong to a
// namespace: the rules are on the receiving side, so one program serves several namespaces).
// NUM "auto" takes the first free queue number from --auto-base on (for the root namespace, which
// other testbeds share). Runs until SIGTERM or SIGINT, then accepts whatever it still holds.
// Output: one JSON object per line, flushed: "ready" (with the queue numbers taken), "end", "error".
// --owner only names the testbed process, so that leftovers of a killed one can be found.
// glibc's <netinet/in.h> before the kernel's <linux/in.h>, which linux/netfilter.h pulls in.
#include <arpa/inet.h>

#include <libnetfilter_queue/libnetfilter_queue.h>
#include <linux/netfilter.h>
#include <linux/netlink.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <deque>
#include <fcntl.h>
#include <memory>
#include <poll.h>
#include <sched.h>
#include <string>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace {

constexpr int kDefaultMaxlen = 1024;
constexpr int kAutoQueueTries = 4096;
// The kernel keeps queued packets' messages in the socket's receive queue until they are read:
// room for many thousands of them, so that a burst at 1 Gbit/s is never dropped for want of buffer.
constexpr int kReceiveBufferBytes = 64 * 1024 * 1024;

volatile sig_atomic_t g_stop = 0;

void onSignal(int)
{
    g_stop = 1;
}

std::int64_t nowNs()
{
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return static_cast<std::int64_t>(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// JSON string escaping for the few texts this program prints (names and messages).
std::string quoted(const std::string &text)
{
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
    }
    return out + "\"";
}

void emit(const std::string &json)
{
    std::fputs((json + "\n").c_str(), stdout);
    std::fflush(stdout);
}

int fail(const std::string &message)
{
    emit("{\"event\":\"error\",\"message\":" + quoted(message) + "}");
    return 1;
}

std::string errnoText(const std::string &what)
{
    return what + ": " + std::strerror(errno);
}

struct Pending {
    std::uint32_t packetId = 0;
    std::int64_t releaseNs = 0;
};

struct Queue {
    std::string netns; ///< "-" or a name under /run/netns
    int number = -1;   ///< -1: the first free one from --auto-base
    double delayMs = 0;
    std::int64_t delayNs = 0;
    nfq_q_handle *handle = nullptr;
    std::deque<Pending> pending; ///< in arrival order, which is also release order
    std::uint64_t packets = 0;
};

struct HandleDeleter {
    void operator()(nfq_handle *handle) const { nfq_close(handle); }
};

// One netlink socket per namespace; the queues of that namespace hang off it.
struct Namespace {
    std::string name;
    std::unique_ptr<nfq_handle, HandleDeleter> handle;
};

int onPacket(nfq_q_handle *, nfgenmsg *, nfq_data *data, void *context)
{
    auto *queue = static_cast<Queue *>(context);
    const nfqnl_msg_packet_hdr *header = nfq_get_msg_packet_hdr(data);
    if (header == nullptr)
        return 0;
    queue->pending.push_back({ntohl(header->packet_id), nowNs() + queue->delayNs});
    ++queue->packets;
    return 0;
}

// Accepts every packet of the queue that is due (all of them with releaseAll): one batch verdict
// covers all ids up to the last due one. Returns false when the kernel refused the verdict.
bool release(Queue &queue, std::int64_t now, bool releaseAll)
{
    std::uint32_t lastDue = 0;
    bool any = false;
    while (!queue.pending.empty() && (releaseAll || queue.pending.front().releaseNs <= now)) {
        lastDue = queue.pending.front().packetId;
        queue.pending.pop_front();
        any = true;
    }
    return !any || nfq_set_verdict_batch(queue.handle, lastDue, NF_ACCEPT) >= 0;
}

// "NETNS:NUM:DELAY_MS"
bool parseQueue(const std::string &text, Queue *queue)
{
    const std::size_t first = text.find(':');
    const std::size_t second = first == std::string::npos ? first : text.find(':', first + 1);
    if (first == 0 || second == std::string::npos)
        return false;
    queue->netns = text.substr(0, first);
    if (queue->netns != "-" && queue->netns.find('/') != std::string::npos)
        return false;
    const std::string number = text.substr(first + 1, second - first - 1);
    char *end = nullptr;
    if (number == "auto") {
        queue->number = -1;
    } else {
        const long value = std::strtol(number.c_str(), &end, 10);
        if (number.empty() || *end != '\0' || value < 0 || value > 65535)
            return false;
        queue->number = static_cast<int>(value);
    }
    const std::string delay = text.substr(second + 1);
    const double delayMs = std::strtod(delay.c_str(), &end);
    if (delay.empty() || *end != '\0' || !std::isfinite(delayMs) || delayMs < 0 || delayMs > 60000)
        return false;
    queue->delayMs = delayMs;
    queue->delayNs = std::llround(delayMs * 1e6);
    return true;
}

// Opens the netlink socket of a namespace: a socket belongs to the namespace it was created in,
// so enter it, create the socket and come back.
std::string openNamespace(Namespace &ns, int homeFd)
{
    int nsFd = -1;
    if (ns.name != "-") {
        nsFd = open(("/run/netns/" + ns.name).c_str(), O_RDONLY | O_CLOEXEC);
        if (nsFd < 0 || setns(nsFd, CLONE_NEWNET) != 0) {
            const std::string error = errnoText("entering network namespace " + ns.name);
            if (nsFd >= 0)
                close(nsFd);
            return error;
        }
    }
    ns.handle.reset(nfq_open());
    const std::string error = ns.handle ? std::string() : errnoText("nfq_open in " + ns.name);
    if (nsFd >= 0) {
        close(nsFd);
        if (setns(homeFd, CLONE_NEWNET) != 0)
            return errnoText("returning to the own network namespace");
    }
    if (!error.empty())
        return error;
    const int fd = nfq_fd(ns.handle.get());
    const int one = 1;
    if (setsockopt(fd, SOL_SOCKET, SO_RCVBUFFORCE, &kReceiveBufferBytes, sizeof kReceiveBufferBytes) != 0)
        return errnoText("SO_RCVBUFFORCE");
    // A full buffer must not turn into an ENOBUFS error that ends the loop.
    if (setsockopt(fd, SOL_NETLINK, NETLINK_NO_ENOBUFS, &one, sizeof one) != 0)
        return errnoText("NETLINK_NO_ENOBUFS");
    return {};
}

std::string createQueue(nfq_handle *handle, Queue &queue, int maxlen, int autoBase)
{
    if (queue.number >= 0) {
        queue.handle = nfq_create_queue(handle, static_cast<std::uint16_t>(queue.number), onPacket, &queue);
        if (queue.handle == nullptr)
            return errnoText("binding queue " + std::to_string(queue.number) + " in " + queue.netns
                             + " (is another program bound to it?)");
    } else {
        // Other testbeds' helpers bind queues in the shared root namespace too: take a free one.
        for (int tries = 0; tries < kAutoQueueTries && queue.handle == nullptr; ++tries) {
            const int number = (autoBase + tries) % 65536;
            queue.handle = nfq_create_queue(handle, static_cast<std::uint16_t>(number), onPacket, &queue);
            if (queue.handle != nullptr)
                queue.number = number;
        }
        if (queue.handle == nullptr)
            return errnoText("no free queue from " + std::to_string(autoBase) + " in " + queue.netns);
    }
    // Metadata only: the packet id is all this program needs.
    if (nfq_set_mode(queue.handle, NFQNL_COPY_META, 0) < 0)
        return errnoText("nfq_set_mode");
    if (nfq_set_queue_maxlen(queue.handle, static_cast<std::uint32_t>(maxlen)) < 0)
        return errnoText("nfq_set_queue_maxlen");
    // Whole GSO super-packets, as the kernel would send them: segmenting them for the queue would
    // cost far more than the delay itself. Kernels without the flag only lose speed.
    (void)nfq_set_queue_flags(queue.handle, NFQA_CFG_F_GSO, NFQA_CFG_F_GSO);
    return {};
}

} // namespace

int main(int argc, char **argv)
{
    // Queues are referred to by pointer from libnetfilter_queue: the list must not move later.
    std::deque<Queue> queues;
    int maxlen = kDefaultMaxlen;
    int autoBase = 10000;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--queue" && hasValue) {
            Queue queue;
            if (!parseQueue(argv[++i], &queue))
                return fail(std::string("bad --queue ") + argv[i] + " (expected NETNS:NUM:DELAY_MS)");
            queues.push_back(queue);
        } else if (arg == "--maxlen" && hasValue) {
            maxlen = std::atoi(argv[++i]);
            if (maxlen < 1)
                return fail("bad --maxlen");
        } else if (arg == "--auto-base" && hasValue) {
            autoBase = std::atoi(argv[++i]);
            if (autoBase < 0 || autoBase > 65535)
                return fail("bad --auto-base");
        } else if (arg == "--owner" && hasValue) {
            ++i;
        } else {
            return fail("usage: shardscope-testbed-delay [--owner PID] [--maxlen PACKETS] [--auto-base NUM] "
                        "--queue NETNS:NUM:DELAY_MS [--queue ...]");
        }
    }
    if (queues.empty())
        return fail("no --queue given");

    // SIGTERM is only delivered inside ppoll, so the loop never stops half-way through a batch.
    sigset_t blocked;
    sigemptyset(&blocked);
    sigaddset(&blocked, SIGTERM);
    sigaddset(&blocked, SIGINT);
    sigset_t waitMask;
    if (sigprocmask(SIG_BLOCK, &blocked, &waitMask) != 0)
        return fail(errnoText("sigprocmask"));
    struct sigaction action {
    };
    action.sa_handler = onSignal;
    sigaction(SIGTERM, &action, nullptr);
    sigaction(SIGINT, &action, nullptr);

    // A late wake-up is extra delay: on a busy machine (parallel builds and tests) the release
    // timer must win over ordinary processes. Only a wish: without it the delay just gets noisier.
    sched_param priority{};
    priority.sched_priority = 10;
    (void)sched_setscheduler(0, SCHED_FIFO | SCHED_RESET_ON_FORK, &priority);

    const int homeFd = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
    if (homeFd < 0)
        return fail(errnoText("/proc/self/ns/net"));
    std::vector<Namespace> namespaces;
    for (Queue &queue : queues) {
        auto found = std::find_if(namespaces.begin(), namespaces.end(),
                                  [&](const Namespace &ns) { return ns.name == queue.netns; });
        if (found == namespaces.end()) {
            namespaces.push_back({queue.netns, nullptr});
            if (std::string error = openNamespace(namespaces.back(), homeFd); !error.empty())
                return fail(error);
            found = namespaces.end() - 1;
        }
        if (std::string error = createQueue(found->handle.get(), queue, maxlen, autoBase); !error.empty())
            return fail(error);
    }
    close(homeFd);
    std::string ready = "{\"event\":\"ready\",\"maxlen\":" + std::to_string(maxlen) + ",\"queues\":[";
    for (const Queue &queue : queues)
        ready += std::string(&queue == &queues.front() ? "" : ",") + "{\"netns\":" + quoted(queue.netns)
                 + ",\"queue\":" + std::to_string(queue.number)
                 + ",\"delayMs\":" + std::to_string(queue.delayMs) + "}";
    emit(ready + "]}");

    std::vector<pollfd> pollFds;
    for (const Namespace &ns : namespaces)
        pollFds.push_back({nfq_fd(ns.handle.get()), POLLIN, 0});
    std::vector<char> buffer(256 * 1024);
    std::string error;
    while (!g_stop && error.empty()) {
        std::int64_t next = -1;
        for (const Queue &queue : queues) {
            if (!queue.pending.empty() && (next < 0 || queue.pending.front().releaseNs < next))
                next = queue.pending.front().releaseNs;
        }
        timespec timeout{};
        if (next >= 0) {
            const std::int64_t waitNs = std::max<std::int64_t>(0, next - nowNs());
            timeout.tv_sec = static_cast<time_t>(waitNs / 1'000'000'000);
            timeout.tv_nsec = static_cast<long>(waitNs % 1'000'000'000);
        }
        const int polled = ppoll(pollFds.data(), pollFds.size(), next >= 0 ? &timeout : nullptr, &waitMask);
        if (polled < 0 && errno != EINTR) {
            error = errnoText("ppoll");
            break;
        }
        for (std::size_t n = 0; polled > 0 && n < pollFds.size(); ++n) {
            if (!(pollFds[n].revents & POLLIN))
                continue;
            // Drain everything the kernel has queued for us before releasing anything.
            for (;;) {
                const ssize_t got = recv(pollFds[n].fd, buffer.data(), buffer.size(), MSG_DONTWAIT);
                if (got < 0) {
                    if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR && errno != ENOBUFS)
                        error = errnoText("recv");
                    break;
                }
                nfq_handle_packet(namespaces[n].handle.get(), buffer.data(), static_cast<int>(got));
            }
        }
        const std::int64_t now = nowNs();
        for (Queue &queue : queues) {
            if (!release(queue, now, false))
                error = errnoText("verdict on queue " + std::to_string(queue.number) + " in " + queue.netns);
        }
    }

    std::string end = "{\"event\":\"end\",\"packets\":[";
    for (Queue &queue : queues) {
        (void)release(queue, 0, true); // whatever is still held goes on undelayed
        nfq_destroy_queue(queue.handle);
        end += std::string(&queue == &queues.front() ? "" : ",") + std::to_string(queue.packets);
    }
    namespaces.clear();
    emit(end + "]}");
    return error.empty() ? 0 : fail(error);
}
