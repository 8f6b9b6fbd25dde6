#include "core/serve/ServeRunner.h"

#include "core/SafeText.h"
#include "core/agent/AgentChannel.h"
#include "core/analysis/ServeMetrics.h"
#include "remote-agent/protocol/Version.h"

#include <QElapsedTimer>

#include <algorithm>
#include <utility>

namespace shardscope::core {

namespace {

// The serve_run call's own limit: far beyond any step (a step's requests each end by the read
// time-out); the user's cancel is what ends a step early.
constexpr std::chrono::milliseconds kServeCallLimit
    = std::chrono::milliseconds(protocol::kMaxServeDurationMs) + std::chrono::minutes(10);
// serve_detect asks up to four paths, each bounded by its connect and read time-outs.
constexpr std::chrono::seconds kDetectCallSlack(30);
// telemetry_start and telemetry_stop answer at once; a node that does not is slow or gone.
constexpr std::chrono::seconds kTelemetryCallLimit(30);

bool contains(const std::vector<std::string> &list, const std::string &value)
{
    return std::find(list.begin(), list.end(), value) != list.end();
}

/// Only the agent's own refusal leaves its session usable: after a time-out or a cancel it may
/// still be working, after a transport error the session is gone.
bool sessionLost(const Error &error)
{
    return error.code != ErrorCode::AgentError;
}

/// The machines' agents of one serving run and the steps run over them, on the calling thread.
class ServeRun
{
public:
    ServeRun(const ServePlan &plan, const ServeRunnerOptions &options, const ServeRunnerCallbacks &callbacks,
             const std::atomic_bool *cancel, std::vector<PooledNode> &agents)
        : m_plan(plan)
        , m_options(options)
        , m_callbacks(callbacks)
        , m_cancel(cancel)
        , m_agents(agents)
        , m_fromIndex(plan.from < 0 ? int(plan.nodes.size()) : plan.from)
    {}

    const ServePlan &plan() const { return m_plan; }

    /// The sending machine's agent, or why it cannot send.
    std::optional<Error> fromDown() const
    {
        const PooledNode &from = m_agents[std::size_t(m_fromIndex)];
        if (from.agent)
            return std::nullopt;
        return from.down
                   ? *from.down
                   : Error{ErrorCode::Unknown, QStringLiteral("%1 has no agent session").arg(fromName())};
    }

    /// serve_detect from the sending machine; fills in the plan's dialect (when Unknown), software,
    /// version and evidence.
    std::optional<Error> detect()
    {
        protocol::ServeDetectParams params;
        params.endpoint = m_plan.endpoint.toStdString();
        params.apiKey = m_options.apiKey;
        params.connectTimeoutMs = m_options.connectTimeoutMs;
        const auto limit = 4 * std::chrono::milliseconds(params.connectTimeoutMs + params.readTimeoutMs)
                           + kDetectCallSlack;
        AgentChannel &channel = fromChannel();
        auto answer = channel.call("serve_detect", nlohmann::json(params), limit, {}, m_cancel);
        if (!answer)
            return fromFailed(answer.error(), QStringLiteral("asking the server what it is"));
        auto reply = protocol::parseServeDetectReply(*answer);
        if (!reply)
            return Error{ErrorCode::ProtocolError,
                         QStringLiteral("%1: the serve_detect answer cannot be read: %2")
                             .arg(fromName(), qs(reply.error().message))};
        m_plan.detectionEvidence.clear();
        for (const std::string &line : reply->evidence)
            m_plan.detectionEvidence << qs(line);
        const bool given = m_plan.dialect != protocol::ServeDialect::Unknown;
        const bool found = reply->outcome == protocol::ServeDetectOutcome::Found;
        // A server not recognised may still speak the dialect the user gave (LM Studio, exo…); one
        // that does not answer, wants a key or is loading would fail every request.
        const bool usable = found || (given && reply->outcome == protocol::ServeDetectOutcome::NotRecognised);
        if (!usable)
            return Error{ErrorCode::ServerFailed,
                         qs(protocol::serveDetectProblemText(*reply, params.endpoint))
                             + QStringLiteral(" (asked from %1)").arg(fromName())};
        if (reply->dialect != protocol::ServeDialect::Unknown) {
            m_plan.software = qs(reply->software);
            m_plan.softwareVersion = qs(reply->version);
        }
        if (!given) {
            m_plan.dialect = reply->dialect;
            m_plan.dialectDetected = true;
        }
        // The API's model name: the one the server lists when it lists one. Several, and none
        // chosen: an OpenAI-compatible server or Ollama would refuse every request.
        if (m_plan.model.isEmpty() && reply->models.size() == 1)
            m_plan.model = qs(reply->models.front());
        if (m_plan.model.isEmpty() && reply->models.size() > 1
            && m_plan.dialect != protocol::ServeDialect::LlamaCpp) {
            QStringList models;
            for (const std::string &model : reply->models)
                models << qs(model);
            return Error{ErrorCode::InvalidArgument,
                         QStringLiteral("the server at %1 serves %2 models (%3): say which one to measure")
                             .arg(m_plan.endpoint)
                             .arg(models.size())
                             .arg(models.join(QStringLiteral(", ")))};
        }
        return std::nullopt;
    }

