#include "TestNodeInteraction.h"
#include "UiTestSupport.h"

#include "core/model/BenchPlan.h"
#include "core/store/ResultStore.h"
#include "ui/AppTranslations.h"
#include "ui/HistoryDialog.h"
#include "ui/InferencePage.h"
#include "ui/MachinesPage.h"
#include "ui/MainWindowController.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WelcomePage.h"
#include "ui/WizardModel.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QMultiMap>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
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
    // The whole flow, in order: machines and links first, then the goal, the runs and their results.
    EXPECT_EQ(wizard.pageIds(),
              (QList<int>{ShardScopeWizard::Welcome, ShardScopeWizard::Machines, ShardScopeWizard::Deploy,
                          ShardScopeWizard::SetupCheck, ShardScopeWizard::Network, ShardScopeWizard::Goal,
                          ShardScopeWizard::Inference, ShardScopeWizard::Results, ShardScopeWizard::Export}));
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
    wizard.next();
    ASSERT_EQ(wizard.currentId(), ShardScopeWizard::SetupCheck);
    const QMultiMap<QChar, QString> setup = ui::test::mnemonics(wizard);
    EXPECT_GE(setup.size(), 4);
    EXPECT_EQ(duplicates(setup), "") << "Setup check page, language " << language.toStdString();
    wizard.next();
    ASSERT_EQ(wizard.currentId(), ShardScopeWizard::Network);
    wizard.next();
    ASSERT_EQ(wizard.currentId(), ShardScopeWizard::Goal);
    const QMultiMap<QChar, QString> goal = ui::test::mnemonics(wizard);
    EXPECT_GE(goal.size(), 8);
    EXPECT_EQ(duplicates(goal), "") << "Goal page, language " << language.toStdString();
    wizard.next();
    ASSERT_EQ(wizard.currentId(), ShardScopeWizard::Inference);
    const QMultiMap<QChar, QString> inference = ui::test::mnemonics(wizard);
    EXPECT_GE(inference.size(), 8);
    EXPECT_EQ(duplicates(inference), "") << "Inference page, language " << language.toStdString();
    // The other mode: a server the user runs.
    auto *page = qobject_cast<ui::InferencePage *>(wizard.currentPage());
    ASSERT_NE(page, nullptr);
    page->setMode(ui::InferencePage::Mode::YourServer);
    const QMultiMap<QChar, QString> serving = ui::test::mnemonics(wizard);
    EXPECT_GE(serving.size(), 10);
    EXPECT_EQ(duplicates(serving), "")
        << "Inference page serving a server, language " << language.toStdString();
    // And llama.cpp that ShardScope starts.
    page->setMode(ui::InferencePage::Mode::LlamaCpp);
    const QMultiMap<QChar, QString> llama = ui::test::mnemonics(wizard);
    EXPECT_GE(llama.size(), 10);
    EXPECT_EQ(duplicates(llama), "") << "Inference page with llama.cpp, language " << language.toStdString();
    page->setMode(ui::InferencePage::Mode::Model);
    translations.remove();
    QLocale::setDefault(QLocale::c());
}

} // namespace

