// core::expandBenchPlan and the plan's JSON: the order runs happen in (the single-node baseline
// first at each concurrency), what is refused before anything runs, and how replicas share the
// sequences; and the rendezvous board the runner relays the ranks' store keys through. Nothing
// here connects to a node.
#include "core/model/BenchPlan.h"
#include "core/bench/BenchRecord.h"
#include "core/bench/BenchRunner.h"
#include "core/bench/RendezvousBoard.h"
#include "remote-agent/protocol/Rendezvous.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

#include <atomic>

using namespace shardscope::core;
namespace protocol = shardscope::protocol;
using protocol::BenchLayout;

namespace {

ClusterNode node(int i, std::optional<qint64> hostId = std::nullopt)
{
    NodeTarget target;
    target.name = QStringLiteral("node%1").arg(i);
    target.ssh.host = QStringLiteral("127.0.0.1");
    target.ssh.port = 1; // never connected to: every plan here is refused or only expanded
    return ClusterNode{target, QStringLiteral("10.0.0.%1").arg(i + 1), hostId,
                       QStringLiteral("root@10.0.0.%1").arg(i + 1)};
}

BenchPlan tinyPlan(int nodes, QList<BenchLayout> layouts, QList<std::uint32_t> concurrencies)
{
    BenchPlan plan;
    plan.model = *protocol::presetModelShape("tiny");
    plan.workload.promptTokens = 16;
    plan.workload.generateTokens = 8;
    plan.threads = 1;
    for (int i = 0; i < nodes; ++i)
        plan.nodes.append(node(i));
    plan.layouts = std::move(layouts);
    plan.concurrencies = std::move(concurrencies);
    return plan;
}

BenchRunSpec spec(BenchLayout layout, QList<int> nodes, std::uint32_t concurrency)
{
    return BenchRunSpec{layout, std::move(nodes), concurrency};
}

std::string text(const Error &error)
{
    return (errorCodeName(error.code) + QStringLiteral(": ") + error.detail).toStdString();
}

} // namespace

TEST(BenchPlanTest, TheSingleNodeBaselineRunsFirstAtEachConcurrency)
{
    const BenchPlan plan = tinyPlan(
        2, {BenchLayout::TensorParallel, BenchLayout::PipelineParallel, BenchLayout::Replicas}, {1, 4});
    auto runs = expandBenchPlan(plan);
    ASSERT_TRUE(runs.ok()) << text(runs.error());
    const QList<BenchRunSpec> expected{spec(BenchLayout::Single, {0}, 1),
                                       spec(BenchLayout::TensorParallel, {0, 1}, 1),
                                       spec(BenchLayout::PipelineParallel, {0, 1}, 1),
                                       spec(BenchLayout::Replicas, {0, 1}, 1),
                                       spec(BenchLayout::Single, {0}, 4),
                                       spec(BenchLayout::TensorParallel, {0, 1}, 4),
                                       spec(BenchLayout::PipelineParallel, {0, 1}, 4),
                                       spec(BenchLayout::Replicas, {0, 1}, 4)};
    EXPECT_EQ(*runs, expected);
}

TEST(BenchPlanTest, SingleListedAnywhereRunsOnceAndFirstAndDuplicatesRunOnce)
{
    const BenchPlan plan = tinyPlan(2,
                                    {BenchLayout::PipelineParallel, BenchLayout::Single,
                                     BenchLayout::PipelineParallel, BenchLayout::Single},
                                    {2, 2, 1});
    auto runs = expandBenchPlan(plan);
    ASSERT_TRUE(runs.ok()) << text(runs.error());
    // The given order of the concurrencies and the other layouts is kept.
    const QList<BenchRunSpec> expected{
        spec(BenchLayout::Single, {0}, 2), spec(BenchLayout::PipelineParallel, {0, 1}, 2),
        spec(BenchLayout::Single, {0}, 1), spec(BenchLayout::PipelineParallel, {0, 1}, 1)};
    EXPECT_EQ(*runs, expected);
}

TEST(BenchPlanTest, OneNodeRunsTheBaselineAlone)
{
    auto runs = expandBenchPlan(tinyPlan(1, {BenchLayout::Single}, {1, 3}));
    ASSERT_TRUE(runs.ok()) << text(runs.error());
    const QList<BenchRunSpec> expected{spec(BenchLayout::Single, {0}, 1), spec(BenchLayout::Single, {0}, 3)};
    EXPECT_EQ(*runs, expected);
    // Without any layout given, the baseline still runs.
    auto bare = expandBenchPlan(tinyPlan(1, {}, {1}));
    ASSERT_TRUE(bare.ok()) << text(bare.error());
    EXPECT_EQ(*bare, QList<BenchRunSpec>{spec(BenchLayout::Single, {0}, 1)});
}

