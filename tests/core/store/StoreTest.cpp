#include "core/analysis/BenchMetrics.h"
#include "core/store/ResultStore.h"
#include "core/store/RunWriter.h"
#include "tests/support/RawDb.h"
#include "tests/support/TestClock.h"
#include "tests/support/TmpfsMount.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <signal.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace shardscope::core;
using shardscope::protocol::HostInventory;
namespace protocol = shardscope::protocol;

namespace {

using shardscope::test::RawDb;

/// Builds a HostRecord from the fields a test cares about (designated initializers would warn
/// about every field left out).
struct HostBuilder {
    HostRecord record;
    HostBuilder &id(qint64 value) { return record.id = value, *this; }
    HostBuilder &address(const QString &value) { return record.address = value, *this; }
    HostBuilder &port(int value) { return record.port = value, *this; }
    HostBuilder &user(const QString &value) { return record.user = value, *this; }
    HostBuilder &identityFile(const QString &value) { return record.identityFile = value, *this; }
    HostBuilder &clusterInterface(const QString &value) { return record.clusterInterface = value, *this; }
    HostBuilder &local() { return record.isLocal = true, *this; }
};

HostBuilder named(const QString &name)
{
    HostBuilder builder;
    builder.record.name = name;
    return builder;
}

HostInventory sampleInventory(const std::string &hostname)
{
    HostInventory inventory;
    inventory.agentVersion = "0.1.0";
    inventory.protocolVersion = 1;
    inventory.probedAtUtc = "2026-03-01T10:00:00.000Z";
    inventory.hostname = hostname;
    inventory.cpuThreads = 16;
    shardscope::protocol::NicInfo nic;
    nic.name = "enp5s0";
    nic.operState = "up";
    nic.speedMbps = 2500;
    nic.mtu = 1500;
    inventory.nics.push_back(nic);
    return inventory;
}

QByteArray fileHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

using shardscope::test::TestClock;

class StoreTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }
    QString path(const char *name = "shardscope.db") const
    {
        return m_dir.filePath(QString::fromLatin1(name));
    }

    std::unique_ptr<ResultStore> openStore(const QString &file, ResultStore::Clock clock = {})
    {
        auto store = ResultStore::open(file, StoreAccess::Write, std::move(clock));
        EXPECT_TRUE(store.ok()) << (store.ok() ? "" : store.error().detail.toStdString());
        return store.ok() ? std::move(store).value() : nullptr;
    }

    QTemporaryDir m_dir;
};

} // namespace

TEST_F(StoreTest, DefaultPathIsInTheAppDataFolder)
{
    // QStandardPaths test mode (tests/common/QtTestMain.cpp) keeps this away from the real one.
    const QString expected = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    EXPECT_TRUE(defaultDatabasePath().startsWith(expected));
    EXPECT_TRUE(defaultDatabasePath().endsWith(QStringLiteral("/shardscope.db")));
    EXPECT_TRUE(defaultDatabasePath().contains(QStringLiteral("qttest")))
        << defaultDatabasePath().toStdString();
}

TEST_F(StoreTest, FreshFileGetsTheSchemaAndPragmas)
{
    const QString file = m_dir.filePath(QStringLiteral("new/folder/shardscope.db"));
    auto store = openStore(file);
    ASSERT_TRUE(store);
    EXPECT_TRUE(QFile::exists(file));

    auto version = store->schemaVersion();
    ASSERT_TRUE(version.ok());
    EXPECT_EQ(*version, kSchemaVersion);
    EXPECT_EQ(kSchemaVersion, 9);
    // synchronous and foreign_keys are per connection: ask the store's own connection.
    EXPECT_EQ(store->pragmaValue("journal_mode")->toStdString(), "wal");
    EXPECT_EQ(store->pragmaValue("synchronous")->toStdString(), "2");
    EXPECT_EQ(store->pragmaValue("foreign_keys")->toStdString(), "1");
    EXPECT_NE(store->pragmaValue("busy_timeout")->toStdString(), "0");

    RawDb raw(file);
    ASSERT_TRUE(raw.ok());
    EXPECT_EQ(raw.scalar("PRAGMA journal_mode"), "wal"); // persistent in the file
    EXPECT_EQ(raw.scalar("PRAGMA user_version"), std::to_string(kSchemaVersion));
    for (const char *table :
         {"hosts", "inventories", "runs", "link_pairs", "bench_results", "serve_results"}) {
        const std::string sql
            = std::string("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = '") + table
              + "'";
        EXPECT_EQ(raw.scalar(sql.c_str()), "1") << table;
    }
}

TEST_F(StoreTest, MigratesAnEmptyFileFromVersionZero)
{
    // A 0-byte file is a valid, empty SQLite database with user_version 0.
    {
        QFile file(path());
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    }
    auto store = openStore(path());
    ASSERT_TRUE(store);
    EXPECT_EQ(*store->schemaVersion(), kSchemaVersion);
    EXPECT_TRUE(store->upsertHost(named(QStringLiteral("node1")).record).ok());
}

TEST_F(StoreTest, MigratesAVersionZeroDatabaseAndKeepsItsContent)
{
    {
        RawDb raw(path());
        ASSERT_TRUE(raw.ok());
        ASSERT_TRUE(raw.exec("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('kept');"));
        ASSERT_EQ(raw.scalar("PRAGMA user_version"), "0");
    }
    auto store = openStore(path());
    ASSERT_TRUE(store);
    EXPECT_EQ(*store->schemaVersion(), kSchemaVersion);
    store.reset();
    RawDb raw(path());
    EXPECT_EQ(raw.scalar("SELECT text FROM notes"), "kept");
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'runs'"), "1");
}

TEST_F(StoreTest, FailedMigrationNamesTheStepNotItsSql)
{
    // A version-0 file that already has a "hosts" table: step 1 cannot create it.
    {
        RawDb raw(path());
        ASSERT_TRUE(raw.ok());
        ASSERT_TRUE(raw.exec("CREATE TABLE hosts (x TEXT);"));
    }
    auto store = ResultStore::open(path());
    ASSERT_FALSE(store.ok());
    EXPECT_EQ(store.error().code, ErrorCode::DatabaseOpen);
    const QString detail = store.error().detail;
    EXPECT_TRUE(detail.startsWith(QStringLiteral("migrating the database to schema version 1: ")))
        << detail.toStdString();
    EXPECT_TRUE(detail.contains(QStringLiteral("already exists"))) << detail.toStdString();
    EXPECT_FALSE(detail.contains(QStringLiteral("CREATE TABLE"))) << detail.toStdString();
    // Rolled back: still version 0.
    RawDb raw(path());
    EXPECT_EQ(raw.scalar("PRAGMA user_version"), "0");
}

TEST_F(StoreTest, PathWithPlaceholdersIsQuotedLiterally)
{
    const QString file = m_dir.filePath(QStringLiteral("odd%2%3.db"));
    {
        auto store = openStore(file);
        ASSERT_TRUE(store);
        const QByteArray newer = "PRAGMA user_version = " + QByteArray::number(kSchemaVersion + 1);
        ASSERT_TRUE(store->exec(newer.constData()).ok());
    }
    auto refused = ResultStore::open(file);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, ErrorCode::DatabaseTooNew);
    EXPECT_EQ(refused.error().detail,
              QStringLiteral("%1 has schema version %2, this ShardScope reads up to version %3")
                  .arg(file, QString::number(kSchemaVersion + 1), QString::number(kSchemaVersion)));
}

TEST_F(StoreTest, SaveLocalInventoryStoresTheLocalHostAndItsInventory)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    EXPECT_EQ(localHostName(), QStringLiteral("This computer"));
    auto first = store->saveLocalInventory(sampleInventory("box"));
    ASSERT_TRUE(first.ok()) << first.error().detail.toStdString();
    auto second = store->saveLocalInventory(sampleInventory("box2"));
    ASSERT_TRUE(second.ok()) << second.error().detail.toStdString();
    EXPECT_NE(*first, *second);

    auto hosts = store->hosts();
    ASSERT_TRUE(hosts.ok());
    ASSERT_EQ(hosts->size(), 1); // one host, updated, not a second one
    EXPECT_EQ(hosts->at(0).name, localHostName());
    EXPECT_TRUE(hosts->at(0).isLocal);
    auto latest = store->latestInventory(hosts->at(0).id);
    ASSERT_TRUE(latest.ok());
    ASSERT_TRUE(latest->has_value());
    EXPECT_EQ((*latest)->id, *second);
    EXPECT_EQ((*latest)->inventory.hostname, std::optional<std::string>("box2"));
}

TEST_F(StoreTest, SaveLocalInventoryLeavesNothingBehindOnFailure)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    // The file may not grow: the host row fits in an existing page, the inventory does not.
    ASSERT_TRUE(store->exec("PRAGMA max_page_count = 1").ok());
    HostInventory big = sampleInventory("box");
    big.cpuModel = std::string(512 * 1024, 'c');
    auto saved = store->saveLocalInventory(big);
    ASSERT_FALSE(saved.ok());
    EXPECT_EQ(saved.error().code, ErrorCode::DiskFull) << saved.error().detail.toStdString();
    auto host = store->hostByName(localHostName());
    ASSERT_TRUE(host.ok());
    EXPECT_FALSE(host->has_value()) << "the host was stored without its inventory";
}

TEST_F(StoreTest, RefusesANewerSchemaAndLeavesTheFileUntouched)
{
    {
        RawDb raw(path());
        ASSERT_TRUE(raw.ok());
        ASSERT_TRUE(raw.exec("CREATE TABLE future (x); PRAGMA user_version = 99;"));
    }
    const QByteArray before = fileHash(path());
    ASSERT_FALSE(before.isEmpty());

    auto store = ResultStore::open(path());
    ASSERT_FALSE(store.ok());
    EXPECT_EQ(store.error().code, ErrorCode::DatabaseTooNew);
    EXPECT_TRUE(store.error().detail.contains(QStringLiteral("99"))) << store.error().detail.toStdString();
    EXPECT_EQ(fileHash(path()), before);
    EXPECT_FALSE(QFile::exists(path() + QStringLiteral("-wal")));
    RawDb raw(path());
    EXPECT_EQ(raw.scalar("PRAGMA journal_mode"), "delete");
}

TEST_F(StoreTest, NotADatabaseIsAnOpenError)
{
    {
        QFile file(path());
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
    }
    auto store = ResultStore::open(path());
    ASSERT_FALSE(store.ok());
    EXPECT_EQ(store.error().code, ErrorCode::DatabaseOpen);
    EXPECT_FALSE(store.error().detail.isEmpty());
}

TEST_F(StoreTest, UncreatableFolderIsAnOpenError)
{
    {
        QFile file(path("plain-file"));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    }
    // A regular file as the parent folder: fails even for root, unlike permission bits.
    auto store = ResultStore::open(path("plain-file") + QStringLiteral("/sub/shardscope.db"));
    ASSERT_FALSE(store.ok());
    EXPECT_EQ(store.error().code, ErrorCode::DatabaseOpen);
    EXPECT_TRUE(store.error().detail.contains(QStringLiteral("plain-file")))
        << store.error().detail.toStdString();
}

