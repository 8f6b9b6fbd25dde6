#include "ui/CoreJobRunner.h"

namespace shardscope::ui {

CoreJobRunner::CoreJobRunner(NodeInteraction &interaction)
    : m_interaction(interaction)
{}

QList<core::NodeOutcome> CoreJobRunner::everyNodeFailed(qsizetype nodes, const core::Error &error)
{
    core::NodeOutcome outcome;
    outcome.error = error;
    return QList<core::NodeOutcome>(nodes, outcome);
}

void CoreJobRunner::cancel()
{
    if (m_jobs)
        m_jobs->cancel();
}

void CoreJobRunner::cancelAndWait()
{
    if (m_jobs)
        m_jobs->cancelAndWait();
}

void CoreJobRunner::shutDown(QObject *owner)
{
    if (m_jobs) {
        QObject::disconnect(m_jobs, nullptr, owner, nullptr);
        m_jobs->cancelAndWait();
    }
}

void CoreJobRunner::release(QObject *owner)
{
    if (m_jobs) {
        QObject::disconnect(m_jobs, nullptr, owner, nullptr);
        m_jobs->deleteLater();
        m_jobs = nullptr;
    }
}

} // namespace shardscope::ui
