// The CPU ranks' communicator over Debian's libgloo (0.5, TCP transport).
//
// Security note: Gloo's TCP pairs cannot present ShardScope's per-run token (its wire protocol has no
// place for one). What limits who can reach them: every pair listens on the cluster address only
// (attr.hostname = bindAddress, never the wildcard address), on an ephemeral port, and those ports
// are published only through the rendezvous store, which the controller relays over its SSH
// channel; a pair stops listening as soon as its one peer has connected.
//
// Lifetime: this Gloo version has no device-wide listener; each pair owns its listening socket
// until its peer connects and closes its connection when destroyed. The device owns one event-loop
// thread, joined when the last reference to the device goes. The communicator releases the context
// (its pairs) first and then the device, so that destroying it leaves no thread or socket behind
// (GlooCommunicatorTest checks both through /proc/self).

#include "remote-agent/bench/Communicator.h"
#include "remote-agent/protocol/Link.h"

#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Rendezvous.h"

#include <gloo/allgather.h>
#include <gloo/allreduce.h>
#include <gloo/barrier.h>
#include <gloo/common/error.h>
#include <gloo/common/logging.h>
#include <gloo/math.h>
#include <gloo/rendezvous/context.h>
#include <gloo/rendezvous/store.h>
#include <gloo/transport/tcp/attr.h>
#include <gloo/transport/tcp/device.h>
#include <gloo/transport/unbound_buffer.h>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <exception>
#include <map>
#include <optional>
#include <sstream>
#include <string_view>
#include <utility>

namespace shardscope::bench {

namespace {

std::string secondsText(std::chrono::milliseconds timeout)
{
    std::ostringstream text;
    text << static_cast<double>(timeout.count()) / 1000.0 << " s";
    return text.str();
}

/// Gloo's messages start with "[file:line] "; users need only what follows.
std::string glooMessage(const char *what)
{
    std::string message = what ? what : "";
    if (!message.empty() && message.front() == '[') {
        const auto end = message.find("] ");
        if (end != std::string::npos)
            message.erase(0, end + 2);
    }
    return message;
}

/// The rendezvous store of one rank: Gloo's keys, under the run's prefix, through the RankHost
/// (which the controller relays between the ranks' agents).
class HostStore : public gloo::rendezvous::Store
{
public:
    HostStore(RankHost &host, std::string prefix, std::chrono::milliseconds timeout)
        : m_host(host)
        , m_prefix(std::move(prefix))
        , m_timeout(timeout)
    {}

    void set(const std::string &key, const std::vector<char> &data) override
    {
        m_host.storeSet(m_prefix + key, std::vector<std::uint8_t>(data.begin(), data.end()));
    }

    std::vector<char> get(const std::string &key) override
    {
        const std::vector<std::uint8_t> value = fetch(key);
        return std::vector<char>(value.begin(), value.end());
    }

    void wait(const std::vector<std::string> &keys) override { wait(keys, m_timeout); }

    /// Waits with this run's timeout, whatever Gloo passes: the rendezvous is bounded by
    /// GlooOptions::timeout. Keeps what it fetched, so that get() does not wait again.
    void wait(const std::vector<std::string> &keys, const std::chrono::milliseconds & /*timeout*/) override
    {
        for (const std::string &key : keys)
            fetch(key);
    }

private:
    const std::vector<std::uint8_t> &fetch(const std::string &key)
    {
        if (const auto known = m_values.find(key); known != m_values.end())
            return known->second;
        std::optional<std::vector<std::uint8_t>> value = m_host.storeGet(m_prefix + key, m_timeout);
        if (!value) {
            if (m_host.cancelled())
                throw CommError("Gloo rendezvous cancelled: the run was stopped");
            throw CommError(whoIsMissing(key) + " did not publish its Gloo address within "
                            + secondsText(m_timeout)
                            + ": its agent may not have started this run, or it stopped");
        }
        return m_values.emplace(key, std::move(*value)).first->second;
    }

    /// Gloo's rendezvous keys are the ranks' numbers (and "rank_<n>" in later Gloo versions).
    static std::string whoIsMissing(const std::string &key)
    {
        std::string_view number = key;
        if (number.starts_with("rank_"))
            number.remove_prefix(5);
        unsigned rank = 0;
        const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), rank);
        if (!number.empty() && error == std::errc() && end == number.data() + number.size())
            return "rank " + std::to_string(rank);
        return "the rank that sets store key \"" + key + "\"";
    }

    RankHost &m_host;
    const std::string m_prefix;
    const std::chrono::milliseconds m_timeout;
    std::map<std::string, std::vector<std::uint8_t>> m_values;
};

