#include "core/agent/AgentChannel.h"

#include "ProcessTestUtil.h"
#include "remote-agent/protocol/Version.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSysInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <thread>

using namespace shardscope::core;
using namespace std::chrono_literals;
namespace protocol = shardscope::protocol;

namespace {

// Generous: a busy 2-core CI machine may take seconds to start a process.
constexpr auto kOpenTimeout = 30s;
constexpr auto kCallTimeout = 60s;

QString agentPath()
{
    return QStringLiteral(SHARDSCOPE_AGENT_PATH);
}

std::string text(const Error &error)
{
    return (errorCodeName(error.code) + QStringLiteral(": ") + error.detail).toStdString();
}

/// Waits, polling, until this process has a child running `sleep` (agent-silent.sh execs it): the
/// agent is up and silent, and its hello is being waited for. False when none ran within `timeout`.
bool agentRuns(std::chrono::milliseconds timeout)
{
    const QDeadlineTimer deadline(timeout);
    do {
        for (const qint64 pid : childProcessIds()) {
            QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
            if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == "sleep")
                return true;
        }
        std::this_thread::sleep_for(5ms); // the polling interval; the deadline bounds the wait
    } while (!deadline.hasExpired());
    return false;
}

/// Every test must leave no agent behind, reaped or not.
class AgentTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }
    void TearDown() override
    {
        EXPECT_EQ(childProcessIds(), QList<qint64>()) << "an agent process was left behind";
    }

    QString script(const char *name) { return installScript(m_dir.path(), QString::fromLatin1(name)); }

    QTemporaryDir m_dir;
};

/// Sets or unsets an environment variable for one scope.
class EnvironmentOverride
{
public:
    EnvironmentOverride(const char *name, const QByteArray *value)
        : m_name(name)
        , m_hadValue(qEnvironmentVariableIsSet(name))
        , m_old(qgetenv(name))
    {
        if (value)
            qputenv(name, *value);
        else
            qunsetenv(name);
    }
    ~EnvironmentOverride()
    {
        if (m_hadValue)
            qputenv(m_name, m_old);
        else
            qunsetenv(m_name);
    }

private:
    const char *m_name;
    bool m_hadValue;
    QByteArray m_old;
};

/// Peak resident memory of this process (VmHWM), in KiB; -1 when /proc does not say.
qint64 peakRssKib()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

} // namespace

TEST_F(AgentTest, RealAgentSaysHelloAndExitsOnClose)
{
    AgentChannel channel(makeLocalProcessTransport(agentPath()));
    auto hello = channel.open(kOpenTimeout);
    ASSERT_TRUE(hello.ok()) << text(hello.error());
    EXPECT_EQ(hello->protocolVersion, shardscope::protocol::kProtocolVersion);
    EXPECT_EQ(hello->agentVersion, shardscope::protocol::kShardScopeVersion);
    EXPECT_NE(std::find(hello->capabilities.begin(), hello->capabilities.end(), "probe"),
              hello->capabilities.end());

    const QList<qint64> children = childProcessIds();
    ASSERT_EQ(children.size(), 1);
    channel.close();
    EXPECT_FALSE(processExists(children.first()));
}

TEST_F(AgentTest, RealAgentProbeReturnsAParseableInventory)
{
    AgentChannel channel(makeLocalProcessTransport(agentPath()));
    ASSERT_TRUE(channel.open(kOpenTimeout).ok());
    auto data = channel.call("probe", nlohmann::json::object(), kCallTimeout);
    ASSERT_TRUE(data.ok()) << text(data.error());
    auto inventory = shardscope::protocol::parseHostInventory(*data);
    ASSERT_TRUE(inventory.ok()) << inventory.error().message;
    EXPECT_EQ(inventory->agentVersion, shardscope::protocol::kShardScopeVersion);
    EXPECT_EQ(inventory->protocolVersion, shardscope::protocol::kProtocolVersion);

    // The session goes on: a second request on the same channel.
    auto again = channel.call("probe", nlohmann::json::object(), kCallTimeout);
    ASSERT_TRUE(again.ok()) << text(again.error());
}

