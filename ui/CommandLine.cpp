#include "ui/CommandLine.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace shardscope::ui {

namespace {

const QString kDatabaseOption = QStringLiteral("db");
const QString kLanguageOption = QStringLiteral("lang");

void setUp(QCommandLineParser &parser)
{
    parser.setApplicationDescription(CommandLine::tr(
        "ShardScope measures whether local AI inference should be split across your machines."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(
        QCommandLineOption(kDatabaseOption,
                           CommandLine::tr("Keep the results in the SQLite file <path> instead of the "
                                           "default one."),
                           CommandLine::tr("path")));
    parser.addOption(QCommandLineOption(kLanguageOption,
                                        CommandLine::tr("Show the user interface in <language> (for example "
                                                        "\"de\" or \"en\") instead of the system language."),
                                        CommandLine::tr("language")));
}

} // namespace

core::Result<CommandLineOptions> CommandLine::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    setUp(parser);
    if (!parser.parse(arguments))
        return core::Error{core::ErrorCode::InvalidArgument, parser.errorText()};
    if (!parser.positionalArguments().isEmpty())
        return core::Error{core::ErrorCode::InvalidArgument,
                           tr("Unexpected argument: %1").arg(parser.positionalArguments().constFirst())};

    CommandLineOptions options;
    options.helpRequested = parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"));
    options.versionRequested = parser.isSet(QStringLiteral("version"));
    options.databasePath = parser.value(kDatabaseOption);
    options.language = parser.value(kLanguageOption);
    if (parser.isSet(kDatabaseOption) && options.databasePath.isEmpty())
        return core::Error{core::ErrorCode::InvalidArgument, tr("--db needs a file path.")};
    return options;
}

QString CommandLine::helpText()
{
    QCommandLineParser parser;
    setUp(parser);
    return parser.helpText();
}

} // namespace shardscope::ui
