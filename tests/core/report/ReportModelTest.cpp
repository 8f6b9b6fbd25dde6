// core::buildReport and the report's CSV and JSON: which stored link run and inventories a bench
// run's report picks, what it warns about, and that every exported figure is the stored one. The
// analysis itself (verdict, what-if, checklist) has tests of its own; here only its plumbing.
#include "core/report/ReportModel.h"

#include "core/analysis/BenchMetrics.h"
#include "tests/support/ReportDatabase.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace shardscope::core;
namespace protocol = shardscope::protocol;
using shardscope::test::ReportDatabase;

namespace {

class ReportModelTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        auto store = ResultStore::open(m_dir.filePath(QStringLiteral("report.db")), StoreAccess::Write,
                                       shardscope::test::steppingClock());
        ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
        m_store = std::move(store).value();
        m_fixture = shardscope::test::fillReportDatabase(*m_store);
    }

    ReportModel build()
    {
        auto report = buildReport(*m_store, m_fixture.benchRun);
        EXPECT_TRUE(report.ok()) << (report.ok() ? "" : report.error().detail.toStdString());
        return report.ok() ? std::move(report).value() : ReportModel{};
    }

    QTemporaryDir m_dir;
    std::unique_ptr<ResultStore> m_store;
    ReportDatabase m_fixture;
};

/// Whether the report has a warning of `code` whose subject, value or detail contains `part`.
bool hasWarning(const ReportModel &report, ReportWarningCode code, const QString &part = {})
{
    for (const ReportWarning &warning : report.warnings)
        if (warning.code == code
            && (warning.subject.contains(part) || warning.value.contains(part)
                || warning.detail.contains(part)))
            return true;
    return false;
}

std::string warningsOf(const ReportModel &report)
{
    std::string text;
    for (const ReportWarning &warning : report.warnings)
        text += reportWarningCodeName(warning.code) + " " + warning.subject.toStdString() + " | "
                + warning.value.toStdString() + " | " + warning.detail.toStdString() + "\n";
    return text;
}

/// RFC 4180 lines (no field of these tests spans lines) split into fields, quotes undone.
QList<QStringList> parseCsv(const QString &csv)
{
    QList<QStringList> rows;
    for (const QString &line : csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts)) {
        QStringList fields;
        QString field;
        bool quoted = false;
        for (qsizetype i = 0; i < line.size(); ++i) {
            const QChar c = line.at(i);
            if (quoted) {
                if (c == QLatin1Char('"') && i + 1 < line.size() && line.at(i + 1) == QLatin1Char('"')) {
                    field += c;
                    ++i;
                } else if (c == QLatin1Char('"')) {
                    quoted = false;
                } else {
                    field += c;
                }
            } else if (c == QLatin1Char('"')) {
                quoted = true;
            } else if (c == QLatin1Char(',')) {
                fields.append(field);
                field.clear();
            } else {
                field += c;
            }
        }
        fields.append(field);
        rows.append(fields);
    }
    return rows;
}

} // namespace