TEST_F(AgentTest, ProbeLocalHostMatchesThisSystem)
{
    auto inventory = probeLocalHost(agentPath(), kCallTimeout);
    ASSERT_TRUE(inventory.ok()) << text(inventory.error());
    EXPECT_EQ(inventory->agentVersion, shardscope::protocol::kShardScopeVersion);
    ASSERT_TRUE(inventory->hostname.has_value()) << "the probe reports no hostname";
    EXPECT_EQ(QString::fromStdString(*inventory->hostname), QSysInfo::machineHostName());
    ASSERT_TRUE(inventory->cpuThreads.has_value()) << "the probe reports no cpu_threads";
    EXPECT_EQ(*inventory->cpuThreads, ::sysconf(_SC_NPROCESSORS_ONLN));
}

TEST_F(AgentTest, UnknownMethodIsAnAgentErrorAndTheSessionContinues)
{
    AgentChannel channel(makeLocalProcessTransport(agentPath()));
    ASSERT_TRUE(channel.open(kOpenTimeout).ok());
    auto reply = channel.call("fly", nlohmann::json::object(), kCallTimeout);
    ASSERT_FALSE(reply.ok());
    EXPECT_EQ(reply.error().code, ErrorCode::AgentError);
    EXPECT_TRUE(reply.error().detail.contains(QStringLiteral("unknown_method"))) << text(reply.error());
    EXPECT_TRUE(reply.error().detail.contains(QStringLiteral("fly")));
    EXPECT_TRUE(channel.call("probe", nlohmann::json::object(), kCallTimeout).ok());
}

TEST_F(AgentTest, WorksFromWorkerThreads)
{
    // Two workers at once, each with its own channel, as the wizard does for several nodes.
    Result<shardscope::protocol::HostInventory> first = Error{};
    Result<shardscope::protocol::HostInventory> second = Error{};
    std::thread a([&] { first = probeLocalHost(agentPath(), kCallTimeout); });
    std::thread b([&] { second = probeLocalHost(agentPath(), kCallTimeout); });
    a.join();
    b.join();
    ASSERT_TRUE(first.ok()) << text(first.error());
    ASSERT_TRUE(second.ok()) << text(second.error());
    EXPECT_EQ(first->agentVersion, second->agentVersion);
}

TEST_F(AgentTest, RepeatedSessionsLeaveNothingBehind)
{
    for (int i = 0; i < 5; ++i) {
        AgentChannel channel(makeLocalProcessTransport(agentPath()));
        ASSERT_TRUE(channel.open(kOpenTimeout).ok());
        // The destructor closes: no explicit close() needed.
    }
}

TEST_F(AgentTest, MissingAgentIsAgentNotFound)
{
    auto empty = probeLocalHost(QString(), kCallTimeout);
    ASSERT_FALSE(empty.ok());
    EXPECT_EQ(empty.error().code, ErrorCode::AgentNotFound);

    auto missing = probeLocalHost(m_dir.filePath(QStringLiteral("no-such-agent")), kCallTimeout);
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, ErrorCode::AgentNotFound);
    EXPECT_TRUE(missing.error().detail.contains(QStringLiteral("no-such-agent")));
}

TEST_F(AgentTest, NonExecutableAgentFailsToStart)
{
    const QString path = script("agent-garbage.sh");
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    AgentChannel channel(makeLocalProcessTransport(path));
    auto hello = channel.open(kOpenTimeout);
    ASSERT_FALSE(hello.ok());
    EXPECT_EQ(hello.error().code, ErrorCode::AgentStartFailed) << text(hello.error());
}

