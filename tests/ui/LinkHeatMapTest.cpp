// The heat map's model and the Network page's texts, without a page: cells, colours, the
// diagonal, same-host and failed pairs, number formats and the warnings in plain words.
#include "tests/support/LinkReportFactory.h"

#include "presentation/LinkText.h"
#include "ui/LinkHeatMap.h"
#include "ui/LinkHeatMapModel.h"
#include "ui/LinkMatrixData.h"
#include "ui/LinkMetricText.h"

#include <QBrush>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace shardscope;
using shardscope::test::LinkReportSpec;
using shardscope::test::makeLinkReport;
using ui::LinkHeatMapModel;
using ui::LinkMetric;

namespace {

ui::LinkMatrixView threeNodes()
{
    ui::LinkMatrixView view
        = ui::waitingMatrix({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    core::LinkPairOutcome measured;
    measured.report = makeLinkReport();
    measured.warnings = core::linkWarnings(*measured.report);
    ui::applyOutcome(view.pairs[0], measured); // a↔b
    core::LinkPairOutcome failed;
    failed.error = core::Error{core::ErrorCode::ConnectionRefused, QStringLiteral("10.0.0.3:22")};
    ui::applyOutcome(view.pairs[1], failed); // a↔c
    return view;                             // b↔c still waiting
}

} // namespace

TEST(GuiLinkHeatMap, CellsFollowTheDirectionOfEachPair)
{
    const ui::LinkMatrixView view = threeNodes();
    ASSERT_EQ(view.pairs.size(), 3);
    EXPECT_EQ(view.cell(0, 1).pair, 0);
    EXPECT_EQ(view.cell(0, 1).direction, ui::LinkDirection::Forward);
    EXPECT_EQ(view.cell(1, 0).direction, ui::LinkDirection::Reverse);
    EXPECT_EQ(view.cell(2, 1).pair, 2);
    EXPECT_EQ(view.cell(1, 1).pair, -1);

    LinkHeatMapModel model;
    model.setMatrix(view);
    EXPECT_EQ(model.rowCount(), 3);
    EXPECT_EQ(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("from a"));
    EXPECT_EQ(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("to c"));
    EXPECT_EQ(model.cellKind(0, 0), LinkHeatMapModel::CellKind::Diagonal);
    EXPECT_EQ(model.cellKind(0, 1), LinkHeatMapModel::CellKind::Value);
    EXPECT_EQ(model.cellKind(2, 0), LinkHeatMapModel::CellKind::Failed);
    EXPECT_EQ(model.cellKind(1, 2), LinkHeatMapModel::CellKind::Waiting);
    EXPECT_EQ(model.data(model.index(0, 1)).toString(), QStringLiteral("0.94 Gbit/s"));
    EXPECT_EQ(model.data(model.index(1, 0)).toString(), QStringLiteral("0.93 Gbit/s"));
    EXPECT_EQ(model.data(model.index(0, 2)).toString(), QStringLiteral("failed"));
    EXPECT_EQ(model.data(model.index(2, 1)).toString(), QStringLiteral("waiting"));
    EXPECT_DOUBLE_EQ(model.data(model.index(0, 1), LinkHeatMapModel::ValueRole).toDouble(), 0.94e9);
    EXPECT_EQ(model.data(model.index(0, 1), Qt::AccessibleTextRole).toString(),
              QStringLiteral("a → b: Throughput, 1 stream 0.94 Gbit/s"));

    // A running pair shows its progress; only its two cells change.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    ui::LinkPairView running = view.pairs.at(2);
    running.state = ui::LinkPairState::Running;
    running.fraction = 0.37;
    model.setPair(2, running);
    EXPECT_EQ(changed.size(), 2);
    EXPECT_EQ(model.data(model.index(2, 1)).toString(), QStringLiteral("measuring 37 %"));
}

TEST(GuiLinkHeatMap, ColoursGoFromGreenToRedAndSameHostIsNeverColoured)
{
    ui::LinkMatrixView view
        = ui::waitingMatrix({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    LinkReportSpec slow;
    slow.forwardBitsPerSecond = 0.25e9;
    slow.rttP50Us = 6000;
    slow.rttP99Us = 12000;
    LinkReportSpec local;
    local.sameHost = true;
    local.speedMbps.reset();
    local.forwardBitsPerSecond = 22e9;
    for (const auto &[pair, spec] :
         {std::pair{0, LinkReportSpec{}}, std::pair{1, slow}, std::pair{2, local}}) {
        core::LinkPairOutcome outcome;
        outcome.report = makeLinkReport(spec);
        ui::applyOutcome(view.pairs[pair], outcome);
    }
    LinkHeatMapModel model;
    model.setMatrix(view);
    for (const LinkMetric metric : {LinkMetric::Throughput1, LinkMetric::RttP50}) {
        model.setMetric(metric);
        const QColor good = model.data(model.index(0, 1), Qt::BackgroundRole).value<QBrush>().color();
        const QColor bad = model.data(model.index(0, 2), Qt::BackgroundRole).value<QBrush>().color();
        EXPECT_GE(good.hue(), metric == LinkMetric::Throughput1 ? 120 : 90) << int(metric); // 0.41 ms
        EXPECT_EQ(bad.hue(), 0) << int(metric);
        // The same host's 22 Gbit/s is not the "best pair" that others are compared with.
        EXPECT_EQ(model.data(model.index(1, 2)).toString(), QStringLiteral("same host"));
        EXPECT_EQ(model.data(model.index(1, 2), Qt::BackgroundRole).value<QBrush>().style(),
                  Qt::BDiagPattern);
    }
    model.setMetric(LinkMetric::RttP50);
    EXPECT_EQ(model.data(model.index(0, 2)).toString(), QStringLiteral("6.00 ms"));
}

TEST(GuiLinkHeatMap, StoredPairsKeepTheirOrderAndNames)
{
    core::StoredLinkPair ok;
    ok.clientName = QStringLiteral("x");
    ok.serverName = QStringLiteral("y");
    ok.status = core::RunStatus::Complete;
    ok.report = makeLinkReport();
    core::StoredLinkPair failed;
    failed.clientName = QStringLiteral("x");
    failed.serverName = QStringLiteral("z");
    failed.status = core::RunStatus::Failed;
    failed.errorCode = QStringLiteral("agent_timeout");
    failed.error = QStringLiteral("no answer");
    const ui::LinkMatrixView view
        = ui::storedMatrix({QStringLiteral("z"), QStringLiteral("x"), QStringLiteral("y")}, {ok, failed});
    EXPECT_EQ(view.nodes, (QStringList{QStringLiteral("z"), QStringLiteral("x"), QStringLiteral("y")}));
    ASSERT_EQ(view.pairs.size(), 2);
    EXPECT_EQ(view.pairs.at(0).client, 1);
    EXPECT_EQ(view.pairs.at(0).server, 2);
    EXPECT_EQ(view.pairs.at(0).state, ui::LinkPairState::Complete);
    EXPECT_EQ(view.pairs.at(1).state, ui::LinkPairState::Failed);
    ASSERT_TRUE(view.pairs.at(1).error.has_value());
    EXPECT_EQ(view.pairs.at(1).error->code, core::ErrorCode::AgentTimeout);
    // Without a snapshot the names come from the pairs.
    EXPECT_EQ(ui::storedMatrix({}, {ok}).nodes, (QStringList{QStringLiteral("x"), QStringLiteral("y")}));
}

TEST(GuiLinkText, FiguresCarryTheirUnits)
{
    EXPECT_EQ(presentation::LinkText::bitsPerSecond(0.94e9), QStringLiteral("0.94 Gbit/s"));
    EXPECT_EQ(presentation::LinkText::bitsPerSecond(22.4e9), QStringLiteral("22.40 Gbit/s"));
    EXPECT_EQ(presentation::LinkText::bitsPerSecond(94.1e6), QStringLiteral("94.1 Mbit/s"));
    EXPECT_EQ(presentation::LinkText::linkSpeed(1000), QStringLiteral("1 Gbit/s"));
    EXPECT_EQ(presentation::LinkText::linkSpeed(2500), QStringLiteral("2.5 Gbit/s"));
    EXPECT_EQ(presentation::LinkText::linkSpeed(100), QStringLiteral("100 Mbit/s"));
    EXPECT_EQ(presentation::LinkText::roundTrip(410), QStringLiteral("0.41 ms"));
    EXPECT_EQ(presentation::LinkText::roundTrip(72), QStringLiteral("0.072 ms"));
    EXPECT_EQ(presentation::LinkText::roundTrip(12500), QStringLiteral("12.5 ms"));
    EXPECT_EQ(presentation::LinkText::percent(0), QStringLiteral("0 %"));
    EXPECT_EQ(presentation::LinkText::percent(0.05), QStringLiteral("0.050 %"));
    EXPECT_EQ(presentation::LinkText::percent(1.2), QStringLiteral("1.20 %"));
}

TEST(GuiLinkText, StagesInWords)
{
    const QString a = QStringLiteral("node0");
    const QString b = QStringLiteral("node1");
    EXPECT_EQ(presentation::LinkText::stage(QStringLiteral("throughput_forward_4"), a, b),
              QStringLiteral("measuring throughput node0 → node1, 4 streams"));
    EXPECT_EQ(presentation::LinkText::stage(QStringLiteral("throughput_reverse_1"), a, b),
              QStringLiteral("measuring throughput node1 → node0, 1 stream"));
    EXPECT_EQ(presentation::LinkText::stage(QStringLiteral("throughput_bidirectional_4"), a, b),
              QStringLiteral("measuring throughput both ways at once, 4 streams"));
    EXPECT_EQ(presentation::LinkText::stage(QStringLiteral("loaded_latency_reverse"), a, b),
              QStringLiteral("measuring round trips while node1 → node0 is busy"));
    EXPECT_EQ(presentation::LinkText::stage(QStringLiteral("starting_server"), a, b),
              QStringLiteral("starting the test server on node1"));
    EXPECT_EQ(presentation::LinkText::pairProgress(a, b, QStringLiteral("udp_latency"), 0.123),
              QStringLiteral("node0 ↔ node1: measuring round trips (UDP probes), 12 %"));
    // Unknown stages are shown, but as one bounded plain line.
    EXPECT_TRUE(presentation::LinkText::stage(QStringLiteral("new\nstage"), a, b)
                    .startsWith(QStringLiteral("measuring (new stage")));
}

TEST(GuiLinkText, EveryWarningSaysWhatToCheck)
{
    const struct {
        core::LinkWarningCode code;
        const char *mentions;
    } expected[] = {
        {core::LinkWarningCode::SameHost, "same computer"},
        {core::LinkWarningCode::BelowLinkSpeed, "duplex"},
        {core::LinkWarningCode::Loss, "cable"},
        {core::LinkWarningCode::Jitter, "Wi-Fi"},
        {core::LinkWarningCode::Asymmetric, "duplex"},
        {core::LinkWarningCode::MtuMismatch, "MTU"},
        {core::LinkWarningCode::Wireless, "wired"},
        {core::LinkWarningCode::Bufferbloat, "QoS"},
        {core::LinkWarningCode::InterfaceErrors, "ip -s link"},
    };
    for (const auto &row : expected) {
        EXPECT_FALSE(presentation::LinkText::warningMeaning(row.code).isEmpty());
        EXPECT_TRUE(presentation::LinkText::whatToCheck(row.code).contains(QLatin1String(row.mentions)))
            << core::linkWarningCodeName(row.code).toStdString();
    }
    const core::LinkWarning warning{core::LinkWarningCode::BelowLinkSpeed, QStringLiteral("reverse"),
                                    QStringLiteral("reverse single-stream throughput 0.52 Gbit/s is 52 %")};
    const QString text = presentation::LinkText::warning(warning, QStringLiteral("a"), QStringLiteral("b"));
    EXPECT_TRUE(text.startsWith(QStringLiteral("b → a: One stream reaches less than 80 %")))
        << text.toStdString();
    EXPECT_TRUE(
        text.contains(QStringLiteral("(Measured: reverse single-stream throughput 0.52 Gbit/s is 52 %)")));
}

TEST(GuiLinkText, SummaryIsModestAndNamesTheFigures)
{
    const protocol::LinkPairReport gigabit = makeLinkReport();
    EXPECT_EQ(
        ui::LinkMetricText::summary(gigabit, ui::LinkDirection::Forward, QStringLiteral("node0"),
                                    QStringLiteral("node1")),
        QStringLiteral("node0 → node1: 0.94 Gbit/s on one stream (94 % of the 1 Gbit/s link), 0.41 ms round "
                       "trip: good for splitting a model with pipeline parallelism; tensor parallelism would "
                       "wait on this link at every layer."));
    LinkReportSpec fast;
    fast.speedMbps = 25000;
    fast.forwardBitsPerSecond = 23e9;
    fast.rttP50Us = 60;
    EXPECT_TRUE(ui::LinkMetricText::summary(makeLinkReport(fast), ui::LinkDirection::Forward,
                                            QStringLiteral("a"), QStringLiteral("b"))
                    .contains(QStringLiteral("tensor parallelism")));
    LinkReportSpec wifi;
    wifi.speedMbps.reset();
    wifi.reverseBitsPerSecond = 0.05e9;
    wifi.rttP50Us = 8000;
    const QString slow = ui::LinkMetricText::summary(makeLinkReport(wifi), ui::LinkDirection::Reverse,
                                                     QStringLiteral("b"), QStringLiteral("a"));
    EXPECT_EQ(slow, QStringLiteral(
                        "b → a: 50.0 Mbit/s on one stream, 8.00 ms round trip: slow for splitting a model "
                        "across it: independent copies of the model on each machine suit it better."));
}
