#pragma once

#include "core/model/Host.h"
#include "core/model/SshParameters.h"

#include <QList>
#include <QString>

#include <optional>

namespace shardscope::core {

/// One node to work on: the name it is stored and shown under, and how to reach it.
struct NodeTarget {
    QString name;
    SshParameters ssh; ///< unused for a local target
    /// "This computer": no SSH. Only NodeAction::OpenAgent takes it: the agent (localAgentPath) runs
    /// as a child process (LocalProcessTransport); other actions fail it with InvalidArgument.
    bool local = false;
    bool operator==(const NodeTarget &) const = default;
};

/// The target for a stored node: its address, port, user and identity, the user's known_hosts,
/// ~/.ssh/config read for what the record leaves open, strict host keys.
NodeTarget nodeTargetFor(const HostRecord &host);

/// "user@address:port" as ssh users write it (IPv6 in brackets, ":22" left out); empty for the
/// local machine.
QString sshDestination(const HostRecord &host);

/// One node of a cluster run (a link matrix, a benchmark plan): how to reach it over SSH, the address
/// the other nodes reach it at (clusterAddressFor) and the stored host it is.
struct ClusterNode {
    NodeTarget target;
    QString clusterAddress;       ///< numeric address on the cluster interface
    std::optional<qint64> hostId; ///< the stored host this node is, if any: kept with the run's pairs
    QString sshDestination;       ///< sshDestination() of its host, for the run's record; may be empty
    bool operator==(const ClusterNode &) const = default;
};

/// How to reach each of `nodes`, in order (an orchestrator's AgentPool opens them).
QList<NodeTarget> nodeTargets(const QList<ClusterNode> &nodes);

} // namespace shardscope::core