TEST_F(StoreTest, ReopenKeepsHostsAndInventories)
{
    qint64 hostId = 0;
    {
        auto store = openStore(path());
        ASSERT_TRUE(store);
        auto id = store->upsertHost(named(QStringLiteral("node2"))
                                        .address(QStringLiteral("10.0.0.2"))
                                        .port(2222)
                                        .user(QStringLiteral("ai"))
                                        .identityFile(QStringLiteral("/keys/node2"))
                                        .clusterInterface(QStringLiteral("enp5s0"))
                                        .record);
        ASSERT_TRUE(id.ok());
        hostId = *id;
        ASSERT_TRUE(store->saveInventory(hostId, sampleInventory("old")).ok());
        ASSERT_TRUE(store->saveInventory(hostId, sampleInventory("node2")).ok());
        // Upserting the same name updates the row instead of adding one.
        auto again = store->upsertHost(named(QStringLiteral("node2"))
                                           .address(QStringLiteral("10.0.0.3"))
                                           .user(QStringLiteral("ai"))
                                           .clusterInterface(QStringLiteral("enp6s0"))
                                           .record);
        ASSERT_TRUE(again.ok());
        EXPECT_EQ(*again, hostId);
        ASSERT_TRUE(store->upsertHost(named(QStringLiteral("This computer")).local().record).ok());
    }
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto hosts = store->hosts();
    ASSERT_TRUE(hosts.ok());
    ASSERT_EQ(hosts->size(), 2);
    EXPECT_EQ(hosts->at(0), (named(QStringLiteral("node2"))
                                 .id(hostId)
                                 .address(QStringLiteral("10.0.0.3"))
                                 .user(QStringLiteral("ai"))
                                 .clusterInterface(QStringLiteral("enp6s0"))
                                 .record));
    EXPECT_TRUE(hosts->at(1).isLocal);

    auto byName = store->hostByName(QStringLiteral("node2"));
    ASSERT_TRUE(byName.ok());
    ASSERT_TRUE(byName->has_value());
    EXPECT_EQ((*byName)->id, hostId);
    auto missing = store->hostByName(QStringLiteral("nobody"));
    ASSERT_TRUE(missing.ok());
    EXPECT_FALSE(missing->has_value());

    auto latest = store->latestInventory(hostId);
    ASSERT_TRUE(latest.ok()) << latest.error().detail.toStdString();
    ASSERT_TRUE(latest->has_value());
    EXPECT_EQ((*latest)->hostId, hostId);
    EXPECT_EQ((*latest)->inventory, sampleInventory("node2"));
    EXPECT_EQ((*latest)->probedAtUtc, QDateTime(QDate(2026, 3, 1), QTime(10, 0), Qt::UTC));

    auto none = store->latestInventory(hosts->at(1).id);
    ASSERT_TRUE(none.ok());
    EXPECT_FALSE(none->has_value());
}

TEST_F(StoreTest, TransactionRollsBackUnlessCommitted)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    {
        Transaction transaction(*store);
        ASSERT_TRUE(transaction.status().ok());
        ASSERT_TRUE(store->upsertHost(named(QStringLiteral("ghost")).record).ok());
        // No commit: the destructor rolls back.
    }
    EXPECT_FALSE(store->hostByName(QStringLiteral("ghost"))->has_value());
    {
        Transaction transaction(*store);
        ASSERT_TRUE(store->upsertHost(named(QStringLiteral("kept")).record).ok());
        ASSERT_TRUE(transaction.commit().ok());
        EXPECT_FALSE(transaction.commit().ok()); // a second commit is a caller's mistake
    }
    EXPECT_TRUE(store->hostByName(QStringLiteral("kept"))->has_value());
}

TEST_F(StoreTest, SecondConnectionWaitsForTheWriteLockThenFails)
{
    auto first = openStore(path());
    auto second = openStore(path());
    ASSERT_TRUE(first && second);
    ASSERT_TRUE(second->exec("PRAGMA busy_timeout = 100").ok());
    Transaction holding(*first);
    ASSERT_TRUE(holding.status().ok());
    Transaction blocked(*second);
    EXPECT_FALSE(blocked.status().ok());
    EXPECT_FALSE(blocked.commit().ok());
}

TEST_F(StoreTest, ForeignKeysAreEnforced)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto saved = store->saveInventory(4242, sampleInventory("nobody"));
    ASSERT_FALSE(saved.ok());
    EXPECT_EQ(saved.error().code, ErrorCode::DatabaseQuery);
    EXPECT_TRUE(saved.error().detail.contains(QStringLiteral("FOREIGN KEY")))
        << saved.error().detail.toStdString();
}

TEST_F(StoreTest, EveryTimeTheStoreWritesComesFromItsClock)
{
    TestClock clock;
    auto store = openStore(path(), clock.clock());
    ASSERT_TRUE(store);
    const QDateTime started = clock.now();
    auto run = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    ASSERT_TRUE(run.ok());
    auto host = store->upsertHost(named(QStringLiteral("node2")).record);
    ASSERT_TRUE(host.ok());
    clock.advance(1500);
    const QDateTime stored = clock.now();
    HostInventory undated = sampleInventory("node2");
    undated.probedAtUtc.clear(); // no time of its own: the store's clock stands in
    ASSERT_TRUE(store->saveInventory(*host, undated).ok());
    StoredBenchResult result;
    result.runId = *run;
    result.layout = protocol::BenchLayout::Single;
    result.concurrency = 1;
    result.nodeNames = {QStringLiteral("node2")};
    result.hostIds = {*host};
    result.status = RunStatus::Cancelled;
    result.reports = {std::nullopt};
    ASSERT_TRUE(store->saveBenchResult(result).ok());
    clock.advance(60 * 1000);
    const QDateTime finished = clock.now();
    ASSERT_TRUE(store->finishRun(*run, RunStatus::Complete).ok());

    auto record = store->run(*run);
    ASSERT_TRUE(record.ok() && record->has_value());
    EXPECT_EQ((*record)->startedAtUtc, started);
    EXPECT_EQ((*record)->finishedAtUtc, finished);
    auto inventory = store->latestInventory(*host);
    ASSERT_TRUE(inventory.ok() && inventory->has_value());
    EXPECT_EQ((*inventory)->probedAtUtc, stored);
    auto results = store->benchResults(*run);
    ASSERT_TRUE(results.ok() && results->size() == 1);
    EXPECT_EQ(results->at(0).createdAtUtc, stored);
    store.reset();

    RawDb raw(path());
    EXPECT_EQ(raw.scalar("SELECT started_at FROM runs"), "2026-03-01T12:00:00.000Z");
    EXPECT_EQ(raw.scalar("SELECT finished_at FROM runs"), "2026-03-01T12:01:01.500Z");
    EXPECT_EQ(raw.scalar("SELECT saved_at FROM inventories"), "2026-03-01T12:00:01.500Z");
    EXPECT_EQ(raw.scalar("SELECT created_at FROM bench_results"), "2026-03-01T12:00:01.500Z");
}

TEST_F(StoreTest, WithoutAClockTheStoreTimesByTheSystemClock)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    const QDateTime before = QDateTime::currentDateTimeUtc();
    auto run = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    ASSERT_TRUE(run.ok());
    const QDateTime after = QDateTime::currentDateTimeUtc();
    auto record = store->run(*run);
    ASSERT_TRUE(record.ok() && record->has_value());
    // Stored to the millisecond: `before` may carry a fraction more.
    EXPECT_GE((*record)->startedAtUtc, before.addMSecs(-1));
    EXPECT_LE((*record)->startedAtUtc, after);
}

TEST_F(StoreTest, RunLifecycle)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto run = store->beginRun(QStringLiteral("linktest"), QStringLiteral(R"({"nodes":["a","b"]})"));
    ASSERT_TRUE(run.ok());
    EXPECT_EQ(*store->runStatus(*run), RunStatus::Running);
    ASSERT_TRUE(store->finishRun(*run, RunStatus::Complete).ok());
    EXPECT_EQ(*store->runStatus(*run), RunStatus::Complete);
    // A finished run stays finished.
    EXPECT_EQ(store->finishRun(*run, RunStatus::Failed, QStringLiteral("late")).error().code,
              ErrorCode::InvalidArgument);
    EXPECT_EQ(*store->runStatus(*run), RunStatus::Complete);

    auto failed = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    ASSERT_TRUE(failed.ok());
    ASSERT_TRUE(store->finishRun(*failed, RunStatus::Failed, QStringLiteral("node2 unreachable")).ok());
    EXPECT_EQ(*store->runStatus(*failed), RunStatus::Failed);
    auto cancelled = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    ASSERT_TRUE(store->finishRun(*cancelled, RunStatus::Cancelled).ok());
    EXPECT_EQ(*store->runStatus(*cancelled), RunStatus::Cancelled);

    EXPECT_EQ(store->finishRun(*cancelled + 100, RunStatus::Complete).error().code,
              ErrorCode::InvalidArgument);
    EXPECT_FALSE(store->runStatus(*cancelled + 100).ok());
    EXPECT_EQ(store->finishRun(*failed, RunStatus::Running).error().code, ErrorCode::InvalidArgument);
    EXPECT_EQ(runStatusName(RunStatus::Cancelled), QStringLiteral("cancelled"));

    store.reset();
    RawDb raw(path());
    EXPECT_EQ(raw.scalar("SELECT error FROM runs WHERE status = 'failed'"), "node2 unreachable");
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM runs WHERE finished_at IS NOT NULL"), "3");
    // The CHECK constraint keeps foreign states out even for writers that bypass ResultStore.
    EXPECT_FALSE(raw.exec("INSERT INTO runs (kind, status, started_at, config_json) "
                          "VALUES ('x', 'exploded', '2026-01-01T00:00:00Z', '{}')"));
}

TEST_F(StoreTest, ASetupCheckIsStoredWithItsRunReadBackAndDeletedWithIt)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto run = store->beginRun(QStringLiteral("setup_check"), QStringLiteral(R"({"nodes":[{"name":"a"}]})"));
    ASSERT_TRUE(run.ok());
    auto none = store->setupCheck(*run);
    ASSERT_TRUE(none.ok());
    EXPECT_FALSE(*none); // nothing stored yet is no error

    const QString json = QStringLiteral(R"({"machines":[],"findings":[],"reach_tested":false})");
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    auto saved = store->saveSetupCheck(StoredSetupCheck{*run, json, {}});
    ASSERT_TRUE(saved.ok()) << saved.error().detail.toStdString();
    EXPECT_EQ(*saved, *run);
    auto read = store->setupCheck(*run);
    ASSERT_TRUE(read.ok() && *read);
    EXPECT_EQ((*read)->runId, *run);
    EXPECT_EQ((*read)->resultJson, json);
    EXPECT_GE((*read)->createdAtUtc, before);

    // A run has one check; what is not a JSON object is refused before it reaches the file.
    EXPECT_FALSE(store->saveSetupCheck(StoredSetupCheck{*run, json, {}}).ok());
    auto other = store->beginRun(QStringLiteral("setup_check"), QStringLiteral("{}"));
    ASSERT_TRUE(other.ok());
    auto notJson = store->saveSetupCheck(StoredSetupCheck{*other, QStringLiteral("[1,"), {}});
    ASSERT_FALSE(notJson.ok());
    EXPECT_EQ(notJson.error().code, ErrorCode::InvalidArgument);
    EXPECT_FALSE(store->saveSetupCheck(StoredSetupCheck{*other + 100, json, {}}).ok()); // no such run

    ASSERT_TRUE(store->deleteRun(*run).ok());
    store.reset();
    RawDb raw(path());
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM setup_checks"), "0");
    EXPECT_EQ(raw.scalar("PRAGMA foreign_key_check"), "<none>");
}

TEST_F(StoreTest, FullDiskIsReportedAndNothingIsHalfWritten)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto host = store->upsertHost(named(QStringLiteral("node1")).record);
    ASSERT_TRUE(host.ok());
    // The file may not grow from now on: the next page it needs fails with SQLITE_FULL.
    ASSERT_TRUE(store->exec("PRAGMA max_page_count = 1").ok());

    HostInventory big = sampleInventory("node1");
    big.cpuModel = std::string(512 * 1024, 'c');
    {
        Transaction transaction(*store);
        ASSERT_TRUE(transaction.status().ok());
        // The small host row fits in an existing page; the inventory does not.
        ASSERT_TRUE(store->upsertHost(named(QStringLiteral("node9")).record).ok());
        auto saved = store->saveInventory(*host, big);
        ASSERT_FALSE(saved.ok());
        EXPECT_EQ(saved.error().code, ErrorCode::DiskFull) << saved.error().detail.toStdString();
    }
    EXPECT_FALSE(store->hostByName(QStringLiteral("node9"))->has_value());
    auto latest = store->latestInventory(*host);
    ASSERT_TRUE(latest.ok());
    EXPECT_FALSE(latest->has_value());
    store.reset();

    // A fresh connection (no page limit) sees a consistent file with only what was committed.
    auto reopened = openStore(path());
    ASSERT_TRUE(reopened);
    auto hosts = reopened->hosts();
    ASSERT_TRUE(hosts.ok());
    ASSERT_EQ(hosts->size(), 1);
    EXPECT_EQ(hosts->at(0).name, QStringLiteral("node1"));
    EXPECT_EQ(reopened->pragmaValue("integrity_check")->toStdString(), "ok");
}

