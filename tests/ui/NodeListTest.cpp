// Adding, editing, importing and removing nodes on the Machines page, and Connect all against a
// closed port on loopback (no root, no testbed needed).
#include "TestNodeInteraction.h"
#include "UiTestSupport.h"

#include "core/store/ResultStore.h"
#include "ui/MachinesPage.h"
#include "ui/NodeDialog.h"
#include "ui/ShardScopeWizard.h"
#include "ui/SshImportDialog.h"
#include "ui/WizardModel.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace shardscope;
using namespace std::chrono_literals;
using ui::MachinesPage;
using ui::ShardScopeWizard;
using ui::test::waitUntil;

namespace {

/// A loopback TCP port nothing listens on: bound once by the kernel's choice, then closed.
int closedLoopbackPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof(address);
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

struct ListFixture {
    explicit ListFixture(const QTemporaryDir &dir)
    {
        (void)model.openStore(dir.filePath(QStringLiteral("shardscope.db")));
        // No agent for this computer: its refresh fails at once and stays out of the way.
        model.setAgentPath(QStringLiteral("/nonexistent/shardscope-agent"));
        ui::SshSettings ssh;
        ssh.knownHostsFile = dir.filePath(QStringLiteral("known_hosts"));
        ssh.config = core::SshConfigUse::Ignore;
        ssh.configFile = dir.filePath(QStringLiteral("ssh_config"));
        model.setSshSettings(ssh);
        wizard = std::make_unique<ShardScopeWizard>(model, interaction);
        wizard->resize(1280, 800);
        wizard->show();
        wizard->next();
        page = qobject_cast<MachinesPage *>(wizard->currentPage());
    }

    template<typename T>
    T *child(const char *name) const
    {
        return wizard->findChild<T *>(QString::fromLatin1(name));
    }

    ui::NodeDialog *openDialog() const
    {
        return ui::test::visibleChild<ui::NodeDialog>(wizard.get(), QStringLiteral("nodeDialog"));
    }

    ui::test::TestNodeInteraction interaction;
    ui::WizardModel model;
    std::unique_ptr<ShardScopeWizard> wizard;
    MachinesPage *page = nullptr;
};

} // namespace

TEST(GuiNodeList, AddEditAndRemoveNodesThroughTheDialogs)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ListFixture f(dir);
    ASSERT_NE(f.page, nullptr);
    auto *table = f.child<QTableWidget>("hostTable");
    auto *edit = f.child<QPushButton>("editNodeButton");
    auto *remove = f.child<QPushButton>("removeNodeButton");
    table->selectRow(0);
    EXPECT_FALSE(edit->isEnabled()); // this computer is no node
    EXPECT_FALSE(remove->isEnabled());

    f.child<QPushButton>("addNodeButton")->click();
    ui::NodeDialog *dialog = f.openDialog();
    ASSERT_NE(dialog, nullptr);
    QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    EXPECT_FALSE(ok->isEnabled());
    dialog->findChild<QLineEdit *>(QStringLiteral("nameEdit"))->setText(QStringLiteral("gpu-box"));
    dialog->findChild<QLineEdit *>(QStringLiteral("addressEdit"))->setText(QStringLiteral("127.0.0.1"));
    dialog->findChild<QSpinBox *>(QStringLiteral("portSpin"))->setValue(2222);
    dialog->findChild<QLineEdit *>(QStringLiteral("userEdit"))->setText(QStringLiteral("pi"));
    ASSERT_TRUE(ok->isEnabled()) << dialog->problem().toStdString();
    EXPECT_FALSE(ui::test::saveScreenshot(dialog, QStringLiteral("node-dialog")).isEmpty());
    ok->click();

    ASSERT_EQ(table->rowCount(), 2);
    EXPECT_EQ(table->item(1, MachinesPage::HostMachine)->text(), QStringLiteral("gpu-box"));
    EXPECT_EQ(table->item(1, MachinesPage::HostAddress)->text(), QStringLiteral("pi@127.0.0.1:2222"));
    EXPECT_EQ(table->currentRow(), 1);
    EXPECT_TRUE(edit->isEnabled());

    // Edit: rename and change the port; the row and the stored record follow.
    edit->click();
    dialog = f.openDialog();
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(dialog->findChild<QLineEdit *>(QStringLiteral("nameEdit"))->text(), QStringLiteral("gpu-box"));
    dialog->findChild<QLineEdit *>(QStringLiteral("nameEdit"))->setText(QStringLiteral("This computer"));
    EXPECT_FALSE(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    dialog->findChild<QLineEdit *>(QStringLiteral("nameEdit"))->setText(QStringLiteral("big-box"));
    dialog->findChild<QSpinBox *>(QStringLiteral("portSpin"))->setValue(22);
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    EXPECT_EQ(table->item(1, MachinesPage::HostMachine)->text(), QStringLiteral("big-box"));
    EXPECT_EQ(table->item(1, MachinesPage::HostAddress)->text(), QStringLiteral("pi@127.0.0.1"));
    {
        auto store = core::ResultStore::open(f.model.databasePath());
        ASSERT_TRUE(store.ok());
        auto host = (*store)->hostByName(QStringLiteral("big-box"));
        ASSERT_TRUE(host.ok() && host->has_value());
        EXPECT_EQ((*host)->port, 22);
        EXPECT_FALSE((*store)->hostByName(QStringLiteral("gpu-box"))->has_value());
    }

    // Remove asks first; Cancel keeps the node, Remove forgets it (and its stored rows).
    remove->click();
    auto *confirm
        = ui::test::visibleChild<QMessageBox>(f.wizard.get(), QStringLiteral("removeNodeConfirmation"));
    ASSERT_NE(confirm, nullptr);
    EXPECT_TRUE(confirm->text().contains(QStringLiteral("big-box")));
    EXPECT_TRUE(confirm->informativeText().contains(QStringLiteral("Nothing on the machine itself")));
    confirm->escapeButton()->click();
    EXPECT_EQ(table->rowCount(), 2);
    remove->click();
    confirm = ui::test::visibleChild<QMessageBox>(f.wizard.get(), QStringLiteral("removeNodeConfirmation"));
    ASSERT_NE(confirm, nullptr);
    EXPECT_EQ(confirm->defaultButton(), confirm->escapeButton());
    confirm->findChild<QPushButton *>(QStringLiteral("confirmRemoveButton"))->click();
    EXPECT_EQ(table->rowCount(), 1);
    auto store = core::ResultStore::open(f.model.databasePath());
    ASSERT_TRUE(store.ok());
    EXPECT_FALSE((*store)->hostByName(QStringLiteral("big-box"))->has_value());
}

