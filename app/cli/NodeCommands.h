#pragma once

#include "app/cli/CliOutput.h"
#include "core/cluster/NodeJobs.h"
#include "core/store/ResultStore.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <utility>

namespace shardscope::cli {

/// One --host as given on the command line: user@addr[:port], or the name of a stored node.
struct HostSpec {
    QString spec;    ///< as given: the name the host is stored under
    QString user;    ///< empty: the local user name
    QString address; ///< host name or address (IPv6 without brackets)
    int port = 22;
};

/// Parses "user@host", "host:port", "user@[v6addr]:port"; nullopt with *error set when malformed.
std::optional<HostSpec> parseHostSpec(const QString &text, QString *error);

/// Which nodes a command works on and how it reaches them: the options that inventory, deploy,
/// remove and linktest share.
struct NodeSelection {
    QList<HostSpec> hosts;  ///< --host, in the order given
    bool allStored = false; ///< --all: every node stored in the database (not this computer)
    QString identityFile;   ///< --identity; empty: the stored one, else ssh-agent and the default keys
    QString knownHostsFile; ///< --known-hosts; empty: ~/.ssh/known_hosts
    bool acceptNew = false; ///< --accept-new: store unknown host keys (changed keys are still refused)
    QString sshConfig;      ///< --ssh-config: file to read; "none": none; empty: ~/.ssh/config
    /// remoteAgentPath: --remote-agent (inventory, linktest, bench), the agent's path on every node;
    /// localAgentPath: the build to deploy; location: --node-dir (empty: ~/.cache/shardscope);
    /// parallel: --parallel.
    core::AgentAccess agents;
};

/// What `shardscope-cli inventory|deploy|remove --host …` was asked to do.
struct NodeCommandOptions {
    core::NodeAction action = core::NodeAction::Inventory;
    NodeSelection nodes;
    QString databasePath; ///< --db, else core::defaultDatabasePath()
    bool json = false;    ///< --json
};

/// The nodes a selection names, in order and each once, with the records they are stored under
/// (id 0 for a --host user@addr that is not stored).
struct ResolvedHosts {
    QList<core::NodeTarget> targets;
    QList<core::HostRecord> records;
};

/// Resolves --host and --all against the store: a --host that names a stored node takes its stored
/// address, port, user and identity; the SSH options of the selection apply to every target.
core::Result<ResolvedHosts> resolveHosts(const NodeSelection &selection, core::ResultStore &store);

/// What a command that works on nodes starts with: the database (opened first, so that a path that
/// cannot be written fails before any connecting) and the nodes it names.
struct OpenedSelection {
    std::unique_ptr<core::ResultStore> database;
    ResolvedHosts hosts;
};
/// Opens the database and resolves `selection` in it, or says why not (printFailure) and returns
/// nullopt: the command then exits with ExitFailure.
std::optional<OpenedSelection> openSelection(const QString &databasePath, const NodeSelection &selection,
                                             OutputFormat format);

/// The name a node goes by in a run (its progress lines, its results, its report): a name the user
/// gave it as it is, but a node known only by its SSH destination (a --host user@address[:port],
/// stored under that) by the host name its agent reported, with the address beside it:
/// "gpu1 (10.0.0.11)". record.name when the inventory has no host name.
QString machineName(const core::HostRecord &record, const std::optional<protocol::HostInventory> &inventory);

/// The latest stored inventory of each resolved node, in order (nullopt: none yet).
core::Result<QList<std::optional<protocol::HostInventory>>> storedInventories(core::ResultStore &store,
                                                                              const ResolvedHosts &resolved);

/// What bench and linktest do with their nodes once the run's options are checked, before the run
/// is stored: inventories those of `nodes` that have no stored inventory (a --host never seen) and
/// stores them with it, as `inventory` would, so that the run names each by its host name and its
/// report knows its memory (a node that cannot be inventoried is left as it was: the run itself
/// says why it cannot take part); then names every machine (nameMachines) and gives each of
/// `nodes` (matched to `resolved` by target name) its new name and stored host id. Only `nodes`
/// are connected to: a resolved host the run leaves out is not.
core::Result<void> inventoryAndNameRunNodes(const NodeSelection &selection, core::ResultStore &store,
                                            ResolvedHosts *resolved,
                                            QList<std::optional<protocol::HostInventory>> *inventories,
                                            QList<core::ClusterNode> *nodes, bool progress);

/// Names every target by machineName(), each name once (the port joins the address where two
/// would read alike, else the stored name stays). resolved->records keep the names the nodes are
/// stored under, which --split-over may say too.
void nameMachines(ResolvedHosts *resolved, const QList<std::optional<protocol::HostInventory>> &inventories);

/// The run's nodes for `resolved` and their stored inventories: each with the address the other
/// nodes reach it at (core::clusterAddressFor: its cluster interface's, or a numeric SSH address).
/// A node without one is printed (printFailure) and fails the selection (nullopt) when
/// `addressRequired`; otherwise its address stays empty (a run that needs none).
std::optional<QList<core::ClusterNode>>
clusterNodesFor(const ResolvedHosts &resolved,
                const QList<std::optional<protocol::HostInventory>> &inventories, bool addressRequired,
                OutputFormat format);

/// What bench and serve-bench start with: the database and the selection (openSelection), each
/// node's stored inventory, every machine named (nameMachines) and the run's nodes with their
/// cluster addresses (clusterNodesFor: required when `addressRequired` says so of the resolved
/// hosts). Says why not (printFailure) and returns nullopt: the command then exits with
/// ExitFailure.
struct RunMachines {
    std::unique_ptr<core::ResultStore> database;
    ResolvedHosts hosts;
    QList<std::optional<protocol::HostInventory>> inventories;
    QList<core::ClusterNode> nodes;
};
std::optional<RunMachines> openRunMachines(const QString &databasePath, const NodeSelection &selection,
                                           const std::function<bool(const ResolvedHosts &)> &addressRequired,
                                           OutputFormat format);

/// Prints per-node progress lines on stderr ("node2: uploading 50 %"): every stage change,
/// uploads in quarters. Callable from any worker thread.
class NodeProgressPrinter
{
public:
    explicit NodeProgressPrinter(const QList<core::NodeTarget> &targets);
    void operator()(const core::NodeProgress &progress);

private:
    const QList<core::NodeTarget> &m_targets;
    QList<std::pair<core::NodeStage, int>> m_last;
    std::mutex m_mutex;
};

/// Resolves the hosts (a --host that names a stored node takes its stored address, port, user and
/// identity), runs the action on all of them in parallel (core::runNodeJobs), stores inventories and
/// hosts, and prints the outcome per host (per-node progress on stderr without --json). Returns 0
/// only when every host succeeded.
int runNodeCommand(const NodeCommandOptions &options);

} // namespace shardscope::cli
