#pragma once

#include "presentation/InventoryText.h"
#include "ui/WizardModel.h"

#include <QCoreApplication>
#include <QString>

namespace shardscope::ui {

/// The inventory texts (presentation::InventoryText) and the wizard's own state of a host's
/// inventory. Same translation context as presentation::InventoryText.
class InventoryText : public presentation::InventoryText
{
    Q_DECLARE_TR_FUNCTIONS(InventoryText)

public:
    /// One line about how fresh a host's inventory is, e.g. "Inventoried 29.11.26 14:03".
    static QString state(const HostEntry &entry);
};

} // namespace shardscope::ui
