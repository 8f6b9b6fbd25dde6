// shardscope-bench-inference: the inference engine against two physical references, on testbed
// nodes, in one run. For benchmarks/inference.sh.
//
//   shardscope-bench-inference --cli PATH [--quick]
//
// 1. Roofline: `shardscope-cli bench` runs the llama-3.2-1b shape on one node (CPU, batch 1, every
//    core) in bf16 and f32. The agent measures the node's memory bandwidth (a multithreaded
//    read-only sweep) just before; a decode step must read every weight once, so bandwidth ÷ bytes
//    per step is the most decode tokens/s the machine allows. Printed: measured tokens/s, the limit, the
//    fraction. Target (issue 5): ≥ 70 % of the roofline.
// 2. Tensor parallel against α-β: node1's link is shaped to 1 Gbit/s with 1 ms one-way delay (each
//    way), `shardscope-cli linktest` measures the pair (α = half the TCP request/response RTT p50,
//    β = single-stream throughput), then `shardscope-cli bench --layouts tp` runs the 1B shape
//    split over both nodes (one thread each: they share this machine's cores). Printed: the
//    measured communication time per decode step of the rank that waited least, the α-β estimate
//    (2 × layers ring all-reduces of the fp32 hidden vector plus the arg-max all-gather), the ratio.
// Needs root (the testbed).
#include "BenchSupport.h"
#include "Testbed.h"

#include "core/analysis/BenchMetrics.h"
#include "remote-agent/protocol/Bench.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

using namespace shardscope::testbed;
using nlohmann::json;
using shardscope::benchmarks::formatNumber;
using shardscope::benchmarks::printTable;

namespace {

struct Options {
    std::string cli;
    bool quick = false;
};

[[noreturn]] void die(const std::string &message)
{
    std::cerr << "shardscope-bench-inference: " << message << std::endl;
    std::exit(1);
}

/// The CLI's common arguments for the testbed's nodes 0 … count−1.
std::vector<std::string> cliArgs(const Testbed &testbed, const Options &options, const std::string &command,
                                 int count)
{
    std::vector<std::string> argv{options.cli,
                                  command,
                                  "--json",
                                  "--db",
                                  testbed.tempDir() + "/bench.db",
                                  "--identity",
                                  testbed.userKeyPath(),
                                  "--known-hosts",
                                  testbed.knownHostsPath(),
                                  "--ssh-config",
                                  "none"};
    for (int i = 0; i < count; ++i) {
        const TestbedNode &node = testbed.nodes()[std::size_t(i)];
        argv.push_back("--host");
        argv.push_back("root@" + node.address + ":" + std::to_string(node.sshPort));
    }
    return argv;
}

json runCli(const std::vector<std::string> &argv, const std::string &what)
{
    const CommandResult result = runCommand(argv, 1'800'000);
    const json out = json::parse(
        result.output.substr(std::min(result.output.find('{'), result.output.size())), nullptr, false);
    if (!result.ok() || out.is_discarded())
        die(what + " failed: " + result.output + result.error);
    return out;
}

/// The run of `layout` in a bench document.
const json &runOf(const json &document, const std::string &layout)
{
    for (const json &run : document.at("runs"))
        if (run.at("layout") == layout)
            return run;
    die("no " + layout + " run in the bench output");
}

std::vector<std::string> benchArgs(const Testbed &testbed, const Options &options, int nodes,
                                   const std::string &dtype, const std::string &layouts, int threads)
{
    std::vector<std::string> argv = cliArgs(testbed, options, "bench", nodes);
    const std::vector<std::string> rest{"--model",       "llama-3.2-1b",
                                        "--dtype",       dtype,
                                        "--prompt",      "16",
                                        "--gen",         options.quick ? "8" : "32",
                                        "--layouts",     layouts,
                                        "--threads",     std::to_string(threads),
                                        "--concurrency", "1"};
    argv.insert(argv.end(), rest.begin(), rest.end());
    return argv;
}

} // namespace

