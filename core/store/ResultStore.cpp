#include "core/store/ResultStore.h"

#include "core/SafeText.h"
#include "core/analysis/BenchMetrics.h"
#include "core/store/Migrations.h"
#include "core/store/RunWriter.h"
#include "core/store/SqliteError.h"
#include "core/store/Statement.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <sqlite3.h>

#include <limits>
#include <utility>

#include <sys/statvfs.h>

namespace shardscope::core {

using store::sqliteError;
using store::Statement;

namespace {

// Another ShardScope process (the CLI next to the GUI) may hold the write lock briefly.
constexpr int kBusyTimeoutMs = 5000;

QString nowUtcText()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

/// Failures while opening are about the file, not a statement: DatabaseOpen, unless the disk is full.
Error asOpenError(Error error)
{
    if (error.code == ErrorCode::DatabaseQuery)
        error.code = ErrorCode::DatabaseOpen;
    return error;
}

} // namespace

std::optional<RunStatus> runStatusFromName(const QString &name)
{
    for (RunStatus status : {RunStatus::Running, RunStatus::Complete, RunStatus::Failed, RunStatus::Cancelled,
                             RunStatus::Interrupted}) {
        if (runStatusName(status) == name)
            return status;
    }
    return std::nullopt;
}

QString localHostName()
{
    return QStringLiteral("This computer");
}

QString defaultDatabasePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QStringLiteral("/shardscope.db");
}

QString runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Running:
        return QStringLiteral("running");
    case RunStatus::Complete:
        return QStringLiteral("complete");
    case RunStatus::Failed:
        return QStringLiteral("failed");
    case RunStatus::Cancelled:
        return QStringLiteral("cancelled");
    case RunStatus::Interrupted:
        return QStringLiteral("interrupted");
    case RunStatus::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QStringList runNodeNames(const RunRecord &run)
{
    QStringList names;
    const nlohmann::json config = nlohmann::json::parse(run.configJson.toStdString(), nullptr, false);
    if (!config.is_object())
        return names;
    const auto nodes = config.find("nodes");
    if (nodes == config.end() || !nodes->is_array())
        return names;
    for (const nlohmann::json &node : *nodes)
        if (node.is_object() && node.contains("name") && node["name"].is_string())
            names.append(safeText(QString::fromStdString(node["name"].get<std::string>())));
    return names;
}

QString runModelName(const RunRecord &run)
{
    const nlohmann::json config = nlohmann::json::parse(run.configJson.toStdString(), nullptr, false);
    if (!config.is_object())
        return {};
    const auto model = config.find("model");
    if (model == config.end() || !model->is_object())
        return {};
    const auto name = model->find("name");
    return name != model->end() && name->is_string()
               ? safeText(QString::fromStdString(name->get<std::string>()))
               : QString();
}

ResultStore::ResultStore(sqlite3 *db, QString path)
    : m_db(db)
    , m_path(std::move(path))
{}

ResultStore::~ResultStore()
{
    // Every statement is finalized by its RAII wrapper, so close cannot be busy; close_v2 still
    // defers the close instead of leaking should one ever be left.
    sqlite3_close_v2(m_db);
}

namespace {

/// Which of a database's files existed before an open, so that a failed open removes only what it
/// created itself.
struct FilesBefore {
    bool database = false;
    bool wal = false;
    bool shm = false;
};

FilesBefore filesBefore(const QString &path)
{
    return {QFileInfo::exists(path), QFileInfo::exists(path + QStringLiteral("-wal")),
            QFileInfo::exists(path + QStringLiteral("-shm"))};
}

/// Whether no process can change the file: its file system is mounted read-only, or has no
/// block left (a writer would fail as this open did).
bool nobodyCanWrite(const QString &path)
{
    struct statvfs fs {
    };
    if (::statvfs(QFile::encodeName(path).constData(), &fs) != 0)
        return false;
    return (fs.f_flag & ST_RDONLY) != 0 || fs.f_bavail == 0;
}

/// Removes what a failed open (already closed) created and nobody can use: an empty database file,
/// an empty -wal and the -shm that went with it. A living connection's -shm is never at risk: it
/// keeps its -wal open, and a -wal that existed before is never touched.
void removeLeftovers(const QString &path, const FilesBefore &before)
{
    const QString wal = path + QStringLiteral("-wal");
    const QString shm = path + QStringLiteral("-shm");
    if (!before.wal && QFileInfo::exists(wal) && QFileInfo(wal).size() == 0)
        QFile::remove(wal);
    if (!before.shm && !QFileInfo::exists(wal) && QFileInfo::exists(shm))
        QFile::remove(shm);
    if (!before.database && QFileInfo::exists(path) && QFileInfo(path).size() == 0 && !QFileInfo::exists(wal))
        QFile::remove(path);
}

} // namespace

