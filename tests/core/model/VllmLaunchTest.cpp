#include "core/model/VllmLaunch.h"

#include <gtest/gtest.h>

using namespace shardscope;
using namespace shardscope::core;

namespace {

QList<LaunchMachine> twoMachines(int gpus1 = 2, int gpus2 = 2)
{
    return {{QStringLiteral("gpu1"), QStringLiteral("10.0.0.11"), QStringLiteral("enp5s0"), gpus1},
            {QStringLiteral("gpu2"), QStringLiteral("10.0.0.12"), QStringLiteral("eno1"), gpus2}};
}

QString all(const VllmLaunch &launch)
{
    QStringList lines;
    for (const LaunchStep &step : launch.steps)
        lines << step.lines;
    return lines.join(QLatin1Char('\n'));
}

} // namespace

TEST(VllmLaunch, PipelineParallelIsTensorParallelWithinEachMachineOverARayCluster)
{
    const VllmLaunch launch = vllmLaunch(twoMachines(), protocol::BenchLayout::PipelineParallel,
                                         QStringLiteral("Qwen/Qwen2.5-7B"));
    ASSERT_TRUE(launch.problem.isEmpty()) << launch.problem.toStdString();
    EXPECT_EQ(launch.tensorParallelSize, 2);
    EXPECT_EQ(launch.pipelineParallelSize, 2);
    ASSERT_EQ(launch.steps.size(), 3);
    EXPECT_EQ(launch.steps[0].purpose, QStringLiteral("Ray head"));
    EXPECT_EQ(launch.steps[0].machine, QStringLiteral("gpu1"));
    EXPECT_EQ(launch.steps[1].purpose, QStringLiteral("Ray worker"));
    EXPECT_EQ(launch.steps[1].machine, QStringLiteral("gpu2"));
    EXPECT_EQ(launch.steps[2].purpose, QStringLiteral("vLLM server"));
    // Each machine pins its own address and interface.
    EXPECT_EQ(
        launch.steps[1].lines,
        (QStringList{QStringLiteral("export VLLM_HOST_IP='10.0.0.12'"),
                     QStringLiteral("export NCCL_SOCKET_IFNAME='eno1'"),
                     QStringLiteral("export GLOO_SOCKET_IFNAME='eno1'"),
                     QStringLiteral("ray start --address='10.0.0.11:6379' --node-ip-address='10.0.0.12'")}));
    EXPECT_EQ(
        launch.steps[2].lines.last(),
        QStringLiteral("vllm serve 'Qwen/Qwen2.5-7B' --host '10.0.0.11' --port 8000 --tensor-parallel-size 2 "
                       "--pipeline-parallel-size 2 --distributed-executor-backend ray"));
    EXPECT_TRUE(launch.steps[2].lines.contains(QStringLiteral("export NCCL_SOCKET_IFNAME='enp5s0'")));
    EXPECT_EQ(launch.endpoints, QStringList{QStringLiteral("http://10.0.0.11:8000")});
    // Never every network, never the key on a command line.
    EXPECT_FALSE(all(launch).contains(QStringLiteral("0.0.0.0")));
    EXPECT_FALSE(all(launch).contains(QStringLiteral("--api-key")));
}

TEST(VllmLaunch, TensorParallelSpansEveryGpuAndUnevenPipelineStagesAreNamed)
{
    const VllmLaunch tp
        = vllmLaunch(twoMachines(1, 2), protocol::BenchLayout::TensorParallel, QStringLiteral("m"), 8080);
    ASSERT_TRUE(tp.problem.isEmpty());
    EXPECT_EQ(tp.tensorParallelSize, 3);
    EXPECT_EQ(tp.pipelineParallelSize, 1);
    EXPECT_TRUE(tp.steps.last().lines.last().contains(QStringLiteral("--port 8080 --tensor-parallel-size 3 "
                                                                     "--distributed-executor-backend ray")));

    const VllmLaunch pp
        = vllmLaunch(twoMachines(1, 2), protocol::BenchLayout::PipelineParallel, QStringLiteral("m"));
    EXPECT_EQ(pp.tensorParallelSize, 1);
    EXPECT_TRUE(pp.notes.join(QLatin1Char(' ')).contains(QStringLiteral("different numbers of GPUs")));
}

