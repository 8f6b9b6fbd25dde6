#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace shardscope::ui {

/// What the `shardscope` GUI was started with.
struct CommandLineOptions {
    QString databasePath;          ///< --db; empty means core::defaultDatabasePath()
    QString language;              ///< --lang, e.g. "de"; empty means the system locale
    bool helpRequested = false;    ///< --help
    bool versionRequested = false; ///< --version
};

/// The GUI's command line, parsed without exiting the process (main() decides what to do).
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    /// arguments includes the program name first, as QCoreApplication::arguments() does.
    /// InvalidArgument with the parser's message for unknown options or missing values.
    static core::Result<CommandLineOptions> parse(const QStringList &arguments);
    static QString helpText();
};

} // namespace shardscope::ui