TEST_F(ReportModelTest, TheReportHoldsTheRunItsNodesAndTheLinkTestThatCoversThem)
{
    const ReportModel report = build();
    EXPECT_EQ(report.run.id, m_fixture.benchRun);
    EXPECT_EQ(report.run.status, RunStatus::Failed);
    EXPECT_EQ(report.plan.model, m_fixture.plan.model);
    EXPECT_EQ(report.plan.goal, m_fixture.plan.goal);
    EXPECT_EQ(report.plan.concurrencies, m_fixture.plan.concurrencies);
    ASSERT_EQ(report.results.size(), 8);
    EXPECT_EQ(report.results.at(0).layout, protocol::BenchLayout::Single);

    // The nodes with the inventory of their time and the memory the CPU backend uses.
    ASSERT_EQ(report.nodes.size(), 2);
    EXPECT_EQ(report.nodes.at(0).name, QStringLiteral("node1"));
    EXPECT_EQ(report.nodes.at(0).hostId, std::optional<qint64>(m_fixture.node1));
    ASSERT_TRUE(report.nodes.at(0).inventory);
    EXPECT_EQ(report.nodes.at(0).inventory->hostname, std::optional<std::string>("gpu-box-1"));
    EXPECT_EQ(report.nodes.at(0).memory, nodeMemory(QStringLiteral("node1"), *report.nodes.at(0).inventory,
                                                    protocol::BenchBackend::Cpu));
    EXPECT_GT(report.nodes.at(0).memory.bytes, 0u);
    ASSERT_TRUE(report.nodes.at(1).inventory);
    EXPECT_EQ(report.nodes.at(1).inventory->hostname, std::optional<std::string>("gpu-box-2"));

    // Not the older test, not the one of other nodes, not the one after the run: the newest that
    // measured node1 ↔ node2 before the run ended, although it measured them as node2 → node1.
    ASSERT_TRUE(report.linkRun);
    EXPECT_EQ(report.linkRun->id, m_fixture.linkRun);
    ASSERT_EQ(report.linkPairs.size(), 1);
    EXPECT_EQ(report.linkPairs.at(0).clientName, QStringLiteral("node2"));
    ASSERT_TRUE(report.linkPairs.at(0).report);
    EXPECT_EQ(report.link, linkModelFromReport(*report.linkPairs.at(0).report));
    ASSERT_TRUE(report.link);

    // The fit is of the plan's model on these nodes, at the highest concurrency the plan asked for
    // (the worst case), not the lowest.
    ASSERT_EQ(report.plan.concurrencies, (QList<std::uint32_t>{1, 4}));
    const MemoryNeed need = modelMemoryNeed(
        report.plan.model, report.plan.dtype, kvCacheType(report.plan.backend, report.plan.dtype),
        report.plan.workload.promptTokens + report.plan.workload.generateTokens, 4);
    EXPECT_GT(need.kvCacheBytes,
              modelMemoryNeed(report.plan.model, report.plan.dtype,
                              kvCacheType(report.plan.backend, report.plan.dtype),
                              report.plan.workload.promptTokens + report.plan.workload.generateTokens, 1)
                  .kvCacheBytes);
    EXPECT_EQ(report.fit, fitModel(need, {report.nodes.at(0).memory, report.nodes.at(1).memory}));
    EXPECT_EQ(report.fit.kind, FitKind::OneNode);

    // The analysis ran on these results.
    EXPECT_NE(report.verdict.kind, VerdictKind::Unknown);
    EXPECT_EQ(report.checklist.size(), designRules().size());
    if (report.verdict.bestSplit) {
        ASSERT_TRUE(report.whatIf) << "a split was compared and the link is known: the what-if is missing";
        EXPECT_EQ(report.whatIf->measuredLink, *report.link);
        EXPECT_EQ(report.whatIf->measured.layout, report.verdict.bestSplit->layout);
    }

    // What the reader should doubt: the failed pipeline run, and the run's own outcome.
    // Codes with their particulars, never sentences: AnalysisText words them.
    ReportWarning failedResult{
        ReportWarningCode::ResultNotComplete, QStringLiteral("node1, node2"), QStringLiteral("failed"),
        QStringLiteral("node2's agent session ended during decode step 4 (agent_crashed)")};
    failedResult.layout = protocol::BenchLayout::PipelineParallel;
    failedResult.concurrency = 4;
    EXPECT_TRUE(report.warnings.contains(failedResult)) << warningsOf(report);
    EXPECT_TRUE(report.warnings.contains(
        ReportWarning{ReportWarningCode::RunFailed, {}, {}, QStringLiteral("1 of 8 runs failed")}))
        << warningsOf(report);
    EXPECT_EQ(report.warnings.size(), 2) << warningsOf(report); // no link or inventory warning
}

TEST_F(ReportModelTest, EachNodeHasTheInventoryOfTheRunsTime)
{
    const QString afterTheRun = QDateTime::currentDateTimeUtc().addSecs(3600).toString(Qt::ISODateWithMs);
    protocol::HostInventory later = *build().nodes.at(0).inventory;
    later.hostname = "gpu-box-1-rebuilt";
    later.probedAtUtc = afterTheRun.toStdString();
    ASSERT_TRUE(m_store->saveInventory(m_fixture.node1, later).ok());
    ReportModel report = build();
    EXPECT_EQ(report.nodes.at(0).inventory->hostname, std::optional<std::string>("gpu-box-1"));
    EXPECT_FALSE(hasWarning(report, ReportWarningCode::InventoryAfterRun)) << warningsOf(report);
    EXPECT_FALSE(hasWarning(report, ReportWarningCode::NoInventory)) << warningsOf(report);

    // node2 is given a new address: another machine, its old inventories go. The only one left is
    // from after the run: better that one, said so, than none.
    auto node2 = m_store->hostByName(QStringLiteral("node2"));
    ASSERT_TRUE(node2.ok() && node2->has_value());
    HostRecord moved = **node2;
    moved.address = QStringLiteral("10.0.0.22");
    ASSERT_TRUE(m_store->updateHost(moved).ok());
    later.hostname = "gpu-box-2-moved";
    ASSERT_TRUE(m_store->saveInventory(m_fixture.node2, later).ok());
    report = build();
    ASSERT_TRUE(report.nodes.at(1).inventory);
    EXPECT_EQ(report.nodes.at(1).inventory->hostname, std::optional<std::string>("gpu-box-2-moved"));
    EXPECT_TRUE(hasWarning(report, ReportWarningCode::InventoryAfterRun, QStringLiteral("node2")))
        << warningsOf(report);
}

TEST_F(ReportModelTest, ARemovedHostLosesItsInventoryButNotItsLinks)
{
    ASSERT_TRUE(m_store->removeHost(m_fixture.node2).ok());
    // A new host of the same name is another machine: the plan names node2 by its old host id.
    HostRecord newNode2;
    newNode2.name = QStringLiteral("node2");
    auto newId = m_store->upsertHost(newNode2);
    ASSERT_TRUE(newId.ok());
    ASSERT_TRUE(m_store->saveInventory(*newId, *build().nodes.at(0).inventory).ok());

    const ReportModel report = build();
    EXPECT_FALSE(report.nodes.at(1).inventory);
    EXPECT_EQ(report.nodes.at(1).memory.bytes, 0u);
    EXPECT_EQ(report.nodes.at(1).memory.name, QStringLiteral("node2"));
    EXPECT_TRUE(hasWarning(report, ReportWarningCode::HostNotStored, QStringLiteral("node2")))
        << warningsOf(report);
    // Its link pairs keep their names (the host id is gone from them): the test still covers the run.
    ASSERT_TRUE(report.linkRun);
    EXPECT_EQ(report.linkRun->id, m_fixture.linkRun);
    EXPECT_TRUE(report.link);
}

