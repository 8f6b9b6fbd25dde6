#include "core/store/RunWriter.h"

#include <QByteArray>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <csignal>

#include <sys/types.h>
#include <unistd.h>

namespace shardscope::core::store {

namespace {

QByteArray readSmallFile(const QString &path, qint64 limit = 4096)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    // /proc files report size 0: read what there is, bounded.
    return file.read(limit);
}

QString readBootId()
{
    return QString::fromLatin1(readSmallFile(QStringLiteral("/proc/sys/kernel/random/boot_id")).trimmed());
}

struct ProcStat {
    char state = '?';
    qint64 startTicks = -1;
};

/// State and start time of a process from /proc/<pid>/stat; unset when it has no entry.
std::optional<ProcStat> readProcStat(qint64 pid)
{
    const QByteArray text = readSmallFile(QStringLiteral("/proc/%1/stat").arg(pid));
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so fields count from the
    // last ')'. Field 3 (state) is the first after it, field 22 (starttime) the twentieth.
    const qsizetype close = text.lastIndexOf(')');
    if (text.isEmpty() || close < 0)
        return std::nullopt;
    const QList<QByteArray> fields = text.mid(close + 1).simplified().split(' ');
    ProcStat stat;
    if (fields.size() < 20 || fields.at(0).isEmpty())
        return stat;
    stat.state = fields.at(0).at(0);
    bool ok = false;
    const qint64 ticks = fields.at(19).toLongLong(&ok);
    stat.startTicks = ok ? ticks : -1;
    return stat;
}

} // namespace

RunWriter runWriterOf(qint64 pid)
{
    RunWriter writer;
    writer.bootId = readBootId();
    writer.pid = pid;
    if (const auto stat = readProcStat(pid))
        writer.startTicks = stat->startTicks;
    // The link's target names the namespace ("pid:[4026531836]"); Qt resolves it against the folder.
    writer.pidNamespace
        = QFileInfo(QStringLiteral("/proc/%1/ns/pid").arg(pid)).symLinkTarget().section(QLatin1Char('/'), -1);
    return writer;
}

const RunWriter &currentRunWriter()
{
    // getpid() of a fork would differ; ShardScope does not fork without exec.
    static const RunWriter writer = runWriterOf(qint64(::getpid()));
    return writer;
}

WriterState writerState(const RunWriter &writer)
{
    const RunWriter &self = currentRunWriter();
    if (writer.bootId.isEmpty() || self.bootId.isEmpty() || writer.pid <= 0)
        return WriterState::Unknown;
    // The boot id changes with every boot: no process of an earlier one runs now.
    if (writer.bootId != self.bootId)
        return WriterState::Gone;
    // Within one boot, a pid means the same process only inside the same pid namespace (a container
    // sharing the file sees other numbers).
    if (writer.pidNamespace.isEmpty() || writer.pidNamespace != self.pidNamespace)
        return WriterState::Unknown;
    const std::optional<ProcStat> stat = readProcStat(writer.pid);
    if (!stat) {
        // No /proc entry to read: gone only when the kernel says there is no such process. A
        // /proc mounted hidepid hides another user's living process, which kill() still finds
        // (EPERM); its start time is unknown, so a reused pid cannot be told apart.
        if (::kill(pid_t(writer.pid), 0) != 0 && errno == ESRCH)
            return WriterState::Gone;
        return WriterState::Unknown;
    }
    if (writer.startTicks < 0 || stat->startTicks < 0)
        return WriterState::Unknown;
    if (stat->startTicks != writer.startTicks)
        return WriterState::Gone; // the pid was reused by a later process
    // A zombie (Z) or dead (X) process has ended; only its parent has not collected it yet.
    if (stat->state == 'Z' || stat->state == 'X')
        return WriterState::Gone;
    return WriterState::Alive;
}

std::optional<qint64> bootTimeSecsSinceEpoch()
{
    const QByteArray text = readSmallFile(QStringLiteral("/proc/stat"), 1 << 20); // one line per CPU first
    for (const QByteArray &line : text.split('\n')) {
        if (!line.startsWith("btime "))
            continue;
        bool ok = false;
        const qint64 seconds = line.mid(6).trimmed().toLongLong(&ok);
        if (ok)
            return seconds;
    }
    return std::nullopt;
}

} // namespace shardscope::core::store