TEST_F(AgentTest, FindLocalAgentHonoursTheEnvironmentThenLooksNextToTheProgram)
{
    const QString agent = QFileInfo(agentPath()).absoluteFilePath();
    {
        const QByteArray value = agent.toLocal8Bit();
        EnvironmentOverride env("SHARDSCOPE_AGENT", &value);
        EXPECT_EQ(findLocalAgent(), agent);
    }
    {
        // A path the user named that does not work is not replaced by another build.
        const QByteArray value = m_dir.filePath(QStringLiteral("nothing-here")).toLocal8Bit();
        EnvironmentOverride env("SHARDSCOPE_AGENT", &value);
        EXPECT_EQ(findLocalAgent(), QString());
    }
    {
        // Test binaries and the agent share the build's bin/ folder.
        EnvironmentOverride env("SHARDSCOPE_AGENT", nullptr);
        EXPECT_EQ(QFileInfo(findLocalAgent()).canonicalFilePath(), QFileInfo(agent).canonicalFilePath());
    }
}

TEST_F(AgentTest, SearchLocalAgentSaysWhatItTriedAndWhy)
{
    {
        // A named path that does not work is the only place tried, and the problem names it.
        const QString missing = m_dir.filePath(QStringLiteral("nothing-here"));
        const QByteArray value = missing.toLocal8Bit();
        EnvironmentOverride env("SHARDSCOPE_AGENT", &value);
        const AgentSearch search = searchLocalAgent();
        EXPECT_TRUE(search.found.isEmpty());
        EXPECT_TRUE(search.fromEnvironment);
        EXPECT_EQ(search.tried, QStringList{missing});
        EXPECT_EQ(search.problem,
                  QStringLiteral("SHARDSCOPE_AGENT=%1 is not an executable file").arg(missing));
    }
    {
        EnvironmentOverride env("SHARDSCOPE_AGENT", nullptr);
        const AgentSearch search = searchLocalAgent();
        EXPECT_FALSE(search.fromEnvironment);
        EXPECT_TRUE(search.problem.isEmpty()) << search.problem.toStdString();
        // Both places, in order, although the first one has the agent (the build's bin/).
        ASSERT_EQ(search.tried.size(), 2);
        EXPECT_EQ(search.tried.at(0),
                  QCoreApplication::applicationDirPath() + QStringLiteral("/shardscope-agent"));
        EXPECT_TRUE(search.tried.at(1).endsWith(QStringLiteral("/libexec/shardscope/shardscope-agent")));
        EXPECT_EQ(search.found, search.tried.at(0));
        EXPECT_EQ(findLocalAgent(), search.found);
    }
}

TEST_F(AgentTest, GarbageInsteadOfHelloIsAProtocolError)
{
    AgentChannel channel(makeLocalProcessTransport(script("agent-garbage.sh")));
    auto hello = channel.open(kOpenTimeout);
    ASSERT_FALSE(hello.ok());
    EXPECT_EQ(hello.error().code, ErrorCode::ProtocolError);
    EXPECT_TRUE(hello.error().detail.contains(QStringLiteral("Welcome to node7"))) << text(hello.error());
}

TEST_F(AgentTest, WrongProtocolVersionIsAProtocolError)
{
    AgentChannel channel(makeLocalProcessTransport(script("agent-wrong-version.sh")));
    auto hello = channel.open(kOpenTimeout);
    ASSERT_FALSE(hello.ok());
    EXPECT_EQ(hello.error().code, ErrorCode::ProtocolError);
    EXPECT_TRUE(hello.error().detail.contains(QStringLiteral("version 2"))) << text(hello.error());
}

TEST_F(AgentTest, AgentVersionTextIsNotTreatedAsPlaceholders)
{
    AgentChannel channel(makeLocalProcessTransport(script("agent-wrong-version-percent.sh")));
    auto hello = channel.open(kOpenTimeout);
    ASSERT_FALSE(hello.ok());
    EXPECT_EQ(hello.error().code, ErrorCode::ProtocolError);
    EXPECT_TRUE(hello.error().detail.contains(QStringLiteral("the agent 9.9%2%3 speaks protocol version 2")))
        << text(hello.error());
}

