#include "ui/ResultsPage.h"

#include "core/SafeText.h"
#include "presentation/BenchChartSpecs.h"
#include "presentation/ErrorText.h"
#include "presentation/ServeChartSpecs.h"
#include "presentation/SetupText.h"
#include "ui/BenchCharts.h"
#include "ui/ErrorBox.h"
#include "ui/LaunchLinesView.h"
#include "ui/LinkHeatMap.h"
#include "ui/LinkHeatMapModel.h"
#include "ui/LinkMatrixData.h"
#include "ui/LinkMetricText.h"
#include "ui/PageScroll.h"
#include "ui/PlainLabel.h"
#include "ui/PlainToolTip.h"
#include "ui/WizardModel.h"

#include "presentation/AnalysisText.h"

#include <QChart>
#include <QComboBox>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace shardscope::ui {

using presentation::AnalysisText;
using presentation::ErrorText;

namespace {

/// A plain label whose text the user can select and copy (a verdict, a reason, a figure).
QLabel *wrappedLabel(const QString &objectName, QWidget *parent)
{
    QLabel *label = plainLabel(objectName, parent);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    label->setFont(font);
    return label;
}

QString bulletList(const QStringList &lines)
{
    QStringList bulleted;
    for (const QString &line : lines)
        bulleted << QStringLiteral("• ") + line;
    return bulleted.join(QLatin1Char('\n'));
}

} // namespace

ResultsPage::ResultsPage(WizardModel &model, QWidget *parent)
    : QWizardPage(parent)
    , m_model(model)
{
    buildUi();
    // Building the report reads and summarises every sample of the run: do it when the page is
    // seen, once per change, not for every change while the user is elsewhere.
    connect(&m_model, &WizardModel::resultsRunChanged, this, [this] {
        if (isVisible()) {
            refresh();
        } else {
            m_report.reset();
            m_error.reset();
            m_stale = true;
        }
    });
    showReport();
}

ResultsPage::~ResultsPage() = default;

