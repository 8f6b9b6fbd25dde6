#include "core/model/RunConfig.h"

#include "core/SafeText.h"
#include "core/model/ConfigReader.h"
#include "core/model/Run.h"

#include <nlohmann/json.hpp>

#include <utility>

namespace shardscope::core {

namespace {

Result<LinkRunConfig> linkRunConfigFromJson(const nlohmann::json &json)
{
    ConfigReader reader(QStringLiteral("the stored link run"));
    LinkRunConfig config;
    config.nodes = readClusterNodes(reader, json);
    if (const nlohmann::json *settings = reader.member(json, "settings", QStringLiteral("settings"))) {
        auto parsed = protocol::parseLinkTestSettings(*settings);
        if (parsed)
            config.settings = std::move(parsed).value();
        else
            reader.fail(QStringLiteral("settings"), QString::fromStdString(parsed.error().message));
    }
    if (reader.problem)
        return *reader.problem;
    return config;
}

/// The nodes a snapshot names, by name only, skipping what is no name: a run whose other settings
/// cannot be read (or of a kind this build does not know) still names its machines.
QList<ClusterNode> namedNodes(const nlohmann::json &json)
{
    QList<ClusterNode> nodes;
    const auto list = json.find("nodes");
    if (list == json.end() || !list->is_array())
        return nodes;
    for (const nlohmann::json &entry : *list) {
        if (!entry.is_object() || !entry.contains("name") || !entry["name"].is_string())
            continue;
        ClusterNode node;
        node.target.name = safeText(QString::fromStdString(entry["name"].get<std::string>()));
        nodes.append(std::move(node));
    }
    return nodes;
}

} // namespace

RunConfig parseRunConfig(const QString &kind, const QString &configJson)
{
    RunConfig config;
    const nlohmann::json json = nlohmann::json::parse(configJson.toStdString(), nullptr, false);
    if (!json.is_object()) {
        config.error = QStringLiteral("the configuration is not a JSON object");
        return config;
    }
    if (const auto version = json.find("shardscope_version"); version != json.end() && version->is_string())
        config.shardscopeVersion = QString::fromStdString(version->get<std::string>());
    if (kind == kLinkRun.nameText()) {
        Result<LinkRunConfig> link = linkRunConfigFromJson(json);
        if (link) {
            config.nodes = link->nodes;
            config.value = std::move(link).value();
        } else {
            config.error = link.error().detail;
        }
    } else if (kind == kBenchRun.nameText()) {
        Result<BenchPlan> plan = benchPlanFromJson(json);
        if (plan) {
            config.nodes = plan->nodes;
            config.value = BenchRunConfig{std::move(plan).value()};
        } else {
            config.error = plan.error().detail;
        }
    } else if (kind == kServeRun.nameText()) {
        Result<ServePlan> plan = servePlanFromJson(json);
        if (plan) {
            config.nodes = plan->nodes;
            config.value = ServeRunConfig{std::move(plan).value()};
        } else {
            config.error = plan.error().detail;
        }
    }
    if (std::holds_alternative<std::monostate>(config.value))
        config.nodes = namedNodes(json);
    return config;
}

QString linkRunConfigJson(const QList<ClusterNode> &nodes, const protocol::LinkTestSettings &settings,
                          bool oneAtATime)
{
    return runConfigText({{"nodes", clusterNodesJson(nodes)},
                          {"settings", settings},
                          {"schedule", oneAtATime ? "one_at_a_time" : "rounds"}},
                         kLinkRun.name);
}

} // namespace shardscope::core
