#pragma once

#include "core/Result.h"

#include <nlohmann/json.hpp>

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>

struct sqlite3;
struct sqlite3_stmt;

namespace shardscope::core::store {

/// A prepared statement that is finalized when it goes out of scope. A failed bind is kept and
/// reported by the next step(), so call sites bind a row and check once.
class Statement
{
public:
    static Result<Statement> prepare(sqlite3 *db, const char *sql);
    Statement(Statement &&other) noexcept;
    Statement &operator=(Statement &&other) noexcept;
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;
    ~Statement();

    /// Parameters are numbered from 1, as in SQLite.
    void bind(int index, qint64 value);
    void bind(int index, const QString &value);
    void bind(int index, const QByteArray &utf8);
    void bindNull(int index);
    /// `text`, or NULL when it is empty: how the store keeps an optional text (an error, a code).
    void bindTextOrNull(int index, const QString &text);

    /// One step: true when a row is available, false when the statement is done.
    Result<bool> step();
    /// Steps a statement that returns no rows (INSERT, UPDATE) to its end.
    Result<void> run();

    qint64 columnInt64(int column) const;
    QString columnText(int column) const;
    QByteArray columnUtf8(int column) const;
    bool columnIsNull(int column) const;

private:
    Statement(sqlite3 *db, sqlite3_stmt *statement);
    void keepBindError(int rc, int index);

    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_statement = nullptr;
    std::optional<Error> m_bindError;
};

/// The text of a timestamp column: UTC, ISO 8601 with milliseconds.
QString utcText(const QDateTime &time);

/// The text of a JSON column. Names come from the user, interface names, driver strings and reports
/// from nodes: invalid UTF-8 is replaced, not thrown on.
QByteArray jsonText(const nlohmann::json &json);

} // namespace shardscope::core::store
