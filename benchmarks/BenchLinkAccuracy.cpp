// shardscope-bench-link: ShardScope's link test side by side with iperf3 and ping, on testbed links
// shaped at several rates, delays and losses, in one run. For benchmarks/link-accuracy.sh.
//
//   shardscope-bench-link --cli PATH [--duration S] [--quick | --unshaped]
//
// For each row it shapes node1's link (both directions: rate, one-way delay, loss), then runs on
// the pair node0 → node1, one after the other on the otherwise idle link:
//   iperf3 -c (node0) against iperf3 -s (node1), forward and reverse (-R), -t S, one stream;
//   ping -U -i 0.001 from node0 (as many probes as ShardScope sends; -U: user-to-user times like
//   ShardScope's, since ping's kernel receive timestamps are taken before the testbed's delay,
//   which is held on the receiving side);
//   shardscope-cli linktest over SSH on both nodes (the whole product path: deploy, agent sessions,
//   token, link_serve / link_test / link_stop), --duration S --streams P --probes N.
// The last two rows leave the veth unshaped: one stream, where the idle RTT p50 is held to within 20
// µs of ping -U (issue 20: what is left of the agents' own time, docs/METRICS.md, "Latency and
// round trip"), and the P-stream aggregate against iperf3 -P (three alternating rounds of each,
// medians compared, ranges printed). --unshaped runs only those two.
// Compared: single-stream throughput (both directions) at the receiver, RTT p50 (ping: the median of
// its per-reply times), loss (ping: its summary line). Targets (issue 4): throughput within ±5 %,
// RTT p50 within max(5 %, 50 µs), loss within ±0.3 points; unshaped aggregate ≥ iperf3 -P.
// Prints the table on stdout, progress on stderr. Needs root (the testbed), iperf3 and ping.
#include "BenchSupport.h"
#include "Testbed.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <unistd.h>
#include <utility>
#include <vector>

using namespace shardscope::testbed;
using nlohmann::json;
using shardscope::benchmarks::formatNumber;
using shardscope::benchmarks::printTable;