TEST(GuiNodeList, ImportFromSshConfigAddsTheCheckedEntries)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    {
        QFile config(dir.filePath(QStringLiteral("ssh_config")));
        ASSERT_TRUE(config.open(QIODevice::WriteOnly));
        config.write(
            "Host alpha\n  HostName 127.0.0.2\n  User pi\nHost beta\n  HostName 127.0.0.3\n  Port 2022\n");
    }
    ListFixture f(dir);
    ASSERT_NE(f.page, nullptr);
    f.child<QPushButton>("importNodesButton")->click();
    auto *dialog
        = ui::test::visibleChild<ui::SshImportDialog>(f.wizard.get(), QStringLiteral("sshImportDialog"));
    ASSERT_NE(dialog, nullptr);
    auto *list = dialog->findChild<QTreeWidget *>(QStringLiteral("importList"));
    ASSERT_EQ(list->topLevelItemCount(), 2);
    list->topLevelItem(1)->setCheckState(ui::SshImportDialog::ColumnName, Qt::Checked);
    EXPECT_FALSE(ui::test::saveScreenshot(dialog, QStringLiteral("ssh-import-dialog")).isEmpty());
    dialog->findChild<QPushButton *>(QStringLiteral("importButton"))->click();

    ASSERT_EQ(f.model.hosts().size(), 2);
    const core::HostRecord &beta = f.model.hosts().at(1).record;
    EXPECT_EQ(beta.name, QStringLiteral("beta"));
    EXPECT_EQ(beta.address, QStringLiteral("127.0.0.3"));
    EXPECT_EQ(beta.port, 2022);
    EXPECT_EQ(f.model.indexOfHost(QStringLiteral("alpha")), -1);
}

TEST(GuiNodeList, ConnectAllShowsConnectionRefusedInPlainWords)
{
    const int port = closedLoopbackPort();
    ASSERT_GT(port, 0);
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ListFixture f(dir);
    ASSERT_NE(f.page, nullptr);
    ASSERT_TRUE(waitUntil([&f] { return !f.page->isRefreshing(); }));
    core::HostRecord node;
    node.name = QStringLiteral("node-down");
    node.address = QStringLiteral("127.0.0.1");
    node.port = port;
    ASSERT_TRUE(f.model.addHost(node).ok());

    f.child<QPushButton>("connectAllButton")->click();
    EXPECT_TRUE(f.page->isConnectingNodes());
    EXPECT_FALSE(f.child<QPushButton>("addNodeButton")->isEnabled()); // no changes under a running job
    ASSERT_TRUE(waitUntil([&f] { return !f.page->isRefreshing(); }, 30s));

    const int row = f.model.indexOfHost(node.name);
    const ui::HostEntry &entry = f.model.hosts().at(row);
    ASSERT_TRUE(entry.lastError.has_value());
    EXPECT_EQ(entry.lastError->code, core::ErrorCode::ConnectionRefused)
        << entry.lastError->detail.toStdString();
    auto *table = f.child<QTableWidget>("hostTable");
    EXPECT_EQ(table->item(row, MachinesPage::HostStatus)->text(),
              QStringLiteral("Connection refused: is the SSH server running?"));
    const QString errors = f.child<QLabel>("errorLabel")->text();
    EXPECT_TRUE(errors.contains(
        QStringLiteral("node-down: the connection to 127.0.0.1 port %1 was refused").arg(port)))
        << errors.toStdString();
    EXPECT_TRUE(f.interaction.hostKeyQuestions.isEmpty());
    EXPECT_TRUE(f.child<QPushButton>("addNodeButton")->isEnabled());
}
