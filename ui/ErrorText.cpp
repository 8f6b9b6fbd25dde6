#include "ui/ErrorText.h"

#include <QDir>
#include <QFileInfo>

namespace shardscope::ui {

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

QString ErrorText::fileError(const core::Error &error, const QString &filePath)
{
    return withDetail(tr("The file %1 could not be written. Check that the folder exists, that you may write "
                         "to it and that the disk is not full, then try again.")
                          .arg(QDir::toNativeSeparators(filePath)),
                      error.detail);
}

} // namespace shardscope::ui
