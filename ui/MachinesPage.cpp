#include "ui/MachinesPage.h"

#include "core/SafeText.h"
#include "core/agent/AgentChannel.h"
#include "presentation/ErrorText.h"
#include "presentation/HealthText.h"
#include "presentation/InventoryPdf.h"
#include "presentation/InventoryText.h"
#include "ui/ErrorBox.h"
#include "ui/HostDetailWidget.h"
#include "ui/InventoryStateText.h"
#include "ui/NodeDialog.h"
#include "ui/NodeJobRunner.h"
#include "ui/NodeStateText.h"
#include "ui/NodeStatusIcon.h"
#include "ui/PlainToolTip.h"
#include "ui/SeverityIcon.h"
#include "ui/SshImportDialog.h"
#include "ui/WizardModel.h"

#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace shardscope::ui {

using presentation::ErrorText;

namespace {

/// "root@10.0.0.2:2202" as the CLI writes destinations; "—" for this computer.
QString destination(const core::HostRecord &record)
{
    return record.isLocal ? QStringLiteral("—") : core::sshDestination(record);
}

QStringList hostNames(const QList<HostEntry> &hosts, int exceptRow = -1)
{
    QStringList names;
    for (qsizetype i = 0; i < hosts.size(); ++i) {
        if (i != exceptRow)
            names << hosts.at(i).record.name;
    }
    return names;
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

MachinesPage::MachinesPage(WizardModel &model, NodeInteraction &interaction, QWidget *parent)
    : QWizardPage(parent)
    , m_model(model)
    , m_runner(new NodeJobRunner(interaction, this))
{
    setTitle(tr("Your machines"));
    setSubTitle(
        tr("This computer and the machines you add: ShardScope connects to them over SSH and its "
           "agent lists their GPUs, memory and network interfaces. Warnings below say what could slow "
           "down inference split across machines."));

    // Widgets are created in tab order: connect, cancel, machines and their buttons, details,
    // warnings, export.
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
    m_connectButton
        = new QPushButton(style()->standardIcon(QStyle::SP_BrowserReload), tr("Connect a&ll"), this);
    m_connectButton->setObjectName(QStringLiteral("connectAllButton"));
    m_connectButton->setToolTip(
        tr("Inventory this computer and every machine in the list (connects over SSH, copies the agent)"));
    m_cancelButton
        = new QPushButton(style()->standardIcon(QStyle::SP_DialogCancelButton), tr("&Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_cancelButton->setToolTip(tr("Stop connecting; what is done stays"));

    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_statusLabel, 1);
    statusRow->addWidget(m_progress);
    statusRow->addWidget(m_connectButton);
    statusRow->addWidget(m_cancelButton);

    m_errorBox = new ErrorBox(QStringLiteral("errorBox"), QStringLiteral("errorLabel"), this);

    m_hostTable = new QTableWidget(0, HostColumnCount, this);
    m_hostTable->setObjectName(QStringLiteral("hostTable"));
    m_hostTable->setHorizontalHeaderLabels({tr("Machine"), tr("Status"), tr("SSH address"), tr("Host name"),
                                            tr("Operating system"), tr("CPU"), tr("Memory"), tr("GPUs")});
    m_hostTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_hostTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_hostTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_hostTable->setTabKeyNavigation(false);
    m_hostTable->setWordWrap(false);
    m_hostTable->verticalHeader()->setVisible(false);
    // Every column is as wide as what it holds: an operating system or CPU cut to "D…" tells
    // nothing. The last one takes what is left; a window too narrow for all scrolls sideways
    // rather than hiding text.
    m_hostTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_hostTable->horizontalHeader()->setStretchLastSection(true);
    m_hostTable->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_hostTable->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // Room for this computer and four nodes before the list scrolls.
    m_hostTable->setMinimumHeight(m_hostTable->horizontalHeader()->sizeHint().height()
                                  + 5 * m_hostTable->verticalHeader()->defaultSectionSize()
                                  + 2 * m_hostTable->frameWidth());

    m_addButton = new QPushButton(tr("&Add…"), this);
    m_addButton->setObjectName(QStringLiteral("addNodeButton"));
    m_addButton->setToolTip(tr("Add a machine that you reach over SSH"));
    m_editButton = new QPushButton(tr("Edi&t…"), this);
    m_editButton->setObjectName(QStringLiteral("editNodeButton"));
    m_importButton = new QPushButton(tr("&Import from SSH config…"), this);
    m_importButton->setObjectName(QStringLiteral("importNodesButton"));
    m_importButton->setToolTip(tr("Add machines listed in ~/.ssh/config"));
    m_removeButton = new QPushButton(tr("&Remove"), this);
    m_removeButton->setObjectName(QStringLiteral("removeNodeButton"));
    m_removeButton->setToolTip(tr("Forget the selected machine and its stored inventories"));
    // The buttons go below the table, so that the table has the page's whole width.
    auto *hostButtons = new QHBoxLayout;
    hostButtons->setContentsMargins(0, 0, 0, 0);
    for (QPushButton *button : {m_addButton, m_editButton, m_importButton, m_removeButton})
        hostButtons->addWidget(button);
    hostButtons->addStretch(1);
    auto *hostsBox = new QWidget(this);
    auto *hostsLayout = new QVBoxLayout(hostsBox);
    hostsLayout->setContentsMargins(0, 0, 0, 0);
    hostsLayout->addWidget(m_hostTable, 1);
    hostsLayout->addLayout(hostButtons);

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
    splitter->addWidget(labelled(tr("&Machines:"), hostsBox, splitter, m_hostTable));
    // QLabel only moves the focus to a buddy that accepts focus: the tabs, not their container.
    splitter->addWidget(
        labelled(tr("&Details of the selected machine:"), m_detail, splitter, m_detail->tabs()));
    splitter->addWidget(labelled(tr("&Warnings:"), m_findingsList, splitter));
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 1);

    auto *exportRow = new QHBoxLayout;
    exportRow->addWidget(m_exportLabel, 1);
    exportRow->addWidget(m_exportButton);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(statusRow);
    layout->addWidget(m_errorBox);
    layout->addWidget(splitter, 1);
    layout->addLayout(exportRow);

    connect(m_connectButton, &QPushButton::clicked, this, &MachinesPage::connectAll);
    connect(m_cancelButton, &QPushButton::clicked, this, &MachinesPage::cancelRefresh);
    connect(m_addButton, &QPushButton::clicked, this, &MachinesPage::addNode);
    connect(m_editButton, &QPushButton::clicked, this, &MachinesPage::editNode);
    connect(m_importButton, &QPushButton::clicked, this, &MachinesPage::importNodes);
    connect(m_removeButton, &QPushButton::clicked, this, &MachinesPage::removeNode);
    connect(m_hostTable, &QTableWidget::cellDoubleClicked, this, &MachinesPage::editNode);
    connect(m_exportButton, &QPushButton::clicked, this, &MachinesPage::chooseExportFile);
    connect(&m_watcher, &QFutureWatcher<ProbeResult>::finished, this, &MachinesPage::onProbeFinished);
    connect(m_runner, &NodeJobRunner::progress, this, &MachinesPage::onNodeProgress);
    connect(m_runner, &NodeJobRunner::nodeFinished, this, &MachinesPage::onNodeFinished);
    connect(m_runner, &NodeJobRunner::finished, this, &MachinesPage::onNodesFinished);
    connect(m_hostTable, &QTableWidget::currentCellChanged, this, &MachinesPage::updateDetail);
    connect(m_hostTable, &QTableWidget::currentCellChanged, this, &MachinesPage::updateButtons);
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
    // Each visit without a fresh inventory tries again (the probe takes seconds). Nodes wait for
    // Connect all: connecting may ask about host keys, which nobody expects from opening a page.
    if (m_model.hosts().at(row).state != InventoryState::Probed)
        refresh();
}

void MachinesPage::cleanupPage()
{
    // Going back: no probe may keep running for a page that is not shown. Its outcome is taken
    // now, so that coming back at once starts a new one.
    stopJobs();
    QWizardPage::cleanupPage();
}

void MachinesPage::stopJobs()
{
    stopAndWait();
    onProbeFinished();
}

bool MachinesPage::isComplete() const
{
    return !isRefreshing();
}

bool MachinesPage::isRefreshing() const
{
    // Until onProbeFinished() has run: the future may be done before its signal arrives.
    return m_probingRow >= 0 || m_runner->isRunning();
}

bool MachinesPage::isConnectingNodes() const
{
    return m_runner->isRunning();
}

void MachinesPage::refresh()
{
    if (m_probingRow >= 0)
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
    updateButtons();
    Q_EMIT completeChanged();
}

void MachinesPage::connectAll()
{
    if (isRefreshing())
        return;
    m_actionMessage.clear();
    refresh();

    const QList<int> rows = m_model.nodeRows();
    if (!rows.isEmpty())
        m_runner->start(m_model.nodeTargets(rows), m_model.nodeJobOptions(core::NodeAction::Inventory));
    updateStatus();
    updateButtons();
    updateMessages();
    Q_EMIT completeChanged();
}

void MachinesPage::cancelRefresh()
{
    if (!isRefreshing())
        return;
    if (m_probingRow >= 0)
        m_cancel.store(true);
    m_runner->cancel(); // also closes an open host-key or password question, answering "no"
    updateStatus();
    updateButtons();
}

void MachinesPage::stopAndWait()
{
    m_runner->cancelAndWait();
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
    m_probingRow = -1;
    // Rows may have moved (nodes added or removed meanwhile): find this computer by its name.
    const int row = m_model.indexOfHost(WizardModel::localHostName());
    if (m_watcher.future().resultCount() == 0) {
        m_model.setProbeFailed(row, core::Error{core::ErrorCode::Cancelled, QString()});
    } else {
        const ProbeResult result = m_watcher.result();
        if (result.ok())
            m_model.setInventory(row, result.value(), WizardModel::inventoryTimeUtc(result.value()));
        else
            m_model.setProbeFailed(row, result.error());
    }
    if (m_hostTable->currentRow() < 0)
        m_hostTable->selectRow(row);
    updateStatus();
    updateButtons();
    updateMessages();
    Q_EMIT completeChanged();
}

void MachinesPage::onNodeProgress(const core::NodeProgress &progress)
{
    m_model.setNodeProgress(m_model.indexOfHost(m_runner->nodeName(progress.index)),
                            core::NodeAction::Inventory, progress);
}

void MachinesPage::onNodeFinished(int index, const core::NodeOutcome &outcome)
{
    m_model.setNodeFinished(m_model.indexOfHost(m_runner->nodeName(index)), core::NodeAction::Inventory,
                            outcome);
    updateStatus();
}

void MachinesPage::onNodesFinished()
{
    updateStatus();
    updateButtons();
    updateMessages();
    Q_EMIT completeChanged();
}

void MachinesPage::addNode()
{
    showNodeDialog(-1);
}

void MachinesPage::editNode()
{
    const int row = m_hostTable->currentRow();
    if (row < 0 || row >= m_model.hosts().size() || m_model.hosts().at(row).record.isLocal
        || isConnectingNodes())
        return;
    showNodeDialog(row);
}

void MachinesPage::showNodeDialog(int row)
{
    const QList<HostEntry> &hosts = m_model.hosts();
    auto *dialog = new NodeDialog(hostNames(hosts, row), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QString originalName;
    if (row >= 0) {
        const HostEntry &entry = hosts.at(row);
        originalName = entry.record.name;
        dialog->setRecord(entry.record);
        if (entry.inventory)
            dialog->setInterfaces(entry.inventory->nics);
    }
    // open(), not exec(): the page goes on in accepted().
    connect(dialog, &QDialog::accepted, this, [this, dialog, originalName] {
        const core::HostRecord record = dialog->record();
        if (originalName.isEmpty()) {
            auto added = m_model.addHost(record);
            if (!added) {
                showActionError(added.error());
                return;
            }
            m_hostTable->selectRow(*added);
        } else {
            const int current = m_model.indexOfHost(originalName);
            if (auto updated = m_model.updateHost(current, record); !updated) {
                showActionError(updated.error());
                return;
            }
            m_hostTable->selectRow(m_model.indexOfHost(record.name));
        }
        m_actionMessage.clear();
        updateMessages();
    });
    dialog->open();
}

void MachinesPage::importNodes()
{
    if (isConnectingNodes())
        return;
    auto *dialog = new SshImportDialog(hostNames(m_model.hosts()), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->load(m_model.sshSettings().configFile);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        m_actionMessage.clear();
        int lastRow = -1;
        for (const core::HostRecord &record : dialog->checkedRecords()) {
            auto added = m_model.addHost(record);
            if (added)
                lastRow = *added;
            else
                showActionError(added.error());
        }
        if (lastRow >= 0)
            m_hostTable->selectRow(lastRow);
        updateMessages();
    });
    dialog->open();
}

void MachinesPage::removeNode()
{
    const int row = m_hostTable->currentRow();
    if (row < 0 || row >= m_model.hosts().size() || m_model.hosts().at(row).record.isLocal
        || isConnectingNodes())
        return;
    const QString name = m_model.hosts().at(row).record.name;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Remove %1?").arg(name),
                                tr("Remove %1 from ShardScope?").arg(name), QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("removeNodeConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextFormat(Qt::PlainText);
    box->setInformativeText(
        tr("ShardScope forgets this machine and its stored inventories. Nothing on the "
           "machine itself is changed: to delete the ShardScope agent there, use \"Remove "
           "from machines\" on the next page first."));
    QPushButton *remove = box->addButton(tr("&Remove"), QMessageBox::DestructiveRole);
    remove->setObjectName(QStringLiteral("confirmRemoveButton"));
    QPushButton *cancel = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(cancel);
    box->setEscapeButton(cancel);
    connect(box, &QMessageBox::finished, this, [this, box, remove, name] {
        if (box->clickedButton() != remove)
            return;
        if (auto removed = m_model.removeHost(m_model.indexOfHost(name)); !removed)
            showActionError(removed.error());
        else
            m_actionMessage.clear();
        updateMessages();
        updateButtons();
    });
    box->open();
}

void MachinesPage::showActionError(const core::Error &error)
{
    m_actionMessage = error.code == core::ErrorCode::InvalidArgument
                          ? tr("That did not work: %1.").arg(error.detail)
                          : ErrorText::storeError(error, m_model.databasePath());
    updateMessages();
}

core::Result<void> MachinesPage::exportPdf(const QString &path)
{
    QList<presentation::InventoryPdfHost> hosts;
    for (const HostEntry &entry : m_model.hosts())
        hosts.append({entry.record, entry.inventory, entry.probedAtUtc, InventoryStateText::state(entry)});
    auto written = presentation::InventoryPdf::write(path, hosts, m_model.findings());
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
        presentation::InventoryText::machineName(entry.record.name),
        NodeStateText::machineStatus(entry),
        destination(entry.record),
        inventory ? presentation::InventoryText::hostName(*inventory) : none,
        inventory ? presentation::InventoryText::os(*inventory) : none,
        inventory ? presentation::InventoryText::cpu(*inventory) : none,
        inventory ? presentation::InventoryText::memory(*inventory) : none,
        inventory ? presentation::InventoryText::gpuSummary(*inventory) : none,
    };
    for (int column = 0; column < HostColumnCount; ++column) {
        // The one place every cell goes through: a stored name or an inventory stored before the
        // protocol cleaned node text may hold a line break or a terminal escape.
        const QString shown = core::safeText(cells.at(column));
        auto *item = new QTableWidgetItem(shown);
        item->setToolTip(plainToolTip(shown));
        m_hostTable->setItem(row, column, item);
    }
    if (entry.state == InventoryState::Probed && !entry.job.running())
        m_hostTable->item(row, HostStatus)->setToolTip(plainToolTip(InventoryStateText::state(entry)));
    if (!entry.record.isLocal && entry.lastError && entry.lastError->code != core::ErrorCode::Cancelled) {
        // The cell has the short form; the tooltip the whole explanation.
        const QString full
            = ErrorText::nodeError(*entry.lastError, m_model.nodeTarget(row),
                                   entry.job.platform ? entry.job.platform->machine : QString());
        m_hostTable->item(row, HostStatus)->setToolTip(plainToolTip(full));
    }
    m_hostTable->item(row, HostStatus)
        ->setIcon(NodeStatusIcon::icon(NodeStatusIcon::machineLook(entry), style()));
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
    updateButtons();
    updateMessages();
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
        auto *item = new QListWidgetItem(SeverityIcon::of(core::Severity::Info, style()),
                                         presentation::HealthText::noFindings());
        m_findingsList->addItem(item);
        return;
    }
    for (const core::HealthFinding &finding : findings) {
        const QString severity = presentation::HealthText::severity(finding.severity);
        // A finding names machines by their stored names: one line each, like the table's cells.
        const QString text = core::safeText(presentation::HealthText::sentence(finding));
        auto *item = new QListWidgetItem(SeverityIcon::of(finding.severity, style()), text);
        item->setToolTip(plainToolTip(tr("%1: %2").arg(severity, core::safeText(finding.detail))));
        item->setData(Qt::AccessibleTextRole, tr("%1: %2").arg(severity, text));
        m_findingsList->addItem(item);
    }
}

void MachinesPage::updateStatus()
{
    const bool local = m_probingRow >= 0;
    const bool nodes = m_runner->isRunning();
    const bool running = local || nodes;
    const bool cancelling = (local && m_cancel.load()) || m_runner->isCancelling();
    m_progress->setVisible(running);
    if (nodes) {
        // Whole machines done out of all in this run: a node's own steps show in its row.
        m_progress->setRange(0, m_runner->nodeCount());
        m_progress->setValue(m_runner->nodesDone());
        m_progress->setTextVisible(true);
        m_progress->setFormat(tr("%1 of %2").arg(m_runner->nodesDone()).arg(m_runner->nodeCount()));
    } else {
        m_progress->setRange(0, 0); // the local probe reports no fractions: a busy indicator
        m_progress->setTextVisible(false);
    }

    bool anyInventory = false;
    for (const HostEntry &entry : m_model.hosts())
        anyInventory = anyInventory || entry.inventory.has_value();
    m_exportButton->setEnabled(anyInventory);

    if (cancelling) {
        m_statusLabel->setText(tr("Stopping…"));
        return;
    }
    if (nodes) {
        m_statusLabel->setText(tr("Connecting to your machines: %1 of %2 done%3. Each row shows where "
                                  "its machine is.")
                                   .arg(m_runner->nodesDone())
                                   .arg(m_runner->nodeCount())
                                   .arg(local ? tr(", this computer still running") : QString()));
        return;
    }
    if (local) {
        m_statusLabel->setText(tr("Inventorying this computer with the ShardScope agent… "
                                  "This usually takes a few seconds."));
        return;
    }
    const int row = m_model.indexOfHost(WizardModel::localHostName());
    if (row < 0) {
        m_statusLabel->setText(tr("Click Connect all to inventory this computer."));
        return;
    }
    const QString localState
        = tr("This computer: %1").arg(InventoryStateText::state(m_model.hosts().at(row)));
    const QList<int> nodeRows = m_model.nodeRows();
    if (nodeRows.isEmpty()) {
        m_statusLabel->setText(
            localState + QLatin1Char('\n')
            + tr("Add your other machines with the Add… or Import from SSH config… button."));
        return;
    }
    int ok = 0;
    for (int nodeRow : nodeRows)
        ok += m_model.hosts().at(nodeRow).state == InventoryState::Probed ? 1 : 0;
    m_statusLabel->setText(
        localState + QLatin1Char('\n')
        + tr("Machines inventoried in this session: %1 of %2.").arg(ok).arg(nodeRows.size()));
}

void MachinesPage::updateButtons()
{
    const bool running = isRefreshing();
    const bool connecting = isConnectingNodes();
    const bool cancelling = (m_probingRow >= 0 && m_cancel.load()) || m_runner->isCancelling();
    m_connectButton->setEnabled(!running);
    m_cancelButton->setVisible(running);
    m_cancelButton->setEnabled(running && !cancelling);
    const int row = m_hostTable->currentRow();
    const bool nodeSelected
        = row >= 0 && row < m_model.hosts().size() && !m_model.hosts().at(row).record.isLocal;
    // The running jobs know their nodes by name: no renaming or removing under them.
    m_addButton->setEnabled(!connecting);
    m_importButton->setEnabled(!connecting);
    m_editButton->setEnabled(nodeSelected && !connecting);
    m_removeButton->setEnabled(nodeSelected && !connecting);
}

void MachinesPage::updateMessages()
{
    QStringList messages;
    if (m_model.storeError())
        messages.append(ErrorText::storeError(*m_model.storeError(), m_model.databasePath()));
    if (const QString reason = m_model.storeReadOnlyReason(); !reason.isEmpty())
        messages.append(ErrorText::storeReadOnly(m_model.databasePath(), reason));
    if (m_model.lastError())
        messages.append(ErrorText::storeError(*m_model.lastError(), m_model.databasePath()));
    if (!m_actionMessage.isEmpty())
        messages.append(m_actionMessage);
    const QList<HostEntry> &hosts = m_model.hosts();
    for (int row = 0; row < hosts.size(); ++row) {
        const HostEntry &entry = hosts.at(row);
        if (!entry.lastError || entry.lastError->code == core::ErrorCode::Cancelled)
            continue;
        if (entry.record.isLocal)
            messages.append(ErrorText::probeError(*entry.lastError, m_model.agentPath()));
        else
            messages.append(
                ErrorText::nodeError(*entry.lastError, m_model.nodeTarget(row),
                                     entry.job.platform ? entry.job.platform->machine : QString()));
    }
    m_errorBox->setMessages(messages);
}

} // namespace shardscope::ui
