#pragma once

#include <QString>

namespace shardscope::core {
class ResultStore;
}

namespace shardscope::cli {

/// What `shardscope-cli inventory` was asked to do.
struct InventoryOptions {
    QString databasePath; ///< --db, else core::defaultDatabasePath()
    bool local = false;   ///< --local: this computer, through a local agent
    bool json = false;    ///< --json: the probe document plus "health", instead of a summary
    QString pdfPath;      ///< --pdf: afterwards, the inventory PDF (writeInventoryPdf) goes here
};

/// Probes this computer, stores the inventory as host "This computer" and prints it; with
/// pdfPath, then writes the inventory PDF (also when the probe failed: the stored inventories are
/// still worth a report, the exit code says it failed). Returns the process exit code; failures
/// are reported on stderr.
int runInventory(const InventoryOptions &options);

/// Writes the inventory PDF (presentation::InventoryPdf, the same as the GUI's Export) to path:
/// every stored machine, this computer first, with its latest stored inventory, and the health
/// findings over them as the GUI reckons them. Prints "Wrote the inventory PDF to <path>" (on stderr
/// with json, so stdout stays one document); a failure is one line on stderr and leaves no file.
/// Needs a QGuiApplication. Returns whether the PDF was written.
bool writeInventoryPdf(core::ResultStore &store, const QString &path, bool json);
/// The same, opening the database first (the default one when databasePath is empty). Returns
/// the exit code.
int writeInventoryPdf(const QString &databasePath, const QString &path, bool json);

} // namespace shardscope::cli
