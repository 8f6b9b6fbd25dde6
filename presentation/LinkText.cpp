#include "presentation/LinkText.h"

#include "presentation/AnalysisText.h"
#include "presentation/Units.h"

#include "core/analysis/LinkFigures.h"
#include "presentation/ErrorText.h"
#include "presentation/NodeText.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace shardscope::presentation {

namespace {

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString withDetail(const QString &text, const QString &detail)
{
    return detail.isEmpty() ? text : text + QLatin1Char(' ') + LinkText::tr("(Details: %1)").arg(detail);
}

} // namespace

namespace {

/// The link's rate words; below 1 kbit/s (LinkText has no word of its own) the analysis's.
Units::RateWords rateWords()
{
    return {LinkText::tr("%1 Gbit/s"), LinkText::tr("%1 Mbit/s"), LinkText::tr("%1 kbit/s"),
            AnalysisText::tr("%1 bit/s")};
}

} // namespace

QString LinkText::bitsPerSecond(double bitsPerSecond)
{
    return Units::bitsPerSecond(bitsPerSecond, rateWords());
}

QString LinkText::linkSpeed(std::int64_t megabitsPerSecond)
{
    return Units::linkSpeed(megabitsPerSecond, rateWords());
}

QString LinkText::roundTrip(double microseconds)
{
    // From a second up in seconds, as the analysis writes it (LinkText has no word for seconds).
    return Units::milliseconds(microseconds / 1000.0, tr("%1 ms"), AnalysisText::tr("%1 s"));
}

QString LinkText::percent(double percent)
{
    if (percent == 0)
        return tr("%1 %").arg(number(0, 0));
    const int decimals = percent < 0.1 ? 3 : percent < 10 ? 2 : 1;
    return tr("%1 %").arg(number(percent, decimals));
}

QString LinkText::direction(const QString &from, const QString &to)
{
    return tr("%1 → %2").arg(from, to);
}

QString LinkText::pair(const QString &client, const QString &server)
{
    return tr("%1 ↔ %2").arg(client, server);
}

QString LinkText::stage(const QString &stage, const QString &client, const QString &server)
{
    const QStringList parts = stage.split(QLatin1Char('_'));
    const QString mode = parts.value(parts.size() - 1);
    const auto towards = [&](const QString &way) {
        return way == QLatin1String("reverse") ? direction(server, client) : direction(client, server);
    };
    if (stage == QLatin1String("starting_server"))
        return tr("starting the test server on %1").arg(server);
    if (stage == QLatin1String("udp_latency"))
        return tr("measuring round trips (UDP probes)");
    if (stage == QLatin1String("tcp_latency"))
        return tr("measuring request/response round trips (TCP)");
    if (stage == QLatin1String("path_mtu"))
        return tr("finding the largest packet that gets through (path MTU)");
    if (stage.startsWith(QLatin1String("interface")))
        return tr("reading the network interfaces");
    if (parts.size() == 3 && parts.at(0) == QLatin1String("throughput")) {
        const QString way = parts.at(1);
        const QString streams
            = parts.at(2) == QLatin1String("1") ? tr("1 stream") : tr("%1 streams").arg(parts.at(2));
        if (way == QLatin1String("bidirectional"))
            return tr("measuring throughput both ways at once, %1").arg(streams);
        return tr("measuring throughput %1, %2").arg(towards(way), streams);
    }
    if (stage.startsWith(QLatin1String("loaded_latency")))
        return tr("measuring round trips while %1 is busy").arg(towards(mode));
    return tr("measuring (%1)").arg(NodeText::untrustedLine(stage, 60));
}

QString LinkText::pairProgress(const QString &client, const QString &server, const QString &stageName,
                               double fraction)
{
    const int percentDone = int(std::lround(std::clamp(fraction, 0.0, 1.0) * 100));
    return tr("%1: %2, %3 %").arg(pair(client, server), stage(stageName, client, server)).arg(percentDone);
}

QString LinkText::warningMeaning(core::LinkWarningCode code)
{
    switch (code) {
    case core::LinkWarningCode::SameHost:
        return tr("Both ends are the same machine (one network stack): the traffic never left it, so these "
                  "figures say nothing about your network.");
    case core::LinkWarningCode::BelowLinkSpeed:
        return tr("One stream reaches less than 80 % of the speed the network cards negotiated.");
    case core::LinkWarningCode::Loss:
        return tr("More than 0.1 % of the probes were lost.");
    case core::LinkWarningCode::Jitter:
        return tr("The round trip varies by more than 1 ms from probe to probe.");
    case core::LinkWarningCode::Asymmetric:
        return tr("One direction is more than 20 % slower than the other.");
    case core::LinkWarningCode::MtuMismatch:
        return tr("The packet size (MTU) is not the same along the path.");
    case core::LinkWarningCode::Wireless:
        return tr("One end uses Wi-Fi.");
    case core::LinkWarningCode::Bufferbloat:
        return tr("Under load, round trips grow to more than five times the idle value (bufferbloat): "
                  "something on the path queues too much.");
    case core::LinkWarningCode::InterfaceErrors:
        return tr("A network interface counted errors or dropped packets during the test.");
    case core::LinkWarningCode::Unknown:
        break;
    }
    return tr("Something about this link looks unusual.");
}

