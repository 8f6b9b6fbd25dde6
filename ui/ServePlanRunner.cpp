#include "ui/ServePlanRunner.h"

#include <QSet>

#include <cmath>
#include <mutex>

namespace shardscope::ui {

/// One start(): shared with that run's worker, which writes the result before it returns.
struct ServePlanRunner::Run {
    std::mutex mutex;
    std::pair<int, QString> lastProgress{-1, QString()};      // worker: percent, stage of the step
    std::optional<core::Result<core::ServeRunResult>> result; // worker, then the UI thread
    std::optional<core::LlamaCppServeResult> llamaCpp;        // worker, then the UI thread
    // The UI thread's (reportPlan, reportStep): what was emitted, so that what the worker's queued
    // events did not deliver before its end is taken from its result, and nothing twice.
    bool planReported = false;
    QSet<int> stepsReported;
};

ServePlanRunner::ServePlanRunner(NodeInteraction &interaction, QObject *parent)
    : ServePlanRunner(interaction, &core::runServePlan, parent)
{}

ServePlanRunner::ServePlanRunner(NodeInteraction &interaction, PlanFunction plan, QObject *parent)
    : ServePlanRunner(interaction, std::move(plan), &core::runLlamaCppServe, parent)
{}

ServePlanRunner::ServePlanRunner(NodeInteraction &interaction, PlanFunction plan, LlamaCppFunction llamaCpp,
                                 QObject *parent)
    : QObject(parent)
    , m_planFunction(std::move(plan))
    , m_llamaCppFunction(std::move(llamaCpp))
    , m_jobs(interaction)
{}

ServePlanRunner::~ServePlanRunner()
{
    m_jobs.shutDown(this);
}

bool ServePlanRunner::start(const core::ServePlan &plan, const core::ServeRunnerOptions &options)
{
    return begin(plan, options, std::nullopt);
}

bool ServePlanRunner::startLlamaCpp(const core::LlamaCppServeSpec &spec,
                                    const core::ServeRunnerOptions &options)
{
    return begin(spec.serve, options, spec);
}

bool ServePlanRunner::begin(const core::ServePlan &plan, const core::ServeRunnerOptions &options,
                            const std::optional<core::LlamaCppServeSpec> &spec)
{
    if (m_running)
        return false;
    m_planError.reset();
    m_llamaCppResult.reset();
    // Checked here too, so that a refused plan never connects anything and the page can say why.
    if (const QString problem = core::serveRunProblem(plan); !problem.isEmpty()) {
        m_planError = core::Error{core::ErrorCode::InvalidArgument, problem};
        return false;
    }
    auto run = std::make_shared<Run>();

    const auto post = postWhileCurrent(this, [this, run] { return isCurrent(run); });
    const PlanFunction function = m_planFunction;
    const LlamaCppFunction llamaCpp = m_llamaCppFunction;
    const QList<core::NodeTarget> targets = core::serveRunTargets(plan, options.localName);
    NodeJobRunner::JobFunction jobs = [function, llamaCpp, plan, spec, options, run, post,
                                       agents = targets.size()](const QList<core::NodeTarget> &,
                                                                const core::NodeJobOptions &,
                                                                const core::NodeJobCallbacks &nodeCallbacks,
                                                                const std::atomic_bool *cancel) {
        core::ServeRunnerCallbacks callbacks;
        callbacks.nodes = nodeCallbacks;
        // The run is stored on the UI thread when this arrives (the page's recorder): the worker
        // cannot wait for it without risking a deadlock with cancelAndWait().
        callbacks.planReady = [run, post](const core::ServePlan &ready) {
            post([ready](ServePlanRunner &self) { self.reportPlan(ready); });
            return true;
        };
        callbacks.stepStarted = [post](int position, std::uint32_t concurrency) {
            post([position, concurrency](ServePlanRunner &self) {
                Q_EMIT self.stepStarted(position, concurrency);
            });
        };
        callbacks.stepProgress = [run, post](int position, double fraction, const QString &stage) {
            {
                // The load generator reports often: whole percents and stage changes are enough.
                const std::lock_guard lock(run->mutex);
                const std::pair<int, QString> now{int(std::lround(fraction * 100)), stage};
                if (run->lastProgress == now)
                    return;
                run->lastProgress = now;
            }
            post([position, fraction, stage](ServePlanRunner &self) {
                Q_EMIT self.stepProgress(position, fraction, stage);
            });
        };
        callbacks.stepFinished = [run, post](const core::ServeStepOutcome &outcome) {
            {
                const std::lock_guard lock(run->mutex);
                run->lastProgress = {-1, QString()};
            }
            post([outcome](ServePlanRunner &self) { self.reportStep(outcome); });
        };
        core::Result<core::ServeRunResult> result = core::Error{};
        std::optional<core::LlamaCppServeResult> llamaCppResult;
        QList<core::NodeOutcome> outcomes;
        if (spec) {
            core::LlamaCppServeCallbacks llamaCallbacks;
            llamaCallbacks.stage = [post](const QString &stage) {
                post([stage](ServePlanRunner &self) { Q_EMIT self.stageChanged(stage); });
            };
            llamaCallbacks.serve = callbacks;
            core::Result<core::LlamaCppServeResult> ran = llamaCpp(*spec, options, llamaCallbacks, cancel);
            if (!ran) {
                result = ran.error();
                outcomes = CoreJobRunner::everyNodeFailed(agents, ran.error());
            } else {
                llamaCppResult = std::move(ran).value();
                result = llamaCppResult->serveError
                             ? core::Result<core::ServeRunResult>(*llamaCppResult->serveError)
                             : core::Result<core::ServeRunResult>(llamaCppResult->serve);
                outcomes = llamaCppResult->serveError
                               ? CoreJobRunner::everyNodeFailed(agents, *llamaCppResult->serveError)
                               : llamaCppResult->serve.nodes;
            }
        } else {
            result = function(plan, options, callbacks, cancel);
            outcomes = result ? result->nodes : CoreJobRunner::everyNodeFailed(agents, result.error());
        }
        {
            const std::lock_guard lock(run->mutex);
            run->result = std::move(result);
            run->llamaCpp = std::move(llamaCppResult);
        }
        return outcomes;
    };

    m_jobs.prepare(this, std::move(jobs), &ServePlanRunner::onJobsFinished);

    m_run = run;
    m_plan = plan;
    m_targets = targets;
    m_running = true;
    if (!m_jobs.start(m_targets, options)) {
        m_running = false;
        return false;
    }
    return true;
}

bool ServePlanRunner::isCancelling() const
{
    return m_running && m_jobs.isCancelling();
}

void ServePlanRunner::cancel()
{
    if (m_running)
        m_jobs.cancel();
}

void ServePlanRunner::cancelAndWait()
{
    if (m_running)
        m_jobs.cancelAndWait(); // emits finished(): onJobsFinished() ends this run
}

int ServePlanRunner::stepsDone() const
{
    return m_run ? int(m_run->stepsReported.size()) : 0;
}

void ServePlanRunner::reportPlan(const core::ServePlan &plan)
{
    if (m_run->planReported)
        return;
    m_run->planReported = true;
    m_plan = plan;
    Q_EMIT planReady(plan);
}

void ServePlanRunner::reportStep(const core::ServeStepOutcome &step)
{
    if (m_run->stepsReported.contains(step.position))
        return;
    m_run->stepsReported.insert(step.position);
    Q_EMIT stepFinished(step);
}

void ServePlanRunner::onJobsFinished()
{
    if (!m_running)
        return;
    // The worker has returned (the NodeJobRunner's future is finished): its result is complete.
    // What its queued events have not delivered yet is taken from it.
    std::optional<core::Result<core::ServeRunResult>> result;
    {
        const std::lock_guard lock(m_run->mutex);
        result = m_run->result;
        m_llamaCppResult = m_run->llamaCpp;
    }
    if (result && *result) {
        reportPlan((*result)->plan);
        for (const core::ServeStepOutcome &step : (*result)->steps)
            reportStep(step);
    } else if (result) {
        m_planError = result->error();
    } else {
        m_planError = core::Error{core::ErrorCode::Cancelled, QString()};
    }
    m_running = false;
    Q_EMIT finished();
}

} // namespace shardscope::ui
