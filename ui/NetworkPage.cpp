#include "ui/NetworkPage.h"

#include "presentation/ErrorText.h"
#include "presentation/LinkText.h"
#include "ui/ErrorBox.h"
#include "ui/LinkDetailPanel.h"
#include "ui/LinkHeatMap.h"
#include "ui/LinkHeatMapModel.h"
#include "ui/LinkMetricText.h"
#include "ui/PlainLabel.h"
#include "ui/PlainToolTip.h"
#include "ui/WizardModel.h"

#include "core/cluster/LinkMatrix.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace shardscope::ui {

using presentation::ErrorText;

namespace {

constexpr int kNameRole = Qt::UserRole + 1;
constexpr int kAddressRole = Qt::UserRole + 2;

QString durationText(double seconds)
{
    if (seconds < 90)
        return NetworkPage::tr("%1 s").arg(int(std::ceil(seconds)));
    return NetworkPage::tr("%1 min").arg(QLocale().toString(seconds / 60.0, 'f', 1));
}

} // namespace

NetworkPage::NetworkPage(WizardModel &model, NodeInteraction &interaction, QWidget *parent)
    : NetworkPage(model, interaction, &core::runLinkMatrix, parent)
{}

NetworkPage::NetworkPage(WizardModel &model, NodeInteraction &interaction,
                         LinkMatrixRunner::MatrixFunction matrix, QWidget *parent)
    : QWizardPage(parent)
    , m_model(model)
    , m_interaction(interaction)
    , m_runner(new LinkMatrixRunner(interaction, std::move(matrix), this))
{
    buildUi();
    connect(m_runner, &LinkMatrixRunner::nodeProgress, this, &NetworkPage::onNodeProgress);
    connect(m_runner, &LinkMatrixRunner::nodeFinished, this, &NetworkPage::onNodeFinished);
    connect(m_runner, &LinkMatrixRunner::pairProgress, this, &NetworkPage::onPairProgress);
    connect(m_runner, &LinkMatrixRunner::pairFinished, this, &NetworkPage::onPairFinished);
    connect(m_runner, &LinkMatrixRunner::finished, this, &NetworkPage::onFinished);
    connect(&m_model, &WizardModel::hostsChanged, this, &NetworkPage::updateNodes);
    connect(&m_model, &WizardModel::hostChanged, this, &NetworkPage::updateNodes);
    updateNodes();
    updateControls();
    m_errorBox->clearMessages(); // hidden until something fails
}

NetworkPage::~NetworkPage()
{
    stopJobs();
}

