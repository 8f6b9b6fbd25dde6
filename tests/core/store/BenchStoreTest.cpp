#include "core/store/ResultStore.h"
#include "tests/support/BenchRunFactory.h"
#include "tests/support/RawDb.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

using namespace shardscope::core;
namespace protocol = shardscope::protocol;

namespace {

using shardscope::test::RawDb;

/// A report with every field filled in, raw samples included, as a rank of a tensor-parallel run.
protocol::BenchRankReport rankReport(std::uint32_t rank, bool sampling)
{
    shardscope::test::RankSteps steps{rank, sampling, 3'000'000 + rank, {40.5, 2.25, 131'072}, {}};
    steps.decode = {{5.125, 1.5, 2048}, {5.25, 1.0 + rank, 2048}, {4.875, 0.75, 2048}};
    shardscope::test::RankMachine machine;
    machine.device = "CPU: 2 threads, AMD EPYC 7763 64-Core Processor";
    machine.threads = 2;
    machine.memoryBandwidthGBps = 12.75 + rank;
    machine.kvCacheBytes = 65'536;
    machine.memoryAvailableBytes = 8'000'000'000;
    machine.activationBytesPerStep = 65'536;
    machine.setupSeconds = 1.25;
    protocol::BenchRankReport report = shardscope::test::makeRankReport(steps, machine);
    if (sampling)
        report.firstLogits = {0.5f, -1.25f, 3.0e-7f, 12.0f};
    return report;
}

protocol::BenchWorkload benchWorkload()
{
    protocol::BenchWorkload workload;
    workload.promptTokens = 16;
    workload.generateTokens = 4;
    workload.concurrency = 2;
    return workload;
}

StoredBenchResult completeTensorParallel(qint64 runId, int position)
{
    StoredBenchResult result = shardscope::test::summarizedResult(
        protocol::BenchLayout::TensorParallel, {QStringLiteral("node1"), QStringLiteral("node2")}, 2,
        {rankReport(0, true), rankReport(1, false)}, benchWorkload());
    result.runId = runId;
    result.position = position;
    result.hostIds = {2, 3};
    return result;
}

StoredBenchResult failedPipeline(qint64 runId, int position)
{
    protocol::BenchRankReport stage0 = rankReport(0, false);
    stage0.completed = false;
    stage0.failure = "recv from rank 1: timed out after 10000 ms";
    stage0.decode.resize(1);
    StoredBenchResult result = shardscope::test::summarizedResult(
        protocol::BenchLayout::PipelineParallel, {QStringLiteral("node1"), QStringLiteral("node3")}, 1,
        {stage0, std::nullopt}, benchWorkload());
    result.runId = runId;
    result.position = position;
    result.hostIds = {2, 4};
    result.status = RunStatus::Failed;
    result.errorCode = QStringLiteral("agent_crashed");
    result.error = QStringLiteral("node3's agent session ended during decode step 2");
    return result;
}

/// A link report the v3 fixture's pair holds.
protocol::LinkPairReport linkReport()
{
    protocol::LinkPairReport report;
    report.settings.durationMs = 1000;
    report.settings.streams = 1;
    report.serve.serverId = 7;
    report.serve.udpPort = 40001;
    report.serve.tcpPort = 40002;
    report.serve.stackId = "stack-b";
    report.stop.answeredDatagrams = 100;
    report.test.clientStackId = "stack-a";
    report.test.serverStackId = "stack-b";
    report.test.udpLatency.sent = 3;
    report.test.udpLatency.received = 3;
    report.test.udpLatency.samplesUs = {101.5, 99.25, 120};
    report.test.tcpLatency = report.test.udpLatency;
    report.test.elapsedSeconds = 3.5;
    return report;
}

// Rows as ShardScope 0.3 wrote them (a host, a link run and its pair), for a file of schema version
// 3 (tests/core/data/schema-v3.sql): the fixture for the 3→4 step.
constexpr const char *kVersion3Rows = R"sql(
INSERT INTO hosts (id, name, address, port, user, is_local, cluster_interface) VALUES
    (1, 'This computer', '', 22, '', 1, ''),
    (2, 'node2', '10.0.0.2', 2222, 'ai', 0, 'enp5s0');
INSERT INTO runs (id, kind, status, started_at, finished_at, config_json) VALUES
    (1, 'linktest', 'complete', '2026-03-01T10:00:00.000Z', '2026-03-01T10:01:00.000Z', '{}');
INSERT INTO link_pairs (run_id, client_name, server_name, client_host_id, server_host_id, status,
                        error_code, error, report_json) VALUES
    (1, 'This computer', 'node2', 1, 2, 'failed', 'agent_crashed', 'node2''s agent session ended', NULL);
)sql";

void writeVersion3Fixture(RawDb &raw)
{
    ASSERT_TRUE(raw.writeSchema(3)) << RawDb::schemaFile(3).toStdString();
    ASSERT_TRUE(raw.exec(kVersion3Rows));
}

class BenchStoreTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }
    QString path(const char *name = "shardscope.db") const
    {
        return m_dir.filePath(QString::fromLatin1(name));
    }