namespace {

// Rows as ShardScope 0.1 wrote them, for a file of schema version 1 (RawDb::writeSchema) or later:
// the fixture for the 1→2 step.
constexpr const char *kVersion1Rows = R"sql(
INSERT INTO hosts (id, name, address, port, user, is_local) VALUES
    (1, 'This computer', '', 22, '', 1),
    (2, 'node2', '10.0.0.2', 2222, 'ai', 0);
INSERT INTO runs (kind, status, started_at, finished_at, config_json) VALUES
    ('linktest', 'complete', '2026-03-01T10:00:00.000Z', '2026-03-01T10:01:00.000Z', '{}');
)sql";

/// A file of schema `version` (1 or later) with kVersion1Rows.
void writeVersion1Rows(RawDb &raw, int version = 1)
{
    ASSERT_TRUE(raw.writeSchema(version)) << RawDb::schemaFile(version).toStdString();
    ASSERT_TRUE(raw.exec(kVersion1Rows));
    ASSERT_EQ(raw.scalar("PRAGMA user_version"), std::to_string(version));
}

} // namespace

TEST_F(StoreTest, MigratesAVersionOneFileAndKeepsItsRows)
{
    {
        RawDb raw(path());
        ASSERT_TRUE(raw.ok());
        writeVersion1Rows(raw);
        // The probe as that version stored it: the protocol's JSON text.
        const std::string insert = "INSERT INTO inventories (host_id, probed_at, agent_version, probe_json) "
                                   "VALUES (2, '2026-03-01T10:00:00.000Z', '0.1.0', '"
                                   + nlohmann::json(sampleInventory("node2")).dump() + "')";
        ASSERT_TRUE(raw.exec(insert.c_str()));
        ASSERT_EQ(raw.scalar("PRAGMA user_version"), "1");
    }
    {
        auto store = openStore(path());
        ASSERT_TRUE(store);
        EXPECT_EQ(*store->schemaVersion(), kSchemaVersion);
        auto hosts = store->hosts();
        ASSERT_TRUE(hosts.ok()) << hosts.error().detail.toStdString();
        ASSERT_EQ(hosts->size(), 2);
        EXPECT_EQ(hosts->at(0), (named(localHostName()).id(1).local().record));
        // The new fields start empty: no key of its own, no cluster interface chosen yet.
        EXPECT_EQ(hosts->at(1), (named(QStringLiteral("node2"))
                                     .id(2)
                                     .address(QStringLiteral("10.0.0.2"))
                                     .port(2222)
                                     .user(QStringLiteral("ai"))
                                     .record));
        auto latest = store->latestInventory(2);
        ASSERT_TRUE(latest.ok()) << latest.error().detail.toStdString();
        ASSERT_TRUE(latest->has_value());
        EXPECT_EQ((*latest)->inventory, sampleInventory("node2"));

        // And the migrated file takes the new fields.
        HostRecord changed = hosts->at(1);
        changed.identityFile = QStringLiteral("/home/ai/.ssh/id_node2");
        changed.clusterInterface = QStringLiteral("enp5s0f0");
        ASSERT_TRUE(store->updateHost(changed).ok());
        EXPECT_EQ(**store->hostByName(QStringLiteral("node2")), changed);
    }
    RawDb raw(path());
    EXPECT_EQ(raw.scalar("PRAGMA user_version"), std::to_string(kSchemaVersion));
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM runs"), "1");
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM inventories"), "1");
    EXPECT_EQ(raw.scalar("SELECT cluster_interface FROM hosts WHERE id = 2"), "enp5s0f0");
    EXPECT_EQ(raw.scalar("PRAGMA foreign_key_check"), "<none>");
    EXPECT_EQ(raw.scalar("PRAGMA integrity_check"), "ok");
    // The new columns are NOT NULL like the others.
    EXPECT_FALSE(raw.exec("UPDATE hosts SET identity_file = NULL WHERE id = 2"));
}

TEST_F(StoreTest, FreshAndMigratedFilesHaveTheSameHostsTable)
{
    {
        RawDb raw(path("old.db"));
        writeVersion1Rows(raw);
    }
    ASSERT_TRUE(openStore(path("old.db")));
    ASSERT_TRUE(openStore(path("new.db")));
    const char *columns = "SELECT group_concat(name || ':' || type || ':' || \"notnull\" || ':' || "
                          "ifnull(dflt_value, ''), ',') FROM pragma_table_info('hosts')";
    RawDb oldFile(path("old.db"));
    RawDb newFile(path("new.db"));
    EXPECT_EQ(oldFile.scalar(columns), newFile.scalar(columns));
    EXPECT_NE(newFile.scalar(columns).find("cluster_interface:TEXT:1:''"), std::string::npos)
        << newFile.scalar(columns);
}

TEST_F(StoreTest, UpsertStoresAndUpdatesTheNewFields)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    HostRecord host = named(QStringLiteral("node3"))
                          .address(QStringLiteral("node3.lan"))
                          .identityFile(QStringLiteral("/keys/a"))
                          .clusterInterface(QStringLiteral("ib0"))
                          .record;
    host.sshAlias = QStringLiteral("node3-alias");
    auto id = store->upsertHost(host);
    ASSERT_TRUE(id.ok());
    host.id = *id;
    EXPECT_EQ(**store->hostByName(host.name), host);
    // Upserting by name overwrites them, including back to empty.
    host.identityFile.clear();
    host.clusterInterface = QStringLiteral("enp1s0");
    host.sshAlias.clear();
    ASSERT_EQ(*store->upsertHost(host), *id);
    EXPECT_EQ(**store->hostByName(host.name), host);
}

TEST_F(StoreTest, UpdateHostRenamesAndChangesByIdAndKeepsInventories)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto id = store->upsertHost(named(QStringLiteral("node2")).address(QStringLiteral("a")).record);
    ASSERT_TRUE(id.ok());
    ASSERT_TRUE(store->saveInventory(*id, sampleInventory("node2")).ok());

    // Same machine (address and port), everything else changed.
    const HostRecord renamed = named(QStringLiteral("gpu-box"))
                                   .id(*id)
                                   .address(QStringLiteral("a"))
                                   .user(QStringLiteral("me"))
                                   .identityFile(QStringLiteral("/keys/gpu"))
                                   .clusterInterface(QStringLiteral("enp65s0"))
                                   .record;
    auto updated = store->updateHost(renamed);
    ASSERT_TRUE(updated.ok()) << updated.error().detail.toStdString();
    EXPECT_FALSE(store->hostByName(QStringLiteral("node2"))->has_value());
    EXPECT_EQ(**store->hostByName(QStringLiteral("gpu-box")), renamed);
    auto latest = store->latestInventory(*id);
    ASSERT_TRUE(latest.ok());
    EXPECT_TRUE(latest->has_value()) << "renaming lost the inventory";
    EXPECT_EQ(store->hosts()->size(), 1);

    // Another address is another machine: the old inventories go, also inside a transaction.
    HostRecord moved = renamed;
    moved.address = QStringLiteral("10.0.0.9");
    {
        Transaction transaction(*store);
        ASSERT_TRUE(transaction.status().ok());
        auto movedOk = store->updateHost(moved);
        ASSERT_TRUE(movedOk.ok()) << movedOk.error().detail.toStdString();
        ASSERT_TRUE(transaction.commit().ok());
    }
    EXPECT_FALSE(store->latestInventory(*id)->has_value());
    EXPECT_EQ(**store->hostByName(QStringLiteral("gpu-box")), moved);
}

TEST_F(StoreTest, UpdateHostOntoATakenNameFailsAndNamesIt)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto first = store->upsertHost(named(QStringLiteral("node1")).record);
    auto second = store->upsertHost(named(QStringLiteral("node2")).record);
    ASSERT_TRUE(first.ok() && second.ok());

    auto clash = store->updateHost(named(QStringLiteral("node1")).id(*second).record);
    ASSERT_FALSE(clash.ok());
    EXPECT_EQ(clash.error().code, ErrorCode::DatabaseQuery);
    EXPECT_TRUE(clash.error().detail.contains(QStringLiteral("node1"))) << clash.error().detail.toStdString();
    EXPECT_TRUE(clash.error().detail.contains(QStringLiteral("already exists")))
        << clash.error().detail.toStdString();
    // Nothing changed.
    EXPECT_EQ((*store->hostByName(QStringLiteral("node2")))->id, *second);
    EXPECT_EQ((*store->hostByName(QStringLiteral("node1")))->id, *first);

    // Keeping its own name is no clash.
    EXPECT_TRUE(store->updateHost(named(QStringLiteral("node2")).id(*second).port(2022).record).ok());
    EXPECT_EQ((*store->hostByName(QStringLiteral("node2")))->port, 2022);
}

TEST_F(StoreTest, UpdateHostRefusesUnknownIdsAndBadValues)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto missing = store->updateHost(named(QStringLiteral("x")).id(999).record);
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, ErrorCode::InvalidArgument);

    auto id = store->upsertHost(named(QStringLiteral("node1")).record);
    ASSERT_TRUE(id.ok());
    EXPECT_EQ(store->updateHost(named(QString()).id(*id).record).error().code, ErrorCode::InvalidArgument);
    auto badPort = store->updateHost(named(QStringLiteral("node1")).id(*id).port(70000).record);
    ASSERT_FALSE(badPort.ok());
    EXPECT_EQ(badPort.error().code, ErrorCode::DatabaseQuery);
    EXPECT_TRUE(badPort.error().detail.contains(QStringLiteral("node1")))
        << badPort.error().detail.toStdString();
    // A remote host cannot take the local host's name, nor become local.
    EXPECT_EQ(store->updateHost(named(localHostName()).id(*id).record).error().code,
              ErrorCode::InvalidArgument);
    EXPECT_EQ(store->updateHost(named(QStringLiteral("node1")).id(*id).local().record).error().code,
              ErrorCode::InvalidArgument);
    EXPECT_EQ((*store->hostByName(QStringLiteral("node1")))->port, 22);
}

TEST_F(StoreTest, LocalHostKeepsItsNameButTakesOtherChanges)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    ASSERT_TRUE(store->saveLocalInventory(sampleInventory("box")).ok());
    HostRecord local = **store->hostByName(localHostName());
    HostRecord renamed = local;
    renamed.name = QStringLiteral("my box");
    EXPECT_EQ(store->updateHost(renamed).error().code, ErrorCode::InvalidArgument);
    local.clusterInterface = QStringLiteral("enp5s0");
    ASSERT_TRUE(store->updateHost(local).ok());
    EXPECT_EQ(**store->hostByName(localHostName()), local);
}

TEST_F(StoreTest, RemoveHostDeletesItsInventoriesToo)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto gone = store->upsertHost(named(QStringLiteral("gone")).record);
    auto kept = store->upsertHost(named(QStringLiteral("kept")).record);
    ASSERT_TRUE(gone.ok() && kept.ok());
    ASSERT_TRUE(store->saveInventory(*gone, sampleInventory("gone")).ok());
    ASSERT_TRUE(store->saveInventory(*gone, sampleInventory("gone")).ok());
    ASSERT_TRUE(store->saveInventory(*kept, sampleInventory("kept")).ok());

    auto removed = store->removeHost(*gone);
    ASSERT_TRUE(removed.ok()) << removed.error().detail.toStdString();
    EXPECT_FALSE(store->hostByName(QStringLiteral("gone"))->has_value());
    EXPECT_FALSE(store->latestInventory(*gone)->has_value());
    EXPECT_TRUE(store->latestInventory(*kept)->has_value());
    store.reset();
    RawDb raw(path());
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM inventories"), "1");
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM hosts"), "1");
}