TEST_F(ReportModelTest, TheNewestCoveringLinkTestWinsAndNoneIsSaidSo)
{
    ASSERT_TRUE(m_store->deleteRun(m_fixture.linkRun).ok());
    ReportModel report = build();
    ASSERT_TRUE(report.linkRun);
    EXPECT_EQ(report.linkRun->id, m_fixture.olderLinkRun);

    // A test whose only pair failed covers nothing.
    auto failedRun = m_store->beginRun(QStringLiteral("linktest"), QStringLiteral("{}"));
    ASSERT_TRUE(failedRun.ok());
    StoredLinkPair failed;
    failed.runId = *failedRun;
    failed.clientName = QStringLiteral("node1");
    failed.serverName = QStringLiteral("node2");
    failed.status = RunStatus::Failed;
    failed.errorCode = QStringLiteral("agent_timeout");
    failed.error = QStringLiteral("node2 did not answer");
    ASSERT_TRUE(m_store->saveLinkPair(failed).ok());
    ASSERT_TRUE(m_store->deleteRun(m_fixture.olderLinkRun).ok());
    report = build();
    EXPECT_FALSE(report.linkRun);
    EXPECT_TRUE(report.linkPairs.isEmpty());
    EXPECT_FALSE(report.link);
    EXPECT_FALSE(report.whatIf);
    EXPECT_TRUE(hasWarning(report, ReportWarningCode::NoLinkTest, QStringLiteral("node1, node2")))
        << warningsOf(report);
}

TEST_F(ReportModelTest, TheSetupCheckOfTheRunsMachinesIsShownAndIsEvidenceForPlacementAndCongestion)
{
    ReportModel report = build();
    ASSERT_TRUE(report.setupCheckRun);
    EXPECT_EQ(report.setupCheckRun->id, m_fixture.setupCheck);
    // node3's leased address is not about this run's machines.
    EXPECT_EQ(report.setupFindings, shardscope::test::setupCheckFindings().first(2));
    EXPECT_FALSE(hasWarning(report, ReportWarningCode::NoSetupCheck)) << warningsOf(report);
    ASSERT_EQ(report.checklist.size(), designRules().size());
    const RuleFinding &placement = report.checklist.at(3);
    EXPECT_EQ(placement.rule, DesignRule::TopologyAwarePlacement);
    EXPECT_EQ(placement, (RuleFinding{DesignRule::TopologyAwarePlacement, RuleStatus::NotMet,
                                      RuleEvidence::SetupRouting, 1, 0, QStringLiteral("node1, node2")}));
    EXPECT_EQ(report.checklist.at(4),
              (RuleFinding{DesignRule::Congestion, RuleStatus::NotMet, RuleEvidence::SetupPathMtu, 1400, 1500,
                           QStringLiteral("node2 → node1")}));
    const nlohmann::json json = reportJson(report);
    EXPECT_EQ(json["setup_check"]["run"]["id"], m_fixture.setupCheck);
    ASSERT_EQ(json["setup_check"]["findings"].size(), 2u);
    EXPECT_EQ(json["setup_check"]["findings"][0]["code"], "router_between");
    EXPECT_EQ(json["checklist"][3]["evidence"], "setup_routing");

    // A newer check that left out node2, and one after the run ended, do not count.
    shardscope::test::storeSetupCheck(*m_store, {QStringLiteral("node1")}, {});
    report = build();
    ASSERT_TRUE(report.setupCheckRun);
    EXPECT_EQ(report.setupCheckRun->id, m_fixture.setupCheck);

    // Without a check: said so, and the rules rest on the link test alone.
    ASSERT_TRUE(m_store->deleteRun(m_fixture.setupCheck).ok());
    report = build();
    EXPECT_FALSE(report.setupCheckRun);
    EXPECT_TRUE(report.setupFindings.isEmpty());
    EXPECT_TRUE(hasWarning(report, ReportWarningCode::NoSetupCheck, QStringLiteral("node1, node2")))
        << warningsOf(report);
    EXPECT_EQ(report.checklist.at(3).evidence, RuleEvidence::LinksEven);
    EXPECT_EQ(report.checklist.at(4).evidence, RuleEvidence::NoLossBothWays);
    EXPECT_TRUE(reportJson(report)["setup_check"].is_null());
}

