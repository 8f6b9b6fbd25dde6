#include "ui/GoalPage.h"

#include "presentation/AnalysisText.h"
#include "ui/PageScroll.h"
#include "ui/PlainLabel.h"
#include "ui/WizardModel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace shardscope::ui {

namespace {

const QString kCustom = QStringLiteral("custom");

QString presetTitle(const std::string &name)
{
    if (name == "tiny")
        return GoalPage::tr("Tiny test model (runs in seconds)");
    if (name == "llama-3.2-1b")
        return GoalPage::tr("Llama 3.2 1B");
    if (name == "llama-3.1-8b")
        return GoalPage::tr("Llama 3.1 8B");
    if (name == "qwen2.5-14b")
        return GoalPage::tr("Qwen 2.5 14B");
    if (name == "qwen2.5-32b")
        return GoalPage::tr("Qwen 2.5 32B");
    if (name == "llama-3.1-70b")
        return GoalPage::tr("Llama 3.1 70B");
    return QString::fromStdString(name);
}

QString parametersText(std::uint64_t parameters)
{
    const QLocale locale;
    if (parameters >= 1'000'000'000ULL)
        return GoalPage::tr("%1 billion parameters").arg(locale.toString(double(parameters) / 1e9, 'f', 1));
    return GoalPage::tr("%1 million parameters").arg(locale.toString(double(parameters) / 1e6, 'f', 1));
}

QSpinBox *shapeSpin(QWidget *parent, const QString &name, int maximum)
{
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(name);
    spin->setRange(1, maximum);
    spin->setGroupSeparatorShown(true);
    return spin;
}

} // namespace

GoalPage::GoalPage(WizardModel &model, QWidget *parent)
    : QWizardPage(parent)
    , m_model(model)
{
    buildUi();
    connect(&m_model, &WizardModel::inferenceSettingsChanged, this, [this] {
        if (!m_showing)
            showSettings();
        updateFit();
    });
    // Inventories and the machines decide what fits.
    connect(&m_model, &WizardModel::hostsChanged, this, &GoalPage::updateFit);
    connect(&m_model, &WizardModel::hostChanged, this, &GoalPage::updateFit);
    showSettings();
    updateFit();
}

GoalPage::~GoalPage() = default;

void GoalPage::buildUi()
{
    setTitle(tr("What do you want to run?"));
    setSubTitle(tr("Choose the model and how you will use it. ShardScope then measures exactly this: "
                   "on one machine, and split across your machines."));

    auto *content = new QWidget;
    content->setObjectName(QStringLiteral("goalContent"));

    // The model.
    m_modelCombo = new QComboBox(content);
    m_modelCombo->setObjectName(QStringLiteral("goalModelCombo"));
    for (const std::string &name : protocol::presetModelNames())
        m_modelCombo->addItem(presetTitle(name), QString::fromStdString(name));
    m_modelCombo->addItem(tr("Custom shape…"), kCustom);
    auto *modelLabel = new QLabel(tr("&Model:"), content);
    modelLabel->setBuddy(m_modelCombo);
    m_modelInfo = plainLabel(QStringLiteral("goalModelInfo"), content);

    m_customGroup = new QGroupBox(tr("Custom shape"), content);
    m_customGroup->setObjectName(QStringLiteral("goalCustomGroup"));
    m_layers = shapeSpin(m_customGroup, QStringLiteral("goalLayersSpin"), 1024);
    m_hidden = shapeSpin(m_customGroup, QStringLiteral("goalHiddenSpin"), 65536);
    m_heads = shapeSpin(m_customGroup, QStringLiteral("goalHeadsSpin"), 1024);
    m_kvHeads = shapeSpin(m_customGroup, QStringLiteral("goalKvHeadsSpin"), 1024);
    m_headDim = shapeSpin(m_customGroup, QStringLiteral("goalHeadDimSpin"), 1024);
    m_intermediate = shapeSpin(m_customGroup, QStringLiteral("goalIntermediateSpin"), 262144);
    m_vocab = shapeSpin(m_customGroup, QStringLiteral("goalVocabSpin"), 1048576);
    auto *customForm = new QFormLayout(m_customGroup);
    const auto addRow = [this, customForm](const QString &text, QSpinBox *spin, const QString &tip) {
        auto *label = new QLabel(text, m_customGroup);
        label->setBuddy(spin);
        spin->setToolTip(tip);
        customForm->addRow(label, spin);
    };
    addRow(tr("&Layers:"), m_layers, tr("Transformer blocks, one after another"));
    addRow(tr("&Hidden size:"), m_hidden, tr("Width of the model: numbers per token between the layers"));
    addRow(tr("&Query heads:"), m_heads,
           tr("Attention heads; tensor parallel splits them over the machines"));
    addRow(tr("&KV heads:"), m_kvHeads,
           tr("Key/value heads (grouped-query attention); they divide the query heads"));
    addRow(tr("Head dime&nsion:"), m_headDim, tr("Numbers per attention head"));
    addRow(tr("&Intermediate size:"), m_intermediate, tr("Width of the feed-forward part of each layer"));
    addRow(tr("&Vocabulary:"), m_vocab, tr("Tokens the model knows"));

    m_dtypeCombo = new QComboBox(content);
    m_dtypeCombo->setObjectName(QStringLiteral("goalDtypeCombo"));
    m_dtypeCombo->addItem(tr("bf16: 2 bytes per weight (the usual choice)"), int(protocol::DType::BF16));
    m_dtypeCombo->addItem(tr("f16: 2 bytes per weight (GPU only)"), int(protocol::DType::F16));
    m_dtypeCombo->addItem(tr("f32: 4 bytes per weight (twice the memory)"), int(protocol::DType::F32));
    m_dtypeCombo->addItem(tr("q8_0: about 1 byte per weight, as llama.cpp's Q8_0 files (CPU only for now)"),
                          int(protocol::DType::Q8_0));
    m_dtypeCombo->addItem(
        tr("q4_0: about half a byte per weight, as llama.cpp's Q4_0 files (CPU only for now)"),
        int(protocol::DType::Q4_0));
    auto *dtypeLabel = new QLabel(tr("&Data type:"), content);
    dtypeLabel->setBuddy(m_dtypeCombo);

    auto *modelGroup = new QGroupBox(tr("Model"), content);
    auto *modelForm = new QFormLayout(modelGroup);
    modelForm->addRow(modelLabel, m_modelCombo);
    modelForm->addRow(m_modelInfo);
    modelForm->addRow(m_customGroup);
    modelForm->addRow(dtypeLabel, m_dtypeCombo);

    // How it will be used.
    auto *usageGroup = new QGroupBox(tr("How will you use it?"), content);
    m_usage = new QButtonGroup(this);
    const struct {
        core::UsagePattern usage;
        QString name;
        QString text;
        QString explanation;
    } usages[] = {
        {core::UsagePattern::Chat, QStringLiteral("goalChatRadio"), tr("One &person chatting"),
         tr("Latency matters: the answer should start quickly and flow smoothly.")},
        {core::UsagePattern::Throughput, QStringLiteral("goalThroughputRadio"), tr("Many &requests at once"),
         tr("Throughput matters: as many tokens per second as possible over all requests together.")},
        {core::UsagePattern::Both, QStringLiteral("goalBothRadio"), tr("B&oth"),
         tr("The most tokens per second that still keeps each answer quick.")},
    };
    auto *usageLayout = new QVBoxLayout(usageGroup);
    for (const auto &usage : usages) {
        auto *radio = new QRadioButton(usage.text, usageGroup);
        radio->setObjectName(usage.name);
        m_usage->addButton(radio, int(usage.usage));
        auto *explanation = new QLabel(usage.explanation, usageGroup);
        explanation->setWordWrap(true);
        explanation->setIndent(24);
        usageLayout->addWidget(radio);
        usageLayout->addWidget(explanation);
    }

    // Targets.
    auto *targetGroup = new QGroupBox(tr("Targets (optional)"), content);
    m_ttftCheck = new QCheckBox(tr("Time to fir&st token at most:"), targetGroup);
    m_ttftCheck->setObjectName(QStringLiteral("goalTtftCheck"));
    m_ttftSpin = new QDoubleSpinBox(targetGroup);
    m_ttftSpin->setObjectName(QStringLiteral("goalTtftSpin"));
    m_ttftSpin->setRange(0.05, 600);
    m_ttftSpin->setDecimals(2);
    m_ttftSpin->setSingleStep(0.5);
    m_ttftSpin->setSuffix(tr(" s"));
    m_ttftSpin->setValue(2.0);
    m_tpotCheck = new QCheckBox(tr("Time per output &token at most:"), targetGroup);
    m_tpotCheck->setObjectName(QStringLiteral("goalTpotCheck"));
    m_tpotSpin = new QSpinBox(targetGroup);
    m_tpotSpin->setObjectName(QStringLiteral("goalTpotSpin"));
    m_tpotSpin->setRange(1, 60000);
    m_tpotSpin->setSingleStep(10);
    m_tpotSpin->setSuffix(tr(" ms"));
    m_tpotSpin->setValue(100);
    auto *targetExplanation
        = new QLabel(tr("Time to first token: how long you wait until the answer starts. Time per output "
                        "token: how fast it then flows; 100 ms is 10 tokens a second, faster than most "
                        "people read. The verdict says whether each setup meets them."),
                     targetGroup);
    targetExplanation->setWordWrap(true);
    auto *targetLayout = new QGridLayout(targetGroup);
    targetLayout->addWidget(m_ttftCheck, 0, 0);
    targetLayout->addWidget(m_ttftSpin, 0, 1);
    targetLayout->addWidget(m_tpotCheck, 1, 0);
    targetLayout->addWidget(m_tpotSpin, 1, 1);
    targetLayout->addWidget(targetExplanation, 2, 0, 1, 3);
    targetLayout->setColumnStretch(2, 1);

    // Where it runs and whether it fits.
    m_backendCombo = new QComboBox(content);
    m_backendCombo->setObjectName(QStringLiteral("goalBackendCombo"));
    m_backendCombo->addItem(tr("NVIDIA GPUs (CUDA)"), int(protocol::BenchBackend::Cuda));
    m_backendCombo->addItem(tr("CPU"), int(protocol::BenchBackend::Cpu));
    auto *backendLabel = new QLabel(tr("&Compute with:"), content);
    backendLabel->setBuddy(m_backendCombo);
    m_backendNote = plainLabel(QStringLiteral("goalBackendNote"), content);

    m_fitLabel = plainLabel(QStringLiteral("goalFitLabel"), content);
    QFont bold = m_fitLabel->font();
    bold.setBold(true);
    m_fitLabel->setFont(bold);
    m_needLabel = plainLabel(QStringLiteral("goalNeedLabel"), content);
    m_nodeTable = new QTableWidget(0, 3, content);
    m_nodeTable->setObjectName(QStringLiteral("goalNodeTable"));
    m_nodeTable->setHorizontalHeaderLabels({tr("Machine"), tr("Memory for the model"), tr("Holds it alone")});
    m_nodeTable->setAccessibleName(tr("Memory of each machine"));
    m_nodeTable->verticalHeader()->hide();
    m_nodeTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_nodeTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_nodeTable->setFocusPolicy(Qt::NoFocus);
    m_nodeTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_nodeTable->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_nodeTable->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    // Takes the room left; its preferred height must not make the page scroll at 1280×800.
    m_nodeTable->setMinimumHeight(120);
    m_nodeTable->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);

