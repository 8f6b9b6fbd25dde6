// ResultStore: the one check of a setup check run (table setup_checks).
#include "core/store/ResultStore.h"

#include "core/store/SqliteError.h"
#include "core/store/Statement.h"

#include <nlohmann/json.hpp>

namespace shardscope::core {

using store::Statement;

Result<qint64> ResultStore::saveSetupCheck(const StoredSetupCheck &check)
{
    if (!nlohmann::json::parse(check.resultJson.toStdString(), nullptr, false).is_object())
        return Error{ErrorCode::InvalidArgument,
                     QStringLiteral("the setup check of run %1 cannot be stored: it is not a JSON object")
                         .arg(check.runId)};
    auto statement = Statement::prepare(
        m_db, "INSERT INTO setup_checks (run_id, result_json, created_at) VALUES (?1, ?2, ?3)");
    if (!statement)
        return statement.error();
    statement->bind(1, check.runId);
    statement->bind(2, check.resultJson);
    statement->bind(3, nowUtcText());
    if (auto r = statement->run(); !r) {
        Error error = r.error();
        error.detail
            = QStringLiteral("storing the setup check of run %1: %2").arg(check.runId).arg(error.detail);
        return error;
    }
    return check.runId;
}

Result<std::optional<StoredSetupCheck>> ResultStore::setupCheck(qint64 runId)
{
    auto statement
        = Statement::prepare(m_db, "SELECT result_json, created_at FROM setup_checks WHERE run_id = ?1");
    if (!statement)
        return statement.error();
    statement->bind(1, runId);
    auto row = statement->step();
    if (!row)
        return row.error();
    if (!*row)
        return std::optional<StoredSetupCheck>{};
    StoredSetupCheck check;
    check.runId = runId;
    check.resultJson = statement->columnText(0);
    check.createdAtUtc = QDateTime::fromString(statement->columnText(1), Qt::ISODateWithMs);
    return std::optional<StoredSetupCheck>{std::move(check)};
}

} // namespace shardscope::core
