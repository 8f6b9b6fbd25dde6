#include "ui/DeployPage.h"

#include "presentation/ErrorText.h"
#include "presentation/InventoryText.h"
#include "ui/ErrorBox.h"
#include "ui/NodeJobRunner.h"
#include "ui/NodeStateText.h"
#include "ui/NodeStatusIcon.h"
#include "ui/PlainLabel.h"
#include "ui/PlainToolTip.h"
#include "ui/WizardModel.h"

#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

namespace shardscope::ui {

using presentation::ErrorText;

namespace {

bool failedOrCancelled(const NodeJobState &job, core::NodeAction action)
{
    return job.action == action
           && (job.stage == core::NodeStage::Failed || job.stage == core::NodeStage::Cancelled);
}

} // namespace

DeployPage::DeployPage(WizardModel &model, NodeInteraction &interaction, QWidget *parent)
    : QWizardPage(parent)
    , m_model(model)
    , m_runner(new NodeJobRunner(interaction, this))
{
    setTitle(tr("Put the agent on your machines"));
    setSubTitle(tr("ShardScope copies its small agent program to each machine, into a folder of its own in "
                   "the login user's home (~/.cache/shardscope). It needs no administrator rights and "
                   "installs nothing else; \"Remove from machines\" deletes the folder again."));

    m_statusLabel = plainLabel(QStringLiteral("deployStatusLabel"), this);
    m_overall = new QProgressBar(this);
    m_overall->setObjectName(QStringLiteral("deployOverallProgress"));
    m_overall->setMaximumWidth(160);
    m_overall->setAccessibleName(tr("Machines done"));
    m_deployButton = new QPushButton(style()->standardIcon(QStyle::SP_ArrowUp), tr("&Deploy"), this);
    m_deployButton->setObjectName(QStringLiteral("deployButton"));
    m_deployButton->setToolTip(tr("Copy the agent to every machine and check that it starts; machines "
                                  "that have it already are only checked"));
    m_retryButton = new QPushButton(tr("&Retry failed"), this);
    m_retryButton->setObjectName(QStringLiteral("retryFailedButton"));
    m_retryButton->setToolTip(tr("Deploy again to the machines where it failed or was cancelled"));
    m_removeButton
        = new QPushButton(style()->standardIcon(QStyle::SP_TrashIcon), tr("Re&move from machines…"), this);
    m_removeButton->setObjectName(QStringLiteral("removeFromNodesButton"));
    m_removeButton->setToolTip(tr("Delete everything ShardScope put on the machines"));
    m_cancelButton
        = new QPushButton(style()->standardIcon(QStyle::SP_DialogCancelButton), tr("&Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("deployCancelButton"));

    auto *buttonRow = new QHBoxLayout;
    buttonRow->addWidget(m_deployButton);
    buttonRow->addWidget(m_retryButton);
    buttonRow->addWidget(m_removeButton);
    buttonRow->addStretch(1);
    buttonRow->addWidget(m_overall);
    buttonRow->addWidget(m_cancelButton);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("deployTable"));
    m_table->setHorizontalHeaderLabels({tr("Machine"), tr("Progress"), tr("Status")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setTabKeyNavigation(false);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(ColumnNode, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ColumnProgress, QHeaderView::Fixed);
    m_table->horizontalHeader()->resizeSection(ColumnProgress, 220);
    m_table->horizontalHeader()->setSectionResizeMode(ColumnStatus, QHeaderView::Stretch);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    auto *tableLabel = new QLabel(tr("M&achines:"), this);
    tableLabel->setBuddy(m_table);

    m_errorBox = new ErrorBox(QStringLiteral("deployErrorBox"), QStringLiteral("deployErrorLabel"), this);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_statusLabel);
    layout->addLayout(buttonRow);
    layout->addWidget(tableLabel);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_errorBox);

    connect(m_deployButton, &QPushButton::clicked, this, &DeployPage::deploy);
    connect(m_retryButton, &QPushButton::clicked, this, &DeployPage::retryFailed);
    connect(m_removeButton, &QPushButton::clicked, this, &DeployPage::removeFromNodes);
    connect(m_cancelButton, &QPushButton::clicked, this, &DeployPage::cancel);
    connect(m_runner, &NodeJobRunner::progress, this, &DeployPage::onProgress);
    connect(m_runner, &NodeJobRunner::nodeFinished, this, &DeployPage::onNodeFinished);
    connect(m_runner, &NodeJobRunner::finished, this, &DeployPage::onFinished);
    connect(&m_model, &WizardModel::hostsChanged, this, &DeployPage::updateRows);
    connect(&m_model, &WizardModel::hostChanged, this, [this](int row) {
        updateRow(row);
        updateStatus();
    });

    updateRows();
}

DeployPage::~DeployPage()
{
    stopJobs();
}

void DeployPage::initializePage()
{
    updateRows();
}

void DeployPage::cleanupPage()
{
    stopJobs();
    QWizardPage::cleanupPage();
}

void DeployPage::stopJobs()
{
    m_runner->cancelAndWait();
}

bool DeployPage::isComplete() const
{
    return !isRunning();
}

bool DeployPage::isRunning() const
{
    return m_runner->isRunning();
}

void DeployPage::deploy()
{
    start(core::NodeAction::Deploy, m_model.nodeRows());
}

void DeployPage::retryFailed()
{
    start(m_lastAction, failedRows());
}

void DeployPage::removeFromNodes()
{
    const QList<int> rows = m_model.nodeRows();
    if (isRunning() || rows.isEmpty())
        return;
    QStringList names;
    for (int row : rows)
        names << m_model.hosts().at(row).record.name;
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Remove ShardScope from the machines?"),
                                tr("This deletes the folder %1 on each of these machines: %2.")
                                    .arg(deploymentFolder(), names.join(QStringLiteral(", "))),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("removeFromNodesConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextFormat(Qt::PlainText);
    box->setInformativeText(tr("The folder holds only what ShardScope put there: its agent. Nothing else on "
                               "the machines is touched, and your list of machines and their inventories "
                               "stay. Deploy puts the agent back at any time."));
    QPushButton *remove = box->addButton(tr("&Delete the folder"), QMessageBox::DestructiveRole);
    remove->setObjectName(QStringLiteral("confirmRemoveFromNodesButton"));
    QPushButton *keep = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(keep);
    box->setEscapeButton(keep);
    connect(box, &QMessageBox::finished, this, [this, box, remove] {
        if (box->clickedButton() == remove)
            start(core::NodeAction::Remove, m_model.nodeRows());
    });
    box->open();
}

void DeployPage::cancel()
{
    m_runner->cancel();
    updateStatus();
}

void DeployPage::start(core::NodeAction action, const QList<int> &rows)
{
    if (isRunning() || rows.isEmpty())
        return;
    m_lastAction = action;
    m_runner->start(m_model.nodeTargets(rows), m_model.nodeJobOptions(action));
    updateStatus();
    Q_EMIT completeChanged();
}

void DeployPage::onProgress(const core::NodeProgress &progress)
{
    m_model.setNodeProgress(m_model.indexOfHost(m_runner->nodeName(progress.index)), m_runner->action(),
                            progress);
}

void DeployPage::onNodeFinished(int index, const core::NodeOutcome &outcome)
{
    m_model.setNodeFinished(m_model.indexOfHost(m_runner->nodeName(index)), m_runner->action(), outcome);
    updateStatus();
}

void DeployPage::onFinished()
{
    updateStatus();
    Q_EMIT completeChanged();
}

void DeployPage::updateRows()
{
    m_tableRows = m_model.nodeRows();
    m_table->setRowCount(int(m_tableRows.size()));
    for (int row : std::as_const(m_tableRows))
        updateRow(row);
    updateStatus();
}

void DeployPage::updateRow(int modelRow)
{
    const int tableRow = int(m_tableRows.indexOf(modelRow));
    if (tableRow < 0 || modelRow >= m_model.hosts().size())
        return;
    const HostEntry &entry = m_model.hosts().at(modelRow);
    const NodeJobState &job = entry.job;

    auto *name = new QTableWidgetItem(entry.record.name);
    name->setToolTip(plainToolTip(entry.record.address));
    m_table->setItem(tableRow, ColumnNode, name);

    auto *bar = qobject_cast<QProgressBar *>(m_table->cellWidget(tableRow, ColumnProgress));
    if (!bar) {
        bar = new QProgressBar(m_table);
        bar->setObjectName(QStringLiteral("nodeProgress"));
        bar->setRange(0, 100);
        bar->setTextVisible(true);
        bar->setAlignment(Qt::AlignCenter);
        m_table->setCellWidget(tableRow, ColumnProgress, bar);
    }
    int value = 0;
    switch (job.stage) {
    case core::NodeStage::Uploading:
        value = job.bytesTotal > 0 ? int(job.bytesDone * 100 / job.bytesTotal) : 0;
        break;
    case core::NodeStage::Verifying:
    case core::NodeStage::Starting:
    case core::NodeStage::Probing:
    case core::NodeStage::Done:
        value = 100;
        break;
    default:
        value = entry.agent == AgentState::Deployed && !job.running() && job.stage != core::NodeStage::Failed
                    ? 100
                    : 0;
        break;
    }
    bar->setValue(value);
    bar->setFormat(NodeStateText::deployProgress(entry));
    bar->setAccessibleName(tr("%1: %2").arg(entry.record.name, NodeStateText::deployProgress(entry)));

    const QString status = NodeStateText::deployStatus(entry);
    auto *statusItem = new QTableWidgetItem(status);
    QString tip = status;
    if (job.error && job.error->code != core::ErrorCode::Cancelled)
        tip = ErrorText::nodeError(*job.error, m_model.nodeTarget(modelRow),
                                   job.platform ? job.platform->machine : QString());
    statusItem->setToolTip(plainToolTip(tip));
    statusItem->setIcon(NodeStatusIcon::icon(NodeStatusIcon::deployLook(entry), style()));
    m_table->setItem(tableRow, ColumnStatus, statusItem);
}

void DeployPage::updateStatus()
{
    const bool running = isRunning();
    const bool nodes = !m_tableRows.isEmpty();
    m_deployButton->setEnabled(!running && nodes);
    m_retryButton->setEnabled(!running && !failedRows().isEmpty());
    m_removeButton->setEnabled(!running && nodes);
    m_cancelButton->setVisible(running);
    m_cancelButton->setEnabled(running && !m_runner->isCancelling());
    m_overall->setVisible(running);
    if (running) {
        m_overall->setRange(0, m_runner->nodeCount());
        m_overall->setValue(m_runner->nodesDone());
        m_overall->setFormat(tr("%1 of %2").arg(m_runner->nodesDone()).arg(m_runner->nodeCount()));
    }

    QStringList errors;
    int ready = 0;
    for (int row : std::as_const(m_tableRows)) {
        const HostEntry &entry = m_model.hosts().at(row);
        ready += entry.agent == AgentState::Deployed ? 1 : 0;
        const NodeJobState &job = entry.job;
        if ((job.action == core::NodeAction::Deploy || job.action == core::NodeAction::Remove) && job.error
            && job.error->code != core::ErrorCode::Cancelled)
            errors << ErrorText::nodeError(*job.error, m_model.nodeTarget(row),
                                           job.platform ? job.platform->machine : QString());
    }
    m_errorBox->setMessages(errors);

    if (!nodes) {
        m_statusLabel->setText(tr("There are no other machines yet. Go back and add them with Add… or Import "
                                  "from SSH config…; this computer needs no deployment."));
    } else if (m_runner->isCancelling()) {
        m_statusLabel->setText(tr("Stopping…"));
    } else if (running) {
        m_statusLabel->setText(m_runner->action() == core::NodeAction::Remove
                                   ? tr("Removing ShardScope from %1 machines…").arg(m_runner->nodeCount())
                                   : tr("Deploying to %1 machines… The others go on when one fails.")
                                         .arg(m_runner->nodeCount()));
    } else {
        const int failed = int(failedRows().size());
        QString text = tr("The agent is ready on %1 of %2 machines.").arg(ready).arg(m_tableRows.size());
        if (failed > 0)
            text += QLatin1Char(' ') + tr("Fix what the messages below say, then click Retry failed.");
        m_statusLabel->setText(text);
    }
}

QList<int> DeployPage::failedRows() const
{
    QList<int> rows;
    for (int row : m_model.nodeRows()) {
        if (failedOrCancelled(m_model.hosts().at(row).job, m_lastAction))
            rows.append(row);
    }
    return rows;
}

QString DeployPage::deploymentFolder() const
{
    const QString base = m_model.deploymentLocation().baseDir;
    return base.isEmpty() ? QStringLiteral("~/.cache/shardscope") : base;
}

} // namespace shardscope::ui
