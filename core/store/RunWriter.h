#pragma once

#include <QString>

#include <optional>

namespace shardscope::core::store {

/// Who writes a run: enough to tell later, from another process, whether that writer still lives.
/// A pid alone is not: pids are reused, and a reboot restarts them. The boot id names the boot, the
/// start time (in clock ticks after boot, /proc/<pid>/stat field 22) the process within it, and the
/// pid namespace says whether the pid means the same process to the one that looks.
struct RunWriter {
    QString bootId;         ///< /proc/sys/kernel/random/boot_id; empty when unreadable
    qint64 pid = 0;         ///< getpid()
    qint64 startTicks = -1; ///< /proc/<pid>/stat field 22; -1 when unreadable
    QString pidNamespace;   ///< readlink /proc/self/ns/pid ("pid:[4026531836]"); empty when unreadable
};

/// The process this is, read once.
const RunWriter &currentRunWriter();
/// Process `pid` of this machine as it is now (fields left empty where /proc does not say).
RunWriter runWriterOf(qint64 pid);

enum class WriterState {
    Alive,   ///< the same process still runs: its run may still be written
    Gone,    ///< it ended (or the machine rebooted since): it will never finish its run
    Unknown, ///< cannot be told from here (another pid namespace, nothing recorded, no /proc)
};

/// Whether `writer` (as recorded with a run) still runs, seen from this process. A zombie counts as
/// gone: it can write nothing more.
WriterState writerState(const RunWriter &writer);

/// When the machine booted (/proc/stat btime), for runs recorded before writers were: one started
/// before it cannot have a living writer. Unset when unreadable.
std::optional<qint64> bootTimeSecsSinceEpoch();

} // namespace shardscope::core::store
