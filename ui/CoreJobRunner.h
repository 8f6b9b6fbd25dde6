#pragma once

#include "core/cluster/NodeJobs.h"
#include "ui/NodeJobRunner.h"

#include <QList>
#include <QObject>

#include <memory>

namespace shardscope::ui {

class NodeInteraction;

/// What BenchPlanRunner, LinkMatrixRunner and ServePlanRunner share: a core function that opens the nodes'
/// agents itself (through runNodeJobs) runs as the job of a NodeJobRunner, one per start(), so SSH's
/// questions, cancelling and the node events work as on the other pages. The owner keeps its own
/// run state and signals; this keeps the NodeJobRunner and its lifetime.
class CoreJobRunner
{
public:
    explicit CoreJobRunner(NodeInteraction &interaction);
    CoreJobRunner(const CoreJobRunner &) = delete;
    CoreJobRunner &operator=(const CoreJobRunner &) = delete;
    /// The owner's destructor calls shutDown() itself, while its own members still exist.
    ~CoreJobRunner() = default;

    /// Replaces the last run's NodeJobRunner (its run is over: finished() was emitted) by one for
    /// `job`, a child of `owner`, whose node events go to the owner's nodeProgress() and
    /// nodeFinished() signals and whose end goes to `onFinished`.
    template<typename Owner>
    void prepare(Owner *owner, NodeJobRunner::JobFunction job, void (Owner::*onFinished)())
    {
        release(owner);
        m_jobs = new NodeJobRunner(m_interaction, std::move(job), owner);
        QObject::connect(m_jobs, &NodeJobRunner::progress, owner, &Owner::nodeProgress);
        QObject::connect(m_jobs, &NodeJobRunner::nodeFinished, owner, &Owner::nodeFinished);
        QObject::connect(m_jobs, &NodeJobRunner::finished, owner, onFinished);
    }

    /// Starts the job prepared last for `targets`. `Options` is a core runner's options (its
    /// AgentAccess), which the core function passes on to runNodeJobs; the job
    /// ignores the NodeJobOptions, NodeJobRunner only reports their action.
    template<typename Options>
    bool start(const QList<core::NodeTarget> &targets, const Options &options)
    {
        core::NodeJobOptions jobOptions;
        jobOptions.action = core::NodeAction::OpenAgent;
        jobOptions.agents = options.agents;
        return m_jobs && m_jobs->start(targets, jobOptions);
    }

    bool isCancelling() const { return m_jobs && m_jobs->isCancelling(); }
    /// Nodes of the current or last run whose agent is up or failed.
    int nodesDone() const { return m_jobs ? m_jobs->nodesDone() : 0; }
    void cancel();
    /// Emits the NodeJobRunner's finished() (so the owner's onFinished) before it returns.
    void cancelAndWait();
    /// For the owner's destructor: nobody listens any more, the worker is only stopped and waited
    /// for (it posts to the owner).
    void shutDown(QObject *owner);

    /// The node outcomes of a core function that failed before it opened any agent: `nodes` of
    /// them, each with its error.
    static QList<core::NodeOutcome> everyNodeFailed(qsizetype nodes, const core::Error &error);

private:
    void release(QObject *owner);

    NodeInteraction &m_interaction;
    NodeJobRunner *m_jobs = nullptr; // the current or last run's, a child of the owner
};

/// A function for the worker that queues `event(*owner)` on the owner's thread, dropped on arrival
/// unless `isCurrent()` (the run that posted it is still the owner's current one). The owner's
/// destructor waits for the worker, so `owner` outlives every call.
template<typename Owner, typename IsCurrent>
auto postWhileCurrent(Owner *owner, IsCurrent isCurrent)
{
    return [owner, isCurrent](auto event) {
        QMetaObject::invokeMethod(
            owner,
            [owner, isCurrent, event] {
                if (isCurrent())
                    event(*owner);
            },
            Qt::QueuedConnection);
    };
}

} // namespace shardscope::ui
