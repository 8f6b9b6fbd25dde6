#include "core/analysis/LinkWarnings.h"
#include "core/SafeText.h"

#include "core/analysis/LinkFigures.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace shardscope::core {

namespace {

// The thresholds of the issue, in one place.
constexpr double kMinFractionOfLinkSpeed = 0.8; // single-stream throughput vs negotiated speed
constexpr double kMaxLossPercent = 0.1;         // UDP echo loss
constexpr double kMaxJitterUs = 1000;           // RFC 3550 jitter of the UDP echo
constexpr double kMaxAsymmetry = 0.2;           // |forward - reverse| / max(forward, reverse)
constexpr double kMaxBloatFactor = 5;           // loaded p50 RTT vs idle p50 RTT

/// "0.52 Gbit/s", "187 Mbit/s", "3.20 Mbit/s": enough digits to compare with a threshold.
QString bitsText(double bitsPerSecond)
{
    if (bitsPerSecond >= 1e9)
        return QStringLiteral("%1 Gbit/s").arg(bitsPerSecond / 1e9, 0, 'f', 2);
    if (bitsPerSecond >= 10e6)
        return QStringLiteral("%1 Mbit/s").arg(bitsPerSecond / 1e6, 0, 'f', 0);
    return QStringLiteral("%1 Mbit/s").arg(bitsPerSecond / 1e6, 0, 'f', 2);
}

/// "850 µs", "12.35 ms".
QString durationText(double microseconds)
{
    if (microseconds < 1000)
        return QStringLiteral("%1 µs").arg(microseconds, 0, 'f', 0);
    return QStringLiteral("%1 ms").arg(microseconds / 1000, 0, 'f', 2);
}

QString percentText(double percent)
{
    return QStringLiteral("%1 %").arg(percent, 0, 'f', percent < 1 ? 2 : 1);
}

QString directionName(protocol::LinkMode mode)
{
    return qs(protocol::toString(mode));
}

void checkLinkSpeed(const protocol::LinkPairReport &report, QList<LinkWarning> &warnings)
{
    const std::optional<std::int64_t> speedMbps = negotiatedMbps(report);
    if (!speedMbps)
        return;
    const double speedBitsPerSecond = double(*speedMbps) * 1e6;
    for (protocol::LinkMode mode : {protocol::LinkMode::Forward, protocol::LinkMode::Reverse}) {
        const protocol::DirectionThroughput *measured = phaseFigures(report.test, mode, 1);
        if (!measured || measured->bitsPerSecond >= kMinFractionOfLinkSpeed * speedBitsPerSecond)
            continue;
        warnings.append(LinkWarning{
            LinkWarningCode::BelowLinkSpeed, directionName(mode),
            QStringLiteral("%1 single-stream throughput %2 is %3 % of the negotiated %4 Mbit/s (below %5 %)")
                .arg(directionName(mode), bitsText(measured->bitsPerSecond),
                     QString::number(measured->bitsPerSecond / speedBitsPerSecond * 100, 'f', 0),
                     QString::number(*speedMbps), QString::number(kMinFractionOfLinkSpeed * 100, 'f', 0))});
    }
}

void checkLossAndJitter(const protocol::LinkPairReport &report, QList<LinkWarning> &warnings)
{
    const protocol::LatencySummary &udp = report.test.udpLatency;
    if (udp.sent > 0 && udp.lossPercent > kMaxLossPercent)
        warnings.append(LinkWarning{LinkWarningCode::Loss, QString(),
                                    QStringLiteral("UDP loss %1 (%2 of %3 probes lost) is above %4")
                                        .arg(percentText(udp.lossPercent),
                                             QString::number(udp.sent - std::min(udp.received, udp.sent)),
                                             QString::number(udp.sent), percentText(kMaxLossPercent))});
    if (udp.rtt && udp.rtt->jitterUs > kMaxJitterUs)
        warnings.append(LinkWarning{LinkWarningCode::Jitter, QString(),
                                    QStringLiteral("UDP jitter %1 is above %2")
                                        .arg(durationText(udp.rtt->jitterUs), durationText(kMaxJitterUs))});
}

void checkAsymmetry(const protocol::LinkPairReport &report, QList<LinkWarning> &warnings)
{
    const protocol::DirectionThroughput *forward = phaseFigures(report.test, protocol::LinkMode::Forward, 1);
    const protocol::DirectionThroughput *reverse = phaseFigures(report.test, protocol::LinkMode::Reverse, 1);
    if (!forward || !reverse)
        return;
    const double larger = std::max(forward->bitsPerSecond, reverse->bitsPerSecond);
    if (larger <= 0)
        return;
    const double difference = std::abs(forward->bitsPerSecond - reverse->bitsPerSecond) / larger;
    if (difference <= kMaxAsymmetry)
        return;
    warnings.append(LinkWarning{
        LinkWarningCode::Asymmetric, QString(),
        QStringLiteral("forward single-stream throughput %1 and reverse %2 differ by %3 % (more than %4 %)")
            .arg(bitsText(forward->bitsPerSecond), bitsText(reverse->bitsPerSecond),
                 QString::number(difference * 100, 'f', 0), QString::number(kMaxAsymmetry * 100, 'f', 0))});
}

void checkMtu(const protocol::LinkPairReport &report, QList<LinkWarning> &warnings)
{
    const auto &server = report.serve.interfaceBefore;
    const auto &client = report.test.interfaceBefore;
    const std::optional<int> clientMtu = client ? client->mtu : std::nullopt;
    const std::optional<int> serverMtu = server ? server->mtu : std::nullopt;
    if (clientMtu && serverMtu && *clientMtu != *serverMtu)
        warnings.append(LinkWarning{
            LinkWarningCode::MtuMismatch, QString(),
            QStringLiteral("the client's interface %1 has MTU %2 bytes, the server's %3 has %4 bytes")
                .arg(qs(client->name), QString::number(*clientMtu), qs(server->name),
                     QString::number(*serverMtu))});
    std::optional<int> smallerMtu;
    for (const std::optional<int> &mtu : {clientMtu, serverMtu})
        if (mtu && (!smallerMtu || *mtu < *smallerMtu))
            smallerMtu = mtu;
    if (report.test.pathMtu && smallerMtu && report.test.pathMtu->packetBytes < std::uint32_t(*smallerMtu))
        warnings.append(LinkWarning{
            LinkWarningCode::MtuMismatch, QString(),
            QStringLiteral(
                "the path carries packets of at most %1 bytes, less than the interfaces' MTU of %2 "
                "bytes: something between the nodes has a smaller MTU")
                .arg(QString::number(report.test.pathMtu->packetBytes), QString::number(*smallerMtu))});
}

void checkWireless(const protocol::LinkPairReport &report, QList<LinkWarning> &warnings)
{
    const std::pair<const char *, const std::optional<protocol::NicInfo> *> ends[]
        = {{"client", &report.test.interfaceBefore}, {"server", &report.serve.interfaceBefore}};
    for (const auto &[end, nic] : ends) {
        if (*nic && (*nic)->wireless)
            warnings.append(LinkWarning{
                LinkWarningCode::Wireless, QString(),
                QStringLiteral(
                    "the %1's interface %2 is Wi-Fi: its throughput and latency vary with the radio")
                    .arg(QLatin1String(end), qs((*nic)->name))});
    }
}

void checkBufferbloat(const protocol::LinkPairReport &report, QList<LinkWarning> &warnings)
{
    const auto &idle = report.test.udpLatency.rtt;
    if (!idle || idle->p50Us <= 0)
        return;
    for (const protocol::LoadedLatency &loaded : report.test.loadedLatency) {
        if (!loaded.latency.rtt || loaded.latency.rtt->p50Us <= kMaxBloatFactor * idle->p50Us)
            continue;
        const QString direction = directionName(loaded.mode);
        warnings.append(LinkWarning{
            LinkWarningCode::Bufferbloat, direction,
            QStringLiteral("with %1 traffic the median round trip is %2, %3× the idle %4 (more than %5×)")
                .arg(direction, durationText(loaded.latency.rtt->p50Us),
                     QString::number(loaded.latency.rtt->p50Us / idle->p50Us, 'f', 1),
                     durationText(idle->p50Us), QString::number(kMaxBloatFactor, 'f', 0))});
    }
}

/// "rx_dropped +12" for each counter that grew between before and after.
QStringList counterIncreases(const protocol::NicInfo &before, const protocol::NicInfo &after)
{
    using Counter = std::optional<std::uint64_t> protocol::NicInfo::*;
    const std::pair<const char *, Counter> counters[] = {{"rx_errors", &protocol::NicInfo::rxErrors},
                                                         {"tx_errors", &protocol::NicInfo::txErrors},
                                                         {"rx_dropped", &protocol::NicInfo::rxDropped},
                                                         {"tx_dropped", &protocol::NicInfo::txDropped}};
    QStringList increases;
    for (const auto &[name, counter] : counters) {
        const std::optional<std::uint64_t> &from = before.*counter;
        const std::optional<std::uint64_t> &to = after.*counter;
        if (from && to && *to > *from)
            increases << QStringLiteral("%1 +%2").arg(QLatin1String(name), QString::number(*to - *from));
    }
    return increases;
}

void checkInterfaceCounters(const protocol::LinkPairReport &report, QList<LinkWarning> &warnings)
{
    struct End {
        const char *name;
        const std::optional<protocol::NicInfo> &before;
        const std::optional<protocol::NicInfo> &after;
    };
    const End ends[] = {{"client", report.test.interfaceBefore, report.test.interfaceAfter},
                        {"server", report.serve.interfaceBefore, report.stop.interfaceAfter}};
    for (const End &end : ends) {
        // Counters of two different interfaces say nothing about each other.
        if (!end.before || !end.after || end.before->name != end.after->name)
            continue;
        const QStringList increases = counterIncreases(*end.before, *end.after);
        if (increases.isEmpty())
            continue;
        warnings.append(LinkWarning{
            LinkWarningCode::InterfaceErrors, QString(),
            QStringLiteral("the %1's interface %2 counted %3 during the test")
                .arg(QLatin1String(end.name), qs(end.before->name), increases.join(QStringLiteral(", ")))});
    }
}

} // namespace