    auto *fitGroup = new QGroupBox(tr("Where it runs and whether it fits"), content);
    auto *fitLayout = new QVBoxLayout(fitGroup);
    auto *backendRow = new QHBoxLayout;
    backendRow->addWidget(backendLabel);
    backendRow->addWidget(m_backendCombo, 1);
    fitLayout->addLayout(backendRow);
    fitLayout->addWidget(m_backendNote);
    fitLayout->addWidget(m_fitLabel);
    fitLayout->addWidget(m_needLabel);
    fitLayout->addWidget(m_nodeTable, 1);

    m_trafficLabel = plainLabel(QStringLiteral("goalTrafficLabel"), content);
    auto *trafficGroup = new QGroupBox(tr("What the network will carry"), content);
    auto *trafficLayout = new QVBoxLayout(trafficGroup);
    trafficLayout->addWidget(m_trafficLabel);

    m_problemLabel = plainLabel(QStringLiteral("goalProblemLabel"), content);
    m_problemLabel->setStyleSheet(QStringLiteral("color: #b00020;"));

    auto *left = new QVBoxLayout;
    left->addWidget(modelGroup);
    left->addWidget(usageGroup);
    left->addWidget(targetGroup);
    left->addStretch(1);
    auto *right = new QVBoxLayout;
    right->addWidget(fitGroup, 1);
    right->addWidget(trafficGroup);
    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->addLayout(columns, 1);
    contentLayout->addWidget(m_problemLabel);

