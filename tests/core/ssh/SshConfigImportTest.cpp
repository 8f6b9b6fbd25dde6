// readSshConfigHosts: ssh_config files written into a temporary HOME, never the user's own.
#include "core/ssh/SshConfigImport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace shardscope::core;

namespace {

class SshConfigImportTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_home.isValid());
        // ~ and relative Include names resolve against HOME: point it at the temporary folder.
        m_oldHome = qgetenv("HOME");
        qputenv("HOME", QFile::encodeName(m_home.path()));
        ASSERT_EQ(QDir::homePath(), m_home.path());
        ASSERT_TRUE(QDir(m_home.path()).mkpath(QStringLiteral(".ssh")));
    }
    void TearDown() override { qputenv("HOME", m_oldHome); }

    /// Writes text to a path below the temporary HOME (folders created) and returns its full path.
    QString write(const QString &relative, const QByteArray &text)
    {
        const QString path = m_home.filePath(relative);
        EXPECT_TRUE(QDir().mkpath(QFileInfo(path).absolutePath()));
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text);
        return path;
    }

    QString config(const QByteArray &text) { return write(QStringLiteral(".ssh/config"), text); }

    QList<SshConfigHost> read(const QString &path)
    {
        auto hosts = readSshConfigHosts(path);
        EXPECT_TRUE(hosts.ok()) << (hosts.ok() ? "" : hosts.error().detail.toStdString());
        return hosts.ok() ? *hosts : QList<SshConfigHost>();
    }

    /// The error of a file that must not parse.
    Error failure(const QString &path)
    {
        auto hosts = readSshConfigHosts(path);
        EXPECT_FALSE(hosts.ok()) << path.toStdString() << " parsed";
        return hosts.ok() ? Error{} : hosts.error();
    }

    QString home() const { return m_home.path(); }

    QTemporaryDir m_home;
    QByteArray m_oldHome;
};

SshConfigHost entry(const QString &alias, const QString &hostName, int port = 22, const QString &user = {},
                    const QString &identityFile = {})
{
    SshConfigHost host;
    host.alias = alias;
    host.hostName = hostName;
    host.port = port;
    host.user = user;
    host.identityFile = identityFile;
    return host;
}

} // namespace

namespace shardscope::core {
// Readable failures; gtest finds the printer through argument-dependent lookup.
void PrintTo(const SshConfigHost &host, std::ostream *os)
{
    *os << "{" << host.alias.toStdString() << ", " << host.hostName.toStdString() << ", " << host.port << ", "
        << host.user.toStdString() << ", " << host.identityFile.toStdString()
        << ", ProxyCommand: " << host.proxyCommand.toStdString()
        << ", ProxyJump: " << host.proxyJump.toStdString() << "}";
}
} // namespace shardscope::core

TEST_F(SshConfigImportTest, ReadsEntriesWithEverySyntaxOfKeyAndValue)
{
    const QString path = config("# my nodes\n"
                                "\n"
                                "Host node1\n"
                                "    HostName 10.0.0.1\n"
                                "    Port 2222\n"
                                "    User ai\n"
                                "    IdentityFile /keys/node1\n"
                                "host node2\r\n"
                                "\thostname=10.0.0.2\r\n"
                                "\tPORT = 2200\r\n"
                                "\tuSeR\t=\tbob   # trailing comment\r\n"
                                "   # indented comment\n"
                                "HOST=node3\n"
                                "  HostName node3.lan\n");
    const QList<SshConfigHost> hosts = read(path);
    ASSERT_EQ(hosts.size(), 3);
    EXPECT_EQ(hosts.at(0), entry(QStringLiteral("node1"), QStringLiteral("10.0.0.1"), 2222,
                                 QStringLiteral("ai"), QStringLiteral("/keys/node1")));
    EXPECT_EQ(hosts.at(1),
              entry(QStringLiteral("node2"), QStringLiteral("10.0.0.2"), 2200, QStringLiteral("bob")));
    EXPECT_EQ(hosts.at(2), entry(QStringLiteral("node3"), QStringLiteral("node3.lan")));
}

