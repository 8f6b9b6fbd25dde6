// The Machines and Deploy pages against the namespace testbed (tests/testbed): four nodes with
// their own sshd, an EMPTY known_hosts of the test's own, no ssh_config. Host-key questions go to
// TestNodeInteraction (or, in one test, to the real dialogs). Skipped when not root.
#include "TestNodeInteraction.h"
#include "Testbed.h"
#include "UiTestSupport.h"
#include "core/SafeText.h"

#include "core/store/ResultStore.h"
#include "ui/DeployPage.h"
#include "ui/MachinesPage.h"
#include "ui/NodeDialog.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WizardModel.h"

#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace shardscope;
using namespace std::chrono_literals;
using ui::DeployPage;
using ui::MachinesPage;
using ui::ShardScopeWizard;
using ui::test::TestNodeInteraction;
using ui::test::waitUntil;

namespace {

using core::qs;

/// Non-empty lines of a file.
QStringList fileLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList lines;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (!line.trimmed().isEmpty())
            lines << QString::fromUtf8(line);
    }
    return lines;
}

/// "SHA256:…" of a public key file, from OpenSSH's own ssh-keygen (the reference).
QString fingerprintOf(const QString &publicKeyFile)
{
    QProcess keygen;
    keygen.start(QStringLiteral("ssh-keygen"), {QStringLiteral("-lf"), publicKeyFile});
    if (!keygen.waitForFinished(10000) || keygen.exitCode() != 0)
        return {};
    // "256 SHA256:abc… comment (ED25519)"
    return QString::fromUtf8(keygen.readAllStandardOutput()).section(QLatin1Char(' '), 1, 1);
}

enum class Dialogs { Test, Real };

class GuiNodes : public ::testing::Test
{
protected:
    void SetUp() override
    {
        if (const std::string reason = testbed::Testbed::unavailableReason(); !reason.empty())
            GTEST_SKIP() << reason;
        ASSERT_TRUE(m_dir.isValid());
        qunsetenv("SSH_AUTH_SOCK"); // no ssh-agent of the user takes part
        m_testbed = std::make_unique<testbed::Testbed>();
        const testbed::TestbedStatus started = m_testbed->start();
        ASSERT_TRUE(started.ok()) << started.message;

        m_knownHosts = m_dir.filePath(QStringLiteral("known_hosts"));
        QFile empty(m_knownHosts);
        ASSERT_TRUE(empty.open(QIODevice::WriteOnly)); // empty: every host key is unknown
        empty.close();
        ASSERT_TRUE(m_model.openStore(m_dir.filePath(QStringLiteral("shardscope.db"))).ok());
        m_model.setAgentPath(QStringLiteral(SHARDSCOPE_AGENT_PATH));
        ui::SshSettings ssh;
        ssh.knownHostsFile = m_knownHosts;
        ssh.config = core::SshConfigUse::Ignore;
        m_model.setSshSettings(ssh);
        // The namespaces share this file system: deploy into the test's folder, not ~/.cache.
        m_nodeDir = m_dir.filePath(QStringLiteral("nodes"));
        m_model.setDeploymentLocation(core::DeploymentLocation{m_nodeDir});
    }

    void TearDown() override
    {
        m_wizard.reset(); // before the testbed goes
    }

    void createWizard(Dialogs dialogs = Dialogs::Test)
    {
        m_wizard = dialogs == Dialogs::Test ? std::make_unique<ShardScopeWizard>(m_model, m_interaction)
                                            : std::make_unique<ShardScopeWizard>(m_model);
        m_wizard->resize(1280, 800);
        m_wizard->show();
        m_wizard->next();
        m_machines = qobject_cast<MachinesPage *>(m_wizard->currentPage());
        ASSERT_NE(m_machines, nullptr);
        // This computer's own probe starts with the page: let it finish first.
        ASSERT_TRUE(waitUntil([this] { return !m_machines->isRefreshing(); }, 60s));
    }

