#include "app/cli/HostsCommand.h"

#include "app/cli/CliOptions.h"
#include "app/cli/CliOutput.h"
#include "core/SafeText.h"
#include "core/cluster/NodeJobs.h"
#include "core/model/HostCheck.h"
#include "core/ssh/SshConfigImport.h"
#include "core/store/ResultStore.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <optional>

namespace shardscope::cli {

namespace {

using namespace shardscope::core;

/// The options of `hosts`, shared by the parser and by isHostsCommand.
struct HostsOptions {
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print JSON instead of text.")};
    QCommandLineOption db = databaseOption();
    QCommandLineOption address{QStringLiteral("address"),
                               QStringLiteral("add: host name or IP address to reach the node over SSH."),
                               QStringLiteral("address")};
    QCommandLineOption port{QStringLiteral("port"), QStringLiteral("add: SSH port (default 22)."),
                            QStringLiteral("n")};
    QCommandLineOption user{QStringLiteral("user"),
                            QStringLiteral("add: SSH user (default: your user name here; \"\" clears it)."),
                            QStringLiteral("name")};
    QCommandLineOption identity{
        QStringLiteral("identity"),
        QStringLiteral("add: private key file (default: ssh-agent and ~/.ssh keys; \"\" clears it)."),
        QStringLiteral("file")};
    QCommandLineOption clusterInterface{
        QStringLiteral("interface"),
        QStringLiteral("add: network interface for node-to-node traffic, e.g. enp5s0 (\"\" clears it)."),
        QStringLiteral("name")};
    QCommandLineOption sshConfig{QStringLiteral("ssh-config"),
                                 QStringLiteral("import: ssh_config file to read (default: ~/.ssh/config)."),
                                 QStringLiteral("file")};
    QCommandLineOption allowProxyCommand{
        QStringLiteral("allow-proxy-command"),
        QStringLiteral(
            "import: also import hosts with a ProxyCommand or ProxyJump, which runs on this "
            "computer at every connection (without it they are listed with the command, not imported).")};

