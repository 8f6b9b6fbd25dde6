#include "core/model/LlamaCppLaunch.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace shardscope;
using namespace shardscope::core;

namespace {

LlamaCppMachine machine(const QString &name, const QString &address, const QString &gpuDevice = QString(),
                        double weight = 1)
{
    LlamaCppMachine machine;
    machine.machine = {name, address, QStringLiteral("eno1"), gpuDevice.isEmpty() ? 0 : 1};
    machine.serverPath = QStringLiteral("/opt/llama/bin/llama-server");
    machine.rpcServerPath = QStringLiteral("/opt/llama/bin/rpc-server");
    machine.build = QStringLiteral("b4748");
    machine.gpuDevice = gpuDevice;
    machine.weight = weight;
    return machine;
}

/// gpu1 (CUDA0 unless `firstGpu` is empty), gpu2, … at 10.0.0.1, 10.0.0.2, …
QList<LlamaCppMachine> machines(int count, const QString &firstGpu = QStringLiteral("CUDA0"))
{
    QList<LlamaCppMachine> list;
    for (int i = 1; i <= count; ++i)
        list << machine(QStringLiteral("gpu%1").arg(i), QStringLiteral("10.0.0.%1").arg(i),
                        i == 1 ? firstGpu : QStringLiteral("CUDA0"));
    return list;
}

LlamaCppOptions options(int layers = 16)
{
    LlamaCppOptions options;
    options.modelPath = QStringLiteral("/models/m.gguf");
    options.layers = layers;
    options.contextLength = 4096;
    options.parallelSlots = 4;
    options.apiKey = true;
    return options;
}

/// The value after `flag` in `process`'s command line; empty when the flag is not there.
QString value(const LlamaCppProcess &process, const QString &flag)
{
    const QStringList line = llamaCppCommandLine(process);
    const qsizetype at = line.indexOf(flag);
    return at >= 0 && at + 1 < line.size() ? line.at(at + 1) : QString();
}

LlamaCppLaunch launched(const QList<LlamaCppMachine> &list, protocol::BenchLayout layout,
                        const LlamaCppOptions &opts = options())
{
    const LlamaCppLaunch launch = llamaCppLaunch(list, layout, opts);
    EXPECT_TRUE(launch.problem.isEmpty()) << launch.problem.toStdString();
    return launch;
}

QString problem(const QList<LlamaCppMachine> &list, protocol::BenchLayout layout,
                const LlamaCppOptions &opts = options())
{
    const LlamaCppLaunch launch = llamaCppLaunch(list, layout, opts);
    EXPECT_TRUE(launch.processes.isEmpty());
    return launch.problem;
}

} // namespace

TEST(LlamaCppLaunch, SingleOffloadsEveryLayerToTheFirstMachinesGpuAndNoneWithoutOne)
{
    const LlamaCppLaunch gpu = launched(machines(2), protocol::BenchLayout::Single);
    ASSERT_EQ(gpu.processes.size(), 1);
    const LlamaCppProcess &server = gpu.processes.first();
    EXPECT_EQ(server.machine, QStringLiteral("gpu1"));
    EXPECT_EQ(server.purpose, QStringLiteral("llama-server"));
    EXPECT_EQ(server.program, QStringLiteral("/opt/llama/bin/llama-server"));
    EXPECT_EQ(llamaCppCommandLine(server),
              (QStringList{QStringLiteral("/opt/llama/bin/llama-server"), QStringLiteral("--host"),
                           QStringLiteral("10.0.0.1"), QStringLiteral("--port"), QStringLiteral("8080"),
                           QStringLiteral("-m"), QStringLiteral("/models/m.gguf"), QStringLiteral("-c"),
                           QStringLiteral("4096"), QStringLiteral("-np"), QStringLiteral("4"),
                           QStringLiteral("-ngl"), QStringLiteral("17")}));
    EXPECT_EQ(server.environmentNames, QStringList{QStringLiteral("LLAMA_API_KEY")});
    EXPECT_EQ(server.bindAddress, QStringLiteral("10.0.0.1"));
    EXPECT_EQ(server.port, 8080);
    EXPECT_EQ(gpu.gpuLayers, 17);
    EXPECT_TRUE(gpu.tensorSplit.isEmpty());
    EXPECT_EQ(gpu.endpoints, QStringList{QStringLiteral("http://10.0.0.1:8080")});

    LlamaCppOptions threaded = options();
    threaded.threads = 8;
    const LlamaCppLaunch cpu = launched(machines(1, QString()), protocol::BenchLayout::Single, threaded);
    ASSERT_EQ(cpu.processes.size(), 1);
    EXPECT_FALSE(cpu.processes[0].arguments.contains(QStringLiteral("-ngl")));
    EXPECT_EQ(value(cpu.processes[0], QStringLiteral("-t")), QStringLiteral("8"));
    EXPECT_EQ(cpu.gpuLayers, 0);
}

