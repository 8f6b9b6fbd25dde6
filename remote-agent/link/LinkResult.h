#pragma once

#include "remote-agent/protocol/Expected.h"

#include <string>

namespace shardscope::link {

/// Why a link measurement step failed.
enum class LinkErrorCode {
    Unknown = 0,
    InvalidArgument,     ///< an option is out of range (count, interval, payload size)
    InvalidAddress,      ///< not a numeric IPv4/IPv6 address
    AddressNotAvailable, ///< the address is not on one of this machine's interfaces
    SocketFailed,        ///< socket(), setsockopt(), eventfd() or getsockname() failed
    BindFailed,          ///< bind() failed for another reason (port in use, permission)
    SendFailed,          ///< sending failed in a way that is not a lost probe
    ReceiveFailed,       ///< receiving failed in a way that is not a lost probe
    PollFailed,          ///< poll()/ppoll() failed
    RandomFailed,        ///< the kernel's random source could not be read
    ConnectFailed,       ///< the TCP connection to the peer was refused or timed out
    PeerFailed,          ///< the peer closed, reset or stopped answering during a test
    ProtocolMismatch,    ///< the peer sent bytes that do not follow the data-plane protocol
    Cancelled,           ///< the caller's cancel flag was set
};

/// An expected failure of the link data plane: a code and an untranslated detail.
struct LinkError {
    LinkErrorCode code = LinkErrorCode::Unknown;
    std::string message; ///< names the address, port and the system's error string
};

/// A value or a LinkError.
template<typename T>
using LinkResult = protocol::Expected<T, LinkError>;

} // namespace shardscope::link
