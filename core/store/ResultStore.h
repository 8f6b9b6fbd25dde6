#pragma once

#include "core/Result.h"
#include "core/model/Host.h"
#include "core/model/Run.h"
#include "remote-agent/protocol/Inventory.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

struct sqlite3;

namespace shardscope::core {

/// The newest schema this build reads and writes (PRAGMA user_version).
inline constexpr int kSchemaVersion = 9;

/// The SQLite file under the user's app data dir (QStandardPaths::AppDataLocation).
QString defaultDatabasePath();

class ResultStore;

/// RAII transaction: BEGIN IMMEDIATE on construction, ROLLBACK in the destructor unless
/// commit() succeeded.
class Transaction
{
public:
    explicit Transaction(ResultStore &store);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    /// Did BEGIN succeed? Nothing else may run when it did not.
    Result<void> status() const;
    Result<void> commit();

private:
    ResultStore &m_store;
    std::optional<Error> m_beginError;
    bool m_active = false;
};

/// How a caller means to use the store it opens.
enum class StoreAccess {
    /// It writes (measures, stores hosts): creates the file and its folder when missing, migrates
    /// it, and fails at once when the file cannot be written, before any work is done.
    Write,
    /// It only reads (lists runs, writes a report from them): never creates a file or folder (an
    /// absent file is a DatabaseOpen error), opens for writing where it can (so that interrupted
    /// runs are marked) and read-only where writing is impossible: a full disk, a read-only
    /// mount, a file the user may not write.
    Read,
};

/// The SQLite store: WAL, synchronous=FULL, foreign keys on, stepwise migrations.
/// One instance (one connection) per thread.
class ResultStore
{
public:
    /// Where every time the store writes comes from (runs' start and finish, inventories' saved_at
    /// and the probe time of one that has none, bench and serve results' created_at): the time now. Tests
    /// pass a clock they advance themselves, so that no test sleeps to keep two writes apart.
    using Clock = std::function<QDateTime()>;
    /// The system clock (QDateTime::currentDateTimeUtc), the store's default.
    static QDateTime systemClock();

    /// Opens the file (Write: or creates it and its directory) and migrates it to kSchemaVersion.
    /// DatabaseTooNew when the file's user_version is above kSchemaVersion. Every open then marks
    /// the runs left Running by a process that has ended as Interrupted (markInterruptedRuns), so
    /// that the CLI and the GUI agree on them from their first look. A failed open leaves no empty
    /// database, -wal or -shm file behind that it created.
    /// `clock` (empty: systemClock) times what this connection writes.
    static Result<std::unique_ptr<ResultStore>>
    open(const QString &path, StoreAccess access = StoreAccess::Write, Clock clock = {});
    ~ResultStore();
    ResultStore(const ResultStore &) = delete;
    ResultStore &operator=(const ResultStore &) = delete;

    QString path() const { return m_path; }
    /// Opened read-only (StoreAccess::Read where writing was impossible): every write fails.
    bool isReadOnly() const { return m_readOnly; }
    /// Why it was opened read-only (the failed attempt to open it for writing); empty otherwise.
    QString readOnlyReason() const { return m_readOnlyReason; }
    Result<int> schemaVersion();

    /// Inserts a host, or updates the one with the same name; returns its id.
    Result<qint64> upsertHost(const HostRecord &host);
    /// Inserts a new host; DatabaseQuery naming the name when a host of that name exists already
    /// (added meanwhile by the CLI or another window): nothing is overwritten. Returns its id.
    Result<qint64> insertHost(const HostRecord &host);
    Result<QList<HostRecord>> hosts();
    Result<std::optional<HostRecord>> hostByName(const QString &name);
    /// Renames or changes a stored host (by id); DatabaseQuery when the new name is taken. A new
    /// address or port is another machine: the host's stored inventories are deleted with it.
    Result<void> updateHost(const HostRecord &host);
    /// Deletes a host and its inventories (not the local one: InvalidArgument).
    Result<void> removeHost(qint64 hostId);

    /// Stores one probe of a host; returns the inventory's id.
    Result<qint64> saveInventory(qint64 hostId, const protocol::HostInventory &inventory);
    /// Stores the host localHostName() (as the local machine) and its inventory in one
    /// transaction: a failure leaves neither behind. Returns the inventory's id.
    Result<qint64> saveLocalInventory(const protocol::HostInventory &inventory);
    /// Stores a node (upsertHost) and its inventory in one transaction: a failure leaves neither
    /// behind. Returns the inventory's id.
    Result<qint64> saveNodeInventory(const HostRecord &host, const protocol::HostInventory &inventory);
    /// The newest inventory of a host, if any.
    Result<std::optional<StoredInventory>> latestInventory(qint64 hostId);
    /// The newest inventory of a host that was stored at or before `notAfterUtc` (what the host was
    /// at the time of a run), if any. Stored, not probed: `notAfterUtc` is the workstation's clock
    /// (a run's times), the probe time is the node's, which may be off.
    Result<std::optional<StoredInventory>> inventoryAt(qint64 hostId, const QDateTime &notAfterUtc);

