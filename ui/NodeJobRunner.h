#pragma once

#include "core/cluster/NodeJobs.h"
#include "ui/NodeInteraction.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <deque>
#include <memory>
#include <vector>

namespace shardscope::ui {

/// Runs core::runNodeJobs off the UI thread and reports on it: progress and outcomes arrive as
/// signals on the UI thread, SSH's questions go to a NodeInteraction one at a time.
///
/// A worker that asks a question waits for the answer, but never the UI for a worker: the
/// questions are posted (not sent with BlockingQueuedConnection), the waiting worker also
/// watches the cancel flag, and cancel() answers every pending question "no". So cancelling or
/// destroying the runner while a dialog is open ends promptly instead of deadlocking.
class NodeJobRunner : public QObject
{
    Q_OBJECT

public:
    explicit NodeJobRunner(NodeInteraction &interaction, QObject *parent = nullptr);
    /// Cancels and waits for the workers (they stop within about a second).
    ~NodeJobRunner() override;

    /// Starts the jobs; false (and nothing starts) while a run is going on.
    bool start(const QList<core::NodeTarget> &targets, const core::NodeJobOptions &options);
    /// Asks the running jobs to stop; finished() follows soon. Never blocks.
    void cancel();
    /// cancel() and wait until the workers are gone (page cleanup). Briefly blocking.
    void cancelAndWait();

    /// From start() until finished() was emitted.
    bool isRunning() const { return m_running; }
    bool isCancelling() const { return m_running && m_cancel.load(); }
    core::NodeAction action() const { return m_options.action; }
    const QList<core::NodeTarget> &targets() const { return m_targets; }

Q_SIGNALS:
    /// A node moved on (index into targets()).
    void progress(const core::NodeProgress &progress);
    /// A node is done; every node gets exactly one, before finished().
    void nodeFinished(int index, const core::NodeOutcome &outcome);
    /// All nodes are done.
    void finished();

private:
    struct Question;

    // Worker threads.
    void postProgress(quint64 generation, int count, const core::NodeProgress &progress);
    bool askHostKey(const core::HostKeyInfo &key);
    std::optional<QByteArray> askSecret(SecretKind kind, const QString &subject);
    std::optional<QByteArray> ask(const std::shared_ptr<Question> &question);

    // UI thread.
    void enqueue(const std::shared_ptr<Question> &question);
    void askNext();
    void answerAllNo();
    void reportFinished(int index, const core::NodeOutcome &outcome);
    void onWorkerFinished();
    QString nodeNameFor(const QString &host, int port) const;

    NodeInteraction &m_interaction;
    QThreadPool m_pool; // its own thread: never queued behind other work in the global pool
    QFutureWatcher<QList<core::NodeOutcome>> m_watcher;
    std::atomic_bool m_cancel{false};
    bool m_running = false;
    quint64 m_generation = 0; // UI thread: events of an earlier run are dropped
    QList<core::NodeTarget> m_targets;
    core::NodeJobOptions m_options;
    std::vector<bool> m_reported;                      // UI thread: nodeFinished emitted for index
    std::unique_ptr<std::atomic_int[]> m_lastPercent;  // workers: upload % last posted per node
    std::deque<std::shared_ptr<Question>> m_questions; // UI thread
    std::shared_ptr<Question> m_currentQuestion;       // UI thread: the one the user sees
};

} // namespace shardscope::ui
