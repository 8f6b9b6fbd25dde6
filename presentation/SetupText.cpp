#include "presentation/SetupText.h"

namespace shardscope::presentation {

QString SetupText::checkTitle(core::SetupCheckGroup group)
{
    using core::SetupCheckGroup;
    switch (group) {
    case SetupCheckGroup::ClusterInterface:
        return tr("Each machine has an interface for the cluster");
    case SetupCheckGroup::Interfaces:
        return tr("One interface per subnet, no VPN or container interface in the way, one subnet for all");
    case SetupCheckGroup::Addresses:
        return tr("Fixed, unique addresses and host names");
    case SetupCheckGroup::Names:
        return tr("Host names resolve to the cluster addresses");
    case SetupCheckGroup::Tcp:
        return tr("TCP reaches every machine on a port opened for the check");
    case SetupCheckGroup::Udp:
        return tr("UDP reaches every machine");
    case SetupCheckGroup::Path:
        return tr("No router between the machines, full-size packets pass");
    case SetupCheckGroup::Exposure:
        return tr("No inference server open to every network");
    case SetupCheckGroup::Firewalls:
        return tr("Host firewalls");
    }
    return {};
}

QString SetupText::checkResult(const core::SetupCheckLine &line)
{
    if (!line.tested)
        return tr("not tested");
    switch (line.worst) {
    case core::SetupSeverity::Problem:
        return tr("problem");
    case core::SetupSeverity::Warning:
        return tr("warning");
    case core::SetupSeverity::Info:
        return tr("reported");
    case core::SetupSeverity::Unknown:
        break;
    }
    return tr("passed");
}

QString SetupText::severity(core::SetupSeverity severity)
{
    switch (severity) {
    case core::SetupSeverity::Problem:
        return tr("Problem");
    case core::SetupSeverity::Warning:
        return tr("Warning");
    case core::SetupSeverity::Info:
    case core::SetupSeverity::Unknown:
        break;
    }
    return tr("Note");
}

} // namespace shardscope::presentation
