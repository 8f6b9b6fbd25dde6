#include "ui/WizardModel.h"

#include "core/store/HostCheck.h"

#include <algorithm>
#include <vector>

namespace shardscope::ui {

namespace {

bool isFinalStage(core::NodeStage stage)
{
    return stage == core::NodeStage::Done || stage == core::NodeStage::Failed
           || stage == core::NodeStage::Cancelled;
}

/// InvalidArgument naming the record and the first problem core::checkHost() finds in it.
core::Result<void> checkRecord(const core::HostRecord &host)
{
    if (const core::HostProblem problem = core::checkHost(host); problem != core::HostProblem::None)
        return core::Error{core::ErrorCode::InvalidArgument,
                           QStringLiteral("%1: %2").arg(host.name, core::hostProblemText(problem))};
    return {};
}

} // namespace

bool NodeJobState::running() const
{
    return action != core::NodeAction::Unknown && stage != core::NodeStage::Unknown && !isFinalStage(stage);
}

QString WizardModel::localHostName()
{
    return core::localHostName();
}

QDateTime WizardModel::inventoryTimeUtc(const protocol::HostInventory &inventory)
{
    QDateTime time = QDateTime::fromString(QString::fromStdString(inventory.probedAtUtc), Qt::ISODate);
    return time.isValid() ? time.toUTC() : QDateTime::currentDateTimeUtc();
}

WizardModel::WizardModel(QObject *parent)
    : QObject(parent)
{}

WizardModel::~WizardModel() = default;

core::Result<void> WizardModel::openStore(const QString &path)
{
    m_databasePath = path;
    m_store.reset();
    m_storeError.reset();
    auto opened = core::ResultStore::open(path);
    if (!opened) {
        m_storeError = opened.error();
        return opened.error();
    }
    m_store = std::move(opened).value();
    loadStoredHosts();
    return {};
}

void WizardModel::loadStoredHosts()
{
    auto stored = m_store->hosts();
    if (!stored) {
        setLastError(stored.error());
        return;
    }
    QList<core::HostRecord> records = std::move(stored).value();
    // "This computer" first, the nodes in the order they were added.
    std::stable_partition(records.begin(), records.end(),
                          [](const core::HostRecord &record) { return record.isLocal; });
    m_hosts.clear();
    for (const core::HostRecord &record : std::as_const(records)) {
        HostEntry entry;
        entry.record = record;
        loadLatestInventory(entry);
        m_hosts.append(entry);
    }
    Q_EMIT hostsChanged();
    updateFindings();
}

void WizardModel::loadLatestInventory(HostEntry &entry)
{
    auto stored = m_store->latestInventory(entry.record.id);
    if (!stored) {
        setLastError(stored.error());
    } else if (stored->has_value()) {
        entry.inventory = (*stored)->inventory;
        entry.probedAtUtc = (*stored)->probedAtUtc;
        entry.state = InventoryState::Stored;
    }
}

int WizardModel::indexOfHost(const QString &name) const
{
    for (qsizetype i = 0; i < m_hosts.size(); ++i) {
        if (m_hosts.at(i).record.name == name)
            return int(i);
    }
    return -1;
}

int WizardModel::ensureLocalHost()
{
    const int row = indexOfHost(localHostName());
    if (row >= 0)
        return row;

    HostEntry entry;
    entry.record.name = localHostName();
    entry.record.isLocal = true;
    if (m_store) {
        auto id = m_store->upsertHost(entry.record);
        if (id) {
            entry.record.id = *id;
            loadLatestInventory(entry);
        } else {
            setLastError(id.error());
        }
    }
    // Always the first row, above the nodes.
    m_hosts.prepend(entry);
    Q_EMIT hostsChanged();
    updateFindings();
    return 0;
}

core::Result<int> WizardModel::addHost(const core::HostRecord &record)
{
    core::HostRecord host = record;
    host.id = 0;
    host.isLocal = false;
    if (auto checked = checkRecord(host); !checked)
        return checked.error();
    if (indexOfHost(host.name) >= 0)
        return core::Error{core::ErrorCode::InvalidArgument,
                           QStringLiteral("the name %1 is already taken").arg(host.name)};
    if (m_store) {
        // Never upsert here: a node of this name that the CLI or another window added meanwhile
        // would be overwritten.
        auto id = m_store->insertHost(host);
        if (!id)
            return takenMeanwhile(host.name).value_or(id.error());
        host.id = *id;
    }
    HostEntry entry;
    entry.record = host;
    m_hosts.append(entry);
    Q_EMIT hostsChanged();
    return int(m_hosts.size() - 1);
}

std::optional<core::Error> WizardModel::takenMeanwhile(const QString &name)
{
    auto stored = m_store->hostByName(name);
    if (!stored || !stored->has_value())
        return std::nullopt;
    // Show the other one: the list is the database's again, and the user sees what took the name.
    HostEntry entry;
    entry.record = **stored;
    loadLatestInventory(entry);
    m_hosts.append(entry);
    Q_EMIT hostsChanged();
    updateFindings();
    return core::Error{core::ErrorCode::InvalidArgument,
                       QStringLiteral("the name %1 is already taken: the command line or another "
                                      "ShardScope window added a machine of that name meanwhile")
                           .arg(name)};
}

core::Result<void> WizardModel::updateHost(int row, const core::HostRecord &record)
{
    if (row < 0 || row >= m_hosts.size())
        return core::Error{core::ErrorCode::InvalidArgument, QStringLiteral("no such host")};
    HostEntry &entry = m_hosts[row];
    core::HostRecord host = record;
    host.id = entry.record.id;
    host.isLocal = entry.record.isLocal;
    if (host.isLocal)
        host.name = entry.record.name; // the local machine's name is a database key
    if (auto checked = checkRecord(host); !checked)
        return checked.error();
    const int other = indexOfHost(host.name);
    if (other >= 0 && other != row)
        return core::Error{core::ErrorCode::InvalidArgument,
                           QStringLiteral("the name %1 is already taken").arg(host.name)};
    if (m_store) {
        if (host.id != 0) {
            if (auto updated = m_store->updateHost(host); !updated)
                return updated.error();
        } else {
            auto id = m_store->insertHost(host);
            if (!id)
                return id.error();
            host.id = *id;
        }
    }
    const bool sameMachine = host.address == entry.record.address && host.port == entry.record.port
                             && host.user == entry.record.user;
    entry.record = host;
    if (!sameMachine) {
        // Another address may be another machine: what a job found out no longer applies, and
        // the old machine's inventory must not be shown for it nor feed the health findings.
        entry.job = NodeJobState();
        entry.agent = AgentState::Unknown;
        entry.inventory.reset();
        entry.probedAtUtc = QDateTime();
        entry.state = InventoryState::NotProbed;
        entry.lastError.reset();
    }
    Q_EMIT hostChanged(row);
    updateFindings();
    return {};
}

core::Result<void> WizardModel::removeHost(int row)
{
    if (row < 0 || row >= m_hosts.size())
        return core::Error{core::ErrorCode::InvalidArgument, QStringLiteral("no such host")};
    const HostEntry &entry = m_hosts.at(row);
    if (entry.record.isLocal)
        return core::Error{core::ErrorCode::InvalidArgument,
                           QStringLiteral("this computer cannot be removed")};
    if (m_store && entry.record.id != 0) {
        if (auto removed = m_store->removeHost(entry.record.id); !removed)
            return removed.error();
    }
    m_hosts.removeAt(row);
    Q_EMIT hostsChanged();
    updateFindings();
    return {};
}

QList<int> WizardModel::nodeRows() const
{
    QList<int> rows;
    for (qsizetype i = 0; i < m_hosts.size(); ++i) {
        if (!m_hosts.at(i).record.isLocal)
            rows.append(int(i));
    }
    return rows;
}

int WizardModel::indexOfHostId(qint64 id) const
{
    if (id == 0)
        return -1;
    for (qsizetype i = 0; i < m_hosts.size(); ++i) {
        if (m_hosts.at(i).record.id == id)
            return int(i);
    }
    return -1;
}

core::NodeTarget WizardModel::nodeTarget(int row) const
{
    if (row < 0 || row >= m_hosts.size())
        return {};
    core::NodeTarget target = core::nodeTargetFor(m_hosts.at(row).record);
    target.ssh.knownHostsFile = m_sshSettings.knownHostsFile;
    target.ssh.config = m_sshSettings.config;
    target.ssh.configFile = m_sshSettings.configFile;
    target.ssh.connectTimeout = m_sshSettings.connectTimeout;
    return target;
}

QList<core::NodeTarget> WizardModel::nodeTargets(const QList<int> &rows) const
{
    QList<core::NodeTarget> targets;
    targets.reserve(rows.size());
    for (int row : rows)
        targets.append(nodeTarget(row));
    return targets;
}

core::NodeJobOptions WizardModel::nodeJobOptions(core::NodeAction action) const
{
    core::NodeJobOptions options;
    options.action = action;
    options.localAgentPath = m_agentPath;
    options.location = m_deploymentLocation;
    return options;
}

void WizardModel::setNodeProgress(int row, core::NodeAction action, const core::NodeProgress &progress)
{
    if (row < 0 || row >= m_hosts.size())
        return;
    HostEntry &entry = m_hosts[row];
    NodeJobState &job = entry.job;
    if (progress.stage == core::NodeStage::Queued || job.action != action) {
        job = NodeJobState();
        job.action = action;
        if (action == core::NodeAction::Inventory) {
            entry.state = InventoryState::Probing;
            entry.lastError.reset();
        }
    }
    job.stage = progress.stage;
    if (progress.stage == core::NodeStage::Uploading || progress.stage == core::NodeStage::Verifying) {
        job.bytesDone = progress.bytesDone;
        job.bytesTotal = progress.bytesTotal;
    }
    Q_EMIT hostChanged(row);
}

void WizardModel::setNodeFinished(int row, core::NodeAction action, const core::NodeOutcome &outcome)
{
    if (row < 0 || row >= m_hosts.size())
        return;
    HostEntry &entry = m_hosts[row];
    NodeJobState &job = entry.job;
    job.action = action;
    job.error = outcome.error;
    if (!outcome.error)
        job.stage = core::NodeStage::Done;
    else
        job.stage = outcome.error->code == core::ErrorCode::Cancelled ? core::NodeStage::Cancelled
                                                                      : core::NodeStage::Failed;
    if (outcome.platform)
        job.platform = outcome.platform;
    job.uploaded = outcome.deployed && outcome.deployed->uploaded;
    if (outcome.deployed)
        entry.agent = AgentState::Deployed;
    else if (action == core::NodeAction::Remove && !outcome.error)
        entry.agent = AgentState::Removed;

    if (action != core::NodeAction::Inventory) {
        Q_EMIT hostChanged(row);
        return;
    }
    if (outcome.inventory)
        setInventory(row, *outcome.inventory, inventoryTimeUtc(*outcome.inventory));
    else
        setProbeFailed(row, outcome.error.value_or(core::Error{core::ErrorCode::Unknown, QString()}));
}

void WizardModel::setProbing(int row)
{
    if (row < 0 || row >= m_hosts.size())
        return;
    m_hosts[row].state = InventoryState::Probing;
    m_hosts[row].lastError.reset();
    Q_EMIT hostChanged(row);
}

void WizardModel::setInventory(int row, const protocol::HostInventory &inventory,
                               const QDateTime &probedAtUtc)
{
    if (row < 0 || row >= m_hosts.size())
        return;
    HostEntry &entry = m_hosts[row];
    entry.inventory = inventory;
    entry.probedAtUtc = probedAtUtc;
    entry.state = InventoryState::Probed;
    entry.lastError.reset();

    if (m_store && entry.record.isLocal) {
        // The same single transaction as shardscope-cli: host and inventory, or neither.
        auto saved = m_store->saveLocalInventory(inventory);
        if (!saved) {
            setLastError(saved.error());
        } else if (entry.record.id == 0) {
            auto stored = m_store->hostByName(entry.record.name);
            if (stored && stored->has_value())
                entry.record.id = (*stored)->id;
        }
    } else if (m_store) {
        // Likewise for a node: host and inventory in one transaction.
        auto saved = m_store->saveNodeInventory(entry.record, inventory);
        if (!saved) {
            setLastError(saved.error());
        } else if (entry.record.id == 0) {
            auto stored = m_store->hostByName(entry.record.name);
            if (stored && stored->has_value())
                entry.record.id = (*stored)->id;
        }
    }
    Q_EMIT hostChanged(row);
    updateFindings();
}

void WizardModel::setProbeFailed(int row, const core::Error &error)
{
    if (row < 0 || row >= m_hosts.size())
        return;
    HostEntry &entry = m_hosts[row];
    entry.state
        = error.code == core::ErrorCode::Cancelled ? InventoryState::Cancelled : InventoryState::Failed;
    entry.lastError = error;
    Q_EMIT hostChanged(row);
}

void WizardModel::clearLastError()
{
    if (!m_lastError)
        return;
    m_lastError.reset();
    Q_EMIT lastErrorChanged();
}

void WizardModel::setLastError(const core::Error &error)
{
    m_lastError = error;
    Q_EMIT lastErrorChanged();
}

void WizardModel::updateFindings()
{
    std::vector<core::NamedInventory> inventories;
    for (const HostEntry &entry : std::as_const(m_hosts)) {
        if (entry.inventory)
            inventories.push_back({entry.record.name, *entry.inventory});
    }
    m_findings = inventories.empty() ? QList<core::HealthFinding>{} : core::checkCluster(inventories);
    Q_EMIT findingsChanged();
}

} // namespace shardscope::ui