    std::unique_ptr<ResultStore> openStore(const QString &file)
    {
        auto store = ResultStore::open(file);
        EXPECT_TRUE(store.ok()) << (store.ok() ? "" : store.error().detail.toStdString());
        return store.ok() ? std::move(store).value() : nullptr;
    }

    QTemporaryDir m_dir;
};

} // namespace

TEST_F(BenchStoreTest, ResultsRoundTripInPlanOrder)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto other = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    auto runId = store->beginRun(QStringLiteral("bench"), QStringLiteral(R"({"model":"tiny"})"));
    ASSERT_TRUE(other.ok() && runId.ok());

    // Saved out of plan order: they come back by position.
    const StoredBenchResult second = completeTensorParallel(*runId, 1);
    const StoredBenchResult third = failedPipeline(*runId, 2);
    StoredBenchResult first = completeTensorParallel(*runId, 0);
    first.layout = protocol::BenchLayout::Single;
    first.nodeNames = {QStringLiteral("node1")};
    first.hostIds = {2};
    first.reports.resize(1);
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    QList<StoredBenchResult> saved{second, third, first};
    for (StoredBenchResult &result : saved) {
        auto id = store->saveBenchResult(result);
        ASSERT_TRUE(id.ok()) << id.error().detail.toStdString();
        result.id = *id;
    }
    ASSERT_TRUE(store->saveBenchResult(completeTensorParallel(*other, 0)).ok());
    store.reset();

    store = openStore(path());
    ASSERT_TRUE(store);
    auto results = store->benchResults(*runId);
    ASSERT_TRUE(results.ok()) << results.error().detail.toStdString();
    ASSERT_EQ(results->size(), 3);
    const QList<StoredBenchResult> inOrder{saved[2], saved[0], saved[1]};
    for (int i = 0; i < 3; ++i) {
        SCOPED_TRACE(i);
        StoredBenchResult stored = results->at(i);
        EXPECT_TRUE(stored.createdAtUtc.isValid());
        EXPECT_GE(stored.createdAtUtc, before);
        StoredBenchResult wanted = inOrder[i];
        wanted.createdAtUtc = stored.createdAtUtc; // set by the store
        EXPECT_EQ(stored.summary, wanted.summary);
        ASSERT_EQ(stored.reports.size(), wanted.reports.size());
        for (int rank = 0; rank < stored.reports.size(); ++rank) {
            EXPECT_EQ(stored.reports[rank].has_value(), wanted.reports[rank].has_value()) << rank;
            if (stored.reports[rank] && wanted.reports[rank]) {
                EXPECT_TRUE(*stored.reports[rank] == *wanted.reports[rank])
                    << nlohmann::json(*stored.reports[rank]).dump();
            }
        }
        EXPECT_TRUE(stored == wanted);
    }
    // The failed run keeps what it measured and which rank said nothing.
    EXPECT_EQ(results->at(2).status, RunStatus::Failed);
    EXPECT_EQ(results->at(2).errorCode, QStringLiteral("agent_crashed"));
    EXPECT_FALSE(results->at(2).reports[1].has_value());
    EXPECT_EQ(results->at(2).reports[0]->decode.size(), 1u);
    EXPECT_EQ(results->at(1).summary.requests, 2u);
    // The prefill's end (40.5 ms), then each decode step's (rankReport).
    EXPECT_EQ(results->at(1).reports[0]->tokenTimesMs, (std::vector<double>{40.5, 45.625, 50.875, 55.75}));

    auto none = store->benchResults(*runId + 100);
    ASSERT_TRUE(none.ok());
    EXPECT_TRUE(none->isEmpty());

    // Readable for any SQLite tool: JSON text, the layout by name.
    store.reset();
    RawDb raw(path());
    const std::string id = std::to_string(saved[0].id);
    EXPECT_EQ(raw.scalar("SELECT layout FROM bench_results WHERE id = " + id), "tp");
    EXPECT_EQ(raw.scalar("SELECT node_names FROM bench_results WHERE id = " + id), R"(["node1","node2"])");
    EXPECT_EQ(raw.scalar("SELECT host_ids FROM bench_results WHERE id = " + id), "[2,3]");
    EXPECT_EQ(
        raw.scalar("SELECT json_extract(summary_json, '$.requests') FROM bench_results WHERE id = " + id),
        "2");
    EXPECT_EQ(raw.scalar("SELECT json_extract(reports_json, '$[0].token_times_ms[3]') FROM bench_results "
                         "WHERE id = "
                         + id),
              "55.75");
}

