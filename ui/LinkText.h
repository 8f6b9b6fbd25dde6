#pragma once

#include "core/Result.h"
#include "core/analysis/LinkWarnings.h"
#include "ui/LinkMatrixData.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>

namespace shardscope::ui {

/// Translated texts of the Network page: metric names and units, formatted figures, the agent's
/// stages, warnings in plain words with what to check, and the one-sentence summary of a link.
class LinkText
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

    /// "0.94 Gbit/s", "94.1 Mbit/s", "812 kbit/s".
    static QString bitsPerSecond(double bitsPerSecond);
    /// A negotiated speed: "1 Gbit/s", "2.5 Gbit/s", "100 Mbit/s".
    static QString linkSpeed(std::int64_t megabitsPerSecond);
    /// Microseconds as milliseconds with sensible decimals: "0.41 ms", "0.072 ms", "12.5 ms".
    static QString roundTrip(double microseconds);
    /// "0 %", "0.05 %", "1.2 %".
    static QString percent(double percent);

    /// "node0 → node1".
    static QString direction(const QString &from, const QString &to);
    /// "node0 ↔ node1".
    static QString pair(const QString &client, const QString &server);
    /// What the agent does at this stage, in words ("measuring throughput node0 → node1, 4 streams").
    static QString stage(const QString &stage, const QString &client, const QString &server);
    /// "node0 ↔ node1: measuring throughput node0 → node1, 4 streams, 37 %".
    static QString pairProgress(const QString &client, const QString &server, const QString &stage,
                                double fraction);

    /// The warning in a plain sentence, with the measured numbers when core gave them.
    static QString warning(const core::LinkWarning &warning, const QString &from, const QString &to);
    /// What the code means, in one sentence.
    static QString warningMeaning(core::LinkWarningCode code);
    /// What to check about it: cable, port, duplex, Wi-Fi, switch, MTU, queues, addresses.
    static QString whatToCheck(core::LinkWarningCode code);

    /// Why a pair has no figures, and what to do.
    static QString pairError(const core::Error &error, const QString &client, const QString &server);

    /// The sentence at the top of the details of one direction: what was measured and what the
    /// link is good for (the link only, not an inference verdict).
    static QString summary(const protocol::LinkPairReport &report, LinkDirection direction,
                           const QString &from, const QString &to);
    /// What a link with this round trip and single-stream throughput suits (modest wording).
    static QString suitability(double roundTripUs, double bitsPerSecond);
};

} // namespace shardscope::ui
