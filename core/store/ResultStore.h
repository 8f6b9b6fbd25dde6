#pragma once

#include "core/Result.h"
#include "core/bench/BenchTypes.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Inventory.h"
#include "remote-agent/protocol/Link.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <optional>

struct sqlite3;

namespace shardscope::core {

/// A machine the user works with, as stored.
struct HostRecord {
    qint64 id = 0;            ///< row id; 0 before it is stored
    QString name;             ///< what the user calls it, unique ("This computer", "node2")
    QString address;          ///< host name or IP for SSH; empty for the local machine
    int port = 22;            ///< SSH port
    QString user;             ///< SSH user; empty means the current user
    QString identityFile;     ///< SSH private key file; empty: ssh-agent and the default keys
    QString clusterInterface; ///< NIC name for node-to-node traffic; empty: not chosen yet
    QString sshAlias;         ///< the ssh_config Host entry it was imported from, whose other options
                              ///< (ProxyJump, …) apply when connecting; empty: matched by address only
    bool isLocal = false;     ///< the machine ShardScope runs on, inventoried without SSH
    bool operator==(const HostRecord &) const = default;
};

/// An inventory as stored: the probe document and when it was taken.
struct StoredInventory {
    qint64 id = 0;
    qint64 hostId = 0;
    QDateTime probedAtUtc;
    protocol::HostInventory inventory;
};

/// Life cycle of a measurement run: written as Running first, finished in its last transaction.
/// Interrupted: its writer ended without finishing it (killed, crashed, power lost); it keeps what
/// it had stored. Set by the store (markInterruptedRuns: on every open, and when History reloads),
/// never by a runner.
enum class RunStatus { Unknown = 0, Running, Complete, Failed, Cancelled, Interrupted };

/// A run as stored (table runs).
struct RunRecord {
    qint64 id = 0;
    QString kind; ///< "linktest", …
    RunStatus status = RunStatus::Unknown;
    QDateTime startedAtUtc;
    QDateTime finishedAtUtc; ///< invalid while running
    QString configJson;      ///< the configuration snapshot written by beginRun
    QString error;
    bool baseline = false; ///< the run of its kind that others are compared against (at most one)
    bool operator==(const RunRecord &) const = default;
};

/// One pair of a link run as stored: who measured whom, and the whole report (series and raw
/// samples included) or why there is none.
struct StoredLinkPair {
    qint64 id = 0;
    qint64 runId = 0;
    QString clientName; ///< the node names at the time of the run (hosts may be renamed or removed)
    QString serverName;
    std::optional<qint64> clientHostId; ///< null once that host was removed
    std::optional<qint64> serverHostId;
    RunStatus status = RunStatus::Unknown;          ///< Complete, Failed or Cancelled
    QString errorCode;                              ///< errorCodeName() when not Complete
    QString error;                                  ///< untranslated detail when not Complete
    std::optional<protocol::LinkPairReport> report; ///< set when Complete
};

/// One run of a benchmark plan as stored (table bench_results): its layout, nodes and concurrency,
/// how it ended, its summary and every rank's whole report (raw per-token samples included), so the
/// figures can always be recomputed.
struct StoredBenchResult {
    qint64 id = 0;    ///< row id; 0 before it is stored
    qint64 runId = 0; ///< the plan's run (runs.id); deleting the run deletes its results
    int position = 0; ///< 0-based place in the plan's order (the single-node baseline is 0)
    protocol::BenchLayout layout = protocol::BenchLayout::Unknown;
    std::uint32_t concurrency = 0; ///< sequences in flight (Replicas: over all replicas)
    QStringList nodeNames;         ///< the nodes' names at the time of the run, in rank (replica) order
    QList<qint64> hostIds; ///< their host ids at the time (JSON, no foreign key: may name removed hosts)
    RunStatus status = RunStatus::Unknown; ///< Complete, Failed or Cancelled
    QString errorCode;                     ///< errorCodeName() when not Complete
    QString error;                         ///< untranslated detail when not Complete
    BenchSummary summary;                  ///< summarizeBenchRun of the reports (partial when not Complete)
    /// BenchRunOutcome::ranks: one per rank (replica) in order; unset: that rank gave no report.
    QList<std::optional<protocol::BenchRankReport>> reports;
    QDateTime createdAtUtc; ///< set by saveBenchResult (the time of storing); ignored on save
    bool operator==(const StoredBenchResult &) const = default;
};

/// The newest schema this build reads and writes (PRAGMA user_version).
inline constexpr int kSchemaVersion = 7;

/// The name "This computer" is stored under: a database key shared by GUI and CLI, never
/// translated (the UI shows a translated label for it instead).
QString localHostName();

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
    /// Opens the file (Write: or creates it and its directory) and migrates it to kSchemaVersion.
    /// DatabaseTooNew when the file's user_version is above kSchemaVersion. Every open then marks
    /// the runs left Running by a process that has ended as Interrupted (markInterruptedRuns), so
    /// that the CLI and the GUI agree on them from their first look. A failed open leaves no empty
    /// database, -wal or -shm file behind that it created.
    static Result<std::unique_ptr<ResultStore>> open(const QString &path,
                                                     StoreAccess access = StoreAccess::Write);
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
    /// Deletes a run with its link pairs and bench results, whatever its status (a run left
    /// Running by a crash must be deletable). InvalidArgument for a run that does not exist.
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

    /// A read connection's status as marked by markInterruptedRuns when it could not write it.
    RunStatus effectiveStatus(qint64 runId, RunStatus stored) const;
    void applyUnwrittenMarks(RunRecord &run) const;

    sqlite3 *m_db = nullptr;
    QString m_path;
    bool m_readOnly = false;
    QString m_readOnlyReason;
    QList<qint64> m_interruptedUnwritten;
};

/// The stored, untranslated name of a status ("interrupted"), and back (nullopt for no status's).
QString runStatusName(RunStatus status);
std::optional<RunStatus> runStatusFromName(const QString &name);

/// The node names of a run's configuration snapshot ("nodes": [{"name": …}], as bench and link
/// runs write it), in its order: the run's cluster, for the history's filter and lists. Empty when
/// the snapshot names none or cannot be read.
QStringList runNodeNames(const RunRecord &run);
/// The model's name in a bench run's configuration snapshot ("model": {"name": …}); empty when the
/// snapshot names none or cannot be read.
QString runModelName(const RunRecord &run);

} // namespace shardscope::core