TEST_F(BenchStoreTest, DeletingARunDeletesItsResults)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto kept = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    auto removed = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    ASSERT_TRUE(kept.ok() && removed.ok());
    ASSERT_TRUE(store->saveBenchResult(completeTensorParallel(*kept, 0)).ok());
    ASSERT_TRUE(store->saveBenchResult(completeTensorParallel(*removed, 0)).ok());
    ASSERT_TRUE(store->saveBenchResult(failedPipeline(*removed, 1)).ok());

    // Through the store's own connection (foreign keys on), as a future "delete run" would.
    const std::string remove = "DELETE FROM runs WHERE id = " + std::to_string(*removed);
    ASSERT_TRUE(store->exec(remove.c_str()).ok());
    auto gone = store->benchResults(*removed);
    ASSERT_TRUE(gone.ok());
    EXPECT_TRUE(gone->isEmpty());
    auto left = store->benchResults(*kept);
    ASSERT_TRUE(left.ok());
    EXPECT_EQ(left->size(), 1);
    store.reset();
    RawDb raw(path());
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM bench_results"), "1");
}

TEST_F(BenchStoreTest, SaveRefusesInconsistentResults)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto runId = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    ASSERT_TRUE(runId.ok());

    StoredBenchResult running = failedPipeline(*runId, 0);
    running.status = RunStatus::Running;
    EXPECT_EQ(store->saveBenchResult(running).error().code, ErrorCode::InvalidArgument);
    StoredBenchResult noLayout = failedPipeline(*runId, 0);
    noLayout.layout = protocol::BenchLayout::Unknown;
    EXPECT_EQ(store->saveBenchResult(noLayout).error().code, ErrorCode::InvalidArgument);
    StoredBenchResult missingHost = failedPipeline(*runId, 0);
    missingHost.hostIds.removeLast();
    auto mismatch = store->saveBenchResult(missingHost);
    ASSERT_FALSE(mismatch.ok());
    EXPECT_EQ(mismatch.error().code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(mismatch.error().detail.contains(QStringLiteral("1 host ids for 2 nodes")))
        << mismatch.error().detail.toStdString();
    StoredBenchResult negative = failedPipeline(*runId, -1);
    EXPECT_EQ(store->saveBenchResult(negative).error().code, ErrorCode::InvalidArgument);
    // A run that does not exist is refused by the foreign key.
    auto orphan = store->saveBenchResult(failedPipeline(*runId + 100, 0));
    ASSERT_FALSE(orphan.ok());
    EXPECT_EQ(orphan.error().code, ErrorCode::DatabaseQuery);

    auto results = store->benchResults(*runId);
    ASSERT_TRUE(results.ok());
    EXPECT_TRUE(results->isEmpty());
}

TEST_F(BenchStoreTest, CorruptedStoredResultIsAnErrorNamingIt)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto runId = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    ASSERT_TRUE(runId.ok());
    auto resultId = store->saveBenchResult(completeTensorParallel(*runId, 0));
    ASSERT_TRUE(resultId.ok());
    store.reset();

    for (const char *damage :
         {"reports_json = 'not json'", "reports_json = '[{\"rank\": \"zero\"}]'", "reports_json = '{}'",
          "summary_json = '{\"requests\": \"many\"}'", "summary_json = '['", "node_names = '[1]'",
          "host_ids = '[]'", "layout = 'sideways'"}) {
        SCOPED_TRACE(damage);
        {
            RawDb raw(path());
            ASSERT_TRUE(raw.exec("DELETE FROM bench_results"));
            store = openStore(path());
            ASSERT_TRUE(store);
            resultId = store->saveBenchResult(completeTensorParallel(*runId, 0));
            ASSERT_TRUE(resultId.ok());
            store.reset();
            // The layout CHECK keeps a foreign layout out: drop it for this one damage.
            const bool layout = std::string(damage).starts_with("layout");
            if (layout) {
                ASSERT_TRUE(raw.exec("PRAGMA ignore_check_constraints = ON"));
            }
            ASSERT_TRUE(raw.exec(std::string("UPDATE bench_results SET ") + damage));
        }
        store = openStore(path());
        ASSERT_TRUE(store);
        auto results = store->benchResults(*runId);
        ASSERT_FALSE(results.ok());
        EXPECT_EQ(results.error().code, ErrorCode::DatabaseQuery);
        const QString detail = results.error().detail;
        EXPECT_TRUE(detail.contains(QStringLiteral("bench result %1 of run %2").arg(*resultId).arg(*runId)))
            << detail.toStdString();
        store.reset();
    }
}

