#pragma once

#include "remote-agent/protocol/Link.h"

#include <QList>
#include <QString>

namespace shardscope::core {

/// Something about a measured link the user should know, with a stable code.
enum class LinkWarningCode {
    Unknown = 0,
    SameHost,        ///< both ends in one network stack: not a network figure at all
    BelowLinkSpeed,  ///< single-stream throughput below 80 % of the negotiated speed
    Loss,            ///< UDP loss above 0.1 %
    Jitter,          ///< UDP jitter (RFC 3550) above 1 ms
    Asymmetric,      ///< forward and reverse throughput differ by more than 20 %
    MtuMismatch,     ///< interface MTUs differ, or the path MTU is below an interface's MTU
    Wireless,        ///< an end's interface is Wi-Fi
    Bufferbloat,     ///< p50 RTT under load more than 5× the idle p50
    InterfaceErrors, ///< an interface counted errors or drops during the test
};

/// One warning: its code and an untranslated reason with the numbers, e.g.
/// "forward single-stream throughput 0.52 Gbit/s is 52 % of the negotiated 1000 Mbit/s".
struct LinkWarning {
    LinkWarningCode code = LinkWarningCode::Unknown;
    QString direction; ///< "forward", "reverse" or empty when it concerns the pair
    QString detail;
    bool operator==(const LinkWarning &) const = default;
};

/// The thresholds above, applied to one measured pair. A same-host pair gets SameHost only.
QList<LinkWarning> linkWarnings(const protocol::LinkPairReport &report);

/// Stable snake_case name ("below_link_speed") for JSON and logs.
QString linkWarningCodeName(LinkWarningCode code);

} // namespace shardscope::core
