// ShardScope's own GGUF files (remote-agent/llamacpp/GgufWriter): read back by the agent's own
// reader (probe/GgufHeader) for every quantization, the bytes of the blocks against ggml's layouts,
// the vocabulary, the seed, and the ways a write is refused or fails without leaving a file.
#include "remote-agent/llamacpp/GgufWriter.h"

#include "remote-agent/probe/GgufHeader.h"
#include "remote-agent/serve/RequestBodies.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>

using namespace shardscope;
using namespace shardscope::llamacpp;
namespace fs = std::filesystem;

namespace {

class GgufWriterTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        char pattern[] = "/tmp/shardscope-gguf-XXXXXX";
        ASSERT_NE(::mkdtemp(pattern), nullptr);
        m_dir = pattern;
    }
    void TearDown() override { fs::remove_all(m_dir); }

    std::string path(const std::string &name) const { return m_dir + "/" + name; }

    static GgufSpec tiny(GgufQuant quant, std::uint64_t seed = 1)
    {
        return GgufSpec{*protocol::presetModelShape("tiny"), quant, seed, 2048};
    }

    static std::string contents(const std::string &file)
    {
        std::ifstream in(file, std::ios::binary);
        return {std::istreambuf_iterator<char>(in), {}};
    }

    std::string m_dir;
};

/// A half's value (IEEE binary16), subnormals included.
double fromHalf(std::uint16_t half)
{
    const int exponent = (half >> 10) & 0x1F;
    const double mantissa = half & 0x3FF;
    const double magnitude = exponent == 0 ? mantissa * std::ldexp(1.0, -24)
                                           : (1.0 + mantissa / 1024.0) * std::ldexp(1.0, exponent - 15);
    return (half & 0x8000) ? -magnitude : magnitude;
}

std::uint16_t half(const std::string &bytes, std::size_t at)
{
    return std::uint16_t(std::uint8_t(bytes[at]) | (std::uint8_t(bytes[at + 1]) << 8));
}

std::uint64_t alignUp(std::uint64_t value)
{
    return (value + 31) / 32 * 32;
}

TEST_F(GgufWriterTest, EveryQuantizationReadsBackAsThePresetShape)
{
    const protocol::ModelShape shape = *protocol::presetModelShape("tiny");
    // Values per matrix of the tiny shape: embedding and output, then per layer q, k, v, o and
    // the three feed-forward matrices.
    const std::uint64_t embedding = std::uint64_t(shape.hidden) * shape.vocab;
    const std::uint64_t q = std::uint64_t(shape.heads) * shape.headDim * shape.hidden;
    const std::uint64_t kv = std::uint64_t(shape.kvHeads) * shape.headDim * shape.hidden;
    const std::uint64_t ffn = std::uint64_t(shape.intermediate) * shape.hidden;
    const std::uint64_t matrixValues = 2 * embedding + shape.layers * (2 * q + 2 * kv + 3 * ffn);
    const std::uint64_t normValues = std::uint64_t(shape.hidden) * (1 + 2 * shape.layers);

    // Bytes per 32 values of each type, from ggml's block layouts (ggml-common.h).
    const std::vector<std::tuple<GgufQuant, std::string, std::uint64_t>> cases{
        {GgufQuant::F16, "F16", 64}, {GgufQuant::Q8_0, "Q8_0", 34}, {GgufQuant::Q4_0, "Q4_0", 18}};
    for (const auto &[quant, typeName, blockBytes] : cases) {
        SCOPED_TRACE(typeName);
        const GgufSpec spec = tiny(quant);
        ASSERT_EQ(ggufSpecProblem(spec), "");
        const auto written = writeGgufFile(path("tiny.gguf"), spec);
        ASSERT_TRUE(written.ok()) << written.error();
        EXPECT_EQ(written->bytes, fs::file_size(path("tiny.gguf")));
        EXPECT_EQ(written->bytes, ggufFileBytes(spec));
        EXPECT_FALSE(fs::exists(path("tiny.gguf.part")));

        const auto model = probe::readGgufFile(path("tiny.gguf"));
        ASSERT_TRUE(model.ok()) << model.error();
        EXPECT_EQ(model->version, 3u);
        EXPECT_EQ(model->architecture, "llama");
        EXPECT_EQ(model->name, "ShardScope tiny " + std::string(ggufQuantName(quant)));
        EXPECT_EQ(model->alignment, 32u);
        EXPECT_EQ(model->blockCount, shape.layers);
        EXPECT_EQ(model->embeddingLength, shape.hidden);
        EXPECT_EQ(model->feedForwardLength, shape.intermediate);
        EXPECT_EQ(model->headCount, shape.heads);
        EXPECT_EQ(model->headCountKv, shape.kvHeads);
        EXPECT_EQ(model->contextLength, 2048u);
        EXPECT_EQ(model->vocabSize, shape.vocab);
        EXPECT_EQ(model->tensorCount, 3 + 9 * shape.layers);
        EXPECT_EQ(model->headerBytes % 32, 0u);
        const std::vector<probe::GgufTypeShare> types{
            {typeName, 2 + 7 * shape.layers, matrixValues / 32 * blockBytes},
            {"F32", 1 + 2 * shape.layers, normValues * 4},
        };
        EXPECT_EQ(model->types, types);
        EXPECT_EQ(model->tensorBytes, types[0].bytes + types[1].bytes);
        // The data runs to the end of the file, with no more than alignment padding per tensor.
        EXPECT_GE(written->bytes, model->headerBytes + model->tensorBytes);
        EXPECT_LT(written->bytes, model->headerBytes + model->tensorBytes + 32 * model->tensorCount);
        fs::remove(path("tiny.gguf"));
    }
}

