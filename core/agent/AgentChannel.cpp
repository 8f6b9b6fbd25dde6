#include "core/agent/AgentChannel.h"
#include "core/SafeText.h"

#include "remote-agent/protocol/Inventory.h"
#include "remote-agent/protocol/SafeText.h"
#include "remote-agent/protocol/Version.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace shardscope::core {

namespace {

// Cancellation and overall deadlines are checked at least this often.
constexpr std::chrono::milliseconds kPollSlice(100);
// With a store relay, entries for the agent are sent at least this often: a rank waiting for a
// peer's rendezvous key waits no longer than this for the controller to pass it on.
constexpr std::chrono::milliseconds kRelaySlice(50);

/// The start of an offending line, for error details: enough to recognise it, never megabytes.
QString excerpt(const QByteArray &line)
{
    constexpr qsizetype kMaxBytes = 120;
    // Raw bytes of an untrusted peer: nothing of them may reach a terminal as a control character.
    QString text = QString::fromStdString(protocol::safeText(line.left(kMaxBytes).toStdString()));
    if (line.size() > kMaxBytes)
        text += QStringLiteral("…");
    return text;
}

std::chrono::milliseconds remaining(const QDeadlineTimer &deadline)
{
    return std::chrono::milliseconds(std::max<qint64>(deadline.remainingTime(), 0));
}

bool isExecutableFile(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable();
}

} // namespace

AgentSearch searchLocalAgent()
{
    AgentSearch search;
    // An explicit $SHARDSCOPE_AGENT wins and is not second-guessed: silently running another
    // build than the one the user named would make every measurement misleading.
    const QString fromEnvironment = qEnvironmentVariable("SHARDSCOPE_AGENT");
    if (!fromEnvironment.isEmpty()) {
        search.fromEnvironment = true;
        search.tried.append(QDir::cleanPath(fromEnvironment));
        if (isExecutableFile(fromEnvironment))
            search.found = QFileInfo(fromEnvironment).absoluteFilePath();
        else
            search.problem
                = QStringLiteral("SHARDSCOPE_AGENT=%1 is not an executable file").arg(fromEnvironment);
        return search;
    }
    if (!QCoreApplication::instance()) {
        search.problem = QStringLiteral("no application object: the program's folder is unknown");
        return search;
    }
    const QString appDir = QCoreApplication::applicationDirPath();
    for (const QString &candidate : {appDir + QStringLiteral("/shardscope-agent"),
                                     appDir + QStringLiteral("/../libexec/shardscope/shardscope-agent")}) {
        // Every place is checked, also after a find, so that `tried` is the whole list.
        const QString path = QDir::cleanPath(candidate);
        search.tried.append(path);
        if (search.found.isEmpty() && isExecutableFile(path))
            search.found = path;
    }
    if (search.found.isEmpty())
        search.problem = QStringLiteral("no executable shardscope-agent in %1")
                             .arg(search.tried.join(QStringLiteral(", ")));
    return search;
}

QString findLocalAgent()
{
    return searchLocalAgent().found;
}

AgentChannel::AgentChannel(std::unique_ptr<AgentTransport> transport)
    : m_transport(std::move(transport))
{}

AgentChannel::~AgentChannel()
{
    close();
}

