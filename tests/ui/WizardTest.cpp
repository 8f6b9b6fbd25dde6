#include "TestNodeInteraction.h"
#include "UiTestSupport.h"

#include "core/store/ResultStore.h"
#include "ui/AppTranslations.h"
#include "ui/MachinesPage.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WizardModel.h"

#include <QAbstractButton>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QMultiMap>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace shardscope;
using namespace std::chrono_literals;
using ui::ShardScopeWizard;

TEST(GuiWizard, StartsOnWelcomeAndNextReachesMachines)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
    model.setAgentPath(QStringLiteral(SHARDSCOPE_AGENT_PATH));

    ShardScopeWizard wizard(model);
    wizard.show();
    EXPECT_EQ(wizard.currentId(), ShardScopeWizard::Welcome);
    // Only the pages that exist are in the flow: no placeholders for later steps.
    EXPECT_EQ(wizard.pageIds(), (QList<int>{ShardScopeWizard::Welcome, ShardScopeWizard::Machines,
                                            ShardScopeWizard::Deploy, ShardScopeWizard::Network}));
    EXPECT_EQ(wizard.currentPage()->title(), QStringLiteral("Welcome to ShardScope"));

    const auto *welcome = wizard.currentPage()->findChild<QLabel *>(QStringLiteral("welcomeText"));
    ASSERT_NE(welcome, nullptr);
    for (const char *needed :
         {"Inventory", "Agent", "Link tests", "Inference runs", "Verdict", "SSH", "switch"})
        EXPECT_TRUE(welcome->text().contains(QLatin1String(needed))) << needed;

    wizard.next();
    EXPECT_EQ(wizard.currentId(), ShardScopeWizard::Machines);
    auto *page = qobject_cast<ui::MachinesPage *>(wizard.currentPage());
    ASSERT_NE(page, nullptr);
    EXPECT_TRUE(ui::test::waitUntil([&] { return !page->isRefreshing(); }));
    EXPECT_TRUE(page->isComplete());
}

namespace {

std::string duplicates(const QMultiMap<QChar, QString> &letters)
{
    std::string text;
    for (const QChar letter : letters.uniqueKeys()) {
        if (letters.count(letter) > 1)
            text += QStringLiteral("%1: %2\n")
                        .arg(letter)
                        .arg(letters.values(letter).join(QStringLiteral(" | ")))
                        .toStdString();
    }
    return text;
}

void expectUniqueMnemonics(const QString &language)
{
    ui::AppTranslations translations;
    if (!language.isEmpty()) {
        ASSERT_TRUE(translations.install(ui::AppTranslations::localeFor(language)));
    }
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
    model.setAgentPath(QStringLiteral("/nonexistent/shardscope-agent"));
    core::HostRecord node;
    node.name = QStringLiteral("node1");
    node.address = QStringLiteral("127.0.0.1");
    ASSERT_TRUE(model.addHost(node).ok()); // Edit and Remove are enabled with a node selected
    ShardScopeWizard wizard(model);
    wizard.show();
    wizard.next();
    ASSERT_EQ(wizard.currentId(), ShardScopeWizard::Machines);
    ASSERT_TRUE(ui::test::waitUntil([&] { return wizard.currentPage()->isComplete(); }));
    const QMultiMap<QChar, QString> machines = ui::test::mnemonics(wizard);
    EXPECT_GE(machines.size(), 12);
    EXPECT_EQ(duplicates(machines), "") << "Machines page, language " << language.toStdString();
    wizard.next();
    ASSERT_EQ(wizard.currentId(), ShardScopeWizard::Deploy);
    const QMultiMap<QChar, QString> deploy = ui::test::mnemonics(wizard);
    EXPECT_GE(deploy.size(), 4);
    EXPECT_EQ(duplicates(deploy), "") << "Deploy page, language " << language.toStdString();
    translations.remove();
    QLocale::setDefault(QLocale::c());
}

} // namespace

TEST(GuiWizard, EveryMnemonicOnAPageIsUniqueInEnglishAndGerman)
{
    expectUniqueMnemonics(QString());
    expectUniqueMnemonics(QStringLiteral("de"));
}