TEST_F(GgufWriterTest, BlocksAreLaidOutAsGgmlReadsThem)
{
    const protocol::ModelShape shape = *protocol::presetModelShape("tiny");
    const std::uint64_t embedding = std::uint64_t(shape.hidden) * shape.vocab;
    for (const GgufQuant quant : protocol::ggufQuants()) {
        SCOPED_TRACE(std::string(ggufQuantName(quant)));
        const auto written = writeGgufFile(path("m.gguf"), tiny(quant));
        ASSERT_TRUE(written.ok()) << written.error();
        const auto model = probe::readGgufFile(path("m.gguf"));
        ASSERT_TRUE(model.ok()) << model.error();
        const std::string bytes = contents(path("m.gguf"));
        // token_embd.weight comes first in the data; output_norm.weight (F32 ones) after it.
        const std::size_t data = model->headerBytes;
        std::vector<double> values;
        std::uint64_t embeddingBytes = 0;
        if (quant == GgufQuant::F16) {
            embeddingBytes = embedding * 2;
            for (std::uint64_t i = 0; i < embedding; ++i)
                values.push_back(fromHalf(half(bytes, data + 2 * i)));
        } else {
            const bool q8 = quant == GgufQuant::Q8_0;
            const std::size_t blockBytes = q8 ? 34 : 18;
            embeddingBytes = embedding / 32 * blockBytes;
            for (std::uint64_t block = 0; block < embedding / 32; ++block) {
                const std::size_t at = data + block * blockBytes;
                const double d = fromHalf(half(bytes, at));
                ASSERT_GT(d, 0.0);
                for (int j = 0; j < 32; ++j) {
                    int q = 0;
                    if (q8) {
                        q = std::int8_t(bytes[at + 2 + j]);
                        ASSERT_NE(q, -128);
                    } else { // value j in the low nibble of byte j, value j + 16 in its high nibble
                        const std::uint8_t byte = std::uint8_t(bytes[at + 2 + (j % 16)]);
                        q = (j < 16 ? byte & 0x0F : byte >> 4) - 8;
                        ASSERT_NE(q, -8);
                    }
                    values.push_back(q * d);
                }
            }
        }
        double sum = 0, squares = 0, largest = 0;
        for (const double v : values) {
            sum += v;
            squares += v * v;
            largest = std::max(largest, std::fabs(v));
        }
        const double mean = sum / double(values.size());
        const double deviation = std::sqrt(squares / double(values.size()) - mean * mean);
        EXPECT_LT(std::fabs(mean), 0.001);
        EXPECT_NEAR(deviation, 0.02, 0.002);
        EXPECT_LE(largest, 0.0351);

        const std::size_t norm = data + alignUp(embeddingBytes);
        for (std::uint32_t i = 0; i < shape.hidden; ++i) {
            float one = 0;
            std::memcpy(&one, bytes.data() + norm + 4 * i, 4);
            ASSERT_EQ(one, 1.0f) << "output_norm.weight[" << i << "]";
        }
        fs::remove(path("m.gguf"));
    }
}

TEST_F(GgufWriterTest, TheSeedMakesTheSameFileOnEveryMachine)
{
    ASSERT_TRUE(writeGgufFile(path("a.gguf"), tiny(GgufQuant::Q4_0, 7)).ok());
    ASSERT_TRUE(writeGgufFile(path("b.gguf"), tiny(GgufQuant::Q4_0, 7)).ok());
    ASSERT_TRUE(writeGgufFile(path("c.gguf"), tiny(GgufQuant::Q4_0, 8)).ok());
    const std::string a = contents(path("a.gguf"));
    EXPECT_EQ(a, contents(path("b.gguf")));
    const std::string c = contents(path("c.gguf"));
    ASSERT_EQ(a.size(), c.size());
    EXPECT_NE(a, c);
}

