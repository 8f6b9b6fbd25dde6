// shardscope-cli serve-bench as a subprocess against a scripted llama-server on 127.0.0.1
// (tests/remote-agent/serve/ScriptedServer.h), sent from this computer's agent: what it prints, what
// it stores, that the API key reaches the server and nothing else, and its usage errors.
#include "CliRunner.h"
#include "core/store/ResultStore.h"
#include "remote-agent/protocol/Inventory.h"
#include "tests/app/cli/CliTestFixture.h"
#include "tests/remote-agent/serve/ScriptedServer.h"

#include <QDir>
#include <QFile>

#include <tuple>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace shardscope::core;
using namespace shardscope::serve::test;
using namespace std::chrono_literals;

namespace {

using shardscope::test::CliRun;
using shardscope::test::CliTest;

constexpr const char *kKey = "sk-serve-cli-test-5f1e9a3c7b2d4e6f8a0b1c2d3e4f5a6b";

Script llamaScript(std::uint32_t tokens)
{
    return llamaServerScript(tokens, 16, 5.0, 20.0, 5ms, 5ms);
}

void answerAsLlamaServer(ScriptedServer &server)
{
    shardscope::serve::test::answerAsLlamaServer(server, "tiny.gguf", "b4756-c392e509", 2);
}

QStringList serveArguments(const ScriptedServer &server, const QString &db, const QStringList &more)
{
    return QStringList{QStringLiteral("serve-bench"),
                       QStringLiteral("--endpoint"),
                       QString::fromStdString(server.url()),
                       QStringLiteral("--from"),
                       QStringLiteral("local"),
                       QStringLiteral("--prompt"),
                       QStringLiteral("16"),
                       QStringLiteral("--gen"),
                       QStringLiteral("4"),
                       QStringLiteral("--requests"),
                       QStringLiteral("3"),
                       QStringLiteral("--warmup"),
                       QStringLiteral("0"),
                       QStringLiteral("--db"),
                       db}
           + more;
}

/// Every byte ShardScope left in the database's folder (the file and its journal).
QByteArray folderBytes(const QString &dir)
{
    QByteArray bytes;
    for (const QFileInfo &info : QDir(dir).entryInfoList(QDir::Files)) {
        QFile file(info.filePath());
        if (file.open(QIODevice::ReadOnly))
            bytes += file.readAll();
    }
    return bytes;
}

} // namespace