class GlooCommunicator final : public Communicator
{
public:
    GlooCommunicator(const GlooOptions &options, std::shared_ptr<gloo::transport::Device> device,
                     std::shared_ptr<gloo::rendezvous::Context> context)
        : m_options(options)
        , m_device(std::move(device))
        , m_context(std::move(context))
    {}

    ~GlooCommunicator() override
    {
        // The pairs (in the context) first: they unregister from the device's loop, whose thread
        // the device joins when it goes.
        m_context.reset();
        m_device.reset();
    }

    std::uint32_t rank() const override { return m_options.rank; }
    std::uint32_t size() const override { return m_options.size; }

    void allReduceSum(float *data, std::size_t count) override
    {
        const std::size_t bytes = count * sizeof(float);
        run("all-reduce", std::nullopt, [&] {
            if (count == 0 || size() == 1)
                return;
            gloo::AllreduceOptions opts(m_context);
            opts.setOutput(data, count);
            opts.setAlgorithm(gloo::AllreduceOptions::Algorithm::RING);
            opts.setReduceFunction(
                static_cast<void (*)(void *, const void *, const void *, std::size_t)>(&gloo::sum<float>));
            opts.setTimeout(m_options.timeout);
            gloo::allreduce(opts);
        });
        // A ring all-reduce (reduce-scatter, then all-gather) sends 2 × (n−1)/n of the buffer.
        m_counters.bytesSent += 2 * (size() - 1) * static_cast<std::uint64_t>(bytes) / size();
    }

    void allGather(const void *in, void *out, std::size_t bytesPerRank) override
    {
        run("all-gather", std::nullopt, [&] {
            if (bytesPerRank == 0)
                return;
            if (size() == 1) {
                std::memmove(out, in, bytesPerRank);
                return;
            }
            gloo::AllgatherOptions opts(m_context);
            // Gloo's buffers are not const, but it only reads the input.
            opts.setInput(static_cast<std::uint8_t *>(const_cast<void *>(in)), bytesPerRank);
            opts.setOutput(static_cast<std::uint8_t *>(out), bytesPerRank * size());
            opts.setTimeout(m_options.timeout);
            gloo::allgather(opts);
        });
        m_counters.bytesSent += static_cast<std::uint64_t>(size() - 1) * bytesPerRank;
    }

    void send(std::uint32_t peer, const void *data, std::size_t bytes, std::uint32_t tag) override
    {
        checkPeer(peer, "send to");
        run("send", peer, [&] {
            if (bytes == 0)
                return;
            auto buffer = m_context->createUnboundBuffer(const_cast<void *>(data), bytes);
            // A tag is a slot with Gloo's prefix byte 0, which no collective uses. Gloo sends the
            // payload once the peer has posted the matching receive: a send returns only then
            // (like MPI_Ssend), so two ranks must not both send to each other first.
            buffer->send(static_cast<int>(peer), tag);
            if (!buffer->waitSend(pointToPointTimeout()))
                throw CommError("the send was aborted");
        });
        m_counters.bytesSent += bytes;
    }

    void recv(std::uint32_t peer, void *data, std::size_t bytes, std::uint32_t tag) override
    {
        checkPeer(peer, "receive from");
        run("receive", peer, [&] {
            if (bytes == 0)
                return;
            auto buffer = m_context->createUnboundBuffer(data, bytes);
            buffer->recv(static_cast<int>(peer), tag);
            if (!buffer->waitRecv(pointToPointTimeout()))
                throw CommError("the receive was aborted");
        });
    }

    void barrier() override
    {
        run("barrier", std::nullopt, [&] {
            if (size() == 1)
                return;
            gloo::BarrierOptions opts(m_context);
            opts.setTimeout(m_options.timeout);
            gloo::barrier(opts);
        });
    }

    Counters takeCounters() override { return std::exchange(m_counters, Counters{}); }

private:
    std::chrono::milliseconds pointToPointTimeout() const
    {
        return m_options.pointToPointTimeout > std::chrono::milliseconds(0) ? m_options.pointToPointTimeout
                                                                            : m_options.timeout;
    }

    void checkPeer(std::uint32_t peer, const char *what) const
    {
        if (peer >= size() || peer == rank())
            throw CommError("rank " + std::to_string(rank()) + " cannot " + what + " rank "
                            + std::to_string(peer) + " in a run of " + std::to_string(size())
                            + " ranks (a bug in the layout)");
    }

