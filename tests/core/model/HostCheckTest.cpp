// checkHost: the one check of a node record that the dialog, the wizard model and the CLI share.
#include "core/model/HostCheck.h"

#include <gtest/gtest.h>

using namespace shardscope::core;

namespace {

HostRecord node(const QString &address)
{
    HostRecord record;
    record.name = QStringLiteral("node2");
    record.address = address;
    return record;
}

} // namespace

TEST(HostCheck, AcceptsHostNamesAndIpAddresses)
{
    for (const char *address : {"node2", "gpu-1.lan", "my_host", "a", "192.168.1.20", "10.0.0.1", "::1",
                                "fe80::1", "2001:db8::42", "2001:DB8:0:0:0:0:0:1", "::ffff:192.0.2.1"}) {
        EXPECT_EQ(hostRecordProblem(node(QString::fromLatin1(address))), HostProblem::None) << address;
    }
    HostRecord full = node(QStringLiteral("10.0.0.2"));
    full.port = 2222;
    full.user = QStringLiteral("ai.user-1");
    full.identityFile = QStringLiteral("/no/such/key"); // the caller checks files
    full.clusterInterface = QStringLiteral("enp65s0f1np1");
    EXPECT_EQ(hostRecordProblem(full), HostProblem::None);
    full.user = QStringLiteral("machine$");
    EXPECT_EQ(hostRecordProblem(full), HostProblem::None);
    full.name = QString(64, QLatin1Char('n'));
    EXPECT_EQ(hostRecordProblem(full), HostProblem::None);
    // Names may be anything readable: "@" and ":" included.
    full.name = QStringLiteral("ai@gpu1:2222 (rack 3)");
    EXPECT_EQ(hostRecordProblem(full), HostProblem::None);
}

TEST(HostCheck, NameProblems)
{
    HostRecord record = node(QStringLiteral("10.0.0.2"));
    record.name.clear();
    EXPECT_EQ(hostRecordProblem(record), HostProblem::NameEmpty);
    record.name = QString(65, QLatin1Char('n'));
    EXPECT_EQ(hostRecordProblem(record), HostProblem::NameTooLong);
    record.name = localHostName();
    EXPECT_EQ(hostRecordProblem(record), HostProblem::NameReserved);
    record.name = localHostName().toUpper();
    EXPECT_EQ(hostRecordProblem(record), HostProblem::NameReserved);
}

TEST(HostCheck, AddressProblems)
{
    const QList<std::pair<const char *, HostProblem>> cases{
        {"", HostProblem::AddressEmpty},
        {"node 2", HostProblem::AddressHasSpace},
        {"node2\t", HostProblem::AddressHasSpace},
        {"node\x01", HostProblem::AddressHasSpace},
        {"me@host", HostProblem::AddressHasUser},
        {"me@10.0.0.1:22", HostProblem::AddressHasUser},
        {"host:22", HostProblem::AddressHasPort},
        {"10.0.0.1:2222", HostProblem::AddressHasPort},
        {"[::1]", HostProblem::AddressHasPort},
        {"[fe80::1]:22", HostProblem::AddressHasPort},
        {"fe80::1%eth0", HostProblem::AddressHasPort}, // a zone is not a plain IPv6 address
        {"-oProxyCommand=x", HostProblem::AddressInvalid},
        {"host.", HostProblem::AddressInvalid},
        {".host", HostProblem::AddressInvalid},
        {"host/x", HostProblem::AddressInvalid},
        {"höst", HostProblem::AddressInvalid},
    };
    for (const auto &[address, problem] : cases)
        EXPECT_EQ(hostRecordProblem(node(QString::fromUtf8(address))), problem) << address;
}

TEST(HostCheck, PortUserAndInterfaceProblems)
{
    HostRecord record = node(QStringLiteral("node2"));
    for (int port : {0, -1, 65536}) {
        record.port = port;
        EXPECT_EQ(hostRecordProblem(record), HostProblem::PortInvalid) << port;
    }
    record.port = 65535;
    EXPECT_EQ(hostRecordProblem(record), HostProblem::None);

    for (const char *user : {"me@host", "-me", ".me", "me you", "me$x", "me/x"}) {
        record.user = QString::fromLatin1(user);
        EXPECT_EQ(hostRecordProblem(record), HostProblem::UserInvalid) << user;
    }
    record.user.clear();

    for (const char *nic : {"eth0:1", "a/b", "en p5s0", "sixteen-chars-xx"}) {
        record.clusterInterface = QString::fromLatin1(nic);
        EXPECT_EQ(hostRecordProblem(record), HostProblem::InterfaceInvalid) << nic;
    }
    record.clusterInterface = QStringLiteral("fifteen-chars-x");
    EXPECT_EQ(hostRecordProblem(record), HostProblem::None);
}

