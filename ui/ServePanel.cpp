#include "ui/ServePanel.h"

#include "core/SafeText.h"
#include "core/model/VllmLaunch.h"
#include "presentation/AnalysisText.h"
#include "presentation/ErrorText.h"
#include "ui/ErrorBox.h"
#include "ui/InferencePlan.h"
#include "ui/NodeStateText.h"
#include "ui/PlainLabel.h"
#include "ui/PlainToolTip.h"
#include "ui/WizardModel.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QStyle>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace shardscope::ui {

using presentation::AnalysisText;
using presentation::ErrorText;

namespace {

constexpr int kNameRole = Qt::UserRole + 1;

enum NodeColumn { NodeName = 0, NodeAddress, NodeStatus, NodeColumns };
enum ResultColumn {
    ResultNumber = 0,
    ResultConcurrency,
    ResultStatus,
    ResultDone,
    ResultFailed,
    ResultTtft,
    ResultTpot,
    ResultTokens,
    ResultColumns
};

/// The agent's stage of a serving step ("serve_warmup", "serve_requests: 12 done, 1 failed") in
/// words.
QString stageText(const QString &stage)
{
    if (stage == QLatin1String("serve_warmup"))
        return ServePanel::tr("warming the server up (not counted)");
    static const QRegularExpression counts(QStringLiteral("^serve_requests: (\\d+) done, (\\d+) failed$"));
    if (const QRegularExpressionMatch match = counts.match(stage); match.hasMatch())
        return ServePanel::tr("%1 requests answered, %2 failed")
            .arg(QLocale().toString(match.captured(1).toULongLong()),
                 QLocale().toString(match.captured(2).toULongLong()));
    return stage;
}

QString stepStatusText(core::RunStatus status)
{
    if (status == core::RunStatus::Unknown)
        return ServePanel::tr("Waiting");
    return AnalysisText::runStatusName(status);
}

} // namespace

ServePanel::ServePanel(WizardModel &model, NodeInteraction &interaction, QWidget *parent)
    : ServePanel(model, interaction, Engine::YourServer, parent)
{}

