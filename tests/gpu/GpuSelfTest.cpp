// shardscope-gpu-selftest: the CUDA backend on a machine with an NVIDIA GPU, in one short run
// (tests/gpu/selftest.sh builds and starts it). It goes through the agent's own loader
// (CudaBackend.h: the plugin, cuBLAS and NCCL found as on a node) and checks, on one seed:
//   - correctness: GPU logits of the first generated token and the greedy tokens against the CPU
//     backend (tiny shape, f32 and bf16), CUDA-graph decode against plain launches, and tensor and
//     pipeline parallel 2 against the single GPU (NCCL, two ranks; on one GPU where NCCL allows it);
//   - speed: batch-1 bf16 decode of llama-3.2-1b and llama-3.1-8b in tokens/s against the roofline
//     of the measured device-copy bandwidth (target for the 8B: at least 85 %), and the time to first
//     token of a 1024-token prompt.
// It prints one table at the end and exits 1 when a correctness check fails (2 when the CUDA
// backend is not usable at all). Figures are printed, never judged as pass/fail, except the checks.

#include "remote-agent/bench/CpuModel.h"
#include "remote-agent/bench/CudaBackend.h"
#include "remote-agent/bench/Driver.h"
#include "remote-agent/protocol/Bench.h"

#include "tests/remote-agent/bench/BenchTestSupport.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace shardscope::bench {
namespace {

using protocol::BenchBackend;
using protocol::BenchLayout;
using protocol::BenchRankReport;
using protocol::BenchRunParams;
using protocol::DType;

/// Tolerances, stated once (and printed with each check).
/// f32 on both sides: the same arithmetic in another order; differences are rounding only.
constexpr double kF32RelativeMax = 1e-3;
/// bf16: the GPU rounds every activation and the KV cache to bf16, the CPU keeps them in fp32.
constexpr double kBf16RelativeRms = 0.05;
constexpr double kBf16RelativeMax = 0.15;
constexpr double kRooflineTarget = 0.85;
/// Above this fraction of the roofline a result is a measurement error (as the product flags it).
constexpr double kRooflineTolerance = 1.05;

enum class Outcome { Pass, Fail, Skipped };

struct Check {
    std::string name;
    Outcome outcome = Outcome::Skipped;
    std::string detail;
};

struct Figure {
    std::string name;
    std::string value;
};

std::vector<Check> g_checks;
std::vector<Figure> g_figures;

/// `value` with `decimals` digits after the point, fixed or scientific.
std::string fixed(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string scientific(double value, int decimals)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*e", decimals, value);
    return text;
}

void addCheck(const std::string &name, Outcome outcome, const std::string &detail)
{
    g_checks.push_back({name, outcome, detail});
    const char *label = outcome == Outcome::Pass ? "PASS" : outcome == Outcome::Fail ? "FAIL" : "SKIP";
    std::printf("[%s] %s: %s\n", label, name.c_str(), detail.c_str());
    std::fflush(stdout);
}

void addFigure(const std::string &name, const std::string &value)
{
    g_figures.push_back({name, value});
    std::printf("      %s: %s\n", name.c_str(), value.c_str());
    std::fflush(stdout);
}

std::string newRunId()
{
    static std::mt19937_64 random{std::random_device{}()};
    char text[33];
    std::snprintf(text, sizeof text, "%016llx%016llx", static_cast<unsigned long long>(random()),
                  static_cast<unsigned long long>(random()));
    return text;
}

BenchRunParams makeParams(const std::string &model, DType dtype, BenchBackend backend, std::uint32_t prompt,
                          std::uint32_t generate, std::uint32_t concurrency)
{
    BenchRunParams params;
    params.runId = newRunId();
    params.model = *protocol::presetModelShape(model);
    params.dtype = dtype;
    params.backend = backend;
    params.workload.promptTokens = prompt;
    params.workload.generateTokens = generate;
    params.workload.concurrency = concurrency;
    params.workload.warmupSteps = 3;
    params.workload.seed = 20240611;
    params.keepFirstLogits = true;
    params.commTimeoutMs = 20000;
    params.maxDurationMs = 240000;
    return params;
}

/// A run's outcome on the sampling rank: the report, or why there is none.
struct RunResult {
    bool ok = false;
    std::string error;
    BenchRankReport report;
};

RunResult fromReport(BenchRankReport report)
{
    RunResult result;
    result.ok = report.completed;
    result.error = report.failure;
    result.report = std::move(report);
    return result;
}

/// The CPU reference: one rank with every core, through the same driver (no Gloo needed, so that
/// the program runs where only the CUDA libraries are installed).
RunResult runCpu(const BenchRunParams &params)
{
    CpuModelOptions options;
    options.shape = params.model;
    options.dtype = params.dtype;
    options.seed = params.workload.seed;
    options.maxBatch = params.workload.concurrency;
    options.maxContext = params.workload.promptTokens + params.workload.generateTokens;
    try {
        const auto model = makeCpuModel(options);
        test::TestCluster cluster(1);
        return fromReport(runRank(
            params, *model, [] {}, cluster.host(0)));
    } catch (const std::exception &error) {
        return RunResult{false, std::string("the CPU model could not be built: ") + error.what(), {}};
    }
}

/// Runs every rank of `params`' layout on its own thread (GPU r % GPUs), and returns the sampling
/// rank's result (or the first failure).
RunResult runGpu(BenchRunParams params, BenchLayout layout = BenchLayout::Single, std::uint32_t worldSize = 1)
{
    params.layout = layout;
    params.worldSize = worldSize;
    params.bindAddress = worldSize > 1 ? "127.0.0.1" : "";
    const auto gpus = static_cast<std::uint32_t>(std::max<std::size_t>(cudaStatus().devices.size(), 1));
    test::TestCluster cluster(worldSize);
    const auto outcomes = test::runRanks(worldSize, [&](std::uint32_t rank) {
        BenchRunParams mine = params;
        mine.rank = rank;
        mine.gpuIndex = static_cast<std::int32_t>(rank % gpus);
        return runCudaRank(mine, cluster.host(rank));
    });
    const std::uint32_t sampling = layout == BenchLayout::PipelineParallel ? worldSize - 1 : 0;
    for (std::uint32_t rank = 0; rank < worldSize; ++rank) {
        const auto &outcome = outcomes[rank];
        if (!outcome.ok())
            return RunResult{false, "rank " + std::to_string(rank) + " threw: " + outcome.error, {}};
        if (!outcome.value->ok())
            return RunResult{
                false, "rank " + std::to_string(rank) + ": " + outcome.value->error().message, {}};
        if (!outcome.value->value().completed)
            return RunResult{
                false, "rank " + std::to_string(rank) + ": " + outcome.value->value().failure, {}};
    }
    return fromReport(outcomes[sampling].value->value());
}

struct Difference {
    double maxAbs = 0;
    double maxReference = 0;
    double rmsDiff = 0;
    double rmsReference = 0;
};

Difference compareLogits(const std::vector<float> &reference, const std::vector<float> &other)
{
    Difference d;
    const std::size_t n = std::min(reference.size(), other.size());
    double sumDiff = 0;
    double sumRef = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double delta = double(other[i]) - double(reference[i]);
        d.maxAbs = std::max(d.maxAbs, std::abs(delta));
        d.maxReference = std::max(d.maxReference, std::abs(double(reference[i])));
        sumDiff += delta * delta;
        sumRef += double(reference[i]) * double(reference[i]);
        if (!std::isfinite(other[i]))
            d.maxAbs = INFINITY;
    }
    d.rmsDiff = n ? std::sqrt(sumDiff / double(n)) : 0;
    d.rmsReference = n ? std::sqrt(sumRef / double(n)) : 0;
    return d;
}