TEST_F(AgentTest, OverlongLineIsAProtocolError)
{
    AgentChannel channel(makeLocalProcessTransport(script("agent-long-line.sh")));
    ASSERT_TRUE(channel.open(kOpenTimeout).ok());
    auto reply = channel.call("probe", nlohmann::json::object(), kCallTimeout);
    ASSERT_FALSE(reply.ok());
    EXPECT_EQ(reply.error().code, ErrorCode::ProtocolError);
    EXPECT_TRUE(reply.error().detail.contains(QStringLiteral("longer than"))) << text(reply.error());
    // The session is over after a protocol error.
    EXPECT_EQ(channel.call("probe", nlohmann::json::object(), kCallTimeout).error().code,
              ErrorCode::InvalidArgument);
}

TEST_F(AgentTest, AnEndlessLineIsAProtocolErrorAndTheAgentIsKilledAtOnce)
{
    const qint64 peakBefore = peakRssKib();
    AgentChannel channel(makeLocalProcessTransport(script("agent-endless-line.sh")));
    ASSERT_TRUE(channel.open(kOpenTimeout).ok());
    auto reply = channel.call("probe", nlohmann::json::object(), kCallTimeout);
    ASSERT_FALSE(reply.ok());
    EXPECT_EQ(reply.error().code, ErrorCode::ProtocolError) << text(reply.error());
    EXPECT_TRUE(reply.error().detail.contains(QStringLiteral("longer than"))) << text(reply.error());
    // Reading on while the agent was given its grace to exit buffered gigabytes; the limit is
    // 4 MiB a line, and what arrives in one read slice past it.
    const qint64 peakAfter = peakRssKib();
    if (peakBefore > 0 && peakAfter > 0) {
        EXPECT_LT(peakAfter - peakBefore, 64 * 1024)
            << "peak RSS grew by " << peakAfter - peakBefore << " KiB";
    }
    // TearDown: the agent is gone.
}

TEST_F(AgentTest, AResultNestedAHundredThousandDeepIsAProtocolErrorNotACrash)
{
    AgentChannel channel(makeLocalProcessTransport(script("agent-nested-result.sh")));
    ASSERT_TRUE(channel.open(kOpenTimeout).ok());
    auto reply = channel.call("probe", nlohmann::json::object(), kCallTimeout);
    ASSERT_FALSE(reply.ok());
    EXPECT_EQ(reply.error().code, ErrorCode::ProtocolError) << text(reply.error());
    EXPECT_TRUE(reply.error().detail.contains(QStringLiteral("nested deeper than 64 levels")))
        << text(reply.error());
}

TEST_F(AgentTest, EscapeSequencesFromTheAgentNeverReachTheErrorText)
{
    const auto controls = [](const QString &detail) {
        return std::count_if(detail.begin(), detail.end(),
                             [](QChar c) { return c.category() == QChar::Other_Control; });
    };
    {
        AgentChannel channel(makeLocalProcessTransport(script("agent-escape-sequences.sh")));
        ASSERT_TRUE(channel.open(kOpenTimeout).ok());
        auto reply = channel.call("probe", nlohmann::json::object(), kCallTimeout);
        ASSERT_FALSE(reply.ok());
        EXPECT_EQ(reply.error().code, ErrorCode::ProtocolError) << text(reply.error());
        EXPECT_TRUE(reply.error().detail.contains(QStringLiteral("garbage"))) << text(reply.error());
        EXPECT_EQ(controls(reply.error().detail), 0) << text(reply.error());
    }
    {
        AgentChannel channel(makeLocalProcessTransport(script("agent-escape-on-stderr.sh")));
        ASSERT_TRUE(channel.open(kOpenTimeout).ok());
        auto reply = channel.call("probe", nlohmann::json::object(), kCallTimeout);
        ASSERT_FALSE(reply.ok());
        EXPECT_EQ(reply.error().code, ErrorCode::AgentCrashed) << text(reply.error());
        EXPECT_TRUE(reply.error().detail.contains(QStringLiteral("red"))) << text(reply.error());
        EXPECT_TRUE(reply.error().detail.contains(QStringLiteral("second line"))) << text(reply.error());
        EXPECT_EQ(controls(reply.error().detail), 0) << text(reply.error());
    }
}

