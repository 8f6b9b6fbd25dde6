#include "ui/NodeDialog.h"
#include "presentation/NodeText.h"
#include "ui/NodeStateText.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace shardscope;
using ui::NodeDialog;

namespace {

/// A node dialog with handles on its fields.
struct DialogFixture {
    explicit DialogFixture(const QStringList &taken = {QStringLiteral("node1")})
        : dialog(taken)
    {
        name = dialog.findChild<QLineEdit *>(QStringLiteral("nameEdit"));
        address = dialog.findChild<QLineEdit *>(QStringLiteral("addressEdit"));
        port = dialog.findChild<QSpinBox *>(QStringLiteral("portSpin"));
        user = dialog.findChild<QLineEdit *>(QStringLiteral("userEdit"));
        identity = dialog.findChild<QLineEdit *>(QStringLiteral("identityEdit"));
        interface = dialog.findChild<QComboBox *>(QStringLiteral("interfaceCombo"));
        problem = dialog.findChild<QLabel *>(QStringLiteral("problemLabel"));
        ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }

    /// OK is enabled exactly when no problem is shown; returns the problem text.
    std::string state() const
    {
        EXPECT_EQ(ok->isEnabled(), dialog.problem().isEmpty());
        EXPECT_EQ(problem->text(), dialog.problem());
        return dialog.problem().toStdString();
    }

