// JSON of the inference benchmark (remote-agent/protocol/Bench.h): the golden examples in
// data/golden-bench.json parse and round-trip, the strict parsers refuse broken documents with an
// error naming the field, and the presets, slices and sizes add up.
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Messages.h"
#include "tests/remote-agent/protocol/JsonTestSupport.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <numeric>
#include <sstream>
#include <string>

using namespace shardscope::protocol;
using nlohmann::json;
using shardscope::protocol::test::errorOf;
using shardscope::protocol::test::golden;
using shardscope::protocol::test::roundTrip;

namespace {

ModelShape preset(const std::string &name)
{
    const auto shape = presetModelShape(name);
    EXPECT_TRUE(shape.has_value()) << name;
    return shape.value_or(ModelShape{});
}

} // namespace

TEST(BenchJson, GoldenExamplesRoundTrip)
{
    const json g = golden("golden-bench.json");
    const auto shape = roundTrip(g["model_shape"], parseModelShape);
    EXPECT_EQ(shape, preset("tiny"));

    const auto workload = roundTrip(g["bench_workload"], parseBenchWorkload);
    EXPECT_EQ(workload.concurrency, 4u);
    EXPECT_EQ(workload.seed, 42u);
    EXPECT_EQ(workload.prefills, 5u);

    const auto params = roundTrip(g["bench_run_params"], parseBenchRunParams);
    EXPECT_EQ(params.model, preset("llama-3.2-1b"));
    EXPECT_EQ(params.dtype, DType::BF16);
    EXPECT_EQ(params.backend, BenchBackend::Cpu);
    EXPECT_EQ(params.layout, BenchLayout::TensorParallel);
    EXPECT_EQ(params.worldSize, 2u);
    EXPECT_EQ(params.rank, 1u);
    EXPECT_EQ(params.bindAddress, "10.0.0.2");
    EXPECT_TRUE(params.keepFirstLogits);

    const auto report = roundTrip(g["bench_rank_report"], parseBenchRankReport);
    EXPECT_TRUE(report.completed);
    EXPECT_TRUE(report.failure.empty());
    EXPECT_EQ(report.backend, BenchBackend::Cpu);
    EXPECT_DOUBLE_EQ(report.prefill.wallMs, 35.125);
    ASSERT_EQ(report.decode.size(), 2u);
    EXPECT_EQ(report.decode[1].bytesSent, 2048u);
    EXPECT_EQ(report.tokenTimesMs, (std::vector<double>{35.125, 37.625, 40.0}));
    EXPECT_EQ(report.earlierTtftMs, (std::vector<double>{36.5, 34.875}));
    EXPECT_EQ(report.firstSequenceTokens, (std::vector<std::int32_t>{17, 2047, 0}));
    EXPECT_EQ(report.firstLogits, (std::vector<float>{0.25f, -1.5f, 3.125f, 0.0f}));

    const auto failed = roundTrip(g["bench_rank_report_failed"], parseBenchRankReport);
    EXPECT_FALSE(failed.completed);
    EXPECT_EQ(failed.backend, BenchBackend::Cuda);
    EXPECT_NE(failed.failure.find("decode step 12"), std::string::npos);
    EXPECT_TRUE(failed.decode.empty());
    EXPECT_TRUE(failed.firstLogits.empty());
}

TEST(BenchJson, DefaultsFillOptionalFields)
{
    json params = golden("golden-bench.json")["bench_run_params"];
    for (const char *key :
         {"threads", "gpu_index", "comm_timeout_ms", "max_duration_ms", "keep_first_logits"})
        params.erase(key);
    params["workload"].erase("warmup_steps");
    params["workload"].erase("prefills");
    params["workload"].erase("seed");
    params["model"].erase("rope_theta");
    params["model"].erase("name");
    const auto parsed = parseBenchRunParams(params);
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    const BenchRunParams defaults;
    EXPECT_EQ(parsed->threads, defaults.threads);
    EXPECT_EQ(parsed->commTimeoutMs, defaults.commTimeoutMs);
    EXPECT_EQ(parsed->maxDurationMs, defaults.maxDurationMs);
    EXPECT_FALSE(parsed->keepFirstLogits);
    EXPECT_EQ(parsed->workload.warmupSteps, BenchWorkload{}.warmupSteps);
    EXPECT_EQ(parsed->workload.seed, BenchWorkload{}.seed);
    // Not the struct's default: a workload written without the key ran one prefill.
    EXPECT_EQ(parsed->workload.prefills, 1u);
    EXPECT_EQ(BenchWorkload{}.prefills, 3u);
    EXPECT_EQ(parsed->model.name, "custom");
    EXPECT_DOUBLE_EQ(parsed->model.ropeTheta, ModelShape{}.ropeTheta);

    // A single rank needs no address, and to_json leaves the empty one out.
    params["world_size"] = 1;
    params["rank"] = 0;
    params.erase("bind_address");
    const auto single = parseBenchRunParams(params);
    ASSERT_TRUE(single.ok()) << single.error().message;
    EXPECT_TRUE(single->bindAddress.empty());
    EXPECT_FALSE(json(*single).contains("bind_address"));
}

