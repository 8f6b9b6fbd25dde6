#pragma once

#include "core/cluster/NodeJobs.h"
#include "core/ssh/SshSession.h"

#include <QCoreApplication>
#include <QString>

namespace shardscope::presentation {

/// Translated texts about nodes: labels, SSH's host-key questions and untrusted server text. The
/// wizard's own states (job stages, statuses, secret prompts) are ui::NodeStateText's.
class NodeText
{
    Q_DECLARE_TR_FUNCTIONS(NodeText)

public:
    /// "node2 (10.0.0.2, port 2202)"; the address alone when the name is empty.
    static QString nodeLabel(const QString &nodeName, const QString &host, int port);
    /// The question of the host-key dialog: who, key type and fingerprint.
    static QString hostKeyQuestion(const QString &nodeName, const core::HostKeyInfo &key);
    /// How to check the fingerprint on the node, and what trusting does.
    static QString hostKeyHowToCheck(const core::HostKeyInfo &key);
    /// The node's host key file of this type: /etc/ssh/ssh_host_ed25519_key.pub for ssh-ed25519.
    static QString hostKeyFile(const QString &keyType);
    /// "The server says: “…”": a server's prompt, visibly quoted as the server's words; empty
    /// when it sent none.
    static QString serverSays(const QString &serverText);
    /// Text from a server or node made one plain line: control and invisible formatting
    /// characters (bidi overrides) removed, whitespace collapsed, cut to maxChars with "…".
    static QString untrustedLine(const QString &text, qsizetype maxChars = 300);
};

} // namespace shardscope::presentation
