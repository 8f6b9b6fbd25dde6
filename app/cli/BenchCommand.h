#pragma once

#include "app/cli/NodeCommands.h"
#include "core/model/BenchTypes.h"
#include "remote-agent/protocol/Bench.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace shardscope::cli {

/// What `shardscope-cli bench --host … | --all` was asked to do.
struct BenchCommandOptions {
    NodeSelection nodes;        ///< the first one runs the single-node baseline
    protocol::ModelShape model; ///< --model: a preset's shape
    protocol::DType dtype = protocol::DType::F32;
    protocol::BenchBackend backend = protocol::BenchBackend::Cpu;
    protocol::BenchWorkload workload; ///< --prompt, --gen, --warmup, --seed; concurrency unused
    std::uint32_t threads = 0;        ///< --threads per rank; 0: every core of each node
    /// --layouts; Single always runs first. Empty: Single alone with one node, else all four.
    QList<protocol::BenchLayout> layouts;
    /// --split-over, repeatable: the node sets the splits and replicas run over, each by the names
    /// the nodes have in the plan (as given to --host, or stored), in rank order. Empty: all nodes.
    QList<QStringList> splitOver;
    QList<std::uint32_t> concurrencies; ///< --concurrency
    core::InferenceGoal goal;           ///< --usage, --ttft-target, --tpot-target: stored with the plan
    QString databasePath;               ///< --db, else core::defaultDatabasePath()
    bool json = false;                  ///< --json: plan, runs with summaries and every rank's report
};

/// Parses a comma-separated list of layout names ("single,tp,pp,replicas"); nullopt with *error set
/// (naming the word) when a name is unknown or the list is empty.
std::optional<QList<protocol::BenchLayout>> parseLayoutList(const QString &text, QString *error);

/// Parses one --split-over value, a comma-separated list of two or more node names ("a,b,c");
/// nullopt with *error set when a name is empty or fewer than two are given. The names are matched
/// against the plan's nodes later (runBenchCommand), once the hosts are resolved.
std::optional<QStringList> parseNodeNameList(const QString &text, QString *error);

/// Parses a comma-separated list of concurrencies ("1,4,16"), each 1 to `maximum` (bench's
/// kMaxBenchConcurrency, serve-bench's kMaxServeConcurrency); nullopt with *error set (naming the
/// word) otherwise.
std::optional<QList<std::uint32_t>> parseConcurrencyList(const QString &text, std::uint32_t maximum,
                                                         QString *error);

/// Resolves the nodes and their cluster addresses, checks the plan (core::expandBenchPlan) before
/// connecting, runs it (core::runBenchPlan) and stores it as a "bench" run: the plan first, each
/// run as soon as it is done (with its summary and every rank's report), the outcome last.
/// Progress goes to stderr; Ctrl-C cancels (the run is stored as cancelled). Prints a table per
/// run, or JSON with --json. Returns 0 only when every run completed and was stored.
int runBenchCommand(const BenchCommandOptions &options);

} // namespace shardscope::cli
