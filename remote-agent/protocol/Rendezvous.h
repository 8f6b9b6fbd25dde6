#pragma once

// The store keys of a run's rendezvous (StoreEntry messages, Messages.h): the one place that
// spells them. The ranks of a run (remote-agent/bench, the CUDA plugin) set and wait for them,
// the controller (core/bench) relays them and checks which rank may set which, and a session
// forgets a finished run's keys by its prefix. Every key starts with the run's id (32 hex digits).

#include <cstdint>
#include <string>
#include <string_view>

namespace shardscope::protocol {

/// After the run's id: a rank that cannot run (or the controller, when a rank failed) sets it to
/// the reason, and every rank that waits for its peers stops at once.
inline constexpr std::string_view kRunFailedKeySuffix = "/failed";
/// After the run's id, followed by the rank: "this rank has its weights and its communicator".
inline constexpr std::string_view kRunReadyKeyInfix = "/ready/";
/// After the run's id: NCCL's unique id, which rank 0 makes and publishes.
inline constexpr std::string_view kNcclIdKeySuffix = "/nccl_id";
/// After the run's id (no slash), followed by Gloo's own keys: "<rank>" (Gloo's address of that
/// rank) or, in later Gloo versions, "rank_<rank>".
inline constexpr std::string_view kGlooKeyInfix = "gloo/";
/// Gloo's own key of a rank's address in later Gloo versions, before the rank ("rank_<rank>").
inline constexpr std::string_view kGlooRankKeyPrefix = "rank_";

/// The key of `runId` named `rest` (one of the suffixes above, with what follows it): every key of
/// a run starts with its id, so that a finished run's keys are found by that prefix.
inline std::string runKey(std::string_view runId, std::string_view rest)
{
    std::string key;
    key.reserve(runId.size() + rest.size());
    key.append(runId).append(rest);
    return key;
}

/// "<runId>/failed".
inline std::string runFailedKey(std::string_view runId)
{
    return runKey(runId, kRunFailedKeySuffix);
}

/// "<runId>/ready/<rank>".
inline std::string runReadyKey(std::string_view runId, std::uint32_t rank)
{
    return runKey(runId, std::string(kRunReadyKeyInfix) + std::to_string(rank));
}

/// "<runId>/nccl_id".
inline std::string ncclIdKey(std::string_view runId)
{
    return runKey(runId, kNcclIdKeySuffix);
}

/// "<runId>gloo/": the prefix of the Gloo rendezvous' keys, whose own keys follow it.
inline std::string glooKeyPrefix(std::string_view runId)
{
    return runKey(runId, kGlooKeyInfix);
}

/// Whether rank `rank` of run `runId` sets `key` itself: its Gloo address ("<runId>gloo/<rank>" or
/// "<runId>gloo/rank_<rank>"), "<runId>/ready/<rank>", "<runId>/failed" and, rank 0 only,
/// "<runId>/nccl_id". No other key of any run.
inline bool rankSetsKey(std::string_view runId, std::uint32_t rank, std::string_view key)
{
    if (key.substr(0, runId.size()) != runId)
        return false;
    const std::string_view rest = key.substr(runId.size());
    const std::string number = std::to_string(rank);
    const std::string gloo = std::string(kGlooKeyInfix);
    return rest == gloo + number || rest == gloo + std::string(kGlooRankKeyPrefix) + number
           || rest == std::string(kRunReadyKeyInfix) + number || rest == kRunFailedKeySuffix
           || (rank == 0 && rest == kNcclIdKeySuffix);
}

} // namespace shardscope::protocol
