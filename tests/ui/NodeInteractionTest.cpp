// The dialogs behind NodeInteraction (host key, passphrase/password) and the texts of node jobs,
// without SSH: what they show, what they answer, and that cancelling answers "no".
#include "UiTestSupport.h"

#include "presentation/NodeText.h"
#include "ui/DialogNodeInteraction.h"
#include "ui/NodeStateText.h"
#include "ui/SecretDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QWidget>

#include <gtest/gtest.h>

using namespace shardscope;
using ui::DialogNodeInteraction;
using ui::NodeStateText;
using ui::SecretKind;

namespace {

core::HostKeyInfo hostKey()
{
    return {QStringLiteral("10.0.0.2"), 2202, QStringLiteral("ecdsa-sha2-nistp256"),
            QStringLiteral("SHA256:abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG"),
            QStringLiteral("/tmp/known_hosts")};
}

} // namespace

TEST(GuiNodeInteraction, HostKeyDialogDefaultsToCancelAndAnswersOnce)
{
    QWidget parent;
    parent.show();
    DialogNodeInteraction interaction(&parent);
    int answers = 0;
    bool trusted = true;
    interaction.askHostKey(QStringLiteral("node2"), hostKey(), [&](bool trust) {
        ++answers;
        trusted = trust;
    });
    auto *box = ui::test::visibleChild<QMessageBox>(&parent, QStringLiteral("hostKeyDialog"));
    ASSERT_NE(box, nullptr);
    EXPECT_EQ(box->textFormat(), Qt::PlainText);
    for (const char *part :
         {"node2", "10.0.0.2", "2202", "ecdsa-sha2-nistp256", "SHA256:abcdefghijklmnopqrstuvwxyz"})
        EXPECT_TRUE(box->text().contains(QLatin1String(part))) << part;
    EXPECT_TRUE(
        box->informativeText().contains(QStringLiteral("ssh-keygen -lf /etc/ssh/ssh_host_ecdsa_key.pub")))
        << box->informativeText().toStdString();
    EXPECT_EQ(box->defaultButton(), box->findChild<QPushButton *>(QStringLiteral("rejectHostKeyButton")));
    box->findChild<QPushButton *>(QStringLiteral("trustHostKeyButton"))->click();
    EXPECT_EQ(answers, 1);
    EXPECT_TRUE(trusted);

    // Cancelled while open: "no", once, and the dialog closes.
    interaction.askHostKey(QStringLiteral("node3"), hostKey(), [&](bool trust) {
        ++answers;
        trusted = trust;
    });
    ASSERT_NE(interaction.openDialog(), nullptr);
    interaction.cancelQuestion();
    EXPECT_EQ(answers, 2);
    EXPECT_FALSE(trusted);
    EXPECT_TRUE(ui::test::waitUntil(
        [&] {
            return ui::test::visibleChild<QMessageBox>(&parent, QStringLiteral("hostKeyDialog")) == nullptr;
        },
        std::chrono::seconds(5)));
    interaction.cancelQuestion(); // nothing open: nothing happens
    EXPECT_EQ(answers, 2);
}

TEST(GuiNodeInteraction, SecretDialogHidesTheInputAndHandsItOutOnce)
{
    QWidget parent;
    parent.show();
    DialogNodeInteraction interaction(&parent);
    std::optional<QByteArray> secret;
    int answers = 0;
    // A server's keyboard-interactive prompt is shown as text, never as markup, and apart from
    // ShardScope's own words: quoted, never naming the node (node2's server claims to be node10).
    const QString prompt = QStringLiteral("<b>root@node10's</b> password:");
    interaction.askSecret(QStringLiteral("node2"), SecretKind::Password, prompt,
                          [&](std::optional<QByteArray> answer) {
                              ++answers;
                              secret = std::move(answer);
                          });
    auto *dialog = ui::test::visibleChild<ui::SecretDialog>(&parent, QStringLiteral("secretDialog"));
    ASSERT_NE(dialog, nullptr);
    auto *field = dialog->findChild<QLineEdit *>(QStringLiteral("secretField"));
    auto *label = dialog->findChild<QLabel *>(QStringLiteral("secretPrompt"));
    auto *server = dialog->findChild<QLabel *>(QStringLiteral("serverPrompt"));
    ASSERT_NE(server, nullptr);
    EXPECT_EQ(field->echoMode(), QLineEdit::NoEcho);
    EXPECT_EQ(label->textFormat(), Qt::PlainText);
    EXPECT_EQ(server->textFormat(), Qt::PlainText);
    EXPECT_TRUE(label->text().contains(QStringLiteral("Logging in to node2 needs a password.")))
        << label->text().toStdString();
    EXPECT_FALSE(label->text().contains(QStringLiteral("node10")));
    EXPECT_TRUE(label->text().contains(QStringLiteral("never saves it")));
    EXPECT_TRUE(server->isVisible());
    EXPECT_EQ(server->text(), QStringLiteral("The server says: \u201c%1\u201d").arg(prompt));
    EXPECT_FALSE(ui::test::saveScreenshot(dialog, QStringLiteral("password-dialog")).isEmpty());
    field->setText(QStringLiteral("s3cret ü"));
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    EXPECT_EQ(answers, 1);
    ASSERT_TRUE(secret.has_value());
    EXPECT_EQ(*secret, QStringLiteral("s3cret ü").toUtf8());
    EXPECT_TRUE(field->text().isEmpty()); // taken out of the field

    // A passphrase dialog cancelled by the job: nullopt.
    interaction.askSecret(QString(), SecretKind::Passphrase, QStringLiteral("/home/me/.ssh/id_ed25519"),
                          [&](std::optional<QByteArray> answer) {
                              ++answers;
                              secret = std::move(answer);
                          });
    ASSERT_NE(interaction.openDialog(), nullptr);
    EXPECT_TRUE(interaction.openDialog()->windowTitle().contains(QStringLiteral("Passphrase")));
    // A key file is ShardScope's own setting: no server text to quote.
    EXPECT_FALSE(interaction.openDialog()->findChild<QLabel *>(QStringLiteral("serverPrompt"))->isVisible());
    interaction.cancelQuestion();
    EXPECT_EQ(answers, 2);
    EXPECT_FALSE(secret.has_value());
}

