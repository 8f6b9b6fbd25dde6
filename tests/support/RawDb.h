#pragma once

// A raw SQLite connection for the store's tests: to write what no ResultStore would (an old
// schema, a trigger that refuses an UPDATE, a writer of another boot) and to read back exactly
// what is on disk. Header-only, for the store's and the CLI's test binaries.
//
// A file of an older, released schema version starts from tests/core/data/schema-v<N>.sql
// (writeSchema); the rows a test needs are its own.

#include <QDir>
#include <QFile>
#include <QString>

#include <sqlite3.h>

#include <string>

namespace shardscope::test {

class RawDb
{
public:
    enum class Open {
        CreateIfMissing,
        ExistingOnly, ///< never creates the file (a test that polls for the CLI's database)
    };

    explicit RawDb(const QString &path, Open how = Open::CreateIfMissing)
    {
        const int flags = SQLITE_OPEN_READWRITE | (how == Open::CreateIfMissing ? SQLITE_OPEN_CREATE : 0);
        m_rc = sqlite3_open_v2(QFile::encodeName(path).constData(), &m_db, flags, nullptr);
        if (m_rc == SQLITE_OK)
            sqlite3_busy_timeout(m_db, 5000); // another process (a CLI under test) may be writing
    }
    ~RawDb() { sqlite3_close(m_db); }
    RawDb(const RawDb &) = delete;
    RawDb &operator=(const RawDb &) = delete;

    bool ok() const { return m_rc == SQLITE_OK; }

    bool exec(const char *sql) { return sqlite3_exec(m_db, sql, nullptr, nullptr, nullptr) == SQLITE_OK; }
    bool exec(const std::string &sql) { return exec(sql.c_str()); }
    bool exec(const QString &sql) { return exec(sql.toStdString()); }

    /// tests/core/data/schema-v<version>.sql: the schema a database of that released version has,
    /// its user_version included.
    static QString schemaFile(int version)
    {
        return QStringLiteral(SHARDSCOPE_TESTS_DIR "/core/data/schema-v%1.sql").arg(version);
    }

    /// Writes the schema of a released version (schemaFile) into this (empty) database; false when
    /// the file cannot be read or its SQL fails.
    bool writeSchema(int version)
    {
        QFile file(schemaFile(version));
        if (!file.open(QIODevice::ReadOnly))
            return false;
        return exec(file.readAll().toStdString());
    }

    /// First column of the first row, as text; "<error>" or "<none>" otherwise.
    std::string scalar(const std::string &sql)
    {
        sqlite3_stmt *statement = nullptr;
        if (sqlite3_prepare_v2(m_db, sql.c_str(), -1, &statement, nullptr) != SQLITE_OK)
            return "<error>";
        std::string value = "<none>";
        if (sqlite3_step(statement) == SQLITE_ROW) {
            const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(statement, 0));
            value = text ? text : "<null>";
        }
        sqlite3_finalize(statement);
        return value;
    }

private:
    sqlite3 *m_db = nullptr;
    int m_rc = SQLITE_ERROR;
};

} // namespace shardscope::test
