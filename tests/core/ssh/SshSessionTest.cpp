// SshSession against the real sshd of testbed nodes: connect, exec, host keys, authentication,
// connection errors and quoting.
#include "SshTestSupport.h"

#include "Process.h"

#include <QFile>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

using namespace shardscope;
using namespace shardscope::core;
using namespace shardscope::sshtest;
using namespace std::chrono_literals;

namespace {

QByteArray readAll(const QString &path)
{
    return QFile::exists(path) ? readFile(path) : QByteArray("<missing>");
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

/// "SHA256:…" of a public key file, as OpenSSH's ssh-keygen prints it.
QString opensshFingerprint(const std::string &publicKeyPath)
{
    const testbed::CommandResult result
        = testbed::runCommand({testbed::findTool("ssh-keygen"), "-l", "-E", "sha256", "-f", publicKeyPath});
    const QStringList fields = qs(result.output).split(QLatin1Char(' '));
    return result.ok() && fields.size() > 1 ? fields.at(1) : QString();
}

using SshSessionTest = SshTestbedTest;

} // namespace

TEST(ShellQuoteTest, QuotesEveryArgumentAsOneSingleQuotedWord)
{
    EXPECT_EQ(shellQuote(QString()), QStringLiteral("''"));
    EXPECT_EQ(shellQuote(QStringLiteral("plain")), QStringLiteral("'plain'"));
    EXPECT_EQ(shellQuote(QStringLiteral("it's")), QStringLiteral("'it'\\''s'"));
    EXPECT_EQ(shellQuote(QStringLiteral("a b; $(x) `y`")), QStringLiteral("'a b; $(x) `y`'"));
}

TEST_F(SshSessionTest, ConnectsAndRunsCommandsOnFourNodes)
{
    ASSERT_EQ(m_testbed->nodes().size(), 4u);
    for (int i = 0; i < 4; ++i) {
        SCOPED_TRACE(i);
        auto session = connectOrFail(i);
        ASSERT_TRUE(session);
        auto echo = session->exec(QStringLiteral("echo hello"));
        ASSERT_TRUE(echo) << text(echo.error());
        EXPECT_EQ(echo->exitStatus, 0);
        EXPECT_EQ(echo->stdOut, QByteArray("hello\n"));
        EXPECT_TRUE(echo->stdErr.isEmpty());

        // The command really runs in the node's namespace: it sees the node's own address.
        auto address = session->exec(QStringLiteral("cat /proc/net/fib_trie"));
        ASSERT_TRUE(address) << text(address.error());
        EXPECT_TRUE(
            address->stdOut.contains(QByteArray::fromStdString(m_testbed->nodes()[std::size_t(i)].address)));

        auto piped = session->exec(QStringLiteral("cat; echo oops >&2; exit 3"), QByteArray("from stdin"));
        ASSERT_TRUE(piped) << text(piped.error());
        EXPECT_EQ(piped->exitStatus, 3);
        EXPECT_EQ(piped->stdOut, QByteArray("from stdin"));
        EXPECT_EQ(piped->stdErr, QByteArray("oops\n"));
    }
}

TEST_F(SshSessionTest, ExecKeepsOutputBoundedAndStopsCommandsOnTimeoutAndCancel)
{
    auto session = connectOrFail(0);
    ASSERT_TRUE(session);
    auto big = session->exec(QStringLiteral("head -c 300000 /dev/zero"), {}, 30s, nullptr, 1000);
    ASSERT_TRUE(big) << text(big.error());
    EXPECT_EQ(big->stdOut.size(), 1000);
    EXPECT_TRUE(big->outputTruncated);
    EXPECT_EQ(big->exitStatus, 0);

    // A command that outlives its timeout is not left running on the node: closing the channel
    // ends it when it writes (sshd refuses signal requests for root, the testbed's user).
    const QStringList writer{QStringLiteral("yes"), QStringLiteral("shardscope-exec-test")};
    const ino_t netns = nodeNetns(0);
    ASSERT_NE(netns, ino_t(0));
    const auto started = std::chrono::steady_clock::now();
    auto slow = session->exec(QStringLiteral("exec yes shardscope-exec-test"), {}, 500ms, nullptr, 4096);
    ASSERT_FALSE(slow);
    EXPECT_EQ(slow.error().code, ErrorCode::SshError) << text(slow.error());
    EXPECT_LT(std::chrono::steady_clock::now() - started, 10s);
    EXPECT_LT(waitUntilGone(writer, netns, 10s), 5s) << "the timed-out command still runs on the node";

    const auto sleeping = std::chrono::steady_clock::now();
    auto silent = session->exec(QStringLiteral("sleep 30"), {}, 500ms);
    ASSERT_FALSE(silent);
    EXPECT_EQ(silent.error().code, ErrorCode::SshError) << text(silent.error());
    EXPECT_LT(std::chrono::steady_clock::now() - sleeping, 10s);

    std::atomic_bool cancel{false};
    std::thread canceller([&cancel] {
        std::this_thread::sleep_for(300ms); // when to cancel, not synchronisation
        cancel = true;
    });
    auto cancelled = session->exec(QStringLiteral("exec yes shardscope-exec-test"), {}, 60s, &cancel, 4096);
    canceller.join();
    ASSERT_FALSE(cancelled);
    EXPECT_EQ(cancelled.error().code, ErrorCode::Cancelled) << text(cancelled.error());
    EXPECT_LT(waitUntilGone(writer, netns, 10s), 5s) << "the cancelled command still runs on the node";

    // The session is still usable afterwards.
    auto echo = session->exec(QStringLiteral("echo after"));
    ASSERT_TRUE(echo) << text(echo.error());
    EXPECT_EQ(echo->stdOut, QByteArray("after\n"));
}

TEST_F(SshSessionTest, ANodeThatStopsAnsweringEndsTheSessionInsteadOfHoldingIt)
{
    SshParameters vanishing = parameters(1);
    vanishing.deadPeerTimeout = 3s;
    auto connected = SshSession::connect(vanishing);
    ASSERT_TRUE(connected) << text(connected.error());
    std::unique_ptr<SshSession> session = std::move(connected).value();

    // Half a second into a long command, every packet to and from node1 is dropped: no FIN, no
    // RST, as when a machine is powered off or its cable pulled. Should that fail, the command is
    // cancelled rather than waited for.
    testbed::TestbedStatus cut;
    std::atomic_bool cancel{false};
    std::thread cutter([&] {
        std::this_thread::sleep_for(500ms); // when to cut, not synchronisation
        testbed::LinkShape gone;
        gone.lossPercent = 100;
        cut = m_testbed->shapeLink(1, gone);
        cancel = !cut.ok();
    });
    const auto started = std::chrono::steady_clock::now();
    auto waited = session->exec(QStringLiteral("sleep 120"), {}, 300s, &cancel);
    const auto elapsed = std::chrono::steady_clock::now() - started;
    cutter.join();
    ASSERT_TRUE(cut.ok()) << cut.message;
    ASSERT_FALSE(waited) << "the command cannot have finished: node1 was cut off";
    EXPECT_EQ(waited.error().code, ErrorCode::SshError) << text(waited.error());
    // The kernel gives up about deadPeerTimeout after the last answer (keepalive probes, then
    // TCP_USER_TIMEOUT), far sooner than the command or its timeout would end.
    EXPECT_LT(elapsed, 60s) << "the session waited "
                            << std::chrono::duration_cast<std::chrono::seconds>(elapsed).count()
                            << " s for a node that was gone";
}

TEST_F(SshSessionTest, UnknownHostKeyIsRefusedUnderStrictAndStoredUnderAcceptNew)
{
    const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
    ASSERT_TRUE(writeFile(knownHosts, QByteArray()));
    SshParameters strict = parameters(1);
    strict.knownHostsFile = knownHosts;
    const QString fingerprint = opensshFingerprint(m_testbed->nodes()[1].hostKeyPaths.at(0) + ".pub");
    ASSERT_TRUE(fingerprint.startsWith(QLatin1String("SHA256:"))) << fingerprint.toStdString();

    auto refused = SshSession::connect(strict);
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, ErrorCode::HostKeyUnknown) << text(refused.error());
    EXPECT_TRUE(refused.error().detail.contains(QLatin1String("ssh-ed25519"))) << text(refused.error());
    EXPECT_TRUE(refused.error().detail.contains(fingerprint)) << text(refused.error());
    EXPECT_TRUE(readAll(knownHosts).isEmpty());

