#include "core/store/SqliteError.h"

#include <QByteArrayList>
#include <QString>

#include <sqlite3.h>

#include <cerrno>
#include <cstring>

namespace shardscope::core::store {

namespace {

/// The errno behind an I/O failure, if SQLite kept one: "No space left on device" is the cause
/// the user can act on, "disk I/O error" is not.
int systemErrno(sqlite3 *db, int primary)
{
    if (!db)
        return 0;
    if (primary != SQLITE_IOERR && primary != SQLITE_CANTOPEN && primary != SQLITE_FULL
        && primary != SQLITE_READONLY && primary != SQLITE_PERM)
        return 0;
    return sqlite3_system_errno(db);
}

} // namespace

Error sqliteError(sqlite3 *db, int rc, const char *what, ErrorCode fallback)
{
    // The primary code is the low byte of an extended code (SQLITE_FULL vs SQLITE_IOERR_…).
    const int primary = rc & 0xff;
    const int osError = systemErrno(db, primary);
    const bool full = primary == SQLITE_FULL || osError == ENOSPC || osError == EDQUOT;
    const ErrorCode code = full ? ErrorCode::DiskFull : fallback;
    // sqlite3_errmsg describes the most recent failure on this connection; without a
    // connection (open failed to allocate one) only the generic text for rc is known.
    QString message = QString::fromUtf8(db ? sqlite3_errmsg(db) : sqlite3_errstr(rc));
    if (osError != 0)
        message += QStringLiteral(" (%1)").arg(QString::fromLocal8Bit(std::strerror(osError)));
    QString detail = QStringLiteral("%1: %2 (SQLite code %3)")
                         .arg(QString::fromUtf8(what), message, QString::number(rc));
    // One line, whatever a message or a path holds.
    detail.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return Error{code, detail};
}

QByteArray sqlSummary(const char *sql)
{
    const QByteArray text = QByteArray(sql ? sql : "").simplified();
    const QList<QByteArray> words = text.split(' ');
    const QByteArray first = words.value(0).toUpper();
    // The table a statement works on: the word after `marker` (FROM, INTO, UPDATE …).
    const auto after = [&words](const char *marker) -> QByteArray {
        for (qsizetype i = 0; i + 1 < words.size(); ++i)
            if (words.at(i).toUpper() == marker) {
                QByteArray name = words.at(i + 1);
                const qsizetype paren = name.indexOf('(');
                return paren >= 0 ? name.left(paren) : name;
            }
        return QByteArray("a table");
    };
    if (first == "INSERT" || first == "REPLACE")
        return "inserting into " + after("INTO");
    if (first == "UPDATE")
        return "updating " + after("UPDATE");
    if (first == "DELETE")
        return "deleting from " + after("FROM");
    if (first == "SELECT" || first == "WITH")
        return "reading " + after("FROM");
    if (first == "CREATE" || first == "ALTER" || first == "DROP")
        return "changing the schema";
    // Short statements (BEGIN IMMEDIATE, COMMIT, PRAGMA journal_mode = WAL) say it best themselves.
    return words.size() <= 4 ? text : words.mid(0, 2).join(' ');
}

} // namespace shardscope::core::store