    core::HostRecord nodeRecord(int i) const
    {
        const testbed::TestbedNode &node = m_testbed->nodes().at(std::size_t(i));
        core::HostRecord record;
        record.name = qs(node.name);
        record.address = qs(node.address);
        record.port = node.sshPort;
        record.user = QStringLiteral("root");
        record.identityFile = qs(m_testbed->userKeyPath());
        return record;
    }

    /// Adds node i as a user would: Add…, type into the dialog, OK.
    void addThroughDialog(int i)
    {
        m_wizard->findChild<QPushButton *>(QStringLiteral("addNodeButton"))->click();
        auto *dialog = ui::test::visibleChild<ui::NodeDialog>(m_wizard.get(), QStringLiteral("nodeDialog"));
        ASSERT_NE(dialog, nullptr);
        const core::HostRecord record = nodeRecord(i);
        dialog->findChild<QLineEdit *>(QStringLiteral("nameEdit"))->setText(record.name);
        dialog->findChild<QLineEdit *>(QStringLiteral("addressEdit"))->setText(record.address);
        dialog->findChild<QSpinBox *>(QStringLiteral("portSpin"))->setValue(record.port);
        dialog->findChild<QLineEdit *>(QStringLiteral("userEdit"))->setText(record.user);
        dialog->findChild<QLineEdit *>(QStringLiteral("identityEdit"))->setText(record.identityFile);
        QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        ASSERT_TRUE(ok->isEnabled()) << dialog->problem().toStdString();
        ok->click();
        ASSERT_GE(m_model.indexOfHost(record.name), 0);
    }

    void addNodes(int count)
    {
        for (int i = 0; i < count; ++i)
            ASSERT_TRUE(m_model.addHost(nodeRecord(i)).ok());
    }

    int row(int node) const { return m_model.indexOfHost(qs(m_testbed->nodes().at(std::size_t(node)).name)); }
    const ui::HostEntry &entry(int node) const { return m_model.hosts().at(row(node)); }

    QString statusCell(int node) const
    {
        const QTableWidgetItem *item = m_wizard->findChild<QTableWidget *>(QStringLiteral("hostTable"))
                                           ->item(row(node), MachinesPage::HostStatus);
        return item ? item->text() : QString();
    }

    QString deployStatus(int node) const
    {
        auto *table = m_wizard->findChild<QTableWidget *>(QStringLiteral("deployTable"));
        const QList<int> rows = m_model.nodeRows();
        const QTableWidgetItem *item = table->item(int(rows.indexOf(row(node))), DeployPage::ColumnStatus);
        return item ? item->text() : QString();
    }

    std::string statuses() const
    {
        QStringList lines;
        for (const ui::HostEntry &host : m_model.hosts()) {
            const int r = m_model.indexOfHost(host.record.name);
            const QTableWidgetItem *item = m_wizard->findChild<QTableWidget *>(QStringLiteral("hostTable"))
                                               ->item(r, MachinesPage::HostStatus);
            lines << host.record.name + QStringLiteral(": ") + (item ? item->text() : QString())
                         + (host.lastError
                                ? QStringLiteral(" [%1: %2]")
                                      .arg(core::errorCodeName(host.lastError->code), host.lastError->detail)
                                : QString());
        }
        return lines.join(QLatin1Char('\n')).toStdString();
    }

    bool connectAll()
    {
        auto *button = m_wizard->findChild<QPushButton *>(QStringLiteral("connectAllButton"));
        if (!button->isEnabled())
            return false;
        button->click();
        return m_machines->isRefreshing();
    }

    bool waitForMachines(std::chrono::milliseconds timeout = 90s) const
    {
        return waitUntil([this] { return !m_machines->isRefreshing(); }, timeout);
    }

    QTemporaryDir m_dir;
    std::unique_ptr<testbed::Testbed> m_testbed;
    TestNodeInteraction m_interaction;
    ui::WizardModel m_model;
    std::unique_ptr<ShardScopeWizard> m_wizard;
    MachinesPage *m_machines = nullptr;
    QString m_knownHosts;
    QString m_nodeDir;
};

} // namespace

