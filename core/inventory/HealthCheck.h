#pragma once

#include "remote-agent/protocol/Inventory.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace shardscope::core {

/// How much a finding matters for multi-node inference.
enum class Severity { Unknown = 0, Info, Warning, Critical };

/// What a health check found. Stable: names are stored and shown in reports.
enum class HealthCode {
    Unknown = 0,
    WirelessInterface,     ///< a Wi-Fi interface is up (Wi-Fi is a poor cluster link)
    SlowLink,              ///< a wired NIC negotiated below 1000 Mb/s
    HalfDuplex,            ///< a wired NIC negotiated half duplex
    MtuMismatch,           ///< cluster interfaces of different nodes have different MTUs
    GpuDriverMismatch,     ///< GPU driver versions differ between nodes
    CudaVersionMismatch,   ///< CUDA versions (driver-supported) differ between nodes
    InsufficientGpuMemory, ///< total GPU memory is below what the model needs
};

/// One value of a setting that differs between nodes, with the nodes that report it.
struct HostsWithValue {
    QString value;     ///< as the nodes report it, e.g. "9000" or "550.54.14"
    QStringList hosts; ///< node names, in the order the nodes were given
};

/// One finding. `detail` is untranslated English with the facts; the UI writes its own
/// translated sentence from code, host, subject and the structured facts below.
struct HealthFinding {
    HealthCode code = HealthCode::Unknown;
    Severity severity = Severity::Unknown;
    QString host;    ///< node the finding is about (empty for cluster-wide findings)
    QString subject; ///< interface or GPU it is about, when there is one
    QString detail;  ///< untranslated, e.g. "enp3s0 negotiated 100 Mb/s"
    /// MtuMismatch, GpuDriverMismatch, CudaVersionMismatch: every value with its nodes.
    QList<HostsWithValue> values;
    /// SlowLink: the negotiated speed.
    std::int64_t speedMbps = 0;
    /// InsufficientGpuMemory: what the model needs.
    std::uint64_t modelBytes = 0;
    /// InsufficientGpuMemory: all GPUs of all nodes together (saturated, never wrapped).
    std::uint64_t gpuMemoryTotalBytes = 0;
    /// InsufficientGpuMemory: the GPUs of the node with the most, which `host` names.
    std::uint64_t gpuMemoryLargestNodeBytes = 0;
};

/// A node's inventory with the name the user knows it by.
struct NamedInventory {
    QString name;
    protocol::HostInventory inventory;
};

/// Stable names for storage and JSON, e.g. "slow_link"; "unknown" for Unknown.
QString healthCodeName(HealthCode code);
QString severityName(Severity severity);

/// The interface a node would use for cluster traffic until the user picks one: the
/// default-route interface, else the first non-loopback interface that is up.
const protocol::NicInfo *clusterInterface(const protocol::HostInventory &inventory);

/// Checks that concern a single node: wireless, slow link, half duplex.
QList<HealthFinding> checkHost(const NamedInventory &host);

/// Checks across nodes (MTU, driver, CUDA mismatch) plus every node's own checks, and — when
/// modelBytes is given — whether all GPUs together hold the model.
QList<HealthFinding> checkCluster(const std::vector<NamedInventory> &hosts,
                                  std::optional<std::uint64_t> modelBytes = std::nullopt);

} // namespace shardscope::core