TEST(BenchPlanTest, ALayoutTheShapeCannotTakeIsRefusedByName)
{
    // tiny has 8 query heads and 4 key/value heads: no tensor parallel split over 3 nodes.
    auto tp = expandBenchPlan(tinyPlan(3, {BenchLayout::Replicas, BenchLayout::TensorParallel}, {1}));
    ASSERT_FALSE(tp.ok());
    EXPECT_EQ(tp.error().code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(tp.error().detail.startsWith(
        QStringLiteral("tp (tensor parallel) over 3 nodes (node0, node1, node2) cannot hold tiny")))
        << text(tp.error());
    EXPECT_TRUE(tp.error().detail.contains(QStringLiteral("heads"))) << text(tp.error());

    // tiny has 4 layers: no pipeline of 5 stages.
    auto pp = expandBenchPlan(tinyPlan(5, {BenchLayout::PipelineParallel}, {1}));
    ASSERT_FALSE(pp.ok());
    EXPECT_TRUE(pp.error().detail.startsWith(QStringLiteral("pp (pipeline parallel) over 5 nodes")))
        << text(pp.error());
    EXPECT_TRUE(pp.error().detail.contains(QStringLiteral("layer"))) << text(pp.error());

    // Both fit over 2 and 4 nodes.
    for (int nodes : {2, 4}) {
        auto fine = expandBenchPlan(
            tinyPlan(nodes, {BenchLayout::TensorParallel, BenchLayout::PipelineParallel}, {1}));
        EXPECT_TRUE(fine.ok()) << nodes << " nodes: " << text(fine.error());
    }
}

TEST(BenchPlanTest, SplitsAndReplicasNeedTwoNodes)
{
    for (BenchLayout layout :
         {BenchLayout::TensorParallel, BenchLayout::PipelineParallel, BenchLayout::Replicas}) {
        SCOPED_TRACE(protocol::toString(layout));
        auto runs = expandBenchPlan(tinyPlan(1, {layout}, {1}));
        ASSERT_FALSE(runs.ok());
        EXPECT_EQ(runs.error().code, ErrorCode::InvalidArgument);
        EXPECT_TRUE(runs.error().detail.startsWith(QString::fromStdString(protocol::toString(layout))
                                                   + QLatin1Char(' ')))
            << text(runs.error());
        EXPECT_TRUE(runs.error().detail.contains(QStringLiteral("at least two nodes"))) << text(runs.error());
    }
}

TEST(BenchPlanTest, AnUnusablePlanIsRefusedSayingWhy)
{
    struct Case {
        const char *name;
        std::function<void(BenchPlan &)> spoil;
        const char *expected;
    };
    const QList<Case> cases{
        {"no nodes", [](BenchPlan &plan) { plan.nodes.clear(); }, "at least one node"},
        {"no concurrency", [](BenchPlan &plan) { plan.concurrencies.clear(); }, "at least one concurrency"},
        {"concurrency 0",
         [](BenchPlan &plan) {
             plan.concurrencies = {1, 0};
         },
         "concurrency 0"},
        {"too many tokens",
         [](BenchPlan &plan) {
             plan.workload.promptTokens = protocol::kMaxBenchTokens;
             plan.workload.generateTokens = 1;
         },
         "the workload at concurrency 1 cannot run"},
        {"no output", [](BenchPlan &plan) { plan.workload.generateTokens = 0; }, "cannot run"},
        {"broken shape", [](BenchPlan &plan) { plan.model.kvHeads = 3; }, "the model tiny cannot be built"},
        {"unknown layout", [](BenchPlan &plan) { plan.layouts = {BenchLayout::Unknown}; }, "unknown"},
        {"no dtype", [](BenchPlan &plan) { plan.dtype = protocol::DType::Unknown; }, "no data type"},
        {"no backend", [](BenchPlan &plan) { plan.backend = protocol::BenchBackend::Unknown; }, "no backend"},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.name);
        BenchPlan plan = tinyPlan(2, {BenchLayout::TensorParallel}, {1});
        ASSERT_TRUE(expandBenchPlan(plan).ok());
        c.spoil(plan);
        auto runs = expandBenchPlan(plan);
        ASSERT_FALSE(runs.ok());
        EXPECT_EQ(runs.error().code, ErrorCode::InvalidArgument);
        EXPECT_TRUE(runs.error().detail.contains(QLatin1String(c.expected))) << text(runs.error());
    }
}