TEST(LlamaCppLaunch, ASplitOverTwoMachinesKeepsTheOutputLayerOnTheFirstMachinesGpu)
{
    QList<LlamaCppMachine> list = machines(2);
    list[0].weight = 24;
    list[1].weight = 12;
    const LlamaCppLaunch launch = launched(list, protocol::BenchLayout::PipelineParallel);
    ASSERT_EQ(launch.processes.size(), 2);
    const LlamaCppProcess &rpc = launch.processes[0];
    EXPECT_EQ(rpc.machine, QStringLiteral("gpu2"));
    EXPECT_EQ(rpc.purpose, QStringLiteral("rpc-server"));
    EXPECT_EQ(rpc.program, QStringLiteral("/opt/llama/bin/rpc-server"));
    EXPECT_TRUE(rpc.arguments.isEmpty());
    EXPECT_EQ(llamaCppCommandLine(rpc),
              (QStringList{QStringLiteral("/opt/llama/bin/rpc-server"), QStringLiteral("-H"),
                           QStringLiteral("10.0.0.2"), QStringLiteral("-p"), QStringLiteral("50052")}));
    EXPECT_TRUE(rpc.environmentNames.isEmpty());
    EXPECT_EQ(rpc.bindAddress, QStringLiteral("10.0.0.2"));
    EXPECT_EQ(rpc.port, 50052);

    const LlamaCppProcess &server = launch.processes[1];
    EXPECT_EQ(server.machine, QStringLiteral("gpu1"));
    EXPECT_EQ(value(server, QStringLiteral("-ngl")), QStringLiteral("17"));
    EXPECT_EQ(value(server, QStringLiteral("--rpc")), QStringLiteral("10.0.0.2:50052"));
    EXPECT_EQ(value(server, QStringLiteral("-dev")), QStringLiteral("RPC[10.0.0.2:50052],CUDA0"));
    EXPECT_EQ(value(server, QStringLiteral("-ts")), QStringLiteral("12,24"));
    EXPECT_EQ(launch.gpuLayers, 17);
    EXPECT_EQ(launch.tensorSplit, (QList<double>{12, 24}));
    EXPECT_EQ(launch.endpoints, QStringList{QStringLiteral("http://10.0.0.1:8080")});
    const QString notes = launch.notes.join(QLatin1Char(' '));
    EXPECT_TRUE(notes.contains(QStringLiteral("no authentication"))) << notes.toStdString();
    EXPECT_TRUE(notes.contains(QStringLiteral("gpu2 port 50052")));
    EXPECT_TRUE(notes.contains(QStringLiteral("a minute")));
}

