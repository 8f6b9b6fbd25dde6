#include "core/model/LlamaCppLaunch.h"

#include "core/SafeText.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <utility>

namespace shardscope::core {

namespace {

const QString kApiKeyVariable = QStringLiteral("LLAMA_API_KEY");
const QString kRpcServer = QStringLiteral("rpc-server");
const QString kLlamaServer = QStringLiteral("llama-server");

QString joined(const QStringList &items)
{
    return items.join(QStringLiteral(", "));
}

/// A share as llama.cpp's -ts reads it (std::stof).
QString shareText(double share)
{
    return QString::number(share, 'g', 6);
}

/// An argument as a shell word: as it is when it holds nothing the shell reads, else quoted, so
/// that the lines stay readable and an RPC device's brackets are never a glob.
QString shellWord(const QString &argument)
{
    const bool plain = !argument.isEmpty() && std::all_of(argument.cbegin(), argument.cend(), [](QChar c) {
        return (c >= QLatin1Char('a') && c <= QLatin1Char('z'))
               || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
               || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
               || QStringLiteral("_-.,/:=+@%").contains(c);
    });
    return plain ? argument : shellQuote(argument);
}

/// The address and port an rpc-server is reached at, as --rpc and its device name spell it.
QString rpcEndpoint(const LlamaCppMachine &machine)
{
    return QStringLiteral("%1:%2").arg(machine.machine.clusterAddress).arg(machine.rpcPort);
}

/// llama-server on `machine` with the options every server shares; -ngl, --rpc, -dev and -ts are
/// the caller's.
LlamaCppProcess serverProcess(const LlamaCppMachine &machine, const LlamaCppOptions &options)
{
    LlamaCppProcess process{machine.machine.name,           kLlamaServer,      machine.serverPath, {}, {},
                            machine.machine.clusterAddress, machine.serverPort};
    process.arguments << QStringLiteral("-m")
                      << (machine.modelPath.isEmpty() ? options.modelPath : machine.modelPath);
    if (options.contextLength > 0)
        process.arguments << QStringLiteral("-c") << QString::number(options.contextLength);
    if (options.parallelSlots > 0)
        process.arguments << QStringLiteral("-np") << QString::number(options.parallelSlots);
    if (options.threads > 0)
        process.arguments << QStringLiteral("-t") << QString::number(options.threads);
    if (options.apiKey)
        process.environmentNames << kApiKeyVariable;
    return process;
}

QString endpoint(const LlamaCppProcess &server)
{
    return QStringLiteral("http://%1:%2").arg(urlHost(server.bindAddress)).arg(server.port);
}

/// Why the options cannot be run, whatever the machines; empty when they can.
QString optionsProblem(const LlamaCppOptions &options)
{
    if (options.modelPath.trimmed().isEmpty())
        return QStringLiteral("no model: give the GGUF file llama.cpp serves");
    if (options.layers < 1)
        return QStringLiteral("the model's layers are not known: read its GGUF header first");
    if (options.contextLength < 0 || options.parallelSlots < 0 || options.threads < 0)
        return QStringLiteral("the context length, parallel slots and threads cannot be negative");
    return {};
}

/// Why `machine` cannot run its part (`rpc`: an rpc-server, else llama-server); empty when it can.
QString machineProblem(const LlamaCppMachine &machine, bool rpc)
{
    const QString &address = machine.machine.clusterAddress;
    const QString &name = machine.machine.name;
    if (address.isEmpty())
        return QStringLiteral("%1 has no cluster address: choose the address it is reached at on the "
                              "cluster network")
            .arg(name);
    if (address == QLatin1String("0.0.0.0") || address == QLatin1String("::"))
        return QStringLiteral("%1: %2 is every network, not a cluster address").arg(name, address);
    const int port = rpc ? machine.rpcPort : machine.serverPort;
    if (port < 1 || port > 65535)
        return QStringLiteral("%1: port %2 is not a port (1 to 65535)").arg(name).arg(port);
    if (!rpc && machine.serverPath.isEmpty())
        return QStringLiteral("no llama-server found on %1: install llama.cpp there").arg(name);
    return {};
}

/// The builds of a split's machines: a problem when two known ones differ, a note when some are not
/// known.
void compareBuilds(const QList<LlamaCppMachine> &machines, LlamaCppLaunch &launch)
{
    QSet<QString> known;
    QStringList found;
    QStringList unknown;
    for (const LlamaCppMachine &machine : machines) {
        if (machine.build)
            known.insert(*machine.build);
        else
            unknown << machine.machine.name;
        found << QStringLiteral("%1: %2").arg(machine.machine.name,
                                              machine.build ? *machine.build : QStringLiteral("not known"));
    }
    if (known.size() > 1)
        launch.problem = QStringLiteral("the machines run different llama.cpp builds (%1): install the same "
                                        "llama.cpp build (with -DGGML_RPC=ON) on every machine")
                             .arg(joined(found));
    else if (!unknown.isEmpty())
        launch.notes << QStringLiteral(
                            "the llama.cpp build of %1 is not known, so the builds could not be "
                            "compared: every machine must run the same build (with -DGGML_RPC=ON), "
                            "or llama-server cannot use the rpc-servers")
                            .arg(joined(unknown));
}

/// The RPC split: rpc-servers on every machine but the first, llama-server there with the layers
/// spread over them in `shares` (one per machine, in plan order).
void planSplit(const QList<LlamaCppMachine> &machines, const QList<double> &shares,
               const LlamaCppOptions &options, LlamaCppLaunch &launch)
{
    const LlamaCppMachine &first = machines.first();
    QStringList endpoints;
    QStringList devices;
    QStringList cached;
    QStringList uncached;
    for (qsizetype i = 1; i < machines.size(); ++i) {
        const LlamaCppMachine &remote = machines.at(i);
        LlamaCppProcess rpc;
        rpc.machine = remote.machine.name;
        rpc.purpose = kRpcServer;
        rpc.program = remote.rpcServerPath;
        rpc.bindAddress = remote.machine.clusterAddress;
        rpc.port = remote.rpcPort;
        if (remote.rpcCache)
            rpc.arguments << QStringLiteral("-c");
        (remote.rpcCache ? cached : uncached) << remote.machine.name;
        launch.processes.append(rpc);
        endpoints << rpcEndpoint(remote);
        devices << QStringLiteral("RPC[%1]").arg(rpcEndpoint(remote));
        launch.tensorSplit << shares.at(i);
    }
    if (!first.gpuDevice.isEmpty()) {
        // Every layer and the output layer offloaded, the last of them to the local GPU.
        devices << first.gpuDevice;
        launch.tensorSplit << shares.first();
        launch.gpuLayers = options.layers + 1;
    } else {
        // The first machine keeps the layers not offloaded (the first ones) and the output layer.
        const double total = std::accumulate(shares.cbegin(), shares.cend(), 0.0);
        const int local
            = std::clamp(int(std::lround(options.layers * shares.first() / total)), 0, options.layers - 1);
        launch.gpuLayers = options.layers - local;
        if (launch.tensorSplit.size() < 2)
            launch.tensorSplit.clear();
    }
    LlamaCppProcess server = serverProcess(first, options);
    server.arguments << QStringLiteral("-ngl") << QString::number(launch.gpuLayers) << QStringLiteral("--rpc")
                     << endpoints.join(QLatin1Char(',')) << QStringLiteral("-dev")
                     << devices.join(QLatin1Char(','));
    if (!launch.tensorSplit.isEmpty()) {
        QStringList split;
        for (double share : std::as_const(launch.tensorSplit))
            split << shareText(share);
        server.arguments << QStringLiteral("-ts") << split.join(QLatin1Char(','));
    }
    launch.endpoints << endpoint(server);
    launch.processes.append(server);

    QStringList ports;
    for (qsizetype i = 1; i < machines.size(); ++i)
        ports << QStringLiteral("%1 port %2").arg(machines.at(i).machine.name).arg(machines.at(i).rpcPort);
    launch.notes << QStringLiteral(
                        "rpc-server has no authentication: it runs only for the test, bound to the "
                        "cluster address (%1), and is stopped after; keep those ports closed to "
                        "anything but the cluster network")
                        .arg(joined(ports))
                 << QStringLiteral(
                        "over RPC llama-server sends each machine its layers' weights over the link "
                        "when it starts: loading can take a minute or more");
    if (!cached.isEmpty())
        launch.notes << QStringLiteral(
                            "rpc-server on %1 keeps the weights it receives in a cache on its disk (-c): "
                            "the first load sends them over the link, a later load of the same model only "
                            "their hashes; ShardScope keeps that cache in its agent's folder, the lines to "
                            "run it again in llama.cpp's own (~/.cache/llama.cpp/rpc, or LLAMA_CACHE)")
                            .arg(joined(cached));
    if (!uncached.isEmpty())
        launch.notes << QStringLiteral(
                            "rpc-server on %1 has no cache of the weights (-c, in llama.cpp builds from "
                            "about March 2025): every load sends them over the link again")
                            .arg(joined(uncached));
}

/// llamaCppLaunch but for two processes listening at one address and port (machines given the same
/// address).
LlamaCppLaunch plan(const QList<LlamaCppMachine> &machines, protocol::BenchLayout layout,
                    const LlamaCppOptions &options)
{
    LlamaCppLaunch launch;
    if (machines.isEmpty()) {
        launch.problem = QStringLiteral("no machine: choose the machines llama.cpp runs on");
        return launch;
    }
    launch.problem = optionsProblem(options);
    if (!launch.problem.isEmpty())
        return launch;
    const bool split = layout == protocol::BenchLayout::PipelineParallel;
    if (layout == protocol::BenchLayout::TensorParallel || layout == protocol::BenchLayout::Unknown) {
        launch.problem = QStringLiteral("llama.cpp splits a model over machines by layers only: choose a "
                                        "pipeline-parallel split, a single machine or copies");
        return launch;
    }
    const QList<LlamaCppMachine> used
        = layout == protocol::BenchLayout::Single ? machines.mid(0, 1) : machines;
    if (layout != protocol::BenchLayout::Single && used.size() < 2) {
        launch.problem
            = QStringLiteral("a split or copies need two machines or more; %1 chosen").arg(used.size());
        return launch;
    }
    for (qsizetype i = 0; i < used.size(); ++i) {
        launch.problem = machineProblem(used.at(i), split && i > 0);
        if (!launch.problem.isEmpty())
            return launch;
    }

    if (!split) {
        for (const LlamaCppMachine &machine : used) {
            LlamaCppProcess server = serverProcess(machine, options);
            if (!machine.gpuDevice.isEmpty())
                server.arguments << QStringLiteral("-ngl") << QString::number(options.layers + 1);
            launch.endpoints << endpoint(server);
            launch.processes.append(server);
        }
        launch.gpuLayers = used.first().gpuDevice.isEmpty() ? 0 : options.layers + 1;
        if (layout == protocol::BenchLayout::Replicas)
            launch.notes << QStringLiteral("each copy answers at its own address: the load generator spreads "
                                           "the requests over the endpoints");
        return launch;
    }

    QStringList withoutRpc;
    QStringList ipv6;
    for (const LlamaCppMachine &machine : used) {
        if (machine.rpcServerPath.isEmpty())
            withoutRpc << machine.machine.name;
        if (machine.machine.clusterAddress.contains(QLatin1Char(':')))
            ipv6 << machine.machine.name;
    }
    if (!withoutRpc.isEmpty()) {
        launch.problem = QStringLiteral("no rpc-server found on %1: a split needs llama.cpp built with "
                                        "-DGGML_RPC=ON on every machine")
                             .arg(joined(withoutRpc));
        return launch;
    }
    if (!ipv6.isEmpty()) {
        launch.problem = QStringLiteral("llama.cpp's RPC reaches its servers at IPv4 addresses only: give %1 "
                                        "an IPv4 cluster address")
                             .arg(joined(ipv6));
        return launch;
    }
    compareBuilds(used, launch);
    if (!launch.problem.isEmpty())
        return launch;

    QList<double> shares;
    if (options.tensorSplit) {
        shares = *options.tensorSplit;
        if (shares.size() != used.size()) {
            launch.problem = QStringLiteral("the tensor split gives %1 shares for %2 machines")
                                 .arg(shares.size())
                                 .arg(used.size());
            return launch;
        }
    } else {
        const bool byMemory = std::all_of(used.cbegin(), used.cend(), [](const LlamaCppMachine &machine) {
            return machine.gpuFreeBytes && *machine.gpuFreeBytes > 0;
        });
        QStringList free;
        for (const LlamaCppMachine &machine : used) {
            shares << (byMemory ? std::round(double(*machine.gpuFreeBytes) / (1 << 30) * 10) / 10
                                : machine.weight);
            if (byMemory)
                free << QStringLiteral("%1 %2 GiB").arg(machine.machine.name, shareText(shares.back()));
        }
        if (byMemory)
            launch.notes << QStringLiteral(
                                "the layers are split by each machine's free GPU memory (%1); give "
                                "your own split to change it")
                                .arg(joined(free));
    }
    const bool valid = std::all_of(shares.cbegin(), shares.cend(),
                                   [](double share) { return std::isfinite(share) && share >= 0; });
    const double remote = std::accumulate(shares.cbegin() + 1, shares.cend(), 0.0);
    if (!valid || !(remote > 0)) {
        QStringList text;
        for (double share : std::as_const(shares))
            text << shareText(share);
        launch.problem = QStringLiteral("the machines' shares of the layers (%1) cannot be negative, and the "
                                        "machines after the first need some")
                             .arg(joined(text));
        return launch;
    }
    planSplit(used, shares, options, launch);
    return launch;
}

} // namespace

LlamaCppLaunch llamaCppLaunch(const QList<LlamaCppMachine> &machines, protocol::BenchLayout layout,
                              const LlamaCppOptions &options)
{
    LlamaCppLaunch launch = plan(machines, layout, options);
    QSet<QString> listeners;
    for (const LlamaCppProcess &process : std::as_const(launch.processes)) {
        const QString listener = QStringLiteral("%1 port %2").arg(process.bindAddress).arg(process.port);
        if (listeners.contains(listener)) {
            LlamaCppLaunch refused;
            refused.problem
                = QStringLiteral("two servers would listen at %1: give each machine its own cluster "
                                 "address or port")
                      .arg(listener);
            return refused;
        }
        listeners.insert(listener);
    }
    return launch;
}

LlamaCppMachine llamaCppMachine(const ClusterNode &node,
                                const std::optional<protocol::HostInventory> &inventory,
                                const QString &binDir)
{
    LlamaCppMachine machine;
    machine.machine = launchMachine(node, inventory);
    if (!binDir.isEmpty()) {
        const QString dir = binDir.endsWith(QLatin1Char('/')) ? binDir.chopped(1) : binDir;
        machine.serverPath = dir + QStringLiteral("/llama-server");
        machine.rpcServerPath = dir + QStringLiteral("/rpc-server");
    }
    if (!inventory)
        return machine;
    for (const protocol::SoftwareInfo &software : inventory->software) {
        const QString path = QString::fromStdString(software.path.value_or(std::string()));
        if (software.name == "llama-server") {
            if (binDir.isEmpty())
                machine.serverPath = path;
            if (!binDir.isEmpty() && path != machine.serverPath)
                continue;
            if (software.version)
                machine.build = QString::fromStdString(*software.version);
            if (!software.devices.empty()) {
                machine.gpuDevice = QString::fromStdString(software.devices.front().name);
                machine.gpuFreeBytes = software.devices.front().memoryFreeBytes;
            }
        } else if (software.name == "rpc-server") {
            if (binDir.isEmpty())
                machine.rpcServerPath = path;
            if (path == machine.rpcServerPath)
                machine.rpcCache = std::find(software.features.begin(), software.features.end(), "cache")
                                   != software.features.end();
        }
    }
    return machine;
}

QStringList llamaCppCommandLine(const LlamaCppProcess &process)
{
    std::vector<std::string> arguments;
    for (const QString &argument : process.arguments)
        arguments.push_back(argument.toStdString());
    QStringList line;
    for (const std::string &word :
         protocol::llamaServerCommandLine(protocol::llamaServerRoleFromString(process.purpose.toStdString()),
                                          process.program.toStdString(), process.bindAddress.toStdString(),
                                          std::uint16_t(process.port), arguments))
        line << QString::fromStdString(word);
    return line;
}

protocol::LlamaStartParams llamaStartParams(const LlamaCppProcess &process, const std::string &apiKey)
{
    protocol::LlamaStartParams params;
    params.role = protocol::llamaServerRoleFromString(process.purpose.toStdString());
    params.program = process.program.toStdString();
    params.bindAddress = process.bindAddress.toStdString();
    params.port = std::uint16_t(process.port);
    for (const QString &argument : process.arguments)
        params.arguments.push_back(argument.toStdString());
    if (process.environmentNames.contains(kApiKeyVariable))
        params.apiKey = apiKey;
    return params;
}

QList<LaunchStep> llamaCppLaunchSteps(const LlamaCppLaunch &launch)
{
    QList<LaunchStep> steps;
    for (const LlamaCppProcess &process : launch.processes) {
        LaunchStep step{process.machine, process.purpose, {}};
        for (const QString &name : process.environmentNames)
            step.lines
                << QStringLiteral("export %1='<your key>'  # clients send it as a bearer token").arg(name);
        QStringList words;
        for (const QString &argument : llamaCppCommandLine(process))
            words << shellWord(argument);
        step.lines << words.join(QLatin1Char(' '));
        steps.append(step);
    }
    return steps;
}

} // namespace shardscope::core