TEST(BenchPlanTest, ThePlanCheckNamesTheProblemAndItsSubject)
{
    using protocol::DType;
    struct Case {
        const char *name;
        std::function<void(BenchPlan &)> spoil;
        PlanCheck expected;
        QString text; ///< planProblemText: the CLI's words, as before the check was typed
    };
    const auto check = [](PlanProblem problem, BenchLayout layout = BenchLayout::Unknown, QList<int> set = {},
                          int node = -1, std::uint64_t value = 0, protocol::BenchProblem reason = {}) {
        return PlanCheck{problem, layout, std::move(set), node, value, reason};
    };
    // The protocol library's findings, as codes with their numbers (tiny: 8 query and 4 KV heads).
    using protocol::BenchProblemCode;
    protocol::BenchProblem headsInNoGroups;
    headsInNoGroups.code = BenchProblemCode::HeadsNotMultipleOfKvHeads;
    headsInNoGroups.value = 8;
    headsInNoGroups.other = 3;
    protocol::BenchProblem noRequests;
    noRequests.code = BenchProblemCode::ConcurrencyOutOfRange;
    noRequests.value = 0;
    noRequests.minimum = 1;
    noRequests.maximum = protocol::kMaxBenchConcurrency;
    protocol::BenchProblem headsOverThree;
    headsOverThree.code = BenchProblemCode::HeadsNotDivisible;
    headsOverThree.layout = BenchLayout::TensorParallel;
    headsOverThree.ranks = 3;
    headsOverThree.value = 8;
    headsOverThree.other = 4;
    const QList<Case> cases{
        {"broken shape", [](BenchPlan &plan) { plan.model.kvHeads = 3; },
         check(PlanProblem::ShapeCannotBeBuilt, BenchLayout::Unknown, {}, -1, 0, headsInNoGroups),
         QStringLiteral("the model tiny cannot be built: heads (8) is not a multiple of kv_heads (3)")},
        {"no dtype", [](BenchPlan &plan) { plan.dtype = DType::Unknown; }, check(PlanProblem::NoDType),
         QStringLiteral("no data type chosen: f32, bf16 or f16")},
        {"no backend", [](BenchPlan &plan) { plan.backend = protocol::BenchBackend::Unknown; },
         check(PlanProblem::NoBackend), QStringLiteral("no backend chosen: cpu or cuda")},
        {"no nodes", [](BenchPlan &plan) { plan.nodes.clear(); }, check(PlanProblem::NoNodes),
         QStringLiteral("a benchmark needs at least one node")},
        {"too many nodes",
         [](BenchPlan &plan) {
             while (plan.nodes.size() <= qsizetype(protocol::kMaxBenchWorldSize))
                 plan.nodes.append(node(int(plan.nodes.size())));
         },
         check(PlanProblem::TooManyNodes, BenchLayout::Unknown, {}, -1, protocol::kMaxBenchWorldSize + 1),
         QStringLiteral("a benchmark takes at most 64 nodes, 65 given")},
        {"no concurrency", [](BenchPlan &plan) { plan.concurrencies.clear(); },
         check(PlanProblem::NoConcurrency), QStringLiteral("a benchmark needs at least one concurrency")},
        {"concurrency 0",
         [](BenchPlan &plan) {
             plan.concurrencies = {1, 0};
         },
         check(PlanProblem::WorkloadRefused, BenchLayout::Unknown, {}, -1, 0, noRequests),
         QStringLiteral("the workload at concurrency 0 cannot run: concurrency must be from 1 to 1024")},
        {"node out of range",
         [](BenchPlan &plan) {
             plan.nodeSets = {{0, 1}, {0, 3}};
         },
         check(PlanProblem::NodeOutOfRange, BenchLayout::Unknown, {0, 3}, 3),
         QStringLiteral("a node set names node 3, but the plan has 3 nodes")},
        {"node twice",
         [](BenchPlan &plan) {
             plan.nodeSets = {{0, 2, 0}};
         },
         check(PlanProblem::NodeTwiceInSet, BenchLayout::Unknown, {0, 2, 0}, 0),
         QStringLiteral("a node set names node0 twice")},
        {"set of one",
         [](BenchPlan &plan) {
             plan.nodeSets = {{0, 1}, {2}};
         },
         check(PlanProblem::NodeSetTooSmall, BenchLayout::Unknown, {2}),
         QStringLiteral(
             "the node set node2 has fewer than two nodes: a split or one copy per node needs two")},
        {"layout not set", [](BenchPlan &plan) { plan.layouts = {BenchLayout::Unknown}; },
         check(PlanProblem::LayoutNotSet, BenchLayout::Unknown, {0, 1, 2}),
         QStringLiteral(
             "unknown over 3 nodes (node0, node1, node2) cannot hold tiny: the layout is not set")},
        {"replicas over one",
         [](BenchPlan &plan) {
             plan.nodeSets = {};
             plan.nodes = {plan.nodes.at(0)};
             plan.layouts = {BenchLayout::Replicas};
         },
         check(PlanProblem::LayoutNeedsTwoNodes, BenchLayout::Replicas, {0}),
         QStringLiteral("replicas (one copy per node) over one node cannot hold tiny: replicas need at least "
                        "two nodes, 1 given")},
        {"a split over one", [](BenchPlan &plan) { plan.nodes = {plan.nodes.at(0)}; },
         check(PlanProblem::LayoutNeedsTwoNodes, BenchLayout::PipelineParallel, {0}),
         QStringLiteral("pp (pipeline parallel) over one node cannot hold tiny: a split needs at least two "
                        "nodes, 1 given")},
        {"tp over three",
         [](BenchPlan &plan) {
             plan.layouts = {BenchLayout::Replicas, BenchLayout::TensorParallel};
         },
         check(PlanProblem::LayoutCannotHoldModel, BenchLayout::TensorParallel, {0, 1, 2}, -1, 0,
               headsOverThree),
         QStringLiteral("tp (tensor parallel) over 3 nodes (node0, node1, node2) cannot hold tiny: tensor "
                        "parallel over 3 ranks needs heads (8) and kv_heads (4) divisible by 3: use a number "
                        "of ranks that divides both")},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.name);
        BenchPlan plan = tinyPlan(3, {BenchLayout::PipelineParallel}, {1});
        ASSERT_TRUE(checkBenchPlan(plan).ok());
        EXPECT_EQ(checkBenchPlan(plan), PlanCheck{});
        EXPECT_TRUE(planProblemText(plan, checkBenchPlan(plan)).isEmpty());
        c.spoil(plan);
        const PlanCheck found = checkBenchPlan(plan);
        EXPECT_FALSE(found.ok());
        EXPECT_EQ(int(found.problem), int(c.expected.problem));
        EXPECT_EQ(found.layout, c.expected.layout);
        EXPECT_EQ(found.nodeSet, c.expected.nodeSet);
        EXPECT_EQ(found.node, c.expected.node);
        EXPECT_EQ(found.value, c.expected.value);
        EXPECT_EQ(int(found.reason.code), int(c.expected.reason.code));
        EXPECT_EQ(found.reason, c.expected.reason);
        EXPECT_EQ(planProblemText(plan, found), c.text);
        // The Error callers get is derived from the check, and only from it.
        const Error error = planError(plan, found);
        EXPECT_EQ(error.code, ErrorCode::InvalidArgument);
        EXPECT_EQ(error.detail, c.text);
        auto runs = expandBenchPlan(plan);
        ASSERT_FALSE(runs.ok());
        EXPECT_EQ(runs.error().code, ErrorCode::InvalidArgument);
        EXPECT_EQ(runs.error().detail, c.text);
    }
}

