#pragma once

#include <QStringList>

namespace shardscope::cli {

/// Is the command of this command line (program name first) `report`? Only --db may come before
/// it. Asked before the application object exists: `report` needs a QGuiApplication.
bool isReportCommand(const QStringList &arguments);

/// `shardscope-cli report --run ID [--pdf FILE] [--csv FILE] [--summary-csv FILE] [--json FILE]
/// [--db PATH]`: writes the report of a stored bench run (at least one output) and prints its
/// verdict. Parses its own options (program name first; --json takes a file here) and returns the
/// exit code: 0 only when every output was written. Needs a QGuiApplication for the PDF.
int runReportCommand(const QStringList &arguments);

} // namespace shardscope::cli
