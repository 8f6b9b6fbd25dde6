// The steps of a serving run in the store (table serve_results, issue 16), on a real SQLite file:
// every request's record and each machine's telemetry come back whole, in plan order; what cannot
// be read back is an error naming the step; deleting the run deletes its steps; a file of schema
// version 7 migrates and keeps its runs.
#include "core/analysis/ServeMetrics.h"
#include "core/store/ResultStore.h"
#include "tests/support/RawDb.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace shardscope::core;
namespace protocol = shardscope::protocol;

namespace {

using shardscope::test::RawDb;

/// A request that completed, as llama-server reports one: three chunks and its own timings.
protocol::ServeRequestRecord completedRecord(std::uint32_t index, double sentMs)
{
    protocol::ServeRequestRecord record;
    record.index = index;
    record.sentMs = sentMs;
    record.chunkMs = {sentMs + 120.5, sentMs + 150.25, sentMs + 181};
    record.endMs = sentMs + 182.75;
    record.outputTokens = 3;
    record.server.promptTokens = 512;
    record.server.promptMs = 110.125;
    record.server.generatedTokens = 3;
    record.server.generatedMs = 60.5;
    return record;
}

/// A request the server refused while loading its model.
protocol::ServeRequestRecord refusedRecord(std::uint32_t index, double sentMs)
{
    protocol::ServeRequestRecord record;
    record.index = index;
    record.sentMs = sentMs;
    record.endMs = sentMs + 2;
    record.error = protocol::ServeErrorKind::HttpStatus;
    record.httpStatus = 503;
    record.errorDetail = "HTTP 503: Loading model";
    return record;
}

/// A machine's series over three samples, with a reading that failed in every column but t_ms.
protocol::TelemetrySeries series()
{
    protocol::TelemetrySeries series;
    series.interfaceName = "enp5s0";
    series.intervalMs = 100;
    series.gpuSource = protocol::TelemetryGpuSource::Nvml;
    series.tMs = {0, 100.25, 180.5};
    series.rxBytes = {1'000'000, std::nullopt, 3'500'000};
    series.txBytes = {2'000'000, 2'250'000, 2'600'000};
    series.cpuBusy = {std::nullopt, 0.625, 0.5};
    protocol::TelemetryGpuSeries gpu;
    gpu.index = 0;
    gpu.memoryTotalBytes = 85'899'345'920;
    gpu.utilizationPercent = {0, 97, std::nullopt};
    gpu.memoryUsedBytes = {40'000'000'000, std::nullopt, 41'000'000'000};
    series.gpus = {gpu};
    return series;
}

/// The telemetry of a two-machine server: the first sampled, the second's agent failed.
QList<StoredTelemetry> telemetry()
{
    StoredTelemetry sampled{QStringLiteral("gpu1"), QStringLiteral("enp5s0"), series(), QString()};
    StoredTelemetry failed{QStringLiteral("gpu2"), QString(), std::nullopt,
                           QStringLiteral("gpu2's agent session ended before telemetry_stop")};
    return {sampled, failed};
}

StoredServeResult completeStep(qint64 runId, int position, std::uint32_t concurrency)
{
    StoredServeResult result;
    result.runId = runId;
    result.position = position;
    result.concurrency = concurrency;
    result.status = RunStatus::Complete;
    for (std::uint32_t i = 0; i < 4; ++i)
        result.records.push_back(completedRecord(i, 10.0 * i));
    result.records.push_back(refusedRecord(4, 45));
    ServeTargets targets;
    targets.ttftMs = 200;
    result.summary = summarizeServeRun(result.records, targets);
    result.telemetry = telemetry();
    return result;
}

StoredServeResult failedStep(qint64 runId, int position)
{
    StoredServeResult result;
    result.runId = runId;
    result.position = position;
    result.concurrency = 16;
    result.status = RunStatus::Failed;
    result.errorCode = QStringLiteral("agent_crashed");
    result.error = QStringLiteral("gpu1's agent session ended during serve_run");
    result.records = {completedRecord(0, 0)};
    result.summary = summarizeServeRun(result.records, {});
    result.telemetry = {telemetry().at(1)};
    return result;
}

class ServeStoreTest : public ::testing::Test
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

TEST_F(ServeStoreTest, StepsRoundTripWithRecordsAndTelemetryInPlanOrder)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto other = store->beginRun(QStringLiteral("serve"), QStringLiteral("{}"));
    auto runId = store->beginRun(QStringLiteral("serve"), QStringLiteral("{}"));
    ASSERT_TRUE(other.ok() && runId.ok());