void ResultsPage::buildUi()
{
    setTitle(tr("What the benchmark showed"));
    setSubTitle(tr("The answer first, then the measurements behind it. Everything here comes from the stored "
                   "run, so it looks the same tomorrow and in the PDF."));

    auto *content = new QWidget(this);
    content->setObjectName(QStringLiteral("resultsContent"));

    m_runLabel = wrappedLabel(QStringLiteral("resultsRunLabel"), content);
    m_errorBox
        = new ErrorBox(QStringLiteral("resultsErrorBox"), QStringLiteral("resultsErrorLabel"), content);

    // The verdict: what to do, in a framed box at the top, before any chart.
    auto *verdictFrame = new QFrame(content);
    verdictFrame->setObjectName(QStringLiteral("verdictFrame"));
    verdictFrame->setFrameShape(QFrame::StyledPanel);
    verdictFrame->setAutoFillBackground(true);
    QPalette framePalette = verdictFrame->palette();
    framePalette.setColor(QPalette::Window, framePalette.color(QPalette::AlternateBase));
    verdictFrame->setPalette(framePalette);
    m_headline = wrappedLabel(QStringLiteral("verdictHeadline"), verdictFrame);
    QFont headlineFont = m_headline->font();
    headlineFont.setBold(true);
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.6);
    m_headline->setFont(headlineFont);
    m_reasons = wrappedLabel(QStringLiteral("verdictReasons"), verdictFrame);
    m_fit = wrappedLabel(QStringLiteral("verdictFit"), verdictFrame);
    auto *verdictLayout = new QVBoxLayout(verdictFrame);
    verdictLayout->addWidget(m_headline);
    verdictLayout->addWidget(m_reasons);
    verdictLayout->addWidget(m_fit);

    m_warnings = wrappedLabel(QStringLiteral("resultsWarnings"), content);

    m_ttft = new BenchChartView(content);
    m_ttft->setObjectName(QStringLiteral("ttftChart"));
    m_tokensPerSecond = new BenchChartView(content);
    m_tokensPerSecond->setObjectName(QStringLiteral("tokensPerSecondChart"));
    m_tokenTime = new BenchChartView(content);
    m_tokenTime->setObjectName(QStringLiteral("tokenTimeChart"));
    m_whatIf = new BenchChartView(content);
    m_whatIf->setObjectName(QStringLiteral("whatIfChart"));
    m_whatIfError = wrappedLabel(QStringLiteral("whatIfErrorLabel"), content);
    m_whatIfBox = new QWidget(content);
    auto *whatIfLayout = new QVBoxLayout(m_whatIfBox);
    whatIfLayout->setContentsMargins(0, 0, 0, 0);
    whatIfLayout->addWidget(m_whatIf, 1);
    whatIfLayout->addWidget(m_whatIfError);
    auto *charts = new QGridLayout;
    m_charts = charts;
    arrangeCharts(false);
    charts->setColumnStretch(0, 1);
    charts->setColumnStretch(1, 1);

    m_linkCaption = wrappedLabel(QStringLiteral("resultsLinkCaption"), content);
    m_linkMetric = new QComboBox(content);
    m_linkMetric->setObjectName(QStringLiteral("resultsLinkMetricCombo"));
    m_linkMetric->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (const LinkMetric metric : {LinkMetric::Throughput1, LinkMetric::ThroughputP, LinkMetric::RttP50,
                                    LinkMetric::RttP99, LinkMetric::Jitter, LinkMetric::Loss})
        m_linkMetric->addItem(QString(), int(metric));
    m_linkControls = new QWidget(content);
    auto *metricLabel = new QLabel(tr("Sho&w:"), m_linkControls);
    metricLabel->setBuddy(m_linkMetric);
    auto *metricRow = new QHBoxLayout(m_linkControls);
    metricRow->setContentsMargins(0, 0, 0, 0);
    metricRow->addWidget(metricLabel);
    metricRow->addWidget(m_linkMetric);
    metricRow->addWidget(new QLabel(tr("Rows send, columns receive."), m_linkControls), 1);
    m_heatMap = new LinkHeatMap(content);
    m_heatMap->setObjectName(QStringLiteral("resultsHeatMap"));
    m_linkLegend = wrappedLabel(QStringLiteral("resultsLinkLegend"), content);

    m_setupCheck = wrappedLabel(QStringLiteral("resultsSetupCheck"), content);
    m_setupCheck->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);

    m_checklist = new QTableWidget(0, 3, content);
    m_checklist->setObjectName(QStringLiteral("designRuleChecklist"));
    m_checklist->setAccessibleName(tr("Design rules"));
    m_checklist->setHorizontalHeaderLabels({tr("Design rule"), tr("Status"), tr("Evidence")});
    m_checklist->verticalHeader()->hide();
    m_checklist->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_checklist->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_checklist->setWordWrap(true);
    m_checklist->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_checklist->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_checklist->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_checklist->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    connect(m_checklist->horizontalHeader(), &QHeaderView::sectionResized, this, &ResultsPage::fitChecklist);

    // Everything measured, hidden while there is no report: only the verdict box says why.
    m_body = new QWidget(content);
    m_body->setObjectName(QStringLiteral("resultsBody"));
    auto *body = new QVBoxLayout(m_body);
    body->setContentsMargins(0, 0, 0, 0);
    body->addLayout(charts);
    body->addSpacing(8);
    body->addWidget(heading(tr("The links the analysis used"), m_body));
    body->addWidget(m_linkCaption);
    body->addWidget(m_linkControls);
    body->addWidget(m_heatMap);
    body->addWidget(m_linkLegend);
    body->addSpacing(8);
    body->addWidget(heading(tr("The setup check of these machines"), m_body));
    body->addWidget(m_setupCheck);
    // The checklist: a benchmark's rules, or a serving run's rule 8.
    m_rules = new QWidget(content);
    auto *rules = new QVBoxLayout(m_rules);
    rules->setContentsMargins(0, 0, 0, 0);
    rules->addSpacing(8);
    rules->addWidget(heading(tr("Design rules for splitting a model over a network"), m_rules));
    rules->addWidget(
        new QLabel(tr("Each rule is met, not met, or not tested by this run, with the evidence."), m_rules));
    rules->addWidget(m_checklist);

    // A serving run: its charts two a row, its steps, rule 8 in the same checklist.
    m_serveBody = new QWidget(content);
    m_serveBody->setObjectName(QStringLiteral("resultsServeBody"));
    m_serveChartGrid = new QGridLayout;
    m_serveChartGrid->setColumnStretch(0, 1);
    m_serveChartGrid->setColumnStretch(1, 1);
    m_serveSteps = new QTableWidget(0, 10, m_serveBody);
    m_serveSteps->setObjectName(QStringLiteral("resultsServeSteps"));
    m_serveSteps->setAccessibleName(tr("Steps of the serving run"));
    m_serveSteps->setHorizontalHeaderLabels({tr("Requests at once"), tr("Status"), tr("Answered"),
                                             tr("Failed"), tr("First token p50"), tr("First token p99"),
                                             tr("Per token p50"), tr("Between tokens p50"), tr("Tokens/s"),
                                             tr("Goodput")});
    m_serveSteps->verticalHeader()->hide();
    m_serveSteps->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_serveSteps->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_serveSteps->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_serveSteps->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_serveSteps->horizontalHeader()->setStretchLastSection(true);
    m_serveMachines = wrappedLabel(QStringLiteral("resultsServeMachines"), m_serveBody);
    // The servers ShardScope started, as lines to start them again without it.
    m_serveLaunch = new QWidget(m_serveBody);
    m_serveLaunchLines = new LaunchLinesView(QStringLiteral("resultsServeLaunch"),
                                             QStringLiteral("resultsServeLaunchCopy"), m_serveLaunch);
    auto *launchLayout = new QVBoxLayout(m_serveLaunch);
    launchLayout->setContentsMargins(0, 0, 0, 0);
    launchLayout->addSpacing(8);
    launchLayout->addWidget(heading(tr("How the servers were started"), m_serveLaunch));
    QLabel *launchIntro = wrappedLabel(QStringLiteral("resultsServeLaunchIntro"), m_serveLaunch);
    launchIntro->setText(AnalysisText::launchIntro());
    launchLayout->addWidget(launchIntro);
    launchLayout->addWidget(m_serveLaunchLines);

    auto *serveLayout = new QVBoxLayout(m_serveBody);
    serveLayout->setContentsMargins(0, 0, 0, 0);
    serveLayout->addLayout(m_serveChartGrid);
    serveLayout->addSpacing(8);
    serveLayout->addWidget(heading(tr("Each step"), m_serveBody));
    serveLayout->addWidget(m_serveSteps);
    serveLayout->addWidget(m_serveMachines);
    serveLayout->addWidget(m_serveLaunch);

    auto *layout = new QVBoxLayout(content);
    layout->addWidget(m_runLabel);
    layout->addWidget(m_errorBox);
    layout->addWidget(verdictFrame);
    layout->addWidget(m_warnings);
    layout->addWidget(m_body);
    layout->addWidget(m_serveBody);
    layout->addWidget(m_rules);
    layout->addStretch(1);

    setScrollingContent(this, content, QStringLiteral("resultsScrollArea"));

    connect(m_linkMetric, &QComboBox::currentIndexChanged, this, &ResultsPage::applyLinkMetric);
    connect(m_heatMap->heatMapModel(), &QAbstractItemModel::modelReset, this, [this] {
        const std::uint32_t p = m_heatMap->heatMapModel()->parallelStreams();
        for (int i = 0; i < m_linkMetric->count(); ++i) {
            const auto metric = LinkMetric(m_linkMetric->itemData(i).toInt());
            m_linkMetric->setItemText(i, LinkMetricText::metricName(metric, p));
            m_linkMetric->setItemData(i, LinkMetricText::metricDescription(metric), Qt::ToolTipRole);
        }
    });
    m_heatMap->heatMapModel()->setMatrix({});
    m_linkMetric->setCurrentIndex(0);
    applyLinkMetric();
}

