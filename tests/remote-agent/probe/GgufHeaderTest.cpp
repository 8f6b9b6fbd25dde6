// The GGUF header reader (remote-agent/probe/GgufHeader): a llama-shaped file's shape and types,
// GGUF 2 and 3, every way the untrusted header can be broken or oversized, and a real file on disk.
#include "remote-agent/probe/GgufHeader.h"

#include "TestSupport.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

using namespace shardscope::probe;

namespace {

/// Writes GGUF bytes as llama.cpp's gguf-py does: little-endian, strings with a u64 length.
class GgufBytes
{
public:
    explicit GgufBytes(std::uint32_t version = 3, std::string magic = "GGUF")
    {
        m_head = std::move(magic);
        put(m_head, version, 4);
    }

    GgufBytes &u32(const std::string &key, std::uint32_t value) { return kv(key, 4, value, 4); }
    GgufBytes &u64(const std::string &key, std::uint64_t value) { return kv(key, 10, value, 8); }
    GgufBytes &i32(const std::string &key, std::int32_t value)
    {
        return kv(key, 5, std::uint64_t(std::uint32_t(value)), 4);
    }
    GgufBytes &text(const std::string &key, const std::string &value)
    {
        str(m_kv, key);
        put(m_kv, 8, 4);
        str(m_kv, value);
        ++m_kvCount;
        return *this;
    }
    GgufBytes &strings(const std::string &key, std::uint64_t count)
    {
        str(m_kv, key);
        put(m_kv, 9, 4);
        put(m_kv, 8, 4);
        put(m_kv, count, 8);
        for (std::uint64_t i = 0; i < count; ++i)
            str(m_kv, "t" + std::to_string(i));
        ++m_kvCount;
        return *this;
    }
    /// Any bytes as one metadata entry's type and value.
    GgufBytes &raw(const std::string &key, std::uint32_t type, const std::string &value)
    {
        str(m_kv, key);
        put(m_kv, type, 4);
        m_kv += value;
        ++m_kvCount;
        return *this;
    }
    GgufBytes &tensor(const std::string &name, std::vector<std::uint64_t> dims, std::uint32_t type,
                      std::uint64_t offset)
    {
        str(m_tensors, name);
        put(m_tensors, dims.size(), 4);
        for (std::uint64_t d : dims)
            put(m_tensors, d, 8);
        put(m_tensors, type, 4);
        put(m_tensors, offset, 8);
        ++m_tensorCount;
        return *this;
    }
    std::string bytes(std::uint64_t tensorCount, std::uint64_t kvCount) const
    {
        std::string out = m_head;
        put(out, tensorCount, 8);
        put(out, kvCount, 8);
        return out + m_kv + m_tensors;
    }
    std::string bytes() const { return bytes(m_tensorCount, m_kvCount); }

    static void put(std::string &out, std::uint64_t value, int width)
    {
        for (int i = 0; i < width; ++i)
            out += char((value >> (8 * i)) & 0xff);
    }
    static void str(std::string &out, const std::string &text)
    {
        put(out, text.size(), 8);
        out += text;
    }

private:
    GgufBytes &kv(const std::string &key, std::uint32_t type, std::uint64_t value, int width)
    {
        str(m_kv, key);
        put(m_kv, type, 4);
        put(m_kv, value, width);
        ++m_kvCount;
        return *this;
    }