    NodeDialog dialog;
    QLineEdit *name = nullptr;
    QLineEdit *address = nullptr;
    QSpinBox *port = nullptr;
    QLineEdit *user = nullptr;
    QLineEdit *identity = nullptr;
    QComboBox *interface = nullptr;
    QLabel *problem = nullptr;
    QPushButton *ok = nullptr;
};

bool contains(const std::string &text, const char *part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

TEST(GuiNodeDialog, OkStaysDisabledUntilNameAndAddressAreUsable)
{
    DialogFixture f;
    ASSERT_TRUE(f.name && f.address && f.port && f.user && f.identity && f.interface && f.problem && f.ok);
    EXPECT_FALSE(f.ok->isEnabled());
    EXPECT_TRUE(contains(f.state(), "Enter a name")) << f.state();

    f.name->setText(QStringLiteral("NODE1")); // taken, whatever the case
    EXPECT_TRUE(contains(f.state(), "already called")) << f.state();
    f.name->setText(QStringLiteral("This computer"));
    EXPECT_TRUE(contains(f.state(), "ShardScope runs on")) << f.state();
    f.name->setText(QStringLiteral("  node2 "));
    EXPECT_TRUE(contains(f.state(), "Enter the machine's address")) << f.state();

    f.address->setText(QStringLiteral("192.168.1.20"));
    EXPECT_EQ(f.state(), "");
    EXPECT_TRUE(f.ok->isEnabled());
    EXPECT_FALSE(f.problem->isVisibleTo(&f.dialog));

    const core::HostRecord record = f.dialog.record();
    EXPECT_EQ(record.name, QStringLiteral("node2")); // trimmed
    EXPECT_EQ(record.address, QStringLiteral("192.168.1.20"));
    EXPECT_EQ(record.port, 22);
    EXPECT_TRUE(record.user.isEmpty());
    EXPECT_TRUE(record.identityFile.isEmpty());
    EXPECT_FALSE(record.isLocal);
}

TEST(GuiNodeDialog, AddressMistakesGetAHintWhereTheRightValueGoes)
{
    DialogFixture f;
    f.name->setText(QStringLiteral("node2"));
    f.address->setText(QStringLiteral("root@192.168.1.20"));
    EXPECT_TRUE(contains(f.state(), "goes into User")) << f.state();
    f.address->setText(QStringLiteral("node2.local:2222"));
    EXPECT_TRUE(contains(f.state(), "goes into Port")) << f.state();
    f.address->setText(QStringLiteral("my node"));
    EXPECT_TRUE(contains(f.state(), "spaces")) << f.state();
    // ssh would read this as an option: never let it through.
    f.address->setText(QStringLiteral("-oProxyCommand=touch"));
    EXPECT_TRUE(contains(f.state(), "hyphen")) << f.state();
    f.address->setText(QStringLiteral("fe80::1"));
    EXPECT_EQ(f.state(), "");
    f.address->setText(QStringLiteral("node2.local"));
    EXPECT_EQ(f.state(), "");

    f.port->setValue(0); // clamped by the spin box
    EXPECT_EQ(f.port->value(), 1);
    f.port->setValue(2222);
    EXPECT_EQ(f.dialog.record().port, 2222);
}

TEST(GuiNodeDialog, UserAndIdentityFileAreChecked)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString key = dir.filePath(QStringLiteral("id_ed25519"));
    for (const QString &path : {key, key + QStringLiteral(".pub")}) {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("key");
    }

    DialogFixture f;
    f.name->setText(QStringLiteral("node2"));
    f.address->setText(QStringLiteral("10.0.0.2"));
    f.user->setText(QStringLiteral("-root"));
    EXPECT_TRUE(contains(f.state(), "user name may contain only")) << f.state();
    f.user->setText(QStringLiteral("pi@10.0.0.2"));
    EXPECT_TRUE(contains(f.state(), "without @")) << f.state();
    f.user->setText(QStringLiteral("pi"));
    EXPECT_EQ(f.state(), "");

    f.identity->setText(dir.filePath(QStringLiteral("missing")));
    EXPECT_TRUE(contains(f.state(), "does not exist")) << f.state();
    f.identity->setText(dir.path());
    EXPECT_TRUE(contains(f.state(), "is not a file")) << f.state();
    f.identity->setText(key + QStringLiteral(".pub"));
    EXPECT_TRUE(contains(f.state(), "public half")) << f.state();
    f.identity->setText(key);
    EXPECT_EQ(f.state(), "");
    EXPECT_EQ(f.dialog.record().identityFile, key);
    EXPECT_EQ(f.dialog.record().user, QStringLiteral("pi"));
}

TEST(GuiNodeDialog, ClusterInterfaceOffersTheNodesInterfaces)
{
    DialogFixture f;
    core::HostRecord stored;
    stored.id = 7;
    stored.name = QStringLiteral("node2");
    stored.address = QStringLiteral("10.0.0.2");
    stored.port = 2202;
    stored.user = QStringLiteral("root");
    f.dialog.setRecord(stored);
    EXPECT_EQ(f.name->text(), QStringLiteral("node2"));
    EXPECT_EQ(f.port->value(), 2202);
    EXPECT_EQ(f.state(), "");

    std::vector<protocol::NicInfo> nics(3);
    nics[0].name = "lo";
    nics[0].loopback = true;
    nics[1].name = "enp3s0";
    nics[1].speedMbps = 10000;
    nics[1].ipv4 = {"192.168.1.20/24"};
    nics[2].name = "wlp2s0";
    nics[2].wireless = true;
    f.dialog.setInterfaces(nics);
    ASSERT_EQ(f.interface->count(), 2); // no loopback
    EXPECT_TRUE(f.interface->itemText(0).startsWith(QStringLiteral("enp3s0 — 10 Gb/s")))
        << f.interface->itemText(0).toStdString();
    EXPECT_TRUE(f.interface->itemText(0).contains(QStringLiteral("192.168.1.20")));
    f.interface->setCurrentIndex(0);
    EXPECT_EQ(f.dialog.record().clusterInterface, QStringLiteral("enp3s0"));
    EXPECT_EQ(f.dialog.record().id, 7); // Edit keeps the row id

    f.interface->setEditText(QStringLiteral("eth0/1"));
    EXPECT_TRUE(contains(f.state(), "not a network interface name")) << f.state();
    f.interface->setEditText(QStringLiteral("eth1"));
    EXPECT_EQ(f.state(), "");
    EXPECT_EQ(f.dialog.record().clusterInterface, QStringLiteral("eth1"));
}

TEST(GuiNodeDialog, EditingKeepsItsOwnNameValid)
{
    // Editing node2: its own name is not "taken" (the page passes the other machines' names).
    DialogFixture f({QStringLiteral("node1")});
    core::HostRecord stored;
    stored.name = QStringLiteral("node2");
    stored.address = QStringLiteral("10.0.0.2");
    f.dialog.setRecord(stored);
    EXPECT_EQ(f.state(), "");
    EXPECT_TRUE(f.dialog.windowTitle().contains(QStringLiteral("node2")));
}

TEST(GuiNodeDialog, ProblemsComeFromCoreCheckHostInTheOrderOfTheFields)
{
    core::HostRecord record;
    record.name = QStringLiteral("node2");
    record.address = QStringLiteral("10.0.0.2");
    EXPECT_TRUE(NodeDialog::problem(record, {}).isEmpty());

    // Every problem core::hostRecordProblem() finds is turned into the dialog's sentence for it.
    for (int i = int(core::HostProblem::NameEmpty); i <= int(core::HostProblem::InterfaceInvalid); ++i)
        EXPECT_FALSE(NodeDialog::problemText(core::HostProblem(i), record).isEmpty()) << i;

    record.port = 0; // the spin box never gives it, a caller of problem() may
    EXPECT_TRUE(contains(NodeDialog::problem(record, {}).toStdString(), "65535"));
    record.port = 22;
    record.user = QStringLiteral("me@host");
    EXPECT_TRUE(contains(NodeDialog::problem(record, {}).toStdString(), "without @"));
    record.user = QStringLiteral("-me");
    EXPECT_TRUE(contains(NodeDialog::problem(record, {}).toStdString(), "must not start with a hyphen"));

    // A taken name is told before anything core finds later in the record.
    record.address = QStringLiteral("me@host");
    EXPECT_TRUE(contains(NodeDialog::problem(record, {QStringLiteral("NODE2")}).toStdString(), "already"));
    record.name = QStringLiteral("this computer");
    EXPECT_TRUE(contains(NodeDialog::problem(record, {}).toStdString(), "ShardScope runs on"));
}

TEST(GuiNodeDialog, ControlCharactersAndCommasAreRefusedFieldByField)
{
    // What is typed or pasted here is shown again in tables, on terminals and in reports.
    DialogFixture f;
    f.address->setText(QStringLiteral("10.0.0.2"));
    f.name->setText(QStringLiteral("node\x1b[31m2"));
    EXPECT_TRUE(contains(f.state(), "The name must not contain line breaks")) << f.state();
    f.name->setText(QStringLiteral("rack3,node2"));
    EXPECT_TRUE(contains(f.state(), "comma")) << f.state();
    f.name->setText(QStringLiteral("node2"));
    EXPECT_TRUE(f.state().empty()) << f.state();

    f.address->setText(QStringLiteral("10.0.0.2\x1b[2J"));
    EXPECT_TRUE(contains(f.state(), "The address must not contain spaces or control characters"))
        << f.state();
    f.address->setText(QStringLiteral("10.0.0.2"));

    f.interface->setCurrentText(QStringLiteral("eth\x1b]0;x\x07"));
    const std::string interfaceProblem = f.state();
    EXPECT_TRUE(contains(interfaceProblem, "not a network interface name")) << interfaceProblem;
    // The message quotes what was typed, but no control character of it.
    EXPECT_FALSE(contains(interfaceProblem, "\x1b")) << interfaceProblem;
    EXPECT_FALSE(contains(interfaceProblem, "\x07")) << interfaceProblem;
}

TEST(GuiNodeDialog, NodeLabelsInTheSshQuestionsShowAStoredNameSafely)
{
    // A name stored before control characters were refused, or an ssh_config alias, reaches the
    // host-key and password questions: one line, no escape sequence.
    const QString stored = QStringLiteral("evil\n\x1b[31mnode");
    core::HostKeyInfo key;
    key.host = QStringLiteral("10.0.0.2\x1b[0m");
    key.port = 22;
    key.keyType = QStringLiteral("ssh-ed25519");
    key.fingerprintSha256 = QStringLiteral("SHA256:abc");
    for (const QString &text :
         {presentation::NodeText::nodeLabel(stored, QStringLiteral("10.0.0.2"), 2222),
          presentation::NodeText::hostKeyQuestion(stored, key),
          ui::NodeStateText::secretPrompt(stored, ui::SecretKind::Password, QString())}) {
        SCOPED_TRACE(text.toStdString());
        EXPECT_FALSE(text.contains(QChar(0x1b)));
        EXPECT_TRUE(text.contains(QStringLiteral("evil")));
        EXPECT_FALSE(text.contains(QStringLiteral("evil\n")));
    }
}