Result<std::unique_ptr<ResultStore>> ResultStore::open(const QString &path, StoreAccess access)
{
    if (path.isEmpty())
        return Error{ErrorCode::InvalidArgument, QStringLiteral("no database path given")};

    if (access == StoreAccess::Read) {
        // Reading creates nothing: a command that lists runs must not leave an empty database.
        const QFileInfo file(path);
        if (!file.exists())
            return Error{ErrorCode::DatabaseOpen, QStringLiteral("%1 does not exist").arg(path)};
        if (!file.isFile())
            return Error{ErrorCode::DatabaseOpen, QStringLiteral("%1 is not a file").arg(path)};
    } else {
        const QString folder = QFileInfo(path).absolutePath();
        if (!QDir().mkpath(folder) || !QFileInfo(folder).isDir())
            return Error{ErrorCode::DatabaseOpen,
                         QStringLiteral("cannot create the folder %1 for the database").arg(folder)};
    }

    const FilesBefore before = filesBefore(path);
    auto writable = openConnection(path, access == StoreAccess::Write ? OpenAs::Create : OpenAs::Writable);
    if (writable) {
        // A run whose writer ended is no longer running, for every reader from now on. Not being
        // able to mark them (busy, full) is no reason to refuse the file: they are marked next time.
        static_cast<void>((*writable)->markInterruptedRuns());
        return writable;
    }
    removeLeftovers(path, before);
    if (access == StoreAccess::Write || writable.error().code == ErrorCode::DatabaseTooNew)
        return writable;

    // Reading needs no write: a full disk (no room for the -shm) or a read-only mount (no -shm can
    // be created) still lets the runs be listed. When the -wal holds nothing and nobody can write
    // the file system, the main file holds every committed transaction and can be read as it is
    // (immutable: SQLite creates no -shm and takes no lock). Otherwise (a -wal with content, or a
    // file only this user may not write, which another may be writing now) it is read through
    // the -shm and its locks.
    const QString wal = path + QStringLiteral("-wal");
    const bool walIsEmpty = !QFileInfo::exists(wal) || QFileInfo(wal).size() == 0;
    auto readOnly
        = openConnection(path, walIsEmpty && nobodyCanWrite(path) ? OpenAs::Immutable : OpenAs::ReadOnly);
    removeLeftovers(path, before);
    if (!readOnly) {
        // The first failure says why writing was impossible, unless the file itself is the
        // problem: a schema too new, or too old to be read without migrating (both messages name
        // the file's version).
        const QString aboutTheVersion = QStringLiteral("%1 has schema version").arg(path);
        if (readOnly.error().code == ErrorCode::DatabaseTooNew
            || readOnly.error().detail.startsWith(aboutTheVersion))
            return readOnly;
        return writable;
    }
    (*readOnly)->m_readOnlyReason = writable.error().detail;
    static_cast<void>((*readOnly)->markInterruptedRuns());
    return readOnly;
}

