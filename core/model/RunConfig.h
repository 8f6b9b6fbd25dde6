#pragma once

#include "core/model/BenchPlan.h"
#include "core/model/ClusterNode.h"
#include "core/model/ServePlan.h"
#include "remote-agent/protocol/Link.h"

#include <QList>
#include <QString>

#include <variant>

namespace shardscope::core {

/// A link run's configuration snapshot: its nodes (by name, cluster address, SSH destination and
/// stored host; not how to reach them) and the settings every pair ran with.
struct LinkRunConfig {
    QList<ClusterNode> nodes;
    protocol::LinkTestSettings settings;
    bool operator==(const LinkRunConfig &) const = default;
};

/// A benchmark run's configuration snapshot: its plan (benchPlanFromJson; nodes as above).
struct BenchRunConfig {
    BenchPlan plan;
    bool operator==(const BenchRunConfig &) const = default;
};

/// A serving run's configuration snapshot: its plan (servePlanFromJson; nodes as above).
struct ServeRunConfig {
    ServePlan plan;
    bool operator==(const ServeRunConfig &) const = default;
};

/// A stored run's configuration, read once, when the store reads the run (parseRunConfig): one
/// type per kind of run. Nothing else parses RunRecord::configJson.
struct RunConfig {
    /// The run's nodes in rank order, whatever its kind; by name only where the rest of the snapshot
    /// cannot be read, so that such a run still names its machines (the history's cluster filter).
    QList<ClusterNode> nodes;
    /// monostate: a kind this build does not know, or a snapshot that could not be read (error).
    std::variant<std::monostate, LinkRunConfig, BenchRunConfig, ServeRunConfig> value;
    QString shardscopeVersion; ///< the version that measured it; empty when not recorded
    QString error;             ///< why the snapshot could not be read; empty when it was
    bool operator==(const RunConfig &) const = default;

    const LinkRunConfig *link() const { return std::get_if<LinkRunConfig>(&value); }
    const BenchRunConfig *bench() const { return std::get_if<BenchRunConfig>(&value); }
    const ServeRunConfig *serve() const { return std::get_if<ServeRunConfig>(&value); }
};

/// Reads the snapshot of a run of `kind` (RunKind::name). Never fails: what cannot be read is
/// RunConfig::error ("the stored plan's \"nodes[0].name\" is empty"), with the kind's part empty.
RunConfig parseRunConfig(const QString &kind, const QString &configJson);

/// The configuration snapshot of a link run (ResultStore::beginRun): kind, nodes, settings, the
/// schedule ("rounds", or "one_at_a_time" for shared media: LinkMatrixOptions::oneAtATime) and the
/// ShardScope version. CLI and GUI alike; parseRunConfig reads it back.
QString linkRunConfigJson(const QList<ClusterNode> &nodes, const protocol::LinkTestSettings &settings,
                          bool oneAtATime = false);

} // namespace shardscope::core
