#include "core/model/VllmLaunch.h"

#include "core/SafeText.h"

#include <algorithm>
#include <numeric>

namespace shardscope::core {

QString urlHost(const QString &address)
{
    return address.contains(QLatin1Char(':')) ? QLatin1Char('[') + address + QLatin1Char(']') : address;
}

namespace {

/// The environment every vLLM and Ray process of `machine` needs: the address it is reached at and
/// the interface its collectives use.
QStringList pinnedEnvironment(const LaunchMachine &machine)
{
    QStringList lines{QStringLiteral("export VLLM_HOST_IP=%1").arg(shellQuote(machine.clusterAddress))};
    if (!machine.interfaceName.isEmpty()) {
        lines << QStringLiteral("export NCCL_SOCKET_IFNAME=%1").arg(shellQuote(machine.interfaceName))
              << QStringLiteral("export GLOO_SOCKET_IFNAME=%1").arg(shellQuote(machine.interfaceName));
    }
    return lines;
}

/// `vllm serve` on `machine`, bound to its cluster address, with the sizes given.
QStringList serveLines(const LaunchMachine &machine, const QString &model, int port, int tensor, int pipeline,
                       bool ray)
{
    QStringList lines = pinnedEnvironment(machine);
    lines << QStringLiteral("export VLLM_API_KEY='<your key>'  # clients send it as a bearer token");
    QString serve = QStringLiteral("vllm serve %1 --host %2 --port %3 --tensor-parallel-size %4")
                        .arg(shellQuote(model), shellQuote(machine.clusterAddress))
                        .arg(port)
                        .arg(tensor);
    if (pipeline > 1)
        serve += QStringLiteral(" --pipeline-parallel-size %1").arg(pipeline);
    if (ray)
        serve += QStringLiteral(" --distributed-executor-backend ray");
    lines << serve;
    return lines;
}

} // namespace

LaunchMachine launchMachine(const ClusterNode &node, const std::optional<protocol::HostInventory> &inventory)
{
    LaunchMachine machine{node.target.name, node.clusterAddress, QString(), 0};
    if (!inventory)
        return machine;
    machine.gpus = int(inventory->gpus.size());
    const std::string address = node.clusterAddress.toStdString();
    for (const protocol::NicInfo &nic : inventory->nics) {
        for (const auto *addresses : {&nic.ipv4, &nic.ipv6}) {
            for (const std::string &withPrefix : *addresses) {
                if (withPrefix.substr(0, withPrefix.find('/')) == address)
                    machine.interfaceName = QString::fromStdString(nic.name);
            }
        }
    }
    return machine;
}

VllmLaunch vllmLaunch(const QList<LaunchMachine> &machines, protocol::BenchLayout layout,
                      const QString &model, int port)
{
    VllmLaunch launch;
    if (machines.isEmpty()) {
        launch.problem = QStringLiteral("no machine: choose the machines vLLM runs on");
        return launch;
    }
    if (model.trimmed().isEmpty()) {
        launch.problem = QStringLiteral("no model: give the model vLLM serves (a Hugging Face id or a path)");
        return launch;
    }
    const bool split = layout == protocol::BenchLayout::TensorParallel
                       || layout == protocol::BenchLayout::PipelineParallel;
    const QList<LaunchMachine> used = layout == protocol::BenchLayout::Single ? machines.mid(0, 1) : machines;
    if ((split || layout == protocol::BenchLayout::Replicas) && used.size() < 2) {
        launch.problem
            = QStringLiteral("a split or copies need two machines or more; %1 chosen").arg(used.size());
        return launch;
    }
    QStringList withoutGpu;
    for (const LaunchMachine &machine : used) {
        if (machine.gpus < 1)
            withoutGpu << machine.name;
        if (machine.interfaceName.isEmpty())
            launch.notes << QStringLiteral(
                                "%1: the interface holding %2 is not known (inventory the machine): "
                                "NCCL_SOCKET_IFNAME and GLOO_SOCKET_IFNAME are left out, and the "
                                "collectives may pick another interface")
                                .arg(machine.name, machine.clusterAddress);
    }
    if (!withoutGpu.isEmpty()) {
        launch.problem = QStringLiteral("vLLM needs a GPU, and none was found on %1")
                             .arg(withoutGpu.join(QStringLiteral(", ")));
        return launch;
    }

    const LaunchMachine &head = used.first();
    if (layout == protocol::BenchLayout::Single || layout == protocol::BenchLayout::Replicas) {
        for (const LaunchMachine &machine : used) {
            launch.steps.append({machine.name, QStringLiteral("vLLM server"),
                                 serveLines(machine, model, port, machine.gpus, 1, false)});
            launch.endpoints << QStringLiteral("http://%1:%2").arg(urlHost(machine.clusterAddress)).arg(port);
        }
        launch.tensorParallelSize = head.gpus;
        launch.pipelineParallelSize = 1;
        if (layout == protocol::BenchLayout::Replicas)
            launch.notes << QStringLiteral(
                "each copy answers at its own address: measure each, or put a load "
                "balancer in front of them and measure that");
        return launch;
    }

    const int total
        = std::accumulate(used.cbegin(), used.cend(), 0,
                          [](int sum, const LaunchMachine &machine) { return sum + machine.gpus; });
    if (layout == protocol::BenchLayout::TensorParallel) {
        launch.tensorParallelSize = total;
        launch.pipelineParallelSize = 1;
    } else {
        const auto fewest = std::min_element(used.cbegin(), used.cend(),
                                             [](const auto &a, const auto &b) { return a.gpus < b.gpus; });
        launch.tensorParallelSize = fewest->gpus;
        launch.pipelineParallelSize = int(used.size());
        if (std::any_of(used.cbegin(), used.cend(), [&](const auto &m) { return m.gpus != fewest->gpus; }))
            launch.notes << QStringLiteral(
                                "the machines have different numbers of GPUs: each pipeline stage uses "
                                "%1 (the fewest), the others stay idle")
                                .arg(fewest->gpus);
    }
    QStringList headLines = pinnedEnvironment(head);
    headLines << QStringLiteral("ray start --head --node-ip-address=%1 --port=%2")
                     .arg(shellQuote(head.clusterAddress))
                     .arg(kRayPort);
    launch.steps.append({head.name, QStringLiteral("Ray head"), headLines});
    for (qsizetype i = 1; i < used.size(); ++i) {
        const LaunchMachine &worker = used.at(i);
        QStringList lines = pinnedEnvironment(worker);
        lines << QStringLiteral("ray start --address=%1 --node-ip-address=%2")
                     .arg(shellQuote(QStringLiteral("%1:%2").arg(urlHost(head.clusterAddress)).arg(kRayPort)),
                          shellQuote(worker.clusterAddress));
        launch.steps.append({worker.name, QStringLiteral("Ray worker"), lines});
    }
    launch.steps.append(
        {head.name, QStringLiteral("vLLM server"),
         serveLines(head, model, port, launch.tensorParallelSize, launch.pipelineParallelSize, true)});
    launch.endpoints << QStringLiteral("http://%1:%2").arg(urlHost(head.clusterAddress)).arg(port);
    launch.notes << QStringLiteral(
                        "Ray's ports (%1 and the ones it picks) and NCCL's must be open between the "
                        "machines on the cluster network only; run ray stop on each machine afterwards")
                        .arg(kRayPort);
    return launch;
}

} // namespace shardscope::core