    // The UI's consent callback sees what OpenSSH would show; "no" keeps the file as it was.
    HostKeyInfo shown;
    SshCallbacks no;
    no.acceptUnknownHostKey = [&shown](const HostKeyInfo &key) {
        shown = key;
        return false;
    };
    auto declined = SshSession::connect(strict, no);
    ASSERT_FALSE(declined);
    EXPECT_EQ(declined.error().code, ErrorCode::HostKeyUnknown);
    EXPECT_EQ(shown.keyType, QStringLiteral("ssh-ed25519"));
    EXPECT_EQ(shown.fingerprintSha256, fingerprint);
    EXPECT_EQ(shown.port, m_testbed->nodes()[1].sshPort);
    EXPECT_TRUE(readAll(knownHosts).isEmpty());

    SshParameters acceptNew = strict;
    acceptNew.hostKeyPolicy = HostKeyPolicy::AcceptNew;
    auto accepted = SshSession::connect(acceptNew);
    ASSERT_TRUE(accepted) << text(accepted.error());
    // libssh writes the same "[address]:port type key" as OpenSSH (comments aside).
    const QList<QByteArray> entry = QByteArray::fromStdString(m_testbed->knownHostsLine(1)).split(' ');
    ASSERT_GE(entry.size(), 3);
    const QByteArray expected = entry[0] + ' ' + entry[1] + ' ' + entry[2];
    const QByteArray stored = readAll(knownHosts);
    EXPECT_TRUE(stored.startsWith(expected))
        << stored.toStdString() << " should hold " << expected.toStdString();

