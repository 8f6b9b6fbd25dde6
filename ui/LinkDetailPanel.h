#pragma once

#include "ui/LinkMatrixData.h"

#include <QWidget>

class QChart;
class QChartView;
class QLabel;
class QTabWidget;
class QTableWidget;

namespace shardscope::ui {

/// The details of one cell of the link matrix: a sentence on what was measured and what the link
/// suits, throughput over time, a histogram of round trips idle and under load, the key figures
/// and the warnings in plain words with what to check.
class LinkDetailPanel : public QWidget
{
    Q_OBJECT

public:
    enum Tab { TabThroughput, TabLatency, TabFigures, TabWarnings };
    enum FigureColumn { FigureName, FigureValue, FigureColumnCount };

    explicit LinkDetailPanel(QWidget *parent = nullptr);

    /// Shows the cell from→to of matrix (row, column of the heat map).
    void showCell(const LinkMatrixView &matrix, int from, int to);
    /// Shows only a hint (nothing selected, nothing measured yet).
    void showHint(const QString &hint);

    QLabel *summaryLabel() const { return m_summary; }
    QTabWidget *tabs() const { return m_tabs; }
    QChart *throughputChart() const;
    QChart *latencyChart() const;
    QTableWidget *figuresTable() const { return m_figures; }
    QLabel *warningsLabel() const { return m_warnings; }

private:
    void clearDetails();
    void showThroughput(const protocol::LinkPairReport &report, LinkDirection direction);
    void showLatency(const protocol::LinkPairReport &report, LinkDirection direction);
    void showFigures(const protocol::LinkPairReport &report, LinkDirection direction);
    void showWarnings(const LinkPairView &pair, LinkDirection direction, const QString &client,
                      const QString &server);
    void addFigure(const QString &name, const QString &value, const QString &toolTip = {});

    QLabel *m_summary = nullptr;
    QTabWidget *m_tabs = nullptr;
    QChartView *m_throughputView = nullptr;
    QChartView *m_latencyView = nullptr;
    QTableWidget *m_figures = nullptr;
    QLabel *m_warnings = nullptr;
};

} // namespace shardscope::ui