void ResultsPage::initializePage()
{
    // Entered forward: read the run again (it may have finished or been deleted meanwhile).
    refresh();
}

void ResultsPage::showEvent(QShowEvent *event)
{
    // Shown without initializePage (Back from Export, or the history's "Show results"): build
    // only when the run changed while hidden.
    if (m_stale)
        refresh();
    QWizardPage::showEvent(event);
}

void ResultsPage::refresh()
{
    m_stale = false;
    m_report.reset();
    m_serveReport.reset();
    m_error.reset();
    const qint64 runId = m_model.resultsRunId();
    if (runId > 0 && m_model.store()) {
        core::ResultStore &store = *m_model.store();
        const core::Result<std::optional<core::RunRecord>> run = store.run(runId);
        if (run.ok() && *run && (**run).kind == core::kServeRun.nameText()) {
            core::Result<core::ServeReportModel> built = core::buildServeReport(store, runId);
            if (built.ok())
                m_serveReport = std::move(*built);
            else
                m_error = built.error();
        } else if (!run.ok()) {
            m_error = run.error();
        } else {
            core::Result<core::ReportModel> built = core::buildReport(store, runId);
            if (built.ok())
                m_report = std::move(*built);
            else
                m_error = built.error();
        }
    }
    showReport();
}

QString ResultsPage::errorText() const
{
    if (m_report || m_serveReport)
        return {};
    if (m_error) {
        if (m_error->code == core::ErrorCode::InvalidArgument)
            return tr("Run %1 cannot be shown: %2. Run the benchmark again on the Inference page.")
                .arg(m_model.resultsRunId())
                .arg(m_error->detail);
        return ErrorText::storeError(*m_error, m_model.databasePath());
    }
    if (!m_model.store())
        return tr("There is no database, so there are no stored results to show.");
    return tr(
        "No benchmark has run yet. Go back to the Inference page and run one: its results appear here.");
}