    // Saved out of plan order: they come back by position.
    QList<StoredServeResult> saved{completeStep(*runId, 1, 4), failedStep(*runId, 2),
                                   completeStep(*runId, 0, 1)};
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    for (StoredServeResult &result : saved) {
        auto id = store->saveServeResult(result);
        ASSERT_TRUE(id.ok()) << id.error().detail.toStdString();
        EXPECT_GT(*id, 0);
        result.id = *id;
    }
    ASSERT_TRUE(store->saveServeResult(completeStep(*other, 0, 8)).ok());
    store.reset();

    store = openStore(path());
    ASSERT_TRUE(store);
    auto results = store->serveResults(*runId);
    ASSERT_TRUE(results.ok()) << results.error().detail.toStdString();
    ASSERT_EQ(results->size(), 3);
    const QList<StoredServeResult> inOrder{saved[2], saved[0], saved[1]};
    for (int i = 0; i < 3; ++i) {
        SCOPED_TRACE(i);
        const StoredServeResult &stored = results->at(i);
        EXPECT_TRUE(stored.createdAtUtc.isValid());
        EXPECT_GE(stored.createdAtUtc, before);
        StoredServeResult wanted = inOrder[i];
        wanted.createdAtUtc = stored.createdAtUtc; // set by the store
        EXPECT_EQ(stored.position, i);
        EXPECT_EQ(stored.summary, wanted.summary);
        EXPECT_TRUE(stored.records == wanted.records) << nlohmann::json(stored.records).dump();
        EXPECT_EQ(stored.telemetry, wanted.telemetry);
        EXPECT_TRUE(stored == wanted);
    }
    // The figures are those of the records, the refused request among them.
    EXPECT_EQ(results->at(1).concurrency, 4u);
    EXPECT_EQ(results->at(1).summary.completed, 4u);
    EXPECT_EQ(results->at(1).summary.failed, 1u);
    EXPECT_EQ(results->at(1).records[4].httpStatus, 503u);
    // The null readings stay null, and the failed machine keeps its reason.
    ASSERT_EQ(results->at(1).telemetry.size(), 2);
    const StoredTelemetry &sampled = results->at(1).telemetry[0];
    ASSERT_TRUE(sampled.series);
    EXPECT_FALSE(sampled.series->rxBytes[1].has_value());
    EXPECT_FALSE(sampled.series->gpus[0].utilizationPercent[2].has_value());
    EXPECT_EQ(sampled.series->cpuBusy[1], 0.625);
    const StoredTelemetry &failed = results->at(1).telemetry[1];
    EXPECT_EQ(failed.nodeName, QStringLiteral("gpu2"));
    EXPECT_FALSE(failed.series);
    EXPECT_EQ(failed.error, QStringLiteral("gpu2's agent session ended before telemetry_stop"));
    // The failed step keeps what it measured and why it failed.
    EXPECT_EQ(results->at(2).status, RunStatus::Failed);
    EXPECT_EQ(results->at(2).errorCode, QStringLiteral("agent_crashed"));
    EXPECT_EQ(results->at(2).records.size(), 1u);

    auto none = store->serveResults(*runId + 100);
    ASSERT_TRUE(none.ok());
    EXPECT_TRUE(none->isEmpty());

    // Readable for any SQLite tool: JSON text, null for a failed reading.
    store.reset();
    RawDb raw(path());
    const std::string id = std::to_string(saved[0].id);
    EXPECT_EQ(raw.scalar("SELECT status FROM serve_results WHERE id = " + id), "complete");
    EXPECT_EQ(
        raw.scalar("SELECT json_extract(records_json, '$[4].http_status') FROM serve_results WHERE id = "
                   + id),
        "503");
    EXPECT_EQ(raw.scalar("SELECT json_type(telemetry_json, '$[0].series.rx_bytes[1]') FROM serve_results "
                         "WHERE id = "
                         + id),
              "null");
    EXPECT_EQ(
        raw.scalar("SELECT json_extract(telemetry_json, '$[1].node') FROM serve_results WHERE id = " + id),
        "gpu2");
}

