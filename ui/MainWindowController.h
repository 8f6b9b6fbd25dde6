#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QSettings;

namespace shardscope::ui {

class AppTranslations;
class NodeInteraction;
class ShardScopeWizard;
class WizardModel;

/// Owns the wizard window for main(): remembers the settings and the language in QSettings, and
/// switches the language at run time by installing the new translations and building the wizard
/// again on the Welcome page with the same WizardModel (hosts, settings and runs live there, so
/// nothing is lost). Widgets translate their texts when they are made; rebuilding is simpler and
/// surer than retranslating every page in place.
class MainWindowController : public QObject
{
    Q_OBJECT

public:
    /// model, translations and settings must outlive the controller. With `interaction`, SSH's
    /// questions go there (tests); without, the wizard asks with dialogs.
    MainWindowController(WizardModel &model, AppTranslations &translations, QSettings &settings,
                         NodeInteraction *interaction = nullptr, QObject *parent = nullptr);
    ~MainWindowController() override;

    /// The language remembered in the settings ("" for the system language).
    QString rememberedLanguage() const;

    /// Reads the model's settings, installs `language` ("" for the system language; see
    /// AppTranslations::localeFor) and shows the wizard. Returns whether ShardScope's own translation
    /// for it was found (English needs none).
    bool start(const QString &language);
    /// Remembers `language`, installs it and rebuilds the wizard in it, on the Welcome page.
    bool setLanguage(const QString &language);
    /// The language shown ("" for the system language).
    QString language() const { return m_language; }

    /// Writes the model's settings and the language (also done when the wizard closes).
    void saveSettings();

    /// The wizard shown; replaced by setLanguage().
    ShardScopeWizard *wizard() const;

private:
    bool install(const QString &language);
    void buildWizard();

    WizardModel &m_model;
    AppTranslations &m_translations;
    QSettings &m_settings;
    NodeInteraction *m_interaction = nullptr;
    QString m_language;
    QPointer<ShardScopeWizard> m_wizard;
};

} // namespace shardscope::ui