void ResultsPage::showReport()
{
    m_serveBody->setVisible(m_serveReport.has_value());
    if (m_serveReport) {
        m_body->setVisible(false);
        showServeReport();
        return;
    }
    if (m_report) {
        const core::ReportModel &r = *m_report;
        QStringList nodeNames;
        for (const core::ReportNode &node : r.nodes)
            nodeNames << node.name;
        QString runText
            = tr("Run %1 of %2 on %3, started %4.")
                  .arg(r.run.id)
                  .arg(QString::fromStdString(r.plan.model.name), QLocale().createSeparatedList(nodeNames),
                       QLocale().toString(r.run.startedAtUtc.toLocalTime(), QLocale::ShortFormat));
        // With node sets the charts hold one layout over several sets: say which, so the labels
        // "Tensor parallel (node0, node1)" read as part of the plan and not as a mistake.
        QList<QStringList> sets;
        for (const presentation::BenchSeries &series : presentation::benchSeries(r.results)) {
            if (series.layout != protocol::BenchLayout::Single && !sets.contains(series.nodeNames))
                sets << series.nodeNames;
        }
        if (sets.size() > 1) {
            runText += QLatin1Char(' ')
                       + tr("Splits and copies ran over %n sets of machines: %1.", nullptr, int(sets.size()))
                             .arg(AnalysisText::machineSets(sets));
        }
        if (r.run.status == core::RunStatus::Cancelled)
            runText += QLatin1Char(' ') + tr("It was cancelled: only the layouts that finished are shown.");
        else if (r.run.status == core::RunStatus::Failed)
            runText += QLatin1Char(' ') + tr("It failed: only the layouts that finished are shown.");
        else if (r.run.status == core::RunStatus::Interrupted)
            runText += QLatin1Char(' ')
                       + tr("It was interrupted (ShardScope or the computer stopped during it): only the "
                            "layouts that finished are shown.");
        else if (r.run.status == core::RunStatus::Running)
            runText += QLatin1Char(' ')
                       + tr("It is still running: only the layouts that finished so far are shown.");
        m_runLabel->setText(runText);
        m_errorBox->setMessages({});
    } else {
        m_runLabel->setText(QString());
        // No run yet is not an error: it goes in the headline, the box is for real problems.
        m_errorBox->setMessages(m_error ? QStringList{errorText()} : QStringList{});
    }
    showVerdict();

    const QList<core::StoredBenchResult> results
        = m_report ? m_report->results : QList<core::StoredBenchResult>{};
    // Series that name their nodes ("Tensor parallel (node0, node1), 8 at once") are elided to
    // nothing useful in half the page's width.
    const QList<presentation::BenchSeries> series = presentation::benchSeries(results);
    arrangeCharts(std::any_of(series.begin(), series.end(),
                              [](const presentation::BenchSeries &one) { return one.namesNodes; }));
    using presentation::BenchChartSpecs;
    m_ttft->setSpec(BenchChartSpecs::ttft(results));
    m_tokensPerSecond->setSpec(BenchChartSpecs::tokensPerSecond(results));
    m_tokenTime->setSpec(BenchChartSpecs::tokenTime(results));
    const std::optional<core::WhatIf> whatIf = m_report ? m_report->whatIf : std::nullopt;
    m_whatIf->setSpec(BenchChartSpecs::whatIf(
        whatIf, m_report ? AnalysisText::whatIfRunName(*m_report) : QString(), results));
    if (whatIf) {
        m_whatIfError->setText(AnalysisText::whatIfErrorText(*whatIf));
    } else if (m_report && !m_report->link) {
        m_whatIfError->setText(tr("No prediction: there is no link test of these machines. Measure the links "
                                  "on the Network page, then run the benchmark again."));
    } else if (m_report) {
        m_whatIfError->setText(
            tr("No prediction: it needs a tensor or pipeline parallel run that finished."));
    } else {
        m_whatIfError->setText(QString());
    }

    showLinks();
    if (m_report) {
        QStringList findings;
        for (const core::SetupFinding &finding : m_report->setupFindings)
            findings << presentation::SetupText::line(finding);
        const QString intro
            = presentation::SetupText::reportIntro(m_report->setupCheckRun, m_report->setupFindings.size());
        m_setupCheck->setText(findings.isEmpty() ? intro : intro + QLatin1Char('\n') + bulletList(findings));
    }
    showChecklist(m_report ? m_report->checklist : QList<core::RuleFinding>{});
    m_body->setVisible(m_report.has_value());
    m_runLabel->setVisible(!m_runLabel->text().isEmpty());
}