TEST_F(StoreTest, RemoveHostRefusesTheLocalHostAndUnknownIds)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    ASSERT_TRUE(store->saveLocalInventory(sampleInventory("box")).ok());
    const HostRecord local = **store->hostByName(localHostName());
    auto refused = store->removeHost(local.id);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(refused.error().detail.contains(localHostName())) << refused.error().detail.toStdString();
    EXPECT_TRUE(store->latestInventory(local.id)->has_value());

    auto missing = store->removeHost(local.id + 100);
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, ErrorCode::InvalidArgument);
}

TEST_F(StoreTest, SaveLocalInventoryKeepsTheLocalHostsClusterInterface)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto id
        = store->upsertHost(named(localHostName()).clusterInterface(QStringLiteral("enp5s0")).local().record);
    ASSERT_TRUE(id.ok());
    auto saved = store->saveLocalInventory(sampleInventory("box"));
    ASSERT_TRUE(saved.ok()) << saved.error().detail.toStdString();
    const HostRecord local = **store->hostByName(localHostName());
    EXPECT_EQ(local.id, *id);
    EXPECT_EQ(local.clusterInterface, QStringLiteral("enp5s0"));
    EXPECT_EQ((*store->latestInventory(*id))->id, *saved);
}

TEST_F(StoreTest, InsertHostNeverOverwritesAHostOfTheSameName)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto first = store->insertHost(named(QStringLiteral("gpu1")).address(QStringLiteral("10.0.0.1")).record);
    ASSERT_TRUE(first.ok()) << first.error().detail.toStdString();
    // Another window or the CLI added "gpu1" meanwhile: the second insert fails and changes nothing.
    auto second = store->insertHost(named(QStringLiteral("gpu1")).address(QStringLiteral("10.0.0.2")).record);
    ASSERT_FALSE(second.ok());
    EXPECT_EQ(second.error().code, ErrorCode::DatabaseQuery);
    EXPECT_TRUE(second.error().detail.contains(QStringLiteral("gpu1")))
        << second.error().detail.toStdString();
    auto stored = store->hostByName(QStringLiteral("gpu1"));
    ASSERT_TRUE(stored.ok() && stored->has_value());
    EXPECT_EQ((*stored)->address, QStringLiteral("10.0.0.1"));
    EXPECT_EQ((*stored)->id, *first);
}

TEST_F(StoreTest, SaveNodeInventoryStoresHostAndInventoryTogetherOrNeither)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    const HostRecord node
        = named(QStringLiteral("node1")).address(QStringLiteral("10.0.0.5")).port(2202).record;
    auto saved = store->saveNodeInventory(node, sampleInventory("node1"));
    ASSERT_TRUE(saved.ok()) << saved.error().detail.toStdString();
    auto stored = store->hostByName(QStringLiteral("node1"));
    ASSERT_TRUE(stored.ok() && stored->has_value());
    EXPECT_EQ((*stored)->port, 2202);
    auto inventory = store->latestInventory((*stored)->id);
    ASSERT_TRUE(inventory.ok() && inventory->has_value());
    EXPECT_EQ((*inventory)->id, *saved);

    // A host the store refuses (no name) leaves no inventory behind.
    store.reset();
    RawDb before(path());
    const std::string inventories = before.scalar("SELECT count(*) FROM inventories");
    store = openStore(path());
    ASSERT_TRUE(store);
    auto refused = store->saveNodeInventory(named(QString()).record, sampleInventory("x"));
    ASSERT_FALSE(refused.ok());
    store.reset();
    RawDb after(path());
    EXPECT_EQ(after.scalar("SELECT count(*) FROM inventories"), inventories);
}

namespace {

// What ShardScope 0.2 added to kVersion1Rows (in a file of schema version 2 or later): the fixture
// for the 2→3 step.
constexpr const char *kVersion2Rows = R"sql(
UPDATE hosts SET identity_file = '/keys/node2', cluster_interface = 'enp5s0', ssh_alias = 'gpu2' WHERE id = 2;
)sql";

/// A file of schema `version` (2 or later) with kVersion1Rows and kVersion2Rows.
void writeVersion2Rows(RawDb &raw, int version = 2)
{
    writeVersion1Rows(raw, version);
    ASSERT_TRUE(raw.exec(kVersion2Rows));
}

protocol::NicInfo nic(const std::string &name, std::int64_t speedMbps, int mtu)
{
    protocol::NicInfo info;
    info.name = name;
    info.operState = "up";
    info.speedMbps = speedMbps;
    info.mtu = mtu;
    info.ipv4 = {"10.0.0.2/24"};
    info.rxErrors = 0;
    info.txErrors = 0;
    info.rxDropped = 3;
    info.txDropped = 0;
    return info;
}

protocol::DirectionThroughput direction(double bitsPerSecond, std::uint32_t streams)
{
    protocol::DirectionThroughput figures;
    figures.bitsPerSecond = bitsPerSecond;
    figures.seconds = 1.0;
    figures.bytes = std::uint64_t(bitsPerSecond / 8);
    figures.intervalBitsPerSecond = {bitsPerSecond * 0.9, bitsPerSecond * 1.1, bitsPerSecond};
    figures.streamBitsPerSecond.assign(streams, bitsPerSecond / streams);
    figures.retransmits = 12;
    figures.smoothedRttUs = 250.5;
    return figures;
}

/// A report with every part filled in (series and raw samples too), for round trips.
protocol::LinkPairReport sampleLinkReport()
{
    protocol::LinkPairReport report;
    report.settings.durationMs = 1000;
    report.settings.streams = 2;
    report.serve.serverId = 7;
    report.serve.udpPort = 40001;
    report.serve.tcpPort = 40002;
    report.serve.stackId = "stack-b";
    report.serve.interfaceBefore = nic("eth0", 10000, 1500);
    report.stop.answeredDatagrams = 1000;
    report.stop.rejectedConnections = 1;
    report.stop.interfaceAfter = nic("eth0", 10000, 1500);
    report.test.clientStackId = "stack-a";
    report.test.serverStackId = "stack-b";
    report.test.interfaceBefore = nic("eth1", 10000, 1500);
    report.test.interfaceAfter = nic("eth1", 10000, 1500);
    report.test.udpLatency.sent = 4;
    report.test.udpLatency.received = 3;
    report.test.udpLatency.lossPercent = 25;
    report.test.udpLatency.samplesUs = {101.5, 99.25, 120};
    protocol::RttSummary rtt;
    rtt.minUs = 99.25;
    rtt.p50Us = 101.5;
    rtt.p90Us = 120;
    rtt.p99Us = 120;
    rtt.maxUs = 120;
    rtt.meanUs = 106.9;
    rtt.stdDevUs = 9.4;
    rtt.jitterUs = 5.5;
    report.test.udpLatency.rtt = rtt;
    report.test.tcpLatency = report.test.udpLatency;
    for (std::uint32_t streams : {1u, 2u}) {
        protocol::ThroughputPhase forward;
        forward.mode = protocol::LinkMode::Forward;
        forward.streams = streams;
        forward.forward = direction(9.1e9, streams);
        protocol::ThroughputPhase reverse;
        reverse.mode = protocol::LinkMode::Reverse;
        reverse.streams = streams;
        reverse.reverse = direction(8.7e9, streams);
        protocol::ThroughputPhase both;
        both.mode = protocol::LinkMode::Bidirectional;
        both.streams = streams;
        both.forward = direction(4.5e9, streams);
        both.reverse = direction(4.4e9, streams);
        report.test.throughput.insert(report.test.throughput.end(), {forward, reverse, both});
    }
    protocol::LoadedLatency loaded;
    loaded.mode = protocol::LinkMode::Forward;
    loaded.latency = report.test.udpLatency;
    loaded.loadBitsPerSecond = 9e9;
    report.test.loadedLatency.push_back(loaded);
    loaded.mode = protocol::LinkMode::Reverse;
    report.test.loadedLatency.push_back(loaded);
    report.test.pathMtu = protocol::PathMtuResult{1472, 1500};
    report.test.elapsedSeconds = 12.5;
    return report;
}

StoredLinkPair completePair(qint64 runId, std::optional<qint64> clientHostId,
                            std::optional<qint64> serverHostId)
{
    StoredLinkPair pair;
    pair.runId = runId;
    pair.clientName = QStringLiteral("node1");
    pair.serverName = QStringLiteral("node2");
    pair.clientHostId = clientHostId;
    pair.serverHostId = serverHostId;
    pair.status = RunStatus::Complete;
    pair.report = sampleLinkReport();
    return pair;
}

StoredLinkPair failedPair(qint64 runId, RunStatus status)
{
    StoredLinkPair pair;
    pair.runId = runId;
    pair.clientName = QStringLiteral("node1");
    pair.serverName = QStringLiteral("node3");
    pair.status = status;
    pair.errorCode = QStringLiteral("agent_crashed");
    pair.error = QStringLiteral("node3's agent session ended");
    return pair;
}

void expectSamePair(const StoredLinkPair &stored, const StoredLinkPair &saved)
{
    EXPECT_EQ(stored.runId, saved.runId);
    EXPECT_EQ(stored.clientName, saved.clientName);
    EXPECT_EQ(stored.serverName, saved.serverName);
    EXPECT_EQ(stored.clientHostId, saved.clientHostId);
    EXPECT_EQ(stored.serverHostId, saved.serverHostId);
    EXPECT_EQ(stored.status, saved.status);
    EXPECT_EQ(stored.errorCode, saved.errorCode);
    EXPECT_EQ(stored.error, saved.error);
    EXPECT_EQ(stored.report.has_value(), saved.report.has_value());
    if (stored.report && saved.report) {
        EXPECT_TRUE(*stored.report == *saved.report) << nlohmann::json(*stored.report).dump();
    }
}

} // namespace

TEST_F(StoreTest, MigratesAVersionTwoFileAndKeepsItsRows)
{
    {
        RawDb raw(path());
        ASSERT_TRUE(raw.ok());
        writeVersion2Rows(raw);
        const std::string insert = "INSERT INTO inventories (host_id, probed_at, agent_version, probe_json) "
                                   "VALUES (2, '2026-03-01T10:00:00.000Z', '0.1.0', '"
                                   + nlohmann::json(sampleInventory("node2")).dump() + "')";
        ASSERT_TRUE(raw.exec(insert.c_str()));
        ASSERT_EQ(raw.scalar("PRAGMA user_version"), "2");
    }
    auto store = openStore(path());
    ASSERT_TRUE(store);
    EXPECT_EQ(*store->schemaVersion(), kSchemaVersion);
    auto node2 = store->hostByName(QStringLiteral("node2"));
    ASSERT_TRUE(node2.ok() && node2->has_value());
    EXPECT_EQ((*node2)->identityFile, QStringLiteral("/keys/node2"));
    EXPECT_EQ((*node2)->clusterInterface, QStringLiteral("enp5s0"));
    EXPECT_EQ((*node2)->sshAlias, QStringLiteral("gpu2"));
    auto latest = store->latestInventory(2);
    ASSERT_TRUE(latest.ok() && latest->has_value());
    EXPECT_EQ((*latest)->inventory, sampleInventory("node2"));
    auto runs = store->runs(QStringLiteral("linktest"));
    ASSERT_TRUE(runs.ok()) << runs.error().detail.toStdString();
    ASSERT_EQ(runs->size(), 1);
    EXPECT_EQ(runs->at(0).status, RunStatus::Complete);
    EXPECT_EQ(runs->at(0).startedAtUtc,
              QDateTime::fromString(QStringLiteral("2026-03-01T10:00:00.000Z"), Qt::ISODateWithMs));

    // The old run takes pairs now, and they come back.
    const qint64 runId = runs->at(0).id;
    auto pairs = store->linkPairs(runId);
    ASSERT_TRUE(pairs.ok());
    EXPECT_TRUE(pairs->isEmpty());
    ASSERT_TRUE(store->saveLinkPair(completePair(runId, 2, std::nullopt)).ok());
    pairs = store->linkPairs(runId);
    ASSERT_TRUE(pairs.ok()) << pairs.error().detail.toStdString();
    ASSERT_EQ(pairs->size(), 1);
    expectSamePair(pairs->at(0), completePair(runId, 2, std::nullopt));
    store.reset();

    RawDb raw(path());
    EXPECT_EQ(raw.scalar("PRAGMA foreign_key_check"), "<none>");
    EXPECT_EQ(raw.scalar("PRAGMA integrity_check"), "ok");
    EXPECT_EQ(
        raw.scalar("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = 'link_pairs_by_run'"),
        "1");
}