TEST_F(SshConfigImportTest, DefaultPathIsTheUsersConfig)
{
    config("Host only-here\n");
    auto hosts = readSshConfigHosts();
    ASSERT_TRUE(hosts.ok()) << hosts.error().detail.toStdString();
    ASSERT_EQ(hosts->size(), 1);
    EXPECT_EQ(hosts->at(0).alias, QStringLiteral("only-here"));
    // Without HostName the alias is the address.
    EXPECT_EQ(hosts->at(0).hostName, QStringLiteral("only-here"));
}

TEST_F(SshConfigImportTest, EachConcreteAliasOfAHostLineIsAnEntry)
{
    const QString path = config("Host gpu1 gpu2 *.lan !bastion gpu?  gpu3\n"
                                "    User ai\n"
                                "Host *\n"
                                "    Port 2022\n");
    const QList<SshConfigHost> hosts = read(path);
    ASSERT_EQ(hosts.size(), 3);
    EXPECT_EQ(hosts.at(0), entry(QStringLiteral("gpu1"), QStringLiteral("gpu1"), 2022, QStringLiteral("ai")));
    EXPECT_EQ(hosts.at(1), entry(QStringLiteral("gpu2"), QStringLiteral("gpu2"), 2022, QStringLiteral("ai")));
    EXPECT_EQ(hosts.at(2), entry(QStringLiteral("gpu3"), QStringLiteral("gpu3"), 2022, QStringLiteral("ai")));
}

TEST_F(SshConfigImportTest, OnlyWildcardsMeansNoEntries)
{
    const QString path = config("Host *\n  User ai\nHost *.lan !x\n  Port 2\n");
    EXPECT_TRUE(read(path).isEmpty());
    EXPECT_TRUE(read(config("")).isEmpty());
}

TEST_F(SshConfigImportTest, FirstObtainedValueWinsLikeSsh)
{
    // Host * first: its values win over the specific ones below it (ssh(1) semantics).
    const QString path = config("Port 2000\n" // before any Host: applies to every host
                                "Host *\n"
                                "    User everyone\n"
                                "Host node1\n"
                                "    User ai\n"
                                "    Port 22\n"
                                "    HostName 10.0.0.1\n"
                                "    IdentityFile /keys/first\n"
                                "    IdentityFile /keys/second\n"
                                "Host node1 node2\n"
                                "    HostName shared.lan\n"
                                "    IdentityFile /keys/shared\n"
                                "Host *\n"
                                "    IdentityFile /keys/default\n");
    const QList<SshConfigHost> hosts = read(path);
    ASSERT_EQ(hosts.size(), 2);
    EXPECT_EQ(hosts.at(0), entry(QStringLiteral("node1"), QStringLiteral("10.0.0.1"), 2000,
                                 QStringLiteral("everyone"), QStringLiteral("/keys/first")));
    EXPECT_EQ(hosts.at(1), entry(QStringLiteral("node2"), QStringLiteral("shared.lan"), 2000,
                                 QStringLiteral("everyone"), QStringLiteral("/keys/shared")));
}

TEST_F(SshConfigImportTest, AliasInSeveralBlocksIsOneEntry)
{
    const QString path = config("Host node1\n  HostName a\nHost NODE1\n  User ai\nHost node1\n  Port 23\n");
    const QList<SshConfigHost> hosts = read(path);
    ASSERT_EQ(hosts.size(), 1);
    EXPECT_EQ(hosts.at(0), entry(QStringLiteral("node1"), QStringLiteral("a"), 23, QStringLiteral("ai")));
}

TEST_F(SshConfigImportTest, NegatedPatternExcludesAHostFromABlock)
{
    const QString path = config("Host node1 node2\n"
                                "Host * !node2\n"
                                "    User ai\n");
    const QList<SshConfigHost> hosts = read(path);
    ASSERT_EQ(hosts.size(), 2);
    EXPECT_EQ(hosts.at(0).user, QStringLiteral("ai"));
    EXPECT_EQ(hosts.at(1).user, QString());
}

