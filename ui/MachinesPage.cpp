#include "ui/MachinesPage.h"

#include "core/agent/AgentChannel.h"
#include "ui/ErrorText.h"
#include "ui/HealthText.h"
#include "ui/HostDetailWidget.h"
#include "ui/InventoryPdf.h"
#include "ui/InventoryText.h"
#include "ui/WizardModel.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace shardscope::ui {

namespace {

QDateTime probeTime(const protocol::HostInventory &inventory)
{
    QDateTime time = QDateTime::fromString(QString::fromStdString(inventory.probedAtUtc), Qt::ISODate);
    return time.isValid() ? time.toUTC() : QDateTime::currentDateTimeUtc();
}

/// A tooltip showing text from a node literally: Qt guesses whether a tooltip is rich text, so
/// untrusted text is escaped and wrapped (which also lets long text wrap).
QString plainToolTip(const QString &text)
{
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

/// A caption above content; the caption's mnemonic focuses buddy (content itself by default).
QWidget *labelled(const QString &text, QWidget *content, QWidget *parent, QWidget *buddy = nullptr)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto *label = new QLabel(text, box);
    label->setBuddy(buddy ? buddy : content);
    layout->addWidget(label);
    layout->addWidget(content, 1);
    return box;
}

} // namespace

MachinesPage::MachinesPage(WizardModel &model, QWidget *parent)
    : QWizardPage(parent)
    , m_model(model)
{
    setTitle(tr("Your machines"));
    setSubTitle(tr("ShardScope starts with this computer: its agent lists the GPUs, memory and network "
                   "interfaces found here. Warnings below say what could slow down inference split across "
                   "machines."));

    // Widgets are created in tab order: refresh, cancel, hosts, details, warnings, export.
    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("statusLabel"));
    m_statusLabel->setTextFormat(Qt::PlainText); // may carry a node's error text
    m_statusLabel->setWordWrap(true);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("probeProgress"));
    m_progress->setRange(0, 0); // the probe reports no fractions: a busy indicator
    m_progress->setTextVisible(false);
    m_progress->setMaximumWidth(160);
    m_progress->setAccessibleName(tr("Inventory in progress"));
    m_refreshButton = new QPushButton(style()->standardIcon(QStyle::SP_BrowserReload), tr("&Refresh"), this);
    m_refreshButton->setObjectName(QStringLiteral("refreshButton"));
    m_refreshButton->setToolTip(tr("Inventory this computer again with the ShardScope agent"));
    m_cancelButton = new QPushButton(tr("&Cancel refresh"), this);
    m_cancelButton->setObjectName(QStringLiteral("cancelRefreshButton"));

    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_statusLabel, 1);
    statusRow->addWidget(m_progress);
    statusRow->addWidget(m_refreshButton);
    statusRow->addWidget(m_cancelButton);

    m_errorBox = new QFrame(this);
    m_errorBox->setObjectName(QStringLiteral("errorBox"));
    m_errorBox->setStyleSheet(
        QStringLiteral("QFrame#errorBox { background: #fdecea; border: 1px solid #d9a3a3; "
                       "border-radius: 4px; } QLabel { color: #5a1010; }"));
    m_errorIcon = new QLabel(m_errorBox);
    m_errorIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxCritical).pixmap(24, 24));
    m_errorIcon->setAlignment(Qt::AlignTop);
    m_errorLabel = new QLabel(m_errorBox);
    m_errorLabel->setObjectName(QStringLiteral("errorLabel"));
    m_errorLabel->setTextFormat(Qt::PlainText);
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *errorLayout = new QHBoxLayout(m_errorBox);
    errorLayout->addWidget(m_errorIcon);
    errorLayout->addWidget(m_errorLabel, 1);

    m_hostTable = new QTableWidget(0, HostColumnCount, this);
    m_hostTable->setObjectName(QStringLiteral("hostTable"));
    m_hostTable->setHorizontalHeaderLabels({tr("Machine"), tr("Status"), tr("Host name"),
                                            tr("Operating system"), tr("CPU"), tr("Memory"), tr("GPUs")});
    m_hostTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_hostTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_hostTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_hostTable->setTabKeyNavigation(false);
    m_hostTable->setWordWrap(false);
    m_hostTable->verticalHeader()->setVisible(false);
    // Short columns fit their contents; the long free-text ones (OS, CPU) share the rest and elide
    // (the tooltip has the full text), so the table never needs a horizontal scroll bar.
    for (int column = 0; column < HostColumnCount; ++column) {
        const bool longText = column == HostOs || column == HostCpu;
        m_hostTable->horizontalHeader()->setSectionResizeMode(
            column, longText ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
    }
    m_hostTable->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);

    m_detail = new HostDetailWidget(this);
    m_detail->setObjectName(QStringLiteral("hostDetail"));

    m_findingsList = new QListWidget(this);
    m_findingsList->setObjectName(QStringLiteral("findingsList"));
    m_findingsList->setWordWrap(true);
    m_findingsList->setTextElideMode(Qt::ElideNone);
    m_findingsList->setResizeMode(QListView::Adjust);
    m_findingsList->setUniformItemSizes(false);
    m_findingsList->setIconSize(QSize(20, 20));

    m_exportLabel = new QLabel(this);
    m_exportLabel->setObjectName(QStringLiteral("exportLabel"));
    m_exportLabel->setTextFormat(Qt::PlainText); // paths and error details, never markup
    m_exportLabel->setWordWrap(true);
    m_exportLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_exportButton = new QPushButton(tr("E&xport PDF…"), this);
    m_exportButton->setObjectName(QStringLiteral("exportPdfButton"));
    m_exportButton->setToolTip(tr("Save the inventory and the warnings as a PDF file"));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(labelled(tr("&Machines:"), m_hostTable, splitter));
    // QLabel only moves the focus to a buddy that accepts focus: the tabs, not their container.
    splitter->addWidget(
        labelled(tr("&Details of the selected machine:"), m_detail, splitter, m_detail->tabs()));
    splitter->addWidget(labelled(tr("&Warnings:"), m_findingsList, splitter));
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 4);
    splitter->setStretchFactor(2, 1);

    auto *exportRow = new QHBoxLayout;
    exportRow->addWidget(m_exportLabel, 1);
    exportRow->addWidget(m_exportButton);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(statusRow);
    layout->addWidget(m_errorBox);
    layout->addWidget(splitter, 1);
    layout->addLayout(exportRow);

    connect(m_refreshButton, &QPushButton::clicked, this, &MachinesPage::refresh);
    connect(m_cancelButton, &QPushButton::clicked, this, &MachinesPage::cancelRefresh);
    connect(m_exportButton, &QPushButton::clicked, this, &MachinesPage::chooseExportFile);
    connect(&m_watcher, &QFutureWatcher<ProbeResult>::finished, this, &MachinesPage::onProbeFinished);
    connect(m_hostTable, &QTableWidget::currentCellChanged, this, &MachinesPage::updateDetail);
    connect(&m_model, &WizardModel::hostsChanged, this, &MachinesPage::updateHosts);
    connect(&m_model, &WizardModel::hostChanged, this, [this](int row) {
        updateHostRow(row);
        if (row == m_hostTable->currentRow())
            updateDetail();
        updateStatus();
        updateMessages();
    });
    connect(&m_model, &WizardModel::findingsChanged, this, &MachinesPage::updateFindings);
    connect(&m_model, &WizardModel::lastErrorChanged, this, &MachinesPage::updateMessages);

    updateHosts();
    updateFindings();
    updateStatus();
    updateMessages();
}

