// The one run life cycle that CLI and GUI share (core/run/RunRecorder.h): begun as Running with its
// configuration, fed part by part, finished once with one status rule, on a real SQLite file.
#include "core/run/RunRecorder.h"
#include "core/cluster/SetupCheckRun.h"
#include "core/run/SetupCheckRecord.h"
#include "core/store/ResultStore.h"
#include "tests/support/LinkReportFactory.h"
#include "tests/support/TempStore.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace shardscope::core;
namespace protocol = shardscope::protocol;

namespace {

const QList<RunStatus> kTwoComplete{RunStatus::Complete, RunStatus::Complete};

class RunRecorderTest : public shardscope::test::TempStoreTest
{
protected:
    StoredLinkPair pair(qint64 runId, RunStatus status) const
    {
        StoredLinkPair stored;
        stored.runId = runId;
        stored.clientName = QStringLiteral("a");
        stored.serverName = QStringLiteral("b");
        stored.status = status;
        if (status == RunStatus::Complete) {
            stored.report = shardscope::test::makeLinkReport();
        } else {
            stored.errorCode = errorCodeName(status == RunStatus::Cancelled ? ErrorCode::Cancelled
                                                                            : ErrorCode::AgentError);
            stored.error = QStringLiteral("it broke");
        }
        return stored;
    }

    StoredBenchResult benchResult(qint64 runId, int position, RunStatus status) const
    {
        StoredBenchResult result;
        result.runId = runId;
        result.position = position;
        result.layout = protocol::BenchLayout::Single;
        result.concurrency = 1;
        result.nodeNames = {QStringLiteral("a")};
        result.hostIds = {0};
        result.status = status;
        result.reports = {std::nullopt};
        return result;
    }
};

} // namespace

TEST(RunEnd, OneRuleForEveryKindOfRun)
{
    EXPECT_EQ(runEnd(kTwoComplete, kLinkRun), (RunEnd{RunStatus::Complete, QString()}));
    // One failed part fails the run, whatever else completed; the error says how many, in the
    // kind's own words.
    const QList<RunStatus> oneFailed{RunStatus::Complete, RunStatus::Failed, RunStatus::Complete};
    EXPECT_EQ(runEnd(oneFailed, kLinkRun),
              (RunEnd{RunStatus::Failed, QStringLiteral("1 of 3 pairs failed")}));
    EXPECT_EQ(runEnd(oneFailed, kBenchRun),
              (RunEnd{RunStatus::Failed, QStringLiteral("1 of 3 runs failed")}));
    // A cancelled part makes the run cancelled, even next to a failed one or a failure.
    const QList<RunStatus> cancelled{RunStatus::Failed, RunStatus::Cancelled};
    EXPECT_EQ(runEnd(cancelled, kLinkRun).status, RunStatus::Cancelled);
    EXPECT_EQ(
        runEnd(cancelled, kBenchRun, std::nullopt, Error{ErrorCode::Unknown, QStringLiteral("x")}).status,
        RunStatus::Cancelled);
    // Nothing measured is no success.
    EXPECT_EQ(runEnd({}, kLinkRun), (RunEnd{RunStatus::Failed, QStringLiteral("no pair was measured")}));
    EXPECT_EQ(runEnd({}, kBenchRun), (RunEnd{RunStatus::Failed, QStringLiteral("no run was measured")}));
    // A run that could not go on says why, before the count of failed parts.
    const Error planError{ErrorCode::InvalidArgument, QStringLiteral("the plan has no nodes")};
    EXPECT_EQ(runEnd({RunStatus::Failed}, kBenchRun, std::nullopt, planError),
              (RunEnd{RunStatus::Failed, planError.detail}));
    // Every part measured but one not stored: the run is not complete.
    const RunEnd unsaved
        = runEnd(kTwoComplete, kLinkRun, Error{ErrorCode::DiskFull, QStringLiteral("disk full")});
    EXPECT_EQ(unsaved.status, RunStatus::Failed);
    EXPECT_EQ(unsaved.error, QStringLiteral("storing a pair failed: disk full"));
}

