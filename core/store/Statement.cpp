#include "core/store/Statement.h"

#include "core/store/SqliteError.h"

#include <QDateTime>

#include <sqlite3.h>

#include <utility>

namespace shardscope::core::store {

Result<Statement> Statement::prepare(sqlite3 *db, const char *sql)
{
    sqlite3_stmt *statement = nullptr;
    const int rc = sqlite3_prepare_v2(db, sql, -1, &statement, nullptr);
    if (rc != SQLITE_OK) {
        const QByteArray what = "preparing " + sqlSummary(sql);
        Error error = sqliteError(db, rc, what.constData());
        sqlite3_finalize(statement); // NULL-safe; prepare may leave a half-built statement
        return error;
    }
    return Statement(db, statement);
}

Statement::Statement(sqlite3 *db, sqlite3_stmt *statement)
    : m_db(db)
    , m_statement(statement)
{}

Statement::Statement(Statement &&other) noexcept
    : m_db(std::exchange(other.m_db, nullptr))
    , m_statement(std::exchange(other.m_statement, nullptr))
    , m_bindError(std::move(other.m_bindError))
{}

Statement &Statement::operator=(Statement &&other) noexcept
{
    if (this != &other) {
        sqlite3_finalize(m_statement);
        m_db = std::exchange(other.m_db, nullptr);
        m_statement = std::exchange(other.m_statement, nullptr);
        m_bindError = std::move(other.m_bindError);
    }
    return *this;
}

Statement::~Statement()
{
    // The return value of finalize repeats the last step's error, which was already reported.
    sqlite3_finalize(m_statement);
}

void Statement::keepBindError(int rc, int index)
{
    if (rc != SQLITE_OK && !m_bindError) {
        const QByteArray what = "binding parameter " + QByteArray::number(index);
        m_bindError = sqliteError(m_db, rc, what.constData());
    }
}

void Statement::bind(int index, qint64 value)
{
    keepBindError(sqlite3_bind_int64(m_statement, index, value), index);
}

void Statement::bind(int index, const QString &value)
{
    bind(index, value.toUtf8());
}

void Statement::bind(int index, const QByteArray &utf8)
{
    // SQLITE_TRANSIENT: SQLite copies the bytes, so the temporary QByteArray may go away.
    keepBindError(sqlite3_bind_text64(m_statement, index, utf8.constData(),
                                      static_cast<sqlite3_uint64>(utf8.size()), SQLITE_TRANSIENT,
                                      SQLITE_UTF8),
                  index);
}

void Statement::bindNull(int index)
{
    keepBindError(sqlite3_bind_null(m_statement, index), index);
}

void Statement::bindTextOrNull(int index, const QString &text)
{
    if (text.isEmpty())
        bindNull(index);
    else
        bind(index, text);
}

Result<bool> Statement::step()
{
    if (m_bindError)
        return *m_bindError;
    const int rc = sqlite3_step(m_statement);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    return sqliteError(m_db, rc, sqlSummary(sqlite3_sql(m_statement)).constData());
}

Result<void> Statement::run()
{
    for (;;) {
        auto row = step();
        if (!row)
            return row.error();
        if (!*row)
            return {};
    }
}

qint64 Statement::columnInt64(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

QString Statement::columnText(int column) const
{
    return QString::fromUtf8(columnUtf8(column));
}

QByteArray Statement::columnUtf8(int column) const
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    const int size = sqlite3_column_bytes(m_statement, column);
    return text ? QByteArray(text, size) : QByteArray();
}

bool Statement::columnIsNull(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

QString utcText(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

QByteArray jsonText(const nlohmann::json &json)
{
    return QByteArray::fromStdString(json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

} // namespace shardscope::core::store
