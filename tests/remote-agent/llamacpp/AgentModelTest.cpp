// The agent's gguf_write and gguf_read over its JSON-lines session: a copy of the agent (with its
// lib/) in a temporary folder writes the tiny preset in models/ beside itself, with progress lines,
// uses it again the second time, reads it back by path, and answers model_failed or bad_request
// for what it cannot do.
#include "tests/remote-agent/probe/TestSupport.h"

#include "remote-agent/llamacpp/ModelFiles.h"
#include "remote-agent/protocol/Gguf.h"
#include "remote-agent/protocol/Messages.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <variant>

namespace shardscope::llamacpp {
namespace {

using namespace std::chrono_literals;
using namespace shardscope::protocol;
namespace fs = std::filesystem;
namespace test = shardscope::probe::test;

const std::string kAgent = SHARDSCOPE_AGENT_PATH;

/// The agent's answer to request `id`, and how many progress lines came before it.
struct Answer {
    Message message;
    int progressLines = 0;
};

Answer answerTo(test::ChildProcess &agent, std::int64_t id)
{
    Answer answer;
    while (const auto line = agent.readLine(60s)) {
        auto parsed = parseMessage(*line);
        EXPECT_TRUE(parsed.ok()) << *line;
        if (!parsed)
            break;
        if (const auto *progress = std::get_if<Progress>(&parsed.value())) {
            EXPECT_EQ(progress->id, id);
            EXPECT_GE(progress->fraction, 0.0);
            EXPECT_LE(progress->fraction, 1.0);
            ++answer.progressLines;
            continue;
        }
        if (std::get_if<LogLine>(&parsed.value()))
            continue;
        answer.message = parsed.value();
        return answer;
    }
    ADD_FAILURE() << "no answer to request " << id;
    answer.message = LogLine{"error", "no answer"};
    return answer;
}

class AgentModel : public ::testing::Test
{
protected:
    void SetUp() override
    {
        // A copy, not a link: /proc/self/exe names the copy, so models/ is made in the temporary folder.
        fs::copy_file(kAgent, m_dir.path() + "/shardscope-agent");
        fs::permissions(m_dir.path() + "/shardscope-agent", fs::perms::owner_all);
        fs::create_directory_symlink(fs::path(kAgent).parent_path() / "lib", m_dir.path() + "/lib");
        m_agent = std::make_unique<test::ChildProcess>(
            std::vector<std::string>{m_dir.path() + "/shardscope-agent", "session"});
        ASSERT_TRUE(m_agent->started());
        const auto hello = m_agent->readLine(10s);
        ASSERT_TRUE(hello.has_value());
        const auto parsed = parseMessage(*hello);
        ASSERT_TRUE(parsed.ok());
        const auto *h = std::get_if<Hello>(&parsed.value());
        ASSERT_NE(h, nullptr);
        for (const char *method : {"gguf_read", "gguf_write"})
            EXPECT_NE(std::find(h->capabilities.begin(), h->capabilities.end(), method),
                      h->capabilities.end())
                << method;
    }

    Answer call(std::int64_t id, const std::string &method, const nlohmann::json &params)
    {
        EXPECT_TRUE(m_agent->write(serialize(Request{id, method, params}) + '\n'));
        return answerTo(*m_agent, id);
    }

