#include "UiTestSupport.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPixmap>
#include <QProcess>
#include <QTableWidget>
#include <QThread>
#include <QWidget>

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

} // namespace shardscope::ui::test