TEST(BenchPlanTest, ReplicasShareTheSequencesEvenlyTheFirstOnesOneMore)
{
    // 5 sequences over 2 replicas: 3 + 2; over 3: 2 + 2 + 1; 1 over 2: the second sits idle.
    EXPECT_EQ(replicaShare(5, 2, 0), 3u);
    EXPECT_EQ(replicaShare(5, 2, 1), 2u);
    EXPECT_EQ(replicaShare(5, 3, 0), 2u);
    EXPECT_EQ(replicaShare(5, 3, 1), 2u);
    EXPECT_EQ(replicaShare(5, 3, 2), 1u);
    EXPECT_EQ(replicaShare(1, 2, 0), 1u);
    EXPECT_EQ(replicaShare(1, 2, 1), 0u);
    for (std::uint32_t concurrency : {1u, 2u, 7u, 64u}) {
        for (int replicas : {1, 2, 3, 4}) {
            std::uint32_t total = 0;
            for (int i = 0; i < replicas; ++i)
                total += replicaShare(concurrency, replicas, i);
            EXPECT_EQ(total, concurrency) << concurrency << " over " << replicas;
        }
    }
}

TEST(BenchPlanTest, ThePlanJsonHasEverythingTheRunNeeds)
{
    BenchPlan plan = tinyPlan(2, {BenchLayout::TensorParallel, BenchLayout::Replicas}, {1, 4});
    plan.nodes[1].hostId = 42;
    plan.workload.seed = 7;
    plan.dtype = protocol::DType::BF16;
    const nlohmann::json config = nlohmann::json::parse(benchRunConfigJson(plan).toStdString());
    EXPECT_EQ(config.value("kind", ""), "bench");
    EXPECT_TRUE(config.contains("shardscope_version"));
    EXPECT_EQ(config["model"].value("name", ""), "tiny");
    EXPECT_EQ(config["model"].value("layers", 0), 4);
    EXPECT_EQ(config.value("dtype", ""), "bf16");
    EXPECT_EQ(config.value("backend", ""), "cpu");
    EXPECT_EQ(config.value("threads", 0), 1);
    EXPECT_EQ(config["workload"].value("prompt_tokens", 0), 16);
    EXPECT_EQ(config["workload"].value("seed", 0), 7);
    EXPECT_FALSE(config["workload"].contains("concurrency")) << config.dump();
    EXPECT_EQ(config["layouts"], nlohmann::json::array({"tp", "replicas"}));
    EXPECT_EQ(config["concurrencies"], nlohmann::json::array({1, 4}));
    ASSERT_EQ(config["nodes"].size(), 2u);
    EXPECT_EQ(config["nodes"][0].value("name", ""), "node0");
    EXPECT_EQ(config["nodes"][0].value("address", ""), "10.0.0.1");
    EXPECT_EQ(config["nodes"][0].value("ssh", ""), "root@10.0.0.1");
    EXPECT_FALSE(config["nodes"][0].contains("host_id"));
    EXPECT_EQ(config["nodes"][1].value("host_id", 0), 42);
}

/// What benchPlanFromJson keeps of a node: name, cluster address, SSH destination and host id.
void expectSameNodes(const QList<ClusterNode> &read, const QList<ClusterNode> &written)
{
    ASSERT_EQ(read.size(), written.size());
    for (qsizetype i = 0; i < read.size(); ++i) {
        EXPECT_EQ(read[i].target.name, written[i].target.name) << i;
        EXPECT_EQ(read[i].clusterAddress, written[i].clusterAddress) << i;
        EXPECT_EQ(read[i].sshDestination, written[i].sshDestination) << i;
        EXPECT_EQ(read[i].hostId, written[i].hostId) << i;
        // How to reach it now is the caller's business: nothing of the old SSH settings comes back.
        EXPECT_TRUE(read[i].target.ssh.host.isEmpty()) << i;
    }
}

TEST(BenchPlanTest, TheStoredPlanReadsBackWhole)
{
    BenchPlan plan = tinyPlan(3, {BenchLayout::PipelineParallel, BenchLayout::Replicas}, {4, 1, 16});
    plan.nodes[1].hostId = 42;
    plan.nodes[2].sshDestination.clear();
    plan.dtype = protocol::DType::BF16;
    plan.backend = protocol::BenchBackend::Cuda;
    plan.threads = 3;
    plan.workload.seed = 0xfedcba9876543210ULL; // above 2^63: must survive as an unsigned number
    plan.workload.warmupSteps = 0;
    plan.model.ropeTheta = 12345.5;
    plan.goal.usage = UsagePattern::Chat;
    plan.goal.ttftTargetMs = 250.5;
    plan.goal.tpotTargetMs = 40;

    // From the run's snapshot (what the store keeps), with its extra keys.
    const auto read = benchPlanFromJson(nlohmann::json::parse(benchRunConfigJson(plan).toStdString()));
    ASSERT_TRUE(read.ok()) << text(read.error());
    EXPECT_EQ(read->model, plan.model);
    EXPECT_EQ(read->dtype, plan.dtype);
    EXPECT_EQ(read->backend, plan.backend);
    EXPECT_EQ(read->threads, plan.threads);
    protocol::BenchWorkload workload = plan.workload;
    workload.concurrency = read->workload.concurrency; // not part of the plan
    EXPECT_EQ(read->workload, workload);
    EXPECT_EQ(read->layouts, plan.layouts);
    EXPECT_EQ(read->concurrencies, plan.concurrencies);
    EXPECT_EQ(read->goal, plan.goal);
    expectSameNodes(read->nodes, plan.nodes);
    // And once more: what was read writes the same JSON.
    EXPECT_EQ(benchPlanJson(*read), benchPlanJson(plan));

    // A goal without targets leaves them out and reads back without them.
    plan.goal = InferenceGoal{UsagePattern::Throughput, std::nullopt, std::nullopt};
    const nlohmann::json json = benchPlanJson(plan);
    EXPECT_EQ(json["goal"], (nlohmann::json{{"usage", "throughput"}}));
    const auto again = benchPlanFromJson(json);
    ASSERT_TRUE(again.ok()) << text(again.error());
    EXPECT_EQ(again->goal, plan.goal);
}