TEST(VllmLaunch, SingleAndCopiesRunWithoutRayEachOnItsOwnAddress)
{
    const VllmLaunch single = vllmLaunch(twoMachines(), protocol::BenchLayout::Single, QStringLiteral("m"));
    ASSERT_EQ(single.steps.size(), 1);
    EXPECT_FALSE(all(single).contains(QStringLiteral("ray")));
    EXPECT_EQ(single.endpoints, QStringList{QStringLiteral("http://10.0.0.11:8000")});

    QList<LaunchMachine> machines = twoMachines();
    machines[1].clusterAddress = QStringLiteral("fd00::12");
    const VllmLaunch copies = vllmLaunch(machines, protocol::BenchLayout::Replicas, QStringLiteral("m"));
    ASSERT_EQ(copies.steps.size(), 2);
    EXPECT_EQ(copies.endpoints, (QStringList{QStringLiteral("http://10.0.0.11:8000"),
                                             QStringLiteral("http://[fd00::12]:8000")}));
    EXPECT_TRUE(copies.steps[1].lines.last().contains(QStringLiteral("--host 'fd00::12'")));
}

TEST(VllmLaunch, AMachineIsReadFromItsInventory)
{
    ClusterNode node;
    node.target.name = QStringLiteral("gpu1");
    node.clusterAddress = QStringLiteral("10.0.0.11");
    EXPECT_EQ(launchMachine(node, std::nullopt),
              (LaunchMachine{QStringLiteral("gpu1"), QStringLiteral("10.0.0.11"), QString(), 0}));
    protocol::HostInventory inventory;
    inventory.gpus.resize(2);
    protocol::NicInfo vpn;
    vpn.name = "tailscale0";
    vpn.ipv4 = {"100.64.0.11/32"};
    protocol::NicInfo wired;
    wired.name = "enp5s0";
    wired.ipv4 = {"10.0.0.110/24", "10.0.0.11/24"};
    inventory.nics = {vpn, wired};
    EXPECT_EQ(
        launchMachine(node, inventory),
        (LaunchMachine{QStringLiteral("gpu1"), QStringLiteral("10.0.0.11"), QStringLiteral("enp5s0"), 2}));
}

TEST(VllmLaunch, WhatCannotBeLaunchedSaysWhyAndQuotingHoldsAnyName)
{
    EXPECT_FALSE(vllmLaunch({}, protocol::BenchLayout::Single, QStringLiteral("m")).problem.isEmpty());
    EXPECT_TRUE(
        vllmLaunch(twoMachines().mid(0, 1), protocol::BenchLayout::TensorParallel, QStringLiteral("m"))
            .problem.contains(QStringLiteral("two machines")));
    EXPECT_TRUE(vllmLaunch(twoMachines(2, 0), protocol::BenchLayout::PipelineParallel, QStringLiteral("m"))
                    .problem.contains(QStringLiteral("gpu2")));
    EXPECT_FALSE(
        vllmLaunch(twoMachines(), protocol::BenchLayout::Single, QStringLiteral(" ")).problem.isEmpty());

    QList<LaunchMachine> machines = twoMachines();
    machines[0].interfaceName.clear();
    const VllmLaunch launch
        = vllmLaunch(machines, protocol::BenchLayout::Single, QStringLiteral("/models/it's here; rm -rf ~"));
    ASSERT_TRUE(launch.problem.isEmpty());
    EXPECT_TRUE(launch.steps[0].lines.last().startsWith(
        QStringLiteral("vllm serve '/models/it'\\''s here; rm -rf ~'")));
    EXPECT_FALSE(all(launch).contains(QStringLiteral("NCCL_SOCKET_IFNAME")));
    EXPECT_TRUE(launch.notes.join(QLatin1Char(' ')).contains(QStringLiteral("not known")));
}
