// The serving run's plan (issue 16): its configuration snapshot and what keeps it from running.
#include "core/model/ServePlan.h"
#include "core/model/RunConfig.h"

#include <gtest/gtest.h>

namespace shardscope::core {
namespace {

ClusterNode node(const QString &name, const QString &address)
{
    ClusterNode node;
    node.target.name = name;
    node.clusterAddress = address;
    return node;
}

ServePlan splitPlan()
{
    ServePlan plan;
    plan.nodes = {node(QStringLiteral("gpu1"), QStringLiteral("10.0.0.1")),
                  node(QStringLiteral("gpu2"), QStringLiteral("10.0.0.2"))};
    plan.from = 0;
    plan.endpoint = QStringLiteral("http://10.0.0.1:8080");
    plan.dialect = protocol::ServeDialect::LlamaCpp;
    plan.dialectDetected = true;
    plan.software = QStringLiteral("llama.cpp");
    plan.softwareVersion = QStringLiteral("b4748");
    plan.detectionEvidence = {QStringLiteral("GET /props: 200, llama.cpp's properties")};
    plan.model = QStringLiteral("llama-3.1-8b");
    plan.layout = protocol::BenchLayout::PipelineParallel;
    plan.workload.promptTokens = 512;
    plan.workload.outputTokens = 128;
    plan.workload.requests = 32;
    plan.workload.warmupRequests = 2;
    plan.workload.arrivals.requestsPerSecond = 4;
    plan.workload.arrivals.burstiness = 0.5;
    plan.workload.arrivals.seed = 7;
    plan.concurrencies = {1, 4, 16};
    plan.goal.usage = UsagePattern::Chat;
    plan.goal.ttftTargetMs = 500;
    plan.goal.tpotTargetMs = 50;
    return plan;
}

TEST(ServePlan, TheSnapshotReadsBackAsTheSamePlan)
{
    const ServePlan plan = splitPlan();
    EXPECT_EQ(servePlanProblem(plan), QString());
    const QString json = serveRunConfigJson(plan);
    EXPECT_FALSE(json.contains(QStringLiteral("api_key")));
    const auto read = servePlanFromJson(nlohmann::json::parse(json.toStdString()));
    ASSERT_TRUE(read.ok()) << read.error().detail.toStdString();
    EXPECT_EQ(*read, plan);
    EXPECT_EQ(servePlanNodeNames(*read), (QStringList{QStringLiteral("gpu1"), QStringLiteral("gpu2")}));
    EXPECT_EQ(serveFromName(*read, QStringLiteral("here")), QStringLiteral("gpu1"));
}

ServePlan copiesPlan()
{
    ServePlan plan = splitPlan();
    plan.layout = protocol::BenchLayout::Replicas;
    plan.copyEndpoints = {QStringLiteral("http://10.0.0.2:8080")};
    plan.launch
        = {{QStringLiteral("gpu1"), QStringLiteral("llama-server"), {QStringLiteral("llama-server -m a")}},
           {QStringLiteral("gpu2"), QStringLiteral("llama-server"), {QStringLiteral("llama-server -m b")}}};
    return plan;
}

TEST(ServePlan, CopiesKeepTheirEndpointsAndTheLaunchLinesInTheSnapshot)
{
    const ServePlan plan = copiesPlan();
    EXPECT_EQ(servePlanProblem(plan), QString());
    const nlohmann::json json = nlohmann::json::parse(serveRunConfigJson(plan).toStdString());
    EXPECT_EQ(json.at("copy_endpoints"), nlohmann::json::array({"http://10.0.0.2:8080"}));
    EXPECT_EQ(json.at("launch").size(), 2u);
    const auto read = servePlanFromJson(json);
    ASSERT_TRUE(read.ok()) << read.error().detail.toStdString();
    EXPECT_EQ(*read, plan);

    // A plan without them writes neither (runs stored before read the same).
    const nlohmann::json plain = nlohmann::json::parse(serveRunConfigJson(splitPlan()).toStdString());
    EXPECT_FALSE(plain.contains("copy_endpoints"));
    EXPECT_FALSE(plain.contains("launch"));

    // Every copy is warmed up: the warm-ups go round robin as the requests do.
    EXPECT_EQ(serveStepWorkload(plan, 0).warmupRequests, 2u);
    ServePlan three = plan;
    three.copyEndpoints << QStringLiteral("http://10.0.0.3:8080");
    EXPECT_EQ(serveStepWorkload(three, 0).warmupRequests, 3u);
    three.workload.warmupRequests = 0;
    EXPECT_EQ(serveStepWorkload(three, 0).warmupRequests, 0u);
}

TEST(ServePlan, AStepTakesItsOwnConcurrency)
{
    const ServePlan plan = splitPlan();
    const qsizetype sixteen = plan.concurrencies.indexOf(16);
    ASSERT_GE(sixteen, 1);
    EXPECT_EQ(serveStepWorkload(plan, int(sixteen)).concurrency, 16u);
    EXPECT_EQ(serveStepWorkload(plan, int(sixteen)).promptTokens, 512u);
    // Each step its own prompts: step 0 from 0, step n from n × the most requests a step sends.
    EXPECT_EQ(serveStepWorkload(plan, 0).firstPrompt, 0u);
    EXPECT_EQ(serveStepWorkload(plan, int(sixteen)).firstPrompt,
              std::uint32_t(sixteen) * protocol::kMaxServeRequests);
    const ServeTargets targets = serveTargets(plan.goal);
    EXPECT_EQ(targets.ttftMs, 500.0);
    EXPECT_EQ(targets.tpotMs, 50.0);
    EXPECT_FALSE(targets.e2elMs);
}

TEST(ServePlan, ThisComputerSendsWhenFromIsMinusOne)
{
    ServePlan plan = splitPlan();
    plan.from = -1;
    EXPECT_EQ(serveFromName(plan, QStringLiteral("here")), QStringLiteral("here"));
    const auto read = servePlanFromJson(nlohmann::json::parse(serveRunConfigJson(plan).toStdString()));
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(read->from, -1);
}

TEST(ServePlan, WhatCannotRunIsNamed)
{
    ServePlan plan = splitPlan();
    plan.endpoint.clear();
    EXPECT_TRUE(servePlanProblem(plan).contains(QStringLiteral("no endpoint")));
    plan = splitPlan();
    plan.dialect = protocol::ServeDialect::Unknown;
    EXPECT_TRUE(servePlanProblem(plan).contains(QStringLiteral("no dialect")));
    plan = splitPlan();
    plan.nodes.removeLast();
    EXPECT_TRUE(servePlanProblem(plan).contains(QStringLiteral("two machines or more")));
    plan = splitPlan();
    plan.from = 2;
    EXPECT_TRUE(servePlanProblem(plan).contains(QStringLiteral("not one of the run's")));
    plan = splitPlan();
    plan.concurrencies.clear();
    EXPECT_TRUE(servePlanProblem(plan).contains(QStringLiteral("no concurrency")));
    plan = splitPlan();
    plan.concurrencies = {1, protocol::kMaxServeConcurrency + 1};
    EXPECT_TRUE(servePlanProblem(plan).startsWith(QStringLiteral("at concurrency 1025")))
        << servePlanProblem(plan).toStdString();
    plan = copiesPlan();
    plan.layout = protocol::BenchLayout::PipelineParallel;
    EXPECT_TRUE(servePlanProblem(plan).contains(QStringLiteral("only copies")))
        << servePlanProblem(plan).toStdString();
    plan = copiesPlan();
    plan.copyEndpoints << QStringLiteral(" ");
    EXPECT_TRUE(servePlanProblem(plan).contains(QStringLiteral("no endpoint")));
    plan = copiesPlan();
    for (int i = 0; i < 64; ++i)
        plan.copyEndpoints << QStringLiteral("http://10.0.1.%1:8080").arg(i);
    EXPECT_TRUE(servePlanProblem(plan).contains(QStringLiteral("more than 64 copies")));
}

TEST(ServePlan, AStoredSnapshotThatIsWrongSaysWhere)
{
    nlohmann::json json = nlohmann::json::parse(serveRunConfigJson(splitPlan()).toStdString());
    json["dialect"] = "telnet";
    auto read = servePlanFromJson(json);
    ASSERT_FALSE(read.ok());
    EXPECT_TRUE(read.error().detail.contains(QStringLiteral("dialect"))) << read.error().detail.toStdString();

    json = nlohmann::json::parse(serveRunConfigJson(splitPlan()).toStdString());
    json["from"] = 5;
    read = servePlanFromJson(json);
    ASSERT_FALSE(read.ok());
    EXPECT_TRUE(read.error().detail.contains(QStringLiteral("from")));

    json = nlohmann::json::parse(serveRunConfigJson(splitPlan()).toStdString());
    json["goal"]["usage"] = "gaming";
    read = servePlanFromJson(json);
    ASSERT_FALSE(read.ok());
    EXPECT_TRUE(read.error().detail.contains(QStringLiteral("goal.usage")));

    json = nlohmann::json::parse(serveRunConfigJson(copiesPlan()).toStdString());
    json["copy_endpoints"][0] = 7;
    read = servePlanFromJson(json);
    ASSERT_FALSE(read.ok());
    EXPECT_TRUE(read.error().detail.contains(QStringLiteral("copy_endpoints")))
        << read.error().detail.toStdString();

    json = nlohmann::json::parse(serveRunConfigJson(copiesPlan()).toStdString());
    json["launch"][1]["lines"] = "llama-server";
    read = servePlanFromJson(json);
    ASSERT_FALSE(read.ok());
    EXPECT_TRUE(read.error().detail.contains(QStringLiteral("launch"))) << read.error().detail.toStdString();

    EXPECT_FALSE(servePlanFromJson(nlohmann::json::array()).ok());
}

} // namespace
} // namespace shardscope::core
