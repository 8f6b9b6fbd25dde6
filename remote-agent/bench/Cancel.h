#pragma once

#include "remote-agent/bench/RankHost.h"

#include <functional>
#include <stdexcept>
#include <utility>

namespace shardscope::bench {

/// Thrown from inside a long phase of a rank (making the weights, the bandwidth test, a forward
/// pass) once its CancelCheck says stop, so that the phase ends within one chunk of its work
/// instead of running on after the controller went away. The driver reports it as "cancelled
/// during <phase>"; the agent answers such a run with Cancelled (runBenchRank).
class RunCancelled : public std::runtime_error
{
public:
    RunCancelled()
        : std::runtime_error("cancelled")
    {}
};

/// Whether the rank should stop, asked by every long phase between chunks of its work (a layer of
/// the weights, a chunk of the bandwidth stream, a layer or a matrix tile of a forward pass), from
/// any of its threads. RankHost::cancelled is one atomic load, cheap next to a chunk. A default
/// CancelCheck never stops.
class CancelCheck
{
public:
    CancelCheck() = default;
    /// `cancelled` must be callable from several threads at once.
    explicit CancelCheck(std::function<bool()> cancelled)
        : m_cancelled(std::move(cancelled))
    {}
    /// The host's cancel; `host` must outlive the check.
    static CancelCheck of(const RankHost &host)
    {
        return CancelCheck([&host] { return host.cancelled(); });
    }

    bool requested() const { return m_cancelled && m_cancelled(); }
    /// Throws RunCancelled once requested() is true.
    void throwIfRequested() const
    {
        if (requested())
            throw RunCancelled();
    }

private:
    std::function<bool()> m_cancelled;
};

} // namespace shardscope::bench
