// Comparing two stored runs (core/analysis/RunComparison.h): which settings differ, which results
// measured the same thing, what counts as noise.
#include "core/analysis/RunComparison.h"
#include "core/store/ResultStore.h"
#include "tests/support/BenchRunFactory.h"
#include "tests/support/TempStore.h"

#include <gtest/gtest.h>

using namespace shardscope::core;
namespace protocol = shardscope::protocol;
namespace test = shardscope::test;

namespace {

class RunComparisonTest : public test::TempStoreTest
{
protected:
    void SetUp() override
    {
        TempStoreTest::SetUp();
        for (const char *name : {"node0", "node1", "node2"}) {
            HostRecord host;
            host.name = QString::fromLatin1(name);
            host.address = QStringLiteral("10.0.0.%1").arg(name[4] - '0' + 1);
            ASSERT_TRUE(m_store->upsertHost(host).ok());
        }
    }
};

} // namespace

TEST(FigureChange, WithinTwoPercentIsNoise)
{
    EXPECT_EQ(figureChange(100, 101.9, true).better, 0);
    EXPECT_EQ(figureChange(100, 102, true).better, 1);
    EXPECT_EQ(figureChange(100, 102, false).better, -1);
    EXPECT_EQ(figureChange(100, 97, true).better, -1);
    ASSERT_TRUE(figureChange(100, 97, true).percent.has_value());
    EXPECT_NEAR(*figureChange(100, 97, true).percent, -3.0, 1e-9);
    // Nothing to compare against: no change in percent, neither better nor worse.
    EXPECT_EQ(figureChange(0, 50, true), FigureChange{});
}

TEST_F(RunComparisonTest, SettingsComeFromTheTypedConfigurationAndOnlyDifferencesAreListed)
{
    test::FabricatedRunSpec spec;
    spec.threads = 8;
    const test::StoredBenchRun a = test::storeBenchRun(*m_store, spec);
    spec.threads = 16;
    const test::StoredBenchRun b = test::storeBenchRun(*m_store, spec);

    const QMap<QString, SettingValue> settings = runSettings(storedRun(a.runId));
    EXPECT_EQ(settings.value(QStringLiteral("threads")), SettingValue(std::uint64_t(8)));
    EXPECT_EQ(settings.value(QStringLiteral("machines")), SettingValue(QStringLiteral("node0, node1")));
    EXPECT_EQ(settings.value(QStringLiteral("concurrencies")), SettingValue(QList<std::uint64_t>{2, 8}));
    EXPECT_EQ(settings.value(QStringLiteral("layouts")), SettingValue(a.plan.layouts));
    EXPECT_EQ(settings.value(QStringLiteral("workload.seed")),
              SettingValue(std::uint64_t(a.plan.workload.seed)));
    EXPECT_TRUE(settings.contains(QStringLiteral("address:node0")));
    EXPECT_TRUE(settings.contains(QStringLiteral("model.name")));
    // How the workstation reached the machines is not a setting of the measurement.
    for (const QString &key : settings.keys())
        EXPECT_FALSE(key.contains(QStringLiteral("ssh")) || key.contains(QStringLiteral("host_id")))
            << key.toStdString();

    const QList<SettingChange> changes = changedSettings(storedRun(a.runId), storedRun(b.runId));
    ASSERT_EQ(changes.size(), 1);
    EXPECT_EQ(changes.first(),
              (SettingChange{QStringLiteral("threads"), std::uint64_t(8), std::uint64_t(16)}));
    EXPECT_TRUE(changedSettings(storedRun(a.runId), storedRun(a.runId)).isEmpty());
    // A run whose configuration cannot be read has no settings, rather than guessed ones.
    RunRecord unreadable = storedRun(a.runId);
    unreadable.config = parseRunConfig(unreadable.kind, QStringLiteral("{\"nodes\": 3}"));
    EXPECT_TRUE(runSettings(unreadable).isEmpty());
}

TEST_F(RunComparisonTest, ResultsPairByLayoutAndConcurrencyAndByMachinesWhereALayoutRanOverSeveralSets)
{
    const test::StoredBenchRun a = test::storeBenchRun(*m_store);
    const test::StoredBenchRun b = test::storeBenchRun(*m_store);
    const auto matched = matchedBenchResults(a.results, b.results);
    ASSERT_EQ(matched.size(), a.results.size());
    for (const auto &[x, y] : matched) {
        EXPECT_EQ(x.layout, y.layout);
        EXPECT_EQ(x.concurrency, y.concurrency);
        EXPECT_EQ(x.nodeNames, y.nodeNames);
    }

    // Over other machines: one set per layout in each run, so still compared, layout by layout.
    test::FabricatedRunSpec other;
    other.nodes = {QStringLiteral("node1"), QStringLiteral("node2")};
    const test::StoredBenchRun c = test::storeBenchRun(*m_store, other);
    const auto across = matchedBenchResults(a.results, c.results);
    ASSERT_EQ(across.size(), a.results.size());
    for (const auto &[x, y] : across)
        EXPECT_EQ(x.layout, y.layout);

    // Where a layout ran over two sets, the set is part of what was measured.
    test::FabricatedRunSpec twoSets;
    twoSets.nodes = {QStringLiteral("node0"), QStringLiteral("node1"), QStringLiteral("node2")};
    twoSets.nodeSets = {{0, 1}, {0, 1, 2}};
    twoSets.layouts = {protocol::BenchLayout::PipelineParallel, protocol::BenchLayout::Replicas};
    const test::StoredBenchRun d = test::storeBenchRun(*m_store, twoSets);
    for (const auto &[x, y] : matchedBenchResults(a.results, d.results))
        EXPECT_EQ(x.nodeNames, y.nodeNames);
    EXPECT_LT(matchedBenchResults(d.results, a.results).size(), d.results.size());
}
