#pragma once

#include <iosfwd>

namespace shardscope::agent {

/// Runs a protocol session: writes hello (capabilities, and the compute backends this node can run),
/// then answers one JSON request per line from `in` until EOF (the SSH channel or parent process
/// went away). `in` is read on the calling thread while the requests run, in order, on one worker
/// thread, so EOF is noticed during a long link_test, bench_run or serve_run. StoreEntry lines
/// (the rendezvous of a bench_run's communicator, relayed by the controller) are not requests: the
/// reading thread stores them at once, waking the running bench_run that waits for them; the
/// bench_run's own keys go out as StoreEntry lines. EOF cancels what runs (a bench_run stops
/// within a chunk of its phase and answers cancelled, a serve_run stops its requests within tens
/// of milliseconds), closes every link server and stops every telemetry sampler of the session and returns; a
/// request still running 2 s later is not waited for: the process exits with code 0. What the session holds
/// is bounded: 64 waiting requests (16 MiB), 8 link servers, 4 telemetry samplers (a thread each, so
/// telemetry_start answers at once), 16 MiB of rendezvous keys. Returns the process exit code.
int runSession(std::istream &in, std::ostream &out);

} // namespace shardscope::agent