TEST_F(GuiNodes, ConnectAllAsksForEachHostKeyStoresInventoriesThenDeploysAndRemoves)
{
    ASSERT_NO_FATAL_FAILURE(createWizard());
    for (int i = 0; i < 4; ++i)
        ASSERT_NO_FATAL_FAILURE(addThroughDialog(i));
    auto *hosts = m_wizard->findChild<QTableWidget *>(QStringLiteral("hostTable"));
    ASSERT_EQ(hosts->rowCount(), 5); // this computer and the four nodes
    EXPECT_TRUE(statusCell(0).contains(QStringLiteral("Connect all"))) << statusCell(0).toStdString();

    // What the Status cells said on the way, node by node.
    QStringList statusTexts;
    QObject watcher;
    QObject::connect(&m_model, &ui::WizardModel::hostChanged, &watcher, [this, &statusTexts](int changed) {
        if (!m_model.hosts().at(changed).record.isLocal)
            statusTexts << m_wizard->findChild<QTableWidget *>(QStringLiteral("hostTable"))
                               ->item(changed, MachinesPage::HostStatus)
                               ->text();
    });
    ASSERT_TRUE(connectAll());
    EXPECT_FALSE(m_machines->isComplete());
    EXPECT_TRUE(m_wizard->findChild<QPushButton *>(QStringLiteral("cancelButton"))->isVisible());
    ASSERT_TRUE(waitUntil(
        [this] {
            for (int i = 0; i < 4; ++i) {
                if (entry(i).state != ui::InventoryState::Probed)
                    return false;
            }
            return !m_machines->isRefreshing();
        },
        90s))
        << statuses();

    for (const char *stage : {"Queued", "Connecting…", "Checking platform…", "Probing…", "OK"})
        EXPECT_TRUE(statusTexts.contains(QString::fromUtf8(stage)))
            << stage << " never shown: " << statusTexts.join(QStringLiteral(" | ")).toStdString();
    static const QRegularExpression uploading(QStringLiteral("^Uploading \\d+ %…$"));
    EXPECT_FALSE(statusTexts.filter(uploading).isEmpty())
        << statusTexts.join(QStringLiteral(" | ")).toStdString();

    // One question per node, one at a time, on the UI thread, with what the user needs to check.
    ASSERT_EQ(m_interaction.hostKeyQuestions.size(), 4);
    EXPECT_EQ(m_interaction.overlappingQuestions, 0);
    EXPECT_EQ(m_interaction.offUiThreadQuestions, 0);
    EXPECT_TRUE(m_interaction.secretQuestions.isEmpty());
    QStringList asked;
    for (const TestNodeInteraction::HostKeyQuestion &question :
         std::as_const(m_interaction.hostKeyQuestions)) {
        const int node = int(question.nodeName.mid(4).toInt());
        ASSERT_TRUE(question.nodeName.startsWith(QStringLiteral("node")) && node >= 0 && node < 4)
            << question.nodeName.toStdString();
        const testbed::TestbedNode &expected = m_testbed->nodes().at(std::size_t(node));
        EXPECT_EQ(question.key.host, qs(expected.address));
        EXPECT_EQ(question.key.port, expected.sshPort);
        EXPECT_EQ(question.key.keyType, QStringLiteral("ssh-ed25519"));
        EXPECT_TRUE(question.key.fingerprintSha256.startsWith(QStringLiteral("SHA256:")));
        EXPECT_EQ(question.key.fingerprintSha256,
                  fingerprintOf(qs(expected.hostKeyPaths.front()) + QStringLiteral(".pub")));
        EXPECT_EQ(question.key.knownHostsFile, m_knownHosts);
        for (const QString &shown : {question.key.host, QString::number(question.key.port),
                                     question.key.keyType, question.key.fingerprintSha256,
                                     QStringLiteral("ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub")})
            EXPECT_TRUE(question.text.contains(shown))
                << shown.toStdString() << " not in " << question.text.toStdString();
        asked << question.nodeName;
    }
    asked.sort();
    EXPECT_EQ(asked, (QStringList{QStringLiteral("node0"), QStringLiteral("node1"), QStringLiteral("node2"),
                                  QStringLiteral("node3")}));
    EXPECT_EQ(fileLines(m_knownHosts).size(), 4)
        << fileLines(m_knownHosts).join(QLatin1Char('\n')).toStdString();

    for (int i = 0; i < 4; ++i) {
        EXPECT_TRUE(statusCell(i).startsWith(QStringLiteral("OK"))) << statusCell(i).toStdString();
        EXPECT_EQ(entry(i).agent, ui::AgentState::Deployed);
    }
    EXPECT_TRUE(m_machines->isComplete());
    EXPECT_FALSE(m_wizard->findChild<QWidget *>(QStringLiteral("errorBox"))->isVisible())
        << m_wizard->findChild<QLabel *>(QStringLiteral("errorLabel"))->text().toStdString();

    // Stored: the nodes with their settings, and an inventory each.
    {
        auto store = core::ResultStore::open(m_model.databasePath());
        ASSERT_TRUE(store.ok());
        for (int i = 0; i < 4; ++i) {
            auto host = (*store)->hostByName(nodeRecord(i).name);
            ASSERT_TRUE(host.ok() && host->has_value());
            EXPECT_FALSE((*host)->isLocal);
            EXPECT_EQ((*host)->address, nodeRecord(i).address);
            EXPECT_EQ((*host)->port, nodeRecord(i).port);
            EXPECT_EQ((*host)->identityFile, nodeRecord(i).identityFile);
            auto inventory = (*store)->latestInventory((*host)->id);
            ASSERT_TRUE(inventory.ok() && inventory->has_value()) << i;
            EXPECT_FALSE((*inventory)->inventory.nics.empty());
        }
    }

    hosts->selectRow(row(1));
    EXPECT_FALSE(ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("machines-page")).isEmpty());

    // Deploy page: the agent is there already (Connect all put it there): checked, not uploaded.
    m_wizard->next();
    ASSERT_EQ(m_wizard->currentId(), ShardScopeWizard::Deploy);
    auto *deploy = qobject_cast<DeployPage *>(m_wizard->currentPage());
    ASSERT_NE(deploy, nullptr);
    ASSERT_EQ(m_wizard->findChild<QTableWidget *>(QStringLiteral("deployTable"))->rowCount(), 4);
    m_wizard->findChild<QPushButton *>(QStringLiteral("deployButton"))->click();
    EXPECT_TRUE(deploy->isRunning());
    ASSERT_TRUE(waitUntil([deploy] { return !deploy->isRunning(); }, 60s));
    for (int i = 0; i < 4; ++i) {
        EXPECT_EQ(entry(i).job.stage, core::NodeStage::Done) << deployStatus(i).toStdString();
        EXPECT_FALSE(entry(i).job.uploaded);
        EXPECT_TRUE(deployStatus(i).contains(QStringLiteral("already there")))
            << deployStatus(i).toStdString();
    }
    EXPECT_EQ(m_interaction.hostKeyQuestions.size(), 4); // known now: no new questions
    EXPECT_FALSE(ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("deploy-page")).isEmpty());

    // Remove from machines: a confirmation that names the folder, then it is gone.
    ASSERT_TRUE(QFileInfo::exists(m_nodeDir));
    m_wizard->findChild<QPushButton *>(QStringLiteral("removeFromNodesButton"))->click();
    auto *confirm
        = ui::test::visibleChild<QMessageBox>(m_wizard.get(), QStringLiteral("removeFromNodesConfirmation"));
    ASSERT_NE(confirm, nullptr);
    EXPECT_TRUE(confirm->text().contains(m_nodeDir)) << confirm->text().toStdString();
    EXPECT_EQ(confirm->defaultButton(), confirm->escapeButton()); // Enter keeps the files
    EXPECT_FALSE(ui::test::saveScreenshot(confirm, QStringLiteral("deploy-remove-confirmation")).isEmpty());
    confirm->findChild<QPushButton *>(QStringLiteral("confirmRemoveFromNodesButton"))->click();
    ASSERT_TRUE(waitUntil([deploy] { return !deploy->isRunning(); }, 60s));
    for (int i = 0; i < 4; ++i) {
        EXPECT_EQ(entry(i).agent, ui::AgentState::Removed);
        EXPECT_TRUE(deployStatus(i).startsWith(QStringLiteral("Removed"))) << deployStatus(i).toStdString();
    }
    EXPECT_FALSE(QFileInfo::exists(m_nodeDir));
}

