#pragma once

#include "core/Result.h"
#include "core/model/ServePlan.h"
#include "core/serve/LlamaCppRunner.h"
#include "core/serve/ServeRunner.h"
#include "ui/CoreJobRunner.h"

#include <QList>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace shardscope::ui {

class NodeInteraction;

/// Runs a serving plan (core::runServePlan: the user's own server, one step per concurrency) off
/// the UI thread, as BenchPlanRunner runs a benchmark plan: connecting and starting the agents go
/// through a NodeJobRunner (SSH's questions, cancelling and node events as on the other pages) and
/// the run's events arrive as signals on the UI thread, in order: planReady before any step. Or
/// llama.cpp started on the machines around that plan (core::runLlamaCppServe, startLlamaCpp()):
/// the same events, with stageChanged() while the model and the servers are prepared and stopped.
class ServePlanRunner : public QObject
{
    Q_OBJECT

public:
    /// What runs the plan on the worker thread: core::runServePlan, or a stand-in in tests.
    using PlanFunction = std::function<core::Result<core::ServeRunResult>(
        const core::ServePlan &, const core::ServeRunnerOptions &, const core::ServeRunnerCallbacks &,
        const std::atomic_bool *cancel)>;
    /// What runs llama.cpp and the plan on the worker thread: core::runLlamaCppServe, or a stand-in
    /// in tests.
    using LlamaCppFunction = std::function<core::Result<core::LlamaCppServeResult>(
        const core::LlamaCppServeSpec &, const core::ServeRunnerOptions &,
        const core::LlamaCppServeCallbacks &, const std::atomic_bool *cancel)>;

    explicit ServePlanRunner(NodeInteraction &interaction, QObject *parent = nullptr);
    ServePlanRunner(NodeInteraction &interaction, PlanFunction plan, QObject *parent = nullptr);
    ServePlanRunner(NodeInteraction &interaction, PlanFunction plan, LlamaCppFunction llamaCpp,
                    QObject *parent = nullptr);
    /// Cancels and waits for the worker.
    ~ServePlanRunner() override;

    /// Starts the plan; false (and nothing starts) while one runs, or when core::serveRunProblem
    /// refuses the plan (planError() says why). The options hold the API key: they live in the
    /// worker's memory only while the run lasts.
    bool start(const core::ServePlan &plan, const core::ServeRunnerOptions &options);
    /// Starts llama.cpp as `spec` says and its serving plan against it, as start() starts a plan
    /// (the plan that runs is the spec's, on its machines, with their cluster address and llama.cpp's
    /// port until planReady() names the real one). Every server is stopped before finished().
    bool startLlamaCpp(const core::LlamaCppServeSpec &spec, const core::ServeRunnerOptions &options);
    /// Asks the run to stop; finished() follows soon. Never blocks.
    void cancel();
    /// cancel() and wait for the worker; finished() is emitted before it returns. Briefly blocking.
    void cancelAndWait();

    bool isRunning() const { return m_running; }
    bool isCancelling() const;
    /// The plan of the current or last run: as given until planReady(), then as it runs.
    const core::ServePlan &plan() const { return m_plan; }
    /// The agents the run opens (core::serveRunTargets): the plan's nodes, then this computer
    /// when it sends the requests. nodeProgress and nodeFinished index into it.
    const QList<core::NodeTarget> &targets() const { return m_targets; }
    /// Steps of the current or last run that stepFinished() was emitted for.
    int stepsDone() const;
    /// Why the last run did not run at all (refused, or the server or the sending machine failed
    /// before the first step); unset when it ran, also when it was cancelled.
    const std::optional<core::Error> &planError() const { return m_planError; }
    /// How the last startLlamaCpp() run went once finished: the model, the launch as it ran (the
    /// real ports, the lines to run it again), the load time and how each server ended. Unset while
    /// it runs, when it failed before its servers ran, and after start().
    const std::optional<core::LlamaCppServeResult> &llamaCppResult() const { return m_llamaCppResult; }

Q_SIGNALS:
    void nodeProgress(const core::NodeProgress &progress);
    void nodeFinished(int index, const core::NodeOutcome &outcome);
    /// The server said what it is: the plan as it runs (dialect, software, version, model).
    void planReady(const core::ServePlan &plan);
    void stepStarted(int position, std::uint32_t concurrency);
    /// Whole percents and stage changes of the running step.
    void stepProgress(int position, double fraction, const QString &stage);
    /// Every step that ran gets one, in order, before finished().
    void stepFinished(const core::ServeStepOutcome &outcome);
    /// What a llama.cpp run is doing before and after the benchmark, in core's English
    /// (core::LlamaCppServeCallbacks::stage): the model being written, a server starting or loading.
    void stageChanged(const QString &stage);
    void finished();

private:
    struct Run;

    bool isCurrent(const std::shared_ptr<Run> &run) const { return m_running && run == m_run; }
    /// start() and startLlamaCpp(): `spec` set runs llama.cpp around `plan`.
    bool begin(const core::ServePlan &plan, const core::ServeRunnerOptions &options,
               const std::optional<core::LlamaCppServeSpec> &spec);
    /// Emits planReady() and stepFinished() once per run each, whether from the worker's queued
    /// event or from its result at the end.
    void reportPlan(const core::ServePlan &plan);
    void reportStep(const core::ServeStepOutcome &step);
    void onJobsFinished();

    PlanFunction m_planFunction;
    LlamaCppFunction m_llamaCppFunction;
    CoreJobRunner m_jobs;
    std::shared_ptr<Run> m_run;
    core::ServePlan m_plan;
    QList<core::NodeTarget> m_targets;
    std::optional<core::Error> m_planError;
    std::optional<core::LlamaCppServeResult> m_llamaCppResult;
    bool m_running = false;
};

} // namespace shardscope::ui
