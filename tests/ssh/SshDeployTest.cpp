// Deploying the agent over SSH to testbed nodes. The namespaces share this machine's file system,
// so what a node received can be checked (and tampered with) here. Every test deploys into its own
// temporary folder, never into the real ~/.cache of the node's user.
#include "SshTestSupport.h"

#include "core/deploy/AgentDeployment.h"
#include "core/ssh/SshChannelTransport.h"
#include "remote-agent/protocol/Version.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <functional>

using namespace shardscope;
using namespace shardscope::core;
using namespace shardscope::sshtest;
using namespace std::chrono_literals;

namespace {

QString sha256Of(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return QString::fromLatin1(hash.result().toHex());
}

const QString kAgent = QStringLiteral(SHARDSCOPE_AGENT_PATH);
const QString kVersion = QString::fromLatin1(protocol::kShardScopeVersion);

using SshDeployTest = SshTestbedTest;

} // namespace

TEST_F(SshDeployTest, DeploysVerifiesSkipsReplacesTamperedBuildAndRemoves)
{
    // A base folder whose name needs quoting on the node.
    const DeploymentLocation location{m_dir.filePath(QStringLiteral("node cache 'x' $(y); z"))};
    auto session = connectOrFail(1);
    ASSERT_TRUE(session);

    auto first = deployAgent(*session, kAgent, kVersion, location);
    ASSERT_TRUE(first) << text(first.error());
    const QString sha256 = sha256Of(kAgent);
    EXPECT_TRUE(first->uploaded);
    EXPECT_EQ(first->sha256, sha256);
    EXPECT_EQ(
        first->remotePath,
        QStringLiteral("%1/agent/%2-%3/shardscope-agent").arg(location.baseDir, kVersion, sha256.left(16)));
    EXPECT_EQ(sha256Of(first->remotePath), sha256);
    EXPECT_TRUE(QFileInfo(first->remotePath).isExecutable());
    for (const QString &dir : {location.baseDir, location.baseDir + QStringLiteral("/agent"),
                               QFileInfo(first->remotePath).absolutePath()}) {
        SCOPED_TRACE(dir.toStdString());
        EXPECT_EQ(QFileInfo(dir).permissions()
                      & (QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther
                         | QFile::WriteOther | QFile::ExeOther),
                  QFile::Permissions());
    }
    // No temporary file is left next to the agent.
    EXPECT_EQ(QDir(QFileInfo(first->remotePath).absolutePath()).entryList(QDir::Files | QDir::Hidden),
              QStringList{QStringLiteral("shardscope-agent")});

    // The deployed build runs over SSH.
    auto inventory = probeRemoteHost(*session, first->remotePath, 60s);
    ASSERT_TRUE(inventory) << text(inventory.error());

    auto again = deployAgent(*session, kAgent, kVersion, location);
    ASSERT_TRUE(again) << text(again.error());
    EXPECT_FALSE(again->uploaded) << "the same build was uploaded again";
    EXPECT_EQ(again->remotePath, first->remotePath);

    // A damaged file on the node is detected by its checksum and replaced.
    {
        QFile tampered(first->remotePath);
        ASSERT_TRUE(tampered.open(QIODevice::Append));
        ASSERT_EQ(tampered.write("tampered"), 8);
    }
    ASSERT_NE(sha256Of(first->remotePath), sha256);
    auto repaired = deployAgent(*session, kAgent, kVersion, location);
    ASSERT_TRUE(repaired) << text(repaired.error());
    EXPECT_TRUE(repaired->uploaded);
    EXPECT_EQ(sha256Of(first->remotePath), sha256);

    auto removed = removeDeployment(*session, location);
    ASSERT_TRUE(removed) << text(removed.error());
    EXPECT_FALSE(QFileInfo::exists(location.baseDir));
    // The folder above ours is untouched.
    EXPECT_TRUE(QFileInfo::exists(m_dir.path()));
}

TEST_F(SshDeployTest, UnwritableNodeFolderIsAnUploadError)
{
    const QString readOnly = m_dir.filePath(QStringLiteral("read-only"));
    ASSERT_TRUE(QDir().mkpath(readOnly));
    // A regular file where a folder must go: even root cannot create the folder below it.
    {
        QFile blocker(readOnly + QStringLiteral("/base"));
        ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    }
    auto session = connectOrFail(0);
    ASSERT_TRUE(session);
    auto deployed
        = deployAgent(*session, kAgent, kVersion, DeploymentLocation{readOnly + QStringLiteral("/base")});
    ASSERT_FALSE(deployed);
    EXPECT_EQ(deployed.error().code, ErrorCode::AgentUploadFailed) << text(deployed.error());

    auto missingLocal = deployAgent(*session, m_dir.filePath(QStringLiteral("no-agent")), kVersion,
                                    DeploymentLocation{m_dir.filePath(QStringLiteral("base"))});
    ASSERT_FALSE(missingLocal);
    EXPECT_EQ(missingLocal.error().code, ErrorCode::AgentNotFound);
}

