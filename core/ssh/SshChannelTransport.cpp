#include "core/ssh/SshChannelTransport.h"

#include "core/ssh/SshHandles.h"
#include "remote-agent/protocol/SafeText.h"

#include <QDeadlineTimer>

#include <algorithm>

namespace shardscope::core {

using namespace ssh;

namespace {

constexpr qsizetype kStderrTailBytes = 4096;
// After EOF on its stdin the agent gets this long to finish before the channel is closed.
constexpr int kExitGraceMs = 2000;
constexpr int kPollSliceMs = 100;

} // namespace

void SshChannelTransport::ChannelCloser::operator()(ssh_channel_struct *channel) const
{
    ChannelDeleter()(channel);
}

SshChannelTransport::SshChannelTransport(SshSession &session, QString command)
    : m_session(session)
    , m_command(std::move(command))
{}

SshChannelTransport::~SshChannelTransport()
{
    close(CloseMode::Graceful);
}

Result<void> SshChannelTransport::start()
{
    if (m_channel)
        return Error{ErrorCode::InvalidArgument, QStringLiteral("the agent is already started")};
    ssh_session session = m_session.nativeHandle();
    m_stdoutBuffer.clear();
    m_stderrTail.clear();
    m_channel.reset(ssh_channel_new(session));
    if (!m_channel)
        return Error{ErrorCode::AgentStartFailed,
                     QStringLiteral("creating an SSH channel failed: %1").arg(lastError(session))};
    if (ssh_channel_open_session(m_channel.get()) != SSH_OK) {
        Error error{ErrorCode::AgentStartFailed,
                    QStringLiteral("opening an SSH channel failed: %1").arg(lastError(session))};
        m_channel.reset();
        return error;
    }
    const QByteArray command = m_command.toUtf8();
    if (ssh_channel_request_exec(m_channel.get(), command.constData()) != SSH_OK) {
        Error error{ErrorCode::AgentStartFailed,
                    QStringLiteral("starting %1 over SSH failed: %2").arg(m_command, lastError(session))};
        m_channel.reset();
        return error;
    }
    return {};
}

Result<void> SshChannelTransport::write(const QByteArray &bytes)
{
    if (!m_channel || ssh_channel_is_closed(m_channel.get()))
        return endedError();
    qsizetype written = 0;
    while (written < bytes.size()) {
        const int n = ssh_channel_write(m_channel.get(), bytes.constData() + written,
                                        uint32_t(std::min<qsizetype>(bytes.size() - written, 65536)));
        if (n == SSH_ERROR)
            return Error{ErrorCode::AgentCrashed, QStringLiteral("writing to the agent over SSH failed: %1")
                                                      .arg(lastError(m_session.nativeHandle()))};
        written += n;
    }
    return {};
}

Result<void> SshChannelTransport::drain()
{
    char buffer[16384];
    for (;;) {
        const int out = ssh_channel_read_nonblocking(m_channel.get(), buffer, sizeof buffer, 0);
        if (out == SSH_ERROR)
            return Error{ErrorCode::AgentCrashed, QStringLiteral("reading from the agent over SSH failed: %1")
                                                      .arg(lastError(m_session.nativeHandle()))};
        if (out > 0)
            m_stdoutBuffer.append(buffer, out);
        const int err = ssh_channel_read_nonblocking(m_channel.get(), buffer, sizeof buffer, 1);
        if (err > 0) {
            m_stderrTail.append(buffer, err);
            if (m_stderrTail.size() > kStderrTailBytes)
                m_stderrTail.remove(0, m_stderrTail.size() - kStderrTailBytes);
        }
        // Stop once a line is complete or too long, so one read never buffers without bound.
        if ((out <= 0 && err <= 0) || m_stdoutBuffer.contains('\n')
            || m_stdoutBuffer.size() > qsizetype(protocol::kMaxLineBytes))
            return {};
    }
}

std::optional<Result<QByteArray>> SshChannelTransport::takeLine()
{
    const qsizetype newline = m_stdoutBuffer.indexOf('\n');
    const qsizetype limit = qsizetype(protocol::kMaxLineBytes);
    if ((newline < 0 && m_stdoutBuffer.size() > limit) || newline > limit)
        return Result<QByteArray>(
            Error{ErrorCode::ProtocolError, QStringLiteral("the agent sent a line longer than %1 bytes")
                                                .arg(qlonglong(protocol::kMaxLineBytes))});
    if (newline < 0)
        return std::nullopt;
    QByteArray line = m_stdoutBuffer.left(newline);
    m_stdoutBuffer.remove(0, newline + 1);
    return Result<QByteArray>(std::move(line));
}

Error SshChannelTransport::endedError() const
{
    QString detail = QStringLiteral("the agent's SSH channel ended");
    if (m_channel) {
        const int status = ssh_channel_get_exit_status(m_channel.get());
        if (status >= 0)
            detail += QStringLiteral(" (exit status %1)").arg(status);
    }
    const QString tail = QString::fromStdString(protocol::safeText(m_stderrTail.toStdString())).trimmed();
    if (!tail.isEmpty())
        detail += QStringLiteral(": %1").arg(tail);
    return Error{ErrorCode::AgentCrashed, detail};
}

Result<QByteArray> SshChannelTransport::readLine(std::chrono::milliseconds timeout)
{
    if (!m_channel)
        return Error{ErrorCode::AgentCrashed, QStringLiteral("the agent is not running")};
    const QDeadlineTimer deadline(timeout.count());
    for (;;) {
        if (auto line = takeLine())
            return *line;
        if (auto drained = drain(); !drained)
            return drained.error();
        if (auto line = takeLine())
            return *line;
        if (ssh_channel_is_eof(m_channel.get()) || ssh_channel_is_closed(m_channel.get())) {
            // Whatever is still buffered has been read by drain(): the stream is over.
            return endedError();
        }
        if (deadline.hasExpired())
            return Error{
                ErrorCode::AgentTimeout,
                QStringLiteral("no line from the agent within %1 ms").arg(qlonglong(timeout.count()))};
        const int slice = int(std::clamp<qint64>(deadline.remainingTime(), 1, kPollSliceMs));
        if (ssh_channel_poll_timeout(m_channel.get(), slice, 0) == SSH_ERROR)
            return Error{ErrorCode::AgentCrashed, QStringLiteral("waiting for the agent over SSH failed: %1")
                                                      .arg(lastError(m_session.nativeHandle()))};
    }
}

void SshChannelTransport::close(CloseMode mode)
{
    if (!m_channel)
        return;
    ssh_channel channel = m_channel.get();
    if (mode == CloseMode::Kill) {
        // Best effort: not every sshd honours signal requests; closing the channel ends the
        // agent's stdin either way.
        if (ssh_channel_is_open(channel))
            (void)ssh_channel_request_send_signal(channel, "KILL");
    } else if (ssh_channel_is_open(channel) && ssh_channel_send_eof(channel) == SSH_OK) {
        const QDeadlineTimer deadline(kExitGraceMs);
        char buffer[16384];
        while (!deadline.hasExpired() && !ssh_channel_is_eof(channel) && !ssh_channel_is_closed(channel)) {
            if (ssh_channel_poll_timeout(channel, kPollSliceMs, 0) == SSH_ERROR)
                break;
            // Discard late output so that the window stays open and the agent is not blocked.
            if (ssh_channel_read_nonblocking(channel, buffer, sizeof buffer, 0) == SSH_ERROR
                || ssh_channel_read_nonblocking(channel, buffer, sizeof buffer, 1) == SSH_ERROR)
                break;
        }
    }
    m_channel.reset();
}

Result<protocol::HostInventory> probeRemoteHost(SshSession &session, const QString &remoteAgentPath,
                                                std::chrono::milliseconds timeout,
                                                const std::atomic_bool *cancel)
{
    if (remoteAgentPath.isEmpty())
        return Error{ErrorCode::AgentNotFound, QStringLiteral("no agent path on the node given")};
    auto inventory = probeWithAgent(std::make_unique<SshChannelTransport>(
                                        session, shellQuote(remoteAgentPath) + QStringLiteral(" session")),
                                    timeout, cancel);
    if (!inventory)
        return Error{inventory.error().code,
                     QStringLiteral("%1: %2").arg(session.destination(), inventory.error().detail)};
    return inventory;
}

} // namespace shardscope::core
