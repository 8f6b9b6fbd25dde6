// shardscope-cli and the store's rules for runs nobody finishes and files nobody can write: a real
// CLI killed with SIGKILL mid-run, a last UPDATE the store refuses, a full disk, a read-only mount.
#include "CliRunner.h"
#include "core/store/ResultStore.h"
#include "core/store/RunWriter.h"
#include "tests/support/RawDb.h"
#include "tests/support/ReportDatabase.h"
#include "tests/support/TmpfsMount.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <netinet/in.h>
#include <nlohmann/json.hpp>
#include <signal.h>
#include <sqlite3.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace shardscope::core;
using shardscope::test::CliRun;

namespace {

using shardscope::test::RawDb;

/// A TCP port on 127.0.0.1 that accepts connections (the kernel completes them from the backlog)
/// and never says a word: an SSH client waits there for the server's greeting.
class SilentListener
{
public:
    SilentListener()
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t size = sizeof(address);
        if (m_fd >= 0 && ::bind(m_fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0
            && ::listen(m_fd, 16) == 0
            && ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&address), &size) == 0)
            m_port = ntohs(address.sin_port);
    }
    ~SilentListener()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    SilentListener(const SilentListener &) = delete;
    SilentListener &operator=(const SilentListener &) = delete;

    int port() const { return m_port; }

private:
    int m_fd = -1;
    int m_port = 0;
};

/// A loopback port nothing listens on (bound, then closed): connecting is refused at once.
int closedPort()
{
    const SilentListener listener;
    return listener.port();
}

class StoreCliTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        QFile knownHosts(file("known_hosts"));
        ASSERT_TRUE(knownHosts.open(QIODevice::WriteOnly));
    }

    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = shardscope::test::isolatedEnvironment(m_dir.path());
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        env.insert(QStringLiteral("SHARDSCOPE_AGENT"), QStringLiteral(SHARDSCOPE_AGENT_PATH));
        return env;
    }

    CliRun run(const QStringList &arguments) const
    {
        return shardscope::test::runCli(QStringLiteral(SHARDSCOPE_CLI_PATH), arguments, environment(), 90000);
    }

    /// `linktest` between two nodes on loopback ports, stored in `db`.
    QStringList linktest(int port1, int port2, const QString &db) const
    {
        return {QStringLiteral("linktest"),
                QStringLiteral("--host"),
                QStringLiteral("root@127.0.0.1:%1").arg(port1),
                QStringLiteral("--host"),
                QStringLiteral("root@127.0.0.1:%1").arg(port2),
                QStringLiteral("--ssh-config"),
                QStringLiteral("none"),
                QStringLiteral("--known-hosts"),
                file("known_hosts"),
                QStringLiteral("--remote-agent"),
                QStringLiteral(SHARDSCOPE_AGENT_PATH),
                QStringLiteral("--db"),
                db};
    }

    /// The stored status of every run, by id, as `runs --json` lists them.
    std::map<qint64, std::string> listedStatuses(const QString &db, CliRun *result = nullptr) const
    {
        const CliRun listed
            = run({QStringLiteral("runs"), QStringLiteral("--json"), QStringLiteral("--db"), db});
        if (result)
            *result = listed;
        EXPECT_EQ(listed.exitCode, 0) << listed.err.toStdString();
        const nlohmann::json document = nlohmann::json::parse(listed.out.toStdString(), nullptr, false);
        std::map<qint64, std::string> statuses;
        if (!document.is_object() || !document.contains("runs"))
            return statuses;
        for (const nlohmann::json &entry : document["runs"])
            statuses[entry.value("id", qint64(0))] = entry.value("status", "");
        return statuses;
    }

    QString file(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    QTemporaryDir m_dir;
};

std::string text(const CliRun &result)
{
    return "exit " + std::to_string(result.exitCode) + "\nstdout:\n" + result.out.toStdString()
           + "\nstderr:\n" + result.err.toStdString();
}

} // namespace