TEST_F(RunRecorderTest, BeginsRunningWithTheSnapshotAndStoresEachPartAsItComes)
{
    auto recorder = RunRecorder::begin(*m_store, kLinkRun, QStringLiteral(R"({"kind":"linktest"})"));
    ASSERT_TRUE(recorder.ok()) << recorder.error().detail.toStdString();
    const qint64 runId = recorder->runId();
    EXPECT_GT(runId, 0);
    RunRecord run = storedRun(runId);
    EXPECT_EQ(run.kind, QStringLiteral("linktest"));
    EXPECT_EQ(run.status, RunStatus::Running);
    EXPECT_EQ(run.configJson, QStringLiteral(R"({"kind":"linktest"})"));

    ASSERT_TRUE(recorder->record(pair(runId, RunStatus::Complete)).ok());
    // Stored at once, before the run ends: a crash now loses nothing measured.
    auto pairs = m_store->linkPairs(runId);
    ASSERT_TRUE(pairs.ok());
    EXPECT_EQ(pairs->size(), 1);
    ASSERT_TRUE(recorder->record(pair(runId, RunStatus::Failed)).ok());
    EXPECT_EQ(recorder->partStatuses(), (QList<RunStatus>{RunStatus::Complete, RunStatus::Failed}));

    const RunRecorder::Finished finished = recorder->finish();
    EXPECT_TRUE(finished.stored.ok());
    EXPECT_EQ(finished.end, (RunEnd{RunStatus::Failed, QStringLiteral("1 of 2 pairs failed")}));
    run = storedRun(runId);
    EXPECT_EQ(run.status, RunStatus::Failed);
    EXPECT_EQ(run.error, QStringLiteral("1 of 2 pairs failed"));
    EXPECT_TRUE(run.finishedAtUtc.isValid());
}

TEST_F(RunRecorderTest, APartTheStoreRefusesFailsTheRunAndTheRestIsStillStored)
{
    auto recorder = RunRecorder::begin(*m_store, kBenchRun, QStringLiteral("{}"));
    ASSERT_TRUE(recorder.ok());
    const qint64 runId = recorder->runId();
    StoredBenchResult refused = benchResult(runId, 0, RunStatus::Complete);
    refused.layout = protocol::BenchLayout::Unknown; // saveBenchResult refuses it
    const Result<qint64> saved = recorder->record(refused);
    ASSERT_FALSE(saved.ok());
    ASSERT_TRUE(recorder->storeError().has_value());
    EXPECT_EQ(recorder->storeError()->detail, saved.error().detail);
    ASSERT_TRUE(recorder->record(benchResult(runId, 1, RunStatus::Complete)).ok());

    const RunRecorder::Finished finished = recorder->finish();
    EXPECT_EQ(finished.end.status, RunStatus::Failed);
    EXPECT_EQ(finished.end.error, QStringLiteral("storing a run failed: ") + saved.error().detail);
    EXPECT_EQ(storedRun(runId).status, RunStatus::Failed);
    auto results = m_store->benchResults(runId);
    ASSERT_TRUE(results.ok());
    EXPECT_EQ(results->size(), 1);
}

TEST_F(RunRecorderTest, FinishesOnceAndACancelledPartCancelsTheRun)
{
    auto recorder = RunRecorder::begin(*m_store, kBenchRun, QStringLiteral("{}"));
    ASSERT_TRUE(recorder.ok());
    const qint64 runId = recorder->runId();
    ASSERT_TRUE(recorder->record(benchResult(runId, 0, RunStatus::Complete)).ok());
    ASSERT_TRUE(recorder->record(benchResult(runId, 1, RunStatus::Cancelled)).ok());
    EXPECT_EQ(recorder->finish().end.status, RunStatus::Cancelled);
    EXPECT_EQ(storedRun(runId).status, RunStatus::Cancelled);

    // A second finish stores nothing (a cancelled run does not become failed) and says so.
    const RunRecorder::Finished again = recorder->finish(Error{ErrorCode::Unknown, QStringLiteral("late")});
    EXPECT_FALSE(again.stored.ok());
    EXPECT_EQ(again.end.status, RunStatus::Cancelled);
    EXPECT_EQ(storedRun(runId).status, RunStatus::Cancelled);
}

