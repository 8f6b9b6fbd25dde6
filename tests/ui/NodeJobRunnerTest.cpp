// NodeJobRunner with a stand-in for core::runNodeJobs: races between runs and how questions name
// their node, without SSH.
#include "TestNodeInteraction.h"
#include "UiTestSupport.h"

#include "ui/NodeJobRunner.h"

#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <thread>

using namespace shardscope;
using namespace std::chrono_literals;
using ui::NodeJobRunner;
using ui::test::noMoreSignals;
using ui::test::TestNodeInteraction;
using ui::test::waitUntil;

namespace {

QList<core::NodeTarget> targets(const QStringList &names)
{
    QList<core::NodeTarget> list;
    for (qsizetype i = 0; i < names.size(); ++i) {
        core::NodeTarget target;
        target.name = names.at(i);
        target.ssh.host = QStringLiteral("10.0.0.%1").arg(i + 1); // never connected to
        list.append(target);
    }
    return list;
}

/// Jobs that report uploads until cancelled, as a slow deploy would: every node ends Cancelled.
QList<core::NodeOutcome> uploadUntilCancelled(const QList<core::NodeTarget> &nodes,
                                              const core::NodeJobOptions &,
                                              const core::NodeJobCallbacks &callbacks,
                                              const std::atomic_bool *cancel)
{
    for (qint64 done = 0; !cancel->load(); done = (done + 1) % 100) {
        for (qsizetype i = 0; i < nodes.size(); ++i)
            callbacks.progress(core::NodeProgress{int(i), core::NodeStage::Uploading, done, 100});
        std::this_thread::sleep_for(1ms);
    }
    QList<core::NodeOutcome> outcomes(nodes.size());
    for (core::NodeOutcome &outcome : outcomes)
        outcome.error = core::Error{core::ErrorCode::Cancelled, QString()};
    return outcomes;
}

} // namespace

TEST(GuiNodeJobRunner, AStaleFinishOfACancelledRunNeverEndsTheNextOne)
{
    TestNodeInteraction interaction;
    NodeJobRunner runner(interaction, &uploadUntilCancelled);
    int finishedSignals = 0;
    QList<int> finishedNodes;
    QObject::connect(&runner, &NodeJobRunner::finished, &runner, [&] { ++finishedSignals; });
    QObject::connect(&runner, &NodeJobRunner::nodeFinished, &runner,
                     [&](int index, const core::NodeOutcome &) { finishedNodes.append(index); });
    int firstRunProgress = 0;
    const QMetaObject::Connection countFirstRun
        = QObject::connect(&runner, &NodeJobRunner::progress, &runner, [&] { ++firstRunProgress; });

    ASSERT_TRUE(runner.start(targets({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}), {}));
    ASSERT_TRUE(waitUntil([&] { return firstRunProgress > 0; }, 10s)); // the jobs are under way
    QObject::disconnect(countFirstRun);
    QSignalSpy finishedSpy(&runner, &NodeJobRunner::finished);
    runner.cancelAndWait(); // the watcher's finished() of this run is still queued
    EXPECT_EQ(finishedSignals, 1);
    EXPECT_EQ(finishedNodes, (QList<int>{0, 1, 2}));
    EXPECT_FALSE(runner.isRunning());

    // A new run before the event loop delivered the old finished(): it must not end this one.
    finishedNodes.clear();
    ASSERT_TRUE(runner.start(targets({QStringLiteral("d")}), {}));
    int progressEvents = 0;
    QObject::connect(&runner, &NodeJobRunner::progress, &runner, [&](const core::NodeProgress &progress) {
        EXPECT_EQ(progress.index, 0);
        ++progressEvents;
    });
    ASSERT_TRUE(waitUntil([&] { return progressEvents > 0; }, 10s)); // this run's own progress arrives
    EXPECT_TRUE(noMoreSignals(finishedSpy, 300ms)); // the old run's queued finished() ends nothing
    EXPECT_TRUE(runner.isRunning());
    EXPECT_EQ(finishedSignals, 1);
    EXPECT_TRUE(finishedNodes.isEmpty());
    EXPECT_EQ(runner.nodesDone(), 0);
    EXPECT_EQ(runner.nodeName(0), QStringLiteral("d"));
    EXPECT_GT(progressEvents, 0); // this run's own progress still arrives
    // Still running, so no further start() can replace anything under the live worker.
    EXPECT_FALSE(runner.start(targets({QStringLiteral("e"), QStringLiteral("f")}), {}));

    runner.cancel();
    ASSERT_TRUE(waitUntil([&] { return !runner.isRunning(); }, 10s));
    EXPECT_EQ(finishedSignals, 2);
    EXPECT_EQ(finishedNodes, (QList<int>{0}));
    EXPECT_EQ(runner.nodesDone(), 1);
    EXPECT_TRUE(noMoreSignals(finishedSpy, 100ms)); // nothing late arrives
    EXPECT_EQ(finishedSignals, 2);
}

TEST(GuiNodeJobRunner, QuestionsNameTheNodeByItsIndexNeverByTheServersWords)
{
    TestNodeInteraction interaction(TestNodeInteraction::Answer::Yes, 0ms);
    std::atomic_bool trustedKey{false};
    std::atomic_bool outOfRangeAnswered{true};
    // node1's server claims to be node10 in its prompt; node10's asks about its host key.
    const auto ask = [&](const QList<core::NodeTarget> &nodes, const core::NodeJobOptions &,
                         const core::NodeJobCallbacks &callbacks, const std::atomic_bool *) {
        (void)callbacks.password(0, QStringLiteral("node10 (10.0.0.2) password:"));
        core::HostKeyInfo key{QStringLiteral("10.0.0.2"), 22, QStringLiteral("ssh-ed25519"),
                              QStringLiteral("SHA256:abc"), QStringLiteral("/tmp/known_hosts")};
        trustedKey = callbacks.acceptUnknownHostKey(1, key);
        (void)callbacks.passphrase(1, QStringLiteral("/home/me/.ssh/id_ed25519"));
        outOfRangeAnswered = callbacks.password(7, QStringLiteral("password:")).has_value();
        return QList<core::NodeOutcome>(nodes.size());
    };
    NodeJobRunner runner(interaction, ask);
    ASSERT_TRUE(runner.start(targets({QStringLiteral("node1"), QStringLiteral("node10")}), {}));
    ASSERT_TRUE(waitUntil([&] { return !runner.isRunning(); }, 10s));

    ASSERT_EQ(interaction.secretQuestions.size(), 2); // not the one of a node that does not exist
    EXPECT_EQ(interaction.secretQuestions.at(0).nodeName, QStringLiteral("node1"));
    EXPECT_EQ(interaction.secretQuestions.at(0).kind, ui::SecretKind::Password);
    EXPECT_EQ(interaction.secretQuestions.at(0).subject, QStringLiteral("node10 (10.0.0.2) password:"));
    EXPECT_EQ(interaction.secretQuestions.at(1).nodeName, QStringLiteral("node10"));
    EXPECT_EQ(interaction.secretQuestions.at(1).kind, ui::SecretKind::Passphrase);
    ASSERT_EQ(interaction.hostKeyQuestions.size(), 1);
    EXPECT_EQ(interaction.hostKeyQuestions.at(0).nodeName, QStringLiteral("node10"));
    EXPECT_TRUE(trustedKey.load());
    EXPECT_FALSE(outOfRangeAnswered.load());
    EXPECT_EQ(interaction.overlappingQuestions, 0);
    EXPECT_EQ(interaction.offUiThreadQuestions, 0);
}