TEST(GuiWizard, EveryMnemonicOnAPageIsUniqueInEveryLanguage)
{
    expectUniqueMnemonics(QString());
    for (const char *language : {"de", "fr", "es", "zh_CN"})
        expectUniqueMnemonics(QString::fromLatin1(language));
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
    // Nor does a probe start later: the agent never runs.
    EXPECT_TRUE(ui::test::neverWithin([&mark] { return QFile::exists(mark); }, 300ms));
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

TEST(GuiWizard, ChoosingGermanRebuildsTheWizardInGermanWithTheSameModel)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QSettings settings(dir.filePath(QStringLiteral("shardscope.ini")), QSettings::IniFormat);
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
    model.setAgentPath(QStringLiteral("/nonexistent/shardscope-agent"));
    core::HostRecord node;
    node.name = QStringLiteral("node1");
    node.address = QStringLiteral("10.0.0.1");
    ASSERT_TRUE(model.addHost(node).ok());
    ui::test::TestNodeInteraction interaction;
    ui::AppTranslations translations;
    {
        ui::MainWindowController controller(model, translations, settings, &interaction);
        EXPECT_EQ(controller.rememberedLanguage(), QString());
        controller.start(QStringLiteral("en"));
        ShardScopeWizard *english = controller.wizard();
        ASSERT_NE(english, nullptr);
        const QPointer<ShardScopeWizard> oldWizard(english);
        EXPECT_TRUE(english->isVisible());
        EXPECT_EQ(english->page(ShardScopeWizard::Welcome)->title(), QStringLiteral("Welcome to ShardScope"));

        // As the user picks it: the combo box on the Welcome page, each language in its own name.
        auto *combo = english->page(ShardScopeWizard::Welcome)
                          ->findChild<QComboBox *>(QStringLiteral("languageCombo"));
        ASSERT_NE(combo, nullptr);
        for (const char *name : {"English", "Deutsch", "Français", "Español", "简体中文"})
            EXPECT_GE(combo->findText(QString::fromUtf8(name)), 0) << name;
        const int german = combo->findData(QStringLiteral("de"));
        ASSERT_GE(german, 0);
        combo->setCurrentIndex(german);
        Q_EMIT combo->activated(german);

        ShardScopeWizard *wizard = controller.wizard();
        ASSERT_NE(wizard, nullptr);
        EXPECT_NE(wizard, english);
        EXPECT_EQ(&wizard->model(), &model);
        EXPECT_TRUE(wizard->isVisible());
        EXPECT_EQ(wizard->currentId(), ShardScopeWizard::Welcome);
        EXPECT_EQ(wizard->page(ShardScopeWizard::Welcome)->title(),
                  QStringLiteral("Willkommen bei ShardScope"));
        EXPECT_EQ(wizard->page(ShardScopeWizard::Machines)->title(), QStringLiteral("Ihre Rechner"));
        EXPECT_EQ(qobject_cast<ui::WelcomePage *>(wizard->page(ShardScopeWizard::Welcome))->language(),
                  QStringLiteral("de"));
        EXPECT_EQ(controller.language(), QStringLiteral("de"));
        // Remembered, and nothing of the model lost.
        EXPECT_EQ(settings.value(QStringLiteral("ui/language")).toString(), QStringLiteral("de"));
        EXPECT_EQ(controller.rememberedLanguage(), QStringLiteral("de"));
        EXPECT_GE(model.indexOfHost(QStringLiteral("node1")), 0);
        // The old wizard is deleted from the event loop.
        EXPECT_TRUE(ui::test::waitUntil(
            [&oldWizard] {
                QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
                return oldWizard.isNull();
            },
            10s));
    }
    translations.remove();
    QLocale::setDefault(QLocale::c());
}

