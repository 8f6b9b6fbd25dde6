#include "core/model/Run.h"

#include "core/SafeText.h"

namespace shardscope::core {

QString runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Running:
        return QStringLiteral("running");
    case RunStatus::Complete:
        return QStringLiteral("complete");
    case RunStatus::Failed:
        return QStringLiteral("failed");
    case RunStatus::Cancelled:
        return QStringLiteral("cancelled");
    case RunStatus::Interrupted:
        return QStringLiteral("interrupted");
    case RunStatus::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

std::optional<RunStatus> runStatusFromName(const QString &name)
{
    for (RunStatus status : {RunStatus::Running, RunStatus::Complete, RunStatus::Failed, RunStatus::Cancelled,
                             RunStatus::Interrupted}) {
        if (runStatusName(status) == name)
            return status;
    }
    return std::nullopt;
}

QStringList runNodeNames(const RunRecord &run)
{
    QStringList names;
    for (const ClusterNode &node : run.config.nodes)
        names.append(node.target.name);
    return names;
}

QString runModelName(const RunRecord &run)
{
    if (const BenchRunConfig *config = run.config.bench())
        return safeText(QString::fromStdString(config->plan.model.name));
    if (const ServeRunConfig *config = run.config.serve())
        return safeText(config->plan.model);
    return QString();
}

} // namespace shardscope::core
