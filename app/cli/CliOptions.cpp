#include "app/cli/CliOptions.h"

namespace shardscope::cli {

QCommandLineOption databaseOption()
{
    return QCommandLineOption(
        QStringLiteral("db"),
        QStringLiteral("Database file (default: shardscope.db in the app data folder)."),
        QStringLiteral("path"));
}

} // namespace shardscope::cli
