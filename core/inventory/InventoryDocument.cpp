#include "core/inventory/InventoryDocument.h"

namespace shardscope::core {

nlohmann::json healthFindingToJson(const HealthFinding &finding)
{
    return nlohmann::json{{"code", healthCodeName(finding.code).toStdString()},
                          {"severity", severityName(finding.severity).toStdString()},
                          {"host", finding.host.toStdString()},
                          {"subject", finding.subject.toStdString()},
                          {"detail", finding.detail.toStdString()}};
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
