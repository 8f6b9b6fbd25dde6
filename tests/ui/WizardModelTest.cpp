// WizardModel against a temporary database: adding nodes next to another writer, storing node
// inventories, and what an address change does to the inventory shown.
#include "ui/WizardModel.h"
#include "core/inventory/HealthCheck.h"
#include "core/store/ResultStore.h"
#include "tests/support/TmpfsMount.h"

#include <QTemporaryDir>

#include <algorithm>

#include <gtest/gtest.h>

using namespace shardscope;

namespace {

core::HostRecord nodeRecord(const QString &name, const QString &address)
{
    core::HostRecord record;
    record.name = name;
    record.address = address;
    return record;
}

/// What a node on Wi-Fi reports: enough for a health finding.
protocol::HostInventory wifiInventory()
{
    protocol::HostInventory inventory;
    inventory.hostname = "old-laptop";
    inventory.probedAtUtc = "2024-05-01T10:00:00Z";
    protocol::NicInfo wifi;
    wifi.name = "wlp2s0";
    wifi.wireless = true;
    wifi.operState = "up";
    wifi.defaultRoute = true;
    inventory.nics.push_back(wifi);
    return inventory;
}

} // namespace

TEST(GuiWizardModel, AddHostNeverOverwritesANodeAddedMeanwhileByAnotherWriter)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("shardscope.db"));
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(path).ok());

    // The CLI (another connection) adds node1 after the wizard loaded its list.
    auto other = core::ResultStore::open(path);
    ASSERT_TRUE(other.ok());
    ASSERT_TRUE((*other)->insertHost(nodeRecord(QStringLiteral("node1"), QStringLiteral("10.0.0.1"))).ok());

    auto added = model.addHost(nodeRecord(QStringLiteral("node1"), QStringLiteral("10.9.9.9")));
    ASSERT_FALSE(added.ok());
    EXPECT_EQ(added.error().code, core::ErrorCode::InvalidArgument);
    EXPECT_TRUE(added.error().detail.contains(QStringLiteral("node1"))) << added.error().detail.toStdString();
    auto stored = (*other)->hostByName(QStringLiteral("node1"));
    ASSERT_TRUE(stored.ok() && stored->has_value());
    EXPECT_EQ((*stored)->address, QStringLiteral("10.0.0.1")); // not overwritten
    // The wizard shows the one that took the name.
    const int row = model.indexOfHost(QStringLiteral("node1"));
    ASSERT_GE(row, 0);
    EXPECT_EQ(model.hosts().at(row).record.address, QStringLiteral("10.0.0.1"));
    EXPECT_EQ(model.hosts().at(row).record.id, (*stored)->id);

    // A free name is added as before.
    auto free = model.addHost(nodeRecord(QStringLiteral("node2"), QStringLiteral("10.0.0.2")));
    ASSERT_TRUE(free.ok());
    EXPECT_NE(model.hosts().at(*free).record.id, 0);
}

TEST(GuiWizardModel, ANodesInventoryIsStoredWithItsHost)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
    auto row = model.addHost(nodeRecord(QStringLiteral("node1"), QStringLiteral("10.0.0.1")));
    ASSERT_TRUE(row.ok());

    core::NodeOutcome outcome;
    outcome.inventory = wifiInventory();
    model.setNodeFinished(*row, core::NodeAction::Inventory, outcome);
    EXPECT_FALSE(model.lastError().has_value());
    const ui::HostEntry &entry = model.hosts().at(*row);
    EXPECT_EQ(entry.state, ui::InventoryState::Probed);
    EXPECT_EQ(entry.probedAtUtc, QDateTime(QDate(2024, 5, 1), QTime(10, 0), Qt::UTC));
    auto latest = model.store()->latestInventory(entry.record.id);
    ASSERT_TRUE(latest.ok() && latest->has_value());
    EXPECT_EQ((*latest)->inventory.hostname, "old-laptop");
}

TEST(GuiWizardModel, AnotherAddressDropsTheOldMachinesInventoryAndFindings)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
    auto row = model.addHost(nodeRecord(QStringLiteral("node1"), QStringLiteral("10.0.0.1")));
    ASSERT_TRUE(row.ok());
    model.setInventory(*row, wifiInventory(), QDateTime::currentDateTimeUtc());
    ASSERT_FALSE(model.findings().isEmpty());

    // A new name for the same machine: its inventory stays.
    ASSERT_TRUE(
        model.updateHost(*row, nodeRecord(QStringLiteral("node-a"), QStringLiteral("10.0.0.1"))).ok());
    EXPECT_TRUE(model.hosts().at(*row).inventory.has_value());
    EXPECT_FALSE(model.findings().isEmpty());

    // Another address may be another machine: what the old one reported no longer applies.
    ASSERT_TRUE(
        model.updateHost(*row, nodeRecord(QStringLiteral("node-a"), QStringLiteral("10.0.0.7"))).ok());
    const ui::HostEntry &entry = model.hosts().at(*row);
    EXPECT_FALSE(entry.inventory.has_value());
    EXPECT_FALSE(entry.probedAtUtc.isValid());
    EXPECT_EQ(entry.state, ui::InventoryState::NotProbed);
    EXPECT_TRUE(model.findings().isEmpty());
}

