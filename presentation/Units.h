#pragma once

#include <QString>

#include <cstdint>

namespace shardscope::presentation::Units {

// One formatter for the figures the user reads, on screen and in the PDF: which unit, how many
// decimals, the reader's locale (QLocale(): "0,94 Gbit/s" in German). The unit words stay translated
// where they always were: the callers (AnalysisText, LinkText, InventoryText) pass their own tr()
// strings, each with %1 for the number, so the same figure reads the same on every page.

/// The words of a rate: "%1 Gbit/s", "%1 Mbit/s", "%1 kbit/s", "%1 bit/s".
struct RateWords {
    QString giga;
    QString mega;
    QString kilo;
    QString unit;
};

/// A number in the reader's locale with `decimals` decimals.
QString number(double value, int decimals);

/// A measured rate, the same in every table and sentence: Gbit/s with two decimals from 100 Mbit/s
/// ("0.94 Gbit/s", "9.41 Gbit/s", "23.00 Gbit/s"), so that a table's column reads in one unit;
/// "94.1 Mbit/s", "812 kbit/s", "500 bit/s" below.
QString bitsPerSecond(double bitsPerSecond, const RateWords &words);
/// A negotiated link speed: "1 Gbit/s", "2.5 Gbit/s", "100 Mbit/s" (words.giga and words.mega only).
QString linkSpeed(std::int64_t megabitsPerSecond, const RateWords &words);

/// Milliseconds with the decimals their size needs: "0.072 ms", "0.41 ms", "12.5 ms", "210 ms";
/// from 1000 ms in seconds with two decimals ("2.10 s"). `ms` and `seconds` are the words.
QString milliseconds(double ms, const QString &msWord, const QString &secondsWord);

/// Bytes in IEC units with one decimal, "14.2 GiB" (QLocale's own words); a count beyond qint64 (an
/// untrusted one a broken node may send) in `exbibytes` ("%1 EiB").
QString bytes(double bytes, const QString &exbibytes);

} // namespace shardscope::presentation::Units
