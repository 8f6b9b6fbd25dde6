#pragma once

#include "core/inventory/HealthCheck.h"

#include <nlohmann/json.hpp>

namespace shardscope::core {

/// {code, severity, host, subject, detail, values: [{value, hosts}]} with the stable names of
/// healthCodeName/severityName; plus speed_mbps (slow_link) and model_bytes,
/// gpu_memory_total_bytes, gpu_memory_largest_node_bytes (insufficient_gpu_memory).
nlohmann::json healthFindingToJson(const HealthFinding &finding);

/// The probe document of one node with a "health" array of findings added: what the CLI prints
/// with --json and what an export of the inventory page writes.
nlohmann::json inventoryDocument(const protocol::HostInventory &inventory,
                                 const QList<HealthFinding> &findings);

} // namespace shardscope::core