    QList<QCommandLineOption> all() const
    {
        return {json, db, address, port, user, identity, clusterInterface, sshConfig, allowProxyCommand};
    }
};

enum class HostsAction { Unknown = 0, List, Add, Remove, Import };

int hostsUsageError(const QCommandLineParser &parser, const QString &message)
{
    return usageError(parser, message); // its first positional argument is "hosts"
}

void printJson(const nlohmann::json &document)
{
    // Invalid UTF-8 (a name from someone's ssh_config) is replaced rather than thrown on.
    printOut(QString::fromStdString(document.dump(2, ' ', false, nlohmann::json::error_handler_t::replace))
             + QLatin1Char('\n'));
}

nlohmann::json hostJson(const HostRecord &host)
{
    return {{"id", host.id},
            {"name", host.name.toStdString()},
            {"address", host.address.toStdString()},
            {"port", host.port},
            {"user", host.user.toStdString()},
            {"identity_file", host.identityFile.toStdString()},
            {"cluster_interface", host.clusterInterface.toStdString()},
            {"ssh_alias", host.sshAlias.toStdString()},
            {"local", host.isLocal}};
}

/// One line for people: the target, then the key and the cluster interface when set. A record of
/// an older database may hold what hostRecordProblem() now refuses: a line break stays on the line.
QString describe(const HostRecord &host)
{
    QStringList parts{host.isLocal ? QStringLiteral("this computer, no SSH") : sshDestination(host)};
    if (!host.identityFile.isEmpty())
        parts << QStringLiteral("key %1").arg(host.identityFile);
    if (!host.clusterInterface.isEmpty())
        parts << QStringLiteral("cluster interface %1").arg(host.clusterInterface);
    return safeText(parts.join(QStringLiteral(", ")));
}

int listHosts(ResultStore &store, OutputFormat format)
{
    auto hosts = store.hosts();
    if (!hosts) {
        printFailure(QStringLiteral("reading the hosts"), hosts.error(), format);
        return ExitFailure;
    }
    if (format == OutputFormat::Json) {
        nlohmann::json list = nlohmann::json::array();
        for (const HostRecord &host : *hosts)
            list.push_back(hostJson(host));
        printJson({{"hosts", std::move(list)}});
        return ExitSuccess;
    }
    if (hosts->isEmpty()) {
        printOut(QStringLiteral("No hosts stored in %1 yet. Add one with 'shardscope-cli hosts add NAME "
                                "--address ADDRESS' or 'shardscope-cli hosts import'.\n")
                     .arg(store.path()));
        return ExitSuccess;
    }
    // One row per host, whatever an older database holds in a name.
    QStringList names;
    qsizetype nameWidth = 4;
    for (const HostRecord &host : *hosts) {
        names << safeText(host.name);
        nameWidth = std::max(nameWidth, names.constLast().size());
    }
    QString text = QStringLiteral("NAME").leftJustified(nameWidth) + QStringLiteral("  REACHED AS\n");
    for (qsizetype i = 0; i < hosts->size(); ++i)
        text += names.at(i).leftJustified(nameWidth) + QStringLiteral("  ") + describe(hosts->at(i))
                + QLatin1Char('\n');
    printOut(text);
    return ExitSuccess;
}

/// `hosts add` after its arguments were checked: nullopt for an option not given.
struct HostChange {
    QString name;
    std::optional<QString> address;
    std::optional<int> port;
    std::optional<QString> user;
    std::optional<QString> identityFile;
    std::optional<QString> clusterInterface;
};

int addHost(ResultStore &store, const HostChange &change, OutputFormat format)
{
    const QString what = QStringLiteral("storing host %1").arg(change.name);
    auto existing = store.hostByName(change.name);
    if (!existing) {
        printFailure(what, existing.error(), format);
        return ExitFailure;
    }
    HostRecord host;
    if (*existing) {
        host = **existing;
    } else {
        if (!change.address && change.name != localHostName()) {
            printFailure(what,
                         Error{ErrorCode::InvalidArgument,
                               QStringLiteral("there is no host named \"%1\" yet: a new host needs --address")
                                   .arg(change.name)},
                         format);
            return ExitUsage;
        }
        host.name = change.name;
        host.isLocal = change.name == localHostName();
    }
    host.address = change.address.value_or(host.address);
    host.port = change.port.value_or(host.port);
    host.user = change.user.value_or(host.user);
    host.identityFile = change.identityFile.value_or(host.identityFile);
    host.clusterInterface = change.clusterInterface.value_or(host.clusterInterface);
    if (const HostProblem problem = hostRecordProblem(host); problem != HostProblem::None) {
        printFailure(what, Error{ErrorCode::InvalidArgument, hostProblemText(problem)}, format);
        return ExitUsage;
    }

    if (*existing) {
        if (auto updated = store.updateHost(host); !updated) {
            printFailure(what, updated.error(), format);
            return ExitFailure;
        }
    } else {
        auto id = store.upsertHost(host);
        if (!id) {
            printFailure(what, id.error(), format);
            return ExitFailure;
        }
        host.id = *id;
    }
    const char *status = *existing ? "updated" : "added";
    if (format == OutputFormat::Json)
        printJson({{"status", status}, {"host", hostJson(host)}});
    else
        printOut(QStringLiteral("%1 %2: %3\n")
                     .arg(*existing ? QStringLiteral("Updated") : QStringLiteral("Added"), host.name,
                          describe(host)));
    return ExitSuccess;
}

int removeHost(ResultStore &store, const QString &name, OutputFormat format)
{
    const QString what = QStringLiteral("removing host %1").arg(name);
    auto existing = store.hostByName(name);
    if (!existing) {
        printFailure(what, existing.error(), format);
        return ExitFailure;
    }
    if (!*existing) {
        printFailure(what,
                     Error{ErrorCode::InvalidArgument,
                           QStringLiteral("there is no host named \"%1\" in %2; 'shardscope-cli hosts list' "
                                          "shows the names")
                               .arg(name, store.path())},
                     format);
        return ExitFailure;
    }
    if (auto removed = store.removeHost((*existing)->id); !removed) {
        printFailure(what, removed.error(), format);
        return ExitFailure;
    }
    if (format == OutputFormat::Json)
        printJson({{"removed", hostJson(**existing)}});
    else
        printOut(QStringLiteral("Removed %1 and its stored inventories.\n").arg(safeText(name)));
    return ExitSuccess;
}

/// Whether hosts import takes entries that run a command of their own at every connection.
enum class ProxyCommands { Skip, Import };

int importHosts(ResultStore &store, const QString &configFile, ProxyCommands proxyCommands,
                OutputFormat format)
{
    const QString file
        = configFile.isEmpty() ? QDir::homePath() + QStringLiteral("/.ssh/config") : configFile;
    const QString what = QStringLiteral("importing hosts from %1").arg(file);
    auto entries = readSshConfigHosts(file);
    if (!entries) {
        printFailure(what, entries.error(), format);
        return ExitFailure;
    }

    struct Outcome {
        QString status; ///< added, updated, unchanged, skipped
        HostRecord host;
        QString reason; ///< why it was skipped
        QString proxy;  ///< the ProxyCommand or ProxyJump that runs here at every connection (proxyLine)
    };
    QList<Outcome> outcomes;
    // All or nothing: a failure half-way leaves the stored hosts as they were.
    Transaction transaction(store);
    if (auto begun = transaction.status(); !begun) {
        printFailure(what, begun.error(), format);
        return ExitFailure;
    }
    for (const SshConfigHost &entry : std::as_const(*entries)) {
        HostRecord host = hostRecordFrom(entry);
        const QString proxy = proxyLine(entry); // safe to print
        auto existing = store.hostByName(host.name);
        if (!existing) {
            printFailure(what, existing.error(), format);
            return ExitFailure;
        }
        // "This computer" is inventoried without SSH; an ssh_config alias of that name is not it.
        // An entry that ssh(1) may take but a node record cannot hold is left out, not the file.
        const HostProblem problem = hostRecordProblem(host);
        if ((*existing && (*existing)->isLocal) || problem != HostProblem::None) {
            const QString reason = problem == HostProblem::None ? hostProblemText(HostProblem::NameReserved)
                                                                : hostProblemText(problem);
            printError(QStringLiteral("shardscope-cli: warning: skipped %1 of %2: %3\n")
                           .arg(host.name, file, reason));
            outcomes.append({QStringLiteral("skipped"), host, reason, proxy});
            continue;
        }
        // libssh runs it as ssh(1) does, at every connection: the user sees it before it is taken.
        if (!proxy.isEmpty() && proxyCommands == ProxyCommands::Skip) {
            const QString reason
                = QStringLiteral(
                      "it connects through \"%1\", which ShardScope would run on this computer every "
                      "time it connects to %2: check that command, then import again with "
                      "--allow-proxy-command")
                      .arg(proxy, host.name);
            printError(QStringLiteral("shardscope-cli: warning: skipped %1 of %2: %3\n")
                           .arg(host.name, file, reason));
            outcomes.append({QStringLiteral("skipped"), host, reason, proxy});
            continue;
        }
        if (!proxy.isEmpty())
            printError(QStringLiteral("shardscope-cli: warning: %1 of %2 connects through \"%3\": ShardScope "
                                      "runs that on this computer every time it connects to %1. If you do "
                                      "not trust it, 'shardscope-cli hosts remove %1' forgets the host.\n")
                           .arg(host.name, file, proxy));
        if (!*existing) {
            auto id = store.upsertHost(host);
            if (!id) {
                printFailure(what, id.error(), format);
                return ExitFailure;
            }
            host.id = *id;
            outcomes.append({QStringLiteral("added"), host, {}, proxy});
            continue;
        }
        // ssh_config says how to reach the node; the cluster interface is ShardScope's own.
        HostRecord updated = **existing;
        updated.address = host.address;
        updated.port = host.port;
        updated.user = host.user;
        updated.identityFile = host.identityFile;
        if (updated == **existing) {
            outcomes.append({QStringLiteral("unchanged"), updated, {}, proxy});
            continue;
        }
        if (auto r = store.updateHost(updated); !r) {
            printFailure(what, r.error(), format);
            return ExitFailure;
        }
        outcomes.append({QStringLiteral("updated"), updated, {}, proxy});
    }
    if (auto committed = transaction.commit(); !committed) {
        printFailure(what, committed.error(), format);
        return ExitFailure;
    }

    if (format == OutputFormat::Json) {
        nlohmann::json list = nlohmann::json::array();
        for (const Outcome &outcome : std::as_const(outcomes)) {
            nlohmann::json item{{"status", outcome.status.toStdString()}, {"host", hostJson(outcome.host)}};
            if (!outcome.reason.isEmpty())
                item["reason"] = outcome.reason.toStdString();
            if (!outcome.proxy.isEmpty())
                item["runs_when_connecting"] = outcome.proxy.toStdString();
            list.push_back(std::move(item));
        }
        printJson({{"file", file.toStdString()}, {"hosts", std::move(list)}});
        return ExitSuccess;
    }
    if (outcomes.isEmpty()) {
        printOut(QStringLiteral("No Host entries that name a machine in %1 (patterns with * or ? are "
                                "not imported).\n")
                     .arg(file));
        return ExitSuccess;
    }
    QString text;
    int added = 0;
    int updated = 0;
    int unchanged = 0;
    int skipped = 0;
    for (const Outcome &outcome : std::as_const(outcomes)) {
        if (outcome.status == QLatin1String("skipped")) {
            ++skipped; // its warning is on stderr already
            continue;
        }
        if (outcome.status == QLatin1String("added"))
            ++added;
        else if (outcome.status == QLatin1String("updated"))
            ++updated;
        else
            ++unchanged;
        text += QStringLiteral("%1 %2: %3\n")
                    .arg(outcome.status == QLatin1String("added")     ? QStringLiteral("Added")
                         : outcome.status == QLatin1String("updated") ? QStringLiteral("Updated")
                                                                      : QStringLiteral("Unchanged"),
                         outcome.host.name, describe(outcome.host));
        if (!outcome.proxy.isEmpty())
            text += QStringLiteral("    runs when connecting, on this computer: %1\n").arg(outcome.proxy);
    }
    text += QStringLiteral("%1 added, %2 updated, %3 unchanged, %4 skipped from %5.\n")
                .arg(QString::number(added), QString::number(updated), QString::number(unchanged),
                     QString::number(skipped), file);
    printOut(text);
    return ExitSuccess;
}

} // namespace

bool isHostsCommand(const QStringList &arguments)
{
    // Only the options every command shares may come before the command name. Anything else ends
    // the search, so that `--host hosts inventory` (a node named "hosts") stays an inventory.
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--db"))
            ++i; // its value
        else if (argument == QLatin1String("--json") || argument.startsWith(QLatin1String("--db=")))
            continue;
        else if (argument == QLatin1String("--"))
            return arguments.value(i + 1) == QLatin1String("hosts");
        else
            return argument == QLatin1String("hosts");
    }
    return false;
}

