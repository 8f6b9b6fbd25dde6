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
#include <iterator>
#include <set>
#include <string>

using namespace shardscope;
using namespace shardscope::sshtest;

namespace {

using shardscope::test::CliRun;

/// Whether a stand-in still runs bound to one of `addresses` (this test's testbed nodes: other
/// tests' stand-ins may run meanwhile, on their own testbed's addresses).
bool standInRunningOn(const std::vector<std::string> &addresses)
{
    std::error_code error;
    for (const auto &entry : std::filesystem::directory_iterator("/proc", error)) {
        std::ifstream cmdline(entry.path() / "cmdline", std::ios::binary);
        const std::string command{std::istreambuf_iterator<char>(cmdline), {}};
        if (command.find(SHARDSCOPE_STANDIN_LLAMACPP_DIR) == std::string::npos)
            continue;
        for (const std::string &address : addresses)
            if (command.find(std::string(1, '\0') + address + '\0') != std::string::npos)
                return true;
    }
    return false;
}

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

    /// Whether a stand-in still runs on this test's nodes.
    bool standInRunning() const
    {
        std::vector<std::string> addresses;
        for (const testbed::TestbedNode &node : m_testbed->nodes())
            addresses.push_back(node.address);
        return standInRunningOn(addresses);
    }
};

} // namespace

TEST_F(LlamaCppCliTest, ASplitOverRpcIsStartedMeasuredStoredAndStopped)
{
    const std::string model = m_dir.filePath(QStringLiteral("tiny.gguf")).toStdString();
    ASSERT_TRUE(llamacpp::writeGgufFile(model, llamacpp::GgufSpec{*protocol::presetModelShape("tiny"),
                                                                  protocol::GgufQuant::Q8_0, 1, 2048})
                    .ok());
    const CliRun result
        = run(arguments({QStringLiteral("--engine"), QStringLiteral("llama.cpp"), QStringLiteral("--layout"),
                         QStringLiteral("pp"), QStringLiteral("--model-file"), QString::fromStdString(model),
                         QStringLiteral("--llama-bin"), QStringLiteral(SHARDSCOPE_STANDIN_LLAMACPP_DIR),
                         QStringLiteral("--prompt"), QStringLiteral("16"), QStringLiteral("--gen"),
                         QStringLiteral("8"), QStringLiteral("--requests"), QStringLiteral("4"),
                         QStringLiteral("--tensor-split"), QStringLiteral("1,3"), QStringLiteral("--json")}));
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
    // --tensor-split 1,3 on CPU builds: node0 keeps one of the tiny model's 4 layers, node1 runs 3.
    EXPECT_NE(server["command_line"].dump().find(R"("-ngl","3")"), std::string::npos) << server.dump();
    ASSERT_EQ(document["steps"].size(), 1u);
    EXPECT_EQ(document["steps"][0]["records"].size(), 4u);
    EXPECT_EQ(document["plan"].value("software", ""), "llama.cpp");
    for (const auto &entry : llama["servers"])
        EXPECT_TRUE(entry.contains("stopped")) << entry.dump();
    EXPECT_FALSE(standInRunning());
}