TEST_F(CliTest, ServeBenchMeasuresEveryStepStoresThemAndSendsTheKeyOnlyToTheServer)
{
    ScriptedServer server(llamaScript(4));
    ASSERT_TRUE(server.listening());
    answerAsLlamaServer(server);
    m_extraEnv.insert(QStringLiteral("SHARDSCOPE_API_KEY"), QString::fromLatin1(kKey));

    const CliRun result = run(
        serveArguments(server, dbPath(),
                       {QStringLiteral("--concurrency"), QStringLiteral("1,2"), QStringLiteral("--json")}));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    const auto document = nlohmann::json::parse(result.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    EXPECT_EQ(document["status"], "complete");
    EXPECT_EQ(document["from"], "This computer");
    EXPECT_EQ(document["plan"]["dialect"], "llama_cpp");
    EXPECT_EQ(document["plan"]["dialect_detected"], true);
    EXPECT_EQ(document["plan"]["software"], "llama.cpp");
    EXPECT_EQ(document["plan"]["model"]["name"], "tiny.gguf"); // the one model the server lists
    ASSERT_EQ(document["steps"].size(), 2u);
    for (std::size_t i = 0; i < 2; ++i) {
        const nlohmann::json &step = document["steps"][i];
        SCOPED_TRACE(i);
        EXPECT_EQ(step["concurrency"], i + 1);
        EXPECT_EQ(step["status"], "complete");
        EXPECT_EQ(step["summary"]["completed"], 3);
        EXPECT_EQ(step["summary"]["output_tokens"], 12);
        EXPECT_EQ(step["records"].size(), 3u);
    }

    // The key went to the server with every request, as a bearer token ...
    std::size_t posts = 0;
    for (const ReceivedRequest &request : server.requests()) {
        EXPECT_EQ(request.header("Authorization"), std::string("Bearer ") + kKey) << request.path;
        posts += request.method == "POST" ? 1 : 0;
    }
    EXPECT_EQ(posts, 6u);
    // ... and nowhere else: not in the output, not in the database.
    EXPECT_FALSE(result.out.contains(kKey));
    EXPECT_FALSE(result.err.contains(kKey));
    EXPECT_FALSE(folderBytes(m_dir.path()).contains(kKey));

    auto store = ResultStore::open(dbPath());
    ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
    auto runs = (*store)->runs(QStringLiteral("serve"));
    ASSERT_TRUE(runs.ok() && runs->size() == 1);
    EXPECT_EQ(runs->first().id, document["run_id"]);
    EXPECT_EQ(runs->first().status, RunStatus::Complete);
    ASSERT_NE(runs->first().config.serve(), nullptr) << runs->first().config.error.toStdString();
    EXPECT_EQ(runs->first().config.serve()->plan.software, QStringLiteral("llama.cpp"));
    auto steps = (*store)->serveResults(runs->first().id);
    ASSERT_TRUE(steps.ok()) << steps.error().detail.toStdString();
    ASSERT_EQ(steps->size(), 2);
    EXPECT_EQ(steps->at(1).concurrency, 2u);
    EXPECT_EQ(steps->at(1).records.size(), 3u);
    EXPECT_EQ(steps->at(1).summary.completed, 3u);
}

TEST_F(CliTest, ServeBenchStoresAStepWithFailedRequestsAsFailedAndSaysWhy)
{
    Script unavailable;
    unavailable.status = 503;
    unavailable.contentType = "application/json";
    unavailable.pieces = {R"({"error":{"code":503,"message":"Loading model"}})"};
    ScriptedServer server(unavailable);
    ASSERT_TRUE(server.listening());
    answerAsLlamaServer(server);

    const CliRun result = run(serveArguments(server, dbPath(), {}));
    EXPECT_EQ(result.exitCode, 1) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains("3 of 3 requests failed (3 HTTP 503)")) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains("server: llama.cpp b4756-c392e509")) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains("(failed)")) << result.out.toStdString();

    auto store = ResultStore::open(dbPath());
    ASSERT_TRUE(store.ok());
    auto runs = (*store)->runs(QStringLiteral("serve"));
    ASSERT_TRUE(runs.ok() && runs->size() == 1);
    EXPECT_EQ(runs->first().status, RunStatus::Failed);
    auto steps = (*store)->serveResults(runs->first().id);
    ASSERT_TRUE(steps.ok() && steps->size() == 1);
    EXPECT_EQ(steps->first().status, RunStatus::Failed);
    EXPECT_EQ(steps->first().errorCode, QStringLiteral("server_failed"));
}

TEST_F(CliTest, ServeBenchUsageErrorsSayWhatIsWrongBeforeAnythingRuns)
{
    struct Case {
        QStringList arguments;
        const char *says;
    };
    const QString db = dbPath();
    const QList<Case> cases{
        {{QStringLiteral("serve-bench"), QStringLiteral("--from"), QStringLiteral("local")},
         "needs --endpoint"},
        {{QStringLiteral("serve-bench"), QStringLiteral("--endpoint"), QStringLiteral("http://127.0.0.1:9"),
          QStringLiteral("--burstiness"), QStringLiteral("2")},
         "give --rate too"},
        {{QStringLiteral("serve-bench"), QStringLiteral("--endpoint"), QStringLiteral("http://127.0.0.1:9"),
          QStringLiteral("--requests"), QStringLiteral("4"), QStringLiteral("--duration"),
          QStringLiteral("2")},
         "give one of them"},
        {{QStringLiteral("serve-bench"), QStringLiteral("--endpoint"), QStringLiteral("http://127.0.0.1:9"),
          QStringLiteral("--dialect"), QStringLiteral("vllm")},
         "unknown dialect"},
        {{QStringLiteral("serve-bench"), QStringLiteral("--endpoint"), QStringLiteral("http://127.0.0.1:9"),
          QStringLiteral("--api-key"), QStringLiteral("sk-1")},
         "--api-key"},
        {{QStringLiteral("serve-bench"), QStringLiteral("--endpoint"), QStringLiteral("http://127.0.0.1:9"),
          QStringLiteral("--from"), QStringLiteral("gpu7"), QStringLiteral("--db"), db},
         "\"gpu7\" is not a --host of this run"},
        {{QStringLiteral("serve-bench"), QStringLiteral("--endpoint"), QStringLiteral("http://127.0.0.1:9"),
          QStringLiteral("--layout"), QStringLiteral("tp"), QStringLiteral("--db"), db},
         "needs two machines or more"},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.arguments.join(QLatin1Char(' ')).toStdString());
        const CliRun result = run(c.arguments);
        EXPECT_EQ(result.exitCode, 2) << result.err.toStdString() << result.out.toStdString();
        EXPECT_TRUE(result.err.contains(c.says)) << result.err.toStdString();
        EXPECT_TRUE(result.out.isEmpty()) << result.out.toStdString();
    }
    // Nothing was stored: no run began.
    if (QFile::exists(db)) {
        auto store = ResultStore::open(db);
        ASSERT_TRUE(store.ok());
        auto runs = (*store)->runs(QStringLiteral("serve"));
        ASSERT_TRUE(runs.ok());
        EXPECT_TRUE(runs->isEmpty());
    }
}