TEST(LlamaCppLaunch, ASplitOverThreeMachinesListsTheRemoteDevicesInPlanOrder)
{
    QList<LlamaCppMachine> list = machines(3);
    list[1].rpcPort = 50100;
    list[2].rpcPort = 50053;
    list.swapItemsAt(1, 2); // plan order: gpu1, gpu3, gpu2
    const LlamaCppLaunch launch = launched(list, protocol::BenchLayout::PipelineParallel);
    ASSERT_EQ(launch.processes.size(), 3);
    EXPECT_EQ(launch.processes[0].machine, QStringLiteral("gpu3"));
    EXPECT_EQ(launch.processes[0].port, 50053);
    EXPECT_EQ(launch.processes[1].machine, QStringLiteral("gpu2"));
    EXPECT_EQ(value(launch.processes[1], QStringLiteral("-p")), QStringLiteral("50100"));
    const LlamaCppProcess &server = launch.processes[2];
    EXPECT_EQ(value(server, QStringLiteral("--rpc")), QStringLiteral("10.0.0.3:50053,10.0.0.2:50100"));
    EXPECT_EQ(value(server, QStringLiteral("-dev")),
              QStringLiteral("RPC[10.0.0.3:50053],RPC[10.0.0.2:50100],CUDA0"));
    EXPECT_EQ(value(server, QStringLiteral("-ts")), QStringLiteral("1,1,1"));
}

TEST(LlamaCppLaunch, AnRpcServerWithTheCacheUsesItAndTheNotesSayWhichLoadFasterNextTime)
{
    QList<LlamaCppMachine> list = machines(3);
    list[1].rpcCache = true;
    const LlamaCppLaunch launch = launched(list, protocol::BenchLayout::PipelineParallel);
    ASSERT_EQ(launch.processes.size(), 3);
    EXPECT_TRUE(llamaCppCommandLine(launch.processes[0]).contains(QStringLiteral("-c")));
    EXPECT_FALSE(llamaCppCommandLine(launch.processes[1]).contains(QStringLiteral("-c")))
        << "gpu3's rpc-server has no cache: -c would be an unknown argument";
    const QString notes = launch.notes.join(QLatin1Char('\n'));
    EXPECT_TRUE(notes.contains(QStringLiteral("rpc-server on gpu2 keeps the weights it receives in a cache")))
        << notes.toStdString();
    EXPECT_TRUE(notes.contains(QStringLiteral("rpc-server on gpu3 has no cache"))) << notes.toStdString();
}

TEST(LlamaCppLaunch, ACpuOnlyFirstMachineKeepsItsShareOfTheLayersAndOffloadsTheRest)
{
    const LlamaCppLaunch two = launched(machines(2, QString()), protocol::BenchLayout::PipelineParallel);
    ASSERT_EQ(two.processes.size(), 2);
    const LlamaCppProcess &server = two.processes[1];
    EXPECT_EQ(value(server, QStringLiteral("-ngl")), QStringLiteral("8"));
    EXPECT_EQ(value(server, QStringLiteral("-dev")), QStringLiteral("RPC[10.0.0.2:50052]"));
    EXPECT_FALSE(server.arguments.contains(QStringLiteral("-ts"))); // one device takes every offloaded layer
    EXPECT_EQ(two.gpuLayers, 8);
    EXPECT_TRUE(two.tensorSplit.isEmpty());

    QList<LlamaCppMachine> list = machines(3, QString());
    list[2].weight = 2;
    const LlamaCppLaunch three = launched(list, protocol::BenchLayout::PipelineParallel, options(12));
    // 12 layers in shares 1:1:2: 3 stay on the first machine, 9 go to gpu2 and gpu3 as 1:2.
    EXPECT_EQ(three.gpuLayers, 9);
    EXPECT_EQ(value(three.processes.last(), QStringLiteral("-ngl")), QStringLiteral("9"));
    EXPECT_EQ(value(three.processes.last(), QStringLiteral("-dev")),
              QStringLiteral("RPC[10.0.0.2:50052],RPC[10.0.0.3:50052]"));
    EXPECT_EQ(value(three.processes.last(), QStringLiteral("-ts")), QStringLiteral("1,2"));
}

