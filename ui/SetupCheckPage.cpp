#include "ui/SetupCheckPage.h"

#include "core/report/SetupSheet.h"
#include "core/run/SetupCheckRecord.h"
#include "presentation/ErrorText.h"
#include "presentation/SetupSheetDocument.h"
#include "presentation/SetupText.h"
#include "ui/ErrorBox.h"
#include "ui/PlainLabel.h"
#include "ui/SeverityIcon.h"
#include "ui/WizardModel.h"

#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace shardscope::ui {

namespace {

constexpr int kFindingRole = Qt::UserRole + 1; // index into the result's findings; -1: a check's row

QIcon iconOf(core::SetupSeverity severity, bool tested, const QStyle *style)
{
    if (!tested)
        return style->standardIcon(QStyle::SP_MessageBoxQuestion);
    switch (severity) {
    case core::SetupSeverity::Problem:
        return SeverityIcon::of(core::Severity::Critical, style);
    case core::SetupSeverity::Warning:
        return SeverityIcon::of(core::Severity::Warning, style);
    case core::SetupSeverity::Info:
        return SeverityIcon::of(core::Severity::Info, style);
    case core::SetupSeverity::Unknown:
        break;
    }
    return style->standardIcon(QStyle::SP_DialogApplyButton); // passed
}

} // namespace

SetupCheckPage::SetupCheckPage(WizardModel &model, NodeInteraction &interaction, QWidget *parent)
    : SetupCheckPage(model, interaction, &core::runSetupCheck, parent)
{}

SetupCheckPage::SetupCheckPage(WizardModel &model, NodeInteraction &interaction,
                               SetupCheckRunner::CheckFunction check, QWidget *parent)
    : QWizardPage(parent)
    , m_model(model)
    , m_runner(new SetupCheckRunner(interaction, std::move(check), this))
{
    buildUi();
    connect(m_runner, &SetupCheckRunner::nodeProgress, this, [this] { updateControls(); });
    connect(m_runner, &SetupCheckRunner::nodeFinished, this, &SetupCheckPage::onNodeFinished);
    connect(m_runner, &SetupCheckRunner::progress, this, [this](double fraction, const QString &stage) {
        m_progress->setValue(int(std::lround(fraction * 100)));
        m_stage = stage;
        updateControls();
    });
    connect(m_runner, &SetupCheckRunner::finished, this, &SetupCheckPage::onFinished);
}

SetupCheckPage::~SetupCheckPage() = default;

