#pragma once

#include "presentation/InventoryText.h"
#include "ui/WizardModel.h"

#include <QCoreApplication>
#include <QString>

namespace shardscope::ui {

/// The wizard's own state of a host's inventory (ui/WizardModel.h's HostEntry). The inventory's
/// texts are presentation::InventoryText; both keep their strings in the InventoryText context.
class InventoryStateText
{
    Q_DECLARE_TR_FUNCTIONS(InventoryText)

public:
    /// One line about how fresh a host's inventory is, e.g. "Inventoried 29.11.26 14:03".
    static QString state(const HostEntry &entry);
};

} // namespace shardscope::ui
