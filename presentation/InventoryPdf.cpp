#include "presentation/InventoryPdf.h"

#include "presentation/HealthText.h"
#include "presentation/InventoryText.h"
#include "remote-agent/protocol/Version.h"

#include <QAbstractTextDocumentLayout>
#include <QFont>
#include <QMarginsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

namespace shardscope::presentation {

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

QString tableStart(const QStringList &headers)
{
    QString html = QStringLiteral("<table width='100%' border='1' cellspacing='0' cellpadding='3' "
                                  "style='border-collapse:collapse; border-color:#9a9a9a; margin-bottom:8px'>"
                                  "<tr style='background-color:#e8ecf2'>");
    for (const QString &header : headers)
        html += QStringLiteral("<th align='left'>%1</th>").arg(escaped(header));
    return html + QStringLiteral("</tr>");
}

QString tableRow(const QStringList &cells)
{
    QString html = QStringLiteral("<tr>");
    for (const QString &cell : cells)
        html += QStringLiteral("<td>%1</td>").arg(escaped(cell));
    return html + QStringLiteral("</tr>");
}

QString stateText(const InventoryPdfHost &host)
{
    if (!host.state.isEmpty())
        return host.state;
    return host.inventory && host.probedAtUtc.isValid() ? InventoryText::dateTime(host.probedAtUtc)
                                                        : InventoryText::unknown();
}

} // namespace

QString InventoryPdf::html(const QList<InventoryPdfHost> &hosts, const QList<core::HealthFinding> &findings,
                           const QDateTime &createdAtUtc)
{
    QString html = QStringLiteral("<html><body>");
    html += QStringLiteral("<h1>%1</h1>").arg(escaped(tr("ShardScope inventory")));
    html += QStringLiteral("<p>%1</p>")
                .arg(escaped(tr("Created %1 with ShardScope %2.")
                                 .arg(InventoryText::dateTime(createdAtUtc),
                                      QString::fromLatin1(protocol::kShardScopeVersion))));
    html += QStringLiteral("<p>%1</p>")
                .arg(escaped(tr("Every value below was read from the machine itself by the ShardScope agent. "
                                "\"%1\" means the machine did not report that value.")
                                 .arg(InventoryText::unknown())));

    html += QStringLiteral("<h2>%1</h2>").arg(escaped(tr("Machines")));
    html += tableStart({tr("Machine"), tr("Host name"), tr("Operating system"), tr("CPU"), tr("Memory"),
                        tr("GPUs"), tr("Inventory")});
    for (const InventoryPdfHost &entry : hosts) {
        if (entry.inventory) {
            const protocol::HostInventory &inventory = *entry.inventory;
            html += tableRow({InventoryText::machineName(entry.record.name),
                              InventoryText::hostName(inventory), InventoryText::os(inventory),
                              InventoryText::cpu(inventory), InventoryText::memory(inventory),
                              InventoryText::gpuSummary(inventory), stateText(entry)});
        } else {
            html += tableRow({InventoryText::machineName(entry.record.name), InventoryText::unknown(),
                              InventoryText::unknown(), InventoryText::unknown(), InventoryText::unknown(),
                              InventoryText::unknown(), stateText(entry)});
        }
    }
    html += QStringLiteral("</table>");

    html += QStringLiteral("<h2>%1</h2>").arg(escaped(tr("Warnings")));
    if (findings.isEmpty()) {
        html += QStringLiteral("<p>%1</p>").arg(escaped(HealthText::noFindings()));
    } else {
        html += QStringLiteral("<ul>");
        for (const core::HealthFinding &finding : findings) {
            html += QStringLiteral("<li><b>%1:</b> %2</li>")
                        .arg(escaped(HealthText::severity(finding.severity)),
                             escaped(HealthText::sentence(finding)));
        }
        html += QStringLiteral("</ul>");
    }

    for (const InventoryPdfHost &entry : hosts) {
        if (!entry.inventory)
            continue;
        const protocol::HostInventory &inventory = *entry.inventory;
        html += QStringLiteral("<h2>%1</h2>")
                    .arg(escaped(tr("%1 (%2)").arg(InventoryText::machineName(entry.record.name),
                                                   InventoryText::hostName(inventory))));
        html += QStringLiteral("<p>%1<br>%2<br>%3</p>")
                    .arg(escaped(tr("Kernel %1, architecture %2, C library %3")
                                     .arg(InventoryText::text(inventory.kernel),
                                          InventoryText::text(inventory.architecture),
                                          InventoryText::text(inventory.libc))),
                         escaped(tr("Inference software: %1").arg(InventoryText::software(inventory))),
                         escaped(tr("Inventory taken %1 by agent %2")
                                     .arg(InventoryText::dateTime(entry.probedAtUtc),
                                          inventory.agentVersion.empty()
                                              ? InventoryText::unknown()
                                              : QString::fromStdString(inventory.agentVersion))));

        html += QStringLiteral("<h3>%1</h3>").arg(escaped(tr("GPUs")));
        if (inventory.gpus.empty()) {
            html += QStringLiteral("<p>%1</p>").arg(escaped(InventoryText::noGpuReason(inventory)));
            // The agent's own words, for whoever debugs the probe: small print under the sentence.
            if (const QString note = InventoryText::gpuSourceNote(inventory); !note.isEmpty())
                html += QStringLiteral("<p><small>%1</small></p>").arg(escaped(note));
        } else {
            html += tableStart(InventoryText::gpuHeaders());
            for (const protocol::GpuInfo &gpu : inventory.gpus)
                html += tableRow(InventoryText::gpuCells(gpu));
            html += QStringLiteral("</table>");
        }

        html += QStringLiteral("<h3>%1</h3>").arg(escaped(tr("Network interfaces")));
        if (inventory.nics.empty()) {
            html += QStringLiteral("<p>%1</p>")
                        .arg(escaped(tr("The machine reported no network interfaces.")));
        } else {
            html += tableStart(InventoryText::nicHeaders());
            for (const protocol::NicInfo &nic : inventory.nics)
                html += tableRow(InventoryText::nicCells(nic));
            html += QStringLiteral("</table>");
        }
    }
    html += QStringLiteral("</body></html>");
    return html;
}

