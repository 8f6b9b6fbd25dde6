// Deploying the agent bundle over SSH to testbed nodes. The namespaces share this machine's file system,
// so what a node received can be checked (and tampered with) here. Every test deploys into its own
// temporary folder, never into the real ~/.cache of the node's user.
#include "tests/core/ssh/SshTestSupport.h"

#include "core/agent/AgentChannel.h"
#include "core/deploy/AgentDeployment.h"
#include "core/ssh/SshChannelTransport.h"
#include "remote-agent/protocol/Version.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QSet>

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
constexpr QFileDevice::Permissions kOwnerOnly = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner
                                                | QFile::ReadUser | QFile::WriteUser | QFile::ExeUser;
constexpr QFileDevice::Permissions kOwnerReadWrite
    = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadUser | QFile::WriteUser;

/// The bundle as this test reads it from the build folder, independently of core/deploy: the agent,
/// every file of lib/ next to it, the CUDA plugin when it was built. Relative path → local file.
QMap<QString, QString> localBundle()
{
    QMap<QString, QString> files;
    const QDir bin = QFileInfo(kAgent).absoluteDir();
    files.insert(QStringLiteral("shardscope-agent"), kAgent);
    if (QFileInfo::exists(bin.filePath(QStringLiteral("libshardscope-cuda.so"))))
        files.insert(QStringLiteral("libshardscope-cuda.so"),
                     bin.filePath(QStringLiteral("libshardscope-cuda.so")));
    const QDir lib(bin.filePath(QStringLiteral("lib")));
    for (const QString &name : lib.entryList(QDir::Files | QDir::Hidden))
        files.insert(QStringLiteral("lib/") + name, lib.filePath(name));
    return files;
}

/// What sha256sum prints for the bundle, sorted by path: the manifest the node must hold.
QByteArray manifestOf(const QMap<QString, QString> &bundle)
{
    QByteArray manifest;
    for (auto file = bundle.constBegin(); file != bundle.constEnd(); ++file)
        manifest += (sha256Of(file.value()) + QStringLiteral("  ") + file.key() + QLatin1Char('\n')).toUtf8();
    return manifest;
}

QString bundleSha256(const QMap<QString, QString> &bundle)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(manifestOf(bundle), QCryptographicHash::Sha256).toHex());
}

/// Every file of the bundle is in dir with the local file's SHA-256 and mode 0700, the manifest
/// (0600) is there, the folders are 0700, and nothing else is (no temporary file).
void expectBundleInPlace(const QString &dir, const QMap<QString, QString> &bundle)
{
    QStringList expected{QStringLiteral("bundle.sha256")};
    for (auto file = bundle.constBegin(); file != bundle.constEnd(); ++file) {
        SCOPED_TRACE(file.key().toStdString());
        const QString remote = dir + QLatin1Char('/') + file.key();
        EXPECT_EQ(sha256Of(remote), sha256Of(file.value()));
        EXPECT_EQ(QFileInfo(remote).permissions(), kOwnerOnly);
        expected.append(file.key());
    }
    EXPECT_EQ(readFile(dir + QStringLiteral("/bundle.sha256")), manifestOf(bundle));
    EXPECT_EQ(QFileInfo(dir + QStringLiteral("/bundle.sha256")).permissions(), kOwnerReadWrite);
    for (const QString &folder : {dir, dir + QStringLiteral("/lib")}) {
        SCOPED_TRACE(folder.toStdString());
        EXPECT_EQ(QFileInfo(folder).permissions(), kOwnerOnly);
    }
    QStringList found;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        found.append(QDir(dir).relativeFilePath(it.next()));
    found.sort();
    expected.sort();
    EXPECT_EQ(found, expected);
}

/// Overwrites the start of a file with other bytes, keeping its size.
void corrupt(const QString &path)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadWrite)) << path.toStdString();
    ASSERT_EQ(file.write("corrupted"), 9);
}

using SshDeployTest = SshTestbedTest;

} // namespace