void NetworkPage::buildUi()
{
    setTitle(tr("How good are your links?"));
    setSubTitle(tr("ShardScope measures every pair of machines directly, one pair at a time: round trips, "
                   "jitter and loss with small probes, then throughput in each direction with one and with "
                   "several TCP streams. The traffic goes machine to machine on the cluster interface, never "
                   "through this computer."));

    const protocol::LinkTestSettings defaults;

    m_nodeList = new QListWidget(this);
    m_nodeList->setObjectName(QStringLiteral("linkNodeList"));
    m_nodeList->setAccessibleName(tr("Machines to test"));
    auto *nodeLabel = new QLabel(tr("&Machines to test:"), this);
    nodeLabel->setBuddy(m_nodeList);

    m_duration = new QDoubleSpinBox(this);
    m_duration->setObjectName(QStringLiteral("linkDurationSpin"));
    m_duration->setRange(0.5, 60);
    m_duration->setDecimals(1);
    m_duration->setSingleStep(0.5);
    m_duration->setSuffix(tr(" s"));
    m_duration->setValue(double(defaults.durationMs) / 1000.0);
    m_duration->setToolTip(tr("How long each throughput phase sends: one and several streams, each direction "
                              "alone and both at once. Longer gives steadier figures."));
    m_streams = new QSpinBox(this);
    m_streams->setObjectName(QStringLiteral("linkStreamsSpin"));
    m_streams->setRange(1, int(protocol::kMaxLinkStreams));
    m_streams->setValue(int(defaults.streams));
    m_streams->setToolTip(
        tr("Parallel TCP streams of the second throughput measurement: several streams show "
           "what the link carries when one stream cannot fill it."));
    m_probes = new QSpinBox(this);
    m_probes->setObjectName(QStringLiteral("linkProbesSpin"));
    m_probes->setRange(int(core::kMinLinkProbes), int(protocol::kMaxLinkProbes));
    m_probes->setSingleStep(100);
    m_probes->setValue(int(defaults.probeCount));
    m_probes->setToolTip(
        tr("Small UDP probes for the round trip, jitter and loss (one every %1 ms), and as many "
           "TCP request/response round trips.")
            .arg(QLocale().toString(double(defaults.probeIntervalUs) / 1000.0)));
    auto *durationLabel = new QLabel(tr("Seconds per &phase:"), this);
    durationLabel->setBuddy(m_duration);
    auto *streamsLabel = new QLabel(tr("Parallel &streams:"), this);
    streamsLabel->setBuddy(m_streams);
    auto *probesLabel = new QLabel(tr("&Latency probes:"), this);
    probesLabel->setBuddy(m_probes);
    m_oneAtATime = new QCheckBox(tr("&One pair at a time (Wi-Fi, a hub, one shared uplink)"), this);
    m_oneAtATime->setObjectName(QStringLiteral("linkOneAtATimeCheck"));
    m_oneAtATime->setToolTip(
        tr("By default, pairs that share no machine are measured at the same time, in rounds: on a switched "
           "network each pair has links of its own. Where all machines share one medium they would slow "
           "each other down: check this to measure every pair alone."));
    m_estimate = plainLabel(QStringLiteral("linkEstimateLabel"), this);

    auto *settingsRow = new QHBoxLayout;
    settingsRow->addWidget(durationLabel);
    settingsRow->addWidget(m_duration);
    settingsRow->addSpacing(8);
    settingsRow->addWidget(streamsLabel);
    settingsRow->addWidget(m_streams);
    settingsRow->addSpacing(8);
    settingsRow->addWidget(probesLabel);
    settingsRow->addWidget(m_probes);
    settingsRow->addSpacing(8);
    settingsRow->addWidget(m_oneAtATime);
    settingsRow->addStretch(1);

    m_runButton = new QPushButton(style()->standardIcon(QStyle::SP_MediaPlay), tr("&Run link test"), this);
    m_runButton->setObjectName(QStringLiteral("linkRunButton"));
    m_runButton->setToolTip(tr("Measure every pair of the checked machines"));
    m_cancelButton
        = new QPushButton(style()->standardIcon(QStyle::SP_DialogCancelButton), tr("&Cancel"), this);
    m_cancelButton->setObjectName(QStringLiteral("linkCancelButton"));
    m_overall = new QProgressBar(this);
    m_overall->setObjectName(QStringLiteral("linkOverallProgress"));
    m_overall->setAccessibleName(tr("Pairs measured"));
    m_overall->setMinimumWidth(160);
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_runButton);
    runRow->addWidget(m_estimate, 1);
    runRow->addWidget(m_overall, 1);
    runRow->addWidget(m_cancelButton);

    m_statusLabel = plainLabel(QStringLiteral("linkStatusLabel"), this);
    m_historyLabel = new QLabel(this);
    m_historyLabel->setObjectName(QStringLiteral("linkHistoryLabel"));
    m_historyLabel->setTextFormat(Qt::PlainText);
    m_historyLabel->setWordWrap(true);

    m_metric = new QComboBox(this);
    m_metric->setObjectName(QStringLiteral("linkMetricCombo"));
    m_metric->setAccessibleName(tr("Figure shown in the matrix"));
    m_metric->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (const LinkMetric metric : {LinkMetric::Throughput1, LinkMetric::ThroughputP, LinkMetric::RttP50,
                                    LinkMetric::RttP99, LinkMetric::Jitter, LinkMetric::Loss})
        m_metric->addItem(QString(), int(metric));
    auto *metricLabel = new QLabel(tr("Sho&w:"), this);
    metricLabel->setBuddy(m_metric);
    auto *axesLabel = new QLabel(tr("Rows send, columns receive."), this);
    auto *metricRow = new QHBoxLayout;
    metricRow->addWidget(metricLabel);
    metricRow->addWidget(m_metric);
    metricRow->addWidget(axesLabel, 1);

    m_heatMap = new LinkHeatMap(this);
    m_heatMap->setMinimumHeight(150);
    m_legend = plainLabel(QStringLiteral("linkLegendLabel"), this);

    m_detail = new LinkDetailPanel(this);
    m_errorBox = new ErrorBox(QStringLiteral("networkErrorBox"), QStringLiteral("networkErrorLabel"), this);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(nodeLabel);
    leftLayout->addWidget(m_nodeList);
    leftLayout->addLayout(settingsRow);
    leftLayout->addLayout(runRow);
    leftLayout->addWidget(m_statusLabel);
    leftLayout->addWidget(m_historyLabel);
    leftLayout->addLayout(metricRow);
    leftLayout->addWidget(m_heatMap, 1);
    leftLayout->addWidget(m_legend);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("networkSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(left);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    // The details need the room for four tabs and a chart legend; the matrix fits in less.
    splitter->setSizes({560, 680});

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_errorBox);

    connect(m_runButton, &QPushButton::clicked, this, &NetworkPage::run);
    connect(m_cancelButton, &QPushButton::clicked, this, &NetworkPage::cancel);
    connect(m_nodeList, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        const QString name = item->data(kNameRole).toString();
        if (item->checkState() == Qt::Checked)
            m_unchecked.remove(name);
        else if (item->flags() & Qt::ItemIsEnabled)
            m_unchecked.insert(name);
        updateControls();
    });
    for (QAbstractSpinBox *spin :
         {static_cast<QAbstractSpinBox *>(m_duration), static_cast<QAbstractSpinBox *>(m_streams),
          static_cast<QAbstractSpinBox *>(m_probes)})
        connect(spin, &QAbstractSpinBox::editingFinished, this, &NetworkPage::updateEstimate);
    connect(m_duration, &QDoubleSpinBox::valueChanged, this, &NetworkPage::updateEstimate);
    connect(m_streams, &QSpinBox::valueChanged, this, &NetworkPage::updateEstimate);
    connect(m_probes, &QSpinBox::valueChanged, this, &NetworkPage::updateEstimate);
    connect(m_oneAtATime, &QCheckBox::toggled, this, &NetworkPage::updateEstimate);
    connect(m_metric, &QComboBox::currentIndexChanged, this, &NetworkPage::applyMetric);
    connect(m_heatMap, &LinkHeatMap::cellSelected, this, [this](int from, int to) {
        m_selectedFrom = from;
        m_selectedTo = to;
        showSelected();
    });
    connect(m_heatMap->heatMapModel(), &QAbstractItemModel::modelReset, this, [this] {
        // The metric names with P depend on the run's streams.
        const std::uint32_t p = m_heatMap->heatMapModel()->parallelStreams();
        for (int i = 0; i < m_metric->count(); ++i) {
            const auto metric = LinkMetric(m_metric->itemData(i).toInt());
            m_metric->setItemText(i, LinkMetricText::metricName(metric, p));
            m_metric->setItemData(i, LinkMetricText::metricDescription(metric), Qt::ToolTipRole);
        }
    });
    m_heatMap->heatMapModel()->setMatrix({});
    m_metric->setCurrentIndex(0);
    applyMetric();
    updateEstimate();
}

