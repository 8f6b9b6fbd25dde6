#pragma once

#include "presentation/NodeText.h"
#include "ui/NodeInteraction.h"
#include "ui/WizardModel.h"

#include <QCoreApplication>
#include <QString>

namespace shardscope::ui {

/// The texts of the wizard's own node states (ui/WizardModel.h, ui/NodeInteraction.h): job stages,
/// one-line statuses and the secret dialog's prompts. The rest of a node's texts are
/// presentation::NodeText; both keep their strings in the translations' NodeText context.
class NodeStateText
{
    Q_DECLARE_TR_FUNCTIONS(NodeText)

public:
    /// "Queued", "Connecting…", "Uploading 42 %…", "OK", … for a job's stage.
    static QString stage(const NodeJobState &job);
    /// A run's machine while its agent opens (a benchmark's or a serving run's): the stage, and
    /// "Ready" once it is open.
    static QString agentOpening(const core::NodeProgress &progress);
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
