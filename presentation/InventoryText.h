#pragma once

#include "core/model/Host.h"
#include "remote-agent/protocol/Inventory.h"

#include <QDateTime>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>

namespace shardscope::presentation {

/// Turns inventory fields into the short, translated texts the tables and the PDF show.
/// Absent fields read "unknown": the probe never guesses, and neither does the UI.
class InventoryText
{
    Q_DECLARE_TR_FUNCTIONS(InventoryText)

public:
    static QString unknown();
    /// The name a machine is shown under: the stored name, except that the local machine's
    /// (an untranslated database key) reads "This computer" in the user's language.
    static QString machineName(const QString &storedName);
    static QString text(const std::optional<std::string> &value);
    /// Binary units ("24.0 GiB"); also right for counts beyond qint64 that a broken node may send.
    static QString bytes(std::optional<std::uint64_t> bytes);
    static QString dateTime(const QDateTime &utc);

    static QString hostName(const protocol::HostInventory &inventory);
    static QString os(const protocol::HostInventory &inventory);
    static QString cpu(const protocol::HostInventory &inventory);
    static QString memory(const protocol::HostInventory &inventory);
    static QString gpuSummary(const protocol::HostInventory &inventory);
    static QString software(const protocol::HostInventory &inventory);

    /// Why the GPU list is empty, as a plain sentence (e.g. the NVIDIA tools are not installed).
    /// The agent's raw note, when it sent one, is gpuSourceNote(): show it as secondary detail.
    static QString noGpuReason(const protocol::HostInventory &inventory);
    /// "The probe reported: …" with the agent's untranslated note; empty when there is none.
    static QString gpuSourceNote(const protocol::HostInventory &inventory);

    /// Column headers and one row of cells of the GPU table; the GUI and the PDF share them.
    static QStringList gpuHeaders();
    static QStringList gpuCells(const protocol::GpuInfo &gpu);
    /// Column headers and one row of cells of the network interface table (addresses one a line).
    static QStringList nicHeaders();
    static QStringList nicCells(const protocol::NicInfo &nic);

    static QString gpuName(const protocol::GpuInfo &gpu);
    static QString gpuMemory(const protocol::GpuInfo &gpu);
    static QString pcie(const protocol::GpuInfo &gpu);
    static QString powerLimit(const protocol::GpuInfo &gpu);

    static QString addresses(const protocol::NicInfo &nic, const QString &separator);
    static QString mtu(const protocol::NicInfo &nic);
    static QString operState(const protocol::NicInfo &nic);
    static QString speed(const protocol::NicInfo &nic);
    static QString kind(const protocol::NicInfo &nic);
    static QString errorsAndDrops(const protocol::NicInfo &nic);
    static QString defaultRoute(const protocol::NicInfo &nic);
    /// The kernel driver; "—" for virtual interfaces, which have none.
    static QString driver(const protocol::NicInfo &nic);
};

} // namespace shardscope::presentation
