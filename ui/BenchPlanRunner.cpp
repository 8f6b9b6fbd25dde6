#include "ui/BenchPlanRunner.h"

#include <QMap>

#include <cmath>
#include <mutex>

namespace shardscope::ui {

/// One start(): shared with that run's worker, which writes the result before it returns.
struct BenchPlanRunner::Run {
    std::mutex mutex;
    QMap<std::pair<int, int>, std::pair<int, QString>> lastProgress; // worker: (run, rank) → percent, stage
    std::optional<core::Result<core::BenchPlanResult>> result;       // worker, then the UI thread
};

BenchPlanRunner::BenchPlanRunner(NodeInteraction &interaction, QObject *parent)
    : BenchPlanRunner(interaction, &core::runBenchPlan, parent)
{}

BenchPlanRunner::BenchPlanRunner(NodeInteraction &interaction, PlanFunction plan, QObject *parent)
    : QObject(parent)
    , m_planFunction(std::move(plan))
    , m_jobs(interaction)
{}

BenchPlanRunner::~BenchPlanRunner()
{
    m_jobs.shutDown(this);
}

bool BenchPlanRunner::start(const core::BenchPlan &plan, const core::BenchRunnerOptions &options)
{
    if (m_running)
        return false;
    m_planError.reset();
    // Checked here too, so that a refused plan never connects anything and the page can say why.
    auto specs = core::expandBenchPlan(plan);
    if (!specs) {
        m_planError = specs.error();
        return false;
    }
    auto run = std::make_shared<Run>();

    const auto post = postWhileCurrent(this, [this, run] { return isCurrent(run); });
    const PlanFunction function = m_planFunction;
    NodeJobRunner::JobFunction jobs = [function, plan, options, run,
                                       post](const QList<core::NodeTarget> &, const core::NodeJobOptions &,
                                             const core::NodeJobCallbacks &nodeCallbacks,
                                             const std::atomic_bool *cancel) {
        core::BenchRunnerCallbacks callbacks;
        callbacks.nodes = nodeCallbacks;
        callbacks.runStarted = [post](int index, const core::BenchRunSpec &spec) {
            post([index, spec](BenchPlanRunner &self) { Q_EMIT self.runStarted(index, spec); });
        };
        callbacks.rankProgress = [run, post](const core::BenchRankProgress &progress) {
            {
                // Agents report often: whole percents and stage changes are enough.
                const std::lock_guard lock(run->mutex);
                const std::pair<int, QString> now{int(std::lround(progress.fraction * 100)), progress.stage};
                const std::pair<int, int> key{progress.run, progress.rank};
                if (run->lastProgress.value(key, {-1, QString()}) == now)
                    return;
                run->lastProgress.insert(key, now);
            }
            post([progress](BenchPlanRunner &self) { Q_EMIT self.rankProgress(progress); });
        };
        callbacks.runFinished = [post](int index, const core::BenchRunOutcome &outcome) {
            post([index, outcome](BenchPlanRunner &self) { self.reportRun(index, outcome); });
        };
        core::Result<core::BenchPlanResult> result = function(plan, options, callbacks, cancel);
        QList<core::NodeOutcome> outcomes
            = result ? result->nodes : CoreJobRunner::everyNodeFailed(plan.nodes.size(), result.error());
        {
            const std::lock_guard lock(run->mutex);
            run->result = std::move(result);
        }
        return outcomes;
    };

    m_jobs.prepare(this, std::move(jobs), &BenchPlanRunner::onJobsFinished);

    m_run = run;
    m_plan = plan;
    m_specs = std::move(specs).value();
    m_reported = QList<bool>(m_specs.size(), false);
    m_runsDone = 0;
    m_running = true;

    QList<core::NodeTarget> targets;
    for (const core::ClusterNode &node : plan.nodes)
        targets << node.target;
    if (!m_jobs.start(targets, options)) {
        m_running = false;
        return false;
    }
    return true;
}

bool BenchPlanRunner::isCancelling() const
{
    return m_running && m_jobs.isCancelling();
}

void BenchPlanRunner::cancel()
{
    if (m_running)
        m_jobs.cancel();
}

void BenchPlanRunner::cancelAndWait()
{
    if (m_running)
        m_jobs.cancelAndWait(); // emits finished(): onJobsFinished() ends this run
}

void BenchPlanRunner::reportRun(int index, const core::BenchRunOutcome &outcome)
{
    if (index < 0 || index >= m_reported.size() || m_reported.at(index))
        return;
    m_reported[index] = true;
    ++m_runsDone;
    Q_EMIT runFinished(index, outcome);
}

void BenchPlanRunner::onJobsFinished()
{
    if (!m_running)
        return;
    // The worker has returned (the NodeJobRunner's future is finished): its result is complete.
    // Runs whose event is still queued, or that never ran, are taken from it.
    std::optional<core::Result<core::BenchPlanResult>> result;
    {
        const std::lock_guard lock(m_run->mutex);
        result = m_run->result;
    }
    if (result && !*result)
        m_planError = result->error();
    for (qsizetype i = 0; i < m_specs.size(); ++i) {
        core::BenchRunOutcome outcome;
        if (result && *result && i < (*result)->runs.size()) {
            outcome = (*result)->runs.at(i);
        } else {
            outcome.spec = m_specs.at(i);
            for (qsizetype rank = 0; rank < outcome.spec.nodes.size(); ++rank)
                outcome.ranks << std::nullopt;
            outcome.error = m_planError ? *m_planError : core::Error{core::ErrorCode::Cancelled, QString()};
        }
        reportRun(int(i), outcome);
    }
    m_running = false;
    Q_EMIT finished();
}

} // namespace shardscope::ui