    // Now known: Strict connects.
    auto again = SshSession::connect(strict);
    EXPECT_TRUE(again) << text(again.error());

    // And a consent "yes" stores the key of another node as well.
    SshParameters node2 = parameters(2);
    node2.knownHostsFile = knownHosts;
    SshCallbacks yes;
    yes.acceptUnknownHostKey = [](const HostKeyInfo &) {
        return true;
    };
    auto consented = SshSession::connect(node2, yes);
    ASSERT_TRUE(consented) << text(consented.error());
    EXPECT_TRUE(
        readAll(knownHosts).contains(QStringLiteral("[%1]:%2").arg(node2.host).arg(node2.port).toUtf8()));
}

TEST_F(SshSessionTest, MissingKnownHostsFileCountsAsUnknownKey)
{
    SshParameters missing = parameters(0);
    missing.knownHostsFile = m_dir.filePath(QStringLiteral("does-not-exist"));
    auto refused = SshSession::connect(missing);
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, ErrorCode::HostKeyUnknown) << text(refused.error());
    EXPECT_FALSE(QFile::exists(missing.knownHostsFile));
}

TEST_F(SshSessionTest, ChangedHostKeyIsRefusedAndKnownHostsIsUntouched)
{
    const QString knownHosts = qs(m_testbed->knownHostsPath());
    const QByteArray before = readAll(knownHosts);
    const testbed::TestbedStatus regenerated = m_testbed->regenerateHostKey(2);
    ASSERT_TRUE(regenerated.ok()) << regenerated.message;

    for (HostKeyPolicy policy : {HostKeyPolicy::Strict, HostKeyPolicy::AcceptNew}) {
        SshParameters changed = parameters(2);
        changed.hostKeyPolicy = policy;
        SshCallbacks yes; // even a UI that says yes to everything is never asked
        bool asked = false;
        yes.acceptUnknownHostKey = [&asked](const HostKeyInfo &) {
            return asked = true;
        };
        auto refused = SshSession::connect(changed, yes);
        ASSERT_FALSE(refused);
        EXPECT_EQ(refused.error().code, ErrorCode::HostKeyChanged) << text(refused.error());
        EXPECT_FALSE(asked);
        // The detail names the file and the line of the old entry (node 2 is the third line).
        EXPECT_TRUE(refused.error().detail.contains(knownHosts + QStringLiteral(" line 3")))
            << text(refused.error());
        EXPECT_EQ(readAll(knownHosts), before);
    }
    // The other nodes are unaffected.
    EXPECT_TRUE(connectOrFail(1));
}

