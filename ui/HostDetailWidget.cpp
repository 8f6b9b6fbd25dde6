#include "ui/HostDetailWidget.h"

#include "core/SafeText.h"
#include "presentation/InventoryText.h"
#include "ui/PlainToolTip.h"

#include <QFont>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace shardscope::ui {

namespace {

QTableWidget *makeTable(int columns, const QStringList &headers, QWidget *parent)
{
    auto *table = new QTableWidget(0, columns, parent);
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setTabKeyNavigation(false);
    table->setWordWrap(true);
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    return table;
}

/// A cell of node text, shown as text (tooltips are rich text when they look like HTML) and made
/// safe: a stored inventory may predate the protocol's own cleaning, and may hold a line break or an
/// escape sequence.
QTableWidgetItem *item(const QString &text, bool bold = false)
{
    const QString shown = core::safeText(text);
    auto *cell = new QTableWidgetItem(shown);
    cell->setToolTip(plainToolTip(shown));
    if (bold) {
        QFont font = cell->font();
        font.setBold(true);
        cell->setFont(font);
    }
    return cell;
}

QString row(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><td style='padding-right:12px'><b>%1</b></td><td>%2</td></tr>")
        .arg(label.toHtmlEscaped(), core::safeText(value).toHtmlEscaped());
}

} // namespace

