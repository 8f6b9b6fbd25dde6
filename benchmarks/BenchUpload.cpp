// shardscope-bench-upload: times ShardScope's SFTP deployment of one file to one node, for
// benchmarks/upload-vs-scp.sh. Connects with core::SshSession (connect + key auth) and calls
// core::deployAgent with the file as the "agent" into a node folder given on the command line
// (the script passes a fresh one each time, so nothing is skipped as already there).
//
//   shardscope-bench-upload --host ADDR --port PORT --user USER --identity KEY --known-hosts FILE
//                           --file PATH --node-dir DIR [--method deploy|exec-cat]
//
// --method exec-cat does not deploy: it streams the file into `cat > DIR/file` over an exec
// channel (SshSession::exec), to show what an upload without SFTP's one-write-per-round-trip
// does on the same link (streamSeconds = deploySeconds = that exec).
//
// Prints one JSON line: {"event":"end","bytes":…,"connectSeconds":…,"deploySeconds":…,
// "streamSeconds":…,"uploaded":true}. deploySeconds is the whole deployAgent call (local SHA-256,
// remote sha256sum before and after, mkdir, SFTP, rename); streamSeconds only the SFTP writes
// (from the first to the last progress report). Errors: {"event":"error","code":…,"message":…}.
#include "core/deploy/AgentDeployment.h"
#include "core/ssh/SshSession.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QStringList>

#include <chrono>
#include <iostream>

using namespace shardscope;

namespace {

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int fail(const core::Error &error)
{
    std::cout << nlohmann::json{{"event", "error"},
                                {"code", core::errorCodeName(error.code).toStdString()},
                                {"message", error.detail.toStdString()}}
                     .dump()
              << std::endl;
    return 1;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    core::SshParameters parameters;
    parameters.hostKeyPolicy = core::HostKeyPolicy::Strict;
    parameters.config = core::SshConfigUse::Ignore;
    QString file;
    core::DeploymentLocation location;
    QString method = QStringLiteral("deploy");
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        const QString &option = args[i];
        const QString &value = args[i + 1];
        if (option == QLatin1String("--host"))
            parameters.host = value;
        else if (option == QLatin1String("--port"))
            parameters.port = value.toInt();
        else if (option == QLatin1String("--user"))
            parameters.user = value;
        else if (option == QLatin1String("--identity"))
            parameters.identityFile = value;
        else if (option == QLatin1String("--known-hosts"))
            parameters.knownHostsFile = value;
        else if (option == QLatin1String("--file"))
            file = value;
        else if (option == QLatin1String("--node-dir"))
            location.baseDir = value;
        else if (option == QLatin1String("--method")
                 && (value == QLatin1String("deploy") || value == QLatin1String("exec-cat")))
            method = value;
        else
            return fail({core::ErrorCode::InvalidArgument, QStringLiteral("unknown option ") + option});
    }
    if (parameters.host.isEmpty() || file.isEmpty() || location.baseDir.isEmpty() || args.size() % 2 == 0)
        return fail({core::ErrorCode::InvalidArgument,
                     QStringLiteral("usage: shardscope-bench-upload --host ADDR --port PORT --user USER "
                                    "--identity KEY --known-hosts FILE --file PATH --node-dir DIR")});

    const auto started = std::chrono::steady_clock::now();
    auto session = core::SshSession::connect(parameters);
    if (!session)
        return fail(session.error());
    const double connectSeconds = secondsSince(started);

    if (method == QLatin1String("exec-cat")) {
        QFile input(file);
        if (!input.open(QIODevice::ReadOnly))
            return fail({core::ErrorCode::AgentNotFound, file + QStringLiteral(": ") + input.errorString()});
        const QByteArray bytes = input.readAll();
        const auto execStart = std::chrono::steady_clock::now();
        auto copied = (*session)->exec(QStringLiteral("umask 077 && mkdir -p -- %1 && cat > %1/file")
                                           .arg(core::shellQuote(location.baseDir)),
                                       bytes, std::chrono::minutes(10));
        const double execSeconds = secondsSince(execStart);
        if (!copied)
            return fail(copied.error());
        if (copied->exitStatus != 0)
            return fail({core::ErrorCode::AgentUploadFailed, QString::fromUtf8(copied->stdErr)});
        std::cout << nlohmann::json{{"event", "end"},
                                    {"method", "exec-cat"},
                                    {"bytes", bytes.size()},
                                    {"connectSeconds", connectSeconds},
                                    {"deploySeconds", execSeconds},
                                    {"streamSeconds", execSeconds}}
                         .dump()
                  << std::endl;
        return 0;
    }

    std::chrono::steady_clock::time_point streamStart;
    std::chrono::steady_clock::time_point streamEnd;
    qint64 bytes = 0;
    const core::UploadProgress progress = [&](qint64 done, qint64 total) {
        const auto now = std::chrono::steady_clock::now();
        if (done == 0)
            streamStart = now;
        streamEnd = now;
        bytes = total;
    };
    const auto deployStart = std::chrono::steady_clock::now();
    auto deployed = core::deployAgent(**session, file, QStringLiteral("bench"), location, nullptr, progress);
    const double deploySeconds = secondsSince(deployStart);
    if (!deployed)
        return fail(deployed.error());
    std::cout << nlohmann::json{{"event", "end"},
                                {"method", "deploy"},
                                {"bytes", bytes},
                                {"connectSeconds", connectSeconds},
                                {"deploySeconds", deploySeconds},
                                {"streamSeconds",
                                 std::chrono::duration<double>(streamEnd - streamStart).count()},
                                {"uploaded", deployed->uploaded},
                                {"remotePath", deployed->remotePath.toStdString()}}
                     .dump()
              << std::endl;
    return 0;
}
