#pragma once

#include <QStringList>

namespace shardscope::cli {

/// Is the command of this command line (program name first) `hosts`? Only --db and --json may
/// come before it.
bool isHostsCommand(const QStringList &arguments);

/// `shardscope-cli hosts list|add|remove|import …`: the nodes stored in the database. Parses its
/// own options (program name first in arguments) and returns the process exit code.
int runHostsCommand(const QStringList &arguments);

} // namespace shardscope::cli