TEST_F(CliTest, ServeBenchVllmLaunchPinsEachStoredMachinesInterfaceAndRunsNothing)
{
    {
        auto store = ResultStore::open(dbPath());
        ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
        for (const auto &[name, address, nic] :
             {std::tuple{"gpu1", "10.0.0.11", "enp5s0"}, std::tuple{"gpu2", "10.0.0.12", "eno1"}}) {
            HostRecord host;
            host.name = QString::fromLatin1(name);
            host.address = QString::fromLatin1(address);
            host.clusterInterface = QString::fromLatin1(nic);
            shardscope::protocol::HostInventory inventory;
            inventory.agentVersion = "0.1.0";
            inventory.protocolVersion = 1;
            inventory.probedAtUtc = "2026-12-01T10:00:00.000Z";
            inventory.hostname = name;
            inventory.gpus.resize(2);
            shardscope::protocol::NicInfo vpn;
            vpn.name = "tailscale0";
            vpn.ipv4 = {"100.64.0.7/32"};
            shardscope::protocol::NicInfo wired;
            wired.name = nic;
            wired.operState = "up";
            wired.ipv4 = {std::string(address) + "/24"};
            inventory.nics = {vpn, wired};
            ASSERT_TRUE((*store)->saveNodeInventory(host, inventory).ok());
        }
    }
    const CliRun result = run({QStringLiteral("serve-bench"), QStringLiteral("--vllm-launch"),
                               QStringLiteral("--host"), QStringLiteral("gpu1"), QStringLiteral("--host"),
                               QStringLiteral("gpu2"), QStringLiteral("--layout"), QStringLiteral("pp"),
                               QStringLiteral("--api-model"), QStringLiteral("Qwen/Qwen2.5-7B"),
                               QStringLiteral("--db"), dbPath(), QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString() << result.out.toStdString();
    const auto document = nlohmann::json::parse(result.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    EXPECT_EQ(document["tensor_parallel_size"], 2);
    EXPECT_EQ(document["pipeline_parallel_size"], 2);
    ASSERT_EQ(document["steps"].size(), 3u);
    EXPECT_EQ(document["steps"][1]["machine"], "gpu2");
    const std::string worker = document["steps"][1]["lines"].dump();
    EXPECT_NE(worker.find("NCCL_SOCKET_IFNAME='eno1'"), std::string::npos) << worker;
    EXPECT_NE(worker.find("VLLM_HOST_IP='10.0.0.12'"), std::string::npos) << worker;
    EXPECT_EQ(worker.find("tailscale0"), std::string::npos) << worker;
    EXPECT_EQ(document["endpoints"][0], "http://10.0.0.11:8000");

    // Without GPUs found, no launch: said, not guessed.
    const CliRun refused
        = run({QStringLiteral("serve-bench"), QStringLiteral("--vllm-launch"), QStringLiteral("--host"),
               QStringLiteral("me@10.0.0.21"), QStringLiteral("--api-model"), QStringLiteral("m"),
               QStringLiteral("--db"), dbPath()});
    EXPECT_EQ(refused.exitCode, 2) << refused.err.toStdString();
    EXPECT_TRUE(refused.err.contains("none was found on")) << refused.err.toStdString();
}
