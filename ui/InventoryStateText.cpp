#include "ui/InventoryStateText.h"

#include "presentation/InventoryText.h"

namespace shardscope::ui {

QString InventoryStateText::state(const HostEntry &entry)
{
    switch (entry.state) {
    case InventoryState::NotProbed:
    case InventoryState::Unknown:
        return tr("Not inventoried yet");
    case InventoryState::Probing:
        return entry.inventory ? tr("Refreshing… (showing the inventory from %1)")
                                     .arg(presentation::InventoryText::dateTime(entry.probedAtUtc))
                               : tr("Inventorying…");
    case InventoryState::Stored:
        return tr("Stored inventory from %1").arg(presentation::InventoryText::dateTime(entry.probedAtUtc));
    case InventoryState::Probed:
        return tr("Inventoried %1").arg(presentation::InventoryText::dateTime(entry.probedAtUtc));
    case InventoryState::Failed:
        return entry.inventory ? tr("Refresh failed (showing the inventory from %1)")
                                     .arg(presentation::InventoryText::dateTime(entry.probedAtUtc))
                               : tr("Inventory failed");
    case InventoryState::Cancelled:
        return entry.inventory ? tr("Refresh cancelled (showing the inventory from %1)")
                                     .arg(presentation::InventoryText::dateTime(entry.probedAtUtc))
                               : tr("Inventory cancelled");
    }
    return presentation::InventoryText::unknown();
}

} // namespace shardscope::ui
