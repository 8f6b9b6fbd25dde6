#include "ui/InferencePage.h"

#include "core/bench/BenchRecord.h"
#include "presentation/AnalysisText.h"
#include "presentation/ErrorText.h"
#include "ui/ErrorBox.h"
#include "ui/LlamaCppPanel.h"
#include "ui/NodeStateText.h"
#include "ui/PageScroll.h"
#include "ui/PlainLabel.h"
#include "ui/PlainToolTip.h"
#include "ui/ServePanel.h"
#include "ui/WizardModel.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStyle>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace shardscope::ui {

using presentation::ErrorText;

namespace {

constexpr int kNameRole = Qt::UserRole + 1;
constexpr int kSetRole = Qt::UserRole + 2; // a node set entry's machine names

enum NodeColumn { NodeName = 0, NodeAddress, NodeStatus, NodeColumns };
enum ResultColumn {
    ResultNumber = 0,
    ResultLayout,
    ResultNodes,
    ResultConcurrency,
    ResultStatus,
    ResultTtft,
    ResultTokens,
    ResultColumns
};

// Where the agent's decode phase starts in a rank's progress: the share of the decode done, and so
// the tokens so far, follow from the fraction after it.
constexpr double kDecodeStart = protocol::kBenchDecodeProgressStart;

QString stageText(const QString &stage)
{
    if (stage == QLatin1String("connect"))
        return InferencePage::tr("connecting the machines");
    if (stage == QLatin1String("weights"))
        return InferencePage::tr("making the weights");
    if (stage == QLatin1String("bandwidth"))
        return InferencePage::tr("measuring the memory bandwidth");
    if (stage == QLatin1String("warmup"))
        return InferencePage::tr("warming up");
    if (stage == QLatin1String("prefill"))
        return InferencePage::tr("reading the prompt");
    if (stage == QLatin1String("decode"))
        return InferencePage::tr("writing the answer");
    return stage;
}

/// A run's status as the report and the history name it; a run not started yet is waiting.
QString runStatusText(core::RunStatus status)
{
    if (status == core::RunStatus::Unknown)
        return InferencePage::tr("Waiting");
    return presentation::AnalysisText::runStatusName(status);
}

} // namespace

InferencePage::InferencePage(WizardModel &model, NodeInteraction &interaction, QWidget *parent)
    : QWizardPage(parent)
    , m_model(model)
    , m_runner(new BenchPlanRunner(interaction, this))
    , m_servePanel(new ServePanel(model, interaction))
    , m_llamaCppPanel(new LlamaCppPanel(model, interaction))
{
    buildUi();
}

InferencePage::InferencePage(WizardModel &model, NodeInteraction &interaction,
                             BenchPlanRunner::PlanFunction plan, ServePlanRunner::PlanFunction servePlan,
                             QWidget *parent)
    : QWizardPage(parent)
    , m_model(model)
    , m_runner(new BenchPlanRunner(interaction, std::move(plan), this))
    , m_servePanel(new ServePanel(model, interaction, std::move(servePlan)))
    , m_llamaCppPanel(new LlamaCppPanel(model, interaction))
{
    buildUi();
}

InferencePage::~InferencePage()
{
    stopJobs();
}

