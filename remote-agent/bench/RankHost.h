#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::bench {

/// What a running rank needs from the agent around it: progress, cancel and the rendezvous store
/// (the controller relays keys between the ranks of a run, see protocol::StoreEntry). Implemented
/// by the session (over the JSON channel) and by tests (in memory, several ranks in one process).
/// Every member may be called from any thread.
class RankHost
{
public:
    virtual ~RankHost() = default;

    /// fraction 0…1 of this rank's work; stage: a short untranslated name ("weights", "decode").
    virtual void progress(double fraction, const std::string &stage) = 0;
    /// True once the run should stop (the controller went away or cancelled).
    virtual bool cancelled() const = 0;
    /// Publishes `key` to the other ranks of the run.
    virtual void storeSet(const std::string &key, const std::vector<std::uint8_t> &value) = 0;
    /// Waits until another rank (or this one) has set `key`; nullopt after `timeout` or on cancel.
    virtual std::optional<std::vector<std::uint8_t>> storeGet(const std::string &key,
                                                              std::chrono::milliseconds timeout)
        = 0;
};

} // namespace shardscope::bench