TEST_F(ServeStoreTest, SaveRefusesAStatusAStepCannotEndWithAndANegativePosition)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto runId = store->beginRun(QStringLiteral("serve"), QStringLiteral("{}"));
    ASSERT_TRUE(runId.ok());

    for (RunStatus status : {RunStatus::Unknown, RunStatus::Running, RunStatus::Interrupted}) {
        SCOPED_TRACE(runStatusName(status).toStdString());
        StoredServeResult result = completeStep(*runId, 0, 1);
        result.status = status;
        const auto saved = store->saveServeResult(result);
        ASSERT_FALSE(saved.ok());
        EXPECT_EQ(saved.error().code, ErrorCode::InvalidArgument);
        EXPECT_TRUE(saved.error().detail.contains(QStringLiteral("serve result 0 of run %1").arg(*runId)))
            << saved.error().detail.toStdString();
    }
    StoredServeResult negative = completeStep(*runId, -1, 1);
    EXPECT_EQ(store->saveServeResult(negative).error().code, ErrorCode::InvalidArgument);
    // A step of a run that does not exist is refused by the foreign key.
    EXPECT_FALSE(store->saveServeResult(completeStep(*runId + 100, 0, 1)).ok());
    // Cancelled is a way to end.
    StoredServeResult cancelled = completeStep(*runId, 0, 1);
    cancelled.status = RunStatus::Cancelled;
    cancelled.errorCode = QStringLiteral("cancelled");
    EXPECT_TRUE(store->saveServeResult(cancelled).ok());

    auto results = store->serveResults(*runId);
    ASSERT_TRUE(results.ok());
    ASSERT_EQ(results->size(), 1);
    EXPECT_EQ(results->at(0).status, RunStatus::Cancelled);
}

TEST_F(ServeStoreTest, CorruptedStoredStepIsAnErrorNamingIt)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto runId = store->beginRun(QStringLiteral("serve"), QStringLiteral("{}"));
    ASSERT_TRUE(runId.ok());
    store.reset();

    for (const char *damage :
         {"records_json = 'not json'", "records_json = '{}'", "records_json = '[{\"index\": \"first\"}]'",
          "summary_json = '['", "summary_json = '{\"requests\": \"many\"}'", "telemetry_json = 'nope'",
          "telemetry_json = '{}'", "telemetry_json = '[{\"node\": 1}]'",
          "telemetry_json = '[{\"node\": \"gpu1\", \"interface\": \"\", \"error\": \"\"}]'",
          "telemetry_json = json_set(telemetry_json, '$[0].series.t_ms', json('[5, 1]'))",
          "status = 'running'"}) {
        SCOPED_TRACE(damage);
        qint64 resultId = 0;
        {
            RawDb raw(path());
            ASSERT_TRUE(raw.exec("DELETE FROM serve_results"));
            store = openStore(path());
            ASSERT_TRUE(store);
            auto saved = store->saveServeResult(completeStep(*runId, 0, 1));
            ASSERT_TRUE(saved.ok()) << saved.error().detail.toStdString();
            resultId = *saved;
            // Intact, it reads back.
            ASSERT_TRUE(store->serveResults(*runId).ok());
            store.reset();
            // The status CHECK keeps a running step out: drop it for this one damage.
            if (std::string(damage).starts_with("status")) {
                ASSERT_TRUE(raw.exec("PRAGMA ignore_check_constraints = ON"));
            }
            ASSERT_TRUE(raw.exec(std::string("UPDATE serve_results SET ") + damage));
        }
        store = openStore(path());
        ASSERT_TRUE(store);
        auto results = store->serveResults(*runId);
        ASSERT_FALSE(results.ok());
        EXPECT_EQ(results.error().code, ErrorCode::DatabaseQuery);
        const QString detail = results.error().detail;
        EXPECT_TRUE(detail.contains(
            QStringLiteral("serve result %1 of run %2 cannot be read: ").arg(resultId).arg(*runId)))
            << detail.toStdString();
        store.reset();
    }
}

TEST_F(ServeStoreTest, DeleteRunDeletesItsStepsAndOnlyThose)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto kept = store->beginRun(QStringLiteral("serve"), QStringLiteral("{}"));
    auto removed = store->beginRun(QStringLiteral("serve"), QStringLiteral("{}"));
    ASSERT_TRUE(kept.ok() && removed.ok());
    ASSERT_TRUE(store->saveServeResult(completeStep(*kept, 0, 1)).ok());
    ASSERT_TRUE(store->saveServeResult(completeStep(*removed, 0, 1)).ok());
    ASSERT_TRUE(store->saveServeResult(failedStep(*removed, 1)).ok());

    // Left Running, as a crash leaves it: deletable all the same.
    ASSERT_TRUE(store->deleteRun(*removed).ok());
    EXPECT_FALSE(store->run(*removed)->has_value());
    auto gone = store->serveResults(*removed);
    ASSERT_TRUE(gone.ok());
    EXPECT_TRUE(gone->isEmpty());
    auto left = store->serveResults(*kept);
    ASSERT_TRUE(left.ok());
    EXPECT_EQ(left->size(), 1);
    store.reset();
    RawDb raw(path());
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM serve_results"), "1");
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM serve_results WHERE run_id = " + std::to_string(*removed)),
              "0");
}

