#pragma once

#include "remote-agent/bench/RankHost.h"
#include "remote-agent/bench/cuda/CudaKernels.h"
#include "remote-agent/bench/cuda/CudaResources.h"

#include <cuda_runtime_api.h>
#include <nccl.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace shardscope::bench::cuda {

struct NcclOptions {
    std::string runId; ///< prefixes the store key of the unique id
    std::uint32_t rank = 0;
    std::uint32_t size = 1;
    std::string bindAddress;                  ///< NCCL_SOCKET_IFNAME is pinned to the interface holding it
    std::chrono::milliseconds timeout{10000}; ///< a collective that makes no progress this long fails
    /// Store key a rank that cannot run sets (BenchRun.cpp's "<runId>/failed"): the rendezvous
    /// gives up as soon as it appears. Empty: not watched.
    std::string failedKey;
};

/// The GPU ranks' communicator: one NCCL communicator on `stream`. Every operation is enqueued
/// (nothing waits) and timed with a pair of CUDA events; synchronize() waits for the stream while
/// polling ncclCommGetAsyncError, the host's cancel and the progress of the enqueued collectives,
/// and aborts the communicator (ncclCommAbort) on an error, a cancel or a stall longer than the
/// timeout, throwing CommError. One thread uses it at a time.
class NcclCommunicator
{
public:
    /// Rank 0 makes the unique id and publishes it under "<runId>/nccl_id"; every rank then joins
    /// (non-blocking ncclCommInitRankConfig, aborted after the timeout). Throws CommError.
    NcclCommunicator(const NcclOptions &options, RankHost &host, cudaStream_t stream);
    ~NcclCommunicator();
    NcclCommunicator(const NcclCommunicator &) = delete;
    NcclCommunicator &operator=(const NcclCommunicator &) = delete;

    std::uint32_t rank() const { return m_rank; }
    std::uint32_t size() const { return m_size; }
    /// The interface NCCL's sockets use ("lo", "enp5s0").
    const std::string &interfaceName() const { return m_interface; }

    /// Element-wise sum over all ranks, in place, in the data's own type.
    void allReduceSum(void *data, std::size_t count, Element type);
    /// Every rank contributes bytesPerRank bytes; out receives size() × bytesPerRank, rank order.
    void allGather(const void *in, void *out, std::size_t bytesPerRank);
    void send(const void *data, std::size_t bytes, std::uint32_t peer);
    void recv(void *data, std::size_t bytes, std::uint32_t peer);

    /// Waits until everything enqueued on the stream so far has run (see the class comment).
    void synchronize();
    /// An all-reduce of one value, then synchronize(): the common start of the run.
    void barrier();

    /// Seconds inside the collectives (CUDA events, waiting for peers included) and payload bytes
    /// sent (a ring all-reduce of n bytes: 2 × (size−1)/size × n) since the last call; resets both.
    /// Only operations finished by a synchronize() are counted.
    struct Counters {
        double seconds = 0;
        std::uint64_t bytesSent = 0;
    };
    Counters takeCounters();

private:
    void checkUsable() const;
    /// Throws CommError when another rank has published that it cannot run.
    void checkPeersFailed(const std::string &failedKey);
    /// A call's result: ncclInProgress is waited out (non-blocking communicator); an error aborts.
    void settle(ncclResult_t result, const char *what);
    /// Records the start event of the next timed operation; finish() records its end.
    void start();
    void finish();
    [[noreturn]] void fail(const std::string &why);

    RankHost &m_host;
    cudaStream_t m_stream;
    std::uint32_t m_rank = 0;
    std::uint32_t m_size = 1;
    std::string m_interface;
    std::chrono::milliseconds m_timeout;
    ncclComm_t m_comm = nullptr;
    bool m_aborted = false;
    std::vector<CudaEvent> m_events; ///< pairs (start, end) of the operations since the last synchronize
    std::size_t m_usedPairs = 0;
    CudaEvent m_done;
    DeviceBuffer m_barrierValue;
    Counters m_counters;
    double m_pendingBytes = 0; ///< of operations not yet synchronized
};

} // namespace shardscope::bench::cuda