Result<std::unique_ptr<ResultStore>> ResultStore::openConnection(const QString &path, OpenAs as)
{
    sqlite3 *db = nullptr;
    const QByteArray nativePath = QFile::encodeName(path);
    int flags = SQLITE_OPEN_EXRESCODE;
    QByteArray name = nativePath;
    switch (as) {
    case OpenAs::Create:
        flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
        break;
    case OpenAs::Writable:
        flags |= SQLITE_OPEN_READWRITE;
        break;
    case OpenAs::ReadOnly:
        flags |= SQLITE_OPEN_READONLY;
        break;
    case OpenAs::Immutable:
        // Only a URI takes the parameter; the path is percent-encoded so that '?', '#' and '%' in it
        // stay part of the name.
        flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI;
        name = "file:" + nativePath.toPercentEncoding("/") + "?immutable=1";
        break;
    }
    const int rc = sqlite3_open_v2(name.constData(), &db, flags, nullptr);
    if (rc != SQLITE_OK) {
        const QByteArray what = "opening " + nativePath;
        Error error = sqliteError(db, rc, what.constData(), ErrorCode::DatabaseOpen);
        sqlite3_close(db); // open allocates a handle even when it fails
        return error;
    }
    std::unique_ptr<ResultStore> store(new ResultStore(db, path));
    // READWRITE opens a file the user may not write read-only without saying so.
    store->m_readOnly = sqlite3_db_readonly(db, "main") == 1;
    if (store->m_readOnly && (as == OpenAs::Create || as == OpenAs::Writable))
        return Error{
            ErrorCode::DatabaseOpen,
            QStringLiteral("%1 can only be read: the file, its folder or its file system is read-only")
                .arg(path)};

    const int busyRc = sqlite3_busy_timeout(db, kBusyTimeoutMs);
    if (busyRc != SQLITE_OK)
        return sqliteError(db, busyRc, "setting the busy timeout", ErrorCode::DatabaseOpen);

    // Read the version before anything writes: a file from a newer ShardScope must stay untouched
    // (switching it to WAL would already rewrite its header).
    auto version = store->schemaVersion();
    if (!version)
        return asOpenError(version.error());
    if (*version > kSchemaVersion)
        return Error{ErrorCode::DatabaseTooNew,
                     QStringLiteral("%1 has schema version %2, this ShardScope reads up to version %3")
                         .arg(path, QString::number(*version), QString::number(kSchemaVersion))};
    if (*version < 0)
        return Error{ErrorCode::DatabaseOpen,
                     QStringLiteral("%1 has schema version %2: not a ShardScope database")
                         .arg(path, QString::number(*version))};
    if (store->m_readOnly) {
        // Nothing can be migrated: only a file at this version is read.
        if (*version != kSchemaVersion)
            return Error{ErrorCode::DatabaseOpen,
                         QStringLiteral("%1 has schema version %2 and cannot be upgraded to version %3 "
                                        "while it can only be read")
                             .arg(path, QString::number(*version), QString::number(kSchemaVersion))};
        return store;
    }

    auto journalMode = store->pragmaValue("journal_mode = WAL");
    if (!journalMode)
        return asOpenError(journalMode.error());
    if (journalMode->compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
        return Error{
            ErrorCode::DatabaseOpen,
            QStringLiteral("%1: SQLite refused WAL journaling (journal_mode is %2); is the file on a "
                           "network file system?")
                .arg(path, *journalMode)};
    if (auto r = store->exec("PRAGMA synchronous = FULL"); !r)
        return asOpenError(r.error());
    if (auto r = store->migrate(); !r)
        return asOpenError(r.error());
    // After migrating: a step that rebuilds a table runs with foreign keys off (migrate()).
    if (auto r = store->exec("PRAGMA foreign_keys = ON"); !r)
        return asOpenError(r.error());
    // foreign_keys is silently ignored by builds without it; enforcement is part of the schema.
    auto foreignKeys = store->pragmaValue("foreign_keys");
    if (!foreignKeys)
        return asOpenError(foreignKeys.error());
    if (*foreignKeys != QLatin1String("1"))
        return Error{ErrorCode::DatabaseOpen, QStringLiteral("this SQLite does not enforce foreign keys")};
    return store;
}

Result<void> ResultStore::migrate()
{
    // A step that rebuilds a table (7: runs) drops the old one: with foreign keys on, that would
    // delete every row referring to it. The pragma cannot change inside a transaction, so it is off
    // for all steps, and each step's result is checked before it commits.
    if (auto r = exec("PRAGMA foreign_keys = OFF"); !r)
        return r;
    for (const store::MigrationStep &step : store::migrationSteps()) {
        Transaction transaction(*this);
        if (auto r = transaction.status(); !r)
            return r.error();
        // Read inside the write lock: another process may have migrated since we looked.
        auto version = schemaVersion();
        if (!version)
            return version.error();
        if (*version >= step.toVersion)
            continue;
        if (*version != step.toVersion - 1)
            return Error{ErrorCode::DatabaseOpen,
                         QStringLiteral("%1: no migration from schema version %2 to %3")
                             .arg(m_path, QString::number(*version), QString::number(step.toVersion))};
        // The error names the step, not its SQL: a whole schema is no message for anyone.
        const QByteArray what
            = "migrating the database to schema version " + QByteArray::number(step.toVersion);
        if (auto r = exec(step.sql, what.constData()); !r)
            return r.error();
        auto dangling = pragmaValue("foreign_key_check");
        if (!dangling)
            return dangling.error();
        if (!dangling->isEmpty())
            return Error{ErrorCode::DatabaseOpen,
                         QStringLiteral("%1: migrating to schema version %2 would leave rows of table %3 "
                                        "without the row they refer to")
                             .arg(m_path, QString::number(step.toVersion), *dangling)};
        const QByteArray setVersion = "PRAGMA user_version = " + QByteArray::number(step.toVersion);
        if (auto r = exec(setVersion.constData()); !r)
            return r.error();
        if (auto r = transaction.commit(); !r)
            return r.error();
    }
    return {};
}

Result<void> ResultStore::exec(const char *sql)
{
    return exec(sql, store::sqlSummary(sql).constData());
}

Result<void> ResultStore::exec(const char *sql, const char *what)
{
    char *message = nullptr;
    const int rc = sqlite3_exec(m_db, sql, nullptr, nullptr, &message);
    if (rc == SQLITE_OK)
        return {};
    // sqlite3_exec's own message is the one for this call; errmsg is the same text.
    sqlite3_free(message);
    return sqliteError(m_db, rc, what);
}

Result<QString> ResultStore::pragmaValue(const char *name)
{
    const QByteArray sql = QByteArray("PRAGMA ") + name;
    auto statement = Statement::prepare(m_db, sql.constData());
    if (!statement)
        return statement.error();
    auto row = statement->step();
    if (!row)
        return row.error();
    if (!*row)
        return QString();
    return statement->columnText(0);
}

Result<int> ResultStore::schemaVersion()
{
    auto value = pragmaValue("user_version");
    if (!value)
        return value.error();
    bool ok = false;
    const int version = value->toInt(&ok);
    if (!ok)
        return Error{ErrorCode::DatabaseQuery,
                     QStringLiteral("user_version is not a number: %1").arg(*value)};
    return version;
}

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
        probedAt = QDateTime::currentDateTimeUtc();
    // Invalid UTF-8 from a node (a hostname, a driver string) is replaced rather than thrown on.
    const std::string json
        = nlohmann::json(inventory).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);

    auto statement = Statement::prepare(m_db, "INSERT INTO inventories (host_id, probed_at, agent_version, "
                                              "probe_json, saved_at) VALUES (?1, ?2, ?3, ?4, ?5)");
    if (!statement)
        return statement.error();
    statement->bind(1, hostId);
    statement->bind(2, probedAt.toUTC().toString(Qt::ISODateWithMs));
    statement->bind(3, QByteArray::fromStdString(inventory.agentVersion));
    statement->bind(4, QByteArray::fromStdString(json));
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