    setScrollingContent(this, content, QStringLiteral("goalScrollArea"));

    // Tab order follows the reading order: the left column, then the right one.
    setTabOrder(m_modelCombo, m_layers);
    setTabOrder(m_layers, m_hidden);
    setTabOrder(m_hidden, m_heads);
    setTabOrder(m_heads, m_kvHeads);
    setTabOrder(m_kvHeads, m_headDim);
    setTabOrder(m_headDim, m_intermediate);
    setTabOrder(m_intermediate, m_vocab);
    setTabOrder(m_vocab, m_dtypeCombo);
    setTabOrder(m_dtypeCombo, m_usage->button(int(core::UsagePattern::Chat)));
    setTabOrder(m_usage->button(int(core::UsagePattern::Chat)), m_ttftCheck);
    setTabOrder(m_ttftCheck, m_ttftSpin);
    setTabOrder(m_ttftSpin, m_tpotCheck);
    setTabOrder(m_tpotCheck, m_tpotSpin);
    setTabOrder(m_tpotSpin, m_backendCombo);

    connect(m_modelCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (m_modelCombo->currentData().toString() == kCustom && !m_showing) {
            // Start the custom shape from the model shown so far.
            showCustomShape(m_model.inferenceSettings().model);
        }
        takeControls();
    });
    for (QSpinBox *spin : {m_layers, m_hidden, m_heads, m_kvHeads, m_headDim, m_intermediate, m_vocab})
        connect(spin, &QSpinBox::valueChanged, this, &GoalPage::takeControls);
    connect(m_dtypeCombo, &QComboBox::currentIndexChanged, this, &GoalPage::takeControls);
    connect(m_usage, &QButtonGroup::idClicked, this, &GoalPage::takeControls);
    connect(m_ttftCheck, &QCheckBox::toggled, this, &GoalPage::takeControls);
    connect(m_tpotCheck, &QCheckBox::toggled, this, &GoalPage::takeControls);
    connect(m_ttftSpin, &QDoubleSpinBox::valueChanged, this, &GoalPage::takeControls);
    connect(m_tpotSpin, &QSpinBox::valueChanged, this, &GoalPage::takeControls);
    connect(m_backendCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_showing)
            m_backendChosen = true;
        takeControls();
    });
}

