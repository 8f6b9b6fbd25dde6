#include "core/store/SqliteError.h"

#include <sqlite3.h>

namespace shardscope::core::store {

Error sqliteError(sqlite3 *db, int rc, const char *what, ErrorCode fallback)
{
    // The primary code is the low byte of an extended code (SQLITE_FULL vs SQLITE_IOERR_…).
    const int primary = rc & 0xff;
    const ErrorCode code = primary == SQLITE_FULL ? ErrorCode::DiskFull : fallback;
    // sqlite3_errmsg describes the most recent failure on this connection; without a
    // connection (open failed to allocate one) only the generic text for rc is known.
    const char *message = db ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
    return Error{code, QStringLiteral("%1: %2 (SQLite code %3)")
                           .arg(QString::fromUtf8(what), QString::fromUtf8(message), QString::number(rc))};
}

} // namespace shardscope::core::store