    ServeStepOutcome step(int position)
    {
        ServeStepOutcome outcome;
        outcome.position = position;
        outcome.concurrency = m_plan.concurrencies.at(position);
        QElapsedTimer timer;
        timer.start();
        if (isCancelled(m_cancel)) {
            outcome.error = Error{ErrorCode::Cancelled, QStringLiteral("cancelled before it started")};
            outcome.telemetry = telemetryNotTaken(QStringLiteral("the step did not run"));
            return outcome;
        }
        if (const std::optional<Error> down = fromDown()) {
            outcome.error = Error{down->code, QStringLiteral("not run: %1").arg(down->detail)};
            outcome.telemetry = telemetryNotTaken(QStringLiteral("the step did not run"));
            return outcome;
        }

        const QList<std::optional<std::int64_t>> samplers = startTelemetry(&outcome.telemetry);
        runLoad(&outcome);
        stopTelemetry(samplers, &outcome.telemetry);
        outcome.elapsed = std::chrono::milliseconds(timer.elapsed());
        return outcome;
    }

private:
    QString fromName() const
    {
        return m_plan.from < 0 ? m_options.localName : m_plan.nodes.at(m_plan.from).target.name;
    }

    AgentChannel &fromChannel() { return m_agents[std::size_t(m_fromIndex)].agent->channel(); }

    /// The sending machine's call failed: its agent is ended when its session is lost, so that the
    /// later steps are skipped with this reason.
    Error fromFailed(const Error &error, const QString &doing)
    {
        Error named{error.code, QStringLiteral("%1, %2: %3").arg(fromName(), doing, error.detail)};
        if (sessionLost(error))
            endAgent(m_fromIndex, named);
        return named;
    }

    void endAgent(int index, const Error &why)
    {
        PooledNode &node = m_agents[std::size_t(index)];
        if (!node.agent)
            return;
        node.agent->channel().close(CloseMode::Kill);
        node.agent.reset();
        node.down = why;
    }

    QList<StoredTelemetry> telemetryNotTaken(const QString &why) const
    {
        QList<StoredTelemetry> telemetry;
        for (const ClusterNode &node : m_plan.nodes)
            telemetry.append(StoredTelemetry{node.target.name, QString(), std::nullopt, why});
        return telemetry;
    }