void GoalPage::initializePage()
{
    // Until the user picks one, the backend follows the machines: a GPU on each of them means CUDA.
    if (!m_backendChosen) {
        InferenceSettings settings = m_model.inferenceSettings();
        const protocol::BenchBackend backend = defaultBackend(m_model, chosenCandidates(m_model, settings));
        if (backend != settings.backend) {
            settings.backend = backend;
            applyGoalDefaults(settings);
            m_model.setInferenceSettings(settings);
        }
    }
    showSettings();
    updateFit();
}

void GoalPage::showSettings()
{
    const InferenceSettings &settings = m_model.inferenceSettings();
    m_showing = true;
    const int preset = m_modelCombo->findData(QString::fromStdString(settings.model.name));
    const bool isPreset
        = preset >= 0 && protocol::presetModelShape(settings.model.name) == std::optional(settings.model);
    m_modelCombo->setCurrentIndex(isPreset ? preset : m_modelCombo->findData(kCustom));
    showCustomShape(settings.model);
    m_customGroup->setVisible(!isPreset);
    m_dtypeCombo->setCurrentIndex(std::max(0, m_dtypeCombo->findData(int(settings.dtype))));
    if (QAbstractButton *button = m_usage->button(int(settings.goal.usage)))
        button->setChecked(true);
    m_ttftCheck->setChecked(settings.goal.ttftTargetMs.has_value());
    if (settings.goal.ttftTargetMs)
        m_ttftSpin->setValue(*settings.goal.ttftTargetMs / 1000.0);
    m_tpotCheck->setChecked(settings.goal.tpotTargetMs.has_value());
    if (settings.goal.tpotTargetMs)
        m_tpotSpin->setValue(int(std::lround(*settings.goal.tpotTargetMs)));
    m_ttftSpin->setEnabled(m_ttftCheck->isChecked());
    m_tpotSpin->setEnabled(m_tpotCheck->isChecked());
    m_backendCombo->setCurrentIndex(std::max(0, m_backendCombo->findData(int(settings.backend))));
    m_showing = false;
    updateModelInfo();
}

