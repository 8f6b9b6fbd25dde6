// shardscope-cli: ShardScope without a GUI, for scripts and tests.
//   shardscope-cli inventory --local [--json] [--db PATH]
//   shardscope-cli inventory --host user@addr[:port] [--host …] [--remote-agent PATH | --node-dir DIR]
//                  [--identity FILE] [--known-hosts FILE] [--accept-new] [--ssh-config FILE|none]
//                  [--json] [--db PATH]
#include "app/cli/CliOutput.h"
#include "app/cli/InventoryCommand.h"
#include "app/cli/RemoteInventoryCommand.h"
#include "core/ApplicationIdentity.h"
#include "core/agent/AgentChannel.h"

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
                       "  inventory   probe computers and store their inventory (--local: this computer;\n"
                       "              --host: nodes over SSH)"));
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
        QStringLiteral("A node to inventory over SSH: user@address[:port]. Repeatable."),
        QStringLiteral("user@address[:port]"));
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
    parser.addOptions({localOption, jsonOption, dbOption, hostOption, identityOption, knownHostsOption,
                       acceptNewOption, remoteAgentOption, nodeDirOption, sshConfigOption});
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
    if (parser.isSet(dbOption) && parser.value(dbOption).isEmpty()) {
        printUsageError(parser, QStringLiteral("--db needs a file path"));
        return cli::ExitUsage;
    }
    const bool local = parser.isSet(localOption);
    const bool remote = parser.isSet(hostOption);
    if (local == remote) {
        printUsageError(parser, local ? QStringLiteral("inventory takes either --local or --host, not both")
                                      : QStringLiteral("inventory needs --local or at least one --host"));
        return cli::ExitUsage;
    }
    if (remote) {
        cli::RemoteInventoryOptions options;
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
        if (parser.isSet(remoteAgentOption) && parser.isSet(nodeDirOption)) {
            printUsageError(parser, QStringLiteral("--node-dir is for deploying the agent; --remote-agent "
                                                   "uses one that is already there"));
            return cli::ExitUsage;
        }
        if (!parser.isSet(remoteAgentOption)) {
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
        return cli::runRemoteInventory(options);
    }
    if (parser.isSet(identityOption) || parser.isSet(knownHostsOption) || parser.isSet(acceptNewOption)
        || parser.isSet(remoteAgentOption) || parser.isSet(nodeDirOption) || parser.isSet(sshConfigOption)) {
        printUsageError(parser, QStringLiteral("--identity, --known-hosts, --accept-new, --remote-agent, "
                                               "--node-dir and --ssh-config go with --host"));
        return cli::ExitUsage;
    }

    cli::InventoryOptions options;
    options.local = true;
    options.json = parser.isSet(jsonOption);
    options.databasePath = parser.value(dbOption);
    return cli::runInventory(options);
}
