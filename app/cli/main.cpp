// shardscope-cli: ShardScope without a GUI, for scripts and tests.
//   shardscope-cli inventory --local [--json] [--db PATH]
#include "app/cli/CliOutput.h"
#include "app/cli/InventoryCommand.h"
#include "core/ApplicationIdentity.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

namespace {

using namespace shardscope;

void printUsageError(const QCommandLineParser &parser, const QString &message)
{
    const QByteArray text
        = (QStringLiteral("shardscope-cli: %1\n\n").arg(message) + parser.helpText()).toUtf8();
    std::fwrite(text.constData(), 1, std::size_t(text.size()), stderr);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    core::setApplicationIdentity();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Measure whether local AI inference should be split across your machines.\n\n"
                       "Commands:\n"
                       "  inventory   probe a computer and store its inventory (--local: this computer)"));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption localOption(QStringLiteral("local"), QStringLiteral("Inventory this computer."));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        QStringLiteral("Print JSON instead of a summary."));
    const QCommandLineOption dbOption(
        QStringLiteral("db"),
        QStringLiteral("Database file (default: shardscope.db in the app data folder)."),
        QStringLiteral("path"));
    parser.addOptions({localOption, jsonOption, dbOption});
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("What to do: inventory."));

    if (!parser.parse(QCoreApplication::arguments())) {
        printUsageError(parser, parser.errorText());
        return cli::ExitUsage;
    }
    if (parser.isSet(helpOption))
        parser.showHelp(cli::ExitSuccess); // exits
    if (parser.isSet(versionOption))
        parser.showVersion(); // exits

    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        printUsageError(parser, QStringLiteral("no command given"));
        return cli::ExitUsage;
    }
    const QString command = positional.constFirst();
    if (command != QLatin1String("inventory")) {
        printUsageError(parser, QStringLiteral("unknown command \"%1\"").arg(command));
        return cli::ExitUsage;
    }
    if (positional.size() > 1) {
        printUsageError(parser, QStringLiteral("unexpected argument \"%1\"").arg(positional.at(1)));
        return cli::ExitUsage;
    }
    if (!parser.isSet(localOption)) {
        // Remote hosts come with the SSH layer; until then say so instead of guessing.
        printUsageError(parser,
                        QStringLiteral("inventory needs --local (inventory over SSH is not available yet)"));
        return cli::ExitUsage;
    }
    if (parser.isSet(dbOption) && parser.value(dbOption).isEmpty()) {
        printUsageError(parser, QStringLiteral("--db needs a file path"));
        return cli::ExitUsage;
    }

    cli::InventoryOptions options;
    options.local = true;
    options.json = parser.isSet(jsonOption);
    options.databasePath = parser.value(dbOption);
    return cli::runInventory(options);
}