    /// telemetry_start on every plan machine that is up; the sampler ids, unset where none runs
    /// (its StoredTelemetry then says why).
    QList<std::optional<std::int64_t>> startTelemetry(QList<StoredTelemetry> *telemetry)
    {
        QList<std::optional<std::int64_t>> samplers;
        for (qsizetype i = 0; i < m_plan.nodes.size(); ++i) {
            const ClusterNode &node = m_plan.nodes.at(i);
            StoredTelemetry entry{node.target.name, QString(), std::nullopt, QString()};
            std::optional<std::int64_t> sampler;
            PooledNode &pooled = m_agents[std::size_t(i)];
            if (!pooled.agent) {
                entry.error = pooled.down ? pooled.down->detail : QStringLiteral("its agent is not running");
            } else if (!contains(pooled.agent->hello().capabilities, "telemetry_start")) {
                entry.error = QStringLiteral("the agent on %1 (version %2) cannot sample: deploy this "
                                             "ShardScope's agent (%3)")
                                  .arg(node.target.name, qs(pooled.agent->hello().agentVersion),
                                       qs(protocol::kShardScopeVersion));
            } else {
                protocol::TelemetryStartParams params;
                params.clusterAddress = node.clusterAddress.toStdString();
                params.intervalMs = m_options.telemetryIntervalMs;
                auto answer = pooled.agent->channel().call("telemetry_start", nlohmann::json(params),
                                                           kTelemetryCallLimit, {}, m_cancel);
                if (!answer) {
                    entry.error = answer.error().detail;
                    if (sessionLost(answer.error()) && int(i) != m_fromIndex)
                        endAgent(int(i), answer.error());
                } else if (auto reply = protocol::parseTelemetryStartReply(*answer); !reply) {
                    entry.error = QStringLiteral("the telemetry_start answer cannot be read: %1")
                                      .arg(qs(reply.error().message));
                } else {
                    entry.interfaceName = qs(reply->interfaceName);
                    sampler = reply->samplerId;
                }
            }
            telemetry->append(std::move(entry));
            samplers.append(sampler);
        }
        return samplers;
    }

    void stopTelemetry(const QList<std::optional<std::int64_t>> &samplers, QList<StoredTelemetry> *telemetry)
    {
        for (qsizetype i = 0; i < samplers.size(); ++i) {
            if (!samplers.at(i))
                continue;
            StoredTelemetry &entry = (*telemetry)[i];
            PooledNode &pooled = m_agents[std::size_t(i)];
            if (!pooled.agent) {
                entry.error = pooled.down ? pooled.down->detail : QStringLiteral("its agent ended");
                continue;
            }
            // Not cancellable: a stop answers at once, and a cancelled step keeps what was sampled.
            auto answer = pooled.agent->channel().call(
                "telemetry_stop", nlohmann::json(protocol::TelemetryStopParams{*samplers.at(i)}),
                kTelemetryCallLimit);
            if (!answer) {
                entry.error = answer.error().detail;
                if (sessionLost(answer.error()) && int(i) != m_fromIndex)
                    endAgent(int(i), answer.error());
                continue;
            }
            auto series = protocol::parseTelemetrySeries(*answer);
            if (!series) {
                entry.error = QStringLiteral("the telemetry_stop answer cannot be read: %1")
                                  .arg(qs(series.error().message));
                continue;
            }
            entry.series = std::move(series).value();
        }
    }

    void runLoad(ServeStepOutcome *outcome)
    {
        protocol::ServeRunParams params;
        params.endpoint = m_plan.endpoint.toStdString();
        for (const QString &copy : m_plan.copyEndpoints)
            params.copyEndpoints.push_back(copy.toStdString());
        params.dialect = m_plan.dialect;
        params.model = m_plan.model.toStdString();
        params.apiKey = m_options.apiKey;
        params.workload = serveStepWorkload(m_plan, outcome->position);
        params.connectTimeoutMs = m_options.connectTimeoutMs;
        params.readTimeoutMs = m_options.readTimeoutMs;
        const int position = outcome->position;
        const ProgressCallback progress = [this, position](double fraction, const QString &stage) {
            if (m_callbacks.stepProgress)
                m_callbacks.stepProgress(position, fraction, stage);
        };
        // The agent sends progress every kServeProgressIntervalMs while requests are in flight (its
        // waits report it); silence longer than a request's read time-out plus slack is a stopped
        // or hung agent, not a slow server.
        const std::chrono::milliseconds silence(std::uint64_t(params.readTimeoutMs)
                                                + m_options.silenceSlackMs);
        auto answer = fromChannel().call("serve_run", nlohmann::json(params), kServeCallLimit, progress,
                                         m_cancel, {}, silence);
        if (!answer) {
            outcome->error = fromFailed(answer.error(), QStringLiteral("sending the requests"));
            return;
        }
        auto reply = protocol::parseServeRunReply(*answer);
        if (!reply) {
            outcome->error = Error{ErrorCode::ProtocolError,
                                   QStringLiteral("%1: the serve_run answer cannot be read: %2")
                                       .arg(fromName(), qs(reply.error().message))};
            return;
        }
        outcome->records = std::move(reply->records);
        if (reply->ended == protocol::ServeRunEnd::Cancelled)
            outcome->error
                = Error{ErrorCode::Cancelled,
                        QStringLiteral("%1's agent was ending: the step stopped early").arg(fromName())};
    }