MachinesPage::~MachinesPage()
{
    stopAndWait();
}

void MachinesPage::initializePage()
{
    const int row = m_model.ensureLocalHost();
    if (m_hostTable->currentRow() < 0)
        m_hostTable->selectRow(row);
    updateMessages();
    // Each visit without a fresh inventory tries again (the probe takes seconds).
    if (m_model.hosts().at(row).state != InventoryState::Probed)
        refresh();
}

void MachinesPage::cleanupPage()
{
    // Going back: no probe may keep running for a page that is not shown. Its outcome is taken
    // now, so that coming back at once starts a new one.
    stopAndWait();
    onProbeFinished();
    QWizardPage::cleanupPage();
}

bool MachinesPage::isComplete() const
{
    return !isRefreshing();
}

bool MachinesPage::isRefreshing() const
{
    // Until onProbeFinished() has run: the future may be done before its signal arrives.
    return m_probingRow >= 0;
}

void MachinesPage::refresh()
{
    if (isRefreshing())
        return;
    const int row = m_model.ensureLocalHost();
    m_model.clearLastError();
    m_exportLabel->clear();

    const QString agentPath = m_model.agentPath();
    if (agentPath.isEmpty()) {
        // findLocalAgent() found nothing: say where it looked instead of starting anything.
        m_model.setProbeFailed(row, core::Error{core::ErrorCode::AgentNotFound, QString()});
        return;
    }

    m_probingRow = row;
    m_cancel.store(false);
    m_model.setProbing(row);
    const std::atomic_bool *cancel = &m_cancel;
    m_watcher.setFuture(QtConcurrent::run([agentPath, cancel]() -> ProbeResult {
        return core::probeLocalHost(agentPath, core::kLocalProbeTimeout, cancel);
    }));
    updateStatus();
    Q_EMIT completeChanged();
}

