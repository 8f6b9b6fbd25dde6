#pragma once

#include "core/ssh/SshSession.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>

namespace shardscope::ui {

/// What SSH asks for while connecting to a node.
enum class SecretKind {
    Unknown = 0,
    Passphrase, ///< of an encrypted identity file
    Password,   ///< a login password, or the answer to a server's keyboard-interactive prompt
};

/// The questions of SSH connections, answered by the user (DialogNodeInteraction) or by a test.
/// Called on the UI thread only, one question at a time (NodeJobRunner queues them): the worker
/// that asked waits, the UI does not. Each ask*() must call its answer exactly once, on the UI
/// thread, at once or later; cancelQuestion() answers the open question "no" at once.
class NodeInteraction
{
public:
    using HostKeyAnswer = std::function<void(bool trust)>;
    /// nullopt: the user gave up. The bytes are handed to SSH, used once and wiped there.
    using SecretAnswer = std::function<void(std::optional<QByteArray> secret)>;

    virtual ~NodeInteraction() = default;

    /// Trust this unknown host key of node `nodeName`? The name comes from the job's own list
    /// (by the index of the node that asks), never from what a server sent.
    virtual void askHostKey(const QString &nodeName, const core::HostKeyInfo &key, HostKeyAnswer answer) = 0;
    /// A passphrase or password for node `nodeName` (named as for askHostKey); `subject` is the
    /// identity file (Passphrase) or the server's own prompt (Password): untrusted text, shown
    /// only as quoted from the server (presentation::NodeText::serverSays), never to name the node.
    virtual void askSecret(const QString &nodeName, SecretKind kind, const QString &subject,
                           SecretAnswer answer)
        = 0;
    /// The job was cancelled: close the open question, if any, answering "no".
    virtual void cancelQuestion() = 0;
};

} // namespace shardscope::ui
