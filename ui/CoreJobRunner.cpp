#include "ui/CoreJobRunner.h"

namespace shardscope::ui {

CoreJobRunner::CoreJobRunner(NodeInteraction &interaction)
    : m_interaction(interaction)
{}

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
