#include "remote-agent/bench/cuda/NcclCommunicator.h"

#include "remote-agent/bench/RankModel.h"
#include "remote-agent/protocol/Rendezvous.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace shardscope::bench::cuda {

namespace {

using Clock = std::chrono::steady_clock;

/// The rendezvous and the communicator's start wait at least this long: the ranks of a run are
/// started one after the other over SSH, and NCCL's first start on a node loads and probes a lot.
constexpr std::chrono::milliseconds kMinSetupTimeout{30000};
/// How often the rendezvous looks for a peer's failure.
constexpr std::chrono::milliseconds kFailedPollInterval{250};

/// The interface that holds the numeric address (the loopback interface for any 127.x or ::1).
/// remote-agent/link's interfaceHolding() answers the same with sysfs details; the plugin cannot
/// link that (non-PIC) library and needs only the name.
std::optional<std::string> interfaceNameHolding(const std::string &address)
{
    in_addr v4{};
    in6_addr v6{};
    int family = AF_UNSPEC;
    if (::inet_pton(AF_INET, address.c_str(), &v4) == 1) {
        family = AF_INET;
    } else {
        const std::string host = address.substr(0, address.find('%')); // fe80::1%eth0
        if (::inet_pton(AF_INET6, host.c_str(), &v6) == 1)
            family = AF_INET6;
    }
    if (family == AF_UNSPEC)
        return std::nullopt;
    ifaddrs *list = nullptr;
    if (::getifaddrs(&list) != 0)
        return std::nullopt;
    const std::unique_ptr<ifaddrs, decltype(&::freeifaddrs)> guard(list, &::freeifaddrs);
    std::optional<std::string> loopbackName;
    for (const ifaddrs *entry = list; entry; entry = entry->ifa_next) {
        if (!entry->ifa_name || !entry->ifa_addr)
            continue;
        if ((entry->ifa_flags & IFF_LOOPBACK) && !loopbackName)
            loopbackName = entry->ifa_name;
        if (entry->ifa_addr->sa_family != family)
            continue;
        if (family == AF_INET) {
            sockaddr_in held{};
            std::memcpy(&held, entry->ifa_addr, sizeof held);
            if (held.sin_addr.s_addr == v4.s_addr)
                return std::string(entry->ifa_name);
        } else {
            sockaddr_in6 held{};
            std::memcpy(&held, entry->ifa_addr, sizeof held);
            if (std::memcmp(&held.sin6_addr, &v6, sizeof v6) == 0)
                return std::string(entry->ifa_name);
        }
    }
    const bool loopback = family == AF_INET ? (ntohl(v4.s_addr) >> 24) == 127 : IN6_IS_ADDR_LOOPBACK(&v6);
    return loopback ? loopbackName : std::nullopt;
}

/// NCCL reads its settings from the environment when it first starts. setenv is not safe against
/// concurrent getenv, so ranks of one process (the self-test) set it one at a time, and only once
/// when they agree.
void pinSocketInterface(const std::string &name)
{
    static std::mutex mutex;
    const std::lock_guard lock(mutex);
    const std::string value = "=" + name; // "=" : exactly this interface, not every name starting so
    const char *current = std::getenv("NCCL_SOCKET_IFNAME");
    if (!current || value != current)
        ::setenv("NCCL_SOCKET_IFNAME", value.c_str(), 1);
    // Should a user have NCCL_DEBUG set, NCCL writes to stdout: the agent's protocol channel.
    ::setenv("NCCL_DEBUG_FILE", "/dev/stderr", 0);
}

ncclDataType_t ncclTypeOf(Element type)
{
    switch (type) {
    case Element::F32:
        return ncclFloat32;
    case Element::BF16:
        return ncclBfloat16;
    case Element::F16:
        return ncclFloat16;
    case Element::Unknown:
        break;
    }
    throw std::invalid_argument("NCCL: unsupported element type");
}

std::string ncclText(ncclResult_t result, ncclComm_t comm)
{
    std::string text = ncclGetErrorString(result);
    const char *detail = ncclGetLastError(comm);
    if (detail && *detail)
        text += std::string(" (") + detail + ")";
    return text;
}

std::string secondsText(std::chrono::milliseconds timeout)
{
    return std::to_string(timeout.count() / 1000) + "." + std::to_string(timeout.count() % 1000 / 100) + " s";
}

} // namespace

