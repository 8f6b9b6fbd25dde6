#include "ui/LinkMetricText.h"

#include "presentation/LinkText.h"
#include "presentation/Units.h"

#include "core/analysis/LinkFigures.h"

namespace shardscope::ui {

using presentation::Units::number;

QString LinkMetricText::metricName(LinkMetric metric, std::uint32_t streams)
{
    switch (metric) {
    case LinkMetric::Throughput1:
        return tr("Throughput, 1 stream");
    case LinkMetric::ThroughputP:
        return streams == 1 ? tr("Throughput, 1 stream") : tr("Throughput, %1 streams").arg(streams);
    case LinkMetric::RttP50:
        return tr("Round trip, median (p50)");
    case LinkMetric::RttP99:
        return tr("Round trip, 99th percentile (p99)");
    case LinkMetric::Jitter:
        return tr("Jitter (RFC 3550)");
    case LinkMetric::Loss:
        return tr("Loss");
    case LinkMetric::Unknown:
        break;
    }
    return {};
}

QString LinkMetricText::metricDescription(LinkMetric metric)
{
    switch (metric) {
    case LinkMetric::Throughput1:
        return tr("Data per second that arrived over one TCP connection in this direction alone. One "
                  "stream is what a single transfer between two inference processes gets.");
    case LinkMetric::ThroughputP:
        return tr("Data per second that arrived over several parallel TCP connections in this direction "
                  "alone: what the link carries when one stream is not enough to fill it.");
    case LinkMetric::RttP50:
        return tr("Half of the small UDP probes came back faster than this, with the link otherwise idle. "
                  "Both directions of a pair share one round trip.");
    case LinkMetric::RttP99:
        return tr("99 of 100 small UDP probes came back faster than this, with the link otherwise idle: the "
                  "slow outliers that make one token of many late.");
    case LinkMetric::Jitter:
        return tr("How much the round trip varies from one probe to the next (RFC 3550 interarrival "
                  "jitter), with the link otherwise idle.");
    case LinkMetric::Loss:
        return tr("Share of the small UDP probes that never came back.");
    case LinkMetric::Unknown:
        break;
    }
    return {};
}

QString LinkMetricText::colourScale(LinkMetric metric)
{
    switch (metric) {
    case LinkMetric::Throughput1:
    case LinkMetric::ThroughputP:
        return tr("Green: 90 % or more of the negotiated link speed (or of the fastest pair, where the speed "
                  "is not known); red: 30 % or less.");
    case LinkMetric::RttP50:
        return tr("Green: 0.25 ms or less; red: 5 ms or more.");
    case LinkMetric::RttP99:
        return tr("Green: 0.5 ms or less; red: 10 ms or more.");
    case LinkMetric::Jitter:
        return tr("Green: 0.02 ms or less; red: 1 ms or more.");
    case LinkMetric::Loss:
        return tr("Green: no loss (0.01 % or less); red: 1 % or more.");
    case LinkMetric::Unknown:
        break;
    }
    return {};
}

QString LinkMetricText::metricValue(LinkMetric metric, double value)
{
    switch (metric) {
    case LinkMetric::Throughput1:
    case LinkMetric::ThroughputP:
        return presentation::LinkText::bitsPerSecond(value);
    case LinkMetric::RttP50:
    case LinkMetric::RttP99:
    case LinkMetric::Jitter:
        return presentation::LinkText::roundTrip(value);
    case LinkMetric::Loss:
        return presentation::LinkText::percent(value);
    case LinkMetric::Unknown:
        break;
    }
    return {};
}

QString LinkMetricText::summary(const protocol::LinkPairReport &report, LinkDirection way,
                                const QString &from, const QString &to)
{
    const QString who = presentation::LinkText::direction(from, to);
    if (report.test.sameHost)
        return tr("%1: both ends are in the same network stack, so these figures are not a network "
                  "measurement "
                  "and say nothing about a link between two machines.")
            .arg(who);
    const std::optional<double> single = ui::metricValue(report, way, LinkMetric::Throughput1);
    const std::optional<double> rtt = ui::metricValue(report, way, LinkMetric::RttP50);
    if (!single || !rtt)
        return tr("%1: this test has no throughput or round-trip figure.").arg(who);
    const QString use = presentation::LinkText::suitability(*rtt, *single);
    if (const std::optional<std::int64_t> speed = core::negotiatedMbps(report)) {
        const double share = *single / (double(*speed) * 1e6) * 100.0;
        if (share > 105)
            return tr("%1: %2 on one stream (more than the %3 the interfaces report: a virtual link, or the "
                      "reported "
                      "speed is wrong), %4 round trip: %5.")
                .arg(who, presentation::LinkText::bitsPerSecond(*single),
                     presentation::LinkText::linkSpeed(*speed), presentation::LinkText::roundTrip(*rtt), use);
        return tr("%1: %2 on one stream (%3 % of the %4 link), %5 round trip: %6.")
            .arg(who, presentation::LinkText::bitsPerSecond(*single), number(share, 0),
                 presentation::LinkText::linkSpeed(*speed), presentation::LinkText::roundTrip(*rtt), use);
    }
    return tr("%1: %2 on one stream, %3 round trip: %4.")
        .arg(who, presentation::LinkText::bitsPerSecond(*single), presentation::LinkText::roundTrip(*rtt),
             use);
}

} // namespace shardscope::ui
