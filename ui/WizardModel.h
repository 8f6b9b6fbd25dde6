#pragma once

#include "core/Result.h"
#include "core/cluster/NodeJobs.h"
#include "core/inventory/HealthCheck.h"
#include "core/model/BenchTypes.h"
#include "core/model/SshParameters.h"
#include "core/store/ResultStore.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Inventory.h"

#include <QDateTime>
#include <QDir>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <chrono>
#include <memory>
#include <optional>

class QSettings;

namespace shardscope::ui {

/// What the Goal page chose and the Inference page runs: the model, how it will be used, and the
/// benchmark plan's settings (the nodes by name; the first runs the single-node baseline).
struct InferenceSettings {
    protocol::ModelShape model; ///< a preset's shape or a custom one (name "custom")
    protocol::DType dtype = protocol::DType::BF16;
    protocol::BenchBackend backend = protocol::BenchBackend::Cpu;
    core::InferenceGoal goal;
    std::uint32_t promptTokens = 256;  ///< per request
    std::uint32_t generateTokens = 64; ///< per request
    QList<std::uint32_t> concurrencies{1, 4};
    /// Besides the baseline (always run first).
    QList<protocol::BenchLayout> layouts{protocol::BenchLayout::TensorParallel,
                                         protocol::BenchLayout::PipelineParallel,
                                         protocol::BenchLayout::Replicas};
    /// The user chose the layouts (or they came from a stored run): the goal's defaults keep them.
    bool layoutsChosen = false;
    QStringList nodeNames; ///< empty: the Inference page picks the deployed nodes
    /// The machine sets the splits and copies run over (names in rank order, each two or more);
    /// empty: one set of all chosen machines. A set naming a machine that is not chosen now stays here but is
    /// left out of the plan (benchPlanFor), so it comes back when that machine is chosen again.
    QList<QStringList> nodeSets;
    std::uint32_t threads = 0; ///< CPU threads per rank; 0: every core
    /// Decode steps each run makes (and throws away) before it measures.
    std::uint32_t warmupSteps = protocol::BenchWorkload{}.warmupSteps;
    /// Timed prefills of the prompt per run: the time to first token's samples.
    std::uint32_t prefills = protocol::BenchWorkload{}.prefills;
    /// Weights and prompt tokens come from it: the same seed repeats a run exactly.
    std::uint64_t seed = protocol::BenchWorkload{}.seed;
    bool operator==(const InferenceSettings &) const = default;
};

/// Where a host's inventory stands in this session.
enum class InventoryState {
    Unknown = 0,
    NotProbed, ///< nothing known yet
    Probing,   ///< the agent is running
    Stored,    ///< showing the last inventory from the database; not refreshed in this session
    Probed,    ///< inventoried in this session
    Failed,    ///< the last attempt failed (a stored inventory may still be shown)
    Cancelled, ///< the user stopped the last attempt
};

/// The last node job (connect, deploy, remove) of one node in this session.
struct NodeJobState {
    core::NodeAction action = core::NodeAction::Unknown; ///< Unknown: no job yet
    core::NodeStage stage = core::NodeStage::Unknown;
    qint64 bytesDone = 0;                       ///< while uploading
    qint64 bytesTotal = 0;                      ///< while uploading
    std::optional<core::Error> error;           ///< why the job failed (or Cancelled)
    std::optional<core::NodePlatform> platform; ///< what the node turned out to be
    bool uploaded = false;                      ///< the job put a new agent build on the node