QString LinkText::whatToCheck(core::LinkWarningCode code)
{
    switch (code) {
    case core::LinkWarningCode::SameHost:
        return tr("Check the addresses: two entries may point at the same computer, or a machine's cluster "
                  "interface may be loopback. Give each machine its own address on the cluster interface.");
    case core::LinkWarningCode::BelowLinkSpeed:
        return tr("Check the cable (Cat 5e or better, undamaged), the switch port, that both ends run full "
                  "duplex, power saving (EEE) on the network cards, and whether one busy CPU core limits a "
                  "single stream (compare with the parallel-stream figure).");
    case core::LinkWarningCode::Loss:
        return tr("Check the cable and its plugs, the error counters of the switch port, the Wi-Fi signal, "
                  "and whether a switch or router on the way is overloaded.");
    case core::LinkWarningCode::Jitter:
        return tr(
            "Check for Wi-Fi (use a cable), power saving on the network cards, other traffic on the same "
            "link, and the QoS settings of the switch.");
    case core::LinkWarningCode::Asymmetric:
        return tr("Check speed and duplex on both ends (ethtool), the cable (one faulty wire pair slows one "
                  "direction), and whether one machine's CPU or network card settings limit sending.");
    case core::LinkWarningCode::MtuMismatch:
        return tr(
            "Check the MTU settings: set the same MTU on both interfaces and on the switch (jumbo frames "
            "everywhere or nowhere).");
    case core::LinkWarningCode::Wireless:
        return tr("Wi-Fi adds delay and jitter and shares air time with everything else: use a wired "
                  "connection between machines that split a model.");
    case core::LinkWarningCode::Bufferbloat:
        return tr("Check the queue settings: turn on smart queue management (fq_codel or cake, often called "
                  "QoS or SQM) on routers on the way, or connect the machines through a plain switch instead "
                  "of a router.");
    case core::LinkWarningCode::InterfaceErrors:
        return tr("Check the cable, the switch port, a duplex mismatch and the network card's driver; "
                  "\"ip -s link\" on the machine shows the counters.");
    case core::LinkWarningCode::Unknown:
        break;
    }
    return {};
}

QString LinkText::warning(const core::LinkWarning &warning, const QString &from, const QString &to)
{
    QString subject;
    if (warning.direction == QLatin1String("forward"))
        subject = direction(from, to) + QStringLiteral(": ");
    else if (warning.direction == QLatin1String("reverse"))
        subject = direction(to, from) + QStringLiteral(": ");
    QString text = subject + warningMeaning(warning.code);
    if (!warning.detail.isEmpty())
        text += QLatin1Char(' ') + tr("(Measured: %1)").arg(NodeText::untrustedLine(warning.detail));
    const QString check = whatToCheck(warning.code);
    if (!check.isEmpty())
        text += QLatin1Char(' ') + check;
    return text;
}

QString LinkText::pairError(const core::Error &error, const QString &client, const QString &server)
{
    const QString who = pair(client, server);
    const QString detail = NodeText::untrustedLine(error.detail);
    switch (error.code) {
    case core::ErrorCode::Cancelled:
        return tr("%1: stopped before it finished. Click Run to measure it again.").arg(who);
    case core::ErrorCode::AgentTimeout:
        return withDetail(tr("%1: the test did not finish in time. A firewall on %2 may block the test "
                             "(ShardScope uses random high TCP and UDP ports on the cluster interface), or a "
                             "machine was very busy.")
                              .arg(who, server),
                          detail);
    case core::ErrorCode::AgentError:
        return withDetail(
            tr("%1: the agent reported an error. Check that %2 reaches %3 at its cluster address "
               "(firewall, routes, the right interface chosen).")
                .arg(who, client, server),
            detail);
    case core::ErrorCode::AgentCrashed:
        return withDetail(tr("%1: an agent stopped unexpectedly during the test. Run it again; if it keeps "
                             "happening, please report it with this message.")
                              .arg(who),
                          detail);
    case core::ErrorCode::ProtocolError:
        return withDetail(tr("%1: an agent's answer could not be read. Deploy the agent again so that every "
                             "machine runs the same version.")
                              .arg(who),
                          detail);
    default:
        break;
    }
    return withDetail(tr("%1: not measured: %2.").arg(who, ErrorText::nodeErrorSummary(error)), detail);
}

QString LinkText::suitability(double roundTripUs, double bitsPerSecond)
{
    if (roundTripUs <= 150 && bitsPerSecond >= 9e9)
        return tr("fast enough to try tensor parallelism, which exchanges data at every layer");
    if (roundTripUs <= 1000 && bitsPerSecond >= 0.7e9)
        return tr("good for splitting a model with pipeline parallelism; tensor parallelism would wait on "
                  "this link at every layer");
    if (roundTripUs <= 5000 && bitsPerSecond >= 0.1e9)
        return tr(
            "usable for pipeline parallelism at some cost per token; independent copies of the model on "
            "each machine avoid the link");
    return tr("slow for splitting a model across it: independent copies of the model on each machine suit it "
              "better");
}

} // namespace shardscope::presentation