std::size_t matchingPrefix(const std::vector<std::int32_t> &a, const std::vector<std::int32_t> &b)
{
    std::size_t i = 0;
    while (i < a.size() && i < b.size() && a[i] == b[i])
        ++i;
    return i;
}

/// Compares `other` with `reference`: logits of the first generated token within the tolerance of
/// `dtype`, and the greedy tokens (all of them for f32; the first for bf16, the others reported).
void compareRuns(const std::string &name, DType dtype, const RunResult &reference, const RunResult &other)
{
    if (!reference.ok) {
        addCheck(name, Outcome::Fail, "the reference run failed: " + reference.error);
        return;
    }
    if (!other.ok) {
        addCheck(name, Outcome::Fail, "the run failed: " + other.error);
        return;
    }
    const auto &a = reference.report;
    const auto &b = other.report;
    if (a.firstLogits.empty() || a.firstLogits.size() != b.firstLogits.size()) {
        addCheck(name, Outcome::Fail,
                 "logits of " + std::to_string(b.firstLogits.size()) + " ids against "
                     + std::to_string(a.firstLogits.size()));
        return;
    }
    const Difference d = compareLogits(a.firstLogits, b.firstLogits);
    const std::size_t same = matchingPrefix(a.firstSequenceTokens, b.firstSequenceTokens);
    const std::size_t total = a.firstSequenceTokens.size();
    bool logitsOk = false;
    std::string detail;
    if (dtype == DType::F32) {
        const double limit = kF32RelativeMax * std::max(1.0, d.maxReference);
        logitsOk = d.maxAbs <= limit;
        detail = "max |Δlogit| " + scientific(d.maxAbs, 2) + " (limit " + scientific(kF32RelativeMax, 1)
                 + " × max |logit| " + fixed(d.maxReference, 2) + ")";
    } else {
        const double relativeRms = d.rmsReference > 0 ? d.rmsDiff / d.rmsReference : INFINITY;
        const double relativeMax = d.maxReference > 0 ? d.maxAbs / d.maxReference : INFINITY;
        logitsOk = relativeRms <= kBf16RelativeRms && relativeMax <= kBf16RelativeMax;
        detail = "rms Δ " + fixed(relativeRms, 3) + " × rms logit (limit " + fixed(kBf16RelativeRms, 2)
                 + "), max |Δ| " + fixed(relativeMax, 3) + " × max |logit| (limit "
                 + fixed(kBf16RelativeMax, 2) + ")";
    }
    const bool tokensOk = total > 0 && b.firstSequenceTokens.size() == total
                          && (dtype == DType::F32 ? same == total : same >= 1);
    detail += "; greedy tokens " + std::to_string(same) + "/" + std::to_string(total) + " equal"
              + (dtype == DType::F32 ? " (all required)" : " (the first required)");
    addCheck(name, logitsOk && tokensOk ? Outcome::Pass : Outcome::Fail, detail);
}