TEST(BenchJson, ValuesRoundTripThroughJson)
{
    BenchRankReport report;
    report.rank = 3;
    report.backend = BenchBackend::Cpu;
    report.device = "CPU: 1 thread";
    report.completed = false;
    report.failure = "cancelled";
    report.prefill = {10.5, 0.0, 0};
    report.decode = {{1.0, 0.5, 16}, {1.25, 0.75, 16}};
    report.tokenTimesMs = {10.5, 11.5, 12.75};
    report.firstSequenceTokens = {1, 2};
    const json j = report;
    EXPECT_FALSE(j.contains("first_logits")) << "absent stays absent";
    const auto parsed = parseBenchRankReport(j);
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(*parsed, report);

    // Times are kept to the microsecond.
    report.tokenTimesMs = {1.23456789};
    report.prefill.wallMs = 2.0000004;
    const auto rounded = parseBenchRankReport(json(report));
    ASSERT_TRUE(rounded.ok());
    EXPECT_EQ(rounded->tokenTimesMs, std::vector<double>{1.235});
    EXPECT_EQ(rounded->prefill.wallMs, 2.0);

    BenchRunParams params;
    params.runId = std::string(32, 'a');
    params.model = preset("qwen2.5-14b");
    params.layout = BenchLayout::PipelineParallel;
    params.worldSize = 4;
    params.rank = 3;
    params.bindAddress = "fe80::1%eth0";
    params.backend = BenchBackend::Cuda;
    params.dtype = DType::F16;
    params.gpuIndex = 2;
    const auto back = parseBenchRunParams(json(params));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(*back, params);
}

TEST(BenchJson, MissingRequiredFieldsAreNamed)
{
    const json g = golden("golden-bench.json");
    for (const char *key :
         {"run_id", "model", "dtype", "backend", "workload", "layout", "world_size", "rank"}) {
        json params = g["bench_run_params"];
        params.erase(key);
        EXPECT_NE(errorOf(params, parseBenchRunParams).find(key), std::string::npos) << key;
    }
    for (const char *key : {"layers", "hidden", "heads", "kv_heads", "head_dim", "intermediate", "vocab"}) {
        json params = g["bench_run_params"];
        params["model"].erase(key);
        EXPECT_NE(errorOf(params, parseBenchRunParams).find(std::string("model.") + key), std::string::npos)
            << key;
    }
    for (const char *key : {"prompt_tokens", "generate_tokens", "concurrency"}) {
        json params = g["bench_run_params"];
        params["workload"].erase(key);
        EXPECT_NE(errorOf(params, parseBenchRunParams).find(std::string("workload.") + key),
                  std::string::npos)
            << key;
    }
    for (const char *key : {"rank", "backend", "completed", "prefill", "decode", "token_times_ms"}) {
        json report = g["bench_rank_report"];
        report.erase(key);
        EXPECT_NE(errorOf(report, parseBenchRankReport).find(key), std::string::npos) << key;
    }
    json step = g["bench_rank_report"];
    step["decode"][1].erase("comm_ms");
    EXPECT_NE(errorOf(step, parseBenchRankReport).find("decode[1].comm_ms"), std::string::npos);
}

