// shardscope-cli serve-bench --engine llama.cpp over SSH to two testbed nodes (network namespaces
// with their own sshd), as a subprocess: ShardScope starts the stand-in rpc-server on node1 and
// llama-server --rpc on node0 (tests/remote-agent/llamacpp/StandInLlamaCpp.cpp, which refuse any
// address but the one they were given), measures it from node0, prints the launch lines with the
// real ports, stores the run and leaves nothing running. Also what the CLI refuses before it
// connects.
#include "tests/core/ssh/SshTestSupport.h"

#include "CliRunner.h"
#include "remote-agent/llamacpp/GgufWriter.h"

#include <QProcessEnvironment>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>

using namespace shardscope;
using namespace shardscope::sshtest;

namespace {

using shardscope::test::CliRun;

class LlamaCppCliTest : public SshTestbedTest
{
protected:
    CliRun run(const QStringList &arguments)
    {
        QProcessEnvironment env = shardscope::test::isolatedEnvironment(m_dir.path());
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        return shardscope::test::runCli(QStringLiteral(SHARDSCOPE_CLI_PATH), arguments, env, 120000);
    }

    QStringList arguments(const QStringList &more) const
    {
        QStringList list{QStringLiteral("serve-bench")};
        for (int i : {0, 1}) {
            const testbed::TestbedNode &node = m_testbed->nodes()[std::size_t(i)];
            list << QStringLiteral("--host")
                 << QStringLiteral("root@%1:%2").arg(qs(node.address)).arg(node.sshPort);
        }
        list << QStringLiteral("--ssh-config") << QStringLiteral("none") << QStringLiteral("--identity")
             << qs(m_testbed->userKeyPath()) << QStringLiteral("--known-hosts")
             << qs(m_testbed->knownHostsPath()) << QStringLiteral("--remote-agent")
             << QStringLiteral(SHARDSCOPE_AGENT_PATH) << QStringLiteral("--db")
             << m_dir.filePath(QStringLiteral("cli.db"));
        return list + more;
    }

    static QString qs(const std::string &text) { return QString::fromStdString(text); }
};

/// Whether any process still runs a stand-in.
bool standInRunning()
{
    for (const auto &entry : std::filesystem::directory_iterator("/proc")) {
        std::ifstream cmdline(entry.path() / "cmdline");
        std::string command;
        std::getline(cmdline, command, '\0');
        if (command.find(SHARDSCOPE_STANDIN_LLAMACPP_DIR) != std::string::npos)
            return true;
    }
    return false;
}

} // namespace

