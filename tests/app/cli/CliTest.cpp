// shardscope-cli as a subprocess: what scripts and users see (exit codes, stdout, stderr).
#include "CliRunner.h"
#include "core/store/ResultStore.h"
#include "remote-agent/protocol/Version.h"
#include "tests/app/cli/CliTestFixture.h"

#include <QFile>
#include <QProcessEnvironment>
#include <QSysInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <unistd.h>

using namespace shardscope::core;

namespace {

using shardscope::test::CliRun;

using shardscope::test::CliTest;

} // namespace

TEST_F(CliTest, InventoryJsonMatchesThisSystemAndIsStored)
{
    const CliRun result = run({QStringLiteral("inventory"), QStringLiteral("--local"),
                               QStringLiteral("--json"), QStringLiteral("--db"), dbPath()});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.err.isEmpty()) << result.err.toStdString();

    const auto document = nlohmann::json::parse(result.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    EXPECT_EQ(document["agent_version"], shardscope::protocol::kShardScopeVersion);
    EXPECT_EQ(document["protocol_version"], shardscope::protocol::kProtocolVersion);
    ASSERT_TRUE(document.contains("health"));
    ASSERT_TRUE(document["health"].is_array());
    for (const auto &finding : document["health"]) {
        for (const char *key : {"code", "severity", "host", "subject", "detail"})
            EXPECT_TRUE(finding.contains(key)) << key;
    }
    // The same facts as the system itself.
    ASSERT_TRUE(document.contains("hostname")) << "the probe reports no hostname";
    EXPECT_EQ(document["hostname"], QSysInfo::machineHostName().toStdString());
    ASSERT_TRUE(document.contains("cpu_threads")) << "the probe reports no cpu_threads";
    EXPECT_EQ(document["cpu_threads"], ::sysconf(_SC_NPROCESSORS_ONLN));

    // --db: the inventory is in that file, under the local host.
    auto store = ResultStore::open(dbPath());
    ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
    auto host = (*store)->hostByName(QStringLiteral("This computer"));
    ASSERT_TRUE(host.ok());
    ASSERT_TRUE(host->has_value());
    EXPECT_TRUE((*host)->isLocal);
    auto latest = (*store)->latestInventory((*host)->id);
    ASSERT_TRUE(latest.ok()) << latest.error().detail.toStdString();
    ASSERT_TRUE(latest->has_value());
    EXPECT_EQ((*latest)->inventory.agentVersion, shardscope::protocol::kShardScopeVersion);
    EXPECT_EQ(nlohmann::json((*latest)->inventory)["hostname"], document["hostname"]);
    // Nothing went to the default location.
    EXPECT_FALSE(QFile::exists(m_dir.filePath(QStringLiteral("xdg-data"))));
}

TEST_F(CliTest, InventorySummaryIsHumanReadable)
{
    const CliRun result
        = run({QStringLiteral("inventory"), QStringLiteral("--local"), QStringLiteral("--db"), dbPath()});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QString out = QString::fromUtf8(result.out);
    for (const char *label : {"Host:", "OS:", "CPU:", "Memory:", "GPUs:", "NICs:", "Findings:"})
        EXPECT_TRUE(out.contains(QLatin1String(label))) << label << "\n" << out.toStdString();
    EXPECT_TRUE(out.contains(QStringLiteral("This computer")));
    EXPECT_FALSE(out.startsWith(QLatin1Char('{')));
}

TEST_F(CliTest, UnwritableDatabaseLocationFailsWithAClearMessage)
{
    {
        QFile file(m_dir.filePath(QStringLiteral("plain-file")));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    }
    // A file as the parent folder cannot be created into, even by root.
    const QString bad = m_dir.filePath(QStringLiteral("plain-file/sub/cli.db"));
    const CliRun result = run({QStringLiteral("inventory"), QStringLiteral("--local"),
                               QStringLiteral("--json"), QStringLiteral("--db"), bad});
    EXPECT_NE(result.exitCode, 0);
    // --json: stdout is a JSON error document, nothing else.
    const auto document = nlohmann::json::parse(result.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    EXPECT_EQ(document["error"]["code"], "database_open") << result.out.toStdString();
    EXPECT_NE(document["error"]["message"].get<std::string>().find(bad.toStdString()), std::string::npos)
        << result.out.toStdString();
    const QString err = QString::fromUtf8(result.err).trimmed();
    EXPECT_FALSE(err.contains(QLatin1Char('\n'))) << "one line expected:\n" << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("database"))) << err.toStdString();
    EXPECT_TRUE(err.contains(bad)) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("--db"))) << err.toStdString();
}

