#include "presentation/BenchSeries.h"

#include "presentation/AnalysisText.h"
#include "presentation/ReportStyle.h"

#include <algorithm>

namespace shardscope::presentation {

QList<BenchSeries> benchSeries(const QList<core::StoredBenchResult> &results)
{
    QList<BenchSeries> series;
    for (const core::StoredBenchResult &result : results) {
        if (seriesIndex(series, result) < 0) {
            BenchSeries one;
            one.layout = result.layout;
            one.nodeNames = result.nodeNames;
            series.append(one);
        }
    }
    // Stable: within a layout the sets keep the order in which they ran.
    std::stable_sort(series.begin(), series.end(), [](const BenchSeries &a, const BenchSeries &b) {
        return ReportStyle::layoutRank(a.layout) < ReportStyle::layoutRank(b.layout);
    });
    for (qsizetype i = 0; i < series.size(); ++i) {
        BenchSeries &one = series[i];
        int index = 0;
        int sets = 0;
        for (qsizetype j = 0; j < series.size(); ++j) {
            if (series.at(j).layout != one.layout)
                continue;
            if (j < i)
                ++index;
            ++sets;
        }
        one.namesNodes = sets > 1;
        one.label = one.namesNodes ? AnalysisText::seriesLabel(one.layout, one.nodeNames)
                                   : AnalysisText::layoutName(one.layout);
        one.colour = ReportStyle::seriesColour(one.layout, index);
        one.penStyle = ReportStyle::seriesPenStyle(index);
    }
    // The compact label of two long sets can coincide: then those spell out every machine (decided
    // before any label changes, so both of a colliding pair do).
    QList<bool> collides(series.size(), false);
    for (qsizetype i = 0; i < series.size(); ++i) {
        for (qsizetype j = 0; j < series.size(); ++j)
            collides[i] = collides[i] || (i != j && series.at(i).label == series.at(j).label);
    }
    for (qsizetype i = 0; i < series.size(); ++i) {
        if (collides.at(i) && series.at(i).nodeNames.size() > 3)
            series[i].label = AnalysisText::fullSeriesLabel(series.at(i).layout, series.at(i).nodeNames);
    }
    return series;
}

qsizetype seriesIndex(const QList<BenchSeries> &series, const core::StoredBenchResult &result)
{
    for (qsizetype i = 0; i < series.size(); ++i) {
        if (series.at(i).layout == result.layout && series.at(i).nodeNames == result.nodeNames)
            return i;
    }
    return -1;
}

QString seriesLabelOf(const QList<BenchSeries> &series, const core::StoredBenchResult &result)
{
    const qsizetype index = seriesIndex(series, result);
    return index >= 0 ? series.at(index).label : AnalysisText::layoutName(result.layout);
}

} // namespace shardscope::presentation
