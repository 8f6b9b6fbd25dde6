#pragma once

namespace shardscope::core {

/// Sets the organisation, application name and version on the running QCoreApplication. The GUI
/// and the CLI both call it: the names choose QStandardPaths::AppDataLocation and so the default
/// database, which must be the same file for both.
void setApplicationIdentity();

} // namespace shardscope::core