core::Result<void> InventoryPdf::write(const QString &path, const QList<InventoryPdfHost> &hosts,
                                       const QList<core::HealthFinding> &findings,
                                       const QDateTime &createdAtUtc)
{
    // QSaveFile: a failed export never leaves a truncated PDF behind, and commit() reports a full disk.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return core::Error{core::ErrorCode::FileWrite, file.errorString()};

    {
        QPdfWriter writer(&file);
        // Landscape: the interface table has nine columns.
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape,
                                         QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter));
        writer.setResolution(300);
        writer.setTitle(tr("ShardScope inventory"));
        writer.setCreator(
            QStringLiteral("ShardScope %1").arg(QString::fromLatin1(protocol::kShardScopeVersion)));

        // Lay the document out on the writer itself, one page per paint rect: print() then keeps
        // our margins instead of adding its own 2 cm.
        QTextDocument document;
        document.documentLayout()->setPaintDevice(&writer);
        QFont font = document.defaultFont();
        font.setPointSizeF(9);
        // No ligatures: "ff" in "fe80::ff" or a host name stays two letters that a reader can
        // search and copy, instead of one "ﬀ" glyph.
        font.setStyleStrategy(QFont::PreferNoShaping);
        document.setDefaultFont(font);
        document.setDocumentMargin(0);
        document.setHtml(html(hosts, findings, createdAtUtc));
        document.setPageSize(writer.pageLayout().paintRectPixels(writer.resolution()).size());
        document.print(&writer);
    }

    if (file.error() != QFileDevice::NoError || file.size() == 0) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return core::Error{core::ErrorCode::FileWrite, reason};
    }
    if (!file.commit())
        return core::Error{core::ErrorCode::FileWrite, file.errorString()};
    return {};
}

} // namespace shardscope::presentation