void SetupCheckPage::buildUi()
{
    setTitle(tr("Is your setup right?"));
    setSubTitle(tr("Before measuring, ShardScope checks what most often goes wrong between machines: which "
                   "network interface the software should use, whether each machine reaches every other by "
                   "name and on the ports the software will open, routers on the way, addresses that may "
                   "change, inference servers open to every network, and firewalls. It changes nothing."));

    m_runButton = new QPushButton(style()->standardIcon(QStyle::SP_MediaPlay), tr("&Run setup check"), this);
    m_runButton->setObjectName(QStringLiteral("setupRunButton"));
    m_cancelButton
        = new QPushButton(style()->standardIcon(QStyle::SP_DialogCancelButton), tr("&Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("setupCancelButton"));
    m_sheetButton
        = new QPushButton(style()->standardIcon(QStyle::SP_DialogSaveButton), tr("Sa&ve setup sheet…"), this);
    m_sheetButton->setObjectName(QStringLiteral("setupSheetButton"));
    m_sheetButton->setToolTip(tr("One page to keep: each machine, its interface and settings, the launch "
                                 "lines that worked, the checks and the link test to compare against later"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("setupProgress"));
    m_progress->setRange(0, 100);
    m_progress->setAccessibleName(tr("Setup check progress"));
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_runButton);
    runRow->addWidget(m_progress, 1);
    runRow->addWidget(m_cancelButton);
    runRow->addStretch(0);
    runRow->addWidget(m_sheetButton);
    m_statusLabel = plainLabel(QStringLiteral("setupStatusLabel"), this);

    m_machines = new QTreeWidget(this);
    m_machines->setObjectName(QStringLiteral("setupMachineTree"));
    m_machines->setAccessibleName(tr("Cluster interface of each machine"));
    m_machines->setRootIsDecorated(false);
    m_machines->setHeaderLabels({tr("Machine"), tr("Cluster interface"), tr("Address"), tr("Why")});
    m_machines->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_machines->header()->setStretchLastSection(true);

    m_checks = new QTreeWidget(this);
    m_checks->setObjectName(QStringLiteral("setupCheckTree"));
    m_checks->setAccessibleName(tr("Checks and their findings"));
    m_checks->setHeaderLabels({tr("Check"), tr("Result")});
    m_checks->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_checks->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_checks->header()->setStretchLastSection(false);

    m_detail = plainLabel(QStringLiteral("setupDetailLabel"), this);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_detail->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    m_errorBox = new ErrorBox(QStringLiteral("setupErrorBox"), QStringLiteral("setupErrorLabel"), this);

    auto *machinesLabel = new QLabel(tr("&Interfaces between the machines:"), this);
    machinesLabel->setBuddy(m_machines);
    auto *checksLabel = new QLabel(tr("C&hecks (select one for what was found and what to do):"), this);
    checksLabel->setBuddy(m_checks);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_detail, 1);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(checksLabel);
    leftLayout->addWidget(m_checks, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("setupSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setSizes({620, 520});

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(runRow);
    layout->addWidget(m_statusLabel);
    layout->addWidget(machinesLabel);
    layout->addWidget(m_machines);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_errorBox);

    fitMachineTree();
    connect(m_runButton, &QPushButton::clicked, this, &SetupCheckPage::run);
    connect(m_cancelButton, &QPushButton::clicked, this, &SetupCheckPage::cancel);
    connect(m_sheetButton, &QPushButton::clicked, this, &SetupCheckPage::chooseSheetFile);
    connect(m_checks, &QTreeWidget::currentItemChanged, this, &SetupCheckPage::showSelected);
    updateControls();
}

void SetupCheckPage::initializePage()
{
    updateControls();
}

void SetupCheckPage::cleanupPage()
{
    stopJobs();
    QWizardPage::cleanupPage();
}

bool SetupCheckPage::isComplete() const
{
    return !isRunning(); // advice, never a gate
}

bool SetupCheckPage::isRunning() const
{
    return m_runner->isRunning();
}

void SetupCheckPage::stopJobs()
{
    m_cancelled = m_cancelled || isRunning();
    m_runner->cancelAndWait();
}

void SetupCheckPage::cancel()
{
    m_cancelled = m_cancelled || isRunning();
    m_runner->cancel();
    updateControls();
}

void SetupCheckPage::run()
{
    if (isRunning())
        return;
    QList<core::SetupCheckNode> nodes;
    for (int row : m_model.nodeRows()) {
        const core::HostRecord &record = m_model.hosts().at(row).record;
        nodes << core::SetupCheckNode{m_model.nodeTarget(row), record.clusterInterface,
                                      record.id > 0 ? std::optional<qint64>(record.id) : std::nullopt};
    }
    if (nodes.isEmpty())
        return;
    core::SetupCheckOptions options;
    options.agents = m_model.nodeJobOptions(core::NodeAction::OpenAgent).agents;
    m_errorBox->clearMessages();
    m_stage.clear();
    m_cancelled = false;
    m_progress->setValue(0);
    if (!m_runner->start(nodes, options))
        return;
    m_recorder.reset();
    if (core::ResultStore *store = m_model.store()) {
        auto recorder
            = core::RunRecorder::begin(*store, core::kSetupCheckRun, core::setupCheckRunConfigJson(nodes));
        if (recorder)
            m_recorder.emplace(std::move(recorder).value());
        else
            m_errorBox->addStoreError(recorder.error(), m_model.databasePath());
    }
    updateControls();
    Q_EMIT completeChanged();
}

void SetupCheckPage::updateControls()
{
    const bool running = isRunning();
    const bool haveMachines = !m_model.nodeRows().isEmpty();
    m_runButton->setEnabled(!running && haveMachines);
    m_runButton->setText(m_checked ? tr("&Run setup check again") : tr("&Run setup check"));
    m_cancelButton->setVisible(running);
    m_cancelButton->setEnabled(running && !m_runner->isCancelling());
    m_progress->setVisible(running);
    m_sheetButton->setEnabled(!running && m_checked && !result().input.machines.isEmpty());
    if (running)
        m_statusLabel->setText(
            m_runner->isCancelling() ? tr("Stopping…")
            : m_stage.isEmpty()
                ? tr("Connecting to %1 machines and starting their agents…").arg(m_runner->nodes().size())
                : tr("Checking: %1").arg(m_stage));
    else if (!haveMachines)
        m_statusLabel->setText(tr("There are no machines yet. Go back and add them on the Machines page."));
    else if (!m_checked)
        m_statusLabel->setText(
            tr("Click Run setup check: it takes a few seconds per machine and leaves nothing running."));
}

void SetupCheckPage::onNodeFinished(int index, const core::NodeOutcome &outcome)
{
    if (outcome.error && outcome.error->code != core::ErrorCode::Cancelled && index >= 0
        && index < m_runner->nodes().size())
        m_errorBox->addMessage(
            presentation::ErrorText::nodeError(*outcome.error, m_runner->nodes().at(index).target,
                                               outcome.platform ? outcome.platform->machine : QString()));
    updateControls();
}

void SetupCheckPage::onFinished()
{
    m_checked = true;
    const core::SetupCheckResult &checked = result();
    // The fresh inventories are the machines' latest: the other pages and the store get them.
    for (const core::SetupMachine &machine : checked.input.machines) {
        const int row = m_model.indexOfHost(machine.name);
        if (row >= 0)
            m_model.setInventory(row, machine.inventory, WizardModel::inventoryTimeUtc(machine.inventory));
    }
    int problems = 0;
    int warnings = 0;
    for (const core::SetupFinding &finding : checked.findings) {
        problems += finding.severity == core::SetupSeverity::Problem ? 1 : 0;
        warnings += finding.severity == core::SetupSeverity::Warning ? 1 : 0;
    }
    const int missing = int(checked.nodeNames.size() - checked.input.machines.size());
    QString text = m_cancelled    ? tr("Cancelled: below is what was checked before it stopped.")
                   : problems > 0 ? tr("%n problem(s) to fix before measuring.", nullptr, problems)
                   : warnings > 0 ? tr("No problem; %n warning(s) worth a look.", nullptr, warnings)
                                  : tr("Every check passed.");
    if (missing > 0)
        text += QLatin1Char(' ') + tr("%n machine(s) could not be checked: see below.", nullptr, missing);
    if (m_recorder) {
        const core::RunRecorder::Finished done = core::recordSetupCheck(
            *m_recorder, core::setupCheckJson(checked), core::uncheckedMachines(checked), m_cancelled);
        if (const std::optional<core::Error> &refused = m_recorder->storeError())
            m_errorBox->addStoreError(*refused, m_model.databasePath());
        else
            text += QLatin1Char(' ') + tr("Kept in the history as run %1.").arg(m_recorder->runId());
        if (!done.stored)
            m_errorBox->addStoreError(done.stored.error(), m_model.databasePath());
        m_recorder.reset();
    }
    // A node whose agent did not start was said by onNodeFinished; the others' failed probes here.
    for (int n = 0; n < checked.probeErrors.size(); ++n)
        if (checked.probeErrors.at(n) && checked.probeErrors.at(n)->code != core::ErrorCode::Cancelled
            && !checked.nodes.value(n).error)
            m_errorBox->addMessage(presentation::ErrorText::nodeError(
                *checked.probeErrors.at(n), m_runner->nodes().value(n).target, QString()));
    m_statusLabel->setText(text);
    showResult();
    updateControls();
    Q_EMIT completeChanged();
}

void SetupCheckPage::showResult()
{
    const core::SetupCheckResult &checked = result();
    m_machines->clear();
    for (int k = 0; k < checked.input.machines.size(); ++k) {
        const core::InterfaceChoice &choice = checked.input.interfaces.value(k);
        auto *item = new QTreeWidgetItem(m_machines);
        item->setText(0, checked.input.machines.at(k).name);
        item->setText(1, choice.interfaceName.isEmpty() ? tr("none") : choice.interfaceName);
        item->setText(2, choice.address);
        item->setText(3, presentation::SetupText::reason(choice));
        QStringList pins;
        for (const core::PinSetting &pin : core::pinSettings(choice))
            pins << QStringLiteral("%1: %2").arg(pin.software, pin.setting);
        item->setToolTip(3, pins.join(QLatin1Char('\n')));
    }
    fitMachineTree();
    m_checks->clear();
    QList<QTreeWidgetItem *> groups;
    for (const core::SetupCheckLine &line : core::setupCheckLines(checked.findings, checked.reachTested)) {
        auto *item = new QTreeWidgetItem(m_checks);
        item->setText(0, presentation::SetupText::checkTitle(line.group));
        item->setText(1, presentation::SetupText::checkResult(line));
        item->setIcon(0, iconOf(line.worst, line.tested, style()));
        item->setData(0, kFindingRole, -1);
        item->setData(1, kFindingRole, int(line.group));
        groups << item;
    }
    for (int f = 0; f < checked.findings.size(); ++f) {
        const core::SetupFinding &finding = checked.findings.at(f);
        QTreeWidgetItem *parent = groups.value(int(core::setupCheckGroup(finding.code)));
        if (!parent)
            continue;
        auto *item = new QTreeWidgetItem(parent);
        item->setText(0, presentation::SetupText::detail(finding));
        item->setText(1, presentation::SetupText::severity(finding.severity));
        item->setIcon(0, iconOf(finding.severity, true, style()));
        item->setData(0, kFindingRole, f);
        parent->setExpanded(finding.severity != core::SetupSeverity::Info);
    }
    m_detail->setText(checked.findings.isEmpty() ? tr("Nothing to do.")
                                                 : tr("Select a finding for what was found and what to do."));
}

void SetupCheckPage::fitMachineTree()
{
    // As tall as the machines, from two up to six rows, then it scrolls: the checks get the rest.
    const int rows = std::clamp(m_machines->topLevelItemCount(), 2, 6);
    const int rowHeight = std::max(m_machines->sizeHintForRow(0), fontMetrics().height() + 4);
    m_machines->setFixedHeight(m_machines->header()->sizeHint().height() + rows * rowHeight
                               + 2 * m_machines->frameWidth() + 4);
}

void SetupCheckPage::showSelected()
{
    const QTreeWidgetItem *item = m_checks->currentItem();
    if (!item)
        return;
    const int f = item->data(0, kFindingRole).toInt();
    const QList<core::SetupFinding> &findings = result().findings;
    if (f < 0 || f >= findings.size()) {
        const auto group = core::SetupCheckGroup(item->data(1, kFindingRole).toInt());
        m_detail->setText(tr("%1: %2.").arg(presentation::SetupText::checkTitle(group), item->text(1)));
        return;
    }
    const core::SetupFinding &finding = findings.at(f);
    QString text = tr("%1: %2").arg(presentation::SetupText::severity(finding.severity),
                                    presentation::SetupText::detail(finding));
    if (const QString fix = presentation::SetupText::fix(finding); !fix.isEmpty())
        text += QStringLiteral("\n\n") + tr("What to do: %1").arg(fix);
    m_detail->setText(text);
}

core::Result<void> SetupCheckPage::saveSheet(const QString &path)
{
    const core::SetupCheckResult &checked = result();
    core::ResultStore *store = m_model.store();
    if (!store)
        return core::Error{core::ErrorCode::InvalidArgument,
                           QStringLiteral("there is no database to read the serving and link runs from")};
    auto sheet = core::buildSetupSheet(*store, checked.input, checked.findings, checked.reachTested,
                                       QDateTime::currentDateTimeUtc());
    if (!sheet)
        return sheet.error();
    return path.endsWith(QLatin1String(".md"), Qt::CaseInsensitive)
               ? presentation::SetupSheetDocument::writeMarkdown(path, *sheet)
               : presentation::SetupSheetDocument::writePdf(path, *sheet);
}

void SetupCheckPage::chooseSheetFile()
{
    const QString suggested = QDir::home().filePath(QStringLiteral("shardscope-setup-sheet.pdf"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the setup sheet"), suggested,
                                                      tr("PDF (*.pdf);;Markdown (*.md)"));
    if (path.isEmpty())
        return;
    if (auto saved = saveSheet(path); !saved)
        m_errorBox->addMessage(presentation::ErrorText::fileError(saved.error(), path));
    else
        m_statusLabel->setText(tr("The setup sheet is saved as %1.").arg(QDir::toNativeSeparators(path)));
}

} // namespace shardscope::ui