void ResultsPage::showServeReport()
{
    const core::ServeReportModel &r = *m_serveReport;
    const core::ServePlan &plan = r.plan;
    const QStringList nodeNames = core::servePlanNodeNames(plan);
    const QString software = AnalysisText::serverName(plan);
    QString runText
        = tr("Serving run %1: %2 at %3, model %4, %5, started %6. The requests were sent from %7.")
              .arg(r.run.id)
              .arg(software, core::safeText(plan.endpoint),
                   plan.model.isEmpty() ? tr("not named") : core::safeText(plan.model),
                   AnalysisText::layoutName(plan.layout),
                   QLocale().toString(r.run.startedAtUtc.toLocalTime(), QLocale::ShortFormat),
                   core::serveFromName(plan, tr("this computer")));
    if (!nodeNames.isEmpty())
        runText += QLatin1Char(' ')
                   + tr("Sampled while it ran: %1.").arg(QLocale().createSeparatedList(nodeNames));
    if (r.run.status == core::RunStatus::Cancelled)
        runText += QLatin1Char(' ') + tr("It was cancelled: only the steps that finished count.");
    else if (r.run.status == core::RunStatus::Failed)
        runText += QLatin1Char(' ') + tr("It failed: only the steps measured cleanly count.");
    else if (r.run.status == core::RunStatus::Interrupted)
        runText += QLatin1Char(' ')
                   + tr("It was interrupted (ShardScope or the computer stopped during it): only the "
                        "steps that finished count.");
    else if (r.run.status == core::RunStatus::Running)
        runText += QLatin1Char(' ') + tr("It is still running: only the steps done so far are shown.");
    m_runLabel->setText(runText);
    m_runLabel->setVisible(true);
    m_errorBox->setMessages({});

    m_headline->setText(AnalysisText::verdictHeadline(r.verdict));
    QStringList reasons = AnalysisText::verdictReasons(r.verdict, nodeNames);
    if (r.rpcSplit)
        reasons << AnalysisText::rpcSplitText(*r.rpcSplit);
    m_reasons->setText(bulletList(reasons));
    m_reasons->setVisible(!reasons.isEmpty());
    m_fit->setText(
        tr("Compared: %n serving run(s) of this model on this server.", nullptr, int(r.setupRuns.size())));
    m_fit->setVisible(true);
    // A step with errors is never a clean result: say so above the figures.
    QStringList unclean;
    for (const core::ServeReportStep &step : r.steps) {
        if (step.result.status != core::RunStatus::Complete)
            unclean << tr("%n request(s) at once: %1.", nullptr, int(step.result.concurrency))
                           .arg(step.result.error.isEmpty() ? AnalysisText::runStatusName(step.result.status)
                                                            : step.result.error);
    }
    m_warnings->setText(unclean.isEmpty() ? QString()
                                          : tr("These steps are not clean results and are left out of the "
                                               "charts:")
                                                + QLatin1Char('\n') + bulletList(unclean));
    m_warnings->setVisible(!unclean.isEmpty());

    const QList<presentation::ChartSpec> specs = presentation::ServeChartSpecs::charts(r);
    while (m_serveCharts.size() < specs.size()) {
        auto *view = new BenchChartView(m_serveBody);
        view->setObjectName(QStringLiteral("serveChart%1").arg(m_serveCharts.size()));
        m_serveChartGrid->addWidget(view, int(m_serveCharts.size()) / 2, int(m_serveCharts.size()) % 2);
        m_serveCharts << view;
    }
    for (qsizetype i = 0; i < m_serveCharts.size(); ++i) {
        m_serveCharts.at(i)->setVisible(i < specs.size());
        if (i < specs.size())
            m_serveCharts.at(i)->setSpec(specs.at(i));
    }

    m_serveSteps->setRowCount(int(r.steps.size()));
    for (int row = 0; row < r.steps.size(); ++row) {
        const core::StoredServeResult &step = r.steps.at(row).result;
        const core::ServeSummary &summary = step.summary;
        const auto ms = [](const core::ServeDistribution &distribution, double value) {
            return distribution.count > 0 ? AnalysisText::milliseconds(value) : QString();
        };
        QStringList cells{QString::number(step.concurrency), AnalysisText::runStatusName(step.status),
                          QLocale().toString(qulonglong(summary.completed)),
                          QLocale().toString(qulonglong(summary.failed))};
        // An unclean step's latencies record what happened, never a result to compare (as in the
        // PDF): only its counts are shown, its reason in the status's tooltip.
        if (step.status == core::RunStatus::Complete)
            cells << QStringList{
                ms(summary.ttftMs, summary.ttftMs.p50),
                ms(summary.ttftMs, summary.ttftMs.p99),
                ms(summary.tpotMs, summary.tpotMs.p50),
                ms(summary.itlMs, summary.itlMs.p50),
                summary.outputTokens > 0 ? QLocale().toString(summary.outputTokensPerSecond, 'f', 1)
                                         : QString(),
                summary.goodput
                    ? tr("%1 % of answered")
                          .arg(QLocale().toString(summary.goodput->shareOfCompleted * 100, 'f', 0))
                    : tr("no targets")};
        for (int column = 0; column < m_serveSteps->columnCount(); ++column) {
            auto *item = new QTableWidgetItem(cells.value(column));
            if (column != 1)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (column == 1 && !step.error.isEmpty())
                item->setToolTip(plainToolTip(step.error));
            m_serveSteps->setItem(row, column, item);
        }
    }
    m_serveSteps->resizeRowsToContents();
    int height = m_serveSteps->horizontalHeader()->sizeHint().height() + 2 * m_serveSteps->frameWidth() + 2;
    for (int row = 0; row < m_serveSteps->rowCount(); ++row)
        height += m_serveSteps->rowHeight(row);
    m_serveSteps->setFixedHeight(height);

    // Where the work went: a GPU that stayed idle, and what the network carried per token, in the
    // step the utilization chart shows (the goal's concurrency where it completed).
    QStringList machines;
    const core::ServeReportStep *shown = presentation::ServeChartSpecs::utilizationStep(r);
    for (const core::ServeMachineFigures &machine :
         shown ? shown->machines : QList<core::ServeMachineFigures>{}) {
        if (!machine.error.isEmpty()) {
            machines << tr("%1 was not sampled: %2").arg(machine.nodeName, core::safeText(machine.error));
            continue;
        }
        for (const auto &[gpu, idle] : machine.gpuIdle) {
            if (idle)
                machines << tr("GPU %1 of %2 was idle the whole step: the server placed no work there.")
                                .arg(gpu)
                                .arg(machine.nodeName);
        }
        if (machine.bytesPerOutputToken)
            machines << tr("%1's network carried %2 per generated token.")
                            .arg(machine.nodeName, AnalysisText::bytes(*machine.bytesPerOutputToken));
    }
    m_serveMachines->setText(machines.isEmpty()
                                 ? QString()
                                 : tr("At %n request(s) at once:", nullptr, int(shown->result.concurrency))
                                       + QLatin1Char('\n') + bulletList(machines));
    m_serveMachines->setVisible(!machines.isEmpty());
    m_serveLaunchLines->setLines(AnalysisText::launchText(plan.launch));
    m_serveLaunch->setVisible(!plan.launch.isEmpty());

    m_heatMap->heatMapModel()->setMatrix({});
    showChecklist({r.servingPath});
}

