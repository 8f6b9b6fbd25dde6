#pragma once

#include "core/Result.h"

struct sqlite3;

namespace shardscope::core::store {

/// The Error for a failed sqlite3_* call: SQLITE_FULL becomes DiskFull, anything else
/// `fallback`; the detail names what was done and carries sqlite3_errmsg and the code.
Error sqliteError(sqlite3 *db, int rc, const char *what, ErrorCode fallback = ErrorCode::DatabaseQuery);

} // namespace shardscope::core::store