TEST_F(BenchStoreTest, MigratesAVersionThreeFileAndKeepsItsLinkPairs)
{
    const std::string reportJson = nlohmann::json(linkReport()).dump();
    {
        RawDb raw(path());
        ASSERT_TRUE(raw.ok());
        writeVersion3Fixture(raw);
        // A complete pair with the protocol's JSON text, as that version stored it.
        ASSERT_TRUE(
            raw.exec("INSERT INTO link_pairs (run_id, client_name, server_name, client_host_id, "
                     "server_host_id, status, report_json) VALUES (1, 'This computer', 'node2', 1, 2, "
                     "'complete', '"
                     + reportJson + "')"));
        ASSERT_EQ(raw.scalar("PRAGMA user_version"), "3");
    }
    auto store = openStore(path());
    ASSERT_TRUE(store);
    EXPECT_EQ(*store->schemaVersion(), kSchemaVersion);

    auto pairs = store->linkPairs(1);
    ASSERT_TRUE(pairs.ok()) << pairs.error().detail.toStdString();
    ASSERT_EQ(pairs->size(), 2);
    EXPECT_EQ(pairs->at(0).status, RunStatus::Failed);
    EXPECT_EQ(pairs->at(0).error, QStringLiteral("node2's agent session ended"));
    EXPECT_EQ(pairs->at(1).status, RunStatus::Complete);
    EXPECT_EQ(pairs->at(1).serverHostId, std::optional<qint64>(2));
    ASSERT_TRUE(pairs->at(1).report);
    EXPECT_TRUE(*pairs->at(1).report == linkReport());
    auto node2 = store->hostByName(QStringLiteral("node2"));
    ASSERT_TRUE(node2.ok() && node2->has_value());
    EXPECT_EQ((*node2)->clusterInterface, QStringLiteral("enp5s0"));
    auto runs = store->runs(QStringLiteral("linktest"));
    ASSERT_TRUE(runs.ok());
    ASSERT_EQ(runs->size(), 1);

    // The migrated file takes bench results.
    auto benchRun = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    ASSERT_TRUE(benchRun.ok());
    ASSERT_TRUE(store->saveBenchResult(completeTensorParallel(*benchRun, 0)).ok());
    auto results = store->benchResults(*benchRun);
    ASSERT_TRUE(results.ok()) << results.error().detail.toStdString();
    ASSERT_EQ(results->size(), 1);
    EXPECT_EQ(results->at(0).summary, completeTensorParallel(*benchRun, 0).summary);
    store.reset();

    RawDb raw(path());
    EXPECT_EQ(raw.scalar("PRAGMA user_version"), std::to_string(kSchemaVersion));
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM link_pairs"), "2");
    EXPECT_EQ(raw.scalar("PRAGMA foreign_key_check"), "<none>");
    EXPECT_EQ(raw.scalar("PRAGMA integrity_check"), "ok");
}

TEST_F(BenchStoreTest, FreshAndMigratedFilesHaveTheSameBenchResultsTable)
{
    {
        RawDb raw(path("old.db"));
        writeVersion3Fixture(raw);
    }
    ASSERT_TRUE(openStore(path("old.db")));
    ASSERT_TRUE(openStore(path("new.db")));
    const std::string schema = "SELECT group_concat(sql, ';') FROM (SELECT sql FROM sqlite_master WHERE "
                               "tbl_name = 'bench_results' ORDER BY name)";
    RawDb oldFile(path("old.db"));
    RawDb newFile(path("new.db"));
    EXPECT_NE(newFile.scalar(schema).find("ON DELETE CASCADE"), std::string::npos) << newFile.scalar(schema);
    EXPECT_EQ(oldFile.scalar(schema), newFile.scalar(schema));
}