TEST_F(AgentTest, MalformedAnswerIsAProtocolError)
{
    AgentChannel channel(makeLocalProcessTransport(script("agent-garbage-on-request.sh")));
    ASSERT_TRUE(channel.open(kOpenTimeout).ok());
    auto reply = channel.call("probe", nlohmann::json::object(), kCallTimeout);
    ASSERT_FALSE(reply.ok());
    EXPECT_EQ(reply.error().code, ErrorCode::ProtocolError) << text(reply.error());
}

TEST_F(AgentTest, ExitDuringARequestIsACrashWithExitCodeAndStderr)
{
    AgentChannel channel(makeLocalProcessTransport(script("agent-exit-mid-request.sh")));
    ASSERT_TRUE(channel.open(kOpenTimeout).ok());
    auto reply = channel.call("probe", nlohmann::json::object(), kCallTimeout);
    ASSERT_FALSE(reply.ok());
    EXPECT_EQ(reply.error().code, ErrorCode::AgentCrashed);
    EXPECT_TRUE(reply.error().detail.contains(QStringLiteral("code 3"))) << text(reply.error());
    EXPECT_TRUE(reply.error().detail.contains(QStringLiteral("segmentation fault in libfoo")))
        << text(reply.error());
}

TEST_F(AgentTest, SilentAgentTimesOutAndIsKilled)
{
    AgentChannel channel(makeLocalProcessTransport(script("agent-silent.sh")));
    QElapsedTimer timer;
    timer.start();
    auto hello = channel.open(500ms);
    ASSERT_FALSE(hello.ok());
    EXPECT_EQ(hello.error().code, ErrorCode::AgentTimeout) << text(hello.error());
    // 0.5 s for the hello, up to 2 s grace before the kill, and slack for a busy machine.
    EXPECT_LT(timer.elapsed(), 15000);
}

TEST_F(AgentTest, CancelWhileWaitingForTheHelloKillsTheAgentPromptly)
{
    AgentChannel channel(makeLocalProcessTransport(script("agent-silent.sh")));
    std::atomic_bool cancel = false;
    bool agentRan = false;
    QElapsedTimer timer;
    timer.start();
    std::thread canceller([&] {
        agentRan = agentRuns(10s);
        cancel = true;
    });
    auto hello = channel.open(30s, &cancel);
    canceller.join();
    EXPECT_TRUE(agentRan) << "the agent never started";
    ASSERT_FALSE(hello.ok());
    EXPECT_EQ(hello.error().code, ErrorCode::Cancelled) << text(hello.error());
    // Far below the 30 s hello timeout, and no 2 s exit grace either; generous for a busy machine.
    EXPECT_LT(timer.elapsed(), 5000);
    EXPECT_TRUE(childProcessIds().isEmpty()) << "the cancelled agent is still there";
}

TEST_F(AgentTest, ProbeLocalHostCancelsWhileWaitingForTheHello)
{
    std::atomic_bool cancel = false;
    bool agentRan = false;
    QElapsedTimer timer;
    timer.start();
    std::thread canceller([&] {
        agentRan = agentRuns(10s);
        cancel = true;
    });
    auto inventory = probeLocalHost(script("agent-silent.sh"), kLocalProbeTimeout, &cancel);
    canceller.join();
    EXPECT_TRUE(agentRan) << "the agent never started";
    ASSERT_FALSE(inventory.ok());
    EXPECT_EQ(inventory.error().code, ErrorCode::Cancelled) << text(inventory.error());
    EXPECT_LT(timer.elapsed(), 5000);
}

TEST_F(AgentTest, KillCloseSkipsTheExitGracePeriod)
{
    AgentChannel channel(makeLocalProcessTransport(script("agent-hang-on-request.sh")));
    ASSERT_TRUE(channel.open(kOpenTimeout).ok());
    const QList<qint64> children = childProcessIds();
    ASSERT_EQ(children.size(), 1);
    QElapsedTimer timer;
    timer.start();
    channel.close(CloseMode::Kill); // this agent ignores EOF: Graceful would wait 2 s
    EXPECT_LT(timer.elapsed(), 1500);
    EXPECT_FALSE(processExists(children.first()));
}

