// The rendezvous' store keys (remote-agent/protocol/Rendezvous.h): how each is spelled, which the
// ranks of a run set, the controller relays and a session forgets by the run's prefix, and which
// keys a rank may set.
#include "remote-agent/protocol/Rendezvous.h"

#include <gtest/gtest.h>

#include <string>

using namespace shardscope::protocol;

namespace {

const std::string kRun = "0123456789abcdef0123456789abcdef";

} // namespace

TEST(Rendezvous, KeysAreSpelledAsOnTheWire)
{
    // Agents and controllers of one version must agree: these are the names they use.
    EXPECT_EQ(runFailedKey(kRun), kRun + "/failed");
    EXPECT_EQ(runReadyKey(kRun, 0), kRun + "/ready/0");
    EXPECT_EQ(runReadyKey(kRun, 12), kRun + "/ready/12");
    EXPECT_EQ(ncclIdKey(kRun), kRun + "/nccl_id");
    EXPECT_EQ(glooKeyPrefix(kRun), kRun + "gloo/");
    EXPECT_EQ(runKey(kRun, kRunFailedKeySuffix), runFailedKey(kRun));
    // Every key of a run starts with its id: a session forgets a finished run's keys by it.
    for (const std::string &key :
         {runFailedKey(kRun), runReadyKey(kRun, 3), ncclIdKey(kRun), glooKeyPrefix(kRun) + "1"})
        EXPECT_EQ(key.rfind(kRun, 0), 0u) << key;
}

TEST(Rendezvous, ARankSetsOnlyItsOwnKeysOfItsOwnRun)
{
    // Its Gloo address (both forms Gloo writes), its ready key, the run's failure; NCCL's id rank 0.
    EXPECT_TRUE(rankSetsKey(kRun, 0, glooKeyPrefix(kRun) + "0"));
    EXPECT_TRUE(rankSetsKey(kRun, 1, glooKeyPrefix(kRun) + "rank_1"));
    EXPECT_TRUE(rankSetsKey(kRun, 1, runReadyKey(kRun, 1)));
    EXPECT_TRUE(rankSetsKey(kRun, 1, runFailedKey(kRun)));
    EXPECT_TRUE(rankSetsKey(kRun, 0, ncclIdKey(kRun)));
    // Another rank's keys, NCCL's id from another rank, near misses, another run, a short key.
    EXPECT_FALSE(rankSetsKey(kRun, 1, glooKeyPrefix(kRun) + "0"));
    EXPECT_FALSE(rankSetsKey(kRun, 1, runReadyKey(kRun, 0)));
    EXPECT_FALSE(rankSetsKey(kRun, 1, ncclIdKey(kRun)));
    EXPECT_FALSE(rankSetsKey(kRun, 0, glooKeyPrefix(kRun) + "01"));
    EXPECT_FALSE(rankSetsKey(kRun, 0, runReadyKey(kRun, 0) + "/x"));
    EXPECT_FALSE(rankSetsKey(kRun, 0, kRun + "/other"));
    EXPECT_FALSE(rankSetsKey(kRun, 0, kRun));
    EXPECT_FALSE(rankSetsKey(kRun, 0, "fedcba9876543210fedcba9876543210gloo/0"));
    EXPECT_FALSE(rankSetsKey(kRun, 0, "0123"));
    EXPECT_FALSE(rankSetsKey(kRun, 0, ""));
}
