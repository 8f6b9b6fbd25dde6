#include "core/inventory/InventoryDocument.h"

namespace shardscope::core {

nlohmann::json healthFindingToJson(const HealthFinding &finding)
{
    nlohmann::json values = nlohmann::json::array();
    for (const HostsWithValue &value : finding.values) {
        nlohmann::json hosts = nlohmann::json::array();
        for (const QString &host : value.hosts)
            hosts.push_back(host.toStdString());
        values.push_back({{"value", value.value.toStdString()}, {"hosts", std::move(hosts)}});
    }
    nlohmann::json json{{"code", healthCodeName(finding.code).toStdString()},
                        {"severity", severityName(finding.severity).toStdString()},
                        {"host", finding.host.toStdString()},
                        {"subject", finding.subject.toStdString()},
                        {"detail", finding.detail.toStdString()},
                        {"values", std::move(values)}};
    if (finding.code == HealthCode::SlowLink)
        json["speed_mbps"] = finding.speedMbps;
    if (finding.code == HealthCode::InsufficientGpuMemory) {
        json["model_bytes"] = finding.modelBytes;
        json["gpu_memory_total_bytes"] = finding.gpuMemoryTotalBytes;
        json["gpu_memory_largest_node_bytes"] = finding.gpuMemoryLargestNodeBytes;
    }
    return json;
}

nlohmann::json inventoryDocument(const protocol::HostInventory &inventory,
                                 const QList<HealthFinding> &findings)
{
    nlohmann::json document = inventory;
    nlohmann::json health = nlohmann::json::array();
    for (const HealthFinding &finding : findings)
        health.push_back(healthFindingToJson(finding));
    document["health"] = std::move(health);
    return document;
}

} // namespace shardscope::core
