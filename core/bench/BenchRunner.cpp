#include "core/bench/BenchRunner.h"
#include "core/SafeText.h"

#include "core/agent/AgentChannel.h"
#include "core/bench/RendezvousBoard.h"
#include "remote-agent/protocol/Link.h"
#include "remote-agent/protocol/Rendezvous.h"
#include "remote-agent/protocol/Version.h"

#include <QElapsedTimer>

#include <algorithm>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace shardscope::core {

namespace {

// The monitor of a run checks cancel, the failure grace and progress this often.
constexpr std::chrono::milliseconds kMonitorSlice(50);

bool contains(const std::vector<std::string> &list, const std::string &value)
{
    return std::find(list.begin(), list.end(), value) != list.end();
}

/// One rank (or replica) of a run: what its thread is given and what it leaves behind.
struct RankSlot {
    int node = -1; ///< index into the plan's nodes
    protocol::BenchRunParams params;
    std::shared_ptr<RendezvousBoard> board;
    // Written by the rank's thread before `done`, read by the monitor after the join.
    std::optional<protocol::BenchRankReport> report;
    std::optional<Error> error;
    bool channelLost = false; ///< the agent was ended: its node is down for the rest of the plan
};

/// What the rank threads of one run share with the monitor, under `mutex`.
struct RunShared {
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<bool> done;
    std::vector<std::optional<std::pair<double, QString>>> progress; ///< the newest, not yet passed on
    std::optional<std::chrono::steady_clock::time_point> firstFailure;
    std::vector<int> failureOrder; ///< ranks in the order they failed
    std::atomic_bool abort{false}; ///< the rank threads' cancel flag
};

/// Runs the plan's runs one after another on the calling thread.
class PlanRun
{
public:
    PlanRun(const BenchPlan &plan, const BenchRunnerOptions &options, const BenchRunnerCallbacks &callbacks,
            const std::atomic_bool *cancel, std::vector<PooledNode> &states)
        : m_plan(plan)
        , m_options(options)
        , m_callbacks(callbacks)
        , m_cancel(cancel)
        , m_states(states)
    {}

    BenchRunOutcome run(int index, const BenchRunSpec &spec)
    {
        QElapsedTimer timer;
        timer.start();
        BenchRunOutcome outcome;
        outcome.spec = spec;
        for (qsizetype i = 0; i < spec.nodes.size(); ++i)
            outcome.ranks.append(std::nullopt);
        if (isCancelled(m_cancel)) {
            outcome.error = Error{ErrorCode::Cancelled, QStringLiteral("cancelled before it ran")};
        } else if (auto down = unavailable(spec)) {
            outcome.error = *down;
        } else {
            runRanks(index, spec, outcome);
        }
        outcome.elapsed = std::chrono::milliseconds(timer.elapsed());
        return outcome;
    }

private:
    QString name(int node) const { return m_plan.nodes.at(node).target.name; }

    /// Why a run cannot start because of one of its nodes; nullopt when all are up.
    std::optional<Error> unavailable(const BenchRunSpec &spec) const
    {
        for (int node : spec.nodes) {
            const PooledNode &state = m_states[std::size_t(node)];
            if (state.down)
                return Error{state.down->code,
                             QStringLiteral("%1 is not available: %2").arg(name(node), state.down->detail)};
        }
        return std::nullopt;
    }