    /// Runs one Gloo operation with `peer` (nullopt: a collective), adds its time to the counters
    /// and turns every failure into a CommError that says which operation failed and what to suspect.
    template<typename Operation>
    void run(const char *name, std::optional<std::uint32_t> peer, Operation operation)
    {
        const auto start = std::chrono::steady_clock::now();
        std::string failure;
        try {
            operation();
        } catch (const gloo::Exception &e) {
            failure = glooMessage(e.what());
        } catch (const gloo::EnforceNotMet &e) {
            failure = glooMessage(e.what());
        } catch (const std::exception &e) {
            failure = e.what();
        }
        m_counters.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (failure.empty())
            return;
        const std::string prefix
            = "Gloo " + std::string(name) + " on rank " + std::to_string(rank()) + " failed: ";
        const std::string who = describePeer(peer);
        const auto mentions = [&failure](const char *word) {
            return failure.find(word) != std::string::npos;
        };
        if (mentions("Timed out") || mentions("timeout"))
            throw CommError(prefix + who + " did not answer within "
                            + secondsText(peer ? pointToPointTimeout() : m_options.timeout)
                            + ": it may have stopped or its link is down (" + failure + ")");
        if (mentions("closed") || mentions("reset") || mentions("Broken pipe"))
            throw CommError(prefix + who + " closed its connection: it stopped or failed (" + failure + ")");
        throw CommError(prefix + failure + " (talking to " + who + ")");
    }

    std::string describePeer(std::optional<std::uint32_t> peer) const
    {
        if (peer)
            return "rank " + std::to_string(*peer);
        if (size() == 2)
            return "rank " + std::to_string(1 - rank());
        return "one of the other " + std::to_string(size() - 1) + " ranks";
    }

    const GlooOptions m_options;
    std::shared_ptr<gloo::transport::Device> m_device;
    std::shared_ptr<gloo::rendezvous::Context> m_context;
    Counters m_counters;
};

} // namespace

std::unique_ptr<Communicator> connectGloo(const GlooOptions &options, RankHost &host)
{
    const std::string who = "rank " + std::to_string(options.rank) + " of " + std::to_string(options.size);
    if (options.size == 0 || options.rank >= options.size)
        throw CommError("Gloo: " + who + " is not a valid rank (a bug in the run's layout)");
    if (options.timeout <= std::chrono::milliseconds(0))
        throw CommError("Gloo: the timeout must be positive");
    if (options.pointToPointTimeout < std::chrono::milliseconds(0))
        throw CommError("Gloo: the point-to-point timeout must not be negative");
    // Gloo would resolve a name through DNS and could pick another interface: only a numeric
    // address pins its sockets to the cluster interface (the same rule as bench_run's bindAddress).
    if (!protocol::isSpecificUnicastText(options.bindAddress))
        throw CommError(
            "Gloo: \"" + options.bindAddress
            + "\" is not a numeric unicast IPv4 or IPv6 address; give the node's cluster address");

    std::shared_ptr<gloo::transport::Device> device;
    try {
        gloo::transport::tcp::attr attr;
        attr.hostname = options.bindAddress;
        device = gloo::transport::tcp::CreateDevice(attr);
    } catch (const std::exception &e) {
        throw CommError("Gloo cannot listen on " + options.bindAddress + " (" + glooMessage(e.what())
                        + "): the address must belong to this node; check the cluster address in the "
                          "host's settings");
    }

    // The Gloo rendezvous' keys: the run's prefix, "gloo/", then Gloo's own keys (the ranks).
    HostStore store(host, protocol::glooKeyPrefix(options.keyPrefix), options.timeout);
    auto context = std::make_shared<gloo::rendezvous::Context>(static_cast<int>(options.rank),
                                                               static_cast<int>(options.size));
    // Gloo waits 5 × the context's timeout (copied into the pairs when they are created) for a
    // pair's TCP connect; a fifth of the timeout (at least 1 s, for loaded machines) keeps a peer
    // that published its address and then stopped from holding the rendezvous for 5 × the
    // timeout. The store waits use the timeout whole, and the operations pass it explicitly.
    const auto connectTimeout
        = std::max<std::chrono::milliseconds>(options.timeout / 5, std::chrono::seconds(1));
    try {
        context->setTimeout(connectTimeout);
        context->connectFullMesh(store, device);
        context->setTimeout(options.timeout);
    } catch (const CommError &e) {
        throw CommError("Gloo rendezvous of " + who + " failed: " + e.what());
    } catch (const std::exception &e) {
        throw CommError("Gloo could not connect " + who + " to its peers within "
                        + secondsText(5 * connectTimeout)
                        + ": a peer may have stopped, or a firewall blocks TCP between the cluster "
                          "addresses ("
                        + glooMessage(e.what()) + ")");
    }
    auto communicator = std::make_unique<GlooCommunicator>(options, std::move(device), std::move(context));
    // A rank's connectFullMesh can return before its peers' have (the listening side of a pair is
    // done once it accepted); a rank that then stopped at once would fail their connect. The
    // barrier makes a successful return mean that every rank of the run is connected.
    communicator->barrier();
    communicator->takeCounters();
    return communicator;
}

} // namespace shardscope::bench