    /// Writes a run as Running with its configuration snapshot (JSON text) and this process as its
    /// writer (store/RunWriter.h); returns its id.
    Result<qint64> beginRun(const QString &kind, const QString &configJson);
    /// Marks a run Complete, Failed or Cancelled (with an error text for Failed).
    Result<void> finishRun(qint64 runId, RunStatus status, const QString &error = {});
    Result<RunStatus> runStatus(qint64 runId);
    /// Marks every Running run whose writer has ended as Interrupted, keeping what it stored; a run
    /// whose writer lives, or cannot be told from here, stays Running. A run stored before writers
    /// were recorded (schema 6 and older) counts as ended when it started before this boot. Called
    /// by open(); returns the ids it marked. Where the file cannot be written (read-only), the
    /// marks are kept by this connection only: what it reads shows them all the same.
    Result<QList<qint64>> markInterruptedRuns();
    /// Runs of one kind, newest first.
    Result<QList<RunRecord>> runs(const QString &kind);
    /// Every run of every kind, newest first (the history).
    Result<QList<RunRecord>> allRuns();
    Result<std::optional<RunRecord>> run(qint64 runId);
    /// Makes a run the baseline of its kind; the kind's previous baseline stops being one (one
    /// transaction). InvalidArgument for a run that does not exist (0 included: clearing is
    /// clearBaseline's, so that no id can wipe every kind's baseline by accident).
    Result<void> setBaselineRun(qint64 runId);
    /// Leaves a kind ("bench", "linktest", …) without a baseline; the other kinds keep theirs. No
    /// baseline of that kind is not an error.
    Result<void> clearBaseline(const QString &kind);
    /// Deletes a run with its link pairs, bench results, serve results or setup check, whatever its status (a
    /// run left Running by a crash must be deletable). InvalidArgument for a run that does not exist.
    Result<void> deleteRun(qint64 runId);

    /// Stores one pair of a link run; returns its id.
    Result<qint64> saveLinkPair(const StoredLinkPair &pair);
    /// The pairs of a link run in the order they were saved. A stored report that no longer
    /// parses is a DatabaseQuery error naming the pair, not a silent gap.
    Result<QList<StoredLinkPair>> linkPairs(qint64 runId);

    /// Stores one run of a benchmark plan (InvalidArgument for a status other than Complete, Failed
    /// or Cancelled, an Unknown layout, or host ids that are not one per node name); returns its id.
    Result<qint64> saveBenchResult(const StoredBenchResult &result);
    /// The results of a plan's run, by position then id. A stored summary or report that no longer
    /// parses is a DatabaseQuery error naming the result, not a silent gap.
    Result<QList<StoredBenchResult>> benchResults(qint64 runId);

    /// Stores one step of a serving run (InvalidArgument for a status other than Complete, Failed
    /// or Cancelled, or a negative position); returns its id.
    Result<qint64> saveServeResult(const StoredServeResult &result);
    /// The steps of a serving run, by position then id. A stored summary, record or telemetry that
    /// no longer parses is a DatabaseQuery error naming the step, not a silent gap.
    Result<QList<StoredServeResult>> serveResults(qint64 runId);

    /// Stores the one check of a setup check run (InvalidArgument for a result that is not a JSON
    /// object; a second check for the same run is the database's constraint error); returns the run's id.
    Result<qint64> saveSetupCheck(const StoredSetupCheck &check);
    /// The check of a setup check run; nullopt when none was stored (the run was interrupted before
    /// its end, or the store refused the check).
    Result<std::optional<StoredSetupCheck>> setupCheck(qint64 runId);

    /// Runs one SQL statement without results (used by Transaction and migrations).
    Result<void> exec(const char *sql);
    /// The value of `PRAGMA name` as text (e.g. "wal" for journal_mode), for diagnostics and tests.
    Result<QString> pragmaValue(const char *name);

private:
    enum class OpenAs { Create, Writable, ReadOnly, Immutable };
    ResultStore(sqlite3 *db, QString path);
    /// One connection, set up (Create, Writable: migrated) or checked (read-only: at kSchemaVersion).
    static Result<std::unique_ptr<ResultStore>> openConnection(const QString &path, OpenAs as);
    /// exec() whose error names `what` instead of the SQL (for long statements).
    Result<void> exec(const char *sql, const char *what);
    Result<void> migrate();
    /// The text of a timestamp column for now, by the store's clock.
    QString nowUtcText() const;

    /// A read connection's status as marked by markInterruptedRuns when it could not write it.
    RunStatus effectiveStatus(qint64 runId, RunStatus stored) const;
    void applyUnwrittenMarks(RunRecord &run) const;

    sqlite3 *m_db = nullptr;
    QString m_path;
    bool m_readOnly = false;
    QString m_readOnlyReason;
    QList<qint64> m_interruptedUnwritten;
    Clock m_clock = &ResultStore::systemClock;
};

} // namespace shardscope::core