    /// Between start and Done/Failed/Cancelled.
    bool running() const;
};

/// Whether the agent is known to be on a node.
enum class AgentState {
    Unknown = 0, ///< not checked in this session
    Deployed,    ///< a job deployed it or found it there
    Removed,     ///< "Remove from nodes" deleted it
};

/// One machine as the wizard knows it: the stored record, the inventory shown for it and how
/// fresh that inventory is.
struct HostEntry {
    core::HostRecord record;
    std::optional<protocol::HostInventory> inventory;
    QDateTime probedAtUtc; ///< when `inventory` was taken; invalid without one
    InventoryState state = InventoryState::NotProbed;
    std::optional<core::Error> lastError; ///< why the last attempt failed
    NodeJobState job;                     ///< remote nodes only
    AgentState agent = AgentState::Unknown;
};

/// How every node is reached: one set of SSH settings for all of them.
struct SshSettings {
    /// Where host keys are checked and accepted ones are written.
    QString knownHostsFile = QDir::homePath() + QStringLiteral("/.ssh/known_hosts");
    /// Read: ~/.ssh/config (or configFile) fills in what a node leaves open (ProxyJump, …).
    core::SshConfigUse config = core::SshConfigUse::Read;
    QString configFile; ///< with Read: this file only; empty: ~/.ssh/config and /etc/ssh/ssh_config
    std::chrono::seconds connectTimeout{10};
    bool operator==(const SshSettings &) const = default;
};

/// The state every wizard page shares: the hosts, their inventories, the health findings, the
/// result store and the last error. Lives on the UI thread; pages observe its signals.
class WizardModel : public QObject
{
    Q_OBJECT

public:
    /// The name the local machine is stored under: core::localHostName() (a database key).
    static QString localHostName();
    /// When the agent took this inventory (its probedAtUtc), or now when it does not say.
    static QDateTime inventoryTimeUtc(const protocol::HostInventory &inventory);

    explicit WizardModel(QObject *parent = nullptr);
    ~WizardModel() override;

    /// Opens (or creates) the database and shows the machines stored in it (this computer first).
    /// An existing file that cannot be written (a full disk, a read-only mount) is opened
    /// read-only: its history can be read, nothing new is stored (storeReadOnlyReason says why).
    /// On failure the wizard still works, without history.
    core::Result<void> openStore(const QString &path);
    core::ResultStore *store() const { return m_store.get(); }
    /// The path given to the last openStore(), whether it worked or not.
    QString databasePath() const { return m_databasePath; }
    /// Why the database could not be opened, if it could not.
    const std::optional<core::Error> &storeError() const { return m_storeError; }
    /// Why the database is open read-only; empty when it can be written (or is not open).
    QString storeReadOnlyReason() const
    {
        return m_store && m_store->isReadOnly() ? m_store->readOnlyReason() : QString();
    }

    /// The shardscope-agent executable used for "This computer"; empty when none was found.
    QString agentPath() const { return m_agentPath; }
    void setAgentPath(const QString &path) { m_agentPath = path; }

    const QList<HostEntry> &hosts() const { return m_hosts; }
    /// Row of the host with this name, or -1.
    int indexOfHost(const QString &name) const;

    /// Makes sure "This computer" exists (stored when the database is open) and shows its last
    /// stored inventory. Returns its row. Errors of the store end up in lastError().
    int ensureLocalHost();

    /// Adds a remote node (stored when the database is open, never overwriting a stored one).
    /// InvalidArgument when core::hostRecordProblem() finds a problem or the name is taken, also by a node
    /// that the CLI or another window stored meanwhile (which then shows up in hosts()); database
    /// errors as they come.
    /// Returns its row.
    core::Result<int> addHost(const core::HostRecord &record);
    /// Changes a node's settings (by row; the id stays). The inventory shown stays unless the
    /// address, port or user changed: then it may be another machine, and its job state and
    /// inventory are cleared (no longer shown, no longer in findings()). InvalidArgument as addHost().
    core::Result<void> updateHost(int row, const core::HostRecord &record);
    /// Forgets a remote node and its stored inventories (never "This computer").
    core::Result<void> removeHost(int row);
    /// Rows of the remote nodes, in table order.
    QList<int> nodeRows() const;
    /// Row of the host with this id (0: none), or -1.
    int indexOfHostId(qint64 id) const;

