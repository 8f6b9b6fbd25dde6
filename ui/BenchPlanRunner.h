#pragma once

#include "core/Result.h"
#include "core/bench/BenchRunner.h"
#include "core/model/BenchPlan.h"
#include "ui/CoreJobRunner.h"

#include <QList>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace shardscope::ui {

class NodeInteraction;

/// Runs a benchmark plan off the UI thread. Connecting and starting the agents goes through a
/// NodeJobRunner (one per run, through CoreJobRunner), so SSH's questions, cancelling and the node events
/// work exactly as on the other pages; the runs' events arrive as signals on the UI thread, in order.
class BenchPlanRunner : public QObject
{
    Q_OBJECT

public:
    /// What runs the plan on the worker thread: core::runBenchPlan (remote nodes over SSH, "This
    /// computer" through its local agent), or a stand-in in tests.
    using PlanFunction = std::function<core::Result<core::BenchPlanResult>(
        const core::BenchPlan &, const core::BenchRunnerOptions &, const core::BenchRunnerCallbacks &,
        const std::atomic_bool *cancel)>;

    explicit BenchPlanRunner(NodeInteraction &interaction, QObject *parent = nullptr);
    BenchPlanRunner(NodeInteraction &interaction, PlanFunction plan, QObject *parent = nullptr);
    /// Cancels and waits for the worker.
    ~BenchPlanRunner() override;

    /// Starts the plan; false (and nothing starts) while one runs, or when core::expandBenchPlan
    /// refuses the plan (planError() says why).
    bool start(const core::BenchPlan &plan, const core::BenchRunnerOptions &options);
    /// Asks the run to stop; finished() follows soon. Never blocks.
    void cancel();
    /// cancel() and wait for the worker; finished() is emitted before it returns. Briefly blocking.
    void cancelAndWait();

    bool isRunning() const { return m_running; }
    bool isCancelling() const;
    /// Of the current or last run.
    const core::BenchPlan &plan() const { return m_plan; }
    /// expandBenchPlan of the current or last plan: the runs in the order they run.
    const QList<core::BenchRunSpec> &specs() const { return m_specs; }
    /// Runs of the current or last plan that runFinished() was emitted for.
    int runsDone() const { return m_runsDone; }
    /// Why the last plan did not run at all (refused by expandBenchPlan or by the plan function).
    const std::optional<core::Error> &planError() const { return m_planError; }

Q_SIGNALS:
    void nodeProgress(const core::NodeProgress &progress);
    void nodeFinished(int index, const core::NodeOutcome &outcome);
    void runStarted(int run, const core::BenchRunSpec &spec);
    /// Whole percents and stage changes of each rank of the running run.
    void rankProgress(const core::BenchRankProgress &progress);
    /// Every run gets exactly one, in order, before finished(): index into specs().
    void runFinished(int run, const core::BenchRunOutcome &outcome);
    void finished();

private:
    struct Run;

    bool isCurrent(const std::shared_ptr<Run> &run) const { return m_running && run == m_run; }
    void reportRun(int run, const core::BenchRunOutcome &outcome);
    void onJobsFinished();

    PlanFunction m_planFunction;
    CoreJobRunner m_jobs;
    std::shared_ptr<Run> m_run;
    core::BenchPlan m_plan;
    QList<core::BenchRunSpec> m_specs;
    QList<bool> m_reported;
    int m_runsDone = 0;
    std::optional<core::Error> m_planError;
    bool m_running = false;
};

} // namespace shardscope::ui
