#pragma once

#include "core/Result.h"
#include "core/model/BenchTypes.h"
#include "core/model/ClusterNode.h"

#include <nlohmann/json.hpp>

#include <QList>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <optional>

namespace shardscope::core {

// Reading and writing the parts that run configuration snapshots share (core/model only: the bench
// plan and the run configurations). nlohmann keeps 64-bit integers (a seed) exact.

/// Reads a stored snapshot; the first problem wins and names its key ("nodes[1].name"), after
/// `what` ("the stored plan").
class ConfigReader
{
public:
    explicit ConfigReader(QString what);

    std::optional<Error> problem;

    void fail(const QString &key, const QString &description);
    /// object[name]; nullptr (and, when required, a problem) when absent or after a problem.
    const nlohmann::json *member(const nlohmann::json &object, const char *name, const QString &key,
                                 bool required = true);
    /// A string member, made safe to show (safeText).
    std::optional<QString> text(const nlohmann::json &object, const char *name, const QString &key,
                                bool required = true);
    /// A whole number from 0 to `high`.
    std::optional<std::uint64_t> whole(const nlohmann::json &value, const QString &key, std::uint64_t high);
    /// An array member; nullptr as member's.
    const nlohmann::json *array(const nlohmann::json &object, const char *name, const QString &key,
                                bool required = true);

private:
    QString m_what;
};

/// "name[index]", the key of an array element in a problem.
QString keyAt(const char *name, std::size_t index);

/// JSON the store keeps, as compact text; invalid UTF-8 (a name from ssh_config, a server's answer)
/// is replaced rather than thrown on.
QString storedJsonText(const nlohmann::json &json);
/// A run's configuration snapshot (RunRecorder::begin): `config` with the run's kind (RunKind::name)
/// and this ShardScope's version, as storedJsonText.
QString runConfigText(nlohmann::json config, const char *kind);

/// The nodes of a snapshot as bench and link runs write them: [{"name", "address", "ssh"?,
/// "host_id"?}] in rank order. How to reach them over SSH is not part of it.
nlohmann::json clusterNodesJson(const QList<ClusterNode> &nodes);
/// Reads clusterNodesJson's "nodes" member of `object` (required, each with a non-empty name).
QList<ClusterNode> readClusterNodes(ConfigReader &reader, const nlohmann::json &object);

/// The goal as bench and serve runs write it: {"usage", "ttft_target_ms"?, "tpot_target_ms"?}; an
/// Unknown usage is written as both (what the verdict weighs it as).
nlohmann::json inferenceGoalJson(const InferenceGoal &goal);
/// Reads inferenceGoalJson's "goal" member of `object`; the default goal when there is none (runs
/// stored before goals existed), a problem for a usage it does not know or a target not above 0.
InferenceGoal readInferenceGoal(ConfigReader &reader, const nlohmann::json &object);

} // namespace shardscope::core