void NetworkPage::applyMetric()
{
    m_heatMap->heatMapModel()->setMetric(LinkMetric(m_metric->currentData().toInt()));
    m_legend->setText(
        LinkMetricText::colourScale(m_heatMap->heatMapModel()->metric()) + QLatin1Char(' ')
        + tr("Hatched: both ends are the same host, not a network figure. Grey: the test failed."));
}

void NetworkPage::initializePage()
{
    updateNodes();
    if (!isRunning())
        showLatestRun();
    updateControls();
}

void NetworkPage::cleanupPage()
{
    stopJobs();
    QWizardPage::cleanupPage();
}

bool NetworkPage::isComplete() const
{
    return !isRunning();
}

bool NetworkPage::isRunning() const
{
    return m_runner->isRunning();
}

void NetworkPage::stopJobs()
{
    m_runner->cancelAndWait();
}

void NetworkPage::cancel()
{
    m_runner->cancel();
    updateControls();
}

const LinkMatrixView &NetworkPage::matrix() const
{
    return m_heatMap->heatMapModel()->matrix();
}

protocol::LinkTestSettings NetworkPage::settings() const
{
    protocol::LinkTestSettings settings;
    settings.durationMs = std::llround(m_duration->value() * 1000.0);
    settings.streams = std::uint32_t(m_streams->value());
    settings.probeCount = std::uint32_t(m_probes->value());
    settings.requestResponseCount = std::uint32_t(m_probes->value());
    settings.loadedDurationMs = std::min(protocol::LinkTestSettings{}.loadedDurationMs, settings.durationMs);
    return settings;
}

