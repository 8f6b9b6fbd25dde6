#pragma once

#include <QString>

namespace shardscope::cli {

/// What `shardscope-cli inventory` was asked to do.
struct InventoryOptions {
    QString databasePath; ///< --db, else core::defaultDatabasePath()
    bool local = false;   ///< --local: this computer, through a local agent
    bool json = false;    ///< --json: the probe document plus "health", instead of a summary
};

/// Probes this computer, stores the inventory as host "This computer" and prints it.
/// Returns the process exit code; failures are reported on stderr.
int runInventory(const InventoryOptions &options);

} // namespace shardscope::cli
