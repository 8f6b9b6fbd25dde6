#include "ui/LinkMatrixData.h"

#include "core/analysis/LinkFigures.h"

#include <algorithm>
#include <cmath>

namespace shardscope::ui {

namespace {

/// 0 at good, 1 at bad, on a log scale between them (good < bad).
double logScale(double value, double good, double bad)
{
    if (!(value > good))
        return 0;
    if (value >= bad)
        return 1;
    return std::log(value / good) / std::log(bad / good);
}

LinkPairState stateOf(core::RunStatus status)
{
    switch (status) {
    case core::RunStatus::Complete:
        return LinkPairState::Complete;
    case core::RunStatus::Cancelled:
        return LinkPairState::Cancelled;
    case core::RunStatus::Running:
        return LinkPairState::Running;
    case core::RunStatus::Failed:
    case core::RunStatus::Interrupted: // a run's status, never a pair's
    case core::RunStatus::Unknown:
        break;
    }
    return LinkPairState::Failed;
}

} // namespace

LinkMatrixView::Cell LinkMatrixView::cell(int from, int to) const
{
    if (from == to)
        return {};
    if (const int forward = pairOf(from, to); forward >= 0)
        return {forward, LinkDirection::Forward};
    if (const int reverse = pairOf(to, from); reverse >= 0)
        return {reverse, LinkDirection::Reverse};
    return {};
}

int LinkMatrixView::pairOf(int client, int server) const
{
    for (qsizetype i = 0; i < pairs.size(); ++i) {
        if (pairs.at(i).client == client && pairs.at(i).server == server)
            return int(i);
    }
    return -1;
}

LinkMatrixView waitingMatrix(const QStringList &nodes)
{
    LinkMatrixView view;
    view.nodes = nodes;
    const QList<core::LinkPair> pairs = core::linkPairsFor(int(nodes.size()));
    for (const core::LinkPair &pair : pairs) {
        LinkPairView entry;
        entry.client = pair.client;
        entry.server = pair.server;
        entry.state = LinkPairState::Waiting;
        view.pairs.append(entry);
    }
    return view;
}

LinkMatrixView storedMatrix(const QStringList &nodeNames, const QList<core::StoredLinkPair> &pairs)
{
    LinkMatrixView view;
    for (const QString &name : nodeNames) {
        if (!name.isEmpty() && !view.nodes.contains(name))
            view.nodes.append(name);
    }
    const auto indexOf = [&view](const QString &name) {
        if (!view.nodes.contains(name))
            view.nodes.append(name);
        return int(view.nodes.indexOf(name));
    };
    for (const core::StoredLinkPair &stored : pairs) {
        LinkPairView entry;
        entry.client = indexOf(stored.clientName);
        entry.server = indexOf(stored.serverName);
        if (stored.status == core::RunStatus::Complete && stored.report) {
            entry.state = LinkPairState::Complete;
            entry.report = stored.report;
            entry.warnings = core::linkWarnings(*stored.report);
        } else {
            entry.state = stateOf(stored.status);
            if (entry.state == LinkPairState::Complete || entry.state == LinkPairState::Running)
                entry.state = LinkPairState::Failed; // complete without a report: nothing to show
            entry.error = core::Error{
                core::errorCodeFromName(stored.errorCode).value_or(core::ErrorCode::Unknown), stored.error};
        }
        view.pairs.append(entry);
    }
    return view;
}

void applyOutcome(LinkPairView &pair, const core::LinkPairOutcome &outcome)
{
    pair.fraction = 0;
    pair.stage.clear();
    if (outcome.report && !outcome.error) {
        pair.state = LinkPairState::Complete;
        pair.report = outcome.report;
        pair.warnings = outcome.warnings;
        pair.error.reset();
        return;
    }
    pair.report.reset();
    pair.warnings.clear();
    pair.error = outcome.error.value_or(core::Error{core::ErrorCode::Unknown, QString()});
    pair.state
        = pair.error->code == core::ErrorCode::Cancelled ? LinkPairState::Cancelled : LinkPairState::Failed;
}

const protocol::DirectionThroughput *directionThroughput(const protocol::LinkPairReport &report,
                                                         LinkDirection direction, std::uint32_t streams,
                                                         bool bothWays)
{
    if (direction != LinkDirection::Forward && direction != LinkDirection::Reverse)
        return nullptr;
    return core::phaseFigures(report.test,
                              direction == LinkDirection::Forward ? protocol::LinkMode::Forward
                                                                  : protocol::LinkMode::Reverse,
                              streams, bothWays);
}

std::optional<double> metricValue(const protocol::LinkPairReport &report, LinkDirection direction,
                                  LinkMetric metric)
{
    const protocol::LatencySummary &udp = report.test.udpLatency;
    switch (metric) {
    case LinkMetric::Throughput1:
    case LinkMetric::ThroughputP: {
        const std::uint32_t streams = metric == LinkMetric::Throughput1 ? 1 : report.settings.streams;
        if (const protocol::DirectionThroughput *side
            = directionThroughput(report, direction, streams, false))
            return side->bitsPerSecond;
        return std::nullopt;
    }
    case LinkMetric::RttP50:
        return udp.rtt ? std::optional<double>(udp.rtt->p50Us) : std::nullopt;
    case LinkMetric::RttP99:
        return udp.rtt ? std::optional<double>(udp.rtt->p99Us) : std::nullopt;
    case LinkMetric::Jitter:
        return udp.rtt ? std::optional<double>(udp.rtt->jitterUs) : std::nullopt;
    case LinkMetric::Loss:
        return udp.sent > 0 ? std::optional<double>(udp.lossPercent) : std::nullopt;
    case LinkMetric::Unknown:
        break;
    }
    return std::nullopt;
}

double badness(LinkMetric metric, double value, double referenceBitsPerSecond)
{
    switch (metric) {
    case LinkMetric::Throughput1:
    case LinkMetric::ThroughputP: {
        if (referenceBitsPerSecond <= 0)
            return 0;
        // 90 % of the reference or more is as good as it gets; 30 % or less is poor.
        const double ratio = value / referenceBitsPerSecond;
        return std::clamp((0.9 - ratio) / 0.6, 0.0, 1.0);
    }
    case LinkMetric::RttP50:
        return logScale(value, 250, 5000);
    case LinkMetric::RttP99:
        return logScale(value, 500, 10000);
    case LinkMetric::Jitter:
        return logScale(value, 20, 1000);
    case LinkMetric::Loss:
        return logScale(value, 0.01, 1);
    case LinkMetric::Unknown:
        break;
    }
    return 0;
}

} // namespace shardscope::ui
