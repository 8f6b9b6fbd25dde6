#pragma once

#include "Testbed.h"
#include "core/SafeText.h"
#include "core/ssh/SshSession.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <chrono>
#include <sys/types.h>

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace shardscope::sshtest {

/// "code: detail" of an error, for assertion messages.
std::string text(const core::Error &error);

using core::qs;

/// A file's content; empty when it cannot be read.
QByteArray readFile(const QString &path);

/// Inode of a network namespace file (/run/netns/NAME or /proc/PID/ns/net); 0 when unreadable.
ino_t netnsInode(const QString &path);

/// Pids of processes whose argv is exactly `argv` and that live in the network namespace netns.
/// The namespace tells a node's processes apart from those of tests running in parallel (ctest -j).
QList<int> processesInNamespace(const QStringList &argv, ino_t netns);

/// Polls /proc until no such process is left or limit passed; returns how long that took.
std::chrono::milliseconds waitUntilGone(const QStringList &argv, ino_t netns,
                                        std::chrono::milliseconds limit);

/// A started 4-node testbed with a correct known_hosts file, SSH_AUTH_SOCK unset so that no
/// ssh-agent of the user takes part, and a temp dir of the test's own. Skips when not root.
class SshTestbedTest : public ::testing::Test
{
protected:
    void SetUp() override;
    /// The testbed a suite wants: 4 nodes sharing this machine's host name, unless it says otherwise.
    virtual testbed::TestbedOptions testbedOptions() const { return {}; }

    /// Parameters for root on node i with the testbed's user key, known_hosts and no ~/.ssh/config.
    core::SshParameters parameters(int i) const;
    /// Connects to node i; fails the test (and returns null) when that does not work.
    std::unique_ptr<core::SshSession> connectOrFail(int i) const;
    /// The network namespace of node i (see netnsInode).
    ino_t nodeNetns(int i) const;
    /// "ssh-ed25519 AAAA…" of node i's host key, for known_hosts lines of a test's own making.
    QByteArray hostKey(int i) const;
    /// known_hosts as a test writes it: lines, each followed by a line feed.
    static bool writeKnownHosts(const QString &path, const QList<QByteArray> &lines);

    std::unique_ptr<testbed::Testbed> m_testbed;
    QTemporaryDir m_dir;
};

} // namespace shardscope::sshtest
