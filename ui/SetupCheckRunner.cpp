#include "ui/SetupCheckRunner.h"

#include <mutex>

namespace shardscope::ui {

/// One start(): shared with that run's worker, which writes the result before it returns.
struct SetupCheckRunner::Run {
    std::mutex mutex;
    core::SetupCheckResult result; // worker, then the UI thread once the worker returned
};

SetupCheckRunner::SetupCheckRunner(NodeInteraction &interaction, QObject *parent)
    : SetupCheckRunner(interaction, &core::runSetupCheck, parent)
{}

SetupCheckRunner::SetupCheckRunner(NodeInteraction &interaction, CheckFunction check, QObject *parent)
    : QObject(parent)
    , m_check(std::move(check))
    , m_jobs(interaction)
{}

SetupCheckRunner::~SetupCheckRunner()
{
    m_jobs.shutDown(this);
}

bool SetupCheckRunner::start(const QList<core::SetupCheckNode> &nodes, const core::SetupCheckOptions &options)
{
    if (m_running || nodes.isEmpty())
        return false;
    auto run = std::make_shared<Run>();
    const auto post = postWhileCurrent(this, [this, run] { return isCurrent(run); });
    NodeJobRunner::JobFunction jobs
        = [check = m_check, nodes, options, run,
           post](const QList<core::NodeTarget> &, const core::NodeJobOptions &,
                 const core::NodeJobCallbacks &nodeCallbacks, const std::atomic_bool *cancel) {
              core::SetupCheckCallbacks callbacks;
              callbacks.nodes = nodeCallbacks;
              callbacks.progress = [post](double fraction, const QString &stage) {
                  post([fraction, stage](SetupCheckRunner &self) { Q_EMIT self.progress(fraction, stage); });
              };
              core::SetupCheckResult result = check(nodes, options, callbacks, cancel);
              QList<core::NodeOutcome> outcomes = result.nodes;
              {
                  const std::lock_guard lock(run->mutex);
                  run->result = std::move(result);
              }
              return outcomes;
          };
    m_jobs.prepare(this, std::move(jobs), &SetupCheckRunner::onJobsFinished);

    m_run = run;
    m_nodes = nodes;
    m_result = {};
    m_running = true;
    QList<core::NodeTarget> targets;
    for (const core::SetupCheckNode &node : nodes)
        targets << node.target;
    if (!m_jobs.start(targets, options)) {
        m_running = false;
        return false;
    }
    return true;
}

bool SetupCheckRunner::isCancelling() const
{
    return m_running && m_jobs.isCancelling();
}

void SetupCheckRunner::cancel()
{
    if (m_running)
        m_jobs.cancel();
}

void SetupCheckRunner::cancelAndWait()
{
    if (m_running)
        m_jobs.cancelAndWait(); // emits finished(): onJobsFinished() ends this run
}

void SetupCheckRunner::onJobsFinished()
{
    if (!m_running)
        return;
    // The worker has returned (the NodeJobRunner's future is finished): its result is complete.
    {
        const std::lock_guard lock(m_run->mutex);
        m_result = m_run->result;
    }
    m_running = false;
    Q_EMIT finished();
}

} // namespace shardscope::ui
