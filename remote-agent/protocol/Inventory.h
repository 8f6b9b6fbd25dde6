#pragma once

#include "remote-agent/protocol/Expected.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope::protocol {

// The inventory of one node, as the agent's `probe` reports it. Every field comes from the system
// itself; a field whose source is missing on a node is absent (std::nullopt / empty), never guessed.
// JSON field names are snake_case; absent fields are omitted from the JSON.

/// Where the GPU facts came from.
enum class GpuSource { Unknown = 0, Nvml, NvidiaSmi };

/// One NVIDIA GPU.
struct GpuInfo {
    int index = 0;                                 ///< index as NVML/nvidia-smi number it
    std::string name;                              ///< marketing name, e.g. "NVIDIA GeForce RTX 4090"
    std::optional<std::string> uuid;               ///< GPU-… identifier
    std::optional<std::string> pciBusId;           ///< e.g. "00000000:01:00.0"
    std::optional<std::uint64_t> memoryTotalBytes; ///< framebuffer memory in total
    std::optional<std::uint64_t> memoryFreeBytes;  ///< framebuffer memory free when probed
    std::optional<std::string> driverVersion;      ///< kernel driver version, e.g. "550.54.14"
    std::optional<std::string> cudaVersion;        ///< highest CUDA version the driver supports
    std::optional<std::string> computeCapability;  ///< "major.minor", e.g. "8.9"
    std::optional<int> pcieGeneration;             ///< current PCIe link generation
    std::optional<int> pcieGenerationMax;          ///< maximum PCIe generation of the link
    std::optional<int> pcieWidth;                  ///< current PCIe link width (lanes)
    std::optional<int> pcieWidthMax;               ///< maximum PCIe link width (lanes)
    std::optional<double> powerLimitWatts;         ///< enforced power limit
    GpuSource source = GpuSource::Unknown;         ///< NVML or nvidia-smi

    bool operator==(const GpuInfo &) const = default;
};

/// Negotiated duplex of an Ethernet link.
enum class Duplex { Unknown = 0, Full, Half };

/// An address the kernel holds for a limited time (no IFA_F_PERMANENT): one from DHCP or from IPv6
/// autoconfiguration, which may change when its lease ends. From a netlink RTM_GETADDR dump.
struct AddressLease {
    std::string address;                ///< "address/prefix", as in NicInfo::ipv4 / ipv6
    std::uint32_t validSeconds = 0;     ///< IFA_CACHEINFO ifa_valid: seconds until it is removed
    std::uint32_t preferredSeconds = 0; ///< ifa_prefered: seconds until it is deprecated

    bool operator==(const AddressLease &) const = default;
};

/// One network interface, from sysfs and getifaddrs.
struct NicInfo {
    std::string name;                      ///< kernel interface name, e.g. "enp5s0"
    std::optional<std::string> mac;        ///< hardware address, lower case
    std::vector<std::string> ipv4;         ///< "address/prefix"
    std::vector<std::string> ipv6;         ///< "address/prefix"
    std::optional<int> mtu;                ///< bytes
    std::string operState = "unknown";     ///< sysfs operstate: up, down, dormant, unknown…
    std::optional<std::int64_t> speedMbps; ///< negotiated speed; absent when down or not reported
    Duplex duplex = Duplex::Unknown;       ///< negotiated duplex
    std::optional<std::string> driver;     ///< kernel driver, e.g. "igc", "mlx5_core"
    bool wireless = false;                 ///< a Wi-Fi interface (sysfs wireless/ or phy80211/)
    bool isVirtual = false;                ///< no backing device (loopback, bridge, veth, tun…)
    bool loopback = false;                 ///< the loopback interface
    bool defaultRoute = false;             ///< carries the IPv4 or IPv6 default route
    /// What the kernel says it is, when it says: uevent DEVTYPE ("bridge", "vlan", "wireguard",
    /// "vxlan", "bond", "wlan", "macvlan", "ipvlan"…), else "tun" or "tap" (tun_flags), else
    /// "loopback"; for another virtual device, which sysfs does not tell apart, its driver's name
    /// from ethtool on the live system ("veth", "dummy", "ifb"); absent for a plain Ethernet device.
    std::optional<std::string> kind;
    std::vector<AddressLease> leases;       ///< its addresses with a lifetime; empty: all permanent
    std::optional<std::uint64_t> rxErrors;  ///< statistics/rx_errors
    std::optional<std::uint64_t> txErrors;  ///< statistics/tx_errors
    std::optional<std::uint64_t> rxDropped; ///< statistics/rx_dropped
    std::optional<std::uint64_t> txDropped; ///< statistics/tx_dropped

    bool operator==(const NicInfo &) const = default;
};

/// One device a llama.cpp build can run on, as `llama-server --list-devices` lists it: its GPU
/// backends' devices (CUDA, Vulkan, Metal, SYCL…); a CPU-only build lists none.
struct SoftwareDevice {
    std::string name;        ///< llama.cpp's name for -dev: "CUDA0", "Vulkan1", "Metal"
    std::string description; ///< "NVIDIA GeForce RTX 4090"
    std::optional<std::uint64_t> memoryTotalBytes;
    std::optional<std::uint64_t> memoryFreeBytes; ///< when it was listed