TEST_F(LlamaCppCliTest, ASplitOverRpcIsStartedMeasuredStoredAndStopped)
{
    const std::string model = m_dir.filePath(QStringLiteral("tiny.gguf")).toStdString();
    ASSERT_TRUE(llamacpp::writeGgufFile(model, llamacpp::GgufSpec{*protocol::presetModelShape("tiny"),
                                                                  protocol::GgufQuant::Q8_0, 1, 2048})
                    .ok());
    const CliRun result = run(arguments(
        {QStringLiteral("--engine"), QStringLiteral("llama.cpp"), QStringLiteral("--layout"),
         QStringLiteral("pp"), QStringLiteral("--model-file"), QString::fromStdString(model),
         QStringLiteral("--llama-bin"), QStringLiteral(SHARDSCOPE_STANDIN_LLAMACPP_DIR),
         QStringLiteral("--prompt"), QStringLiteral("16"), QStringLiteral("--gen"), QStringLiteral("8"),
         QStringLiteral("--requests"), QStringLiteral("4"), QStringLiteral("--json")}));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    const nlohmann::json document = nlohmann::json::parse(result.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    EXPECT_EQ(document.value("status", ""), "complete");
    ASSERT_TRUE(document.contains("llama_cpp"));
    const nlohmann::json &llama = document["llama_cpp"];
    ASSERT_EQ(llama["servers"].size(), 2u);
    const std::string node0 = m_testbed->nodes()[0].address;
    const std::string node1 = m_testbed->nodes()[1].address;
    const nlohmann::json &rpc = llama["servers"][0]["started"];
    const nlohmann::json &server = llama["servers"][1]["started"];
    // Each bound to its own node's address; llama-server pointed at the rpc-server's real port.
    EXPECT_EQ(rpc["command_line"][2], node1);
    EXPECT_EQ(server["command_line"][2], node0);
    const std::string endpoint = node1 + ":" + std::to_string(rpc["port"].get<int>());
    EXPECT_NE(server["command_line"].dump().find(endpoint), std::string::npos) << server.dump();
    EXPECT_NE(llama["launch"].back()["lines"].back().get<std::string>().find(endpoint), std::string::npos);
    ASSERT_EQ(document["steps"].size(), 1u);
    EXPECT_EQ(document["steps"][0]["records"].size(), 4u);
    EXPECT_EQ(document["plan"].value("software", ""), "llama.cpp");
    for (const auto &entry : llama["servers"])
        EXPECT_TRUE(entry.contains("stopped")) << entry.dump();
    EXPECT_FALSE(standInRunning());
}

TEST_F(LlamaCppCliTest, OneCopyPerNodeServesTheRequestsFromBothAndIsStored)
{
    const CliRun result
        = run(arguments({QStringLiteral("--engine"), QStringLiteral("llama.cpp"), QStringLiteral("--layout"),
                         QStringLiteral("replicas"), QStringLiteral("--model"), QStringLiteral("tiny"),
                         QStringLiteral("--quant"), QStringLiteral("q4_0"), QStringLiteral("--llama-bin"),
                         QStringLiteral(SHARDSCOPE_STANDIN_LLAMACPP_DIR), QStringLiteral("--prompt"),
                         QStringLiteral("16"), QStringLiteral("--gen"), QStringLiteral("8"),
                         QStringLiteral("--requests"), QStringLiteral("4"), QStringLiteral("--json")}));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    const nlohmann::json document = nlohmann::json::parse(result.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    EXPECT_EQ(document.value("status", ""), "complete");
    const nlohmann::json &llama = document["llama_cpp"];
    ASSERT_EQ(llama["servers"].size(), 2u);
    // A llama-server on each node, bound to that node's address, no RPC.
    for (int i : {0, 1}) {
        const nlohmann::json &server = llama["servers"][std::size_t(i)]["started"];
        EXPECT_EQ(server["command_line"][2], m_testbed->nodes()[std::size_t(i)].address) << server.dump();
        EXPECT_EQ(server["command_line"].dump().find("--rpc"), std::string::npos) << server.dump();
    }
    const nlohmann::json &plan = document["plan"];
    EXPECT_EQ(plan.value("layout", ""), "replicas");
    ASSERT_EQ(plan["copy_endpoints"].size(), 1u) << plan.dump();
    EXPECT_NE(plan["copy_endpoints"][0].get<std::string>().find(m_testbed->nodes()[1].address),
              std::string::npos);
    EXPECT_EQ(plan["launch"].size(), 2u) << plan.dump();
    ASSERT_EQ(document["steps"].size(), 1u);
    EXPECT_EQ(document["steps"][0]["records"].size(), 4u);
    for (const auto &record : document["steps"][0]["records"])
        EXPECT_FALSE(record.contains("error")) << record.dump();
    for (const auto &entry : llama["servers"])
        EXPECT_TRUE(entry.contains("stopped")) << entry.dump();
    EXPECT_FALSE(standInRunning());

    // The stored run's report names the copies and the lines that start them again.
    const CliRun report = run({QStringLiteral("report"), QStringLiteral("--run"),
                               QString::number(document["run_id"].get<qint64>()), QStringLiteral("--pdf"),
                               m_dir.filePath(QStringLiteral("copies.pdf")), QStringLiteral("--db"),
                               m_dir.filePath(QStringLiteral("cli.db"))});
    ASSERT_EQ(report.exitCode, 0) << report.err.toStdString();
    const QString text = QString::fromUtf8(report.out);
    EXPECT_TRUE(text.contains(QStringLiteral("Copies: the requests went round robin over")))
        << report.out.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("ShardScope started the servers"))) << report.out.toStdString();
    EXPECT_TRUE(text.contains(QString::fromStdString(plan["launch"][1]["lines"].back().get<std::string>())))
        << report.out.toStdString();
}

TEST_F(LlamaCppCliTest, WhatItCannotRunIsAUsageErrorBeforeAnyConnection)
{
    for (const QStringList &wrong :
         {QStringList{QStringLiteral("--engine"), QStringLiteral("vllm")},
          QStringList{QStringLiteral("--engine"), QStringLiteral("llama.cpp")},
          QStringList{QStringLiteral("--engine"), QStringLiteral("llama.cpp"), QStringLiteral("--model"),
                      QStringLiteral("tiny"), QStringLiteral("--endpoint"),
                      QStringLiteral("http://10.0.0.1:8080")},
          QStringList{QStringLiteral("--engine"), QStringLiteral("llama.cpp"), QStringLiteral("--model"),
                      QStringLiteral("tiny"), QStringLiteral("--layout"), QStringLiteral("tp")},
          QStringList{QStringLiteral("--engine"), QStringLiteral("llama.cpp"), QStringLiteral("--model"),
                      QStringLiteral("tiny"), QStringLiteral("--quant"), QStringLiteral("q5_k")},
          QStringList{QStringLiteral("--model-file"), QStringLiteral("/m.gguf"), QStringLiteral("--endpoint"),
                      QStringLiteral("http://10.0.0.1:8080")}}) {
        const CliRun result = run(arguments(wrong));
        EXPECT_EQ(result.exitCode, 2)
            << wrong.join(QLatin1Char(' ')).toStdString() << ": " << result.err.toStdString();
    }
}
