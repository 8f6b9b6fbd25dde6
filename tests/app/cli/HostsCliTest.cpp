// `shardscope-cli hosts …` as a subprocess against a temporary database and HOME.
#include "CliRunner.h"
#include "core/store/ResultStore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <optional>

using namespace shardscope::core;

namespace {

using shardscope::test::CliRun;

class HostsCliTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }

    /// Runs `shardscope-cli hosts <arguments> --db <temp db>` with HOME in the temporary folder.
    CliRun hosts(QStringList arguments, const QString &workingDb = {})
    {
        arguments.prepend(QStringLiteral("hosts"));
        arguments << QStringLiteral("--db") << (workingDb.isEmpty() ? dbPath() : workingDb);
        return runRaw(arguments);
    }

    CliRun runRaw(const QStringList &arguments)
    {
        const QProcessEnvironment env = shardscope::test::isolatedEnvironment(m_dir.path());
        return shardscope::test::runCli(QStringLiteral(SHARDSCOPE_CLI_PATH), arguments, env, 60000);
    }

    QString dbPath() const { return m_dir.filePath(QStringLiteral("hosts.db")); }

    /// Writes an ssh_config below the temporary HOME and returns its path.
    QString writeFile(const QString &relative, const QByteArray &text)
    {
        const QString path = m_dir.filePath(relative);
        EXPECT_TRUE(QDir().mkpath(QFileInfo(path).absolutePath()));
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text);
        return path;
    }

    std::unique_ptr<ResultStore> openStore()
    {
        auto store = ResultStore::open(dbPath());
        EXPECT_TRUE(store.ok()) << (store.ok() ? "" : store.error().detail.toStdString());
        return store.ok() ? std::move(store).value() : nullptr;
    }

    std::optional<HostRecord> stored(const QString &name)
    {
        auto store = openStore();
        if (!store)
            return std::nullopt;
        auto host = store->hostByName(name);
        EXPECT_TRUE(host.ok());
        return host.ok() ? *host : std::nullopt;
    }

    static nlohmann::json json(const CliRun &run)
    {
        const auto document = nlohmann::json::parse(run.out.toStdString(), nullptr, false);
        EXPECT_FALSE(document.is_discarded()) << run.out.toStdString();
        return document;
    }

    static std::string text(const QByteArray &bytes) { return bytes.toStdString(); }

    QTemporaryDir m_dir;
};

} // namespace

