#include "ui/AppTranslations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace shardscope::ui {

AppTranslations::AppTranslations() = default;

AppTranslations::~AppTranslations()
{
    remove();
}

QLocale AppTranslations::localeFor(const QString &language)
{
    return language.isEmpty() ? QLocale::system() : QLocale(language);
}

bool AppTranslations::install(const QLocale &locale)
{
    remove();
    QLocale::setDefault(locale);

    bool ownFound = false;
    auto own = std::make_unique<QTranslator>();
    if (own->load(locale, QStringLiteral("shardscope"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(own.get());
        m_translators.push_back(std::move(own));
        ownFound = true;
    }
    // Qt's own strings (wizard buttons, file dialog); absent on some systems, which is fine.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        m_translators.push_back(std::move(qt));
    }
    return ownFound;
}

void AppTranslations::remove()
{
    for (const auto &translator : m_translators)
        QCoreApplication::removeTranslator(translator.get());
    m_translators.clear();
}

} // namespace shardscope::ui