TEST_F(CliTest, NewerDatabaseIsRefused)
{
    {
        auto store = ResultStore::open(dbPath());
        ASSERT_TRUE(store.ok());
        ASSERT_TRUE((*store)->exec("PRAGMA user_version = 99").ok());
    }
    const CliRun result
        = run({QStringLiteral("inventory"), QStringLiteral("--local"), QStringLiteral("--db"), dbPath()});
    EXPECT_EQ(result.exitCode, 1);
    const QString err = QString::fromUtf8(result.err);
    EXPECT_TRUE(err.contains(QStringLiteral("database_too_new"))) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("version 99"))) << err.toStdString();
}

TEST_F(CliTest, MissingAgentFailsWithAClearMessage)
{
    const CliRun result
        = run({QStringLiteral("inventory"), QStringLiteral("--local"), QStringLiteral("--db"), dbPath()},
              m_dir.filePath(QStringLiteral("no-agent-here")).toLocal8Bit());
    EXPECT_EQ(result.exitCode, 1);
    const QString err = QString::fromUtf8(result.err).trimmed();
    EXPECT_TRUE(err.contains(QStringLiteral("agent_not_found"))) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("SHARDSCOPE_AGENT"))) << err.toStdString();
    EXPECT_FALSE(err.contains(QLatin1Char('\n')));
}

