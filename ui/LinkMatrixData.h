#pragma once

#include "core/Result.h"
#include "core/analysis/LinkWarnings.h"
#include "core/cluster/LinkMatrix.h"
#include "core/store/ResultStore.h"
#include "remote-agent/protocol/Link.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace shardscope::ui {

/// What the heat map shows in its cells.
enum class LinkMetric {
    Unknown = 0,
    Throughput1, ///< one TCP stream, this direction alone
    ThroughputP, ///< settings.streams TCP streams, this direction alone
    RttP50,      ///< idle UDP round trip, median (the same for both directions)
    RttP99,      ///< idle UDP round trip, 99th percentile
    Jitter,      ///< idle UDP, RFC 3550 interarrival jitter
    Loss,        ///< idle UDP probes lost
};

/// Which way a cell of a pair goes: client→server (forward) or server→client (reverse).
enum class LinkDirection { Unknown = 0, Forward, Reverse };

/// Where one pair test of a matrix stands.
enum class LinkPairState {
    Unknown = 0,
    Waiting,   ///< not started yet
    Running,   ///< the test runs now
    Complete,  ///< measured: report is set
    Failed,    ///< error is set
    Cancelled, ///< stopped by the user before it finished
};

/// One pair of a link matrix as the UI shows it, from a run in progress or from the store.
struct LinkPairView {
    int client = -1; ///< index into LinkMatrixView::nodes
    int server = -1;
    LinkPairState state = LinkPairState::Unknown;
    std::optional<protocol::LinkPairReport> report; ///< Complete only
    QList<core::LinkWarning> warnings;              ///< of the report
    std::optional<core::Error> error;               ///< Failed (and Cancelled) only
    double fraction = 0;                            ///< Running: 0…1 of this pair
    QString stage;                                  ///< Running: the agent's stage name
};

/// A whole matrix: the machines (rows and columns, in this order) and the pairs measured.
struct LinkMatrixView {
    QStringList nodes;
    QList<LinkPairView> pairs;
    /// The pair (index into pairs) that measured the cell from→to, and which of its directions the
    /// cell is; -1 and Unknown when no pair covers it (the diagonal, a machine left out).
    struct Cell {
        int pair = -1;
        LinkDirection direction = LinkDirection::Unknown;
    };
    Cell cell(int from, int to) const;
    /// The pair of the machines at these indexes in this order (client, server), or -1.
    int pairOf(int client, int server) const;
};

/// A matrix of these nodes with every pair of linkPairsFor() Waiting.
LinkMatrixView waitingMatrix(const QStringList &nodes);

/// A stored run: its machines (core::runNodeNames: the configuration's nodes in order), completed
/// by the pairs' names, and its pairs with their warnings recomputed from the reports.
LinkMatrixView storedMatrix(const QStringList &nodeNames, const QList<core::StoredLinkPair> &pairs);

/// Fills in a finished pair: Complete with its report and warnings, or Failed / Cancelled.
void applyOutcome(LinkPairView &pair, const core::LinkPairOutcome &outcome);

/// The throughput of one direction in one phase (bidirectional: both ways at once), or null:
/// core::phaseFigures() for the heat map's directions.
const protocol::DirectionThroughput *directionThroughput(const protocol::LinkPairReport &report,
                                                         LinkDirection direction, std::uint32_t streams,
                                                         bool bothWays);

/// The value of metric for one direction of a measured pair: bits/s for throughput, µs for round
/// trips and jitter, percent for loss. nullopt when the report does not have it.
std::optional<double> metricValue(const protocol::LinkPairReport &report, LinkDirection direction,
                                  LinkMetric metric);

/// How bad a value is on the heat map's colour scale: 0 good (green) … 1 bad (red). Throughput is
/// compared with referenceBitsPerSecond (the negotiated speed, else the best in the matrix); round
/// trips, jitter and loss with fixed scales (see LinkMetricText::colourScale()).
double badness(LinkMetric metric, double value, double referenceBitsPerSecond);

} // namespace shardscope::ui
