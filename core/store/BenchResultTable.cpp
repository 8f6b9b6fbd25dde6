// ResultStore: the results of a benchmark plan's runs (table bench_results).
#include "core/store/ResultStore.h"

#include "core/store/SqliteError.h"
#include "core/store/Statement.h"

#include <nlohmann/json.hpp>

#include <sqlite3.h>

namespace shardscope::core {

using store::jsonText;
using store::sqliteError;
using store::Statement;

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
    statement->bindTextOrNull(8, result.errorCode);
    statement->bindTextOrNull(9, result.error);
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