TEST_F(SshConfigImportTest, QuotedValuesAndEscapes)
{
    const QString path = config("Host \"node one\" node2\n"
                                "    IdentityFile \"~/my keys/id_ed25519\"\n"
                                "    HostName 'quoted.lan'\n"
                                "    User a\\ b\n"
                                "Host node2\n"
                                "    IdentityFile=\"/with # hash\"\n");
    const QList<SshConfigHost> hosts = read(path);
    ASSERT_EQ(hosts.size(), 2);
    EXPECT_EQ(hosts.at(0), entry(QStringLiteral("node one"), QStringLiteral("quoted.lan"), 22,
                                 QStringLiteral("a b"), home() + QStringLiteral("/my keys/id_ed25519")));
    EXPECT_EQ(hosts.at(1).identityFile, home() + QStringLiteral("/my keys/id_ed25519"));
}

TEST_F(SshConfigImportTest, IdentityFileExpandsTildeAndPercentTokens)
{
    const QString path = config("Host a\n  IdentityFile ~/.ssh/id_a\n"
                                "Host b\n  IdentityFile %d/.ssh/id_%n\n"
                                "Host c\n  HostName c.lan\n  User ai\n  Port 2200\n"
                                "  IdentityFile /keys/%r@%h:%p-100%%\n"
                                "Host d\n  IdentityFile ~\n"
                                "Host e\n  IdentityFile relative/key\n");
    const QList<SshConfigHost> hosts = read(path);
    ASSERT_EQ(hosts.size(), 5);
    EXPECT_EQ(hosts.at(0).identityFile, home() + QStringLiteral("/.ssh/id_a"));
    EXPECT_EQ(hosts.at(1).identityFile, home() + QStringLiteral("/.ssh/id_b"));
    EXPECT_EQ(hosts.at(2).identityFile, QStringLiteral("/keys/ai@c.lan:2200-100%"));
    EXPECT_EQ(hosts.at(3).identityFile, home());
    EXPECT_EQ(hosts.at(4).identityFile, QStringLiteral("relative/key"));
}

TEST_F(SshConfigImportTest, HostNameExpandsTheAlias)
{
    const QString path = config("Host node1 node2\nHost *\n  HostName %h.cluster.lan\n");
    const QList<SshConfigHost> hosts = read(path);
    ASSERT_EQ(hosts.size(), 2);
    EXPECT_EQ(hosts.at(1).hostName, QStringLiteral("node2.cluster.lan"));
}