ServePanel::ServePanel(WizardModel &model, NodeInteraction &interaction, ServePlanRunner::PlanFunction plan,
                       QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_engine(Engine::YourServer)
    , m_runner(new ServePlanRunner(interaction, std::move(plan), this))
{
    buildUi();
}

ServePanel::ServePanel(WizardModel &model, NodeInteraction &interaction, Engine engine, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_engine(engine)
    , m_runner(new ServePlanRunner(interaction, this))
{
    buildUi();
}

QString ServePanel::objectNameFor(const char *name) const
{
    return (m_engine == Engine::LlamaCpp ? QStringLiteral("llama") : QStringLiteral("serve"))
           + QLatin1String(name);
}

void ServePanel::addSetupWidget(QWidget *widget)
{
    m_setupWidgets << widget;
    if (auto *edit = qobject_cast<QLineEdit *>(widget))
        connect(edit, &QLineEdit::textChanged, this, &ServePanel::updateControls);
    else if (auto *combo = qobject_cast<QComboBox *>(widget))
        connect(combo, &QComboBox::currentIndexChanged, this, &ServePanel::updateControls);
    else if (auto *spin = qobject_cast<QSpinBox *>(widget))
        connect(spin, &QSpinBox::valueChanged, this, &ServePanel::updateControls);
}

void ServePanel::setProgressText(const QString &text)
{
    m_progressText = text;
    updateControls();
}

ServePanel::~ServePanel()
{
    stopJobs();
}

void ServePanel::buildUi()
{
    const protocol::ServeWorkload defaults = core::defaultServeWorkload();

    const bool yours = m_engine == Engine::YourServer;
    auto *intro = new QLabel(
        yours
            ? tr("Measure the server you already run (llama.cpp's llama-server, vLLM, Ollama, LM Studio or "
                 "any OpenAI-compatible server) the way vLLM's own benchmark does: the time to the first "
                 "token, the time per token and the tokens per second at each number of requests at once. "
                 "The requests are sent from one of your machines, next to the server, so this computer's "
                 "own network is not part of what is measured, while every machine below samples its "
                 "processors, GPUs and network.")
            : tr("ShardScope starts llama.cpp (your own build of llama-server and rpc-server) on the checked "
                 "machines, loads the model, and measures it the way vLLM's own benchmark does: the time "
                 "to the first token, the time per token and the tokens per second at each number of "
                 "requests at once, while every machine samples its processors, GPUs and network. The "
                 "time to load the model is measured too. When the run ends, is cancelled or fails, "
                 "ShardScope stops every server it started."),
        this);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText);

    m_nodeTree = new QTreeWidget(this);
    m_nodeTree->setObjectName(objectNameFor("NodeTree"));
    m_nodeTree->setColumnCount(NodeColumns);
    m_nodeTree->setHeaderLabels({tr("Machine"), tr("Cluster address"), tr("Status")});
    m_nodeTree->setRootIsDecorated(false);
    m_nodeTree->setAccessibleName(yours ? tr("Machines the server runs on")
                                        : tr("Machines llama.cpp runs on"));
    m_nodeTree->header()->setSectionResizeMode(NodeName, QHeaderView::ResizeToContents);
    m_nodeTree->header()->setSectionResizeMode(NodeAddress, QHeaderView::ResizeToContents);
    m_nodeTree->header()->setStretchLastSection(true);
    m_nodeTree->setMinimumHeight(90);
    m_nodeTree->setMaximumHeight(160);
    auto *nodeLabel = new QLabel(yours ? tr("The server runs on these &machines:")
                                       : tr("llama.cpp runs on these &machines (the first checked one runs "
                                            "llama-server, the one you send the requests to):"),
                                 this);
    nodeLabel->setWordWrap(true);
    nodeLabel->setBuddy(m_nodeTree);

    if (yours) {
        m_endpointEdit = new QLineEdit(this);
        m_endpointEdit->setObjectName(QStringLiteral("serveEndpointEdit"));
        m_endpointEdit->setPlaceholderText(QStringLiteral("http://192.168.1.20:8080"));
        m_endpointEdit->setToolTip(plainToolTip(tr(
            "The server's address as the machine that sends the requests reaches it: http://address:port, "
            "with a path when the API is not at the root. llama-server listens on port 8080, vLLM on 8000, "
            "Ollama on 11434.")));
        m_modelEdit = new QLineEdit(this);
        m_modelEdit->setObjectName(QStringLiteral("serveModelEdit"));
        m_modelEdit->setPlaceholderText(tr("as the server names it; empty: the one model it lists"));
        m_keyEdit = new QLineEdit(this);
        m_keyEdit->setObjectName(QStringLiteral("serveKeyEdit"));
        m_keyEdit->setEchoMode(QLineEdit::Password);
        m_keyEdit->setPlaceholderText(tr("only if the server asks for one"));
        m_keyEdit->setToolTip(plainToolTip(tr("Sent as a bearer token. Kept in memory while ShardScope runs: "
                                              "never stored, never put on a command line.")));
        m_dialectCombo = new QComboBox(this);
        m_dialectCombo->setObjectName(QStringLiteral("serveDialectCombo"));
        m_dialectCombo->addItem(tr("Ask the server"), int(protocol::ServeDialect::Unknown));
        m_dialectCombo->addItem(tr("OpenAI completions (/v1/completions)"),
                                int(protocol::ServeDialect::OpenAiCompletions));
        m_dialectCombo->addItem(tr("OpenAI chat (/v1/chat/completions)"),
                                int(protocol::ServeDialect::OpenAiChat));
        m_dialectCombo->addItem(tr("llama.cpp (/completion)"), int(protocol::ServeDialect::LlamaCpp));
        m_dialectCombo->addItem(tr("Ollama (/api/generate)"), int(protocol::ServeDialect::Ollama));
    }
    m_fromCombo = new QComboBox(this);
    m_fromCombo->setObjectName(objectNameFor("FromCombo"));
    m_fromCombo->setToolTip(plainToolTip(
        tr("The machine whose agent sends the requests. The first machine of the server is best: then "
           "only the server is measured. This computer adds its own network (Wi-Fi, say) to every "
           "figure.")));
    m_layoutCombo = new QComboBox(this);
    m_layoutCombo->setObjectName(objectNameFor("LayoutCombo"));
    if (yours) {
        for (protocol::BenchLayout layout :
             {protocol::BenchLayout::Single, protocol::BenchLayout::TensorParallel,
              protocol::BenchLayout::PipelineParallel, protocol::BenchLayout::Replicas})
            m_layoutCombo->addItem(AnalysisText::layoutName(layout), int(layout));
    } else {
        // llama.cpp splits a model over machines by layers only: no tensor parallel.
        m_layoutCombo->addItem(tr("One machine"), int(protocol::BenchLayout::Single));
        m_layoutCombo->addItem(tr("Split over RPC"), int(protocol::BenchLayout::PipelineParallel));
        m_layoutCombo->addItem(tr("One copy per machine"), int(protocol::BenchLayout::Replicas));
    }
    m_layoutCombo->setToolTip(plainToolTip(
        yours
            ? tr("How your server spreads the model over the machines, as you started it. ShardScope cannot "
                 "see it; the verdict compares runs by it (llama.cpp's RPC is pipeline parallel).")
            : tr("One machine: llama-server on the first checked machine alone. Split over RPC: an "
                 "rpc-server on every other checked machine holds a share of the layers, and llama-server "
                 "on the first uses them. One copy per machine: llama-server with the whole model on every "
                 "checked machine, the requests sent to each in turn.")));

    // The goal's concurrencies, as the model's runs take them: rule 8 asks for the goal's.
    const QList<std::uint32_t> concurrencies = m_model.inferenceSettings().concurrencies;
    m_concurrencyEdit = new QLineEdit(
        concurrencyText(concurrencies.isEmpty() ? QList<std::uint32_t>{1, 4} : concurrencies), this);
    m_concurrencyEdit->setObjectName(objectNameFor("ConcurrencyEdit"));
    m_concurrencyEdit->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9, ]*")), m_concurrencyEdit));
    m_concurrencyEdit->setToolTip(plainToolTip(
        tr("How many requests are in flight at once, separated by commas: each number is one step.")));
    m_promptSpin = new QSpinBox(this);
    m_promptSpin->setObjectName(objectNameFor("PromptSpin"));
    m_promptSpin->setRange(1, int(protocol::kMaxServePromptTokens));
    m_promptSpin->setValue(int(defaults.promptTokens));
    m_promptSpin->setSuffix(tr(" tokens"));
    m_outputSpin = new QSpinBox(this);
    m_outputSpin->setObjectName(objectNameFor("OutputSpin"));
    m_outputSpin->setRange(1, int(protocol::kMaxServeOutputTokens));
    m_outputSpin->setValue(int(defaults.outputTokens));
    m_outputSpin->setSuffix(tr(" tokens"));
    m_outputSpin->setToolTip(plainToolTip(tr("Every answer is this long: the server is asked to ignore its "
                                             "end-of-sequence token.")));
    m_requestsSpin = new QSpinBox(this);
    m_requestsSpin->setObjectName(objectNameFor("RequestsSpin"));
    m_requestsSpin->setRange(1, int(protocol::kMaxServeRequests));
    m_requestsSpin->setValue(int(defaults.requests));
    m_requestsSpin->setToolTip(
        plainToolTip(tr("Requests counted at each step, after %n warm-up request(s) that are not.", nullptr,
                        int(defaults.warmupRequests))));

    m_engineForm = new QFormLayout;
    if (yours) {
        m_engineForm->addRow(tr("Server &address:"), m_endpointEdit);
        m_engineForm->addRow(tr("M&odel name:"), m_modelEdit);
        m_engineForm->addRow(tr("API &key:"), m_keyEdit);
        m_engineForm->addRow(tr("&Dialect:"), m_dialectCombo);
    }
    auto *runForm = new QFormLayout;
    runForm->addRow(tr("Send the requests &from:"), m_fromCombo);
    runForm->addRow(yours ? tr("The server &runs the model as:") : tr("llama.cpp &runs the model as:"),
                    m_layoutCombo);
    runForm->addRow(tr("Requests at o&nce:"), m_concurrencyEdit);
    auto *workloadRow = new QHBoxLayout;
    workloadRow->addWidget(m_promptSpin);
    workloadRow->addWidget(new QLabel(tr("in,"), this));
    workloadRow->addWidget(m_outputSpin);
    workloadRow->addWidget(new QLabel(tr("out,"), this));
    workloadRow->addWidget(m_requestsSpin);
    workloadRow->addWidget(new QLabel(tr("requests a step"), this));
    workloadRow->addStretch(1);
    runForm->addRow(tr("&Workload:"), workloadRow);
    if (auto *label = qobject_cast<QLabel *>(runForm->labelForField(workloadRow)))
        label->setBuddy(m_promptSpin);
    auto *forms = new QHBoxLayout;
    forms->addLayout(m_engineForm, 1);
    forms->addSpacing(12);
    forms->addLayout(runForm, 1);

    m_planLabel = plainLabel(objectNameFor("PlanLabel"), this);
    auto *planRow = new QHBoxLayout;
    planRow->addWidget(m_planLabel, 1);
    if (yours) {
        m_launchButton = new QPushButton(tr("vLLM &launch lines…"), this);
        m_launchButton->setObjectName(QStringLiteral("serveLaunchButton"));
        m_launchButton->setToolTip(plainToolTip(
            tr("The commands that start vLLM over the checked machines with the cluster interface pinned, to "
               "copy. ShardScope does not start vLLM.")));
        planRow->addWidget(m_launchButton, 0, Qt::AlignTop);
    }

    auto *setupGroup = new QGroupBox(yours ? tr("Your server") : tr("llama.cpp on your machines"), this);
    m_setupLayout = new QVBoxLayout(setupGroup);
    m_setupLayout->addWidget(intro);
    m_setupLayout->addWidget(nodeLabel);
    m_setupLayout->addWidget(m_nodeTree);
    m_setupLayout->addLayout(forms);
    m_setupLayout->addLayout(planRow);

    m_runButton = new QPushButton(style()->standardIcon(QStyle::SP_MediaPlay),
                                  yours ? tr("Measure &the server") : tr("&Start and measure"), this);
    m_runButton->setObjectName(objectNameFor("RunButton"));
    m_runButton->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_cancelButton
        = new QPushButton(style()->standardIcon(QStyle::SP_DialogCancelButton), tr("&Cancel"), this);
    m_cancelButton->setObjectName(objectNameFor("CancelButton"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(objectNameFor("Progress"));
    m_progress->setAccessibleName(tr("Steps done"));
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_runButton);
    runRow->addWidget(m_progress, 1);
    runRow->addWidget(m_cancelButton);
    runRow->addStretch();
    m_statusLabel = plainLabel(objectNameFor("StatusLabel"), this);

    m_resultsTable = new QTableWidget(0, ResultColumns, this);
    m_resultsTable->setObjectName(objectNameFor("ResultsTable"));
    m_resultsTable->setHorizontalHeaderLabels({tr("#"), tr("Requests at once"), tr("Status"), tr("Answered"),
                                               tr("Failed"), tr("First token (median)"),
                                               tr("Per token (median)"), tr("Tokens/s")});
    m_resultsTable->setAccessibleName(tr("Steps of this serving run"));
    m_resultsTable->verticalHeader()->hide();
    m_resultsTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_resultsTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_resultsTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_resultsTable->horizontalHeader()->setStretchLastSection(true);
    m_resultsTable->setMinimumHeight(100);
    m_resultsTable->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    m_historyLabel = plainLabel(objectNameFor("HistoryLabel"), this);

    auto *runGroup = new QGroupBox(tr("Steps"), this);
    m_runLayout = new QVBoxLayout(runGroup);
    m_runLayout->addLayout(runRow);
    m_runLayout->addWidget(m_statusLabel);
    m_runLayout->addWidget(m_resultsTable, 1);
    m_runLayout->addWidget(m_historyLabel);

    m_errorBox = new ErrorBox(objectNameFor("ErrorBox"), objectNameFor("ErrorLabel"), this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(setupGroup);
    layout->addWidget(runGroup, 1);
    layout->addWidget(m_errorBox);

    connect(m_runButton, &QPushButton::clicked, this, &ServePanel::run);
    connect(m_cancelButton, &QPushButton::clicked, this, &ServePanel::cancel);
    if (m_launchButton)
        connect(m_launchButton, &QPushButton::clicked, this, &ServePanel::showLaunch);
    connect(m_nodeTree, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *, int column) {
        if (column == NodeName) {
            updateFrom();
            updateControls();
        }
    });
    m_setupWidgets << m_nodeTree;
    for (QWidget *widget : {static_cast<QWidget *>(m_fromCombo), static_cast<QWidget *>(m_layoutCombo),
                            static_cast<QWidget *>(m_concurrencyEdit), static_cast<QWidget *>(m_promptSpin),
                            static_cast<QWidget *>(m_outputSpin), static_cast<QWidget *>(m_requestsSpin)})
        addSetupWidget(widget);
    if (yours) {
        for (QWidget *widget : {static_cast<QWidget *>(m_endpointEdit), static_cast<QWidget *>(m_modelEdit),
                                static_cast<QWidget *>(m_keyEdit), static_cast<QWidget *>(m_dialectCombo)})
            addSetupWidget(widget);
    }

    connect(m_runner, &ServePlanRunner::nodeProgress, this, &ServePanel::onNodeProgress);
    connect(m_runner, &ServePlanRunner::nodeFinished, this, &ServePanel::onNodeFinished);
    connect(m_runner, &ServePlanRunner::planReady, this, &ServePanel::onPlanReady);
    connect(m_runner, &ServePlanRunner::stepStarted, this, &ServePanel::onStepStarted);
    connect(m_runner, &ServePlanRunner::stepProgress, this, &ServePanel::onStepProgress);
    connect(m_runner, &ServePlanRunner::stepFinished, this, &ServePanel::onStepFinished);
    connect(m_runner, &ServePlanRunner::finished, this, &ServePanel::onFinished);
    connect(&m_model, &WizardModel::hostsChanged, this, &ServePanel::updateNodes);

    updateNodes();
    m_errorBox->clearMessages();
}

void ServePanel::updateNodes()
{
    if (isRunning())
        return; // the running plan's machines stay as they are
    const QList<BenchCandidate> candidates = benchCandidates(m_model);
    QSet<QString> unchecked;
    for (int i = 0; i < m_nodeTree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_nodeTree->topLevelItem(i);
        if (item->checkState(NodeName) != Qt::Checked)
            unchecked.insert(item->data(NodeName, kNameRole).toString());
    }
    {
        const QSignalBlocker blocker(m_nodeTree);
        m_nodeTree->clear();
        for (const BenchCandidate &node : candidates) {
            auto *item = new QTreeWidgetItem(m_nodeTree);
            item->setData(NodeName, kNameRole, node.name);
            item->setText(NodeName, node.name);
            item->setText(NodeAddress, node.local                      ? tr("this computer")
                                       : node.clusterAddress.isEmpty() ? tr("unknown")
                                                                       : node.clusterAddress);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(NodeName, unchecked.contains(node.name) ? Qt::Unchecked : Qt::Checked);
        }
    }
    updateFrom();
    updateControls();
}

void ServePanel::updateFrom()
{
    const QString before = m_fromCombo->currentText();
    const bool wasLocal = m_fromCombo->currentIndex() >= 0 && m_fromCombo->currentData().toInt() < 0;
    const QSignalBlocker blocker(m_fromCombo);
    m_fromCombo->clear();
    const core::ServePlan plan = sharedPlan();
    bool localListed = false;
    for (int i = 0; i < plan.nodes.size(); ++i) {
        const core::ClusterNode &node = plan.nodes.at(i);
        localListed = localListed || node.target.local;
        m_fromCombo->addItem(node.target.local ? tr("This computer") : node.target.name, i);
    }
    // This computer, when it is not one of the server's machines: its agent sends the requests.
    if (!localListed)
        m_fromCombo->addItem(tr("This computer"), -1);
    int index = m_fromCombo->findText(before);
    if (index < 0 && wasLocal)
        index = m_fromCombo->findData(-1);
    m_fromCombo->setCurrentIndex(std::max(0, index));
}

core::ServePlan ServePanel::plan() const
{
    core::ServePlan plan = sharedPlan();
    if (m_engine != Engine::YourServer)
        return plan;
    plan.endpoint = m_endpointEdit->text().trimmed();
    plan.model = m_modelEdit->text().trimmed();
    plan.dialect = protocol::ServeDialect(m_dialectCombo->currentData().toInt());
    return plan;
}

core::ServePlan ServePanel::sharedPlan() const
{
    core::ServePlan plan;
    const QList<BenchCandidate> candidates = benchCandidates(m_model);
    QList<BenchCandidate> checked;
    for (int i = 0; i < m_nodeTree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_nodeTree->topLevelItem(i);
        if (item->checkState(NodeName) != Qt::Checked)
            continue;
        for (const BenchCandidate &candidate : candidates) {
            if (candidate.name == item->data(NodeName, kNameRole).toString())
                checked << candidate;
        }
    }
    plan.nodes = clusterNodesFor(m_model, checked);
    plan.from
        = m_fromCombo->count() > 0 ? m_fromCombo->currentData().toInt() : (plan.nodes.isEmpty() ? -1 : 0);
    if (plan.from >= plan.nodes.size())
        plan.from = -1;
    plan.layout = protocol::BenchLayout(m_layoutCombo->currentData().toInt());
    plan.workload = core::defaultServeWorkload();
    plan.workload.promptTokens = std::uint32_t(m_promptSpin->value());
    plan.workload.outputTokens = std::uint32_t(m_outputSpin->value());
    plan.workload.requests = std::uint32_t(m_requestsSpin->value());
    plan.concurrencies = parseConcurrencies(m_concurrencyEdit->text(), protocol::kMaxServeConcurrency)
                             .value_or(QList<std::uint32_t>{});
    plan.goal = m_model.inferenceSettings().goal;
    return plan;
}

QString ServePanel::planProblem() const
{
    return problemOf(plan());
}

QString ServePanel::problemOf(const core::ServePlan &plan) const
{
    if (plan.endpoint.isEmpty() && m_engine == Engine::YourServer)
        return tr("Give the server's address, such as http://192.168.1.20:8080.");
    if (plan.concurrencies.isEmpty())
        return tr("Give the requests at once as numbers from 1 to %1, separated by commas.")
            .arg(protocol::kMaxServeConcurrency);
    if (plan.layout != protocol::BenchLayout::Single && plan.nodes.size() < 2)
        return tr("%1 needs at least two checked machines: check the machines the server runs on.")
            .arg(m_layoutCombo->currentText());
    if (const QString problem = core::serveRunProblem(plan); !problem.isEmpty())
        return tr("This plan cannot run. (Details: %1)").arg(problem);
    return {};
}

QString ServePanel::statusText() const
{
    return m_statusLabel->text();
}

bool ServePanel::isRunning() const
{
    return m_runner->isRunning();
}

void ServePanel::cancel()
{
    m_runner->cancel();
    updateControls();
}

void ServePanel::stopJobs()
{
    m_runner->cancelAndWait();
}

QString ServePanel::vllmLaunchText() const
{
    const core::ServePlan plan = this->plan();
    QList<core::LaunchMachine> machines;
    for (const core::ClusterNode &node : plan.nodes) {
        const int row = m_model.indexOfHost(node.target.name);
        machines << core::launchMachine(node, row >= 0 ? m_model.hosts().at(row).inventory : std::nullopt);
    }
    const QString model = plan.model.isEmpty() ? QStringLiteral("<model>") : plan.model;
    const core::VllmLaunch launch = core::vllmLaunch(machines, plan.layout, model);
    if (!launch.problem.isEmpty())
        return tr("No launch lines for these machines. (Details: %1)").arg(launch.problem);
    QString text
        = tr("vLLM over %n machine(s): tensor parallel %1, pipeline parallel %2. ShardScope does not "
             "start it: run these, in this order. The API key, if you want one, goes in the "
             "environment variable VLLM_API_KEY, never on the command line.",
             nullptr, int(machines.size()))
              .arg(launch.tensorParallelSize)
              .arg(launch.pipelineParallelSize)
          + QLatin1Char('\n');
    for (qsizetype i = 0; i < launch.steps.size(); ++i) {
        const core::LaunchStep &step = launch.steps.at(i);
        text += QLatin1Char('\n') + tr("%1. On %2 (%3):").arg(i + 1).arg(step.machine, step.purpose)
                + QLatin1Char('\n');
        for (const QString &line : step.lines)
            text += QStringLiteral("   ") + line + QLatin1Char('\n');
    }
    text += QLatin1Char('\n')
            + tr("Then give %1 as the server address here.").arg(launch.endpoints.join(QStringLiteral(", ")))
            + QLatin1Char('\n');
    for (const QString &note : launch.notes)
        text += tr("Note: %1").arg(note) + QLatin1Char('\n');
    return text;
}

void ServePanel::showLaunch()
{
    QDialog dialog(this);
    dialog.setWindowTitle(tr("vLLM launch lines"));
    auto *text = new QPlainTextEdit(vllmLaunchText(), &dialog);
    text->setObjectName(QStringLiteral("serveLaunchText"));
    text->setReadOnly(true);
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    QPushButton *copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, &dialog,
            [text] { QApplication::clipboard()->setText(text->toPlainText()); });
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(buttons);
    dialog.resize(760, 420);
    dialog.exec();
}

