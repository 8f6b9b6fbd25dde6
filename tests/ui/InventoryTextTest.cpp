#include "presentation/InventoryText.h"
#include "ui/HostDetailWidget.h"

#include <QLabel>
#include <QTableWidget>

#include <gtest/gtest.h>

#include <limits>

using namespace shardscope;

TEST(GuiInventoryText, PercentSignsInTheCpuModelStayText)
{
    protocol::HostInventory inventory;
    inventory.cpuModel = "Weird %2 CPU %1";
    inventory.cpuCores = 16;
    inventory.cpuThreads = 32;
    EXPECT_EQ(presentation::InventoryText::cpu(inventory),
              QStringLiteral("Weird %2 CPU %1 (16 cores, 32 threads)"));
    inventory.cpuCores.reset();
    EXPECT_EQ(presentation::InventoryText::cpu(inventory), QStringLiteral("Weird %2 CPU %1 (32 threads)"));
    inventory.cpuThreads.reset();
    inventory.cpuCores = 8;
    EXPECT_EQ(presentation::InventoryText::cpu(inventory), QStringLiteral("Weird %2 CPU %1 (8 cores)"));
}

TEST(GuiInventoryText, HugeByteCountsNeverTurnNegative)
{
    EXPECT_EQ(presentation::InventoryText::bytes(std::uint64_t(24) << 30), QStringLiteral("24.0 GiB"));
    const QString max = presentation::InventoryText::bytes(std::numeric_limits<std::uint64_t>::max());
    EXPECT_EQ(max, QStringLiteral("16.0 EiB"));
    const QString justAbove
        = presentation::InventoryText::bytes(std::uint64_t(std::numeric_limits<qint64>::max()) + 1);
    EXPECT_FALSE(justAbove.contains(QLatin1Char('-'))) << justAbove.toStdString();
    EXPECT_EQ(presentation::InventoryText::bytes(std::nullopt), QStringLiteral("unknown"));
}

TEST(GuiInventoryText, InterfaceStatesArePlainWords)
{
    protocol::NicInfo nic;
    nic.operState = "lowerlayerdown";
    EXPECT_EQ(presentation::InventoryText::operState(nic),
              QStringLiteral("no link (cable unplugged or the other end is off)"));
    nic.operState = "dormant";
    EXPECT_FALSE(presentation::InventoryText::operState(nic).contains(QStringLiteral("dormant")));
}

TEST(GuiInventoryText, MissingGpuToolsAreSaidPlainlyAndTheRawNoteKeptAside)
{
    protocol::HostInventory inventory;
    inventory.gpuSourceNote = "no NVML (libnvidia-ml.so.1) and no nvidia-smi";
    const QString reason = presentation::InventoryText::noGpuReason(inventory);
    EXPECT_EQ(reason,
              QStringLiteral("No NVIDIA GPU found: the NVIDIA driver's tools (NVML, nvidia-smi) are not "
                             "installed on this machine."));
    EXPECT_FALSE(reason.contains(QStringLiteral("libnvidia-ml")));
    EXPECT_TRUE(
        presentation::InventoryText::gpuSourceNote(inventory).contains(QStringLiteral("libnvidia-ml.so.1")));
    inventory.gpuSourceNote = "NVML reports no GPUs";
    EXPECT_TRUE(presentation::InventoryText::noGpuReason(inventory).contains(QStringLiteral("sees no GPU")));
    inventory.gpuSourceNote.reset();
    EXPECT_EQ(presentation::InventoryText::noGpuReason(inventory),
              QStringLiteral("No NVIDIA GPU was found on this machine."));
    EXPECT_TRUE(presentation::InventoryText::gpuSourceNote(inventory).isEmpty());

    // In the detail panel the sentence is the text; the raw note only the (escaped) tooltip.
    ui::HostEntry entry;
    entry.record.name = QStringLiteral("node1");
    inventory.gpuSourceNote = "no NVML (<b>lib</b>) and no nvidia-smi";
    entry.inventory = inventory;
    ui::HostDetailWidget widget;
    widget.setHost(&entry);
    auto *note = widget.findChild<QLabel *>(QStringLiteral("gpuNote"));
    ASSERT_NE(note, nullptr);
    EXPECT_EQ(note->textFormat(), Qt::PlainText);
    EXPECT_TRUE(note->text().startsWith(reason)) << note->text().toStdString();
    EXPECT_FALSE(note->text().contains(QStringLiteral("NVML (")));
    EXPECT_TRUE(note->toolTip().contains(QStringLiteral("&lt;b&gt;lib&lt;/b&gt;")))
        << note->toolTip().toStdString();
}

TEST(GuiInventoryText, DetailTablesUseTheSharedHeadersAndCellsWithEscapedTooltips)
{
    protocol::HostInventory inventory;
    protocol::GpuInfo gpu;
    gpu.name = "<b>GPU</b> %2";
    gpu.driverVersion = "550.54.14";
    inventory.gpus.push_back(gpu);
    protocol::NicInfo nic;
    nic.name = "eth<i>0";
    nic.operState = "up";
    nic.ipv4 = {"192.0.2.1/24"};
    inventory.nics.push_back(nic);
    ui::HostEntry entry;
    entry.record.name = QStringLiteral("node1");
    entry.inventory = inventory;

    ui::HostDetailWidget widget;
    widget.setHost(&entry);
    QTableWidget *gpus = widget.gpuTable();
    ASSERT_EQ(gpus->columnCount(), presentation::InventoryText::gpuHeaders().size());
    ASSERT_EQ(gpus->rowCount(), 1);
    const QStringList gpuCells = presentation::InventoryText::gpuCells(gpu);
    for (int column = 0; column < gpus->columnCount(); ++column) {
        EXPECT_EQ(gpus->horizontalHeaderItem(column)->text(),
                  presentation::InventoryText::gpuHeaders().at(column));
        EXPECT_EQ(gpus->item(0, column)->text(), gpuCells.at(column));
    }
    EXPECT_EQ(gpus->item(0, ui::HostDetailWidget::GpuName)->text(), QStringLiteral("<b>GPU</b> %2"));
    EXPECT_EQ(gpus->item(0, ui::HostDetailWidget::GpuName)->toolTip(),
              QStringLiteral("<p>&lt;b&gt;GPU&lt;/b&gt; %2</p>"));
    EXPECT_EQ(gpus->item(0, ui::HostDetailWidget::GpuDriver)->text(), QStringLiteral("550.54.14"));

    QTableWidget *nics = widget.nicTable();
    ASSERT_EQ(nics->columnCount(), presentation::InventoryText::nicHeaders().size());
    const QStringList nicCells = presentation::InventoryText::nicCells(nic);
    for (int column = 0; column < nics->columnCount(); ++column)
        EXPECT_EQ(nics->item(0, column)->text(), nicCells.at(column));
    EXPECT_EQ(nics->item(0, ui::HostDetailWidget::NicName)->text(), QStringLiteral("eth<i>0"));
    EXPECT_EQ(nics->item(0, ui::HostDetailWidget::NicAddresses)->text(), QStringLiteral("192.0.2.1/24"));
}
