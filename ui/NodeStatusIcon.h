#pragma once

#include "ui/WizardModel.h"

#include <QIcon>

class QStyle;

namespace shardscope::ui {

/// The icon in a machine's Status cell, chosen the same way on every page: busy while a job or
/// probe runs, then failed, cancelled, or done (what "done" means is the page's).
class NodeStatusIcon
{
public:
    enum class Look { Unknown = 0, Neutral, Busy, Failed, Cancelled, Done };

    /// Machines page: the inventory, or the node job updating it.
    static Look machineLook(const HostEntry &entry);
    /// Deploy page: the last deploy or remove job, and whether the agent is there (or gone).
    static Look deployLook(const HostEntry &entry);
    static QIcon icon(Look look, const QStyle *style);
};

} // namespace shardscope::ui
