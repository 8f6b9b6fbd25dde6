#include "core/run/RunRecorder.h"

#include <utility>

namespace shardscope::core {

RunEnd runEnd(const QList<RunStatus> &parts, const RunKind &kind, const std::optional<Error> &storeError,
              const std::optional<Error> &failure)
{
    if (parts.contains(RunStatus::Cancelled))
        return {RunStatus::Cancelled, QString()};
    if (failure)
        return {RunStatus::Failed, failure->detail};
    if (parts.isEmpty())
        return {RunStatus::Failed, QStringLiteral("no %1 was measured").arg(QLatin1String(kind.part))};
    const auto failed = parts.size() - parts.count(RunStatus::Complete);
    if (failed > 0)
        return {RunStatus::Failed, QStringLiteral("%1 of %2 %3 failed")
                                       .arg(failed)
                                       .arg(parts.size())
                                       .arg(QLatin1String(kind.parts))};
    if (storeError)
        return {RunStatus::Failed,
                QStringLiteral("storing a %1 failed: %2").arg(QLatin1String(kind.part), storeError->detail)};
    return {RunStatus::Complete, QString()};
}

RunRecorder::RunRecorder(ResultStore &store, qint64 runId, const RunKind &kind)
    : m_store(&store)
    , m_runId(runId)
    , m_kind(kind)
{}

Result<RunRecorder> RunRecorder::begin(ResultStore &store, const RunKind &kind, const QString &configJson)
{
    const Result<qint64> id = store.beginRun(kind.nameText(), configJson);
    if (!id)
        return id.error();
    return RunRecorder(store, *id, kind);
}

Result<qint64> RunRecorder::counted(RunStatus status, Result<qint64> saved)
{
    m_parts.append(status);
    if (!saved && !m_storeError)
        m_storeError = saved.error();
    return saved;
}

Result<qint64> RunRecorder::record(const StoredLinkPair &pair)
{
    return counted(pair.status, m_store->saveLinkPair(pair));
}

Result<qint64> RunRecorder::record(const StoredBenchResult &result)
{
    return counted(result.status, m_store->saveBenchResult(result));
}

Result<qint64> RunRecorder::record(const StoredServeResult &result)
{
    return counted(result.status, m_store->saveServeResult(result));
}

Result<qint64> RunRecorder::record(const StoredSetupCheck &check, RunStatus status)
{
    return counted(status, m_store->saveSetupCheck(check));
}

RunRecorder::Finished RunRecorder::finish(const std::optional<Error> &failure)
{
    if (m_end)
        return {*m_end, Error{ErrorCode::InvalidArgument,
                              QStringLiteral("run %1 was finished already").arg(m_runId)}};
    m_end = runEnd(m_parts, m_kind, m_storeError, failure);
    return {*m_end, m_store->finishRun(m_runId, m_end->status, m_end->error)};
}

} // namespace shardscope::core