void GoalPage::showCustomShape(const protocol::ModelShape &shape)
{
    const bool showing = m_showing;
    m_showing = true;
    m_layers->setValue(int(shape.layers));
    m_hidden->setValue(int(shape.hidden));
    m_heads->setValue(int(shape.heads));
    m_kvHeads->setValue(int(shape.kvHeads));
    m_headDim->setValue(int(shape.headDim));
    m_intermediate->setValue(int(shape.intermediate));
    m_vocab->setValue(int(shape.vocab));
    m_showing = showing;
}

protocol::ModelShape GoalPage::customShape() const
{
    // The rest (RoPE, norm, untied embeddings) as the Llama presets have it.
    protocol::ModelShape shape = protocol::presetModelShape("llama-3.1-8b").value_or(protocol::ModelShape{});
    shape.name = kCustom.toStdString();
    shape.layers = std::uint32_t(m_layers->value());
    shape.hidden = std::uint32_t(m_hidden->value());
    shape.heads = std::uint32_t(m_heads->value());
    shape.kvHeads = std::uint32_t(m_kvHeads->value());
    shape.headDim = std::uint32_t(m_headDim->value());
    shape.intermediate = std::uint32_t(m_intermediate->value());
    shape.vocab = std::uint32_t(m_vocab->value());
    return shape;
}

void GoalPage::takeControls()
{
    if (m_showing)
        return;
    m_ttftSpin->setEnabled(m_ttftCheck->isChecked());
    m_tpotSpin->setEnabled(m_tpotCheck->isChecked());
    const InferenceSettings before = m_model.inferenceSettings();
    InferenceSettings settings = before;
    const QString preset = m_modelCombo->currentData().toString();
    settings.model = preset == kCustom
                         ? customShape()
                         : protocol::presetModelShape(preset.toStdString()).value_or(before.model);
    m_customGroup->setVisible(preset == kCustom);
    settings.dtype = protocol::DType(m_dtypeCombo->currentData().toInt());
    settings.backend = protocol::BenchBackend(m_backendCombo->currentData().toInt());
    if (m_usage->checkedId() > 0)
        settings.goal.usage = core::UsagePattern(m_usage->checkedId());
    settings.goal.ttftTargetMs
        = m_ttftCheck->isChecked() ? std::optional(m_ttftSpin->value() * 1000.0) : std::nullopt;
    settings.goal.tpotTargetMs
        = m_tpotCheck->isChecked() ? std::optional(double(m_tpotSpin->value())) : std::nullopt;
    // The plan follows the goal: what is measured (concurrency) and how long a run takes (lengths).
    if (settings.model != before.model || settings.backend != before.backend
        || settings.goal.usage != before.goal.usage)
        applyGoalDefaults(settings);
    m_showing = true; // the settings come from the controls: nothing to show back
    m_model.setInferenceSettings(settings);
    m_showing = false;
    updateModelInfo();
    updateFit();
    Q_EMIT completeChanged();
}

void GoalPage::updateModelInfo()
{
    const protocol::ModelShape &shape = m_model.inferenceSettings().model;
    if (const protocol::BenchProblem problem = protocol::shapeProblem(shape); !problem.ok()) {
        m_modelInfo->setText(tr("This shape cannot be built: %1.").arg(PlanText::reason(problem)));
        return;
    }
    m_modelInfo->setText(tr("%1, %2 layers. ShardScope runs a model of this shape with random weights: the "
                            "arithmetic and the network traffic are those of the real model, and nothing "
                            "is downloaded.")
                             .arg(parametersText(protocol::parameterCount(shape)))
                             .arg(shape.layers));
}

QString GoalPage::problemText() const
{
    const InferenceSettings &settings = m_model.inferenceSettings();
    if (const protocol::BenchProblem problem = protocol::shapeProblem(settings.model); !problem.ok())
        return tr("The custom shape cannot be built: %1. Change its numbers or choose a preset.")
            .arg(PlanText::reason(problem));
    if (settings.backend == protocol::BenchBackend::Cpu && settings.dtype != protocol::DType::Unknown
        && !protocol::backendTakes(settings.backend, settings.dtype))
        return tr(
            "The CPU computes in bf16, f32, q8_0 or q4_0, not f16: choose one of those, or compute with "
            "NVIDIA GPUs.");
    if (settings.backend == protocol::BenchBackend::Cuda && settings.dtype != protocol::DType::Unknown
        && !protocol::backendTakes(settings.backend, settings.dtype))
        return tr("ShardScope's GPU engine computes in bf16, f16 or f32; q8_0 and q4_0 run on CPUs for now.");
    if (const protocol::BenchProblem problem
        = protocol::layoutProblem(settings.model, protocol::BenchLayout::Single, 1, settings.dtype);
        !problem.ok())
        return tr("The model cannot be stored this way: %1.").arg(PlanText::reason(problem));
    return {};
}