namespace {

struct Row {
    std::uint64_t rateBitsPerSecond = 0; ///< 0: unshaped
    double delayMs = 0;                  ///< one way, each direction
    double lossPercent = 0;              ///< each direction
    std::uint32_t probes = 2000;
    std::uint32_t streams = 1; ///< > 1: the aggregate row against iperf3 -P
};

/// Alternating rounds of the P-stream aggregate row (ShardScope and iperf3 each), compared by median.
constexpr int kAggregateRounds = 3;

struct Options {
    std::string cli;
    double durationS = 5;
    bool quick = false;
    bool unshapedOnly = false;
};

[[noreturn]] void die(const std::string &message)
{
    std::cerr << "shardscope-bench-link: " << message << std::endl;
    std::exit(1);
}

std::string rowName(const Row &row)
{
    std::string name = row.rateBitsPerSecond == 0
                           ? std::string("unshaped")
                           : formatNumber(double(row.rateBitsPerSecond) / 1e6, 0) + " Mbit/s";
    name += ", " + formatNumber(row.delayMs, 1) + " ms, " + formatNumber(row.lossPercent, 1) + " %";
    if (row.streams > 1)
        name += ", P=" + std::to_string(row.streams);
    return name;
}

/// argv run inside node i's namespace (ip netns exec), so tools need no namespace support.
std::vector<std::string> inNode(const Testbed &testbed, int i, std::vector<std::string> argv)
{
    std::vector<std::string> full{findTool("ip"), "netns", "exec", testbed.nodes()[std::size_t(i)].netns};
    full.insert(full.end(), argv.begin(), argv.end());
    return full;
}

/// iperf3 receiver-side bits/s from node0 to node1 (reverse: node1 to node0).
double iperf3BitsPerSecond(const Testbed &testbed, const Options &options, bool reverse,
                           std::uint32_t streams)
{
    const std::string address = testbed.nodes()[1].address;
    std::string error;
    const pid_t server
        = spawnBackground(inNode(testbed, 1, {findTool("iperf3"), "-s", "-1", "-B", address, "-p", "5299"}),
                          testbed.tempDir() + "/iperf3-server.log", &error);
    if (server < 0)
        die("iperf3 -s: " + error);
    CommandResult client;
    for (int attempt = 0; attempt < 20; ++attempt) { // until the server listens
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        std::vector<std::string> argv{findTool("iperf3"),
                                      "-c",
                                      address,
                                      "-p",
                                      "5299",
                                      "-J",
                                      "-t",
                                      formatNumber(options.durationS, 1),
                                      "-P",
                                      std::to_string(streams)};
        if (reverse)
            argv.push_back("-R");
        client = runCommand(inNode(testbed, 0, argv), int(options.durationS * 1000) + 30000);
        if (client.ok() || client.output.find("Connection refused") == std::string::npos)
            break;
    }
    stopBackground(server, 2000);
    if (!client.ok())
        die("iperf3 -c failed: " + client.output + client.error);
    const json result = json::parse(client.output, nullptr, false);
    if (result.is_discarded() || !result.contains("end"))
        die("iperf3 printed no result: " + client.output);
    return result["end"]["sum_received"]["bits_per_second"].get<double>();
}

struct PingFigures {
    double p50Us = 0;
    double lossPercent = 0;
};

PingFigures ping(const Testbed &testbed, std::uint32_t count)
{
    const CommandResult result
        = runCommand(inNode(testbed, 0,
                            {findTool("ping"), "-n", "-U", "-i", "0.001", "-W", "1", "-c",
                             std::to_string(count), testbed.nodes()[1].address}),
                     int(count) * 10 + 30000); // ping -i 0.001 went at about one probe a round trip here
    if (result.exitCode < 0 || !result.error.empty())
        die("ping failed: " + result.output + result.error);
    std::vector<double> rtts;
    static const std::regex timeRe(R"(time=([0-9.]+) ms)");
    static const std::regex lossRe(R"(([0-9.]+)% packet loss)");
    for (std::sregex_iterator it(result.output.begin(), result.output.end(), timeRe), end; it != end; ++it)
        rtts.push_back(std::stod((*it)[1].str()) * 1000.0);
    std::smatch loss;
    if (rtts.empty() || !std::regex_search(result.output, loss, lossRe))
        die("ping printed no round trips: " + result.output);
    std::sort(rtts.begin(), rtts.end());
    // Nearest rank, as ShardScope's percentiles.
    const std::size_t rank = std::size_t(std::ceil(0.5 * double(rtts.size())));
    return PingFigures{rtts[std::max<std::size_t>(rank, 1) - 1], std::stod(loss[1].str())};
}

struct ShardScopeFigures {
    double forwardBitsPerSecond = 0;
    double reverseBitsPerSecond = 0;
    double aggregateForwardBitsPerSecond = 0;
    double p50Us = 0;
    double lossPercent = 0;
    double serverDwellUs = 0; ///< what the echo server said it held a probe (part of the RTT, not taken off)
};

double phaseRate(const json &test, const char *mode, std::uint32_t streams, const char *direction)
{
    for (const json &phase : test.at("throughput"))
        if (phase.at("mode") == mode && phase.at("streams") == streams)
            return phase.at(direction).at("bits_per_second").get<double>();
    die(std::string("no ") + mode + " phase with " + std::to_string(streams) + " streams in the report");
}

ShardScopeFigures runShardScope(const Testbed &testbed, const Options &options, const Row &row)
{
    std::vector<std::string> argv{options.cli,
                                  "linktest",
                                  "--json",
                                  "--db",
                                  testbed.tempDir() + "/bench.db",
                                  "--identity",
                                  testbed.userKeyPath(),
                                  "--known-hosts",
                                  testbed.knownHostsPath(),
                                  "--ssh-config",
                                  "none",
                                  "--duration",
                                  formatNumber(options.durationS, 1),
                                  "--streams",
                                  std::to_string(std::max<std::uint32_t>(row.streams, 2)),
                                  "--probes",
                                  std::to_string(row.probes)};
    for (int i = 0; i < 2; ++i) {
        const TestbedNode &node = testbed.nodes()[std::size_t(i)];
        argv.push_back("--host");
        argv.push_back("root@" + node.address + ":" + std::to_string(node.sshPort));
    }
    const CommandResult result = runCommand(argv, 600000);
    const json out = json::parse(
        result.output.substr(std::min(result.output.find('{'), result.output.size())), nullptr, false);
    if (!result.ok() || out.is_discarded())
        die("shardscope-cli linktest failed: " + result.output + result.error);
    const json &pair = out.at("pairs").at(0);
    const json &test = pair.at("report").at("test");
    ShardScopeFigures figures;
    figures.forwardBitsPerSecond = phaseRate(test, "forward", 1, "forward");
    figures.reverseBitsPerSecond = phaseRate(test, "reverse", 1, "reverse");
    figures.aggregateForwardBitsPerSecond
        = phaseRate(test, "forward", std::max<std::uint32_t>(row.streams, 2), "forward");
    figures.p50Us = test.at("udp_latency").at("rtt").at("p50_us").get<double>();
    figures.lossPercent = test.at("udp_latency").at("loss_percent").get<double>();
    figures.serverDwellUs = test.at("udp_latency").value("server_dwell_us_mean", 0.0);
    return figures;
}

struct Line {
    std::string link, metric, ours, reference, ratio, target, verdict;
};

void printLines(const std::vector<Line> &lines)
{
    std::vector<std::vector<std::string>> rows;
    for (const Line &l : lines)
        rows.push_back({l.link, l.metric, l.ours, l.reference, l.ratio, l.target, l.verdict});
    printTable({"link (node1, each way)", "metric", "ShardScope", "reference", "ratio", "target", "ok"},
               rows);
}

} // namespace

