#include "presentation/SetupSheetDocument.h"

#include "core/report/ReportModel.h"
#include "presentation/InventoryText.h"
#include "presentation/LinkText.h"
#include "presentation/PdfDocument.h"
#include "presentation/SetupText.h"
#include "remote-agent/protocol/Version.h"

namespace shardscope::presentation {

namespace {

using Block = SetupSheetDocument::Block;
using Kind = SetupSheetDocument::Block::Kind;

Block block(Kind kind, const QString &text)
{
    Block b;
    b.kind = kind;
    b.text = text;
    return b;
}

Block table(const QStringList &headers, const QList<QStringList> &rows, const QList<qreal> &weights)
{
    Block b;
    b.kind = Kind::Table;
    b.headers = headers;
    b.rows = rows;
    b.weights = weights;
    return b;
}

QString dash()
{
    return QStringLiteral("—");
}

/// A Markdown table cell: one line, '|' escaped.
QString cell(QString text)
{
    return text.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('|'), QStringLiteral("\\|"));
}

} // namespace

QString SetupSheetDocument::title()
{
    return tr("ShardScope setup sheet");
}

QList<Block> SetupSheetDocument::content(const core::SetupSheet &sheet)
{
    QList<Block> out;
    out << block(
        Kind::Paragraph,
        tr("Made %1 with ShardScope %2. Keep it with your machines: it says how they are set up, "
           "which checks passed and what the links measured, to compare against after a change.")
            .arg(pdf::dateTime(sheet.createdAtUtc), QString::fromLatin1(protocol::kShardScopeVersion)));

    out << block(Kind::Heading, tr("Machines"));
    QList<QStringList> machines;
    QList<QStringList> software;
    QList<QStringList> settings;
    for (const core::SetupSheetMachine &machine : sheet.machines) {
        const core::InterfaceChoice &nic = machine.interface;
        machines << QStringList{machine.name,
                                InventoryText::hostName(machine.inventory),
                                nic.address.isEmpty() ? dash() : nic.address,
                                nic.interfaceName.isEmpty() ? tr("none") : nic.interfaceName,
                                nic.speedMbps && *nic.speedMbps > 0 ? LinkText::linkSpeed(*nic.speedMbps)
                                                                    : dash(),
                                nic.mtu ? QString::number(*nic.mtu) : dash(),
                                machine.roles.isEmpty() ? dash() : machine.roles.join(QStringLiteral(", "))};
        software << QStringList{machine.name, InventoryText::os(machine.inventory),
                                InventoryText::software(machine.inventory)};
        for (const core::PinSetting &pin : machine.settings)
            settings << QStringList{machine.name, pin.software, pin.setting};
    }
    out << table({tr("Machine"), tr("Host name"), tr("Address"), tr("Cluster interface"), tr("Speed"),
                  tr("MTU"), tr("Role")},
                 machines, {1.6, 1.1, 1.1, 1.0, 0.9, 0.6, 1.3});
    out << table({tr("Machine"), tr("Operating system"), tr("Inference software")}, software,
                 {1.2, 1.6, 3.2});

    out << block(Kind::Heading, tr("Settings that keep the software on the cluster interface"));
    out << block(Kind::Paragraph,
                 tr("Collective libraries pick an interface by themselves, and a VPN or container interface "
                    "is often the one they pick. These settings name the right one; set them where you "
                    "start the software."));
    out << table({tr("Machine"), tr("Software"), tr("Setting")}, settings, {1.2, 1.6, 2.6});

    out << block(Kind::Heading, tr("Launch lines that worked"));
    if (sheet.launchRun) {
        out << block(Kind::Paragraph, tr("From serving run %1 of %2, which completed.")
                                          .arg(sheet.launchRun->id)
                                          .arg(pdf::dateTime(sheet.launchRun->startedAtUtc)));
        for (const core::LaunchStep &step : sheet.launch) {
            out << block(Kind::Subheading, tr("%1 on %2").arg(step.purpose, step.machine));
            out << block(Kind::Code, step.lines.join(QLatin1Char('\n')));
        }
    } else {
        out << block(
            Kind::Paragraph,
            tr("No completed serving run with launch lines is stored yet. ShardScope keeps them when "
               "it starts llama.cpp for you, or when you run a server from the lines it shows."));
    }

    out << block(Kind::Heading, tr("Checks"));
    QList<QStringList> checks;
    for (const core::SetupCheckLine &line : sheet.checks)
        checks << QStringList{SetupText::checkTitle(line.group), SetupText::checkResult(line)};
    out << table({tr("Check"), tr("Result")}, checks, {5, 1.2});
    if (!sheet.openFindings.isEmpty()) {
        out << block(Kind::Subheading, tr("Still to do"));
        for (const core::SetupFinding &finding : sheet.openFindings)
            out << block(Kind::Bullet, SetupText::line(finding));
    }

    out << block(Kind::Heading, tr("Re-test after a change"));
    out << block(
        Kind::Paragraph,
        tr("Re-test after changing cables, drivers, switch settings or software: run the setup check "
           "and a link test again and compare with the figures below."));
    if (sheet.linkRun) {
        out << block(Kind::Paragraph, (sheet.linkRun->baseline ? tr("Baseline: link test %1 of %2.")
                                                               : tr("Newest complete link test: %1 of %2."))
                                          .arg(sheet.linkRun->id)
                                          .arg(pdf::dateTime(sheet.linkRun->startedAtUtc)));
        QList<QStringList> links;
        for (const core::SetupSheetLink &link : sheet.links)
            links << QStringList{
                LinkText::pair(link.client, link.server),
                link.rttP50Us ? LinkText::roundTrip(*link.rttP50Us) : dash(),
                link.forwardBitsPerSecond ? LinkText::bitsPerSecond(*link.forwardBitsPerSecond) : dash(),
                link.reverseBitsPerSecond ? LinkText::bitsPerSecond(*link.reverseBitsPerSecond) : dash()};
        out << table({tr("Pair"), tr("Round trip (p50)"), tr("One stream →"), tr("One stream ←")}, links,
                     {2.4, 1.2, 1.2, 1.2});
    } else {
        out << block(Kind::Paragraph,
                     tr("No complete link test is stored yet: run one (the Network page, or "
                        "shardscope-cli linktest --all) to have figures to compare against."));
    }
    return out;
}

