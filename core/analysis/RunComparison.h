#pragma once

#include "core/model/Run.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <utility>
#include <variant>

namespace shardscope::core {

// Comparing two stored runs (the history's comparison): which settings differ, how each figure
// changed and what counts as noise. The UI words and draws the rows.

/// A setting's value, typed so that the UI can word it: numbers in the user's locale, layouts by
/// name, machine sets by their machines. None: the run has no such setting.
using SettingValue = std::variant<std::monostate, bool, std::int64_t, std::uint64_t, double, QString,
                                  QList<protocol::BenchLayout>, QList<std::uint64_t>, QList<QStringList>>;

/// The settings of a run's configuration (RunRecord::config), keyed by their path in the snapshot
/// ("model.name", "workload.seed", "settings.streams", "layouts", "node_sets" by machine names),
/// plus "machines" (the names in order), "address:<machine>" (each one's cluster address) and
/// "shardscope_version". How the workstation reached the machines (SSH, host ids) is not a setting
/// of the measurement and stays out. Empty when the configuration could not be read.
QMap<QString, SettingValue> runSettings(const RunRecord &run);

/// The prefix of a machine's address in runSettings ("address:node1").
inline constexpr char kAddressSettingPrefix[] = "address:";

/// One setting two runs have differently.
struct SettingChange {
    QString key; ///< runSettings' key
    SettingValue before;
    SettingValue after;
    bool operator==(const SettingChange &) const = default;
};

/// The settings that differ between two runs: the first run's in key order, then those only the
/// second has.
QList<SettingChange> changedSettings(const RunRecord &before, const RunRecord &after);

/// Run-to-run noise: a figure that changed by less than this many percent is neither better nor worse.
inline constexpr double kComparisonNoisePercent = 2.0;

/// How a measured figure changed from the first run to the second.
struct FigureChange {
    std::optional<double> percent; ///< (after / before − 1) × 100; unset when `before` is not above 0
    int better = 0;                ///< +1: the second run is better, −1: worse, 0: within the noise
    bool operator==(const FigureChange &) const = default;
};
FigureChange figureChange(double before, double after, bool higherIsBetter);

/// Results of two bench runs that measured the same thing: the same layout and concurrency, and
/// where a layout ran over several sets of machines in either run, the same machines (a layout that
/// ran over one set in each run is compared whatever the machines: a run on other or renamed
/// machines is what a comparison is for). Each result of `first` with its first match, in order.
QList<std::pair<StoredBenchResult, StoredBenchResult>>
matchedBenchResults(const QList<StoredBenchResult> &first, const QList<StoredBenchResult> &second);

/// Pairs of two link runs between the same two machines (same client and server), both with a
/// report; each pair of `first` with its first match, in order.
QList<std::pair<StoredLinkPair, StoredLinkPair>> matchedLinkPairs(const QList<StoredLinkPair> &first,
                                                                  const QList<StoredLinkPair> &second);

} // namespace shardscope::core
