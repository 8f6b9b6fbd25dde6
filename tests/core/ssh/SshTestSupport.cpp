#include "SshTestSupport.h"
#include "core/SafeText.h"

#include <QDir>
#include <QFile>

#include <thread>

#include <sys/stat.h>

namespace shardscope::sshtest {

std::string text(const core::Error &error)
{
    return (core::errorCodeName(error.code) + QStringLiteral(": ") + error.detail).toStdString();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

ino_t netnsInode(const QString &path)
{
    struct stat info {
    };
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_ino : 0;
}

QList<int> processesInNamespace(const QStringList &argv, ino_t netns)
{
    QByteArray expected;
    for (const QString &argument : argv)
        expected += QFile::encodeName(argument) + '\0';
    QList<int> pids;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool numeric = false;
        const int pid = entry.toInt(&numeric);
        if (!numeric)
            continue;
        // A process may exit while we look: an unreadable cmdline just doesn't match.
        if (readFile(QStringLiteral("/proc/%1/cmdline").arg(pid)) != expected)
            continue;
        if (netnsInode(QStringLiteral("/proc/%1/ns/net").arg(pid)) == netns)
            pids.append(pid);
    }
    return pids;
}

std::chrono::milliseconds waitUntilGone(const QStringList &argv, ino_t netns, std::chrono::milliseconds limit)
{
    const auto started = std::chrono::steady_clock::now();
    for (;;) {
        const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now() - started);
        if (processesInNamespace(argv, netns).isEmpty() || elapsed >= limit)
            return elapsed;
        std::this_thread::sleep_for(std::chrono::milliseconds(20)); // polling interval, not synchronisation
    }
}

void SshTestbedTest::SetUp()
{
    if (const std::string reason = testbed::Testbed::unavailableReason(); !reason.empty())
        GTEST_SKIP() << reason;
    ASSERT_TRUE(m_dir.isValid());
    qunsetenv("SSH_AUTH_SOCK");
    m_testbed = std::make_unique<testbed::Testbed>(testbedOptions());
    const testbed::TestbedStatus started = m_testbed->start();
    ASSERT_TRUE(started.ok()) << started.message;
    const testbed::TestbedStatus written = m_testbed->writeKnownHosts();
    ASSERT_TRUE(written.ok()) << written.message;
}

core::SshParameters SshTestbedTest::parameters(int i) const
{
    const testbed::TestbedNode &node = m_testbed->nodes().at(std::size_t(i));
    core::SshParameters parameters;
    parameters.host = qs(node.address);
    parameters.port = node.sshPort;
    parameters.user = QStringLiteral("root");
    parameters.identityFile = qs(m_testbed->userKeyPath());
    parameters.knownHostsFile = qs(m_testbed->knownHostsPath());
    parameters.config = core::SshConfigUse::Ignore;
    parameters.hostKeyPolicy = core::HostKeyPolicy::Strict;
    return parameters;
}

ino_t SshTestbedTest::nodeNetns(int i) const
{
    return netnsInode(QStringLiteral("/run/netns/") + qs(m_testbed->nodes().at(std::size_t(i)).netns));
}

QByteArray SshTestbedTest::hostKey(int i) const
{
    // "[address]:port type key": everything after the host field.
    const QByteArray line = QByteArray::fromStdString(m_testbed->knownHostsLine(i)).trimmed();
    const QList<QByteArray> fields = line.split(' ');
    return fields.size() >= 3 ? fields.at(1) + ' ' + fields.at(2) : QByteArray();
}

bool SshTestbedTest::writeKnownHosts(const QString &path, const QList<QByteArray> &lines)
{
    QByteArray bytes;
    for (const QByteArray &line : lines)
        bytes += line + '\n';
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

std::unique_ptr<core::SshSession> SshTestbedTest::connectOrFail(int i) const
{
    auto session = core::SshSession::connect(parameters(i));
    if (!session) {
        ADD_FAILURE() << "connecting to node " << i << ": " << text(session.error());
        return nullptr;
    }
    return std::move(session).value();
}

} // namespace shardscope::sshtest