TEST(BenchPlanTest, ASnapshotFromBeforeTheGoalReadsAsTheDefaultGoal)
{
    // A run stored by ShardScope 0.4 (no "goal"), as its benchRunConfigJson wrote it.
    const nlohmann::json old = nlohmann::json::parse(R"({
        "backend": "cpu", "concurrencies": [1, 4], "dtype": "f32", "kind": "bench",
        "layouts": ["tp", "pp", "replicas"],
        "model": {"head_dim": 16, "heads": 4, "hidden": 64, "intermediate": 128, "kv_heads": 2,
                  "layers": 4, "name": "tiny", "rms_norm_eps": 1e-05, "rope_theta": 500000.0,
                  "tied_embeddings": false, "vocab": 256},
        "nodes": [{"address": "192.168.1.10", "name": "node1", "ssh": "ai@192.168.1.10"},
                  {"address": "192.168.1.11", "host_id": 3, "name": "node2"}],
        "shardscope_version": "0.4.0", "threads": 0,
        "workload": {"generate_tokens": 32, "prompt_tokens": 64, "seed": 1, "warmup_steps": 2}})");
    const auto read = benchPlanFromJson(old);
    ASSERT_TRUE(read.ok()) << text(read.error());
    EXPECT_EQ(read->goal, InferenceGoal{});
    EXPECT_EQ(read->layouts, (QList<BenchLayout>{BenchLayout::TensorParallel, BenchLayout::PipelineParallel,
                                                 BenchLayout::Replicas}));
    EXPECT_EQ(read->concurrencies, (QList<std::uint32_t>{1, 4}));
    EXPECT_EQ(read->workload.promptTokens, 64u);
    EXPECT_EQ(read->workload.generateTokens, 32u);
    ASSERT_EQ(read->nodes.size(), 2);
    EXPECT_EQ(read->nodes[0].target.name, QStringLiteral("node1"));
    EXPECT_EQ(read->nodes[0].sshDestination, QStringLiteral("ai@192.168.1.10"));
    EXPECT_FALSE(read->nodes[0].hostId.has_value());
    EXPECT_EQ(read->nodes[1].clusterAddress, QStringLiteral("192.168.1.11"));
    EXPECT_EQ(read->nodes[1].hostId, std::optional<qint64>(3));
    // From before node sets: split over all its nodes.
    EXPECT_TRUE(read->nodeSets.isEmpty());
    EXPECT_EQ(benchNodeSets(*read), (QList<QList<int>>{{0, 1}}));
    // The plan that was read is one that can run again.
    EXPECT_TRUE(expandBenchPlan(*read).ok());
}

TEST(BenchPlanTest, AStoredPlanWithAWrongTypeIsRefusedNamingTheKey)
{
    const nlohmann::json good = benchPlanJson(tinyPlan(2, {BenchLayout::TensorParallel}, {1}));
    ASSERT_TRUE(benchPlanFromJson(good).ok());
    struct Case {
        const char *pointer; ///< what to change (JSON pointer)
        nlohmann::json value;
        const char *key; ///< what the error must name
    };
    const QList<Case> cases{
        {"/dtype", 5, "dtype"},
        {"/dtype", "f64", "dtype"},
        {"/backend", nullptr, "backend"},
        {"/model", "tiny", "model"},
        {"/model/layers", "four", "model"},
        {"/workload", nlohmann::json::array(), "workload"},
        {"/workload/prompt_tokens", -3, "workload"},
        {"/threads", -1, "threads"},
        {"/threads", 1.5, "threads"},
        {"/layouts", "tp", "layouts"},
        {"/layouts/0", "diagonal", "layouts[0]"},
        {"/concurrencies/0", "1", "concurrencies[0]"},
        {"/concurrencies/0", 100000, "concurrencies[0]"},
        {"/goal", "chat", "goal"},
        {"/goal/usage", "sometimes", "goal.usage"},
        {"/goal/usage", 1, "goal.usage"},
        {"/goal/ttft_target_ms", "fast", "goal.ttft_target_ms"},
        {"/goal/tpot_target_ms", 0, "goal.tpot_target_ms"},
        {"/nodes", nlohmann::json::object(), "nodes"},
        {"/nodes/1", "node1", "nodes[1]"},
        {"/nodes/1/name", 7, "nodes[1].name"},
        {"/nodes/1/name", "", "nodes[1].name"},
        {"/nodes/0/address", nullptr, "nodes[0].address"},
        {"/nodes/0/ssh", false, "nodes[0].ssh"},
        {"/nodes/0/host_id", "3", "nodes[0].host_id"},
    };
    for (const Case &c : cases) {
        nlohmann::json broken = good;
        broken[nlohmann::json::json_pointer(c.pointer)] = c.value;
        const auto read = benchPlanFromJson(broken);
        ASSERT_FALSE(read.ok()) << c.pointer << " = " << c.value.dump();
        EXPECT_EQ(read.error().code, ErrorCode::InvalidArgument);
        EXPECT_TRUE(read.error().detail.contains(QStringLiteral("\"%1\"").arg(QLatin1String(c.key))))
            << c.pointer << ": " << text(read.error());
    }
    for (const char *key :
         {"model", "dtype", "backend", "workload", "threads", "layouts", "concurrencies", "nodes"}) {
        nlohmann::json missing = good;
        missing.erase(key);
        const auto read = benchPlanFromJson(missing);
        ASSERT_FALSE(read.ok()) << key;
        EXPECT_TRUE(read.error().detail.contains(QStringLiteral("\"%1\" is missing").arg(QLatin1String(key))))
            << text(read.error());
    }
    EXPECT_FALSE(benchPlanFromJson(nlohmann::json::array()).ok());
    EXPECT_FALSE(benchPlanFromJson(nlohmann::json()).ok());
}