TEST_F(SshDeployTest, DeploysVerifiesSkipsReplacesTamperedBuildAndRemoves)
{
    const QMap<QString, QString> bundle = localBundle();
    // The agent needs shared libraries a node cannot be expected to have: they travel with it.
    ASSERT_TRUE(bundle.contains(QStringLiteral("lib/libstdc++.so.6")))
        << "no bundled C++ runtime next to the agent";
    const QString sha256 = bundleSha256(bundle);
    // A base folder whose name needs quoting on the node.
    const DeploymentLocation location{m_dir.filePath(QStringLiteral("node cache 'x' $(y); z"))};
    auto session = connectOrFail(1);
    ASSERT_TRUE(session);

    auto first = deployAgent(*session, kAgent, kVersion, location);
    ASSERT_TRUE(first) << text(first.error());
    EXPECT_TRUE(first->uploaded);
    EXPECT_EQ(first->sha256, sha256);
    const QString dir = QStringLiteral("%1/agent/%2-%3").arg(location.baseDir, kVersion, sha256.left(16));
    EXPECT_EQ(first->remotePath, dir + QStringLiteral("/shardscope-agent"));
    EXPECT_EQ(first->uploadedFiles, QStringList(bundle.keys()));
    expectBundleInPlace(dir, bundle);
    for (const QString &folder : {location.baseDir, location.baseDir + QStringLiteral("/agent")}) {
        SCOPED_TRACE(folder.toStdString());
        EXPECT_EQ(QFileInfo(folder).permissions(), kOwnerOnly);
    }

    // The deployed build runs over SSH.
    auto inventory = probeRemoteHost(*session, first->remotePath, 60s);
    ASSERT_TRUE(inventory) << text(inventory.error());

    auto again = deployAgent(*session, kAgent, kVersion, location);
    ASSERT_TRUE(again) << text(again.error());
    EXPECT_FALSE(again->uploaded) << "the same bundle was uploaded again";
    EXPECT_TRUE(again->uploadedFiles.isEmpty());
    EXPECT_EQ(again->remotePath, first->remotePath);

    // A damaged agent on the node is detected by its checksum and replaced, alone.
    {
        QFile tampered(first->remotePath);
        ASSERT_TRUE(tampered.open(QIODevice::Append));
        ASSERT_EQ(tampered.write("tampered"), 8);
    }
    ASSERT_NE(sha256Of(first->remotePath), sha256Of(kAgent));
    auto repaired = deployAgent(*session, kAgent, kVersion, location);
    ASSERT_TRUE(repaired) << text(repaired.error());
    EXPECT_TRUE(repaired->uploaded);
    EXPECT_EQ(repaired->uploadedFiles, QStringList{QStringLiteral("shardscope-agent")});
    expectBundleInPlace(dir, bundle);

    auto removed = removeDeployment(*session, location);
    ASSERT_TRUE(removed) << text(removed.error());
    EXPECT_FALSE(QFileInfo::exists(location.baseDir));
    // The folder above ours is untouched.
    EXPECT_TRUE(QFileInfo::exists(m_dir.path()));
}

TEST_F(SshDeployTest, CorruptedLibraryIsReplacedAndAnInterruptedDeployIsCompleted)
{
    const QMap<QString, QString> bundle = localBundle();
    const QString library = QStringLiteral("lib/libstdc++.so.6");
    ASSERT_TRUE(bundle.contains(library));
    const DeploymentLocation location{m_dir.filePath(QStringLiteral("repair"))};
    auto session = connectOrFail(2);
    ASSERT_TRUE(session);
    auto first = deployAgent(*session, kAgent, kVersion, location);
    ASSERT_TRUE(first) << text(first.error());
    const QString dir = QFileInfo(first->remotePath).absolutePath();

    // A library damaged on the node (same size, other bytes): only it is sent again.
    corrupt(dir + QLatin1Char('/') + library);
    auto repaired = deployAgent(*session, kAgent, kVersion, location);
    ASSERT_TRUE(repaired) << text(repaired.error());
    EXPECT_TRUE(repaired->uploaded);
    EXPECT_EQ(repaired->uploadedFiles, QStringList{library});
    expectBundleInPlace(dir, bundle);

    // A deploy interrupted before the end: a library and the manifest missing, the manifest
    // present but the library gone, or everything there but the manifest. Each is completed.
    ASSERT_TRUE(QFile::remove(dir + QStringLiteral("/bundle.sha256")));
    ASSERT_TRUE(QFile::remove(dir + QLatin1Char('/') + library));
    auto completed = deployAgent(*session, kAgent, kVersion, location);
    ASSERT_TRUE(completed) << text(completed.error());
    EXPECT_TRUE(completed->uploaded);
    EXPECT_EQ(completed->uploadedFiles, QStringList{library});
    expectBundleInPlace(dir, bundle);

    ASSERT_TRUE(QFile::remove(dir + QLatin1Char('/') + library));
    auto refilled = deployAgent(*session, kAgent, kVersion, location);
    ASSERT_TRUE(refilled) << text(refilled.error());
    EXPECT_EQ(refilled->uploadedFiles, QStringList{library});
    expectBundleInPlace(dir, bundle);

    ASSERT_TRUE(QFile::remove(dir + QStringLiteral("/bundle.sha256")));
    auto marked = deployAgent(*session, kAgent, kVersion, location);
    ASSERT_TRUE(marked) << text(marked.error());
    EXPECT_TRUE(marked->uploaded) << "a folder without its manifest was taken as complete";
    EXPECT_TRUE(marked->uploadedFiles.isEmpty());
    expectBundleInPlace(dir, bundle);

    auto again = deployAgent(*session, kAgent, kVersion, location);
    ASSERT_TRUE(again) << text(again.error());
    EXPECT_FALSE(again->uploaded);
}

