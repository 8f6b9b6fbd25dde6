#pragma once

// A translator for the tests that check a class words everything through tr(): while installed it
// translates every string of one tr() context into "[source]", so text that came through tr() is
// bracketed and text pasted in from elsewhere (core's English, a number formatted by hand) is not.
#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace shardscope::test {

class MarkingTranslator : public QTranslator
{
public:
    explicit MarkingTranslator(const char *context)
        : m_context(context)
    {
        QCoreApplication::installTranslator(this);
    }
    ~MarkingTranslator() override { QCoreApplication::removeTranslator(this); }

    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (m_context != context)
            return {};
        return QLatin1Char('[') + QString::fromUtf8(source) + QLatin1Char(']');
    }

private:
    QByteArray m_context;
};

} // namespace shardscope::test
