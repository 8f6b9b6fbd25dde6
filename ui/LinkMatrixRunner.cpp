#include "ui/LinkMatrixRunner.h"

#include <cmath>
#include <mutex>

namespace shardscope::ui {

/// One start(): shared with that run's worker, which writes the result before it returns.
struct LinkMatrixRunner::Run {
    std::mutex mutex;
    int lastPair = -1; // worker: the progress last posted, to pass on whole percents only
    int lastPercent = -1;
    QString lastStage;
    core::LinkMatrixResult result; // worker, then the UI thread once the future finished
};

LinkMatrixRunner::LinkMatrixRunner(NodeInteraction &interaction, QObject *parent)
    : LinkMatrixRunner(interaction, &core::runLinkMatrix, parent)
{}

LinkMatrixRunner::LinkMatrixRunner(NodeInteraction &interaction, MatrixFunction matrix, QObject *parent)
    : QObject(parent)
    , m_matrix(std::move(matrix))
    , m_jobs(interaction)
{}

LinkMatrixRunner::~LinkMatrixRunner()
{
    m_jobs.shutDown(this);
}

bool LinkMatrixRunner::start(const QList<core::ClusterNode> &nodes, const core::LinkMatrixOptions &options)
{
    if (m_running || nodes.size() < 2)
        return false;
    auto run = std::make_shared<Run>();

    const auto post = postWhileCurrent(this, [this, run] { return isCurrent(run); });
    NodeJobRunner::JobFunction jobs
        = [matrix = m_matrix, nodes, options, run,
           post](const QList<core::NodeTarget> &, const core::NodeJobOptions &,
                 const core::NodeJobCallbacks &nodeCallbacks, const std::atomic_bool *cancel) {
              core::LinkMatrixCallbacks callbacks;
              callbacks.nodes = nodeCallbacks;
              callbacks.pairProgress = [run, post](const core::LinkPairProgress &progress) {
                  {
                      // Agents report often: whole percents and stage changes are enough.
                      const std::lock_guard lock(run->mutex);
                      const int percent = int(std::lround(progress.fraction * 100));
                      if (progress.pair == run->lastPair && percent == run->lastPercent
                          && progress.stage == run->lastStage)
                          return;
                      run->lastPair = progress.pair;
                      run->lastPercent = percent;
                      run->lastStage = progress.stage;
                  }
                  post([progress](LinkMatrixRunner &self) { Q_EMIT self.pairProgress(progress); });
              };
              callbacks.pairFinished = [post](int pair, const core::LinkPairOutcome &outcome) {
                  post([pair, outcome](LinkMatrixRunner &self) { self.reportPair(pair, outcome); });
              };
              core::LinkMatrixResult result = matrix(nodes, options, callbacks, cancel);
              QList<core::NodeOutcome> outcomes = result.nodes;
              {
                  const std::lock_guard lock(run->mutex);
                  run->result = std::move(result);
              }
              return outcomes;
          };

    m_jobs.prepare(this, std::move(jobs), &LinkMatrixRunner::onJobsFinished);

    m_run = run;
    m_nodes = nodes;
    m_pairs = core::linkPairsFor(int(nodes.size()));
    m_reported = QList<bool>(m_pairs.size(), false);
    m_pairsDone = 0;
    m_running = true;

    QList<core::NodeTarget> targets;
    for (const core::ClusterNode &node : nodes)
        targets << node.target;
    if (!m_jobs.start(targets, options)) {
        m_running = false;
        return false;
    }
    return true;
}

bool LinkMatrixRunner::isCancelling() const
{
    return m_running && m_jobs.isCancelling();
}

int LinkMatrixRunner::nodesDone() const
{
    return m_jobs.nodesDone();
}

void LinkMatrixRunner::cancel()
{
    if (m_running)
        m_jobs.cancel();
}

void LinkMatrixRunner::cancelAndWait()
{
    if (m_running)
        m_jobs.cancelAndWait(); // emits finished(): onJobsFinished() ends this run
}

void LinkMatrixRunner::reportPair(int pair, const core::LinkPairOutcome &outcome)
{
    if (pair < 0 || pair >= m_reported.size() || m_reported.at(pair))
        return;
    m_reported[pair] = true;
    ++m_pairsDone;
    Q_EMIT pairFinished(pair, outcome);
}

void LinkMatrixRunner::onJobsFinished()
{
    if (!m_running)
        return;
    // The worker has returned (the NodeJobRunner's future is finished): its result is complete.
    // Pairs whose event is still queued, or that core never reported, are taken from it.
    core::LinkMatrixResult result;
    {
        const std::lock_guard lock(m_run->mutex);
        result = m_run->result;
    }
    for (qsizetype i = 0; i < m_pairs.size(); ++i) {
        core::LinkPairOutcome outcome = result.pairs.value(i);
        outcome.pair = m_pairs.at(i);
        if (i >= result.pairs.size())
            outcome.error = core::Error{core::ErrorCode::Cancelled, QString()};
        reportPair(int(i), outcome);
    }
    m_running = false;
    Q_EMIT finished();
}

} // namespace shardscope::ui
