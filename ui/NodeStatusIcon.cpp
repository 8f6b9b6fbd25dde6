#include "ui/NodeStatusIcon.h"

#include <QStyle>

namespace shardscope::ui {

NodeStatusIcon::Look NodeStatusIcon::machineLook(const HostEntry &entry)
{
    if ((!entry.record.isLocal && entry.job.running()) || entry.state == InventoryState::Probing)
        return Look::Busy;
    switch (entry.state) {
    case InventoryState::Failed:
        return Look::Failed;
    case InventoryState::Cancelled:
        return Look::Cancelled;
    case InventoryState::Probed:
        return Look::Done;
    default:
        return Look::Neutral;
    }
}

NodeStatusIcon::Look NodeStatusIcon::deployLook(const HostEntry &entry)
{
    const NodeJobState &job = entry.job;
    if (job.running())
        return Look::Busy;
    if (job.stage == core::NodeStage::Failed)
        return Look::Failed;
    if (job.stage == core::NodeStage::Cancelled)
        return Look::Cancelled;
    if (entry.agent == AgentState::Deployed || entry.agent == AgentState::Removed)
        return Look::Done;
    return Look::Neutral;
}

QIcon NodeStatusIcon::icon(Look look, const QStyle *style)
{
    QStyle::StandardPixmap pixmap = QStyle::SP_MessageBoxInformation;
    switch (look) {
    case Look::Busy:
        pixmap = QStyle::SP_BrowserReload;
        break;
    case Look::Failed:
        pixmap = QStyle::SP_MessageBoxCritical;
        break;
    case Look::Cancelled:
        pixmap = QStyle::SP_MessageBoxWarning;
        break;
    case Look::Done:
        pixmap = QStyle::SP_DialogApplyButton;
        break;
    case Look::Unknown:
    case Look::Neutral:
        break;
    }
    return style->standardIcon(pixmap);
}

} // namespace shardscope::ui
