#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

namespace shardscope::test {

/// The text of a PDF as poppler's `pdftotext FILE -` reads it (pages separated by form feeds);
/// empty when pdftotext failed or took more than 20 s.
inline QString pdfText(const QString &path)
{
    QProcess pdftotext;
    pdftotext.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    if (!pdftotext.waitForFinished(20000) || pdftotext.exitCode() != 0)
        return {};
    return QString::fromUtf8(pdftotext.readAllStandardOutput());
}

} // namespace shardscope::test
