// The whole wizard, page by page, against the namespace testbed (tests/testbed): two nodes with
// their own sshd, node1's link shaped, an empty known_hosts of the test's own, the real agent and a
// temporary database. Drives the pages through their controls as a user would, saves a screenshot
// of every page and the exported PDF. Skipped when the testbed is unavailable (not root).
#include "TestNodeInteraction.h"
#include "Testbed.h"
#include "UiTestSupport.h"
#include "core/SafeText.h"

#include "core/store/ResultStore.h"
#include "presentation/ReportPdf.h"
#include "ui/DeployPage.h"
#include "ui/ExportPage.h"
#include "ui/GoalPage.h"
#include "ui/InferencePage.h"
#include "ui/MachinesPage.h"
#include "ui/NetworkPage.h"
#include "ui/ResultsPage.h"
#include "ui/SetupCheckPage.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WizardModel.h"

#include <QAbstractButton>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <gtest/gtest.h>

#include <cstdio>
#include <optional>

using namespace shardscope;
using namespace std::chrono_literals;
using ui::ShardScopeWizard;
using ui::test::waitUntil;

namespace {

using core::qs;

/// pdftotext breaks lines where the layout does: compare with all whitespace folded to one space.
QString folded(const QString &text)
{
    return text.simplified();
}

qint64 fileSize(const QString &path)
{
    return QFileInfo(path).size();
}

} // namespace

