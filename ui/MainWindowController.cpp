#include "ui/MainWindowController.h"

#include "ui/AppTranslations.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WelcomePage.h"
#include "ui/WizardModel.h"

#include <QLocale>
#include <QSettings>

namespace shardscope::ui {

namespace {

const QString kLanguageKey = QStringLiteral("ui/language");

} // namespace

MainWindowController::MainWindowController(WizardModel &model, AppTranslations &translations,
                                           QSettings &settings, NodeInteraction *interaction, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_translations(translations)
    , m_settings(settings)
    , m_interaction(interaction)
{}

MainWindowController::~MainWindowController()
{
    delete m_wizard.data();
}

ShardScopeWizard *MainWindowController::wizard() const
{
    return m_wizard;
}

QString MainWindowController::rememberedLanguage() const
{
    const QString language = m_settings.value(kLanguageKey).toString();
    for (const auto &[code, name] : WelcomePage::languages()) {
        if (code == language)
            return language;
    }
    return {}; // a language this build does not offer: the system's
}

bool MainWindowController::start(const QString &language)
{
    m_model.loadSettings(m_settings);
    const bool found = install(language);
    buildWizard();
    return found;
}

bool MainWindowController::setLanguage(const QString &language)
{
    m_settings.setValue(kLanguageKey, language);
    const bool found = install(language);
    if (m_wizard) {
        // Called from the old wizard's Welcome page: it goes once its signal has returned. The new
        // one shows first, so that the application never has no window.
        ShardScopeWizard *old = m_wizard;
        old->stopJobs();
        disconnect(old, nullptr, this, nullptr);
        const QRect geometry = old->geometry();
        const bool visible = old->isVisible();
        buildWizard();
        m_wizard->setGeometry(geometry);
        m_wizard->setVisible(visible);
        old->hide();
        old->deleteLater();
    } else {
        buildWizard();
    }
    saveSettings();
    return found;
}

bool MainWindowController::install(const QString &language)
{
    m_language = language;
    const QLocale locale = AppTranslations::localeFor(language);
    return m_translations.install(locale);
}

void MainWindowController::buildWizard()
{
    m_wizard = m_interaction ? new ShardScopeWizard(m_model, *m_interaction) : new ShardScopeWizard(m_model);
    m_wizard->setAttribute(Qt::WA_DeleteOnClose, false);
    m_wizard->setLanguage(m_language);
    connect(m_wizard, &ShardScopeWizard::languageChangeRequested, this, &MainWindowController::setLanguage);
    connect(m_wizard, &QWizard::finished, this, &MainWindowController::saveSettings);
    m_wizard->show();
}

void MainWindowController::saveSettings()
{
    m_model.saveSettings(m_settings);
    m_settings.setValue(kLanguageKey, m_language);
    m_settings.sync();
}

} // namespace shardscope::ui
