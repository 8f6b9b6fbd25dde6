#pragma once

#include "core/model/Host.h"

#include <QString>

namespace shardscope::core {

/// The first thing wrong with a node record, in the order of its fields; None when it is usable.
/// The UI turns each into a translated sentence, the CLI prints hostProblemText().
enum class HostProblem {
    None = 0,           ///< nothing wrong
    NameEmpty,          ///< no name
    NameTooLong,        ///< more than 64 characters
    NameHasControl,     ///< a line break, tab, terminal escape or other control character in the name
    NameHasComma,       ///< a ',' in the name: bench --split-over separates names with it
    NameReserved,       ///< a remote node named like localHostName() (in any letter case)
    AddressEmpty,       ///< no address
    AddressHasSpace,    ///< a space or control character in the address
    AddressHasUser,     ///< "user@host" in the address: the user goes into HostRecord::user
    AddressHasPort,     ///< "host:22" or "[v6]" in the address: the port goes into HostRecord::port
    AddressInvalid,     ///< neither a host name, an IPv4 address nor a plain IPv6 address
    PortInvalid,        ///< not 1 to 65535
    UserInvalid,        ///< not a user name (letters, digits, . _ - and a final $; no leading - or .)
    IdentityHasControl, ///< a control character in the identity file's path
    InterfaceInvalid,   ///< not a Linux interface name (1 to 15 characters, no /, :, spaces or controls)
};

/// Checks what can be told from the record alone (every text field is free of control characters,
/// core::hasControlCharacters, as everything the user types is shown again on a terminal or in a table):
/// whether the name is taken and whether the identity file exists are for the caller, which knows the other
/// nodes and the file system. The local machine (isLocal) is reached without SSH: its address, port and user
/// are not checked.
[[nodiscard]] HostProblem hostRecordProblem(const HostRecord &record);

/// An untranslated clause for logs and the CLI ("the address must not contain spaces"); empty for
/// None.
QString hostProblemText(HostProblem problem);

} // namespace shardscope::core
