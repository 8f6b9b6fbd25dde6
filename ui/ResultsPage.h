#pragma once

#include "core/Result.h"
#include "core/report/ReportModel.h"
#include "core/report/ServeReport.h"

#include <QWizardPage>

#include <optional>

class QChart;
class QComboBox;
class QGridLayout;
class QLabel;
class QTableWidget;

namespace shardscope::ui {

class BenchChartView;
class ErrorBox;
class LaunchLinesView;
class LinkHeatMap;
class WizardModel;

/// The charts of the Results page (and what ResultsPage::chart() returns).
enum class ResultsChart {
    Unknown = 0,
    Ttft,            ///< TTFT p50 and p99 per layout (bars)
    TokensPerSecond, ///< tokens/s per layout against concurrency (lines)
    TokenTime,       ///< per-token time: compute / communication / waiting (stacked bars)
    WhatIf,          ///< predicted tokens/s per link class with the measured point
};

/// What the benchmark measured, and what it means: the verdict in plain words at the top, the
/// charts (each with one sentence saying what it shows), the link matrix the analysis used and the
/// design-rule checklist. Everything comes from core::buildReport() of WizardModel::resultsRunId(),
/// rebuilt when the page is entered, and when that changes: at once while the page is shown, else
/// the next time it is (report() is unset meanwhile). A serving run of the user's own server
/// (kind "serve") shows core::buildServeReport() instead: its verdict over the server's layouts,
/// the charts of presentation::ServeChartSpecs, a table of its steps and design rule 8.
class ResultsPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ResultsPage(WizardModel &model, QWidget *parent = nullptr);
    ~ResultsPage() override;

    void initializePage() override;

    /// Rebuilds the report of WizardModel::resultsRunId() and everything shown from it.
    void refresh();
    /// The report shown; unset when there is no run or it could not be read (see errorText()).
    const std::optional<core::ReportModel> &report() const { return m_report; }
    /// The serving run's report shown; unset when the run shown is not a serving run.
    const std::optional<core::ServeReportModel> &serveReport() const { return m_serveReport; }
    /// A serving run's steps: requests at once, status, answered, failed, TTFT p50/p99, TPOT p50,
    /// ITL p50, tokens/s, goodput.
    QTableWidget *serveSteps() const { return m_serveSteps; }
    /// A serving run's charts (ServeChartSpecs::charts), in order; the views stay, empty, otherwise.
    QList<BenchChartView *> serveCharts() const { return m_serveCharts; }
    /// Why there is no report (translated), empty when there is one.
    QString errorText() const;

    /// The verdict's headline and reasons as shown.
    QString verdictHeadlineText() const;
    QString verdictReasonsText() const;
    /// The chart shown for `which` (never null; empty when the report has nothing for it).
    QChart *chart(ResultsChart which) const;
    /// The sentence under the chart.
    QString chartCaption(ResultsChart which) const;
    /// The what-if model's error against the measured runs, as shown.
    QString whatIfErrorText() const;
    /// One row per design rule: rule, status, evidence.
    QTableWidget *checklist() const { return m_checklist; }
    LinkHeatMap *heatMap() const { return m_heatMap; }

private:
    void buildUi();
    void showReport();
    void showServeReport();
    void showVerdict();
    void showChecklist(const QList<core::RuleFinding> &findings);
    void showLinks();
    /// Two charts a row, or one a row when series name their nodes (their labels need the width).
    void arrangeCharts(bool oneColumn);
    void applyLinkMetric();
    /// Rows as tall as their wrapped evidence, the table as tall as its rows (the page scrolls).
    void fitChecklist();
    BenchChartView *chartView(ResultsChart which) const;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    WizardModel &m_model;
    std::optional<core::ReportModel> m_report;
    std::optional<core::ServeReportModel> m_serveReport;
    std::optional<core::Error> m_error;
    bool m_stale = true; // the run changed while hidden: build when shown

    QLabel *m_runLabel = nullptr;
    ErrorBox *m_errorBox = nullptr;
    QLabel *m_fit = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_reasons = nullptr;
    QLabel *m_warnings = nullptr;
    QWidget *m_body = nullptr; // charts, links and checklist
    BenchChartView *m_ttft = nullptr;
    BenchChartView *m_tokensPerSecond = nullptr;
    BenchChartView *m_tokenTime = nullptr;
    BenchChartView *m_whatIf = nullptr;
    QLabel *m_whatIfError = nullptr;
    QWidget *m_whatIfBox = nullptr;
    QGridLayout *m_charts = nullptr;
    QLabel *m_linkCaption = nullptr;
    QWidget *m_linkControls = nullptr;
    QComboBox *m_linkMetric = nullptr;
    LinkHeatMap *m_heatMap = nullptr;
    QLabel *m_linkLegend = nullptr;
    QLabel *m_setupCheck = nullptr; // the setup check of the run's machines and its findings
    QWidget *m_rules = nullptr;     // the checklist with its heading
    QTableWidget *m_checklist = nullptr;
    QWidget *m_serveBody = nullptr; // a serving run's charts, steps and rule 8
    QGridLayout *m_serveChartGrid = nullptr;
    QList<BenchChartView *> m_serveCharts;
    QTableWidget *m_serveSteps = nullptr;
    QLabel *m_serveMachines = nullptr;
    QWidget *m_serveLaunch = nullptr; // the lines that start the servers again, when ShardScope started them
    LaunchLinesView *m_serveLaunchLines = nullptr;
};

} // namespace shardscope::ui
