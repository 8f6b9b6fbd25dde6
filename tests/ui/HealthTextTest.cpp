#include "ui/HealthText.h"
#include "ui/ErrorText.h"
#include "ui/InventoryText.h"

#include <gtest/gtest.h>

using namespace shardscope;

namespace {

ui::HostEntry hostWithNic(std::int64_t speedMbps)
{
    protocol::NicInfo nic;
    nic.name = "enp3s0";
    nic.speedMbps = speedMbps;
    nic.duplex = protocol::Duplex::Half;
    nic.mtu = 9000;
    protocol::HostInventory inventory;
    inventory.nics.push_back(nic);
    ui::HostEntry entry;
    entry.record.name = QStringLiteral("node2");
    entry.inventory = inventory;
    return entry;
}

} // namespace

TEST(GuiHealthText, SentencesUseTheNumbersFromTheInventory)
{
    const QList<ui::HostEntry> hosts{hostWithNic(100)};
    const core::HealthFinding slow{core::HealthCode::SlowLink, core::Severity::Warning,
                                   QStringLiteral("node2"), QStringLiteral("enp3s0"),
                                   QStringLiteral("untranslated")};
    const QString text = ui::HealthText::sentence(slow, hosts);
    EXPECT_TRUE(text.contains(QStringLiteral("node2")));
    EXPECT_TRUE(text.contains(QStringLiteral("enp3s0")));
    EXPECT_TRUE(text.contains(QStringLiteral("100 Mb/s"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("untranslated")));

    const core::HealthFinding mtu{core::HealthCode::MtuMismatch, core::Severity::Warning,
                                  QStringLiteral("node2"), QStringLiteral("enp3s0"), QString()};
    EXPECT_TRUE(ui::HealthText::sentence(mtu, hosts).contains(QStringLiteral("9000")));
}

TEST(GuiHealthText, UnknownFindingShowsTheCoreDetail)
{
    const core::HealthFinding odd{core::HealthCode::Unknown, core::Severity::Info, QStringLiteral("node2"),
                                  QString(), QStringLiteral("something new")};
    EXPECT_TRUE(ui::HealthText::sentence(odd, {}).contains(QStringLiteral("something new")));
}

TEST(GuiHealthText, NicTextsSayWhatIsUnknown)
{
    const protocol::NicInfo nic = hostWithNic(2500).inventory->nics.front();
    EXPECT_EQ(ui::InventoryText::speed(nic), QStringLiteral("2.5 Gb/s, half duplex"));
    EXPECT_EQ(ui::InventoryText::errorsAndDrops(nic), QStringLiteral("unknown"));
    EXPECT_EQ(ui::InventoryText::addresses(nic, QStringLiteral(", ")), QStringLiteral("none"));
    protocol::NicInfo down;
    down.name = "eno1";
    down.operState = "down";
    EXPECT_EQ(ui::InventoryText::speed(down), QStringLiteral("not reported"));
    EXPECT_EQ(ui::InventoryText::operState(down), QStringLiteral("down"));
}

TEST(GuiErrorText, DatabaseErrorsNameTheFile)
{
    const QString text = ui::ErrorText::storeError({core::ErrorCode::DatabaseTooNew, QString()},
                                                   QStringLiteral("/home/u/.local/share/ShardScope/s.db"));
    EXPECT_TRUE(text.contains(QStringLiteral("/home/u/.local/share/ShardScope/s.db")));
    EXPECT_TRUE(text.contains(QStringLiteral("newer")));
}
