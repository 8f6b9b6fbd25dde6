#include "app/cli/CliOptions.h"

namespace shardscope::cli {

QCommandLineOption databaseOption()
{
    return QCommandLineOption(
        QStringLiteral("db"),
        QStringLiteral("Database file (default: shardscope.db in the app data folder)."),
        QStringLiteral("path"));
}

QCommandLineOption splitOverOption()
{
    return QCommandLineOption(
        QStringLiteral("split-over"),
        QStringLiteral(
            "bench: run tp, pp and replicas over these nodes, comma-separated, in rank order: "
            "the names the nodes have here (as given to --host, or stored). Repeatable: each "
            "is one more node set, run in the order given; a node in no set (other than the first, "
            "which runs the baseline) is left out. Default: over all nodes."),
        QStringLiteral("names"));
}

} // namespace shardscope::cli