    /// The ranks of one run: their params, a board per runId (one per replica).
    std::vector<RankSlot> slotsFor(const BenchRunSpec &spec) const
    {
        std::vector<RankSlot> slots;
        const bool replicas = spec.layout == protocol::BenchLayout::Replicas;
        const auto worldSize = std::uint32_t(replicas ? 1 : spec.nodes.size());
        std::shared_ptr<RendezvousBoard> shared;
        const std::string sharedRunId = newBenchRunId();
        for (qsizetype i = 0; i < spec.nodes.size(); ++i) {
            RankSlot slot;
            slot.node = spec.nodes.at(i);
            protocol::BenchRunParams &params = slot.params;
            params.runId = replicas ? newBenchRunId() : sharedRunId;
            params.model = m_plan.model;
            params.dtype = m_plan.dtype;
            params.backend = m_plan.backend;
            params.workload = m_plan.workload;
            params.workload.concurrency = replicas
                                              ? replicaShare(spec.concurrency, int(spec.nodes.size()), int(i))
                                              : spec.concurrency;
            params.layout = replicas ? protocol::BenchLayout::Single : spec.layout;
            params.worldSize = worldSize;
            params.rank = replicas ? 0 : std::uint32_t(i);
            if (worldSize > 1)
                params.bindAddress = m_plan.nodes.at(slot.node).clusterAddress.toStdString();
            params.threads = m_plan.threads;
            params.commTimeoutMs = m_options.commTimeoutMs;
            params.maxDurationMs = m_options.maxDurationMs;
            params.keepFirstLogits = m_options.keepFirstLogits;
            if (replicas) {
                slot.board = std::make_shared<RendezvousBoard>(params.runId);
            } else {
                if (!shared)
                    shared = std::make_shared<RendezvousBoard>(sharedRunId);
                slot.board = shared;
            }
            slots.push_back(std::move(slot));
        }
        return slots;
    }

    /// One rank's thread: bench_run on its node's agent, relaying the rendezvous. Never throws.
    void rankThread(int rank, RankSlot &slot, AgentChannel &channel, RunShared &shared) noexcept
    {
        try {
            runRank(rank, slot, channel, shared);
        } catch (const std::exception &exception) {
            slot.error = Error{ErrorCode::Unknown,
                               QStringLiteral("rank %1 on %2 failed unexpectedly: %3")
                                   .arg(rank)
                                   .arg(name(slot.node), QString::fromLocal8Bit(exception.what()))};
        } catch (...) {
            slot.error
                = Error{ErrorCode::Unknown,
                        QStringLiteral("rank %1 on %2 failed unexpectedly").arg(rank).arg(name(slot.node))};
        }
        const bool failed = slot.error || (slot.report && !slot.report->completed);
        if (failed) {
            // Recorded before the peers are told: a peer that stops because of this failure must
            // never be taken for its cause.
            const std::lock_guard lock(shared.mutex);
            if (!shared.firstFailure)
                shared.firstFailure = std::chrono::steady_clock::now();
            shared.failureOrder.push_back(rank);
        }
        if (failed)
            tellPeersOfFailure(rank, slot);
        const std::lock_guard lock(shared.mutex);
        shared.done[std::size_t(rank)] = true;
        shared.changed.notify_all();
    }

    /// Posts the run's "<runId>/failed" key for the other ranks: a rank that waits for its peers
    /// before the measured run (weights, connect) stops at once instead of at its time limit. Once
    /// the run is measuring, the communicator's timeout ends the others.
    static void tellPeersOfFailure(int rank, const RankSlot &slot)
    {
        const std::string reason
            = slot.error ? slot.error->detail.toStdString() : "rank " + std::to_string(rank) + " stopped";
        slot.board->post(
            kBoardController,
            protocol::StoreEntry{
                protocol::runFailedKey(slot.params.runId),
                protocol::tokenToHex(reinterpret_cast<const std::uint8_t *>(reason.data()), reason.size())});
    }