TEST_F(GuiNodes, StoppedSshdShowsConnectionRefusedWhileTheOthersFinishAndRetryWorks)
{
    ASSERT_NO_FATAL_FAILURE(createWizard());
    ASSERT_NO_FATAL_FAILURE(addNodes(4));
    const testbed::TestbedStatus stopped = m_testbed->stopSshd(2);
    ASSERT_TRUE(stopped.ok()) << stopped.message;

    ASSERT_TRUE(connectAll());
    ASSERT_TRUE(waitForMachines()) << statuses();
    for (int i : {0, 1, 3})
        EXPECT_EQ(entry(i).state, ui::InventoryState::Probed) << statuses();
    EXPECT_EQ(entry(2).state, ui::InventoryState::Failed);
    ASSERT_TRUE(entry(2).lastError.has_value());
    EXPECT_EQ(entry(2).lastError->code, core::ErrorCode::ConnectionRefused) << statuses();
    EXPECT_EQ(statusCell(2), QStringLiteral("Connection refused: is the SSH server running?"));
    const QString errors = m_wizard->findChild<QLabel *>(QStringLiteral("errorLabel"))->text();
    EXPECT_TRUE(m_wizard->findChild<QWidget *>(QStringLiteral("errorBox"))->isVisible());
    EXPECT_TRUE(errors.contains(QStringLiteral("node2: the connection to "))
                && errors.contains(QStringLiteral("was refused"))
                && errors.contains(QStringLiteral("Start the SSH server")))
        << errors.toStdString();
    EXPECT_EQ(m_interaction.hostKeyQuestions.size(), 3);
    m_wizard->findChild<QTableWidget *>(QStringLiteral("hostTable"))->selectRow(row(2));
    EXPECT_FALSE(
        ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("machines-page-node-down")).isEmpty());

    // Deploy: node2 fails again, the others are ready; once sshd is back, Retry failed fixes it.
    m_wizard->next();
    auto *deploy = qobject_cast<DeployPage *>(m_wizard->currentPage());
    ASSERT_NE(deploy, nullptr);
    auto *retry = m_wizard->findChild<QPushButton *>(QStringLiteral("retryFailedButton"));
    EXPECT_FALSE(retry->isEnabled());
    m_wizard->findChild<QPushButton *>(QStringLiteral("deployButton"))->click();
    ASSERT_TRUE(waitUntil([deploy] { return !deploy->isRunning(); }, 60s));
    for (int i : {0, 1, 3})
        EXPECT_EQ(entry(i).job.stage, core::NodeStage::Done) << deployStatus(i).toStdString();
    EXPECT_EQ(entry(2).job.stage, core::NodeStage::Failed);
    EXPECT_EQ(deployStatus(2), QStringLiteral("Connection refused: is the SSH server running?"));
    EXPECT_TRUE(retry->isEnabled());
    EXPECT_TRUE(m_wizard->findChild<QLabel *>(QStringLiteral("deployErrorLabel"))
                    ->text()
                    .contains(QStringLiteral("node2")));
    EXPECT_FALSE(ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("deploy-page-node-down")).isEmpty());

    const testbed::TestbedStatus restarted = m_testbed->startSshd(2);
    ASSERT_TRUE(restarted.ok()) << restarted.message;
    retry->click();
    ASSERT_TRUE(deploy->isRunning());
    ASSERT_TRUE(waitUntil([deploy] { return !deploy->isRunning(); }, 60s));
    EXPECT_EQ(entry(2).job.stage, core::NodeStage::Done) << deployStatus(2).toStdString();
    EXPECT_EQ(entry(2).agent, ui::AgentState::Deployed);
    EXPECT_FALSE(retry->isEnabled());
    EXPECT_EQ(m_interaction.hostKeyQuestions.size(), 4); // node2's key, asked now
    EXPECT_FALSE(m_wizard->findChild<QWidget *>(QStringLiteral("deployErrorBox"))->isVisible());
}