TEST_F(ServeStoreTest, MigratesAVersionSevenFileAndKeepsItsRuns)
{
    {
        RawDb raw(path());
        ASSERT_TRUE(raw.ok());
        ASSERT_TRUE(raw.writeSchema(7)) << RawDb::schemaFile(7).toStdString();
        // Rows as ShardScope 0.7 wrote them: a finished bench run (the baseline) with a result,
        // and an interrupted link run.
        ASSERT_TRUE(raw.exec(
            "INSERT INTO runs (id, kind, status, started_at, finished_at, config_json, error, baseline) "
            "VALUES "
            "    (1, 'bench', 'complete', '2026-05-01T10:00:00.000Z', '2026-05-01T10:05:00.000Z', "
            "     '{\"kind\":\"bench\"}', NULL, 1),"
            "    (2, 'linktest', 'interrupted', '2026-05-02T10:00:00.000Z', NULL, '{}', 'stopped', 0);"));
        ASSERT_TRUE(raw.exec(
            "INSERT INTO bench_results (run_id, position, layout, concurrency, node_names, host_ids, status, "
            "    error_code, error, summary_json, reports_json, created_at) VALUES "
            "    (1, 0, 'single', 1, '[\"node1\"]', '[2]', 'failed', 'agent_crashed', 'node1 stopped', '"
            + benchSummaryJson(BenchSummary{}).dump() + "', '[null]', '2026-05-01T10:04:00.000Z')"));
        ASSERT_EQ(raw.scalar("PRAGMA user_version"), "7");
    }
    auto store = openStore(path());
    ASSERT_TRUE(store);
    EXPECT_EQ(*store->schemaVersion(), kSchemaVersion);

    auto runs = store->allRuns();
    ASSERT_TRUE(runs.ok()) << runs.error().detail.toStdString();
    ASSERT_EQ(runs->size(), 2);
    EXPECT_EQ(runs->at(0).id, 2);
    EXPECT_EQ(runs->at(0).status, RunStatus::Interrupted);
    EXPECT_EQ(runs->at(0).error, QStringLiteral("stopped"));
    EXPECT_EQ(runs->at(1).id, 1);
    EXPECT_EQ(runs->at(1).status, RunStatus::Complete);
    EXPECT_TRUE(runs->at(1).baseline);
    EXPECT_EQ(runs->at(1).configJson, QStringLiteral(R"({"kind":"bench"})"));
    auto bench = store->benchResults(1);
    ASSERT_TRUE(bench.ok()) << bench.error().detail.toStdString();
    ASSERT_EQ(bench->size(), 1);
    EXPECT_EQ(bench->at(0).error, QStringLiteral("node1 stopped"));

    // The migrated file takes serve results, and deleting their run deletes them.
    auto serve = store->beginRun(QStringLiteral("serve"), QStringLiteral("{}"));
    ASSERT_TRUE(serve.ok());
    ASSERT_TRUE(store->saveServeResult(completeStep(*serve, 0, 1)).ok());
    auto steps = store->serveResults(*serve);
    ASSERT_TRUE(steps.ok()) << steps.error().detail.toStdString();
    ASSERT_EQ(steps->size(), 1);
    EXPECT_EQ(steps->at(0).telemetry, telemetry());
    ASSERT_TRUE(store->deleteRun(*serve).ok());
    store.reset();

    RawDb raw(path());
    EXPECT_EQ(raw.scalar("PRAGMA user_version"), std::to_string(kSchemaVersion));
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM serve_results"), "0");
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM bench_results"), "1");
    EXPECT_EQ(raw.scalar("PRAGMA foreign_key_check"), "<none>");
    EXPECT_EQ(raw.scalar("PRAGMA integrity_check"), "ok");
}

TEST_F(ServeStoreTest, FreshAndMigratedFilesHaveTheSameServeResultsTable)
{
    {
        RawDb raw(path("old.db"));
        ASSERT_TRUE(raw.writeSchema(7));
    }
    ASSERT_TRUE(openStore(path("old.db")));
    ASSERT_TRUE(openStore(path("new.db")));
    const std::string schema = "SELECT group_concat(sql, ';') FROM (SELECT sql FROM sqlite_master WHERE "
                               "tbl_name = 'serve_results' ORDER BY name)";
    RawDb oldFile(path("old.db"));
    RawDb newFile(path("new.db"));
    EXPECT_NE(newFile.scalar(schema).find("ON DELETE CASCADE"), std::string::npos) << newFile.scalar(schema);
    EXPECT_NE(newFile.scalar(schema).find("serve_results_by_run"), std::string::npos);
    EXPECT_EQ(oldFile.scalar(schema), newFile.scalar(schema));
}
