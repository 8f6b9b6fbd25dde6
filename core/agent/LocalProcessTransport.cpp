#include "core/agent/LocalProcessTransport.h"

#include "remote-agent/protocol/SafeText.h"

#include <QDeadlineTimer>
#include <QFileInfo>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

namespace shardscope::core {

namespace {

constexpr int kStartTimeoutMs = 10000;
constexpr int kWriteTimeoutMs = 10000;
// An agent gets this long to exit by itself after its stdin closed, then it is killed.
constexpr int kExitGraceMs = 2000;
// Enough stderr to explain a crash, bounded because a node's output is untrusted.
constexpr qsizetype kStderrTailBytes = 4096;
// stderr goes through a pipe of our own, not QProcess (which would buffer all of it during a
// wait): it is drained between waits, at most this often apart…
constexpr int kReadSliceMs = 100;
// …and this often while stderr flows (until it paused this long), so that a chatty agent does not
// stall on a full pipe.
constexpr int kStderrSliceMs = 1;
constexpr int kStderrQuietMs = 200;
// Bytes of stderr read per drain: a grandchild flooding the pipe cannot keep a drain going.
constexpr qsizetype kStderrReadPerDrainBytes = 1024 * 1024;

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
    close(CloseMode::Graceful);
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
    // The agent's stderr: a pipe whose read end only we drain, in bounded reads. When the agent
    // writes faster than we drain, it blocks on the full pipe instead of filling our memory.
    int stderrPipe[2] = {-1, -1};
    if (::pipe2(stderrPipe, O_CLOEXEC) != 0)
        return Error{ErrorCode::AgentStartFailed,
                     QStringLiteral("creating a pipe for the agent's error output failed: %1")
                         .arg(QString::fromLocal8Bit(std::strerror(errno)))};
    m_stderrFd = stderrPipe[0];
    const int stderrWriteFd = stderrPipe[1];
    // Only our end is non-blocking: the agent's end stays a normal, blocking stderr.
    const int flags = ::fcntl(m_stderrFd, F_GETFL);
    if (flags < 0 || ::fcntl(m_stderrFd, F_SETFL, flags | O_NONBLOCK) != 0) {
        Error error{ErrorCode::AgentStartFailed,
                    QStringLiteral("configuring the agent's error pipe failed: %1")
                        .arg(QString::fromLocal8Bit(std::strerror(errno)))};
        ::close(stderrWriteFd);
        closeStderrPipe();
        return error;
    }