TEST_F(SshSessionTest, RevokedHostKeyIsRefusedWhateverThePolicyOrTheAnswer)
{
    const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
    const SshParameters node = parameters(1);
    const QByteArray key = hostKey(1);
    ASSERT_FALSE(key.isEmpty());
    const QByteArray exactHost = QStringLiteral("[%1]:%2").arg(node.host).arg(node.port).toUtf8();
    const QByteArray plainEntry = exactHost + ' ' + key;
    struct Case {
        const char *name;
        QList<QByteArray> lines;
        int revokedLine; ///< 1-based
    };
    const QList<Case> cases{
        {"@revoked for every host", {"# revoked by the admins", "@revoked * " + key}, 2},
        {"@revoked for this host", {"@revoked " + exactHost + ' ' + key + " old key"}, 1},
        // A revoked key stays revoked where a plain line (an old one, say) still lists it.
        {"@revoked and also known", {plainEntry, "@revoked\t*\t" + key}, 2},
        // Matched on the key, not the pattern: revoked under another name is revoked here too.
        {"@revoked under another name", {"@revoked old-name.example " + key}, 1},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.name);
        ASSERT_TRUE(writeKnownHosts(knownHosts, c.lines));
        const QByteArray before = readAll(knownHosts);
        for (HostKeyPolicy policy : {HostKeyPolicy::Strict, HostKeyPolicy::AcceptNew}) {
            SshParameters revoked = node;
            revoked.knownHostsFile = knownHosts;
            revoked.hostKeyPolicy = policy;
            SshCallbacks yes; // the GUI's "trust" answer: never even asked
            bool asked = false;
            yes.acceptUnknownHostKey = [&asked](const HostKeyInfo &) {
                return asked = true;
            };
            auto refused = SshSession::connect(revoked, yes);
            ASSERT_FALSE(refused);
            EXPECT_EQ(refused.error().code, ErrorCode::HostKeyRevoked) << text(refused.error());
            EXPECT_FALSE(asked);
            EXPECT_TRUE(refused.error().detail.contains(
                QStringLiteral("%1 line %2").arg(knownHosts).arg(c.revokedLine)))
                << text(refused.error());
            EXPECT_TRUE(refused.error().detail.contains(QLatin1String("@revoked"))) << text(refused.error());
            EXPECT_TRUE(refused.error().detail.contains(
                opensshFingerprint(m_testbed->nodes()[1].hostKeyPaths.at(0) + ".pub")))
                << text(refused.error());
            EXPECT_EQ(readAll(knownHosts), before) << "the revoked key was written to known_hosts";
        }
    }

    // Another machine's revoked key does not stop this one.
    ASSERT_TRUE(writeKnownHosts(knownHosts, {plainEntry, "@revoked * " + hostKey(2)}));
    SshParameters other = node;
    other.knownHostsFile = knownHosts;
    auto connected = SshSession::connect(other);
    EXPECT_TRUE(connected) << text(connected.error());
}

TEST_F(SshSessionTest, CertificateAuthorityLineDoesNotMakeTheHostKnown)
{
    // libssh 0.10 does not verify host certificates; a @cert-authority line (even one that holds
    // the server's own key) must not pass for a plain entry of the host.
    const QString knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
    const SshParameters node = parameters(1);
    const QByteArray exactHost = QStringLiteral("[%1]:%2").arg(node.host).arg(node.port).toUtf8();
    for (const QByteArray &hosts : {QByteArray("*"), exactHost}) {
        SCOPED_TRACE(hosts.toStdString());
        ASSERT_TRUE(writeKnownHosts(knownHosts, {"@cert-authority " + hosts + ' ' + hostKey(1)}));
        const QByteArray before = readAll(knownHosts);
        SshParameters ca = node;
        ca.knownHostsFile = knownHosts;
        auto refused = SshSession::connect(ca);
        ASSERT_FALSE(refused);
        EXPECT_EQ(refused.error().code, ErrorCode::HostKeyUnknown) << text(refused.error());

        // So the user is asked, as for any unknown key; "no" leaves the file alone.
        bool asked = false;
        SshCallbacks no;
        no.acceptUnknownHostKey = [&asked](const HostKeyInfo &) {
            asked = true;
            return false;
        };
        auto declined = SshSession::connect(ca, no);
        ASSERT_FALSE(declined);
        EXPECT_EQ(declined.error().code, ErrorCode::HostKeyUnknown) << text(declined.error());
        EXPECT_TRUE(asked);
        EXPECT_EQ(readAll(knownHosts), before);
    }
}

