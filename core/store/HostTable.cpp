// ResultStore: hosts and their inventories (tables hosts, inventories).
#include "core/store/ResultStore.h"

#include "core/store/SqliteError.h"
#include "core/store/Statement.h"

#include <nlohmann/json.hpp>

#include <sqlite3.h>

namespace shardscope::core {

using store::jsonText;
using store::sqliteError;
using store::Statement;

namespace {

/// The host's own fields as ?1…?6 and ?8 (?7 is is_local on insert, the id on update).
void bindHostFields(Statement &statement, const HostRecord &host)
{
    statement.bind(1, host.name);
    statement.bind(2, host.address);
    statement.bind(3, qint64(host.port));
    statement.bind(4, host.user);
    statement.bind(5, host.identityFile);
    statement.bind(6, host.clusterInterface);
    statement.bind(8, host.sshAlias);
}

} // namespace

Result<qint64> ResultStore::upsertHost(const HostRecord &host)
{
    if (host.name.isEmpty())
        return Error{ErrorCode::InvalidArgument, QStringLiteral("a host needs a name")};
    auto statement = Statement::prepare(
        m_db, "INSERT INTO hosts (name, address, port, user, identity_file, cluster_interface, is_local, "
              "ssh_alias) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) "
              "ON CONFLICT (name) DO UPDATE SET address = excluded.address, port = excluded.port, "
              "user = excluded.user, identity_file = excluded.identity_file, "
              "cluster_interface = excluded.cluster_interface, is_local = excluded.is_local, "
              "ssh_alias = excluded.ssh_alias "
              "RETURNING id");
    if (!statement)
        return statement.error();
    bindHostFields(*statement, host);
    statement->bind(7, qint64(host.isLocal ? 1 : 0));
    auto row = statement->step();
    if (!row)
        return row.error();
    if (!*row)
        return Error{ErrorCode::DatabaseQuery,
                     QStringLiteral("storing host %1 returned no id").arg(host.name)};
    const qint64 id = statement->columnInt64(0);
    // RETURNING rows are produced before the write completes: step to the end to finish it.
    if (auto r = statement->run(); !r)
        return r.error();
    return id;
}

Result<qint64> ResultStore::insertHost(const HostRecord &host)
{
    // BEGIN IMMEDIATE: no other connection can add the name between the check and the insert.
    Transaction transaction(*this);
    if (auto begun = transaction.status(); !begun)
        return begun.error();
    auto existing = hostByName(host.name);
    if (!existing)
        return existing.error();
    if (*existing)
        return Error{ErrorCode::DatabaseQuery,
                     QStringLiteral("a host named %1 already exists").arg(host.name)};
    auto id = upsertHost(host);
    if (!id)
        return id.error();
    if (auto committed = transaction.commit(); !committed)
        return committed.error();
    return id;
}

namespace {

// One column list for every host query, so that hostFromRow always reads the same positions.
constexpr const char *kSelectHosts = "SELECT id, name, address, port, user, identity_file, "
                                     "cluster_interface, is_local, ssh_alias FROM hosts";

HostRecord hostFromRow(const Statement &statement)
{
    HostRecord host;
    host.id = statement.columnInt64(0);
    host.name = statement.columnText(1);
    host.address = statement.columnText(2);
    host.port = static_cast<int>(statement.columnInt64(3));
    host.user = statement.columnText(4);
    host.identityFile = statement.columnText(5);
    host.clusterInterface = statement.columnText(6);
    host.isLocal = statement.columnInt64(7) != 0;
    host.sshAlias = statement.columnText(8);
    return host;
}

/// The one host `kSelectHosts + where` finds with ?1 bound to key, if any.
template<typename Key>
Result<std::optional<HostRecord>> selectHost(sqlite3 *db, const char *where, const Key &key)
{
    const QByteArray sql = QByteArray(kSelectHosts) + ' ' + where;
    auto statement = Statement::prepare(db, sql.constData());
    if (!statement)
        return statement.error();
    statement->bind(1, key);
    auto row = statement->step();
    if (!row)
        return row.error();
    if (!*row)
        return std::optional<HostRecord>();
    return std::optional<HostRecord>(hostFromRow(*statement));
}

} // namespace

Result<QList<HostRecord>> ResultStore::hosts()
{
    const QByteArray sql = QByteArray(kSelectHosts) + " ORDER BY id";
    auto statement = Statement::prepare(m_db, sql.constData());
    if (!statement)
        return statement.error();
    QList<HostRecord> result;
    for (;;) {
        auto row = statement->step();
        if (!row)
            return row.error();
        if (!*row)
            return result;
        result.append(hostFromRow(*statement));
    }
}

Result<std::optional<HostRecord>> ResultStore::hostByName(const QString &name)
{
    return selectHost(m_db, "WHERE name = ?1", name);
}

Result<void> ResultStore::updateHost(const HostRecord &host)
{
    if (host.name.isEmpty())
        return Error{ErrorCode::InvalidArgument, QStringLiteral("a host needs a name")};
    auto stored = selectHost(m_db, "WHERE id = ?1", host.id);
    if (!stored)
        return stored.error();
    if (!stored->has_value())
        return Error{ErrorCode::InvalidArgument, QStringLiteral("host %1 does not exist").arg(host.id)};
    const HostRecord &before = **stored;
    // localHostName() is the key saveLocalInventory() finds this computer by: it stays with it.
    if (before.isLocal != host.isLocal)
        return Error{ErrorCode::InvalidArgument,
                     QStringLiteral("host %1 cannot change between local and remote").arg(before.name)};
    if (before.isLocal && host.name != before.name)
        return Error{ErrorCode::InvalidArgument,
                     QStringLiteral("the local host %1 cannot be renamed").arg(before.name)};
    if (!host.isLocal && host.name == localHostName())
        return Error{ErrorCode::InvalidArgument,
                     QStringLiteral("%1 is reserved for the local host").arg(localHostName())};
    // The UNIQUE constraint is the real guard; this check only gives the clear message.
    auto taken = hostByName(host.name);
    if (!taken)
        return taken.error();
    if (taken->has_value() && (*taken)->id != host.id)
        return Error{ErrorCode::DatabaseQuery,
                     QStringLiteral("cannot rename host %1: a host named %2 already exists")
                         .arg(before.name, host.name)};

    auto statement = Statement::prepare(m_db, "UPDATE hosts SET name = ?1, address = ?2, port = ?3, "
                                              "user = ?4, identity_file = ?5, cluster_interface = ?6, "
                                              "ssh_alias = ?8 WHERE id = ?7");
    if (!statement)
        return statement.error();
    bindHostFields(*statement, host);
    statement->bind(7, host.id);
    // Another address or port is another machine: its inventories go with the update, atomically.
    // A savepoint, because callers may already be inside a transaction (hosts import).
    const bool otherMachine = before.address != host.address || before.port != host.port;
    if (auto begun = exec("SAVEPOINT update_host"); !begun)
        return begun;
    auto updated = statement->run();
    if (updated && otherMachine) {
        auto forget = Statement::prepare(m_db, "DELETE FROM inventories WHERE host_id = ?1");
        if (!forget) {
            updated = forget.error();
        } else {
            forget->bind(1, host.id);
            updated = forget->run();
        }
    }
    if (!updated) {
        (void)exec("ROLLBACK TO update_host");
        (void)exec("RELEASE update_host");
        Error error = updated.error();
        error.detail = QStringLiteral("updating host %1: %2").arg(host.name, error.detail);
        return error;
    }
    return exec("RELEASE update_host");
}

Result<void> ResultStore::removeHost(qint64 hostId)
{
    auto stored = selectHost(m_db, "WHERE id = ?1", hostId);
    if (!stored)
        return stored.error();
    if (!stored->has_value())
        return Error{ErrorCode::InvalidArgument, QStringLiteral("host %1 does not exist").arg(hostId)};
    if ((*stored)->isLocal)
        return Error{ErrorCode::InvalidArgument,
                     QStringLiteral("the local host %1 cannot be removed").arg((*stored)->name)};
    // Inventories go with it through ON DELETE CASCADE (foreign_keys is checked on open).
    auto statement = Statement::prepare(m_db, "DELETE FROM hosts WHERE id = ?1 AND is_local = 0");
    if (!statement)
        return statement.error();
    statement->bind(1, hostId);
    if (auto r = statement->run(); !r)
        return r.error();
    if (sqlite3_changes(m_db) != 1)
        return Error{ErrorCode::InvalidArgument,
                     QStringLiteral("host %1 was changed by another process; try again").arg(hostId)};
    return {};
}

Result<qint64> ResultStore::saveInventory(qint64 hostId, const protocol::HostInventory &inventory)
{
    // The probe's own time when it has one; an agent without a clock reading gets the save time.
    QDateTime probedAt
        = QDateTime::fromString(QString::fromStdString(inventory.probedAtUtc), Qt::ISODateWithMs);
    if (!probedAt.isValid())
        probedAt = m_clock();
    const QByteArray json = jsonText(nlohmann::json(inventory));

    auto statement = Statement::prepare(m_db, "INSERT INTO inventories (host_id, probed_at, agent_version, "
                                              "probe_json, saved_at) VALUES (?1, ?2, ?3, ?4, ?5)");
    if (!statement)
        return statement.error();
    statement->bind(1, hostId);
    statement->bind(2, probedAt.toUTC().toString(Qt::ISODateWithMs));
    statement->bind(3, QByteArray::fromStdString(inventory.agentVersion));
    statement->bind(4, json);
    statement->bind(5, nowUtcText());
    if (auto r = statement->run(); !r)
        return r.error();
    return qint64(sqlite3_last_insert_rowid(m_db));
}

Result<qint64> ResultStore::saveLocalInventory(const protocol::HostInventory &inventory)
{
    Transaction transaction(*this);
    if (auto begun = transaction.status(); !begun)
        return begun.error();
    auto existing = hostByName(localHostName());
    if (!existing)
        return existing.error();
    qint64 hostId = 0;
    if (*existing && (*existing)->isLocal) {
        // Keep what the user set on it (the cluster interface): an upsert would reset it.
        hostId = (*existing)->id;
    } else {
        HostRecord host;
        host.name = localHostName();
        host.isLocal = true;
        auto id = upsertHost(host);
        if (!id)
            return id.error();
        hostId = *id;
    }
    auto inventoryId = saveInventory(hostId, inventory);
    if (!inventoryId)
        return inventoryId.error();
    if (auto committed = transaction.commit(); !committed)
        return committed.error();
    return inventoryId;
}

Result<qint64> ResultStore::saveNodeInventory(const HostRecord &host,
                                              const protocol::HostInventory &inventory)
{
    Transaction transaction(*this);
    if (auto begun = transaction.status(); !begun)
        return begun.error();
    auto hostId = upsertHost(host);
    if (!hostId)
        return hostId.error();
    auto inventoryId = saveInventory(*hostId, inventory);
    if (!inventoryId)
        return inventoryId.error();
    if (auto committed = transaction.commit(); !committed)
        return committed.error();
    return inventoryId;
}

namespace {

/// The first row of an inventory query (id, host_id, probed_at, probe_json), if any.
Result<std::optional<StoredInventory>> inventoryFromStatement(Statement &statement)
{
    auto row = statement.step();
    if (!row)
        return row.error();
    if (!*row)
        return std::optional<StoredInventory>();

    StoredInventory stored;
    stored.id = statement.columnInt64(0);
    stored.hostId = statement.columnInt64(1);
    stored.probedAtUtc = QDateTime::fromString(statement.columnText(2), Qt::ISODateWithMs);
    auto inventory = protocol::parseHostInventory(statement.columnUtf8(3).toStdString());
    if (!inventory)
        return Error{ErrorCode::DatabaseQuery,
                     QStringLiteral("stored inventory %1 cannot be read: %2")
                         .arg(QString::number(stored.id), QString::fromStdString(inventory.error().message))};
    stored.inventory = std::move(inventory).value();
    return std::optional<StoredInventory>(std::move(stored));
}

} // namespace

Result<std::optional<StoredInventory>> ResultStore::latestInventory(qint64 hostId)
{
    // Newest by insertion, not by the node's clock, which may be wrong.
    auto statement = Statement::prepare(m_db, "SELECT id, host_id, probed_at, probe_json FROM inventories "
                                              "WHERE host_id = ?1 ORDER BY id DESC LIMIT 1");
    if (!statement)
        return statement.error();
    statement->bind(1, hostId);
    return inventoryFromStatement(*statement);
}

Result<std::optional<StoredInventory>> ResultStore::inventoryAt(qint64 hostId, const QDateTime &notAfterUtc)
{
    // The time only cuts off; the newest is the last stored, as in latestInventory: rows from
    // before version 6 carry the node's clock as their saved_at, which may run ahead.
    auto statement
        = Statement::prepare(m_db, "SELECT id, host_id, probed_at, probe_json FROM inventories "
                                   "WHERE host_id = ?1 AND saved_at <= ?2 ORDER BY id DESC LIMIT 1");
    if (!statement)
        return statement.error();
    statement->bind(1, hostId);
    statement->bind(2, notAfterUtc.toUTC().toString(Qt::ISODateWithMs));
    return inventoryFromStatement(*statement);
}

} // namespace shardscope::core
