#pragma once

#include "core/Result.h"

#include <QByteArray>

struct sqlite3;

namespace shardscope::core::store {

/// The Error for a failed sqlite3_* call: SQLITE_FULL (or an I/O error for lack of space) becomes
/// DiskFull, anything else `fallback`. The detail is one line: what was done, sqlite3_errmsg, the
/// operating system's reason where SQLite has one (a full disk, a read-only file system), and the
/// code.
Error sqliteError(sqlite3 *db, int rc, const char *what, ErrorCode fallback = ErrorCode::DatabaseQuery);

/// What a statement does, in a few words for an error ("inserting into runs", "reading runs",
/// "PRAGMA journal_mode"): a whole statement, its column lists and placeholders, is no message for
/// anyone.
QByteArray sqlSummary(const char *sql);

} // namespace shardscope::core::store