QStringList NetworkPage::checkedNodes() const
{
    QStringList names;
    for (int i = 0; i < m_nodeList->count(); ++i) {
        const QListWidgetItem *item = m_nodeList->item(i);
        if ((item->flags() & Qt::ItemIsEnabled) && item->checkState() == Qt::Checked)
            names << item->data(kNameRole).toString();
    }
    return names;
}

void NetworkPage::setCheckedNodes(const QStringList &names)
{
    for (int i = 0; i < m_nodeList->count(); ++i) {
        QListWidgetItem *item = m_nodeList->item(i);
        if (item->flags() & Qt::ItemIsEnabled)
            item->setCheckState(names.contains(item->data(kNameRole).toString()) ? Qt::Checked
                                                                                 : Qt::Unchecked);
    }
}

void NetworkPage::setMetric(LinkMetric metric)
{
    const int index = m_metric->findData(int(metric));
    if (index >= 0)
        m_metric->setCurrentIndex(index);
}

void NetworkPage::updateNodes()
{
    const QSignalBlocker blocker(m_nodeList);
    m_nodeList->clear();
    for (int row : m_model.nodeRows()) {
        const HostEntry &entry = m_model.hosts().at(row);
        const core::Result<QString> address = core::clusterAddressFor(entry.record, entry.inventory);
        auto *item = new QListWidgetItem(m_nodeList);
        item->setData(kNameRole, entry.record.name);
        if (address.ok()) {
            item->setText(tr("%1 (%2)").arg(entry.record.name, *address));
            item->setData(kAddressRole, *address);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            item->setCheckState(m_unchecked.contains(entry.record.name) ? Qt::Unchecked : Qt::Checked);
            item->setToolTip(plainToolTip(
                tr("Other machines reach %1 at %2 in the test.").arg(entry.record.name, *address)));
        } else {
            item->setText(tr("%1: no cluster address").arg(entry.record.name));
            item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
            item->setCheckState(Qt::Unchecked);
            item->setToolTip(plainToolTip(
                tr("ShardScope does not know which address the other machines reach %1 at. Click Connect all "
                   "on "
                   "the Machines page so that its interfaces are known and choose its cluster interface with "
                   "Edit…, or give it a numeric IP address.")
                    .arg(entry.record.name)));
        }
    }
    // As tall as the machines, up to five rows, then it scrolls.
    const int rows = std::clamp(m_nodeList->count(), 2, 5);
    const int rowHeight = std::max(m_nodeList->sizeHintForRow(0), fontMetrics().height() + 4);
    m_nodeList->setFixedHeight(rows * rowHeight + 2 * m_nodeList->frameWidth() + 4);
    updateControls();
}

void NetworkPage::updateEstimate()
{
    const protocol::LinkTestSettings s = settings();
    // UDP probes, TCP round trips (~0.3 ms each on a LAN), six throughput phases, two loaded-latency
    // phases, and about two seconds for starting the server and reading the interfaces.
    const double perPair = double(s.probeCount) * double(s.probeIntervalUs) / 1e6
                           + double(s.requestResponseCount) * 0.0003 + 6.0 * double(s.durationMs) / 1000.0
                           + 2.0 * double(s.loadedDurationMs) / 1000.0 + 2.0;
    const qsizetype nodes = checkedNodes().size();
    const qsizetype pairs = nodes * (nodes - 1) / 2;
    if (pairs <= 0)
        m_estimate->setText(tr("About %1 per pair.").arg(durationText(perPair)));
    else if (pairs == 1)
        m_estimate->setText(tr("About %1 for the one pair.").arg(durationText(perPair)));
    else if (m_oneAtATime->isChecked())
        m_estimate->setText(tr("About %1 per pair; %2 pairs one after another take about %3.")
                                .arg(durationText(perPair))
                                .arg(pairs)
                                .arg(durationText(perPair * double(pairs))));
    else {
        const auto rounds = qsizetype(core::linkPairRounds(int(nodes)).size());
        m_estimate->setText(tr("About %1 per pair; %2 pairs in %3 rounds of pairs that share no machine take "
                               "about %4.")
                                .arg(durationText(perPair))
                                .arg(pairs)
                                .arg(rounds)
                                .arg(durationText(perPair * double(rounds))));
    }
}

