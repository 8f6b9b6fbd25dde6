// LinkMatrixRunner with a stand-in for core::runLinkMatrix: SSH questions reach the interaction
// named from the runner's own node list, every pair is reported exactly once, cancel ends a run.
#include "TestNodeInteraction.h"
#include "UiTestSupport.h"
#include "tests/support/LinkReportFactory.h"

#include "ui/LinkMatrixRunner.h"

#include <QSignalSpy>
#include <QThread>

#include <gtest/gtest.h>

using namespace shardscope;
using namespace std::chrono_literals;
using ui::LinkMatrixRunner;
using ui::test::TestNodeInteraction;
using ui::test::waitUntil;

namespace {

QList<core::ClusterNode> linkNodes(const QStringList &names)
{
    QList<core::ClusterNode> nodes;
    for (qsizetype i = 0; i < names.size(); ++i) {
        core::ClusterNode node;
        node.target.name = names.at(i);
        node.target.ssh.host = QStringLiteral("10.0.0.%1").arg(i + 1); // never connected to
        node.clusterAddress = node.target.ssh.host;
        nodes.append(node);
    }
    return nodes;
}

} // namespace

TEST(GuiLinkMatrixRunner, QuestionsNameTheNodeAndEveryPairIsReportedOnce)
{
    TestNodeInteraction interaction(TestNodeInteraction::Answer::Yes, 0ms);
    std::atomic_bool trusted{false};
    LinkMatrixRunner runner(
        interaction, [&trusted](const QList<core::ClusterNode> &nodes, const core::LinkMatrixOptions &,
                                const core::LinkMatrixCallbacks &callbacks, const std::atomic_bool *) {
            core::HostKeyInfo key;
            key.host = QStringLiteral("evil.example"); // what the server says never names the node
            key.keyType = QStringLiteral("ssh-ed25519");
            key.fingerprintSha256 = QStringLiteral("SHA256:abc");
            trusted = callbacks.nodes.acceptUnknownHostKey(1, key);
            core::LinkMatrixResult result;
            result.nodes = QList<core::NodeOutcome>(nodes.size());
            for (const core::LinkPair &pair : core::linkPairsFor(int(nodes.size()))) {
                core::LinkPairOutcome outcome;
                outcome.pair = pair;
                outcome.report = shardscope::test::makeLinkReport();
                result.pairs.append(outcome);
            }
            // Only the first pair is reported while running: the runner takes the rest from the result.
            callbacks.pairProgress(core::LinkPairProgress{0, 0.5, QStringLiteral("udp_latency")});
            callbacks.pairProgress(core::LinkPairProgress{0, 0.5, QStringLiteral("udp_latency")}); // dropped
            callbacks.pairFinished(0, result.pairs.at(0));
            QThread::msleep(50);
            return result;
        });
    QSignalSpy progress(&runner, &LinkMatrixRunner::pairProgress);
    QSignalSpy pairs(&runner, &LinkMatrixRunner::pairFinished);
    QSignalSpy finished(&runner, &LinkMatrixRunner::finished);
    EXPECT_FALSE(runner.start(linkNodes({QStringLiteral("a")}), {})); // one node has no pair
    ASSERT_TRUE(runner.start(linkNodes({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}), {}));
    EXPECT_FALSE(runner.start(linkNodes({QStringLiteral("a"), QStringLiteral("b")}), {})); // one at a time
    ASSERT_TRUE(waitUntil([&] { return finished.size() == 1; }, 10s));
    EXPECT_FALSE(runner.isRunning());
    EXPECT_TRUE(trusted.load());
    ASSERT_EQ(interaction.hostKeyQuestions.size(), 1);
    EXPECT_EQ(interaction.hostKeyQuestions.at(0).nodeName, QStringLiteral("b"));
    EXPECT_EQ(progress.size(), 1);
    ASSERT_EQ(pairs.size(), 3);
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(pairs.at(i).at(0).toInt(), i);
    EXPECT_EQ(runner.pairsDone(), 3);
}

TEST(GuiLinkMatrixRunner, CancelAndWaitEndsTheRunWithEveryPairCancelled)
{
    TestNodeInteraction interaction(TestNodeInteraction::Answer::Never);
    LinkMatrixRunner runner(interaction,
                            [](const QList<core::ClusterNode> &nodes, const core::LinkMatrixOptions &,
                               const core::LinkMatrixCallbacks &callbacks, const std::atomic_bool *) {
                                // Waits on a question nobody answers: cancel must end it.
                                core::HostKeyInfo key;
                                (void)callbacks.nodes.acceptUnknownHostKey(0, key);
                                core::LinkMatrixResult result;
                                result.nodes = QList<core::NodeOutcome>(nodes.size());
                                return result; // no pairs: the runner reports them cancelled
                            });
    QSignalSpy pairs(&runner, &LinkMatrixRunner::pairFinished);
    ASSERT_TRUE(runner.start(linkNodes({QStringLiteral("a"), QStringLiteral("b")}), {}));
    ASSERT_TRUE(waitUntil([&] { return interaction.isOpen(); }, 10s));
    runner.cancelAndWait();
    EXPECT_FALSE(runner.isRunning());
    EXPECT_FALSE(interaction.isOpen());
    ASSERT_EQ(pairs.size(), 1);
    const auto outcome = pairs.at(0).at(1).value<core::LinkPairOutcome>();
    ASSERT_TRUE(outcome.error.has_value());
    EXPECT_EQ(outcome.error->code, core::ErrorCode::Cancelled);
}
