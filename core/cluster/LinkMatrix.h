#pragma once

#include "core/Result.h"
#include "core/analysis/LinkWarnings.h"
#include "core/cluster/NodeJobs.h"
#include "core/model/ClusterNode.h"
#include "core/model/Host.h"
#include "core/model/Run.h"
#include "core/model/RunConfig.h"
#include "remote-agent/protocol/Link.h"

#include <QList>
#include <QString>

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>

namespace shardscope::core {

/// The fewest latency probes the CLI and the GUI ask for: fewer make percentiles meaningless.
inline constexpr std::uint32_t kMinLinkProbes = 10;

/// The address peers reach a stored node at: the first IPv4 (else IPv6) address of its cluster
/// interface in inventory when one is chosen, else its SSH address when that is a numeric IP.
/// InvalidArgument, saying what to do, otherwise.
Result<QString> clusterAddressFor(const HostRecord &host,
                                  const std::optional<protocol::HostInventory> &inventory);

/// One test of the matrix: `client` runs link_test against `server`'s link_serve (indexes into
/// the nodes). The client measures both directions: cell client→server is "forward", cell
/// server→client is "reverse".
struct LinkPair {
    int client = -1;
    int server = -1;
    bool operator==(const LinkPair &) const = default;
};

/// Every unordered pair once, in a fixed order: (0,1), (0,2), …, (1,2), …
QList<LinkPair> linkPairsFor(int nodeCount);

/// The pairs of linkPairsFor(nodeCount) (as indexes into it) in rounds of pairs that share no
/// node, as a round-robin tournament schedules them (the circle method): N − 1 rounds of N / 2
/// pairs for an even N, N rounds of (N − 1) / 2 for an odd one. Every pair is in exactly one
/// round; each round is in ascending index order, the rounds in the order of their first pair.
QList<QList<int>> linkPairRounds(int nodeCount);

struct LinkMatrixOptions {
    protocol::LinkTestSettings settings;
    AgentAccess agents;
    /// Every pair alone, one after another: for shared media (Wi-Fi, a hub, one uplink for all),
    /// where two pairs on different machines still share the medium. Otherwise the pairs of a
    /// round (linkPairRounds) run at the same time: on a switched LAN they share no link.
    bool oneAtATime = false;
};

/// Where one pair test stands.
struct LinkPairProgress {
    int pair = -1;       ///< index into linkPairsFor(nodes.size())
    double fraction = 0; ///< 0…1 of this pair
    QString stage;       ///< the agent's stage name ("udp_latency", …) or "starting_server"
};

/// What happened to one pair.
struct LinkPairOutcome {
    LinkPair pair;
    std::optional<protocol::LinkPairReport> report; ///< set on success
    std::optional<Error> error;                     ///< unset on success
    QList<LinkWarning> warnings;                    ///< linkWarnings(*report); empty on error
    std::chrono::milliseconds elapsed{0};
};

struct LinkMatrixCallbacks {
    /// Connecting, deploying and starting each node's agent; questions (host keys, passwords) as
    /// in runNodeJobs. `finished` is called once per node when its agent is up or it failed.
    NodeJobCallbacks nodes;
    /// From the thread of the pair's test (pairs of a round run side by side), one call at a time.
    std::function<void(const LinkPairProgress &)> pairProgress;
    /// Called when a pair is done (or failed, or was skipped because an end is down), on the
    /// thread that called runLinkMatrix, once its round has ended.
    std::function<void(int pair, const LinkPairOutcome &)> pairFinished;
};

struct LinkMatrixResult {
    QList<NodeOutcome> nodes;     ///< one per node: why a node could not take part
    QList<LinkPairOutcome> pairs; ///< one per linkPairsFor() entry, in that order
};

/// Connects to every node and starts its agent (in parallel), then runs the pairs round by round
/// (linkPairRounds; one at a time with options.oneAtATime), so that no two tests share a machine:
/// 16 machines take 15 pair-times instead of 120. A pair whose end could not start, or whose test
/// fails, gets an error; the other pairs still run. After *cancel becomes true the running pairs
/// stop soon (Cancelled), later pairs are Cancelled without running, and every agent is ended.
LinkMatrixResult runLinkMatrix(const QList<ClusterNode> &nodes, const LinkMatrixOptions &options,
                               const LinkMatrixCallbacks &callbacks = {},
                               const std::atomic_bool *cancel = nullptr);

/// The matrix as JSON for `linktest --json` and the run's record: nodes (name, address),
/// settings, and per pair client, server, status, error, warnings (code, detail) and report.
nlohmann::json linkMatrixJson(const QList<ClusterNode> &nodes, const protocol::LinkTestSettings &settings,
                              const QList<LinkPairOutcome> &pairs);

/// One finished pair as ResultStore::saveLinkPair() keeps it: the names and stored host ids of its
/// ends (from `nodes`), Complete with the report, else Cancelled or Failed with the error.
StoredLinkPair storedLinkPair(qint64 runId, const QList<ClusterNode> &nodes, const LinkPairOutcome &outcome);

} // namespace shardscope::core