void NetworkPage::updateControls()
{
    const bool running = isRunning();
    const qsizetype checked = checkedNodes().size();
    m_runButton->setEnabled(!running && checked >= 2);
    m_cancelButton->setVisible(running);
    m_cancelButton->setEnabled(running && !m_runner->isCancelling());
    m_overall->setVisible(running);
    m_estimate->setVisible(!running);
    m_nodeList->setEnabled(!running);
    for (QWidget *widget : {static_cast<QWidget *>(m_duration), static_cast<QWidget *>(m_streams),
                            static_cast<QWidget *>(m_probes)})
        widget->setEnabled(!running);
    updateEstimate();

    if (running) {
        const int pairs = int(m_runner->pairs().size());
        m_overall->setRange(0, std::max(1, pairs) * 100);
        double done = m_runner->pairsDone();
        for (const LinkPairView &pair : matrix().pairs) {
            if (pair.state == LinkPairState::Running)
                done += std::clamp(pair.fraction, 0.0, 1.0);
        }
        m_overall->setValue(int(std::lround(done * 100)));
        m_overall->setFormat(tr("%1 of %2 pairs").arg(m_runner->pairsDone()).arg(pairs));
        if (m_runner->isCancelling())
            m_statusLabel->setText(tr("Stopping…"));
        else if (!m_progressText.isEmpty())
            m_statusLabel->setText(m_progressText);
        else
            m_statusLabel->setText(
                tr("Connecting to %1 machines and starting their agents…").arg(m_runner->nodes().size()));
    } else if (m_model.nodeRows().isEmpty()) {
        m_statusLabel->setText(
            tr("There are no other machines yet. Go back and add them on the Machines page: a "
               "link test needs at least two."));
    } else if (checked < 2) {
        m_statusLabel->setText(tr("Check at least two machines to measure the links between them."));
    } else if (!m_resultText.isEmpty()) {
        m_statusLabel->setText(m_resultText);
    } else {
        m_statusLabel->setText(tr("Click Run link test to measure every pair of the checked machines."));
    }
}

void NetworkPage::run()
{
    if (isRunning())
        return;
    QList<core::ClusterNode> nodes;
    QStringList names;
    for (int i = 0; i < m_nodeList->count(); ++i) {
        const QListWidgetItem *item = m_nodeList->item(i);
        if (!(item->flags() & Qt::ItemIsEnabled) || item->checkState() != Qt::Checked)
            continue;
        const QString name = item->data(kNameRole).toString();
        const int row = m_model.indexOfHost(name);
        if (row < 0)
            continue;
        const core::HostRecord &record = m_model.hosts().at(row).record;
        nodes << core::ClusterNode{m_model.nodeTarget(row), item->data(kAddressRole).toString(),
                                   record.id > 0 ? std::optional<qint64>(record.id) : std::nullopt,
                                   core::sshDestination(record)};
        names << name;
    }
    if (nodes.size() < 2)
        return;

    core::LinkMatrixOptions options;
    options.settings = settings();
    // runLinkMatrix opens each node's agent (NodeAction::OpenAgent): only the paths come from here.
    const core::NodeJobOptions jobOptions = m_model.nodeJobOptions(core::NodeAction::OpenAgent);
    options.agents = jobOptions.agents;
    options.oneAtATime = m_oneAtATime->isChecked();

    m_errorBox->clearMessages();
    m_recorder.reset();
    m_progressText.clear();
    m_resultText.clear();
    m_runId = 0;
    if (core::ResultStore *store = m_model.store()) {
        core::Result<core::RunRecorder> recorder = core::RunRecorder::begin(
            *store, core::kLinkRun, core::linkRunConfigJson(nodes, options.settings, options.oneAtATime));
        if (recorder.ok()) {
            m_runId = recorder->runId();
            m_recorder.emplace(std::move(recorder).value());
        } else {
            m_errorBox->addStoreError(recorder.error(), m_model.databasePath());
        }
    }
    m_heatMap->heatMapModel()->setMatrix(waitingMatrix(names));
    m_historyLabel->setText(m_runId > 0
                                ? tr("This run is stored as it goes: the results stay after a restart.")
                                : tr("There is no database: this run is not kept."));
    if (!m_runner->start(nodes, options)) {
        if (m_recorder)
            (void)m_recorder->finish(core::Error{core::ErrorCode::Unknown, QStringLiteral("not started")});
        m_recorder.reset();
        return;
    }
    updateControls();
    Q_EMIT completeChanged();
}

