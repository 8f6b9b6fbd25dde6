#pragma once

#include "core/agent/AgentChannel.h"

#include <QByteArray>
#include <QProcess>
#include <QString>

#include <memory>

namespace shardscope::core {

/// `shardscope-agent session` as a child process, driven with QProcess's blocking waits from the
/// worker thread that owns it (no event loop needed). The QProcess is created in start(), so it
/// lives in the calling thread; use, close and destroy the transport in that same thread.
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
    void close() override;

private:
    /// Moves what the process wrote into m_stdoutBuffer / m_stderrTail.
    void drain();
    /// Takes one complete line out of m_stdoutBuffer, or an error when it is too long.
    std::optional<Result<QByteArray>> takeLine();
    /// AgentCrashed with the exit code or signal and the end of stderr.
    Error crashError() const;

    QString m_agentPath;
    std::unique_ptr<QProcess> m_process;
    QByteArray m_stdoutBuffer;
    QByteArray m_stderrTail;
};

} // namespace shardscope::core
