#pragma once

#include "core/Result.h"
#include "core/inventory/HealthCheck.h"
#include "ui/WizardModel.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace shardscope::ui {

/// The inventory report: every host with its GPUs and network interfaces, the health warnings,
/// the date and the ShardScope version, as a PDF.
class InventoryPdf
{
    Q_DECLARE_TR_FUNCTIONS(InventoryPdf)

public:
    /// The report as HTML (plain data, escaped); also what write() lays out.
    static QString html(const QList<HostEntry> &hosts, const QList<core::HealthFinding> &findings,
                        const QDateTime &createdAtUtc);

    /// Writes the PDF atomically (nothing is left at path on failure). FileWrite names the reason.
    static core::Result<void> write(const QString &path, const QList<HostEntry> &hosts,
                                    const QList<core::HealthFinding> &findings,
                                    const QDateTime &createdAtUtc = QDateTime::currentDateTimeUtc());
};

} // namespace shardscope::ui