    std::string m_head;
    std::string m_kv;
    std::string m_tensors;
    std::uint64_t m_kvCount = 0;
    std::uint64_t m_tensorCount = 0;
};

shardscope::protocol::Expected<GgufModel, std::string> read(const std::string &bytes)
{
    std::istringstream in(bytes);
    return readGguf(in);
}

/// A two-layer llama with F32 norms, F16 embeddings and Q4_K / Q8_0 weights.
GgufBytes llama()
{
    GgufBytes file;
    file.text("general.architecture", "llama")
        .text("general.name", "tiny")
        .u32("llama.block_count", 2)
        .u32("llama.embedding_length", 256)
        .u32("llama.feed_forward_length", 512)
        .u32("llama.attention.head_count", 8)
        .u32("llama.attention.head_count_kv", 2)
        .u64("llama.context_length", 4096)
        .strings("tokenizer.ggml.tokens", 300);
    file.tensor("token_embd.weight", {256, 300}, 1, 0)         // F16: 153600 B
        .tensor("blk.0.attn_norm.weight", {256}, 0, 153600)    // F32: 1024 B
        .tensor("blk.0.ffn_up.weight", {256, 512}, 12, 154624) // Q4_K: 512 blocks × 144 B
        .tensor("blk.1.ffn_up.weight", {256, 512}, 12, 228352) // Q4_K
        .tensor("output.weight", {256, 300}, 8, 302080);       // Q8_0: 2400 blocks × 34 B
    return file;
}

void expectRefused(const std::string &bytes, const std::string &words)
{
    const auto model = read(bytes);
    ASSERT_FALSE(model.ok());
    EXPECT_NE(model.error().find(words), std::string::npos) << model.error();
}

} // namespace

TEST(GgufHeader, ALlamaFilesShapeAndTypesAreRead)
{
    const auto model = read(llama().bytes());
    ASSERT_TRUE(model.ok()) << model.error();
    EXPECT_EQ(model->version, 3u);
    EXPECT_EQ(model->architecture, "llama");
    EXPECT_EQ(model->name, "tiny");
    EXPECT_EQ(model->blockCount, 2u);
    EXPECT_EQ(model->embeddingLength, 256u);
    EXPECT_EQ(model->feedForwardLength, 512u);
    EXPECT_EQ(model->headCount, 8u);
    EXPECT_EQ(model->headCountKv, 2u);
    EXPECT_EQ(model->contextLength, 4096u);
    EXPECT_EQ(model->vocabSize, 300u) << "the tokens' count, without llama.vocab_size";
    EXPECT_EQ(model->tensorCount, 5u);
    EXPECT_EQ(model->tensorBytes, 153600u + 1024u + 2u * 73728u + 81600u);
    EXPECT_EQ(model->types,
              (std::vector<GgufTypeShare>{
                  {"F16", 1, 153600}, {"Q4_K", 2, 147456}, {"Q8_0", 1, 81600}, {"F32", 1, 1024}}));
    EXPECT_EQ(model->headerBytes % 32, 0u);
    EXPECT_EQ(model->headerBytes, (llama().bytes().size() + 31) / 32 * 32);
}

TEST(GgufHeader, VersionTwoAndAnOwnAlignmentAndVocabSize)
{
    GgufBytes file(2);
    file.text("general.architecture", "qwen2").u32("general.alignment", 64).u32("qwen2.vocab_size", 151936);
    file.tensor("a", {64}, 0, 0).tensor("b", {64}, 0, 256);
    const auto model = read(file.bytes());
    ASSERT_TRUE(model.ok()) << model.error();
    EXPECT_EQ(model->version, 2u);
    EXPECT_EQ(model->alignment, 64u);
    EXPECT_EQ(model->vocabSize, 151936u);
    EXPECT_FALSE(model->blockCount.has_value());
    EXPECT_EQ(model->headerBytes % 64, 0u);

    GgufBytes misaligned(2);
    misaligned.u32("general.alignment", 64).tensor("a", {64}, 0, 32);
    expectRefused(misaligned.bytes(), "offset 32 is not a multiple of the alignment 64");
    GgufBytes odd;
    odd.u32("general.alignment", 48);
    expectRefused(odd.bytes(), "not a power of two");
}

TEST(GgufHeader, ANegativeOrFloatValueIsNoShape)
{
    GgufBytes file;
    file.text("general.architecture", "llama").i32("llama.block_count", -3);
    std::string half;
    GgufBytes::put(half, 0x3f800000, 4); // 1.0f
    file.raw("llama.embedding_length", 6, half);
    const auto model = read(file.bytes());
    ASSERT_TRUE(model.ok()) << model.error();
    EXPECT_FALSE(model->blockCount.has_value());
    EXPECT_FALSE(model->embeddingLength.has_value());
}

