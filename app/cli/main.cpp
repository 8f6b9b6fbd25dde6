// shardscope-cli: ShardScope without a GUI, for scripts and tests.
//   shardscope-cli inventory --local [--json] [--db PATH]
//   shardscope-cli hosts list|add|remove|import … (see HostsCommand.cpp)
//   shardscope-cli inventory|deploy|remove (--host user@addr[:port]|NAME … | --all)
//                  [--remote-agent PATH (inventory) | --node-dir DIR] [--identity FILE]
//                  [--known-hosts FILE] [--accept-new] [--ssh-config FILE|none] [--parallel N]
//                  [--json] [--db PATH]
#include "app/cli/CliOutput.h"
#include "app/cli/HostsCommand.h"
#include "app/cli/InventoryCommand.h"
#include "app/cli/NodeCommands.h"
#include "core/ApplicationIdentity.h"
#include "core/agent/AgentChannel.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHash>

namespace {

using namespace shardscope;

void printUsageError(const QCommandLineParser &parser, const QString &message)
{
    cli::printError(QStringLiteral("shardscope-cli: %1\n\n").arg(message) + parser.helpText());
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    core::setApplicationIdentity();

    // `hosts` has options of its own and parses them itself (HostsCommand.cpp).
    if (cli::isHostsCommand(QCoreApplication::arguments()))
        return cli::runHostsCommand(QCoreApplication::arguments());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Measure whether local AI inference should be split across your machines.\n\n"
                       "Commands:\n"
                       "  inventory   probe computers and store their inventory (--local: this computer;\n"
                       "              --host/--all: nodes over SSH)\n"
                       "  deploy      put the agent on nodes and check that it starts\n"
                       "  remove      delete everything ShardScope put on nodes (~/.cache/shardscope)\n"
                       "  hosts       list, add, remove or import (from ~/.ssh/config) the stored nodes;\n"
                       "              see 'hosts --help'"));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption localOption(QStringLiteral("local"), QStringLiteral("Inventory this computer."));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        QStringLiteral("Print JSON instead of a summary."));
    const QCommandLineOption dbOption(
        QStringLiteral("db"),
        QStringLiteral("Database file (default: shardscope.db in the app data folder)."),
        QStringLiteral("path"));
    const QCommandLineOption hostOption(
        QStringLiteral("host"),
        QStringLiteral("A node over SSH: user@address[:port], or the name of a stored node. Repeatable."),
        QStringLiteral("user@address[:port]|name"));
    const QCommandLineOption allOption(
        QStringLiteral("all"), QStringLiteral("Every node stored in the database (not this computer)."));
    const QCommandLineOption parallelOption(
        QStringLiteral("parallel"), QStringLiteral("Nodes worked on at the same time (default 8, 1 to 64)."),
        QStringLiteral("n"), QStringLiteral("8"));
    const QCommandLineOption identityOption(
        QStringLiteral("identity"),
        QStringLiteral("Private key file for SSH (default: ssh-agent and ~/.ssh keys)."),
        QStringLiteral("file"));
    const QCommandLineOption knownHostsOption(
        QStringLiteral("known-hosts"), QStringLiteral("known_hosts file (default: ~/.ssh/known_hosts)."),
        QStringLiteral("file"));
    const QCommandLineOption acceptNewOption(
        QStringLiteral("accept-new"),
        QStringLiteral("Trust and store host keys not seen before. Changed keys are always refused."));
    const QCommandLineOption remoteAgentOption(
        QStringLiteral("remote-agent"),
        QStringLiteral("Path of shardscope-agent on the nodes (default: deploy this computer's agent)."),
        QStringLiteral("path"));
    const QCommandLineOption sshConfigOption(
        QStringLiteral("ssh-config"),
        QStringLiteral(
            "ssh_config file to read, or \"none\" (default: ~/.ssh/config and /etc/ssh/ssh_config)."),
        QStringLiteral("file"));
    const QCommandLineOption nodeDirOption(
        QStringLiteral("node-dir"),
        QStringLiteral("Absolute folder on the nodes for ShardScope's files (default: ~/.cache/shardscope)."),
        QStringLiteral("path"));
    parser.addOptions({localOption, jsonOption, dbOption, hostOption, allOption, identityOption,
                       knownHostsOption, acceptNewOption, remoteAgentOption, nodeDirOption, sshConfigOption,
                       parallelOption});
    parser.addPositionalArgument(QStringLiteral("command"),
                                 QStringLiteral("What to do: inventory, deploy or remove."));

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
    const QHash<QString, core::NodeAction> actions{{QStringLiteral("inventory"), core::NodeAction::Inventory},
                                                   {QStringLiteral("deploy"), core::NodeAction::Deploy},
                                                   {QStringLiteral("remove"), core::NodeAction::Remove}};
    if (!actions.contains(command)) {
        printUsageError(parser, QStringLiteral("unknown command \"%1\"").arg(command));
        return cli::ExitUsage;
    }
    if (positional.size() > 1) {
        printUsageError(parser, QStringLiteral("unexpected argument \"%1\"").arg(positional.at(1)));
        return cli::ExitUsage;
    }
    if (parser.isSet(dbOption) && parser.value(dbOption).isEmpty()) {
        printUsageError(parser, QStringLiteral("--db needs a file path"));
        return cli::ExitUsage;
    }
    const core::NodeAction action = actions.value(command);
    const bool local = parser.isSet(localOption);
    const bool remote = parser.isSet(hostOption) || parser.isSet(allOption);
    if (local && action != core::NodeAction::Inventory) {
        printUsageError(parser, QStringLiteral("--local goes with inventory only"));
        return cli::ExitUsage;
    }
    if (local == remote) {
        printUsageError(
            parser,
            local ? QStringLiteral("%1 takes either --local or --host/--all, not both").arg(command)
                  : QStringLiteral("%1 needs %2--host or --all")
                        .arg(command, action == core::NodeAction::Inventory ? QStringLiteral("--local, ")
                                                                            : QString()));
        return cli::ExitUsage;
    }
    if (remote) {
        cli::NodeCommandOptions options;
        options.action = action;
        options.allStored = parser.isSet(allOption);
        for (const QString &text : parser.values(hostOption)) {
            QString problem;
            const std::optional<cli::HostSpec> host = cli::parseHostSpec(text, &problem);
            if (!host) {
                printUsageError(parser, QStringLiteral("--host %1").arg(problem));
                return cli::ExitUsage;
            }
            options.hosts.append(*host);
        }
        for (const QCommandLineOption &option :
             {identityOption, knownHostsOption, remoteAgentOption, nodeDirOption, sshConfigOption}) {
            if (parser.isSet(option) && parser.value(option).isEmpty()) {
                printUsageError(parser,
                                QStringLiteral("--%1 needs a value").arg(option.names().constFirst()));
                return cli::ExitUsage;
            }
        }
        if (parser.isSet(nodeDirOption) && !parser.value(nodeDirOption).startsWith(QLatin1Char('/'))) {
            printUsageError(parser, QStringLiteral("--node-dir needs an absolute path"));
            return cli::ExitUsage;
        }
        if (parser.isSet(remoteAgentOption) && action != core::NodeAction::Inventory) {
            printUsageError(parser, QStringLiteral("--remote-agent goes with inventory only"));
            return cli::ExitUsage;
        }
        bool parallelOk = false;
        options.parallel = parser.value(parallelOption).toInt(&parallelOk);
        if (!parallelOk || options.parallel < 1 || options.parallel > 64) {
            printUsageError(parser, QStringLiteral("--parallel needs a number from 1 to 64"));
            return cli::ExitUsage;
        }
        if (parser.isSet(remoteAgentOption) && parser.isSet(nodeDirOption)) {
            printUsageError(parser, QStringLiteral("--node-dir is for deploying the agent; --remote-agent "
                                                   "uses one that is already there"));
            return cli::ExitUsage;
        }
        if (!parser.isSet(remoteAgentOption) && action != core::NodeAction::Remove) {
            const core::AgentSearch search = core::searchLocalAgent();
            if (search.found.isEmpty()) {
                cli::printFailure(QStringLiteral("finding the agent to deploy"),
                                  core::Error{core::ErrorCode::AgentNotFound, search.problem},
                                  parser.isSet(jsonOption) ? cli::OutputFormat::Json
                                                           : cli::OutputFormat::Text);
                return cli::ExitFailure;
            }
            options.localAgent = search.found;
        }
        options.nodeDir = parser.value(nodeDirOption);
        options.sshConfig = parser.value(sshConfigOption);
        options.identityFile = parser.value(identityOption);
        options.knownHostsFile = parser.value(knownHostsOption);
        options.acceptNew = parser.isSet(acceptNewOption);
        options.remoteAgent = parser.value(remoteAgentOption);
        options.databasePath = parser.value(dbOption);
        options.json = parser.isSet(jsonOption);
        return cli::runNodeCommand(options);
    }
    if (parser.isSet(identityOption) || parser.isSet(knownHostsOption) || parser.isSet(acceptNewOption)
        || parser.isSet(remoteAgentOption) || parser.isSet(nodeDirOption) || parser.isSet(sshConfigOption)
        || parser.isSet(parallelOption)) {
        printUsageError(parser, QStringLiteral("--identity, --known-hosts, --accept-new, --remote-agent, "
                                               "--node-dir, --ssh-config and --parallel go with --host"));
        return cli::ExitUsage;
    }

    cli::InventoryOptions options;
    options.local = true;
    options.json = parser.isSet(jsonOption);
    options.databasePath = parser.value(dbOption);
    return cli::runInventory(options);
}
