#pragma once

#include <iosfwd>

namespace shardscope::agent {

/// Runs a protocol session: writes hello, then answers one JSON request per line from `in` until
/// EOF (the SSH channel or parent process went away). `in` is read on the calling thread while the
/// requests run, in order, on one worker thread, so EOF is noticed during a long link_test: it
/// cancels that test, closes every link server of the session and returns.
/// Returns the process exit code.
int runSession(std::istream &in, std::ostream &out);

} // namespace shardscope::agent