NcclCommunicator::NcclCommunicator(const NcclOptions &options, RankHost &host, cudaStream_t stream)
    : m_host(host)
    , m_stream(stream)
    , m_rank(options.rank)
    , m_size(options.size)
    , m_timeout(options.timeout)
    , m_barrierValue(sizeof(float))
{
    if (!options.bindAddress.empty()) {
        const auto name = interfaceNameHolding(options.bindAddress);
        if (!name)
            throw CommError("the cluster address " + options.bindAddress
                            + " is not on any interface of this node: choose the address of this node's "
                              "cluster interface");
        m_interface = *name;
        pinSocketInterface(m_interface);
    }

    const std::chrono::milliseconds setupTimeout = std::max(m_timeout, kMinSetupTimeout);
    ncclUniqueId id{};
    const std::string key = protocol::ncclIdKey(options.runId);
    if (m_rank == 0) {
        const ncclResult_t result = ncclGetUniqueId(&id);
        if (result != ncclSuccess)
            throw CommError("NCCL could not prepare the run on interface " + m_interface + ": "
                            + ncclText(result, nullptr));
        const auto *bytes = reinterpret_cast<const std::uint8_t *>(&id);
        m_host.storeSet(key, std::vector<std::uint8_t>(bytes, bytes + sizeof id));
    } else {
        std::optional<std::vector<std::uint8_t>> value;
        const auto idDeadline = Clock::now() + setupTimeout;
        while (!(value = m_host.storeGet(key, kFailedPollInterval))) {
            checkPeersFailed(options.failedKey);
            if (m_host.cancelled())
                throw CommError("cancelled");
            if (Clock::now() > idDeadline)
                throw CommError("rank 0 did not publish its NCCL id within " + secondsText(setupTimeout)
                                + " (it failed to start)");
        }
        if (value->size() != sizeof id)
            throw CommError("the NCCL id from rank 0 has " + std::to_string(value->size()) + " bytes, not "
                            + std::to_string(sizeof id) + ": the agents' NCCL versions differ");
        std::memcpy(&id, value->data(), sizeof id);
    }

    ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
    config.blocking = 0; // so that a peer that never joins can be given up on (ncclCommAbort)
    ncclResult_t result
        = ncclCommInitRankConfig(&m_comm, static_cast<int>(m_size), id, static_cast<int>(m_rank), &config);
    const auto deadline = Clock::now() + setupTimeout;
    auto nextFailedPoll = Clock::now() + kFailedPollInterval;
    while (result == ncclInProgress || result == ncclSuccess) {
        ncclResult_t state = ncclSuccess;
        result = ncclCommGetAsyncError(m_comm, &state);
        if (result != ncclSuccess)
            break;
        if (state == ncclSuccess)
            return;
        if (state != ncclInProgress) {
            result = state;
            break;
        }
        if (Clock::now() > deadline) {
            ncclCommAbort(m_comm);
            m_comm = nullptr;
            throw CommError("NCCL did not connect the " + std::to_string(m_size) + " ranks within "
                            + secondsText(setupTimeout) + " (interface " + m_interface
                            + "): a peer did not start, or a firewall blocks the cluster interface");
        }
        if (m_host.cancelled()) {
            ncclCommAbort(m_comm);
            m_comm = nullptr;
            throw CommError("cancelled");
        }
        if (Clock::now() > nextFailedPoll) {
            nextFailedPoll = Clock::now() + kFailedPollInterval;
            try {
                checkPeersFailed(options.failedKey);
            } catch (const CommError &) {
                ncclCommAbort(m_comm);
                m_comm = nullptr;
                throw;
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    const std::string why = ncclText(result, m_comm);
    if (m_comm)
        ncclCommAbort(m_comm);
    m_comm = nullptr;
    throw CommError("NCCL could not start rank " + std::to_string(m_rank) + " of " + std::to_string(m_size)
                    + ": " + why);
}

NcclCommunicator::~NcclCommunicator()
{
    if (!m_comm || m_aborted)
        return;
    // Everything was synchronized; finish cleanly when NCCL lets us within the timeout, else abort.
    ncclResult_t state = ncclCommFinalize(m_comm);
    const auto deadline = Clock::now() + m_timeout;
    while (state == ncclInProgress || state == ncclSuccess) {
        if (ncclCommGetAsyncError(m_comm, &state) != ncclSuccess || state != ncclInProgress)
            break;
        if (Clock::now() > deadline)
            break;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    if (state == ncclSuccess)
        ncclCommDestroy(m_comm);
    else
        ncclCommAbort(m_comm);
}

void NcclCommunicator::checkPeersFailed(const std::string &failedKey)
{
    if (failedKey.empty())
        return;
    if (const auto failed = m_host.storeGet(failedKey, std::chrono::milliseconds(0)))
        throw CommError("another rank of the run could not start: "
                        + std::string(failed->begin(), failed->end()));
}

void NcclCommunicator::checkUsable() const
{
    if (m_aborted || !m_comm)
        throw CommError("the NCCL communicator was aborted after an earlier failure");
}

void NcclCommunicator::fail(const std::string &why)
{
    if (m_comm && !m_aborted)
        ncclCommAbort(m_comm);
    m_aborted = true;
    throw CommError(why);
}

void NcclCommunicator::settle(ncclResult_t result, const char *what)
{
    if (result == ncclSuccess)
        return;
    if (result == ncclInProgress) {
        const auto deadline = Clock::now() + m_timeout;
        while (true) {
            ncclResult_t state = ncclSuccess;
            if (ncclCommGetAsyncError(m_comm, &state) != ncclSuccess)
                break;
            if (state == ncclSuccess)
                return;
            if (state != ncclInProgress) {
                result = state;
                break;
            }
            if (Clock::now() > deadline)
                fail(std::string("NCCL ") + what + ": no progress within " + secondsText(m_timeout)
                     + ": a peer stopped answering");
            std::this_thread::yield();
        }
    }
    fail(std::string("NCCL ") + what + " failed: " + ncclText(result, m_comm));
}

void NcclCommunicator::start()
{
    while (m_events.size() < 2 * (m_usedPairs + 1))
        m_events.emplace_back();
    SHARDSCOPE_CUDA_CHECK(cudaEventRecord(m_events[2 * m_usedPairs].get(), m_stream));
}

void NcclCommunicator::finish()
{
    SHARDSCOPE_CUDA_CHECK(cudaEventRecord(m_events[2 * m_usedPairs + 1].get(), m_stream));
    ++m_usedPairs;
}

void NcclCommunicator::allReduceSum(void *data, std::size_t count, Element type)
{
    checkUsable();
    start();
    settle(ncclAllReduce(data, data, count, ncclTypeOf(type), ncclSum, m_comm, m_stream), "all-reduce");
    finish();
    const double bytes = static_cast<double>(count * elementBytes(type));
    m_pendingBytes += 2.0 * (m_size - 1) / m_size * bytes;
}

void NcclCommunicator::allGather(const void *in, void *out, std::size_t bytesPerRank)
{
    checkUsable();
    start();
    settle(ncclAllGather(in, out, bytesPerRank, ncclUint8, m_comm, m_stream), "all-gather");
    finish();
    m_pendingBytes += static_cast<double>(m_size - 1) * static_cast<double>(bytesPerRank);
}

void NcclCommunicator::send(const void *data, std::size_t bytes, std::uint32_t peer)
{
    checkUsable();
    start();
    settle(ncclSend(data, bytes, ncclUint8, static_cast<int>(peer), m_comm, m_stream), "send");
    finish();
    m_pendingBytes += static_cast<double>(bytes);
}

void NcclCommunicator::recv(void *data, std::size_t bytes, std::uint32_t peer)
{
    checkUsable();
    start();
    settle(ncclRecv(data, bytes, ncclUint8, static_cast<int>(peer), m_comm, m_stream), "receive");
    finish();
}

void NcclCommunicator::synchronize()
{
    checkUsable();
    SHARDSCOPE_CUDA_CHECK(cudaEventRecord(m_done.get(), m_stream));
    auto lastProgress = Clock::now();
    std::size_t finished = 0;
    while (true) {
        const cudaError_t done = cudaEventQuery(m_done.get());
        if (done == cudaSuccess)
            break;
        if (done != cudaErrorNotReady) {
            if (m_comm && !m_aborted)
                ncclCommAbort(m_comm);
            m_aborted = true;
            throwCudaError(done, "cudaEventQuery(step)", __FILE__, __LINE__);
        }
        const auto now = Clock::now();
        while (finished < m_usedPairs && cudaEventQuery(m_events[2 * finished + 1].get()) == cudaSuccess) {
            ++finished;
            lastProgress = now;
        }
        ncclResult_t state = ncclSuccess;
        const ncclResult_t query = ncclCommGetAsyncError(m_comm, &state);
        if (query != ncclSuccess)
            state = query;
        if (state != ncclSuccess && state != ncclInProgress)
            fail("NCCL failed while waiting for a peer: " + ncclText(state, m_comm));
        if (now - lastProgress > m_timeout)
            fail("no answer from a peer for " + secondsText(m_timeout)
                 + " (NCCL communicator aborted): a rank stopped or its link went silent");
        if (m_host.cancelled())
            fail("cancelled");
        std::this_thread::yield();
    }
    double seconds = 0;
    for (std::size_t i = 0; i < m_usedPairs; ++i) {
        float ms = 0;
        SHARDSCOPE_CUDA_CHECK(cudaEventElapsedTime(&ms, m_events[2 * i].get(), m_events[2 * i + 1].get()));
        seconds += ms / 1000.0;
    }
    m_counters.seconds += seconds;
    m_counters.bytesSent += static_cast<std::uint64_t>(m_pendingBytes + 0.5);
    m_usedPairs = 0;
    m_pendingBytes = 0;
}

void NcclCommunicator::barrier()
{
    SHARDSCOPE_CUDA_CHECK(cudaMemsetAsync(m_barrierValue.get(), 0, sizeof(float), m_stream));
    allReduceSum(m_barrierValue.get(), 1, Element::F32);
    synchronize();
    takeCounters(); // the wait for the slowest rank is not communication of the run
}

NcclCommunicator::Counters NcclCommunicator::takeCounters()
{
    return std::exchange(m_counters, Counters{});
}

} // namespace shardscope::bench::cuda
