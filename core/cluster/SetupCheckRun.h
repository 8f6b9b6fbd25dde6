#pragma once

#include "core/analysis/SetupCheck.h"
#include "core/cluster/NodeJobs.h"
#include "core/model/Host.h"

#include <nlohmann/json.hpp>

#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <optional>

namespace shardscope::core {

/// One machine to check: how to reach its agent and what is stored about it.
struct SetupCheckNode {
    NodeTarget target;            ///< target.name is the name the findings use
    QString chosenInterface;      ///< HostRecord::clusterInterface: empty when the user chose none
    std::optional<qint64> hostId; ///< the stored host it is, if any: kept with the stored check
};

struct SetupCheckOptions {
    AgentAccess agents;
    std::int64_t reachTimeoutMs = 2000; ///< a TCP connect, and the wait for UDP echoes
    bool measurePathMtu = true;
};

struct SetupCheckCallbacks {
    NodeJobCallbacks nodes; ///< connecting and starting each agent, as in runNodeJobs
    /// What runs now, untranslated ("probing node2", "node1 reaches the others"), and how far the
    /// whole check is (0…1). Called on the calling thread.
    std::function<void(double fraction, const QString &stage)> progress;
};

/// What a setup check found.
struct SetupCheckResult {
    QList<NodeOutcome> nodes; ///< one per node: its agent's start, with the error of one that failed
    QStringList nodeNames;    ///< one per node: its target's name
    /// The machines that answered their probe (fresh inventories), in node order; a node whose
    /// agent or probe failed is missing here and its error is in probeErrors.
    SetupCheckInput input;
    QList<int> machineNode;                  ///< input.machines[k] is node machineNode[k]
    QList<std::optional<Error>> probeErrors; ///< one per node
    QList<SetupFinding> findings;            ///< setupFindings(input)
    bool reachTested = false;                ///< the reach test ran between at least two machines
};

/// Opens every node's agent and probes each (a fresh inventory), both in parallel (at most
/// options.agents.parallel at a time), chooses each machine's
/// cluster interface (chooseClusterInterfaces), starts a link server on each machine's cluster
/// address, lets every machine reach every other (reach_test: its host name, TCP and UDP to
/// ephemeral ports, the reply TTL, the path MTU), stops the servers and returns the findings.
/// A node that fails is left out with its reason; nothing is left listening. After *cancel becomes
/// true it ends soon with what it has (the agents are killed, which closes their servers).
SetupCheckResult runSetupCheck(const QList<SetupCheckNode> &nodes, const SetupCheckOptions &options,
                               const SetupCheckCallbacks &callbacks = {},
                               const std::atomic_bool *cancel = nullptr);

/// The check as JSON (`check --json`, and what a setup check run stores): machines with their
/// interface choice and pin settings, the reach matrix, the findings and the check list.
nlohmann::json setupCheckJson(const SetupCheckResult &result);

/// Each node the check could not check, with why: "node2 (no answer in 10 s)", in node order.
QStringList uncheckedMachines(const SetupCheckResult &result);

/// The configuration snapshot of a setup check run (kSetupCheckRun): its machines by name, with
/// the stored host each is and the interface the user chose, and ShardScope's version.
QString setupCheckRunConfigJson(const QList<SetupCheckNode> &nodes);

} // namespace shardscope::core