namespace {

/// A loopback port that accepts TCP connections (the kernel does, into the backlog) but never
/// says anything: an SSH connection to it waits in its key exchange until cancelled.
class SilentLoopbackServer
{
public:
    SilentLoopbackServer()
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof(address);
        if (m_fd >= 0 && ::bind(m_fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0
            && ::listen(m_fd, 8) == 0
            && ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
            m_port = ntohs(address.sin_port);
    }
    ~SilentLoopbackServer()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    SilentLoopbackServer(const SilentLoopbackServer &) = delete;
    SilentLoopbackServer &operator=(const SilentLoopbackServer &) = delete;

    int port() const { return m_port; }

private:
    int m_fd = -1;
    int m_port = 0;
};

} // namespace

TEST(GuiWizard, DestroyedOnTheWelcomePageStoresNothingAndStartsNoAgent)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // An "agent" that leaves a mark when started.
    const QString agent = dir.filePath(QStringLiteral("agent.sh"));
    const QString mark = dir.filePath(QStringLiteral("agent-started"));
    {
        QFile script(agent);
        ASSERT_TRUE(script.open(QIODevice::WriteOnly));
        script.write(QStringLiteral("#!/bin/sh\ntouch '%1'\nexec sleep 1000\n").arg(mark).toUtf8());
    }
    QFile::setPermissions(agent, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
    model.setAgentPath(agent);

    auto wizard = std::make_unique<ShardScopeWizard>(model);
    wizard->show();
    ASSERT_EQ(wizard->currentId(), ShardScopeWizard::Welcome);
    wizard.reset();

    // No page was initialized while closing: "This computer" was neither stored nor probed.
    EXPECT_TRUE(model.hosts().isEmpty());
    auto stored = model.store()->hosts();
    ASSERT_TRUE(stored.ok());
    EXPECT_TRUE(stored->isEmpty());
    QTest::qWait(300);
    EXPECT_FALSE(QFile::exists(mark));
}

TEST(GuiWizard, ClosingTheWizardStopsTheNodeJobsAtOnce)
{
    for (const int result : {int(QDialog::Rejected), int(QDialog::Accepted)}) {
        SilentLoopbackServer server;
        ASSERT_GT(server.port(), 0);
        QTemporaryDir dir;
        ASSERT_TRUE(dir.isValid());
        ui::WizardModel model;
        ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
        model.setAgentPath(QStringLiteral("/nonexistent/shardscope-agent")); // fails at once
        ui::SshSettings ssh;
        ssh.knownHostsFile = dir.filePath(QStringLiteral("known_hosts"));
        ssh.config = core::SshConfigUse::Ignore;
        ssh.connectTimeout = 60s; // only cancelling ends the job soon
        model.setSshSettings(ssh);
        core::HostRecord node;
        node.name = QStringLiteral("node1");
        node.address = QStringLiteral("127.0.0.1");
        node.port = server.port();
        ASSERT_TRUE(model.addHost(node).ok());

        ui::test::TestNodeInteraction interaction;
        ShardScopeWizard wizard(model, interaction);
        wizard.show();
        wizard.next();
        auto *page = qobject_cast<ui::MachinesPage *>(wizard.currentPage());
        ASSERT_NE(page, nullptr);
        ASSERT_TRUE(ui::test::waitUntil([&] { return !page->isRefreshing(); }));
        page->connectAll();
        const int row = model.indexOfHost(node.name);
        ASSERT_TRUE(ui::test::waitUntil(
            [&] { return model.hosts().at(row).job.stage == core::NodeStage::Connecting; }, 10s));

        QElapsedTimer timer;
        timer.start();
        wizard.done(result); // Cancel, Escape or closing the window; Finish
        EXPECT_LT(timer.elapsed(), 5000);
        EXPECT_FALSE(page->isRefreshing()) << "result " << result;
        EXPECT_EQ(model.hosts().at(row).job.stage, core::NodeStage::Cancelled) << "result " << result;
        EXPECT_FALSE(wizard.isVisible());
        EXPECT_TRUE(interaction.hostKeyQuestions.isEmpty());
    }
}