TEST_F(GgufWriterTest, TheVocabularyHoldsEveryPromptWordAsOneToken)
{
    const std::vector<std::string> tokens = ggufTokenTexts(2048);
    ASSERT_EQ(tokens.size(), 2048u);
    EXPECT_EQ(std::set<std::string>(tokens.begin(), tokens.end()).size(), tokens.size()) << "duplicates";
    EXPECT_EQ(tokens[0], "<unk>");
    EXPECT_EQ(tokens[1], "<s>");
    EXPECT_EQ(tokens[2], "</s>");
    EXPECT_EQ(tokens[3], "<0x00>");
    EXPECT_EQ(tokens[3 + 0x0A], "<0x0A>");
    EXPECT_EQ(tokens[258], "<0xFF>");
    const std::set<std::string> vocabulary(tokens.begin(), tokens.end());
    const std::string space = "\xE2\x96\x81";
    // SentencePiece builds a word by merging neighbours into tokens: every prefix must be one.
    for (const std::string_view word : serve::promptWords()) {
        for (std::size_t length = 1; length <= word.size(); ++length)
            EXPECT_TRUE(vocabulary.count(space + std::string(word.substr(0, length))))
                << word << " " << length;
    }
    for (char c = '0'; c <= '9'; ++c)
        EXPECT_TRUE(vocabulary.count(std::string(1, c)));
    EXPECT_EQ(ggufTokenTexts(ggufMinimumVocab()).size(), ggufMinimumVocab());
}

TEST_F(GgufWriterTest, ShapesItCannotWriteAreRefusedBeforeAnyFile)
{
    GgufSpec small = tiny(GgufQuant::F16);
    small.shape.vocab = ggufMinimumVocab() - 1;
    EXPECT_NE(ggufSpecProblem(small).find("vocabulary of"), std::string::npos) << ggufSpecProblem(small);

    GgufSpec odd = tiny(GgufQuant::Q8_0);
    odd.shape.intermediate = 700; // ffn_down's rows are 700 values: not whole blocks of 32
    EXPECT_NE(ggufSpecProblem(odd).find("blk.0.ffn_down.weight's rows of 700"), std::string::npos)
        << ggufSpecProblem(odd);
    odd.quant = GgufQuant::F16;
    EXPECT_EQ(ggufSpecProblem(odd), "");

    GgufSpec broken = tiny(GgufQuant::Q4_0);
    broken.shape.heads = 0;
    EXPECT_NE(ggufSpecProblem(broken).find("the shape cannot be built"), std::string::npos);

    const auto refused = writeGgufFile(path("small.gguf"), small);
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.error().find(path("small.gguf")), std::string::npos) << refused.error();
    EXPECT_TRUE(fs::is_empty(m_dir));

    const auto nowhere = writeGgufFile(path("missing/m.gguf"), tiny(GgufQuant::Q4_0));
    ASSERT_FALSE(nowhere.ok());
    EXPECT_NE(nowhere.error().find("choose a folder that exists"), std::string::npos) << nowhere.error();
}

TEST_F(GgufWriterTest, ACancelledWriteLeavesNothing)
{
    int calls = 0;
    std::uint64_t lastTotal = 0;
    const auto cancelled
        = writeGgufFile(path("m.gguf"), tiny(GgufQuant::F16), [&](std::uint64_t, std::uint64_t total) {
              ++calls;
              lastTotal = total;
              return false;
          });
    ASSERT_FALSE(cancelled.ok());
    EXPECT_NE(cancelled.error().find("cancelled"), std::string::npos) << cancelled.error();
    EXPECT_EQ(calls, 1);
    EXPECT_EQ(lastTotal, ggufFileBytes(tiny(GgufQuant::F16)));
    EXPECT_TRUE(fs::is_empty(m_dir));

    std::vector<std::uint64_t> progress;
    ASSERT_TRUE(
        writeGgufFile(path("m.gguf"), tiny(GgufQuant::F16), [&](std::uint64_t written, std::uint64_t) {
            progress.push_back(written);
            return true;
        }).ok());
    ASSERT_GE(progress.size(), 2u);
    EXPECT_TRUE(std::is_sorted(progress.begin(), progress.end()));
    EXPECT_EQ(progress.back(), ggufFileBytes(tiny(GgufQuant::F16)));
}

TEST_F(GgufWriterTest, AFullDiskFailsWithItsReasonAndLeavesNothing)
{
    // The partial file is /dev/full, where every write fails with ENOSPC as on a full disk.
    fs::create_symlink("/dev/full", path("m.gguf.part"));
    const auto full = writeGgufFile(path("m.gguf"), tiny(GgufQuant::Q8_0));
    ASSERT_FALSE(full.ok());
    EXPECT_NE(full.error().find("the disk is full"), std::string::npos) << full.error();
    EXPECT_NE(full.error().find("nothing was kept"), std::string::npos) << full.error();
    EXPECT_TRUE(fs::is_empty(m_dir));
}

} // namespace
