#pragma once

#include "core/agent/AgentChannel.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QProcess>
#include <QString>

#include <memory>

namespace shardscope::core {

/// `shardscope-agent session` as a child process, driven with QProcess's blocking waits from the
/// worker thread that owns it (no event loop needed). Its stderr goes to a pipe of our own, read
/// in bounded chunks, so that a node flooding stderr costs at most a pipe and a 4 KiB tail. The QProcess is
/// created in start(), so it lives in the calling thread; use, close and destroy the transport in that same
/// thread.
class LocalProcessTransport final : public AgentTransport
{
public:
    explicit LocalProcessTransport(QString agentPath);
    ~LocalProcessTransport() override;
    LocalProcessTransport(const LocalProcessTransport &) = delete;
    LocalProcessTransport &operator=(const LocalProcessTransport &) = delete;

    Result<void> start() override;
    Result<void> write(const QByteArray &bytes) override;
    Result<QByteArray> readLine(std::chrono::milliseconds timeout) override;
    void close(CloseMode mode) override;

private:
    /// Moves what the process wrote into m_stdoutBuffer / m_stderrTail (up to 1 MiB of stderr
    /// per call, keeping its last 4 KiB); returns how many bytes of stderr it read.
    qsizetype drain();
    void closeStderrPipe();
    /// How long to block in one wait: short while stderr flows, so that the pipe is drained.
    int waitSliceMs() const;
    /// Waits up to timeoutMs for the agent to exit, trimming stderr meanwhile; true when it did.
    bool waitForExit(int timeoutMs);
    /// Takes one complete line out of m_stdoutBuffer, or an error when it is too long.
    std::optional<Result<QByteArray>> takeLine();
    /// AgentCrashed with the exit code or signal and the end of stderr.
    Error crashError() const;

    QString m_agentPath;
    std::unique_ptr<QProcess> m_process;
    QByteArray m_stdoutBuffer;
    QByteArray m_stderrTail;
    int m_stderrFd = -1;               ///< read end of the agent's stderr pipe, non-blocking
    QDeadlineTimer m_stderrFlowing{0}; ///< not expired while stderr arrived recently
};

} // namespace shardscope::core
