#pragma once

#include "core/Result.h"
#include "core/store/ResultStore.h"

#include <memory>

#include <QString>

namespace shardscope::cli {

/// Exit codes of shardscope-cli.
enum ExitCode : int {
    ExitSuccess = 0,
    ExitFailure = 1, ///< the command ran and something failed (agent, database, disk)
    ExitUsage = 2,   ///< the command line was wrong
};

/// How a command prints its outcome.
enum class OutputFormat {
    Text, ///< a summary for people
    Json, ///< --json: one JSON document on stdout, failures included
};

/// Writes text to stdout as UTF-8.
void printOut(const QString &text);
/// Writes text to stderr as UTF-8 (progress, per-host failures, usage errors).
void printError(const QString &text);

/// Writes one line to stderr: "shardscope-cli: <what> failed: <detail>. <what to do>". With Json
/// it also prints {"error": {"code", "message", "advice"}} on stdout, so that scripts reading
/// stdout always get a JSON document.
void printFailure(const QString &what, const core::Error &error, OutputFormat format);

/// Opens the database at path (the default one when empty), or reports why not with
/// printFailure and returns null. Commands open it first, so that a path that cannot be written
/// fails before any probing or connecting.
std::unique_ptr<core::ResultStore> openDatabaseOrReport(const QString &path, OutputFormat format);

/// What the user can do about an error, one short sentence.
QString adviceFor(core::ErrorCode code);

} // namespace shardscope::cli