TEST(LlamaCppLaunch, WithEveryMachinesFreeGpuMemoryKnownTheLayersGoByIt)
{
    QList<LlamaCppMachine> list = machines(3);
    list[0].gpuFreeBytes = std::uint64_t(22) << 30;
    list[1].gpuFreeBytes = std::uint64_t(7.5 * (1 << 30));
    list[2].gpuFreeBytes = std::uint64_t(11) << 30;
    const LlamaCppLaunch launch = launched(list, protocol::BenchLayout::PipelineParallel);
    // -dev lists the remote devices first, the local GPU last: -ts in that order.
    EXPECT_EQ(value(launch.processes.last(), QStringLiteral("-ts")), QStringLiteral("7.5,11,22"));
    const QString notes = launch.notes.join(QLatin1Char(' '));
    EXPECT_TRUE(notes.contains(QStringLiteral("free GPU memory (gpu1 22 GiB, gpu2 7.5 GiB, gpu3 11 GiB)")))
        << notes.toStdString();

    // One machine whose free memory is not known: the weights, and no such note.
    list[2].gpuFreeBytes.reset();
    const LlamaCppLaunch weighted = launched(list, protocol::BenchLayout::PipelineParallel);
    EXPECT_EQ(value(weighted.processes.last(), QStringLiteral("-ts")), QStringLiteral("1,1,1"));
    EXPECT_FALSE(weighted.notes.join(QLatin1Char(' ')).contains(QStringLiteral("free GPU memory")));
}

TEST(LlamaCppLaunch, TheUsersTensorSplitReplacesTheMachinesWeights)
{
    LlamaCppOptions opts = options();
    opts.tensorSplit = QList<double>{3, 1};
    const LlamaCppLaunch gpu = launched(machines(2), protocol::BenchLayout::PipelineParallel, opts);
    EXPECT_EQ(value(gpu.processes.last(), QStringLiteral("-ts")), QStringLiteral("1,3"));
    EXPECT_EQ(gpu.tensorSplit, (QList<double>{1, 3}));

    const LlamaCppLaunch cpu
        = launched(machines(2, QString()), protocol::BenchLayout::PipelineParallel, opts);
    EXPECT_EQ(cpu.gpuLayers, 4); // 12 of 16 layers stay on the first machine
    EXPECT_EQ(value(cpu.processes.last(), QStringLiteral("-ngl")), QStringLiteral("4"));

    opts.tensorSplit = QList<double>{1, 1, 1};
    EXPECT_TRUE(problem(machines(2), protocol::BenchLayout::PipelineParallel, opts)
                    .contains(QStringLiteral("3 shares for 2 machines")));
    opts.tensorSplit = QList<double>{1, 0};
    EXPECT_FALSE(problem(machines(2), protocol::BenchLayout::PipelineParallel, opts).isEmpty());
}

TEST(LlamaCppLaunch, CopiesRunOneServerPerMachineEachAtItsOwnEndpoint)
{
    QList<LlamaCppMachine> list = machines(3);
    list[1].gpuDevice.clear();
    list[2].machine.clusterAddress = QStringLiteral("fd00::3");
    list[2].serverPort = 8081;
    const LlamaCppLaunch launch = launched(list, protocol::BenchLayout::Replicas);
    ASSERT_EQ(launch.processes.size(), 3);
    for (qsizetype i = 0; i < 3; ++i) {
        EXPECT_EQ(launch.processes[i].purpose, QStringLiteral("llama-server"));
        EXPECT_EQ(launch.processes[i].machine, list[i].machine.name);
        EXPECT_EQ(launch.processes[i].bindAddress, list[i].machine.clusterAddress);
        EXPECT_EQ(value(launch.processes[i], QStringLiteral("--host")), list[i].machine.clusterAddress);
        EXPECT_FALSE(launch.processes[i].arguments.contains(QStringLiteral("--rpc")));
    }
    EXPECT_EQ(value(launch.processes[0], QStringLiteral("-ngl")), QStringLiteral("17"));
    EXPECT_FALSE(launch.processes[1].arguments.contains(QStringLiteral("-ngl")));
    EXPECT_EQ(launch.endpoints,
              (QStringList{QStringLiteral("http://10.0.0.1:8080"), QStringLiteral("http://10.0.0.2:8080"),
                           QStringLiteral("http://[fd00::3]:8081")}));

    list[2].machine.clusterAddress = QStringLiteral("10.0.0.2");
    list[2].serverPort = 8080;
    EXPECT_TRUE(
        problem(list, protocol::BenchLayout::Replicas).contains(QStringLiteral("10.0.0.2 port 8080")));
}