void MachinesPage::cancelRefresh()
{
    if (!isRefreshing())
        return;
    m_cancel.store(true);
    updateStatus();
}

void MachinesPage::stopAndWait()
{
    if (!m_watcher.isRunning())
        return;
    m_cancel.store(true);
    // probeLocalHost checks the flag at least every 100 ms, while it waits for the hello as well
    // as for the probe, and then kills the agent instead of granting it an exit grace period, so
    // this blocks the UI thread only briefly.
    m_watcher.waitForFinished();
}

void MachinesPage::onProbeFinished()
{
    if (m_probingRow < 0)
        return; // already taken by cleanupPage()
    const int row = m_probingRow;
    m_probingRow = -1;
    if (m_watcher.future().resultCount() == 0) {
        m_model.setProbeFailed(row, core::Error{core::ErrorCode::Cancelled, QString()});
    } else {
        const ProbeResult result = m_watcher.result();
        if (result.ok())
            m_model.setInventory(row, result.value(), probeTime(result.value()));
        else
            m_model.setProbeFailed(row, result.error());
    }
    if (m_hostTable->currentRow() < 0)
        m_hostTable->selectRow(row);
    updateStatus();
    updateMessages();
    Q_EMIT completeChanged();
}

core::Result<void> MachinesPage::exportPdf(const QString &path)
{
    auto written = InventoryPdf::write(path, m_model.hosts(), m_model.findings());
    if (written)
        m_exportLabel->setText(tr("Saved the inventory to %1.").arg(QDir::toNativeSeparators(path)));
    else
        m_exportLabel->setText(ErrorText::fileError(written.error(), path));
    m_exportLabel->setStyleSheet(written ? QString() : QStringLiteral("color: #a01010;"));
    return written;
}

void MachinesPage::chooseExportFile()
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!QDir(folder).exists())
        folder = QDir::homePath();
    const QString name = QStringLiteral("shardscope-inventory-%1.pdf")
                             .arg(QDate::currentDate().toString(QStringLiteral("yyyy-MM-dd")));
    // open(), not exec(): no nested event loop; the page continues in fileSelected.
    auto *dialog = new QFileDialog(this, tr("Export the inventory as PDF"), QDir(folder).filePath(name),
                                   tr("PDF files (*.pdf)"));
    dialog->setObjectName(QStringLiteral("exportPdfDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(QStringLiteral("pdf"));
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
        if (!path.isEmpty())
            (void)exportPdf(path); // the outcome is shown on the page
    });
    dialog->open();
}

void MachinesPage::updateHostRow(int row)
{
    const QList<HostEntry> &hosts = m_model.hosts();
    if (row < 0 || row >= hosts.size())
        return;
    const HostEntry &entry = hosts.at(row);
    const protocol::HostInventory *inventory = entry.inventory ? &*entry.inventory : nullptr;
    const QString none = QStringLiteral("—");
    const QStringList cells = {
        InventoryText::machineName(entry.record.name),
        InventoryText::state(entry),
        inventory ? InventoryText::hostName(*inventory) : none,
        inventory ? InventoryText::os(*inventory) : none,
        inventory ? InventoryText::cpu(*inventory) : none,
        inventory ? InventoryText::memory(*inventory) : none,
        inventory ? InventoryText::gpuSummary(*inventory) : none,
    };
    for (int column = 0; column < HostColumnCount; ++column) {
        auto *item = new QTableWidgetItem(cells.at(column));
        item->setToolTip(plainToolTip(cells.at(column)));
        m_hostTable->setItem(row, column, item);
    }
    QIcon statusIcon;
    switch (entry.state) {
    case InventoryState::Failed:
        statusIcon = style()->standardIcon(QStyle::SP_MessageBoxCritical);
        break;
    case InventoryState::Probed:
        statusIcon = style()->standardIcon(QStyle::SP_DialogApplyButton);
        break;
    case InventoryState::Probing:
        statusIcon = style()->standardIcon(QStyle::SP_BrowserReload);
        break;
    default:
        statusIcon = style()->standardIcon(QStyle::SP_MessageBoxInformation);
        break;
    }
    m_hostTable->item(row, HostStatus)->setIcon(statusIcon);
}

