#include "ui/WizardModel.h"

#include <vector>

namespace shardscope::ui {

QString WizardModel::localHostName()
{
    return core::localHostName();
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
    return {};
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
    int row = indexOfHost(localHostName());
    if (row >= 0)
        return row;

    HostEntry entry;
    entry.record.name = localHostName();
    entry.record.isLocal = true;
    if (m_store) {
        auto id = m_store->upsertHost(entry.record);
        if (id) {
            entry.record.id = *id;
            auto stored = m_store->latestInventory(entry.record.id);
            if (!stored) {
                setLastError(stored.error());
            } else if (stored->has_value()) {
                entry.inventory = (*stored)->inventory;
                entry.probedAtUtc = (*stored)->probedAtUtc;
                entry.state = InventoryState::Stored;
            }
        } else {
            setLastError(id.error());
        }
    }
    m_hosts.append(entry);
    row = int(m_hosts.size() - 1);
    Q_EMIT hostsChanged();
    updateFindings();
    return row;
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
        if (entry.record.id == 0) {
            auto id = m_store->upsertHost(entry.record);
            if (id)
                entry.record.id = *id;
            else
                setLastError(id.error());
        }
        if (entry.record.id != 0) {
            auto saved = m_store->saveInventory(entry.record.id, inventory);
            if (!saved)
                setLastError(saved.error());
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