TEST_F(AgentTest, StderrFloodKeepsOnlyABoundedTail)
{
    const qint64 peakBefore = peakRssKib();
    AgentChannel channel(makeLocalProcessTransport(script("agent-stderr-flood.sh")));
    auto hello = channel.open(kOpenTimeout);
    ASSERT_TRUE(hello.ok()) << text(hello.error());
    // 50 MB went through stderr; buffering it (as QProcess did during one wait) costs 50 MB+.
    const qint64 peakAfter = peakRssKib();
    if (peakBefore > 0 && peakAfter > 0) {
        EXPECT_LT(peakAfter - peakBefore, 32 * 1024)
            << "peak RSS grew by " << peakAfter - peakBefore << " KiB";
    }

    auto reply = channel.call("probe", nlohmann::json::object(), kCallTimeout);
    ASSERT_FALSE(reply.ok());
    EXPECT_EQ(reply.error().code, ErrorCode::AgentCrashed) << text(reply.error());
    EXPECT_TRUE(reply.error().detail.contains(QStringLiteral("code 5"))) << text(reply.error());
    EXPECT_TRUE(reply.error().detail.contains(QStringLiteral("last words before exiting")))
        << text(reply.error());
    // The kept tail (4 KiB) plus the sentence around it.
    EXPECT_LT(reply.error().detail.size(), 4096 + 200);
}

TEST_F(AgentTest, HangingRequestTimesOut)
{
    AgentChannel channel(makeLocalProcessTransport(script("agent-hang-on-request.sh")));
    ASSERT_TRUE(channel.open(kOpenTimeout).ok());
    QElapsedTimer timer;
    timer.start();
    auto reply = channel.call("probe", nlohmann::json::object(), 700ms);
    ASSERT_FALSE(reply.ok());
    EXPECT_EQ(reply.error().code, ErrorCode::AgentTimeout) << text(reply.error());
    EXPECT_GE(timer.elapsed(), 650);
    EXPECT_LT(timer.elapsed(), 10000);
    const QList<qint64> children = childProcessIds();
    ASSERT_EQ(children.size(), 1);
    channel.close(); // ignores EOF: killed after the grace period
    EXPECT_FALSE(processExists(children.first()));
}

TEST_F(AgentTest, CancelStopsAWaitingCallPromptly)
{
    AgentChannel channel(makeLocalProcessTransport(script("agent-hang-on-request.sh")));
    ASSERT_TRUE(channel.open(kOpenTimeout).ok());
    std::atomic_bool cancel = false;
    QElapsedTimer timer;
    timer.start();
    std::thread canceller([&] {
        std::this_thread::sleep_for(300ms);
        cancel = true;
    });
    auto reply = channel.call("probe", nlohmann::json::object(), kCallTimeout, {}, &cancel);
    canceller.join();
    ASSERT_FALSE(reply.ok());
    EXPECT_EQ(reply.error().code, ErrorCode::Cancelled) << text(reply.error());
    EXPECT_LT(timer.elapsed(), 10000); // far below the 60 s call timeout

    // Already cancelled before the call: returns at once.
    auto again = channel.call("probe", nlohmann::json::object(), kCallTimeout, {}, &cancel);
    EXPECT_EQ(again.error().code, ErrorCode::Cancelled);
}

TEST_F(AgentTest, ProgressIsPassedOnAndStaleAnswersAreSkipped)
{
    AgentChannel channel(makeLocalProcessTransport(script("agent-progress.sh")));
    ASSERT_TRUE(channel.open(kOpenTimeout).ok());
    for (int call = 1; call <= 2; ++call) {
        std::vector<std::pair<double, QString>> steps;
        auto reply = channel.call(
            "probe", nlohmann::json::object(), kCallTimeout,
            [&](double fraction, const QString &stage) { steps.emplace_back(fraction, stage); });
        ASSERT_TRUE(reply.ok()) << text(reply.error());
        EXPECT_EQ((*reply)["echo"], call); // the answer to this request, not the stale id 999
        ASSERT_EQ(steps.size(), 2u);
        EXPECT_DOUBLE_EQ(steps[0].first, 0.25);
        EXPECT_EQ(steps[0].second, QStringLiteral("gpus"));
        EXPECT_DOUBLE_EQ(steps[1].first, 1.0);
    }
}

