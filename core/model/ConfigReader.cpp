#include "core/model/ConfigReader.h"

#include "core/SafeText.h"
#include "remote-agent/protocol/Version.h"

#include <cmath>
#include <utility>

namespace shardscope::core {

ConfigReader::ConfigReader(QString what)
    : m_what(std::move(what))
{}

void ConfigReader::fail(const QString &key, const QString &description)
{
    if (!problem)
        problem = Error{ErrorCode::InvalidArgument,
                        QStringLiteral("%1's \"%2\" %3").arg(m_what, key, description)};
}

const nlohmann::json *ConfigReader::member(const nlohmann::json &object, const char *name, const QString &key,
                                           bool required)
{
    if (problem)
        return nullptr;
    const auto found = object.find(name);
    if (found == object.end()) {
        if (required)
            fail(key, QStringLiteral("is missing"));
        return nullptr;
    }
    return &*found;
}

std::optional<QString> ConfigReader::text(const nlohmann::json &object, const char *name, const QString &key,
                                          bool required)
{
    const nlohmann::json *value = member(object, name, key, required);
    if (!value)
        return std::nullopt;
    if (!value->is_string()) {
        fail(key, QStringLiteral("is not a string"));
        return std::nullopt;
    }
    // A stored name may predate the check that refuses control characters: safe to show.
    return safeText(QString::fromStdString(value->get<std::string>()));
}

std::optional<std::uint64_t> ConfigReader::whole(const nlohmann::json &value, const QString &key,
                                                 std::uint64_t high)
{
    if (problem)
        return std::nullopt;
    if (!value.is_number_integer() || (!value.is_number_unsigned() && value.get<std::int64_t>() < 0)) {
        fail(key, QStringLiteral("is not a whole number from 0"));
        return std::nullopt;
    }
    const std::uint64_t number = value.get<std::uint64_t>();
    if (number > high) {
        fail(key, QStringLiteral("is above %1").arg(high));
        return std::nullopt;
    }
    return number;
}

const nlohmann::json *ConfigReader::array(const nlohmann::json &object, const char *name, const QString &key,
                                          bool required)
{
    const nlohmann::json *value = member(object, name, key, required);
    if (value && !value->is_array()) {
        fail(key, QStringLiteral("is not an array"));
        return nullptr;
    }
    return value;
}

QString keyAt(const char *name, std::size_t index)
{
    return QStringLiteral("%1[%2]").arg(QLatin1String(name)).arg(index);
}

QString storedJsonText(const nlohmann::json &json)
{
    return QString::fromStdString(json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

QString runConfigText(nlohmann::json config, const char *kind)
{
    config["kind"] = kind;
    config["shardscope_version"] = protocol::kShardScopeVersion;
    return storedJsonText(config);
}

nlohmann::json clusterNodesJson(const QList<ClusterNode> &nodes)
{
    nlohmann::json list = nlohmann::json::array();
    for (const ClusterNode &node : nodes) {
        nlohmann::json entry
            = {{"name", node.target.name.toStdString()}, {"address", node.clusterAddress.toStdString()}};
        if (!node.sshDestination.isEmpty())
            entry["ssh"] = node.sshDestination.toStdString();
        if (node.hostId)
            entry["host_id"] = *node.hostId;
        list.push_back(std::move(entry));
    }
    return list;
}

QList<ClusterNode> readClusterNodes(ConfigReader &reader, const nlohmann::json &object)
{
    QList<ClusterNode> result;
    const nlohmann::json *nodes = reader.array(object, "nodes", QStringLiteral("nodes"));
    if (!nodes)
        return result;
    for (std::size_t i = 0; i < nodes->size() && !reader.problem; ++i) {
        const nlohmann::json &entry = (*nodes)[i];
        const QString key = keyAt("nodes", i);
        if (!entry.is_object()) {
            reader.fail(key, QStringLiteral("is not an object"));
            break;
        }
        ClusterNode node;
        node.target.name = reader.text(entry, "name", key + QStringLiteral(".name")).value_or(QString());
        node.clusterAddress
            = reader.text(entry, "address", key + QStringLiteral(".address")).value_or(QString());
        node.sshDestination
            = reader.text(entry, "ssh", key + QStringLiteral(".ssh"), false).value_or(QString());
        if (const nlohmann::json *hostId
            = reader.member(entry, "host_id", key + QStringLiteral(".host_id"), false)) {
            if (hostId->is_number_integer())
                node.hostId = hostId->get<qint64>();
            else
                reader.fail(key + QStringLiteral(".host_id"), QStringLiteral("is not an integer"));
        }
        if (!reader.problem && node.target.name.isEmpty())
            reader.fail(key + QStringLiteral(".name"), QStringLiteral("is empty"));
        result.append(std::move(node));
    }
    return result;
}

namespace {

/// A target above 0 ms, or nothing when absent.
std::optional<double> readTarget(ConfigReader &reader, const nlohmann::json &goal, const char *name)
{
    const QString key = QStringLiteral("goal.") + QLatin1String(name);
    const nlohmann::json *value = reader.member(goal, name, key, false);
    if (!value)
        return std::nullopt;
    if (!value->is_number() || !(value->get<double>() > 0) || !std::isfinite(value->get<double>())) {
        reader.fail(key, QStringLiteral("is not a number of milliseconds above 0"));
        return std::nullopt;
    }
    return value->get<double>();
}

} // namespace

nlohmann::json inferenceGoalJson(const InferenceGoal &goal)
{
    const UsagePattern usage = goal.usage == UsagePattern::Unknown ? UsagePattern::Both : goal.usage;
    nlohmann::json json = {{"usage", usagePatternName(usage).toStdString()}};
    if (goal.ttftTargetMs)
        json["ttft_target_ms"] = *goal.ttftTargetMs;
    if (goal.tpotTargetMs)
        json["tpot_target_ms"] = *goal.tpotTargetMs;
    return json;
}

InferenceGoal readInferenceGoal(ConfigReader &reader, const nlohmann::json &object)
{
    InferenceGoal goal;
    const nlohmann::json *json = reader.member(object, "goal", QStringLiteral("goal"), false);
    if (!json)
        return goal;
    if (!json->is_object()) {
        reader.fail(QStringLiteral("goal"), QStringLiteral("is not an object"));
        return goal;
    }
    if (const auto usage = reader.text(*json, "usage", QStringLiteral("goal.usage"))) {
        goal.usage = usagePatternFromName(*usage);
        if (goal.usage == UsagePattern::Unknown)
            reader.fail(QStringLiteral("goal.usage"), QStringLiteral("is not chat, throughput or both"));
    }
    goal.ttftTargetMs = readTarget(reader, *json, "ttft_target_ms");
    goal.tpotTargetMs = readTarget(reader, *json, "tpot_target_ms");
    return goal;
}

} // namespace shardscope::core