void ResultsPage::arrangeCharts(bool oneColumn)
{
    const QList<QWidget *> charts{m_ttft, m_tokenTime, m_tokensPerSecond, m_whatIfBox};
    for (QWidget *chart : charts)
        m_charts->removeWidget(chart);
    for (int i = 0; i < charts.size(); ++i) {
        if (oneColumn)
            m_charts->addWidget(charts.at(i), i, 0, 1, 2);
        else // the two charts per layout and concurrency side by side, their rows the same
            m_charts->addWidget(charts.at(i), i / 2, i % 2);
    }
}

void ResultsPage::showVerdict()
{
    if (!m_report) {
        m_headline->setText(m_error ? tr("No results to show") : tr("No results yet"));
        m_reasons->setText(m_error ? QString() : errorText());
        m_reasons->setVisible(!m_reasons->text().isEmpty());
        m_fit->setText(QString());
        m_fit->setVisible(false);
        m_warnings->setVisible(false);
        return;
    }
    const core::ReportModel &r = *m_report;
    QStringList nodeNames;
    for (const core::ReportNode &node : r.nodes)
        nodeNames << node.name;
    m_headline->setText(AnalysisText::verdictHeadline(r.verdict));
    // The report's overload names the machines of a split or copies where the charts do, or where
    // they are fewer than all nodes.
    QStringList reasons = AnalysisText::verdictReasons(r);
    // What the user's own server said, where it was measured too (rule 8's evidence).
    if (r.servingVerdict)
        reasons << tr("On your own server (%n serving run(s)): %1.", nullptr, int(r.servingRuns.size()))
                       .arg(AnalysisText::verdictHeadline(*r.servingVerdict));
    m_reasons->setText(bulletList(reasons));
    m_reasons->setVisible(!m_reasons->text().isEmpty());
    m_fit->setText(AnalysisText::memoryFitText(r.fit, nodeNames));
    m_fit->setVisible(!m_fit->text().isEmpty());
    // Worded in the reader's language; a stored detail (an agent's error) stays as it was stored.
    m_warnings->setText(r.warnings.isEmpty() ? QString()
                                             : tr("Read these figures with care:") + QLatin1Char('\n')
                                                   + bulletList(AnalysisText::warningTexts(r.warnings)));
    m_warnings->setVisible(!r.warnings.isEmpty());
}