TEST_F(SshDeployTest, DeployedAgentRunsWithItsBundledLibrariesOnANodeThatLacksThem)
{
    // Node 3 loses this machine's copies of every bundled library that its sshd does not run on
    // (the HTTP library's OpenSSL and zlib: no node that answers SSH lacks those): in the mount
    // namespace that `ip netns exec` gave its sshd, each is covered by /dev/null. The agent then
    // starts only through its $ORIGIN/lib.
    const QMap<QString, QString> bundle = localBundle();
    QStringList sshdLibraries;
    {
        QFile maps(QStringLiteral("/proc/%1/maps").arg(m_testbed->nodes()[3].sshdPid));
        ASSERT_TRUE(maps.open(QIODevice::ReadOnly)) << maps.errorString().toStdString();
        for (const QByteArray &line : maps.readAll().split('\n')) {
            const qsizetype slash = line.indexOf('/');
            if (slash >= 0)
                sshdLibraries.append(QFileInfo(QString::fromUtf8(line.mid(slash))).canonicalFilePath());
        }
        ASSERT_FALSE(sshdLibraries.isEmpty());
    }
    QStringList hidden;
    for (auto file = bundle.constBegin(); file != bundle.constEnd(); ++file) {
        if (!file.key().startsWith(QLatin1String("lib/")))
            continue;
        const QString name = QFileInfo(file.key()).fileName();
        for (const QString &folder :
             {QStringLiteral("/usr/lib/x86_64-linux-gnu"), QStringLiteral("/usr/lib/aarch64-linux-gnu"),
              QStringLiteral("/usr/lib"), QStringLiteral("/usr/lib64")}) {
            const QString system = QFileInfo(folder + QLatin1Char('/') + name).canonicalFilePath();
            if (!system.isEmpty() && !hidden.contains(system) && !sshdLibraries.contains(system))
                hidden.append(system);
        }
    }
    ASSERT_TRUE(bundle.contains(QStringLiteral("lib/libgloo.so.0"))) << "Gloo is not in the agent bundle";
    ASSERT_FALSE(hidden.isEmpty()) << "none of the bundled libraries is installed here";
    const std::string sshd = std::to_string(m_testbed->nodes()[3].sshdPid);
    auto inNode = [&sshd](std::vector<std::string> argv) {
        argv.insert(argv.begin(), {"/usr/bin/nsenter", "-t", sshd, "-m"});
        return testbed::runCommand(argv);
    };
    struct Uncover {
        std::function<void()> run;
        ~Uncover() { run(); }
    } uncover{[&] {
        for (const QString &path : std::as_const(hidden))
            (void)inNode({"/usr/bin/umount", path.toStdString()});
    }};
    for (const QString &path : std::as_const(hidden)) {
        const testbed::CommandResult covered
            = inNode({"/usr/bin/mount", "--bind", "/dev/null", path.toStdString()});
        ASSERT_EQ(covered.exitCode, 0) << path.toStdString() << ": " << covered.output << covered.error;
    }

    const ino_t netns = nodeNetns(3);
    ASSERT_NE(netns, ino_t(0));
    auto session = connectOrFail(3);
    ASSERT_TRUE(session);
    // The node really lacks them: this machine's agent, outside its bundle, does not start there.
    const QString bare = m_dir.filePath(QStringLiteral("bare/shardscope-agent"));
    ASSERT_TRUE(QDir().mkpath(QFileInfo(bare).absolutePath()));
    ASSERT_TRUE(QFile::copy(kAgent, bare));
    auto unbundled = session->exec(shellQuote(bare) + QStringLiteral(" --version"));
    ASSERT_TRUE(unbundled) << text(unbundled.error());
    EXPECT_NE(unbundled->exitStatus, 0) << "the agent started without its libraries: the test shows nothing";
    EXPECT_TRUE(unbundled->stdErr.contains("error while loading shared libraries"))
        << unbundled->stdErr.toStdString();

    const DeploymentLocation location{m_dir.filePath(QStringLiteral("bundled"))};
    auto deployed = deployAgent(*session, kAgent, kVersion, location);
    ASSERT_TRUE(deployed) << text(deployed.error());
    const QString lib = QFileInfo(deployed->remotePath).absolutePath() + QStringLiteral("/lib/");

    AgentChannel channel(std::make_unique<SshChannelTransport>(*session, shellQuote(deployed->remotePath)
                                                                             + QStringLiteral(" session")));
    auto hello = channel.open(60s);
    ASSERT_TRUE(hello) << text(hello.error());
    EXPECT_EQ(hello->agentVersion, protocol::kShardScopeVersion);
    const QList<int> pids = processesInNamespace({deployed->remotePath, QStringLiteral("session")}, netns);
    ASSERT_EQ(pids.size(), 1);

    // Every bundled library the agent has mapped comes from the bundle's lib/, and all of them are
    // mapped: lib/ holds exactly what the agent loads (libgloo and its dependencies among them).
    const QList<QByteArray> maps = readFile(QStringLiteral("/proc/%1/maps").arg(pids.first())).split('\n');
    QSet<QString> fromBundle;
    for (const QByteArray &line : maps) {
        const qsizetype slash = line.indexOf(" /");
        if (slash < 0)
            continue;
        const QString path = QString::fromUtf8(line.mid(slash + 1));
        const QString name = QFileInfo(path).fileName();
        if (!bundle.contains(QStringLiteral("lib/") + name))
            continue;
        EXPECT_EQ(path, lib + name) << "a bundled library was loaded from elsewhere";
        fromBundle.insert(name);
    }
    for (auto file = bundle.constBegin(); file != bundle.constEnd(); ++file) {
        if (!file.key().startsWith(QLatin1String("lib/")))
            continue;
        EXPECT_TRUE(fromBundle.contains(QFileInfo(file.key()).fileName()))
            << file.key().toStdString() << " is not loaded";
    }
    channel.close(CloseMode::Graceful);
}