void NetworkPage::onNodeProgress(const core::NodeProgress &)
{
    updateControls();
}

void NetworkPage::onNodeFinished(int index, const core::NodeOutcome &outcome)
{
    if (outcome.error && outcome.error->code != core::ErrorCode::Cancelled && index >= 0
        && index < m_runner->nodes().size())
        m_errorBox->addMessage(
            ErrorText::nodeError(*outcome.error, m_runner->nodes().at(index).target,
                                 outcome.platform ? outcome.platform->machine : QString()));
    updateControls();
}

void NetworkPage::onPairProgress(const core::LinkPairProgress &progress)
{
    LinkHeatMapModel *model = m_heatMap->heatMapModel();
    if (progress.pair < 0 || progress.pair >= model->matrix().pairs.size())
        return;
    LinkPairView pair = model->matrix().pairs.at(progress.pair);
    if (pair.state != LinkPairState::Waiting && pair.state != LinkPairState::Running)
        return;
    pair.state = LinkPairState::Running;
    pair.fraction = progress.fraction;
    pair.stage = progress.stage;
    model->setPair(progress.pair, pair);
    const QStringList &nodes = model->matrix().nodes;
    m_progressText = presentation::LinkText::pairProgress(nodes.value(pair.client), nodes.value(pair.server),
                                                          pair.stage, pair.fraction);
    updateControls();
    if (model->matrix().cell(m_selectedFrom, m_selectedTo).pair == progress.pair)
        showSelected();
}

void NetworkPage::onPairFinished(int index, const core::LinkPairOutcome &outcome)
{
    LinkHeatMapModel *model = m_heatMap->heatMapModel();
    if (index < 0 || index >= model->matrix().pairs.size())
        return;
    LinkPairView pair = model->matrix().pairs.at(index);
    applyOutcome(pair, outcome);
    model->setPair(index, pair);
    const QString client = model->matrix().nodes.value(pair.client);
    const QString server = model->matrix().nodes.value(pair.server);

    if (m_recorder) {
        // The runner's nodes are this run's: their names and stored host ids go with the pair.
        const core::StoredLinkPair stored = core::storedLinkPair(m_runId, m_runner->nodes(), outcome);
        if (const core::Result<qint64> saved = m_recorder->record(stored); !saved.ok())
            m_errorBox->addStoreError(saved.error(), m_model.databasePath());
    }

    m_progressText
        = pair.state == LinkPairState::Complete
              ? tr("%1: done.").arg(presentation::LinkText::pair(client, server))
              : presentation::LinkText::pairError(pair.error.value_or(core::Error{}), client, server);
    if (m_selectedFrom < 0 && pair.state == LinkPairState::Complete)
        m_heatMap->setCurrentIndex(model->index(pair.client, pair.server));
    else if (model->matrix().cell(m_selectedFrom, m_selectedTo).pair == index)
        showSelected();
    updateControls();
}

