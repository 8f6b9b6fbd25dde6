#pragma once

#include "tests/support/PdfText.h"

#include <QChar>
#include <QList>
#include <QMultiMap>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <gtest/gtest.h>

#include <chrono>
#include <functional>

class QSignalSpy;
class QTableWidget;
class QWidget;
class QWizard;

namespace shardscope::ui::test {

/// The longest gap between a 10 ms timer's ticks that still says "the UI thread never waited for
/// the run": a blocking agent call or bench step takes seconds, while scheduling on a loaded 2-core
/// machine (a parallel test, the fuzzers) delays a tick by 100 ms and more now and then.
inline constexpr qint64 kEventLoopStallMs = 1000;

/// Processes events until condition() holds or timeout passes (QTRY_VERIFY without QtTest's
/// macros, which do not fit GoogleTest). Returns the final value of condition().
bool waitUntil(const std::function<bool()> &condition,
               std::chrono::milliseconds timeout = std::chrono::seconds(60));

/// Shows that something does not happen: processes events for the whole `window` and succeeds when
/// happened() never held; fails as soon as it does, saying after how long. A wait that must time
/// out, for "nothing more happens" (a wait for something to happen is waitUntil's).
::testing::AssertionResult neverWithin(const std::function<bool()> &happened,
                                       std::chrono::milliseconds window);

/// neverWithin for a signal: succeeds when `spy` records no further emission within `window`,
/// its count unchanged.
::testing::AssertionResult noMoreSignals(QSignalSpy &spy, std::chrono::milliseconds window);

/// The names (comm, as in /proc/<pid>/stat) of this process's child processes: "sleep" once a silent agent
/// (tests/core/data/agent-silent.sh) runs.
QStringList childProcessNames();

/// Interface names from `ip -j link`, the reference for what the probe should list.
QStringList ipLinkNames();

using shardscope::test::pdfText;

/// The texts of one column of a table.
QStringList columnTexts(const QTableWidget *table, int column);

/// Saves widget->grab() as <build>/test-artifacts/<name>.png (for looking at layouts); returns
/// the path, or empty when saving failed.
QString saveScreenshot(QWidget *widget, const QString &name);

/// Whether `widget` sits on a page of a QStackedWidget that is not its current one: hidden, and
/// its shortcuts with it, whatever its own visibility says.
bool onAnotherStackPage(const QWidget *widget);

/// The mnemonic letters (Alt+letter) on the wizard's current page and its own buttons, with the
/// texts that use them: buttons (also hidden ones, but not on another page of a stacked widget),
/// labels with a buddy and tab bars that the user can see.
QMultiMap<QChar, QString> mnemonics(const QWizard &wizard);

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