TEST_F(SshDeployTest, ReportsUploadProgressUpToTheBundleSize)
{
    const QMap<QString, QString> bundle = localBundle();
    qint64 size = 0;
    std::size_t writes = 0;
    for (const QString &file : bundle) {
        const qint64 bytes = QFileInfo(file).size();
        size += bytes;
        writes += std::size_t((bytes + 262144 - 1) / 262144);
    }
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

    // Once with 0 before the first piece, then after every 256 KiB piece of every file, ending at
    // the bundle's size.
    ASSERT_EQ(calls.size(), writes + 1);
    EXPECT_EQ(calls.front(), std::make_pair(qint64(0), size));
    EXPECT_EQ(calls.back(), std::make_pair(size, size));
    for (std::size_t i = 1; i < calls.size(); ++i) {
        SCOPED_TRACE(i);
        EXPECT_GT(calls[i].first, calls[i - 1].first);
        EXPECT_LE(calls[i].first, size);
        EXPECT_EQ(calls[i].second, size);
    }

    // Nothing is uploaded, so nothing is reported, when the same bundle is there.
    calls.clear();
    auto again = deployAgent(*session, kAgent, kVersion, location, nullptr, record);
    ASSERT_TRUE(again) << text(again.error());
    EXPECT_FALSE(again->uploaded);
    EXPECT_TRUE(calls.empty());

    // A replaced library: the progress covers that file only.
    corrupt(QFileInfo(deployed->remotePath).absolutePath() + QStringLiteral("/lib/libgcc_s.so.1"));
    auto repaired = deployAgent(*session, kAgent, kVersion, location, nullptr, record);
    ASSERT_TRUE(repaired) << text(repaired.error());
    ASSERT_FALSE(calls.empty());
    const qint64 library = QFileInfo(bundle.value(QStringLiteral("lib/libgcc_s.so.1"))).size();
    EXPECT_EQ(calls.back(), std::make_pair(library, library));
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
