#include "ui/HostDetailWidget.h"

#include "ui/InventoryText.h"

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

QTableWidgetItem *item(const QString &text, bool bold = false)
{
    auto *cell = new QTableWidgetItem(text);
    cell->setToolTip(text);
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
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
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
    m_gpuNote->setWordWrap(true);
    m_gpuNote->setMargin(6);
    m_gpuNote->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_gpuTable = makeTable(GpuColumnCount,
                           {tr("GPU"), tr("Memory"), tr("Driver"), tr("CUDA"), tr("Compute capability"),
                            tr("PCIe link"), tr("Power limit")},
                           gpuPage);
    m_gpuTable->setObjectName(QStringLiteral("gpuTable"));
    gpuLayout->addWidget(m_gpuNote);
    gpuLayout->addWidget(m_gpuTable, 1);
    m_tabs->addTab(gpuPage, tr("&GPUs"));

    m_nicTable = makeTable(NicColumnCount,
                           {tr("Interface"), tr("Type"), tr("State"), tr("Speed"), tr("MTU"), tr("Addresses"),
                            tr("Driver"), tr("Default route"), tr("Errors / drops")},
                           this);
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
    if (!entry) {
        m_overview->setText(tr("Select a machine to see its details."));
        return;
    }
    if (!entry->inventory) {
        m_overview->setText(tr("%1: not inventoried yet.")
                                .arg(InventoryText::machineName(entry->record.name).toHtmlEscaped()));
        return;
    }
    const protocol::HostInventory &inventory = *entry->inventory;
    QString html = QStringLiteral("<table cellspacing='2'>");
    html += row(tr("Machine"), InventoryText::machineName(entry->record.name));
    html += row(tr("Host name"), InventoryText::hostName(inventory));
    html += row(tr("Operating system"), InventoryText::os(inventory));
    html += row(tr("Kernel"), InventoryText::text(inventory.kernel));
    html += row(tr("Architecture"), InventoryText::text(inventory.architecture));
    html += row(tr("C library"), InventoryText::text(inventory.libc));
    html += row(tr("CPU"), InventoryText::cpu(inventory));
    html += row(tr("Memory"), InventoryText::memory(inventory));
    html += row(tr("GPUs"), InventoryText::gpuSummary(inventory));
    html += row(tr("Inference software"), InventoryText::software(inventory));
    html += row(tr("Inventory taken"), InventoryText::dateTime(entry->probedAtUtc));
    html += row(tr("Agent version"), inventory.agentVersion.empty()
                                         ? InventoryText::unknown()
                                         : QString::fromStdString(inventory.agentVersion));
    html += QStringLiteral("</table>");
    m_overview->setText(html);
}

void HostDetailWidget::showGpus(const protocol::HostInventory *inventory)
{
    m_gpuTable->setRowCount(0);
    const int count = inventory ? int(inventory->gpus.size()) : 0;
    m_tabs->setTabText(1, count > 0 ? tr("&GPUs (%1)").arg(count) : tr("&GPUs"));
    if (!inventory) {
        m_gpuNote->setText(tr("No inventory yet."));
        m_gpuNote->show();
        m_gpuTable->hide();
        return;
    }
    if (inventory->gpus.empty()) {
        QString note
            = tr("No NVIDIA GPU was found on this machine. Inference on this machine would run on the CPU.");
        if (inventory->gpuSourceNote)
            note += QLatin1Char(' ')
                    + tr("(The probe reported: %1)").arg(QString::fromStdString(*inventory->gpuSourceNote));
        m_gpuNote->setText(note);
        m_gpuNote->show();
        m_gpuTable->hide();
        return;
    }
    m_gpuNote->hide();
    m_gpuTable->show();
    m_gpuTable->setRowCount(count);
    for (int i = 0; i < count; ++i) {
        const protocol::GpuInfo &gpu = inventory->gpus[std::size_t(i)];
        m_gpuTable->setItem(
            i, GpuName, item(gpu.name.empty() ? InventoryText::unknown() : QString::fromStdString(gpu.name)));
        m_gpuTable->setItem(i, GpuMemory, item(InventoryText::gpuMemory(gpu)));
        m_gpuTable->setItem(i, GpuDriver, item(InventoryText::text(gpu.driverVersion)));
        m_gpuTable->setItem(i, GpuCuda, item(InventoryText::text(gpu.cudaVersion)));
        m_gpuTable->setItem(i, GpuComputeCapability, item(InventoryText::text(gpu.computeCapability)));
        m_gpuTable->setItem(i, GpuPcie, item(InventoryText::pcie(gpu)));
        m_gpuTable->setItem(i, GpuPower, item(InventoryText::powerLimit(gpu)));
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
        // The default-route interface is where traffic to other machines goes today: make it stand out.
        m_nicTable->setItem(i, NicName, item(QString::fromStdString(nic.name), nic.defaultRoute));
        m_nicTable->setItem(i, NicKind, item(InventoryText::kind(nic)));
        m_nicTable->setItem(i, NicState, item(InventoryText::operState(nic)));
        m_nicTable->setItem(i, NicSpeed, item(InventoryText::speed(nic)));
        m_nicTable->setItem(i, NicMtu, item(InventoryText::mtu(nic)));
        m_nicTable->setItem(i, NicAddresses, item(InventoryText::addresses(nic, QStringLiteral("\n"))));
        m_nicTable->setItem(i, NicDriver, item(InventoryText::driver(nic)));
        m_nicTable->setItem(i, NicDefaultRoute, item(InventoryText::defaultRoute(nic)));
        m_nicTable->setItem(i, NicErrors, item(InventoryText::errorsAndDrops(nic)));
    }
    m_nicTable->resizeColumnsToContents();
    m_nicTable->resizeRowsToContents();
}

} // namespace shardscope::ui
