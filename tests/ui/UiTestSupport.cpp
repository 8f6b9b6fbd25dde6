#include "UiTestSupport.h"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPixmap>
#include <QProcess>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTabBar>
#include <QTableWidget>
#include <QTest>
#include <QThread>
#include <QWidget>
#include <QWizard>

#include <algorithm>

namespace shardscope::ui::test {

bool waitUntil(const std::function<bool()> &condition, std::chrono::milliseconds timeout)
{
    QDeadlineTimer deadline(timeout);
    while (!condition()) {
        if (deadline.hasExpired())
            return condition();
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        QThread::msleep(10); // the polling interval; the deadline bounds the wait
    }
    return true;
}

::testing::AssertionResult neverWithin(const std::function<bool()> &happened,
                                       std::chrono::milliseconds window)
{
    QElapsedTimer elapsed;
    elapsed.start();
    QDeadlineTimer deadline(window);
    for (;;) {
        if (happened())
            return ::testing::AssertionFailure()
                   << "it happened after " << elapsed.elapsed() << " ms of " << window.count() << " ms";
        if (deadline.hasExpired())
            return ::testing::AssertionSuccess();
        // Events are processed meanwhile (posted deletions included), as QTest::qWait does.
        QTest::qWait(int(std::clamp<qint64>(deadline.remainingTime(), 1, 10)));
    }
}

::testing::AssertionResult noMoreSignals(QSignalSpy &spy, std::chrono::milliseconds window)
{
    const qsizetype before = spy.size();
    QElapsedTimer elapsed;
    elapsed.start();
    // wait() returns early, true, at the first emission: the wait must time out.
    if (!spy.wait(int(window.count())) && spy.size() == before)
        return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure()
           << spy.size() - before << " more signal(s) " << spy.signal().constData() << " within "
           << elapsed.elapsed() << " ms of " << window.count() << " ms";
}

QStringList childProcessNames()
{
    // "pid (comm) state ppid ..." in /proc/<pid>/stat; comm may hold spaces and parentheses.
    QStringList names;
    const QByteArray self = QByteArray::number(QCoreApplication::applicationPid());
    const QDir proc(QStringLiteral("/proc"));
    for (const QString &entry : proc.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile stat(proc.filePath(entry + QStringLiteral("/stat")));
        if (!entry.front().isDigit() || !stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const qsizetype open = text.indexOf('(');
        const qsizetype close = text.lastIndexOf(')');
        if (open < 0 || close < open)
            continue;
        const QList<QByteArray> fields = text.mid(close + 2).split(' ');
        if (fields.size() > 1 && fields.at(1) == self)
            names.append(QString::fromUtf8(text.mid(open + 1, close - open - 1)));
    }
    return names;
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

bool onAnotherStackPage(const QWidget *widget)
{
    for (const QWidget *child = widget; child && child->parentWidget(); child = child->parentWidget()) {
        if (const auto *stack = qobject_cast<const QStackedWidget *>(child->parentWidget());
            stack && stack->currentWidget() != child)
            return true;
    }
    return false;
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
    // A stacked widget's other pages (the Inference page's other mode) are not there at all.
    for (const QAbstractButton *button : wizard.currentPage()->findChildren<QAbstractButton *>()) {
        if (!qobject_cast<const QTabBar *>(button->parentWidget()) && !onAnotherStackPage(button))
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
