#pragma once

#include <QString>
#include <QStringList>

#include <chrono>
#include <functional>

class QTableWidget;

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

} // namespace shardscope::ui::test