bool GoalPage::isComplete() const
{
    return problemText().isEmpty();
}

void GoalPage::updateFit()
{
    const InferenceSettings &settings = m_model.inferenceSettings();
    const QList<BenchCandidate> nodes = chosenCandidates(m_model, settings);
    const std::uint32_t contextTokens = settings.promptTokens + settings.generateTokens;
    // The heaviest run of the plan: if its KV cache fits, every run's does.
    std::uint32_t concurrency = 1;
    for (std::uint32_t value : settings.concurrencies)
        concurrency = std::max(concurrency, value);
    m_kvCacheConcurrency = concurrency;
    const core::MemoryNeed need = core::modelMemoryNeed(settings.model, settings.dtype,
                                                        core::kvCacheType(settings.backend, settings.dtype),
                                                        contextTokens, concurrency);
    m_nodes.clear();
    QStringList names;
    for (const BenchCandidate &node : nodes) {
        const int row = node.row >= 0 ? node.row : m_model.indexOfHost(node.name);
        const std::optional<protocol::HostInventory> &inventory
            = row >= 0 ? m_model.hosts().at(row).inventory : std::optional<protocol::HostInventory>();
        m_nodes << (inventory ? core::nodeMemory(node.name, *inventory, settings.backend)
                              : core::NodeMemory{node.name, 0, 0});
        names << node.name;
    }
    m_fit = core::fitModel(need, m_nodes);

    const bool cuda = settings.backend == protocol::BenchBackend::Cuda;
    m_backendNote->setText(cuda ? tr("With CUDA the model lives in GPU memory: what counts is the memory of "
                                     "all NVIDIA GPUs of a machine together.")
                                : tr("With the CPU the model lives in main memory (RAM): what counts here is "
                                     "each machine's RAM, not its GPU memory."));
    m_fitLabel->setText(presentation::AnalysisText::memoryFitText(m_fit, names));
    m_needLabel->setText(
        tr("The model needs about %1: %2 for the weights, %3 for the KV cache and %5 of working space. "
           "The KV cache is sized for the plan's highest concurrency, %n request(s) at once of %4 tokens "
           "each (prompt and answer); the Inference page sets the concurrencies.",
           nullptr, int(concurrency))
            .arg(presentation::AnalysisText::bytes(double(need.totalBytes())),
                 presentation::AnalysisText::bytes(double(need.weightBytes)),
                 presentation::AnalysisText::bytes(double(need.kvCacheBytes)),
                 QLocale().toString(contextTokens),
                 presentation::AnalysisText::bytes(double(need.workingBytes))));

    m_nodeTable->setRowCount(int(m_nodes.size()));
    for (int i = 0; i < int(m_nodes.size()); ++i) {
        const core::NodeMemory &node = m_nodes.at(i);
        QString memory;
        if (node.bytes == 0)
            memory = tr("unknown: inventory it on the Machines page");
        else if (cuda)
            memory = tr("%1 on %n GPU(s)", nullptr, node.gpuCount)
                         .arg(presentation::AnalysisText::bytes(double(node.bytes)));
        else
            memory = tr("%1 RAM").arg(presentation::AnalysisText::bytes(double(node.bytes)));
        const QString holds
            = node.bytes == 0 ? tr("?") : (m_fit.fittingNodes.contains(i) ? tr("yes") : tr("no"));
        const QStringList cells{node.name, memory, holds};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            m_nodeTable->setItem(i, column, item);
        }
    }
    // The plan's highest concurrency, as the KV cache above: the most each step sends.
    const core::TrafficEstimate traffic
        = core::estimateTraffic(settings.model, settings.dtype, settings.backend,
                                std::uint32_t(m_nodes.size()), concurrency, settings.goal.tpotTargetMs);
    m_trafficLabel->setText(presentation::AnalysisText::trafficTexts(traffic).join(QLatin1Char('\n')));
    m_problemLabel->setText(problemText());
    m_problemLabel->setVisible(!m_problemLabel->text().isEmpty());
}

} // namespace shardscope::ui