TEST_F(StoreTest, FreshAndMigratedFilesHaveTheSameLinkPairsTable)
{
    {
        RawDb raw(path("old.db"));
        writeVersion2Rows(raw);
    }
    ASSERT_TRUE(openStore(path("old.db")));
    ASSERT_TRUE(openStore(path("new.db")));
    const char *schema = "SELECT group_concat(sql, ';') FROM (SELECT sql FROM sqlite_master WHERE "
                         "tbl_name = 'link_pairs' ORDER BY name)";
    RawDb oldFile(path("old.db"));
    RawDb newFile(path("new.db"));
    EXPECT_EQ(oldFile.scalar(schema), newFile.scalar(schema));
}

TEST_F(StoreTest, LinkPairsRoundTripInSaveOrderWithTheirRun)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto node1 = store->upsertHost(named(QStringLiteral("node1")).address(QStringLiteral("10.0.0.1")).record);
    auto node2 = store->upsertHost(named(QStringLiteral("node2")).address(QStringLiteral("10.0.0.2")).record);
    ASSERT_TRUE(node1.ok() && node2.ok());
    auto older = store->beginRun(QStringLiteral("linktest"), QStringLiteral("{}"));
    auto other = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    auto runId = store->beginRun(QStringLiteral("linktest"), QStringLiteral(R"({"settings":{}})"));
    ASSERT_TRUE(older.ok() && other.ok() && runId.ok());

    const QList<StoredLinkPair> saved{completePair(*runId, *node1, *node2),
                                      failedPair(*runId, RunStatus::Failed),
                                      failedPair(*runId, RunStatus::Cancelled)};
    QList<qint64> ids;
    for (const StoredLinkPair &pair : saved) {
        auto id = store->saveLinkPair(pair);
        ASSERT_TRUE(id.ok()) << id.error().detail.toStdString();
        ids.append(*id);
    }
    ASSERT_TRUE(store->saveLinkPair(failedPair(*older, RunStatus::Failed)).ok());
    ASSERT_TRUE(store->finishRun(*runId, RunStatus::Failed, QStringLiteral("1 of 3 pairs failed")).ok());
    store.reset();

    store = openStore(path());
    ASSERT_TRUE(store);
    auto pairs = store->linkPairs(*runId);
    ASSERT_TRUE(pairs.ok()) << pairs.error().detail.toStdString();
    ASSERT_EQ(pairs->size(), 3);
    for (int i = 0; i < 3; ++i) {
        SCOPED_TRACE(i);
        EXPECT_EQ(pairs->at(i).id, ids.at(i));
        expectSamePair(pairs->at(i), saved.at(i));
    }
    EXPECT_FALSE(pairs->at(1).report);

    auto runs = store->runs(QStringLiteral("linktest"));
    ASSERT_TRUE(runs.ok());
    ASSERT_EQ(runs->size(), 2);
    EXPECT_EQ(runs->at(0).id, *runId); // newest first
    EXPECT_EQ(runs->at(1).id, *older);
    auto run = store->run(*runId);
    ASSERT_TRUE(run.ok() && run->has_value());
    EXPECT_EQ((*run)->kind, QStringLiteral("linktest"));
    EXPECT_EQ((*run)->status, RunStatus::Failed);
    EXPECT_EQ((*run)->error, QStringLiteral("1 of 3 pairs failed"));
    EXPECT_EQ((*run)->configJson, QStringLiteral(R"({"settings":{}})"));
    EXPECT_TRUE((*run)->startedAtUtc.isValid());
    EXPECT_TRUE((*run)->finishedAtUtc.isValid());
    auto running = store->run(*older);
    ASSERT_TRUE(running.ok() && running->has_value());
    EXPECT_FALSE((*running)->finishedAtUtc.isValid());
    auto missing = store->run(*runId + 100);
    ASSERT_TRUE(missing.ok());
    EXPECT_FALSE(missing->has_value());

    // Deleting a run takes its pairs with it.
    store.reset();
    RawDb raw(path());
    ASSERT_TRUE(raw.exec("PRAGMA foreign_keys = ON"));
    const std::string remove = "DELETE FROM runs WHERE id = " + std::to_string(*runId);
    ASSERT_TRUE(raw.exec(remove.c_str()));
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM link_pairs"), "1");
}

TEST_F(StoreTest, SaveLinkPairRefusesInconsistentPairs)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto runId = store->beginRun(QStringLiteral("linktest"), QStringLiteral("{}"));
    ASSERT_TRUE(runId.ok());
    StoredLinkPair withoutReport = completePair(*runId, std::nullopt, std::nullopt);
    withoutReport.report.reset();
    EXPECT_EQ(store->saveLinkPair(withoutReport).error().code, ErrorCode::InvalidArgument);
    StoredLinkPair failedWithReport = failedPair(*runId, RunStatus::Failed);
    failedWithReport.report = sampleLinkReport();
    EXPECT_EQ(store->saveLinkPair(failedWithReport).error().code, ErrorCode::InvalidArgument);
    EXPECT_EQ(store->saveLinkPair(failedPair(*runId, RunStatus::Running)).error().code,
              ErrorCode::InvalidArgument);
    // A run that does not exist is refused by the foreign key.
    auto orphan = store->saveLinkPair(failedPair(*runId + 100, RunStatus::Failed));
    ASSERT_FALSE(orphan.ok());
    EXPECT_EQ(orphan.error().code, ErrorCode::DatabaseQuery);
    auto pairs = store->linkPairs(*runId);
    ASSERT_TRUE(pairs.ok());
    EXPECT_TRUE(pairs->isEmpty());
}

TEST_F(StoreTest, CorruptedLinkReportIsAnErrorNamingThePair)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto runId = store->beginRun(QStringLiteral("linktest"), QStringLiteral("{}"));
    ASSERT_TRUE(runId.ok());
    auto pairId = store->saveLinkPair(completePair(*runId, std::nullopt, std::nullopt));
    ASSERT_TRUE(pairId.ok());
    store.reset();

    for (const char *damage : {"'{\"settings\": 5}'", "'not json at all'", "'{}'"}) {
        SCOPED_TRACE(damage);
        {
            RawDb raw(path());
            const std::string update = std::string("UPDATE link_pairs SET report_json = ") + damage;
            ASSERT_TRUE(raw.exec(update.c_str()));
        }
        store = openStore(path());
        ASSERT_TRUE(store);
        auto pairs = store->linkPairs(*runId);
        ASSERT_FALSE(pairs.ok());
        EXPECT_EQ(pairs.error().code, ErrorCode::DatabaseQuery);
        const QString detail = pairs.error().detail;
        EXPECT_TRUE(detail.contains(QStringLiteral("link pair %1").arg(*pairId))) << detail.toStdString();
        EXPECT_TRUE(detail.contains(QStringLiteral("node1 ↔ node2"))) << detail.toStdString();
        store.reset();
    }
}

TEST_F(StoreTest, RemovingAHostKeepsItsLinkPairsWithoutTheId)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto node1 = store->upsertHost(named(QStringLiteral("node1")).address(QStringLiteral("10.0.0.1")).record);
    auto node2 = store->upsertHost(named(QStringLiteral("node2")).address(QStringLiteral("10.0.0.2")).record);
    ASSERT_TRUE(node1.ok() && node2.ok());
    auto runId = store->beginRun(QStringLiteral("linktest"), QStringLiteral("{}"));
    ASSERT_TRUE(runId.ok());
    ASSERT_TRUE(store->saveLinkPair(completePair(*runId, *node1, *node2)).ok());

    ASSERT_TRUE(store->removeHost(*node1).ok());
    auto pairs = store->linkPairs(*runId);
    ASSERT_TRUE(pairs.ok()) << pairs.error().detail.toStdString();
    ASSERT_EQ(pairs->size(), 1);
    EXPECT_FALSE(pairs->at(0).clientHostId.has_value());
    EXPECT_EQ(pairs->at(0).serverHostId, std::optional<qint64>(*node2));
    EXPECT_EQ(pairs->at(0).clientName, QStringLiteral("node1")); // the name of its time stays
    ASSERT_TRUE(pairs->at(0).report);
    EXPECT_TRUE(*pairs->at(0).report == sampleLinkReport());

    ASSERT_TRUE(store->removeHost(*node2).ok());
    pairs = store->linkPairs(*runId);
    ASSERT_TRUE(pairs.ok());
    ASSERT_EQ(pairs->size(), 1);
    EXPECT_FALSE(pairs->at(0).serverHostId.has_value());
}

namespace {

// What ShardScope 0.3 and 0.4 added to kVersion1Rows and kVersion2Rows (in a file of schema
// version 4 or later): the fixture for the 4→5 step. A link run with a pair and a bench run with a
// result, so that the new step's cascade and baseline are checked on rows it did not write.
constexpr const char *kVersion4Rows = R"sql(
INSERT INTO link_pairs (run_id, client_name, server_name, client_host_id, server_host_id, status,
                        error_code, error, report_json) VALUES
    (1, 'This computer', 'node2', 1, 2, 'failed', 'agent_crashed', 'node2''s agent session ended', NULL);
INSERT INTO runs (id, kind, status, started_at, finished_at, config_json) VALUES
    (2, 'bench', 'running', '2026-03-02T10:00:00.000Z', NULL, '{"kind":"bench"}');
)sql";

/// The v4 rows plus one bench result of run 2 (its summary as that version wrote it), in a file of
/// schema `version` (4 or later).
void writeVersion4Fixture(RawDb &raw, int version = 4)
{
    writeVersion2Rows(raw, version);
    ASSERT_TRUE(raw.exec(kVersion4Rows));
    const std::string insert
        = "INSERT INTO bench_results (run_id, position, layout, concurrency, node_names, host_ids, status, "
          "error_code, error, summary_json, reports_json, created_at) VALUES (2, 0, 'single', 1, "
          "'[\"node2\"]', '[2]', 'failed', 'agent_crashed', 'node2 stopped', '"
          + benchSummaryJson(BenchSummary{}).dump() + "', '[null]', '2026-03-02T10:00:05.000Z')";
    ASSERT_TRUE(raw.exec(insert.c_str()));
    ASSERT_EQ(raw.scalar("PRAGMA user_version"), std::to_string(version));
}

QList<qint64> runIds(const QList<RunRecord> &runs)
{
    QList<qint64> ids;
    for (const RunRecord &run : runs)
        ids.append(run.id);
    return ids;
}

QList<qint64> baselineIds(ResultStore &store)
{
    auto runs = store.allRuns();
    EXPECT_TRUE(runs.ok());
    QList<qint64> ids;
    if (runs.ok())
        for (const RunRecord &run : *runs)
            if (run.baseline)
                ids.append(run.id);
    return ids;
}

} // namespace

