// shardscope-bench-engine: ShardScope's CPU engine (the agent's CpuModel, in this process) on one
// machine, and the GGUF file of the same shape for llama.cpp. For benchmarks/engine-vs-llamacpp.sh,
// which alternates it with llama-bench.
//
//   shardscope-bench-engine gguf --model NAME --quant f16|q8_0|q4_0 --out FILE
//   shardscope-bench-engine run --model NAME --dtype f32|bf16|q8_0|q4_0 [--threads N] [--gen N]
//                               [--prompts 128,512] [--repeats N] [--bandwidth]
//
// gguf writes the file with ShardScope's own writer (remote-agent/llamacpp/GgufWriter.h).
// run builds the model at batch 1 and prints one line of JSON:
// - decode: `gen` decode steps from an empty context (after a one-token prompt, as llama-bench's tg
//   test starts from nothing), `repeats` times after one unmeasured warm-up: tokens/s of each;
// - prefill: for each prompt length P, one pass of P tokens from an empty cache (llama-bench's pp
//   test), `repeats` times after one warm-up: tokens/s of each;
// - with --bandwidth: the read bandwidth the engine's own threads measure (the roofline's, as a
//   bench run does) and the bytes a decode step must read at the mean decode context, so the
//   script can print the fraction of the roofline.
#include "remote-agent/bench/CpuModel.h"
#include "remote-agent/llamacpp/GgufWriter.h"
#include "remote-agent/protocol/Bench.h"
#include "remote-agent/protocol/Gguf.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace shardscope;
using Clock = std::chrono::steady_clock;

[[noreturn]] void fail(const std::string &message)
{
    std::cerr << "shardscope-bench-engine: " << message << '\n';
    std::exit(2);
}

std::map<std::string, std::string> parseOptions(int argc, char **argv, int first)
{
    std::map<std::string, std::string> options;
    for (int i = first; i < argc; ++i) {
        const std::string key = argv[i];
        if (key.rfind("--", 0) != 0)
            fail("unexpected argument " + key);
        if (key == "--bandwidth") {
            options[key.substr(2)] = "1";
            continue;
        }
        if (i + 1 >= argc)
            fail(key + " needs a value");
        options[key.substr(2)] = argv[++i];
    }
    return options;
}

std::uint32_t number(const std::map<std::string, std::string> &options, const std::string &key,
                     std::uint32_t fallback)
{
    const auto found = options.find(key);
    if (found == options.end())
        return fallback;
    try {
        return std::uint32_t(std::stoul(found->second));
    } catch (const std::exception &) {
        fail("--" + key + " takes a number, not " + found->second);
    }
}

protocol::ModelShape shapeOf(const std::map<std::string, std::string> &options)
{
    const auto found = options.find("model");
    const std::string name = found == options.end() ? "llama-3.2-1b" : found->second;
    const auto shape = protocol::presetModelShape(name);
    if (!shape)
        fail("unknown model " + name);
    return *shape;
}

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

int writeGguf(const std::map<std::string, std::string> &options)
{
    llamacpp::GgufSpec spec;
    spec.shape = shapeOf(options);
    const auto quant
        = options.count("quant") ? protocol::ggufQuantFromName(options.at("quant")) : std::nullopt;
    if (!quant)
        fail("--quant takes f16, q8_0 or q4_0");
    spec.quant = *quant;
    if (!options.count("out"))
        fail("gguf needs --out FILE");
    const auto written = llamacpp::writeGgufFile(options.at("out"), spec);
    if (!written)
        fail(written.error());
    std::cout << nlohmann::json{{"path", written->path}, {"bytes", written->bytes}}.dump() << '\n';
    return 0;
}

