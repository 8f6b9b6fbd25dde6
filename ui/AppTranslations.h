#pragma once

#include <QLocale>
#include <QString>

#include <memory>
#include <vector>

class QTranslator;

namespace shardscope::ui {

/// ShardScope's own translation (embedded under :/i18n) plus Qt's (for the wizard's buttons and
/// standard dialogs), installed on the application while this object lives.
class AppTranslations
{
public:
    AppTranslations();
    ~AppTranslations();
    AppTranslations(const AppTranslations &) = delete;
    AppTranslations &operator=(const AppTranslations &) = delete;

    /// The locale for a --lang value ("de", "de_DE"); the system locale when it is empty.
    static QLocale localeFor(const QString &language);

    /// Installs the translations for locale and makes it the default locale (numbers, dates).
    /// Returns whether ShardScope's own translation was found; English needs none.
    bool install(const QLocale &locale);
    /// Removes what install() added.
    void remove();

private:
    std::vector<std::unique_ptr<QTranslator>> m_translators;
};

} // namespace shardscope::ui
