// ResultStore: runs, their status, writers and baselines (table runs).
#include "core/store/ResultStore.h"

#include "core/store/RunWriter.h"
#include "core/store/SqliteError.h"
#include "core/store/Statement.h"

#include <sqlite3.h>

namespace shardscope::core {

using store::jsonText;
using store::sqliteError;
using store::Statement;

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
    statement->bindTextOrNull(4, writer.bootId);
    statement->bind(5, writer.pid);
    if (writer.startTicks < 0)
        statement->bindNull(6);
    else
        statement->bind(6, writer.startTicks);
    statement->bindTextOrNull(7, writer.pidNamespace);
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
    statement->bindTextOrNull(3, error);
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
    run.config = parseRunConfig(run.kind, run.configJson);
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
    // Link pairs, bench results, serve results and setup checks go with it through ON DELETE CASCADE
    // (foreign_keys is checked on open); one statement is its own transaction.
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

} // namespace shardscope::core