TEST_F(LlamaCppCliTest, OneCopyPerNodeServesTheRequestsFromBothAndIsStored)
{
    const CliRun result = run(arguments(
        {QStringLiteral("--engine"), QStringLiteral("llama.cpp"), QStringLiteral("--layout"),
         QStringLiteral("replicas"), QStringLiteral("--model"), QStringLiteral("tiny"),
         QStringLiteral("--quant"), QStringLiteral("q4_0"), QStringLiteral("--llama-bin"),
         QStringLiteral(SHARDSCOPE_STANDIN_LLAMACPP_DIR), QStringLiteral("--prompt"), QStringLiteral("16"),
         QStringLiteral("--gen"), QStringLiteral("8"), QStringLiteral("--requests"), QStringLiteral("4"),
         QStringLiteral("--threads"), QStringLiteral("1"), QStringLiteral("--json")}));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    const nlohmann::json document = nlohmann::json::parse(result.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    EXPECT_EQ(document.value("status", ""), "complete");
    const nlohmann::json &llama = document["llama_cpp"];
    ASSERT_EQ(llama["servers"].size(), 2u);
    // A llama-server on each node, bound to that node's address, no RPC, one thread (--threads 1).
    for (int i : {0, 1}) {
        const nlohmann::json &server = llama["servers"][std::size_t(i)]["started"];
        EXPECT_EQ(server["command_line"][2], m_testbed->nodes()[std::size_t(i)].address) << server.dump();
        EXPECT_EQ(server["command_line"].dump().find("--rpc"), std::string::npos) << server.dump();
        EXPECT_NE(server["command_line"].dump().find(R"("-t","1")"), std::string::npos) << server.dump();
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
    EXPECT_TRUE(text.contains(QStringLiteral("ShardScope started these servers")))
        << report.out.toStdString();
    EXPECT_TRUE(text.contains(QString::fromStdString(plan["launch"][1]["lines"].back().get<std::string>())))
        << report.out.toStdString();
}

TEST_F(LlamaCppCliTest, SeveralLayoutsRunInTurnEachStoredAsItsOwnRun)
{
    const CliRun result = run(
        arguments({QStringLiteral("--engine"), QStringLiteral("llama.cpp"), QStringLiteral("--layouts"),
                   QStringLiteral("single,split,copies"), QStringLiteral("--model"), QStringLiteral("tiny"),
                   QStringLiteral("--quant"), QStringLiteral("q4_0"), QStringLiteral("--llama-bin"),
                   QStringLiteral(SHARDSCOPE_STANDIN_LLAMACPP_DIR), QStringLiteral("--prompt"),
                   QStringLiteral("16"), QStringLiteral("--gen"), QStringLiteral("8"),
                   QStringLiteral("--requests"), QStringLiteral("3"), QStringLiteral("--json")}));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    const nlohmann::json document = nlohmann::json::parse(result.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    ASSERT_EQ(document["runs"].size(), 3u) << result.out.toStdString();
    std::set<qint64> ids;
    const std::vector<std::string> layouts{"single", "pp", "replicas"};
    for (std::size_t i = 0; i < layouts.size(); ++i) {
        const nlohmann::json &run = document["runs"][i];
        EXPECT_EQ(run.value("layout", ""), layouts[i]);
        EXPECT_EQ(run.value("status", ""), "complete") << run.dump();
        EXPECT_EQ(run["plan"].value("layout", ""), layouts[i]);
        EXPECT_EQ(run["steps"][0]["records"].size(), 3u);
        // One machine: one llama-server; the split and the copies: a server on each node.
        EXPECT_EQ(run["llama_cpp"]["servers"].size(), i == 0 ? 1u : 2u) << run.dump();
        for (const auto &entry : run["llama_cpp"]["servers"])
            EXPECT_TRUE(entry.contains("stopped")) << entry.dump();
        ids.insert(run.value("run_id", qint64(0)));
    }
    EXPECT_EQ(ids.size(), 3u) << "each layout its own stored run";
    EXPECT_FALSE(ids.contains(0));
    EXPECT_FALSE(standInRunning());

    const CliRun runs
        = run({QStringLiteral("runs"), QStringLiteral("--kind"), QStringLiteral("serve"),
               QStringLiteral("--json"), QStringLiteral("--db"), m_dir.filePath(QStringLiteral("cli.db"))});
    ASSERT_EQ(runs.exitCode, 0) << runs.err.toStdString();
    const nlohmann::json stored = nlohmann::json::parse(runs.out.toStdString(), nullptr, false);
    ASSERT_FALSE(stored.is_discarded()) << runs.out.toStdString();
    EXPECT_GE(stored.dump().size(), 2u);
    std::size_t found = 0;
    for (const qint64 id : ids)
        found += stored.dump().find("\"id\":" + std::to_string(id)) != std::string::npos ? 1 : 0;
    EXPECT_EQ(found, 3u) << runs.out.toStdString();
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
          QStringList{QStringLiteral("--engine"), QStringLiteral("llama.cpp"), QStringLiteral("--model"),
                      QStringLiteral("tiny"), QStringLiteral("--layouts"), QStringLiteral("single,tp")},
          QStringList{QStringLiteral("--engine"), QStringLiteral("llama.cpp"), QStringLiteral("--model"),
                      QStringLiteral("tiny"), QStringLiteral("--layouts"), QStringLiteral("split,pp")},
          QStringList{QStringLiteral("--engine"), QStringLiteral("llama.cpp"), QStringLiteral("--model"),
                      QStringLiteral("tiny"), QStringLiteral("--layouts"), QStringLiteral("single,copies"),
                      QStringLiteral("--layout"), QStringLiteral("single")},
          QStringList{QStringLiteral("--layouts"), QStringLiteral("single,copies"),
                      QStringLiteral("--endpoint"), QStringLiteral("http://10.0.0.1:8080")},
          QStringList{QStringLiteral("--model-file"), QStringLiteral("/m.gguf"), QStringLiteral("--endpoint"),
                      QStringLiteral("http://10.0.0.1:8080")},
          QStringList{QStringLiteral("--engine"), QStringLiteral("llama.cpp"), QStringLiteral("--model"),
                      QStringLiteral("tiny"), QStringLiteral("--tensor-split"), QStringLiteral("1,x")},
          QStringList{QStringLiteral("--engine"), QStringLiteral("llama.cpp"), QStringLiteral("--model"),
                      QStringLiteral("tiny"), QStringLiteral("--tensor-split"), QStringLiteral("-1,2")},
          QStringList{QStringLiteral("--tensor-split"), QStringLiteral("1,1"), QStringLiteral("--endpoint"),
                      QStringLiteral("http://10.0.0.1:8080")},
          QStringList{QStringLiteral("--engine"), QStringLiteral("llama.cpp"), QStringLiteral("--model"),
                      QStringLiteral("tiny"), QStringLiteral("--threads"), QStringLiteral("0")},
          QStringList{QStringLiteral("--threads"), QStringLiteral("2"), QStringLiteral("--endpoint"),
                      QStringLiteral("http://10.0.0.1:8080")}}) {
        const CliRun result = run(arguments(wrong));
        EXPECT_EQ(result.exitCode, 2)
            << wrong.join(QLatin1Char(' ')).toStdString() << ": " << result.err.toStdString();
    }
}
