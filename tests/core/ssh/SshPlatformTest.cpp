// What a node is (detectPlatform over SSH on the testbed) and which agent build fits it
// (agentBuildFor, on files in a temporary folder). The testbed's nodes share this machine's file
// system and kernel, so what the node reports must equal what the local tools say.
#include "SshTestSupport.h"

#include "Process.h"
#include "core/deploy/AgentBuilds.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

using namespace shardscope;
using namespace shardscope::core;
using namespace shardscope::sshtest;

namespace {

const QString kAgent = QStringLiteral(SHARDSCOPE_AGENT_PATH);

/// stdout of a local tool run without a shell, trimmed; empty when it fails.
QString localOutput(const std::vector<std::string> &argv)
{
    const testbed::CommandResult result = testbed::runCommand(argv);
    return result.ok() ? qs(result.output).trimmed() : QString();
}

/// A node that could run this machine's agent build.
NodePlatform linuxNode(const QString &machine)
{
    return NodePlatform{QStringLiteral("Linux"),
                        machine,
                        QStringLiteral("glibc"),
                        QStringLiteral("2.36"),
                        QStringLiteral("Debian GNU/Linux 12 (bookworm)"),
                        QStringLiteral("/home/ai")};
}

/// The other architecture ShardScope knows, for "a node unlike this computer".
QString foreignMachine()
{
    return localMachineArchitecture() == QLatin1String("aarch64") ? QStringLiteral("x86_64")
                                                                  : QStringLiteral("aarch64");
}

bool copyExecutable(const QString &from, const QString &to)
{
    return QDir().mkpath(QFileInfo(to).absolutePath()) && QFile::copy(from, to)
           && QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

using SshPlatformTest = SshTestbedTest;

} // namespace

TEST_F(SshPlatformTest, DetectsWhatTheLocalToolsSay)
{
    const QString kernel = localOutput({testbed::findTool("uname"), "-s"});
    const QString machine = localOutput({testbed::findTool("uname"), "-m"});
    const QString glibc = localOutput({testbed::findTool("getconf"), "GNU_LIBC_VERSION"}); // "glibc 2.36"
    // The shell's own reading of os-release is the reference for the quoting rules.
    const QString prettyName
        = localOutput({testbed::findTool("sh"), "-c", ". /etc/os-release && printf %s \"$PRETTY_NAME\""});
    ASSERT_FALSE(kernel.isEmpty());
    ASSERT_FALSE(machine.isEmpty());
    ASSERT_TRUE(glibc.startsWith(QLatin1String("glibc "))) << glibc.toStdString();
    ASSERT_FALSE(prettyName.isEmpty());

    auto session = connectOrFail(1);
    ASSERT_TRUE(session);
    auto platform = detectPlatform(*session);
    ASSERT_TRUE(platform) << text(platform.error());
    EXPECT_EQ(platform->kernel, kernel);
    EXPECT_EQ(platform->machine, machine);
    EXPECT_EQ(platform->machine, localMachineArchitecture());
    EXPECT_EQ(platform->libc, QStringLiteral("glibc"));
    EXPECT_EQ(platform->libcVersion, glibc.mid(6));
    EXPECT_EQ(platform->osPrettyName, prettyName);
    // The login user's home, as the node's own shell says it.
    auto home = session->exec(QStringLiteral("printf %s \"$HOME\""));
    ASSERT_TRUE(home) << text(home.error());
    ASSERT_TRUE(home->stdOut.startsWith('/')) << home->stdOut.toStdString();
    EXPECT_EQ(platform->home, QString::fromUtf8(home->stdOut));

    // This node runs the local build.
    auto build = agentBuildFor(*platform, kAgent);
    ASSERT_TRUE(build) << text(build.error());
    EXPECT_EQ(*build, kAgent);

    // The same session still works, and a cancelled detection is reported as such.
    const std::atomic_bool cancel{true};
    auto cancelled = detectPlatform(*session, &cancel);
    ASSERT_FALSE(cancelled);
    EXPECT_EQ(cancelled.error().code, ErrorCode::Cancelled) << text(cancelled.error());
}

TEST(AgentBuildsTest, LocalMachineArchitectureIsUnameNormalised)
{
    const QString machine = qs(testbed::runCommand({testbed::findTool("uname"), "-m"}).output).trimmed();
    ASSERT_FALSE(machine.isEmpty());
    const QString expected = machine == QLatin1String("amd64")   ? QStringLiteral("x86_64")
                             : machine == QLatin1String("arm64") ? QStringLiteral("aarch64")
                                                                 : machine;
    EXPECT_EQ(localMachineArchitecture(), expected);
}

TEST(AgentBuildsTest, PicksTheLocalBuildOrAnInstalledCrossBuild)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString agent = dir.filePath(QStringLiteral("bin/shardscope-agent"));
    ASSERT_TRUE(copyExecutable(kAgent, agent));

