#pragma once

#include "core/cluster/NodeJobs.h"
#include "core/ssh/SshSession.h"
#include "ui/NodeInteraction.h"
#include "ui/WizardModel.h"

#include <QCoreApplication>
#include <QString>

namespace shardscope::ui {

/// Translated texts about nodes: job stages, one-line statuses and SSH's questions.
class NodeText
{
    Q_DECLARE_TR_FUNCTIONS(NodeText)

public:
    /// "Queued", "Connecting…", "Uploading 42 %…", "OK", … for a job's stage.
    static QString stage(const NodeJobState &job);
    /// The Status cell of a machine on the Machines page: the job while one runs or failed,
    /// else "OK" once inventoried (when is in the tooltip) or what the inventory shown is.
    static QString machineStatus(const HostEntry &entry);
    /// The Status cell of a node on the Deploy page.
    static QString deployStatus(const HostEntry &entry);
    /// The progress bar's text on the Deploy page ("Uploading 42 %", "Verifying", "Ready").
    static QString deployProgress(const HostEntry &entry);

    /// "node2 (10.0.0.2, port 2202)"; the address alone when the name is empty.
    static QString nodeLabel(const QString &nodeName, const QString &host, int port);
    /// The question of the host-key dialog: who, key type and fingerprint.
    static QString hostKeyQuestion(const QString &nodeName, const core::HostKeyInfo &key);
    /// How to check the fingerprint on the node, and what trusting does.
    static QString hostKeyHowToCheck(const core::HostKeyInfo &key);
    /// The node's host key file of this type: /etc/ssh/ssh_host_ed25519_key.pub for ssh-ed25519.
    static QString hostKeyFile(const QString &keyType);
    /// The text above the passphrase or password field: ShardScope's own words only (for a
    /// password, the server's prompt is shown apart, with serverSays()).
    static QString secretPrompt(const QString &nodeName, SecretKind kind, const QString &subject);
    /// "The server says: “…”": a server's prompt, visibly quoted as the server's words; empty
    /// when it sent none.
    static QString serverSays(const QString &serverText);
    /// Text from a server or node made one plain line: control and invisible formatting
    /// characters (bidi overrides) removed, whitespace collapsed, cut to maxChars with "…".
    static QString untrustedLine(const QString &text, qsizetype maxChars = 300);
    static QString secretTitle(SecretKind kind);
};

} // namespace shardscope::ui