int runHostsCommand(const QStringList &arguments)
{
    const HostsOptions options;
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "The nodes ShardScope knows, as stored in its database.\n\n"
        "  hosts list [--json]\n"
        "  hosts add NAME --address ADDRESS [--port N] [--user USER] [--identity FILE] [--interface NIC]\n"
        "      adds a node, or changes the one stored under NAME (only the options given)\n"
        "  hosts remove NAME\n"
        "      forgets a node and its stored inventories (nothing on the node is touched)\n"
        "  hosts import [--ssh-config FILE]\n"
        "      adds or updates every Host entry of ~/.ssh/config that names one machine"));
    const QCommandLineOption helpOption = parser.addHelpOption();
    parser.addOptions(options.all());
    parser.addPositionalArgument(QStringLiteral("hosts"), QStringLiteral("This command."));
    parser.addPositionalArgument(QStringLiteral("action"), QStringLiteral("list, add, remove or import."));
    parser.addPositionalArgument(QStringLiteral("name"), QStringLiteral("add, remove: the node's name."),
                                 QStringLiteral("[NAME]"));

    if (!parser.parse(arguments))
        return hostsUsageError(parser, parseErrorText(parser));
    if (parser.isSet(helpOption))
        parser.showHelp(ExitSuccess); // exits

    const QStringList positional = parser.positionalArguments();
    const QString actionName = positional.value(1);
    const HostsAction action = actionName == QLatin1String("list")     ? HostsAction::List
                               : actionName == QLatin1String("add")    ? HostsAction::Add
                               : actionName == QLatin1String("remove") ? HostsAction::Remove
                               : actionName == QLatin1String("import") ? HostsAction::Import
                                                                       : HostsAction::Unknown;
    if (action == HostsAction::Unknown)
        return hostsUsageError(parser,
                               actionName.isEmpty()
                                   ? QStringLiteral("hosts needs an action: list, add, remove or import")
                                   : QStringLiteral("unknown hosts action \"%1\"").arg(actionName));

    const bool takesName = action == HostsAction::Add || action == HostsAction::Remove;
    if (takesName && positional.size() < 3)
        return hostsUsageError(parser, QStringLiteral("hosts %1 needs the name of a node").arg(actionName));
    if (positional.size() > (takesName ? 3 : 2))
        return hostsUsageError(
            parser, QStringLiteral("unexpected argument \"%1\"").arg(positional.at(takesName ? 3 : 2)));

    QList<QCommandLineOption> allowed{options.json, options.db};
    if (action == HostsAction::Add)
        allowed << options.address << options.port << options.user << options.identity
                << options.clusterInterface;
    if (action == HostsAction::Import)
        allowed << options.sshConfig << options.allowProxyCommand;
    for (const QCommandLineOption &option : options.all()) {
        const QString name = option.names().constFirst();
        if (!parser.isSet(option))
            continue;
        const bool isAllowed
            = std::any_of(allowed.cbegin(), allowed.cend(),
                          [&](const QCommandLineOption &o) { return o.names() == option.names(); });
        if (!isAllowed)
            return hostsUsageError(parser,
                                   QStringLiteral("--%1 does not go with hosts %2").arg(name, actionName));
    }
    for (const QCommandLineOption &option : {options.db, options.address, options.port, options.sshConfig}) {
        if (parser.isSet(option) && parser.value(option).isEmpty())
            return hostsUsageError(parser,
                                   QStringLiteral("--%1 needs a value").arg(option.names().constFirst()));
    }
    const OutputFormat format = parser.isSet(options.json) ? OutputFormat::Json : OutputFormat::Text;

    HostChange change;
    if (takesName) {
        change.name = positional.at(2);
        if (change.name.trimmed().isEmpty() || change.name != change.name.trimmed())
            return hostsUsageError(parser,
                                   QStringLiteral("\"%1\" is no name: it must not be empty or start or end "
                                                  "with spaces")
                                       .arg(change.name));
    }
    if (action == HostsAction::Add) {
        if (change.name == localHostName()
            && (parser.isSet(options.address) || parser.isSet(options.port) || parser.isSet(options.user)
                || parser.isSet(options.identity)))
            return hostsUsageError(parser,
                                   QStringLiteral("\"%1\" is reached without SSH: only --interface applies "
                                                  "to it")
                                       .arg(localHostName()));
        if (parser.isSet(options.address))
            change.address = parser.value(options.address);
        if (parser.isSet(options.port)) {
            bool ok = false;
            const int port = parser.value(options.port).toInt(&ok);
            if (!ok || port < 1 || port > 65535)
                return hostsUsageError(
                    parser,
                    QStringLiteral("--port %1 is not a port (1 to 65535)").arg(parser.value(options.port)));
            change.port = port;
        }
        if (parser.isSet(options.user))
            change.user = parser.value(options.user);
        if (parser.isSet(options.identity)) {
            const QString file = parser.value(options.identity);
            // Stored for later runs from any folder: relative to where this one runs.
            change.identityFile = file.isEmpty() ? QString() : QFileInfo(file).absoluteFilePath();
        }
        // hostRecordProblem() judges the values in addHost(), together with the stored ones they change.
        if (parser.isSet(options.clusterInterface))
            change.clusterInterface = parser.value(options.clusterInterface);
    }
    if (action == HostsAction::Import && parser.value(options.sshConfig) == QLatin1String("none"))
        return hostsUsageError(parser, QStringLiteral("hosts import needs an ssh_config file, not \"none\""));

    std::unique_ptr<ResultStore> store = openDatabaseOrReport(parser.value(options.db), format);
    if (!store)
        return ExitFailure;
    switch (action) {
    case HostsAction::List:
        return listHosts(*store, format);
    case HostsAction::Add:
        return addHost(*store, change, format);
    case HostsAction::Remove:
        return removeHost(*store, change.name, format);
    case HostsAction::Import:
        return importHosts(
            *store, parser.value(options.sshConfig),
            parser.isSet(options.allowProxyCommand) ? ProxyCommands::Import : ProxyCommands::Skip, format);
    case HostsAction::Unknown:
        break;
    }
    return ExitUsage;
}

} // namespace shardscope::cli