TEST(LlamaCppLaunch, EveryListenerBindsItsClusterAddressAndTheKeyStaysInTheEnvironment)
{
    const QList<LlamaCppMachine> list = machines(3);
    for (const auto layout : {protocol::BenchLayout::Single, protocol::BenchLayout::PipelineParallel,
                              protocol::BenchLayout::Replicas}) {
        const LlamaCppLaunch launch = launched(list, layout);
        ASSERT_FALSE(launch.processes.isEmpty());
        for (const LlamaCppProcess &process : launch.processes) {
            const auto at = std::find_if(list.cbegin(), list.cend(),
                                         [&](const auto &m) { return m.machine.name == process.machine; });
            ASSERT_NE(at, list.cend());
            EXPECT_EQ(process.bindAddress, at->machine.clusterAddress);
            const QString host
                = value(process, process.purpose == QLatin1String("rpc-server") ? QStringLiteral("-H")
                                                                                : QStringLiteral("--host"));
            EXPECT_EQ(host, at->machine.clusterAddress);
            // What the agent is asked to start passes its own checks: the address and port are
            // the agent's to set, never in the arguments, and no key is on the command line.
            const protocol::LlamaStartParams params = llamaStartParams(process, "sk-secret");
            const auto parsed = protocol::parseLlamaStartParams(nlohmann::json(params));
            ASSERT_TRUE(parsed.ok()) << parsed.error().message;
            EXPECT_EQ(parsed->bindAddress, at->machine.clusterAddress.toStdString());
            EXPECT_EQ(parsed->apiKey, process.purpose == QLatin1String("llama-server") ? "sk-secret" : "");
            EXPECT_EQ(protocol::llamaServerCommandLine(parsed->role, parsed->program, parsed->bindAddress,
                                                       parsed->port, parsed->arguments)
                          .size(),
                      std::size_t(llamaCppCommandLine(process).size()));
            for (const QString &argument : llamaCppCommandLine(process)) {
                EXPECT_FALSE(argument.contains(QStringLiteral("sk-secret")));
                EXPECT_FALSE(argument.contains(QStringLiteral("0.0.0.0")));
                EXPECT_FALSE(argument.contains(QStringLiteral("api-key")));
                EXPECT_FALSE(argument.contains(QStringLiteral("LLAMA_API_KEY")));
            }
        }
        const QList<LaunchStep> steps = llamaCppLaunchSteps(launch);
        ASSERT_EQ(steps.size(), launch.processes.size());
        const LaunchStep &server = steps.last();
        EXPECT_EQ(server.purpose, QStringLiteral("llama-server"));
        ASSERT_EQ(server.lines.size(), 2);
        EXPECT_TRUE(server.lines[0].startsWith(QStringLiteral("export LLAMA_API_KEY='<your key>'")));
        EXPECT_FALSE(server.lines[1].contains(QStringLiteral("api-key")));
    }

    LlamaCppOptions open = options();
    open.apiKey = false;
    const LlamaCppLaunch launch = launched(list, protocol::BenchLayout::Single, open);
    EXPECT_TRUE(launch.processes[0].environmentNames.isEmpty());
    EXPECT_EQ(llamaCppLaunchSteps(launch)[0].lines.size(), 1);
}

