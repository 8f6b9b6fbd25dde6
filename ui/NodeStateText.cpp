#include "ui/NodeStateText.h"

#include "presentation/NodeText.h"

#include "core/SafeText.h"
#include "presentation/ErrorText.h"
#include "ui/InventoryStateText.h"

namespace shardscope::ui {

using presentation::ErrorText;

QString NodeStateText::stage(const NodeJobState &job)
{
    switch (job.stage) {
    case core::NodeStage::Queued:
        return tr("Queued");
    case core::NodeStage::Connecting:
        return tr("Connecting…");
    case core::NodeStage::CheckingPlatform:
        return tr("Checking platform…");
    case core::NodeStage::Uploading:
        if (job.bytesTotal > 0)
            return tr("Uploading %1 %…").arg(job.bytesDone * 100 / job.bytesTotal);
        return tr("Uploading…");
    case core::NodeStage::Verifying:
        return tr("Verifying…");
    case core::NodeStage::Starting:
        return tr("Starting agent…");
    case core::NodeStage::Probing:
        return tr("Probing…");
    case core::NodeStage::Removing:
        return tr("Removing…");
    case core::NodeStage::Done:
        return tr("OK");
    case core::NodeStage::Failed:
        return job.error ? ErrorText::nodeErrorSummary(*job.error) : tr("Failed");
    case core::NodeStage::Cancelled:
        return tr("Cancelled");
    case core::NodeStage::Unknown:
        break;
    }
    return {};
}

QString NodeStateText::agentOpening(const core::NodeProgress &progress)
{
    if (progress.stage == core::NodeStage::Done)
        return tr("Ready");
    NodeJobState job;
    job.action = core::NodeAction::OpenAgent;
    job.stage = progress.stage;
    job.bytesDone = progress.bytesDone;
    job.bytesTotal = progress.bytesTotal;
    return stage(job);
}

QString NodeStateText::machineStatus(const HostEntry &entry)
{
    // "OK" for this computer too: when it was inventoried is in the tooltip and the details, not
    // in a cell that would take a sixth of the table.
    if (entry.record.isLocal && entry.state != InventoryState::Probed)
        return InventoryStateText::state(entry);
    const NodeJobState &job = entry.job;
    if (job.running() || job.stage == core::NodeStage::Failed)
        return stage(job);
    switch (entry.state) {
    case InventoryState::Probed:
        return tr("OK"); // when: in the tooltip and the details

    case InventoryState::NotProbed:
    case InventoryState::Unknown:
        return tr("Not connected yet: click Connect all");
    case InventoryState::Failed:
        // A failure of another kind of job is shown above; this one has no job state.
        return entry.lastError ? ErrorText::nodeErrorSummary(*entry.lastError) : tr("Failed");
    default:
        return InventoryStateText::state(entry);
    }
}

QString NodeStateText::deployStatus(const HostEntry &entry)
{
    const NodeJobState &job = entry.job;
    if (job.action == core::NodeAction::Remove) {
        if (job.stage == core::NodeStage::Done)
            return tr("Removed: nothing of ShardScope is left on this machine");
        if (job.running() || job.stage == core::NodeStage::Failed)
            return stage(job);
    }
    if (job.running() || job.stage == core::NodeStage::Failed)
        return stage(job);
    if (job.stage == core::NodeStage::Cancelled)
        return tr("Cancelled: click Deploy or Retry failed to go on");
    if (entry.agent == AgentState::Deployed) {
        if (job.action == core::NodeAction::Deploy && job.stage == core::NodeStage::Done)
            return job.uploaded ? tr("Ready: the agent was uploaded and answers")
                                : tr("Ready: the agent was already there and answers");
        return tr("Ready: the agent is on this machine");
    }
    if (entry.agent == AgentState::Removed)
        return tr("Removed: nothing of ShardScope is left on this machine");
    return tr("Not deployed yet");
}

QString NodeStateText::deployProgress(const HostEntry &entry)
{
    const NodeJobState &job = entry.job;
    switch (job.stage) {
    case core::NodeStage::Uploading:
        return job.bytesTotal > 0 ? tr("Uploading %1 %").arg(job.bytesDone * 100 / job.bytesTotal)
                                  : tr("Uploading");
    case core::NodeStage::Verifying:
        return tr("Verifying");
    case core::NodeStage::Starting:
        return tr("Starting agent");
    case core::NodeStage::Queued:
        return tr("Queued");
    case core::NodeStage::Connecting:
        return tr("Connecting");
    case core::NodeStage::CheckingPlatform:
        return tr("Checking platform");
    case core::NodeStage::Probing:
        return tr("Probing");
    case core::NodeStage::Removing:
        return tr("Removing");
    case core::NodeStage::Failed:
        return tr("Failed");
    case core::NodeStage::Cancelled:
        return tr("Cancelled");
    case core::NodeStage::Done:
        if (job.action == core::NodeAction::Remove)
            return tr("Removed");
        return entry.agent == AgentState::Deployed ? tr("Ready") : tr("Done");
    case core::NodeStage::Unknown:
        break;
    }
    if (entry.agent == AgentState::Deployed)
        return tr("Ready");
    if (entry.agent == AgentState::Removed)
        return tr("Removed");
    return tr("Not deployed");
}

QString NodeStateText::secretPrompt(const QString &nodeName, SecretKind kind, const QString &subject)
{
    const QString never = tr("ShardScope uses it for this connection only and never saves it.");
    if (kind == SecretKind::Passphrase)
        return tr("The key file %1 is protected by a passphrase. Enter it to connect%2.")
                   .arg(QDir::toNativeSeparators(subject),
                        nodeName.isEmpty() ? QString() : tr(" to %1").arg(core::safeText(nodeName)))
               + QLatin1Char(' ') + never;
    // Only what ShardScope knows itself: the server's own prompt goes in
    // presentation::NodeText::serverSays(), apart.
    QString text = nodeName.isEmpty()
                       ? tr("The server asks for a password.")
                       : tr("Logging in to %1 needs a password.").arg(core::safeText(nodeName));
    text += QLatin1Char(' ') + never + QLatin1Char(' ')
            + tr("Tip: with an SSH key (ssh-keygen, then ssh-copy-id) you will not be asked again.");
    return text;
}

QString NodeStateText::secretTitle(SecretKind kind)
{
    return kind == SecretKind::Passphrase ? tr("Passphrase of the SSH key") : tr("SSH password");
}

} // namespace shardscope::ui
