// The Gloo communicator with real Gloo over loopback: the ranks of a run are threads of this
// process, their rendezvous goes through an in-memory store (BenchTestSupport.h).

#include "remote-agent/bench/Communicator.h"

#include "tests/remote-agent/bench/BenchTestSupport.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace shardscope::bench {
namespace {

using namespace std::chrono_literals;
using test::runRanks;
using test::TestCluster;

/// Generous for a loaded 2-core machine: tests that succeed never wait this long.
constexpr std::chrono::milliseconds kTimeout = 20s;

GlooOptions optionsFor(const std::string &runId, std::uint32_t rank, std::uint32_t size,
                       std::chrono::milliseconds timeout = kTimeout)
{
    GlooOptions options;
    options.bindAddress = "127.0.0.1";
    options.rank = rank;
    options.size = size;
    options.keyPrefix = runId;
    options.timeout = timeout;
    return options;
}

/// Entries of a /proc/self folder (threads in task/, descriptors in fd/); with `socketsOnly`, only
/// the descriptors that are sockets.
std::size_t countProcEntries(const char *folder, bool socketsOnly)
{
    std::size_t count = 0;
    for (const auto &entry : std::filesystem::directory_iterator(folder)) {
        if (!socketsOnly) {
            ++count;
            continue;
        }
        std::error_code error;
        const auto target = std::filesystem::read_symlink(entry.path(), error);
        if (!error && target.string().starts_with("socket:"))
            ++count;
    }
    return count;
}

std::size_t threadCount()
{
    return countProcEntries("/proc/self/task", false);
}
std::size_t socketCount()
{
    return countProcEntries("/proc/self/fd", true);
}

/// `count()` once it equals `expected`, or what it is after 5 s. A joined thread's entry in
/// /proc/self/task can outlive pthread_join by a moment (the kernel wakes the joiner before it
/// reaps the task), so a count taken at once can be one high on a loaded machine; a thread or a
/// socket that is really left stays counted.
template<typename Count>
std::size_t settledCount(Count count, std::size_t expected)
{
    const auto deadline = std::chrono::steady_clock::now() + 5s;
    std::size_t now = count();
    while (now != expected && std::chrono::steady_clock::now() < deadline) {
        std::this_thread::sleep_for(10ms);
        now = count();
    }
    return now;
}

template<typename Outcomes>
void expectAllOk(const Outcomes &outcomes)
{
    for (std::size_t rank = 0; rank < outcomes.size(); ++rank)
        EXPECT_TRUE(outcomes[rank].ok()) << "rank " << rank << ": " << outcomes[rank].error;
}

class GlooCollectives : public ::testing::TestWithParam<std::uint32_t>
{
};

TEST_P(GlooCollectives, AllReduceSumsExactly)
{
    const std::uint32_t size = GetParam();
    TestCluster cluster(size);
    const std::string runId = test::uniqueRunId();
    // Odd sizes and more than one Gloo segment (1 MiB) exercise the ring's chunking.
    const std::size_t count = 300001;
    const auto outcomes = runRanks(size, [&](std::uint32_t rank) {
        auto comm = connectGloo(optionsFor(runId, rank, size), cluster.host(rank));
        EXPECT_EQ(comm->rank(), rank);
        EXPECT_EQ(comm->size(), size);
        std::vector<float> data(count);
        for (std::size_t i = 0; i < count; ++i)
            data[i] = static_cast<float>((rank + 1) * 1000 + i % 1000);
        comm->allReduceSum(data.data(), data.size());
        return data;
    });
    expectAllOk(outcomes);
    // Integers below 2^24 add exactly in floats, whatever the order of the sum.
    const float rankSum = static_cast<float>(size * (size + 1) / 2 * 1000);
    for (std::uint32_t rank = 0; rank < size; ++rank) {
        ASSERT_TRUE(outcomes[rank].ok());
        const std::vector<float> &data = *outcomes[rank].value;
        std::size_t wrong = 0;
        for (std::size_t i = 0; i < count; ++i)
            wrong += data[i] != rankSum + static_cast<float>(size * (i % 1000)) ? 1 : 0;
        EXPECT_EQ(wrong, 0u) << "rank " << rank;
    }
}

TEST_P(GlooCollectives, AllGatherKeepsRankOrder)
{
    const std::uint32_t size = GetParam();
    TestCluster cluster(size);
    const std::string runId = test::uniqueRunId();
    const std::size_t bytesPerRank = 1003;
    const auto outcomes = runRanks(size, [&](std::uint32_t rank) {
        auto comm = connectGloo(optionsFor(runId, rank, size), cluster.host(rank));
        std::vector<std::uint8_t> mine(bytesPerRank);
        for (std::size_t i = 0; i < bytesPerRank; ++i)
            mine[i] = static_cast<std::uint8_t>(rank * 50 + i % 7);
        std::vector<std::uint8_t> all(bytesPerRank * size, 0xee);
        comm->allGather(mine.data(), all.data(), bytesPerRank);
        return all;
    });
    expectAllOk(outcomes);
    for (std::uint32_t rank = 0; rank < size; ++rank) {
        ASSERT_TRUE(outcomes[rank].ok());
        const std::vector<std::uint8_t> &all = *outcomes[rank].value;
        for (std::uint32_t from = 0; from < size; ++from)
            for (std::size_t i = 0; i < bytesPerRank; ++i)
                ASSERT_EQ(all[from * bytesPerRank + i], static_cast<std::uint8_t>(from * 50 + i % 7))
                    << "rank " << rank << " has the wrong bytes from rank " << from << " at " << i;
    }
}

TEST_P(GlooCollectives, SendAndReceiveDeliverEachTag)
{
    const std::uint32_t size = GetParam();
    TestCluster cluster(size);
    const std::string runId = test::uniqueRunId();
    // Every rank sends two messages (tag 3, then tag 7) to the next rank in a ring. A send waits
    // until its receive is posted, so even ranks send first and odd ranks receive first (with 3
    // ranks, rank 2 waits in its send until rank 0 has finished sending).
    const auto outcomes = runRanks(size, [&](std::uint32_t rank) {
        auto comm = connectGloo(optionsFor(runId, rank, size), cluster.host(rank));
        const std::uint32_t next = (rank + 1) % size;
        const std::uint32_t previous = (rank + size - 1) % size;
        std::vector<std::int32_t> three(50, static_cast<std::int32_t>(rank * 10 + 3));
        std::vector<std::int32_t> seven(100, static_cast<std::int32_t>(rank * 10 + 7));
        std::vector<std::int32_t> gotThree(50, -1);
        std::vector<std::int32_t> gotSeven(100, -1);
        const auto sendBoth = [&] {
            comm->send(next, three.data(), three.size() * sizeof(std::int32_t), 3);
            comm->send(next, seven.data(), seven.size() * sizeof(std::int32_t), 7);
        };
        const auto receiveBoth = [&] {
            comm->recv(previous, gotThree.data(), gotThree.size() * sizeof(std::int32_t), 3);
            comm->recv(previous, gotSeven.data(), gotSeven.size() * sizeof(std::int32_t), 7);
        };
        if (rank % 2 == 0) {
            sendBoth();
            receiveBoth();
        } else {
            receiveBoth();
            sendBoth();
        }
        comm->barrier();
        return std::make_pair(gotThree, gotSeven);
    });
    expectAllOk(outcomes);
    for (std::uint32_t rank = 0; rank < size; ++rank) {
        ASSERT_TRUE(outcomes[rank].ok());
        const std::int32_t previous = static_cast<std::int32_t>((rank + size - 1) % size);
        EXPECT_EQ(outcomes[rank].value->first, std::vector<std::int32_t>(50, previous * 10 + 3)) << rank;
        EXPECT_EQ(outcomes[rank].value->second, std::vector<std::int32_t>(100, previous * 10 + 7)) << rank;
    }
}

TEST_P(GlooCollectives, BarrierWaitsForEveryRank)
{
    const std::uint32_t size = GetParam();
    TestCluster cluster(size);
    const std::string runId = test::uniqueRunId();
    std::atomic<std::uint32_t> arrived{0};
    const auto outcomes = runRanks(size, [&](std::uint32_t rank) {
        auto comm = connectGloo(optionsFor(runId, rank, size), cluster.host(rank));
        // The last rank arrives late; nobody may leave the barrier before it arrived.
        if (rank == size - 1)
            std::this_thread::sleep_for(200ms);
        arrived.fetch_add(1);
        comm->barrier();
        return arrived.load();
    });
    expectAllOk(outcomes);
    for (std::uint32_t rank = 0; rank < size; ++rank) {
        ASSERT_TRUE(outcomes[rank].ok());
        EXPECT_EQ(*outcomes[rank].value, size) << "rank " << rank << " left the barrier early";
    }
}

TEST_P(GlooCollectives, CountersCountAlgorithmBytesAndTime)
{
    const std::uint32_t size = GetParam();
    TestCluster cluster(size);
    const std::string runId = test::uniqueRunId();
    const std::size_t floats = 3000;
    const std::size_t gatherBytes = 256;
    const std::size_t sendBytes = 4096;
    const auto outcomes = runRanks(size, [&](std::uint32_t rank) {
        auto comm = connectGloo(optionsFor(runId, rank, size), cluster.host(rank));
        std::vector<Communicator::Counters> taken;
        taken.push_back(comm->takeCounters()); // after the rendezvous: nothing counted

        std::vector<float> data(floats, 1.0f);
        comm->allReduceSum(data.data(), data.size());
        taken.push_back(comm->takeCounters());

        std::vector<std::uint8_t> in(gatherBytes, 1), out(gatherBytes * size);
        comm->allGather(in.data(), out.data(), gatherBytes);
        taken.push_back(comm->takeCounters());

        std::vector<std::uint8_t> message(sendBytes, 2);
        if (rank == 0)
            comm->send(1, message.data(), message.size(), 1);
        else if (rank == 1)
            comm->recv(0, message.data(), message.size(), 1);
        taken.push_back(comm->takeCounters());

        taken.push_back(comm->takeCounters()); // right after a take: reset
        return taken;
    });
    expectAllOk(outcomes);
    const std::uint64_t allReduceBytes = 2ull * (size - 1) * floats * sizeof(float) / size;
    for (std::uint32_t rank = 0; rank < size; ++rank) {
        ASSERT_TRUE(outcomes[rank].ok());
        const auto &taken = *outcomes[rank].value;
        EXPECT_EQ(taken[0].bytesSent, 0u);
        EXPECT_EQ(taken[0].seconds, 0.0);
        EXPECT_EQ(taken[1].bytesSent, allReduceBytes) << rank;
        EXPECT_GT(taken[1].seconds, 0.0);
        EXPECT_EQ(taken[2].bytesSent, (size - 1) * gatherBytes) << rank;
        EXPECT_GT(taken[2].seconds, 0.0);
        EXPECT_EQ(taken[3].bytesSent, rank == 0 ? sendBytes : 0u) << rank;
        if (rank <= 1) {
            EXPECT_GT(taken[3].seconds, 0.0);
        }
        EXPECT_EQ(taken[4].bytesSent, 0u);
        EXPECT_EQ(taken[4].seconds, 0.0);
    }
}

TEST_P(GlooCollectives, DestroyingLeavesNoThreadOrSocket)
{
    const std::uint32_t size = GetParam();
    // A first round, so that whatever Gloo or the runtime sets up once per process is not counted.
    for (int round = 0; round < 2; ++round) {
        const std::size_t threadsBefore = threadCount();
        const std::size_t socketsBefore = socketCount();
        TestCluster cluster(size);
        const std::string runId = test::uniqueRunId();
        std::atomic<std::size_t> socketsWhileConnected{0};
        const auto outcomes = runRanks(size, [&](std::uint32_t rank) {
            auto comm = connectGloo(optionsFor(runId, rank, size), cluster.host(rank));
            float value = 1.0f;
            comm->allReduceSum(&value, 1);
            comm->barrier();
            if (rank == 0)
                socketsWhileConnected = socketCount();
            comm->barrier();
            return value;
        });
        expectAllOk(outcomes);
        // Each pair of ranks holds one connection, one socket at each end; the listening
        // sockets are closed once the pairs are connected.
        EXPECT_EQ(socketsWhileConnected.load(), socketsBefore + size * (size - 1)) << "round " << round;
        EXPECT_EQ(settledCount(threadCount, threadsBefore), threadsBefore) << "round " << round;
        EXPECT_EQ(settledCount(socketCount, socketsBefore), socketsBefore) << "round " << round;
    }
}

INSTANTIATE_TEST_SUITE_P(Gloo, GlooCollectives, ::testing::Values(2u, 3u),
                         [](const ::testing::TestParamInfo<std::uint32_t> &ranks) {
                             return std::to_string(ranks.param) + "Ranks";
                         });

TEST(GlooCommunicator, SingleRankNeedsNoPeer)
{
    TestCluster cluster(1);
    auto comm = connectGloo(optionsFor(test::uniqueRunId(), 0, 1), cluster.host(0));
    std::vector<float> data{1.5f, -2.0f};
    comm->allReduceSum(data.data(), data.size());
    EXPECT_EQ(data, (std::vector<float>{1.5f, -2.0f}));
    const std::uint32_t mine = 0xdeadbeef;
    std::uint32_t all = 0;
    comm->allGather(&mine, &all, sizeof mine);
    EXPECT_EQ(all, mine);
    comm->barrier();
    EXPECT_EQ(comm->takeCounters().bytesSent, 0u);
    EXPECT_THROW(comm->send(0, &mine, sizeof mine, 0), CommError);
}

TEST(GlooCommunicator, RendezvousKeysStartWithTheRunId)
{
    TestCluster cluster(2);
    const std::string runId = test::uniqueRunId();
    const auto outcomes = runRanks(
        2, [&](std::uint32_t rank) { connectGloo(optionsFor(runId, rank, 2), cluster.host(rank)); });
    expectAllOk(outcomes);
    EXPECT_TRUE(cluster.store().contains(runId + "gloo/0"));
    EXPECT_TRUE(cluster.store().contains(runId + "gloo/1"));
}

TEST(GlooCommunicator, RankThatNeverJoinsFailsTheRendezvous)
{
    TestCluster cluster(2);
    try {
        connectGloo(optionsFor(test::uniqueRunId(), 0, 2, 1s), cluster.host(0));
        FAIL() << "connected without rank 1";
    } catch (const CommError &e) {
        const std::string message = e.what();
        EXPECT_NE(message.find("rank 1"), std::string::npos) << message;
        EXPECT_NE(message.find("1 s"), std::string::npos) << message;
    }
}

TEST(GlooCommunicator, CancelStopsTheRendezvous)
{
    TestCluster cluster(2);
    cluster.host(0).setCancelled();
    // A long timeout: only the cancel can end the wait in reasonable time.
    try {
        connectGloo(optionsFor(test::uniqueRunId(), 0, 2, 600s), cluster.host(0));
        FAIL() << "connected without rank 1";
    } catch (const CommError &e) {
        EXPECT_NE(std::string(e.what()).find("cancelled"), std::string::npos) << e.what();
    }
}

TEST(GlooCommunicator, PeerThatStopsMidRunFailsTheNextAllReduce)
{
    for (std::uint32_t size : {2u, 3u}) {
        TestCluster cluster(size);
        const std::string runId = test::uniqueRunId();
        test::MemoryStore gate; // the stopping rank is gone before the others go on
        const auto outcomes = runRanks(size, [&](std::uint32_t rank) {
            auto comm = connectGloo(optionsFor(runId, rank, size, 2s), cluster.host(rank));
            std::vector<float> data(1000, 1.0f);
            comm->allReduceSum(data.data(), data.size());
            const std::uint32_t stopping = size - 1;
            if (rank == stopping) {
                comm.reset();
                gate.set("stopped", {});
                return 0.0;
            }
            if (!gate.get("stopped", 60s, [] { return false; }))
                throw std::runtime_error("the stopping rank did not stop");
            const auto start = std::chrono::steady_clock::now();
            try {
                comm->allReduceSum(data.data(), data.size());
            } catch (const CommError &) {
                return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            }
            throw std::runtime_error("the all-reduce succeeded without rank " + std::to_string(stopping));
        });
        for (std::uint32_t rank = 0; rank < size; ++rank) {
            ASSERT_TRUE(outcomes[rank].ok())
                << size << " ranks, rank " << rank << ": " << outcomes[rank].error;
            // Generous bound: the point is that it returns, not how fast.
            EXPECT_LT(*outcomes[rank].value, 30.0) << size << " ranks, rank " << rank;
        }
    }
}

TEST(GlooCommunicator, ReceiveWithAnotherTagGetsNothing)
{
    TestCluster cluster(2);
    const std::string runId = test::uniqueRunId();
    const auto outcomes = runRanks(2, [&](std::uint32_t rank) {
        auto comm = connectGloo(optionsFor(runId, rank, 2, 1s), cluster.host(rank));
        comm->barrier();
        std::int32_t value = rank == 0 ? 42 : -1;
        if (rank == 0)
            comm->send(1, &value, sizeof value, 7);
        else
            comm->recv(0, &value, sizeof value, 3);
        return value;
    });
    // Neither side can complete: the send waits for a receive of tag 7, which never comes.
    EXPECT_TRUE(outcomes[0].commError) << outcomes[0].error;
    EXPECT_TRUE(outcomes[1].commError) << outcomes[1].error;
}

TEST(GlooCommunicator, PeerThatStopsFailsItsReceiveWithItsRank)
{
    TestCluster cluster(2);
    const std::string runId = test::uniqueRunId();
    const auto outcomes = runRanks(2, [&](std::uint32_t rank) {
        auto comm = connectGloo(optionsFor(runId, rank, 2, 2s), cluster.host(rank));
        comm->barrier();
        if (rank == 1)
            return std::string(); // leaves without sending
        int value = 0;
        try {
            comm->recv(1, &value, sizeof value, 5);
        } catch (const CommError &e) {
            return std::string(e.what());
        }
        throw std::runtime_error("received from a rank that never sent");
    });
    expectAllOk(outcomes);
    ASSERT_TRUE(outcomes[0].ok());
    EXPECT_NE(outcomes[0].value->find("rank 1"), std::string::npos) << *outcomes[0].value;
}

TEST(GlooCommunicator, ReceiveWaitsForItsOwnTimeoutNotTheCollectives)
{
    // A pipeline stage waits in its recv for the compute of the stages before it: longer than the
    // collectives' timeout is healthy there, up to the point-to-point timeout.
    TestCluster cluster(2);
    const std::string runId = test::uniqueRunId();
    const auto outcomes = runRanks(2, [&](std::uint32_t rank) {
        GlooOptions options = optionsFor(runId, rank, 2, 1s);
        options.pointToPointTimeout = 10s;
        auto comm = connectGloo(options, cluster.host(rank));
        std::int32_t value = rank == 0 ? 42 : -1;
        const auto start = std::chrono::steady_clock::now();
        if (rank == 0) {
            std::this_thread::sleep_for(3s); // three collective timeouts of "compute"
            comm->send(1, &value, sizeof value, 9);
        } else {
            comm->recv(0, &value, sizeof value, 9);
        }
        const double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        comm->barrier(); // the collectives still work afterwards
        return std::make_pair(value, waited);
    });
    expectAllOk(outcomes);
    ASSERT_TRUE(outcomes[1].ok());
    EXPECT_EQ(outcomes[1].value->first, 42);
    EXPECT_GT(outcomes[1].value->second, 1.0) << "the recv waited longer than the collective timeout";
}

TEST(GlooCommunicator, PeerThatStopsFailsAReceiveBeforeItsLongTimeout)
{
    // The point-to-point timeout of a pipeline is the run's time limit: a stage that stops must
    // still be noticed at once, through its closed connection.
    TestCluster cluster(2);
    const std::string runId = test::uniqueRunId();
    const auto outcomes = runRanks(2, [&](std::uint32_t rank) {
        GlooOptions options = optionsFor(runId, rank, 2, 2s);
        options.pointToPointTimeout = 120s;
        auto comm = connectGloo(options, cluster.host(rank));
        comm->barrier();
        if (rank == 1) {
            std::this_thread::sleep_for(300ms); // rank 0 is in its recv
            comm.reset();                       // stops without sending
            return 0.0;
        }
        int value = 0;
        const auto start = std::chrono::steady_clock::now();
        try {
            comm->recv(1, &value, sizeof value, 5);
        } catch (const CommError &) {
            return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        }
        throw std::runtime_error("received from a rank that never sent");
    });
    expectAllOk(outcomes);
    ASSERT_TRUE(outcomes[0].ok());
    EXPECT_LT(*outcomes[0].value, 30.0) << "the recv waited for its timeout instead of the closed connection";
}

TEST(GlooCommunicator, NegativePointToPointTimeoutIsRefused)
{
    TestCluster cluster(1);
    GlooOptions options = optionsFor(test::uniqueRunId(), 0, 1, 1s);
    options.pointToPointTimeout = std::chrono::milliseconds(-1);
    EXPECT_THROW(connectGloo(options, cluster.host(0)), CommError);
}

TEST(GlooCommunicator, AddressNotOnThisMachineFails)
{
    TestCluster cluster(1);
    GlooOptions options = optionsFor(test::uniqueRunId(), 0, 1, 1s);
    options.bindAddress = "192.0.2.1"; // TEST-NET-1: never assigned to a machine
    try {
        connectGloo(options, cluster.host(0));
        FAIL() << "bound an address that is not on this machine";
    } catch (const CommError &e) {
        EXPECT_NE(std::string(e.what()).find("192.0.2.1"), std::string::npos) << e.what();
    }
}

TEST(GlooCommunicator, NameInsteadOfAddressIsRefused)
{
    TestCluster cluster(1);
    GlooOptions options = optionsFor(test::uniqueRunId(), 0, 1, 1s);
    options.bindAddress = "localhost";
    EXPECT_THROW(connectGloo(options, cluster.host(0)), CommError);
    options.bindAddress = "0.0.0.0"; // every interface: not the cluster one
    EXPECT_THROW(connectGloo(options, cluster.host(0)), CommError);
}

TEST(GlooCommunicator, InvalidRankIsRefused)
{
    TestCluster cluster(1);
    EXPECT_THROW(connectGloo(optionsFor(test::uniqueRunId(), 2, 2), cluster.host(0)), CommError);
}

} // namespace
} // namespace shardscope::bench
