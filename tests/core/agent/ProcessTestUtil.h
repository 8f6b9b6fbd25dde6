#pragma once

#include <QList>
#include <QString>

/// Process ids of this test process's children (zombies included), read from /proc: a child
/// that was not reaped still shows up here.
QList<qint64> childProcessIds();

/// Does /proc/<pid> exist (running or zombie)?
bool processExists(qint64 pid);

/// Copies data/<name> into dir and makes it executable, so the test never depends on the
/// checkout's file modes. Returns the copy's path.
QString installScript(const QString &dir, const QString &name);
