#pragma once

#include "core/store/ResultStore.h"

#include <QDateTime>

#include <memory>

namespace shardscope::test {

/// The time the test clocks start at.
inline QDateTime testClockStart()
{
    return QDateTime::fromString(QStringLiteral("2026-03-01T12:00:00.000Z"), Qt::ISODateWithMs);
}

/// A store clock that stands still until the test advances it: what the store writes is timed
/// exactly, and two writes are apart by as much as the test says, with no sleep.
class TestClock
{
public:
    QDateTime now() const { return *m_now; }
    void advance(qint64 ms) { *m_now = m_now->addMSecs(ms); }
    /// For ResultStore::open; it may outlive this object.
    core::ResultStore::Clock clock() const
    {
        return [now = m_now] {
            return *now;
        };
    }

private:
    std::shared_ptr<QDateTime> m_now = std::make_shared<QDateTime>(testClockStart());
};

/// A store clock that moves on by a millisecond each time it is read: every write is later than
/// the one before, in the order they are made (runs are ordered by their times in milliseconds).
inline core::ResultStore::Clock steppingClock()
{
    return [now = std::make_shared<QDateTime>(testClockStart())] {
        *now = now->addMSecs(1);
        return *now;
    };
}

} // namespace shardscope::test