TEST(HostCheck, FieldsAreCheckedInTheirOrder)
{
    HostRecord record = node(QStringLiteral("me@host"));
    record.port = 0;
    record.user = QStringLiteral("-x");
    record.clusterInterface = QStringLiteral("a:b");
    EXPECT_EQ(hostRecordProblem(record), HostProblem::AddressHasUser);
    record.address = QStringLiteral("host");
    EXPECT_EQ(hostRecordProblem(record), HostProblem::PortInvalid);
    record.port = 22;
    EXPECT_EQ(hostRecordProblem(record), HostProblem::UserInvalid);
    record.user.clear();
    EXPECT_EQ(hostRecordProblem(record), HostProblem::InterfaceInvalid);
}

TEST(HostCheck, ThisComputerNeedsNoAddressButAValidInterface)
{
    HostRecord local;
    local.name = localHostName();
    local.isLocal = true;
    EXPECT_EQ(hostRecordProblem(local), HostProblem::None);
    local.clusterInterface = QStringLiteral("eth0");
    EXPECT_EQ(hostRecordProblem(local), HostProblem::None);
    local.clusterInterface = QStringLiteral("eth0/x");
    EXPECT_EQ(hostRecordProblem(local), HostProblem::InterfaceInvalid);
}

TEST(HostCheck, EveryProblemHasAText)
{
    EXPECT_TRUE(hostProblemText(HostProblem::None).isEmpty());
    for (int i = int(HostProblem::NameEmpty); i <= int(HostProblem::InterfaceInvalid); ++i) {
        const QString text = hostProblemText(HostProblem(i));
        EXPECT_FALSE(text.isEmpty()) << i;
        EXPECT_FALSE(text.startsWith(QStringLiteral("unknown"))) << i;
    }
    EXPECT_TRUE(hostProblemText(HostProblem::NameReserved).contains(localHostName()));
}

TEST(HostCheck, NoFieldHoldsAControlCharacter)
{
    // Everything the user types is shown again: on a terminal a line feed forges a row of
    // `hosts list` and an escape sequence recolours or rewrites it.
    const QList<QString> controls{QStringLiteral("\n"),       QStringLiteral("\r"),   QStringLiteral("\t"),
                                  QStringLiteral("\x1b[31m"), QStringLiteral("\x7f"),
                                  QString(QChar(0x9b)),    // C1 CSI
                                  QString(QChar(0x202e))}; // right-to-left override
    for (const QString &control : controls) {
        SCOPED_TRACE(control.toUtf8().toHex().toStdString());
        HostRecord record = node(QStringLiteral("10.0.0.2"));
        record.name = QStringLiteral("node") + control + QStringLiteral("2");
        EXPECT_EQ(hostRecordProblem(record), HostProblem::NameHasControl);
        record.name = QStringLiteral("node2") + control; // also at the end
        EXPECT_EQ(hostRecordProblem(record), HostProblem::NameHasControl);
        record.name = QStringLiteral("node2");
        record.sshAlias = QStringLiteral("node") + control; // the ssh_config name it came from
        EXPECT_EQ(hostRecordProblem(record), HostProblem::NameHasControl);

        record = node(QStringLiteral("10.0.0.2") + control);
        EXPECT_EQ(hostRecordProblem(record), HostProblem::AddressHasSpace);

        // "$" would match before a final line feed: "root\n" is no user name.
        record = node(QStringLiteral("10.0.0.2"));
        record.user = QStringLiteral("root") + control;
        EXPECT_EQ(hostRecordProblem(record), HostProblem::UserInvalid);

        record = node(QStringLiteral("10.0.0.2"));
        record.identityFile = QStringLiteral("/keys/id") + control;
        EXPECT_EQ(hostRecordProblem(record), HostProblem::IdentityHasControl);

        record = node(QStringLiteral("10.0.0.2"));
        record.clusterInterface = QStringLiteral("eth0") + control;
        EXPECT_EQ(hostRecordProblem(record), HostProblem::InterfaceInvalid);
    }
    // Every script stays welcome in a name.
    HostRecord record = node(QStringLiteral("10.0.0.2"));
    record.name = QStringLiteral("Rechner Müller 显卡");
    EXPECT_EQ(hostRecordProblem(record), HostProblem::None);
}

TEST(HostCheck, ANameWithACommaIsRefused)
{
    // bench --split-over a,b,c could never name it.
    HostRecord record = node(QStringLiteral("10.0.0.2"));
    record.name = QStringLiteral("rack 3, node 2");
    EXPECT_EQ(hostRecordProblem(record), HostProblem::NameHasComma);
    EXPECT_TRUE(hostProblemText(HostProblem::NameHasComma).contains(QStringLiteral("--split-over")));
}