TEST_F(StoreCliTest, ALinktestKilledMidRunIsListedInterruptedWhileItStillRunsItIsNot)
{
    const QString db = file("cli.db");
    const SilentListener node1;
    const SilentListener node2;
    ASSERT_GT(node1.port(), 0);
    ASSERT_GT(node2.port(), 0);

    // The CLI writes its run, then waits for the nodes' SSH greeting, which never comes.
    QProcess cli;
    cli.setProcessEnvironment(environment());
    cli.start(QStringLiteral(SHARDSCOPE_CLI_PATH), linktest(node1.port(), node2.port(), db));
    ASSERT_TRUE(cli.waitForStarted());
    bool running = false;
    const QDeadlineTimer deadline(60000);
    while (!running && cli.state() == QProcess::Running && !deadline.hasExpired()) {
        if (QFileInfo::exists(db)) {
            RawDb raw(db, RawDb::Open::ExistingOnly);
            running = raw.ok() && raw.scalar("SELECT count(*) FROM runs WHERE status = 'running'") == "1";
        }
        if (!running)
            cli.waitForFinished(20); // returns at once when it ends
    }
    ASSERT_TRUE(running) << "the CLI stored no running run: " << cli.readAllStandardError().toStdString();
    ASSERT_EQ(cli.state(), QProcess::Running);

    // Another CLI looking now sees a run in progress: its writer lives.
    const std::map<qint64, std::string> whileAlive = listedStatuses(db);
    ASSERT_EQ(whileAlive.size(), 1u);
    const qint64 runId = whileAlive.begin()->first;
    EXPECT_EQ(whileAlive.begin()->second, "running");

    ASSERT_EQ(::kill(pid_t(cli.processId()), SIGKILL), 0);
    ASSERT_TRUE(cli.waitForFinished(30000));
    ASSERT_EQ(cli.exitStatus(), QProcess::CrashExit) << "the CLI ended by itself before it was killed";

    CliRun listed;
    const std::map<qint64, std::string> afterKill = listedStatuses(db, &listed);
    ASSERT_EQ(afterKill.size(), 1u) << text(listed);
    EXPECT_EQ(afterKill.at(runId), "interrupted") << text(listed);
    const CliRun table = run({QStringLiteral("runs"), QStringLiteral("--db"), db});
    EXPECT_TRUE(table.out.contains("interrupted")) << text(table);
    // It kept what it had: its configuration names both nodes.
    RawDb raw(db);
    EXPECT_NE(raw.scalar("SELECT config_json FROM runs").find(std::to_string(node2.port())),
              std::string::npos);
}

TEST_F(StoreCliTest, StoredAsIsPrintedOnlyWhenTheStoreTookTheStatus)
{
    const QString db = file("cli.db");
    const int port1 = closedPort();
    const int port2 = closedPort();
    ASSERT_GT(port1, 0);
    ASSERT_GT(port2, 0);

    // Both nodes refuse the connection: the run fails, and the store takes "failed".
    const CliRun failed = run(linktest(port1, port2, db));
    EXPECT_EQ(failed.exitCode, 1) << text(failed);
    EXPECT_TRUE(failed.out.contains("Stored as run 1 (failed).")) << text(failed);

    // Now the last UPDATE is refused, as a full disk refuses it after every pair went in.
    {
        RawDb raw(db);
        ASSERT_TRUE(raw.ok());
        ASSERT_TRUE(
            raw.exec(QStringLiteral("CREATE TRIGGER refuse_the_end BEFORE UPDATE OF status ON runs "
                                    "WHEN NEW.status IN ('complete', 'failed', 'cancelled') "
                                    "BEGIN SELECT RAISE(ABORT, 'no room for the end of the run'); END")));
    }
    const CliRun unmarked = run(linktest(port1, port2, db));
    EXPECT_EQ(unmarked.exitCode, 1) << text(unmarked);
    EXPECT_FALSE(unmarked.out.contains("Stored as run 2")) << text(unmarked);
    EXPECT_TRUE(unmarked.out.contains("could not be marked failed")) << text(unmarked);
    EXPECT_TRUE(unmarked.out.contains("no room for the end of the run")) << text(unmarked);
    EXPECT_TRUE(unmarked.err.contains("storing the outcome of run 2")) << text(unmarked);

    // The JSON document says so too.
    std::map<qint64, std::string> statuses;
    {
        QStringList arguments = linktest(port1, port2, db);
        arguments << QStringLiteral("--json");
        const CliRun json = run(arguments);
        const nlohmann::json document = nlohmann::json::parse(json.out.toStdString(), nullptr, false);
        ASSERT_TRUE(document.is_object()) << text(json);
        EXPECT_NE(document.value("status_not_stored", "").find("no room"), std::string::npos) << text(json);
    }
    // Once those CLIs have ended, their unmarked runs read as interrupted, not running forever.
    statuses = listedStatuses(db);
    EXPECT_EQ(statuses[1], "failed");
    EXPECT_EQ(statuses[2], "interrupted");
    EXPECT_EQ(statuses[3], "interrupted");
}

TEST_F(StoreCliTest, RunsOnADatabaseThatDoesNotExistListsNothingAndCreatesNothing)
{
    const QString db = file("none/cli.db");
    const CliRun listed = run({QStringLiteral("runs"), QStringLiteral("--db"), db});
    EXPECT_EQ(listed.exitCode, 0) << text(listed);
    EXPECT_TRUE(listed.out.contains("No runs stored")) << text(listed);
    EXPECT_FALSE(QFileInfo::exists(file("none")));
    const CliRun report = run({QStringLiteral("report"), QStringLiteral("--run"), QStringLiteral("1"),
                               QStringLiteral("--json"), file("report.json"), QStringLiteral("--db"), db});
    EXPECT_EQ(report.exitCode, 1) << text(report);
    EXPECT_TRUE(report.err.contains("does not exist")) << text(report);
    EXPECT_FALSE(QFileInfo::exists(file("none")));
}