    bool operator==(const SoftwareDevice &) const = default;
};

/// One piece of inference software found on the node.
struct SoftwareInfo {
    std::string name; ///< "nccl", "cuda-toolkit", "vllm", "llama-server", "rpc-server", "ollama"
    std::optional<std::string> version;  ///< when it could be read cheaply
    std::optional<std::string> path;     ///< executable, library or package directory
    std::vector<SoftwareDevice> devices; ///< llama-server's, from --list-devices; empty otherwise
    /// What this build can do beyond the oldest ones, as ShardScope uses it: rpc-server's "cache"
    /// (-c, a local cache of the weights it receives), found in its executable; empty otherwise.
    /// (Initialized, so that a brace list may end before it.)
    std::vector<std::string> features = {};

    bool operator==(const SoftwareInfo &) const = default;
};

/// A socket listening for connections (TCP) or datagrams (UDP), from /proc/net/{tcp,tcp6,udp,udp6},
/// with the process that holds it when this user may see it (/proc/<pid>/fd).
struct ListeningSocket {
    std::string protocol; ///< "tcp" or "udp"
    std::string address;  ///< numeric bind address: "0.0.0.0" and "::" mean every interface
    std::uint16_t port = 0;
    std::optional<std::string> process; ///< /proc/<pid>/comm of a holder, e.g. "llama-server"
    std::optional<std::int64_t> pid;

    bool operator==(const ListeningSocket &) const = default;
};

/// A host firewall as the node shows it. Never changed by ShardScope.
struct FirewallInfo {
    std::string name; ///< "nftables", "iptables", "ufw", "firewalld"
    /// true: it filters (rules that drop or reject, a drop policy, ufw enabled, firewalld
    /// running); false: present and filtering nothing; absent: present but its rules could not be
    /// read (nft and iptables-save need root; a listing that failed or timed out).
    std::optional<bool> active;
    /// How that was found, untranslated: "nft list ruleset: 1 chain drops by default, 3 rules drop
    /// or reject", "ENABLED=yes in /etc/ufw/ufw.conf", "nft list ruleset needs root (…)".
    std::string evidence;

    bool operator==(const FirewallInfo &) const = default;
};

/// Everything `shardscope-agent probe` reports about one node.
struct HostInventory {
    std::string agentVersion;                          ///< ShardScope version of the agent
    int protocolVersion = 0;                           ///< agent protocol version
    std::string probedAtUtc;                           ///< ISO 8601 time of the probe, UTC
    std::optional<std::string> hostname;               ///< uname nodename
    std::optional<std::string> osId;                   ///< os-release ID, e.g. "debian"
    std::optional<std::string> osName;                 ///< os-release PRETTY_NAME
    std::optional<std::string> osVersionId;            ///< os-release VERSION_ID
    std::optional<std::string> kernel;                 ///< uname release
    std::optional<std::string> architecture;           ///< uname machine, e.g. "x86_64"
    std::optional<std::string> bootId;                 ///< /proc/sys/kernel/random/boot_id
    std::optional<std::string> libc;                   ///< C library and version, e.g. "glibc 2.36"
    std::optional<std::string> cpuModel;               ///< /proc/cpuinfo model name
    std::optional<int> cpuCores;                       ///< physical cores
    std::optional<int> cpuThreads;                     ///< logical CPUs online
    std::optional<std::uint64_t> memoryTotalBytes;     ///< MemTotal
    std::optional<std::uint64_t> memoryAvailableBytes; ///< MemAvailable
    std::vector<GpuInfo> gpus;                         ///< empty without NVIDIA GPUs
    std::optional<std::string> gpuSourceNote;          ///< why GPU facts are missing, when they are
    std::vector<NicInfo> nics;                         ///< every interface, loopback included
    std::optional<std::string> defaultRouteInterface;  ///< interface of the default route
    std::vector<SoftwareInfo> software;                ///< inference software found
    std::vector<ListeningSocket> listeners;            ///< every listening socket but loopback's
    std::vector<FirewallInfo> firewalls;               ///< each firewall found, active or not

    bool operator==(const HostInventory &) const = default;
};

std::string toString(GpuSource source);
std::string toString(Duplex duplex);

void to_json(nlohmann::json &j, const GpuInfo &gpu);
void to_json(nlohmann::json &j, const AddressLease &lease);
void to_json(nlohmann::json &j, const NicInfo &nic);
void to_json(nlohmann::json &j, const SoftwareDevice &device);
void to_json(nlohmann::json &j, const SoftwareInfo &software);
void to_json(nlohmann::json &j, const ListeningSocket &listener);
void to_json(nlohmann::json &j, const FirewallInfo &firewall);
void to_json(nlohmann::json &j, const HostInventory &inventory);

/// Strict parse of a probe document: wrong types are errors, unknown fields are ignored
/// (newer agents may add fields), absent optional fields stay absent.
Expected<HostInventory> parseHostInventory(const nlohmann::json &j);
Expected<HostInventory> parseHostInventory(const std::string &text);

/// Strict parse of one interface as to_json(NicInfo) writes it (also inside link reports); path
/// prefixes the field names in errors ("interface_before").
Expected<NicInfo> parseNicInfo(const nlohmann::json &j, const std::string &path = "");

} // namespace shardscope::protocol
