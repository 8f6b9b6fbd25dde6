#pragma once

#include "core/cluster/SetupCheckRun.h"
#include "ui/CoreJobRunner.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

namespace shardscope::ui {

class NodeInteraction;

/// Runs core::runSetupCheck off the UI thread, its agents opened through a NodeJobRunner (one per
/// run, through CoreJobRunner), so SSH's questions, cancelling and the node events work as on the
/// other pages; the check's progress and its end arrive as signals on the UI thread.
class SetupCheckRunner : public QObject
{
    Q_OBJECT

public:
    /// What runs the check on the worker thread: core::runSetupCheck, or a stand-in in tests.
    using CheckFunction = std::function<core::SetupCheckResult(
        const QList<core::SetupCheckNode> &, const core::SetupCheckOptions &,
        const core::SetupCheckCallbacks &, const std::atomic_bool *cancel)>;

    explicit SetupCheckRunner(NodeInteraction &interaction, QObject *parent = nullptr);
    SetupCheckRunner(NodeInteraction &interaction, CheckFunction check, QObject *parent = nullptr);
    /// Cancels and waits for the worker.
    ~SetupCheckRunner() override;

    /// Starts a check; false (and nothing starts) while one runs or without a machine.
    bool start(const QList<core::SetupCheckNode> &nodes, const core::SetupCheckOptions &options);
    /// Asks the check to stop; finished() follows soon. Never blocks.
    void cancel();
    /// cancel() and wait for the worker; finished() is emitted before it returns. Briefly blocking.
    void cancelAndWait();

    bool isRunning() const { return m_running; }
    bool isCancelling() const;
    /// The nodes of the current or last check.
    const QList<core::SetupCheckNode> &nodes() const { return m_nodes; }
    /// The last check's result, complete once finished() was emitted.
    const core::SetupCheckResult &result() const { return m_result; }

Q_SIGNALS:
    void nodeProgress(const core::NodeProgress &progress);
    void nodeFinished(int index, const core::NodeOutcome &outcome);
    /// How far the check is (0…1) and what it does, untranslated ("probing node2").
    void progress(double fraction, const QString &stage);
    void finished();

private:
    struct Run;

    bool isCurrent(const std::shared_ptr<Run> &run) const { return m_running && run == m_run; }
    void onJobsFinished();

    CheckFunction m_check;
    CoreJobRunner m_jobs;
    std::shared_ptr<Run> m_run;
    QList<core::SetupCheckNode> m_nodes;
    core::SetupCheckResult m_result;
    bool m_running = false;
};

} // namespace shardscope::ui