TEST(BenchPlanTest, EachLayoutRunsOverEachNodeSetAfterTheBaseline)
{
    BenchPlan plan = tinyPlan(3, {BenchLayout::PipelineParallel, BenchLayout::Replicas}, {1, 2});
    // Rank order is the set's order: node2 first in the second set.
    plan.nodeSets = {{0, 1}, {2, 0, 1}};
    auto runs = expandBenchPlan(plan);
    ASSERT_TRUE(runs.ok()) << text(runs.error());
    QList<BenchRunSpec> expected;
    for (std::uint32_t concurrency : {1u, 2u}) {
        expected << spec(BenchLayout::Single, {0}, concurrency)
                 << spec(BenchLayout::PipelineParallel, {0, 1}, concurrency)
                 << spec(BenchLayout::PipelineParallel, {2, 0, 1}, concurrency)
                 << spec(BenchLayout::Replicas, {0, 1}, concurrency)
                 << spec(BenchLayout::Replicas, {2, 0, 1}, concurrency);
    }
    EXPECT_EQ(*runs, expected);

    // Without sets: one set of all nodes in their order.
    plan.nodeSets.clear();
    EXPECT_EQ(benchNodeSets(plan), (QList<QList<int>>{{0, 1, 2}}));
    auto all = expandBenchPlan(plan);
    ASSERT_TRUE(all.ok()) << text(all.error());
    ASSERT_EQ(all->size(), 6);
    EXPECT_EQ(all->at(1), spec(BenchLayout::PipelineParallel, {0, 1, 2}, 1));
}

TEST(BenchPlanTest, ANodeSetListedTwiceRunsOnce)
{
    BenchPlan plan = tinyPlan(3, {BenchLayout::TensorParallel}, {1});
    plan.nodeSets = {{0, 1}, {1, 2}, {0, 1}};
    EXPECT_EQ(benchNodeSets(plan), (QList<QList<int>>{{0, 1}, {1, 2}}));
    auto runs = expandBenchPlan(plan);
    ASSERT_TRUE(runs.ok()) << text(runs.error());
    EXPECT_EQ(*runs, (QList<BenchRunSpec>{spec(BenchLayout::Single, {0}, 1),
                                          spec(BenchLayout::TensorParallel, {0, 1}, 1),
                                          spec(BenchLayout::TensorParallel, {1, 2}, 1)}));
    // The same nodes in another order are another rank order: a set of its own.
    plan.nodeSets = {{0, 1}, {1, 0}};
    EXPECT_EQ(benchNodeSets(plan).size(), 2);
}

TEST(BenchPlanTest, AnInvalidNodeSetIsRefusedSayingWhy)
{
    struct Case {
        QList<QList<int>> sets;
        QString says;
    };
    const QList<Case> cases{
        {{{0, 1}, {0, 3}}, QStringLiteral("a node set names node 3, but the plan has 3 nodes")},
        {{{0, -1}}, QStringLiteral("a node set names node -1, but the plan has 3 nodes")},
        {{{0, 2, 0}}, QStringLiteral("a node set names node0 twice")},
        {{{0, 1}, {2}}, QStringLiteral("the node set node2 has fewer than two nodes")},
        {{{}}, QStringLiteral("has fewer than two nodes")},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.says.toStdString());
        BenchPlan plan = tinyPlan(3, {BenchLayout::PipelineParallel}, {1});
        plan.nodeSets = c.sets;
        auto runs = expandBenchPlan(plan);
        ASSERT_FALSE(runs.ok());
        EXPECT_EQ(runs.error().code, ErrorCode::InvalidArgument);
        EXPECT_TRUE(runs.error().detail.contains(c.says)) << text(runs.error());
        // Refused even when only the baseline would run: a wrong set is a wrong plan.
        plan.layouts = {BenchLayout::Single};
        EXPECT_FALSE(expandBenchPlan(plan).ok());
    }
}

TEST(BenchPlanTest, ALayoutASetCannotTakeIsRefusedNamingTheSetsNodes)
{
    // tiny's 8 query and 4 key/value heads divide over 2 ranks but not over 3.
    BenchPlan plan = tinyPlan(3, {BenchLayout::TensorParallel}, {1});
    plan.nodeSets = {{2, 0}};
    auto two = expandBenchPlan(plan);
    ASSERT_TRUE(two.ok()) << text(two.error());
    EXPECT_EQ(two->constLast(), spec(BenchLayout::TensorParallel, {2, 0}, 1));

    plan.nodeSets = {{2, 0}, {1, 2, 0}};
    auto three = expandBenchPlan(plan);
    ASSERT_FALSE(three.ok());
    EXPECT_EQ(three.error().code, ErrorCode::InvalidArgument);
    const QString expected
        = QStringLiteral("tp (tensor parallel) over 3 nodes (node1, node2, node0) cannot hold "
                         "tiny: ")
          + QString::fromStdString(protocol::benchProblemText(
              protocol::layoutProblem(plan.model, BenchLayout::TensorParallel, 3)));
    EXPECT_EQ(three.error().detail, expected) << text(three.error());
    // The check names the set as given and what the protocol library found over it.
    const PlanCheck check = checkBenchPlan(plan);
    EXPECT_EQ(check.problem, PlanProblem::LayoutCannotHoldModel);
    EXPECT_EQ(check.nodeSet, (QList<int>{1, 2, 0}));
    EXPECT_EQ(check.reason, protocol::layoutProblem(plan.model, BenchLayout::TensorParallel, 3));
    EXPECT_EQ(check.reason.code, protocol::BenchProblemCode::HeadsNotDivisible);
    EXPECT_EQ(check.reason.ranks, 3u);
}

