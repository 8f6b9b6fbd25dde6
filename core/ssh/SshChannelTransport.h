#pragma once

#include "core/agent/AgentChannel.h"
#include "core/ssh/SshSession.h"

#include <QByteArray>
#include <QString>

#include <memory>

struct ssh_channel_struct;

namespace shardscope::core {

/// `<agent> session` on a node, over an SSH exec channel of an existing SshSession. Blocking, used
/// from the thread that owns the session; the session must outlive the transport. The agent's
/// stderr is kept as a bounded tail for error messages.
class SshChannelTransport final : public AgentTransport
{
public:
    /// command is the complete remote command line, its arguments already shell-quoted.
    SshChannelTransport(SshSession &session, QString command);
    ~SshChannelTransport() override;
    SshChannelTransport(const SshChannelTransport &) = delete;
    SshChannelTransport &operator=(const SshChannelTransport &) = delete;

    Result<void> start() override;
    Result<void> write(const QByteArray &bytes) override;
    Result<QByteArray> readLine(std::chrono::milliseconds timeout) override;
    /// Graceful: EOF on the agent's stdin, up to 2 s for it to finish, then the channel closes.
    /// Kill: a KILL signal request and the channel closes at once.
    void close(CloseMode mode) override;

private:
    struct ChannelCloser {
        void operator()(ssh_channel_struct *channel) const;
    };
    /// Reads what has arrived; false with an error on a channel failure.
    Result<void> drain();
    std::optional<Result<QByteArray>> takeLine();
    Error endedError() const;

    SshSession &m_session;
    QString m_command;
    std::unique_ptr<ssh_channel_struct, ChannelCloser> m_channel;
    QByteArray m_stdoutBuffer;
    QByteArray m_stderrTail;
};

/// Runs `<remoteAgentPath> session` on the node over the session and returns its inventory
/// (start, hello, probe, close). Cancelled soon after *cancel becomes true.
Result<protocol::HostInventory> probeRemoteHost(SshSession &session, const QString &remoteAgentPath,
                                                std::chrono::milliseconds timeout = std::chrono::seconds(60),
                                                const std::atomic_bool *cancel = nullptr);

} // namespace shardscope::core
