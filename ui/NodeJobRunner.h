#pragma once

#include "core/cluster/NodeJobs.h"
#include "ui/NodeInteraction.h"

#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <deque>
#include <functional>
#include <memory>

namespace shardscope::ui {

/// Runs core::runNodeJobs off the UI thread and reports on it: progress and outcomes arrive as
/// signals on the UI thread, SSH's questions go to a NodeInteraction one at a time. It also keeps
/// the bookkeeping of the pages: which node a job index is and how many are done.
///
/// A worker that asks a question waits for the answer, but never the UI for a worker: the
/// questions are posted (not sent with BlockingQueuedConnection), the waiting worker also
/// watches the cancel flag, and cancel() answers every pending question "no". So cancelling or
/// destroying the runner while a dialog is open ends promptly instead of deadlocking.
///
/// Each start() gets a state of its own (cancel flag, progress throttling, what was reported),
/// shared with its workers: events and questions of an earlier run never reach a later one.
class NodeJobRunner : public QObject
{
    Q_OBJECT

public:
    /// What runs the jobs on the worker thread: core::runNodeJobs, or a stand-in in tests.
    using JobFunction = std::function<QList<core::NodeOutcome>(
        const QList<core::NodeTarget> &, const core::NodeJobOptions &, const core::NodeJobCallbacks &,
        const std::atomic_bool *cancel)>;

    explicit NodeJobRunner(NodeInteraction &interaction, QObject *parent = nullptr);
    /// Runs `jobs` instead of core::runNodeJobs (tests: questions and races without SSH).
    NodeJobRunner(NodeInteraction &interaction, JobFunction jobs, QObject *parent = nullptr);
    /// Cancels and waits for the workers (they stop within about a second).
    ~NodeJobRunner() override;

    /// Starts the jobs; false (and nothing starts) while a run is going on.
    bool start(const QList<core::NodeTarget> &targets, const core::NodeJobOptions &options);
    /// Asks the running jobs to stop; finished() follows soon. Never blocks.
    void cancel();
    /// cancel() and wait until the workers are gone (page cleanup); finished() is emitted before
    /// it returns. Briefly blocking.
    void cancelAndWait();

    /// From start() until finished() was emitted.
    bool isRunning() const { return m_running; }
    bool isCancelling() const;
    /// Of the current or last run.
    core::NodeAction action() const;
    const QList<core::NodeTarget> &targets() const;
    /// The name of the node with this job index (empty when out of range).
    QString nodeName(int index) const;
    /// Nodes in the current or last run.
    int nodeCount() const { return int(targets().size()); }
    /// Nodes of the current or last run that nodeFinished() was emitted for.
    int nodesDone() const;

Q_SIGNALS:
    /// A node moved on (index into targets()).
    void progress(const core::NodeProgress &progress);
    /// A node is done; every node gets exactly one, before finished().
    void nodeFinished(int index, const core::NodeOutcome &outcome);
    /// All nodes are done.
    void finished();

private:
    struct Run;
    struct Question;

    // Worker threads.
    void postProgress(const std::shared_ptr<Run> &run, const core::NodeProgress &progress);
    bool askHostKey(const std::shared_ptr<Run> &run, int index, const core::HostKeyInfo &key);
    std::optional<QByteArray> askSecret(const std::shared_ptr<Run> &run, int index, SecretKind kind,
                                        const QString &subject);
    std::optional<QByteArray> ask(const std::shared_ptr<Question> &question);

    // UI thread.
    bool isCurrent(const std::shared_ptr<Run> &run) const { return m_running && run == m_run; }
    void enqueue(const std::shared_ptr<Question> &question);
    void askNext();
    void answerAllNo();
    void reportFinished(int index, const core::NodeOutcome &outcome);
    void onWorkerFinished();
    void finishRun();

    NodeInteraction &m_interaction;
    JobFunction m_jobs;
    QThreadPool m_pool; // its own thread: never queued behind other work in the global pool
    QFutureWatcher<QList<core::NodeOutcome>> m_watcher;
    bool m_running = false;
    std::shared_ptr<Run> m_run;                        // UI thread: the current or last run
    std::deque<std::shared_ptr<Question>> m_questions; // UI thread
    std::shared_ptr<Question> m_currentQuestion;       // UI thread: the one the user sees
};

} // namespace shardscope::ui
