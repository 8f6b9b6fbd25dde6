#pragma once

#include "app/cli/CliOutput.h"
#include "core/Result.h"
#include "core/cluster/NodeJobs.h"
#include "core/run/RunRecorder.h"
#include "core/store/ResultStore.h"

#include <QString>

#include <memory>

namespace shardscope::cli {

/// What `shardscope-cli runs` was asked to do.
struct RunsOptions {
    QString databasePath; ///< --db, else core::defaultDatabasePath()
    QString kind;         ///< --kind bench|linktest|serve; empty: every kind
    bool json = false;    ///< --json: {"runs": [...]} instead of a table
};

/// Lists the stored runs, newest first: id, kind, status, start and end, the nodes of the
/// configuration snapshot, the baseline flag and (bench runs) the model. Returns the exit code.
int runRunsCommand(const RunsOptions &options);

/// Opens the database (the default one when path is empty) for a command that only reads it
/// (runs, report): nothing is created, and a file that cannot be written (a full disk, a read-only
/// mount) is read all the same (core::StoreAccess::Read). Reports why not with printFailure and
/// returns null.
std::unique_ptr<core::ResultStore> openDatabaseForReading(const QString &path, OutputFormat format);

/// The last line a measuring command (bench, linktest) prints: "Stored as run N (status)." only
/// when `finished`, the store's answer to finishRun, says it took that status; otherwise that the
/// results are stored but the end is not, so the run shows as interrupted once this process ends.
QString storedAsLine(qint64 runId, core::RunStatus status, const core::Result<void> &finished);

/// How bench and linktest end a run: print each node's error (one line with its advice), finish
/// the run (core::runEnd, the GUI's rule too) and print what the store refused: the outcome (the
/// status is then not "stored": a full disk may refuse the last UPDATE after every part went in)
/// and the first of its `parts` ("runs", "pairs") not stored.
core::RunRecorder::Finished endRecordedRun(core::RunRecorder &recorder,
                                           const QList<core::NodeOutcome> &nodeOutcomes,
                                           const QList<core::ClusterNode> &nodes,
                                           const QString &databasePath);

} // namespace shardscope::cli