void InferencePage::buildUi()
{
    setTitle(tr("Run the model on your machines"));
    setSubTitle(tr("ShardScope runs the model from your goal with random weights and measures how long the "
                   "first token takes, the time per token and the tokens per second: first on one machine "
                   "alone (the baseline), then split across machines and as one copy per machine."));
    setCommitPage(true);
    setButtonText(QWizard::CommitButton, tr("&Show results >"));
    m_clock.start();

    auto *content = new QWidget;
    content->setObjectName(QStringLiteral("inferenceContent"));

    m_nodeTree = new QTreeWidget(content);
    m_nodeTree->setObjectName(QStringLiteral("inferenceNodeTree"));
    m_nodeTree->setColumnCount(NodeColumns);
    m_nodeTree->setHeaderLabels({tr("Machine"), tr("Cluster address"), tr("Status")});
    m_nodeTree->setRootIsDecorated(false);
    m_nodeTree->setAccessibleName(tr("Machines to run on"));
    m_nodeTree->header()->setSectionResizeMode(NodeName, QHeaderView::ResizeToContents);
    m_nodeTree->header()->setSectionResizeMode(NodeAddress, QHeaderView::ResizeToContents);
    m_nodeTree->header()->setStretchLastSection(true);
    auto *nodeLabel = new QLabel(tr("&Machines:"), content);
    nodeLabel->setBuddy(m_nodeTree);
    m_setList = new QListWidget(content);
    m_setList->setObjectName(QStringLiteral("inferenceNodeSetList"));
    m_setList->setAccessibleName(tr("Sets of machines to split the model over and run copies on"));
    // The tooltip depends on how many machines are checked: updateNodeSets sets it.
    auto *setLabel = new QLabel(tr("Split and run copies on these s&ets of machines:"), content);
    setLabel->setBuddy(m_setList);
    m_setPanel = new QWidget(content);
    m_setPanel->setObjectName(QStringLiteral("inferenceNodeSetPanel"));
    // Each view sits next to an invisible spacer as tall as all of its rows (fitViewHeights): the
    // layout gives the views that height where the page has room and shrinks them, down to a few
    // rows that then scroll, where it has not. A view's own size hint ignores its rows.
    m_setBox = new QHBoxLayout;
    m_setBox->setSpacing(0);
    m_setBox->addWidget(m_setList);
    m_setBox->addItem(new QSpacerItem(0, 0, QSizePolicy::Fixed, QSizePolicy::Preferred));
    m_treeBox = new QHBoxLayout;
    m_treeBox->setSpacing(0);
    m_treeBox->addWidget(m_nodeTree);
    m_treeBox->addItem(new QSpacerItem(0, 0, QSizePolicy::Fixed, QSizePolicy::Preferred));
    auto *setColumn = new QVBoxLayout(m_setPanel);
    setColumn->setContentsMargins(0, 0, 0, 0);
    setColumn->addWidget(setLabel);
    setColumn->addLayout(m_setBox);
    setColumn->addStretch(1);
    auto *machineColumn = new QVBoxLayout;
    machineColumn->addWidget(nodeLabel);
    machineColumn->addLayout(m_treeBox);
    machineColumn->addStretch(1);
    // Side by side: up to eleven sets add no height to a page that must fit on 1280×800.
    auto *machineRow = new QHBoxLayout;
    machineRow->addLayout(machineColumn, 3);
    machineRow->addWidget(m_setPanel, 2);
    m_nodeHint = plainLabel(QStringLiteral("inferenceNodeHint"), content);

    m_tensorCheck = new QCheckBox(tr("&Tensor parallel"), content);
    m_tensorCheck->setObjectName(QStringLiteral("inferenceTensorCheck"));
    m_tensorCheck->setToolTip(plainToolTip(
        tr("Every layer is split across the machines; they exchange data twice per layer for every token. "
           "Fast links needed.")));
    m_pipelineCheck = new QCheckBox(tr("&Pipeline parallel"), content);
    m_pipelineCheck->setObjectName(QStringLiteral("inferencePipelineCheck"));
    m_pipelineCheck->setToolTip(plainToolTip(
        tr("Each machine holds a block of layers and passes its result to the next one: little traffic, "
           "but the machines take turns.")));
    m_replicasCheck = new QCheckBox(tr("One cop&y per machine"), content);
    m_replicasCheck->setObjectName(QStringLiteral("inferenceReplicasCheck"));
    m_replicasCheck->setToolTip(plainToolTip(
        tr("Each machine runs the whole model on its share of the requests: no traffic between them, but "
           "each needs the memory for all of it.")));
    m_layoutHint = plainLabel(QStringLiteral("inferenceLayoutHint"), content);
    auto *layoutRow = new QHBoxLayout;
    layoutRow->addWidget(m_tensorCheck);
    layoutRow->addWidget(m_pipelineCheck);
    layoutRow->addWidget(m_replicasCheck);
    layoutRow->addStretch(1);

    m_concurrencyEdit = new QLineEdit(content);
    m_concurrencyEdit->setObjectName(QStringLiteral("inferenceConcurrencyEdit"));
    m_concurrencyEdit->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9, ]*")), m_concurrencyEdit));
    m_concurrencyEdit->setToolTip(plainToolTip(
        tr("How many requests the model serves at the same time, separated by commas: each number is one "
           "round of runs. 1 is one person chatting.")));
    m_concurrencyEdit->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 24);
    auto *concurrencyLabel = new QLabel(tr("Requests at &once:"), content);
    concurrencyLabel->setBuddy(m_concurrencyEdit);
    m_promptSpin = new QSpinBox(content);
    m_promptSpin->setObjectName(QStringLiteral("inferencePromptSpin"));
    m_promptSpin->setRange(1, int(protocol::kMaxBenchTokens) - 2);
    m_promptSpin->setSuffix(tr(" tokens"));
    m_promptSpin->setToolTip(plainToolTip(tr("The length of each request's prompt: it is read at once "
                                             "(prefill) before the first token comes.")));
    auto *promptLabel = new QLabel(tr("Prompt &length:"), content);
    promptLabel->setBuddy(m_promptSpin);
    m_generateSpin = new QSpinBox(content);
    m_generateSpin->setObjectName(QStringLiteral("inferenceGenerateSpin"));
    m_generateSpin->setRange(2, int(protocol::kMaxBenchTokens) - 1);
    m_generateSpin->setSuffix(tr(" tokens"));
    m_generateSpin->setToolTip(plainToolTip(tr("The length of each answer: tokens written one at a time "
                                               "(decode).")));
    auto *generateLabel = new QLabel(tr("Answer le&ngth:"), content);
    generateLabel->setBuddy(m_generateSpin);
    m_prefillsSpin = new QSpinBox(content);
    m_prefillsSpin->setObjectName(QStringLiteral("inferencePrefillsSpin"));
    m_prefillsSpin->setRange(1, int(protocol::kMaxBenchPrefills));
    m_prefillsSpin->setToolTip(plainToolTip(
        tr("How many times each run reads the prompt, each time from scratch and timed apart, as requests "
           "that arrive one after another: the time to the first token is the median and the 99th "
           "percentile over these reads. More reads give steadier figures; each adds one prompt's "
           "reading to every run.")));
    auto *prefillsLabel = new QLabel(tr("Timed prompt rea&ds:"), content);
    prefillsLabel->setBuddy(m_prefillsSpin);
    auto *workloadRow = new QHBoxLayout;
    workloadRow->addWidget(concurrencyLabel);
    workloadRow->addWidget(m_concurrencyEdit);
    workloadRow->addSpacing(8);
    workloadRow->addWidget(promptLabel);
    workloadRow->addWidget(m_promptSpin);
    workloadRow->addSpacing(8);
    workloadRow->addWidget(generateLabel);
    workloadRow->addWidget(m_generateSpin);
    workloadRow->addSpacing(8);
    workloadRow->addWidget(prefillsLabel);
    workloadRow->addWidget(m_prefillsSpin);
    workloadRow->addStretch(1);

    m_planLabel = plainLabel(QStringLiteral("inferencePlanLabel"), content);

    auto *planGroup = new QGroupBox(tr("What to run"), content);
    auto *planLayout = new QVBoxLayout(planGroup);
    planLayout->addLayout(machineRow);
    planLayout->addWidget(m_nodeHint);
    planLayout->addLayout(layoutRow);
    planLayout->addWidget(m_layoutHint);
    planLayout->addLayout(workloadRow);
    planLayout->addWidget(m_planLabel);

    m_runButton = new QPushButton(style()->standardIcon(QStyle::SP_MediaPlay), tr("&Run benchmark"), content);
    m_runButton->setObjectName(QStringLiteral("inferenceRunButton"));
    m_cancelButton
        = new QPushButton(style()->standardIcon(QStyle::SP_DialogCancelButton), tr("&Cancel"), content);
    m_cancelButton->setObjectName(QStringLiteral("inferenceCancelButton"));
    m_progress = new QProgressBar(content);
    m_progress->setObjectName(QStringLiteral("inferenceProgress"));
    m_progress->setAccessibleName(tr("Runs done"));
    m_runButton->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_runButton);
    runRow->addWidget(m_progress, 1);
    runRow->addWidget(m_cancelButton);
    runRow->addStretch(); // takes the room of the progress bar while it is hidden
    m_statusLabel = plainLabel(QStringLiteral("inferenceStatusLabel"), content);

    m_resultsTable = new QTableWidget(0, ResultColumns, content);
    m_resultsTable->setObjectName(QStringLiteral("inferenceResultsTable"));
    m_resultsTable->setHorizontalHeaderLabels({tr("#"), tr("Layout"), tr("Machines"), tr("Requests at once"),
                                               tr("Status"), tr("First token (median)"), tr("Tokens/s")});
    m_resultsTable->setAccessibleName(tr("Runs of this benchmark"));
    m_resultsTable->verticalHeader()->hide();
    m_resultsTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_resultsTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_resultsTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_resultsTable->horizontalHeader()->setSectionResizeMode(ResultNodes, QHeaderView::Stretch);
    // As tall as the page allows, at least a few rows; its preferred height must not make the page
    // scroll on a 1280×800 screen (the rows scroll inside the table instead).
    m_resultsTable->setMinimumHeight(100);
    m_resultsTable->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    m_historyLabel = plainLabel(QStringLiteral("inferenceHistoryLabel"), content);

    auto *runGroup = new QGroupBox(tr("Runs"), content);
    auto *runLayout = new QVBoxLayout(runGroup);
    runLayout->addLayout(runRow);
    runLayout->addWidget(m_statusLabel);
    runLayout->addWidget(m_resultsTable, 1);
    runLayout->addWidget(m_historyLabel);

    m_errorBox
        = new ErrorBox(QStringLiteral("inferenceErrorBox"), QStringLiteral("inferenceErrorLabel"), content);

    m_rerunNotice = plainLabel(QStringLiteral("inferenceRerunNotice"), content);
    m_rerunNotice->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_rerunNotice->hide();

    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_rerunNotice);
    contentLayout->addWidget(planGroup);
    contentLayout->addWidget(runGroup, 1);
    contentLayout->addWidget(m_errorBox);

    // What runs: ShardScope's own model (the runs above), the user's own server (ServePanel) or
    // llama.cpp that ShardScope starts (LlamaCppPanel).
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("inferencePageContent"));
    m_modelModeButton
        = new QRadioButton(tr("ShardScope's own model (&generated weights, no server needed)"), page);
    m_modelModeButton->setObjectName(QStringLiteral("inferenceModelMode"));
    m_serveModeButton = new QRadioButton(tr("A server yo&u run (llama-server, vLLM, Ollama…)"), page);
    m_serveModeButton->setObjectName(QStringLiteral("inferenceServeMode"));
    m_llamaModeButton = new QRadioButton(tr("llama.cpp t&hat ShardScope starts"), page);
    m_llamaModeButton->setObjectName(QStringLiteral("inferenceLlamaMode"));
    m_modelModeButton->setChecked(true);
    auto *modeRow = new QHBoxLayout;
    modeRow->addWidget(new QLabel(tr("What runs:"), page));
    modeRow->addWidget(m_modelModeButton);
    modeRow->addWidget(m_serveModeButton);
    modeRow->addWidget(m_llamaModeButton);
    modeRow->addStretch(1);
    m_modeStack = new QStackedWidget(page);
    m_modeStack->addWidget(content);
    m_modeStack->addWidget(m_servePanel);
    m_modeStack->addWidget(m_llamaCppPanel);
    fitModeStack();
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->addLayout(modeRow);
    pageLayout->addWidget(m_modeStack, 1);

    setScrollingContent(this, page, QStringLiteral("inferenceScrollArea"));

    for (QRadioButton *button : {m_modelModeButton, m_serveModeButton, m_llamaModeButton})
        connect(button, &QRadioButton::toggled, this, [this](bool checked) {
            if (checked)
                setMode(mode());
        });
    for (ServePanel *panel : {m_servePanel, static_cast<ServePanel *>(m_llamaCppPanel)})
        connect(panel, &ServePanel::runningChanged, this, [this] {
            updateControls();
            Q_EMIT completeChanged();
        });

    connect(m_runButton, &QPushButton::clicked, this, &InferencePage::run);
    connect(m_cancelButton, &QPushButton::clicked, this, &InferencePage::cancel);
    connect(m_nodeTree, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *, int column) {
        if (column == NodeName)
            takeControls();
    });
    connect(m_setList, &QListWidget::itemChanged, this, &InferencePage::takeNodeSets);
    for (QCheckBox *check : {m_tensorCheck, m_pipelineCheck, m_replicasCheck})
        connect(check, &QCheckBox::toggled, this, &InferencePage::takeControls);
    connect(m_concurrencyEdit, &QLineEdit::textEdited, this, &InferencePage::takeControls);
    connect(m_promptSpin, &QSpinBox::valueChanged, this, &InferencePage::takeControls);
    connect(m_generateSpin, &QSpinBox::valueChanged, this, &InferencePage::takeControls);
    connect(m_prefillsSpin, &QSpinBox::valueChanged, this, &InferencePage::takeControls);

    connect(m_runner, &BenchPlanRunner::nodeProgress, this, &InferencePage::onNodeProgress);
    connect(m_runner, &BenchPlanRunner::nodeFinished, this, &InferencePage::onNodeFinished);
    connect(m_runner, &BenchPlanRunner::runStarted, this, &InferencePage::onRunStarted);
    connect(m_runner, &BenchPlanRunner::rankProgress, this, &InferencePage::onRankProgress);
    connect(m_runner, &BenchPlanRunner::runFinished, this, &InferencePage::onRunFinished);
    connect(m_runner, &BenchPlanRunner::finished, this, &InferencePage::onFinished);
    connect(&m_model, &WizardModel::inferenceSettingsChanged, this, [this] {
        if (m_showing)
            return;
        updateNodes();
        showSettings();
    });
    connect(&m_model, &WizardModel::hostsChanged, this, &InferencePage::updateNodes);
    connect(&m_model, &WizardModel::hostChanged, this, [this] {
        if (!isRunning())
            updateNodes();
    });

    updateNodes();
    showSettings();
    m_errorBox->clearMessages(); // hidden until something fails
}