TEST_F(SshSessionTest, WrongUserKeyFailsAuthenticationNamingTheMethods)
{
    const std::string otherKey = m_dir.filePath(QStringLiteral("other_key")).toStdString();
    const testbed::CommandResult generated = testbed::runCommand(
        {testbed::findTool("ssh-keygen"), "-q", "-t", "ed25519", "-N", "", "-f", otherKey});
    ASSERT_TRUE(generated.ok()) << generated.output;
    SshParameters wrong = parameters(0);
    wrong.identityFile = qs(otherKey);
    auto refused = SshSession::connect(wrong);
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, ErrorCode::AuthenticationFailed) << text(refused.error());
    EXPECT_TRUE(refused.error().detail.contains(QStringLiteral("identity file %1").arg(qs(otherKey))))
        << text(refused.error());
    EXPECT_TRUE(refused.error().detail.contains(QLatin1String("the server offers: publickey")))
        << text(refused.error());

    // A password callback is not used when the server does not offer passwords (key-only sshd).
    bool asked = false;
    SshCallbacks callbacks;
    callbacks.password = [&asked](const QString &) -> std::optional<QByteArray> {
        asked = true;
        return QByteArray("secret");
    };
    auto again = SshSession::connect(wrong, callbacks);
    ASSERT_FALSE(again);
    EXPECT_EQ(again.error().code, ErrorCode::AuthenticationFailed);
    EXPECT_FALSE(asked);

    SshParameters unreadable = parameters(0);
    unreadable.identityFile = m_dir.filePath(QStringLiteral("no-such-key"));
    auto missingKey = SshSession::connect(unreadable);
    ASSERT_FALSE(missingKey);
    EXPECT_EQ(missingKey.error().code, ErrorCode::AuthenticationFailed);
    EXPECT_TRUE(missingKey.error().detail.contains(QLatin1String("could not be read")))
        << text(missingKey.error());
}

TEST_F(SshSessionTest, EncryptedIdentityAsksForItsPassphrase)
{
    const std::string key = m_dir.filePath(QStringLiteral("encrypted_key")).toStdString();
    const testbed::CommandResult generated = testbed::runCommand(
        {testbed::findTool("ssh-keygen"), "-q", "-t", "ed25519", "-N", "correct horse", "-f", key});
    ASSERT_TRUE(generated.ok()) << generated.output;
    // Authorise it next to the testbed's own key (sshd reads AuthorizedKeysFile per login).
    {
        QFile authorized(qs(m_testbed->tempDir() + "/authorized_keys"));
        ASSERT_TRUE(authorized.open(QIODevice::Append));
        const QByteArray publicKey = readFile(qs(key + ".pub"));
        ASSERT_FALSE(publicKey.isEmpty());
        ASSERT_EQ(authorized.write(publicKey), publicKey.size());
    }
    SshParameters encrypted = parameters(0);
    encrypted.identityFile = qs(key);

    QString askedFor;
    SshCallbacks right;
    right.passphrase = [&askedFor](const QString &file) -> std::optional<QByteArray> {
        askedFor = file;
        return QByteArray("correct horse");
    };
    auto session = SshSession::connect(encrypted, right);
    ASSERT_TRUE(session) << text(session.error());
    EXPECT_EQ(askedFor, qs(key));

    SshCallbacks wrong;
    wrong.passphrase = [](const QString &) -> std::optional<QByteArray> {
        return QByteArray("battery staple");
    };
    for (const SshCallbacks &callbacks : {wrong, SshCallbacks{}}) {
        auto refused = SshSession::connect(encrypted, callbacks);
        ASSERT_FALSE(refused);
        EXPECT_EQ(refused.error().code, ErrorCode::AuthenticationFailed) << text(refused.error());
    }
    // The user gave up: nullopt is not a passphrase.
    SshCallbacks giveUp;
    giveUp.passphrase = [](const QString &) -> std::optional<QByteArray> {
        return std::nullopt;
    };
    auto cancelled = SshSession::connect(encrypted, giveUp);
    ASSERT_FALSE(cancelled);
    EXPECT_EQ(cancelled.error().code, ErrorCode::AuthenticationFailed) << text(cancelled.error());
    EXPECT_TRUE(cancelled.error().detail.contains(QLatin1String("passphrase"))) << text(cancelled.error());
}