HostDetailWidget::HostDetailWidget(QWidget *parent)
    : QWidget(parent)
{
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("hostDetailTabs"));

    m_overview = new QLabel(this);
    m_overview->setObjectName(QStringLiteral("hostOverview"));
    m_overview->setTextFormat(Qt::RichText);
    m_overview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_overview->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_overview->setWordWrap(true);
    m_overview->setMargin(6);
    auto *overviewScroll = new QScrollArea(this);
    overviewScroll->setWidgetResizable(true);
    overviewScroll->setFrameShape(QFrame::NoFrame);
    overviewScroll->setWidget(m_overview);
    m_tabs->addTab(overviewScroll, tr("&Overview"));

    auto *gpuPage = new QWidget(this);
    auto *gpuLayout = new QVBoxLayout(gpuPage);
    gpuLayout->setContentsMargins(0, 0, 0, 0);
    m_gpuNote = new QLabel(gpuPage);
    m_gpuNote->setObjectName(QStringLiteral("gpuNote"));
    m_gpuNote->setTextFormat(Qt::PlainText); // shows what the node reported
    m_gpuNote->setWordWrap(true);
    m_gpuNote->setMargin(6);
    m_gpuNote->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    Q_ASSERT(presentation::InventoryText::gpuHeaders().size() == GpuColumnCount);
    m_gpuTable = makeTable(GpuColumnCount, presentation::InventoryText::gpuHeaders(), gpuPage);
    m_gpuTable->setObjectName(QStringLiteral("gpuTable"));
    gpuLayout->addWidget(m_gpuNote);
    gpuLayout->addWidget(m_gpuTable, 1);
    m_tabs->addTab(gpuPage, tr("&GPUs"));

    Q_ASSERT(presentation::InventoryText::nicHeaders().size() == NicColumnCount);
    m_nicTable = makeTable(NicColumnCount, presentation::InventoryText::nicHeaders(), this);
    m_nicTable->setObjectName(QStringLiteral("nicTable"));
    m_tabs->addTab(m_nicTable, tr("N&etwork interfaces"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    setFocusProxy(m_tabs);

    setHost(nullptr);
}

void HostDetailWidget::setHost(const HostEntry *entry)
{
    const protocol::HostInventory *inventory = entry && entry->inventory ? &*entry->inventory : nullptr;
    showOverview(entry);
    showGpus(inventory);
    showNics(inventory);
}

void HostDetailWidget::showOverview(const HostEntry *entry)
{
    // m_overview is rich text (a table): every node string goes through row() or toHtmlEscaped().
    if (!entry) {
        m_overview->setText(tr("Select a machine to see its details.").toHtmlEscaped());
        return;
    }
    if (!entry->inventory) {
        m_overview->setText(
            tr("%1: not inventoried yet.")
                .arg(core::safeText(presentation::InventoryText::machineName(entry->record.name)))
                .toHtmlEscaped());
        return;
    }
    const protocol::HostInventory &inventory = *entry->inventory;
    QString html = QStringLiteral("<table cellspacing='2'>");
    html += row(tr("Machine"), presentation::InventoryText::machineName(entry->record.name));
    html += row(tr("Host name"), presentation::InventoryText::hostName(inventory));
    html += row(tr("Operating system"), presentation::InventoryText::os(inventory));
    html += row(tr("Kernel"), presentation::InventoryText::text(inventory.kernel));
    html += row(tr("Architecture"), presentation::InventoryText::text(inventory.architecture));
    html += row(tr("C library"), presentation::InventoryText::text(inventory.libc));
    html += row(tr("CPU"), presentation::InventoryText::cpu(inventory));
    html += row(tr("Memory"), presentation::InventoryText::memory(inventory));
    html += row(tr("GPUs"), presentation::InventoryText::gpuSummary(inventory));
    html += row(tr("Inference software"), presentation::InventoryText::software(inventory));
    html += row(tr("Inventory taken"), presentation::InventoryText::dateTime(entry->probedAtUtc));
    html += row(tr("Agent version"), inventory.agentVersion.empty()
                                         ? presentation::InventoryText::unknown()
                                         : QString::fromStdString(inventory.agentVersion));
    html += QStringLiteral("</table>");
    m_overview->setText(html);
}

void HostDetailWidget::showGpus(const protocol::HostInventory *inventory)
{
    m_gpuTable->setRowCount(0);
    const int count = inventory ? int(inventory->gpus.size()) : 0;
    m_tabs->setTabText(1, count > 0 ? tr("&GPUs (%1)").arg(count) : tr("&GPUs"));
    m_gpuNote->setToolTip(QString());
    if (!inventory) {
        m_gpuNote->setText(tr("No inventory yet."));
        m_gpuNote->show();
        m_gpuTable->hide();
        return;
    }
    if (inventory->gpus.empty()) {
        m_gpuNote->setText(presentation::InventoryText::noGpuReason(*inventory) + QLatin1Char(' ')
                           + tr("Inference on this machine would run on the CPU."));
        // The agent's own words are for whoever debugs the probe: a tooltip, not the sentence.
        m_gpuNote->setToolTip(plainToolTip(presentation::InventoryText::gpuSourceNote(*inventory)));
        m_gpuNote->show();
        m_gpuTable->hide();
        return;
    }
    m_gpuNote->hide();
    m_gpuTable->show();
    m_gpuTable->setRowCount(count);
    for (int i = 0; i < count; ++i) {
        const QStringList cells = presentation::InventoryText::gpuCells(inventory->gpus[std::size_t(i)]);
        for (int column = 0; column < cells.size(); ++column)
            m_gpuTable->setItem(i, column, item(cells.at(column)));
    }
    m_gpuTable->resizeColumnsToContents();
}

void HostDetailWidget::showNics(const protocol::HostInventory *inventory)
{
    m_nicTable->setRowCount(0);
    const int count = inventory ? int(inventory->nics.size()) : 0;
    m_tabs->setTabText(2, count > 0 ? tr("N&etwork interfaces (%1)").arg(count) : tr("N&etwork interfaces"));
    m_nicTable->setRowCount(count);
    for (int i = 0; i < count; ++i) {
        const protocol::NicInfo &nic = inventory->nics[std::size_t(i)];
        const QStringList cells = presentation::InventoryText::nicCells(nic);
        // The default-route interface is where traffic to other machines goes today: make it stand out.
        for (int column = 0; column < cells.size(); ++column)
            m_nicTable->setItem(i, column, item(cells.at(column), column == NicName && nic.defaultRoute));
    }
    m_nicTable->resizeColumnsToContents();
    m_nicTable->resizeRowsToContents();
}

} // namespace shardscope::ui