void InferencePage::initializePage()
{
    updateNodes();
    showSettings();
    if (m_runId == 0)
        m_historyLabel->setText(m_model.store() ? tr("Each run is stored as soon as it finishes.")
                                                : tr("There is no database: the runs are not kept, and the "
                                                     "Results page cannot show them."));
}

void InferencePage::setRerunNotice(const QString &text)
{
    m_rerunNotice->setText(text);
    m_rerunNotice->setVisible(!text.isEmpty());
}

QString InferencePage::rerunNotice() const
{
    return m_rerunNotice->text();
}

void InferencePage::cleanupPage()
{
    stopJobs();
    QWizardPage::cleanupPage();
}

bool InferencePage::isComplete() const
{
    if (isRunning())
        return false;
    if (ServePanel *panel = modePanel())
        return panel->hasStoredRun();
    return m_stage == Stage::Finished && m_runId > 0;
}

bool InferencePage::isRunning() const
{
    return m_runner->isRunning() || m_servePanel->isRunning() || m_llamaCppPanel->isRunning();
}

void InferencePage::stopJobs()
{
    m_runner->cancelAndWait();
    m_servePanel->stopJobs();
    m_llamaCppPanel->stopJobs();
}

void InferencePage::cancel()
{
    m_runner->cancel();
    m_servePanel->cancel();
    m_llamaCppPanel->cancel();
    updateControls();
}

InferencePage::Mode InferencePage::mode() const
{
    if (m_serveModeButton->isChecked())
        return Mode::YourServer;
    if (m_llamaModeButton->isChecked())
        return Mode::LlamaCpp;
    return Mode::Model;
}

ServePanel *InferencePage::modePanel() const
{
    switch (mode()) {
    case Mode::YourServer:
        return m_servePanel;
    case Mode::LlamaCpp:
        return m_llamaCppPanel;
    default:
        return nullptr;
    }
}

void InferencePage::fitModeStack()
{
    // A stack is as large as its largest page, but for pages whose size policy is Ignored: the
    // page is as tall as the mode shown, not as the tallest mode.
    for (int i = 0; i < m_modeStack->count(); ++i) {
        QWidget *widget = m_modeStack->widget(i);
        const QSizePolicy::Policy policy
            = widget == m_modeStack->currentWidget() ? QSizePolicy::Preferred : QSizePolicy::Ignored;
        widget->setSizePolicy(policy, policy);
    }
    m_modeStack->updateGeometry();
}

