#pragma once

#include <QCommandLineOption>

namespace shardscope::cli {

/// `--db PATH`, the same for every command that opens the result database.
QCommandLineOption databaseOption();

/// bench's `--split-over NAME,NAME[,…]`, repeatable: one node set of the splits and replicas each
/// (parseNodeNameList reads a value).
QCommandLineOption splitOverOption();

} // namespace shardscope::cli