    ServePlan m_plan;
    const ServeRunnerOptions &m_options;
    const ServeRunnerCallbacks &m_callbacks;
    const std::atomic_bool *m_cancel;
    std::vector<PooledNode> &m_agents;
    int m_fromIndex;
};

/// What a request that failed this way did, after its count: "reset mid-stream".
QString failureWords(protocol::ServeErrorKind kind)
{
    switch (kind) {
    case protocol::ServeErrorKind::Refused:
        return QStringLiteral("could not connect");
    case protocol::ServeErrorKind::Reset:
        return QStringLiteral("reset mid-stream");
    case protocol::ServeErrorKind::Timeout:
        return QStringLiteral("timed out");
    case protocol::ServeErrorKind::MalformedStream:
        return QStringLiteral("sent a malformed stream");
    case protocol::ServeErrorKind::ServerError:
        return QStringLiteral("reported an error in the stream");
    case protocol::ServeErrorKind::HttpStatus:
    case protocol::ServeErrorKind::None:
        break;
    }
    return qs(protocol::toString(kind));
}

/// "2 reset mid-stream", "1 HTTP 503": one phrase per kind of failure, the statuses apart.
QStringList failurePhrases(const ServeSummary &summary)
{
    QStringList phrases;
    for (auto it = summary.failuresByKind.cbegin(); it != summary.failuresByKind.cend(); ++it) {
        if (it.key() != protocol::ServeErrorKind::HttpStatus)
            phrases << QStringLiteral("%1 %2").arg(it.value()).arg(failureWords(it.key()));
    }
    for (auto it = summary.failuresByHttpStatus.cbegin(); it != summary.failuresByHttpStatus.cend(); ++it)
        phrases << QStringLiteral("%1 HTTP %2").arg(it.value()).arg(it.key());
    return phrases;
}

} // namespace

QList<NodeTarget> serveRunTargets(const ServePlan &plan, const QString &localName)
{
    QList<NodeTarget> targets = nodeTargets(plan.nodes);
    if (plan.from < 0) {
        NodeTarget local;
        local.name = localName;
        local.local = true;
        targets.append(local);
    }
    return targets;
}

QString serveRunProblem(const ServePlan &plan)
{
    // Any known dialect stands in for the one the server will be asked for: every other rule holds
    // already.
    ServePlan checked = plan;
    if (checked.dialect == protocol::ServeDialect::Unknown)
        checked.dialect = protocol::ServeDialect::OpenAiCompletions;
    return servePlanProblem(checked);
}

Result<ServeRunResult> runServePlan(const ServePlan &plan, const ServeRunnerOptions &options,
                                    const ServeRunnerCallbacks &callbacks, const std::atomic_bool *cancel)
{
    if (const QString problem = serveRunProblem(plan); !problem.isEmpty())
        return Error{ErrorCode::InvalidArgument, problem};
    const QList<NodeTarget> targets = serveRunTargets(plan, options.localName);
    const int fromIndex = plan.from < 0 ? int(plan.nodes.size()) : plan.from;
    // Every machine's agent is kept for the whole run; the sending one must be able to send.
    const auto check = [&](int index, const OpenAgent &agent) -> std::optional<Error> {
        const protocol::Hello &hello = agent.hello();
        if (index == fromIndex
            && !(contains(hello.capabilities, "serve_run") && contains(hello.capabilities, "serve_detect")))
            return Error{
                ErrorCode::AgentError,
                QStringLiteral("the agent on %1 (version %2) cannot send requests to a server: deploy "
                               "this ShardScope's agent (%3)")
                    .arg(targets.at(index).name, qs(hello.agentVersion), qs(protocol::kShardScopeVersion))};
        return std::nullopt;
    };
    AgentPool agents(targets, options.agents, callbacks.nodes, cancel, check);
    ServeRunResult result;
    result.nodes = agents.outcomes();

    ServeRun run(plan, options, callbacks, cancel, agents.nodes());
    if (isCancelled(cancel))
        return Error{ErrorCode::Cancelled, QStringLiteral("cancelled before any request was sent")};
    if (const std::optional<Error> down = run.fromDown())
        return *down;
    if (const std::optional<Error> failed = run.detect())
        return *failed;
    result.plan = run.plan();
    if (callbacks.planReady && !callbacks.planReady(result.plan))
        return Error{ErrorCode::Cancelled, QStringLiteral("stopped before any request was sent")};

    // One step at a time: steps that share a server must not measure each other.
    for (int position = 0; position < result.plan.concurrencies.size(); ++position) {
        if (callbacks.stepStarted)
            callbacks.stepStarted(position, result.plan.concurrencies.at(position));
        ServeStepOutcome outcome = run.step(position);
        if (callbacks.stepFinished)
            callbacks.stepFinished(outcome);
        result.steps.append(std::move(outcome));
    }
    agents.closeAll();
    return result;
}

QString serveStepProblem(const ServeSummary &summary,
                         const std::vector<protocol::ServeRequestRecord> &records)
{
    if (summary.clean)
        return {};
    QStringList sentences;
    if (summary.failed > 0)
        sentences << QStringLiteral("%1 of %2 requests failed (%3)")
                         .arg(summary.failed)
                         .arg(summary.requests)
                         .arg(failurePhrases(summary).join(QStringLiteral(", ")));
    const auto failed
        = std::find_if(records.begin(), records.end(), [](const protocol::ServeRequestRecord &r) {
              return r.error != protocol::ServeErrorKind::None && !r.errorDetail.empty();
          });
    if (failed != records.end())
        sentences << QStringLiteral("the first: %1").arg(qs(failed->errorDetail));
    if (summary.rejectedRecords > 0)
        sentences << QStringLiteral("%1 records had times that cannot be true and were left out")
                         .arg(summary.rejectedRecords);
    if (summary.completed == 0 && summary.failed == 0)
        sentences << QStringLiteral("no request completed");
    return sentences.join(QStringLiteral("; "));
}

StoredServeResult storedServeResult(qint64 runId, const ServePlan &plan, const ServeStepOutcome &outcome)
{
    StoredServeResult stored;
    stored.runId = runId;
    stored.position = outcome.position;
    stored.concurrency = outcome.concurrency;
    stored.summary = summarizeServeRun(outcome.records, serveTargets(plan.goal));
    stored.records = outcome.records;
    stored.telemetry = outcome.telemetry;
    if (outcome.error) {
        stored.status
            = outcome.error->code == ErrorCode::Cancelled ? RunStatus::Cancelled : RunStatus::Failed;
        stored.errorCode = errorCodeName(outcome.error->code);
        stored.error = outcome.error->detail;
    } else if (!stored.summary.clean) {
        stored.status = RunStatus::Failed;
        stored.errorCode = errorCodeName(ErrorCode::ServerFailed);
        stored.error = serveStepProblem(stored.summary, stored.records);
    } else {
        stored.status = RunStatus::Complete;
    }
    return stored;
}

} // namespace shardscope::core