void ResultsPage::showLinks()
{
    if (m_report && m_report->linkRun) {
        const core::RunRecord &run = *m_report->linkRun;
        m_heatMap->heatMapModel()->setMatrix(storedMatrix(core::runNodeNames(run), m_report->linkPairs));
        m_linkCaption->setText(
            tr("The link test of these machines from %1 (run %2): the what-if and the network rules use its "
               "round trips and throughput. Each cell is one direction between two machines.")
                .arg(QLocale().toString(run.startedAtUtc.toLocalTime(), QLocale::ShortFormat))
                .arg(run.id));
    } else {
        m_heatMap->heatMapModel()->setMatrix({});
        m_linkCaption->setText(
            m_report
                ? tr("No link test measured every pair of these machines before this run, so the network "
                     "figures are missing. Measure the links on the Network page.")
                : QString());
    }
    const bool shown = m_heatMap->heatMapModel()->rowCount() > 0;
    m_heatMap->setVisible(shown);
    m_linkControls->setVisible(shown);
    m_linkLegend->setVisible(shown);
    if (shown) {
        // As tall as its rows: the page scrolls, the matrix does not.
        const int rows = m_heatMap->heatMapModel()->rowCount();
        m_heatMap->setFixedHeight(m_heatMap->horizontalHeader()->sizeHint().height()
                                  + rows * std::max(40, m_heatMap->verticalHeader()->defaultSectionSize())
                                  + 2 * m_heatMap->frameWidth() + 2);
    }
}