void InferencePage::setMode(Mode mode)
{
    QRadioButton *button = mode == Mode::YourServer ? m_serveModeButton
                           : mode == Mode::LlamaCpp ? m_llamaModeButton
                                                    : m_modelModeButton;
    if (!button->isChecked()) {
        button->setChecked(true); // its toggled() calls this again
        return;
    }
    ServePanel *panel = modePanel();
    m_modeStack->setCurrentWidget(panel ? static_cast<QWidget *>(panel) : m_modeStack->widget(0));
    fitModeStack();
    // The Results page shows this mode's run, where it has one.
    const qint64 shown = panel ? panel->runId() : (m_stage == Stage::Finished ? m_runId : 0);
    if (shown > 0 && !isRunning())
        m_model.setResultsRunId(shown);
    updateControls();
    Q_EMIT completeChanged();
}

void InferencePage::setStage(Stage stage)
{
    if (stage == m_stage)
        return;
    m_stage = stage;
    Q_EMIT completeChanged();
}

QList<BenchCandidate> InferencePage::checkedNodes() const
{
    return chosenCandidates(m_model, m_model.inferenceSettings());
}

core::BenchPlan InferencePage::plan() const
{
    return benchPlanFor(m_model, m_model.inferenceSettings(), checkedNodes());
}

QString InferencePage::statusText() const
{
    return m_statusLabel->text();
}