Result<protocol::Hello> AgentChannel::open(std::chrono::milliseconds timeout, const std::atomic_bool *cancel)
{
    if (!m_transport)
        return Error{ErrorCode::InvalidArgument, QStringLiteral("the channel has no transport")};
    if (m_open)
        return Error{ErrorCode::InvalidArgument, QStringLiteral("the channel is already open")};
    const QDeadlineTimer deadline(timeout.count());
    if (auto started = m_transport->start(); !started)
        return started.error();

    // Never leave a half-opened agent behind.
    auto fail = [this](Error error, CloseMode mode = CloseMode::Graceful) {
        m_transport->close(mode);
        return error;
    };
    for (;;) {
        if (isCancelled(cancel))
            return fail(
                Error{ErrorCode::Cancelled, QStringLiteral("waiting for the agent's hello was cancelled")},
                CloseMode::Kill);
        if (deadline.hasExpired())
            return fail(Error{
                ErrorCode::AgentTimeout,
                QStringLiteral("the agent did not say hello within %1 ms").arg(qlonglong(timeout.count()))});
        auto line = m_transport->readLine(std::min(kPollSlice, remaining(deadline)));
        if (!line) {
            if (line.error().code == ErrorCode::AgentTimeout)
                continue; // only this slice ran out: check cancel and the overall deadline
            return fail(line.error());
        }
        auto message = protocol::parseMessage(line->toStdString());
        if (!message)
            return fail(Error{ErrorCode::ProtocolError,
                              QStringLiteral("the agent's first line is not a valid hello (%1): %2")
                                  .arg(qs(message.error().message), excerpt(*line))});
        if (std::holds_alternative<protocol::LogLine>(*message))
            continue; // diagnostics before the hello are harmless
        const auto *hello = std::get_if<protocol::Hello>(&*message);
        if (!hello)
            return fail(
                Error{ErrorCode::ProtocolError,
                      QStringLiteral("the agent's first message is not a hello: %1").arg(excerpt(*line))});
        if (hello->protocolVersion != protocol::kProtocolVersion)
            return fail(
                Error{ErrorCode::ProtocolError,
                      // One multi-arg call: the agent's text must not be scanned for %N again.
                      QStringLiteral("the agent %1 speaks protocol version %2, this ShardScope speaks %3")
                          .arg(qs(hello->agentVersion), QString::number(hello->protocolVersion),
                               QString::number(protocol::kProtocolVersion))});
        m_open = true;
        return *hello;
    }
}