void ServePanel::updateControls()
{
    const bool running = isRunning();
    const core::ServePlan plan = running ? core::ServePlan() : this->plan();
    const QString problem = running ? QString() : problemOf(plan);
    m_runButton->setEnabled(!running && problem.isEmpty());
    m_cancelButton->setVisible(running);
    m_cancelButton->setEnabled(running && !m_runner->isCancelling());
    m_progress->setVisible(running);
    for (QWidget *widget : std::as_const(m_setupWidgets))
        widget->setEnabled(!running);

    if (!running) {
        const QString from = m_fromCombo->currentText();
        m_planLabel->setText(
            !problem.isEmpty()
                ? problem
                : tr("%n step(s) of %1 requests each, sent from %2.", nullptr, int(plan.concurrencies.size()))
                          .arg(plan.workload.requests)
                          .arg(from)
                      + QLatin1Char(' ')
                      + tr("%n machine(s) sampled while it runs.", nullptr, int(plan.nodes.size())));
    }

    if (running) {
        const int steps = int(m_runner->plan().concurrencies.size());
        m_progress->setRange(0, std::max(1, steps) * 100);
        m_progress->setValue(int(std::lround((m_runner->stepsDone() + m_stepFraction) * 100)));
        m_progress->setFormat(tr("%1 of %2 steps").arg(m_runner->stepsDone()).arg(steps));
        if (m_runner->isCancelling())
            m_statusLabel->setText(tr("Stopping…"));
        else if (!m_progressText.isEmpty())
            m_statusLabel->setText(m_progressText);
        else
            m_statusLabel->setText(m_engine == Engine::YourServer
                                       ? tr("Starting the agents and asking the server what it is…")
                                       : tr("Starting the agents…"));
    } else if (!m_resultText.isEmpty()) {
        m_statusLabel->setText(m_resultText);
    } else {
        m_statusLabel->setText(!problem.isEmpty() ? QString()
                               : m_engine == Engine::YourServer
                                   ? tr("Click Measure the server to start. You can cancel at any "
                                        "time; what was measured until then is kept.")
                                   : tr("Click Start and measure to start. You can cancel at any time: "
                                        "ShardScope stops the servers, and what was measured until then "
                                        "is kept."));
    }
}

