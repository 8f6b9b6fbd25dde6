#pragma once

#include "CliRunner.h"

#include <QByteArray>
#include <QProcessEnvironment>
#include <QStringList>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace shardscope::test {

/// shardscope-cli run as a subprocess in an isolated environment (its own home and XDG folders in
/// a temporary folder) with the agent to use (SHARDSCOPE_AGENT) and the variables of m_extraEnv, and
/// the database path its tests use.
class CliTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(m_dir.isValid()); }

    CliRun run(const QStringList &arguments, const QByteArray &agent = QByteArray(SHARDSCOPE_AGENT_PATH))
    {
        QProcessEnvironment env = isolatedEnvironment(m_dir.path());
        env.insert(QStringLiteral("SHARDSCOPE_AGENT"), QString::fromLocal8Bit(agent));
        env.insert(m_extraEnv);
        return runCli(QStringLiteral(SHARDSCOPE_CLI_PATH), arguments, env, 90000);
    }

    QString dbPath() const { return m_dir.filePath(QStringLiteral("cli.db")); }

    QTemporaryDir m_dir;
    QProcessEnvironment m_extraEnv; ///< set by a test before run()
};

} // namespace shardscope::test