TEST_F(RunRecorderTest, ARunThatCouldNotStartIsFailedWithItsReason)
{
    auto recorder = RunRecorder::begin(*m_store, kLinkRun, QStringLiteral("{}"));
    ASSERT_TRUE(recorder.ok());
    const RunRecorder::Finished finished
        = recorder->finish(Error{ErrorCode::InvalidArgument, QStringLiteral("not started")});
    EXPECT_TRUE(finished.stored.ok());
    const RunRecord run = storedRun(recorder->runId());
    EXPECT_EQ(run.status, RunStatus::Failed);
    EXPECT_EQ(run.error, QStringLiteral("not started"));
}

TEST_F(RunRecorderTest, AServingRunIsFedItsStepsAndCountsThem)
{
    auto recorder = RunRecorder::begin(*m_store, kServeRun, QStringLiteral(R"({"kind":"serve"})"));
    ASSERT_TRUE(recorder.ok()) << recorder.error().detail.toStdString();
    const qint64 runId = recorder->runId();
    EXPECT_EQ(storedRun(runId).kind, QStringLiteral("serve"));

    StoredServeResult step;
    step.runId = runId;
    step.concurrency = 1;
    step.status = RunStatus::Complete;
    protocol::ServeRequestRecord record;
    record.sentMs = 1;
    record.chunkMs = {20, 30};
    record.endMs = 31;
    record.outputTokens = 2;
    step.records = {record};
    step.telemetry
        = {StoredTelemetry{QStringLiteral("gpu1"), QString(), std::nullopt, QStringLiteral("no agent")}};
    const Result<qint64> first = recorder->record(step);
    ASSERT_TRUE(first.ok()) << first.error().detail.toStdString();
    // Stored at once, before the run ends.
    auto steps = m_store->serveResults(runId);
    ASSERT_TRUE(steps.ok()) << steps.error().detail.toStdString();
    ASSERT_EQ(steps->size(), 1);
    EXPECT_EQ(steps->at(0).id, *first);
    EXPECT_EQ(steps->at(0).records, step.records);

    step.position = 1;
    step.concurrency = 4;
    step.status = RunStatus::Failed;
    step.errorCode = errorCodeName(ErrorCode::AgentError);
    step.error = QStringLiteral("the server went away");
    ASSERT_TRUE(recorder->record(step).ok());
    // A step the store refuses (Running is no way to end) is counted all the same.
    step.position = 2;
    step.status = RunStatus::Running;
    EXPECT_FALSE(recorder->record(step).ok());
    EXPECT_EQ(recorder->partStatuses(),
              (QList<RunStatus>{RunStatus::Complete, RunStatus::Failed, RunStatus::Running}));

    const RunRecorder::Finished finished = recorder->finish();
    EXPECT_TRUE(finished.stored.ok());
    EXPECT_EQ(finished.end, (RunEnd{RunStatus::Failed, QStringLiteral("2 of 3 steps failed")}));
    const RunRecord run = storedRun(runId);
    EXPECT_EQ(run.status, RunStatus::Failed);
    EXPECT_EQ(run.error, QStringLiteral("2 of 3 steps failed"));
    EXPECT_EQ(m_store->serveResults(runId)->size(), 2);
}

TEST_F(RunRecorderTest, AServingRunWhoseStepsAllCompleteIsComplete)
{
    auto recorder = RunRecorder::begin(*m_store, kServeRun, QStringLiteral("{}"));
    ASSERT_TRUE(recorder.ok());
    for (int position = 0; position < 2; ++position) {
        StoredServeResult step;
        step.runId = recorder->runId();
        step.position = position;
        step.concurrency = 1u << position;
        step.status = RunStatus::Complete;
        ASSERT_TRUE(recorder->record(step).ok());
    }
    EXPECT_EQ(recorder->finish().end, (RunEnd{RunStatus::Complete, QString()}));
    EXPECT_EQ(storedRun(recorder->runId()).status, RunStatus::Complete);
    EXPECT_EQ(m_store->serveResults(recorder->runId())->size(), 2);
}