void ServePanel::run()
{
    if (isRunning())
        return;
    m_errorBox->clearMessages();
    m_resultText.clear();
    m_progressText.clear();
    const core::ServePlan plan = this->plan();
    if (const QString problem = problemOf(plan); !problem.isEmpty()) {
        m_resultText = problem;
        updateControls();
        return;
    }
    m_runId = 0;
    m_recorder.reset();
    m_stepStatuses.clear();
    m_stepFraction = 0;
    m_notKept = m_model.store() ? QString() : tr("There is no database: this run is not kept.");

    m_resultsTable->setRowCount(int(plan.concurrencies.size()));
    for (int row = 0; row < plan.concurrencies.size(); ++row) {
        const QStringList cells{QString::number(row + 1), QString::number(plan.concurrencies.at(row)),
                                stepStatusText(core::RunStatus::Unknown)};
        for (int column = 0; column < ResultColumns; ++column) {
            auto *item = new QTableWidgetItem(cells.value(column));
            if (column != ResultStatus)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_resultsTable->setItem(row, column, item);
        }
    }
    for (int i = 0; i < m_nodeTree->topLevelItemCount(); ++i)
        m_nodeTree->topLevelItem(i)->setText(NodeStatus, QString());

    core::ServeRunnerOptions options;
    options.agents = m_model.nodeJobOptions(core::NodeAction::OpenAgent).agents;
    if (m_keyEdit)
        options.apiKey = m_keyEdit->text().toStdString();
    m_historyLabel->setText(m_notKept.isEmpty() ? tr("The run is stored once the server has answered.")
                                                : m_notKept);
    if (!startRun(plan, options)) {
        m_resultText = m_runner->planError()
                           ? tr("The run could not start. (Details: %1)").arg(m_runner->planError()->detail)
                           : tr("The run could not start: another one is still running.");
        updateControls();
        return;
    }
    Q_EMIT runningChanged(true);
    updateControls();
}