void InferencePage::updateNodes()
{
    if (isRunning())
        return; // the running plan's machines stay as they are
    const QList<BenchCandidate> candidates = benchCandidates(m_model);
    const QList<BenchCandidate> checked = checkedNodes();
    QStringList checkedNames;
    for (const BenchCandidate &node : checked)
        checkedNames << node.name;
    const QSignalBlocker blocker(m_nodeTree);
    // The same machines: the items stay (this also runs from their own itemChanged signal).
    bool same = m_nodeTree->topLevelItemCount() == candidates.size();
    for (int i = 0; same && i < m_nodeTree->topLevelItemCount(); ++i)
        same = m_nodeTree->topLevelItem(i)->data(NodeName, kNameRole).toString() == candidates.at(i).name;
    if (!same) {
        m_nodeTree->clear();
        for (int i = 0; i < candidates.size(); ++i)
            new QTreeWidgetItem(m_nodeTree);
    }
    for (int i = 0; i < candidates.size(); ++i) {
        const BenchCandidate &node = candidates.at(i);
        QTreeWidgetItem *item = m_nodeTree->topLevelItem(i);
        item->setData(NodeName, kNameRole, node.name);
        item->setText(NodeName, node.name);
        item->setText(NodeAddress, node.local                      ? tr("runs alone")
                                   : node.clusterAddress.isEmpty() ? tr("unknown")
                                                                   : node.clusterAddress);
        item->setToolTip(NodeAddress, !node.local && node.clusterAddress.isEmpty() ? plainToolTip(
                                          tr("ShardScope does not know which address the other machines "
                                             "reach %1 at, so it cannot take part in a split. Choose its "
                                             "cluster interface on the Machines page with Edit…, or give it "
                                             "a numeric IP address.")
                                              .arg(node.name))
                                                                                   : QString());
        item->setFlags(node.local ? Qt::ItemIsEnabled : Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(NodeName, checkedNames.contains(node.name) ? Qt::Checked : Qt::Unchecked);
        if (!same)
            item->setText(NodeStatus, node.local ? tr("Runs through the local agent") : QString());
    }
    const bool alone = candidates.size() == 1 && candidates.constFirst().local;
    if (alone)
        m_nodeHint->setText(tr("There are no other machines, so ShardScope runs the model on this computer "
                               "alone: the baseline. A split needs at least two machines: add them on the "
                               "Machines page."));
    else if (!checked.isEmpty()) {
        QString hint = tr("%1 runs the single-machine baseline: the first checked machine. Uncheck "
                          "machines to leave them out.")
                           .arg(checked.constFirst().name);
        // Every chosen set lost a machine: the plan falls back to all the checked machines, which
        // the user did not choose, so it must not happen silently.
        const InferenceSettings &settings = m_model.inferenceSettings();
        if (checked.size() >= 2 && !settings.nodeSets.isEmpty()
            && nodeSetIndexes(settings, checked).isEmpty()) {
            const QStringList missing = unchosenSetMachines(settings, checked);
            hint += QLatin1Char(' ')
                    + (missing.isEmpty()
                           ? tr("None of the chosen sets of machines has two machines: splits and copies "
                                "run over all checked machines.")
                           : tr("The chosen sets of machines need %1, which is not checked: splits and "
                                "copies run over all checked machines instead. Check it to run them as "
                                "chosen.")
                                 .arg(QLocale().createSeparatedList(missing)));
        }
        m_nodeHint->setText(hint);
    }
    updateNodeSets(checked);
    fitViewHeights();
    updateLayouts();
    updatePlanSummary();
    updateControls();
}

void InferencePage::fitViewHeights()
{
    // Four machines offer eleven sets: up to that many rows show without scrolling where the page
    // has room (1280×800 has), at least five where it has not; both views as tall, side by side.
    constexpr int kMostRows = 11;
    constexpr int kFewestRows = 5;
    const auto rowHeight = [this](const QAbstractItemView *view) {
        const int row = view->sizeHintForRow(0);
        return row > 0 ? row : fontMetrics().height() + 6;
    };
    const int treeRows = int(m_nodeTree->topLevelItemCount());
    const int setRows = m_setPanel->isHidden() ? 0 : int(m_setList->count());
    const auto height = [&](int rows) {
        const int tree = m_nodeTree->header()->sizeHint().height()
                         + std::clamp(std::min(treeRows, rows), 1, kMostRows) * rowHeight(m_nodeTree)
                         + 2 * m_nodeTree->frameWidth() + 4;
        const int sets = std::clamp(std::min(setRows, rows), 1, kMostRows) * rowHeight(m_setList)
                         + 2 * m_setList->frameWidth() + 4;
        return std::max(tree, sets);
    };
    const int full = height(kMostRows);
    const int fewest = height(kFewestRows);
    for (QAbstractItemView *view :
         {static_cast<QAbstractItemView *>(m_nodeTree), static_cast<QAbstractItemView *>(m_setList)}) {
        view->setMinimumHeight(fewest);
        view->setMaximumHeight(full);
    }
    for (QBoxLayout *box : {m_treeBox, m_setBox}) {
        box->itemAt(1)->spacerItem()->changeSize(0, full, QSizePolicy::Fixed, QSizePolicy::Preferred);
        box->invalidate();
    }
}

void InferencePage::updateNodeSets(const QList<BenchCandidate> &checked)
{
    QList<QList<int>> offered = offeredNodeSets(int(checked.size()));
    const QList<QList<int>> chosen = nodeSetIndexes(m_model.inferenceSettings(), checked);
    const auto sorted = [](QList<int> set) {
        std::sort(set.begin(), set.end());
        return set;
    };
    for (const QList<int> &set : chosen) {
        if (offered.contains(set))
            continue;
        // A chosen set in another rank order (e.g. `--split-over node3,node1` from the CLI) takes the
        // place of the offered one with its machines, unless that one is chosen too; a set the list
        // does not offer (from a stored run over more than four machines) comes last.
        const qsizetype same = offered.indexOf(sorted(set));
        if (same >= 0 && !chosen.contains(offered.at(same)))
            offered[same] = set;
        else
            offered << set;
    }
    const QSignalBlocker blocker(m_setList);
    QList<QStringList> sets;
    for (const QList<int> &set : std::as_const(offered)) {
        QStringList names;
        for (int index : set)
            names << checked.at(index).name;
        sets << names;
    }
    bool same = m_setList->count() == sets.size();
    for (int i = 0; same && i < m_setList->count(); ++i)
        same = m_setList->item(i)->data(kSetRole).toStringList() == sets.at(i);
    if (!same) {
        m_setList->clear();
        for (const QStringList &names : std::as_const(sets)) {
            auto *item = new QListWidgetItem(m_setList);
            item->setData(kSetRole, names);
            item->setText(names.size() == checked.size()
                              ? tr("%1 (all %n machines)", nullptr, int(names.size()))
                                    .arg(presentation::AnalysisText::machineSet(names))
                              : presentation::AnalysisText::machineSet(names));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        }
        if (m_setList->count() > 0)
            m_setList->setCurrentRow(0);
    }
    for (int i = 0; i < offered.size(); ++i) {
        // No sets chosen means all the machines: that entry is checked.
        const bool on
            = chosen.isEmpty() ? offered.at(i).size() == checked.size() : chosen.contains(offered.at(i));
        m_setList->item(i)->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    // Two machines make one set: nothing to choose.
    m_setPanel->setVisible(offered.size() > 1);
    QString toolTip = tr("Each checked set of machines runs every split and one copy per machine on its "
                         "machines alone, e.g. to see whether a third machine helps. Space checks or "
                         "unchecks the selected set.");
    if (checked.size() > 4)
        // Every subset of five or more machines would be too many to list.
        toolTip += QLatin1Char(' ')
                   + tr("With more than four machines only the first two, the first three, and so on up to "
                        "all of them are offered: for another set of machines, uncheck the others, or "
                        "uncheck a machine and check it again to move it to the end.");
    m_setList->setToolTip(plainToolTip(toolTip));
}

void InferencePage::showSettings()
{
    const InferenceSettings &settings = m_model.inferenceSettings();
    m_showing = true;
    if (!m_concurrencyEdit->hasFocus()
        || parseConcurrencies(m_concurrencyEdit->text(), protocol::kMaxBenchConcurrency)
               != std::optional(settings.concurrencies))
        m_concurrencyEdit->setText(concurrencyText(settings.concurrencies));
    m_promptSpin->setValue(int(settings.promptTokens));
    m_generateSpin->setValue(int(settings.generateTokens));
    m_prefillsSpin->setValue(int(settings.prefills));
    m_showing = false;
    updateLayouts();
    updatePlanSummary();
    updateControls();
}

void InferencePage::updateLayouts()
{
    const InferenceSettings &settings = m_model.inferenceSettings();
    const QList<BenchCandidate> nodes = checkedNodes();
    const QList<QList<int>> sets = nodeSetIndexes(settings, nodes);
    QStringList hints;
    const bool showing = m_showing;
    m_showing = true;
    const struct {
        QCheckBox *check;
        protocol::BenchLayout layout;
        QString name;
    } layouts[] = {
        {m_tensorCheck, protocol::BenchLayout::TensorParallel, tr("Tensor parallel")},
        {m_pipelineCheck, protocol::BenchLayout::PipelineParallel, tr("Pipeline parallel")},
        {m_replicasCheck, protocol::BenchLayout::Replicas, tr("One copy per machine")},
    };
    bool needsTwo = false;
    for (const auto &entry : layouts) {
        const LayoutCheck check
            = checkBenchLayoutOnSets(settings.model, entry.layout, nodes, sets, settings.dtype);
        entry.check->setEnabled(check.problem == LayoutProblem::None && !isRunning());
        entry.check->setChecked(check.problem == LayoutProblem::None
                                && settings.layouts.contains(entry.layout));
        switch (check.problem) {
        case LayoutProblem::NeedsTwoMachines:
            needsTwo = true;
            break;
        case LayoutProblem::NoClusterAddress:
            hints << tr("%1 needs the cluster address of every machine, and %2 has none: choose its "
                        "cluster interface on the Machines page.")
                         .arg(entry.name, check.node);
            break;
        case LayoutProblem::ShapeDoesNotFit:
            // Every layout runs over every set: the set that cannot take it keeps it out of the plan.
            if (!check.nodeSet.isEmpty())
                hints << tr("%1 cannot divide this model over %2: %3. Uncheck that set of machines to run it "
                            "over the others.")
                             .arg(entry.name, presentation::AnalysisText::machineSet(check.nodeSet),
                                  PlanText::reason(check.reason));
            else
                hints << tr("%1 cannot divide this model over %n machine(s): %2.", nullptr, int(nodes.size()))
                             .arg(entry.name, PlanText::reason(check.reason));
            break;
        case LayoutProblem::None:
            break;
        }
    }
    // Alone on this computer the machines' hint already says why nothing is split.
    const bool alone = nodes.size() == 1 && nodes.constFirst().local;
    if (needsTwo && !alone)
        hints.prepend(tr("A split and one copy per machine need at least two machines: with one, only the "
                         "single-machine baseline runs."));
    m_showing = showing;
    m_layoutHint->setText(hints.join(QLatin1Char(' ')));
    m_layoutHint->setVisible(!hints.isEmpty());
}

void InferencePage::takeControls()
{
    if (m_showing || isRunning())
        return;
    InferenceSettings settings = m_model.inferenceSettings();

    // The machines: the checked ones in their current order, newly checked ones after them.
    QStringList checked;
    for (int i = 0; i < m_nodeTree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_nodeTree->topLevelItem(i);
        if (item->checkState(NodeName) == Qt::Checked)
            checked << item->data(NodeName, kNameRole).toString();
    }
    if (checked.isEmpty()) {
        // No machine means "all of them" to the settings: keep the last one checked instead.
        updateNodes();
        m_nodeHint->setText(tr("At least one machine must run the model."));
        return;
    }
    QStringList names;
    for (const BenchCandidate &node : checkedNodes()) {
        if (checked.contains(node.name))
            names << node.name;
    }
    for (const QString &name : std::as_const(checked)) {
        if (!names.contains(name))
            names << name;
    }
    settings.nodeNames = names;

    // A layout that cannot run now stays wanted: it comes back when the machines allow it.
    const QList<BenchCandidate> nodes = chosenCandidates(m_model, settings);
    const QList<QList<int>> sets = nodeSetIndexes(settings, nodes);
    for (const auto &[check, layout] : {std::pair{m_tensorCheck, protocol::BenchLayout::TensorParallel},
                                        std::pair{m_pipelineCheck, protocol::BenchLayout::PipelineParallel},
                                        std::pair{m_replicasCheck, protocol::BenchLayout::Replicas}}) {
        if (checkBenchLayoutOnSets(settings.model, layout, nodes, sets, settings.dtype).problem
                != LayoutProblem::None
            || !check->isEnabled())
            continue;
        if (check->isChecked() && !settings.layouts.contains(layout))
            settings.layouts << layout;
        else if (!check->isChecked())
            settings.layouts.removeAll(layout);
    }
    if (settings.layouts != m_model.inferenceSettings().layouts)
        settings.layoutsChosen = true; // from now on the goal's defaults leave them alone
    if (const auto concurrencies
        = parseConcurrencies(m_concurrencyEdit->text(), protocol::kMaxBenchConcurrency))
        settings.concurrencies = *concurrencies;
    settings.promptTokens = std::uint32_t(m_promptSpin->value());
    settings.generateTokens = std::uint32_t(m_generateSpin->value());
    settings.prefills = std::uint32_t(m_prefillsSpin->value());

    m_showing = true;
    m_model.setInferenceSettings(settings);
    m_showing = false;
    updateNodes();
}

void InferencePage::takeNodeSets()
{
    if (m_showing || isRunning())
        return;
    InferenceSettings settings = m_model.inferenceSettings();
    QList<QStringList> sets;
    for (int i = 0; i < m_setList->count(); ++i) {
        if (m_setList->item(i)->checkState() == Qt::Checked)
            sets << m_setList->item(i)->data(kSetRole).toStringList();
    }
    if (sets.isEmpty()) {
        // No set means "all machines" to the settings: keep the last one checked instead.
        updateNodes();
        m_nodeHint->setText(tr("At least one set of machines must run the splits and copies."));
        return;
    }
    // The list shows only the sets over the checked machines: a remembered set naming a machine
    // unchecked now stays, to come back with that machine (InferenceSettings::nodeSets).
    QStringList checkedNames;
    for (const BenchCandidate &node : checkedNodes())
        checkedNames << node.name;
    QList<QStringList> remembered;
    for (const QStringList &set : std::as_const(settings.nodeSets)) {
        if (std::any_of(set.cbegin(), set.cend(),
                        [&checkedNames](const QString &name) { return !checkedNames.contains(name); }))
            remembered << set;
    }
    // All the checked machines in their order alone is the default, which follows them as they
    // change; not when that would forget the remembered sets.
    if (remembered.isEmpty() && sets == QList<QStringList>{checkedNames})
        sets.clear();
    settings.nodeSets = remembered + sets;
    m_showing = true;
    m_model.setInferenceSettings(settings);
    m_showing = false;
    updateNodes();
}

void InferencePage::updatePlanSummary()
{
    if (isRunning())
        return;
    if (!parseConcurrencies(m_concurrencyEdit->text(), protocol::kMaxBenchConcurrency)) {
        m_planLabel->setText(
            tr("Requests at once: give numbers from 1 to %1, separated by commas, e.g. 1, 4.")
                .arg(protocol::kMaxBenchConcurrency));
        return;
    }
    const core::BenchPlan benchPlan = plan();
    const core::Result<QList<core::BenchRunSpec>> specs = core::expandBenchPlan(benchPlan);
    if (!specs) {
        m_planLabel->setText(tr("This plan cannot run: %1")
                                 .arg(PlanText::problem(benchPlan, core::checkBenchPlan(benchPlan))));
        return;
    }
    QStringList layouts;
    for (protocol::BenchLayout layout : benchPlan.layouts) {
        if (layout != protocol::BenchLayout::Single)
            layouts << presentation::AnalysisText::layoutName(layout);
    }
    QStringList concurrencies;
    for (std::uint32_t concurrency : benchPlan.concurrencies)
        concurrencies << QString::number(concurrency);
    const QString baseline = benchPlan.nodes.constFirst().target.name;
    const QList<QList<int>> sets = core::benchNodeSets(benchPlan);
    QStringList setNames;
    for (const QList<int> &set : sets)
        setNames << presentation::AnalysisText::machineSet(core::nodeSetNames(benchPlan, set));
    QList<int> allInOrder(benchPlan.nodes.size());
    std::iota(allInOrder.begin(), allInOrder.end(), 0);
    QString text;
    if (layouts.isEmpty())
        text = tr("%n run(s), one after another: the model on %1 alone.", nullptr, int(specs->size()))
                   .arg(baseline);
    else if (sets.size() > 1 || sets.constFirst() != allInOrder)
        // Name the sets when they are not simply all the machines in their order (another order is
        // another rank order: it must show).
        text = tr("%n run(s), one after another: the model on %1 alone (the baseline) first, then %2, "
                  "each over %3.",
                  nullptr, int(specs->size()))
                   .arg(baseline, QLocale().createSeparatedList(layouts),
                        QLocale().createSeparatedList(setNames));
    else
        text = tr("%n run(s), one after another: the model on %1 alone (the baseline) first, then "
                  "%2 over %3 machines.",
                  nullptr, int(specs->size()))
                   .arg(baseline, QLocale().createSeparatedList(layouts))
                   .arg(benchPlan.nodes.size());
    text += QLatin1Char(' ')
            + tr("Requests at once: %1; prompts of %2 tokens, each read %n time(s) and timed apart; "
                 "answers of %3 tokens.",
                 nullptr, int(benchPlan.workload.prefills))
                  .arg(QLocale().createSeparatedList(concurrencies))
                  .arg(benchPlan.workload.promptTokens)
                  .arg(benchPlan.workload.generateTokens);
    m_planLabel->setText(text);
}

void InferencePage::updateControls()
{
    // One run at a time: the choice of what runs waits for the running one.
    for (QRadioButton *button : {m_modelModeButton, m_serveModeButton, m_llamaModeButton})
        button->setEnabled(!isRunning());
    const bool running = m_runner->isRunning();
    const bool runnable
        = parseConcurrencies(m_concurrencyEdit->text(), protocol::kMaxBenchConcurrency).has_value()
          && core::expandBenchPlan(plan()).ok();
    m_runButton->setEnabled(!running && runnable);
    m_cancelButton->setVisible(running);
    m_cancelButton->setEnabled(running && !m_runner->isCancelling());
    m_progress->setVisible(running);
    for (QWidget *widget : {static_cast<QWidget *>(m_nodeTree), static_cast<QWidget *>(m_setList),
                            static_cast<QWidget *>(m_concurrencyEdit), static_cast<QWidget *>(m_promptSpin),
                            static_cast<QWidget *>(m_generateSpin), static_cast<QWidget *>(m_prefillsSpin)})
        widget->setEnabled(!running);
    if (running) {
        for (QCheckBox *check : {m_tensorCheck, m_pipelineCheck, m_replicasCheck})
            check->setEnabled(false);
    }

    if (running) {
        const int runs = int(m_runner->specs().size());
        double current = 0;
        for (auto it = m_rankProgress.cbegin(); it != m_rankProgress.cend(); ++it)
            current += std::clamp(it.value().first, 0.0, 1.0);
        if (!m_rankProgress.isEmpty())
            current /= double(m_rankProgress.size());
        m_progress->setRange(0, std::max(1, runs) * 100);
        m_progress->setValue(int(std::lround((m_runner->runsDone() + current) * 100)));
        m_progress->setFormat(tr("%1 of %2 runs").arg(m_runner->runsDone()).arg(runs));
        if (m_runner->isCancelling())
            m_statusLabel->setText(tr("Stopping…"));
        else if (!m_progressText.isEmpty())
            m_statusLabel->setText(m_progressText);
        else
            m_statusLabel->setText(
                tr("Starting the agents on %n machine(s)…", nullptr, int(m_runner->plan().nodes.size())));
    } else if (!m_resultText.isEmpty()) {
        m_statusLabel->setText(m_resultText);
    } else {
        m_statusLabel->setText(runnable ? tr("Click Run benchmark to start. You can cancel at any time; what "
                                             "was measured until then is kept.")
                                        : QString());
    }
}

QString InferencePage::runTitle(const core::BenchRunSpec &spec) const
{
    // With more than one set the set is what tells two runs of a layout apart.
    if (spec.layout != protocol::BenchLayout::Single && core::benchNodeSets(m_plan).size() > 1)
        return tr("%1 over %2, %n request(s) at once", nullptr, int(spec.concurrency))
            .arg(presentation::AnalysisText::layoutName(spec.layout),
                 presentation::AnalysisText::machineSet(core::benchRunNodeNames(m_plan, spec)));
    return tr("%1 on %2, %n request(s) at once", nullptr, int(spec.concurrency))
        .arg(presentation::AnalysisText::layoutName(spec.layout),
             core::benchRunNodeNames(m_plan, spec).join(QStringLiteral(", ")));
}

void InferencePage::run()
{
    if (isRunning())
        return;
    m_plan = plan();
    const core::Result<QList<core::BenchRunSpec>> specs = core::expandBenchPlan(m_plan);
    m_errorBox->clearMessages();
    m_resultText.clear();
    m_progressText.clear();
    if (!specs) {
        m_resultText
            = tr("This plan cannot run: %1").arg(PlanText::problem(m_plan, core::checkBenchPlan(m_plan)));
        updateControls();
        return;
    }

    m_runId = 0;
    m_recorder.reset();
    m_runStatuses.clear();
    m_downNodes.clear();
    m_rankProgress.clear();
    m_decodeStartMs.clear();
    m_currentRun = -1;
    // Why these runs are not kept, when they are not: no database, or storing the run failed.
    QString notKept = tr("There is no database: these runs are not kept.");
    if (core::ResultStore *store = m_model.store()) {
        // Stored exactly as `shardscope-cli bench` stores it: the same snapshot, the same results.
        core::Result<core::RunRecorder> recorder
            = core::RunRecorder::begin(*store, core::kBenchRun, core::benchRunConfigJson(m_plan));
        if (recorder.ok()) {
            m_runId = recorder->runId();
            m_recorder.emplace(std::move(recorder).value());
        } else {
            const core::Error &error = recorder.error();
            m_errorBox->addStoreError(error, m_model.databasePath());
            notKept = tr("Storing the run failed, so these runs are not kept: %1")
                          .arg(ErrorText::storeError(error, m_model.databasePath()));
        }
    }

    m_resultsTable->setRowCount(int(specs->size()));
    for (int row = 0; row < int(specs->size()); ++row) {
        const core::BenchRunSpec &spec = specs->at(row);
        const QStringList cells{QString::number(row + 1),
                                presentation::AnalysisText::layoutName(spec.layout),
                                core::benchRunNodeNames(m_plan, spec).join(QStringLiteral(", ")),
                                QString::number(spec.concurrency),
                                runStatusText(core::RunStatus::Unknown),
                                QString(),
                                QString()};
        for (int column = 0; column < ResultColumns; ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            if (column == ResultNumber || column >= ResultConcurrency)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_resultsTable->setItem(row, column, item);
        }
    }
    for (int i = 0; i < m_nodeTree->topLevelItemCount(); ++i)
        m_nodeTree->topLevelItem(i)->setText(NodeStatus, QString());

    core::BenchRunnerOptions options;
    const core::NodeJobOptions jobOptions = m_model.nodeJobOptions(core::NodeAction::OpenAgent);
    options.agents = jobOptions.agents;
    m_historyLabel->setText(
        m_runId > 0 ? tr("Each run is stored as soon as it finishes (stored run %1).").arg(m_runId)
                    : notKept);
    if (!m_runner->start(m_plan, options)) {
        const core::Error error
            = m_runner->planError().value_or(core::Error{core::ErrorCode::Unknown, QString()});
        if (m_recorder)
            (void)m_recorder->finish(error);
        m_recorder.reset();
        m_runId = 0;
        // The runner refuses only a plan core's check refuses (run() checked it) or a second start:
        // the check is worded here, never core's English.
        const core::PlanCheck check = core::checkBenchPlan(m_plan);
        m_resultText = check.ok()
                           ? tr("The benchmark could not start: another one is still running.")
                           : tr("The benchmark could not start: %1").arg(PlanText::problem(m_plan, check));
        updateControls();
        return;
    }
    setStage(Stage::Running);
    updateControls();
}

void InferencePage::setNodeStatus(int planNode, const QString &text)
{
    if (planNode < 0 || planNode >= m_plan.nodes.size())
        return;
    const QString name = m_plan.nodes.at(planNode).target.name;
    for (int i = 0; i < m_nodeTree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_nodeTree->topLevelItem(i);
        if (item->data(NodeName, kNameRole).toString() == name)
            item->setText(NodeStatus, text);
    }
}

void InferencePage::onNodeProgress(const core::NodeProgress &progress)
{
    setNodeStatus(progress.index, NodeStateText::agentOpening(progress));
    updateControls();
}

void InferencePage::onNodeFinished(int index, const core::NodeOutcome &outcome)
{
    if (outcome.error) {
        m_downNodes.insert(index);
        setNodeStatus(index, ErrorText::nodeErrorSummary(*outcome.error));
        if (outcome.error->code != core::ErrorCode::Cancelled && index >= 0 && index < m_plan.nodes.size())
            m_errorBox->addMessage(
                ErrorText::nodeError(*outcome.error, m_plan.nodes.at(index).target,
                                     outcome.platform ? outcome.platform->machine : QString()));
    } else {
        setNodeStatus(index, tr("Ready"));
    }
    updateControls();
}

void InferencePage::onRunStarted(int run, const core::BenchRunSpec &spec)
{
    m_currentRun = run;
    m_rankProgress.clear();
    m_decodeStartMs.clear();
    if (QTableWidgetItem *item = m_resultsTable->item(run, ResultStatus))
        item->setText(runStatusText(core::RunStatus::Running));
    for (int node : spec.nodes) {
        if (!m_downNodes.contains(node))
            setNodeStatus(node, tr("Running %1").arg(presentation::AnalysisText::layoutName(spec.layout)));
    }
    m_progressText = tr("Run %1 of %2: %3.").arg(run + 1).arg(m_runner->specs().size()).arg(runTitle(spec));
    updateControls();
}

void InferencePage::onRankProgress(const core::BenchRankProgress &progress)
{
    if (progress.run != m_currentRun || progress.run < 0 || progress.run >= m_runner->specs().size())
        return;
    const core::BenchRunSpec &spec = m_runner->specs().at(progress.run);
    m_rankProgress.insert(progress.rank, {progress.fraction, progress.stage});
    if (progress.stage == QLatin1String("decode") && !m_decodeStartMs.contains(progress.rank))
        m_decodeStartMs.insert(progress.rank, m_clock.elapsed());

    // Tokens so far: the decode steps done (from the fraction) times the sequences of that rank;
    // replicas add up, the ranks of a split write the same tokens.
    const std::uint32_t steps = m_plan.workload.generateTokens > 1 ? m_plan.workload.generateTokens - 1 : 0;
    const bool replicas = spec.layout == protocol::BenchLayout::Replicas;
    double tokensPerSecond = 0;
    for (auto it = m_decodeStartMs.cbegin(); it != m_decodeStartMs.cend(); ++it) {
        const double seconds = double(m_clock.elapsed() - it.value()) / 1000.0;
        const double fraction = m_rankProgress.value(it.key()).first;
        if (seconds <= 0.2 || fraction <= kDecodeStart)
            continue;
        const std::uint32_t sequences
            = replicas ? core::replicaShare(spec.concurrency, int(spec.nodes.size()), it.key())
                       : spec.concurrency;
        const double tokens = (fraction - kDecodeStart) / (1.0 - kDecodeStart) * steps * sequences;
        const double rate = tokens / seconds;
        tokensPerSecond = replicas ? tokensPerSecond + rate : std::max(tokensPerSecond, rate);
    }
    QString text = tr("Run %1 of %2: %3: %4, %5 %.")
                       .arg(progress.run + 1)
                       .arg(m_runner->specs().size())
                       .arg(runTitle(spec), stageText(progress.stage))
                       .arg(int(std::lround(progress.fraction * 100)));
    if (tokensPerSecond > 0)
        text += QLatin1Char(' ')
                + tr("About %1 tokens/s so far.").arg(QLocale().toString(tokensPerSecond, 'f', 1));
    m_progressText = text;
    updateControls();
}

void InferencePage::onRunFinished(int run, const core::BenchRunOutcome &outcome)
{
    // The same record the CLI stores: summary, rank reports, names and the roofline judgement.
    const core::StoredBenchResult stored = core::storedBenchResult(m_runId, m_plan, run, outcome);
    if (m_recorder) {
        if (const core::Result<qint64> saved = m_recorder->record(stored); !saved.ok())
            m_errorBox->addStoreError(saved.error(), m_model.databasePath());
    }
    m_runStatuses << stored.status;
    if (run == m_currentRun) {
        m_currentRun = -1;
        m_rankProgress.clear();
        m_decodeStartMs.clear();
    }

    const bool measured = stored.summary.outputTokens > 0;
    const auto set = [this, run](int column, const QString &text, const QString &tip = {}) {
        if (QTableWidgetItem *item = m_resultsTable->item(run, column)) {
            item->setText(text);
            item->setToolTip(tip.isEmpty() ? QString() : plainToolTip(tip));
        }
    };
    set(ResultStatus, runStatusText(stored.status), stored.error);
    set(ResultTtft,
        measured ? presentation::AnalysisText::milliseconds(stored.summary.ttftMs.p50) : QString());
    set(ResultTokens,
        measured ? QLocale().toString(stored.summary.outputTokensPerSecond, 'f', 1) : QString());
    for (int node : outcome.spec.nodes) {
        if (!m_downNodes.contains(node))
            setNodeStatus(node, tr("Ready"));
    }
    // The reason is the agents' and core's English: shown apart from the translated sentence.
    if (stored.status == core::RunStatus::Failed)
        m_errorBox->addMessage(
            tr("Run %1 (%2) failed.").arg(run + 1).arg(runTitle(outcome.spec)) + QLatin1Char(' ')
            + (stored.error.isEmpty() ? tr("No reason was given.") : tr("(Details: %1)").arg(stored.error)));
    m_progressText = measured ? tr("Run %1 of %2 measured %3 tokens/s.")
                                    .arg(run + 1)
                                    .arg(m_runner->specs().size())
                                    .arg(QLocale().toString(stored.summary.outputTokensPerSecond, 'f', 1))
                              : QString();
    updateControls();
}

void InferencePage::onFinished()
{
    int complete = 0;
    int failed = 0;
    int cancelled = 0;
    for (core::RunStatus status : std::as_const(m_runStatuses)) {
        complete += status == core::RunStatus::Complete ? 1 : 0;
        failed += status == core::RunStatus::Failed ? 1 : 0;
        cancelled += status == core::RunStatus::Cancelled ? 1 : 0;
    }
    bool endStored = false;
    if (m_recorder) {
        // The CLI's rule too (core::runEnd): Cancelled if a run was, Failed if one failed or was not
        // stored.
        const core::RunRecorder::Finished done = m_recorder->finish(m_runner->planError());
        m_recorder.reset();
        endStored = done.stored.ok();
        if (!done.stored.ok())
            m_errorBox->addStoreError(done.stored.error(), m_model.databasePath());
        m_model.setResultsRunId(m_runId);
    }
    QString text = tr("Measured %1 of %2 runs.").arg(complete).arg(m_runStatuses.size());
    if (failed > 0)
        text += QLatin1Char(' ') + tr("%n failed: the reasons are below.", nullptr, failed);
    if (cancelled > 0)
        text += QLatin1Char(' ') + tr("%n cancelled.", nullptr, cancelled);
    if (m_runId > 0)
        text += QLatin1Char(' ') + tr("Click Show results to see what they mean.");
    m_resultText = text;
    m_progressText.clear();
    // "Stored as run" only when the store took its end too (a full disk refuses the last write): a
    // run without its end shows as interrupted from the next start on.
    if (m_runId > 0 && endStored)
        m_historyLabel->setText(
            tr("Stored as run %1: it stays in the history, also after a restart.").arg(m_runId));
    else if (m_runId > 0)
        m_historyLabel->setText(tr("Its results are stored as run %1, but how the run ended could not be: "
                                   "the history shows it as interrupted after ShardScope is started again.")
                                    .arg(m_runId));
    setStage(Stage::Finished);
    updateLayouts();
    updatePlanSummary();
    updateControls();
    Q_EMIT completeChanged();
}

} // namespace shardscope::ui
