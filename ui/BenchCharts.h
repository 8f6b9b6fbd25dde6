#pragma once

#include "presentation/ChartSpec.h"

#include <QString>
#include <QWidget>

class QChart;
class QChartView;
class QLabel;

namespace shardscope::ui {

/// A chart with the sentence under it that says what was measured and what it means.
class BenchChartView : public QWidget
{
    Q_OBJECT

public:
    explicit BenchChartView(QWidget *parent = nullptr);
    ~BenchChartView() override;

    QChart *chart() const;
    /// Shows `chart` (the view takes it; the previous one is deleted).
    void setChart(QChart *chart);
    QString caption() const;
    void setCaption(const QString &caption);
    /// Shows BenchCharts::chart(spec) with the spec's caption (none when the spec is empty).
    void setSpec(const presentation::ChartSpec &spec);

private:
    QChartView *m_view = nullptr;
    QLabel *m_caption = nullptr;
};

/// The Qt Charts renderer of presentation::ChartSpec (built by presentation::BenchChartSpecs): the
/// Results page's charts and the History comparison, drawn from the same specs as the PDF report.
class BenchCharts
{
public:
    /// A new chart that the caller owns. Bars are horizontal, the spec's first category at the top
    /// and its label on the left; Lines with logBase2X get a log₂ x axis; BarsAndLines put the
    /// Secondary series on a second value axis along the top. An empty spec gives a chart with no
    /// series whose title is the spec's emptyText.
    static QChart *chart(const presentation::ChartSpec &spec);
};

} // namespace shardscope::ui