TEST(SshParametersTest, DefaultsAndEquality)
{
    const SshParameters defaults;
    EXPECT_EQ(defaults.port, 22);
    EXPECT_EQ(defaults.connectTimeout, 10s);
    EXPECT_EQ(defaults.deadPeerTimeout, 30s);
    EXPECT_EQ(defaults.hostKeyPolicy, HostKeyPolicy::Strict);
    EXPECT_EQ(defaults.config, SshConfigUse::Ignore);
    EXPECT_TRUE(defaults.knownHostsFile.endsWith(QLatin1String("/.ssh/known_hosts")));
    SshParameters other = defaults;
    EXPECT_EQ(other, defaults);
    other.port = 2222;
    EXPECT_NE(other, defaults);
}

TEST_F(SshSessionTest, StoppedSshdIsConnectionRefused)
{
    const testbed::TestbedStatus stopped = m_testbed->stopSshd(3);
    ASSERT_TRUE(stopped.ok()) << stopped.message;
    auto refused = SshSession::connect(parameters(3));
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, ErrorCode::ConnectionRefused) << text(refused.error());
}

TEST_F(SshSessionTest, SilentServerTimesOutWhileTheOtherNodesConnect)
{
    constexpr int kBlackHolePort = 2299;
    const testbed::TestbedStatus listening = m_testbed->startBlackHole(0, kBlackHolePort);
    ASSERT_TRUE(listening.ok()) << listening.message;

    SshParameters silent = parameters(0);
    silent.port = kBlackHolePort;
    silent.connectTimeout = 2s;
    std::vector<SshParameters> targets{silent, parameters(1), parameters(2), parameters(3)};
    std::vector<std::optional<Error>> errors(targets.size());
    std::vector<std::chrono::steady_clock::duration> took(targets.size());
    std::vector<std::thread> threads;
    for (std::size_t i = 0; i < targets.size(); ++i) {
        threads.emplace_back([&, i] {
            const auto started = std::chrono::steady_clock::now();
            auto session = SshSession::connect(targets[i]);
            if (session) {
                auto echo = (*session)->exec(QStringLiteral("echo ok"));
                if (!echo)
                    errors[i] = echo.error();
            } else {
                errors[i] = session.error();
            }
            took[i] = std::chrono::steady_clock::now() - started;
        });
    }
    for (std::thread &thread : threads)
        thread.join();

    ASSERT_TRUE(errors[0]);
    EXPECT_EQ(errors[0]->code, ErrorCode::ConnectTimeout) << text(*errors[0]);
    EXPECT_GE(took[0], 1500ms);
    EXPECT_LT(took[0], 10s);
    for (std::size_t i = 1; i < targets.size(); ++i) {
        EXPECT_FALSE(errors[i]) << "node " << i << ": " << text(*errors[i]);
        // Typically a few hundred ms, well before the silent node gives up; only bounded
        // generously here so that a loaded CI machine does not make the test flaky.
        EXPECT_LT(took[i], 10s) << "node " << i << " was held up";
    }
}

TEST_F(SshSessionTest, CancelAnswersWhileASilentServerHoldsTheConnect)
{
    constexpr int kBlackHolePort = 2298;
    const testbed::TestbedStatus listening = m_testbed->startBlackHole(1, kBlackHolePort);
    ASSERT_TRUE(listening.ok()) << listening.message;
    SshParameters silent = parameters(1);
    silent.port = kBlackHolePort;
    silent.connectTimeout = 10s; // far beyond the bounds below: only the cancel can end it early
    std::atomic_bool cancel{false};
    const auto started = std::chrono::steady_clock::now();
    std::thread canceller([&cancel] {
        std::this_thread::sleep_for(300ms); // when to cancel, not synchronisation
        cancel = true;
    });
    auto session = SshSession::connect(silent, {}, &cancel);
    const auto took = std::chrono::steady_clock::now() - started;
    canceller.join();
    ASSERT_FALSE(session);
    EXPECT_EQ(session.error().code, ErrorCode::Cancelled) << text(session.error());
    RecordProperty("cancelledAfterMs",
                   int(std::chrono::duration_cast<std::chrono::milliseconds>(took).count()));
    // Typically 0.3–0.4 s; bounded generously so that a loaded machine does not make it flaky.
    EXPECT_GE(took, 250ms);
    EXPECT_LT(took, 3s);

    // A session that got through its connect is unaffected by the switch back to blocking mode.
    auto usable = connectOrFail(1);
    ASSERT_TRUE(usable);
    auto echo = usable->exec(QStringLiteral("echo ok"));
    ASSERT_TRUE(echo) << text(echo.error());
    EXPECT_EQ(echo->stdOut, QByteArray("ok\n"));
}

