#pragma once

#include "core/cluster/LinkMatrix.h"
#include "ui/CoreJobRunner.h"

#include <QList>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

namespace shardscope::ui {

class NodeInteraction;

/// Runs core::runLinkMatrix off the UI thread. Connecting and starting the agents goes through a
/// NodeJobRunner (one per run, through CoreJobRunner), so SSH's questions, cancelling and the node events
/// work exactly as on the other pages; the pairs' events arrive as signals on the UI thread.
class LinkMatrixRunner : public QObject
{
    Q_OBJECT

public:
    /// What runs the matrix on the worker thread: core::runLinkMatrix, or a stand-in in tests.
    using MatrixFunction = std::function<core::LinkMatrixResult(
        const QList<core::ClusterNode> &, const core::LinkMatrixOptions &, const core::LinkMatrixCallbacks &,
        const std::atomic_bool *cancel)>;

    explicit LinkMatrixRunner(NodeInteraction &interaction, QObject *parent = nullptr);
    LinkMatrixRunner(NodeInteraction &interaction, MatrixFunction matrix, QObject *parent = nullptr);
    /// Cancels and waits for the worker.
    ~LinkMatrixRunner() override;

    /// Starts a matrix; false (and nothing starts) while one runs or with fewer than two nodes.
    bool start(const QList<core::ClusterNode> &nodes, const core::LinkMatrixOptions &options);
    /// Asks the run to stop; finished() follows soon. Never blocks.
    void cancel();
    /// cancel() and wait for the worker; finished() is emitted before it returns. Briefly blocking.
    void cancelAndWait();

    bool isRunning() const { return m_running; }
    bool isCancelling() const;
    /// Of the current or last run.
    const QList<core::ClusterNode> &nodes() const { return m_nodes; }
    const QList<core::LinkPair> &pairs() const { return m_pairs; }
    /// Pairs of the current or last run that pairFinished() was emitted for.
    int pairsDone() const { return m_pairsDone; }
    /// Nodes of the current or last run whose agent is up or failed.
    int nodesDone() const;

Q_SIGNALS:
    void nodeProgress(const core::NodeProgress &progress);
    void nodeFinished(int index, const core::NodeOutcome &outcome);
    void pairProgress(const core::LinkPairProgress &progress);
    /// Every pair gets exactly one, before finished(): index into pairs().
    void pairFinished(int pair, const core::LinkPairOutcome &outcome);
    void finished();

private:
    struct Run;

    bool isCurrent(const std::shared_ptr<Run> &run) const { return m_running && run == m_run; }
    void reportPair(int pair, const core::LinkPairOutcome &outcome);
    void onJobsFinished();

    MatrixFunction m_matrix;
    CoreJobRunner m_jobs;
    std::shared_ptr<Run> m_run;
    QList<core::ClusterNode> m_nodes;
    QList<core::LinkPair> m_pairs;
    QList<bool> m_reported;
    int m_pairsDone = 0;
    bool m_running = false;
};

} // namespace shardscope::ui