void NetworkPage::onFinished()
{
    const LinkMatrixView &view = matrix();
    int complete = 0;
    int failed = 0;
    int cancelled = 0;
    for (const LinkPairView &pair : view.pairs) {
        complete += pair.state == LinkPairState::Complete ? 1 : 0;
        failed += pair.state == LinkPairState::Failed ? 1 : 0;
        cancelled += pair.state == LinkPairState::Cancelled ? 1 : 0;
    }
    bool endStored = false;
    if (m_recorder) {
        // The CLI's rule too (core::runEnd): Cancelled if a pair was, Complete if every pair was
        // measured and stored.
        const core::RunRecorder::Finished done = m_recorder->finish();
        m_recorder.reset();
        endStored = done.stored.ok();
        if (!done.stored.ok())
            m_errorBox->addStoreError(done.stored.error(), m_model.databasePath());
    }
    QString text = tr("Measured %1 of %2 pairs.").arg(complete).arg(view.pairs.size());
    if (failed > 0)
        text += QLatin1Char(' ') + tr("%1 failed: select a grey cell for the reason.").arg(failed);
    if (cancelled > 0)
        text += QLatin1Char(' ') + tr("%1 cancelled.").arg(cancelled);
    m_progressText.clear();
    m_resultText = text;
    // "Stored" only when the store took the end too (a full disk refuses the last write): a run
    // without its end shows as interrupted from the next start on.
    if (m_runId > 0 && endStored)
        m_historyLabel->setText(
            tr("Stored: this run is shown again when you come back, also after a restart."));
    else if (m_runId > 0)
        m_historyLabel->setText(tr("Its pairs are stored, but how the run ended could not be: the history "
                                   "shows it as interrupted after ShardScope is started again."));
    showSelected();
    updateControls();
    Q_EMIT completeChanged();
}

void NetworkPage::showLatestRun()
{
    core::ResultStore *store = m_model.store();
    if (!store) {
        m_historyLabel->setText(tr("There is no database: link tests are not kept."));
        return;
    }
    const core::Result<QList<core::RunRecord>> runs = store->runs(core::kLinkRun.nameText());
    if (!runs.ok()) {
        m_errorBox->addStoreError(runs.error(), m_model.databasePath());
        return;
    }
    if (runs->isEmpty()) {
        m_runId = 0;
        m_heatMap->heatMapModel()->setMatrix({});
        m_historyLabel->setText(tr("No link test yet."));
        m_detail->showHint(
            tr("Run a link test to see how fast and how steady the links between your machines "
               "are."));
        return;
    }
    const core::RunRecord &record = runs->first();
    const core::Result<QList<core::StoredLinkPair>> pairs = store->linkPairs(record.id);
    if (!pairs.ok()) {
        m_errorBox->addStoreError(pairs.error(), m_model.databasePath());
        return;
    }
    m_runId = record.id;
    m_heatMap->heatMapModel()->setMatrix(storedMatrix(core::runNodeNames(record), *pairs));
    const QString when = QLocale().toString(record.startedAtUtc.toLocalTime(), QLocale::ShortFormat);
    QString status;
    switch (record.status) {
    case core::RunStatus::Complete:
        status = tr("complete");
        break;
    case core::RunStatus::Cancelled:
        status = tr("cancelled before the end");
        break;
    case core::RunStatus::Failed:
        status = tr("failed");
        break;
    case core::RunStatus::Running:
    case core::RunStatus::Interrupted:
    case core::RunStatus::Unknown:
        status = tr("did not finish");
        break;
    }
    m_historyLabel->setText(tr("Showing the link test of %1 (%2, %3 machines). Run it again to compare.")
                                .arg(when, status)
                                .arg(matrix().nodes.size()));
    m_detail->showHint(tr("Select a cell of the matrix to see its details."));
    // The first measured cell, so that the details show something at once.
    for (const LinkPairView &pair : matrix().pairs) {
        if (pair.state == LinkPairState::Complete) {
            m_heatMap->setCurrentIndex(m_heatMap->heatMapModel()->index(pair.client, pair.server));
            break;
        }
    }
}

void NetworkPage::showSelected()
{
    if (m_selectedFrom < 0 || m_selectedTo < 0) {
        m_detail->showHint(matrix().nodes.isEmpty()
                               ? tr("Run a link test to see how fast and how steady the links "
                                    "between your machines are.")
                               : tr("Select a cell of the matrix to see its details."));
        return;
    }
    m_detail->showCell(matrix(), m_selectedFrom, m_selectedTo);
}

} // namespace shardscope::ui