TEST(GuiWizard, RerunTakesAStoredRunsPlanAndGoesToTheInferencePage)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
    model.setAgentPath(QStringLiteral("/nonexistent/shardscope-agent"));
    for (const char *name : {"node1", "node2", "node3"}) {
        core::HostRecord node;
        node.name = QString::fromLatin1(name);
        node.address = QStringLiteral("10.0.0.%1").arg(name[4]);
        ASSERT_TRUE(model.addHost(node).ok());
    }
    // A run as the CLI or the Inference page stores it: node2 ran the baseline, node1 the rest.
    core::BenchPlan plan;
    plan.model = *protocol::presetModelShape("llama-3.2-1b");
    plan.dtype = protocol::DType::BF16;
    plan.backend = protocol::BenchBackend::Cpu;
    plan.workload.promptTokens = 200;
    plan.workload.generateTokens = 40;
    plan.workload.warmupSteps = 5;
    plan.workload.prefills = 6;
    plan.workload.seed = 4242;
    plan.concurrencies = {1, 8};
    plan.layouts = {protocol::BenchLayout::Single, protocol::BenchLayout::PipelineParallel};
    plan.goal.usage = core::UsagePattern::Throughput;
    plan.goal.ttftTargetMs = 1500;
    for (const char *name : {"node2", "node1"}) {
        core::ClusterNode node;
        node.target.name = QString::fromLatin1(name);
        node.clusterAddress = QStringLiteral("10.0.0.%1").arg(name[4]);
        plan.nodes << node;
    }
    const auto runId = model.store()->beginRun(QStringLiteral("bench"), core::benchRunConfigJson(plan));
    ASSERT_TRUE(runId.ok());
    ASSERT_TRUE(model.store()->finishRun(*runId, core::RunStatus::Complete).ok());

    ui::test::TestNodeInteraction interaction;
    ShardScopeWizard wizard(model, interaction);
    wizard.resize(1280, 800);
    wizard.show();
    // From the Welcome page, through the History button and the dialog's signal.
    wizard.findChild<QPushButton *>(QStringLiteral("historyButton"))->click();
    ui::HistoryDialog *history = wizard.historyDialog();
    ASSERT_NE(history, nullptr);
    EXPECT_TRUE(history->isVisible());
    Q_EMIT history->rerunRequested(*runId);
    EXPECT_EQ(wizard.currentId(), ShardScopeWizard::Inference);

    const ui::InferenceSettings &settings = model.inferenceSettings();
    EXPECT_EQ(settings.model, plan.model);
    EXPECT_EQ(settings.dtype, plan.dtype);
    EXPECT_EQ(settings.promptTokens, 200u);
    EXPECT_EQ(settings.generateTokens, 40u);
    EXPECT_EQ(settings.warmupSteps, 5u);
    EXPECT_EQ(settings.prefills, 6u);
    EXPECT_EQ(settings.seed, 4242u);
    EXPECT_TRUE(settings.layoutsChosen);
    EXPECT_EQ(settings.concurrencies, plan.concurrencies);
    EXPECT_EQ(settings.layouts, QList<protocol::BenchLayout>{protocol::BenchLayout::PipelineParallel});
    EXPECT_EQ(settings.goal, plan.goal);
    EXPECT_EQ(settings.nodeNames, (QStringList{QStringLiteral("node2"), QStringLiteral("node1")}));
    // The page runs that plan again: the same machines in the same order, reached as they are now.
    auto *page = qobject_cast<ui::InferencePage *>(wizard.currentPage());
    ASSERT_NE(page, nullptr);
    const core::BenchPlan again = page->plan();
    EXPECT_EQ(again.layouts, plan.layouts);
    EXPECT_EQ(again.workload.warmupSteps, 5u);
    EXPECT_EQ(again.workload.prefills, 6u);
    EXPECT_EQ(again.workload.seed, 4242u);
    EXPECT_TRUE(page->rerunNotice().isEmpty()); // every machine is still there
    ASSERT_EQ(again.nodes.size(), 2);
    EXPECT_EQ(again.nodes.at(0).target.name, QStringLiteral("node2"));
    EXPECT_EQ(again.nodes.at(0).target.ssh.host, QStringLiteral("10.0.0.2"));
    EXPECT_EQ(again.nodes.at(1).target.name, QStringLiteral("node1"));

    // Once more from a later page: back to the Inference page; an unknown run says so and stays.
    wizard.setCurrentId(ShardScopeWizard::Results);
    ASSERT_EQ(wizard.currentId(), ShardScopeWizard::Results);
    EXPECT_TRUE(wizard.rerun(*runId));
    EXPECT_EQ(wizard.currentId(), ShardScopeWizard::Inference);
    EXPECT_FALSE(wizard.rerun(*runId + 100));
    EXPECT_EQ(wizard.currentId(), ShardScopeWizard::Inference);

    // "Show results" in the history: that run on the Results page.
    ASSERT_NE(wizard.historyDialog(), nullptr);
    model.setResultsRunId(0);
    Q_EMIT wizard.historyDialog()->showResultsRequested(*runId);
    EXPECT_EQ(wizard.currentId(), ShardScopeWizard::Results);
    EXPECT_EQ(model.resultsRunId(), *runId);

    // The Export page's History button shows the same, single dialog.
    auto *exportHistory = wizard.page(ShardScopeWizard::Export)
                              ->findChild<QPushButton *>(QStringLiteral("exportHistoryButton"));
    ASSERT_NE(exportHistory, nullptr);
    exportHistory->click();
    EXPECT_EQ(wizard.historyDialog(), history);
    EXPECT_EQ(wizard.findChildren<ui::HistoryDialog *>().size(), 1);
}