int main(int argc, char **argv)
{
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--cli" && i + 1 < argc)
            options.cli = argv[++i];
        else if (arg == "--duration" && i + 1 < argc)
            options.durationS = std::atof(argv[++i]);
        else if (arg == "--quick")
            options.quick = true;
        else if (arg == "--unshaped")
            options.unshapedOnly = true;
        else
            die("usage: shardscope-bench-link --cli PATH [--duration S] [--quick | --unshaped]");
    }
    if (options.cli.empty() || options.durationS < 1)
        die("usage: shardscope-bench-link --cli PATH [--duration S >= 1] [--quick]");
    if (const std::string reason = Testbed::unavailableReason(); !reason.empty())
        die(reason);
    if (findTool("iperf3").empty() || findTool("ping").empty())
        die("iperf3 and ping are needed (scripts/debian-packages.txt installs them)");

    std::vector<Row> rows{
        {1'000'000'000, 0, 0, 2000, 1},
        {1'000'000'000, 2, 0, 2000, 1},
        {500'000'000, 5, 0, 2000, 1},
        // Loss rows: 20 000 probes, so that the sampling error of each loss figure is about
        // 0.1 point (binomial), well inside the ±0.3 point target.
        {200'000'000, 1, 0.5, 20000, 1},
        {1'000'000'000, 0.5, 1, 20000, 1},
        {0, 0, 0, 2000, 1},
        {0, 0, 0, 2000, 4},
    };
    if (options.quick)
        rows = {{1'000'000'000, 2, 0, 1000, 1}, {0, 0, 0, 1000, 4}};
    if (options.unshapedOnly)
        rows = {{0, 0, 0, 2000, 1}, {0, 0, 0, 2000, 4}};

    Testbed testbed(TestbedOptions{2, "", 2200, 20000, ""});
    if (const TestbedStatus started = testbed.start(); !started.ok())
        die(started.message);
    if (const TestbedStatus written = testbed.writeKnownHosts(); !written.ok())
        die(written.message);
    if (const std::string reason = testbed.shapingUnavailableReason(); !reason.empty())
        die(reason);

    std::vector<Line> lines;
    for (const Row &row : rows) {
        const std::string name = rowName(row);
        std::cerr << "== " << name << std::endl;
        if (const TestbedStatus cleared = testbed.unshapeLink(1); !cleared.ok())
            die(cleared.message);
        if (row.rateBitsPerSecond != 0 || row.delayMs > 0 || row.lossPercent > 0) {
            LinkShape shape;
            shape.rateBitsPerSecond = row.rateBitsPerSecond;
            shape.delayMs = row.delayMs;
            shape.lossPercent = row.lossPercent;
            shape.direction = LinkDirection::Both;
            if (const TestbedStatus shaped = testbed.shapeLink(1, shape); !shaped.ok())
                die(shaped.message);
        }
        auto gbit = [](double bitsPerSecond) {
            return formatNumber(bitsPerSecond / 1e9, 3) + " Gbit/s";
        };
        if (row.streams > 1) {
            // Several rounds, alternating: on the 2-CPU build machine one P-stream run of either tool
            // varied from 10 to 27 Gbit/s, so one pair of runs says little.
            std::vector<double> references;
            std::vector<double> ourRates;
            for (int round = 0; round < kAggregateRounds; ++round) {
                std::cerr << "   iperf3 -P " << row.streams << " (round " << round + 1 << ")" << std::endl;
                references.push_back(iperf3BitsPerSecond(testbed, options, false, row.streams));
                std::cerr << "   shardscope-cli linktest (round " << round + 1 << ")" << std::endl;
                ourRates.push_back(runShardScope(testbed, options, row).aggregateForwardBitsPerSecond);
            }
            const auto medianWithRange = [&](std::vector<double> rates) {
                std::sort(rates.begin(), rates.end());
                const double median = rates[rates.size() / 2];
                return std::pair{median, gbit(median) + " (" + formatNumber(rates.front() / 1e9, 1) + "–"
                                             + formatNumber(rates.back() / 1e9, 1) + ")"};
            };
            const auto [ours, oursText] = medianWithRange(ourRates);
            const auto [reference, referenceText] = medianWithRange(references);
            const double r = ours / reference;
            lines.push_back({name, "aggregate → median (range)", oursText, referenceText, formatNumber(r, 3),
                             ">= 1.00", r >= 1.0 ? "yes" : "NO"});
            continue;
        }
        std::cerr << "   iperf3 forward, reverse" << std::endl;
        const double forward = iperf3BitsPerSecond(testbed, options, false, 1);
        const double reverse = iperf3BitsPerSecond(testbed, options, true, 1);
        std::cerr << "   ping -c " << row.probes << std::endl;
        const PingFigures reference = ping(testbed, row.probes);
        std::cerr << "   shardscope-cli linktest" << std::endl;
        const ShardScopeFigures ours = runShardScope(testbed, options, row);
        const double rf = ours.forwardBitsPerSecond / forward;
        const double rr = ours.reverseBitsPerSecond / reverse;
        lines.push_back({name, "throughput →", gbit(ours.forwardBitsPerSecond), gbit(forward),
                         formatNumber(rf, 3), "0.95–1.05", std::abs(rf - 1) <= 0.05 ? "yes" : "NO"});
        lines.push_back({name, "throughput ←", gbit(ours.reverseBitsPerSecond), gbit(reverse),
                         formatNumber(rr, 3), "0.95–1.05", std::abs(rr - 1) <= 0.05 ? "yes" : "NO"});
        const bool unshaped = row.rateBitsPerSecond == 0 && row.delayMs <= 0 && row.lossPercent <= 0;
        const double tolerance = unshaped ? 20.0 : std::max(0.05 * reference.p50Us, 50.0);
        lines.push_back(
            {name, "RTT p50", formatNumber(ours.p50Us, 0) + " µs", formatNumber(reference.p50Us, 0) + " µs",
             formatNumber(ours.p50Us / reference.p50Us, 3), "±" + formatNumber(tolerance, 0) + " µs",
             std::abs(ours.p50Us - reference.p50Us) <= tolerance ? "yes" : "NO"});
        // Not a target: the part of our RTT the echo server spent from its kernel's receive timestamp
        // to its echo (its thread's wake-up), which ping's kernel-side echo does not have.
        lines.push_back(
            {name, "echo dwell", formatNumber(ours.serverDwellUs, 1) + " µs", "–", "–", "–", "–"});
        lines.push_back({name, "loss", formatNumber(ours.lossPercent, 2) + " %",
                         formatNumber(reference.lossPercent, 2) + " %",
                         formatNumber(ours.lossPercent - reference.lossPercent, 2) + " pt", "±0.30 pt",
                         std::abs(ours.lossPercent - reference.lossPercent) <= 0.3 ? "yes" : "NO"});
    }
    printLines(lines);
    return 0;
}
