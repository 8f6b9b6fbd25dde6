#include "core/model/LaunchStep.h"

#include "core/SafeText.h"
#include "core/model/ConfigReader.h"

namespace shardscope::core {

nlohmann::json launchStepsJson(const QList<LaunchStep> &steps)
{
    nlohmann::json json = nlohmann::json::array();
    for (const LaunchStep &step : steps) {
        nlohmann::json lines = nlohmann::json::array();
        for (const QString &line : step.lines)
            lines.push_back(line.toStdString());
        json.push_back({{"machine", step.machine.toStdString()},
                        {"purpose", step.purpose.toStdString()},
                        {"lines", std::move(lines)}});
    }
    return json;
}

QList<LaunchStep> readLaunchSteps(ConfigReader &reader, const nlohmann::json &object, const char *name)
{
    QList<LaunchStep> steps;
    const QString key = QLatin1String(name);
    const nlohmann::json *array = reader.array(object, name, key, false);
    if (!array)
        return steps;
    for (std::size_t i = 0; i < array->size() && !reader.problem; ++i) {
        const nlohmann::json &item = (*array)[i];
        const QString at = keyAt(name, i);
        LaunchStep step;
        if (const auto machine = reader.text(item, "machine", at + QStringLiteral(".machine")))
            step.machine = *machine;
        if (const auto purpose = reader.text(item, "purpose", at + QStringLiteral(".purpose")))
            step.purpose = *purpose;
        if (const nlohmann::json *lines = reader.array(item, "lines", at + QStringLiteral(".lines"))) {
            for (std::size_t l = 0; l < lines->size() && !reader.problem; ++l) {
                const QString lineKey = QStringLiteral("%1.lines[%2]").arg(at).arg(l);
                if ((*lines)[l].is_string())
                    step.lines << safeText(QString::fromStdString((*lines)[l].get<std::string>()));
                else
                    reader.fail(lineKey, QStringLiteral("is not a string"));
            }
        }
        steps << step;
    }
    if (reader.problem)
        steps.clear();
    return steps;
}

} // namespace shardscope::core