TEST(GuiWizard, RerunNamesTheMachinesThatAreGoneAndRefusesToChangeASplit)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
    model.setAgentPath(QStringLiteral("/nonexistent/shardscope-agent"));
    for (const char *name : {"node1", "node2", "node3"}) {
        core::HostRecord node;
        node.name = QString::fromLatin1(name);
        node.address = QStringLiteral("10.0.0.%1").arg(name[4]);
        ASSERT_TRUE(model.addHost(node).ok());
    }
    const auto storedRun = [&model](QList<protocol::BenchLayout> layouts) {
        core::BenchPlan plan;
        plan.model = *protocol::presetModelShape("tiny");
        plan.dtype = protocol::DType::F32;
        plan.backend = protocol::BenchBackend::Cpu;
        plan.concurrencies = {1};
        plan.layouts = layouts;
        for (const char *name : {"node3", "node1", "node2"}) {
            core::ClusterNode node;
            node.target.name = QString::fromLatin1(name);
            node.clusterAddress = QStringLiteral("10.0.0.%1").arg(name[4]);
            plan.nodes << node;
        }
        const auto runId = model.store()->beginRun(QStringLiteral("bench"), core::benchRunConfigJson(plan));
        EXPECT_TRUE(runId.ok());
        return runId.ok() ? *runId : qint64(0);
    };
    const qint64 splitRun = storedRun({protocol::BenchLayout::Single, protocol::BenchLayout::TensorParallel});
    const qint64 replicaRun = storedRun({protocol::BenchLayout::Single, protocol::BenchLayout::Replicas});
    // node3 has been removed since.
    ASSERT_TRUE(model.removeHost(model.indexOfHost(QStringLiteral("node3"))).ok());

    ui::test::TestNodeInteraction interaction;
    ShardScopeWizard wizard(model, interaction);
    wizard.resize(1280, 800);
    wizard.show();
    const ui::InferenceSettings before = model.inferenceSettings();

    // A split over node1 and node2 alone is another measurement: refused, naming node3.
    EXPECT_FALSE(wizard.rerun(splitRun));
    EXPECT_EQ(wizard.currentId(), ShardScopeWizard::Welcome);
    EXPECT_EQ(model.inferenceSettings(), before);
    const QList<QMessageBox *> boxes = wizard.findChildren<QMessageBox *>(QStringLiteral("rerunMessage"));
    ASSERT_FALSE(boxes.isEmpty());
    EXPECT_TRUE(boxes.constLast()->text().contains(QStringLiteral("node3")))
        << boxes.constLast()->text().toStdString();
    for (QMessageBox *box : boxes)
        box->close();

    // Without a split it goes on, on the machines that are left, and the page says so.
    EXPECT_TRUE(wizard.rerun(replicaRun));
    ASSERT_EQ(wizard.currentId(), ShardScopeWizard::Inference);
    EXPECT_EQ(model.inferenceSettings().nodeNames,
              (QStringList{QStringLiteral("node1"), QStringLiteral("node2")}));
    auto *page = qobject_cast<ui::InferencePage *>(wizard.currentPage());
    ASSERT_NE(page, nullptr);
    const QString notice = page->rerunNotice();
    EXPECT_TRUE(notice.contains(QStringLiteral("node3"))) << notice.toStdString();
    EXPECT_TRUE(notice.contains(QStringLiteral("node1, node2"))) << notice.toStdString();
    EXPECT_TRUE(page->findChild<QLabel *>(QStringLiteral("inferenceRerunNotice"))->isVisible());
    EXPECT_EQ(page->plan().nodes.size(), 2);
}

TEST(GuiWizard, OpensNoBiggerThanTheScreenAndEveryPageFitsIn1280x800)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
    model.setAgentPath(QStringLiteral("/nonexistent/shardscope-agent"));
    ui::test::TestNodeInteraction interaction;
    ShardScopeWizard wizard(model, interaction);
    const QSize available = wizard.screen()->availableGeometry().size();
    EXPECT_LE(wizard.width(), available.width());
    EXPECT_LE(wizard.height(), available.height());
    // On a 1280×800 screen every page's minimum fits: long content scrolls inside the page.
    for (int id : wizard.pageIds()) {
        wizard.setStartId(id);
        wizard.restart();
        wizard.resize(1280, 800);
        wizard.show();
        const QSize minimum = wizard.minimumSizeHint().expandedTo(wizard.minimumSize());
        EXPECT_LE(minimum.width(), 1280) << id;
        EXPECT_LE(minimum.height(), 800) << id;
        for (QWizard::WizardButton which :
             {QWizard::NextButton, QWizard::CommitButton, QWizard::FinishButton}) {
            const QAbstractButton *button = wizard.button(which);
            if (!button->isVisible())
                continue;
            const QRect inWizard(button->mapTo(&wizard, QPoint(0, 0)), button->size());
            EXPECT_TRUE(wizard.rect().contains(inWizard)) << id << " button " << int(which);
        }
        ui::test::waitUntil([] { return false; }, 200ms); // the layout settles before the screenshot
        ui::test::saveScreenshot(&wizard, QStringLiteral("wizard-page-%1").arg(id));
    }
    wizard.stopJobs();
}