void MachinesPage::updateHosts()
{
    const int current = m_hostTable->currentRow();
    m_hostTable->setRowCount(int(m_model.hosts().size()));
    for (int row = 0; row < m_model.hosts().size(); ++row)
        updateHostRow(row);
    if (current < 0 && !m_model.hosts().isEmpty())
        m_hostTable->selectRow(0);
    updateDetail();
    updateStatus();
}

void MachinesPage::updateDetail()
{
    const int row = m_hostTable->currentRow();
    const QList<HostEntry> &hosts = m_model.hosts();
    m_detail->setHost(row >= 0 && row < hosts.size() ? &hosts.at(row) : nullptr);
}

void MachinesPage::updateFindings()
{
    m_findingsList->clear();
    int inventoried = 0;
    for (const HostEntry &entry : m_model.hosts())
        inventoried += entry.inventory ? 1 : 0;
    if (inventoried == 0) {
        m_findingsList->addItem(tr("Warnings appear here once a machine has been inventoried."));
        return;
    }
    const QList<core::HealthFinding> &findings = m_model.findings();
    if (findings.isEmpty()) {
        auto *item = new QListWidgetItem(HealthText::severityIcon(core::Severity::Info, style()),
                                         HealthText::noFindings());
        m_findingsList->addItem(item);
        return;
    }
    for (const core::HealthFinding &finding : findings) {
        const QString severity = HealthText::severity(finding.severity);
        const QString text = HealthText::sentence(finding);
        auto *item = new QListWidgetItem(HealthText::severityIcon(finding.severity, style()), text);
        item->setToolTip(plainToolTip(tr("%1: %2").arg(severity, finding.detail)));
        item->setData(Qt::AccessibleTextRole, tr("%1: %2").arg(severity, text));
        m_findingsList->addItem(item);
    }
}

void MachinesPage::updateStatus()
{
    const bool running = isRefreshing();
    m_progress->setVisible(running);
    m_refreshButton->setEnabled(!running);
    m_cancelButton->setEnabled(running && !m_cancel.load());
    m_cancelButton->setVisible(running);

    bool anyInventory = false;
    for (const HostEntry &entry : m_model.hosts())
        anyInventory = anyInventory || entry.inventory.has_value();
    m_exportButton->setEnabled(anyInventory);

    if (running) {
        m_statusLabel->setText(m_cancel.load() ? tr("Stopping the inventory…")
                                               : tr("Inventorying this computer with the ShardScope agent… "
                                                    "This usually takes a few seconds."));
        return;
    }
    const int row = m_model.indexOfHost(WizardModel::localHostName());
    if (row < 0) {
        m_statusLabel->setText(tr("Click Refresh to inventory this computer."));
        return;
    }
    m_statusLabel->setText(tr("This computer: %1").arg(InventoryText::state(m_model.hosts().at(row))));
}

void MachinesPage::updateMessages()
{
    QStringList messages;
    if (m_model.storeError())
        messages.append(ErrorText::storeError(*m_model.storeError(), m_model.databasePath()));
    if (m_model.lastError())
        messages.append(ErrorText::storeError(*m_model.lastError(), m_model.databasePath()));
    for (const HostEntry &entry : m_model.hosts()) {
        if (entry.lastError && entry.lastError->code != core::ErrorCode::Cancelled && entry.record.isLocal)
            messages.append(ErrorText::probeError(*entry.lastError, m_model.agentPath()));
    }
    m_errorLabel->setText(messages.join(QStringLiteral("\n\n")));
    m_errorBox->setVisible(!messages.isEmpty());
}

} // namespace shardscope::ui