Result<qint64> ResultStore::beginRun(const QString &kind, const QString &configJson)
{
    if (kind.isEmpty())
        return Error{ErrorCode::InvalidArgument, QStringLiteral("a run needs a kind")};
    auto statement = Statement::prepare(
        m_db, "INSERT INTO runs (kind, status, started_at, config_json, writer_boot_id, writer_pid, "
              "writer_start_ticks, writer_pid_ns) VALUES (?1, 'running', ?2, ?3, ?4, ?5, ?6, ?7)");
    if (!statement)
        return statement.error();
    statement->bind(1, kind);
    statement->bind(2, nowUtcText());
    statement->bind(3, configJson);
    // In the same row: there is never a moment when a run is running without its writer known.
    const store::RunWriter &writer = store::currentRunWriter();
    const auto bindTextOrNull = [&statement](int index, const QString &text) {
        if (text.isEmpty())
            statement->bindNull(index);
        else
            statement->bind(index, text);
    };
    bindTextOrNull(4, writer.bootId);
    statement->bind(5, writer.pid);
    if (writer.startTicks < 0)
        statement->bindNull(6);
    else
        statement->bind(6, writer.startTicks);
    bindTextOrNull(7, writer.pidNamespace);
    if (auto r = statement->run(); !r)
        return r.error();
    return qint64(sqlite3_last_insert_rowid(m_db));
}

Result<void> ResultStore::finishRun(qint64 runId, RunStatus status, const QString &error)
{
    if (status != RunStatus::Complete && status != RunStatus::Failed && status != RunStatus::Cancelled)
        return Error{
            ErrorCode::InvalidArgument,
            QStringLiteral("run %1 cannot finish as %2").arg(QString::number(runId), runStatusName(status))};
    // Only a running run can finish: a second finish would overwrite the first outcome.
    auto statement = Statement::prepare(m_db, "UPDATE runs SET status = ?1, finished_at = ?2, error = ?3 "
                                              "WHERE id = ?4 AND status = 'running'");
    if (!statement)
        return statement.error();
    statement->bind(1, runStatusName(status));
    statement->bind(2, nowUtcText());
    if (error.isEmpty())
        statement->bindNull(3);
    else
        statement->bind(3, error);
    statement->bind(4, runId);
    if (auto r = statement->run(); !r)
        return r.error();
    if (sqlite3_changes(m_db) != 1)
        return Error{ErrorCode::InvalidArgument,
                     QStringLiteral("run %1 does not exist or is not running").arg(runId)};
    return {};
}

