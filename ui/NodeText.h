#pragma once

#include "presentation/NodeText.h"
#include "ui/NodeInteraction.h"
#include "ui/WizardModel.h"

#include <QCoreApplication>
#include <QString>

namespace shardscope::ui {

/// The node texts (presentation::NodeText) and those of the wizard's own states: job stages,
/// one-line statuses and the secret dialog's prompts. Same translation context as
/// presentation::NodeText.
class NodeText : public presentation::NodeText
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

    /// The text above the passphrase or password field: ShardScope's own words only (for a
    /// password, the server's prompt is shown apart, with serverSays()).
    static QString secretPrompt(const QString &nodeName, SecretKind kind, const QString &subject);
    static QString secretTitle(SecretKind kind);
};

} // namespace shardscope::ui
