#pragma once

#include <iosfwd>

namespace shardscope::agent {

/// Runs a protocol session: writes hello, then answers one JSON request per line from `in` until
/// EOF (the SSH channel or parent process went away) or the maximum lifetime passes.
/// Returns the process exit code.
int runSession(std::istream &in, std::ostream &out);

} // namespace shardscope::agent