TEST(BenchPlanTest, NodeSetsGoThroughTheJsonAndBack)
{
    BenchPlan plan = tinyPlan(3, {BenchLayout::PipelineParallel}, {1});
    // Without sets the key is left out, as before node sets existed.
    EXPECT_FALSE(benchPlanJson(plan).contains("node_sets"));

    plan.nodeSets = {{0, 1}, {2, 0, 1}};
    const nlohmann::json json = nlohmann::json::parse(benchRunConfigJson(plan).toStdString());
    EXPECT_EQ(json["node_sets"], nlohmann::json::parse("[[0, 1], [2, 0, 1]]"));
    const auto read = benchPlanFromJson(json);
    ASSERT_TRUE(read.ok()) << text(read.error());
    EXPECT_EQ(read->nodeSets, plan.nodeSets);
    EXPECT_EQ(benchPlanJson(*read), benchPlanJson(plan));
    EXPECT_EQ(expandBenchPlan(*read).value(), expandBenchPlan(plan).value());

    // A stored set that names a node the plan does not have, or is not a list, is refused by key.
    struct Broken {
        nlohmann::json sets;
        QString says;
    };
    for (const Broken &broken :
         {Broken{nlohmann::json::parse("[[0, 1], [0, 3]]"), QStringLiteral("\"node_sets[1][1]\" is above 2")},
          Broken{nlohmann::json::parse("[[0, -1]]"),
                 QStringLiteral("\"node_sets[0][1]\" is not a whole number")},
          Broken{nlohmann::json::parse("[[0, \"1\"]]"),
                 QStringLiteral("\"node_sets[0][1]\" is not a whole number")},
          Broken{nlohmann::json::parse("[1, 2]"), QStringLiteral("\"node_sets[0]\" is not an array")},
          Broken{nlohmann::json::parse("{}"), QStringLiteral("\"node_sets\" is not an array")}}) {
        SCOPED_TRACE(broken.sets.dump());
        nlohmann::json bad = json;
        bad["node_sets"] = broken.sets;
        const auto refused = benchPlanFromJson(bad);
        ASSERT_FALSE(refused.ok());
        EXPECT_EQ(refused.error().code, ErrorCode::InvalidArgument);
        EXPECT_TRUE(refused.error().detail.contains(broken.says)) << text(refused.error());
    }
}

TEST(BenchPlanTest, RunIdsAreFreshHexDigits)
{
    const std::string first = newBenchRunId();
    const std::string second = newBenchRunId();
    const QRegularExpression hex(QStringLiteral("^[0-9a-f]{32}$"));
    EXPECT_TRUE(hex.match(QString::fromStdString(first)).hasMatch()) << first;
    EXPECT_TRUE(hex.match(QString::fromStdString(second)).hasMatch()) << second;
    EXPECT_NE(first, second);
}

TEST(BenchPlanTest, TheRunnerRefusesAnInvalidPlanBeforeConnectingAnything)
{
    std::atomic_int nodeEvents{0};
    BenchRunnerCallbacks callbacks;
    callbacks.nodes.progress = [&nodeEvents](const NodeProgress &) {
        ++nodeEvents;
    };
    callbacks.runStarted = [&nodeEvents](int, const BenchRunSpec &) {
        ++nodeEvents;
    };
    auto result
        = runBenchPlan(tinyPlan(3, {BenchLayout::TensorParallel}, {1}), BenchRunnerOptions{}, callbacks);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(result.error().detail.contains(QStringLiteral("tp (tensor parallel)")))
        << text(result.error());
    EXPECT_EQ(nodeEvents.load(), 0);
}

namespace {

std::vector<std::string> keysOf(const std::vector<protocol::StoreEntry> &entries)
{
    std::vector<std::string> keys;
    for (const protocol::StoreEntry &entry : entries)
        keys.push_back(entry.key);
    return keys;
}

} // namespace

