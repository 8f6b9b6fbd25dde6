#include "core/model/ServePlan.h"

#include "core/SafeText.h"
#include "core/model/ConfigReader.h"
#include "core/model/Run.h"

#include <algorithm>

namespace shardscope::core {

static_assert(std::uint64_t(kMaxServeSteps) * protocol::kMaxServeRequests <= protocol::kMaxServeFirstPrompt,
              "every step's prompt numbers stay below the warm-ups'");

protocol::ServeWorkload defaultServeWorkload()
{
    protocol::ServeWorkload workload;
    workload.promptTokens = 512;
    workload.outputTokens = 128;
    workload.requests = 32;
    workload.warmupRequests = 1;
    return workload;
}

protocol::ServeWorkload serveStepWorkload(const ServePlan &plan, int position)
{
    protocol::ServeWorkload workload = plan.workload;
    workload.concurrency = plan.concurrencies.at(position);
    workload.firstPrompt = std::uint32_t(position) * protocol::kMaxServeRequests;
    // The warm-ups go round robin too: every copy is warmed up, not only the first.
    if (workload.warmupRequests > 0)
        workload.warmupRequests
            = std::max<std::uint32_t>(workload.warmupRequests, std::uint32_t(1 + plan.copyEndpoints.size()));
    return workload;
}

ServeTargets serveTargets(const InferenceGoal &goal)
{
    ServeTargets targets;
    targets.ttftMs = goal.ttftTargetMs;
    targets.tpotMs = goal.tpotTargetMs;
    return targets;
}

QString servePlanProblem(const ServePlan &plan)
{
    if (plan.endpoint.trimmed().isEmpty())
        return QStringLiteral("no endpoint: give the server's URL, e.g. http://192.168.1.20:8080");
    if (plan.dialect == protocol::ServeDialect::Unknown)
        return QStringLiteral("no dialect: say how the server is spoken to (openai, chat, llama.cpp, "
                              "ollama) or let ShardScope detect it");
    if (plan.layout == protocol::BenchLayout::Unknown)
        return QStringLiteral("no layout: say how the server spreads the model (single, tp, pp, replicas)");
    if (plan.layout != protocol::BenchLayout::Single && plan.nodes.size() < 2)
        return QStringLiteral(
                   "a server that is split or runs copies (%1) needs two machines or more; %2 given")
            .arg(qs(protocol::toString(plan.layout)))
            .arg(plan.nodes.size());
    if (!plan.copyEndpoints.isEmpty() && plan.layout != protocol::BenchLayout::Replicas)
        return QStringLiteral("only copies (replicas) have endpoints of their own; this run is %1")
            .arg(qs(protocol::toString(plan.layout)));
    if (plan.copyEndpoints.size() > qsizetype(protocol::kMaxServeCopies))
        return QStringLiteral("more than %1 copies").arg(protocol::kMaxServeCopies);
    for (const QString &copy : plan.copyEndpoints) {
        if (copy.trimmed().isEmpty())
            return QStringLiteral("a copy of the server has no endpoint");
    }
    if (plan.from < -1 || plan.from >= plan.nodes.size())
        return QStringLiteral("the machine that sends the requests (%1) is not one of the run's")
            .arg(plan.from);
    if (plan.concurrencies.isEmpty())
        return QStringLiteral("no concurrency: give one or more, e.g. 1,4,16");
    if (plan.concurrencies.size() > kMaxServeSteps)
        return QStringLiteral("%1 concurrencies: a run takes at most %2")
            .arg(plan.concurrencies.size())
            .arg(kMaxServeSteps);
    for (int position = 0; position < plan.concurrencies.size(); ++position) {
        const protocol::ServeProblem problem
            = protocol::serveWorkloadProblem(serveStepWorkload(plan, position));
        if (!problem.ok())
            return QStringLiteral("at concurrency %1: %2")
                .arg(plan.concurrencies.at(position))
                .arg(qs(protocol::serveProblemText(problem)));
    }
    return {};
}

nlohmann::json servePlanJson(const ServePlan &plan)
{
    nlohmann::json workload = plan.workload;
    workload.erase("concurrency"); // each step has its own: "concurrencies"
    nlohmann::json evidence = nlohmann::json::array();
    for (const QString &line : plan.detectionEvidence)
        evidence.push_back(line.toStdString());
    nlohmann::json json = {
        {"endpoint", plan.endpoint.toStdString()},
        {"dialect", protocol::toString(plan.dialect)},
        {"dialect_detected", plan.dialectDetected},
        {"software", plan.software.toStdString()},
        {"software_version", plan.softwareVersion.toStdString()},
        {"detection", std::move(evidence)},
        {"model", {{"name", plan.model.toStdString()}}},
        {"layout", protocol::toString(plan.layout)},
        {"from", plan.from},
        {"workload", std::move(workload)},
        {"concurrencies", std::vector<std::uint32_t>(plan.concurrencies.begin(), plan.concurrencies.end())},
        {"goal", inferenceGoalJson(plan.goal)},
        {"nodes", clusterNodesJson(plan.nodes)}};
    if (!plan.copyEndpoints.isEmpty()) {
        nlohmann::json copies = nlohmann::json::array();
        for (const QString &copy : plan.copyEndpoints)
            copies.push_back(copy.toStdString());
        json["copy_endpoints"] = std::move(copies);
    }
    if (!plan.launch.isEmpty())
        json["launch"] = launchStepsJson(plan.launch);
    return json;
}

QString serveRunConfigJson(const ServePlan &plan)
{
    return runConfigText(servePlanJson(plan), kServeRun.name);
}

Result<ServePlan> servePlanFromJson(const nlohmann::json &json)
{
    if (!json.is_object())
        return Error{ErrorCode::InvalidArgument,
                     QStringLiteral("the stored serving run is not a JSON object")};
    ServePlan plan;
    ConfigReader reader(QStringLiteral("the stored serving run"));
    if (const auto endpoint = reader.text(json, "endpoint", QStringLiteral("endpoint")))
        plan.endpoint = *endpoint;
    if (const nlohmann::json *copies
        = reader.array(json, "copy_endpoints", QStringLiteral("copy_endpoints"), false)) {
        for (std::size_t i = 0; i < copies->size() && !reader.problem; ++i) {
            if ((*copies)[i].is_string())
                plan.copyEndpoints << safeText(qs((*copies)[i].get<std::string>()));
            else
                reader.fail(keyAt("copy_endpoints", i), QStringLiteral("is not a string"));
        }
    }
    plan.launch = readLaunchSteps(reader, json, "launch");
    if (const auto dialect = reader.text(json, "dialect", QStringLiteral("dialect"))) {
        plan.dialect = protocol::serveDialectFromString(dialect->toStdString());
        if (plan.dialect == protocol::ServeDialect::Unknown)
            reader.fail(QStringLiteral("dialect"), QStringLiteral("is not a dialect this build knows"));
    }
    if (const nlohmann::json *detected
        = reader.member(json, "dialect_detected", QStringLiteral("dialect_detected"), false)) {
        if (detected->is_boolean())
            plan.dialectDetected = detected->get<bool>();
        else
            reader.fail(QStringLiteral("dialect_detected"), QStringLiteral("is not true or false"));
    }
    if (const auto software = reader.text(json, "software", QStringLiteral("software"), false))
        plan.software = *software;
    if (const auto version = reader.text(json, "software_version", QStringLiteral("software_version"), false))
        plan.softwareVersion = *version;
    if (const nlohmann::json *evidence
        = reader.member(json, "detection", QStringLiteral("detection"), false)) {
        if (!evidence->is_array())
            reader.fail(QStringLiteral("detection"), QStringLiteral("is not an array"));
        else
            for (std::size_t i = 0; i < evidence->size() && !reader.problem; ++i) {
                if ((*evidence)[i].is_string())
                    plan.detectionEvidence << safeText(qs((*evidence)[i].get<std::string>()));
                else
                    reader.fail(keyAt("detection", i), QStringLiteral("is not a string"));
            }
    }
    if (const nlohmann::json *model = reader.member(json, "model", QStringLiteral("model"))) {
        if (const auto name = reader.text(*model, "name", QStringLiteral("model.name")))
            plan.model = *name;
    }
    if (const auto layout = reader.text(json, "layout", QStringLiteral("layout"))) {
        plan.layout = protocol::benchLayoutFromString(layout->toStdString());
        if (plan.layout == protocol::BenchLayout::Unknown)
            reader.fail(QStringLiteral("layout"), QStringLiteral("is not single, tp, pp or replicas"));
    }
    if (const nlohmann::json *from = reader.member(json, "from", QStringLiteral("from"))) {
        if (from->is_number_integer() && from->get<std::int64_t>() >= -1
            && from->get<std::int64_t>() < std::int64_t(1) << 20)
            plan.from = int(from->get<std::int64_t>());
        else
            reader.fail(QStringLiteral("from"), QStringLiteral("is not -1 or a node's index"));
    }
    if (const nlohmann::json *workload = reader.member(json, "workload", QStringLiteral("workload"))) {
        nlohmann::json withConcurrency = *workload;
        if (withConcurrency.is_object())
            withConcurrency["concurrency"] = 1;
        auto parsed = protocol::parseServeWorkload(withConcurrency);
        if (parsed)
            plan.workload = std::move(parsed).value();
        else
            reader.fail(QStringLiteral("workload"), qs(parsed.error().message));
    }
    if (const nlohmann::json *concurrencies
        = reader.array(json, "concurrencies", QStringLiteral("concurrencies"))) {
        for (std::size_t i = 0; i < concurrencies->size() && !reader.problem; ++i) {
            if (const auto value = reader.whole((*concurrencies)[i], keyAt("concurrencies", i),
                                                protocol::kMaxServeConcurrency))
                plan.concurrencies.append(std::uint32_t(*value));
        }
    }
    plan.goal = readInferenceGoal(reader, json);
    plan.nodes = readClusterNodes(reader, json);
    if (!reader.problem && (plan.from >= plan.nodes.size()))
        reader.fail(QStringLiteral("from"), QStringLiteral("names no node of the run"));
    if (reader.problem)
        return *reader.problem;
    return plan;
}

QStringList servePlanNodeNames(const ServePlan &plan)
{
    QStringList names;
    for (const ClusterNode &node : plan.nodes)
        names << node.target.name;
    return names;
}

QString serveFromName(const ServePlan &plan, const QString &localName)
{
    return plan.from >= 0 && plan.from < plan.nodes.size() ? plan.nodes.at(plan.from).target.name : localName;
}

} // namespace shardscope::core
