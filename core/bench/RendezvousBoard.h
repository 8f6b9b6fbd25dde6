#pragma once

// Internal to core/bench (BenchRunner.cpp and its tests): the rendezvous of one run.

#include "remote-agent/protocol/Messages.h"
#include "remote-agent/protocol/Rendezvous.h"

#include <cstddef>
#include <cstdint>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace shardscope::core {

/// A run's rendezvous needs a handful of keys per rank; a node that sends more is broken or
/// hostile, and the controller must not grow without bound on its behalf.
inline constexpr std::size_t kMaxBoardEntries = 65536;
/// The most bytes (keys and values) a run's entries may hold together; Gloo's addresses and NCCL's
/// unique id are a few hundred bytes each.
inline constexpr std::size_t kMaxBoardBytes = std::size_t(16) << 20;
/// The "rank" of the controller's own posts (RendezvousBoard::post).
inline constexpr int kBoardController = -1;

/// The rendezvous of one run: every StoreEntry a rank's agent sent, passed on to the other ranks.
/// Shared by the run's rank threads; each thread forwards only on its own channel.
///
/// What a node sends is untrusted: rank r may only set the keys its own agent sets
/// (protocol::rankSetsKey, remote-agent/protocol/Rendezvous.h): "<runId>gloo/<r>" (Gloo's address;
/// "<runId>gloo/rank_<r>" in later Gloo versions), "<runId>/ready/<r>", "<runId>/failed" and, rank 0
/// only, "<runId>/nccl_id". Anything
/// else, an entry of another run, or an entry beyond kMaxBoardEntries or kMaxBoardBytes is dropped:
/// the ranks waiting for a key that never comes time out. The controller's posts
/// (kBoardController: "<runId>/failed" when a rank failed) are always kept.
class RendezvousBoard
{
public:
    explicit RendezvousBoard(std::string runId)
        : m_runId(std::move(runId))
    {}

    /// Whether `rank` (a rank of the run, or kBoardController) may set `key`.
    bool mayPost(int rank, const std::string &key) const
    {
        if (rank == kBoardController)
            return key == protocol::runFailedKey(m_runId);
        if (rank < 0)
            return false;
        return protocol::rankSetsKey(m_runId, std::uint32_t(rank), key);
    }

    /// Keeps an entry of `rank` (its rank in the run, or kBoardController) when it may set that key
    /// and the caps allow; returns whether it was kept.
    bool post(int rank, const protocol::StoreEntry &entry)
    {
        if (!mayPost(rank, entry.key))
            return false;
        const std::size_t bytes = entry.key.size() + entry.value.size();
        const std::lock_guard lock(m_mutex);
        if (rank != kBoardController
            && (m_entries.size() >= kMaxBoardEntries || m_bytes + bytes > kMaxBoardBytes))
            return false;
        m_entries.emplace_back(rank, entry);
        m_bytes += bytes;
        return true;
    }

    /// The entries of the other ranks that `rank` has not had yet; *cursor is that rank's place.
    std::vector<protocol::StoreEntry> unsent(int rank, std::size_t *cursor)
    {
        std::vector<protocol::StoreEntry> entries;
        const std::lock_guard lock(m_mutex);
        for (; *cursor < m_entries.size(); ++*cursor)
            if (m_entries[*cursor].first != rank)
                entries.push_back(m_entries[*cursor].second);
        return entries;
    }

private:
    const std::string m_runId;
    std::mutex m_mutex;
    std::vector<std::pair<int, protocol::StoreEntry>> m_entries;
    std::size_t m_bytes = 0; ///< keys and values of m_entries; may pass the cap by controller posts
};

} // namespace shardscope::core
