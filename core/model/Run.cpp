#include "core/model/Run.h"

#include "core/SafeText.h"

#include <nlohmann/json.hpp>

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
    const nlohmann::json config = nlohmann::json::parse(run.configJson.toStdString(), nullptr, false);
    if (!config.is_object())
        return names;
    const auto nodes = config.find("nodes");
    if (nodes == config.end() || !nodes->is_array())
        return names;
    for (const nlohmann::json &node : *nodes)
        if (node.is_object() && node.contains("name") && node["name"].is_string())
            names.append(safeText(QString::fromStdString(node["name"].get<std::string>())));
    return names;
}

QString runModelName(const RunRecord &run)
{
    const nlohmann::json config = nlohmann::json::parse(run.configJson.toStdString(), nullptr, false);
    if (!config.is_object())
        return {};
    const auto model = config.find("model");
    if (model == config.end() || !model->is_object())
        return {};
    const auto name = model->find("name");
    return name != model->end() && name->is_string()
               ? safeText(QString::fromStdString(name->get<std::string>()))
               : QString();
}

} // namespace shardscope::core
