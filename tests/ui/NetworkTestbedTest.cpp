// The Network page against the namespace testbed (tests/testbed): four nodes with their own sshd,
// node3's link shaped to 100 Mbit/s, and an empty known_hosts of the test's own; the page deploys
// the agent, runs the real link matrix between the namespaces and stores it. Skipped when not root.
#include "TestNodeInteraction.h"
#include "Testbed.h"
#include "UiTestSupport.h"

#include "core/analysis/LinkFigures.h"
#include "core/store/ResultStore.h"
#include "ui/LinkDetailPanel.h"
#include "ui/LinkHeatMap.h"
#include "ui/LinkHeatMapModel.h"
#include "ui/NetworkPage.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WizardModel.h"

#include <QChart>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>

using namespace shardscope;
using namespace std::chrono_literals;
using ui::LinkHeatMapModel;
using ui::NetworkPage;
using ui::ShardScopeWizard;
using ui::test::waitUntil;

TEST(GuiNetworkTestbed, RunsTheMatrixFromThePageAndStoresIt)
{
    if (const std::string reason = testbed::Testbed::unavailableReason(); !reason.empty())
        GTEST_SKIP() << reason;
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    qunsetenv("SSH_AUTH_SOCK");
    testbed::TestbedOptions options;
    options.nodeCount = 4;
    testbed::Testbed testbed(options);
    const testbed::TestbedStatus started = testbed.start();
    ASSERT_TRUE(started.ok()) << started.message;
    constexpr int kShapedNode = 3;
    constexpr double kShapedBitsPerSecond = 100e6;
    const testbed::TestbedStatus shaped = testbed.shapeLink(kShapedNode, std::uint64_t(kShapedBitsPerSecond));
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
    for (const testbed::TestbedNode &node : testbed.nodes()) {
        core::HostRecord record;
        record.name = QString::fromStdString(node.name);
        record.address = QString::fromStdString(node.address);
        record.port = node.sshPort;
        record.user = QStringLiteral("root");
        record.identityFile = QString::fromStdString(testbed.userKeyPath());
        ASSERT_TRUE(model.addHost(record).ok());
    }

    ui::test::TestNodeInteraction interaction;
    {
        ShardScopeWizard wizard(model, interaction);
        wizard.setStartId(ShardScopeWizard::Network);
        wizard.resize(1280, 800);
        wizard.show();
        auto *page = qobject_cast<NetworkPage *>(wizard.currentPage());
        ASSERT_NE(page, nullptr);
        ASSERT_EQ(page->checkedNodes().size(), 4);

        // Short settings: about 8 s per pair.
        page->findChild<QDoubleSpinBox *>(QStringLiteral("linkDurationSpin"))->setValue(0.5);
        page->findChild<QSpinBox *>(QStringLiteral("linkStreamsSpin"))->setValue(2);
        page->findChild<QSpinBox *>(QStringLiteral("linkProbesSpin"))->setValue(200);
        page->findChild<QPushButton *>(QStringLiteral("linkRunButton"))->click();
        ASSERT_TRUE(page->isRunning());
        ASSERT_TRUE(waitUntil([&] { return !page->isRunning(); }, 240s));

        const LinkHeatMapModel *heat = page->findChild<ui::LinkHeatMap *>()->heatMapModel();
        for (int from = 0; from < 4; ++from) {
            for (int to = 0; to < 4; ++to) {
                if (from == to)
                    continue;
                EXPECT_EQ(heat->cellKind(from, to), LinkHeatMapModel::CellKind::Value)
                    << from << "→" << to << ": " << heat->data(heat->index(from, to)).toString().toStdString()
                    << " / "
                    << page->findChild<QLabel *>(QStringLiteral("networkErrorLabel"))->text().toStdString();
                EXPECT_TRUE(heat->data(heat->index(from, to)).toString().endsWith(QStringLiteral("bit/s")));
            }
        }
        EXPECT_EQ(interaction.hostKeyQuestions.size(), 4);
        auto *detail = page->findChild<ui::LinkDetailPanel *>();
        EXPECT_FALSE(detail->throughputChart()->series().isEmpty());
        ui::test::saveScreenshot(&wizard, QStringLiteral("network-page-testbed"));

        auto runs = model.store()->runs(QStringLiteral("linktest"));
        ASSERT_TRUE(runs.ok());
        ASSERT_EQ(runs->size(), 1);
        EXPECT_EQ(runs->first().status, core::RunStatus::Complete);
        auto pairs = model.store()->linkPairs(runs->first().id);
        ASSERT_TRUE(pairs.ok());
        ASSERT_EQ(pairs->size(), 6);
        for (const core::StoredLinkPair &pair : *pairs) {
            EXPECT_EQ(pair.status, core::RunStatus::Complete) << pair.error.toStdString();
            ASSERT_TRUE(pair.report.has_value());
            EXPECT_FALSE(pair.report->test.sameHost);
            EXPECT_EQ(pair.report->settings.streams, 2u);
            // The shaping shows in both directions of node3's pairs, and only there: a band wide
            // enough for a loaded 2-core machine, narrow enough to catch a wrong unit.
            const bool shapedPair = pair.serverName == QStringLiteral("node3");
            for (const protocol::LinkMode direction :
                 {protocol::LinkMode::Forward, protocol::LinkMode::Reverse}) {
                const protocol::DirectionThroughput *figures
                    = core::phaseFigures(pair.report->test, direction, 1, false);
                ASSERT_NE(figures, nullptr);
                if (shapedPair) {
                    EXPECT_GT(figures->bitsPerSecond, 0.5 * kShapedBitsPerSecond)
                        << pair.clientName.toStdString();
                    EXPECT_LT(figures->bitsPerSecond, 1.1 * kShapedBitsPerSecond)
                        << pair.clientName.toStdString();
                } else {
                    EXPECT_GT(figures->bitsPerSecond, 3 * kShapedBitsPerSecond)
                        << pair.clientName.toStdString() << " ↔ " << pair.serverName.toStdString();
                }
            }
        }
    }
}