TEST(GuiNodeText, StagesReadAsPlainProgress)
{
    ui::NodeJobState job;
    job.action = core::NodeAction::Deploy;
    job.stage = core::NodeStage::Uploading;
    job.bytesDone = 42;
    job.bytesTotal = 100;
    EXPECT_EQ(NodeStateText::stage(job), QStringLiteral("Uploading 42 %…"));
    EXPECT_TRUE(job.running());
    ui::HostEntry entry;
    entry.job = job;
    EXPECT_EQ(NodeStateText::deployProgress(entry), QStringLiteral("Uploading 42 %"));
    job.stage = core::NodeStage::Verifying;
    entry.job = job;
    EXPECT_EQ(NodeStateText::deployProgress(entry), QStringLiteral("Verifying"));
    job.stage = core::NodeStage::Starting;
    entry.job = job;
    EXPECT_EQ(NodeStateText::deployProgress(entry), QStringLiteral("Starting agent"));
    job.stage = core::NodeStage::Done;
    entry.job = job;
    entry.agent = ui::AgentState::Deployed;
    EXPECT_EQ(NodeStateText::deployProgress(entry), QStringLiteral("Ready"));
    EXPECT_FALSE(entry.job.running());
    job.stage = core::NodeStage::Failed;
    job.error = core::Error{core::ErrorCode::NoAgentBuild, QString()};
    entry.job = job;
    EXPECT_EQ(NodeStateText::deployStatus(entry), QStringLiteral("No agent for this processor"));

    for (const auto &[stage, text] : std::initializer_list<std::pair<core::NodeStage, const char *>>{
             {core::NodeStage::Queued, "Queued"},
             {core::NodeStage::Connecting, "Connecting…"},
             {core::NodeStage::CheckingPlatform, "Checking platform…"},
             {core::NodeStage::Probing, "Probing…"},
             {core::NodeStage::Done, "OK"}}) {
        ui::NodeJobState state;
        state.action = core::NodeAction::Inventory;
        state.stage = stage;
        EXPECT_EQ(NodeStateText::stage(state), QString::fromUtf8(text));
    }
    EXPECT_EQ(presentation::NodeText::hostKeyFile(QStringLiteral("ssh-ed25519")),
              QStringLiteral("/etc/ssh/ssh_host_ed25519_key.pub"));
    EXPECT_EQ(presentation::NodeText::hostKeyFile(QStringLiteral("rsa-sha2-512")),
              QStringLiteral("/etc/ssh/ssh_host_rsa_key.pub"));
    EXPECT_EQ(presentation::NodeText::hostKeyFile(QStringLiteral("ecdsa-sha2-nistp384")),
              QStringLiteral("/etc/ssh/ssh_host_ecdsa_key.pub"));
}

TEST(GuiNodeText, ServerTextIsQuotedOnOneBoundedLine)
{
    // Line breaks could fake a paragraph of ShardScope's own, a bidi override reverse the text
    // around it, and a long prompt push the rest of the dialog away.
    const QString hostile
        = QStringLiteral("Password:\n\nShardScope: node1 is safe,\ttype it\u202e\u200b\x07");
    EXPECT_EQ(presentation::NodeText::untrustedLine(hostile),
              QStringLiteral("Password: ShardScope: node1 is safe, type it"));
    EXPECT_EQ(presentation::NodeText::serverSays(hostile),
              QStringLiteral("The server says: \u201cPassword: ShardScope: node1 is safe, type it\u201d"));
    EXPECT_EQ(presentation::NodeText::serverSays(QStringLiteral(" \n ")), QString());
    const QString longText(1000, QLatin1Char('x'));
    EXPECT_EQ(presentation::NodeText::untrustedLine(longText, 10),
              QString(10, QLatin1Char('x')) + QStringLiteral("\u2026"));
}
