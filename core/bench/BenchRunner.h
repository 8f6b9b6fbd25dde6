#pragma once

#include "core/Result.h"
#include "core/cluster/NodeJobs.h"
#include "core/model/BenchPlan.h"
#include "core/model/BenchTypes.h"

#include <QList>
#include <QString>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>

namespace shardscope::core {

/// How runBenchPlan reaches the nodes and how long a rank may take.
struct BenchRunnerOptions {
    AgentAccess agents;
    /// A collective (or a rendezvous key) that waits longer fails the rank: how soon the other
    /// ranks of a run stop after one of them died.
    std::int64_t commTimeoutMs = 10000;
    std::int64_t maxDurationMs = 600000; ///< one rank, weights included; its call gets this plus slack
    bool keepFirstLogits = false;        ///< the ranks keep the first token's logits (correctness checks)
};

/// Where one rank (or replica) of the running run stands.
struct BenchRankProgress {
    int run = -1;        ///< index into expandBenchPlan's list
    int rank = -1;       ///< rank (replica) index of that run
    double fraction = 0; ///< 0…1 of this rank's work
    QString stage;       ///< the agent's stage name ("weights", "prefill", "decode", …)
};

struct BenchRunnerCallbacks {
    /// Connecting, deploying and starting each node's agent; questions (host keys, passwords) as
    /// in runNodeJobs, called from its worker threads.
    NodeJobCallbacks nodes;
    /// The others are called on runBenchPlan's thread.
    std::function<void(int run, const BenchRunSpec &spec)> runStarted;
    std::function<void(const BenchRankProgress &)> rankProgress;
    /// Called when a run is done (or failed, or was skipped: a node is down, or cancelled).
    std::function<void(int run, const BenchRunOutcome &outcome)> runFinished;
};

struct BenchPlanResult {
    QList<BenchRunSpec> specs;   ///< expandBenchPlan(plan)
    QList<NodeOutcome> nodes;    ///< one per plan node: why a node could not take part
    QList<BenchRunOutcome> runs; ///< one per spec, in that order
};

/// Slack on top of a rank's maxDurationMs for its bench_run call: the agent's own limit fires
/// first and comes back as a report.
inline constexpr std::chrono::seconds kBenchCallSlack(30);
/// After one rank of a run failed, the others get commTimeoutMs plus this to answer (their
/// collectives time out, their reports come back); a rank still silent then (its node or link is
/// gone) is abandoned and its agent ended. A silent link thus ends the run about 30 s after it
/// went silent: the survivors' 10 s timeout, then their 10 s, then this.
inline constexpr std::chrono::seconds kBenchFailureGrace(10);

/// Expands the plan (an invalid plan is an InvalidArgument before anything is connected), opens
/// every node's agent once (in parallel), then runs the plan's runs one at a time, in order. One
/// run: a fresh 32-hex-digit runId, one thread per rank calling bench_run on its node's agent, the
/// ranks' rendezvous entries relayed between them; Replicas: one Single run per replica with its
/// share of the concurrency (an idle replica does not run), all at once. A rank that answers with
/// an error or an incomplete report fails the run; the outcome keeps every report received. A
/// node whose channel fails is ended and fails the later runs that need it; the other runs still
/// go on. After *cancel becomes true the running run stops soon (Cancelled), later runs are
/// Cancelled without running. Every agent is ended before it returns.
Result<BenchPlanResult> runBenchPlan(const BenchPlan &plan, const BenchRunnerOptions &options,
                                     const BenchRunnerCallbacks &callbacks = {},
                                     const std::atomic_bool *cancel = nullptr);

/// A fresh run id: 16 bytes from the system's random source, as 32 hex digits.
std::string newBenchRunId();

} // namespace shardscope::core