    test::TempDir m_dir;
    std::unique_ptr<test::ChildProcess> m_agent;
};

TEST_F(AgentModel, WritesThePresetBesideItselfOnceAndReadsItBack)
{
    const GgufWriteParams params{"tiny", GgufQuant::Q4_0, 3, 1024};
    const Answer first = call(1, "gguf_write", params);
    const auto *result = std::get_if<Result>(&first.message);
    ASSERT_NE(result, nullptr) << serialize(first.message);
    const auto reply = parseGgufWriteReply(result->data);
    ASSERT_TRUE(reply.ok()) << reply.error().message;
    const std::string expected = m_dir.path() + "/models/" + presetModelFileName(params);
    EXPECT_EQ(reply->path, expected);
    EXPECT_EQ(presetModelFileName(params), "tiny-q4_0-s3-c1024.gguf");
    EXPECT_FALSE(reply->reused);
    EXPECT_EQ(reply->bytes, fs::file_size(expected));
    EXPECT_EQ(reply->model.contextLength, 1024u);
    EXPECT_EQ(reply->model.types.front().type, "Q4_0");
    EXPECT_GE(first.progressLines, 1);

    const Answer second = call(2, "gguf_write", params);
    const auto *again = std::get_if<Result>(&second.message);
    ASSERT_NE(again, nullptr) << serialize(second.message);
    const auto reused = parseGgufWriteReply(again->data);
    ASSERT_TRUE(reused.ok());
    EXPECT_TRUE(reused->reused);
    EXPECT_EQ(reused->seconds, 0.0);
    EXPECT_EQ(reused->model, reply->model);

    // A file cut short is not used again: it is written anew.
    fs::resize_file(expected, reply->bytes - 1);
    const Answer third = call(3, "gguf_write", params);
    const auto *rewritten = std::get_if<Result>(&third.message);
    ASSERT_NE(rewritten, nullptr) << serialize(third.message);
    EXPECT_FALSE(parseGgufWriteReply(rewritten->data)->reused);
    EXPECT_EQ(fs::file_size(expected), reply->bytes);

    const Answer read = call(4, "gguf_read", GgufReadParams{expected});
    const auto *header = std::get_if<Result>(&read.message);
    ASSERT_NE(header, nullptr) << serialize(read.message);
    const auto model = parseGgufModel(header->data);
    ASSERT_TRUE(model.ok()) << model.error().message;
    EXPECT_EQ(*model, reply->model);
}

TEST_F(AgentModel, WhatItCannotDoIsAnErrorThatSaysWhy)
{
    const auto errorOf = [](const Answer &answer) {
        const auto *error = std::get_if<ErrorReply>(&answer.message);
        EXPECT_NE(error, nullptr) << serialize(answer.message);
        return error ? *error : ErrorReply{};
    };
    const ErrorReply missing = errorOf(call(1, "gguf_read", GgufReadParams{m_dir.path() + "/none.gguf"}));
    EXPECT_EQ(missing.code, AgentErrorCode::ModelFailed);
    EXPECT_NE(missing.message.find("none.gguf"), std::string::npos) << missing.message;

    const std::string notGguf = m_dir.write("notes.gguf", "this is not a model\n");
    const ErrorReply wrong = errorOf(call(2, "gguf_read", GgufReadParams{notGguf}));
    EXPECT_EQ(wrong.code, AgentErrorCode::ModelFailed);

    const ErrorReply relative = errorOf(call(3, "gguf_read", nlohmann::json{{"path", "model.gguf"}}));
    EXPECT_EQ(relative.code, AgentErrorCode::BadRequest);
    EXPECT_NE(relative.message.find("absolute"), std::string::npos) << relative.message;

    const ErrorReply unknown
        = errorOf(call(4, "gguf_write", nlohmann::json{{"model", "gpt-9"}, {"quant", "q8_0"}}));
    EXPECT_EQ(unknown.code, AgentErrorCode::BadRequest);
    EXPECT_NE(unknown.message.find("preset"), std::string::npos) << unknown.message;

    // models/ cannot be made where the agent is: a file holds its name.
    m_dir.write("models", "in the way\n");
    const ErrorReply blocked
        = errorOf(call(5, "gguf_write", GgufWriteParams{"tiny", GgufQuant::F16, 1, 512}));
    EXPECT_EQ(blocked.code, AgentErrorCode::ModelFailed);
    EXPECT_NE(blocked.message.find("models"), std::string::npos) << blocked.message;
}

} // namespace
} // namespace shardscope::llamacpp