Result<QList<qint64>> ResultStore::markInterruptedRuns()
{
    const std::optional<qint64> bootTime = store::bootTimeSecsSinceEpoch();
    struct Ended {
        qint64 id = 0;
        QString why;
    };
    QList<Ended> ended;
    {
        auto statement = Statement::prepare(
            m_db,
            "SELECT id, started_at, writer_boot_id, writer_pid, writer_start_ticks, writer_pid_ns FROM runs "
            "WHERE status = 'running' ORDER BY id");
        if (!statement)
            return statement.error();
        for (;;) {
            auto row = statement->step();
            if (!row)
                return row.error();
            if (!*row)
                break;
            const qint64 id = statement->columnInt64(0);
            if (statement->columnIsNull(3)) {
                // Stored before writers were recorded: only a reboot since its start proves its writer gone.
                const QDateTime started = QDateTime::fromString(statement->columnText(1), Qt::ISODateWithMs);
                if (bootTime && started.isValid() && started.toSecsSinceEpoch() < *bootTime)
                    ended.append({id, QStringLiteral("the computer restarted while it was running")});
                continue;
            }
            store::RunWriter writer;
            writer.bootId = statement->columnText(2);
            writer.pid = statement->columnInt64(3);
            writer.startTicks = statement->columnIsNull(4) ? -1 : statement->columnInt64(4);
            writer.pidNamespace = statement->columnText(5);
            if (store::writerState(writer) == store::WriterState::Gone)
                ended.append({id, QStringLiteral("the process writing it (pid %1) ended before it finished")
                                      .arg(writer.pid)});
        }
    } // the read is finalized before anything is written
    QList<qint64> ids;
    for (const Ended &run : ended)
        ids.append(run.id);
    m_interruptedUnwritten.clear();
    if (ids.isEmpty())
        return ids;
    const auto keepUnwritten = [this, &ids] {
        m_interruptedUnwritten = ids;
    };
    if (m_readOnly) {
        keepUnwritten();
        return ids;
    }
    Transaction transaction(*this);
    if (auto begun = transaction.status(); !begun) {
        keepUnwritten();
        return begun.error();
    }
    for (const Ended &run : ended) {
        // "AND status = 'running'": its writer may have finished it since it was read; an ended
        // writer cannot start again, so nothing else needs a second look.
        auto mark = Statement::prepare(m_db, "UPDATE runs SET status = 'interrupted', error = "
                                             "coalesce(error, ?2) WHERE id = ?1 AND status = 'running'");
        if (!mark) {
            keepUnwritten();
            return mark.error();
        }
        mark->bind(1, run.id);
        mark->bind(2, run.why);
        if (auto r = mark->run(); !r) {
            keepUnwritten();
            return r.error();
        }
    }
    if (auto committed = transaction.commit(); !committed) {
        keepUnwritten();
        return committed.error();
    }
    return ids;
}

RunStatus ResultStore::effectiveStatus(qint64 runId, RunStatus stored) const
{
    return stored == RunStatus::Running && m_interruptedUnwritten.contains(runId) ? RunStatus::Interrupted
                                                                                  : stored;
}

void ResultStore::applyUnwrittenMarks(RunRecord &run) const
{
    run.status = effectiveStatus(run.id, run.status);
}

Result<RunStatus> ResultStore::runStatus(qint64 runId)
{
    auto statement = Statement::prepare(m_db, "SELECT status FROM runs WHERE id = ?1");
    if (!statement)
        return statement.error();
    statement->bind(1, runId);
    auto row = statement->step();
    if (!row)
        return row.error();
    if (!*row)
        return Error{ErrorCode::InvalidArgument, QStringLiteral("run %1 does not exist").arg(runId)};
    const QString name = statement->columnText(0);
    if (auto status = runStatusFromName(name))
        return effectiveStatus(runId, *status);
    return Error{ErrorCode::DatabaseQuery,
                 QStringLiteral("run %1 has an unknown status %2").arg(QString::number(runId), name)};
}

namespace {

// One column list for every run query, so that runFromRow always reads the same positions.
constexpr const char *kSelectRuns
    = "SELECT id, kind, status, started_at, finished_at, config_json, error, baseline FROM runs";

Result<RunRecord> runFromRow(const Statement &statement)
{
    RunRecord run;
    run.id = statement.columnInt64(0);
    run.kind = statement.columnText(1);
    const QString status = statement.columnText(2);
    const std::optional<RunStatus> known = runStatusFromName(status);
    if (!known)
        return Error{ErrorCode::DatabaseQuery,
                     QStringLiteral("run %1 has an unknown status %2").arg(QString::number(run.id), status)};
    run.status = *known;
    run.startedAtUtc = QDateTime::fromString(statement.columnText(3), Qt::ISODateWithMs);
    if (!statement.columnIsNull(4))
        run.finishedAtUtc = QDateTime::fromString(statement.columnText(4), Qt::ISODateWithMs);
    run.configJson = statement.columnText(5);
    run.error = statement.columnText(6);
    run.baseline = statement.columnInt64(7) != 0;
    return run;
}

/// Every row of a runs query, in its order.
Result<QList<RunRecord>> runsFrom(Statement &statement)
{
    QList<RunRecord> result;
    for (;;) {
        auto row = statement.step();
        if (!row)
            return row.error();
        if (!*row)
            return result;
        auto run = runFromRow(statement);
        if (!run)
            return run.error();
        result.append(std::move(run).value());
    }
}

void bindOptionalId(Statement &statement, int index, const std::optional<qint64> &id)
{
    if (id)
        statement.bind(index, *id);
    else
        statement.bindNull(index);
}

std::optional<qint64> optionalId(const Statement &statement, int column)
{
    if (statement.columnIsNull(column))
        return std::nullopt;
    return statement.columnInt64(column);
}

} // namespace

Result<QList<RunRecord>> ResultStore::runs(const QString &kind)
{
    // Newest by insertion: the clock of this machine may have been changed between runs.
    const QByteArray sql = QByteArray(kSelectRuns) + " WHERE kind = ?1 ORDER BY id DESC";
    auto statement = Statement::prepare(m_db, sql.constData());
    if (!statement)
        return statement.error();
    statement->bind(1, kind);
    auto runs = runsFrom(*statement);
    if (runs)
        for (RunRecord &run : *runs)
            applyUnwrittenMarks(run);
    return runs;
}

