#include "presentation/Units.h"

#include <QLocale>

#include <cmath>

namespace shardscope::presentation::Units {

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

namespace {

/// About three significant digits: "940", "15.2", "2.35".
QString significant(double value)
{
    const double size = std::abs(value);
    return number(value, size >= 100 ? 0 : size >= 10 ? 1 : 2);
}

} // namespace

QString bitsPerSecond(double bitsPerSecond, const RateWords &words)
{
    if (bitsPerSecond >= 1e8)
        return words.giga.arg(number(bitsPerSecond / 1e9, 2));
    if (bitsPerSecond >= 1e6)
        return words.mega.arg(number(bitsPerSecond / 1e6, 1));
    if (bitsPerSecond >= 1e3)
        return words.kilo.arg(number(bitsPerSecond / 1e3, 0));
    return words.unit.arg(number(bitsPerSecond, 0));
}

QString linkSpeed(std::int64_t megabitsPerSecond, const RateWords &words)
{
    if (megabitsPerSecond >= 1000) {
        const double gigabits = double(megabitsPerSecond) / 1000.0;
        const bool whole = std::fmod(gigabits, 1.0) == 0.0;
        return words.giga.arg(number(gigabits, whole ? 0 : 1));
    }
    return words.mega.arg(QLocale().toString(qlonglong(megabitsPerSecond)));
}

QString milliseconds(double ms, const QString &msWord, const QString &secondsWord)
{
    if (ms >= 1000)
        return secondsWord.arg(number(ms / 1000, 2));
    const double size = std::abs(ms);
    return msWord.arg(size < 0.1 && size > 0 ? number(ms, 3) : significant(ms));
}

QString bytes(double bytes, const QString &exbibytes)
{
    // formattedDataSize takes qint64: a larger (untrusted) count would turn negative.
    if (!(bytes > 0))
        return QLocale().formattedDataSize(0, 1, QLocale::DataSizeIecFormat);
    if (bytes >= 9.2e18)
        return exbibytes.arg(number(bytes / double(1ull << 60), 1));
    return QLocale().formattedDataSize(qint64(std::llround(bytes)), 1, QLocale::DataSizeIecFormat);
}

} // namespace shardscope::presentation::Units