void ResultsPage::applyLinkMetric()
{
    m_heatMap->heatMapModel()->setMetric(LinkMetric(m_linkMetric->currentData().toInt()));
    m_linkLegend->setText(
        LinkMetricText::colourScale(m_heatMap->heatMapModel()->metric()) + QLatin1Char(' ')
        + tr("Hatched: both ends are the same host, not a network figure. Grey: the test failed."));
}

void ResultsPage::showChecklist(const QList<core::RuleFinding> &findings)
{
    m_checklist->setRowCount(0);
    m_rules->setVisible(!findings.isEmpty());
    for (const core::RuleFinding &finding : findings) {
        const int row = m_checklist->rowCount();
        m_checklist->insertRow(row);
        auto *rule = new QTableWidgetItem(AnalysisText::ruleName(finding.rule));
        auto *status = new QTableWidgetItem(AnalysisText::ruleStatusName(finding.status));
        switch (finding.status) {
        case core::RuleStatus::Met:
            status->setIcon(style()->standardIcon(QStyle::SP_DialogApplyButton));
            break;
        case core::RuleStatus::NotMet:
            status->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
            break;
        case core::RuleStatus::NotTested:
        case core::RuleStatus::Unknown:
            status->setIcon(style()->standardIcon(QStyle::SP_MessageBoxQuestion));
            break;
        }
        status->setData(Qt::UserRole, int(finding.status));
        auto *evidence = new QTableWidgetItem(AnalysisText::ruleEvidence(finding));
        evidence->setToolTip(evidence->text());
        m_checklist->setItem(row, 0, rule);
        m_checklist->setItem(row, 1, status);
        m_checklist->setItem(row, 2, evidence);
    }
    fitChecklist();
}

void ResultsPage::fitChecklist()
{
    m_checklist->resizeRowsToContents();
    int height = m_checklist->horizontalHeader()->height() + 2 * m_checklist->frameWidth();
    for (int row = 0; row < m_checklist->rowCount(); ++row)
        height += m_checklist->rowHeight(row);
    m_checklist->setFixedHeight(height + 2);
}

void ResultsPage::resizeEvent(QResizeEvent *event)
{
    QWizardPage::resizeEvent(event);
    // The evidence column's width follows the page: rewrap once the layout has settled.
    QTimer::singleShot(0, this, &ResultsPage::fitChecklist);
}

QString ResultsPage::verdictHeadlineText() const
{
    return m_headline->text();
}

QString ResultsPage::verdictReasonsText() const
{
    return m_reasons->text();
}

BenchChartView *ResultsPage::chartView(ResultsChart which) const
{
    switch (which) {
    case ResultsChart::Ttft:
        return m_ttft;
    case ResultsChart::TokensPerSecond:
        return m_tokensPerSecond;
    case ResultsChart::TokenTime:
        return m_tokenTime;
    case ResultsChart::WhatIf:
        return m_whatIf;
    case ResultsChart::Unknown:
        break;
    }
    return m_ttft;
}

QChart *ResultsPage::chart(ResultsChart which) const
{
    return chartView(which)->chart();
}

QString ResultsPage::chartCaption(ResultsChart which) const
{
    return chartView(which)->caption();
}

QString ResultsPage::whatIfErrorText() const
{
    return m_whatIfError->text();
}

} // namespace shardscope::ui