Result<QList<RunRecord>> ResultStore::allRuns()
{
    const QByteArray sql = QByteArray(kSelectRuns) + " ORDER BY id DESC";
    auto statement = Statement::prepare(m_db, sql.constData());
    if (!statement)
        return statement.error();
    auto runs = runsFrom(*statement);
    if (runs)
        for (RunRecord &run : *runs)
            applyUnwrittenMarks(run);
    return runs;
}

Result<std::optional<RunRecord>> ResultStore::run(qint64 runId)
{
    const QByteArray sql = QByteArray(kSelectRuns) + " WHERE id = ?1";
    auto statement = Statement::prepare(m_db, sql.constData());
    if (!statement)
        return statement.error();
    statement->bind(1, runId);
    auto row = statement->step();
    if (!row)
        return row.error();
    if (!*row)
        return std::optional<RunRecord>();
    auto run = runFromRow(*statement);
    if (!run)
        return run.error();
    applyUnwrittenMarks(*run);
    return std::optional<RunRecord>(std::move(run).value());
}

Result<void> ResultStore::setBaselineRun(qint64 runId)
{
    if (runId <= 0)
        return Error{ErrorCode::InvalidArgument, QStringLiteral("run %1 does not exist").arg(runId)};
    Transaction transaction(*this);
    if (auto begun = transaction.status(); !begun)
        return begun.error();
    // Clear first: the unique index allows one baseline per kind at any moment, not only at commit.
    auto clear = Statement::prepare(
        m_db,
        "UPDATE runs SET baseline = 0 WHERE baseline = 1 AND kind = (SELECT kind FROM runs WHERE id = ?1)");
    if (!clear)
        return clear.error();
    clear->bind(1, runId);
    if (auto r = clear->run(); !r)
        return r.error();
    auto mark = Statement::prepare(m_db, "UPDATE runs SET baseline = 1 WHERE id = ?1");
    if (!mark)
        return mark.error();
    mark->bind(1, runId);
    if (auto r = mark->run(); !r)
        return r.error();
    if (sqlite3_changes(m_db) != 1)
        return Error{ErrorCode::InvalidArgument, QStringLiteral("run %1 does not exist").arg(runId)};
    return transaction.commit();
}

Result<void> ResultStore::clearBaseline(const QString &kind)
{
    // One statement is its own transaction: the kind is never seen half cleared.
    auto statement
        = Statement::prepare(m_db, "UPDATE runs SET baseline = 0 WHERE baseline = 1 AND kind = ?1");
    if (!statement)
        return statement.error();
    statement->bind(1, kind);
    return statement->run();
}

Result<void> ResultStore::deleteRun(qint64 runId)
{
    // Link pairs and bench results go with it through ON DELETE CASCADE (foreign_keys is checked on
    // open); one statement is its own transaction.
    auto statement = Statement::prepare(m_db, "DELETE FROM runs WHERE id = ?1");
    if (!statement)
        return statement.error();
    statement->bind(1, runId);
    if (auto r = statement->run(); !r)
        return r.error();
    if (sqlite3_changes(m_db) != 1)
        return Error{ErrorCode::InvalidArgument, QStringLiteral("run %1 does not exist").arg(runId)};
    return {};
}