Result<nlohmann::json> AgentChannel::call(const std::string &method, const nlohmann::json &params,
                                          std::chrono::milliseconds timeout, const ProgressCallback &progress,
                                          const std::atomic_bool *cancel, const StoreRelay &relay,
                                          std::chrono::milliseconds silence)
{
    if (!m_open)
        return Error{ErrorCode::InvalidArgument, QStringLiteral("the agent channel is not open")};
    if (!params.is_object())
        return Error{ErrorCode::InvalidArgument, QStringLiteral("request parameters must be a JSON object")};
    const QString what = QStringLiteral("\"%1\"").arg(qs(method));
    const QDeadlineTimer deadline(timeout.count());
    const std::int64_t id = m_nextId++;

    // A transport failure or a malformed line leaves the session in an unknown state: end it.
    auto fail = [this](Error error) {
        close();
        return error;
    };
    const std::string request = protocol::serialize(protocol::Request{id, method, params}) + '\n';
    if (auto written = m_transport->write(QByteArray::fromStdString(request)); !written)
        return fail(written.error());
    const std::chrono::milliseconds slice = relay.outgoing ? kRelaySlice : kPollSlice;
    QDeadlineTimer quiet(silence.count() > 0 ? silence.count() : -1); // -1: never expires

    for (;;) {
        if (isCancelled(cancel))
            return Error{ErrorCode::Cancelled, QStringLiteral("%1 was cancelled").arg(what)};
        if (deadline.hasExpired())
            return Error{ErrorCode::AgentTimeout,
                         QStringLiteral("the agent did not answer %1 within %2 ms")
                             .arg(what, QString::number(qlonglong(timeout.count())))};
        if (quiet.hasExpired()) {
            // A stopped or hung agent would not end by itself: kill it, do not wait for its exit.
            close(CloseMode::Kill);
            return Error{
                ErrorCode::AgentTimeout,
                QStringLiteral("the agent sent nothing for %1 s during %2: it may be stopped or hung")
                    .arg(QString::number(double(silence.count()) / 1000.0), what)};
        }
        if (relay.outgoing) {
            QByteArray batch;
            for (const protocol::StoreEntry &entry : relay.outgoing())
                batch += QByteArray::fromStdString(protocol::serialize(entry) + '\n');
            if (!batch.isEmpty()) {
                if (auto written = m_transport->write(batch); !written) {
                    Error error = written.error();
                    error.detail = QStringLiteral("during %1: %2").arg(what, error.detail);
                    return fail(error);
                }
            }
        }
        auto line = m_transport->readLine(std::min(slice, remaining(deadline)));
        if (!line) {
            if (line.error().code == ErrorCode::AgentTimeout)
                continue; // only this slice ran out: check cancel and the overall deadline
            Error error = line.error();
            error.detail = QStringLiteral("during %1: %2").arg(what, error.detail);
            return fail(error);
        }
        if (silence.count() > 0)
            quiet.setRemainingTime(silence.count());
        auto message = protocol::parseMessage(line->toStdString());
        if (!message)
            return fail(Error{ErrorCode::ProtocolError,
                              QStringLiteral("malformed line from the agent during %1 (%2): %3")
                                  .arg(what, qs(message.error().message), excerpt(*line))});
        // Answers carrying another id belong to an earlier call that was cancelled or timed out.
        if (auto *result = std::get_if<protocol::Result>(&message.value())) {
            if (result->id == id)
                return std::move(result->data);
        } else if (const auto *reply = std::get_if<protocol::ErrorReply>(&*message)) {
            // Without an id the agent could not read our request at all: it is about this call.
            if (!reply->id || *reply->id == id)
                return Error{ErrorCode::AgentError,
                             QStringLiteral("the agent refused %1: %2: %3")
                                 .arg(what, qs(protocol::toString(reply->code)), qs(reply->message))};
        } else if (const auto *step = std::get_if<protocol::Progress>(&*message)) {
            if (step->id == id && progress)
                progress(std::clamp(step->fraction, 0.0, 1.0), qs(step->stage));
        } else if (const auto *entry = std::get_if<protocol::StoreEntry>(&*message);
                   entry && relay.received) {
            relay.received(*entry);
        } else if (!std::holds_alternative<protocol::LogLine>(*message)) {
            return fail(Error{
                ErrorCode::ProtocolError,
                QStringLiteral("unexpected message from the agent during %1: %2").arg(what, excerpt(*line))});
        }
    }
}

void AgentChannel::close(CloseMode mode)
{
    m_open = false;
    if (m_transport)
        m_transport->close(mode);
}

Result<protocol::HostInventory> probeWithAgent(std::unique_ptr<AgentTransport> transport,
                                               std::chrono::milliseconds timeout,
                                               const std::atomic_bool *cancel)
{
    const QDeadlineTimer deadline(timeout.count());
    AgentChannel channel(std::move(transport));
    auto hello = channel.open(timeout, cancel);
    if (!hello)
        return hello.error();
    auto data = channel.call("probe", nlohmann::json::object(), remaining(deadline), {}, cancel);
    // A cancelled agent may still be probing and would only read its EOF afterwards: kill it.
    channel.close(!data && data.error().code == ErrorCode::Cancelled ? CloseMode::Kill : CloseMode::Graceful);
    if (!data)
        return data.error();
    auto inventory = protocol::parseHostInventory(*data);
    if (!inventory)
        return Error{
            ErrorCode::ProtocolError,
            QStringLiteral("the agent's probe result cannot be read: %1").arg(qs(inventory.error().message))};
    return std::move(inventory).value();
}

Result<protocol::HostInventory> probeLocalHost(const QString &agentPath, std::chrono::milliseconds timeout,
                                               const std::atomic_bool *cancel)
{
    if (agentPath.isEmpty())
        return Error{
            ErrorCode::AgentNotFound,
            QStringLiteral("shardscope-agent was not found ($SHARDSCOPE_AGENT, next to this program, "
                           "or ../libexec/shardscope/)")};
    return probeWithAgent(makeLocalProcessTransport(agentPath), timeout, cancel);
}

} // namespace shardscope::core
