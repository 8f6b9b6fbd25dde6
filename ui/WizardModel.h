#pragma once

#include "core/Result.h"
#include "core/inventory/HealthCheck.h"
#include "core/store/ResultStore.h"
#include "remote-agent/protocol/Inventory.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace shardscope::ui {

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

/// One machine as the wizard knows it: the stored record, the inventory shown for it and how
/// fresh that inventory is.
struct HostEntry {
    core::HostRecord record;
    std::optional<protocol::HostInventory> inventory;
    QDateTime probedAtUtc; ///< when `inventory` was taken; invalid without one
    InventoryState state = InventoryState::NotProbed;
    std::optional<core::Error> lastError; ///< why the last attempt failed
};

/// The state every wizard page shares: the hosts, their inventories, the health findings, the
/// result store and the last error. Lives on the UI thread; pages observe its signals.
class WizardModel : public QObject
{
    Q_OBJECT

public:
    /// The name the local machine is stored under: core::localHostName() (a database key).
    static QString localHostName();

    explicit WizardModel(QObject *parent = nullptr);
    ~WizardModel() override;

    /// Opens (or creates) the database. On failure the wizard still works, without history.
    core::Result<void> openStore(const QString &path);
    core::ResultStore *store() const { return m_store.get(); }
    /// The path given to the last openStore(), whether it worked or not.
    QString databasePath() const { return m_databasePath; }
    /// Why the database could not be opened, if it could not.
    const std::optional<core::Error> &storeError() const { return m_storeError; }

    /// The shardscope-agent executable used for "This computer"; empty when none was found.
    QString agentPath() const { return m_agentPath; }
    void setAgentPath(const QString &path) { m_agentPath = path; }

    const QList<HostEntry> &hosts() const { return m_hosts; }
    /// Row of the host with this name, or -1.
    int indexOfHost(const QString &name) const;

    /// Makes sure "This computer" exists (stored when the database is open) and shows its last
    /// stored inventory. Returns its row. Errors of the store end up in lastError().
    int ensureLocalHost();

    /// Marks a host as being inventoried.
    void setProbing(int row);
    /// Shows a fresh inventory and stores it (errors of the store end up in lastError()).
    void setInventory(int row, const protocol::HostInventory &inventory, const QDateTime &probedAtUtc);
    /// Records a failed or cancelled attempt; any inventory shown before stays.
    void setProbeFailed(int row, const core::Error &error);

    /// Findings over all hosts that have an inventory.
    const QList<core::HealthFinding> &findings() const { return m_findings; }

    /// The last database error while the store was open (saving or loading failed).
    const std::optional<core::Error> &lastError() const { return m_lastError; }
    void clearLastError();

Q_SIGNALS:
    void hostsChanged();
    void hostChanged(int row);
    void findingsChanged();
    void lastErrorChanged();

private:
    void setLastError(const core::Error &error);
    void updateFindings();

    std::unique_ptr<core::ResultStore> m_store;
    QString m_databasePath;
    std::optional<core::Error> m_storeError;
    QString m_agentPath;
    QList<HostEntry> m_hosts;
    QList<core::HealthFinding> m_findings;
    std::optional<core::Error> m_lastError;
};

} // namespace shardscope::ui