TEST_F(GuiNodes, CancelWhileHostKeyQuestionsWaitEndsQuicklyAndConnectWorksAgain)
{
    ASSERT_NO_FATAL_FAILURE(createWizard());
    ASSERT_NO_FATAL_FAILURE(addNodes(4));
    m_interaction.setHostKeyAnswer(TestNodeInteraction::Answer::Never);
    ASSERT_TRUE(connectAll());
    // Every worker now waits for a host-key answer: one question open, three queued.
    ASSERT_TRUE(waitUntil([this] { return m_interaction.isOpen(); }, 30s)) << statuses();
    // The other workers ask meanwhile: no second question is shown while one is open.
    EXPECT_TRUE(ui::test::neverWithin([this] { return m_interaction.hostKeyQuestions.size() != 1; }, 500ms));
    EXPECT_EQ(m_interaction.hostKeyQuestions.size(), 1);

    QElapsedTimer timer;
    timer.start();
    m_wizard->findChild<QPushButton *>(QStringLiteral("cancelButton"))->click();
    ASSERT_TRUE(waitForMachines(10s)) << statuses();
    EXPECT_LT(timer.elapsed(), 5000); // no deadlock; generous for a loaded machine
    EXPECT_GE(m_interaction.cancelledQuestions, 1);
    EXPECT_FALSE(m_interaction.isOpen());
    EXPECT_EQ(m_interaction.hostKeyQuestions.size(), 1); // the queued ones were never shown
    for (int i = 0; i < 4; ++i)
        EXPECT_EQ(entry(i).job.stage, core::NodeStage::Cancelled) << statuses();
    EXPECT_TRUE(fileLines(m_knownHosts).isEmpty());
    EXPECT_TRUE(m_machines->isComplete());

    m_interaction.setHostKeyAnswer(TestNodeInteraction::Answer::Yes);
    ASSERT_TRUE(connectAll());
    ASSERT_TRUE(waitForMachines()) << statuses();
    for (int i = 0; i < 4; ++i)
        EXPECT_EQ(entry(i).state, ui::InventoryState::Probed) << statuses();
}