double meanDecodeMs(const BenchRankReport &report)
{
    double sum = 0;
    for (const auto &step : report.decode)
        sum += step.wallMs;
    return report.decode.empty() ? 0 : sum / double(report.decode.size());
}

/// NCCL refuses two ranks on one GPU in many versions ("Duplicate GPU detected"): that is a
/// limit of the machine, not a failure of ShardScope.
bool ncclRefusedSharing(const RunResult &run)
{
    return !run.ok
           && (run.error.find("Duplicate GPU") != std::string::npos
               || run.error.find("invalid usage") != std::string::npos);
}

void correctness(bool withSplits)
{
    std::string splitsBlocked; // why the two-rank runs are not tried again
    std::printf("\n== correctness: tiny shape, seed fixed, GPU against CPU ==\n");
    for (const DType dtype : {DType::F32, DType::BF16}) {
        const std::string type = protocol::toString(dtype);
        const BenchRunParams cpu = makeParams("tiny", dtype, BenchBackend::Cpu, 24, 12, 2);
        BenchRunParams gpu = cpu;
        gpu.backend = BenchBackend::Cuda;
        const RunResult cpuRun = runCpu(cpu);
        const RunResult gpuRun = runGpu(gpu);
        compareRuns("tiny " + type + ": GPU single vs CPU single", dtype, cpuRun, gpuRun);

        // The same decode with plain launches instead of the captured graph.
        ::setenv("SHARDSCOPE_CUDA_GRAPHS", "0", 1);
        const RunResult eager = runGpu(gpu);
        ::unsetenv("SHARDSCOPE_CUDA_GRAPHS");
        if (!eager.ok || !gpuRun.ok) {
            addCheck("tiny " + type + ": CUDA-graph decode vs plain launches", Outcome::Fail,
                     eager.ok ? gpuRun.error : eager.error);
        } else {
            const bool same = eager.report.firstSequenceTokens == gpuRun.report.firstSequenceTokens;
            addCheck("tiny " + type + ": CUDA-graph decode vs plain launches",
                     same ? Outcome::Pass : Outcome::Fail,
                     "greedy tokens "
                         + std::to_string(matchingPrefix(eager.report.firstSequenceTokens,
                                                         gpuRun.report.firstSequenceTokens))
                         + "/" + std::to_string(eager.report.firstSequenceTokens.size())
                         + " equal (all required)");
        }

        if (!withSplits)
            continue;
        for (const BenchLayout layout : {BenchLayout::TensorParallel, BenchLayout::PipelineParallel}) {
            const std::string name
                = "tiny " + type + ": GPU " + protocol::toString(layout) + "2 vs GPU single (NCCL)";
            if (!splitsBlocked.empty()) {
                addCheck(name, Outcome::Skipped, splitsBlocked);
                continue;
            }
            const RunResult split = runGpu(gpu, layout, 2);
            const bool oneGpu = cudaStatus().devices.size() < 2;
            if (ncclRefusedSharing(split) && oneGpu) {
                splitsBlocked = "NCCL refuses two ranks on one GPU here: " + split.error;
                addCheck(name, Outcome::Skipped, splitsBlocked);
                continue;
            }
            compareRuns(name, dtype, gpuRun, split);
            // A failure that takes NCCL's whole start timeout is not retried for every layout.
            if (!split.ok && oneGpu)
                splitsBlocked = "not run after the first two-rank failure on this one GPU";
            if (split.ok && !split.report.decode.empty()) {
                double commMs = 0;
                for (const auto &step : split.report.decode)
                    commMs += step.commMs;
                addFigure(name + ": communication per decode step",
                          fixed(commMs / double(split.report.decode.size()), 3) + " ms of "
                              + fixed(meanDecodeMs(split.report), 3) + " ms");
            }
        }
    }
}