    void runRank(int rank, RankSlot &slot, AgentChannel &channel, RunShared &shared)
    {
        const QString who = QStringLiteral("rank %1 on %2").arg(rank).arg(name(slot.node));
        std::size_t cursor = 0;
        // The board checks keys against the rank in the run (a replica is rank 0 of its own run).
        const int boardRank = int(slot.params.rank);
        StoreRelay relay;
        relay.received = [&slot, boardRank](const protocol::StoreEntry &entry) {
            slot.board->post(boardRank, entry);
        };
        relay.outgoing = [&slot, boardRank, &cursor] {
            return slot.board->unsent(boardRank, &cursor);
        };
        const ProgressCallback onProgress = [&shared, rank](double fraction, const QString &stage) {
            const std::lock_guard lock(shared.mutex);
            shared.progress[std::size_t(rank)] = std::pair{fraction, stage};
        };
        const auto timeout = std::chrono::milliseconds(slot.params.maxDurationMs) + kBenchCallSlack;
        auto answer = channel.call("bench_run", nlohmann::json(slot.params), timeout, onProgress,
                                   &shared.abort, relay);
        if (!answer) {
            Error error = answer.error();
            if (error.code == ErrorCode::Cancelled && !isCancelled(m_cancel))
                error
                    = Error{ErrorCode::AgentTimeout,
                            QStringLiteral("it did not stop within %1 s after another rank of the run failed")
                                .arg((m_options.commTimeoutMs + 999) / 1000
                                     + std::chrono::seconds(kBenchFailureGrace).count())};
            slot.error = Error{error.code, QStringLiteral("%1: %2").arg(who, error.detail)};
            // Only the agent's own refusal leaves the session usable: after a timeout or a cancel
            // the rank may still be running, after a transport error the session is gone.
            if (error.code != ErrorCode::AgentError) {
                channel.close(CloseMode::Kill);
                slot.channelLost = true;
            }
            return;
        }
        auto report = protocol::parseBenchRankReport(*answer);
        if (!report) {
            slot.error = Error{ErrorCode::ProtocolError,
                               QStringLiteral("%1: the bench_run answer cannot be read: %2")
                                   .arg(who, qs(report.error().message))};
            return;
        }
        slot.report = std::move(report).value();
        if (!slot.report->completed)
            slot.error = Error{ErrorCode::AgentError,
                               QStringLiteral("%1 stopped: %2")
                                   .arg(who, slot.report->failure.empty() ? QStringLiteral("no reason given")
                                                                          : qs(slot.report->failure))};
    }

    void runRanks(int index, const BenchRunSpec &spec, BenchRunOutcome &outcome)
    {
        std::vector<RankSlot> slots = slotsFor(spec);
        RunShared shared;
        shared.done.assign(slots.size(), false);
        shared.progress.assign(slots.size(), std::nullopt);
        std::vector<std::thread> threads;
        for (std::size_t rank = 0; rank < slots.size(); ++rank) {
            RankSlot &slot = slots[rank];
            if (slot.params.workload.concurrency == 0) {
                shared.done[rank] = true; // an idle replica: nothing to run
                continue;
            }
            AgentChannel &channel = m_states[std::size_t(slot.node)].agent->channel();
            threads.emplace_back(
                [this, rank, &slot, &channel, &shared] { rankThread(int(rank), slot, channel, shared); });
        }

        // The monitor: passes progress on (on this thread), and ends ranks that outlive a failure
        // of the run by more than their collectives' timeout, or the user's cancel.
        const auto failureGrace = std::chrono::milliseconds(m_options.commTimeoutMs) + kBenchFailureGrace;
        std::unique_lock lock(shared.mutex);
        for (;;) {
            for (std::size_t rank = 0; rank < slots.size(); ++rank) {
                if (!shared.progress[rank])
                    continue;
                const auto [fraction, stage] = *std::exchange(shared.progress[rank], std::nullopt);
                if (m_callbacks.rankProgress) {
                    lock.unlock();
                    m_callbacks.rankProgress(BenchRankProgress{index, int(rank), fraction, stage});
                    lock.lock();
                }
            }
            if (std::all_of(shared.done.begin(), shared.done.end(), [](bool done) { return done; }))
                break;
            if (isCancelled(m_cancel)
                || (shared.firstFailure
                    && std::chrono::steady_clock::now() - *shared.firstFailure > failureGrace))
                shared.abort = true;
            shared.changed.wait_for(lock, kMonitorSlice);
        }
        const std::vector<int> failureOrder = shared.failureOrder;
        lock.unlock();
        for (std::thread &thread : threads)
            thread.join();

        for (std::size_t rank = 0; rank < slots.size(); ++rank) {
            RankSlot &slot = slots[rank];
            outcome.ranks[qsizetype(rank)] = std::move(slot.report);
            if (slot.channelLost)
                markDown(slot.node, *slot.error);
        }
        if (isCancelled(m_cancel)) {
            outcome.error = Error{ErrorCode::Cancelled, QStringLiteral("cancelled while it ran")};
        } else if (!failureOrder.empty()) {
            // The first rank to fail is the cause; the others usually only timed out waiting for it
            // and reported what they measured. One that gave no report failed some other way: its
            // own error is named too, or nothing would say why its figures are missing.
            const Error &first = *slots[std::size_t(failureOrder.front())].error;
            QString detail = first.detail;
            if (failureOrder.size() > 1) {
                detail
                    += QStringLiteral(" (%1 of %2 ranks failed)").arg(failureOrder.size()).arg(slots.size());
                for (std::size_t k = 1; k < failureOrder.size(); ++k) {
                    const auto rank = std::size_t(failureOrder[k]);
                    if (!outcome.ranks[qsizetype(rank)] && slots[rank].error)
                        detail += QStringLiteral("; %1").arg(slots[rank].error->detail);
                }
            }
            outcome.error = Error{first.code, detail};
        }
    }

