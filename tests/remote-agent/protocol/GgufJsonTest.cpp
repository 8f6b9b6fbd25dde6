// JSON of GGUF model files on the nodes (remote-agent/protocol/Gguf.h): the golden examples in
// data/golden-gguf.json parse and round-trip, and malformed params and replies are refused with a
// reason naming the field.
#include "remote-agent/protocol/Gguf.h"
#include "tests/remote-agent/protocol/JsonTestSupport.h"

#include <gtest/gtest.h>

#include <string>

using namespace shardscope::protocol;
using nlohmann::json;
using shardscope::protocol::test::contains;
using shardscope::protocol::test::errorOf;
using shardscope::protocol::test::golden;
using shardscope::protocol::test::roundTrip;

namespace {

json goldenPart(const char *name)
{
    const json all = golden("golden-gguf.json");
    EXPECT_TRUE(all.contains(name)) << name;
    return all.value(name, json::object());
}

TEST(GgufJson, GoldenExamplesRoundTrip)
{
    EXPECT_EQ(roundTrip(goldenPart("read_params"), parseGgufReadParams).path,
              "/home/ada/models/Llama-3.2-1B-Instruct-Q8_0.gguf");
    const GgufWriteParams write = roundTrip(goldenPart("write_params"), parseGgufWriteParams);
    EXPECT_EQ(write, (GgufWriteParams{"llama-3.2-1b", GgufQuant::Q8_0, 1, 8192}));
    const GgufWriteReply reply = roundTrip(goldenPart("write_reply"), parseGgufWriteReply);
    EXPECT_EQ(reply.model.blockCount, 16u);
    EXPECT_EQ(reply.model.headCountKv, 8u);
    ASSERT_EQ(reply.model.types.size(), 2u);
    EXPECT_EQ(reply.model.types[0], (GgufTypeShare{"Q8_0", 113, 1313120256}));
}

TEST(GgufJson, WriteParamsTakeDefaultsAndEveryQuantization)
{
    const auto parsed = parseGgufWriteParams(json{{"model", "tiny"}, {"quant", "q4_0"}});
    ASSERT_TRUE(parsed.ok()) << parsed.error().message;
    EXPECT_EQ(parsed->seed, 1u);
    EXPECT_EQ(parsed->contextLength, kDefaultGgufContext);
    for (const GgufQuant quant : ggufQuants()) {
        EXPECT_EQ(ggufQuantFromName(ggufQuantName(quant)), quant);
        EXPECT_EQ(roundTrip(json(GgufWriteParams{"tiny", quant, 9, 512}), parseGgufWriteParams).quant, quant);
    }
    EXPECT_EQ(ggufQuantFromName("Q8_0"), std::nullopt); // the wire names are lower case
}

TEST(GgufJson, MalformedInputIsRefusedNamingTheField)
{
    EXPECT_TRUE(contains(errorOf(json::object(), parseGgufReadParams), "path is missing"));
    EXPECT_TRUE(contains(errorOf(json{{"path", "models/a.gguf"}}, parseGgufReadParams), "absolute"));
    EXPECT_TRUE(contains(errorOf(json{{"path", "/a\nb.gguf"}}, parseGgufReadParams), "control character"));
    EXPECT_TRUE(
        contains(errorOf(json{{"path", "/" + std::string(kMaxModelPathBytes, 'a')}}, parseGgufReadParams),
                 "longer than"));

    const json write{{"model", "tiny"}, {"quant", "q8_0"}};
    json unknown = write;
    unknown["model"] = "gpt-9";
    EXPECT_TRUE(contains(errorOf(unknown, parseGgufWriteParams), "preset"));
    json quant = write;
    quant["quant"] = "q5_k";
    EXPECT_TRUE(contains(errorOf(quant, parseGgufWriteParams), "f16, q8_0 or q4_0"));
    json context = write;
    context["context_length"] = 0;
    EXPECT_TRUE(contains(errorOf(context, parseGgufWriteParams), "context_length"));
    context["context_length"] = kMaxGgufContext + 1;
    EXPECT_TRUE(contains(errorOf(context, parseGgufWriteParams), "context_length"));
    json seed = write;
    seed["seed"] = -1;
    EXPECT_TRUE(contains(errorOf(seed, parseGgufWriteParams), "seed"));

    json reply = goldenPart("write_reply");
    reply["model"]["types"] = json::array();
    for (std::size_t i = 0; i <= kMaxGgufTypes; ++i)
        reply["model"]["types"].push_back(json{{"type", "F16"}, {"tensors", 1}, {"bytes", 2}});
    EXPECT_TRUE(contains(errorOf(reply, parseGgufWriteReply), "model.types lists more than"));
    reply = goldenPart("write_reply");
    reply["model"]["types"][1].erase("bytes");
    EXPECT_TRUE(contains(errorOf(reply, parseGgufWriteReply), "model.types[1].bytes is missing"));
    reply = goldenPart("write_reply");
    reply["seconds"] = -1.0;
    EXPECT_TRUE(contains(errorOf(reply, parseGgufWriteReply), "seconds"));
    reply = goldenPart("write_reply");
    reply.erase("model");
    EXPECT_TRUE(contains(errorOf(reply, parseGgufWriteReply), "model is missing"));
}

} // namespace