namespace {

/// A check of node0 and node1 in which node1 could not be checked.
SetupCheckResult checkWithOneMachineMissing()
{
    SetupCheckResult result;
    result.nodeNames = {QStringLiteral("node0"), QStringLiteral("node1")};
    result.nodes = {NodeOutcome{}, NodeOutcome{}};
    SetupMachine machine;
    machine.name = QStringLiteral("node0");
    result.input.machines << machine;
    result.input.interfaces = chooseClusterInterfaces(result.input.machines);
    result.machineNode = {0};
    result.probeErrors
        = {std::nullopt, Error{ErrorCode::ConnectTimeout, QStringLiteral("no answer in 10 s")}};
    result.findings = setupFindings(result.input);
    return result;
}

} // namespace

TEST_F(RunRecorderTest, ASetupCheckIsStoredWholeAndItsRunSaysWhichMachinesWereNotChecked)
{
    ResultStore *store = m_store.get();
    const QList<SetupCheckNode> nodes{
        SetupCheckNode{NodeTarget{QStringLiteral("node0"), {}, false}, QStringLiteral("eth1"), 7},
        SetupCheckNode{NodeTarget{QStringLiteral("node1"), {}, false}, QString(), std::nullopt}};
    const SetupCheckResult result = checkWithOneMachineMissing();

    auto failed = RunRecorder::begin(*store, kSetupCheckRun, setupCheckRunConfigJson(nodes));
    ASSERT_TRUE(failed.ok());
    const RunRecorder::Finished end
        = recordSetupCheck(*failed, setupCheckJson(result), uncheckedMachines(result), false);
    ASSERT_TRUE(end.stored.ok());
    EXPECT_EQ(end.end.status, RunStatus::Failed);
    EXPECT_EQ(end.end.error, QStringLiteral("not every machine could be checked: node1 (no answer in 10 s)"));
    auto check = store->setupCheck(failed->runId());
    ASSERT_TRUE(check.ok() && *check);
    auto record = setupCheckRecordFromJson((*check)->resultJson);
    ASSERT_TRUE(record.ok()) << record.error().detail.toStdString();
    EXPECT_EQ(record->machines, QStringList{QStringLiteral("node0")});
    EXPECT_EQ(record->unavailable, QStringList{QStringLiteral("node1")});

    // The run names its machines, with the stored host and the interface the user chose.
    auto runs = store->allRuns();
    ASSERT_TRUE(runs.ok());
    ASSERT_EQ(runs->size(), 1);
    EXPECT_EQ(runNodeNames(runs->at(0)), (QStringList{QStringLiteral("node0"), QStringLiteral("node1")}));
    const auto config = nlohmann::json::parse(runs->at(0).configJson.toStdString());
    EXPECT_EQ(config["nodes"][0].value("host_id", 0), 7);
    EXPECT_EQ(config["nodes"][0].value("chosen_interface", ""), "eth1");
    EXPECT_FALSE(config["nodes"][1].contains("host_id"));

    // Cancelled wins over machines not checked; every machine checked is Complete, whatever it found.
    auto cancelled = RunRecorder::begin(*store, kSetupCheckRun, setupCheckRunConfigJson(nodes));
    ASSERT_TRUE(cancelled.ok());
    EXPECT_EQ(
        recordSetupCheck(*cancelled, setupCheckJson(result), uncheckedMachines(result), true).end.status,
        RunStatus::Cancelled);
    SetupCheckResult whole = result;
    whole.nodeNames.removeLast();
    whole.probeErrors.removeLast();
    auto complete = RunRecorder::begin(*store, kSetupCheckRun, setupCheckRunConfigJson(nodes.first(1)));
    ASSERT_TRUE(complete.ok());
    EXPECT_EQ(recordSetupCheck(*complete, setupCheckJson(whole), uncheckedMachines(whole), false).end,
              (RunEnd{RunStatus::Complete, QString()}));
}
