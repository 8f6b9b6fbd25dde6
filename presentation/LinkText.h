#pragma once

#include "core/Result.h"
#include "core/analysis/LinkWarnings.h"
#include "remote-agent/protocol/Link.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>

namespace shardscope::presentation {

/// Translated texts about links: formatted figures (Units), the agent's stages, warnings in plain
/// words with what to check, and what a link suits. The Network page's metric names and the summary
/// of a heat-map cell are ui::LinkMetricText's (they take the heat map's LinkMetric and LinkDirection).
class LinkText
{
    Q_DECLARE_TR_FUNCTIONS(LinkText)

public:
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

    /// What a link with this round trip and single-stream throughput suits (modest wording).
    static QString suitability(double roundTripUs, double bitsPerSecond);
};

} // namespace shardscope::presentation
