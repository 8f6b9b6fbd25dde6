#include "app/cli/CliOptions.h"

#include <QDir>
#include <QFileInfo>

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
            "Run tp, pp and replicas over these nodes, comma-separated, in rank order: "
            "the names the nodes have here (as given to --host, or stored). Repeatable: each "
            "is one more node set, run in the order given; a node in no set (other than the first, "
            "which runs the baseline) is left out. Default: over all nodes."),
        QStringLiteral("names"));
}

std::optional<QString> inputFileProblem(const QString &option, const QString &path, MissingFile missing)
{
    const QFileInfo info(path);
    if (info.isDir())
        return QStringLiteral("--%1 %2 is a folder; it needs a file").arg(option, path);
    if (info.exists())
        return std::nullopt;
    if (missing == MissingFile::MayBeCreated) {
        if (info.absoluteDir().exists())
            return std::nullopt;
        return QStringLiteral("--%1 %2: the folder %3 does not exist")
            .arg(option, path, QDir::toNativeSeparators(info.absolutePath()));
    }
    return QStringLiteral("--%1 %2 does not exist").arg(option, path);
}

bool samePath(const QString &a, const QString &b)
{
    const QFileInfo first(a);
    const QFileInfo second(b);
    if (first.absoluteFilePath() == second.absoluteFilePath())
        return true;
    const QString canonicalFirst = first.canonicalFilePath();
    return !canonicalFirst.isEmpty() && canonicalFirst == second.canonicalFilePath();
}

} // namespace shardscope::cli