/// Batch-1 decode and the prefill of a 1024-token prompt; returns the fraction of the roofline.
double performance(const std::string &model, bool graphs)
{
    const std::string label = model + " bf16" + (graphs ? "" : " (no CUDA graphs)");
    BenchRunParams params = makeParams(model, DType::BF16, BenchBackend::Cuda, 1024, 128, 1);
    params.keepFirstLogits = false;
    if (!graphs)
        ::setenv("SHARDSCOPE_CUDA_GRAPHS", "0", 1);
    const RunResult run = runGpu(params);
    ::unsetenv("SHARDSCOPE_CUDA_GRAPHS");
    if (!run.ok) {
        addCheck(label + ": runs", Outcome::Fail, run.error);
        return 0;
    }
    const BenchRankReport &r = run.report;
    const double stepMs = meanDecodeMs(r);
    const double tokensPerSecond = stepMs > 0 ? 1000.0 / stepMs : 0;
    const double rooflineTokens
        = r.bytesPerDecodeStep > 0 ? r.memoryBandwidthGBps * 1e9 / double(r.bytesPerDecodeStep) : 0;
    const double fraction = rooflineTokens > 0 ? tokensPerSecond / rooflineTokens : 0;
    addFigure(label + ": device", r.device);
    addFigure(label + ": HBM bandwidth (device copy, read + write)",
              fixed(r.memoryBandwidthGBps, 0) + " GB/s");
    addFigure(label + ": bytes per decode step", fixed(double(r.bytesPerDecodeStep) / 1e9, 3) + " GB");
    addFigure(label + ": decode, batch 1", fixed(tokensPerSecond, 1) + " tokens/s (" + fixed(stepMs, 3)
                                               + " ms per token) = " + fixed(100.0 * fraction, 1)
                                               + " % of the roofline " + fixed(rooflineTokens, 1)
                                               + " tokens/s");
    addFigure(label + ": TTFT, 1024-token prompt", fixed(r.prefill.wallMs, 1) + " ms");
    addFigure(label + ": weights + warm-up", fixed(r.setupSeconds, 2) + " s");
    if (fraction > kRooflineTolerance)
        addCheck(label + ": below the roofline", Outcome::Fail,
                 "decode is more than 5 % faster than memory allows: a measurement error");
    return fraction;
}

