#include "core/analysis/RunComparison.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <functional>

namespace shardscope::core {

namespace {

using Json = nlohmann::json;

QString text(const Json &value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>())
                             : QString::fromStdString(value.dump());
}

/// A leaf of the snapshot's JSON (written from the typed configuration) as a typed value.
SettingValue leafValue(const Json &value)
{
    switch (value.type()) {
    case Json::value_t::boolean:
        return value.get<bool>();
    case Json::value_t::number_unsigned:
        return value.get<std::uint64_t>();
    case Json::value_t::number_integer:
        return value.get<std::int64_t>();
    case Json::value_t::number_float:
        return value.get<double>();
    case Json::value_t::string:
        return QString::fromStdString(value.get<std::string>());
    default:
        return text(value);
    }
}

void addFlattened(QMap<QString, SettingValue> &settings, const QString &path, const Json &value)
{
    if (!value.is_object()) {
        settings.insert(path, leafValue(value));
        return;
    }
    for (auto it = value.begin(); it != value.end(); ++it)
        addFlattened(settings, path + QLatin1Char('.') + QString::fromStdString(it.key()), it.value());
}

void addNodes(QMap<QString, SettingValue> &settings, const QList<ClusterNode> &nodes)
{
    QStringList names;
    for (const ClusterNode &node : nodes) {
        names << node.target.name;
        settings.insert(QLatin1String(kAddressSettingPrefix) + node.target.name, node.clusterAddress);
    }
    settings.insert(QStringLiteral("machines"), names.join(QStringLiteral(", ")));
}

void addBenchSettings(QMap<QString, SettingValue> &settings, const BenchPlan &plan)
{
    const Json json = benchPlanJson(plan);
    for (const char *key : {"model", "workload", "goal"})
        addFlattened(settings, QLatin1String(key), json.at(key));
    for (const char *key : {"dtype", "backend", "threads"})
        settings.insert(QLatin1String(key), leafValue(json.at(key)));
    settings.insert(QStringLiteral("layouts"), plan.layouts);
    QList<std::uint64_t> concurrencies;
    for (std::uint32_t concurrency : plan.concurrencies)
        concurrencies << concurrency;
    settings.insert(QStringLiteral("concurrencies"), concurrencies);
    if (!plan.nodeSets.isEmpty()) {
        QList<QStringList> sets;
        for (const QList<int> &set : plan.nodeSets)
            sets << nodeSetNames(plan, set);
        settings.insert(QStringLiteral("node_sets"), sets);
    }
}

} // namespace

QMap<QString, SettingValue> runSettings(const RunRecord &run)
{
    QMap<QString, SettingValue> settings;
    if (const BenchRunConfig *bench = run.config.bench()) {
        addBenchSettings(settings, bench->plan);
        addNodes(settings, bench->plan.nodes);
    } else if (const LinkRunConfig *link = run.config.link()) {
        addFlattened(settings, QStringLiteral("settings"), Json(link->settings));
        addNodes(settings, link->nodes);
    } else {
        return settings;
    }
    if (!run.config.shardscopeVersion.isEmpty())
        settings.insert(QStringLiteral("shardscope_version"), run.config.shardscopeVersion);
    return settings;
}

QList<SettingChange> changedSettings(const RunRecord &before, const RunRecord &after)
{
    const QMap<QString, SettingValue> a = runSettings(before);
    const QMap<QString, SettingValue> b = runSettings(after);
    QStringList keys = a.keys();
    for (const QString &key : b.keys()) {
        if (!keys.contains(key))
            keys << key;
    }
    QList<SettingChange> changes;
    for (const QString &key : std::as_const(keys)) {
        const SettingValue first = a.value(key);
        const SettingValue second = b.value(key);
        if (first != second)
            changes << SettingChange{key, first, second};
    }
    return changes;
}

FigureChange figureChange(double before, double after, bool higherIsBetter)
{
    FigureChange change;
    if (!(before > 0))
        return change;
    const double percent = (after / before - 1.0) * 100.0;
    change.percent = percent;
    if (std::abs(percent) >= kComparisonNoisePercent)
        change.better = ((percent > 0) == higherIsBetter) ? 1 : -1;
    return change;
}

namespace {

/// The sets of machines `layout` ran over among `results`.
QList<QStringList> layoutSets(const QList<StoredBenchResult> &results, protocol::BenchLayout layout)
{
    QList<QStringList> sets;
    for (const StoredBenchResult &result : results) {
        if (result.layout == layout && !sets.contains(result.nodeNames))
            sets << result.nodeNames;
    }
    return sets;
}

bool samePlace(const StoredBenchResult &x, const StoredBenchResult &y, const QList<StoredBenchResult> &first,
               const QList<StoredBenchResult> &second)
{
    if (x.layout != y.layout || x.concurrency != y.concurrency)
        return false;
    if (x.nodeNames == y.nodeNames)
        return true;
    return layoutSets(first, x.layout).size() == 1 && layoutSets(second, y.layout).size() == 1;
}

} // namespace

QList<std::pair<StoredBenchResult, StoredBenchResult>>
matchedBenchResults(const QList<StoredBenchResult> &first, const QList<StoredBenchResult> &second)
{
    QList<std::pair<StoredBenchResult, StoredBenchResult>> matched;
    for (const StoredBenchResult &x : first) {
        for (const StoredBenchResult &y : second) {
            if (samePlace(x, y, first, second)) {
                matched.append({x, y});
                break;
            }
        }
    }
    return matched;
}

QList<std::pair<StoredLinkPair, StoredLinkPair>> matchedLinkPairs(const QList<StoredLinkPair> &first,
                                                                  const QList<StoredLinkPair> &second)
{
    QList<std::pair<StoredLinkPair, StoredLinkPair>> matched;
    for (const StoredLinkPair &x : first) {
        for (const StoredLinkPair &y : second) {
            if (x.clientName == y.clientName && x.serverName == y.serverName && x.report && y.report) {
                matched.append({x, y});
                break;
            }
        }
    }
    return matched;
}

} // namespace shardscope::core
