#pragma once

#include "remote-agent/bench/RankHost.h"
#include "remote-agent/bench/RankModel.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace shardscope::bench {

/// The CPU ranks' communicator: Gloo over TCP on the cluster interface (no home-made collectives).
/// Every call blocks until done and counts its time and bytes; every failure (a peer vanished, a
/// wait longer than the timeout) throws CommError. One thread uses it at a time.
class Communicator
{
public:
    virtual ~Communicator() = default;

    virtual std::uint32_t rank() const = 0;
    virtual std::uint32_t size() const = 0;

    /// Element-wise sum over all ranks, in place.
    virtual void allReduceSum(float *data, std::size_t count) = 0;
    /// Every rank contributes `bytesPerRank` bytes; `out` receives size() × bytesPerRank, rank order.
    virtual void allGather(const void *in, void *out, std::size_t bytesPerRank) = 0;
    /// Point to point, matched by (peer, tag). A send blocks until the peer has posted the
    /// matching recv (Gloo's rendezvous protocol, like MPI_Ssend): two ranks that both send to
    /// each other first wait for each other until the timeout. They wait up to the point-to-point
    /// timeout (GlooOptions), not the collectives': a pipeline stage's recv waits for the whole
    /// compute of the stages before it, which a long prefill can make longer than that.
    virtual void send(std::uint32_t peer, const void *data, std::size_t bytes, std::uint32_t tag) = 0;
    virtual void recv(std::uint32_t peer, void *data, std::size_t bytes, std::uint32_t tag) = 0;
    virtual void barrier() = 0;

    /// Seconds spent inside the calls above, and payload bytes handed to them (an all-reduce of n
    /// bytes counts the bytes the algorithm sends: 2 × (size−1)/size × n for a ring), since the
    /// last takeCounters(); resets both.
    struct Counters {
        double seconds = 0;
        std::uint64_t bytesSent = 0;
    };
    virtual Counters takeCounters() = 0;
};

struct GlooOptions {
    std::string bindAddress; ///< numeric address of the cluster interface
    std::uint32_t rank = 0;
    std::uint32_t size = 1;
    std::string keyPrefix;                    ///< the run's id: every store key starts with it
    std::chrono::milliseconds timeout{10000}; ///< per collective, and for the rendezvous
    /// Per send and recv; 0: `timeout`. A pipeline stage waits in its recv for everything the
    /// earlier stages compute (a long prefill can take longer than `timeout`), so BenchRun.cpp
    /// gives pipeline runs their remaining time limit here. A peer that stops is still noticed at
    /// once: its closed connection fails the pending send or recv without waiting for this.
    std::chrono::milliseconds pointToPointTimeout{0};
};

/// Connects the full mesh of a run's ranks through `host`'s store (which the controller relays).
/// Throws CommError naming what failed (no peer within the timeout, the address cannot be bound).
std::unique_ptr<Communicator> connectGloo(const GlooOptions &options, RankHost &host);

} // namespace shardscope::bench