TEST_F(SshDeployTest, ReportsUploadProgressUpToTheFileSize)
{
    const qint64 size = QFileInfo(kAgent).size();
    ASSERT_GT(size, 0);
    const DeploymentLocation location{m_dir.filePath(QStringLiteral("progress"))};
    auto session = connectOrFail(2);
    ASSERT_TRUE(session);

    std::vector<std::pair<qint64, qint64>> calls;
    const UploadProgress record = [&calls](qint64 done, qint64 total) {
        calls.emplace_back(done, total);
    };
    auto deployed = deployAgent(*session, kAgent, kVersion, location, nullptr, record);
    ASSERT_TRUE(deployed) << text(deployed.error());
    ASSERT_TRUE(deployed->uploaded);

    // Once with 0 before the first piece, then after every 256 KiB piece, ending at the size.
    const std::size_t writes = std::size_t((size + 262144 - 1) / 262144);
    ASSERT_EQ(calls.size(), writes + 1);
    EXPECT_EQ(calls.front(), std::make_pair(qint64(0), size));
    EXPECT_EQ(calls.back(), std::make_pair(size, size));
    for (std::size_t i = 1; i < calls.size(); ++i) {
        SCOPED_TRACE(i);
        EXPECT_GT(calls[i].first, calls[i - 1].first);
        EXPECT_LE(calls[i].first, size);
        EXPECT_EQ(calls[i].second, size);
    }

    // Nothing is uploaded, so nothing is reported, when the same build is there.
    calls.clear();
    auto again = deployAgent(*session, kAgent, kVersion, location, nullptr, record);
    ASSERT_TRUE(again) << text(again.error());
    EXPECT_FALSE(again->uploaded);
    EXPECT_TRUE(calls.empty());
}

TEST_F(SshDeployTest, FolderWithOtherFilesIsNeitherUsedNorRemoved)
{
    // A mistyped --node-dir, e.g. the user's home: deploy must not lock it to 0700, remove must not
    // empty it.
    const QString home = m_dir.filePath(QStringLiteral("home of 'someone'"));
    ASSERT_TRUE(QDir().mkpath(home + QStringLiteral("/Documents")));
    const QString precious = home + QStringLiteral("/.bashrc");
    {
        QFile file(precious);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("precious");
    }
    ASSERT_TRUE(QFile::setPermissions(home, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner
                                                | QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther
                                                | QFile::ExeOther));
    const QFileDevice::Permissions before = QFileInfo(home).permissions();
    auto session = connectOrFail(0);
    ASSERT_TRUE(session);

    auto deployed = deployAgent(*session, kAgent, kVersion, DeploymentLocation{home});
    ASSERT_FALSE(deployed);
    EXPECT_EQ(deployed.error().code, ErrorCode::AgentUploadFailed) << text(deployed.error());
    EXPECT_TRUE(deployed.error().detail.contains(QStringLiteral("did not put there")))
        << text(deployed.error());
    auto removed = removeDeployment(*session, DeploymentLocation{home});
    ASSERT_FALSE(removed);
    EXPECT_EQ(removed.error().code, ErrorCode::AgentUploadFailed) << text(removed.error());
    EXPECT_TRUE(QFileInfo::exists(precious));
    EXPECT_TRUE(QFileInfo::exists(home + QStringLiteral("/Documents")));
    EXPECT_EQ(QFileInfo(home).permissions(), before);
    EXPECT_FALSE(QFileInfo::exists(home + QStringLiteral("/agent")));

    // A folder of ShardScope's own (marked on deploy) is removed whole, whatever it holds by then.
    const QString own = m_dir.filePath(QStringLiteral("own"));
    auto ours = deployAgent(*session, kAgent, kVersion, DeploymentLocation{own});
    ASSERT_TRUE(ours) << text(ours.error());
    {
        QFile log(own + QStringLiteral("/run.log"));
        ASSERT_TRUE(log.open(QIODevice::WriteOnly));
    }
    auto removedOwn = removeDeployment(*session, DeploymentLocation{own});
    ASSERT_TRUE(removedOwn) << text(removedOwn.error());
    EXPECT_FALSE(QFileInfo::exists(own));
    // Removing what is not there is no error.
    auto again = removeDeployment(*session, DeploymentLocation{own});
    EXPECT_TRUE(again) << text(again.error());
}

TEST_F(SshDeployTest, FullDiskOnTheNodeIsAnUploadErrorAndLeavesNoPartialFile)
{
    // A 1 MiB tmpfs as the node's folder: the agent (several MB) cannot fit. The write failure must
    // be reported even though the bytes that arrived still hash correctly on their way through.
    // `ip netns exec` gave node 1's sshd a mount namespace of its own: the tmpfs is mounted there.
    const std::string sshd = std::to_string(m_testbed->nodes()[1].sshdPid);
    auto inNode = [&sshd](std::vector<std::string> argv) {
        argv.insert(argv.begin(), {"/usr/bin/nsenter", "-t", sshd, "-m"});
        return testbed::runCommand(argv);
    };
    const QString small = m_dir.filePath(QStringLiteral("small disk"));
    ASSERT_TRUE(QDir().mkpath(small));
    const testbed::CommandResult mounted
        = inNode({"/usr/bin/mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", small.toStdString()});
    ASSERT_EQ(mounted.exitCode, 0) << mounted.output << mounted.error;
    struct Unmount {
        std::function<void()> run;
        ~Unmount() { run(); }
    } unmount{[&] {
        (void)inNode({"/usr/bin/umount", small.toStdString()});
    }};
    ASSERT_GT(QFileInfo(kAgent).size(), 1024 * 1024);

    auto session = connectOrFail(1);
    ASSERT_TRUE(session);
    auto deployed
        = deployAgent(*session, kAgent, kVersion, DeploymentLocation{small + QStringLiteral("/base")});
    ASSERT_FALSE(deployed);
    EXPECT_EQ(deployed.error().code, ErrorCode::AgentUploadFailed) << text(deployed.error());
    EXPECT_TRUE(deployed.error().detail.contains(QStringLiteral("No space left"))) << text(deployed.error());
    // What is left on the node: ShardScope's mark only, no partial agent.
    const testbed::CommandResult files = inNode({"/usr/bin/find", small.toStdString(), "-type", "f"});
    ASSERT_EQ(files.exitCode, 0) << files.output;
    EXPECT_EQ(files.output, small.toStdString() + "/base/.shardscope\n");
}
