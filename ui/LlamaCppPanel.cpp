#include "ui/LlamaCppPanel.h"

#include "core/SafeText.h"
#include "core/model/LlamaCppLaunch.h"
#include "presentation/AnalysisText.h"
#include "ui/ErrorBox.h"
#include "ui/LaunchLinesView.h"
#include "ui/PlainLabel.h"
#include "ui/PlainToolTip.h"
#include "ui/WizardModel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRadioButton>
#include <QVBoxLayout>

namespace shardscope::ui {

using presentation::AnalysisText;

namespace {

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

QString quantText(protocol::GgufQuant quant)
{
    switch (quant) {
    case protocol::GgufQuant::Q4_0:
        return LlamaCppPanel::tr("Q4_0 (4 bits a weight: the smallest, the fastest)");
    case protocol::GgufQuant::Q8_0:
        return LlamaCppPanel::tr("Q8_0 (8 bits a weight)");
    case protocol::GgufQuant::F16:
        return LlamaCppPanel::tr("F16 (16 bits a weight: the largest)");
    }
    return qs(std::string(protocol::ggufQuantName(quant)));
}

} // namespace

LlamaCppPanel::LlamaCppPanel(WizardModel &model, NodeInteraction &interaction, QWidget *parent)
    : ServePanel(model, interaction, Engine::LlamaCpp, parent)
{
    m_fileButton = new QRadioButton(tr("A GGUF f&ile on the machines:"), this);
    m_fileButton->setObjectName(objectNameFor("FileButton"));
    m_fileEdit = new QLineEdit(this);
    m_fileEdit->setObjectName(objectNameFor("FileEdit"));
    m_fileEdit->setPlaceholderText(QStringLiteral("/home/you/models/model-q4_0.gguf"));
    m_fileEdit->setToolTip(plainToolTip(
        tr("The model file's absolute path on the machines: on the first machine, and on every machine for "
           "one copy per machine (the same path on each). A split over RPC sends the layers to the other "
           "machines itself.")));
    m_presetButton = new QRadioButton(tr("A pr&eset ShardScope writes:"), this);
    m_presetButton->setObjectName(objectNameFor("PresetButton"));
    m_presetButton->setToolTip(plainToolTip(
        tr("A model of that shape with random weights, written by the agent in its own folder on "
           "the machines (removed with the agent). It answers nonsense, but as fast as the real "
           "model of that size would.")));
    m_presetCombo = new QComboBox(this);
    m_presetCombo->setObjectName(objectNameFor("PresetCombo"));
    m_presetCombo->setAccessibleName(tr("Preset model"));
    for (const std::string &name : protocol::presetModelNames())
        m_presetCombo->addItem(qs(name), qs(name));
    // The goal's model where it is a preset: the one the user has in mind.
    const int goal = m_presetCombo->findData(qs(model.inferenceSettings().model.name));
    m_presetCombo->setCurrentIndex(std::max(0, goal));
    m_quantCombo = new QComboBox(this);
    m_quantCombo->setObjectName(objectNameFor("QuantCombo"));
    for (protocol::GgufQuant quant :
         {protocol::GgufQuant::Q4_0, protocol::GgufQuant::Q8_0, protocol::GgufQuant::F16})
        m_quantCombo->addItem(quantText(quant), int(quant));
    auto *quantLabel = new QLabel(tr("&Quantization:"), this);
    quantLabel->setBuddy(m_quantCombo);
    auto *presetRow = new QHBoxLayout;
    presetRow->addWidget(m_presetCombo, 1);
    presetRow->addWidget(quantLabel);
    presetRow->addWidget(m_quantCombo, 1);
    m_binEdit = new QLineEdit(this);
    m_binEdit->setObjectName(objectNameFor("BinEdit"));
    m_binEdit->setPlaceholderText(tr("empty: where the machines' inventory found llama-server"));
    m_binEdit->setToolTip(plainToolTip(
        tr("The folder that holds llama-server and rpc-server (llama.cpp's build/bin), the same path on "
           "every machine. A split over RPC needs a build with RPC (cmake -DGGML_RPC=ON) and the same build "
           "on every machine.")));
    auto *binLabel = new QLabel(tr("llama.cpp fol&der:"), this);
    binLabel->setBuddy(m_binEdit);
    QFormLayout *form = engineForm();
    form->addRow(m_fileButton, m_fileEdit);
    form->addRow(m_presetButton, presetRow);
    form->addRow(binLabel, m_binEdit);
    m_fileButton->setChecked(true);

    auto *rpcNote = plainLabel(objectNameFor("RpcNote"), this);
    rpcNote->setText(
        tr("Note: llama.cpp's rpc-server has no authentication: whoever reaches its port can use "
           "it. ShardScope starts it only for a split, only while the test runs, bound to the "
           "machine's cluster address (never to every network), and stops it at the end. Run a "
           "split on a network you trust."));
    setupLayout()->addWidget(rpcNote);

    // The last run's launch, to copy: what ShardScope ran, with the real ports.
    m_loadLabel = plainLabel(objectNameFor("LoadLabel"), this);
    m_launchLines = new LaunchLinesView(objectNameFor("LaunchText"), objectNameFor("CopyButton"), this);
    m_serversLabel = plainLabel(objectNameFor("ServersLabel"), this);
    m_launchBox = new QWidget(this);
    auto *launchLayout = new QVBoxLayout(m_launchBox);
    launchLayout->setContentsMargins(0, 0, 0, 0);
    launchLayout->addWidget(m_loadLabel);
    launchLayout->addWidget(m_launchLines);
    launchLayout->addWidget(m_serversLabel);
    m_launchBox->hide();
    runLayout()->addWidget(m_launchBox);

    for (QWidget *widget : {static_cast<QWidget *>(m_fileButton), static_cast<QWidget *>(m_fileEdit),
                            static_cast<QWidget *>(m_presetButton), static_cast<QWidget *>(m_presetCombo),
                            static_cast<QWidget *>(m_quantCombo), static_cast<QWidget *>(m_binEdit)})
        addSetupWidget(widget);
    connect(m_fileButton, &QRadioButton::toggled, this, &LlamaCppPanel::updateSource);
    connect(runner(), &ServePlanRunner::stageChanged, this, &LlamaCppPanel::onStage);
    updateSource();
    errorBox()->clearMessages();
}

LlamaCppPanel::~LlamaCppPanel()
{
    stopJobs(); // while this panel's fields still exist: the run's end reads them
}

void LlamaCppPanel::updateSource()
{
    const bool file = m_fileButton->isChecked();
    m_fileEdit->setEnabled(file && !isRunning());
    m_presetCombo->setEnabled(!file && !isRunning());
    m_quantCombo->setEnabled(!file && !isRunning());
    updateControls();
}

core::LlamaCppServeSpec LlamaCppPanel::spec() const
{
    core::ServePlan shared = sharedPlan();
    // This computer alone (no machines added): llama-server answers on loopback, to this computer
    // only, which sends the requests too.
    for (core::ClusterNode &node : shared.nodes) {
        if (node.target.local && node.clusterAddress.isEmpty())
            node.clusterAddress = QStringLiteral("127.0.0.1");
    }
    QList<std::optional<protocol::HostInventory>> inventories;
    for (const core::ClusterNode &node : shared.nodes) {
        const int row = model().indexOfHost(node.target.name);
        inventories << (row >= 0 ? model().hosts().at(row).inventory : std::nullopt);
    }
    std::optional<protocol::GgufWriteParams> preset;
    QString file;
    if (m_presetButton->isChecked()) {
        preset = protocol::GgufWriteParams{};
        preset->model = m_presetCombo->currentData().toString().toStdString();
        preset->quant = protocol::GgufQuant(m_quantCombo->currentData().toInt());
    } else {
        file = m_fileEdit->text().trimmed();
    }
    return core::llamaCppServeSpec(shared, inventories, shared.layout, file, preset,
                                   m_binEdit->text().trimmed());
}

core::ServePlan LlamaCppPanel::plan() const
{
    return spec().serve;
}

QString LlamaCppPanel::problemOf(const core::ServePlan &plan) const
{
    if (m_fileButton->isChecked()) {
        const QString file = m_fileEdit->text().trimmed();
        if (file.isEmpty())
            return tr("Give the model file's path on the machines, such as /home/you/models/model.gguf, or "
                      "choose a preset.");
        if (!file.startsWith(QLatin1Char('/')))
            return tr("Give the model file's whole path on the machines, from the root: /home/you/models/%1.")
                .arg(file);
    }
    if (plan.nodes.isEmpty())
        return tr("Check the machines llama.cpp runs on.");
    const core::LlamaCppServeSpec spec = this->spec();
    // The machines that run a server: the first; for a split or copies, every one.
    const qsizetype servers = plan.layout == protocol::BenchLayout::Single ? 1 : plan.nodes.size();
    for (qsizetype i = 0; i < servers && i < spec.machines.size(); ++i) {
        const core::ClusterNode &node = plan.nodes.at(i);
        if (node.clusterAddress.isEmpty())
            return tr("%1 has no cluster address, so llama.cpp cannot listen on it: connect it on the "
                      "Machines "
                      "page, or give it by its IP address.")
                .arg(node.target.name);
        const core::LlamaCppMachine &machine = spec.machines.at(i);
        if (machine.serverPath.isEmpty())
            return tr("ShardScope does not know where llama-server is on %1: give the llama.cpp folder.")
                .arg(node.target.name);
        if (plan.layout == protocol::BenchLayout::PipelineParallel && i > 0
            && machine.rpcServerPath.isEmpty())
            return tr("ShardScope does not know where rpc-server is on %1: give the llama.cpp folder of a "
                      "build with RPC.")
                .arg(node.target.name);
    }
    return ServePanel::problemOf(plan);
}

bool LlamaCppPanel::startRun(const core::ServePlan &, const core::ServeRunnerOptions &options)
{
    m_launchBox->hide();
    m_launchLines->setLines({});
    m_loadLabel->clear();
    m_serversLabel->clear();
    return runner()->startLlamaCpp(spec(), options);
}

QString LlamaCppPanel::failureText(const core::Error &error) const
{
    const QString details = tr("(Details: %1)").arg(core::safeText(error.detail));
    const QString file = m_fileEdit->text().trimmed();
    switch (error.code) {
    case core::ErrorCode::ServerFailed:
        return tr("llama.cpp did not start or did not get ready. Check the llama.cpp folder (llama-server "
                  "and, "
                  "for a split, rpc-server must be there on every machine), that the model fits each "
                  "machine's memory, and the end of the server's output below.")
               + QLatin1Char(' ') + details;
    case core::ErrorCode::AgentError:
        if (m_fileButton->isChecked() && error.detail.contains(file))
            return tr("The model file %1 could not be read. Check that the path is right on every machine "
                      "that "
                      "loads it (each machine for one copy per machine), that the file is a GGUF model and "
                      "that your login on the machines may read it.")
                       .arg(file)
                   + QLatin1Char(' ') + details;
        if (m_presetButton->isChecked() && error.detail.contains(QLatin1String("gguf_write")))
            return tr("The preset's model file could not be written. Check that the machine's disk has room "
                      "for it (its agent's folder, under ~/.cache/shardscope).")
                   + QLatin1Char(' ') + details;
        break;
    case core::ErrorCode::InvalidArgument:
        return tr("llama.cpp cannot run this way on these machines.") + QLatin1Char(' ') + details;
    default:
        break;
    }
    return tr("llama.cpp could not be measured.") + QLatin1Char(' ') + details;
}

void LlamaCppPanel::onStage(const QString &stage)
{
    // core's English (LlamaCppServeCallbacks::stage), with the machines' names in it.
    QString text = core::safeText(stage);
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    setProgressText(text + QStringLiteral("…"));
}

QString LlamaCppPanel::launchText() const
{
    return m_launchBox->isHidden() ? QString()
                                   : m_loadLabel->text() + QLatin1Char('\n') + m_launchLines->lines();
}

QString LlamaCppPanel::serversText() const
{
    return m_launchBox->isHidden() ? QString() : m_serversLabel->text();
}

void LlamaCppPanel::runEnded()
{
    const std::optional<core::LlamaCppServeResult> &result = runner()->llamaCppResult();
    updateSource();
    if (!result || result->servers.isEmpty())
        return;
    QString load
        = tr("The model %1 (%n layer(s)) was loaded in %2 s.", nullptr,
             int(result->model.blockCount.value_or(0)))
              .arg(core::safeText(result->modelPath), QLocale().toString(result->loadSeconds, 'f', 1));
    if (result->written)
        load += QLatin1Char(' ')
                + (result->written->reused ? tr("The preset's file was there already.")
                                           : tr("Writing the preset's file took %1 s.")
                                                 .arg(QLocale().toString(result->written->seconds, 'f', 1)));
    for (const QString &cache : AnalysisText::rpcCacheTexts(result->servers))
        load += QLatin1Char(' ') + cache;
    load += QLatin1Char(' ') + tr("To start the same servers without ShardScope, run these lines:");
    m_loadLabel->setText(load);

    QString lines = AnalysisText::launchText(core::llamaCppLaunchSteps(result->launch));
    for (const QString &note : result->launch.notes)
        lines += QLatin1Char('\n') + tr("Note: %1").arg(note);
    m_launchLines->setLines(lines);

    QStringList ends;
    for (const core::LlamaCppServerOutcome &server : result->servers) {
        QString end = AnalysisText::llamaServerEndText(server);
        if (server.stopped && server.stopped->exitedBefore && !server.stopped->logLines.empty()) {
            QStringList output;
            for (const std::string &line : server.stopped->logLines)
                output << core::safeText(qs(line));
            end += QLatin1Char(' ') + tr("(Details: %1)").arg(output.join(QStringLiteral(" | ")));
            errorBox()->addMessage(end);
        }
        ends << end;
    }
    m_serversLabel->setText(ends.join(QLatin1Char('\n')));
    m_launchBox->show();
}

} // namespace shardscope::ui
