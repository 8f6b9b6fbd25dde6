// ResultStore: the steps of a serving run (table serve_results).
#include "core/store/ResultStore.h"

#include "core/store/SqliteError.h"
#include "core/store/Statement.h"

#include <nlohmann/json.hpp>

#include <sqlite3.h>

#include <limits>
#include <utility>

namespace shardscope::core {

using store::jsonText;
using store::Statement;

namespace {

/// telemetry_json: one object per machine, {node, interface, series (the protocol's JSON, null
/// when there is none), error}.
nlohmann::json telemetryJson(const QList<StoredTelemetry> &telemetry)
{
    nlohmann::json machines = nlohmann::json::array();
    for (const StoredTelemetry &machine : telemetry)
        machines.push_back({{"node", machine.nodeName.toStdString()},
                            {"interface", machine.interfaceName.toStdString()},
                            {"series", machine.series ? nlohmann::json(*machine.series) : nlohmann::json()},
                            {"error", machine.error.toStdString()}});
    return machines;
}

/// Reads telemetryJson's output back; the error names the machine (by place and name) and field.
Result<QList<StoredTelemetry>> telemetryFromJson(const nlohmann::json &json)
{
    const auto invalid = [](const QString &why) {
        return Error{ErrorCode::InvalidArgument, why};
    };
    if (!json.is_array())
        return invalid(QStringLiteral("the telemetry is not a JSON array"));
    QList<StoredTelemetry> telemetry;
    for (std::size_t i = 0; i < json.size(); ++i) {
        const nlohmann::json &entry = json[i];
        const QString where = QStringLiteral("the telemetry of machine %1").arg(i);
        if (!entry.is_object())
            return invalid(where + QStringLiteral(" is not a JSON object"));
        StoredTelemetry machine;
        for (const auto &[key, text] :
             {std::pair{"node", &machine.nodeName}, std::pair{"interface", &machine.interfaceName},
              std::pair{"error", &machine.error}}) {
            const auto found = entry.find(key);
            if (found == entry.end() || !found->is_string())
                return invalid(where + QStringLiteral(": \"%1\" is not a string").arg(QLatin1String(key)));
            *text = QString::fromStdString(found->get<std::string>());
        }
        const auto series = entry.find("series");
        if (series == entry.end())
            return invalid(where + QStringLiteral(" (%1): no \"series\"").arg(machine.nodeName));
        if (!series->is_null()) {
            auto parsed = protocol::parseTelemetrySeries(*series);
            if (!parsed)
                return invalid(where
                               + QStringLiteral(" (%1): %2")
                                     .arg(machine.nodeName, QString::fromStdString(parsed.error().message)));
            machine.series = std::move(parsed).value();
        }
        telemetry.append(std::move(machine));
    }
    return telemetry;
}

} // namespace

Result<qint64> ResultStore::saveServeResult(const StoredServeResult &result)
{
    const auto invalid = [&result](const QString &why) {
        return Error{ErrorCode::InvalidArgument,
                     QStringLiteral("serve result %1 of run %2 cannot be stored: %3")
                         .arg(QString::number(result.position), QString::number(result.runId), why)};
    };
    if (result.status != RunStatus::Complete && result.status != RunStatus::Failed
        && result.status != RunStatus::Cancelled)
        return invalid(QStringLiteral("status %1").arg(runStatusName(result.status)));
    if (result.position < 0)
        return invalid(QStringLiteral("a negative position"));

    auto statement = Statement::prepare(
        m_db, "INSERT INTO serve_results (run_id, position, concurrency, status, error_code, error, "
              "summary_json, records_json, telemetry_json, created_at) "
              "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
    if (!statement)
        return statement.error();
    statement->bind(1, result.runId);
    statement->bind(2, qint64(result.position));
    statement->bind(3, qint64(result.concurrency));
    statement->bind(4, runStatusName(result.status));
    statement->bindTextOrNull(5, result.errorCode);
    statement->bindTextOrNull(6, result.error);
    statement->bind(7, jsonText(serveSummaryJson(result.summary)));
    statement->bind(8, jsonText(nlohmann::json(result.records)));
    statement->bind(9, jsonText(telemetryJson(result.telemetry)));
    statement->bind(10, nowUtcText());
    if (auto r = statement->run(); !r) {
        Error error = r.error();
        error.detail
            = QStringLiteral("storing serve result %1 of run %2: %3")
                  .arg(QString::number(result.position), QString::number(result.runId), error.detail);
        return error;
    }
    return qint64(sqlite3_last_insert_rowid(m_db));
}

Result<QList<StoredServeResult>> ResultStore::serveResults(qint64 runId)
{
    auto statement = Statement::prepare(
        m_db, "SELECT id, run_id, position, concurrency, status, error_code, error, summary_json, "
              "records_json, telemetry_json, created_at FROM serve_results WHERE run_id = ?1 "
              "ORDER BY position, id");
    if (!statement)
        return statement.error();
    statement->bind(1, runId);
    QList<StoredServeResult> results;
    for (;;) {
        auto row = statement->step();
        if (!row)
            return row.error();
        if (!*row)
            return results;
        StoredServeResult result;
        result.id = statement->columnInt64(0);
        result.runId = statement->columnInt64(1);
        const auto unreadable = [&result](const QString &why) {
            return Error{ErrorCode::DatabaseQuery,
                         QStringLiteral("stored serve result %1 of run %2 cannot be read: %3")
                             .arg(QString::number(result.id), QString::number(result.runId), why)};
        };
        const qint64 position = statement->columnInt64(2);
        const qint64 concurrency = statement->columnInt64(3);
        if (position < 0 || position > std::numeric_limits<int>::max() || concurrency < 0
            || concurrency > std::numeric_limits<std::uint32_t>::max())
            return unreadable(QStringLiteral("position or concurrency out of range"));
        result.position = int(position);
        result.concurrency = std::uint32_t(concurrency);
        const QString status = statement->columnText(4);
        const std::optional<RunStatus> known = runStatusFromName(status);
        if (!known || *known == RunStatus::Running || *known == RunStatus::Interrupted)
            return unreadable(QStringLiteral("unknown status %1").arg(status));
        result.status = *known;
        result.errorCode = statement->columnText(5);
        result.error = statement->columnText(6);
        result.createdAtUtc = QDateTime::fromString(statement->columnText(10), Qt::ISODateWithMs);

        const auto parse = [&statement](int column) {
            return nlohmann::json::parse(statement->columnUtf8(column).toStdString(), nullptr, false);
        };
        const nlohmann::json summary = parse(7);
        if (summary.is_discarded())
            return unreadable(QStringLiteral("the summary is not valid JSON"));
        auto parsedSummary = serveSummaryFromJson(summary);
        if (!parsedSummary)
            return unreadable(parsedSummary.error().detail);
        result.summary = std::move(parsedSummary).value();
        const nlohmann::json records = parse(8);
        if (!records.is_array())
            return unreadable(QStringLiteral("the request records are not a JSON array"));
        result.records.reserve(records.size());
        for (std::size_t i = 0; i < records.size(); ++i) {
            auto record = protocol::parseServeRequestRecord(records[i]);
            if (!record)
                return unreadable(
                    QStringLiteral("request record %1: %2")
                        .arg(QString::number(i), QString::fromStdString(record.error().message)));
            result.records.push_back(std::move(record).value());
        }
        const nlohmann::json telemetry = parse(9);
        if (telemetry.is_discarded())
            return unreadable(QStringLiteral("the telemetry is not valid JSON"));
        auto parsedTelemetry = telemetryFromJson(telemetry);
        if (!parsedTelemetry)
            return unreadable(parsedTelemetry.error().detail);
        result.telemetry = std::move(parsedTelemetry).value();
        results.append(std::move(result));
    }
}

} // namespace shardscope::core