TEST_F(GuiNodes, RealHostKeyDialogShowsTheFingerprintAndCancelDoesNotDeadlock)
{
    ASSERT_NO_FATAL_FAILURE(createWizard(Dialogs::Real));
    ASSERT_NO_FATAL_FAILURE(addNodes(3));
    ASSERT_TRUE(connectAll());
    QMessageBox *dialog = nullptr;
    ASSERT_TRUE(waitUntil(
        [&] {
            dialog = ui::test::visibleChild<QMessageBox>(m_wizard.get(), QStringLiteral("hostKeyDialog"));
            return dialog != nullptr;
        },
        30s))
        << statuses();
    const auto visibleDialogs = [this] {
        int visible = 0;
        for (QMessageBox *box : m_wizard->findChildren<QMessageBox *>(QStringLiteral("hostKeyDialog")))
            visible += box->isVisible() ? 1 : 0;
        return visible;
    };
    // The other workers ask meanwhile: still one dialog at a time.
    EXPECT_TRUE(ui::test::neverWithin([&] { return visibleDialogs() != 1; }, 500ms));
    EXPECT_EQ(visibleDialogs(), 1);

    int node = -1;
    for (int i = 0; i < 3; ++i) {
        if (dialog->text().contains(qs(m_testbed->nodes().at(std::size_t(i)).address)))
            node = i;
    }
    ASSERT_GE(node, 0) << dialog->text().toStdString();
    const testbed::TestbedNode &shown = m_testbed->nodes().at(std::size_t(node));
    const QString fingerprint = fingerprintOf(qs(shown.hostKeyPaths.front()) + QStringLiteral(".pub"));
    ASSERT_TRUE(fingerprint.startsWith(QStringLiteral("SHA256:")));
    for (const QString &part :
         {qs(shown.name), QString::number(shown.sshPort), QStringLiteral("ssh-ed25519"), fingerprint})
        EXPECT_TRUE(dialog->text().contains(part))
            << part.toStdString() << " not in " << dialog->text().toStdString();
    EXPECT_TRUE(dialog->informativeText().contains(
        QStringLiteral("ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub")));
    auto *reject = dialog->findChild<QPushButton *>(QStringLiteral("rejectHostKeyButton"));
    EXPECT_EQ(dialog->defaultButton(), reject); // Enter does not trust a key
    EXPECT_FALSE(ui::test::saveScreenshot(dialog, QStringLiteral("host-key-dialog")).isEmpty());
    EXPECT_FALSE(ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("machines-page-host-key-question"))
                     .isEmpty());

    // Trust the first: the next node's question follows.
    dialog->findChild<QPushButton *>(QStringLiteral("trustHostKeyButton"))->click();
    QMessageBox *next = nullptr;
    ASSERT_TRUE(waitUntil(
        [&] {
            next = ui::test::visibleChild<QMessageBox>(m_wizard.get(), QStringLiteral("hostKeyDialog"));
            return next != nullptr && !next->text().contains(qs(shown.address) + QLatin1Char('\n'));
        },
        30s));
    EXPECT_EQ(fileLines(m_knownHosts).size(), 1);

    // Cancel the whole job while that dialog is open: it closes and the page is idle at once.
    QElapsedTimer timer;
    timer.start();
    m_wizard->findChild<QPushButton *>(QStringLiteral("cancelButton"))->click();
    ASSERT_TRUE(waitForMachines(10s)) << statuses();
    EXPECT_LT(timer.elapsed(), 5000); // no deadlock; generous for a loaded machine
    EXPECT_EQ(ui::test::visibleChild<QMessageBox>(m_wizard.get(), QStringLiteral("hostKeyDialog")), nullptr);
    EXPECT_EQ(fileLines(m_knownHosts).size(), 1);
}