void printSummary()
{
    std::printf("\n================ ShardScope GPU self-test: summary ================\n");
    const CudaStatus &status = cudaStatus();
    std::printf("GPUs: ");
    for (std::size_t i = 0; i < status.devices.size(); ++i)
        std::printf("%s%s", i ? ", " : "", status.devices[i].c_str());
    std::printf("\ncuBLAS: %s\nNCCL:   %s\n\n", status.cublasPath.c_str(), status.ncclPath.c_str());
    std::size_t width = 10;
    for (const Check &check : g_checks)
        width = std::max(width, check.name.size());
    for (const Figure &figure : g_figures)
        width = std::max(width, figure.name.size());
    std::printf("%-*s  %-6s %s\n", int(width), "check", "result", "detail");
    for (const Check &check : g_checks) {
        const char *label = check.outcome == Outcome::Pass   ? "PASS"
                            : check.outcome == Outcome::Fail ? "FAIL"
                                                             : "SKIP";
        std::printf("%-*s  %-6s %s\n", int(width), check.name.c_str(), label, check.detail.c_str());
    }
    std::printf("\n%-*s  %s\n", int(width), "figure", "value");
    for (const Figure &figure : g_figures)
        std::printf("%-*s  %s\n", int(width), figure.name.c_str(), figure.value.c_str());
    std::printf("===================================================================\n");
}

int run(int argc, char **argv)
{
    bool withPerformance = true;
    bool withSplits = true;
    bool statusOnly = false;
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "--no-perf") {
            withPerformance = false;
        } else if (argument == "--no-nccl") {
            withSplits = false;
        } else if (argument == "--status") {
            statusOnly = true;
        } else {
            std::fprintf(stderr,
                         "usage: %s [--status] [--no-perf] [--no-nccl]\n"
                         "  --status   only say whether the CUDA backend loads (exit 0) or why not (exit 2)\n"
                         "  --no-perf  skip the 1B/8B speed runs\n"
                         "  --no-nccl  skip the two-rank (NCCL) comparisons\n",
                         argv[0]);
            return 2;
        }
    }
    const CudaStatus &status = cudaStatus();
    if (!status.usable) {
        std::printf("The CUDA backend is not usable on this machine: %s\n", status.problem.c_str());
        return 2;
    }
    if (statusOnly) {
        std::printf("CUDA backend usable: %s; cuBLAS %s; NCCL %s\n", status.devices.front().c_str(),
                    status.cublasPath.c_str(), status.ncclPath.c_str());
        return 0;
    }
    std::printf("CUDA backend usable: %zu GPU(s), first %s\ncuBLAS %s\nNCCL %s\n", status.devices.size(),
                status.devices.front().c_str(), status.cublasPath.c_str(), status.ncclPath.c_str());
    const auto started = std::chrono::steady_clock::now();
    correctness(withSplits);
    if (withPerformance) {
        std::printf("\n== speed: bf16, batch 1, prompt 1024, 128 generated tokens ==\n");
        performance("llama-3.2-1b", true);
        const double fraction8b = performance("llama-3.1-8b", true);
        performance("llama-3.1-8b", false);
        addFigure("llama-3.1-8b decode: target >= 85 % of the roofline",
                  fraction8b >= kRooflineTarget ? "met (" + fixed(100 * fraction8b, 1) + " %)"
                                                : "NOT met (" + fixed(100 * fraction8b, 1) + " %)");
    }
    addFigure("self-test wall time",
              fixed(std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count(), 1)
                  + " s");
    printSummary();
    const bool failed = std::any_of(g_checks.begin(), g_checks.end(),
                                    [](const Check &check) { return check.outcome == Outcome::Fail; });
    std::printf(failed ? "RESULT: a correctness check FAILED\n" : "RESULT: all correctness checks passed\n");
    return failed ? 1 : 0;
}

} // namespace
} // namespace shardscope::bench

int main(int argc, char **argv)
{
    try {
        return shardscope::bench::run(argc, argv);
    } catch (const std::exception &error) {
        std::fprintf(stderr, "shardscope-gpu-selftest: %s\n", error.what());
        return 1;
    }
}