TEST_F(StoreTest, MigratesAVersionFourFileAndKeepsItsRuns)
{
    {
        RawDb raw(path());
        ASSERT_TRUE(raw.ok());
        writeVersion4Fixture(raw);
    }
    auto store = openStore(path());
    ASSERT_TRUE(store);
    EXPECT_EQ(*store->schemaVersion(), kSchemaVersion);

    // Every old run is there, none of them a baseline yet.
    auto runs = store->allRuns();
    ASSERT_TRUE(runs.ok()) << runs.error().detail.toStdString();
    ASSERT_EQ(runIds(*runs), (QList<qint64>{2, 1}));
    EXPECT_EQ(runs->at(0).kind, QStringLiteral("bench"));
    // Left running in March by a version that recorded no writer: the machine booted since, so no
    // process is writing it any more.
    EXPECT_EQ(runs->at(0).status, RunStatus::Interrupted);
    EXPECT_EQ(runs->at(0).configJson, QStringLiteral(R"({"kind":"bench"})"));
    EXPECT_EQ(runs->at(1).kind, QStringLiteral("linktest"));
    EXPECT_EQ(runs->at(1).finishedAtUtc,
              QDateTime::fromString(QStringLiteral("2026-03-01T10:01:00.000Z"), Qt::ISODateWithMs));
    EXPECT_FALSE(runs->at(0).baseline);
    EXPECT_FALSE(runs->at(1).baseline);
    auto results = store->benchResults(2);
    ASSERT_TRUE(results.ok()) << results.error().detail.toStdString();
    ASSERT_EQ(results->size(), 1);
    EXPECT_EQ(results->at(0).error, QStringLiteral("node2 stopped"));

    // The old rows take the new flag and go with the new delete.
    ASSERT_TRUE(store->setBaselineRun(1).ok());
    EXPECT_EQ(baselineIds(*store), QList<qint64>{1});
    ASSERT_TRUE(store->deleteRun(2).ok());
    ASSERT_TRUE(store->deleteRun(1).ok());
    store.reset();

    RawDb raw(path());
    EXPECT_EQ(raw.scalar("PRAGMA user_version"), std::to_string(kSchemaVersion));
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM runs"), "0");
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM link_pairs"), "0");
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM bench_results"), "0");
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM hosts"), "2"); // a run never takes its hosts along
    EXPECT_EQ(raw.scalar("PRAGMA foreign_key_check"), "<none>");
    EXPECT_EQ(raw.scalar("PRAGMA integrity_check"), "ok");
}

TEST_F(StoreTest, FreshAndMigratedFilesHaveTheSameRunsAndInventoriesTables)
{
    {
        RawDb raw(path("old.db"));
        writeVersion4Fixture(raw);
    }
    ASSERT_TRUE(openStore(path("old.db")));
    ASSERT_TRUE(openStore(path("new.db")));
    const char *columns = "SELECT group_concat(name || ':' || type || ':' || \"notnull\" || ':' || "
                          "ifnull(dflt_value, ''), ',') FROM pragma_table_info('runs')";
    const char *indexes = "SELECT group_concat(sql, ';') FROM (SELECT sql FROM sqlite_master WHERE "
                          "type = 'index' AND tbl_name = 'runs' ORDER BY name)";
    RawDb oldFile(path("old.db"));
    RawDb newFile(path("new.db"));
    EXPECT_EQ(oldFile.scalar(columns), newFile.scalar(columns));
    EXPECT_NE(newFile.scalar(columns).find("baseline:INTEGER:1:0"), std::string::npos)
        << newFile.scalar(columns);
    EXPECT_EQ(oldFile.scalar(indexes), newFile.scalar(indexes));
    EXPECT_NE(newFile.scalar(indexes).find("runs_one_baseline_per_kind"), std::string::npos);
    const char *inventoryColumns = "SELECT group_concat(name || ':' || type || ':' || \"notnull\" || ':' || "
                                   "ifnull(dflt_value, ''), ',') FROM pragma_table_info('inventories')";
    EXPECT_EQ(oldFile.scalar(inventoryColumns), newFile.scalar(inventoryColumns));
    EXPECT_NE(newFile.scalar(inventoryColumns).find("saved_at:TEXT:1:"), std::string::npos)
        << newFile.scalar(inventoryColumns);
}

TEST_F(StoreTest, AllRunsListsEveryKindNewestFirst)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto link = store->beginRun(QStringLiteral("linktest"), QStringLiteral("{}"));
    auto bench = store->beginRun(QStringLiteral("bench"), QStringLiteral(R"({"kind":"bench"})"));
    auto later = store->beginRun(QStringLiteral("linktest"), QStringLiteral("{}"));
    ASSERT_TRUE(link.ok() && bench.ok() && later.ok());
    ASSERT_TRUE(store->finishRun(*bench, RunStatus::Failed, QStringLiteral("node2 unreachable")).ok());

    auto all = store->allRuns();
    ASSERT_TRUE(all.ok()) << all.error().detail.toStdString();
    EXPECT_EQ(runIds(*all), (QList<qint64>{*later, *bench, *link}));
    EXPECT_EQ(all->at(1).status, RunStatus::Failed);
    EXPECT_EQ(all->at(1).error, QStringLiteral("node2 unreachable"));
    EXPECT_TRUE(all->at(1).finishedAtUtc.isValid());
    EXPECT_FALSE(all->at(0).finishedAtUtc.isValid());
    // The same records as the per-kind query and the single-run lookup give.
    auto links = store->runs(QStringLiteral("linktest"));
    ASSERT_TRUE(links.ok());
    EXPECT_EQ(*links, (QList<RunRecord>{all->at(0), all->at(2)}));
    EXPECT_EQ(**store->run(*bench), all->at(1));
}

TEST_F(StoreTest, RunNodeNamesComeFromTheSnapshot)
{
    // Read on their own: the rest of this bench snapshot (no model, no workload) cannot be.
    RunRecord run;
    run.config
        = parseRunConfig(QStringLiteral("bench"),
                         QStringLiteral(R"({"kind":"bench","nodes":[{"name":"node1","address":"10.0.0.1"},)"
                                        R"({"name":"This computer"}]})"));
    EXPECT_FALSE(run.config.bench());
    EXPECT_FALSE(run.config.error.isEmpty());
    EXPECT_EQ(runNodeNames(run), (QStringList{QStringLiteral("node1"), QStringLiteral("This computer")}));
    for (const char *config :
         {"{}", "not json", R"({"nodes":{"name":"a"}})", R"({"nodes":[1,{"name":2}]})", "[]"}) {
        run.config = parseRunConfig(QStringLiteral("bench"), QString::fromLatin1(config));
        EXPECT_TRUE(runNodeNames(run).isEmpty()) << config;
    }
}

TEST_F(StoreTest, OneBaselinePerKind)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto bench1 = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    auto bench2 = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    auto link = store->beginRun(QStringLiteral("linktest"), QStringLiteral("{}"));
    ASSERT_TRUE(bench1.ok() && bench2.ok() && link.ok());
    EXPECT_TRUE(baselineIds(*store).isEmpty());

    ASSERT_TRUE(store->setBaselineRun(*bench1).ok());
    EXPECT_EQ(baselineIds(*store), QList<qint64>{*bench1});
    EXPECT_TRUE((*store->run(*bench1))->baseline);
    // A new baseline of the same kind takes over; one of another kind stands beside it.
    ASSERT_TRUE(store->setBaselineRun(*bench2).ok());
    EXPECT_EQ(baselineIds(*store), QList<qint64>{*bench2});
    ASSERT_TRUE(store->setBaselineRun(*link).ok());
    EXPECT_EQ(baselineIds(*store), (QList<qint64>{*link, *bench2}));
    // Marking the baseline again changes nothing.
    ASSERT_TRUE(store->setBaselineRun(*link).ok());
    EXPECT_EQ(baselineIds(*store), (QList<qint64>{*link, *bench2}));

    // An unknown run is refused and the baselines stay.
    auto unknown = store->setBaselineRun(*link + 100);
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().code, ErrorCode::InvalidArgument);
    EXPECT_EQ(baselineIds(*store), (QList<qint64>{*link, *bench2}));

    // Deleting the baseline leaves its kind without one.
    ASSERT_TRUE(store->deleteRun(*bench2).ok());
    EXPECT_EQ(baselineIds(*store), QList<qint64>{*link});
    // 0 is no run: it is refused and clears nothing (clearBaseline does that, one kind at a time).
    auto zero = store->setBaselineRun(0);
    ASSERT_FALSE(zero.ok());
    EXPECT_EQ(zero.error().code, ErrorCode::InvalidArgument);
    EXPECT_EQ(baselineIds(*store), QList<qint64>{*link});
    ASSERT_TRUE(store->setBaselineRun(*bench1).ok());
    store.reset();

    // The file itself refuses a second baseline of a kind, whoever writes it.
    RawDb raw(path());
    EXPECT_FALSE(raw.exec("INSERT INTO runs (kind, status, started_at, config_json, baseline) "
                          "VALUES ('bench', 'complete', '2026-01-01T00:00:00.000Z', '{}', 1)"));
    EXPECT_FALSE(raw.exec("UPDATE runs SET baseline = 2"));
    // Still the link run's and bench1's: neither statement changed anything.
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM runs WHERE baseline = 1"), "2");
}

TEST_F(StoreTest, ClearBaselineClearsOnlyItsKind)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto bench = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    auto link = store->beginRun(QStringLiteral("linktest"), QStringLiteral("{}"));
    ASSERT_TRUE(bench.ok() && link.ok());
    ASSERT_TRUE(store->setBaselineRun(*bench).ok());
    ASSERT_TRUE(store->setBaselineRun(*link).ok());

    ASSERT_TRUE(store->clearBaseline(QStringLiteral("bench")).ok());
    EXPECT_EQ(baselineIds(*store), QList<qint64>{*link});
    EXPECT_FALSE((*store->run(*bench))->baseline);
    // A kind without a baseline, or one no run has, is not an error and changes nothing.
    ASSERT_TRUE(store->clearBaseline(QStringLiteral("bench")).ok());
    ASSERT_TRUE(store->clearBaseline(QStringLiteral("nosuchkind")).ok());
    EXPECT_EQ(baselineIds(*store), QList<qint64>{*link});
    ASSERT_TRUE(store->clearBaseline(QStringLiteral("linktest")).ok());
    EXPECT_TRUE(baselineIds(*store).isEmpty());
    // The kind can have one again afterwards.
    ASSERT_TRUE(store->setBaselineRun(*bench).ok());
    EXPECT_EQ(baselineIds(*store), QList<qint64>{*bench});
}

TEST_F(StoreTest, DeleteRunTakesItsPairsAndResultsWhateverItsStatus)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto node2 = store->upsertHost(named(QStringLiteral("node2")).address(QStringLiteral("10.0.0.2")).record);
    ASSERT_TRUE(node2.ok());
    auto link = store->beginRun(QStringLiteral("linktest"), QStringLiteral("{}"));
    auto kept = store->beginRun(QStringLiteral("linktest"), QStringLiteral("{}"));
    ASSERT_TRUE(link.ok() && kept.ok());
    ASSERT_TRUE(store->saveLinkPair(completePair(*link, *node2, std::nullopt)).ok());
    ASSERT_TRUE(store->saveLinkPair(completePair(*kept, *node2, std::nullopt)).ok());
    ASSERT_TRUE(store->finishRun(*link, RunStatus::Complete).ok());

    // A bench run left Running, as a crash leaves it, with a result stored before the crash.
    auto crashed = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    ASSERT_TRUE(crashed.ok());
    StoredBenchResult result;
    result.runId = *crashed;
    result.layout = protocol::BenchLayout::Single;
    result.concurrency = 1;
    result.nodeNames = {QStringLiteral("node2")};
    result.hostIds = {*node2};
    result.status = RunStatus::Failed;
    result.error = QStringLiteral("node2 stopped");
    result.reports = {std::nullopt};
    ASSERT_TRUE(store->saveBenchResult(result).ok());

    ASSERT_TRUE(store->deleteRun(*crashed).ok());
    ASSERT_TRUE(store->deleteRun(*link).ok());
    EXPECT_FALSE(store->run(*crashed)->has_value());
    EXPECT_FALSE(store->run(*link)->has_value());
    EXPECT_TRUE(store->benchResults(*crashed)->isEmpty());
    EXPECT_TRUE(store->linkPairs(*link)->isEmpty());
    EXPECT_EQ(store->linkPairs(*kept)->size(), 1);
    EXPECT_EQ(runIds(*store->allRuns()), QList<qint64>{*kept});
    EXPECT_TRUE(store->hostByName(QStringLiteral("node2"))->has_value());

    auto again = store->deleteRun(*link);
    ASSERT_FALSE(again.ok());
    EXPECT_EQ(again.error().code, ErrorCode::InvalidArgument);
    store.reset();

    RawDb raw(path());
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM link_pairs"), "1");
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM bench_results"), "0");
}

