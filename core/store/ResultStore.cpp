// ResultStore: opening the file, migrations, statements without results, pragmas. The tables are
// read and written in HostTable.cpp (hosts, inventories), RunTable.cpp (runs), LinkPairTable.cpp
// and BenchResultTable.cpp.
#include "core/store/ResultStore.h"

#include "core/SafeText.h"
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

/// Failures while opening are about the file, not a statement: DatabaseOpen, unless the disk is full.
Error asOpenError(Error error)
{
    if (error.code == ErrorCode::DatabaseQuery)
        error.code = ErrorCode::DatabaseOpen;
    return error;
}

} // namespace

QString defaultDatabasePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QStringLiteral("/shardscope.db");
}

QDateTime ResultStore::systemClock()
{
    return QDateTime::currentDateTimeUtc();
}

QString ResultStore::nowUtcText() const
{
    return store::utcText(m_clock());
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

Result<std::unique_ptr<ResultStore>> ResultStore::open(const QString &path, StoreAccess access, Clock clock)
{
    if (!clock)
        clock = &ResultStore::systemClock;
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
        (*writable)->m_clock = clock;
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
    (*readOnly)->m_clock = std::move(clock);
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

} // namespace shardscope::core
