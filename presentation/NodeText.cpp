#include "presentation/NodeText.h"

#include "core/SafeText.h"
#include "presentation/ErrorText.h"
#include "presentation/InventoryText.h"

#include <QDir>

#include <algorithm>

namespace shardscope::presentation {

QString NodeText::nodeLabel(const QString &nodeName, const QString &host, int port)
{
    // A stored name or an ssh_config alias may predate checkHost's refusal of control characters.
    const QString shownHost = core::safeText(host);
    const QString where = port == 22 ? shownHost : tr("%1, port %2").arg(shownHost).arg(port);
    if (nodeName.isEmpty() || nodeName == host)
        return where;
    return tr("%1 (%2)").arg(core::safeText(nodeName), where);
}

QString NodeText::hostKeyQuestion(const QString &nodeName, const core::HostKeyInfo &key)
{
    return tr("ShardScope has not connected to %1 before, so it cannot tell yet whether it is really "
              "talking to that machine. The machine presents this host key:\n\n"
              "Host: %2\nPort: %3\nKey type: %4\nFingerprint: %5\n\n"
              "Do you trust this key?")
        .arg(nodeLabel(nodeName, key.host, key.port), core::safeText(key.host), QString::number(key.port),
             key.keyType, key.fingerprintSha256);
}

QString NodeText::hostKeyHowToCheck(const core::HostKeyInfo &key)
{
    return tr("To check it, run this on the machine itself (at its keyboard, or over a connection you "
              "already trust):\n\n    ssh-keygen -lf %1\n\nand compare the SHA256 fingerprint it prints with "
              "the one above. Trust the key only if they are the same. Trusting adds it to %2; "
              "Cancel connects to nothing.")
        .arg(hostKeyFile(key.keyType), QDir::toNativeSeparators(key.knownHostsFile));
}

QString NodeText::hostKeyFile(const QString &keyType)
{
    QString name = QStringLiteral("ed25519");
    if (keyType.startsWith(QLatin1String("ecdsa")))
        name = QStringLiteral("ecdsa");
    else if (keyType == QLatin1String("ssh-rsa") || keyType.startsWith(QLatin1String("rsa-")))
        name = QStringLiteral("rsa");
    else if (keyType == QLatin1String("ssh-dss"))
        name = QStringLiteral("dsa");
    return QStringLiteral("/etc/ssh/ssh_host_%1_key.pub").arg(name);
}

QString NodeText::serverSays(const QString &serverText)
{
    const QString quoted = untrustedLine(serverText);
    return quoted.isEmpty() ? QString() : tr("The server says: “%1”").arg(quoted);
}

QString NodeText::untrustedLine(const QString &text, qsizetype maxChars)
{
    // One line that cannot pass for ShardScope's own words: no line breaks to start a new
    // "paragraph", no invisible or direction-changing characters (U+202E), a bounded length.
    QString line;
    line.reserve(std::min(text.size(), maxChars + 1));
    for (const QChar c : text) {
        const QChar::Category category = c.category();
        if (category == QChar::Other_Format)
            continue;
        line.append(category == QChar::Other_Control || c.isSpace() ? QChar(u' ') : c);
    }
    line = line.simplified();
    if (line.size() > maxChars) {
        const qsizetype cut = line.at(maxChars - 1).isHighSurrogate() ? maxChars - 1 : maxChars;
        line = line.left(cut) + QChar(u'…');
    }
    return line;
}

} // namespace shardscope::presentation