TEST_F(StoreTest, InventoryAtIsTheNewestStoredNotAfterTheTimeWhateverTheNodesClockSays)
{
    TestClock clock;
    auto store = openStore(path(), clock.clock());
    ASSERT_TRUE(store);
    auto host = store->upsertHost(named(QStringLiteral("node2")).record);
    ASSERT_TRUE(host.ok());
    // The node's clock is years off, both ways: the workstation's time of storing decides.
    HostInventory first = sampleInventory("node2-first");
    first.probedAtUtc = "2031-01-01T00:00:00.000Z";
    HostInventory second = sampleInventory("node2-second");
    second.probedAtUtc = "2020-01-01T00:00:00.000Z";

    const QDateTime before = clock.now();
    clock.advance(5);
    const QDateTime firstStored = clock.now();
    ASSERT_TRUE(store->saveInventory(*host, first).ok());
    clock.advance(5);
    const QDateTime between = clock.now();
    clock.advance(5);
    ASSERT_TRUE(store->saveInventory(*host, second).ok());
    clock.advance(5);
    const QDateTime after = clock.now();

    const auto at = [&](const QDateTime &time) {
        auto found = store->inventoryAt(*host, time);
        EXPECT_TRUE(found.ok());
        return found.ok() && found->has_value() ? (*found)->inventory.hostname : std::string("<none>");
    };
    EXPECT_EQ(at(before), "<none>");
    EXPECT_EQ(at(firstStored), "node2-first"); // at or before: the very millisecond counts
    EXPECT_EQ(at(between), "node2-first");
    EXPECT_EQ(at(after), "node2-second");
    // A time in another zone means the same instant.
    EXPECT_EQ(at(between.toOffsetFromUtc(2 * 3600)), "node2-first");
    // The probe time is still the node's own.
    auto latest = store->latestInventory(*host);
    ASSERT_TRUE(latest.ok() && latest->has_value());
    EXPECT_EQ((*latest)->probedAtUtc,
              QDateTime::fromString(QStringLiteral("2020-01-01T00:00:00.000Z"), Qt::ISODateWithMs));
}

TEST_F(StoreTest, MigratesAVersionFiveFileAndDatesItsInventoriesByTheirProbe)
{
    {
        RawDb raw(path());
        ASSERT_TRUE(raw.ok());
        writeVersion4Fixture(raw, 5);
        const std::string insert = "INSERT INTO inventories (host_id, probed_at, agent_version, probe_json) "
                                   "VALUES (2, '2026-03-01T10:00:00.000Z', '0.5.0', '"
                                   + nlohmann::json(sampleInventory("node2")).dump() + "')";
        ASSERT_TRUE(raw.exec(insert.c_str()));
    }
    auto store = openStore(path());
    ASSERT_TRUE(store);
    EXPECT_EQ(*store->schemaVersion(), kSchemaVersion);
    store.reset();

    // The old rows have only the node's time: it stands in for when they were stored.
    RawDb raw(path());
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM inventories WHERE saved_at <> probed_at"), "0");
    EXPECT_EQ(raw.scalar("PRAGMA integrity_check"), "ok");
    const std::string probed = raw.scalar("SELECT probed_at FROM inventories ORDER BY id LIMIT 1");
    const qint64 hostId = std::stoll(raw.scalar("SELECT host_id FROM inventories ORDER BY id LIMIT 1"));
    auto reopened = openStore(path());
    ASSERT_TRUE(reopened);
    const QDateTime probedAt = QDateTime::fromString(QString::fromStdString(probed), Qt::ISODateWithMs);
    auto at = reopened->inventoryAt(hostId, probedAt);
    ASSERT_TRUE(at.ok()) << at.error().detail.toStdString();
    EXPECT_TRUE(at->has_value());
    auto earlier = reopened->inventoryAt(hostId, probedAt.addMSecs(-1));
    ASSERT_TRUE(earlier.ok());
    EXPECT_FALSE(earlier->has_value() && (*earlier)->probedAtUtc == probedAt);

    // An old row whose node clock ran years ahead does not outrank one stored after it.
    reopened.reset();
    ASSERT_TRUE(raw.exec("UPDATE inventories SET saved_at = '2031-01-01T00:00:00.000Z', "
                         "probed_at = '2031-01-01T00:00:00.000Z'"));
    reopened = openStore(path());
    ASSERT_TRUE(reopened);
    ASSERT_TRUE(reopened->saveInventory(hostId, sampleInventory("node2-newer")).ok());
    auto later = reopened->inventoryAt(
        hostId, QDateTime::fromString(QStringLiteral("2032-01-01T00:00:00.000Z"), Qt::ISODateWithMs));
    ASSERT_TRUE(later.ok() && later->has_value());
    EXPECT_EQ((*later)->inventory.hostname, "node2-newer");
}

namespace {

/// The v4 rows in a file of schema version 6 (ShardScope 0.6), with run 1 the linktest baseline,
/// plus a run that was started a moment ago (after this boot) and is still running, by a version
/// that did not record who writes it: the fixture for the 6→7 step.
void writeVersion6Fixture(RawDb &raw)
{
    writeVersion4Fixture(raw, 6);
    ASSERT_TRUE(raw.exec(
        "UPDATE runs SET baseline = 1 WHERE id = 1;"
        "INSERT INTO runs (id, kind, status, started_at, finished_at, config_json) VALUES "
        "    (3, 'bench', 'running', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), NULL, '{\"kind\":\"bench\"}');"));
    ASSERT_EQ(raw.scalar("PRAGMA user_version"), "6");
}

/// A running run whose writer is `writer`, written as this version's beginRun writes it; its id.
qint64 insertRunningRun(RawDb &raw, const store::RunWriter &writer)
{
    const QString sql
        = QStringLiteral(
              "INSERT INTO runs (kind, status, started_at, config_json, writer_boot_id, writer_pid, "
              "writer_start_ticks, writer_pid_ns) VALUES ('linktest', 'running', "
              "strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), '{}', '%1', %2, %3, '%4')")
              .arg(writer.bootId, QString::number(writer.pid), QString::number(writer.startTicks),
                   writer.pidNamespace);
    EXPECT_TRUE(raw.exec(sql.toUtf8().constData()));
    return std::stoll(raw.scalar("SELECT max(id) FROM runs"));
}

} // namespace

TEST_F(StoreTest, MigratesAVersionSixFileKeepsEveryRowAndInterruptsOnlyRunsFromBeforeThisBoot)
{
    {
        RawDb raw(path());
        ASSERT_TRUE(raw.ok());
        writeVersion6Fixture(raw);
    }
    auto store = openStore(path());
    ASSERT_TRUE(store);
    EXPECT_EQ(*store->schemaVersion(), kSchemaVersion);

    auto runs = store->allRuns();
    ASSERT_TRUE(runs.ok()) << runs.error().detail.toStdString();
    ASSERT_EQ(runIds(*runs), (QList<qint64>{3, 2, 1}));
    // Started after this boot by an unknown writer: it may still be going, so it is left alone.
    EXPECT_EQ(runs->at(0).status, RunStatus::Running);
    // Started before this boot: interrupted, with what it stored and no invented end.
    EXPECT_EQ(runs->at(1).status, RunStatus::Interrupted);
    EXPECT_FALSE(runs->at(1).finishedAtUtc.isValid());
    EXPECT_TRUE(runs->at(1).error.contains(QStringLiteral("restarted"))) << runs->at(1).error.toStdString();
    EXPECT_EQ(runs->at(1).configJson, QStringLiteral(R"({"kind":"bench"})"));
    auto results = store->benchResults(2);
    ASSERT_TRUE(results.ok()) << results.error().detail.toStdString();
    ASSERT_EQ(results->size(), 1);
    EXPECT_EQ(results->at(0).error, QStringLiteral("node2 stopped"));
    // The rest of every row, the baseline included, came through the rebuilt table.
    EXPECT_EQ(runs->at(2).status, RunStatus::Complete);
    EXPECT_TRUE(runs->at(2).baseline);
    EXPECT_EQ(runs->at(2).finishedAtUtc,
              QDateTime::fromString(QStringLiteral("2026-03-01T10:01:00.000Z"), Qt::ISODateWithMs));
    auto pairs = store->linkPairs(1);
    ASSERT_TRUE(pairs.ok()) << pairs.error().detail.toStdString();
    ASSERT_EQ(pairs->size(), 1);
    EXPECT_EQ(pairs->at(0).errorCode, QStringLiteral("agent_crashed"));

    // The foreign keys of the other tables find the new table: a delete still cascades, and the
    // one-baseline index is back.
    ASSERT_TRUE(store->setBaselineRun(3).ok());
    EXPECT_EQ(baselineIds(*store), (QList<qint64>{3, 1}));
    ASSERT_TRUE(store->deleteRun(1).ok());
    ASSERT_TRUE(store->deleteRun(2).ok());
    store.reset();
    RawDb raw(path());
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM link_pairs"), "0");
    EXPECT_EQ(raw.scalar("SELECT count(*) FROM bench_results"), "0");
    EXPECT_EQ(raw.scalar("PRAGMA foreign_key_check"), "<none>");
    EXPECT_EQ(raw.scalar("PRAGMA integrity_check"), "ok");
    EXPECT_FALSE(raw.exec("UPDATE runs SET baseline = 1 WHERE id = 3; INSERT INTO runs (kind, status, "
                          "started_at, config_json, baseline) VALUES ('bench', 'complete', 'x', '{}', 1)"));
    EXPECT_TRUE(raw.exec("UPDATE runs SET status = 'interrupted' WHERE id = 3"));
    EXPECT_FALSE(raw.exec("UPDATE runs SET status = 'exploded' WHERE id = 3"));
}

TEST_F(StoreTest, BeginRunRecordsThisProcessAsTheWriter)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto run = store->beginRun(QStringLiteral("bench"), QStringLiteral("{}"));
    ASSERT_TRUE(run.ok());
    RawDb raw(path());
    EXPECT_EQ(raw.scalar("SELECT writer_pid FROM runs"), std::to_string(::getpid()));
    const store::RunWriter &self = store::currentRunWriter();
    ASSERT_FALSE(self.bootId.isEmpty());
    ASSERT_GE(self.startTicks, 0);
    EXPECT_EQ(raw.scalar("SELECT writer_boot_id FROM runs"), self.bootId.toStdString());
    EXPECT_EQ(raw.scalar("SELECT writer_start_ticks FROM runs"), std::to_string(self.startTicks));
    EXPECT_EQ(raw.scalar("SELECT writer_pid_ns FROM runs"), self.pidNamespace.toStdString());
}

