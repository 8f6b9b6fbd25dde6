#pragma once

#include <string>
#include <string_view>

namespace shardscope::protocol {

// Text that came from a node, a file or a user and is about to be shown: on a terminal, in a table,
// a tooltip or a PDF. A node is untrusted: its host name or CPU model may carry terminal escape
// sequences, newlines that forge a row, or bidirectional overrides that reorder what is read.

/// `text` as valid UTF-8 with nothing that moves a cursor or changes how the rest reads: tab, line
/// feed and carriage return become a space; every other C0 control, DEL, C1 control and Unicode
/// direction or line control (U+061C, U+200E/F, U+2028/9, U+202A–E, U+2066–9) and every byte that
/// is not valid UTF-8 becomes U+FFFD. Everything else, any script, is kept.
std::string safeText(std::string_view text);

/// Whether safeText would change `text`: what a name that the user types may not hold.
bool hasControlCharacters(std::string_view text);

} // namespace shardscope::protocol