TEST(GuiWizardTestbed, WalksEveryPageFromWelcomeToExportOnTwoNodes)
{
    if (const std::string reason = testbed::Testbed::unavailableReason(); !reason.empty())
        GTEST_SKIP() << reason;
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    qunsetenv("SSH_AUTH_SOCK"); // no ssh-agent of the user takes part
    testbed::TestbedOptions options;
    options.nodeCount = 2;
    testbed::Testbed testbed(options);
    const testbed::TestbedStatus started = testbed.start();
    ASSERT_TRUE(started.ok()) << started.message;
    // node1 as a 1 Gbit/s link with 1 ms each way; the delay needs nft/iptables and the delay
    // helper, so without them the rate alone still makes the two links differ.
    testbed::LinkShape shape;
    shape.rateBitsPerSecond = 1'000'000'000;
    const std::string shapingMissing = testbed.shapingUnavailableReason();
    if (shapingMissing.empty())
        shape.delayMs = 1;
    else
        std::printf("no delay on node1's link: %s\n", shapingMissing.c_str());
    const testbed::TestbedStatus shaped = testbed.shapeLink(1, shape);
    ASSERT_TRUE(shaped.ok()) << shaped.message;

    const QString knownHosts = dir.filePath(QStringLiteral("known_hosts"));
    {
        QFile empty(knownHosts);
        ASSERT_TRUE(empty.open(QIODevice::WriteOnly)); // every host key is unknown: the test says yes
    }
    ui::WizardModel model;
    ASSERT_TRUE(model.openStore(dir.filePath(QStringLiteral("shardscope.db"))).ok());
    model.setAgentPath(QStringLiteral(SHARDSCOPE_AGENT_PATH));
    ui::SshSettings ssh;
    ssh.knownHostsFile = knownHosts;
    ssh.config = core::SshConfigUse::Ignore;
    model.setSshSettings(ssh);
    // The namespaces share this file system: deploy into the test's folder, not ~/.cache.
    model.setDeploymentLocation(core::DeploymentLocation{dir.filePath(QStringLiteral("nodes"))});

    const QString artifacts = QStringLiteral(SHARDSCOPE_TEST_ARTIFACTS_DIR);
    ASSERT_TRUE(QDir().mkpath(artifacts));
    QStringList nodeNames;
    for (const testbed::TestbedNode &node : testbed.nodes())
        nodeNames << qs(node.name);

    ui::test::TestNodeInteraction interaction;
    ShardScopeWizard wizard(model, interaction);
    wizard.resize(1280, 800);
    wizard.show();
    const auto screenshot = [&wizard](const char *name) {
        waitUntil([] { return false; }, 200ms); // the layout settles first
        EXPECT_FALSE(ui::test::saveScreenshot(&wizard, QString::fromLatin1(name)).isEmpty()) << name;
    };
    const auto button = [&wizard](const char *name) {
        auto *found = wizard.currentPage()->findChild<QPushButton *>(QString::fromLatin1(name));
        EXPECT_NE(found, nullptr) << name;
        return found;
    };

    // Welcome.
    ASSERT_EQ(wizard.currentId(), ShardScopeWizard::Welcome);
    screenshot("walkthrough-01-welcome");

    // Machines: both nodes added through the model, then Connect all inventories them.
    wizard.next();
    auto *machines = qobject_cast<ui::MachinesPage *>(wizard.currentPage());
    ASSERT_NE(machines, nullptr);
    ASSERT_TRUE(waitUntil([machines] { return !machines->isRefreshing(); }, 60s));
    for (const testbed::TestbedNode &node : testbed.nodes()) {
        core::HostRecord record;
        record.name = qs(node.name);
        record.address = qs(node.address);
        record.port = node.sshPort;
        record.user = QStringLiteral("root");
        record.identityFile = qs(testbed.userKeyPath());
        ASSERT_TRUE(model.addHost(record).ok());
    }
    QPushButton *connectAll = button("connectAllButton");
    ASSERT_NE(connectAll, nullptr);
    ASSERT_TRUE(connectAll->isEnabled());
    connectAll->click();
    ASSERT_TRUE(waitUntil([machines] { return !machines->isRefreshing(); }, 90s));
    for (const QString &name : std::as_const(nodeNames)) {
        const ui::HostEntry &host = model.hosts().at(model.indexOfHost(name));
        EXPECT_EQ(host.state, ui::InventoryState::Probed)
            << name.toStdString() << ": " << (host.lastError ? host.lastError->detail.toStdString() : "");
    }
    EXPECT_EQ(interaction.hostKeyQuestions.size(), 2);
    ASSERT_TRUE(machines->isComplete());
    screenshot("walkthrough-02-machines");

    // Deploy.
    wizard.next();
    auto *deploy = qobject_cast<ui::DeployPage *>(wizard.currentPage());
    ASSERT_NE(deploy, nullptr);
    QPushButton *deployButton = button("deployButton");
    ASSERT_NE(deployButton, nullptr);
    deployButton->click();
    ASSERT_TRUE(waitUntil([deploy] { return !deploy->isRunning(); }, 90s));
    for (const QString &name : std::as_const(nodeNames)) {
        const ui::HostEntry &host = model.hosts().at(model.indexOfHost(name));
        EXPECT_EQ(host.job.stage, core::NodeStage::Done)
            << name.toStdString() << ": " << (host.job.error ? host.job.error->detail.toStdString() : "");
        EXPECT_EQ(host.agent, ui::AgentState::Deployed) << name.toStdString();
    }
    screenshot("walkthrough-03-deploy");

    // Setup check: the two nodes reach each other by TCP and UDP without a router; they share this
    // machine's host name (the testbed's nodes are namespaces of one machine), which it flags.
    wizard.next();
    auto *setup = qobject_cast<ui::SetupCheckPage *>(wizard.currentPage());
    ASSERT_NE(setup, nullptr);
    button("setupRunButton")->click();
    ASSERT_TRUE(setup->isRunning());
    ASSERT_TRUE(waitUntil([setup] { return !setup->isRunning(); }, 90s));
    {
        const core::SetupCheckResult &checked = setup->result();
        ASSERT_EQ(checked.input.machines.size(), 2);
        EXPECT_TRUE(checked.reachTested);
        for (const core::SetupCheckLine &line :
             core::setupCheckLines(checked.findings, checked.reachTested)) {
            if (line.group == core::SetupCheckGroup::Tcp || line.group == core::SetupCheckGroup::Udp
                || line.group == core::SetupCheckGroup::Path) {
                EXPECT_EQ(line.worst, core::SetupSeverity::Unknown)
                    << core::setupCheckGroupName(line.group).toStdString();
            }
        }
        bool sharedName = false;
        for (const core::SetupFinding &finding : checked.findings)
            sharedName = sharedName || finding.code == core::SetupCode::DuplicateHostName;
        EXPECT_TRUE(sharedName);
        EXPECT_EQ(setup->findChild<QTreeWidget *>(QStringLiteral("setupMachineTree"))->topLevelItemCount(),
                  2);
    }
    screenshot("walkthrough-03b-setup-check");

    // Network: a short link test between the two nodes.
    wizard.next();
    auto *network = qobject_cast<ui::NetworkPage *>(wizard.currentPage());
    ASSERT_NE(network, nullptr);
    ASSERT_EQ(network->checkedNodes().size(), 2);
    network->findChild<QDoubleSpinBox *>(QStringLiteral("linkDurationSpin"))->setValue(0.5);
    network->findChild<QSpinBox *>(QStringLiteral("linkStreamsSpin"))->setValue(1);
    network->findChild<QSpinBox *>(QStringLiteral("linkProbesSpin"))->setValue(200);
    button("linkRunButton")->click();
    ASSERT_TRUE(network->isRunning());
    ASSERT_TRUE(waitUntil([network] { return !network->isRunning(); }, 90s));
    {
        const auto runs = model.store()->runs(QStringLiteral("linktest"));
        ASSERT_TRUE(runs.ok());
        ASSERT_EQ(runs->size(), 1);
        EXPECT_EQ(runs->first().status, core::RunStatus::Complete) << runs->first().error.toStdString();
    }
    screenshot("walkthrough-04-network");

    // Goal: the tiny preset in f32 on the CPU, for both kinds of use, with latency targets.
    wizard.next();
    auto *goal = qobject_cast<ui::GoalPage *>(wizard.currentPage());
    ASSERT_NE(goal, nullptr);
    auto *modelCombo = goal->findChild<QComboBox *>(QStringLiteral("goalModelCombo"));
    const int tiny = modelCombo->findData(QStringLiteral("tiny"));
    ASSERT_GE(tiny, 0);
    modelCombo->setCurrentIndex(tiny);
    auto *dtypeCombo = goal->findChild<QComboBox *>(QStringLiteral("goalDtypeCombo"));
    dtypeCombo->setCurrentIndex(dtypeCombo->findData(int(protocol::DType::F32)));
    auto *backendCombo = goal->findChild<QComboBox *>(QStringLiteral("goalBackendCombo"));
    backendCombo->setCurrentIndex(backendCombo->findData(int(protocol::BenchBackend::Cpu)));
    goal->findChild<QRadioButton *>(QStringLiteral("goalBothRadio"))->click();
    goal->findChild<QCheckBox *>(QStringLiteral("goalTtftCheck"))->setChecked(true);
    goal->findChild<QDoubleSpinBox *>(QStringLiteral("goalTtftSpin"))->setValue(2.0); // seconds
    goal->findChild<QCheckBox *>(QStringLiteral("goalTpotCheck"))->setChecked(true);
    goal->findChild<QSpinBox *>(QStringLiteral("goalTpotSpin"))->setValue(100);
    {
        const ui::InferenceSettings &settings = model.inferenceSettings();
        EXPECT_EQ(settings.model.name, "tiny");
        EXPECT_EQ(settings.dtype, protocol::DType::F32);
        EXPECT_EQ(settings.backend, protocol::BenchBackend::Cpu);
        EXPECT_EQ(settings.goal.usage, core::UsagePattern::Both);
        EXPECT_EQ(settings.goal.ttftTargetMs, std::optional(2000.0));
        EXPECT_EQ(settings.goal.tpotTargetMs, std::optional(100.0));
    }
    ASSERT_TRUE(goal->isComplete()) << goal->problemText().toStdString();
    screenshot("walkthrough-05-goal");

    // The Inference page has no threads control: one thread per rank keeps the two nodes' ranks
    // from fighting over this machine's cores (they all run on it).
    {
        ui::InferenceSettings settings = model.inferenceSettings();
        settings.threads = 1;
        model.setInferenceSettings(settings);
    }

    // Inference: a short plan over both nodes, every layout, 1 and 2 requests at once.
    wizard.next();
    auto *inference = qobject_cast<ui::InferencePage *>(wizard.currentPage());
    ASSERT_NE(inference, nullptr);
    ASSERT_EQ(inference->checkedNodes().size(), 2);
    inference->findChild<QSpinBox *>(QStringLiteral("inferencePromptSpin"))->setValue(16);
    inference->findChild<QSpinBox *>(QStringLiteral("inferenceGenerateSpin"))->setValue(8);
    auto *concurrency = inference->findChild<QLineEdit *>(QStringLiteral("inferenceConcurrencyEdit"));
    concurrency->selectAll();
    QTest::keyClicks(concurrency, QStringLiteral("1,2"));
    for (const char *name : {"inferenceTensorCheck", "inferencePipelineCheck", "inferenceReplicasCheck"}) {
        auto *check = inference->findChild<QCheckBox *>(QString::fromLatin1(name));
        ASSERT_TRUE(check->isEnabled()) << name;
        check->setChecked(true);
    }
    const core::BenchPlan plan = inference->plan();
    EXPECT_EQ(plan.concurrencies, (QList<std::uint32_t>{1, 2}));
    EXPECT_EQ(plan.threads, 1u);
    EXPECT_EQ(plan.layouts, (QList<protocol::BenchLayout>{
                                protocol::BenchLayout::Single, protocol::BenchLayout::TensorParallel,
                                protocol::BenchLayout::PipelineParallel, protocol::BenchLayout::Replicas}));

    // The longest gap between 10 ms ticks of a timer while the plan runs: the UI thread never waits.
    qint64 longestGapMs = 0;
    QElapsedTimer sinceTick;
    QTimer ticker;
    ticker.setInterval(10);
    QObject::connect(&ticker, &QTimer::timeout, &ticker,
                     [&] { longestGapMs = std::max(longestGapMs, sinceTick.restart()); });
    QElapsedTimer runClock;
    runClock.start();
    sinceTick.start();
    ticker.start();
    button("inferenceRunButton")->click();
    ASSERT_TRUE(inference->isRunning());
    const bool finished = waitUntil([inference] { return !inference->isRunning(); }, 150s);
    ticker.stop();
    ASSERT_TRUE(finished) << inference->statusText().toStdString();
    std::printf("inference plan: %lld ms; longest gap between 10 ms ticks: %lld ms\n",
                static_cast<long long>(runClock.elapsed()), static_cast<long long>(longestGapMs));
    EXPECT_LT(longestGapMs, ui::test::kEventLoopStallMs)
        << "the event loop stalled for " << longestGapMs << " ms";
    EXPECT_EQ(inference->stage(), ui::InferencePage::Stage::Finished);
    ASSERT_GT(inference->runId(), 0);
    {
        const auto run = model.store()->run(inference->runId());
        ASSERT_TRUE(run.ok() && run->has_value());
        EXPECT_EQ((*run)->status, core::RunStatus::Complete) << (*run)->error.toStdString();
        const auto results = model.store()->benchResults(inference->runId());
        ASSERT_TRUE(results.ok());
        EXPECT_EQ(results->size(), 8); // 4 layouts × 2 concurrencies
        for (const core::StoredBenchResult &result : *results)
            EXPECT_EQ(result.status, core::RunStatus::Complete) << result.error.toStdString();
    }
    ASSERT_TRUE(inference->isComplete());
    screenshot("walkthrough-06-inference");

    // Results: the verdict, the charts and the checklist of the run.
    wizard.next();
    auto *results = qobject_cast<ui::ResultsPage *>(wizard.currentPage());
    ASSERT_NE(results, nullptr);
    ASSERT_TRUE(results->report().has_value()) << results->errorText().toStdString();
    const QString headline = results->verdictHeadlineText();
    EXPECT_FALSE(headline.isEmpty());
    for (const ui::ResultsChart which :
         {ui::ResultsChart::Ttft, ui::ResultsChart::TokensPerSecond, ui::ResultsChart::TokenTime})
        EXPECT_FALSE(results->chart(which)->series().isEmpty()) << int(which);
    EXPECT_EQ(results->checklist()->rowCount(), 8);
    screenshot("walkthrough-07-results");

    // Export: the PDF (kept as an artifact), the JSON and both CSVs.
    wizard.next();
    auto *exportPage = qobject_cast<ui::ExportPage *>(wizard.currentPage());
    ASSERT_NE(exportPage, nullptr);
    const QString pdf = QDir(artifacts).filePath(QStringLiteral("walkthrough-report.pdf"));
    ASSERT_TRUE(exportPage->exportTo(ui::ExportKind::Pdf, pdf)) << exportPage->errorText().toStdString();
    const QString text = folded(ui::test::pdfText(pdf));
    ASSERT_FALSE(text.isEmpty()) << "pdftotext failed on " << pdf.toStdString();
    EXPECT_TRUE(text.contains(folded(headline))) << headline.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("2.00 s"))) << "the TTFT target is not in the verdict";
    for (const QString &name : std::as_const(nodeNames))
        EXPECT_TRUE(text.contains(name)) << name.toStdString();
    for (const QString &title : presentation::ReportPdf::sectionTitles())
        EXPECT_TRUE(text.contains(folded(title))) << title.toStdString();
    for (const auto &[kind, name] : {std::pair{ui::ExportKind::Json, "walkthrough.json"},
                                     std::pair{ui::ExportKind::SamplesCsv, "samples.csv"},
                                     std::pair{ui::ExportKind::SummaryCsv, "summary.csv"}}) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        ASSERT_TRUE(exportPage->exportTo(kind, path))
            << name << ": " << exportPage->errorText().toStdString();
        EXPECT_GT(fileSize(path), 0) << name;
    }
    EXPECT_TRUE(exportPage->errorText().isEmpty());
    screenshot("walkthrough-08-export");

    EXPECT_EQ(interaction.overlappingQuestions, 0);
    EXPECT_EQ(interaction.offUiThreadQuestions, 0);
    wizard.stopJobs();
}
