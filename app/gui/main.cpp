// shardscope: the GUI. Parses the command line, opens the database and hands over to the
// MainWindowController (language, remembered settings, the wizard); everything else lives in
// shardscope-ui.
#include "core/ApplicationIdentity.h"
#include "core/agent/AgentChannel.h"
#include "core/store/ResultStore.h"
#include "remote-agent/protocol/Version.h"
#include "ui/AppTranslations.h"
#include "ui/CommandLine.h"
#include "ui/MainWindowController.h"
#include "ui/WizardModel.h"

#include <QApplication>
#include <QFile>
#include <QIcon>
#include <QSettings>

#include <cstdio>

using namespace shardscope;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    core::setApplicationIdentity();
    QApplication::setDesktopFileName(QStringLiteral("io.shardscope.ShardScope"));

    auto options = ui::CommandLine::parse(QApplication::arguments());
    if (!options) {
        std::fprintf(stderr, "shardscope: %s\n\n%s", qPrintable(options.error().detail),
                     qPrintable(ui::CommandLine::helpText()));
        return 2;
    }
    if (options->helpRequested) {
        std::fputs(qPrintable(ui::CommandLine::helpText()), stdout);
        return 0;
    }
    if (options->versionRequested) {
        std::printf("ShardScope %s\n", protocol::kShardScopeVersion);
        return 0;
    }

    const QString iconPath = QStringLiteral(":/shardscope/icons/shardscope.svg");
    if (QFile::exists(iconPath))
        QApplication::setWindowIcon(QIcon(iconPath));

    // The model outlives the wizard: pages hold a reference to it until they are destroyed.
    ui::WizardModel model;
    model.setAgentPath(core::findLocalAgent());
    // A database that cannot be opened is shown on the Machines page; the wizard works without it.
    (void)model.openStore(options->databasePath.isEmpty() ? core::defaultDatabasePath()
                                                          : options->databasePath);

    QSettings settings; // the organisation and application names of setApplicationIdentity()
    ui::AppTranslations translations;
    ui::MainWindowController controller(model, translations, settings);
    // --lang wins for this session; otherwise the language chosen on the Welcome page last time.
    const QString language
        = options->language.isEmpty() ? controller.rememberedLanguage() : options->language;
    const QLocale locale = ui::AppTranslations::localeFor(language);
    if (!controller.start(language) && !language.isEmpty() && locale.language() != QLocale::English
        && locale.language() != QLocale::C) {
        std::fprintf(stderr, "shardscope: no translation for \"%s\"; using English\n", qPrintable(language));
    }
    const int result = QApplication::exec();
    controller.saveSettings();
    return result;
}