TEST(BenchPlanTest, TheRendezvousBoardTakesFromEachRankOnlyTheKeysItMaySet)
{
    const std::string run = "0123456789abcdef0123456789abcdef";
    RendezvousBoard board(run);
    // Each rank's own keys (Gloo's, in both forms Gloo writes them), and NCCL's id from rank 0.
    EXPECT_TRUE(board.post(0, {run + "gloo/0", "aa"}));
    EXPECT_TRUE(board.post(1, {run + "gloo/rank_1", "bb"}));
    EXPECT_TRUE(board.post(1, {run + "/ready/1", ""}));
    EXPECT_TRUE(board.post(0, {run + "/nccl_id", "cc"}));
    EXPECT_TRUE(board.post(1, {run + "/failed", "dd"}));
    EXPECT_TRUE(board.post(kBoardController, {run + "/failed", "ee"}));
    // Another rank's keys, NCCL's id from a rank other than 0, unknown keys, another run.
    EXPECT_FALSE(board.post(1, {run + "gloo/0", "ff"}));
    EXPECT_FALSE(board.post(1, {run + "/ready/0", ""}));
    EXPECT_FALSE(board.post(1, {run + "/nccl_id", "ff"}));
    EXPECT_FALSE(board.post(0, {run + "gloo/01", "ff"}));
    EXPECT_FALSE(board.post(0, {run + "/ready/0/x", ""}));
    EXPECT_FALSE(board.post(0, {run + "/other", ""}));
    EXPECT_FALSE(board.post(0, {run, ""}));
    EXPECT_FALSE(board.post(0, {"fedcba9876543210fedcba9876543210gloo/0", "ff"}));
    EXPECT_FALSE(board.post(-2, {run + "/failed", ""}));
    EXPECT_FALSE(board.post(kBoardController, {run + "gloo/0", "ff"}));

    // Each rank gets the others' entries, in order, once; never its own.
    std::size_t cursor0 = 0;
    std::size_t cursor1 = 0;
    EXPECT_EQ(
        keysOf(board.unsent(0, &cursor0)),
        (std::vector<std::string>{run + "gloo/rank_1", run + "/ready/1", run + "/failed", run + "/failed"}));
    EXPECT_EQ(keysOf(board.unsent(1, &cursor1)),
              (std::vector<std::string>{run + "gloo/0", run + "/nccl_id", run + "/failed"}));
    EXPECT_TRUE(board.unsent(0, &cursor0).empty());
    EXPECT_TRUE(board.post(0, {run + "/ready/0", ""}));
    EXPECT_EQ(keysOf(board.unsent(1, &cursor1)), (std::vector<std::string>{run + "/ready/0"}));
}

TEST(BenchPlanTest, TheRendezvousBoardTakesTheKeysTheRanksBuild)
{
    // The keys as remote-agent/bench and the CUDA plugin build them (protocol/Rendezvous.h).
    const std::string run = "0123456789abcdef0123456789abcdef";
    RendezvousBoard board(run);
    for (std::uint32_t rank : {0u, 1u, 2u}) {
        SCOPED_TRACE(rank);
        EXPECT_TRUE(board.post(int(rank), {protocol::glooKeyPrefix(run) + std::to_string(rank), "aa"}));
        EXPECT_TRUE(board.post(int(rank), {protocol::runReadyKey(run, rank), ""}));
        EXPECT_TRUE(board.post(int(rank), {protocol::runFailedKey(run), "bb"}));
        EXPECT_EQ(board.post(int(rank), {protocol::ncclIdKey(run), "cc"}), rank == 0);
        EXPECT_FALSE(board.post(int(rank), {protocol::runReadyKey(run, rank + 1), ""}));
    }
    EXPECT_TRUE(board.post(kBoardController, {protocol::runFailedKey(run), "dd"}));
    EXPECT_FALSE(board.post(kBoardController, {protocol::runReadyKey(run, 0), ""}));
    EXPECT_FALSE(board.post(0, {protocol::runFailedKey("fedcba9876543210fedcba9876543210"), ""}));
}

TEST(BenchPlanTest, TheRendezvousBoardDropsWhatIsBeyondItsByteCapButNotTheControllersFailure)
{
    const std::string run = "0123456789abcdef0123456789abcdef";
    RendezvousBoard board(run);
    const std::string key = run + "gloo/0";
    const std::string mebibyte(std::size_t(1) << 20, '0');
    int kept = 0;
    for (int i = 0; i < 20; ++i)
        kept += board.post(0, {key, mebibyte}) ? 1 : 0;
    // 16 MiB in all, keys included: the 16th MiB-sized value no longer fits.
    EXPECT_EQ(kBoardController, -1);
    EXPECT_EQ(kMaxBoardBytes, std::size_t(16) << 20);
    EXPECT_EQ(kept, 15);
    EXPECT_FALSE(board.post(1, {run + "/ready/1", mebibyte}));
    // The controller's "stop" still reaches the ranks.
    EXPECT_TRUE(board.post(kBoardController, {run + "/failed", "ab"}));
    std::size_t cursor = 0;
    const std::vector<protocol::StoreEntry> entries = board.unsent(1, &cursor);
    ASSERT_EQ(entries.size(), 16u);
    EXPECT_EQ(entries.back().key, run + "/failed");
}

TEST(BenchPlanTest, NodesInNoSetAreLeftOutAndTheSetsReindexed)
{
    BenchPlan plan = tinyPlan(4, {BenchLayout::PipelineParallel}, {1});
    const QList<ClusterNode> nodes = plan.nodes;
    plan.nodeSets = {{3, 1}};
    const BenchPlan pruned = withoutUnusedNodes(plan);
    // node 0 runs the baseline; node 2 is in no set.
    ASSERT_EQ(pruned.nodes.size(), 3);
    EXPECT_EQ(pruned.nodes.at(0).target.name, nodes.at(0).target.name);
    EXPECT_EQ(pruned.nodes.at(1).target.name, nodes.at(1).target.name);
    EXPECT_EQ(pruned.nodes.at(2).target.name, nodes.at(3).target.name);
    EXPECT_EQ(pruned.nodeSets, (QList<QList<int>>{{2, 1}}));
    auto runs = expandBenchPlan(pruned);
    ASSERT_TRUE(runs.ok()) << runs.error().detail.toStdString();
    EXPECT_EQ(benchRunNodeNames(pruned, runs->at(1)),
              (QStringList{nodes.at(3).target.name, nodes.at(1).target.name}));

    // Without sets every node is used; a set out of range is left for expandBenchPlan to name.
    plan.nodeSets.clear();
    EXPECT_EQ(withoutUnusedNodes(plan).nodes.size(), 4);
    plan.nodeSets = {{1, 7}};
    EXPECT_EQ(withoutUnusedNodes(plan).nodeSets, plan.nodeSets);
    EXPECT_EQ(withoutUnusedNodes(plan).nodes.size(), 4);
}