    // The node has this computer's architecture: the build next to the program.
    auto local = agentBuildFor(linuxNode(localMachineArchitecture()), agent);
    ASSERT_TRUE(local) << text(local.error());
    EXPECT_EQ(*local, agent);

    // Another architecture without a cross build: NoAgentBuild, naming the architecture and where
    // the build was looked for.
    const QString other = foreignMachine();
    const QString cross = dir.filePath(QStringLiteral("bin/agents/%1/shardscope-agent").arg(other));
    auto missing = agentBuildFor(linuxNode(other), agent);
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().code, ErrorCode::NoAgentBuild) << text(missing.error());
    EXPECT_TRUE(missing.error().detail.contains(QStringLiteral("no agent build for %1").arg(other)))
        << text(missing.error());
    EXPECT_TRUE(missing.error().detail.contains(cross)) << text(missing.error());

    // A cross build installed in agents/<machine>/ next to the local build is found.
    {
        QFile fake(cross);
        ASSERT_TRUE(QDir().mkpath(QFileInfo(cross).absolutePath()));
        ASSERT_TRUE(fake.open(QIODevice::WriteOnly));
        ASSERT_EQ(fake.write("#!/bin/sh\n"), 10);
    }
    auto found = agentBuildFor(linuxNode(other), agent);
    ASSERT_TRUE(found) << text(found.error());
    EXPECT_EQ(*found, cross);
    // "arm64" and "amd64" are the same machines under other names.
    const QString alias
        = other == QLatin1String("aarch64") ? QStringLiteral("arm64") : QStringLiteral("amd64");
    auto aliased = agentBuildFor(linuxNode(alias), agent);
    ASSERT_TRUE(aliased) << text(aliased.error());
    EXPECT_EQ(*aliased, cross);
}

TEST(AgentBuildsTest, RefusesNodesTheAgentCannotRunOn)
{
    const QString machine = localMachineArchitecture();
    struct Case {
        const char *what;
        NodePlatform platform;
        ErrorCode expected;
    };
    NodePlatform oldGlibc = linuxNode(machine);
    oldGlibc.libcVersion = QStringLiteral("2.31");
    NodePlatform numericallyOlder = linuxNode(machine); // "2.4" < "2.34" although "2.4" > "2.34" as text
    numericallyOlder.libcVersion = QStringLiteral("2.4");
    NodePlatform musl = linuxNode(machine);
    musl.libc = QStringLiteral("musl");
    musl.libcVersion = QStringLiteral("1.2.4");
    NodePlatform mac = linuxNode(QStringLiteral("arm64"));
    mac.kernel = QStringLiteral("Darwin");
    mac.libc = QStringLiteral("unknown");
    mac.libcVersion.clear();
    NodePlatform climbing = linuxNode(QStringLiteral("../../x86_64"));
    NodePlatform noMachine = linuxNode(QString());
    const std::vector<Case> cases{
        {"glibc 2.31", oldGlibc, ErrorCode::NodeUnsupported},
        {"glibc 2.4", numericallyOlder, ErrorCode::NodeUnsupported},
        {"musl", musl, ErrorCode::NodeUnsupported},
        {"Darwin", mac, ErrorCode::NodeUnsupported},
        {"path in the machine name", climbing, ErrorCode::NodeUnsupported},
        {"no machine name", noMachine, ErrorCode::NodeUnsupported},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.what);
        auto build = agentBuildFor(c.platform, kAgent);
        ASSERT_FALSE(build);
        EXPECT_EQ(build.error().code, c.expected) << text(build.error());
    }
    auto old = agentBuildFor(oldGlibc, kAgent);
    ASSERT_FALSE(old);
    EXPECT_TRUE(old.error().detail.contains(QLatin1String("2.31"))) << text(old.error());
    EXPECT_TRUE(old.error().detail.contains(QLatin1String(kAgentMinimumGlibc))) << text(old.error());

    // The minimum itself, newer ones and an unknown version are accepted.
    for (const char *version : {kAgentMinimumGlibc, "2.36", "2.40", "3.0", ""}) {
        SCOPED_TRACE(version);
        NodePlatform platform = linuxNode(machine);
        platform.libcVersion = QString::fromLatin1(version);
        auto build = agentBuildFor(platform, kAgent);
        EXPECT_TRUE(build) << text(build.error());
    }

    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    auto notBuilt = agentBuildFor(linuxNode(machine), dir.filePath(QStringLiteral("shardscope-agent")));
    ASSERT_FALSE(notBuilt);
    EXPECT_EQ(notBuilt.error().code, ErrorCode::AgentNotFound) << text(notBuilt.error());
}