TEST_F(CliTest, JsonFailureIsAJsonErrorOnStdoutAndALineOnStderr)
{
    const QString missing = m_dir.filePath(QStringLiteral("no-agent-here"));
    const CliRun result = run({QStringLiteral("inventory"), QStringLiteral("--local"),
                               QStringLiteral("--json"), QStringLiteral("--db"), dbPath()},
                              missing.toLocal8Bit());
    EXPECT_EQ(result.exitCode, 1);
    const auto document = nlohmann::json::parse(result.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    ASSERT_TRUE(document.is_object());
    EXPECT_EQ(document.size(), 1u) << result.out.toStdString();
    ASSERT_TRUE(document["error"].is_object()) << result.out.toStdString();
    EXPECT_EQ(document["error"]["code"], "agent_not_found");
    ASSERT_TRUE(document["error"]["message"].is_string());
    const std::string message = document["error"]["message"];
    EXPECT_NE(message.find("SHARDSCOPE_AGENT=" + missing.toStdString() + " is not an executable file"),
              std::string::npos)
        << message;
    // The human-readable line stays on stderr.
    const QString err = QString::fromUtf8(result.err).trimmed();
    EXPECT_TRUE(err.startsWith(QStringLiteral("shardscope-cli: "))) << err.toStdString();
    EXPECT_TRUE(err.contains(QStringLiteral("agent_not_found"))) << err.toStdString();
    EXPECT_FALSE(err.contains(QLatin1Char('\n')));
}

TEST_F(CliTest, TextFailurePrintsNothingOnStdout)
{
    const CliRun result
        = run({QStringLiteral("inventory"), QStringLiteral("--local"), QStringLiteral("--db"), dbPath()},
              m_dir.filePath(QStringLiteral("no-agent-here")).toLocal8Bit());
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_TRUE(result.out.isEmpty()) << result.out.toStdString();
}

TEST_F(CliTest, UsageErrorsAreOneLineWithAPointerToHelp)
{
    const struct {
        QStringList arguments;
        const char *line; ///< all of stderr
    } cases[] = {
        {{QStringLiteral("frobnicate")},
         "shardscope-cli: unknown command \"frobnicate\" (see shardscope-cli --help)"},
        {{}, "shardscope-cli: no command given (see shardscope-cli --help)"},
        {{QStringLiteral("--bogus")}, "shardscope-cli: unknown option --bogus (see shardscope-cli --help)"},
        // neither --local nor hosts
        {{QStringLiteral("inventory")},
         "shardscope-cli inventory: inventory needs --local, --host or --all (see shardscope-cli inventory "
         "--help)"},
        {{QStringLiteral("bench"), QStringLiteral("--foo")},
         "shardscope-cli bench: unknown option --foo (see shardscope-cli bench --help)"},
        // An option of another command says which one it goes with.
        {{QStringLiteral("bench"), QStringLiteral("--host"), QStringLiteral("me@127.0.0.1:9"),
          QStringLiteral("--duration"), QStringLiteral("3")},
         "shardscope-cli bench: --duration goes with linktest, serve-bench, not bench (see shardscope-cli "
         "bench --help)"},
        {{QStringLiteral("bench"), QStringLiteral("--host"), QStringLiteral("me@127.0.0.1:9"),
          QStringLiteral("--model"), QStringLiteral("tiny"), QStringLiteral("--prefills"),
          QStringLiteral("0")},
         "shardscope-cli bench: --prefills needs a whole number from 1 to 100 (see shardscope-cli bench "
         "--help)"},
        {{QStringLiteral("deploy"), QStringLiteral("--host"), QStringLiteral("me@127.0.0.1:9"),
          QStringLiteral("--remote-agent"), QStringLiteral("/x")},
         "shardscope-cli deploy: --remote-agent goes with inventory, linktest, check, setup-sheet, bench, "
         "serve-bench, not deploy (see "
         "shardscope-cli deploy --help)"},
        {{QStringLiteral("runs"), QStringLiteral("--model"), QStringLiteral("tiny")},
         "shardscope-cli runs: --model goes with bench, serve-bench, not runs (see shardscope-cli runs "
         "--help)"},
        {{QStringLiteral("report"), QStringLiteral("--bogus")},
         "shardscope-cli report: unknown option --bogus (see shardscope-cli report --help)"},
        {{QStringLiteral("hosts"), QStringLiteral("list"), QStringLiteral("--bogus")},
         "shardscope-cli hosts: unknown option --bogus (see shardscope-cli hosts --help)"},
        {{QStringLiteral("linktest"), QStringLiteral("--host")},
         "shardscope-cli linktest: missing value after '--host' (see shardscope-cli linktest --help)"},
    };
    for (const auto &[arguments, line] : cases) {
        SCOPED_TRACE(arguments.join(QLatin1Char(' ')).toStdString());
        const CliRun result = run(QStringList{QStringLiteral("--db"), dbPath()} + arguments);
        EXPECT_EQ(result.exitCode, 2);
        // One line, and nothing else of ours (report's QGuiApplication may warn of the environment).
        QStringList lines = QString::fromUtf8(result.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        lines.removeIf([](const QString &l) { return l.startsWith(QLatin1String("QStandardPaths: ")); });
        EXPECT_EQ(lines.join(QLatin1Char('\n')).toStdString(), std::string(line));
        EXPECT_TRUE(result.err.endsWith('\n'));
        EXPECT_TRUE(result.out.isEmpty()) << result.out.toStdString();
    }
}

TEST_F(CliTest, EachCommandHasItsOwnHelp)
{
    const CliRun bench = run({QStringLiteral("bench"), QStringLiteral("--help")});
    ASSERT_EQ(bench.exitCode, 0) << bench.err.toStdString();
    for (const char *option : {"--model", "--split-over", "--prefills", "--host", "--db", "--json"})
        EXPECT_TRUE(bench.out.contains(option)) << option << "\n" << bench.out.toStdString();
    for (const char *option : {"--duration", "--kind", "--local"})
        EXPECT_FALSE(bench.out.contains(option)) << option << "\n" << bench.out.toStdString();

    // The command may come after the options, as everywhere.
    const CliRun linktest = run({QStringLiteral("--help"), QStringLiteral("linktest")});
    ASSERT_EQ(linktest.exitCode, 0) << linktest.err.toStdString();
    EXPECT_TRUE(linktest.out.contains("--duration")) << linktest.out.toStdString();
    EXPECT_FALSE(linktest.out.contains("--model")) << linktest.out.toStdString();

    const CliRun runs = run({QStringLiteral("runs"), QStringLiteral("--help")});
    ASSERT_EQ(runs.exitCode, 0) << runs.err.toStdString();
    EXPECT_TRUE(runs.out.contains("--kind")) << runs.out.toStdString();
    EXPECT_FALSE(runs.out.contains("--host")) << runs.out.toStdString();
}

TEST_F(CliTest, FilesThatAreNotThereOrAreFoldersAreUsageErrors)
{
    const QString missing = m_dir.filePath(QStringLiteral("no-such-file"));
    const QString folder = m_dir.path();
    // Loopback, port 9: should a check be missing, the connection is refused here and goes nowhere.
    const QStringList inventory{QStringLiteral("inventory"),
                                QStringLiteral("--host"),
                                QStringLiteral("me@127.0.0.1:9"),
                                QStringLiteral("--remote-agent"),
                                QStringLiteral("/x"),
                                QStringLiteral("--db"),
                                dbPath()};
    const struct {
        QStringList arguments;
        QString message;
    } cases[] = {
        {{QStringLiteral("--ssh-config"), missing},
         QStringLiteral("--ssh-config %1 does not exist").arg(missing)},
        {{QStringLiteral("--ssh-config"), folder}, QStringLiteral("--ssh-config %1 is a folder").arg(folder)},
        {{QStringLiteral("--known-hosts"), missing},
         QStringLiteral("--known-hosts %1 does not exist (--accept-new creates it)").arg(missing)},
        {{QStringLiteral("--known-hosts"), folder, QStringLiteral("--accept-new")},
         QStringLiteral("--known-hosts %1 is a folder").arg(folder)},
        {{QStringLiteral("--known-hosts"), m_dir.filePath(QStringLiteral("no-folder/known_hosts")),
          QStringLiteral("--accept-new")},
         QStringLiteral("does not exist")},
        {{QStringLiteral("--identity"), missing},
         QStringLiteral("--identity %1 does not exist").arg(missing)},
        {{QStringLiteral("--identity"), folder}, QStringLiteral("--identity %1 is a folder").arg(folder)},
    };
    for (const auto &[arguments, message] : cases) {
        SCOPED_TRACE(arguments.join(QLatin1Char(' ')).toStdString());
        const CliRun result = run(inventory + arguments);
        EXPECT_EQ(result.exitCode, 2);
        const QString err = QString::fromUtf8(result.err);
        EXPECT_TRUE(err.contains(message)) << err.toStdString();
        EXPECT_EQ(err.count(QLatin1Char('\n')), 1) << err.toStdString();
    }
    // Nothing was stored: the usage error came before the database.
    EXPECT_FALSE(QFile::exists(dbPath()));
}

TEST_F(CliTest, LinktestLimitsAreUsageErrors)
{
    // The same limits as the GUI's: checked before any node is contacted.
    const auto linktest = [this](const QStringList &extra) {
        return run(QStringList{QStringLiteral("linktest"), QStringLiteral("--host"),
                               QStringLiteral("me@10.0.0.1"), QStringLiteral("--host"),
                               QStringLiteral("me@10.0.0.2"), QStringLiteral("--db"), dbPath()}
                   + extra);
    };
    const struct {
        QStringList arguments;
        const char *message;
    } cases[] = {
        {{QStringLiteral("--streams"), QStringLiteral("0")}, "--streams needs a number from 1 to 16"},
        {{QStringLiteral("--streams"), QStringLiteral("17")}, "--streams needs a number from 1 to 16"},
        {{QStringLiteral("--probes"), QStringLiteral("9")}, "--probes needs a number from 10 to 50000"},
        {{QStringLiteral("--probes"), QStringLiteral("50001")}, "--probes needs a number from 10 to 50000"},
        {{QStringLiteral("--duration"), QStringLiteral("0.05")},
         "--duration needs a number of seconds from 0.1 to 600"},
        {{QStringLiteral("--duration"), QStringLiteral("601")},
         "--duration needs a number of seconds from 0.1 to 600"},
    };
    for (const auto &[arguments, message] : cases) {
        const CliRun result = linktest(arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(result.err.contains(message)) << result.err.toStdString();
    }
}

TEST_F(CliTest, VersionAndHelp)
{
    const CliRun version = run({QStringLiteral("--version")});
    EXPECT_EQ(version.exitCode, 0);
    EXPECT_TRUE(version.out.contains(shardscope::protocol::kShardScopeVersion)) << version.out.toStdString();

    const CliRun help = run({QStringLiteral("--help")});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_TRUE(help.out.contains("inventory"));
    EXPECT_TRUE(help.out.contains("--db"));
    // The overview names the commands; their options are in their own --help.
    EXPECT_TRUE(help.out.contains("bench --help") || help.out.contains("<command> --help"))
        << help.out.toStdString();
    EXPECT_FALSE(help.out.contains("--split-over")) << help.out.toStdString();
}
