#include "core/bench/BenchPlan.h"

#include "remote-agent/protocol/Version.h"

#include <algorithm>

namespace shardscope::core {

namespace {

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

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

/// Why the plan's layout cannot run over `worldSize` ranks; empty when it can.
QString layoutProblem(const BenchPlan &plan, protocol::BenchLayout layout, qsizetype nodeCount)
{
    using protocol::BenchLayout;
    switch (layout) {
    case BenchLayout::Single:
        return qs(protocol::layoutProblem(plan.model, BenchLayout::Single, 1));
    case BenchLayout::Replicas:
        if (nodeCount < 2)
            return QStringLiteral("replicas need at least two nodes, %1 given").arg(nodeCount);
        // Each replica holds the whole model, as the baseline does.
        return qs(protocol::layoutProblem(plan.model, BenchLayout::Single, 1));
    case BenchLayout::TensorParallel:
    case BenchLayout::PipelineParallel:
        if (nodeCount < 2)
            return QStringLiteral("a split needs at least two nodes, %1 given").arg(nodeCount);
        return qs(protocol::layoutProblem(plan.model, layout, std::uint32_t(nodeCount)));
    case BenchLayout::Unknown:
        break;
    }
    return QStringLiteral("the layout is not set");
}

} // namespace

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

Result<QList<BenchRunSpec>> expandBenchPlan(const BenchPlan &plan)
{
    using protocol::BenchLayout;
    if (const std::string problem = protocol::shapeProblem(plan.model); !problem.empty())
        return invalid(
            QStringLiteral("the model %1 cannot be built: %2").arg(qs(plan.model.name), qs(problem)));
    if (plan.dtype == protocol::DType::Unknown)
        return invalid(QStringLiteral("no data type chosen: f32, bf16 or f16"));
    if (plan.backend == protocol::BenchBackend::Unknown)
        return invalid(QStringLiteral("no backend chosen: cpu or cuda"));
    if (plan.nodes.isEmpty())
        return invalid(QStringLiteral("a benchmark needs at least one node"));
    if (plan.nodes.size() > qsizetype(protocol::kMaxBenchWorldSize))
        return invalid(QStringLiteral("a benchmark takes at most %1 nodes, %2 given")
                           .arg(protocol::kMaxBenchWorldSize)
                           .arg(plan.nodes.size()));
    const QList<std::uint32_t> concurrencies = withoutDuplicates(plan.concurrencies);
    if (concurrencies.isEmpty())
        return invalid(QStringLiteral("a benchmark needs at least one concurrency"));
    for (std::uint32_t concurrency : concurrencies) {
        // The agent's own parser is the one place that knows the workload's limits.
        protocol::BenchWorkload workload = plan.workload;
        workload.concurrency = concurrency;
        if (auto checked = protocol::parseBenchWorkload(nlohmann::json(workload)); !checked)
            return invalid(QStringLiteral("the workload at concurrency %1 cannot run: %2")
                               .arg(concurrency)
                               .arg(qs(checked.error().message)));
    }

    // Single is the baseline, run first: listed or not, it is not run twice.
    QList<BenchLayout> layouts{BenchLayout::Single};
    for (BenchLayout layout : withoutDuplicates(plan.layouts))
        if (layout != BenchLayout::Single)
            layouts.append(layout);
    for (BenchLayout layout : layouts) {
        const qsizetype nodeCount = layout == BenchLayout::Single ? 1 : plan.nodes.size();
        if (const QString problem = layoutProblem(plan, layout, plan.nodes.size()); !problem.isEmpty())
            return invalid(QStringLiteral("%1 over %2 cannot hold %3: %4")
                               .arg(benchLayoutTitle(layout),
                                    nodeCount == 1 ? QStringLiteral("one node")
                                                   : QStringLiteral("%1 nodes").arg(nodeCount),
                                    qs(plan.model.name), problem));
    }

    QList<int> allNodes;
    for (int i = 0; i < int(plan.nodes.size()); ++i)
        allNodes.append(i);
    QList<BenchRunSpec> runs;
    for (std::uint32_t concurrency : concurrencies)
        for (BenchLayout layout : layouts)
            runs.append(
                BenchRunSpec{layout, layout == BenchLayout::Single ? QList<int>{0} : allNodes, concurrency});
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
    nlohmann::json nodes = nlohmann::json::array();
    for (const BenchNode &node : plan.nodes) {
        nlohmann::json entry
            = {{"name", node.target.name.toStdString()}, {"address", node.clusterAddress.toStdString()}};
        if (!node.sshDestination.isEmpty())
            entry["ssh"] = node.sshDestination.toStdString();
        if (node.hostId)
            entry["host_id"] = *node.hostId;
        nodes.push_back(std::move(entry));
    }
    return {{"model", plan.model},
            {"dtype", protocol::toString(plan.dtype)},
            {"backend", protocol::toString(plan.backend)},
            {"workload", std::move(workload)},
            {"threads", plan.threads},
            {"layouts", std::move(layouts)},
            {"concurrencies", std::move(concurrencies)},
            {"nodes", std::move(nodes)}};
}

QString benchRunConfigJson(const BenchPlan &plan)
{
    nlohmann::json config = benchPlanJson(plan);
    config["kind"] = "bench";
    config["shardscope_version"] = protocol::kShardScopeVersion;
    // Invalid UTF-8 (a name from ssh_config) is replaced rather than thrown on.
    return QString::fromStdString(config.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

} // namespace shardscope::core