TEST(BenchJson, WrongTypesAndRangesAreRefused)
{
    const json base = golden("golden-bench.json")["bench_run_params"];
    struct Case {
        std::function<void(json &)> change;
        std::string field; ///< must appear in the error
    };
    const std::vector<Case> cases = {
        {[](json &p) { p["run_id"] = "0123"; }, "run_id"},
        {[](json &p) { p["run_id"] = std::string(31, 'a') + "g"; }, "run_id"},
        {[](json &p) { p["run_id"] = 5; }, "run_id"},
        {[](json &p) { p["dtype"] = "f64"; }, "dtype"},
        {[](json &p) { p["backend"] = "tpu"; }, "backend"},
        {[](json &p) { p["layout"] = "replicas"; }, "layout"},
        {[](json &p) { p["layout"] = "diagonal"; }, "layout"},
        {[](json &p) { p["world_size"] = 0; }, "world_size"},
        {[](json &p) { p["world_size"] = kMaxBenchWorldSize + 1; }, "world_size"},
        {[](json &p) { p["world_size"] = -2; }, "world_size"},
        {[](json &p) { p["world_size"] = "2"; }, "world_size"},
        {[](json &p) { p["rank"] = 2; }, "rank"},
        {[](json &p) { p["bind_address"] = "node2"; }, "bind_address"},
        {[](json &p) { p["bind_address"] = "0.0.0.0"; }, "bind_address"},
        {[](json &p) { p["bind_address"] = "::"; }, "bind_address"},
        {[](json &p) { p.erase("bind_address"); }, "bind_address"},
        {[](json &p) { p["threads"] = 1.5; }, "threads"},
        {[](json &p) { p["gpu_index"] = -1; }, "gpu_index"},
        {[](json &p) { p["comm_timeout_ms"] = 0; }, "comm_timeout_ms"},
        {[](json &p) { p["max_duration_ms"] = -5; }, "max_duration_ms"},
        {[](json &p) { p["keep_first_logits"] = 1; }, "keep_first_logits"},
        {[](json &p) { p["model"] = "tiny"; }, "model"},
        {[](json &p) { p["model"]["heads"] = 0; }, "heads"},
        {[](json &p) { p["model"]["kv_heads"] = 7; }, "kv_heads"},
        {[](json &p) { p["model"]["head_dim"] = 63; }, "head_dim"},
        {[](json &p) { p["model"]["vocab"] = 1ULL << 40; }, "vocab"},
        {[](json &p) { p["model"]["hidden"] = 1 << 20; }, "hidden"},
        {[](json &p) { p["model"]["rms_norm_eps"] = 0; }, "rms_norm_eps"},
        {[](json &p) { p["workload"]["concurrency"] = 0; }, "concurrency"},
        {[](json &p) { p["workload"]["concurrency"] = kMaxBenchConcurrency + 1; }, "concurrency"},
        {[](json &p) { p["workload"]["prompt_tokens"] = 0; }, "prompt_tokens"},
        {[](json &p) { p["workload"]["generate_tokens"] = 0; }, "generate_tokens"},
        {[](json &p) {
             p["workload"]["prompt_tokens"] = kMaxBenchTokens - 10;
             p["workload"]["generate_tokens"] = 11;
         },
         "generate_tokens"},
        {[](json &p) { p["workload"]["seed"] = -1; }, "seed"},
    };
    for (const auto &c : cases) {
        json params = base;
        c.change(params);
        const std::string error = errorOf(params, parseBenchRunParams);
        EXPECT_NE(error.find(c.field), std::string::npos) << c.field << ": " << error << "\n"
                                                          << params.dump();
    }
    // At the limits it is accepted.
    json atLimits = base;
    atLimits["workload"]["prompt_tokens"] = kMaxBenchTokens - 1;
    atLimits["workload"]["generate_tokens"] = 1;
    atLimits["workload"]["concurrency"] = kMaxBenchConcurrency;
    atLimits["world_size"] = kMaxBenchWorldSize;
    atLimits["rank"] = kMaxBenchWorldSize - 1;
    atLimits["bind_address"] = "127.0.0.1";
    const auto parsed = parseBenchRunParams(atLimits);
    EXPECT_TRUE(parsed.ok()) << parsed.error().message;

    const json report = golden("golden-bench.json")["bench_rank_report"];
    const std::vector<Case> reportCases = {
        {[](json &r) { r["completed"] = false; }, "failure"},
        {[](json &r) { r["failure"] = "x"; }, "failure"},
        {[](json &r) {
             r["token_times_ms"] = json::array({1, "2"});
         },
         "token_times_ms"},
        {[](json &r) { r["first_sequence_tokens"] = json::array({1ULL << 33}); }, "first_sequence_tokens"},
        {[](json &r) { r["first_logits"] = json::object(); }, "first_logits"},
        {[](json &r) { r["decode"][0]["wall_ms"] = -1.0; }, "decode[0]"},
        {[](json &r) { r["decode"] = json::object(); }, "decode"},
        {[](json &r) { r["rank"] = kMaxBenchWorldSize; }, "rank"},
    };
    for (const auto &c : reportCases) {
        json changed = report;
        c.change(changed);
        const std::string error = errorOf(changed, parseBenchRankReport);
        EXPECT_NE(error.find(c.field), std::string::npos) << c.field << ": " << error;
    }
}

TEST(BenchJson, EnumNamesRoundTrip)
{
    for (DType value : {DType::F32, DType::BF16, DType::F16, DType::Q8_0, DType::Q4_0})
        EXPECT_EQ(dtypeFromString(toString(value)), value);
    EXPECT_EQ(toString(DType::Q8_0), "q8_0");
    EXPECT_EQ(toString(DType::Q4_0), "q4_0");
    for (BenchBackend value : {BenchBackend::Cpu, BenchBackend::Cuda})
        EXPECT_EQ(benchBackendFromString(toString(value)), value);
    for (BenchLayout value : {BenchLayout::Single, BenchLayout::TensorParallel, BenchLayout::PipelineParallel,
                              BenchLayout::Replicas})
        EXPECT_EQ(benchLayoutFromString(toString(value)), value);
    EXPECT_EQ(toString(BenchLayout::TensorParallel), "tp");
    EXPECT_EQ(toString(DType::Unknown), "unknown");
    EXPECT_EQ(dtypeFromString("F32"), DType::Unknown);
    EXPECT_EQ(dtypeBytes(DType::F32), 4u);
    EXPECT_EQ(dtypeBytes(DType::BF16), 2u);
    EXPECT_EQ(dtypeBytes(DType::F16), 2u);
    EXPECT_EQ(dtypeBytes(DType::Unknown), 0u);
    EXPECT_EQ(dtypeBytes(DType::Q8_0), 0u); // no bytes per element: blocks
    // GGUF's blocks: 34 and 18 bytes per 32 values, whole blocks only.
    EXPECT_EQ(weightBytes(DType::Q8_0, 64), 68u);
    EXPECT_EQ(weightBytes(DType::Q4_0, 64), 36u);
    EXPECT_EQ(weightBytes(DType::Q4_0, 33), 36u);
    EXPECT_EQ(weightBytes(DType::BF16, 33), 66u);
    EXPECT_EQ(weightBytes(DType::Unknown, 33), 0u);
    EXPECT_TRUE(isBlockQuantized(DType::Q4_0));
    EXPECT_FALSE(isBlockQuantized(DType::F16));
}

