#pragma once

#include <nlohmann/json.hpp>

#include <QList>
#include <QString>
#include <QStringList>

namespace shardscope::core {

class ConfigReader;

/// What one machine runs, in order: the lines that start a server there without ShardScope.
struct LaunchStep {
    QString machine;   ///< the machine's name in the run
    QString purpose;   ///< "Ray head", "vLLM server", "rpc-server", "llama-server"
    QStringList lines; ///< shell lines to paste there, arguments quoted
    bool operator==(const LaunchStep &) const = default;
};

/// [{machine, purpose, lines}], as the CLI's JSON and the stored serving runs hold them.
nlohmann::json launchStepsJson(const QList<LaunchStep> &steps);

/// launchStepsJson's array at object[name]; none when it is absent (a run stored before, or a
/// server the user started), a problem for anything but that array of strings.
QList<LaunchStep> readLaunchSteps(ConfigReader &reader, const nlohmann::json &object, const char *name);

} // namespace shardscope::core
