#include "UiTestSupport.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPixmap>
#include <QProcess>
#include <QTabBar>
#include <QTableWidget>
#include <QThread>
#include <QWidget>
#include <QWizard>

namespace shardscope::ui::test {

bool waitUntil(const std::function<bool()> &condition, std::chrono::milliseconds timeout)
{
    QDeadlineTimer deadline(timeout);
    while (!condition()) {
        if (deadline.hasExpired())
            return condition();
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        QThread::msleep(10);
    }
    return true;
}

QStringList ipLinkNames()
{
    QProcess ip;
    ip.start(QStringLiteral("ip"), {QStringLiteral("-j"), QStringLiteral("link")});
    if (!ip.waitForFinished(10000) || ip.exitCode() != 0)
        return {};
    QStringList names;
    const QJsonArray links = QJsonDocument::fromJson(ip.readAllStandardOutput()).array();
    for (const QJsonValue &link : links)
        names.append(link.toObject().value(QStringLiteral("ifname")).toString());
    return names;
}

QString pdfText(const QString &path)
{
    QProcess pdftotext;
    pdftotext.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    if (!pdftotext.waitForFinished(20000) || pdftotext.exitCode() != 0)
        return {};
    return QString::fromUtf8(pdftotext.readAllStandardOutput());
}

QStringList columnTexts(const QTableWidget *table, int column)
{
    QStringList texts;
    for (int row = 0; row < table->rowCount(); ++row) {
        const QTableWidgetItem *item = table->item(row, column);
        texts.append(item ? item->text() : QString());
    }
    return texts;
}

} // namespace shardscope::ui::test

namespace shardscope::ui::test {

QString saveScreenshot(QWidget *widget, const QString &name)
{
    const QString dir = QStringLiteral(SHARDSCOPE_TEST_ARTIFACTS_DIR);
    if (!QDir().mkpath(dir))
        return {};
    const QString path = QDir(dir).filePath(name + QStringLiteral(".png"));
    return widget->grab().save(path) ? path : QString();
}

QMultiMap<QChar, QString> mnemonics(const QWizard &wizard)
{
    QMultiMap<QChar, QString> letters;
    const auto add = [&letters](const QString &text) {
        for (qsizetype i = 0; i + 1 < text.size(); ++i) {
            if (text.at(i) != QLatin1Char('&'))
                continue;
            if (text.at(i + 1) != QLatin1Char('&')) {
                letters.insert(text.at(i + 1).toLower(), text);
                return;
            }
            ++i; // "&&" is a literal ampersand
        }
    };
    // The page's buttons even while hidden (Cancel shows only while something runs); of the
    // wizard's own buttons, those it shows on this page.
    for (const QAbstractButton *button : wizard.currentPage()->findChildren<QAbstractButton *>()) {
        if (!qobject_cast<const QTabBar *>(button->parentWidget()))
            add(button->text());
    }
    for (int which :
         {QWizard::BackButton, QWizard::NextButton, QWizard::FinishButton, QWizard::CancelButton}) {
        const QAbstractButton *button = wizard.button(QWizard::WizardButton(which));
        if (button && button->isVisibleTo(&wizard))
            add(button->text());
    }
    for (const QLabel *label : wizard.currentPage()->findChildren<QLabel *>()) {
        if (label->buddy() && label->isVisibleTo(&wizard))
            add(label->text());
    }
    for (const QTabBar *tabs : wizard.currentPage()->findChildren<QTabBar *>()) {
        for (int i = 0; tabs->isVisibleTo(&wizard) && i < tabs->count(); ++i)
            add(tabs->tabText(i));
    }
    return letters;
}

} // namespace shardscope::ui::test