TEST(BenchBackends, WhichBackendTakesWhichDType)
{
    // The CPU computes in f32 (bf16 weights are widened); GPUs take every type.
    EXPECT_TRUE(backendTakes(BenchBackend::Cpu, DType::F32));
    EXPECT_TRUE(backendTakes(BenchBackend::Cpu, DType::BF16));
    EXPECT_FALSE(backendTakes(BenchBackend::Cpu, DType::F16));
    EXPECT_TRUE(backendTakes(BenchBackend::Cpu, DType::Q8_0));
    EXPECT_TRUE(backendTakes(BenchBackend::Cpu, DType::Q4_0));
    for (DType type : {DType::F32, DType::BF16, DType::F16})
        EXPECT_TRUE(backendTakes(BenchBackend::Cuda, type)) << toString(type);
    // The block types are not in the CUDA plugin yet.
    EXPECT_FALSE(backendTakes(BenchBackend::Cuda, DType::Q8_0));
    EXPECT_FALSE(backendTakes(BenchBackend::Cuda, DType::Q4_0));
    for (DType type : {DType::Unknown, DType::F32, DType::BF16, DType::F16})
        EXPECT_FALSE(backendTakes(BenchBackend::Unknown, type)) << toString(type);
    EXPECT_FALSE(backendTakes(BenchBackend::Cpu, DType::Unknown));
    EXPECT_FALSE(backendTakes(BenchBackend::Cuda, DType::Unknown));

    // Unchosen: f32 on the CPU, bf16 on GPUs; each backend takes its own default.
    EXPECT_EQ(defaultDType(BenchBackend::Cpu), DType::F32);
    EXPECT_EQ(defaultDType(BenchBackend::Cuda), DType::BF16);
    EXPECT_EQ(defaultDType(BenchBackend::Unknown), DType::Unknown);
    for (BenchBackend backend : {BenchBackend::Cpu, BenchBackend::Cuda})
        EXPECT_TRUE(backendTakes(backend, defaultDType(backend))) << toString(backend);

    // The KV cache and activations: f32 on the CPU whatever the weights, the weights' type on GPUs.
    for (DType type : {DType::F32, DType::BF16}) {
        EXPECT_EQ(computeDType(BenchBackend::Cpu, type), DType::F32) << toString(type);
        EXPECT_EQ(computeDType(BenchBackend::Cuda, type), type) << toString(type);
    }
    EXPECT_EQ(computeDType(BenchBackend::Cuda, DType::F16), DType::F16);
    EXPECT_EQ(rankKvCacheBytes(*presetModelShape("tiny"), computeDType(BenchBackend::Cpu, DType::BF16),
                               rankSlice(*presetModelShape("tiny"), BenchLayout::Single, 1, 0), 2, 16),
              2
                  * rankKvCacheBytes(*presetModelShape("tiny"), DType::BF16,
                                     rankSlice(*presetModelShape("tiny"), BenchLayout::Single, 1, 0), 2, 16));
}