TEST_F(GuiNodes, ChangedHostKeyIsExplainedNeverAsked)
{
    {
        QFile file(m_knownHosts);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        for (int i = 0; i < 2; ++i)
            file.write(QByteArray::fromStdString(m_testbed->knownHostsLine(i)) + '\n');
    }
    const testbed::TestbedStatus regenerated = m_testbed->regenerateHostKey(1);
    ASSERT_TRUE(regenerated.ok()) << regenerated.message;
    ASSERT_NO_FATAL_FAILURE(createWizard());
    ASSERT_NO_FATAL_FAILURE(addNodes(2));
    ASSERT_TRUE(connectAll());
    ASSERT_TRUE(waitForMachines()) << statuses();

    EXPECT_EQ(entry(0).state, ui::InventoryState::Probed) << statuses();
    ASSERT_TRUE(entry(1).lastError.has_value()) << statuses();
    EXPECT_EQ(entry(1).lastError->code, core::ErrorCode::HostKeyChanged);
    EXPECT_EQ(statusCell(1), QStringLiteral("Host key CHANGED: not connected"));
    EXPECT_TRUE(m_interaction.hostKeyQuestions.isEmpty());
    const QString errors = m_wizard->findChild<QLabel *>(QStringLiteral("errorLabel"))->text();
    const testbed::TestbedNode &node = m_testbed->nodes().at(1);
    EXPECT_TRUE(errors.contains(QStringLiteral("ssh-keygen -R '[%1]:%2' -f '%3'")
                                    .arg(qs(node.address))
                                    .arg(node.sshPort)
                                    .arg(m_knownHosts)))
        << errors.toStdString();
    EXPECT_TRUE(errors.contains(QStringLiteral("intercepting"))) << errors.toStdString();
    EXPECT_EQ(fileLines(m_knownHosts).size(), 2); // nothing was overwritten
}
