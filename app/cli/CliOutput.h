#pragma once

#include "core/Result.h"

#include <QString>

namespace shardscope::cli {

/// Exit codes of shardscope-cli.
enum ExitCode : int {
    ExitSuccess = 0,
    ExitFailure = 1, ///< the command ran and something failed (agent, database, disk)
    ExitUsage = 2,   ///< the command line was wrong
};

/// Writes text to stdout as UTF-8.
void printOut(const QString &text);

/// Writes one line to stderr: "shardscope-cli: <what> failed: <detail>. <what to do>".
void printFailure(const QString &what, const core::Error &error);

/// What the user can do about an error, one short sentence.
QString adviceFor(core::ErrorCode code);

} // namespace shardscope::cli
