#pragma once

#include "core/store/ResultStore.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>

namespace shardscope::test {

/// A test's own store: a real SQLite file in a temporary folder, opened for writing in SetUp.
class TempStoreTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        auto store = core::ResultStore::open(m_dir.filePath(QStringLiteral("runs.db")));
        ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
        m_store = std::move(store).value();
    }

    /// The stored run `runId` (a failed expectation, and an empty record, when there is none).
    core::RunRecord storedRun(qint64 runId)
    {
        auto run = m_store->run(runId);
        EXPECT_TRUE(run.ok() && run->has_value()) << runId;
        return run.ok() && run->has_value() ? **run : core::RunRecord{};
    }

    QTemporaryDir m_dir;
    std::unique_ptr<core::ResultStore> m_store;
};

} // namespace shardscope::test