void ServePanel::setNodeStatus(int target, const QString &text)
{
    if (target < 0 || target >= m_runner->targets().size())
        return;
    const QString name = m_runner->targets().at(target).name;
    for (int i = 0; i < m_nodeTree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_nodeTree->topLevelItem(i);
        if (item->data(NodeName, kNameRole).toString() == name)
            item->setText(NodeStatus, text);
    }
}

void ServePanel::onNodeProgress(const core::NodeProgress &progress)
{
    setNodeStatus(progress.index, NodeStateText::agentOpening(progress));
}

void ServePanel::onNodeFinished(int index, const core::NodeOutcome &outcome)
{
    if (!outcome.error) {
        setNodeStatus(index, tr("Ready"));
        return;
    }
    setNodeStatus(index, ErrorText::nodeErrorSummary(*outcome.error));
    if (outcome.error->code != core::ErrorCode::Cancelled && index >= 0 && index < m_runner->targets().size())
        m_errorBox->addMessage(
            ErrorText::nodeError(*outcome.error, m_runner->targets().at(index),
                                 outcome.platform ? outcome.platform->machine : QString()));
}

void ServePanel::onPlanReady(const core::ServePlan &plan)
{
    // Stored as `shardscope-cli serve-bench` stores it, once the server said what it is.
    if (core::ResultStore *store = m_model.store()) {
        core::Result<core::RunRecorder> recorder
            = core::RunRecorder::begin(*store, core::kServeRun, core::serveRunConfigJson(plan));
        if (recorder.ok()) {
            m_runId = recorder->runId();
            m_recorder.emplace(std::move(recorder).value());
        } else {
            m_errorBox->addStoreError(recorder.error(), m_model.databasePath());
            m_notKept = tr("Storing the run failed, so it is not kept: %1")
                            .arg(ErrorText::storeError(recorder.error(), m_model.databasePath()));
        }
    }
    m_historyLabel->setText(
        m_runId > 0 ? tr("Each step is stored as soon as it is done (stored run %1).").arg(m_runId)
                    : m_notKept);
    const QString software = AnalysisText::serverName(plan);
    m_progressText = tr("The server is %1; the model is %2.")
                         .arg(software, plan.model.isEmpty() ? tr("not named") : core::safeText(plan.model));
    updateControls();
}

