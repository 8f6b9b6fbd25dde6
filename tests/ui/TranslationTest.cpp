#include "ui/AppTranslations.h"
#include "ui/CommandLine.h"
#include "ui/MachinesPage.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WizardModel.h"

#include <QAbstractButton>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QPushButton>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

using namespace shardscope;
using ui::ShardScopeWizard;

namespace {

/// Restores English and the C locale after a test that switched language.
struct LanguageGuard {
    ~LanguageGuard()
    {
        translations.remove();
        QLocale::setDefault(QLocale::c());
    }
    ui::AppTranslations translations;
};

} // namespace

TEST(GuiTranslation, LangDeMakesTheWizardGerman)
{
    {
        ui::WizardModel model;
        ShardScopeWizard english(model);
        ASSERT_EQ(english.page(ShardScopeWizard::Welcome)->title(), QStringLiteral("Welcome to ShardScope"));
    }

    auto options = ui::CommandLine::parse(
        {QStringLiteral("shardscope"), QStringLiteral("--lang"), QStringLiteral("de")});
    ASSERT_TRUE(options.ok());
    LanguageGuard guard;
    ASSERT_TRUE(guard.translations.install(ui::AppTranslations::localeFor(options->language)));

    ui::WizardModel model;
    model.setAgentPath(QStringLiteral("/nonexistent/shardscope-agent"));
    ShardScopeWizard wizard(model);
    EXPECT_EQ(wizard.page(ShardScopeWizard::Welcome)->title(), QStringLiteral("Willkommen bei ShardScope"));
    EXPECT_EQ(wizard.page(ShardScopeWizard::Machines)->title(), QStringLiteral("Ihre Rechner"));
    EXPECT_EQ(wizard.findChild<QPushButton *>(QStringLiteral("connectAllButton"))->text(),
              QStringLiteral("Alle &verbinden"));
    EXPECT_EQ(wizard.page(ShardScopeWizard::Deploy)->title(),
              QStringLiteral("Den Agenten auf Ihre Rechner bringen"));

    // Qt's own strings (the wizard's buttons) come from qtbase_de (Debian: qt6-translations-l10n,
    // in scripts/debian-packages.txt).
    const QString qtBase
        = QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_de.qm");
    ASSERT_TRUE(QFile::exists(qtBase)) << qtBase.toStdString();
    EXPECT_FALSE(wizard.buttonText(QWizard::NextButton).contains(QStringLiteral("Next")))
        << wizard.buttonText(QWizard::NextButton).toStdString();
}

TEST(GuiTranslation, GermanIsComplete)
{
    QFile file(QStringLiteral(SHARDSCOPE_TS_DE));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << SHARDSCOPE_TS_DE;
    QXmlStreamReader xml(&file);
    int messages = 0;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("message")) {
            ++messages;
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            EXPECT_TRUE(type.isEmpty())
                << "translation marked " << type.toStdString() << ": " << source.toStdString();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            EXPECT_FALSE(text.trimmed().isEmpty()) << "no German for: " << source.toStdString();
        }
    }
    ASSERT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    EXPECT_GT(messages, 100);
}
