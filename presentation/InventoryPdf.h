#pragma once

#include "core/Result.h"
#include "core/inventory/HealthCheck.h"
#include "core/model/Host.h"
#include "remote-agent/protocol/Inventory.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace shardscope::presentation {

/// One machine of the inventory report: the stored record, its inventory (if any) and when that
/// was taken.
struct InventoryPdfHost {
    core::HostRecord record;
    std::optional<protocol::HostInventory> inventory;
    QDateTime probedAtUtc; ///< when `inventory` was taken; invalid without one
    /// The "Inventory" column: how fresh the inventory is, in the caller's words (the wizard's
    /// "Inventoried …", "Stored inventory from …"). Empty: when it was taken, or "unknown".
    QString state;
};

/// The inventory report: every host with its GPUs and network interfaces, the health warnings,
/// the date and the ShardScope version, as a PDF. Qt Gui only (QPdfWriter, QTextDocument), so the
/// CLI writes the same PDF as the GUI; needs a QGuiApplication (the CLI starts one offscreen).
class InventoryPdf
{
    Q_DECLARE_TR_FUNCTIONS(InventoryPdf)

public:
    /// The report as HTML (plain data, escaped); also what write() lays out.
    static QString html(const QList<InventoryPdfHost> &hosts, const QList<core::HealthFinding> &findings,
                        const QDateTime &createdAtUtc);

    /// Writes the PDF atomically (nothing is left at path on failure). FileWrite names the reason.
    static core::Result<void> write(const QString &path, const QList<InventoryPdfHost> &hosts,
                                    const QList<core::HealthFinding> &findings,
                                    const QDateTime &createdAtUtc = QDateTime::currentDateTimeUtc());
};

} // namespace shardscope::presentation