    m_process = std::make_unique<QProcess>();
    m_process->setProgram(m_agentPath);
    m_process->setArguments({QStringLiteral("session")});
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->setStandardErrorFile(QProcess::nullDevice());
    // Runs in the child after QProcess set up its channels, before exec: only async-signal-safe
    // calls. dup2 clears O_CLOEXEC on fd 2; should it fail, stderr stays /dev/null.
    m_process->setChildProcessModifier([stderrWriteFd] { ::dup2(stderrWriteFd, STDERR_FILENO); });
    m_process->start(QIODevice::ReadWrite);
    const bool started = m_process->waitForStarted(kStartTimeoutMs);
    ::close(stderrWriteFd); // the child has its copy; EOF comes when it (and its children) exit
    if (!started) {
        Error error{ErrorCode::AgentStartFailed,
                    QStringLiteral("%1 could not be started: %2").arg(m_agentPath, m_process->errorString())};
        close(CloseMode::Kill);
        return error;
    }
    return {};
}

Result<void> LocalProcessTransport::write(const QByteArray &bytes)
{
    if (!m_process || m_process->state() != QProcess::Running) {
        drain(); // its last words
        return crashError();
    }
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

qsizetype LocalProcessTransport::drain()
{
    if (m_process)
        m_stdoutBuffer.append(m_process->readAllStandardOutput());
    if (m_stderrFd < 0)
        return 0;
    qsizetype total = 0;
    char chunk[16384];
    while (total < kStderrReadPerDrainBytes) {
        const ssize_t got = ::read(m_stderrFd, chunk, sizeof chunk);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break; // EAGAIN: nothing more now; 0: EOF; other errors: nothing to read either
        total += got;
        m_stderrFlowing = QDeadlineTimer(kStderrQuietMs);
        m_stderrTail.append(chunk, qsizetype(got));
        if (m_stderrTail.size() > kStderrTailBytes)
            m_stderrTail.remove(0, m_stderrTail.size() - kStderrTailBytes);
    }
    return total;
}

int LocalProcessTransport::waitSliceMs() const
{
    return m_stderrFlowing.hasExpired() ? kReadSliceMs : kStderrSliceMs;
}

void LocalProcessTransport::closeStderrPipe()
{
    if (m_stderrFd >= 0)
        ::close(m_stderrFd);
    m_stderrFd = -1;
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
        if (auto line = takeLine()) {
            // Past the line limit nothing the agent writes is of use, and all of it would be
            // buffered while it is waited for: stop reading and kill it now.
            if (!line->ok())
                close(CloseMode::Kill);
            return std::move(*line);
        }
        if (m_process->state() == QProcess::NotRunning) {
            // QProcess read all of stdout when it saw the exit; stderr may have more for us.
            drain();
            if (auto line = takeLine())
                return std::move(*line);
            return crashError();
        }
        if (deadline.hasExpired())
            return Error{
                ErrorCode::AgentTimeout,
                QStringLiteral("no line from the agent within %1 ms").arg(qlonglong(timeout.count()))};
        // Returns early when stdout data arrives or the process exits; either way the loop looks
        // again. Never for long: the agent may be blocked on a full stderr pipe meanwhile.
        const int remainingMs = static_cast<int>(std::max<qint64>(deadline.remainingTime(), 0));
        const int sliceMs = std::min(remainingMs, waitSliceMs());
        const QDeadlineTimer slice(sliceMs);
        if (!m_process->waitForReadyRead(sliceMs) && m_process->state() == QProcess::Running
            && !slice.hasExpired()) {
            // The agent closed its stdout but lives on: waitForReadyRead now returns at once, so
            // wait for its exit instead of spinning until the deadline.
            m_process->waitForFinished(std::min(sliceMs, 50));
        }
    }
}

bool LocalProcessTransport::waitForExit(int timeoutMs)
{
    // Sliced like readLine(): an agent flooding stderr while it exits must not fill memory.
    const QDeadlineTimer deadline(timeoutMs);
    while (m_process->state() != QProcess::NotRunning) {
        if (deadline.hasExpired())
            return false;
        const int remainingMs = static_cast<int>(std::max<qint64>(deadline.remainingTime(), 0));
        // Drained often, or an agent writing stderr while it exits would block on the pipe.
        drain();
        m_process->waitForFinished(std::min(remainingMs, waitSliceMs()));
    }
    return true;
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
    const QString stderrText
        = QString::fromStdString(protocol::safeText(m_stderrTail.toStdString())).trimmed();
    if (!stderrText.isEmpty())
        how += QStringLiteral("; its error output ends: %1").arg(stderrText);
    return Error{ErrorCode::AgentCrashed, how};
}

void LocalProcessTransport::close(CloseMode mode)
{
    if (!m_process) {
        closeStderrPipe();
        return;
    }
    if (m_process->state() != QProcess::NotRunning) {
        // The agent exits on EOF; a hung one is killed so that nothing outlives the session. What
        // it still writes to stdout is of no use: closed, so that QProcess buffers none of it
        // while we wait (an agent writing endlessly would fill our memory).
        m_process->closeReadChannel(QProcess::StandardOutput);
        m_process->closeWriteChannel();
        if (mode == CloseMode::Kill || !waitForExit(kExitGraceMs)) {
            m_process->kill();
            m_process->waitForFinished(kExitGraceMs);
        }
    }
    drain();
    m_process.reset();
    m_stdoutBuffer.clear();
    closeStderrPipe();
}

} // namespace shardscope::core
