// A stored run's configuration snapshot, read once per kind (core/model/RunConfig.h): a serving
// run's plan (issue 16) comes back whole; one that cannot be read says why and still names its
// machines.
#include "core/model/RunConfig.h"
#include "core/model/Run.h"
#include "core/model/ServePlan.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace shardscope::core {
namespace {

ServePlan replicasPlan()
{
    ServePlan plan;
    for (const char *name : {"gpu1", "gpu2"}) {
        ClusterNode node;
        node.target.name = QString::fromLatin1(name);
        node.clusterAddress = QStringLiteral("10.0.0.%1").arg(name[3] - '0');
        plan.nodes.append(node);
    }
    plan.from = 1;
    plan.endpoint = QStringLiteral("http://10.0.0.1:8000/v1");
    plan.dialect = protocol::ServeDialect::OpenAiCompletions;
    plan.software = QStringLiteral("vLLM");
    plan.softwareVersion = QStringLiteral("0.7.2");
    plan.model = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");
    plan.layout = protocol::BenchLayout::Replicas;
    plan.workload.promptTokens = 256;
    plan.workload.outputTokens = 64;
    plan.workload.durationMs = 60'000;
    plan.concurrencies = {1, 8};
    plan.goal.ttftTargetMs = 300;
    return plan;
}

TEST(RunConfig, AServingRunsSnapshotReadsBackAsItsPlan)
{
    const ServePlan plan = replicasPlan();
    const RunConfig config = parseRunConfig(kServeRun.nameText(), serveRunConfigJson(plan));
    EXPECT_EQ(config.error, QString());
    ASSERT_TRUE(config.serve());
    EXPECT_EQ(config.serve()->plan, plan);
    EXPECT_FALSE(config.bench());
    EXPECT_FALSE(config.link());
    EXPECT_EQ(config.nodes, plan.nodes);
    EXPECT_FALSE(config.shardscopeVersion.isEmpty());

    RunRecord run;
    run.kind = kServeRun.nameText();
    run.config = config;
    EXPECT_EQ(runNodeNames(run), (QStringList{QStringLiteral("gpu1"), QStringLiteral("gpu2")}));
    EXPECT_EQ(runModelName(run), QStringLiteral("meta-llama/Llama-3.1-8B-Instruct"));
}

TEST(RunConfig, AServingSnapshotThatCannotBeReadSaysWhyAndStillNamesItsMachines)
{
    nlohmann::json json = nlohmann::json::parse(serveRunConfigJson(replicasPlan()).toStdString());
    json["dialect"] = "carrier-pigeon";
    const RunConfig config = parseRunConfig(kServeRun.nameText(), QString::fromStdString(json.dump()));
    EXPECT_FALSE(config.serve());
    EXPECT_TRUE(std::holds_alternative<std::monostate>(config.value));
    EXPECT_TRUE(config.error.contains(QStringLiteral("dialect"))) << config.error.toStdString();
    ASSERT_EQ(config.nodes.size(), 2);
    EXPECT_EQ(config.nodes[1].target.name, QStringLiteral("gpu2"));
    // By name only: the rest of the snapshot is not trusted.
    EXPECT_TRUE(config.nodes[1].clusterAddress.isEmpty());
}

TEST(RunConfig, APlanIsReadAsTheKindItIsStoredUnder)
{
    // A serving plan stored as a bench run is not a bench plan, and no serving plan either.
    const RunConfig asBench = parseRunConfig(kBenchRun.nameText(), serveRunConfigJson(replicasPlan()));
    EXPECT_FALSE(asBench.serve());
    EXPECT_FALSE(asBench.bench());
    EXPECT_FALSE(asBench.error.isEmpty());
    // A kind this build does not know is no error, but has no configuration.
    const RunConfig unknown = parseRunConfig(QStringLiteral("future"), serveRunConfigJson(replicasPlan()));
    EXPECT_TRUE(std::holds_alternative<std::monostate>(unknown.value));
    EXPECT_EQ(unknown.nodes.size(), 2);
}

} // namespace
} // namespace shardscope::core
