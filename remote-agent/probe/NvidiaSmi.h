#pragma once

#include "remote-agent/protocol/Inventory.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope::probe {

/// The arguments after the program name for the CSV query parseNvidiaSmiCsv reads.
std::vector<std::string> nvidiaSmiQueryArguments();

/// Parses `nvidia-smi --query-gpu=index,name,uuid,pci.bus_id,memory.total,memory.free,driver_version,
/// compute_cap,pcie.link.gen.current,pcie.link.gen.max,pcie.link.width.current,pcie.link.width.max,
/// power.limit --format=csv,noheader,nounits`; "[N/A]"-style values become absent, MiB become bytes,
/// lines without all 13 columns or a valid index and name are skipped.
std::vector<protocol::GpuInfo> parseNvidiaSmiCsv(std::string_view text);

/// The "CUDA Version: 12.4" of plain `nvidia-smi` output; nullopt when absent or malformed.
std::optional<std::string> parseNvidiaSmiCudaVersion(std::string_view text);

} // namespace shardscope::probe
