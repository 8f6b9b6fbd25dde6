#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <chrono>
#include <functional>

class QTableWidget;
class QWidget;

namespace shardscope::ui::test {

/// Processes events until condition() holds or timeout passes (QTRY_VERIFY without QtTest's
/// macros, which do not fit GoogleTest). Returns the final value of condition().
bool waitUntil(const std::function<bool()> &condition,
               std::chrono::milliseconds timeout = std::chrono::seconds(60));

/// Interface names from `ip -j link`, the reference for what the probe should list.
QStringList ipLinkNames();

/// Text of a PDF from `pdftotext FILE -`; empty when pdftotext failed.
QString pdfText(const QString &path);

/// The texts of one column of a table.
QStringList columnTexts(const QTableWidget *table, int column);

/// Saves widget->grab() as <build>/test-artifacts/<name>.png (for looking at layouts); returns
/// the path, or empty when saving failed.
QString saveScreenshot(QWidget *widget, const QString &name);

/// The visible top-level-or-child widget of type T with this object name under root, or null.
template<typename T>
T *visibleChild(const QObject *root, const QString &name)
{
    const QList<T *> found = root->findChildren<T *>(name);
    for (T *widget : found) {
        if (widget->isVisible())
            return widget;
    }
    return nullptr;
}

} // namespace shardscope::ui::test
