#include "core/store/ResultStore.h"

#include <QCryptographicHash>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <sqlite3.h>

using namespace shardscope::core;
using shardscope::protocol::HostInventory;

namespace {

/// A second, plain connection to look at the file the way any SQLite tool would.
class RawDb
{
public:
    explicit RawDb(const QString &path)
    {
        m_rc = sqlite3_open_v2(QFile::encodeName(path).constData(), &m_db,
                               SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
    }
    ~RawDb() { sqlite3_close(m_db); }
    bool ok() const { return m_rc == SQLITE_OK; }

    bool exec(const char *sql) { return sqlite3_exec(m_db, sql, nullptr, nullptr, nullptr) == SQLITE_OK; }

    /// First column of the first row, as text; "<error>" or "<none>" otherwise.
    std::string scalar(const char *sql)
    {
        sqlite3_stmt *statement = nullptr;
        if (sqlite3_prepare_v2(m_db, sql, -1, &statement, nullptr) != SQLITE_OK)
            return "<error>";
        std::string value = "<none>";
        if (sqlite3_step(statement) == SQLITE_ROW) {
            const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(statement, 0));
            value = text ? text : "<null>";
        }
        sqlite3_finalize(statement);
        return value;
    }

private:
    sqlite3 *m_db = nullptr;
    int m_rc = SQLITE_ERROR;
};

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

class StoreTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }
    QString path(const char *name = "shardscope.db") const
    {
        return m_dir.filePath(QString::fromLatin1(name));
    }

    std::unique_ptr<ResultStore> openStore(const QString &file)
    {
        auto store = ResultStore::open(file);
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
    EXPECT_EQ(kSchemaVersion, 1);
    // synchronous and foreign_keys are per connection: ask the store's own connection.
    EXPECT_EQ(store->pragmaValue("journal_mode")->toStdString(), "wal");
    EXPECT_EQ(store->pragmaValue("synchronous")->toStdString(), "2");
    EXPECT_EQ(store->pragmaValue("foreign_keys")->toStdString(), "1");
    EXPECT_NE(store->pragmaValue("busy_timeout")->toStdString(), "0");

    RawDb raw(file);
    ASSERT_TRUE(raw.ok());
    EXPECT_EQ(raw.scalar("PRAGMA journal_mode"), "wal"); // persistent in the file
    EXPECT_EQ(raw.scalar("PRAGMA user_version"), "1");
    for (const char *table : {"hosts", "inventories", "runs"}) {
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
    EXPECT_EQ(*store->schemaVersion(), 1);
    EXPECT_TRUE(store->upsertHost(HostRecord{0, QStringLiteral("node1"), {}, 22, {}, false}).ok());
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
    EXPECT_EQ(*store->schemaVersion(), 1);
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
        ASSERT_TRUE(store->exec("PRAGMA user_version = 7").ok());
    }
    auto refused = ResultStore::open(file);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, ErrorCode::DatabaseTooNew);
    EXPECT_EQ(refused.error().detail,
              QStringLiteral("%1 has schema version 7, this ShardScope reads up to version %2")
                  .arg(file, QString::number(kSchemaVersion)));
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
        auto id = store->upsertHost(HostRecord{0, QStringLiteral("node2"), QStringLiteral("10.0.0.2"), 2222,
                                               QStringLiteral("ai"), false});
        ASSERT_TRUE(id.ok());
        hostId = *id;
        ASSERT_TRUE(store->saveInventory(hostId, sampleInventory("old")).ok());
        ASSERT_TRUE(store->saveInventory(hostId, sampleInventory("node2")).ok());
        // Upserting the same name updates the row instead of adding one.
        auto again = store->upsertHost(HostRecord{0, QStringLiteral("node2"), QStringLiteral("10.0.0.3"), 22,
                                                  QStringLiteral("ai"), false});
        ASSERT_TRUE(again.ok());
        EXPECT_EQ(*again, hostId);
        ASSERT_TRUE(store->upsertHost(HostRecord{0, QStringLiteral("This computer"), {}, 22, {}, true}).ok());
    }
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto hosts = store->hosts();
    ASSERT_TRUE(hosts.ok());
    ASSERT_EQ(hosts->size(), 2);
    EXPECT_EQ(hosts->at(0), (HostRecord{hostId, QStringLiteral("node2"), QStringLiteral("10.0.0.3"), 22,
                                        QStringLiteral("ai"), false}));
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
        ASSERT_TRUE(store->upsertHost(HostRecord{0, QStringLiteral("ghost"), {}, 22, {}, false}).ok());
        // No commit: the destructor rolls back.
    }
    EXPECT_FALSE(store->hostByName(QStringLiteral("ghost"))->has_value());
    {
        Transaction transaction(*store);
        ASSERT_TRUE(store->upsertHost(HostRecord{0, QStringLiteral("kept"), {}, 22, {}, false}).ok());
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

TEST_F(StoreTest, FullDiskIsReportedAndNothingIsHalfWritten)
{
    auto store = openStore(path());
    ASSERT_TRUE(store);
    auto host = store->upsertHost(HostRecord{0, QStringLiteral("node1"), {}, 22, {}, false});
    ASSERT_TRUE(host.ok());
    // The file may not grow from now on: the next page it needs fails with SQLITE_FULL.
    ASSERT_TRUE(store->exec("PRAGMA max_page_count = 1").ok());

    HostInventory big = sampleInventory("node1");
    big.cpuModel = std::string(512 * 1024, 'c');
    {
        Transaction transaction(*store);
        ASSERT_TRUE(transaction.status().ok());
        // The small host row fits in an existing page; the inventory does not.
        ASSERT_TRUE(store->upsertHost(HostRecord{0, QStringLiteral("node9"), {}, 22, {}, false}).ok());
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