Result<qint64> ResultStore::saveLinkPair(const StoredLinkPair &pair)
{
    if (pair.status != RunStatus::Complete && pair.status != RunStatus::Failed
        && pair.status != RunStatus::Cancelled)
        return Error{ErrorCode::InvalidArgument,
                     QStringLiteral("link pair %1 ↔ %2 cannot be stored as %3")
                         .arg(pair.clientName, pair.serverName, runStatusName(pair.status))};
    if ((pair.status == RunStatus::Complete) != pair.report.has_value())
        return Error{
            ErrorCode::InvalidArgument,
            QStringLiteral("link pair %1 ↔ %2: a report goes with a complete pair, and only with one")
                .arg(pair.clientName, pair.serverName)};
    auto statement = Statement::prepare(
        m_db, "INSERT INTO link_pairs (run_id, client_name, server_name, client_host_id, server_host_id, "
              "status, error_code, error, report_json) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    if (!statement)
        return statement.error();
    statement->bind(1, pair.runId);
    statement->bind(2, pair.clientName);
    statement->bind(3, pair.serverName);
    bindOptionalId(*statement, 4, pair.clientHostId);
    bindOptionalId(*statement, 5, pair.serverHostId);
    statement->bind(6, runStatusName(pair.status));
    if (pair.errorCode.isEmpty())
        statement->bindNull(7);
    else
        statement->bind(7, pair.errorCode);
    if (pair.error.isEmpty())
        statement->bindNull(8);
    else
        statement->bind(8, pair.error);
    if (pair.report) {
        // Interface names and driver strings come from nodes: invalid UTF-8 is replaced, not thrown on.
        const std::string json
            = nlohmann::json(*pair.report).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
        statement->bind(9, QByteArray::fromStdString(json));
    } else {
        statement->bindNull(9);
    }
    if (auto r = statement->run(); !r) {
        Error error = r.error();
        error.detail = QStringLiteral("storing link pair %1 ↔ %2 of run %3: %4")
                           .arg(pair.clientName, pair.serverName, QString::number(pair.runId), error.detail);
        return error;
    }
    return qint64(sqlite3_last_insert_rowid(m_db));
}

Result<QList<StoredLinkPair>> ResultStore::linkPairs(qint64 runId)
{
    auto statement = Statement::prepare(
        m_db, "SELECT id, run_id, client_name, server_name, client_host_id, server_host_id, status, "
              "error_code, error, report_json FROM link_pairs WHERE run_id = ?1 ORDER BY id");
    if (!statement)
        return statement.error();
    statement->bind(1, runId);
    QList<StoredLinkPair> result;
    for (;;) {
        auto row = statement->step();
        if (!row)
            return row.error();
        if (!*row)
            return result;
        StoredLinkPair pair;
        pair.id = statement->columnInt64(0);
        pair.runId = statement->columnInt64(1);
        pair.clientName = statement->columnText(2);
        pair.serverName = statement->columnText(3);
        pair.clientHostId = optionalId(*statement, 4);
        pair.serverHostId = optionalId(*statement, 5);
        pair.errorCode = statement->columnText(7);
        pair.error = statement->columnText(8);
        const auto unreadable = [&pair](const QString &why) {
            return Error{ErrorCode::DatabaseQuery,
                         QStringLiteral("stored link pair %1 (%2 ↔ %3) of run %4 cannot be read: %5")
                             .arg(QString::number(pair.id), pair.clientName, pair.serverName,
                                  QString::number(pair.runId), why)};
        };
        const QString status = statement->columnText(6);
        const std::optional<RunStatus> known = runStatusFromName(status);
        if (!known || *known == RunStatus::Running)
            return unreadable(QStringLiteral("unknown status %1").arg(status));
        pair.status = *known;
        if (!statement->columnIsNull(9)) {
            const nlohmann::json json
                = nlohmann::json::parse(statement->columnUtf8(9).toStdString(), nullptr, false);
            if (json.is_discarded())
                return unreadable(QStringLiteral("the report is not valid JSON"));
            auto report = protocol::parseLinkPairReport(json);
            if (!report)
                return unreadable(QString::fromStdString(report.error().message));
            pair.report = std::move(report).value();
        }
        if ((pair.status == RunStatus::Complete) != pair.report.has_value())
            return unreadable(pair.report ? QStringLiteral("a report on a pair that is not complete")
                                          : QStringLiteral("a complete pair without a report"));
        result.append(std::move(pair));
    }
}

} // namespace shardscope::core

