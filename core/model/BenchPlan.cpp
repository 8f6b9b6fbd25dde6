#include "core/model/BenchPlan.h"

#include "core/SafeText.h"
#include "core/model/ConfigReader.h"
#include "core/model/Run.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

namespace shardscope::core {

namespace {

Error invalid(const QString &detail)
{
    return Error{ErrorCode::InvalidArgument, detail};
}

template<typename T>
QList<T> withoutDuplicates(const QList<T> &values)
{
    QList<T> unique;
    for (const T &value : values)
        if (!unique.contains(value))
            unique.append(value);
    return unique;
}

/// The layouts in the order they run: Single, the baseline, first (listed or not, it is not run
/// twice), then the others as given, duplicates once.
QList<protocol::BenchLayout> planLayouts(const BenchPlan &plan)
{
    QList<protocol::BenchLayout> layouts{protocol::BenchLayout::Single};
    for (protocol::BenchLayout layout : withoutDuplicates(plan.layouts))
        if (layout != protocol::BenchLayout::Single)
            layouts.append(layout);
    return layouts;
}

/// What keeps `layout` from running over `set` (indexes into plan.nodes); ok when nothing does.
PlanCheck checkLayout(const BenchPlan &plan, protocol::BenchLayout layout, const QList<int> &set)
{
    using protocol::BenchLayout;
    PlanCheck check;
    check.layout = layout;
    check.nodeSet = set;
    const qsizetype nodeCount = set.size();
    protocol::BenchProblem problem;
    switch (layout) {
    case BenchLayout::Single:
        problem = protocol::layoutProblem(plan.model, BenchLayout::Single, 1, plan.dtype);
        break;
    case BenchLayout::Replicas:
        if (nodeCount < 2) {
            check.problem = PlanProblem::LayoutNeedsTwoNodes;
            return check;
        }
        // Each replica holds the whole model, as the baseline does.
        problem = protocol::layoutProblem(plan.model, BenchLayout::Single, 1, plan.dtype);
        break;
    case BenchLayout::TensorParallel:
    case BenchLayout::PipelineParallel:
        if (nodeCount < 2) {
            check.problem = PlanProblem::LayoutNeedsTwoNodes;
            return check;
        }
        problem = protocol::layoutProblem(plan.model, layout, std::uint32_t(nodeCount), plan.dtype);
        break;
    case BenchLayout::Unknown:
        check.problem = PlanProblem::LayoutNotSet;
        return check;
    }
    if (!problem.ok()) {
        check.problem = PlanProblem::LayoutCannotHoldModel;
        check.reason = problem;
    }
    return check;
}

/// "one node", or "2 nodes (a, b)" for messages.
QString nodeSetText(const BenchPlan &plan, const QList<int> &set)
{
    if (set.size() == 1)
        return QStringLiteral("one node");
    return QStringLiteral("%1 nodes (%2)")
        .arg(set.size())
        .arg(nodeSetNames(plan, set).join(QStringLiteral(", ")));
}

/// Why a layout cannot run, in English: the layout's reason alone.
QString layoutReasonText(const PlanCheck &check)
{
    if (check.problem == PlanProblem::LayoutNotSet)
        return QStringLiteral("the layout is not set");
    if (check.problem == PlanProblem::LayoutNeedsTwoNodes)
        return (check.layout == protocol::BenchLayout::Replicas
                    ? QStringLiteral("replicas need at least two nodes, %1 given")
                    : QStringLiteral("a split needs at least two nodes, %1 given"))
            .arg(check.nodeSet.size());
    return qs(protocol::benchProblemText(check.reason)); // LayoutCannotHoldModel
}

} // namespace

QList<QList<int>> benchNodeSets(const BenchPlan &plan)
{
    if (!plan.nodeSets.isEmpty())
        return withoutDuplicates(plan.nodeSets);
    QList<int> all;
    for (int i = 0; i < int(plan.nodes.size()); ++i)
        all.append(i);
    return {all};
}

QStringList nodeSetNames(const BenchPlan &plan, const QList<int> &set)
{
    QStringList names;
    for (int index : set)
        names << (index >= 0 && index < plan.nodes.size() ? plan.nodes.at(index).target.name : QString());
    return names;
}

QList<QList<int>> nodeSetsByName(const BenchPlan &plan, const QList<QStringList> &sets, QStringList *unknown)
{
    QList<QList<int>> indexes;
    for (const QStringList &names : sets) {
        QList<int> set;
        bool known = true;
        for (const QString &name : names) {
            const auto found
                = std::find_if(plan.nodes.cbegin(), plan.nodes.cend(),
                               [&name](const ClusterNode &node) { return node.target.name == name; });
            if (found == plan.nodes.cend()) {
                known = false;
                if (unknown && !unknown->contains(name))
                    unknown->append(name);
                continue;
            }
            set.append(int(found - plan.nodes.cbegin()));
        }
        if (known)
            indexes.append(set);
    }
    return indexes;
}

BenchPlan withoutUnusedNodes(const BenchPlan &plan)
{
    if (plan.nodeSets.isEmpty() || plan.nodes.isEmpty())
        return plan;
    QList<int> newIndex(plan.nodes.size(), -1);
    newIndex[0] = 0;
    for (const QList<int> &set : plan.nodeSets) {
        for (int index : set) {
            if (index < 0 || index >= plan.nodes.size())
                return plan; // expandBenchPlan refuses it, naming the index as given
            newIndex[index] = 0;
        }
    }
    BenchPlan pruned = plan;
    pruned.nodes.clear();
    for (qsizetype i = 0; i < plan.nodes.size(); ++i) {
        if (newIndex.at(i) < 0)
            continue;
        newIndex[i] = int(pruned.nodes.size());
        pruned.nodes.append(plan.nodes.at(i));
    }
    for (QList<int> &set : pruned.nodeSets)
        for (int &index : set)
            index = newIndex.at(index);
    return pruned;
}

QString benchLayoutTitle(protocol::BenchLayout layout)
{
    using protocol::BenchLayout;
    const QString name = qs(protocol::toString(layout));
    switch (layout) {
    case BenchLayout::Single:
        return name + QStringLiteral(" (one node)");
    case BenchLayout::TensorParallel:
        return name + QStringLiteral(" (tensor parallel)");
    case BenchLayout::PipelineParallel:
        return name + QStringLiteral(" (pipeline parallel)");
    case BenchLayout::Replicas:
        return name + QStringLiteral(" (one copy per node)");
    case BenchLayout::Unknown:
        break;
    }
    return name;
}

PlanCheck checkBenchPlan(const BenchPlan &plan)
{
    using protocol::BenchLayout;
    const auto found = [](PlanProblem problem) {
        PlanCheck check;
        check.problem = problem;
        return check;
    };
    if (const protocol::BenchProblem problem = protocol::shapeProblem(plan.model); !problem.ok()) {
        PlanCheck check = found(PlanProblem::ShapeCannotBeBuilt);
        check.reason = problem;
        return check;
    }
    if (plan.dtype == protocol::DType::Unknown)
        return found(PlanProblem::NoDType);
    if (plan.backend == protocol::BenchBackend::Unknown)
        return found(PlanProblem::NoBackend);
    if (plan.nodes.isEmpty())
        return found(PlanProblem::NoNodes);
    if (plan.nodes.size() > qsizetype(protocol::kMaxBenchWorldSize)) {
        PlanCheck check = found(PlanProblem::TooManyNodes);
        check.value = std::uint64_t(plan.nodes.size());
        return check;
    }
    const QList<std::uint32_t> concurrencies = withoutDuplicates(plan.concurrencies);
    if (concurrencies.isEmpty())
        return found(PlanProblem::NoConcurrency);
    for (std::uint32_t concurrency : concurrencies) {
        // The agent's own check (its parser's) is the one place that knows the workload's limits.
        protocol::BenchWorkload workload = plan.workload;
        workload.concurrency = concurrency;
        if (const protocol::BenchProblem problem = protocol::workloadProblem(workload); !problem.ok()) {
            PlanCheck check = found(PlanProblem::WorkloadRefused);
            check.value = concurrency;
            check.reason = problem;
            return check;
        }
    }

    const QList<QList<int>> sets = benchNodeSets(plan);
    for (const QList<int> &set : sets) {
        for (int index : set) {
            const PlanProblem problem = index < 0 || index >= plan.nodes.size() ? PlanProblem::NodeOutOfRange
                                        : set.count(index) > 1                  ? PlanProblem::NodeTwiceInSet
                                                                                : PlanProblem::None;
            if (problem != PlanProblem::None) {
                PlanCheck check = found(problem);
                check.nodeSet = set;
                check.node = index;
                return check;
            }
        }
        if (!plan.nodeSets.isEmpty() && set.size() < 2) {
            PlanCheck check = found(PlanProblem::NodeSetTooSmall);
            check.nodeSet = set;
            return check;
        }
    }
    for (BenchLayout layout : planLayouts(plan))
        for (const QList<int> &set : layout == BenchLayout::Single ? QList<QList<int>>{{0}} : sets)
            if (PlanCheck check = checkLayout(plan, layout, set); !check.ok())
                return check;
    return {};
}

QString planProblemText(const BenchPlan &plan, const PlanCheck &check)
{
    switch (check.problem) {
    case PlanProblem::None:
        break;
    case PlanProblem::ShapeCannotBeBuilt:
        return QStringLiteral("the model %1 cannot be built: %2")
            .arg(qs(plan.model.name), qs(protocol::benchProblemText(check.reason)));
    case PlanProblem::NoDType:
        return QStringLiteral("no data type chosen: f32, bf16 or f16");
    case PlanProblem::NoBackend:
        return QStringLiteral("no backend chosen: cpu or cuda");
    case PlanProblem::NoNodes:
        return QStringLiteral("a benchmark needs at least one node");
    case PlanProblem::TooManyNodes:
        return QStringLiteral("a benchmark takes at most %1 nodes, %2 given")
            .arg(protocol::kMaxBenchWorldSize)
            .arg(check.value);
    case PlanProblem::NoConcurrency:
        return QStringLiteral("a benchmark needs at least one concurrency");
    case PlanProblem::WorkloadRefused:
        return QStringLiteral("the workload at concurrency %1 cannot run: %2")
            .arg(check.value)
            .arg(qs(protocol::benchProblemText(check.reason)));
    case PlanProblem::NodeOutOfRange:
        return QStringLiteral("a node set names node %1, but the plan has %2 nodes")
            .arg(check.node)
            .arg(plan.nodes.size());
    case PlanProblem::NodeTwiceInSet:
        return QStringLiteral("a node set names %1 twice").arg(nodeSetNames(plan, {check.node}).constFirst());
    case PlanProblem::NodeSetTooSmall:
        return QStringLiteral("the node set %1 has fewer than two nodes: a split or one copy "
                              "per node needs two")
            .arg(nodeSetNames(plan, check.nodeSet).join(QStringLiteral(", ")));
    case PlanProblem::LayoutNotSet:
    case PlanProblem::LayoutNeedsTwoNodes:
    case PlanProblem::LayoutCannotHoldModel:
        return QStringLiteral("%1 over %2 cannot hold %3: %4")
            .arg(benchLayoutTitle(check.layout), nodeSetText(plan, check.nodeSet), qs(plan.model.name),
                 layoutReasonText(check));
    }
    return {};
}

Error planError(const BenchPlan &plan, const PlanCheck &check)
{
    return invalid(planProblemText(plan, check));
}

Result<QList<BenchRunSpec>> expandBenchPlan(const BenchPlan &plan)
{
    using protocol::BenchLayout;
    if (const PlanCheck check = checkBenchPlan(plan); !check.ok())
        return planError(plan, check);

    const QList<QList<int>> sets = benchNodeSets(plan);
    QList<BenchRunSpec> runs;
    for (std::uint32_t concurrency : withoutDuplicates(plan.concurrencies))
        for (BenchLayout layout : planLayouts(plan))
            for (const QList<int> &set : layout == BenchLayout::Single ? QList<QList<int>>{{0}} : sets)
                runs.append(BenchRunSpec{layout, set, concurrency});
    return runs;
}

nlohmann::json benchPlanJson(const BenchPlan &plan)
{
    nlohmann::json workload = plan.workload;
    workload.erase("concurrency"); // each run has its own: "concurrencies"
    nlohmann::json layouts = nlohmann::json::array();
    for (protocol::BenchLayout layout : plan.layouts)
        layouts.push_back(protocol::toString(layout));
    nlohmann::json concurrencies = nlohmann::json::array();
    for (std::uint32_t concurrency : plan.concurrencies)
        concurrencies.push_back(concurrency);
    nlohmann::json json = {{"model", plan.model},
                           {"dtype", protocol::toString(plan.dtype)},
                           {"backend", protocol::toString(plan.backend)},
                           {"workload", std::move(workload)},
                           {"threads", plan.threads},
                           {"layouts", std::move(layouts)},
                           {"concurrencies", std::move(concurrencies)},
                           {"goal", inferenceGoalJson(plan.goal)},
                           {"nodes", clusterNodesJson(plan.nodes)}};
    if (!plan.nodeSets.isEmpty()) {
        nlohmann::json sets = nlohmann::json::array();
        for (const QList<int> &set : plan.nodeSets)
            sets.push_back(std::vector<int>(set.begin(), set.end()));
        json["node_sets"] = std::move(sets);
    }
    return json;
}

QString benchRunConfigJson(const BenchPlan &plan)
{
    return runConfigText(benchPlanJson(plan), kBenchRun.name);
}

Result<BenchPlan> benchPlanFromJson(const nlohmann::json &json)
{
    if (!json.is_object())
        return invalid(QStringLiteral("the stored plan is not a JSON object"));
    BenchPlan plan;
    ConfigReader reader(QStringLiteral("the stored plan"));

    if (const nlohmann::json *model = reader.member(json, "model", QStringLiteral("model"))) {
        auto shape = protocol::parseModelShape(*model);
        if (shape)
            plan.model = std::move(shape).value();
        else
            reader.fail(QStringLiteral("model"), qs(shape.error().message));
    }
    if (const auto dtype = reader.text(json, "dtype", QStringLiteral("dtype"))) {
        plan.dtype = protocol::dtypeFromString(dtype->toStdString());
        if (plan.dtype == protocol::DType::Unknown)
            reader.fail(QStringLiteral("dtype"), QStringLiteral("is not f32, bf16 or f16"));
    }
    if (const auto backend = reader.text(json, "backend", QStringLiteral("backend"))) {
        plan.backend = protocol::benchBackendFromString(backend->toStdString());
        if (plan.backend == protocol::BenchBackend::Unknown)
            reader.fail(QStringLiteral("backend"), QStringLiteral("is not cpu or cuda"));
    }
    if (const nlohmann::json *workload = reader.member(json, "workload", QStringLiteral("workload"))) {
        // Stored without a concurrency (each run has its own); the agent's parser wants one.
        nlohmann::json withConcurrency = *workload;
        if (withConcurrency.is_object())
            withConcurrency["concurrency"] = 1;
        auto parsed = protocol::parseBenchWorkload(withConcurrency);
        if (parsed)
            plan.workload = std::move(parsed).value();
        else
            reader.fail(QStringLiteral("workload"), qs(parsed.error().message));
    }
    if (const nlohmann::json *threads = reader.member(json, "threads", QStringLiteral("threads"))) {
        if (const auto value
            = reader.whole(*threads, QStringLiteral("threads"), std::numeric_limits<std::uint32_t>::max()))
            plan.threads = std::uint32_t(*value);
    }
    if (const nlohmann::json *layouts = reader.array(json, "layouts", QStringLiteral("layouts"))) {
        for (std::size_t i = 0; i < layouts->size() && !reader.problem; ++i) {
            const nlohmann::json &name = (*layouts)[i];
            const protocol::BenchLayout layout
                = name.is_string() ? protocol::benchLayoutFromString(name.get<std::string>())
                                   : protocol::BenchLayout::Unknown;
            if (layout == protocol::BenchLayout::Unknown)
                reader.fail(keyAt("layouts", i), QStringLiteral("is not single, tp, pp or replicas"));
            else
                plan.layouts.append(layout);
        }
    }
    if (const nlohmann::json *concurrencies
        = reader.array(json, "concurrencies", QStringLiteral("concurrencies"))) {
        for (std::size_t i = 0; i < concurrencies->size() && !reader.problem; ++i) {
            if (const auto value = reader.whole((*concurrencies)[i], keyAt("concurrencies", i),
                                                protocol::kMaxBenchConcurrency))
                plan.concurrencies.append(std::uint32_t(*value));
        }
    }
    // Runs stored before the goal existed read as the default goal.
    plan.goal = readInferenceGoal(reader, json);
    plan.nodes = readClusterNodes(reader, json);
    // Plans stored before node sets existed split over all their nodes.
    if (const nlohmann::json *sets = reader.member(json, "node_sets", QStringLiteral("node_sets"), false)) {
        if (!sets->is_array())
            reader.fail(QStringLiteral("node_sets"), QStringLiteral("is not an array"));
        for (std::size_t i = 0; !reader.problem && i < sets->size(); ++i) {
            const nlohmann::json &entry = (*sets)[i];
            if (!entry.is_array()) {
                reader.fail(keyAt("node_sets", i), QStringLiteral("is not an array"));
                break;
            }
            QList<int> set;
            for (std::size_t j = 0; !reader.problem && j < entry.size(); ++j) {
                const QString key = keyAt("node_sets", i) + QStringLiteral("[%1]").arg(j);
                if (plan.nodes.isEmpty()) {
                    reader.fail(key, QStringLiteral("names a node, but there are none"));
                } else if (const auto index
                           = reader.whole(entry[j], key, std::uint64_t(plan.nodes.size() - 1))) {
                    set.append(int(*index));
                }
            }
            plan.nodeSets.append(std::move(set));
        }
    }
    if (reader.problem)
        return *reader.problem;
    return plan;
}

} // namespace shardscope::core