QString SetupSheetDocument::markdown(const core::SetupSheet &sheet)
{
    QString text = QStringLiteral("# %1\n\n").arg(title());
    for (const Block &b : content(sheet)) {
        switch (b.kind) {
        case Kind::Heading:
            text += QStringLiteral("## %1\n\n").arg(b.text);
            break;
        case Kind::Subheading:
            text += QStringLiteral("### %1\n\n").arg(b.text);
            break;
        case Kind::Paragraph:
            text += b.text + QStringLiteral("\n\n");
            break;
        case Kind::Bullet:
            text += QStringLiteral("- %1\n\n").arg(b.text);
            break;
        case Kind::Code:
            text += QStringLiteral("```sh\n%1\n```\n\n").arg(b.text);
            break;
        case Kind::Table: {
            QStringList header;
            QStringList rule;
            for (const QString &h : b.headers) {
                header << cell(h);
                rule << QStringLiteral("---");
            }
            text += QStringLiteral("| %1 |\n| %2 |\n")
                        .arg(header.join(QStringLiteral(" | ")), rule.join(QStringLiteral(" | ")));
            for (const QStringList &row : b.rows) {
                QStringList cells;
                for (const QString &c : row)
                    cells << cell(c);
                text += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
            }
            text += QLatin1Char('\n');
            break;
        }
        }
    }
    return text;
}

core::Result<void> SetupSheetDocument::writeMarkdown(const QString &path, const core::SetupSheet &sheet)
{
    return core::writeReportFile(path, markdown(sheet).toUtf8());
}

core::Result<void> SetupSheetDocument::writePdf(const QString &path, const core::SetupSheet &sheet)
{
    const QList<Block> blocks = content(sheet);
    const QString footer = tr("%1 · %2").arg(title(), pdf::dateTime(sheet.createdAtUtc));
    return PdfDocument::write(path, title(), footer, [&](PdfDocument &doc) {
        doc.text(title(), doc.fonts().title, pdf::mm(4));
        for (const Block &b : blocks) {
            switch (b.kind) {
            case Kind::Heading:
                doc.heading(b.text);
                break;
            case Kind::Subheading:
                doc.subheading(b.text);
                break;
            case Kind::Paragraph:
                doc.paragraph(b.text);
                break;
            case Kind::Bullet:
                doc.bullet(b.text);
                break;
            case Kind::Code: {
                QFont mono = doc.fonts().table;
                mono.setFamily(QStringLiteral("DejaVu Sans Mono"));
                mono.setStyleHint(QFont::Monospace);
                doc.text(b.text, mono, pdf::mm(2));
                break;
            }
            case Kind::Table:
                doc.table(b.headers, b.rows, b.weights);
                break;
            }
        }
    });
}

} // namespace shardscope::presentation
