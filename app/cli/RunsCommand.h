#pragma once

#include <QString>

namespace shardscope::cli {

/// What `shardscope-cli runs` was asked to do.
struct RunsOptions {
    QString databasePath; ///< --db, else core::defaultDatabasePath()
    QString kind;         ///< --kind bench|linktest; empty: every kind
    bool json = false;    ///< --json: {"runs": [...]} instead of a table
};

/// Lists the stored runs, newest first: id, kind, status, start and end, the nodes of the
/// configuration snapshot, the baseline flag and (bench runs) the model. Returns the exit code.
int runRunsCommand(const RunsOptions &options);

} // namespace shardscope::cli