namespace shardscope::core {

namespace {

/// Node names come from the user and reports from nodes: invalid UTF-8 is replaced, not thrown on.
QByteArray jsonText(const nlohmann::json &json)
{
    return QByteArray::fromStdString(json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

} // namespace

Result<qint64> ResultStore::saveBenchResult(const StoredBenchResult &result)
{
    const auto invalid = [&result](const QString &why) {
        return Error{ErrorCode::InvalidArgument,
                     QStringLiteral("bench result %1 of run %2 cannot be stored: %3")
                         .arg(QString::number(result.position), QString::number(result.runId), why)};
    };
    if (result.status != RunStatus::Complete && result.status != RunStatus::Failed
        && result.status != RunStatus::Cancelled)
        return invalid(QStringLiteral("status %1").arg(runStatusName(result.status)));
    if (result.layout == protocol::BenchLayout::Unknown)
        return invalid(QStringLiteral("no layout"));
    if (result.position < 0)
        return invalid(QStringLiteral("a negative position"));
    if (result.hostIds.size() != result.nodeNames.size())
        return invalid(
            QStringLiteral("%1 host ids for %2 nodes")
                .arg(QString::number(result.hostIds.size()), QString::number(result.nodeNames.size())));

    nlohmann::json names = nlohmann::json::array();
    for (const QString &name : result.nodeNames)
        names.push_back(name.toStdString());
    nlohmann::json hostIds = nlohmann::json::array();
    for (qint64 id : result.hostIds)
        hostIds.push_back(id);
    nlohmann::json reports = nlohmann::json::array();
    for (const auto &report : result.reports)
        reports.push_back(report ? nlohmann::json(*report) : nlohmann::json());

    auto statement = Statement::prepare(
        m_db, "INSERT INTO bench_results (run_id, position, layout, concurrency, node_names, host_ids, "
              "status, error_code, error, summary_json, reports_json, created_at) "
              "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)");
    if (!statement)
        return statement.error();
    statement->bind(1, result.runId);
    statement->bind(2, qint64(result.position));
    statement->bind(3, QString::fromStdString(protocol::toString(result.layout)));
    statement->bind(4, qint64(result.concurrency));
    statement->bind(5, jsonText(names));
    statement->bind(6, jsonText(hostIds));
    statement->bind(7, runStatusName(result.status));
    if (result.errorCode.isEmpty())
        statement->bindNull(8);
    else
        statement->bind(8, result.errorCode);
    if (result.error.isEmpty())
        statement->bindNull(9);
    else
        statement->bind(9, result.error);
    statement->bind(10, jsonText(benchSummaryJson(result.summary)));
    statement->bind(11, jsonText(reports));
    statement->bind(12, nowUtcText());
    if (auto r = statement->run(); !r) {
        Error error = r.error();
        error.detail
            = QStringLiteral("storing bench result %1 of run %2: %3")
                  .arg(QString::number(result.position), QString::number(result.runId), error.detail);
        return error;
    }
    return qint64(sqlite3_last_insert_rowid(m_db));
}

Result<QList<StoredBenchResult>> ResultStore::benchResults(qint64 runId)
{
    auto statement = Statement::prepare(
        m_db, "SELECT id, run_id, position, layout, concurrency, node_names, host_ids, status, error_code, "
              "error, summary_json, reports_json, created_at FROM bench_results WHERE run_id = ?1 "
              "ORDER BY position, id");
    if (!statement)
        return statement.error();
    statement->bind(1, runId);
    QList<StoredBenchResult> results;
    for (;;) {
        auto row = statement->step();
        if (!row)
            return row.error();
        if (!*row)
            return results;
        StoredBenchResult result;
        result.id = statement->columnInt64(0);
        result.runId = statement->columnInt64(1);
        const auto unreadable = [&result](const QString &why) {
            return Error{ErrorCode::DatabaseQuery,
                         QStringLiteral("stored bench result %1 of run %2 cannot be read: %3")
                             .arg(QString::number(result.id), QString::number(result.runId), why)};
        };
        const qint64 position = statement->columnInt64(2);
        const qint64 concurrency = statement->columnInt64(4);
        if (position < 0 || position > std::numeric_limits<int>::max() || concurrency < 0
            || concurrency > std::numeric_limits<std::uint32_t>::max())
            return unreadable(QStringLiteral("position or concurrency out of range"));
        result.position = int(position);
        result.concurrency = std::uint32_t(concurrency);
        const QString layout = statement->columnText(3);
        result.layout = protocol::benchLayoutFromString(layout.toStdString());
        if (result.layout == protocol::BenchLayout::Unknown)
            return unreadable(QStringLiteral("unknown layout %1").arg(layout));
        const QString status = statement->columnText(7);
        const std::optional<RunStatus> known = runStatusFromName(status);
        if (!known || *known == RunStatus::Running)
            return unreadable(QStringLiteral("unknown status %1").arg(status));
        result.status = *known;
        result.errorCode = statement->columnText(8);
        result.error = statement->columnText(9);
        result.createdAtUtc = QDateTime::fromString(statement->columnText(12), Qt::ISODateWithMs);

        const auto parse = [&statement](int column) {
            return nlohmann::json::parse(statement->columnUtf8(column).toStdString(), nullptr, false);
        };
        const nlohmann::json names = parse(5);
        if (!names.is_array())
            return unreadable(QStringLiteral("the node names are not a JSON array"));
        for (const nlohmann::json &name : names) {
            if (!name.is_string())
                return unreadable(QStringLiteral("a node name is not a string"));
            result.nodeNames.append(QString::fromStdString(name.get<std::string>()));
        }
        const nlohmann::json hostIds = parse(6);
        if (!hostIds.is_array() || hostIds.size() != names.size())
            return unreadable(QStringLiteral("the host ids are not a JSON array of one id per node"));
        for (const nlohmann::json &id : hostIds) {
            if (!id.is_number_integer())
                return unreadable(QStringLiteral("a host id is not an integer"));
            result.hostIds.append(id.get<qint64>());
        }
        const nlohmann::json summary = parse(10);
        if (summary.is_discarded())
            return unreadable(QStringLiteral("the summary is not valid JSON"));
        auto parsedSummary = benchSummaryFromJson(summary);
        if (!parsedSummary)
            return unreadable(parsedSummary.error().detail);
        result.summary = std::move(parsedSummary).value();
        const nlohmann::json reports = parse(11);
        if (!reports.is_array())
            return unreadable(QStringLiteral("the rank reports are not a JSON array"));
        for (std::size_t rank = 0; rank < reports.size(); ++rank) {
            if (reports[rank].is_null()) {
                result.reports.append(std::nullopt);
                continue;
            }
            auto report = protocol::parseBenchRankReport(reports[rank]);
            if (!report)
                return unreadable(
                    QStringLiteral("the report of rank %1: %2")
                        .arg(QString::number(rank), QString::fromStdString(report.error().message)));
            result.reports.append(std::move(report).value());
        }
        results.append(std::move(result));
    }
}

} // namespace shardscope::core