TEST_F(StoreTest, ARunOfALivingWriterStaysRunningAndOfAKilledOneIsInterruptedOnOpen)
{
    ASSERT_TRUE(openStore(path()));
    // A real writer: a child process, alive, then killed.
    QProcess child;
    child.start(QStringLiteral("sleep"), {QStringLiteral("600")});
    ASSERT_TRUE(child.waitForStarted());
    const store::RunWriter writer = store::runWriterOf(child.processId());
    ASSERT_GE(writer.startTicks, 0);
    qint64 childRun = 0;
    qint64 ownRun = 0;
    {
        RawDb raw(path());
        childRun = insertRunningRun(raw, writer);
        ownRun = insertRunningRun(raw, store::currentRunWriter());
    }
    {
        auto store = openStore(path());
        ASSERT_TRUE(store);
        EXPECT_EQ(*store->runStatus(childRun), RunStatus::Running);
        EXPECT_EQ(*store->runStatus(ownRun), RunStatus::Running);
    }
    ASSERT_EQ(::kill(pid_t(child.processId()), SIGKILL), 0);
    ASSERT_TRUE(child.waitForFinished());

    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto run = store->run(childRun);
    ASSERT_TRUE(run.ok() && run->has_value());
    EXPECT_EQ((*run)->status, RunStatus::Interrupted);
    EXPECT_TRUE((*run)->error.contains(QString::number(writer.pid))) << (*run)->error.toStdString();
    EXPECT_EQ(*store->runStatus(ownRun), RunStatus::Running); // this test is still alive
    // Interrupted is an end: it cannot be finished later, and it can be deleted.
    EXPECT_FALSE(store->finishRun(childRun, RunStatus::Complete).ok());
    store.reset();
    RawDb raw(path());
    EXPECT_EQ(raw.scalar(
                  QStringLiteral("SELECT status FROM runs WHERE id = %1").arg(childRun).toUtf8().constData()),
              "interrupted");
}

TEST_F(StoreTest, AReusedPidAnotherBootAndAZombieAreNotTheWriter)
{
    ASSERT_TRUE(openStore(path()));
    const store::RunWriter &self = store::currentRunWriter();
    store::RunWriter reused = self; // this pid, but a process started at another time
    reused.startTicks = self.startTicks + 1;
    store::RunWriter otherBoot = self;
    otherBoot.bootId = QStringLiteral("00000000-0000-0000-0000-000000000000");
    store::RunWriter otherNamespace = self; // a container's pid means another process: cannot tell
    otherNamespace.pidNamespace = QStringLiteral("pid:[1]");

    // A zombie: ended, not yet collected by its parent (this test).
    const pid_t zombie = ::fork();
    ASSERT_GE(zombie, 0);
    if (zombie == 0)
        ::_exit(0);
    const store::RunWriter zombieWriter = store::runWriterOf(zombie);
    const QDeadlineTimer ended(10 * 1000);
    for (;;) { // until /proc shows it ended
        ASSERT_FALSE(ended.hasExpired()) << "pid " << zombie << " did not end within 10 s";
        QFile stat(QStringLiteral("/proc/%1/stat").arg(zombie));
        ASSERT_TRUE(stat.open(QIODevice::ReadOnly));
        const QByteArray text = stat.readAll();
        if (text.mid(text.lastIndexOf(')') + 2, 1) == "Z")
            break;
        QThread::msleep(5);
    }
    ASSERT_GE(zombieWriter.startTicks, 0);

    qint64 reusedRun = 0, otherBootRun = 0, otherNamespaceRun = 0, zombieRun = 0;
    {
        RawDb raw(path());
        reusedRun = insertRunningRun(raw, reused);
        otherBootRun = insertRunningRun(raw, otherBoot);
        otherNamespaceRun = insertRunningRun(raw, otherNamespace);
        zombieRun = insertRunningRun(raw, zombieWriter);
    }
    auto store = openStore(path());
    ::waitpid(zombie, nullptr, 0);
    ASSERT_TRUE(store);
    EXPECT_EQ(*store->runStatus(reusedRun), RunStatus::Interrupted);
    EXPECT_EQ(*store->runStatus(otherBootRun), RunStatus::Interrupted);
    EXPECT_EQ(*store->runStatus(otherNamespaceRun), RunStatus::Running);
    EXPECT_EQ(*store->runStatus(zombieRun), RunStatus::Interrupted);
}

TEST_F(StoreTest, AStatementErrorIsOneLineNamingWhatItDidNotTheStatement)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto host = store->upsertHost(named(QStringLiteral("node1")).record);
    ASSERT_TRUE(host.ok());
    ASSERT_TRUE(store->exec("PRAGMA max_page_count = 1").ok());
    HostInventory big = sampleInventory("node1");
    big.cpuModel = std::string(512 * 1024, 'c');
    auto saved = store->saveInventory(*host, big);
    ASSERT_FALSE(saved.ok());
    const QString detail = saved.error().detail;
    EXPECT_TRUE(detail.startsWith(QStringLiteral("inserting into inventories: "))) << detail.toStdString();
    EXPECT_FALSE(detail.contains(QStringLiteral("VALUES"))) << detail.toStdString();
    EXPECT_FALSE(detail.contains(QStringLiteral("?1"))) << detail.toStdString();
    EXPECT_FALSE(detail.contains(QLatin1Char('\n'))) << detail.toStdString();

    // A constraint names itself; the statement does not come along.
    auto noHost = store->saveInventory(4242, sampleInventory("nobody"));
    ASSERT_FALSE(noHost.ok());
    EXPECT_FALSE(noHost.error().detail.contains(QStringLiteral("probe_json")))
        << noHost.error().detail.toStdString();
}

namespace {

/// A tmpfs just large enough for a small database, mounted on a folder of the test's own.
class StoreFilesystemTest : public StoreTest
{
protected:
    void SetUp() override
    {
        StoreTest::SetUp();
        ASSERT_TRUE(QDir(m_dir.path()).mkdir(QStringLiteral("mnt")));
        m_mount = std::make_unique<shardscope::test::TmpfsMount>(m_dir.filePath(QStringLiteral("mnt")),
                                                                 512 * 1024);
        if (!m_mount->mounted())
            GTEST_SKIP() << "needs root to mount a tmpfs: " << m_mount->error().toStdString();
    }
    void TearDown() override { m_mount.reset(); }

    QString mounted(const char *name) const { return m_mount->path(QString::fromLatin1(name)); }

    /// A database on the mount with a finished run and one whose writer (a killed child) is gone.
    void writeDatabase(const QString &file, qint64 *finished, qint64 *abandoned)
    {
        QProcess child;
        child.start(QStringLiteral("sleep"), {QStringLiteral("600")});
        ASSERT_TRUE(child.waitForStarted());
        const store::RunWriter writer = store::runWriterOf(child.processId());
        ::kill(pid_t(child.processId()), SIGKILL);
        ASSERT_TRUE(child.waitForFinished());
        {
            auto store = openStore(file);
            ASSERT_TRUE(store);
            auto run = store->beginRun(QStringLiteral("linktest"), QStringLiteral("{}"));
            ASSERT_TRUE(run.ok());
            ASSERT_TRUE(store->finishRun(*run, RunStatus::Complete).ok());
            *finished = *run;
        }
        RawDb raw(file);
        *abandoned = insertRunningRun(raw, writer);
    }

    std::unique_ptr<shardscope::test::TmpfsMount> m_mount;
};

} // namespace

TEST_F(StoreFilesystemTest, OnAFullDiskReadingWorksWritingFailsInOneLineAndNothingIsLeftBehind)
{
    // '?', '#' and '%' are part of the name, not of a URI's query (the read-only open is a URI).
    const QString file = mounted("odd?#%20.db");
    qint64 finished = 0, abandoned = 0;
    writeDatabase(file, &finished, &abandoned);
    ASSERT_EQ(m_mount->entries(), QStringList{QStringLiteral("odd?#%20.db")});
    ASSERT_TRUE(m_mount->fill());

    {
        auto read = ResultStore::open(file, StoreAccess::Read);
        ASSERT_TRUE(read.ok()) << read.error().detail.toStdString();
        EXPECT_TRUE((*read)->isReadOnly());
        EXPECT_FALSE((*read)->readOnlyReason().isEmpty());
        auto runs = (*read)->allRuns();
        ASSERT_TRUE(runs.ok()) << runs.error().detail.toStdString();
        ASSERT_EQ(runIds(*runs), (QList<qint64>{abandoned, finished}));
        // Its writer is gone: shown interrupted although the disk cannot take the mark.
        EXPECT_EQ(runs->at(0).status, RunStatus::Interrupted);
        EXPECT_EQ(runs->at(1).status, RunStatus::Complete);
    }
    EXPECT_EQ(m_mount->entries(), (QStringList{QStringLiteral("filler"), QStringLiteral("odd?#%20.db")}));

    auto write = ResultStore::open(file);
    ASSERT_FALSE(write.ok());
    EXPECT_EQ(write.error().code, ErrorCode::DiskFull) << write.error().detail.toStdString();
    EXPECT_TRUE(write.error().detail.contains(QStringLiteral("No space left on device")))
        << write.error().detail.toStdString();
    EXPECT_FALSE(write.error().detail.contains(QLatin1Char('\n')));
    auto created = ResultStore::open(mounted("new.db"));
    ASSERT_FALSE(created.ok());
    EXPECT_EQ(m_mount->entries(), (QStringList{QStringLiteral("filler"), QStringLiteral("odd?#%20.db")}));
}

TEST_F(StoreFilesystemTest, ADatabaseOnAReadOnlyMountIsReadAndLeftUntouched)
{
    const QString file = mounted("shardscope.db");
    qint64 finished = 0, abandoned = 0;
    writeDatabase(file, &finished, &abandoned);
    const QByteArray before = fileHash(file);
    ASSERT_TRUE(m_mount->remountReadOnly()) << m_mount->error().toStdString();

    {
        auto read = ResultStore::open(file, StoreAccess::Read);
        ASSERT_TRUE(read.ok()) << read.error().detail.toStdString();
        EXPECT_TRUE((*read)->isReadOnly());
        auto runs = (*read)->allRuns();
        ASSERT_TRUE(runs.ok()) << runs.error().detail.toStdString();
        ASSERT_EQ(runIds(*runs), (QList<qint64>{abandoned, finished}));
        EXPECT_EQ(runs->at(0).status, RunStatus::Interrupted);
        EXPECT_EQ(*(*read)->runStatus(abandoned), RunStatus::Interrupted);
        EXPECT_FALSE((*read)->beginRun(QStringLiteral("bench"), QStringLiteral("{}")).ok());
    }
    auto write = ResultStore::open(file);
    ASSERT_FALSE(write.ok());
    EXPECT_FALSE(write.error().detail.contains(QLatin1Char('\n')));
    EXPECT_EQ(fileHash(file), before);
    EXPECT_EQ(m_mount->entries(), QStringList{QStringLiteral("shardscope.db")});
}

TEST_F(StoreTest, ReadingCreatesNoFileAndLeavesNoShmBehind)
{
    auto missing = ResultStore::open(path("absent/none.db"), StoreAccess::Read);
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, ErrorCode::DatabaseOpen);
    EXPECT_FALSE(QFileInfo::exists(path("absent")));

    ASSERT_TRUE(openStore(path()));
    {
        auto read = ResultStore::open(path(), StoreAccess::Read);
        ASSERT_TRUE(read.ok()) << read.error().detail.toStdString();
        EXPECT_FALSE((*read)->isReadOnly());
        ASSERT_TRUE((*read)->allRuns().ok());
    }
    EXPECT_EQ(QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden),
              QStringList{QStringLiteral("shardscope.db")});
}

TEST_F(StoreFilesystemTest, AnOlderSchemaOnAReadOnlyMountSaysItCannotBeUpgraded)
{
    const QString file = mounted("old.db");
    {
        RawDb raw(file);
        ASSERT_TRUE(raw.ok());
        writeVersion6Fixture(raw);
    }
    ASSERT_TRUE(m_mount->remountReadOnly()) << m_mount->error().toStdString();
    auto read = ResultStore::open(file, StoreAccess::Read);
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().code, ErrorCode::DatabaseOpen);
    EXPECT_TRUE(read.error().detail.contains(QStringLiteral("schema version 6 and cannot be upgraded")))
        << read.error().detail.toStdString();
    EXPECT_EQ(m_mount->entries(), QStringList{QStringLiteral("old.db")});
}