TEST_F(ReportModelTest, OnlyBenchRunsWithAReadableConfigurationHaveAReport)
{
    auto missing = buildReport(*m_store, m_fixture.laterLinkRun + 100);
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(missing.error().detail.contains(QStringLiteral("does not exist")));

    auto linkRun = buildReport(*m_store, m_fixture.linkRun);
    ASSERT_FALSE(linkRun.ok());
    EXPECT_EQ(linkRun.error().code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(linkRun.error().detail.contains(QStringLiteral("linktest")))
        << linkRun.error().detail.toStdString();

    for (const char *config : {"not json", R"({"kind":"bench"})"}) {
        auto broken = m_store->beginRun(QStringLiteral("bench"), QString::fromLatin1(config));
        ASSERT_TRUE(broken.ok());
        auto report = buildReport(*m_store, *broken);
        ASSERT_FALSE(report.ok()) << config;
        EXPECT_EQ(report.error().code, ErrorCode::InvalidArgument);
        EXPECT_TRUE(report.error().detail.contains(QStringLiteral("configuration of run %1").arg(*broken)))
            << report.error().detail.toStdString();
    }
}

TEST_F(ReportModelTest, TheSamplesCsvHasEveryStepOfEveryRank)
{
    const ReportModel report = build();
    const QString csv = reportSamplesCsv(report);
    EXPECT_TRUE(csv.endsWith(QStringLiteral("\r\n")));
    const QList<QStringList> rows = parseCsv(csv);
    ASSERT_FALSE(rows.isEmpty());
    EXPECT_EQ(rows.at(0).join(QLatin1Char(',')),
              QStringLiteral("result_id,position,layout,concurrency,nodes,status,rank,phase,step,wall_ms,"
                             "comm_ms,bytes_sent,token_time_ms"));

    // Every row back to the stored figure it came from.
    qsizetype expectedRows = 0;
    for (const StoredBenchResult &result : report.results)
        for (const auto &rank : result.reports)
            if (rank)
                expectedRows += 1 + qsizetype(rank->decode.size());
    ASSERT_EQ(rows.size() - 1, expectedRows);
    for (qsizetype i = 1; i < rows.size(); ++i) {
        const QStringList &row = rows.at(i);
        ASSERT_EQ(row.size(), 13) << i;
        const StoredBenchResult *result = nullptr;
        for (const StoredBenchResult &candidate : report.results)
            if (QString::number(candidate.id) == row.at(0))
                result = &candidate;
        ASSERT_NE(result, nullptr) << row.join(QLatin1Char(',')).toStdString();
        EXPECT_EQ(row.at(1).toInt(), result->position);
        EXPECT_EQ(row.at(2), QString::fromStdString(protocol::toString(result->layout)));
        EXPECT_EQ(row.at(3).toUInt(), result->concurrency);
        EXPECT_EQ(row.at(4), result->nodeNames.join(QLatin1Char(' ')));
        EXPECT_EQ(row.at(5), runStatusName(result->status));
        const auto &rank = result->reports.at(row.at(6).toInt());
        ASSERT_TRUE(rank);
        const std::size_t step = row.at(8).toULongLong();
        const protocol::BenchStep &figures
            = row.at(7) == QLatin1String("prefill") ? rank->prefill : rank->decode.at(step - 1);
        EXPECT_EQ(row.at(7) == QLatin1String("prefill"), step == 0);
        EXPECT_EQ(row.at(9).toDouble(), figures.wallMs);
        EXPECT_EQ(row.at(10).toDouble(), figures.commMs);
        EXPECT_EQ(row.at(11).toULongLong(), figures.bytesSent);
        if (step < rank->tokenTimesMs.size())
            EXPECT_EQ(row.at(12).toDouble(), rank->tokenTimesMs[step]);
        else
            EXPECT_TRUE(row.at(12).isEmpty());
    }
    // The failed pipeline run: stage 0's prefill and three decode steps, stage 1 nothing.
    qsizetype failedRows = 0;
    for (const QStringList &row : rows)
        if (row.at(0) == QString::number(m_fixture.failedResult)) {
            ++failedRows;
            EXPECT_EQ(row.at(6), QStringLiteral("0"));
            EXPECT_EQ(row.at(5), QStringLiteral("failed"));
        }
    EXPECT_EQ(failedRows, 4);
}

TEST_F(ReportModelTest, TheSummaryCsvHasEveryFigureOfEveryResult)
{
    ReportModel report = build();
    // A name with a comma and an error with quotes must survive as one field each.
    report.results[1].nodeNames[0] = QStringLiteral("rack 1, node \"a\"");
    const QList<QStringList> rows = parseCsv(reportSummaryCsv(report));
    ASSERT_EQ(rows.size(), report.results.size() + 1);
    const QStringList header = rows.at(0);
    EXPECT_EQ(header.mid(0, 8).join(QLatin1Char(',')),
              QStringLiteral("result_id,position,layout,concurrency,nodes,status,error_code,error"));
    // Every key of the summary's JSON is a column (objects flattened as key_sub).
    const nlohmann::json summaryKeys = benchSummaryJson(BenchSummary{});
    for (const auto &[key, value] : summaryKeys.items()) {
        if (value.is_object()) {
            for (const auto &[sub, ignored] : value.items())
                EXPECT_TRUE(header.contains(QString::fromStdString(key + "_" + sub))) << key << "_" << sub;
        } else {
            EXPECT_TRUE(header.contains(QString::fromStdString(key))) << key;
        }
    }
    const auto column = [&header](const char *name) {
        return header.indexOf(QLatin1String(name));
    };
    ASSERT_GE(column("ttft_ms_p50"), 0);
    for (qsizetype i = 0; i < report.results.size(); ++i) {
        const StoredBenchResult &result = report.results.at(i);
        const QStringList &row = rows.at(i + 1);
        ASSERT_EQ(row.size(), header.size()) << i;
        EXPECT_EQ(row.at(0), QString::number(result.id));
        EXPECT_EQ(row.at(4), result.nodeNames.join(QLatin1Char(' ')));
        EXPECT_EQ(row.at(5), runStatusName(result.status));
        EXPECT_EQ(row.at(6), result.errorCode);
        EXPECT_EQ(row.at(7), result.error);
        EXPECT_EQ(row.at(column("ttft_ms_p50")).toDouble(), result.summary.ttftMs.p50);
        EXPECT_EQ(row.at(column("tpot_ms_p99")).toDouble(), result.summary.tpotMs.p99);
        EXPECT_EQ(row.at(column("itl_ms_count")).toULongLong(), result.summary.itlMs.count);
        EXPECT_EQ(row.at(column("output_tokens_per_second")).toDouble(),
                  result.summary.outputTokensPerSecond);
        EXPECT_EQ(row.at(column("comm_ms_per_step")).toDouble(), result.summary.commMsPerStep);
        EXPECT_EQ(row.at(column("above_roofline")),
                  result.summary.aboveRoofline ? QStringLiteral("true") : QStringLiteral("false"));
    }
    EXPECT_EQ(rows.at(2).at(4), QStringLiteral("rack 1, node \"a\" node2"));
}

TEST_F(ReportModelTest, CsvFieldsASpreadsheetWouldRunAsFormulasAreDefused)
{
    ReportModel report = build();
    // Text from the cluster (a node name, an agent's error) must not become a formula; numbers
    // such as the straggler rank -1 stay numbers.
    report.results[0].nodeNames = {QStringLiteral("=HYPERLINK(\"http://x\")"), QStringLiteral("node2")};
    report.results[1].error = QStringLiteral("+cmd|' /C calc'!A0");
    report.results[2].error = QStringLiteral("-2+3");
    report.results[3].error = QStringLiteral("@SUM(A1)");
    report.results[4].error = QStringLiteral("\tstarts with a tab");
    const QList<QStringList> rows = parseCsv(reportSummaryCsv(report));
    ASSERT_EQ(rows.size(), report.results.size() + 1);
    EXPECT_EQ(rows.at(1).at(4), QStringLiteral("'=HYPERLINK(\"http://x\") node2"));
    EXPECT_EQ(rows.at(2).at(7), QStringLiteral("'+cmd|' /C calc'!A0"));
    EXPECT_EQ(rows.at(3).at(7), QStringLiteral("'-2+3"));
    EXPECT_EQ(rows.at(4).at(7), QStringLiteral("'@SUM(A1)"));
    EXPECT_EQ(rows.at(5).at(7), QStringLiteral("'\tstarts with a tab"));
    const qsizetype straggler = rows.at(0).indexOf(QStringLiteral("straggler_rank"));
    ASSERT_GE(straggler, 0);
    bool negativeSeen = false;
    for (qsizetype i = 1; i < rows.size(); ++i)
        negativeSeen = negativeSeen || rows.at(i).at(straggler) == QStringLiteral("-1");
    EXPECT_TRUE(negativeSeen) << "a single-node run's straggler rank -1 must stay a plain number";
}

namespace {

/// A stored bench run over node1, node2 and node3 whose pipeline ran over node1+node2 and over all
/// three (node sets), with a link test before it in which every link of node3 is slow; the split
/// over `fasterSet` measured the higher tokens/s and the lower time per token. Returns the run id.
/// `renamed`: the hosts had other names at the link test (the pairs keep those, the host ids match).
/// `store` is opened with steppingClock(): the link test is older than the bench run without a sleep.
qint64 fillThreeNodeRun(ResultStore &store, const QList<int> &fasterSet, bool renamed = false)
{
    using shardscope::test::fixtureLinkReport;
    using shardscope::test::fixtureRank;
    const QStringList names{QStringLiteral("node1"), QStringLiteral("node2"), QStringLiteral("node3")};
    for (qsizetype i = 0; i < names.size(); ++i) {
        HostRecord record;
        record.name = names.at(i);
        record.address = QStringLiteral("10.0.0.%1").arg(i + 1);
        record.user = QStringLiteral("ai");
        EXPECT_TRUE(store.upsertHost(record).ok());
    }

    QList<ClusterNode> linkNodes = shardscope::test::clusterNodes(store, names);
    if (renamed)
        for (ClusterNode &node : linkNodes)
            node.target.name.prepend(QStringLiteral("was-"));
    // node3 sits behind a slow, far link; node1 ↔ node2 is fast and near.
    shardscope::test::storeLinkRun(store, linkNodes, {{0, 1}, {0, 2}, {1, 2}}, [](int, int server) {
        return server == 2 ? fixtureLinkReport(0.5e9, 2400) : fixtureLinkReport(9.4e9, 300);
    });

    BenchPlan plan;
    plan.model = *protocol::presetModelShape("llama-3.2-1b");
    plan.workload.promptTokens = 128;
    plan.workload.generateTokens = 16;
    plan.nodes = shardscope::test::clusterNodes(store, names);
    plan.layouts = {protocol::BenchLayout::PipelineParallel};
    plan.nodeSets = {{0, 1}, {0, 1, 2}};
    plan.concurrencies = {1};
    plan.goal.usage = UsagePattern::Throughput;
    constexpr std::uint64_t kWeights = 4'900'000'000ULL;
    return shardscope::test::storeBenchPlan(store, plan, [&fasterSet](int, const BenchRunSpec &spec) {
        BenchRunOutcome outcome;
        outcome.spec = spec;
        const auto ranks = std::uint32_t(spec.nodes.size());
        if (spec.layout == protocol::BenchLayout::Single) {
            outcome.ranks = {fixtureRank(0, true, 850, 95, 0, 0, kWeights)};
        } else {
            // Each split reads the whole model a step, as the baseline does: its step stays above
            // that memory roofline (a faster one is stored as failed).
            const double commMs = spec.nodes == fasterSet ? 60 : 120;
            for (std::uint32_t rank = 0; rank < ranks; ++rank)
                outcome.ranks.append(
                    fixtureRank(rank, rank + 1 == ranks, 480, 96.0 / ranks, commMs, 8192, kWeights / ranks));
        }
        return outcome;
    });
}

} // namespace

TEST(ReportNodeSetTest, TheWhatIfOfASplitOverTwoOfThreeNodesUsesOnlyThoseNodesLinks)
{
    for (const bool renamed : {false, true})
        for (const QList<int> &fasterSet : {QList<int>{0, 1}, QList<int>{0, 1, 2}}) {
            SCOPED_TRACE(fasterSet.size());
            SCOPED_TRACE(renamed ? "hosts renamed since the link test" : "same names");
            QTemporaryDir dir;
            ASSERT_TRUE(dir.isValid());
            auto store = ResultStore::open(dir.filePath(QStringLiteral("report.db")), StoreAccess::Write,
                                           shardscope::test::steppingClock());
            ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
            const qint64 runId = fillThreeNodeRun(**store, fasterSet, renamed);
            auto built = buildReport(**store, runId);
            ASSERT_TRUE(built.ok()) << built.error().detail.toStdString();
            const ReportModel &report = *built;
            ASSERT_EQ(report.results.size(), 3);
            // One stored run, the same layout at the same concurrency twice, over different nodes.
            EXPECT_EQ(report.results.at(1).nodeNames,
                      (QStringList{QStringLiteral("node1"), QStringLiteral("node2")}));
            EXPECT_EQ(report.results.at(2).nodeNames.size(), 3);
            ASSERT_EQ(report.linkPairs.size(), 3);

            const StoredLinkPair *near = nullptr;
            for (const StoredLinkPair &pair : report.linkPairs)
                if (pair.serverName.endsWith(QStringLiteral("node2")))
                    near = &pair;
            ASSERT_TRUE(near && near->report);
            const std::optional<LinkModel> nearLink = linkModelFromReport(*near->report);
            ASSERT_TRUE(nearLink && report.link);
            // The run's link is its worst: node3's.
            ASSERT_NE(*report.link, *nearLink);

            ASSERT_TRUE(report.verdict.bestSplit);
            const StoredBenchResult &best = report.results.at(fasterSet.size() == 2 ? 1 : 2);
            EXPECT_EQ(report.verdict.bestSplit->resultId, best.id);
            ASSERT_TRUE(report.whatIf);
            // Over node1 + node2 the split never crossed node3's slow link; over all three it did.
            EXPECT_EQ(report.whatIf->measuredLink, fasterSet.size() == 2 ? *nearLink : *report.link);
            EXPECT_EQ(report.verdict.measuredLink, std::optional<LinkModel>(report.whatIf->measuredLink));
        }
}

TEST(ReportLinkModelTest, TheLinkIsTheLowestThroughputAndTheLongestRoundTripOfThePairs)
{
    const auto pair = [](double bitsPerSecond, double rttUs, RunStatus status = RunStatus::Complete) {
        StoredLinkPair stored;
        stored.status = status;
        stored.report = shardscope::test::fixtureLinkReport(bitsPerSecond, rttUs);
        return stored;
    };
    const StoredLinkPair fastFar = pair(9e9, 900);
    const StoredLinkPair slowNear = pair(1e9, 200);
    const StoredLinkPair middle = pair(5e9, 400);
    const std::optional<LinkModel> worst = worstLinkModel({fastFar, slowNear, middle});
    ASSERT_TRUE(worst);
    EXPECT_EQ(worst->bytesPerSecond, linkModelFromReport(*slowNear.report)->bytesPerSecond);
    EXPECT_EQ(worst->rttUs, linkModelFromReport(*fastFar.report)->rttUs);
    // A failed pair's figures do not count; without a usable pair there is no link.
    EXPECT_EQ(worstLinkModel({fastFar, pair(0.1e9, 5000, RunStatus::Failed)}),
              linkModelFromReport(*fastFar.report));
    EXPECT_FALSE(worstLinkModel({}));
}

TEST_F(ReportModelTest, TheJsonHasEverythingWithItsRawSamples)
{
    const ReportModel report = build();
    const nlohmann::json json = reportJson(report);
    // It is a document scripts can read: valid JSON text, no NaN.
    const nlohmann::json reread = nlohmann::json::parse(json.dump(), nullptr, false);
    ASSERT_FALSE(reread.is_discarded());
    EXPECT_EQ(reread, json);

    EXPECT_EQ(json["run"]["id"], m_fixture.benchRun);
    EXPECT_EQ(json["run"]["kind"], "bench");
    EXPECT_EQ(json["run"]["status"], "failed");
    EXPECT_EQ(json["run"]["error"], "1 of 8 runs failed");
    EXPECT_EQ(json["run"]["baseline"], false);
    // The plan less the nodes' SSH destinations (user@host): a shared report must not carry them.
    nlohmann::json plan = benchPlanJson(report.plan);
    ASSERT_TRUE(plan["nodes"][0].contains("ssh")); // the fixture has them, so leaving them out is tested
    for (nlohmann::json &node : plan["nodes"])
        node.erase(std::string("ssh"));
    EXPECT_EQ(json["plan"], plan);
    EXPECT_EQ(json.dump().find("ai@10.0.0.1"), std::string::npos);
    ASSERT_EQ(json["nodes"].size(), 2u);
    EXPECT_EQ(json["nodes"][0]["name"], "node1");
    EXPECT_EQ(json["nodes"][0]["host_id"], m_fixture.node1);
    EXPECT_EQ(json["nodes"][0]["inventory"]["hostname"], "gpu-box-1");
    EXPECT_EQ(json["nodes"][1]["memory"]["bytes"], report.nodes.at(1).memory.bytes);

    ASSERT_EQ(json["results"].size(), std::size_t(report.results.size()));
    for (std::size_t i = 0; i < json["results"].size(); ++i) {
        const StoredBenchResult &result = report.results.at(qsizetype(i));
        const nlohmann::json &entry = json["results"][i];
        EXPECT_EQ(entry["id"], result.id);
        EXPECT_EQ(entry["layout"], protocol::toString(result.layout));
        EXPECT_EQ(entry["summary"], benchSummaryJson(result.summary));
        ASSERT_EQ(entry["reports"].size(), std::size_t(result.reports.size()));
        for (std::size_t rank = 0; rank < entry["reports"].size(); ++rank) {
            const auto &stored = result.reports.at(qsizetype(rank));
            if (stored)
                EXPECT_EQ(entry["reports"][rank], nlohmann::json(*stored)); // raw samples included
            else
                EXPECT_TRUE(entry["reports"][rank].is_null());
        }
    }
    EXPECT_EQ(json["link_run"]["id"], m_fixture.linkRun);
    ASSERT_EQ(json["link_pairs"].size(), 1u);
    EXPECT_EQ(json["link_pairs"][0]["report"], nlohmann::json(*report.linkPairs.at(0).report));
    EXPECT_EQ(json["link"]["bytes_per_second"], report.link->bytesPerSecond);
    EXPECT_EQ(json["fit"]["kind"], "one_node");
    EXPECT_EQ(json["fit"]["need"]["total_bytes"], report.fit.need.totalBytes());
    // Enum values as lower-case names, never numbers.
    EXPECT_TRUE(json["verdict"]["kind"].is_string());
    EXPECT_NE(json["verdict"]["kind"], "unknown");
    EXPECT_EQ(json["verdict"]["usage"], "both");
    ASSERT_EQ(json["checklist"].size(), std::size_t(report.checklist.size()));
    for (const nlohmann::json &finding : json["checklist"]) {
        EXPECT_TRUE(finding["rule"].is_string());
        EXPECT_NE(finding["status"], "unknown");
    }
    EXPECT_EQ(json["what_if"].is_null(), !report.whatIf.has_value());
    ASSERT_EQ(json["warnings"].size(), std::size_t(report.warnings.size()));
    for (std::size_t i = 0; i < json["warnings"].size(); ++i) {
        const ReportWarning &warning = report.warnings.at(qsizetype(i));
        EXPECT_EQ(json["warnings"][i]["code"], reportWarningCodeName(warning.code)); // a name, never a number
        EXPECT_NE(json["warnings"][i]["code"], "unknown");
        EXPECT_EQ(json["warnings"][i]["detail"], warning.detail.toStdString());
    }
}

TEST_F(ReportModelTest, ARunWhoseWriterDiedIsReportedInterruptedWithWhatItStored)
{
    // Left running by a process of an earlier boot (a power loss): the next open marks it.
    const QByteArray update = "UPDATE runs SET status = 'running', finished_at = NULL, error = NULL, "
                              "writer_boot_id = 'an-earlier-boot' WHERE id = "
                              + QByteArray::number(m_fixture.benchRun);
    ASSERT_TRUE(m_store->exec(update.constData()).ok());
    auto reopened = ResultStore::open(m_dir.filePath(QStringLiteral("report.db")));
    ASSERT_TRUE(reopened.ok()) << reopened.error().detail.toStdString();
    m_store = std::move(reopened).value();

    const ReportModel report = build();
    EXPECT_EQ(report.run.status, RunStatus::Interrupted);
    EXPECT_TRUE(
        hasWarning(report, ReportWarningCode::RunInterrupted, QStringLiteral("ended before it finished")))
        << warningsOf(report);
    EXPECT_FALSE(hasWarning(report, ReportWarningCode::RunStillRunning)) << warningsOf(report);
    EXPECT_FALSE(report.results.isEmpty()); // every result it stored is in the report
    const nlohmann::json json = reportJson(report);
    EXPECT_EQ(json["run"]["status"], "interrupted");
    bool named = false;
    for (const nlohmann::json &warning : json["warnings"])
        named = named || warning.value("code", "") == "run_interrupted";
    EXPECT_TRUE(named) << json["warnings"].dump();
}

namespace {

/// Stores a serving run of `model` on `nodes` over `layout` with one Complete step at
/// `concurrency`; returns its id.
qint64 storeServingRun(ResultStore &store, const QStringList &nodes, const QString &model,
                       protocol::BenchLayout layout, std::uint32_t concurrency)
{
    ServePlan plan;
    for (const QString &name : nodes) {
        ClusterNode node;
        node.target.name = name;
        plan.nodes.append(node);
    }
    plan.from = 0;
    plan.endpoint = QStringLiteral("http://10.0.0.1:8080");
    plan.dialect = protocol::ServeDialect::OpenAiCompletions;
    plan.model = model;
    plan.layout = layout;
    plan.workload.promptTokens = 64;
    plan.workload.outputTokens = 8;
    plan.workload.requests = 1;
    plan.concurrencies = {concurrency};
    auto runId = store.beginRun(kServeRun.nameText(), serveRunConfigJson(plan));
    EXPECT_TRUE(runId.ok());
    StoredServeResult step;
    step.runId = *runId;
    step.concurrency = concurrency;
    step.status = RunStatus::Complete;
    EXPECT_TRUE(store.saveServeResult(step).ok());
    EXPECT_TRUE(store.finishRun(*runId, RunStatus::Complete).ok());
    return *runId;
}

RuleFinding servingPathOf(const ReportModel &report)
{
    for (const RuleFinding &finding : report.checklist)
        if (finding.rule == DesignRule::CompleteServingPath)
            return finding;
    ADD_FAILURE() << "no rule 8";
    return {};
}

} // namespace

TEST_F(ReportModelTest, RuleEightRestsOnASplitServingRunOfTheSameMachinesOrModel)
{
    const ReportModel before = build();
    ASSERT_GT(before.verdict.concurrency, 0u);
    const std::uint32_t concurrency = before.verdict.concurrency;
    EXPECT_EQ(servingPathOf(before).status, RuleStatus::NotTested);
    EXPECT_EQ(servingPathOf(before).value, double(concurrency));
    EXPECT_TRUE(before.servingRuns.isEmpty());
    EXPECT_FALSE(before.servingVerdict);

    const QStringList benchNodes{QStringLiteral("node1"), QStringLiteral("node2")};
    // Another cluster and another model: not this run's evidence, complete split or not.
    storeServingRun(*m_store, {QStringLiteral("node1"), QStringLiteral("node9")}, QStringLiteral("other"),
                    protocol::BenchLayout::TensorParallel, concurrency);
    // The same machines, a split, but at another concurrency: not tested still.
    const qint64 elsewhere = storeServingRun(*m_store, benchNodes, QStringLiteral("served-name"),
                                             protocol::BenchLayout::TensorParallel, concurrency + 1);
    ReportModel report = build();
    ASSERT_EQ(report.servingRuns.size(), 1);
    EXPECT_EQ(report.servingRuns.front().run.id, elsewhere);
    EXPECT_EQ(servingPathOf(report).status, RuleStatus::NotTested);

    // The bench plan's model by name, on other machines, split and complete at the verdict's
    // concurrency: met, with that run as evidence.
    const qint64 evidence = storeServingRun(*m_store, {QStringLiteral("gpu7"), QStringLiteral("gpu8")},
                                            QString::fromStdString(m_fixture.plan.model.name).toUpper(),
                                            protocol::BenchLayout::PipelineParallel, concurrency);
    report = build();
    EXPECT_EQ(report.servingRuns.size(), 2);
    const RuleFinding met = servingPathOf(report);
    EXPECT_EQ(met.status, RuleStatus::Met);
    EXPECT_EQ(met.evidence, RuleEvidence::ServingSplitComplete);
    EXPECT_EQ(met.limit, double(evidence));
    EXPECT_EQ(met.subject, QStringLiteral("pp"));
    ASSERT_TRUE(report.servingVerdict);
    EXPECT_EQ(report.servingVerdict->kind, VerdictKind::NoData); // no Single serving run to compare with
    const nlohmann::json json = reportJson(report);
    EXPECT_EQ(json["serving_runs"].size(), 2u);
    EXPECT_EQ(json["checklist"][7]["status"], "met");
}
