#pragma once

#include "presentation/LinkText.h"
#include "ui/LinkMatrixData.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace shardscope::ui {

/// The texts of the Network page's heat map, which take its LinkMetric and LinkDirection
/// (ui/LinkMatrixData.h): metric names, descriptions, colour scales, values and the one-sentence
/// summary of a cell. The link's own texts are presentation::LinkText; both keep their strings in
/// the translations' LinkText context.
class LinkMetricText
{
    Q_DECLARE_TR_FUNCTIONS(LinkText)

public:
    /// "Throughput, 1 stream", "Throughput, 4 streams", "Round trip (median)", …
    static QString metricName(LinkMetric metric, std::uint32_t streams);
    /// What the metric measures and how, for a tooltip.
    static QString metricDescription(LinkMetric metric);
    /// How the colours of this metric are chosen (the legend under the heat map).
    static QString colourScale(LinkMetric metric);
    /// A metric's value with its unit: bits/s, µs (shown in ms) or percent (see metricValue()).
    static QString metricValue(LinkMetric metric, double value);

    /// The sentence at the top of the details of one direction: what was measured and what the
    /// link is good for (the link only, not an inference verdict).
    static QString summary(const protocol::LinkPairReport &report, LinkDirection direction,
                           const QString &from, const QString &to);
};

} // namespace shardscope::ui