TEST_F(SshSessionTest, CancelledBeforeConnectingDoesNotConnect)
{
    const std::atomic_bool cancel{true};
    auto session = SshSession::connect(parameters(0), {}, &cancel);
    ASSERT_FALSE(session);
    EXPECT_EQ(session.error().code, ErrorCode::Cancelled);
}

TEST_F(SshSessionTest, ShellQuotedHostileStringsSurviveTheRemoteShell)
{
    const QString marker = m_dir.filePath(QStringLiteral("pwned"));
    const QStringList hostile{
        QStringLiteral("with space"),
        QStringLiteral("it's"),
        QStringLiteral("'"),
        QStringLiteral("''\\'"),
        QStringLiteral("\"double\" quotes"),
        QStringLiteral("$(touch %1)").arg(marker),
        QStringLiteral("`touch %1`").arg(marker),
        QStringLiteral("; touch %1; echo").arg(marker),
        QStringLiteral("a && touch %1 || b | c > %1").arg(marker),
        QStringLiteral("$HOME ${PATH} $0 * ? [a] ~ #"),
        QStringLiteral("line\nbreak\ttab"),
        QStringLiteral("-n"),
        QStringLiteral("%s%d%%"),
        QStringLiteral("grüße ✓"),
        QString(),
    };
    auto session = connectOrFail(0);
    ASSERT_TRUE(session);
    for (const QString &argument : hostile) {
        SCOPED_TRACE(argument.toStdString());
        auto printed = session->exec(QStringLiteral("printf %s ") + shellQuote(argument));
        ASSERT_TRUE(printed) << text(printed.error());
        EXPECT_EQ(printed->exitStatus, 0) << printed->stdErr.toStdString();
        EXPECT_EQ(QString::fromUtf8(printed->stdOut), argument);
    }
    // A path with all of it is one argument too.
    const QString path = m_dir.filePath(QStringLiteral("dir with 'quote' $(x) ; y"));
    auto made = session->exec(QStringLiteral("mkdir -p ") + shellQuote(path) + QStringLiteral(" && test -d ")
                              + shellQuote(path));
    ASSERT_TRUE(made) << text(made.error());
    EXPECT_EQ(made->exitStatus, 0) << made->stdErr.toStdString();
    EXPECT_FALSE(QFile::exists(marker)) << "a quoted string was executed";
}

TEST_F(SshSessionTest, AnImportedNodesSshConfigEntryAppliesThroughItsAlias)
{
    // The entry of alias "gpu-box" holds the only key the node accepts; the node is reached by its
    // address. Only a lookup by the alias (as `ssh gpu-box` does) finds the key.
    const QString config = m_dir.filePath(QStringLiteral("ssh_config"));
    {
        QFile file(config);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("Host gpu-box\n  IdentityFile %1\n  IdentitiesOnly yes\n")
                       .arg(qs(m_testbed->userKeyPath()))
                       .toUtf8());
    }
    SshParameters byAddress = parameters(2);
    byAddress.identityFile.clear();
    byAddress.config = SshConfigUse::Read;
    byAddress.configFile = config;
    auto refused = SshSession::connect(byAddress);
    ASSERT_FALSE(refused) << "the node accepted a key that was not given";
    EXPECT_EQ(refused.error().code, ErrorCode::AuthenticationFailed) << text(refused.error());

    SshParameters byAlias = byAddress;
    byAlias.configHost = QStringLiteral("gpu-box");
    auto session = SshSession::connect(byAlias);
    ASSERT_TRUE(session) << text(session.error());
    // Still the stored address and its known_hosts entry, not the alias.
    auto echo = (*session)->exec(QStringLiteral("echo ok"));
    ASSERT_TRUE(echo) << text(echo.error());
    EXPECT_EQ(echo->stdOut, QByteArray("ok\n"));
}
