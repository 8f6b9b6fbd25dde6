#pragma once

#include <QCommandLineOption>

namespace shardscope::cli {

/// `--db PATH`, the same for every command that opens the result database.
QCommandLineOption databaseOption();

} // namespace shardscope::cli
