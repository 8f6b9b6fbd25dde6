#include "core/bench/BenchRecord.h"

#include "core/analysis/BenchMetrics.h"

namespace shardscope::core {

RunStatus benchRunStatus(const BenchRunOutcome &outcome)
{
    if (!outcome.error)
        return RunStatus::Complete;
    return outcome.error->code == ErrorCode::Cancelled ? RunStatus::Cancelled : RunStatus::Failed;
}

QStringList benchRunNodeNames(const BenchPlan &plan, const BenchRunSpec &spec)
{
    return nodeSetNames(plan, spec.nodes);
}

StoredBenchResult storedBenchResult(qint64 runId, const BenchPlan &plan, int position,
                                    const BenchRunOutcome &outcome)
{
    protocol::BenchWorkload workload = plan.workload;
    workload.concurrency = outcome.spec.concurrency;

    StoredBenchResult stored;
    stored.runId = runId;
    stored.position = position;
    stored.layout = outcome.spec.layout;
    stored.concurrency = outcome.spec.concurrency;
    stored.nodeNames = benchRunNodeNames(plan, outcome.spec);
    for (int node : outcome.spec.nodes)
        stored.hostIds.append(plan.nodes.at(node).hostId.value_or(0));
    stored.summary = summarizeBenchRun(outcome.spec, workload, outcome.ranks);
    stored.reports = outcome.ranks;

    std::optional<Error> error = outcome.error;
    if (!error)
        error = benchRooflineError(stored.summary);
    BenchRunOutcome judged = outcome;
    judged.error = error;
    stored.status = benchRunStatus(judged);
    if (error) {
        stored.errorCode = errorCodeName(error->code);
        stored.error = error->detail;
    }
    return stored;
}

} // namespace shardscope::core
