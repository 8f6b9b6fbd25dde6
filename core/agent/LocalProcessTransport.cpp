#include "core/agent/LocalProcessTransport.h"

#include <QDeadlineTimer>
#include <QFileInfo>

#include <algorithm>

namespace shardscope::core {

namespace {

constexpr int kStartTimeoutMs = 10000;
constexpr int kWriteTimeoutMs = 10000;
// An agent gets this long to exit by itself after its stdin closed, then it is killed.
constexpr int kExitGraceMs = 2000;
// Enough stderr to explain a crash, bounded because a node's output is untrusted.
constexpr qsizetype kStderrTailBytes = 4096;

int toMs(std::chrono::milliseconds duration)
{
    return static_cast<int>(
        std::clamp<std::chrono::milliseconds::rep>(duration.count(), 0, 24 * 3600 * 1000));
}

} // namespace

std::unique_ptr<AgentTransport> makeLocalProcessTransport(const QString &agentPath)
{
    return std::make_unique<LocalProcessTransport>(agentPath);
}

LocalProcessTransport::LocalProcessTransport(QString agentPath)
    : m_agentPath(std::move(agentPath))
{}

LocalProcessTransport::~LocalProcessTransport()
{
    close();
}

Result<void> LocalProcessTransport::start()
{
    if (m_process)
        return Error{ErrorCode::InvalidArgument, QStringLiteral("the agent is already started")};
    const QFileInfo info(m_agentPath);
    if (m_agentPath.isEmpty() || !info.exists() || info.isDir())
        return Error{ErrorCode::AgentNotFound, m_agentPath.isEmpty()
                                                   ? QStringLiteral("no shardscope-agent path given")
                                                   : QStringLiteral("%1 does not exist").arg(m_agentPath)};
    if (!info.isExecutable())
        return Error{ErrorCode::AgentStartFailed, QStringLiteral("%1 is not executable").arg(m_agentPath)};

    m_stdoutBuffer.clear();
    m_stderrTail.clear();
    m_process = std::make_unique<QProcess>();
    m_process->setProgram(m_agentPath);
    m_process->setArguments({QStringLiteral("session")});
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->start(QIODevice::ReadWrite);
    if (!m_process->waitForStarted(kStartTimeoutMs)) {
        Error error{ErrorCode::AgentStartFailed,
                    QStringLiteral("%1 could not be started: %2").arg(m_agentPath, m_process->errorString())};
        close();
        return error;
    }
    return {};
}

Result<void> LocalProcessTransport::write(const QByteArray &bytes)
{
    if (!m_process || m_process->state() != QProcess::Running)
        return crashError();
    if (m_process->write(bytes) != bytes.size())
        return Error{ErrorCode::AgentCrashed,
                     QStringLiteral("writing to the agent failed: %1").arg(m_process->errorString())};
    // Without an event loop nothing flushes the write buffer but a blocking wait.
    const QDeadlineTimer deadline(kWriteTimeoutMs);
    while (m_process->bytesToWrite() > 0) {
        if (deadline.hasExpired())
            return Error{ErrorCode::AgentTimeout,
                         QStringLiteral("the agent did not read its input for %1 ms").arg(kWriteTimeoutMs)};
        if (!m_process->waitForBytesWritten(static_cast<int>(deadline.remainingTime()))
            && m_process->state() != QProcess::Running)
            return crashError();
    }
    return {};
}

void LocalProcessTransport::drain()
{
    m_stdoutBuffer.append(m_process->readAllStandardOutput());
    m_stderrTail.append(m_process->readAllStandardError());
    if (m_stderrTail.size() > kStderrTailBytes)
        m_stderrTail.remove(0, m_stderrTail.size() - kStderrTailBytes);
}

std::optional<Result<QByteArray>> LocalProcessTransport::takeLine()
{
    const qsizetype newline = m_stdoutBuffer.indexOf('\n');
    const qsizetype lineBytes = newline < 0 ? m_stdoutBuffer.size() : newline;
    if (std::size_t(lineBytes) > protocol::kMaxLineBytes)
        return Result<QByteArray>(
            Error{ErrorCode::ProtocolError, QStringLiteral("the agent wrote a line longer than %1 bytes")
                                                .arg(qulonglong(protocol::kMaxLineBytes))});
    if (newline < 0)
        return std::nullopt;
    QByteArray line = m_stdoutBuffer.left(newline);
    m_stdoutBuffer.remove(0, newline + 1);
    return Result<QByteArray>(std::move(line));
}

Result<QByteArray> LocalProcessTransport::readLine(std::chrono::milliseconds timeout)
{
    if (!m_process)
        return Error{ErrorCode::AgentCrashed, QStringLiteral("the agent is not running")};
    const QDeadlineTimer deadline(toMs(timeout));
    for (;;) {
        drain();
        if (auto line = takeLine())
            return std::move(*line);
        if (m_process->state() == QProcess::NotRunning) {
            // Everything the process wrote has been drained above: no complete line will come.
            return crashError();
        }
        if (deadline.hasExpired())
            return Error{
                ErrorCode::AgentTimeout,
                QStringLiteral("no line from the agent within %1 ms").arg(qlonglong(timeout.count()))};
        // Returns early when data arrives or the process exits; either way the loop looks again.
        const int remainingMs = static_cast<int>(std::max<qint64>(deadline.remainingTime(), 0));
        if (!m_process->waitForReadyRead(remainingMs) && m_process->state() == QProcess::Running) {
            // The agent closed its stdout but lives on: waitForReadyRead now returns at once, so
            // wait for its exit instead of spinning until the deadline.
            m_process->waitForFinished(std::min(remainingMs, 50));
        }
    }
}

Error LocalProcessTransport::crashError() const
{
    QString how;
    if (!m_process)
        how = QStringLiteral("the agent is not running");
    else if (m_process->state() != QProcess::NotRunning)
        how = QStringLiteral("the agent closed its output");
    else if (m_process->exitStatus() == QProcess::CrashExit)
        how = QStringLiteral("the agent was killed (%1)").arg(m_process->errorString());
    else
        how = QStringLiteral("the agent exited with code %1").arg(m_process->exitCode());
    const QString stderrText = QString::fromUtf8(m_stderrTail).trimmed();
    if (!stderrText.isEmpty())
        how += QStringLiteral("; its error output ends: %1").arg(stderrText);
    return Error{ErrorCode::AgentCrashed, how};
}

void LocalProcessTransport::close()
{
    if (!m_process)
        return;
    if (m_process->state() != QProcess::NotRunning) {
        // The agent exits on EOF; a hung one is killed so that nothing outlives the session.
        m_process->closeWriteChannel();
        if (!m_process->waitForFinished(kExitGraceMs)) {
            m_process->kill();
            m_process->waitForFinished(kExitGraceMs);
        }
    }
    drain();
    m_process.reset();
}

} // namespace shardscope::core
