#include "ui/InferencePlan.h"

#include "core/cluster/LinkMatrix.h"
#include "presentation/AnalysisText.h"

#include <algorithm>
#include <bit>

namespace shardscope::ui {

QList<BenchCandidate> benchCandidates(const WizardModel &model)
{
    QList<BenchCandidate> nodes;
    for (int row : model.nodeRows()) {
        const HostEntry &entry = model.hosts().at(row);
        if (entry.agent == AgentState::Removed)
            continue; // the user took the agent off it: not part of the cluster any more
        BenchCandidate node;
        node.name = entry.record.name;
        node.row = row;
        // The same address the Network page and the CLI use: the cluster interface's.
        const core::Result<QString> address = core::clusterAddressFor(entry.record, entry.inventory);
        if (address.ok())
            node.clusterAddress = *address;
        else
            node.addressProblem = address.error().detail;
        nodes << node;
    }
    if (nodes.isEmpty()) {
        BenchCandidate local;
        local.name = WizardModel::localHostName();
        local.row = model.indexOfHost(local.name);
        local.local = true;
        nodes << local;
    }
    return nodes;
}

QList<BenchCandidate> chosenCandidates(const WizardModel &model, const InferenceSettings &settings)
{
    const QList<BenchCandidate> candidates = benchCandidates(model);
    QList<BenchCandidate> chosen;
    for (const QString &name : settings.nodeNames) {
        for (const BenchCandidate &candidate : candidates) {
            if (candidate.name == name) {
                chosen << candidate;
                break;
            }
        }
    }
    return chosen.isEmpty() ? candidates : chosen;
}

protocol::BenchBackend defaultBackend(const WizardModel &model, const QList<BenchCandidate> &nodes)
{
    if (nodes.isEmpty())
        return protocol::BenchBackend::Cpu;
    for (const BenchCandidate &node : nodes) {
        const int row = node.row >= 0 ? node.row : model.indexOfHost(node.name);
        if (row < 0 || !model.hosts().at(row).inventory || model.hosts().at(row).inventory->gpus.empty())
            return protocol::BenchBackend::Cpu;
    }
    return protocol::BenchBackend::Cuda;
}

void applyGoalDefaults(InferenceSettings &settings)
{
    switch (settings.goal.usage) {
    case core::UsagePattern::Chat:
        settings.concurrencies = {1, 2};
        break;
    case core::UsagePattern::Throughput:
        settings.concurrencies = {1, 4, 16};
        break;
    case core::UsagePattern::Both:
    case core::UsagePattern::Unknown:
        settings.concurrencies = {1, 4};
        break;
    }

    // A decode step reads every weight once: on a CPU an 8B model manages about one token a second,
    // and the prefill of a long prompt takes minutes. The lengths keep each run to a minute or two
    // there, and still show the prefill and a steady decode on a GPU.
    const std::uint64_t parameters = protocol::parameterCount(settings.model);
    const bool cuda = settings.backend == protocol::BenchBackend::Cuda;
    if (parameters < 100'000'000ULL) {
        settings.promptTokens = 64; // the tiny test shape: seconds per run
        settings.generateTokens = 16;
    } else if (cuda) {
        settings.promptTokens = parameters <= 10'000'000'000ULL ? 512 : 256;
        settings.generateTokens = parameters <= 10'000'000'000ULL ? 128 : 64;
    } else if (parameters <= 2'000'000'000ULL) {
        settings.promptTokens = 128;
        settings.generateTokens = 32;
    } else if (parameters <= 10'000'000'000ULL) {
        settings.promptTokens = 64;
        settings.generateTokens = 16;
    } else {
        settings.promptTokens = 32;
        settings.generateTokens = 8;
    }
    // Every layout, unless the user already said which ones: a new model or goal is no reason to
    // bring back a layout they unchecked.
    if (!settings.layoutsChosen)
        settings.layouts = {protocol::BenchLayout::TensorParallel, protocol::BenchLayout::PipelineParallel,
                            protocol::BenchLayout::Replicas};
}

LayoutCheck checkBenchLayout(const protocol::ModelShape &shape, protocol::BenchLayout layout,
                             const QList<BenchCandidate> &nodes, protocol::DType dtype)
{
    using protocol::BenchLayout;
    const auto shapeCheck = [](const protocol::BenchProblem &problem) {
        return problem.ok() ? LayoutCheck{}
                            : LayoutCheck{LayoutProblem::ShapeDoesNotFit, {}, {}, problem, {}};
    };
    if (layout == BenchLayout::Single)
        return shapeCheck(protocol::layoutProblem(shape, BenchLayout::Single, 1, dtype));
    if (nodes.size() < 2)
        return {LayoutProblem::NeedsTwoMachines, {}, {}, {}, {}};
    if (layout == BenchLayout::Replicas) // each copy holds the whole model, as the baseline does
        return shapeCheck(protocol::layoutProblem(shape, BenchLayout::Single, 1, dtype));
    for (const BenchCandidate &node : nodes) {
        if (node.clusterAddress.isEmpty())
            return {LayoutProblem::NoClusterAddress, node.name, node.addressProblem, {}, {}};
    }
    return shapeCheck(protocol::layoutProblem(shape, layout, std::uint32_t(nodes.size()), dtype));
}

namespace {

/// A plan holding only `nodes`' names, in their order: benchPlanFor builds plan.nodes from `nodes` in
/// that order, so core's name lookups over it give the plan's indexes.
core::BenchPlan namedPlan(const QList<BenchCandidate> &nodes)
{
    core::BenchPlan plan;
    for (const BenchCandidate &node : nodes) {
        core::ClusterNode benchNode;
        benchNode.target.name = node.name;
        plan.nodes << benchNode;
    }
    return plan;
}

} // namespace

QList<QList<int>> nodeSetIndexes(const InferenceSettings &settings, const QList<BenchCandidate> &nodes)
{
    QList<QList<int>> sets;
    // A set that lost a machine is another set: nodeSetsByName leaves it out rather than run
    // something unasked. The order stays: it is the rank order (pipeline stages, tensor shards).
    for (const QList<int> &indexes : core::nodeSetsByName(namedPlan(nodes), settings.nodeSets)) {
        QList<int> set;
        for (int index : indexes) {
            if (!set.contains(index))
                set << index;
        }
        if (set.size() >= 2 && !sets.contains(set))
            sets << set;
    }
    return sets;
}

QStringList unchosenSetMachines(const InferenceSettings &settings, const QList<BenchCandidate> &nodes)
{
    QStringList unknown;
    core::nodeSetsByName(namedPlan(nodes), settings.nodeSets, &unknown);
    return unknown;
}

QList<QList<int>> offeredNodeSets(int count)
{
    QList<QList<int>> sets;
    if (count < 2)
        return sets;
    if (count > 4) {
        for (int size = 2; size <= count; ++size) {
            QList<int> set;
            for (int i = 0; i < size; ++i)
                set << i;
            sets << set;
        }
        return sets;
    }
    for (int size = 2; size <= count; ++size) {
        for (int mask = 0; mask < (1 << count); ++mask) {
            if (std::popcount(unsigned(mask)) != size)
                continue;
            QList<int> set;
            for (int i = 0; i < count; ++i) {
                if (mask & (1 << i))
                    set << i;
            }
            sets << set;
        }
    }
    // Within a size, in the machines' order: {0,1} before {0,2} before {1,2}.
    std::stable_sort(sets.begin(), sets.end(), [](const QList<int> &a, const QList<int> &b) {
        return a.size() != b.size() ? a.size() < b.size() : a < b;
    });
    return sets;
}

LayoutCheck checkBenchLayoutOnSets(const protocol::ModelShape &shape, protocol::BenchLayout layout,
                                   const QList<BenchCandidate> &nodes, const QList<QList<int>> &sets,
                                   protocol::DType dtype)
{
    if (sets.isEmpty() || layout == protocol::BenchLayout::Single)
        return checkBenchLayout(shape, layout, nodes, dtype);
    for (const QList<int> &set : sets) {
        QList<BenchCandidate> machines;
        QStringList names;
        for (int index : set) {
            if (index >= 0 && index < nodes.size()) {
                machines << nodes.at(index);
                names << nodes.at(index).name;
            }
        }
        LayoutCheck check = checkBenchLayout(shape, layout, machines, dtype);
        if (check.problem != LayoutProblem::None) {
            if (sets.size() > 1)
                check.nodeSet = names;
            return check;
        }
    }
    return {};
}

std::optional<QList<std::uint32_t>> parseConcurrencies(const QString &text, std::uint32_t maximum)
{
    QList<std::uint32_t> values;
    for (const QString &word : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const uint value = word.trimmed().toUInt(&ok);
        if (!ok || value < 1 || value > maximum)
            return std::nullopt;
        if (!values.contains(value))
            values << std::uint32_t(value);
    }
    if (values.isEmpty())
        return std::nullopt;
    return values;
}

QString concurrencyText(const QList<std::uint32_t> &values)
{
    QStringList words;
    for (std::uint32_t value : values)
        words << QString::number(value);
    return words.join(QStringLiteral(", "));
}

QList<core::ClusterNode> clusterNodesFor(const WizardModel &model, const QList<BenchCandidate> &candidates)
{
    QList<core::ClusterNode> nodes;
    for (const BenchCandidate &candidate : candidates) {
        const int row = candidate.row >= 0 ? candidate.row : model.indexOfHost(candidate.name);
        const core::HostRecord record = row >= 0 ? model.hosts().at(row).record : core::HostRecord{};
        core::ClusterNode node;
        if (candidate.local) {
            node.target.name = candidate.name;
            node.target.local = true; // run through the local agent, never SSH
        } else {
            node.target = model.nodeTarget(row);
            node.sshDestination = core::sshDestination(record);
        }
        node.clusterAddress = candidate.clusterAddress;
        if (record.id > 0)
            node.hostId = record.id;
        nodes << node;
    }
    return nodes;
}

core::BenchPlan benchPlanFor(const WizardModel &model, const InferenceSettings &settings,
                             const QList<BenchCandidate> &nodes)
{
    core::BenchPlan plan;
    plan.model = settings.model;
    plan.dtype = settings.dtype;
    plan.backend = settings.backend;
    plan.workload.promptTokens = settings.promptTokens;
    plan.workload.generateTokens = settings.generateTokens;
    plan.workload.warmupSteps = settings.warmupSteps;
    plan.workload.prefills = settings.prefills;
    plan.workload.seed = settings.seed;
    plan.threads = settings.threads;
    plan.concurrencies = settings.concurrencies;
    plan.goal = settings.goal;
    plan.nodeSets = nodeSetIndexes(settings, nodes);
    plan.layouts = {protocol::BenchLayout::Single};
    for (protocol::BenchLayout layout : settings.layouts) {
        if (layout != protocol::BenchLayout::Single && !plan.layouts.contains(layout)
            && checkBenchLayoutOnSets(settings.model, layout, nodes, plan.nodeSets, settings.dtype).problem
                   == LayoutProblem::None)
            plan.layouts << layout;
    }
    plan.nodes = clusterNodesFor(model, nodes);
    // A checked machine in no checked set (nor the baseline's) would only have its agent started.
    return core::withoutUnusedNodes(plan);
}

InferenceSettings settingsFromPlan(const core::BenchPlan &plan, const InferenceSettings &base)
{
    InferenceSettings settings = base;
    settings.model = plan.model;
    settings.dtype = plan.dtype;
    settings.backend = plan.backend;
    settings.goal = plan.goal;
    settings.promptTokens = plan.workload.promptTokens;
    settings.generateTokens = plan.workload.generateTokens;
    settings.warmupSteps = plan.workload.warmupSteps;
    settings.prefills = plan.workload.prefills;
    settings.seed = plan.workload.seed;
    settings.threads = plan.threads;
    settings.concurrencies = plan.concurrencies;
    settings.layouts.clear();
    for (protocol::BenchLayout layout : plan.layouts) {
        if (layout != protocol::BenchLayout::Single)
            settings.layouts << layout;
    }
    settings.layoutsChosen = true; // the run's layouts, as they were chosen then
    settings.nodeNames.clear();
    for (const core::ClusterNode &node : plan.nodes)
        settings.nodeNames << node.target.name;
    settings.nodeSets.clear();
    for (const QList<int> &set : plan.nodeSets) {
        QStringList names = core::nodeSetNames(plan, set);
        names.removeAll(QString()); // an index out of range: expandBenchPlan refused such a plan
        settings.nodeSets << names;
    }
    return settings;
}

QString PlanText::problem(const core::BenchPlan &plan, const core::PlanCheck &check)
{
    using core::PlanProblem;
    const QString model = QString::fromStdString(plan.model.name);
    const QString machines = presentation::AnalysisText::machineSet(core::nodeSetNames(plan, check.nodeSet));
    switch (check.problem) {
    case PlanProblem::None:
        break;
    case PlanProblem::ShapeCannotBeBuilt:
        return tr("the model %1 cannot be built: %2").arg(model, reason(check.reason));
    case PlanProblem::NoDType:
        return tr("no data type is chosen: choose f32, bf16 or f16");
    case PlanProblem::NoBackend:
        return tr("no backend is chosen: choose the CPU or NVIDIA GPUs (CUDA)");
    case PlanProblem::NoNodes:
        return tr("no machine is chosen: check at least one");
    case PlanProblem::TooManyNodes:
        return tr("a benchmark takes at most %1 machines, %2 are chosen")
            .arg(protocol::kMaxBenchWorldSize)
            .arg(check.value);
    case PlanProblem::NoConcurrency:
        return tr("give at least one number of requests at once");
    case PlanProblem::WorkloadRefused:
        return tr("the workload at %n request(s) at once cannot run: %1", nullptr, int(check.value))
            .arg(reason(check.reason));
    case PlanProblem::NodeOutOfRange:
        return tr("a set of machines names machine number %1, but the plan has %n machine(s)", nullptr,
                  int(plan.nodes.size()))
            .arg(check.node);
    case PlanProblem::NodeTwiceInSet:
        return tr("the set of machines %1 names %2 twice")
            .arg(machines, core::nodeSetNames(plan, {check.node}).constFirst());
    case PlanProblem::NodeSetTooSmall:
        return tr("the set of machines %1 has fewer than two machines: a split or one copy per machine "
                  "needs two")
            .arg(machines);
    case PlanProblem::LayoutNotSet:
        return tr("a layout of the plan is not set");
    case PlanProblem::LayoutNeedsTwoNodes:
        return tr("%1 needs at least two machines, %n given", nullptr, int(check.nodeSet.size()))
            .arg(presentation::AnalysisText::layoutName(check.layout));
    case PlanProblem::LayoutCannotHoldModel:
        return tr("%1 over %2 cannot hold %3: %4")
            .arg(presentation::AnalysisText::layoutName(check.layout), machines, model, reason(check.reason));
    }
    return {};
}

namespace {

/// A shape's dimension as the Goal page's custom shape names it.
QString dimensionName(protocol::ShapeDimension dimension)
{
    using protocol::ShapeDimension;
    switch (dimension) {
    case ShapeDimension::Layers:
        return PlanText::tr("the number of layers");
    case ShapeDimension::Hidden:
        return PlanText::tr("the hidden size");
    case ShapeDimension::Heads:
        return PlanText::tr("the number of query heads");
    case ShapeDimension::KvHeads:
        return PlanText::tr("the number of KV heads");
    case ShapeDimension::HeadDim:
        return PlanText::tr("the head dimension");
    case ShapeDimension::Intermediate:
        return PlanText::tr("the intermediate size");
    case ShapeDimension::Vocab:
        return PlanText::tr("the vocabulary size");
    case ShapeDimension::Unknown:
        break;
    }
    return PlanText::tr("a dimension of the model");
}

} // namespace

QString PlanText::reason(const protocol::BenchProblem &problem)
{
    using protocol::BenchProblemCode;
    const auto number = [](std::uint64_t value) {
        return QString::number(value);
    };
    const QString value = number(problem.value);
    const QString other = number(problem.other);
    const QString ranks = number(problem.ranks);
    const QString minimum = number(problem.minimum);
    const QString maximum = number(problem.maximum);
    switch (problem.code) {
    case BenchProblemCode::None:
        break;
    case BenchProblemCode::DimensionIsZero:
        return tr("%1 must be at least 1, not 0").arg(dimensionName(problem.dimension));
    case BenchProblemCode::DimensionTooLarge:
        return tr("%1 is %2, more than the %3 ShardScope can build")
            .arg(dimensionName(problem.dimension), value, maximum);
    case BenchProblemCode::HeadsNotMultipleOfKvHeads:
        return tr("the model's %1 query heads do not split into equal groups over its %2 KV heads; the "
                  "number of query heads must be a multiple of the number of KV heads")
            .arg(value, other);
    case BenchProblemCode::HeadDimOdd:
        return tr("the head dimension is %1, an odd number, and the rotary position embedding needs an "
                  "even one")
            .arg(value);
    case BenchProblemCode::RopeThetaOutOfRange:
        return tr("the base of the rotary position embedding (rope_theta) must be a number above 1");
    case BenchProblemCode::RmsNormEpsOutOfRange:
        return tr("the epsilon of the normalisation (rms_norm_eps) must be between 0 and 1");
    case BenchProblemCode::RanksOutOfRange:
        return tr("a benchmark runs on 1 to %1 machines, not %2").arg(maximum, ranks);
    case BenchProblemCode::SingleWithManyRanks:
        return tr("a single-machine run uses one machine, not %1").arg(ranks);
    case BenchProblemCode::HeadsNotDivisible:
        return tr("the model's %1 query heads and %2 KV heads must both divide evenly by %3; choose a number "
                  "of machines that divides both")
            .arg(value, other, ranks);
    case BenchProblemCode::IntermediateNotDivisible:
        return tr("the model's intermediate size, %1, must divide evenly by %2").arg(value, ranks);
    case BenchProblemCode::VocabSmallerThanRanks:
        return tr("the model's vocabulary of %1 tokens cannot be shared by %2 machines").arg(value, ranks);
    case BenchProblemCode::MoreStagesThanLayers:
        return tr("the model has %n layer(s) and each of the %1 machines needs at least one; use at most %n "
                  "machine(s)",
                  nullptr, int(problem.value))
            .arg(ranks);
    case BenchProblemCode::UnknownLayout:
        return tr("the layout is not known");
    case BenchProblemCode::RowsNotWholeBlocks: {
        const QString type = QString::fromStdString(protocol::toString(problem.dtype));
        const QString rows = problem.dimension == protocol::ShapeDimension::Heads
                                 ? tr("the query heads times the head dimension")
                                 : dimensionName(problem.dimension);
        if (problem.ranks > 1 && problem.dimension != protocol::ShapeDimension::Hidden)
            return tr("%1 stores weights in blocks of %2 values, and %3 over %4 machines is %5 per machine, "
                      "not a "
                      "multiple of %2; choose f32 or bf16, or another number of machines")
                .arg(type, minimum, rows, ranks, value);
        return tr("%1 stores weights in blocks of %2 values, and %3 is %4, not a multiple of %2; choose f32 "
                  "or "
                  "bf16")
            .arg(type, minimum, rows, value);
    }
    case BenchProblemCode::PromptTokensOutOfRange:
        return tr("the prompt length must be from %1 to %2 tokens, not %3").arg(minimum, maximum, value);
    case BenchProblemCode::GenerateTokensOutOfRange:
        return tr("the answer length must be from %1 to %2 tokens, not %3").arg(minimum, maximum, value);
    case BenchProblemCode::TooManyTokens:
        return tr("the prompt and the answer together must be at most %1 tokens, not %2").arg(maximum, value);
    case BenchProblemCode::ConcurrencyOutOfRange:
        return tr("the requests at once must be from %1 to %2, not %3").arg(minimum, maximum, value);
    case BenchProblemCode::WarmupStepsOutOfRange:
        return tr("the warm-up must be from %1 to %2 steps, not %3").arg(minimum, maximum, value);
    case BenchProblemCode::PrefillsOutOfRange:
        return tr("the prompt must be read and timed from %1 to %2 times, not %3")
            .arg(minimum, maximum, value);
    }
    return {};
}

} // namespace shardscope::ui