TEST_F(HostsCliTest, ListOfAnEmptyDatabaseSaysHowToAdd)
{
    CliRun run = hosts({QStringLiteral("list")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    EXPECT_TRUE(run.out.contains("hosts add")) << text(run.out);
    EXPECT_TRUE(run.err.isEmpty()) << text(run.err);

    run = hosts({QStringLiteral("list"), QStringLiteral("--json")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    EXPECT_EQ(json(run), nlohmann::json({{"hosts", nlohmann::json::array()}}));
}

TEST_F(HostsCliTest, AddStoresEveryFieldAndListShowsIt)
{
    CliRun run
        = hosts({QStringLiteral("add"), QStringLiteral("node2"), QStringLiteral("--address"),
                 QStringLiteral("10.0.0.2"), QStringLiteral("--port"), QStringLiteral("2222"),
                 QStringLiteral("--user"), QStringLiteral("ai"), QStringLiteral("--identity"),
                 QStringLiteral("/keys/node2"), QStringLiteral("--interface"), QStringLiteral("enp5s0")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    EXPECT_TRUE(run.out.startsWith("Added node2: ai@10.0.0.2:2222")) << text(run.out);

    const std::optional<HostRecord> host = stored(QStringLiteral("node2"));
    ASSERT_TRUE(host);
    EXPECT_EQ(host->address, QStringLiteral("10.0.0.2"));
    EXPECT_EQ(host->port, 2222);
    EXPECT_EQ(host->user, QStringLiteral("ai"));
    EXPECT_EQ(host->identityFile, QStringLiteral("/keys/node2"));
    EXPECT_EQ(host->clusterInterface, QStringLiteral("enp5s0"));
    EXPECT_FALSE(host->isLocal);

    run = hosts({QStringLiteral("list")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    EXPECT_TRUE(run.out.contains("node2")) << text(run.out);
    EXPECT_TRUE(run.out.contains("ai@10.0.0.2:2222")) << text(run.out);
    EXPECT_TRUE(run.out.contains("enp5s0")) << text(run.out);

    run = hosts({QStringLiteral("list"), QStringLiteral("--json")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    const nlohmann::json document = json(run);
    ASSERT_EQ(document["hosts"].size(), 1u) << document.dump();
    const nlohmann::json &entry = document["hosts"][0];
    EXPECT_EQ(entry["name"], "node2");
    EXPECT_EQ(entry["address"], "10.0.0.2");
    EXPECT_EQ(entry["port"], 2222);
    EXPECT_EQ(entry["user"], "ai");
    EXPECT_EQ(entry["identity_file"], "/keys/node2");
    EXPECT_EQ(entry["cluster_interface"], "enp5s0");
    EXPECT_EQ(entry["local"], false);
    EXPECT_EQ(entry["id"], host->id);
}

TEST_F(HostsCliTest, AddOnAStoredNameChangesOnlyTheOptionsGiven)
{
    ASSERT_EQ(hosts({QStringLiteral("add"), QStringLiteral("node2"), QStringLiteral("--address"),
                     QStringLiteral("10.0.0.2"), QStringLiteral("--user"), QStringLiteral("ai"),
                     QStringLiteral("--interface"), QStringLiteral("enp5s0")})
                  .exitCode,
              0);
    const qint64 id = stored(QStringLiteral("node2"))->id;
    // The database path goes before the command too.
    const CliRun run = runRaw({QStringLiteral("--db"), dbPath(), QStringLiteral("hosts"),
                               QStringLiteral("add"), QStringLiteral("node2"), QStringLiteral("--port=2200"),
                               QStringLiteral("--user"), QString(), QStringLiteral("--json")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    const nlohmann::json document = json(run);
    EXPECT_EQ(document["status"], "updated");
    EXPECT_EQ(document["host"]["port"], 2200);

    const std::optional<HostRecord> host = stored(QStringLiteral("node2"));
    ASSERT_TRUE(host);
    EXPECT_EQ(host->id, id);
    EXPECT_EQ(host->address, QStringLiteral("10.0.0.2"));
    EXPECT_EQ(host->port, 2200);
    EXPECT_TRUE(host->user.isEmpty()); // "" clears it
    EXPECT_EQ(host->clusterInterface, QStringLiteral("enp5s0"));
}

TEST_F(HostsCliTest, RelativeIdentityIsStoredAbsolute)
{
    ASSERT_EQ(hosts({QStringLiteral("add"), QStringLiteral("n"), QStringLiteral("--address"),
                     QStringLiteral("n"), QStringLiteral("--identity"), QStringLiteral("keys/id_n")})
                  .exitCode,
              0);
    const QString identity = stored(QStringLiteral("n"))->identityFile;
    EXPECT_TRUE(QDir::isAbsolutePath(identity)) << identity.toStdString();
    EXPECT_TRUE(identity.endsWith(QStringLiteral("/keys/id_n"))) << identity.toStdString();
}

TEST_F(HostsCliTest, AddRejectsBadArgumentsWithUsageErrors)
{
    const QList<QStringList> cases{
        {QStringLiteral("add"), QStringLiteral("new")}, // a new host needs --address
        {QStringLiteral("add")},
        {QStringLiteral("add"), QStringLiteral("n"), QStringLiteral("--address"), QStringLiteral("a"),
         QStringLiteral("--port"), QStringLiteral("0")},
        {QStringLiteral("add"), QStringLiteral("n"), QStringLiteral("--address"), QStringLiteral("a"),
         QStringLiteral("--port"), QStringLiteral("ssh")},
        {QStringLiteral("add"), QStringLiteral("n"), QStringLiteral("--address"), QString()},
        {QStringLiteral("add"), QStringLiteral("n"), QStringLiteral("--address"), QStringLiteral("a"),
         QStringLiteral("--interface"), QStringLiteral("a very long interface name")},
        {QStringLiteral("add"), QStringLiteral("n"), QStringLiteral("--address"), QStringLiteral("a"),
         QStringLiteral("--ssh-config"), QStringLiteral("x")},
        {QStringLiteral("add"), QStringLiteral("This computer"), QStringLiteral("--address"),
         QStringLiteral("a")},
        {QStringLiteral("add"), QStringLiteral(" padded"), QStringLiteral("--address"), QStringLiteral("a")},
        {QStringLiteral("add"), QStringLiteral("n"), QStringLiteral("extra"), QStringLiteral("--address"),
         QStringLiteral("a")},
        {QStringLiteral("list"), QStringLiteral("--address"), QStringLiteral("a")},
        {QStringLiteral("explode")},
        {},
    };
    for (const QStringList &arguments : cases) {
        const CliRun run = hosts(arguments);
        EXPECT_EQ(run.exitCode, 2) << arguments.join(u' ').toStdString() << "\n" << text(run.err);
        EXPECT_FALSE(run.err.isEmpty()) << arguments.join(u' ').toStdString();
    }
    auto store = openStore();
    ASSERT_TRUE(store);
    EXPECT_TRUE(store->hosts()->isEmpty());
}

TEST_F(HostsCliTest, AddRefusesRecordsThatFailTheHostCheck)
{
    // libssh would split "me@host" itself: the user goes into --user.
    CliRun run = hosts(
        {QStringLiteral("add"), QStringLiteral("n"), QStringLiteral("--address"), QStringLiteral("me@host")});
    EXPECT_EQ(run.exitCode, 2) << text(run.err);
    EXPECT_TRUE(run.err.contains("user name (user@host)")) << text(run.err);
    EXPECT_FALSE(stored(QStringLiteral("n")).has_value());

    run = hosts({QStringLiteral("add"), QStringLiteral("n"), QStringLiteral("--address"),
                 QStringLiteral("me@host"), QStringLiteral("--json")});
    EXPECT_EQ(run.exitCode, 2) << text(run.err);
    EXPECT_EQ(json(run)["error"]["code"], "invalid_argument") << text(run.out);

    // A change is checked together with what is stored: ':' is no part of an interface name.
    ASSERT_EQ(hosts({QStringLiteral("add"), QStringLiteral("n"), QStringLiteral("--address"),
                     QStringLiteral("10.0.0.5")})
                  .exitCode,
              0);
    for (const QStringList &change : {QStringList{QStringLiteral("--interface"), QStringLiteral("eth0:1")},
                                      QStringList{QStringLiteral("--user"), QStringLiteral("me@host")},
                                      QStringList{QStringLiteral("--address"), QStringLiteral("host:22")}}) {
        run = hosts(QStringList{QStringLiteral("add"), QStringLiteral("n")} + change);
        EXPECT_EQ(run.exitCode, 2) << change.join(u' ').toStdString() << "\n" << text(run.err);
    }
    const std::optional<HostRecord> kept = stored(QStringLiteral("n"));
    ASSERT_TRUE(kept);
    EXPECT_EQ(kept->address, QStringLiteral("10.0.0.5"));
    EXPECT_TRUE(kept->user.isEmpty());
    EXPECT_TRUE(kept->clusterInterface.isEmpty());

    run = hosts({QStringLiteral("add"), QStringLiteral("this computer"), QStringLiteral("--address"),
                 QStringLiteral("10.0.0.6")});
    EXPECT_EQ(run.exitCode, 2) << text(run.err);
    EXPECT_TRUE(run.err.contains("reserved")) << text(run.err);
}

TEST_F(HostsCliTest, RemoveOfAnUnknownNamePointsToHostsList)
{
    CliRun run = hosts({QStringLiteral("remove"), QStringLiteral("ghost")});
    EXPECT_EQ(run.exitCode, 1);
    const QString err = QString::fromUtf8(run.err).trimmed();
    EXPECT_FALSE(err.contains(QLatin1Char('\n'))) << "one line expected:\n" << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("ghost"))) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("hosts list"))) << err.toStdString();

    run = hosts({QStringLiteral("remove"), QStringLiteral("ghost"), QStringLiteral("--json")});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_EQ(json(run)["error"]["code"], "invalid_argument") << text(run.out);
}

TEST_F(HostsCliTest, RemoveDeletesTheHostAndItsInventories)
{
    qint64 goneId = 0;
    {
        auto store = openStore();
        ASSERT_TRUE(store);
        HostRecord gone;
        gone.name = QStringLiteral("gone");
        gone.address = QStringLiteral("10.0.0.9");
        HostRecord kept = gone;
        kept.name = QStringLiteral("kept");
        goneId = *store->upsertHost(gone);
        const qint64 keptId = *store->upsertHost(kept);
        shardscope::protocol::HostInventory inventory;
        inventory.agentVersion = "0.1.0";
        inventory.protocolVersion = 1;
        inventory.probedAtUtc = "2026-03-01T10:00:00.000Z";
        ASSERT_TRUE(store->saveInventory(goneId, inventory).ok());
        ASSERT_TRUE(store->saveInventory(keptId, inventory).ok());
    }
    const CliRun run = hosts({QStringLiteral("remove"), QStringLiteral("gone")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    EXPECT_TRUE(run.out.contains("Removed gone")) << text(run.out);

    auto store = openStore();
    ASSERT_TRUE(store);
    EXPECT_FALSE(store->hostByName(QStringLiteral("gone"))->has_value());
    EXPECT_FALSE(store->latestInventory(goneId)->has_value());
    const auto kept = *store->hostByName(QStringLiteral("kept"));
    ASSERT_TRUE(kept.has_value());
    EXPECT_TRUE(store->latestInventory(kept->id)->has_value());
}

TEST_F(HostsCliTest, ThisComputerTakesAnInterfaceButCannotBeRemoved)
{
    CliRun run = hosts(
        {QStringLiteral("add"), localHostName(), QStringLiteral("--interface"), QStringLiteral("eth0")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    std::optional<HostRecord> local = stored(localHostName());
    ASSERT_TRUE(local);
    EXPECT_TRUE(local->isLocal);
    EXPECT_EQ(local->clusterInterface, QStringLiteral("eth0"));

    run = hosts({QStringLiteral("remove"), localHostName()});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains("cannot be removed")) << text(run.err);
    EXPECT_TRUE(stored(localHostName()).has_value());
}

TEST_F(HostsCliTest, ImportAddsThenUpdatesAndKeepsTheClusterInterface)
{
    // isolatedEnvironment puts HOME in the temporary folder: this is the CLI's ~/.ssh/config.
    writeFile(QStringLiteral(".ssh/config"), "Host *\n"
                                             "    User ai\n"
                                             "Host gpu1 gpu2\n"
                                             "    HostName %h.lan\n"
                                             "    IdentityFile ~/.ssh/id_gpu\n"
                                             "Host jump *.example\n"
                                             "    Port 2200\n");
    CliRun run = hosts({QStringLiteral("import")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    const QString out = QString::fromUtf8(run.out);
    for (const char *line :
         {"Added gpu1: ai@gpu1.lan", "Added gpu2: ai@gpu2.lan", "Added jump: ai@jump:2200"})
        EXPECT_TRUE(out.contains(QLatin1String(line))) << line << "\n" << out.toStdString();
    EXPECT_FALSE(out.contains(QStringLiteral("example"))) << out.toStdString();
    std::optional<HostRecord> gpu1 = stored(QStringLiteral("gpu1"));
    ASSERT_TRUE(gpu1);
    EXPECT_EQ(gpu1->identityFile, m_dir.filePath(QStringLiteral(".ssh/id_gpu")));

    // The cluster interface chosen in ShardScope survives a second import.
    ASSERT_EQ(hosts({QStringLiteral("add"), QStringLiteral("gpu1"), QStringLiteral("--interface"),
                     QStringLiteral("enp65s0")})
                  .exitCode,
              0);
    writeFile(QStringLiteral(".ssh/config"), "Host gpu1 gpu2\n"
                                             "    HostName %h.lan\n"
                                             "    IdentityFile ~/.ssh/id_gpu\n"
                                             "Host gpu1\n"
                                             "    Port 2022\n"
                                             "Host *\n"
                                             "    User ai\n");
    run = hosts(
        {QStringLiteral("import"), QStringLiteral("--json"), QStringLiteral("--allow-proxy-command")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    const nlohmann::json document = json(run);
    ASSERT_EQ(document["hosts"].size(), 2u) << document.dump();
    EXPECT_EQ(document["hosts"][0]["status"], "updated");
    EXPECT_EQ(document["hosts"][1]["status"], "unchanged");
    gpu1 = stored(QStringLiteral("gpu1"));
    ASSERT_TRUE(gpu1);
    EXPECT_EQ(gpu1->port, 2022);
    EXPECT_EQ(gpu1->clusterInterface, QStringLiteral("enp65s0"));
    // jump is no longer in the file, but an import never removes anything.
    EXPECT_TRUE(stored(QStringLiteral("jump")).has_value());
}

TEST_F(HostsCliTest, ImportSkipsEntriesThatFailTheHostCheckWithAWarning)
{
    writeFile(QStringLiteral(".ssh/config"), "Host good\n"
                                             "    HostName 10.2.0.1\n"
                                             "Host sneaky\n"
                                             "    HostName root@10.2.0.2\n"
                                             "Host fine\n"
                                             "    HostName fine.lan\n"
                                             "    User ai\n");
    CliRun run = hosts({QStringLiteral("import")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    const QString err = QString::fromUtf8(run.err).trimmed();
    EXPECT_FALSE(err.contains(QLatin1Char('\n'))) << "one warning line expected:\n" << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("warning"))) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("sneaky"))) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("user name (user@host)"))) << err.toStdString();
    EXPECT_TRUE(run.out.contains("2 added, 0 updated, 0 unchanged, 1 skipped")) << text(run.out);
    EXPECT_TRUE(stored(QStringLiteral("good")).has_value());
    EXPECT_TRUE(stored(QStringLiteral("fine")).has_value());
    EXPECT_FALSE(stored(QStringLiteral("sneaky")).has_value());

    run = hosts(
        {QStringLiteral("import"), QStringLiteral("--json"), QStringLiteral("--allow-proxy-command")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    const nlohmann::json document = json(run);
    ASSERT_EQ(document["hosts"].size(), 3u) << document.dump();
    EXPECT_EQ(document["hosts"][1]["status"], "skipped");
    EXPECT_EQ(document["hosts"][1]["host"]["name"], "sneaky");
    EXPECT_TRUE(document["hosts"][1]["reason"].get<std::string>().find("user@host") != std::string::npos)
        << document.dump();
    EXPECT_TRUE(run.err.contains("sneaky")) << text(run.err);
}

TEST_F(HostsCliTest, ImportShowsTheProxyCommandThatWillRunOnConnect)
{
    writeFile(QStringLiteral(".ssh/config"), "Host direct\n"
                                             "    HostName 10.3.0.1\n"
                                             "Host piped\n"
                                             "    HostName 10.3.0.2\n"
                                             "    ProxyCommand ssh -W %h:%p bastion.lan \x1b[2J\n"
                                             "Host jumpy\n"
                                             "    HostName 10.3.0.3\n"
                                             "    ProxyJump admin@bastion.lan\n");
    // The command as the file says it, with the escape sequence made harmless.
    const QString command = QStringLiteral("ProxyCommand ssh -W %h:%p bastion.lan \uFFFD[2J");
    {
        // Shown before it is imported: without --allow-proxy-command the two are left out, each
        // with the command it would run.
        const CliRun first = hosts({QStringLiteral("import")});
        ASSERT_EQ(first.exitCode, 0) << text(first.err);
        const QString err = QString::fromUtf8(first.err);
        EXPECT_TRUE(err.contains(QStringLiteral("skipped piped of"))) << err.toStdString();
        EXPECT_TRUE(err.contains(command)) << err.toStdString();
        EXPECT_TRUE(err.contains(QStringLiteral("skipped jumpy of"))) << err.toStdString();
        EXPECT_TRUE(err.contains(QStringLiteral("ProxyJump admin@bastion.lan"))) << err.toStdString();
        EXPECT_EQ(err.count(QStringLiteral("--allow-proxy-command")), 2) << err.toStdString();
        EXPECT_FALSE(first.err.contains('\x1b'));
        const CliRun listed = hosts({QStringLiteral("list"), QStringLiteral("--json")});
        ASSERT_EQ(listed.exitCode, 0) << text(listed.err);
        const QString stored = QString::fromUtf8(listed.out);
        EXPECT_TRUE(stored.contains(QStringLiteral("\"direct\""))) << stored.toStdString();
        EXPECT_FALSE(stored.contains(QStringLiteral("piped"))) << stored.toStdString();
        EXPECT_FALSE(stored.contains(QStringLiteral("jumpy"))) << stored.toStdString();
    }
    CliRun run = hosts({QStringLiteral("import"), QStringLiteral("--allow-proxy-command")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    const QString out = QString::fromUtf8(run.out);
    const QString err = QString::fromUtf8(run.err);
    // Each under its host's line.
    const QStringList lines = out.split(QLatin1Char('\n'));
    const auto after = [&lines](const QString &start) {
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            if (lines.at(i).startsWith(start))
                return lines.at(i + 1);
        }
        return QString();
    };
    EXPECT_EQ(after(QStringLiteral("Added piped: ")),
              QStringLiteral("    runs when connecting, on this computer: ") + command)
        << out.toStdString();
    EXPECT_EQ(after(QStringLiteral("Added jumpy: ")),
              QStringLiteral("    runs when connecting, on this computer: ProxyJump admin@bastion.lan"))
        << out.toStdString();
    EXPECT_EQ(out.count(QStringLiteral("runs when connecting")), 2) << out.toStdString();
    // A warning for each on stderr, which a --json run shows too.
    EXPECT_TRUE(err.contains(QStringLiteral("warning: piped of"))) << err.toStdString();
    EXPECT_TRUE(err.contains(command)) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("hosts remove piped"))) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("warning: jumpy of"))) << err.toStdString();
    EXPECT_FALSE(err.contains(QStringLiteral("direct"))) << err.toStdString();
    EXPECT_FALSE(run.out.contains('\x1b') || run.err.contains('\x1b'));

    run = hosts(
        {QStringLiteral("import"), QStringLiteral("--json"), QStringLiteral("--allow-proxy-command")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    const nlohmann::json document = json(run);
    ASSERT_EQ(document["hosts"].size(), 3u) << document.dump();
    EXPECT_FALSE(document["hosts"][0].contains("runs_when_connecting")) << document.dump();
    EXPECT_EQ(QString::fromStdString(document["hosts"][1].value("runs_when_connecting", "")), command);
    EXPECT_EQ(document["hosts"][2].value("runs_when_connecting", ""), "ProxyJump admin@bastion.lan");
    EXPECT_TRUE(run.err.contains("warning: piped of")) << text(run.err);
}

TEST_F(HostsCliTest, ImportReadsTheFileGivenAndNamesOneItCannotRead)
{
    const QString file
        = writeFile(QStringLiteral("elsewhere/cluster.conf"), "Host n1\n  HostName 10.1.0.1\n");
    CliRun run = hosts({QStringLiteral("import"), QStringLiteral("--ssh-config"), file});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    EXPECT_EQ(stored(QStringLiteral("n1"))->address, QStringLiteral("10.1.0.1"));

    const QString missing = m_dir.filePath(QStringLiteral("nope.conf"));
    run = hosts({QStringLiteral("import"), QStringLiteral("--ssh-config"), missing});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(QString::fromUtf8(run.err).contains(missing)) << text(run.err);

    // A malformed line is named with its file and line, and nothing is stored.
    const QString broken = writeFile(QStringLiteral("broken.conf"), "Host n2\nHost n3\n  Port nope\n");
    run = hosts({QStringLiteral("import"), QStringLiteral("--ssh-config"), broken});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(QString::fromUtf8(run.err).contains(broken + QStringLiteral(" line 3"))) << text(run.err);
    EXPECT_FALSE(stored(QStringLiteral("n2")).has_value());
}

TEST_F(HostsCliTest, ImportWithoutMachinesSaysSo)
{
    writeFile(QStringLiteral(".ssh/config"), "Host *\n  User ai\n");
    const CliRun run = hosts({QStringLiteral("import")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    EXPECT_TRUE(run.out.contains("No Host entries")) << text(run.out);
}

TEST_F(HostsCliTest, UnwritableDatabaseFailsBeforeAnything)
{
    writeFile(QStringLiteral("plain-file"), "x");
    const QString bad = m_dir.filePath(QStringLiteral("plain-file/sub/hosts.db"));
    const CliRun run = hosts({QStringLiteral("list"), QStringLiteral("--json")}, bad);
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_EQ(json(run)["error"]["code"], "database_open") << text(run.out);
}

TEST_F(HostsCliTest, OnlyTheCommandNameHostsSelectsTheHostsCommand)
{
    // A value that happens to be "hosts" is no command: the main parser still handles this line.
    CliRun run = runRaw({QStringLiteral("--json"), QStringLiteral("--db"), dbPath(), QStringLiteral("hosts"),
                         QStringLiteral("list")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    EXPECT_EQ(json(run), nlohmann::json({{"hosts", nlohmann::json::array()}}));

    run = runRaw({QStringLiteral("--ssh-config"), QStringLiteral("hosts"), QStringLiteral("nonsense")});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains("unknown command")) << text(run.err);

    run = runRaw({QStringLiteral("hosts"), QStringLiteral("--help")});
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_TRUE(run.out.contains("hosts import")) << text(run.out);
}

TEST_F(HostsCliTest, ListOfAStoredNameWithControlCharactersPrintsOneSafeRow)
{
    // A database of an older version, or written by another program, may hold what `hosts add`
    // refuses today.
    const QString evil = QStringLiteral("evil\nforged  root@10.6.6.6\x1b[31m");
    {
        auto store = openStore();
        ASSERT_TRUE(store);
        HostRecord host;
        host.name = evil;
        host.address = QStringLiteral("10.0.0.9");
        host.clusterInterface = QStringLiteral("eth\x1b]0;title\x07");
        ASSERT_TRUE(store->upsertHost(host).ok());
    }
    CliRun run = hosts({QStringLiteral("list")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    EXPECT_FALSE(run.out.contains('\x1b')) << text(run.out);
    EXPECT_FALSE(run.out.contains('\x07')) << text(run.out);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    ASSERT_EQ(lines.size(), 2) << "a header and one row:\n" << text(run.out);
    EXPECT_TRUE(lines.at(1).startsWith("evil forged")) << text(run.out);
    EXPECT_TRUE(lines.at(1).contains("10.0.0.9")) << text(run.out);

    // JSON stays JSON, and says what is stored.
    run = hosts({QStringLiteral("list"), QStringLiteral("--json")});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    EXPECT_FALSE(run.out.contains('\x1b')) << text(run.out);
    const nlohmann::json document = json(run);
    ASSERT_EQ(document["hosts"].size(), 1u) << document.dump();
    EXPECT_EQ(document["hosts"][0]["name"], evil.toStdString());

    // It can still be removed by its name, and the confirmation is one safe line.
    run = hosts({QStringLiteral("remove"), evil});
    ASSERT_EQ(run.exitCode, 0) << text(run.err);
    EXPECT_FALSE(run.out.contains('\x1b')) << text(run.out);
    EXPECT_EQ(run.out.count('\n'), 1) << text(run.out);
}

TEST_F(HostsCliTest, AddRefusesControlCharactersAndCommasSayingWhichField)
{
    const struct {
        QStringList arguments;
        const char *reason;
    } cases[] = {
        {{QStringLiteral("node\x1b[31m2"), QStringLiteral("--address"), QStringLiteral("10.0.0.2")},
         "the name must not contain"},
        {{QStringLiteral("node\n2"), QStringLiteral("--address"), QStringLiteral("10.0.0.2")},
         "the name must not contain"},
        {{QStringLiteral("rack3,node2"), QStringLiteral("--address"), QStringLiteral("10.0.0.2")},
         "--split-over"},
        {{QStringLiteral("node2"), QStringLiteral("--address"), QStringLiteral("10.0.0.2\x1b[2J")},
         "the address must not contain spaces or control characters"},
        {{QStringLiteral("node2"), QStringLiteral("--address"), QStringLiteral("10.0.0.2"),
          QStringLiteral("--user"), QStringLiteral("root\n")},
         "the user name"},
        {{QStringLiteral("node2"), QStringLiteral("--address"), QStringLiteral("10.0.0.2"),
          QStringLiteral("--interface"), QStringLiteral("eth\x1b[0m")},
         "the cluster interface"},
    };
    for (const auto &[arguments, reason] : cases) {
        SCOPED_TRACE(arguments.join(u' ').toUtf8().toHex().toStdString());
        const CliRun run = hosts(QStringList{QStringLiteral("add")} + arguments);
        EXPECT_EQ(run.exitCode, 2) << text(run.err);
        EXPECT_TRUE(run.err.contains(reason)) << text(run.err);
        EXPECT_FALSE(run.err.contains('\x1b')) << text(run.err);
        EXPECT_EQ(run.err.count('\n'), 1) << text(run.err);
    }
    auto store = openStore();
    ASSERT_TRUE(store);
    EXPECT_TRUE(store->hosts()->isEmpty());
}
