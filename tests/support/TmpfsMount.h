#pragma once

// A small tmpfs of its own for the store's tests of odd file systems: filled up, it is a full disk;
// remounted read-only, a read-only mount. Mounting needs root (CAP_SYS_ADMIN); a test that cannot
// mount says so with GTEST_SKIP. Header-only, for the store's, the CLI's and the GUI's test binaries.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mount.h>
#include <unistd.h>

namespace shardscope::test {

class TmpfsMount
{
public:
    /// Mounts a tmpfs of `bytes` on the (existing, empty) folder `where`; error() says why not.
    TmpfsMount(const QString &where, qint64 bytes)
        : m_where(where)
        , m_options("size=" + QByteArray::number(bytes))
    {
        if (::mount("tmpfs", QFile::encodeName(where).constData(), "tmpfs", MS_NOSUID | MS_NODEV,
                    m_options.constData())
            != 0)
            m_error = QStringLiteral("mounting a tmpfs on %1 failed: %2")
                          .arg(where, QString::fromLocal8Bit(std::strerror(errno)));
        else
            m_mounted = true;
    }
    ~TmpfsMount()
    {
        // Lazily: a file a failed test still holds open must not keep the mount behind.
        if (m_mounted)
            ::umount2(QFile::encodeName(m_where).constData(), MNT_DETACH);
    }
    TmpfsMount(const TmpfsMount &) = delete;
    TmpfsMount &operator=(const TmpfsMount &) = delete;

    bool mounted() const { return m_mounted; }
    QString error() const { return m_error; }
    QString path(const QString &name) const { return QDir(m_where).filePath(name); }

    /// Fills the file system to the last byte with a file named `name`; false when it could not.
    bool fill(const QString &name = QStringLiteral("filler")) const
    {
        const int fd = ::open(QFile::encodeName(path(name)).constData(), O_WRONLY | O_CREAT | O_APPEND, 0600);
        if (fd < 0)
            return false;
        const QByteArray page(4096, 'x');
        bool full = false;
        // Pages first, then bytes: tmpfs counts pages, so the bytes only confirm that none is left.
        for (qsizetype chunk : {page.size(), qsizetype(1)}) {
            for (;;) {
                const ssize_t written = ::write(fd, page.constData(), std::size_t(chunk));
                if (written > 0)
                    continue;
                full = written < 0 && errno == ENOSPC;
                break;
            }
        }
        ::close(fd);
        return full;
    }

    /// `mount -o remount,ro`; false with error() when it could not.
    bool remountReadOnly()
    {
        if (::mount(nullptr, QFile::encodeName(m_where).constData(), nullptr, MS_REMOUNT | MS_RDONLY,
                    m_options.constData())
            == 0)
            return true;
        m_error = QStringLiteral("remounting %1 read-only failed: %2")
                      .arg(m_where, QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }

    /// The names in the mount, sorted (what a failed open may have left behind).
    QStringList entries() const { return QDir(m_where).entryList(QDir::Files | QDir::Hidden, QDir::Name); }

private:
    QString m_where;
    QByteArray m_options;
    QString m_error;
    bool m_mounted = false;
};

} // namespace shardscope::test
