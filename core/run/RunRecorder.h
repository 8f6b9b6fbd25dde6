#pragma once

#include "core/Result.h"
#include "core/model/Run.h"
#include "core/store/ResultStore.h"

#include <QList>
#include <QString>

#include <optional>

namespace shardscope::core {

/// How a run ends in the store: its status and, when not Complete, why (untranslated).
struct RunEnd {
    RunStatus status = RunStatus::Unknown;
    QString error;
    bool operator==(const RunEnd &) const = default;
};

/// The one rule for a run's final status, over the statuses of its parts (a link run's pairs, a
/// benchmark plan's runs, a serving run's steps), in this order: Cancelled if any part was cancelled; Failed
/// with `failure`'s detail when the run could not go on (a plan that could not start); Failed when no part
/// was measured; Failed saying how many parts failed; Failed when storing a part failed
/// (`storeError`, the first such failure); else Complete.
RunEnd runEnd(const QList<RunStatus> &parts, const RunKind &kind,
              const std::optional<Error> &storeError = std::nullopt,
              const std::optional<Error> &failure = std::nullopt);

/// One run's life in the store, the same for the CLI and the GUI and every kind of run: begun
/// (ResultStore::beginRun: Running, with its configuration snapshot), fed its parts one by one as
/// soon as each is done (so a later failure or a cancel loses nothing that was measured), finished
/// once with runEnd(). Front ends only show progress. Not copyable: one recorder per run. The
/// store must outlive it and be used on the thread that uses the store.
class RunRecorder
{
public:
    /// Begins a run of `kind` with its configuration snapshot; the store's error when it refuses
    /// (then nothing is recorded: there is no run to feed).
    static Result<RunRecorder> begin(ResultStore &store, const RunKind &kind, const QString &configJson);
    RunRecorder(RunRecorder &&) = default;
    RunRecorder &operator=(RunRecorder &&) = default;
    RunRecorder(const RunRecorder &) = delete;
    RunRecorder &operator=(const RunRecorder &) = delete;

    qint64 runId() const { return m_runId; }
    const RunKind &kind() const { return m_kind; }

    /// Stores one part (its runId must be runId()); counts its status whether or not the store took
    /// it. Returns the store's answer; the first failure is also kept for the final status.
    Result<qint64> record(const StoredLinkPair &pair);
    Result<qint64> record(const StoredBenchResult &result);
    Result<qint64> record(const StoredServeResult &result);
    /// A setup check's one part: Complete, or Cancelled for a check cancelled part way (what it had
    /// checked is stored either way; the problems it found are in the check, not its status).
    Result<qint64> record(const StoredSetupCheck &check, RunStatus status);

    /// The first part the store refused, if any.
    const std::optional<Error> &storeError() const { return m_storeError; }
    /// The parts' statuses so far, in the order they were recorded.
    const QList<RunStatus> &partStatuses() const { return m_parts; }

    /// What finish() decided, and whether the store took it: a full disk may refuse the last
    /// UPDATE after every part went in.
    struct Finished {
        RunEnd end;
        Result<void> stored;
    };
    /// Ends the run with runEnd() over the recorded parts (`failure`: the run could not go on) and
    /// stores it. Once: a second call stores nothing and says so in `stored`.
    Finished finish(const std::optional<Error> &failure = std::nullopt);

private:
    RunRecorder(ResultStore &store, qint64 runId, const RunKind &kind);
    Result<qint64> counted(RunStatus status, Result<qint64> saved);

    ResultStore *m_store = nullptr;
    qint64 m_runId = 0;
    RunKind m_kind;
    QList<RunStatus> m_parts;
    std::optional<Error> m_storeError;
    std::optional<RunEnd> m_end;
};

} // namespace shardscope::core