TEST(LlamaCppLaunch, WhatCannotRunSaysWhy)
{
    EXPECT_FALSE(problem({}, protocol::BenchLayout::Single).isEmpty());
    QList<LlamaCppMachine> list = machines(2);
    list[1].machine.clusterAddress.clear();
    EXPECT_TRUE(problem(list, protocol::BenchLayout::PipelineParallel)
                    .contains(QStringLiteral("gpu2 has no cluster address")));
    EXPECT_TRUE(problem(list, protocol::BenchLayout::Replicas).contains(QStringLiteral("gpu2")));
    list[1].machine.clusterAddress = QStringLiteral("0.0.0.0");
    EXPECT_TRUE(problem(list, protocol::BenchLayout::Replicas).contains(QStringLiteral("every network")));

    list = machines(3);
    list[2].rpcServerPath.clear();
    const QString noRpc = problem(list, protocol::BenchLayout::PipelineParallel);
    EXPECT_TRUE(noRpc.contains(QStringLiteral("no rpc-server found on gpu3"))) << noRpc.toStdString();
    EXPECT_TRUE(noRpc.contains(QStringLiteral("-DGGML_RPC=ON")));
    EXPECT_TRUE(launched(list, protocol::BenchLayout::Replicas).problem.isEmpty()); // copies need none

    list = machines(2);
    list[1].build = QStringLiteral("b4800");
    const QString builds = problem(list, protocol::BenchLayout::PipelineParallel);
    EXPECT_TRUE(builds.contains(QStringLiteral("gpu1: b4748"))) << builds.toStdString();
    EXPECT_TRUE(builds.contains(QStringLiteral("gpu2: b4800")));
    EXPECT_TRUE(builds.contains(QStringLiteral("install the same llama.cpp build (with -DGGML_RPC=ON)")));

    list = machines(2);
    list[1].machine.clusterAddress = QStringLiteral("fd00::2");
    EXPECT_TRUE(problem(list, protocol::BenchLayout::PipelineParallel).contains(QStringLiteral("IPv4")));
    EXPECT_FALSE(problem(machines(2), protocol::BenchLayout::TensorParallel).isEmpty());
    EXPECT_TRUE(problem(machines(1), protocol::BenchLayout::PipelineParallel)
                    .contains(QStringLiteral("two machines")));
    list = machines(2);
    list[1].rpcPort = 0;
    EXPECT_TRUE(problem(list, protocol::BenchLayout::PipelineParallel).contains(QStringLiteral("port 0")));
    LlamaCppOptions opts = options();
    opts.layers = 0;
    EXPECT_FALSE(problem(machines(1), protocol::BenchLayout::Single, opts).isEmpty());
    opts = options();
    opts.modelPath = QStringLiteral(" ");
    EXPECT_FALSE(problem(machines(1), protocol::BenchLayout::Single, opts).isEmpty());
}

TEST(LlamaCppLaunch, AnUnknownBuildIsAllowedWithANote)
{
    QList<LlamaCppMachine> list = machines(3);
    list[1].build.reset();
    list[2].build = QStringLiteral("b4748");
    const LlamaCppLaunch launch = launched(list, protocol::BenchLayout::PipelineParallel);
    const QString notes = launch.notes.join(QLatin1Char(' '));
    EXPECT_TRUE(notes.contains(QStringLiteral("build of gpu2 is not known"))) << notes.toStdString();
    EXPECT_TRUE(notes.contains(QStringLiteral("could not be compared")));
    EXPECT_FALSE(launched(machines(3), protocol::BenchLayout::PipelineParallel)
                     .notes.join(QLatin1Char(' '))
                     .contains(QStringLiteral("could not be compared")));
}

TEST(LlamaCppLaunch, TheShellLinesQuoteWhatTheShellWouldRead)
{
    LlamaCppOptions opts = options();
    opts.modelPath = QStringLiteral("/models/it's a model.gguf");
    const LlamaCppLaunch launch = launched(machines(2), protocol::BenchLayout::PipelineParallel, opts);
    EXPECT_EQ(value(launch.processes.last(), QStringLiteral("-m")), opts.modelPath); // argv is never quoted
    const QList<LaunchStep> steps = llamaCppLaunchSteps(launch);
    ASSERT_EQ(steps.size(), 2);
    EXPECT_EQ(steps[0].machine, QStringLiteral("gpu2"));
    EXPECT_EQ(steps[0].purpose, QStringLiteral("rpc-server"));
    EXPECT_EQ(steps[0].lines, QStringList{QStringLiteral("/opt/llama/bin/rpc-server -H 10.0.0.2 -p 50052")});
    EXPECT_EQ(steps[1].lines.last(),
              QStringLiteral("/opt/llama/bin/llama-server --host 10.0.0.1 --port 8080 -m "
                             "'/models/it'\\''s a model.gguf' -c 4096 -np 4 -ngl 17 --rpc 10.0.0.2:50052 "
                             "-dev 'RPC[10.0.0.2:50052],CUDA0' -ts 1,1"));
}