int main(int argc, char **argv)
{
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--cli" && i + 1 < argc)
            options.cli = argv[++i];
        else if (arg == "--quick")
            options.quick = true;
        else
            die("usage: shardscope-bench-inference --cli PATH [--quick]");
    }
    if (options.cli.empty())
        die("usage: shardscope-bench-inference --cli PATH [--quick]");
    if (const std::string reason = Testbed::unavailableReason(); !reason.empty())
        die(reason);

    Testbed testbed(TestbedOptions{2, "", 2200, 20000, ""});
    if (const TestbedStatus started = testbed.start(); !started.ok())
        die(started.message);
    if (const TestbedStatus written = testbed.writeKnownHosts(); !written.ok())
        die(written.message);
    const int cores = std::max(1, int(std::thread::hardware_concurrency()));

    std::vector<std::vector<std::string>> rows;
    for (const std::string dtype : {"bf16", "f32"}) {
        std::cerr << "== llama-3.2-1b " << dtype << ", one node, batch 1, " << cores << " threads"
                  << std::endl;
        const json document = runCli(benchArgs(testbed, options, 1, dtype, "single", cores), "bench single");
        const json &run = runOf(document, "single");
        const json &summary = run.at("summary");
        const json &rank = run.at("ranks").at(0);
        const double measured = 1000.0 / summary.at("decode_step_ms").get<double>();
        const double roofline = summary.at("roofline_tokens_per_second").get<double>();
        const double fraction = summary.at("roofline_fraction").get<double>();
        rows.push_back({"1B " + dtype + " decode, batch 1", formatNumber(measured, 2) + " tok/s",
                        formatNumber(roofline, 2) + " tok/s ("
                            + formatNumber(rank.at("memory_bandwidth_gbps").get<double>(), 1) + " GB/s ÷ "
                            + formatNumber(rank.at("bytes_per_decode_step").get<double>() / 1e9, 2) + " GB)",
                        formatNumber(fraction, 3), ">= 0.70",
                        fraction >= 0.70 && fraction <= 1.05 ? "yes" : "NO"});
    }

    std::cerr << "== shaping node1 to 1 Gbit/s, 1 ms each way" << std::endl;
    LinkShape shape;
    shape.rateBitsPerSecond = 1'000'000'000;
    shape.delayMs = 1;
    shape.direction = LinkDirection::Both;
    if (const std::string reason = testbed.shapingUnavailableReason(); !reason.empty())
        die(reason);
    if (const TestbedStatus shaped = testbed.shapeLink(1, shape); !shaped.ok())
        die(shaped.message);
    std::vector<std::string> linkArgs = cliArgs(testbed, options, "linktest", 2);
    for (const char *extra : {"--duration", "3", "--streams", "2", "--probes", "500"})
        linkArgs.push_back(extra);
    std::cerr << "   shardscope-cli linktest" << std::endl;
    const json link = runCli(linkArgs, "linktest");
    const json &test = link.at("pairs").at(0).at("report").at("test");
    const double alphaUs = test.at("tcp_latency").at("rtt").at("p50_us").get<double>() / 2;
    double betaBitsPerSecond = 0;
    for (const json &phase : test.at("throughput"))
        if (phase.at("mode") == "forward" && phase.at("streams") == 1)
            betaBitsPerSecond = phase.at("forward").at("bits_per_second").get<double>();
    if (betaBitsPerSecond <= 0)
        die("the link test reported no single-stream throughput");

    std::cerr << "   shardscope-cli bench --layouts tp (2 nodes, 1 thread each)" << std::endl;
    const json document = runCli(benchArgs(testbed, options, 2, "bf16", "tp", 1), "bench tp");
    const json &tp = runOf(document, "tp").at("summary");
    const double measuredMs = tp.at("comm_ms_per_step").get<double>();
    const double estimateMs = shardscope::core::tensorParallelCommMsEstimate(
        *shardscope::protocol::presetModelShape("llama-3.2-1b"), 4, 2, 1, alphaUs, betaBitsPerSecond / 8);
    const double ratio = measuredMs / estimateMs;
    rows.push_back({"1B TP 2 comm per decode step",
                    formatNumber(measuredMs, 2) + " ms (compute "
                        + formatNumber(tp.at("compute_ms_per_step").get<double>(), 1) + " ms)",
                    formatNumber(estimateMs, 2) + " ms (α " + formatNumber(alphaUs, 0) + " µs, β "
                        + formatNumber(betaBitsPerSecond / 1e9, 3) + " Gbit/s)",
                    formatNumber(ratio, 2), "printed", "-"});
    printTable({"what", "ShardScope", "reference", "ratio", "target", "ok"}, rows);
    return 0;
}