void ServePanel::onStepStarted(int position, std::uint32_t concurrency)
{
    m_stepFraction = 0;
    if (QTableWidgetItem *item = m_resultsTable->item(position, ResultStatus))
        item->setText(stepStatusText(core::RunStatus::Running));
    m_progressText = tr("Step %1 of %2: %n request(s) at once.", nullptr, int(concurrency))
                         .arg(position + 1)
                         .arg(m_runner->plan().concurrencies.size());
    updateControls();
}

void ServePanel::onStepProgress(int position, double fraction, const QString &stage)
{
    m_stepFraction = std::clamp(fraction, 0.0, 1.0);
    const std::uint32_t concurrency = m_runner->plan().concurrencies.value(position);
    m_progressText = tr("Step %1 of %2, %n request(s) at once: %3.", nullptr, int(concurrency))
                         .arg(position + 1)
                         .arg(m_runner->plan().concurrencies.size())
                         .arg(stageText(stage));
    updateControls();
}

void ServePanel::onStepFinished(const core::ServeStepOutcome &outcome)
{
    m_stepFraction = 0;
    const core::StoredServeResult stored = core::storedServeResult(m_runId, m_runner->plan(), outcome);
    if (m_recorder) {
        if (const core::Result<qint64> saved = m_recorder->record(stored); !saved.ok())
            m_errorBox->addStoreError(saved.error(), m_model.databasePath());
    }
    m_stepStatuses << stored.status;
    const core::ServeSummary &summary = stored.summary;
    const bool measured = summary.completed > 0;
    const auto set = [this, &outcome](int column, const QString &text, const QString &tip = {}) {
        if (QTableWidgetItem *item = m_resultsTable->item(outcome.position, column)) {
            item->setText(text);
            item->setToolTip(tip.isEmpty() ? QString() : plainToolTip(tip));
        }
    };
    set(ResultStatus, stepStatusText(stored.status), stored.error);
    set(ResultDone, QLocale().toString(qulonglong(summary.completed)));
    set(ResultFailed, QLocale().toString(qulonglong(summary.failed)));
    set(ResultTtft,
        measured && summary.ttftMs.count > 0 ? AnalysisText::milliseconds(summary.ttftMs.p50) : QString());
    set(ResultTpot,
        measured && summary.tpotMs.count > 0 ? AnalysisText::milliseconds(summary.tpotMs.p50) : QString());
    set(ResultTokens, measured && summary.outputTokens > 0
                          ? QLocale().toString(summary.outputTokensPerSecond, 'f', 1)
                          : QString());
    // The reason holds the server's and core's English: shown apart from the translated sentence.
    if (stored.status == core::RunStatus::Failed)
        m_errorBox->addMessage(
            tr("Step %1 (%n request(s) at once) is not a clean result.", nullptr, int(outcome.concurrency))
                .arg(outcome.position + 1)
            + QLatin1Char(' ')
            + (stored.error.isEmpty() ? tr("No reason was given.") : tr("(Details: %1)").arg(stored.error)));
    m_progressText = measured ? tr("Step %1 measured %2 tokens/s.")
                                    .arg(outcome.position + 1)
                                    .arg(QLocale().toString(summary.outputTokensPerSecond, 'f', 1))
                              : QString();
    updateControls();
}

