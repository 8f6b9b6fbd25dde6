#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace shardscope::test {

/// What a finished shardscope-cli run left behind.
struct CliRun {
    int exitCode = -1; ///< -1 when it crashed or did not finish
    QByteArray out;
    QByteArray err;
};

/// Runs program with arguments in env and waits up to timeoutMs (generous: probes on a busy
/// 2-core machine). A run that does not finish is killed and reported as a test failure.
CliRun runCli(const QString &program, const QStringList &arguments, const QProcessEnvironment &env,
              int timeoutMs);

/// The system environment with HOME and XDG_DATA_HOME inside dir, so a program under test never
/// touches the user's real data folder or ~/.ssh.
QProcessEnvironment isolatedEnvironment(const QString &dir);

} // namespace shardscope::test