TEST(GgufHeader, BrokenHeadersAreRefusedWithWhereAndWhy)
{
    expectRefused("", "ends inside its header, at byte 0");
    expectRefused(GgufBytes(3, "GGML").bytes(), "not a GGUF file");
    expectRefused(GgufBytes(1).bytes(), "GGUF version 1 is not supported");
    // Cut anywhere: never read past the end, always a reason.
    const std::string whole = llama().bytes();
    for (std::size_t cut = 0; cut < whole.size(); cut += 7)
        expectRefused(whole.substr(0, cut), "ends inside its header");

    expectRefused(GgufBytes().bytes(kMaxGgufTensors + 1, 0), "tensors are over the limit");
    expectRefused(GgufBytes().bytes(0, kMaxGgufMetadata + 1), "metadata entries are over the limit");
    expectRefused(GgufBytes().text("a", "x").text("a", "y").bytes(), "metadata 1: its key is there twice");
    expectRefused(GgufBytes().raw("k", 13, "").bytes(), "metadata 0 (k): value type 13 is not a GGUF type");

    std::string longString;
    GgufBytes::put(longString, kMaxGgufStringBytes + 1, 8);
    expectRefused(GgufBytes().raw("general.name", 8, longString).bytes(),
                  "metadata 0 (general.name): a string of 1048577 bytes is over the limit");
    std::string hugeArray;
    GgufBytes::put(hugeArray, 0, 4);
    GgufBytes::put(hugeArray, kMaxGgufArray + 1, 8);
    expectRefused(GgufBytes().raw("a", 9, hugeArray).bytes(),
                  "an array of 4194305 elements is over the limit");
    std::string nested;
    GgufBytes::put(nested, 9, 4);
    GgufBytes::put(nested, 1, 8);
    expectRefused(GgufBytes().raw("a", 9, nested).bytes(), "an array of arrays");
}

TEST(GgufHeader, ImpossibleTensorsAreRefused)
{
    expectRefused(GgufBytes().tensor("t", {}, 0, 0).bytes(), "tensor 0 (t): 0 dimensions");
    expectRefused(GgufBytes().tensor("t", {1, 1, 1, 1, 1}, 0, 0).bytes(), "5 dimensions");
    expectRefused(GgufBytes().tensor("t", {4, 0}, 0, 0).bytes(), "a dimension of 0 is impossible");
    expectRefused(GgufBytes().tensor("t", {1ull << 40, 1ull << 40}, 0, 0).bytes(), "impossible");
    expectRefused(GgufBytes().tensor("t", {64}, 4, 0).bytes(), "type 4 is not a ggml type");
    expectRefused(GgufBytes().tensor("t", {100}, 12, 0).bytes(), "100 values are not whole blocks of Q4_K");
}

TEST(GgufHeader, TypeSizesAreGgmls)
{
    EXPECT_EQ(ggmlTypeName(0), "F32");
    EXPECT_EQ(ggmlTypeName(30), "BF16");
    EXPECT_EQ(ggmlTypeName(5), "");
    EXPECT_EQ(ggmlTypeName(36), "");
    EXPECT_EQ(ggmlBytes(2, 4096), 4096u / 32 * 18);    // Q4_0
    EXPECT_EQ(ggmlBytes(8, 4096), 4096u / 32 * 34);    // Q8_0
    EXPECT_EQ(ggmlBytes(14, 4096), 4096u / 256 * 210); // Q6_K
    EXPECT_EQ(ggmlBytes(30, 10), 20u);
    EXPECT_FALSE(ggmlBytes(12, 100).has_value());
}

TEST(GgufHeader, AFileOnDiskIsReadAndAMissingOneNamed)
{
    const test::TempDir dir;
    const std::string header = llama().bytes();
    // Padded to the alignment, then the start of the weights, which are never read.
    const std::string path
        = dir.write("tiny.gguf", header + std::string((header.size() + 31) / 32 * 32 - header.size(), '\0')
                                     + std::string(1000, '\x01'));
    const auto model = readGgufFile(path);
    ASSERT_TRUE(model.ok()) << model.error();
    EXPECT_EQ(model->blockCount, 2u);
    const auto missing = readGgufFile(path + ".absent");
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().find("cannot open " + path + ".absent"), std::string::npos) << missing.error();
}
