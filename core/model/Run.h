#pragma once

#include "core/model/BenchTypes.h"
#include "core/model/RunConfig.h"
#include "core/model/ServeTypes.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Link.h"
#include "remote-agent/protocol/Serve.h"
#include "remote-agent/protocol/Telemetry.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace shardscope::core {

/// Life cycle of a measurement run: written as Running first, finished in its last transaction.
/// Interrupted: its writer ended without finishing it (killed, crashed, power lost); it keeps what
/// it had stored. Set by the store (markInterruptedRuns: on every open, and when History reloads),
/// never by a runner.
enum class RunStatus { Unknown = 0, Running, Complete, Failed, Cancelled, Interrupted };

/// A kind of run: the name runs of it are stored under (runs.kind, never translated) and what its
/// parts are called in its stored error ("2 of 3 pairs failed").
struct RunKind {
    const char *name;
    const char *part;
    const char *parts;
    QString nameText() const { return QString::fromLatin1(name); }
};
/// A link matrix: its parts are the pairs (StoredLinkPair).
inline constexpr RunKind kLinkRun{"linktest", "pair", "pairs"};
/// A benchmark plan: its parts are the plan's runs (StoredBenchResult).
inline constexpr RunKind kBenchRun{"bench", "run", "runs"};
/// A serving benchmark of the user's own server (ServePlan): its parts are its concurrency steps.
inline constexpr RunKind kServeRun{"serve", "step", "steps"};
/// A setup check (issue 18): its one part is the check (StoredSetupCheck).
inline constexpr RunKind kSetupCheckRun{"setup_check", "check", "checks"};

/// A run as stored (table runs).
struct RunRecord {
    qint64 id = 0;
    QString kind; ///< RunKind::name: "linktest", "bench"
    RunStatus status = RunStatus::Unknown;
    QDateTime startedAtUtc;
    QDateTime finishedAtUtc; ///< invalid while running
    QString configJson;      ///< the configuration snapshot written by beginRun
    RunConfig config;        ///< configJson, read by the store when it reads the run
    QString error;
    bool baseline = false; ///< the run of its kind that others are compared against (at most one)
    bool operator==(const RunRecord &) const = default;
};

/// One pair of a link run as stored: who measured whom, and the whole report (series and raw
/// samples included) or why there is none.
struct StoredLinkPair {
    qint64 id = 0;
    qint64 runId = 0;
    QString clientName; ///< the node names at the time of the run (hosts may be renamed or removed)
    QString serverName;
    std::optional<qint64> clientHostId; ///< null once that host was removed
    std::optional<qint64> serverHostId;
    RunStatus status = RunStatus::Unknown;          ///< Complete, Failed or Cancelled
    QString errorCode;                              ///< errorCodeName() when not Complete
    QString error;                                  ///< untranslated detail when not Complete
    std::optional<protocol::LinkPairReport> report; ///< set when Complete
};

/// One run of a benchmark plan as stored (table bench_results): its layout, nodes and concurrency,
/// how it ended, its summary and every rank's whole report (raw per-token samples included), so the
/// figures can always be recomputed.
struct StoredBenchResult {
    qint64 id = 0;    ///< row id; 0 before it is stored
    qint64 runId = 0; ///< the plan's run (runs.id); deleting the run deletes its results
    int position = 0; ///< 0-based place in the plan's order (the single-node baseline is 0)
    protocol::BenchLayout layout = protocol::BenchLayout::Unknown;
    std::uint32_t concurrency = 0; ///< sequences in flight (Replicas: over all replicas)
    QStringList nodeNames;         ///< the nodes' names at the time of the run, in rank (replica) order
    QList<qint64> hostIds; ///< their host ids at the time (JSON, no foreign key: may name removed hosts)
    RunStatus status = RunStatus::Unknown; ///< Complete, Failed or Cancelled
    QString errorCode;                     ///< errorCodeName() when not Complete
    QString error;                         ///< untranslated detail when not Complete
    BenchSummary summary;                  ///< summarizeBenchRun of the reports (partial when not Complete)
    /// BenchRunOutcome::ranks: one per rank (replica) in order; unset: that rank gave no report.
    QList<std::optional<protocol::BenchRankReport>> reports;
    QDateTime createdAtUtc; ///< set by saveBenchResult (the time of storing); ignored on save
    bool operator==(const StoredBenchResult &) const = default;
};

/// What one machine of a serving run sampled during one step (telemetry_start → telemetry_stop):
/// the series, or why there is none. The step's result does not depend on it: a machine whose
/// sampling failed leaves the step's figures as they are, and says so.
struct StoredTelemetry {
    QString nodeName;      ///< the node's name at the time of the run
    QString interfaceName; ///< the interface it sampled (holding its cluster address); may be empty
    std::optional<protocol::TelemetrySeries> series; ///< unset: `error` says why
    QString error;                                   ///< untranslated; empty when the series is there
    bool operator==(const StoredTelemetry &) const = default;
};

/// One step of a serving run as stored (table serve_results): its concurrency, how it ended, its
/// summary, every request's record (so the figures can always be recomputed) and each machine's
/// sampling over the step.
struct StoredServeResult {
    qint64 id = 0;    ///< row id; 0 before it is stored
    qint64 runId = 0; ///< the plan's run (runs.id); deleting the run deletes its results
    int position = 0; ///< 0-based place in the plan's concurrencies
    std::uint32_t concurrency = 0;
    RunStatus status = RunStatus::Unknown;             ///< Complete, Failed or Cancelled
    QString errorCode;                                 ///< errorCodeName() when not Complete
    QString error;                                     ///< untranslated detail when not Complete
    ServeSummary summary;                              ///< summarizeServeRun of the records
    std::vector<protocol::ServeRequestRecord> records; ///< in sending order
    QList<StoredTelemetry> telemetry;                  ///< one per plan machine, in the plan's order
    QDateTime createdAtUtc; ///< set by saveServeResult (the time of storing); ignored on save
    bool operator==(const StoredServeResult &) const = default;
};

/// A setup check as stored (table setup_checks): the whole check as `check --json` prints it
/// (core::setupCheckJson: the machines with their interface choice, the reach matrix, the findings
/// with their facts, the check list); core::setupCheckRecordFromJson reads it back.
struct StoredSetupCheck {
    qint64 runId = 0;
    QString resultJson;
    QDateTime createdAtUtc; ///< set by saveSetupCheck (the time of storing); ignored on save
    bool operator==(const StoredSetupCheck &) const = default;
};

/// The stored, untranslated name of a status ("interrupted"), and back (nullopt for no status's).
QString runStatusName(RunStatus status);
std::optional<RunStatus> runStatusFromName(const QString &name);

/// The node names of a run's configuration snapshot ("nodes": [{"name": …}], as bench and link
/// runs write it), in its order: the run's cluster, for the history's filter and lists. Empty when
/// the snapshot names none or cannot be read.
QStringList runNodeNames(const RunRecord &run);
/// The model's name in a bench run's configuration snapshot ("model": {"name": …}) or a serving
/// run's (the server's "model"); empty when the snapshot names none or cannot be read.
QString runModelName(const RunRecord &run);

} // namespace shardscope::core