void ServePanel::onFinished()
{
    bool endStored = false;
    if (m_recorder) {
        const core::RunRecorder::Finished done = m_recorder->finish(m_runner->planError());
        m_recorder.reset();
        endStored = done.stored.ok();
        if (!done.stored.ok())
            m_errorBox->addStoreError(done.stored.error(), m_model.databasePath());
    }
    int complete = 0;
    bool cancelled = false;
    for (core::RunStatus status : std::as_const(m_stepStatuses)) {
        complete += status == core::RunStatus::Complete ? 1 : 0;
        cancelled = cancelled || status == core::RunStatus::Cancelled;
    }
    const std::optional<core::Error> &error = m_runner->planError();
    QString text;
    if (error && error->code == core::ErrorCode::Cancelled && m_stepStatuses.isEmpty()) {
        text = tr("Cancelled before the first step.");
    } else if (error) {
        text = failureText(*error);
        m_errorBox->addMessage(text);
    } else if (cancelled) {
        text = tr("Cancelled: %1 of %2 steps measured cleanly; what was measured until then is kept.")
                   .arg(complete)
                   .arg(m_runner->plan().concurrencies.size());
    } else {
        text = tr("%1 of %2 steps measured cleanly.").arg(complete).arg(m_stepStatuses.size());
        if (m_runId > 0)
            text += QLatin1Char(' ') + tr("Click Show results to see what they mean.");
    }
    // Why each machine could not take part is in the error box already (nodeFinished).
    m_resultText = text;
    m_progressText.clear();
    if (m_runId > 0 && endStored)
        m_historyLabel->setText(
            tr("Stored as run %1: it stays in the history, also after a restart.").arg(m_runId));
    else if (m_runId > 0)
        m_historyLabel->setText(tr("Its results are stored as run %1, but how the run ended could not be: "
                                   "the history shows it as interrupted after ShardScope is started again.")
                                    .arg(m_runId));
    else if (!m_notKept.isEmpty())
        m_historyLabel->setText(m_notKept);
    else
        m_historyLabel->setText(tr("Nothing was stored: the server never answered."));
    if (m_runId > 0)
        m_model.setResultsRunId(m_runId);
    runEnded();
    updateControls();
    Q_EMIT runningChanged(false);
}

bool ServePanel::startRun(const core::ServePlan &plan, const core::ServeRunnerOptions &options)
{
    return m_runner->start(plan, options);
}

QString ServePanel::failureText(const core::Error &error) const
{
    return tr("The server could not be measured. (Details: %1)").arg(error.detail);
}

} // namespace shardscope::ui