/// Writes an agent script into dir that answers its first request like a rank of a bench_run: it
/// sends `mine` as a store entry, waits for one entry from the controller and answers whether that
/// was `expected`. Serialised here, so that the wire format is the protocol's own.
QString storeRelayScript(const QString &dir, const protocol::StoreEntry &mine,
                         const protocol::StoreEntry &expected)
{
    const QString path = dir + QStringLiteral("/agent-store-relay.sh");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    const std::string script
        = "#!/bin/sh\n"
          "echo '{\"v\":1,\"type\":\"hello\",\"agent_version\":\"0.1.0\",\"protocol_version\":1,"
          "\"capabilities\":[\"probe\"],\"backends\":[\"cpu\"]}'\n"
          "IFS= read -r request\n"
          "id=$(printf '%s' \"$request\" | sed -n 's/.*\"id\":\\([0-9]*\\).*/\\1/p')\n"
          "echo '"
          + protocol::serialize(mine)
          + "'\n"
            "IFS= read -r entry\n"
            "if [ \"$entry\" = '"
          + protocol::serialize(expected)
          + "' ]; then relayed=true; else relayed=false; fi\n"
            "echo "
            "\"{\\\"v\\\":1,\\\"type\\\":\\\"result\\\",\\\"id\\\":$id,\\\"data\\\":{\\\"relayed\\\":$"
            "relayed}}\"\n";
    file.write(QByteArray::fromStdString(script));
    file.close();
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

TEST_F(AgentTest, StoreEntriesAreRelayedBothWaysDuringACall)
{
    const protocol::StoreEntry mine{"0123456789abcdef0123456789abcdef/rank0", "00ff"};
    const protocol::StoreEntry theirs{"0123456789abcdef0123456789abcdef/rank1", "abcd"};
    AgentChannel channel(makeLocalProcessTransport(storeRelayScript(m_dir.path(), mine, theirs)));
    ASSERT_TRUE(channel.open(kOpenTimeout).ok());

    // As the bench runner's board: the peer's entry becomes available only once this agent's own
    // entry arrived, so it must be sent by the polling between reads, while the agent waits.
    std::vector<protocol::StoreEntry> received;
    bool sent = false;
    StoreRelay relay;
    relay.received = [&received](const protocol::StoreEntry &entry) {
        received.push_back(entry);
    };
    relay.outgoing = [&received, &sent, &theirs] {
        std::vector<protocol::StoreEntry> entries;
        if (!sent && received.size() == 1) {
            entries.push_back(theirs);
            sent = true;
        }
        return entries;
    };
    auto reply = channel.call("bench_run", nlohmann::json::object(), kCallTimeout, {}, nullptr, relay);
    ASSERT_TRUE(reply.ok()) << text(reply.error());
    EXPECT_EQ((*reply)["relayed"], true) << reply->dump();
    ASSERT_EQ(received.size(), 1u);
    EXPECT_EQ(received.front(), mine);
}

TEST_F(AgentTest, AStoreEntryWithoutARelayIsAProtocolError)
{
    const protocol::StoreEntry mine{"0123456789abcdef0123456789abcdef/rank0", "00ff"};
    AgentChannel channel(makeLocalProcessTransport(storeRelayScript(m_dir.path(), mine, mine)));
    ASSERT_TRUE(channel.open(kOpenTimeout).ok());
    auto reply = channel.call("probe", nlohmann::json::object(), kCallTimeout);
    ASSERT_FALSE(reply.ok());
    EXPECT_EQ(reply.error().code, ErrorCode::ProtocolError) << text(reply.error());
}

TEST_F(AgentTest, CallBeforeOpenIsRefused)
{
    AgentChannel channel(makeLocalProcessTransport(agentPath()));
    EXPECT_EQ(channel.call("probe", nlohmann::json::object(), 1s).error().code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(childProcessIds().isEmpty());
}