TEST_F(SshConfigImportTest, UnsupportedPercentTokenNamesFileAndLine)
{
    const QString path = config("Host a\n\n  IdentityFile ~/.ssh/%C\n");
    const Error error = failure(path);
    EXPECT_EQ(error.code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(error.detail.contains(path + QStringLiteral(" line 3"))) << error.detail.toStdString();
    EXPECT_TRUE(error.detail.contains(QStringLiteral("%C"))) << error.detail.toStdString();
}

TEST_F(SshConfigImportTest, IncludeIsRelativeToDotSshWithGlobsInNameOrder)
{
    write(QStringLiteral(".ssh/config.d/20-b.conf"), "Host b\n  HostName b.lan\n");
    write(QStringLiteral(".ssh/config.d/10-a.conf"), "Host a\n  HostName a.lan\n");
    write(QStringLiteral(".ssh/config.d/ignored.txt"), "Host ignored\n");
    const QString path = config("Include config.d/*.conf\n"
                                "Host c\n");
    const QList<SshConfigHost> hosts = read(path);
    ASSERT_EQ(hosts.size(), 3);
    EXPECT_EQ(hosts.at(0), entry(QStringLiteral("a"), QStringLiteral("a.lan")));
    EXPECT_EQ(hosts.at(1), entry(QStringLiteral("b"), QStringLiteral("b.lan")));
    EXPECT_EQ(hosts.at(2).alias, QStringLiteral("c"));
}

TEST_F(SshConfigImportTest, IncludeTakesSeveralFilesAbsoluteTildeAndGlobbedFolders)
{
    write(QStringLiteral("elsewhere/one"), "Host one\n");
    write(QStringLiteral(".ssh/two"), "Host two\n");
    write(QStringLiteral(".ssh/teams/x/config"), "Host three\n");
    write(QStringLiteral(".ssh/teams/y/config"), "Host four\n");
    const QString path = config("Include " + QFile::encodeName(home())
                                + "/elsewhere/one ~/.ssh/two\n"
                                  "include = teams/*/config\n");
    const QList<SshConfigHost> hosts = read(path);
    QStringList aliases;
    for (const SshConfigHost &host : hosts)
        aliases.append(host.alias);
    EXPECT_EQ(aliases, (QStringList{QStringLiteral("one"), QStringLiteral("two"), QStringLiteral("three"),
                                    QStringLiteral("four")}));
}

TEST_F(SshConfigImportTest, IncludeThatMatchesNothingIsIgnored)
{
    const QString path = config("Include does-not-exist nothing/*.conf\nHost a\n");
    ASSERT_EQ(read(path).size(), 1);
}

TEST_F(SshConfigImportTest, IncludedHostBlockDoesNotCaptureTheIncludingFile)
{
    write(QStringLiteral(".ssh/nodes"), "Host included\n  User inner\n");
    // `Port 2200` follows the Include at top level: it applies to every host, also `included`.
    const QString path = config("Include nodes\n"
                                "Port 2200\n"
                                "Host outer\n");
    const QList<SshConfigHost> hosts = read(path);
    ASSERT_EQ(hosts.size(), 2);
    EXPECT_EQ(hosts.at(0),
              entry(QStringLiteral("included"), QStringLiteral("included"), 2200, QStringLiteral("inner")));
    EXPECT_EQ(hosts.at(1), entry(QStringLiteral("outer"), QStringLiteral("outer"), 2200));
}

TEST_F(SshConfigImportTest, IncludeInsideAHostBlockAppliesToThatHostOnly)
{
    write(QStringLiteral(".ssh/gpu-defaults"), "User gpu\nPort 2022\n");
    const QString path = config("Host gpu1\n"
                                "    Include gpu-defaults\n"
                                "Host cpu1\n");
    const QList<SshConfigHost> hosts = read(path);
    ASSERT_EQ(hosts.size(), 2);
    EXPECT_EQ(hosts.at(0),
              entry(QStringLiteral("gpu1"), QStringLiteral("gpu1"), 2022, QStringLiteral("gpu")));
    EXPECT_EQ(hosts.at(1), entry(QStringLiteral("cpu1"), QStringLiteral("cpu1")));
}

TEST_F(SshConfigImportTest, IncludeLoopIsStoppedAtTheDepthLimit)
{
    const QString path = config("Host a\nInclude config\n");
    const Error error = failure(path);
    EXPECT_EQ(error.code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(error.detail.contains(QStringLiteral("16"))) << error.detail.toStdString();
    EXPECT_TRUE(error.detail.contains(path + QStringLiteral(" line 2"))) << error.detail.toStdString();
}

TEST_F(SshConfigImportTest, IncludeFanOutIsBounded)
{
    // Each file includes itself twice: 2^16 files unless the reader stops early.
    const QString path = config("Include config config\n");
    const Error error = failure(path);
    EXPECT_EQ(error.code, ErrorCode::InvalidArgument);
    EXPECT_FALSE(error.detail.isEmpty());
}

TEST_F(SshConfigImportTest, MatchAllAndMatchHostApplyOtherMatchesDoNot)
{
    const QString path = config("Host node1 node2 node3\n"
                                "Match originalhost node1\n"
                                "    User first\n"
                                "Match host node2,node3 !host node3\n"
                                "    User second\n"
                                "Match exec \"test -e /\"\n"
                                "    Port 1\n"
                                "Match canonical all\n"
                                "    Port 2\n"
                                "Match all\n"
                                "    Port 2201\n"
                                "    User everyone\n");
    const QList<SshConfigHost> hosts = read(path);
    ASSERT_EQ(hosts.size(), 3);
    EXPECT_EQ(hosts.at(0),
              entry(QStringLiteral("node1"), QStringLiteral("node1"), 2201, QStringLiteral("first")));
    EXPECT_EQ(hosts.at(1),
              entry(QStringLiteral("node2"), QStringLiteral("node2"), 2201, QStringLiteral("second")));
    EXPECT_EQ(hosts.at(2),
              entry(QStringLiteral("node3"), QStringLiteral("node3"), 2201, QStringLiteral("everyone")));
}

TEST_F(SshConfigImportTest, MalformedLinesNameFileAndLine)
{
    const struct {
        const char *text;
        int line;
        const char *mentions;
    } cases[] = {
        {"Host a\n  HostName \"unterminated\n", 2, "quote"},
        {"Host a\n  Port 70000\n", 2, "70000"},
        {"Host a\n  Port twenty\n", 2, "twenty"},
        {"\n\nHost\n", 3, "Host"},
        {"Host a\n  HostName\n", 2, "hostname"},
        {"Host a\n  HostName a b\n", 2, "one value"},
        {"Host a\n  = value\n", 2, "="},
        {"Host a\nMatch\n", 2, "match"},
        {"Host a\nMatch host\n", 2, "host"},
        {"Include\n", 1, "Include"},
    };
    for (const auto &c : cases) {
        const QString path = config(c.text);
        const Error error = failure(path);
        EXPECT_EQ(error.code, ErrorCode::InvalidArgument) << c.text;
        EXPECT_TRUE(error.detail.startsWith(path + QStringLiteral(" line %1: ").arg(c.line)))
            << c.text << " -> " << error.detail.toStdString();
        EXPECT_TRUE(error.detail.contains(QLatin1String(c.mentions), Qt::CaseInsensitive))
            << c.text << " -> " << error.detail.toStdString();
    }
}

TEST_F(SshConfigImportTest, ErrorInAnIncludedFileNamesThatFile)
{
    const QString inner = write(QStringLiteral(".ssh/broken"), "Host x\n  Port 0\n");
    const QString path = config("Include broken\n");
    const Error error = failure(path);
    EXPECT_TRUE(error.detail.startsWith(inner + QStringLiteral(" line 2"))) << error.detail.toStdString();
}

TEST_F(SshConfigImportTest, UnknownKeywordsAreIgnored)
{
    const QString path
        = config("Host a\n  ForwardAgent yes\n  SendEnv LANG LC_*\n  ProxyJump b\n  User ai\n");
    const QList<SshConfigHost> hosts = read(path);
    ASSERT_EQ(hosts.size(), 1);
    EXPECT_EQ(hosts.at(0).user, QStringLiteral("ai"));
}

TEST_F(SshConfigImportTest, UnreadableFilesAreErrorsThatNameThem)
{
    const QString missing = home() + QStringLiteral("/.ssh/nope");
    Error error = failure(missing);
    EXPECT_EQ(error.code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(error.detail.contains(missing)) << error.detail.toStdString();

    error = failure(home());
    EXPECT_EQ(error.code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(error.detail.contains(QStringLiteral("folder"))) << error.detail.toStdString();
}

TEST_F(SshConfigImportTest, FilesOverOneMebibyteAreRefused)
{
    QByteArray big = "Host a\n";
    big += QByteArray(1024 * 1024, '#');
    const QString path = config(big);
    const Error error = failure(path);
    EXPECT_EQ(error.code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(error.detail.contains(path)) << error.detail.toStdString();
    EXPECT_TRUE(error.detail.contains(QStringLiteral("1024 KiB"))) << error.detail.toStdString();

    // Just under the limit is fine.
    QByteArray fits = "Host a\n#";
    fits += QByteArray(1024 * 1024 - fits.size() - 1, 'x');
    fits += '\n';
    ASSERT_EQ(fits.size(), 1024 * 1024);
    EXPECT_EQ(read(config(fits)).size(), 1);
}

TEST_F(SshConfigImportTest, ProxyCommandAndProxyJumpAreKeptAsWrittenForTheUserToSee)
{
    const QString path = config("Host behind\n"
                                "    HostName 10.0.0.9\n"
                                "    ProxyCommand ssh -W '%h:%p' jump.example # all of it runs\n"
                                "Host via-jump\n"
                                "    ProxyJump=admin@jump.example:2222,second\n"
                                "Host jump-first\n"
                                "    ProxyJump jump1\n"
                                "    ProxyCommand nc %h %p\n"
                                "Host without\n"
                                "    ProxyCommand none\n"
                                "Host plain\n"
                                "Host *\n"
                                "    ProxyCommand \"/usr/bin/nc\" -X 5 %h %p\n");
    const QList<SshConfigHost> hosts = read(path);
    ASSERT_EQ(hosts.size(), 5);
    EXPECT_EQ(hosts.at(0).alias, QStringLiteral("behind"));
    EXPECT_EQ(hosts.at(0).hostName, QStringLiteral("10.0.0.9"));
    // ssh(1) hands the whole rest of the line to the shell, quotes and '#' included.
    EXPECT_EQ(hosts.at(0).proxyCommand, QStringLiteral("ssh -W '%h:%p' jump.example # all of it runs"));
    EXPECT_TRUE(hosts.at(0).proxyJump.isEmpty());
    EXPECT_EQ(hosts.at(1).proxyJump, QStringLiteral("admin@jump.example:2222,second"));
    EXPECT_TRUE(hosts.at(1).proxyCommand.isEmpty()) << "ProxyJump came first: Host * does not apply";
    EXPECT_EQ(hosts.at(2).proxyJump, QStringLiteral("jump1"));
    EXPECT_TRUE(hosts.at(2).proxyCommand.isEmpty());
    EXPECT_TRUE(hosts.at(3).proxyCommand.isEmpty()) << "none: no proxy, and no default either";
    EXPECT_TRUE(hosts.at(3).proxyJump.isEmpty());
    EXPECT_EQ(hosts.at(4).proxyCommand, QStringLiteral("\"/usr/bin/nc\" -X 5 %h %p"));

    const Error empty = failure(config("Host a\n  ProxyCommand\n"));
    EXPECT_TRUE(empty.detail.contains(QStringLiteral("line 2"))) << empty.detail.toStdString();
    EXPECT_TRUE(empty.detail.contains(QStringLiteral("proxycommand without a value")))
        << empty.detail.toStdString();
}

TEST_F(SshConfigImportTest, ProxyCommandKeepsControlCharactersForTheCallerToMakeSafe)
{
    // What libssh will run is what the file says; shown text is made safe where it is shown.
    const QList<SshConfigHost> hosts = read(config("Host evil\n  ProxyCommand nc %h %p \x1b]0;pwned\x07\n"));
    ASSERT_EQ(hosts.size(), 1);
    EXPECT_EQ(hosts.at(0).proxyCommand, QStringLiteral("nc %h %p \x1b]0;pwned\x07"));
    // proxyLine is what the import dialog and `hosts import` show: no escape sequence left.
    EXPECT_EQ(proxyLine(hosts.at(0)), QStringLiteral("ProxyCommand nc %h %p \uFFFD]0;pwned\uFFFD"));
}

TEST_F(SshConfigImportTest, ProxyLineSaysHowTheEntryIsReached)
{
    SshConfigHost host = entry(QStringLiteral("n"), QStringLiteral("10.0.0.1"));
    EXPECT_TRUE(proxyLine(host).isEmpty());
    host.proxyJump = QStringLiteral("admin@bastion");
    EXPECT_EQ(proxyLine(host), QStringLiteral("ProxyJump admin@bastion"));
    host.proxyJump.clear();
    host.proxyCommand = QStringLiteral("ssh -W %h:%p bastion");
    EXPECT_EQ(proxyLine(host), QStringLiteral("ProxyCommand ssh -W %h:%p bastion"));
}

TEST_F(SshConfigImportTest, HostRecordFromAnEntry)
{
    const HostRecord record = hostRecordFrom(entry(QStringLiteral("node2"), QStringLiteral("10.0.0.2"), 2200,
                                                   QStringLiteral("ai"), QStringLiteral("/keys/n2")));
    EXPECT_EQ(record.id, 0);
    EXPECT_EQ(record.name, QStringLiteral("node2"));
    EXPECT_EQ(record.address, QStringLiteral("10.0.0.2"));
    EXPECT_EQ(record.port, 2200);
    EXPECT_EQ(record.user, QStringLiteral("ai"));
    EXPECT_EQ(record.identityFile, QStringLiteral("/keys/n2"));
    EXPECT_TRUE(record.clusterInterface.isEmpty());
    EXPECT_EQ(record.sshAlias, QStringLiteral("node2")); // its entry's other options apply when connecting
    EXPECT_FALSE(record.isLocal);
    // An entry without a host name is reached by its alias.
    EXPECT_EQ(hostRecordFrom(entry(QStringLiteral("n3"), QString())).address, QStringLiteral("n3"));
}
