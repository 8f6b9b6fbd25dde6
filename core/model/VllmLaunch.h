#pragma once

#include "core/model/ClusterNode.h"
#include "core/model/LaunchStep.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Inventory.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace shardscope::core {

// The command lines that start vLLM over the user's machines with the cluster interface pinned
// (issue 16): ShardScope shows them to copy and does not run vLLM. Multi-machine vLLM runs over a
// Ray cluster; every process is told the address and interface to use, because the collective
// libraries otherwise pick the first interface they like (a VPN, a Docker bridge).

/// One machine of the launch, as the inventory knows it.
struct LaunchMachine {
    QString name;           ///< as the user knows it
    QString clusterAddress; ///< numeric, on the cluster interface
    QString interfaceName;  ///< the interface holding clusterAddress; empty when not known
    int gpus = 0;           ///< NVIDIA GPUs the inventory found; 0: none found (or not inventoried)
    bool operator==(const LaunchMachine &) const = default;
};

/// A run's node as a launch sees it: its name and cluster address, the interface of its inventory
/// that holds that address, and its GPUs (none known without an inventory).
LaunchMachine launchMachine(const ClusterNode &node, const std::optional<protocol::HostInventory> &inventory);

/// An address as a URL's host: IPv6 in brackets.
QString urlHost(const QString &address);

struct VllmLaunch {
    /// Why no launch can be shown (no machine, a split over one machine, a machine without GPUs);
    /// empty when the steps hold it.
    QString problem;
    QList<LaunchStep> steps; ///< in the order to run them: Ray head, workers, then vLLM
    QStringList endpoints;   ///< the URLs the server(s) will answer at: what serve-bench is given
    QStringList notes;       ///< what the user should know (an interface not known, uneven GPUs, ports)
    int tensorParallelSize = 0;
    int pipelineParallelSize = 0;
    bool operator==(const VllmLaunch &) const = default;
};

/// vLLM's default port, and Ray's head port as vLLM's multi-node guide uses it.
inline constexpr int kVllmPort = 8000;
inline constexpr int kRayPort = 6379;

/// The launch of `model` (a Hugging Face id or a path on the machines) in `layout` over `machines`
/// (the first is the head, where the API server listens):
/// - Single: vLLM on the first machine alone, tensor parallel over its GPUs;
/// - TensorParallel: one model over every GPU of every machine (tensor-parallel-size = all GPUs);
/// - PipelineParallel: tensor parallel within each machine, one pipeline stage per machine (vLLM's
///   advice for machines without a fast interconnect between them), which needs the same number
///   of GPUs on every machine;
/// - Replicas: an independent vLLM on each machine.
/// Every process gets VLLM_HOST_IP, NCCL_SOCKET_IFNAME and GLOO_SOCKET_IFNAME for its machine; every
/// server binds its cluster address (--host), never 0.0.0.0; the API key is read from VLLM_API_KEY
/// in the environment, never put on the command line.
VllmLaunch vllmLaunch(const QList<LaunchMachine> &machines, protocol::BenchLayout layout,
                      const QString &model, int port = kVllmPort);

} // namespace shardscope::core
