#include "presentation/ErrorText.h"

#include <QDir>
#include <QFileInfo>

namespace shardscope::presentation {

namespace {

QString withDetail(const QString &text, const QString &detail)
{
    return detail.isEmpty() ? text : text + QLatin1Char(' ') + ErrorText::tr("(Details: %1)").arg(detail);
}

} // namespace

QString ErrorText::agentNotFound(const core::AgentSearch &search)
{
    QStringList locations;
    for (const QString &path : search.tried)
        locations.append(QDir::toNativeSeparators(path));
    if (search.fromEnvironment)
        return tr("The environment variable SHARDSCOPE_AGENT names %1, which is not an executable file, so "
                  "ShardScope cannot inventory this computer. Set SHARDSCOPE_AGENT to the full path of "
                  "shardscope-agent, or remove the variable to use the installed one, and start ShardScope "
                  "again.")
            .arg(locations.value(0));
    return withDetail(
        tr("ShardScope could not find its helper program, shardscope-agent, which inventories "
           "this computer. It looked in: %1. Reinstall ShardScope, or set the environment "
           "variable SHARDSCOPE_AGENT to the full path of shardscope-agent and start ShardScope "
           "again.")
            .arg(locations.join(QStringLiteral(", "))),
        locations.isEmpty() ? search.problem : QString());
}

QString ErrorText::probeError(const core::Error &error, const QString &agentPath)
{
    const QString agent = QDir::toNativeSeparators(agentPath);
    switch (error.code) {
    case core::ErrorCode::Cancelled:
        return tr("The refresh was cancelled. Click Refresh to inventory this computer again.");
    case core::ErrorCode::AgentNotFound:
        // No path at all: the search found nothing. Say what it actually tried and why it failed.
        if (agentPath.isEmpty())
            return agentNotFound(core::searchLocalAgent());
        return tr("ShardScope's helper program was not found at %1. Reinstall ShardScope, or set the "
                  "environment variable SHARDSCOPE_AGENT to the full path of shardscope-agent and start "
                  "ShardScope again.")
            .arg(agent);
    case core::ErrorCode::AgentStartFailed:
        return withDetail(tr("The helper program %1 could not be started. Check that the file exists and is "
                             "executable (chmod +x), or reinstall ShardScope.")
                              .arg(agent),
                          error.detail);
    case core::ErrorCode::AgentCrashed:
        return withDetail(tr("The helper program %1 stopped unexpectedly while inventorying this computer. "
                             "Click Refresh to try again; if it keeps happening, please report it together "
                             "with this message.")
                              .arg(agent),
                          error.detail);
    case core::ErrorCode::AgentTimeout:
        return withDetail(tr("The helper program did not answer in time. This computer may be very busy: "
                             "click Refresh to try again."),
                          error.detail);
    case core::ErrorCode::AgentError:
        return withDetail(tr("The helper program could not inventory this computer. Click Refresh to try "
                             "again."),
                          error.detail);
    case core::ErrorCode::ProtocolError:
        return withDetail(tr("The answer of the helper program %1 could not be read. It may belong to a "
                             "different ShardScope version: reinstall ShardScope.")
                              .arg(agent),
                          error.detail);
    default:
        break;
    }
    return withDetail(tr("Inventorying this computer failed. Click Refresh to try again."), error.detail);
}

QString ErrorText::storeError(const core::Error &error, const QString &databasePath)
{
    const QString path = QDir::toNativeSeparators(databasePath);
    switch (error.code) {
    case core::ErrorCode::DatabaseOpen:
        return withDetail(
            tr("The database %1 could not be opened, so nothing is saved in this session. Check "
               "that you may write to %2, or start ShardScope with --db and another file.")
                .arg(path, QDir::toNativeSeparators(QFileInfo(databasePath).absolutePath())),
            error.detail);
    case core::ErrorCode::DatabaseTooNew:
        return tr("The database %1 was written by a newer version of ShardScope, so nothing is saved in this "
                  "session. Update ShardScope, or start it with --db and another file.")
            .arg(path);
    case core::ErrorCode::DiskFull:
        return withDetail(
            tr("The disk that holds the database %1 is full, so the inventory was not saved. Free some "
               "space and click Refresh.")
                .arg(path),
            error.detail);
    case core::ErrorCode::DatabaseQuery:
    default:
        break;
    }
    return withDetail(tr("Reading or saving in the database %1 failed; the inventory shown may not be saved. "
                         "If this keeps happening, start ShardScope with --db and another file.")
                          .arg(path),
                      error.detail);
}

QString ErrorText::storeReadOnly(const QString &databasePath, const QString &reason)
{
    return withDetail(tr("The database %1 cannot be written (a full disk or a read-only drive?), so it "
                         "was opened read-only: the history can be read, but nothing new is saved. "
                         "Free some space and restart ShardScope, or start it with --db and another file.")
                          .arg(QDir::toNativeSeparators(databasePath)),
                      reason);
}

QString ErrorText::fileError(const core::Error &error, const QString &filePath)
{
    return withDetail(tr("The file %1 could not be written. Check that the folder exists, that you may write "
                         "to it and that the disk is not full, then try again.")
                          .arg(QDir::toNativeSeparators(filePath)),
                      error.detail);
}

QString ErrorText::knownHostsName(const QString &host, int port)
{
    return port == 22 ? host : QStringLiteral("[%1]:%2").arg(host).arg(port);
}

QString ErrorText::nodeError(const core::Error &error, const core::NodeTarget &target,
                             const QString &architecture)
{
    const QString node = target.name.isEmpty() ? target.ssh.host : target.name;
    const QString host = target.ssh.host;
    const QString port = QString::number(target.ssh.port);
    const QString knownHosts = QDir::toNativeSeparators(target.ssh.knownHostsFile);
    switch (error.code) {
    case core::ErrorCode::Cancelled:
        return tr("%1: cancelled. Click Connect all to finish what was left out.").arg(node);
    case core::ErrorCode::NameNotResolved:
        return withDetail(tr("%1: the name %2 could not be found on your network. Check the spelling in "
                             "Edit…, or enter the machine's IP address instead.")
                              .arg(node, host),
                          error.detail);
    case core::ErrorCode::ConnectionRefused:
        return withDetail(tr("%1: the connection to %2 port %3 was refused: the machine is on, but no SSH "
                             "server answers on that port. Start the SSH server on the machine (for example "
                             "\"sudo systemctl start ssh\"), or correct the port with the Edit… button.")
                              .arg(node, host, port),
                          error.detail);
    case core::ErrorCode::ConnectTimeout:
        return withDetail(
            tr("%1: no answer from %2 port %3 in time. Check that the machine is switched on and "
               "on the same network, that a firewall does not block the port, and that the "
               "address and port are right.")
                .arg(node, host, port),
            error.detail);
    case core::ErrorCode::AuthenticationFailed:
        return withDetail(
            tr("%1: the machine did not accept the login as \"%2\". Check the user name and the "
               "identity file in Edit…, and that your public key is in the machine's "
               "~/.ssh/authorized_keys (ssh-copy-id puts it there).")
                .arg(node, target.ssh.user.isEmpty() ? tr("your user name") : target.ssh.user),
            error.detail);
    case core::ErrorCode::HostKeyUnknown:
        return withDetail(
            tr("%1: the machine's host key was not trusted, so ShardScope did not connect. Click "
               "Connect all again and check the fingerprint when asked.")
                .arg(node),
            error.detail);
    case core::ErrorCode::HostKeyChanged:
        return withDetail(
            tr("%1: the machine's host key has CHANGED since the last connection, so ShardScope refuses to "
               "connect. This happens when the machine was reinstalled or replaced, or its SSH server got "
               "new keys, but it can also mean that someone is intercepting the connection. If you know "
               "why the key changed, remove the old entry with \"ssh-keygen -R '%2' -f '%3'\" and click "
               "Connect all again to check the new fingerprint. If you do not know why, do not connect: ask "
               "whoever looks after the machine.")
                .arg(node, knownHostsName(host, target.ssh.port), knownHosts),
            error.detail);
    case core::ErrorCode::HostKeyRevoked:
        return withDetail(
            tr("%1: the machine's host key is REVOKED: a known_hosts file (%2, or the system-wide one) "
               "marks it @revoked, so ShardScope refuses to connect, whatever you answer. A key is revoked "
               "when it must not be trusted any more, for example because it was stolen: someone may be "
               "impersonating the machine. Ask whoever looks after the machine why the key was revoked and "
               "to give it a new host key. The details name the file and the line; remove that line only "
               "if it was added by mistake.")
                .arg(node, knownHosts),
            error.detail);
    case core::ErrorCode::SshError:
        return withDetail(
            tr("%1: the SSH connection failed. Check that the machine is reachable with \"ssh -p "
               "%2 %3\" from this computer, then try again.")
                .arg(node, port, host),
            error.detail);
    case core::ErrorCode::AgentUploadFailed:
        return withDetail(tr("%1: the ShardScope agent could not be copied to the machine. Check that the "
                             "machine's disk is not full and that the user may write to ~/.cache there, then "
                             "click Retry failed.")
                              .arg(node),
                          error.detail);
    case core::ErrorCode::NoAgentBuild:
        return withDetail(
            tr("%1: this ShardScope has no agent build for %2, the processor architecture of that machine, "
               "so "
               "it cannot inventory or benchmark it. Install a ShardScope package that includes agents "
               "for other architectures (they go into agents/%2/ next to shardscope-agent), or leave "
               "the machine out.")
                .arg(node, architecture.isEmpty() ? tr("its processor") : architecture),
            error.detail);
    case core::ErrorCode::NodeUnsupported:
        return withDetail(tr("%1: the ShardScope agent cannot run on this machine. It needs Linux with glibc "
                             "%2 or newer (Debian 12, Ubuntu 24.04, Fedora 37, RHEL 10 or later); musl-based "
                             "systems such as Alpine are not supported. Update the machine's system, or "
                             "leave it out.")
                              .arg(node, QString::fromLatin1(core::kAgentMinimumGlibc)),
                          error.detail);
    case core::ErrorCode::AgentNotFound:
        return withDetail(tr("%1: this computer's ShardScope agent, which would be copied to the machine, "
                             "was not found. Reinstall ShardScope.")
                              .arg(node),
                          error.detail);
    case core::ErrorCode::AgentStartFailed:
    case core::ErrorCode::AgentCrashed:
        return withDetail(tr("%1: the ShardScope agent did not start or stopped unexpectedly on the machine. "
                             "Click Retry failed; if it keeps happening, please report it with this "
                             "message.")
                              .arg(node),
                          error.detail);
    case core::ErrorCode::AgentTimeout:
        return withDetail(
            tr("%1: the ShardScope agent on the machine did not answer in time. The machine may be "
               "very busy or the network slow: try again.")
                .arg(node),
            error.detail);
    case core::ErrorCode::AgentError:
        return withDetail(tr("%1: the ShardScope agent on the machine reported a problem. Try again; if it "
                             "keeps happening, please report it with this message.")
                              .arg(node),
                          error.detail);
    case core::ErrorCode::ProtocolError:
        return withDetail(tr("%1: the answer of the agent on the machine could not be read. It may belong to "
                             "another ShardScope version: click Deploy to put this version there.")
                              .arg(node),
                          error.detail);
    default:
        break;
    }
    return withDetail(tr("%1: the job failed. Try again.").arg(node), error.detail);
}

QString ErrorText::nodeErrorSummary(const core::Error &error)
{
    switch (error.code) {
    case core::ErrorCode::Cancelled:
        return tr("Cancelled");
    case core::ErrorCode::NameNotResolved:
        return tr("Name not found: check the address");
    case core::ErrorCode::ConnectionRefused:
        return tr("Connection refused: is the SSH server running?");
    case core::ErrorCode::ConnectTimeout:
        return tr("No answer: is the machine on and reachable?");
    case core::ErrorCode::AuthenticationFailed:
        return tr("Login refused: check user and key");
    case core::ErrorCode::HostKeyUnknown:
        return tr("Host key not trusted");
    case core::ErrorCode::HostKeyChanged:
        return tr("Host key CHANGED: not connected");
    case core::ErrorCode::HostKeyRevoked:
        return tr("Host key REVOKED: not connected");
    case core::ErrorCode::SshError:
        return tr("SSH failed");
    case core::ErrorCode::AgentUploadFailed:
        return tr("Copying the agent failed");
    case core::ErrorCode::NoAgentBuild:
        return tr("No agent for this processor");
    case core::ErrorCode::NodeUnsupported:
        return tr("System not supported");
    case core::ErrorCode::AgentNotFound:
        return tr("Agent missing on this computer");
    case core::ErrorCode::AgentTimeout:
        return tr("The agent did not answer");
    default:
        break;
    }
    return tr("Failed");
}

} // namespace shardscope::presentation