QList<LinkWarning> linkWarnings(const protocol::LinkPairReport &report)
{
    if (report.test.sameHost)
        // Loopback figures would trip or pass every other check by accident: they say nothing.
        return {LinkWarning{LinkWarningCode::SameHost, QString(),
                            QStringLiteral("client and server share one network stack (%1): the traffic "
                                           "never left the machine, so these are not network figures")
                                .arg(qs(report.test.clientStackId.empty() ? report.test.serverStackId
                                                                          : report.test.clientStackId))}};
    QList<LinkWarning> warnings;
    checkLinkSpeed(report, warnings);
    checkLossAndJitter(report, warnings);
    checkAsymmetry(report, warnings);
    checkMtu(report, warnings);
    checkWireless(report, warnings);
    checkBufferbloat(report, warnings);
    checkInterfaceCounters(report, warnings);
    return warnings;
}

QString linkWarningCodeName(LinkWarningCode code)
{
    switch (code) {
    case LinkWarningCode::SameHost:
        return QStringLiteral("same_host");
    case LinkWarningCode::BelowLinkSpeed:
        return QStringLiteral("below_link_speed");
    case LinkWarningCode::Loss:
        return QStringLiteral("loss");
    case LinkWarningCode::Jitter:
        return QStringLiteral("jitter");
    case LinkWarningCode::Asymmetric:
        return QStringLiteral("asymmetric");
    case LinkWarningCode::MtuMismatch:
        return QStringLiteral("mtu_mismatch");
    case LinkWarningCode::Wireless:
        return QStringLiteral("wireless");
    case LinkWarningCode::Bufferbloat:
        return QStringLiteral("bufferbloat");
    case LinkWarningCode::InterfaceErrors:
        return QStringLiteral("interface_errors");
    case LinkWarningCode::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

} // namespace shardscope::core