    /// SSH settings used for every node.
    const SshSettings &sshSettings() const { return m_sshSettings; }
    void setSshSettings(const SshSettings &settings) { m_sshSettings = settings; }
    /// Where the agent goes on the nodes (default: each login user's ~/.cache/shardscope).
    const core::DeploymentLocation &deploymentLocation() const { return m_deploymentLocation; }
    void setDeploymentLocation(const core::DeploymentLocation &location) { m_deploymentLocation = location; }
    /// How to reach the node in row: its record with sshSettings() applied.
    core::NodeTarget nodeTarget(int row) const;
    /// nodeTarget() of each of these rows, in that order (job index i is rows[i]).
    QList<core::NodeTarget> nodeTargets(const QList<int> &rows) const;
    /// Options of a node job with this model's agent and deployment location.
    core::NodeJobOptions nodeJobOptions(core::NodeAction action) const;

    /// A node job of the node in row started (Queued) or moved on.
    void setNodeProgress(int row, core::NodeAction action, const core::NodeProgress &progress);
    /// A node job ended: Inventory outcomes store the inventory (or record the failure).
    void setNodeFinished(int row, core::NodeAction action, const core::NodeOutcome &outcome);

    /// Marks a host as being inventoried.
    void setProbing(int row);
    /// Shows a fresh inventory and stores it (errors of the store end up in lastError()).
    void setInventory(int row, const protocol::HostInventory &inventory, const QDateTime &probedAtUtc);
    /// Records a failed or cancelled attempt; any inventory shown before stays.
    void setProbeFailed(int row, const core::Error &error);

    /// Findings over all hosts that have an inventory.
    const QList<core::HealthFinding> &findings() const { return m_findings; }

    /// The Goal and Inference pages' settings (the model defaults to the "llama-3.1-8b" preset).
    const InferenceSettings &inferenceSettings() const { return m_inference; }
    void setInferenceSettings(const InferenceSettings &settings);
    /// The stored run the Results and Export pages show: a "bench" run of ShardScope's model or a
    /// "serve" run of the user's own server; 0: none yet.
    qint64 resultsRunId() const { return m_resultsRunId; }
    void setResultsRunId(qint64 runId);

    /// Remembers the inference settings and the SSH settings (not the hosts: they are in the
    /// database) under the "inference/" and "ssh/" groups; loadSettings() reads them back, keeping
    /// the defaults for anything missing or unreadable.
    void saveSettings(QSettings &settings) const;
    void loadSettings(QSettings &settings);

    /// The last database error while the store was open (saving or loading failed).
    const std::optional<core::Error> &lastError() const { return m_lastError; }
    void clearLastError();

Q_SIGNALS:
    void hostsChanged();
    void hostChanged(int row);
    void findingsChanged();
    void lastErrorChanged();
    void inferenceSettingsChanged();
    void resultsRunChanged(qint64 runId);

private:
    void setLastError(const core::Error &error);
    /// After insertHost failed: when the store has a host of this name now, shows it and
    /// returns the InvalidArgument to report.
    std::optional<core::Error> takenMeanwhile(const QString &name);
    void updateFindings();
    /// Loads the stored hosts with their newest inventories, this computer first.
    void loadStoredHosts();
    /// A stored inventory for entry, when there is one.
    void loadLatestInventory(HostEntry &entry);

    std::unique_ptr<core::ResultStore> m_store;
    QString m_databasePath;
    std::optional<core::Error> m_storeError;
    QString m_agentPath;
    SshSettings m_sshSettings;
    core::DeploymentLocation m_deploymentLocation;
    QList<HostEntry> m_hosts;
    QList<core::HealthFinding> m_findings;
    std::optional<core::Error> m_lastError;
    InferenceSettings m_inference;
    qint64 m_resultsRunId = 0;
};

} // namespace shardscope::ui