    /// Marks a node unusable for the rest of the plan; its agent was ended by its rank's thread.
    void markDown(int node, const Error &error)
    {
        PooledNode &state = m_states[std::size_t(node)];
        if (!state.down)
            state.down = Error{error.code, QStringLiteral("its agent session ended: %1").arg(error.detail)};
        state.agent.reset();
    }

    const BenchPlan &m_plan;
    const BenchRunnerOptions &m_options;
    const BenchRunnerCallbacks &m_callbacks;
    const std::atomic_bool *m_cancel;
    std::vector<PooledNode> &m_states;
};

} // namespace

std::string newBenchRunId()
{
    return newSecretHex();
}

Result<BenchPlanResult> runBenchPlan(const BenchPlan &plan, const BenchRunnerOptions &options,
                                     const BenchRunnerCallbacks &callbacks, const std::atomic_bool *cancel)
{
    auto specs = expandBenchPlan(plan);
    if (!specs)
        return specs.error();
    BenchPlanResult result;
    result.specs = std::move(specs).value();

    // Every node's agent is kept for the whole plan; one without the bench backend is down.
    const std::string backend = protocol::toString(plan.backend);
    const auto check = [&](int index, const OpenAgent &agent) -> std::optional<Error> {
        const QString node = plan.nodes.at(index).target.name;
        const protocol::Hello &hello = agent.hello();
        if (!contains(hello.capabilities, "bench_run"))
            return Error{ErrorCode::AgentError,
                         QStringLiteral("the agent on %1 (version %2) cannot run benchmarks: deploy this "
                                        "ShardScope's agent (%3)")
                             .arg(node, qs(hello.agentVersion), qs(protocol::kShardScopeVersion))};
        if (!contains(hello.backends, backend))
            // The agent lists "cuda" only when its plugin loads and a driver answers; a missing
            // cuBLAS or NCCL is found later, and that rank's bench_run says which one.
            return Error{ErrorCode::AgentError,
                         plan.backend == protocol::BenchBackend::Cuda
                             ? QStringLiteral("%1 has no usable %2 backend (no NVIDIA driver or no "
                                              "CUDA plugin next to its agent)")
                                   .arg(node, qs(backend))
                             : QStringLiteral("%1 has no usable %2 backend").arg(node, qs(backend))};
        return std::nullopt;
    };
    AgentPool agents(nodeTargets(plan.nodes), options.agents, callbacks.nodes, cancel, check);
    result.nodes = agents.outcomes();

    // One run at a time: runs that share a node (or a switch) must not measure each other.
    PlanRun run(plan, options, callbacks, cancel, agents.nodes());
    for (int index = 0; index < result.specs.size(); ++index) {
        const BenchRunSpec &spec = result.specs.at(index);
        if (callbacks.runStarted)
            callbacks.runStarted(index, spec);
        BenchRunOutcome outcome = run.run(index, spec);
        if (callbacks.runFinished)
            callbacks.runFinished(index, outcome);
        result.runs.append(std::move(outcome));
    }

    agents.closeAll();
    return result;
}

} // namespace shardscope::core