TEST(LlamaCppLaunch, AMachineTakesItsBuildFromItsInventoryOrTheFolderGiven)
{
    ClusterNode node;
    node.target.name = QStringLiteral("gpu1");
    node.clusterAddress = QStringLiteral("10.0.0.1");
    protocol::HostInventory inventory;
    inventory.nics.push_back(protocol::NicInfo{});
    inventory.nics.back().name = "enp5s0";
    inventory.nics.back().ipv4 = {"10.0.0.1/24"};
    for (const char *name : {"llama-server", "rpc-server"}) {
        protocol::SoftwareInfo software;
        software.name = name;
        software.path = std::string("/home/ada/llama.cpp/build/bin/") + name;
        if (software.name == "llama-server")
            software.version = "4748 (c392e509)";
        else
            software.features = {"cache"};
        inventory.software.push_back(software);
    }

    inventory.software.front().devices
        = {{"CUDA0", "NVIDIA GeForce RTX 3090", 24135ULL << 20, 23800ULL << 20},
           {"CUDA1", "NVIDIA GeForce RTX 3060", 12288ULL << 20, 12000ULL << 20}};

    const LlamaCppMachine found = llamaCppMachine(node, inventory);
    EXPECT_EQ(found.gpuDevice, QStringLiteral("CUDA0")) << "the first device llama-server listed";
    EXPECT_EQ(found.gpuFreeBytes, 23800ULL << 20);
    EXPECT_EQ(found.machine.name, QStringLiteral("gpu1"));
    EXPECT_EQ(found.machine.interfaceName, QStringLiteral("enp5s0"));
    EXPECT_EQ(found.serverPath, QStringLiteral("/home/ada/llama.cpp/build/bin/llama-server"));
    EXPECT_EQ(found.rpcServerPath, QStringLiteral("/home/ada/llama.cpp/build/bin/rpc-server"));
    EXPECT_EQ(found.build, QStringLiteral("4748 (c392e509)"));
    EXPECT_TRUE(found.rpcCache) << "the probe found the cache in its rpc-server";

    // A folder given wins; the inventory's build counts only when it is that folder's.
    const LlamaCppMachine given = llamaCppMachine(node, inventory, QStringLiteral("/opt/llama/bin/"));
    EXPECT_EQ(given.serverPath, QStringLiteral("/opt/llama/bin/llama-server"));
    EXPECT_EQ(given.rpcServerPath, QStringLiteral("/opt/llama/bin/rpc-server"));
    EXPECT_EQ(given.build, std::nullopt);
    EXPECT_TRUE(given.gpuDevice.isEmpty()) << "another build's devices are not this one's";
    EXPECT_EQ(given.gpuFreeBytes, std::nullopt);
    EXPECT_FALSE(given.rpcCache) << "nor its rpc-server's cache";
    const LlamaCppMachine same
        = llamaCppMachine(node, inventory, QStringLiteral("/home/ada/llama.cpp/build/bin"));
    EXPECT_EQ(same.gpuDevice, QStringLiteral("CUDA0")) << "the folder the inventory found";
    EXPECT_EQ(same.build, QStringLiteral("4748 (c392e509)"));
    EXPECT_TRUE(same.rpcCache);

    const LlamaCppMachine bare = llamaCppMachine(node, std::nullopt);
    EXPECT_TRUE(bare.serverPath.isEmpty());
    EXPECT_TRUE(bare.rpcServerPath.isEmpty());
}
