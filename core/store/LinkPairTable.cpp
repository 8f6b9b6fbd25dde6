// ResultStore: the pairs of a link run (table link_pairs).
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
    statement->bindTextOrNull(7, pair.errorCode);
    statement->bindTextOrNull(8, pair.error);
    if (pair.report) {
        statement->bind(9, jsonText(nlohmann::json(*pair.report)));
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
