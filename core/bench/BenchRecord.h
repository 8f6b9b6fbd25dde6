#pragma once

#include "core/model/BenchPlan.h"
#include "core/model/BenchTypes.h"
#include "core/model/Host.h"
#include "core/model/Run.h"

#include <QStringList>

namespace shardscope::core {

/// Complete without an error, Cancelled for a Cancelled error, Failed otherwise.
RunStatus benchRunStatus(const BenchRunOutcome &outcome);

/// The names of the plan's nodes a run used, in rank (replica) order.
QStringList benchRunNodeNames(const BenchPlan &plan, const BenchRunSpec &spec);

/// One finished run of a plan as it is stored (CLI and GUI alike): its summary
/// (summarizeBenchRun with the run's concurrency), every rank's report, the node names and host ids
/// (0 for a node that is not stored), and its status and error. A run that completed above the
/// memory roofline is a measurement error: it is stored as Failed with benchRooflineError's message,
/// its figures kept.
StoredBenchResult storedBenchResult(qint64 runId, const BenchPlan &plan, int position,
                                    const BenchRunOutcome &outcome);

} // namespace shardscope::core