int run(const std::map<std::string, std::string> &options)
{
    const protocol::ModelShape shape = shapeOf(options);
    const protocol::DType dtype
        = protocol::dtypeFromString(options.count("dtype") ? options.at("dtype") : std::string("bf16"));
    const std::uint32_t gen = number(options, "gen", 64);
    const std::uint32_t repeats = number(options, "repeats", 3);
    std::vector<std::uint32_t> prompts;
    {
        std::stringstream list(options.count("prompts") ? options.at("prompts") : std::string("128,512"));
        std::string item;
        while (std::getline(list, item, ','))
            if (!item.empty())
                prompts.push_back(std::uint32_t(std::stoul(item)));
    }
    std::uint32_t context = gen + 1;
    for (const std::uint32_t p : prompts)
        context = std::max(context, p);

    bench::CpuModelOptions modelOptions;
    modelOptions.shape = shape;
    modelOptions.dtype = dtype;
    modelOptions.threads = number(options, "threads", 0);
    modelOptions.maxBatch = 1;
    modelOptions.maxContext = context;
    const Clock::time_point buildStart = Clock::now();
    std::unique_ptr<bench::RankModel> model;
    try {
        model = bench::makeCpuModel(modelOptions);
    } catch (const std::exception &e) {
        fail(e.what());
    }
    const double buildSeconds = secondsSince(buildStart);

    const auto promptOf = [&](std::uint32_t tokens) {
        std::vector<std::int32_t> ids(tokens);
        for (std::uint32_t i = 0; i < tokens; ++i)
            ids[i] = std::int32_t((i * 7919u + 13u) % shape.vocab);
        return ids;
    };
    // Decode: a one-token prompt, then `gen` steps of one token each; only the steps are timed.
    const auto decode = [&] {
        model->resetCache();
        std::vector<std::int32_t> next = model->step(promptOf(1), 1, 1, 0, false).nextTokens;
        const Clock::time_point start = Clock::now();
        for (std::uint32_t step = 0; step < gen; ++step)
            next = model->step(next, 1, 1, 1 + step, false).nextTokens;
        return double(gen) / secondsSince(start);
    };
    const auto prefill = [&](std::uint32_t tokens) {
        model->resetCache();
        const std::vector<std::int32_t> ids = promptOf(tokens);
        const Clock::time_point start = Clock::now();
        model->step(ids, 1, tokens, 0, false);
        return double(tokens) / secondsSince(start);
    };

    nlohmann::json out;
    out["model"] = shape.name;
    out["dtype"] = protocol::toString(dtype);
    out["threads"] = model->threads();
    out["build_seconds"] = buildSeconds;
    decode(); // warm-up
    std::vector<double> decodeRates;
    for (std::uint32_t r = 0; r < repeats; ++r)
        decodeRates.push_back(decode());
    out["decode_tokens_per_s"] = decodeRates;
    out["gen"] = gen;
    nlohmann::json prefills = nlohmann::json::object();
    for (const std::uint32_t tokens : prompts) {
        prefill(tokens); // warm-up
        std::vector<double> rates;
        for (std::uint32_t r = 0; r < repeats; ++r)
            rates.push_back(prefill(tokens));
        prefills[std::to_string(tokens)] = rates;
    }
    out["prefill_tokens_per_s"] = prefills;
    if (options.count("bandwidth")) {
        const protocol::RankSlice whole = protocol::rankSlice(shape, protocol::BenchLayout::Single, 1, 0);
        out["read_gbps"] = model->measureMemoryBandwidthGBps();
        out["bytes_per_step"] = protocol::rankBytesPerDecodeStep(
            shape, dtype, protocol::computeDType(protocol::BenchBackend::Cpu, dtype), whole, 1, 1 + gen / 2);
    }
    std::cout << out.dump() << '\n';
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2)
        fail("usage: shardscope-bench-engine gguf|run [options] (see the header of "
             "benchmarks/BenchEngine.cpp)");
    const std::string command = argv[1];
    const auto options = parseOptions(argc, argv, 2);
    if (command == "gguf")
        return writeGguf(options);
    if (command == "run")
        return run(options);
    fail("unknown command " + command + ": use gguf or run");
}