namespace {

/// A report database (tests/support/ReportDatabase.h) on a tmpfs of its own, with one more run left
/// running by a process that was killed.
class StoreOnOddFilesystemCliTest : public StoreCliTest
{
protected:
    void SetUp() override
    {
        StoreCliTest::SetUp();
        {
            auto store
                = ResultStore::open(file("source.db"), StoreAccess::Write, shardscope::test::steppingClock());
            ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
            m_fixture = shardscope::test::fillReportDatabase(**store);
            auto abandoned = (*store)->beginRun(QStringLiteral("linktest"), QStringLiteral("{}"));
            ASSERT_TRUE(abandoned.ok());
            m_abandoned = *abandoned;
        }
        // Its writer: a child that is gone by now.
        QProcess child;
        child.start(QStringLiteral("sleep"), {QStringLiteral("600")});
        ASSERT_TRUE(child.waitForStarted());
        const store::RunWriter writer = store::runWriterOf(child.processId());
        ::kill(pid_t(child.processId()), SIGKILL);
        ASSERT_TRUE(child.waitForFinished());
        {
            RawDb raw(file("source.db"));
            ASSERT_TRUE(raw.exec(
                QStringLiteral("UPDATE runs SET writer_pid = %1, writer_start_ticks = %2 WHERE id = %3")
                    .arg(writer.pid)
                    .arg(writer.startTicks)
                    .arg(m_abandoned)));
        }

        ASSERT_TRUE(QDir(m_dir.path()).mkdir(QStringLiteral("mnt")));
        const qint64 size = QFileInfo(file("source.db")).size();
        m_mount = std::make_unique<shardscope::test::TmpfsMount>(file("mnt"), size + 256 * 1024);
        if (!m_mount->mounted())
            GTEST_SKIP() << "needs root to mount a tmpfs: " << m_mount->error().toStdString();
        m_db = m_mount->path(QStringLiteral("cli.db"));
        ASSERT_TRUE(QFile::copy(file("source.db"), m_db));
    }
    void TearDown() override { m_mount.reset(); }

    void expectRunsAndReportRead()
    {
        CliRun listed;
        std::map<qint64, std::string> statuses = listedStatuses(m_db, &listed);
        EXPECT_EQ(statuses.size(), 7u) << text(listed); // the fixture's six runs and the abandoned one
        EXPECT_EQ(statuses[m_fixture.benchRun], "failed") << text(listed);
        EXPECT_EQ(statuses[m_abandoned], "interrupted") << text(listed);
        EXPECT_TRUE(listed.err.contains("so it is only read")) << text(listed);

        const CliRun report
            = run({QStringLiteral("report"), QStringLiteral("--run"), QString::number(m_fixture.benchRun),
                   QStringLiteral("--json"), file("report.json"), QStringLiteral("--db"), m_db});
        EXPECT_EQ(report.exitCode, 0) << text(report);
        EXPECT_TRUE(report.out.contains(QStringLiteral("Run %1 (failed)").arg(m_fixture.benchRun).toUtf8()))
            << text(report);
        EXPECT_TRUE(QFileInfo(file("report.json")).size() > 0);
    }

    std::unique_ptr<shardscope::test::TmpfsMount> m_mount;
    shardscope::test::ReportDatabase m_fixture;
    qint64 m_abandoned = 0;
    QString m_db;
};

} // namespace

TEST_F(StoreOnOddFilesystemCliTest, OnAFullDiskRunsAndReportStillReadAndLeaveNothingBehind)
{
    ASSERT_TRUE(m_mount->fill());
    expectRunsAndReportRead();
    EXPECT_EQ(m_mount->entries(), (QStringList{QStringLiteral("cli.db"), QStringLiteral("filler")}));

    // A command that writes fails at once, in one line naming the cause.
    const CliRun inventory
        = run({QStringLiteral("inventory"), QStringLiteral("--local"), QStringLiteral("--db"), m_db});
    EXPECT_EQ(inventory.exitCode, 1) << text(inventory);
    EXPECT_TRUE(inventory.err.contains("No space left on device")) << text(inventory);
    EXPECT_EQ(inventory.err.count('\n'), 1) << text(inventory);
    EXPECT_FALSE(inventory.err.contains("SELECT")) << text(inventory);
    EXPECT_EQ(m_mount->entries(), (QStringList{QStringLiteral("cli.db"), QStringLiteral("filler")}));
}

TEST_F(StoreOnOddFilesystemCliTest, ADatabaseOnAReadOnlyMountIsListedAndReported)
{
    ASSERT_TRUE(m_mount->remountReadOnly()) << m_mount->error().toStdString();
    expectRunsAndReportRead();
    EXPECT_EQ(m_mount->entries(), QStringList{QStringLiteral("cli.db")});
}
