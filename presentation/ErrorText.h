#pragma once

#include "core/Result.h"
#include "core/agent/AgentChannel.h"
#include "core/cluster/NodeJobs.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace shardscope::presentation {

/// Turns core error codes into translated text that says what failed and what to do about it.
class ErrorText
{
    Q_DECLARE_TR_FUNCTIONS(ErrorText)

public:
    /// Why no agent was found, and what to do: from core::searchLocalAgent()'s outcome.
    static QString agentNotFound(const core::AgentSearch &search);

    /// An agent problem while inventorying this computer; agentPath is the program that was run.
    static QString probeError(const core::Error &error, const QString &agentPath);
    /// A database problem; databasePath is the file concerned.
    static QString storeError(const core::Error &error, const QString &databasePath);
    /// The database could only be opened read-only; reason is the failed attempt to write it.
    static QString storeReadOnly(const QString &databasePath, const QString &reason);
    /// A report or export file that could not be written.
    static QString fileError(const core::Error &error, const QString &filePath);

    /// A node job's failure in plain words, what it may mean and what to do, naming the node
    /// (target: its name and SSH parameters; architecture: from the platform check, if known).
    static QString nodeError(const core::Error &error, const core::NodeTarget &target,
                             const QString &architecture = {});
    /// The same in a few words, for a table cell ("Connection refused: is SSH running?").
    static QString nodeErrorSummary(const core::Error &error);
    /// How known_hosts names a destination: "host", or "[host]:port" when the port is not 22.
    static QString knownHostsName(const QString &host, int port);
};

} // namespace shardscope::presentation