TEST(BenchShapes, PresetsMatchThePublishedParameterCounts)
{
    EXPECT_EQ(presetModelNames().size(), 6u);
    for (const auto &name : presetModelNames()) {
        const ModelShape shape = preset(name);
        EXPECT_EQ(shape.name, name);
        EXPECT_TRUE(shapeProblem(shape).ok()) << name << ": " << benchProblemText(shapeProblem(shape));
    }
    EXPECT_FALSE(presetModelShape("gpt-5").has_value());
    // The published totals of the Llama models (no biases, so they match exactly).
    EXPECT_EQ(parameterCount(preset("llama-3.2-1b")), 1'235'814'400u);
    EXPECT_EQ(parameterCount(preset("llama-3.1-8b")), 8'030'261'248u);
    EXPECT_EQ(parameterCount(preset("llama-3.1-70b")), 70'553'706'496u);
    // Qwen2.5 has q/k/v biases (layers × (heads + 2 kvHeads) × headDim) that this engine leaves out.
    EXPECT_EQ(parameterCount(preset("qwen2.5-14b")) + 48 * (40 + 16) * 128, 14'770'033'664u);
    EXPECT_EQ(parameterCount(preset("qwen2.5-32b")) + 64 * (40 + 16) * 128, 32'763'876'352u);
    const ModelShape tiny = preset("tiny");
    EXPECT_EQ(tiny.layers, 4u);
    EXPECT_EQ(tiny.hidden, 256u);
    EXPECT_FALSE(tiny.tiedEmbeddings);
    EXPECT_DOUBLE_EQ(preset("qwen2.5-32b").rmsNormEps, 1e-6);
}

TEST(BenchShapes, LayoutProblems)
{
    const ModelShape tiny = preset("tiny"); // 8 heads, 4 kv heads, 704 intermediate, 4 layers
    const auto code = [](const BenchProblem &problem) {
        return problem.code;
    };
    EXPECT_TRUE(layoutProblem(tiny, BenchLayout::Single, 1).ok());
    EXPECT_EQ(code(layoutProblem(tiny, BenchLayout::Single, 2)), BenchProblemCode::SingleWithManyRanks);
    EXPECT_TRUE(layoutProblem(tiny, BenchLayout::TensorParallel, 2).ok());
    EXPECT_TRUE(layoutProblem(tiny, BenchLayout::TensorParallel, 4).ok());
    EXPECT_EQ(code(layoutProblem(tiny, BenchLayout::TensorParallel, 8)), BenchProblemCode::HeadsNotDivisible);
    EXPECT_NE(benchProblemText(layoutProblem(tiny, BenchLayout::TensorParallel, 8)).find("kv_heads"),
              std::string::npos);
    EXPECT_EQ(code(layoutProblem(tiny, BenchLayout::TensorParallel, 3)), BenchProblemCode::HeadsNotDivisible);
    EXPECT_TRUE(layoutProblem(tiny, BenchLayout::PipelineParallel, 4).ok());
    EXPECT_EQ(code(layoutProblem(tiny, BenchLayout::PipelineParallel, 5)),
              BenchProblemCode::MoreStagesThanLayers);
    EXPECT_NE(benchProblemText(layoutProblem(tiny, BenchLayout::PipelineParallel, 5)).find("at most 4"),
              std::string::npos);
    EXPECT_EQ(code(layoutProblem(tiny, BenchLayout::PipelineParallel, 0)), BenchProblemCode::RanksOutOfRange);
    EXPECT_EQ(code(layoutProblem(tiny, BenchLayout::Unknown, 1)), BenchProblemCode::UnknownLayout);
    EXPECT_TRUE(layoutProblem(tiny, BenchLayout::Replicas, 3).ok());
    ModelShape broken = tiny;
    broken.intermediate = 702; // 702 / 4 is not whole
    EXPECT_EQ(code(layoutProblem(broken, BenchLayout::TensorParallel, 4)),
              BenchProblemCode::IntermediateNotDivisible);
    EXPECT_TRUE(layoutProblem(broken, BenchLayout::TensorParallel, 2).ok());
    broken.layers = 0;
    // The shape comes first: its problem, whatever the layout.
    EXPECT_EQ(layoutProblem(broken, BenchLayout::Single, 1), shapeProblem(broken));
    EXPECT_EQ(code(layoutProblem(broken, BenchLayout::TensorParallel, 4)), BenchProblemCode::DimensionIsZero);
}

// Each problem is a code with the numbers it is about, and one English wording for the agent's
// errors, the CLI and logs: the text below is what these checks said before they were typed.
TEST(BenchShapes, ProblemsAreCodesWithTheirNumbersAndTheirEnglishIsUnchanged)
{
    using Code = BenchProblemCode;
    const ModelShape tiny = preset("tiny"); // 8 heads, 4 kv heads, 704 intermediate, 4 layers, 2048 vocab
    const auto shape = [&tiny](const std::function<void(ModelShape &)> &change) {
        ModelShape changed = tiny;
        change(changed);
        return changed;
    };
    const auto workload = [](const std::function<void(BenchWorkload &)> &change) {
        BenchWorkload changed;
        change(changed);
        return changed;
    };
    const auto problem
        = [](Code code, ShapeDimension dimension, BenchLayout layout, std::uint32_t ranks,
             std::uint64_t value, std::uint64_t other, std::uint64_t minimum, std::uint64_t maximum) {
              return BenchProblem{code, dimension, layout, ranks, value, other, minimum, maximum};
          };
    const auto ofShape
        = [&problem](Code code, ShapeDimension dimension = ShapeDimension::Unknown, std::uint64_t value = 0,
                     std::uint64_t other = 0, std::uint64_t maximum = 0) {
              return problem(code, dimension, BenchLayout::Unknown, 0, value, other, 0, maximum);
          };
    const auto ofLayout
        = [&problem](Code code, BenchLayout layout, std::uint32_t ranks, std::uint64_t value = 0,
                     std::uint64_t other = 0, std::uint64_t maximum = 0) {
              return problem(code, ShapeDimension::Unknown, layout, ranks, value, other, 0, maximum);
          };
    const auto ofWorkload = [&problem](Code code, std::uint64_t value, std::uint64_t minimum,
                                       std::uint64_t maximum) {
        return problem(code, ShapeDimension::Unknown, BenchLayout::Unknown, 0, value, 0, minimum, maximum);
    };
    using L = BenchLayout;
    using D = ShapeDimension;
    struct Case {
        const char *name;
        BenchProblem found;
        BenchProblem expected;
        std::string text;
    };
    const std::vector<Case> cases = {
        {"no layers", shapeProblem(shape([](ModelShape &s) { s.layers = 0; })),
         ofShape(Code::DimensionIsZero, D::Layers), "layers is 0"},
        {"no kv heads", shapeProblem(shape([](ModelShape &s) { s.kvHeads = 0; })),
         ofShape(Code::DimensionIsZero, D::KvHeads), "kv_heads is 0"},
        {"too wide", shapeProblem(shape([](ModelShape &s) { s.hidden = 70000; })),
         ofShape(Code::DimensionTooLarge, D::Hidden, 70000, 0, 65536), "hidden is 70000, more than 65536"},
        {"too many tokens known", shapeProblem(shape([](ModelShape &s) { s.vocab = 1U << 23; })),
         ofShape(Code::DimensionTooLarge, D::Vocab, 1U << 23, 0, 1U << 22),
         "vocab is 8388608, more than 4194304"},
        {"heads in no groups", shapeProblem(shape([](ModelShape &s) { s.kvHeads = 3; })),
         ofShape(Code::HeadsNotMultipleOfKvHeads, D::Unknown, 8, 3),
         "heads (8) is not a multiple of kv_heads (3)"},
        {"odd head", shapeProblem(shape([](ModelShape &s) { s.headDim = 31; })),
         ofShape(Code::HeadDimOdd, D::Unknown, 31),
         "head_dim (31) is odd: rotary embeddings need an even one"},
        {"rope", shapeProblem(shape([](ModelShape &s) { s.ropeTheta = 1.0; })),
         ofShape(Code::RopeThetaOutOfRange), "rope_theta must be a number above 1"},
        {"eps", shapeProblem(shape([](ModelShape &s) { s.rmsNormEps = 0; })),
         ofShape(Code::RmsNormEpsOutOfRange), "rms_norm_eps must be between 0 and 1"},
        {"no ranks", layoutProblem(tiny, L::TensorParallel, 0),
         ofLayout(Code::RanksOutOfRange, L::TensorParallel, 0, 0, 0, kMaxBenchWorldSize),
         "the number of ranks must be from 1 to 64, not 0"},
        {"too many ranks", layoutProblem(tiny, L::PipelineParallel, 65),
         ofLayout(Code::RanksOutOfRange, L::PipelineParallel, 65, 0, 0, kMaxBenchWorldSize),
         "the number of ranks must be from 1 to 64, not 65"},
        {"single over two", layoutProblem(tiny, L::Single, 2),
         ofLayout(Code::SingleWithManyRanks, L::Single, 2), "a single-node run has one rank, not 2"},
        {"heads over three", layoutProblem(tiny, L::TensorParallel, 3),
         ofLayout(Code::HeadsNotDivisible, L::TensorParallel, 3, 8, 4),
         "tensor parallel over 3 ranks needs heads (8) and kv_heads (4) divisible by 3: use a number of "
         "ranks "
         "that divides both"},
        {"kv heads over eight", layoutProblem(tiny, L::TensorParallel, 8),
         ofLayout(Code::HeadsNotDivisible, L::TensorParallel, 8, 8, 4),
         "tensor parallel over 8 ranks needs heads (8) and kv_heads (4) divisible by 8: use a number of "
         "ranks "
         "that divides both"},
        {"intermediate over four",
         layoutProblem(shape([](ModelShape &s) { s.intermediate = 702; }), L::TensorParallel, 4),
         ofLayout(Code::IntermediateNotDivisible, L::TensorParallel, 4, 702),
         "tensor parallel over 4 ranks needs intermediate (702) divisible by 4"},
        {"vocabulary over four",
         layoutProblem(shape([](ModelShape &s) { s.vocab = 2; }), L::TensorParallel, 4),
         ofLayout(Code::VocabSmallerThanRanks, L::TensorParallel, 4, 2),
         "tensor parallel over 4 ranks needs a vocabulary of at least 4 tokens"},
        {"stages over layers", layoutProblem(tiny, L::PipelineParallel, 5),
         ofLayout(Code::MoreStagesThanLayers, L::PipelineParallel, 5, 4),
         "pipeline parallel over 5 ranks needs at least one layer per stage, and the model has 4: use at "
         "most 4 "
         "ranks"},
        {"no layout", layoutProblem(tiny, L::Unknown, 1), ofLayout(Code::UnknownLayout, L::Unknown, 1),
         "unknown layout"},
        {"blocks over four", layoutProblem(tiny, L::TensorParallel, 4, DType::Q8_0),
         BenchProblem{Code::RowsNotWholeBlocks, D::Intermediate, L::TensorParallel, 4, 176, 0, 32, 0,
                      DType::Q8_0},
         "q8_0 stores weights in blocks of 32 along each matrix row, and intermediate per rank over 4 ranks "
         "is "
         "176, not a multiple of 32: choose f32 or bf16, or another number of ranks"},
        {"hidden in blocks",
         layoutProblem(shape([](ModelShape &s) { s.hidden = 80; }), L::Single, 1, DType::Q4_0),
         BenchProblem{Code::RowsNotWholeBlocks, D::Hidden, L::Single, 1, 80, 0, 32, 0, DType::Q4_0},
         "q4_0 stores weights in blocks of 32 along each matrix row, and hidden is 80, not a multiple of 32: "
         "choose f32 or bf16"},
        {"no prompt", workloadProblem(workload([](BenchWorkload &w) { w.promptTokens = 0; })),
         ofWorkload(Code::PromptTokensOutOfRange, 0, 1, kMaxBenchTokens - 1),
         "prompt_tokens must be from 1 to 32767"},
        {"long answer",
         workloadProblem(workload([](BenchWorkload &w) { w.generateTokens = kMaxBenchTokens; })),
         ofWorkload(Code::GenerateTokensOutOfRange, kMaxBenchTokens, 1, kMaxBenchTokens - 1),
         "generate_tokens must be from 1 to 32767"},
        {"too long together", workloadProblem(workload([](BenchWorkload &w) {
             w.promptTokens = 32000;
             w.generateTokens = 1000;
         })),
         ofWorkload(Code::TooManyTokens, 33000, 0, kMaxBenchTokens),
         "prompt_tokens + generate_tokens must be at most 32768"},
        {"no requests", workloadProblem(workload([](BenchWorkload &w) { w.concurrency = 0; })),
         ofWorkload(Code::ConcurrencyOutOfRange, 0, 1, kMaxBenchConcurrency),
         "concurrency must be from 1 to 1024"},
        {"too many requests",
         workloadProblem(workload([](BenchWorkload &w) { w.concurrency = kMaxBenchConcurrency + 1; })),
         ofWorkload(Code::ConcurrencyOutOfRange, kMaxBenchConcurrency + 1, 1, kMaxBenchConcurrency),
         "concurrency must be from 1 to 1024"},
        {"long warm-up", workloadProblem(workload([](BenchWorkload &w) { w.warmupSteps = 1001; })),
         ofWorkload(Code::WarmupStepsOutOfRange, 1001, 0, 1000), "warmup_steps must be from 0 to 1000"},
        {"no prefill", workloadProblem(workload([](BenchWorkload &w) { w.prefills = 0; })),
         ofWorkload(Code::PrefillsOutOfRange, 0, 1, kMaxBenchPrefills), "prefills must be from 1 to 100"},
        {"too many prefills",
         workloadProblem(workload([](BenchWorkload &w) { w.prefills = kMaxBenchPrefills + 1; })),
         ofWorkload(Code::PrefillsOutOfRange, kMaxBenchPrefills + 1, 1, kMaxBenchPrefills),
         "prefills must be from 1 to 100"},
    };
    std::vector<Code> covered;
    for (const Case &c : cases) {
        SCOPED_TRACE(c.name);
        EXPECT_EQ(int(c.found.code), int(c.expected.code));
        EXPECT_EQ(c.found, c.expected);
        EXPECT_FALSE(c.found.ok());
        EXPECT_EQ(benchProblemText(c.found), c.text);
        covered.push_back(c.found.code);
    }
    // Every code has a case above, so a new one cannot go unworded.
    for (int value = int(Code::DimensionIsZero); value <= int(Code::PrefillsOutOfRange); ++value)
        EXPECT_NE(std::find(covered.begin(), covered.end(), Code(value)), covered.end()) << value;

    EXPECT_TRUE(shapeProblem(tiny).ok());
    EXPECT_EQ(shapeProblem(tiny), BenchProblem{});
    EXPECT_EQ(workloadProblem(BenchWorkload{}), BenchProblem{});
    EXPECT_EQ(benchProblemText(BenchProblem{}), "");

    // The parsers refuse with the same words, the fields named by their place in the request.
    EXPECT_EQ(errorOf(json(workload([](BenchWorkload &w) { w.concurrency = 0; })), parseBenchWorkload),
              "concurrency must be from 1 to 1024");
    json params = golden("golden-bench.json")["bench_run_params"];
    params["workload"]["prompt_tokens"] = 32000;
    params["workload"]["generate_tokens"] = 1000;
    EXPECT_EQ(errorOf(params, parseBenchRunParams),
              "workload.prompt_tokens + workload.generate_tokens must be at most 32768");
    params["workload"]["prompt_tokens"] = 0;
    EXPECT_EQ(errorOf(params, parseBenchRunParams), "workload.prompt_tokens must be from 1 to 32767");
    params["workload"]["prompt_tokens"] = 10;
    params["model"]["kv_heads"] = 3;
    EXPECT_EQ(errorOf(params, parseBenchRunParams), "model: heads (32) is not a multiple of kv_heads (3)");
    EXPECT_EQ(
        benchProblemText(workloadProblem(workload([](BenchWorkload &w) { w.promptTokens = 0; })), "workload"),
        "workload.prompt_tokens must be from 1 to 32767");
}

TEST(BenchShapes, SlicesCoverTheModel)
{
    const ModelShape tiny = preset("tiny");
    const RankSlice whole = rankSlice(tiny, BenchLayout::Single, 1, 0);
    EXPECT_EQ(whole, (RankSlice{0, 4, 8, 4, 704, 0, 2048, true, true}));

    // Tensor parallel 3 over a vocabulary of 2048: 683, 683, 682 rows.
    ModelShape three = tiny;
    three.heads = 12;
    three.kvHeads = 3;
    three.intermediate = 768;
    ASSERT_TRUE(layoutProblem(three, BenchLayout::TensorParallel, 3).ok());
    std::uint32_t nextVocab = 0;
    for (std::uint32_t rank = 0; rank < 3; ++rank) {
        const RankSlice s = rankSlice(three, BenchLayout::TensorParallel, 3, rank);
        EXPECT_EQ(s.firstLayer, 0u);
        EXPECT_EQ(s.endLayer, 4u);
        EXPECT_EQ(s.heads, 4u);
        EXPECT_EQ(s.kvHeads, 1u);
        EXPECT_EQ(s.intermediate, 256u);
        EXPECT_TRUE(s.embedding);
        EXPECT_TRUE(s.lmHead);
        EXPECT_EQ(s.vocabBegin, nextVocab);
        EXPECT_EQ(s.vocabEnd - s.vocabBegin, rank < 2 ? 683u : 682u);
        nextVocab = s.vocabEnd;
    }
    EXPECT_EQ(nextVocab, 2048u);

    // Pipeline 3 over 4 layers: 2, 1, 1.
    const std::vector<std::pair<std::uint32_t, std::uint32_t>> layers = {{0, 2}, {2, 3}, {3, 4}};
    for (std::uint32_t rank = 0; rank < 3; ++rank) {
        const RankSlice s = rankSlice(tiny, BenchLayout::PipelineParallel, 3, rank);
        EXPECT_EQ(s.firstLayer, layers[rank].first);
        EXPECT_EQ(s.endLayer, layers[rank].second);
        EXPECT_EQ(s.heads, 8u);
        EXPECT_EQ(s.embedding, rank == 0);
        EXPECT_EQ(s.lmHead, rank == 2);
        EXPECT_EQ(s.vocabEnd - s.vocabBegin, rank == 2 ? 2048u : 0u);
    }
}

TEST(BenchShapes, WeightBytesAddUpOverTheSlices)
{
    for (const char *name : {"tiny", "llama-3.2-1b", "llama-3.1-8b"}) {
        const ModelShape shape = preset(name);
        const std::uint64_t params = parameterCount(shape);
        const std::uint64_t embedding = std::uint64_t(shape.vocab) * shape.hidden;
        EXPECT_EQ(rankWeightBytes(shape, DType::F32, rankSlice(shape, BenchLayout::Single, 1, 0)), 4 * params)
            << name;
        EXPECT_EQ(rankWeightBytes(shape, DType::BF16, rankSlice(shape, BenchLayout::Single, 1, 0)),
                  2 * params)
            << name;

        // Pipeline: every weight once, plus a second embedding on the last stage when tied.
        std::uint64_t pipeline = 0;
        for (std::uint32_t rank = 0; rank < 2; ++rank)
            pipeline += rankWeightBytes(shape, DType::BF16,
                                        rankSlice(shape, BenchLayout::PipelineParallel, 2, rank));
        EXPECT_EQ(pipeline, 2 * (params + (shape.tiedEmbeddings ? embedding : 0))) << name;

        // Tensor parallel: the split matrices once; embedding, norms and (tied) LM head on each rank.
        std::uint64_t tensor = 0;
        for (std::uint32_t rank = 0; rank < 2; ++rank)
            tensor += rankWeightBytes(shape, DType::BF16,
                                      rankSlice(shape, BenchLayout::TensorParallel, 2, rank));
        const std::uint64_t replicated = embedding + (2ULL * shape.layers + 1) * shape.hidden;
        EXPECT_EQ(tensor, 2 * (params + replicated)) << name;
    }
}

TEST(BenchShapes, KvCacheAndBytesPerDecodeStep)
{
    const ModelShape shape = preset("llama-3.1-8b");
    const RankSlice whole = rankSlice(shape, BenchLayout::Single, 1, 0);
    // 2 (K and V) × 32 layers × 8 kv heads × 128 × 2 bytes = 128 KiB per token.
    EXPECT_EQ(rankKvCacheBytes(shape, DType::BF16, whole, 1, 1), 131072u);
    EXPECT_EQ(rankKvCacheBytes(shape, DType::BF16, whole, 4, 1000), 4 * 1000 * 131072u);
    const RankSlice half = rankSlice(shape, BenchLayout::TensorParallel, 2, 1);
    EXPECT_EQ(rankKvCacheBytes(shape, DType::BF16, half, 4, 1000), 2 * 1000 * 131072u);
    const RankSlice stage = rankSlice(shape, BenchLayout::PipelineParallel, 4, 0);
    EXPECT_EQ(rankKvCacheBytes(shape, DType::F32, stage, 1, 10), 10 * 131072u / 2);

    // Decode reads every weight but only one embedding row per sequence, plus the cache.
    const std::uint64_t embedding = std::uint64_t(shape.vocab) * shape.hidden;
    const std::uint64_t weights = rankWeightBytes(shape, DType::BF16, whole);
    EXPECT_EQ(rankBytesPerDecodeStep(shape, DType::BF16, DType::BF16, whole, 1, 100),
              weights - 2 * embedding + 2 * shape.hidden
                  + rankKvCacheBytes(shape, DType::BF16, whole, 1, 100));
    // Tied: the LM head is the embedding read once in full, the input rows apart.
    const ModelShape tied = preset("llama-3.2-1b");
    const RankSlice tiedWhole = rankSlice(tied, BenchLayout::Single, 1, 0);
    EXPECT_EQ(rankBytesPerDecodeStep(tied, DType::BF16, DType::BF16, tiedWhole, 2, 0),
              rankWeightBytes(tied, DType::BF16, tiedWhole) + 2ULL * 2 * tied.hidden);
}

TEST(BenchMessages, StoreAndBenchErrorLinesRoundTrip)
{
    const json lines = golden("golden-bench.json")["messages"];
    ASSERT_EQ(lines.size(), 5u);
    for (const auto &item : lines) {
        const std::string line = item.get<std::string>();
        auto parsed = parseMessage(line);
        ASSERT_TRUE(parsed.ok()) << line << ": " << parsed.error().message;
        EXPECT_EQ(json::parse(serialize(*parsed)), json::parse(line)) << line;
    }
    const auto request = std::get<Request>(*parseMessage(lines[0].get<std::string>()));
    EXPECT_EQ(request.method, "bench_run");
    const auto store = std::get<StoreEntry>(*parseMessage(lines[1].get<std::string>()));
    EXPECT_EQ(store.key, "0123456789abcdef0123456789abcdef/rank_0");
    EXPECT_EQ(store.value, "00ff10Ab");
    EXPECT_TRUE(std::get<StoreEntry>(*parseMessage(lines[2].get<std::string>())).value.empty());
    EXPECT_EQ(std::get<ErrorReply>(*parseMessage(lines[3].get<std::string>())).code,
              AgentErrorCode::BenchFailed);
    EXPECT_EQ(std::get<ErrorReply>(*parseMessage(lines[4].get<std::string>())).code,
              AgentErrorCode::DoesNotFit);
}
