#include "remote-agent/protocol/Inventory.h"

#include "remote-agent/protocol/Json.h"

#include <type_traits>

namespace shardscope::protocol {

using nlohmann::json;

std::string toString(GpuSource source)
{
    switch (source) {
    case GpuSource::Nvml:
        return "nvml";
    case GpuSource::NvidiaSmi:
        return "nvidia-smi";
    case GpuSource::Unknown:
        break;
    }
    return "unknown";
}

std::string toString(Duplex duplex)
{
    switch (duplex) {
    case Duplex::Full:
        return "full";
    case Duplex::Half:
        return "half";
    case Duplex::Unknown:
        break;
    }
    return "unknown";
}

namespace {

GpuSource gpuSourceFromString(const std::string &text)
{
    if (text == "nvml")
        return GpuSource::Nvml;
    if (text == "nvidia-smi")
        return GpuSource::NvidiaSmi;
    return GpuSource::Unknown;
}

Duplex duplexFromString(const std::string &text)
{
    if (text == "full")
        return Duplex::Full;
    if (text == "half")
        return Duplex::Half;
    return Duplex::Unknown;
}

/// Reads an array of objects at key with parseItem(reader, item), or parseItem(reader, object, item)
/// for an item with fields that need the object itself (readUnsigned); errors carry "key[i]".
template<typename T, typename ParseItem>
void readArray(ObjectReader &reader, const char *key, std::vector<T> &out, ParseItem parseItem)
{
    const json *array = reader.child(key, json::value_t::array);
    if (!array)
        return;
    for (std::size_t i = 0; i < array->size() && reader.ok(); ++i) {
        const json &object = (*array)[i];
        ObjectReader itemReader(object, reader.pathOf(key) + "[" + std::to_string(i) + "]");
        T item;
        if constexpr (std::is_invocable_v<ParseItem, ObjectReader &, const json &, T &>)
            parseItem(itemReader, object, item);
        else
            parseItem(itemReader, item);
        if (!itemReader.ok()) {
            reader.fail(itemReader.error().message);
            return;
        }
        out.push_back(std::move(item));
    }
}

void readGpu(ObjectReader &r, GpuInfo &gpu)
{
    r.required("index", gpu.index);
    r.required("name", gpu.name);
    r.optional("uuid", gpu.uuid);
    r.optional("pci_bus_id", gpu.pciBusId);
    r.optional("memory_total_bytes", gpu.memoryTotalBytes);
    r.optional("memory_free_bytes", gpu.memoryFreeBytes);
    r.optional("driver_version", gpu.driverVersion);
    r.optional("cuda_version", gpu.cudaVersion);
    r.optional("compute_capability", gpu.computeCapability);
    r.optional("pcie_generation", gpu.pcieGeneration);
    r.optional("pcie_generation_max", gpu.pcieGenerationMax);
    r.optional("pcie_width", gpu.pcieWidth);
    r.optional("pcie_width_max", gpu.pcieWidthMax);
    r.optional("power_limit_watts", gpu.powerLimitWatts);
    std::string source;
    r.optional("source", source);
    gpu.source = gpuSourceFromString(source);
}

void readLease(ObjectReader &r, const json &j, AddressLease &lease)
{
    r.required("address", lease.address);
    readUnsigned(r, j, "valid_seconds", lease.validSeconds, true);
    readUnsigned(r, j, "preferred_seconds", lease.preferredSeconds, true);
}

void readNic(ObjectReader &r, NicInfo &nic)
{
    r.required("name", nic.name);
    r.optional("mac", nic.mac);
    r.optional("ipv4", nic.ipv4);
    r.optional("ipv6", nic.ipv6);
    r.optional("mtu", nic.mtu);
    r.optional("oper_state", nic.operState);
    r.optional("speed_mbps", nic.speedMbps);
    std::string duplex;
    r.optional("duplex", duplex);
    nic.duplex = duplexFromString(duplex);
    r.optional("driver", nic.driver);
    r.optional("wireless", nic.wireless);
    r.optional("virtual", nic.isVirtual);
    r.optional("loopback", nic.loopback);
    r.optional("default_route", nic.defaultRoute);
    r.optional("kind", nic.kind);
    readArray(r, "leases", nic.leases, readLease);
    r.optional("rx_errors", nic.rxErrors);
    r.optional("tx_errors", nic.txErrors);
    r.optional("rx_dropped", nic.rxDropped);
    r.optional("tx_dropped", nic.txDropped);
}

void readDevice(ObjectReader &r, SoftwareDevice &device)
{
    r.required("name", device.name);
    r.optional("description", device.description);
    r.optional("memory_total_bytes", device.memoryTotalBytes);
    r.optional("memory_free_bytes", device.memoryFreeBytes);
}

void readSoftware(ObjectReader &r, SoftwareInfo &software)
{
    r.required("name", software.name);
    r.optional("version", software.version);
    r.optional("path", software.path);
    readArray(r, "devices", software.devices, readDevice);
    r.optional("features", software.features);
}

void readListener(ObjectReader &r, const json &j, ListeningSocket &listener)
{
    r.required("protocol", listener.protocol);
    r.required("address", listener.address);
    readUnsigned(r, j, "port", listener.port, true);
    r.optional("process", listener.process);
    r.optional("pid", listener.pid);
}

void readFirewall(ObjectReader &r, const json &j, FirewallInfo &firewall)
{
    r.required("name", firewall.name);
    if (r.ok() && j.contains("active") && !j.at("active").is_null()) {
        bool active = false;
        r.optional("active", active);
        if (r.ok())
            firewall.active = active;
    }
    r.optional("evidence", firewall.evidence);
}

} // namespace

void to_json(json &j, const GpuInfo &gpu)
{
    j = json{{"index", gpu.index}, {"name", gpu.name}, {"source", toString(gpu.source)}};
    putOptional(j, "uuid", gpu.uuid);
    putOptional(j, "pci_bus_id", gpu.pciBusId);
    putOptional(j, "memory_total_bytes", gpu.memoryTotalBytes);
    putOptional(j, "memory_free_bytes", gpu.memoryFreeBytes);
    putOptional(j, "driver_version", gpu.driverVersion);
    putOptional(j, "cuda_version", gpu.cudaVersion);
    putOptional(j, "compute_capability", gpu.computeCapability);
    putOptional(j, "pcie_generation", gpu.pcieGeneration);
    putOptional(j, "pcie_generation_max", gpu.pcieGenerationMax);
    putOptional(j, "pcie_width", gpu.pcieWidth);
    putOptional(j, "pcie_width_max", gpu.pcieWidthMax);
    putOptional(j, "power_limit_watts", gpu.powerLimitWatts);
}

void to_json(json &j, const AddressLease &lease)
{
    j = json{{"address", lease.address},
             {"valid_seconds", lease.validSeconds},
             {"preferred_seconds", lease.preferredSeconds}};
}

void to_json(json &j, const NicInfo &nic)
{
    j = json{{"name", nic.name},
             {"ipv4", nic.ipv4},
             {"ipv6", nic.ipv6},
             {"oper_state", nic.operState},
             {"duplex", toString(nic.duplex)},
             {"wireless", nic.wireless},
             {"virtual", nic.isVirtual},
             {"loopback", nic.loopback},
             {"default_route", nic.defaultRoute}};
    putOptional(j, "mac", nic.mac);
    putOptional(j, "mtu", nic.mtu);
    putOptional(j, "speed_mbps", nic.speedMbps);
    putOptional(j, "driver", nic.driver);
    putOptional(j, "kind", nic.kind);
    if (!nic.leases.empty())
        j["leases"] = nic.leases;
    putOptional(j, "rx_errors", nic.rxErrors);
    putOptional(j, "tx_errors", nic.txErrors);
    putOptional(j, "rx_dropped", nic.rxDropped);
    putOptional(j, "tx_dropped", nic.txDropped);
}

void to_json(json &j, const SoftwareDevice &device)
{
    j = json{{"name", device.name}, {"description", device.description}};
    putOptional(j, "memory_total_bytes", device.memoryTotalBytes);
    putOptional(j, "memory_free_bytes", device.memoryFreeBytes);
}

void to_json(json &j, const SoftwareInfo &software)
{
    j = json{{"name", software.name}};
    putOptional(j, "version", software.version);
    putOptional(j, "path", software.path);
    if (!software.devices.empty())
        j["devices"] = software.devices;
    if (!software.features.empty())
        j["features"] = software.features;
}

void to_json(json &j, const ListeningSocket &listener)
{
    j = json{{"protocol", listener.protocol}, {"address", listener.address}, {"port", listener.port}};
    putOptional(j, "process", listener.process);
    putOptional(j, "pid", listener.pid);
}

void to_json(json &j, const FirewallInfo &firewall)
{
    j = json{{"name", firewall.name}, {"evidence", firewall.evidence}};
    putOptional(j, "active", firewall.active);
}

void to_json(json &j, const HostInventory &inv)
{
    j = json{{"agent_version", inv.agentVersion},
             {"protocol_version", inv.protocolVersion},
             {"probed_at_utc", inv.probedAtUtc},
             {"gpus", inv.gpus},
             {"nics", inv.nics},
             {"software", inv.software}};
    putOptional(j, "hostname", inv.hostname);
    putOptional(j, "os_id", inv.osId);
    putOptional(j, "os_name", inv.osName);
    putOptional(j, "os_version_id", inv.osVersionId);
    putOptional(j, "kernel", inv.kernel);
    putOptional(j, "architecture", inv.architecture);
    putOptional(j, "boot_id", inv.bootId);
    putOptional(j, "libc", inv.libc);
    putOptional(j, "cpu_model", inv.cpuModel);
    putOptional(j, "cpu_cores", inv.cpuCores);
    putOptional(j, "cpu_threads", inv.cpuThreads);
    putOptional(j, "memory_total_bytes", inv.memoryTotalBytes);
    putOptional(j, "memory_available_bytes", inv.memoryAvailableBytes);
    putOptional(j, "gpu_source_note", inv.gpuSourceNote);
    putOptional(j, "default_route_interface", inv.defaultRouteInterface);
    if (!inv.listeners.empty())
        j["listeners"] = inv.listeners;
    if (!inv.firewalls.empty())
        j["firewalls"] = inv.firewalls;
}

Expected<HostInventory> parseHostInventory(const json &j)
{
    HostInventory inv;
    ObjectReader r(j, "");
    r.required("agent_version", inv.agentVersion);
    r.required("protocol_version", inv.protocolVersion);
    r.required("probed_at_utc", inv.probedAtUtc);
    r.optional("hostname", inv.hostname);
    r.optional("os_id", inv.osId);
    r.optional("os_name", inv.osName);
    r.optional("os_version_id", inv.osVersionId);
    r.optional("kernel", inv.kernel);
    r.optional("architecture", inv.architecture);
    r.optional("boot_id", inv.bootId);
    r.optional("libc", inv.libc);
    r.optional("cpu_model", inv.cpuModel);
    r.optional("cpu_cores", inv.cpuCores);
    r.optional("cpu_threads", inv.cpuThreads);
    r.optional("memory_total_bytes", inv.memoryTotalBytes);
    r.optional("memory_available_bytes", inv.memoryAvailableBytes);
    r.optional("gpu_source_note", inv.gpuSourceNote);
    r.optional("default_route_interface", inv.defaultRouteInterface);
    readArray(r, "gpus", inv.gpus, readGpu);
    readArray(r, "nics", inv.nics, readNic);
    readArray(r, "software", inv.software, readSoftware);
    readArray(r, "listeners", inv.listeners, readListener);
    readArray(r, "firewalls", inv.firewalls, readFirewall);
    if (!r.ok())
        return r.error();
    return inv;
}

Expected<HostInventory> parseHostInventory(const std::string &text)
{
    auto j = parseJsonText(text);
    if (!j)
        return j.error();
    return parseHostInventory(*j);
}

Expected<NicInfo> parseNicInfo(const json &j, const std::string &path)
{
    NicInfo nic;
    ObjectReader r(j, path);
    readNic(r, nic);
    if (!r.ok())
        return r.error();
    return nic;
}

} // namespace shardscope::protocol