TEST(GuiWizardModel, AddAndUpdateRefuseRecordsThatFailTheHostCheck)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
    model.ensureLocalHost();

    for (const core::HostRecord &bad :
         {nodeRecord(QStringLiteral("node1"), QStringLiteral("me@host")),
          nodeRecord(QStringLiteral("node1"), QStringLiteral("host:22")),
          nodeRecord(QStringLiteral("node1"), QString()), nodeRecord(QString(), QStringLiteral("10.0.0.1")),
          nodeRecord(ui::WizardModel::localHostName(), QStringLiteral("10.0.0.1"))}) {
        auto added = model.addHost(bad);
        ASSERT_FALSE(added.ok()) << bad.address.toStdString();
        EXPECT_EQ(added.error().code, core::ErrorCode::InvalidArgument);
    }
    EXPECT_EQ(model.hosts().size(), 1);

    auto row = model.addHost(nodeRecord(QStringLiteral("node1"), QStringLiteral("10.0.0.1")));
    ASSERT_TRUE(row.ok());
    core::HostRecord changed = model.hosts().at(*row).record;
    changed.clusterInterface = QStringLiteral("eth0:1");
    auto updated = model.updateHost(*row, changed);
    ASSERT_FALSE(updated.ok());
    EXPECT_EQ(updated.error().code, core::ErrorCode::InvalidArgument);
    EXPECT_TRUE(model.hosts().at(*row).record.clusterInterface.isEmpty());

    // This computer keeps its reserved name and needs no address; its interface is still checked.
    const int local = model.indexOfHost(ui::WizardModel::localHostName());
    core::HostRecord localRecord = model.hosts().at(local).record;
    localRecord.clusterInterface = QStringLiteral("eth0");
    EXPECT_TRUE(model.updateHost(local, localRecord).ok());
    localRecord.clusterInterface = QStringLiteral("eth 0");
    EXPECT_FALSE(model.updateHost(local, localRecord).ok());
}

namespace {

/// A wired machine whose cluster interface has this MTU.
protocol::HostInventory wiredInventory(const std::string &hostname, int mtu)
{
    protocol::HostInventory inventory;
    inventory.hostname = hostname;
    protocol::NicInfo nic;
    nic.name = "eth0";
    nic.operState = "up";
    nic.defaultRoute = true;
    nic.mtu = mtu;
    inventory.nics.push_back(nic);
    return inventory;
}

bool hasFinding(const ui::WizardModel &model, core::HealthCode code)
{
    for (const core::HealthFinding &finding : model.findings())
        if (finding.code == code)
            return true;
    return false;
}

} // namespace

TEST(GuiWizardModel, ThisComputersMtuIsComparedOnlyWhenItIsTheOnlyMachine)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
    const int local = model.ensureLocalHost();
    ASSERT_GE(local, 0);
    model.setInventory(local, wiredInventory("workstation", 1400), QDateTime::currentDateTimeUtc());
    auto node1 = model.addHost(nodeRecord(QStringLiteral("node1"), QStringLiteral("10.0.0.1")));
    auto node2 = model.addHost(nodeRecord(QStringLiteral("node2"), QStringLiteral("10.0.0.2")));
    ASSERT_TRUE(node1.ok() && node2.ok());
    model.setInventory(*node1, wiredInventory("node1", 1500), QDateTime::currentDateTimeUtc());
    model.setInventory(*node2, wiredInventory("node2", 1500), QDateTime::currentDateTimeUtc());
    // The nodes agree; this computer, which takes no part in their runs, is not held against them.
    EXPECT_FALSE(hasFinding(model, core::HealthCode::MtuMismatch));

    // The nodes themselves disagree: that is a finding, naming the nodes only.
    model.setInventory(*node2, wiredInventory("node2", 9000), QDateTime::currentDateTimeUtc());
    ASSERT_TRUE(hasFinding(model, core::HealthCode::MtuMismatch));
    for (const core::HealthFinding &finding : model.findings()) {
        if (finding.code != core::HealthCode::MtuMismatch)
            continue;
        for (const core::HostsWithValue &value : finding.values)
            EXPECT_FALSE(value.hosts.contains(ui::WizardModel::localHostName())) << value.value.toStdString();
    }

    // This computer's own findings still show: Wi-Fi, say.
    protocol::HostInventory wifi = wifiInventory();
    model.setInventory(local, wifi, QDateTime::currentDateTimeUtc());
    EXPECT_TRUE(hasFinding(model, core::HealthCode::WirelessInterface));
}

TEST(GuiWizardModel, ADatabaseOnAReadOnlyMountOpensReadOnlyWithItsMachinesAndSaysSo)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    test::TmpfsMount mount(dir.path(), 8 * 1024 * 1024);
    if (!mount.mounted())
        GTEST_SKIP() << mount.error().toStdString();
    const QString file = mount.path(QStringLiteral("shardscope.db"));
    {
        auto store = core::ResultStore::open(file);
        ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
        ASSERT_TRUE(
            (*store)->insertHost(nodeRecord(QStringLiteral("gpu-box"), QStringLiteral("10.0.0.2"))).ok());
    }
    ASSERT_TRUE(mount.remountReadOnly()) << mount.error().toStdString();

    ui::WizardModel model;
    const auto opened = model.openStore(file);
    ASSERT_TRUE(opened.ok()) << opened.error().detail.toStdString();
    ASSERT_NE(model.store(), nullptr);
    EXPECT_FALSE(model.storeError().has_value());
    EXPECT_FALSE(model.storeReadOnlyReason().isEmpty());
    // The history and the machines are there to read.
    const auto found
        = std::find_if(model.hosts().begin(), model.hosts().end(), [](const ui::HostEntry &entry) {
              return entry.record.name == QStringLiteral("gpu-box");
          });
    EXPECT_NE(found, model.hosts().end());
    EXPECT_TRUE(model.store()->allRuns().ok());

    // A writable one is not read-only.
    QTemporaryDir writable;
    ASSERT_TRUE(writable.isValid());
    ASSERT_TRUE(model.openStore(writable.filePath(QStringLiteral("shardscope.db"))).ok());
    EXPECT_TRUE(model.storeReadOnlyReason().isEmpty());
}
