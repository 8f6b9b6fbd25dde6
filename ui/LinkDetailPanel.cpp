#include "ui/LinkDetailPanel.h"

#include "core/analysis/LinkFigures.h"
#include "presentation/LinkText.h"
#include "ui/LinkMetricText.h"
#include "ui/PlainLabel.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QMap>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <vector>

namespace shardscope::ui {

namespace {

constexpr int kHistogramBuckets = 10;

QChartView *makeChartView(const QString &objectName, const QString &accessibleName, QWidget *parent)
{
    auto *chart = new QChart;
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto *view = new QChartView(chart, parent);
    view->setObjectName(objectName);
    view->setAccessibleName(accessibleName);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(220);
    return view;
}

void clearChart(QChart *chart)
{
    chart->removeAllSeries();
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        chart->removeAxis(axis);
        delete axis;
    }
    chart->setTitle(QString());
}

QString streamsText(std::uint32_t streams)
{
    return streams == 1 ? LinkDetailPanel::tr("1 stream") : LinkDetailPanel::tr("%1 streams").arg(streams);
}

/// The loaded-latency entry of the direction that was saturated, or null.
const protocol::LoadedLatency *loadedLatency(const protocol::LinkPairReport &report, LinkDirection direction)
{
    const protocol::LinkMode mode
        = direction == LinkDirection::Forward ? protocol::LinkMode::Forward : protocol::LinkMode::Reverse;
    for (const protocol::LoadedLatency &loaded : report.test.loadedLatency) {
        if (loaded.mode == mode)
            return &loaded;
    }
    return nullptr;
}

QString speedAndDuplex(const std::optional<protocol::NicInfo> &nic)
{
    if (!nic)
        return LinkDetailPanel::tr("not reported");
    QStringList parts;
    parts << QString::fromStdString(nic->name);
    parts << (nic->speedMbps && *nic->speedMbps > 0 ? presentation::LinkText::linkSpeed(*nic->speedMbps)
                                                    : LinkDetailPanel::tr("speed not reported"));
    if (nic->duplex == protocol::Duplex::Full)
        parts << LinkDetailPanel::tr("full duplex");
    else if (nic->duplex == protocol::Duplex::Half)
        parts << LinkDetailPanel::tr("half duplex");
    if (nic->mtu)
        parts << LinkDetailPanel::tr("MTU %1").arg(*nic->mtu);
    if (nic->wireless)
        parts << LinkDetailPanel::tr("Wi-Fi");
    return parts.join(QStringLiteral(", "));
}

} // namespace

LinkDetailPanel::LinkDetailPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("linkDetailPanel"));
    m_summary = plainLabel(QStringLiteral("linkSummaryLabel"), this);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    // Room for the longest summaries: a wrapped label inside a splitter does not grow by itself.
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_summary->setMinimumHeight(QFontMetrics(bold).lineSpacing() * 4 + 4);

    m_throughputView = makeChartView(QStringLiteral("throughputChartView"), tr("Throughput over time"), this);
    m_latencyView = makeChartView(QStringLiteral("latencyChartView"), tr("Round-trip histogram"), this);

    m_figures = new QTableWidget(0, FigureColumnCount, this);
    m_figures->setObjectName(QStringLiteral("linkFiguresTable"));
    m_figures->setAccessibleName(tr("Key figures"));
    m_figures->setHorizontalHeaderLabels({tr("Figure"), tr("Value")});
    m_figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_figures->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_figures->setTabKeyNavigation(false);
    m_figures->verticalHeader()->setVisible(false);
    m_figures->horizontalHeader()->setSectionResizeMode(FigureName, QHeaderView::ResizeToContents);
    m_figures->horizontalHeader()->setSectionResizeMode(FigureValue, QHeaderView::Stretch);
    m_figures->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);

    m_warnings = plainLabel(QStringLiteral("linkWarningsLabel"), this);
    m_warnings->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_warnings->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_warnings->setMargin(6);
    auto *warningsScroll = new QScrollArea(this);
    warningsScroll->setWidget(m_warnings);
    warningsScroll->setWidgetResizable(true);
    warningsScroll->setFrameShape(QFrame::NoFrame);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("linkDetailTabs"));
    m_tabs->addTab(m_throughputView, tr("Throughput over time"));
    m_tabs->addTab(m_latencyView, tr("Round trips"));
    m_tabs->addTab(m_figures, tr("Key figures"));
    m_tabs->addTab(warningsScroll, tr("Warnings"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_tabs, 1);

    showHint(tr("Select a cell of the matrix to see its details."));
}

QChart *LinkDetailPanel::throughputChart() const
{
    return m_throughputView->chart();
}

QChart *LinkDetailPanel::latencyChart() const
{
    return m_latencyView->chart();
}

void LinkDetailPanel::clearDetails()
{
    clearChart(throughputChart());
    clearChart(latencyChart());
    m_figures->setRowCount(0);
    m_warnings->clear();
    m_tabs->setTabText(TabWarnings, tr("Warnings"));
    m_tabs->setEnabled(false);
}

void LinkDetailPanel::showHint(const QString &hint)
{
    clearDetails();
    m_summary->setText(hint);
}

void LinkDetailPanel::showCell(const LinkMatrixView &matrix, int from, int to)
{
    clearDetails();
    if (from < 0 || to < 0 || from >= matrix.nodes.size() || to >= matrix.nodes.size()) {
        m_summary->setText(tr("Select a cell of the matrix to see its details."));
        return;
    }
    const QString fromName = matrix.nodes.at(from);
    const QString toName = matrix.nodes.at(to);
    if (from == to) {
        m_summary->setText(
            tr("%1 with itself: a machine is not measured against itself. Select a cell off the "
               "diagonal.")
                .arg(fromName));
        return;
    }
    const LinkMatrixView::Cell cell = matrix.cell(from, to);
    if (cell.pair < 0) {
        m_summary->setText(
            tr("%1 was not measured in this run.").arg(presentation::LinkText::direction(fromName, toName)));
        return;
    }
    const LinkPairView &pair = matrix.pairs.at(cell.pair);
    const QString client = matrix.nodes.value(pair.client);
    const QString server = matrix.nodes.value(pair.server);
    switch (pair.state) {
    case LinkPairState::Waiting:
        m_summary->setText(
            tr("%1: waiting for its turn. Pairs are measured one at a time, so that no two tests "
               "share a link.")
                .arg(presentation::LinkText::pair(client, server)));
        return;
    case LinkPairState::Running:
        m_summary->setText(presentation::LinkText::pairProgress(client, server, pair.stage, pair.fraction));
        return;
    case LinkPairState::Failed:
    case LinkPairState::Cancelled:
    case LinkPairState::Unknown:
        m_summary->setText(
            presentation::LinkText::pairError(pair.error.value_or(core::Error{}), client, server));
        return;
    case LinkPairState::Complete:
        break;
    }
    if (!pair.report) {
        m_summary->setText(presentation::LinkText::pairError(core::Error{}, client, server));
        return;
    }
    const protocol::LinkPairReport &report = *pair.report;
    m_summary->setText(LinkMetricText::summary(report, cell.direction, fromName, toName));
    m_tabs->setEnabled(true);
    showThroughput(report, cell.direction);
    showLatency(report, cell.direction);
    showFigures(report, cell.direction);
    showWarnings(pair, cell.direction, client, server);
}

void LinkDetailPanel::showThroughput(const protocol::LinkPairReport &report, LinkDirection direction)
{
    QChart *chart = throughputChart();
    const double stepSeconds = double(std::max<std::int64_t>(1, report.settings.intervalMs)) / 1000.0;
    const double durationSeconds = double(report.settings.durationMs) / 1000.0;
    double maxGbits = 0;
    double maxSeconds = 0;
    QMap<std::uint32_t, QColor> colours;
    QList<std::uint32_t> streamCounts{1};
    if (report.settings.streams != 1)
        streamCounts << report.settings.streams;
    for (const bool bothWays : {false, true}) {
        for (const std::uint32_t streams : std::as_const(streamCounts)) {
            const protocol::DirectionThroughput *side
                = directionThroughput(report, direction, streams, bothWays);
            if (!side || side->intervalBitsPerSecond.empty())
                continue;
            auto *series = new QLineSeries;
            series->setName(bothWays ? tr("%1, both ways").arg(streamsText(streams)) : streamsText(streams));
            for (std::size_t i = 0; i < side->intervalBitsPerSecond.size(); ++i) {
                // Each point at its interval's end; the last interval is shorter and ends with the phase.
                const double end = double(i + 1) * stepSeconds;
                const double x = durationSeconds > 0 ? std::min(end, durationSeconds) : end;
                const double y = side->intervalBitsPerSecond[i] / 1e9;
                series->append(x, y);
                maxGbits = std::max(maxGbits, y);
                maxSeconds = std::max(maxSeconds, x);
            }
            chart->addSeries(series); // the theme gives it a colour
            if (bothWays) {
                // The same colour as the stream count alone, dashed.
                QPen pen = series->pen();
                pen.setColor(colours.value(streams, pen.color()));
                pen.setStyle(Qt::DashLine);
                series->setPen(pen);
            } else {
                colours.insert(streams, series->pen().color());
            }
        }
    }
    if (chart->series().isEmpty()) {
        chart->setTitle(tr("No throughput series in this report"));
        return;
    }
    auto *x = new QValueAxis;
    x->setTitleText(tr("Seconds since the phase started"));
    x->setRange(0, maxSeconds);
    x->applyNiceNumbers();
    x->setLabelFormat(QStringLiteral("%.1f"));
    auto *y = new QValueAxis;
    y->setTitleText(tr("Gbit/s"));
    y->setRange(0, maxGbits > 0 ? maxGbits * 1.05 : 1);
    y->applyNiceNumbers();
    y->setLabelFormat(maxGbits >= 10 ? QStringLiteral("%.0f") : QStringLiteral("%.2f"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *series : chart->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
    chart->setTitle(
        tr("Every %1 ms at the receiver; dashed: both ways at once").arg(report.settings.intervalMs));
}

void LinkDetailPanel::showLatency(const protocol::LinkPairReport &report, LinkDirection direction)
{
    QChart *chart = latencyChart();
    const std::vector<double> &idle = report.test.udpLatency.samplesUs;
    const protocol::LoadedLatency *loaded = loadedLatency(report, direction);
    const std::vector<double> busy = loaded ? loaded->latency.samplesUs : std::vector<double>{};
    std::vector<double> all = idle;
    all.insert(all.end(), busy.begin(), busy.end());
    if (all.empty()) {
        chart->setTitle(tr("No round trips were recorded"));
        return;
    }
    std::sort(all.begin(), all.end());
    // The 99th percentile bounds the scale: a few outliers must not squeeze everything into one bar;
    // the last bucket holds all above.
    const double low = all.front();
    // Nearest rank: the smallest sample with at least 99 % of all at or below it (n = 100: the 99th).
    const std::size_t p99Rank = (99 * all.size() + 99) / 100; // ceil(0.99·n) without rounding error
    const double high = std::max(low + 1.0, all[std::clamp<std::size_t>(p99Rank, 1, all.size()) - 1]);
    const double width = (high - low) / kHistogramBuckets;
    const auto bucketOf = [&](double us) {
        return std::clamp(int((us - low) / width), 0, kHistogramBuckets - 1);
    };
    qreal highest = 0;
    const auto makeSet = [&](const QString &name, const std::vector<double> &samples) {
        QList<qreal> counts(kHistogramBuckets, 0.0);
        for (double us : samples)
            counts[bucketOf(us)] += 1;
        auto *set = new QBarSet(name);
        for (qreal count : std::as_const(counts)) {
            set->append(samples.empty() ? 0 : count * 100.0 / qreal(samples.size()));
            highest = std::max(highest, set->at(set->count() - 1));
        }
        return set;
    };
    auto *series = new QBarSeries;
    series->append(makeSet(tr("Idle link (%1 probes)").arg(idle.size()), idle));
    if (!busy.empty())
        series->append(makeSet(tr("While this way is busy (%1 probes)").arg(busy.size()), busy));
    chart->addSeries(series);

    QStringList categories;
    const QLocale locale;
    const int decimals = width < 10 ? 3 : width < 100 ? 2 : width < 1000 ? 1 : 0;
    for (int i = 0; i < kHistogramBuckets; ++i) {
        const QString start = locale.toString((low + width * i) / 1000.0, 'f', decimals);
        categories << (i == kHistogramBuckets - 1 ? tr("≥ %1").arg(start) : start);
    }
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    x->setTitleText(tr("Round trip in ms (bucket start)"));
    x->setLabelsAngle(-45);
    auto *y = new QValueAxis;
    y->setTitleText(tr("% of probes"));
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setRange(0, std::min<qreal>(100, highest * 1.1));
    y->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->setTitle(tr("Round trips of small UDP probes"));
}

void LinkDetailPanel::addFigure(const QString &name, const QString &value, const QString &toolTip)
{
    const int row = m_figures->rowCount();
    m_figures->insertRow(row);
    auto *nameItem = new QTableWidgetItem(name);
    auto *valueItem = new QTableWidgetItem(value);
    nameItem->setToolTip(toolTip);
    valueItem->setToolTip(toolTip);
    m_figures->setItem(row, FigureName, nameItem);
    m_figures->setItem(row, FigureValue, valueItem);
}

void LinkDetailPanel::showFigures(const protocol::LinkPairReport &report, LinkDirection direction)
{
    const protocol::LatencySummary &udp = report.test.udpLatency;
    const QString none = tr("not measured");
    if (udp.rtt) {
        const protocol::RttSummary &rtt = *udp.rtt;
        addFigure(tr("Round trip min / p50 / p90"),
                  tr("%1 / %2 / %3")
                      .arg(presentation::LinkText::roundTrip(rtt.minUs),
                           presentation::LinkText::roundTrip(rtt.p50Us),
                           presentation::LinkText::roundTrip(rtt.p90Us)),
                  LinkMetricText::metricDescription(LinkMetric::RttP50));
        addFigure(tr("Round trip p99 / max"),
                  tr("%1 / %2").arg(presentation::LinkText::roundTrip(rtt.p99Us),
                                    presentation::LinkText::roundTrip(rtt.maxUs)),
                  LinkMetricText::metricDescription(LinkMetric::RttP99));
        addFigure(tr("Jitter (RFC 3550)"), presentation::LinkText::roundTrip(rtt.jitterUs),
                  LinkMetricText::metricDescription(LinkMetric::Jitter));
        addFigure(tr("Round-trip standard deviation"), presentation::LinkText::roundTrip(rtt.stdDevUs));
    } else {
        addFigure(tr("Round trip"), tr("no probe came back"));
    }
    addFigure(tr("Loss"),
              tr("%1 (%2 of %3 probes)")
                  .arg(presentation::LinkText::percent(udp.lossPercent))
                  .arg(udp.sent - std::min(udp.sent, udp.received))
                  .arg(udp.sent),
              LinkMetricText::metricDescription(LinkMetric::Loss));
    addFigure(tr("Reordered / duplicated probes"), tr("%1 / %2").arg(udp.reordered).arg(udp.duplicates));
    if (const protocol::LoadedLatency *loaded = loadedLatency(report, direction);
        loaded && loaded->latency.rtt)
        addFigure(
            tr("Round trip p50 while this way is busy"),
            presentation::LinkText::roundTrip(loaded->latency.rtt->p50Us),
            tr("UDP probes sent while one TCP stream fills this direction: a large rise means queues on "
               "the path (bufferbloat)."));
    if (report.test.tcpLatency.rtt)
        addFigure(tr("TCP request/response p50"),
                  presentation::LinkText::roundTrip(report.test.tcpLatency.rtt->p50Us),
                  tr("Small messages back and forth on one TCP connection, like a pipeline stage handing on "
                     "one token's activations."));

    const std::uint32_t p = report.settings.streams;
    const protocol::DirectionThroughput *single = directionThroughput(report, direction, 1, false);
    const protocol::DirectionThroughput *parallel = directionThroughput(report, direction, p, false);
    const protocol::DirectionThroughput *both = directionThroughput(report, direction, p, true);
    addFigure(tr("Throughput, 1 stream"),
              single ? presentation::LinkText::bitsPerSecond(single->bitsPerSecond) : none,
              LinkMetricText::metricDescription(LinkMetric::Throughput1));
    if (p != 1)
        addFigure(LinkMetricText::metricName(LinkMetric::ThroughputP, p),
                  parallel ? presentation::LinkText::bitsPerSecond(parallel->bitsPerSecond) : none,
                  LinkMetricText::metricDescription(LinkMetric::ThroughputP));
    addFigure(tr("Throughput, %1, both ways at once").arg(streamsText(p)),
              both ? presentation::LinkText::bitsPerSecond(both->bitsPerSecond) : none);
    const auto retransmits = [&none](const protocol::DirectionThroughput *side) {
        return side && side->retransmits ? QString::number(*side->retransmits) : none;
    };
    addFigure(tr("TCP retransmits (1 stream / %1)").arg(streamsText(p)),
              tr("%1 / %2").arg(retransmits(single), retransmits(parallel)),
              tr("Segments the sender had to send again: a few are normal, many mean loss on the way."));
    if (report.test.pathMtu)
        addFigure(tr("Path MTU"), tr("%1 bytes").arg(report.test.pathMtu->packetBytes),
                  tr("The largest packet that went there and back without being split."));
    else
        addFigure(tr("Path MTU"), none);
    addFigure(tr("Client interface"), speedAndDuplex(report.test.interfaceBefore));
    addFigure(tr("Server interface"), speedAndDuplex(report.serve.interfaceBefore));
    if (const std::optional<std::int64_t> speed = core::negotiatedMbps(report); speed && single) {
        const double linkBits = double(*speed) * 1e6;
        QString value = tr("%1 % on one stream")
                            .arg(QLocale().toString(single->bitsPerSecond / linkBits * 100, 'f', 0));
        if (parallel && p != 1)
            value += QStringLiteral(", ")
                     + tr("%1 % on %2")
                           .arg(QLocale().toString(parallel->bitsPerSecond / linkBits * 100, 'f', 0),
                                streamsText(p));
        addFigure(tr("Share of the negotiated %1").arg(presentation::LinkText::linkSpeed(*speed)), value,
                  tr("TCP payload compared with the speed the network cards negotiated; headers take a few "
                     "percent, so about 94 % is a full gigabit link."));
    } else {
        addFigure(tr("Share of the negotiated speed"), tr("unknown: the interfaces did not report a speed"));
    }
}

void LinkDetailPanel::showWarnings(const LinkPairView &pair, LinkDirection direction, const QString &client,
                                   const QString &server)
{
    const QString thisWay
        = direction == LinkDirection::Forward ? QStringLiteral("forward") : QStringLiteral("reverse");
    QStringList lines;
    for (const core::LinkWarning &warning : pair.warnings) {
        if (!warning.direction.isEmpty() && warning.direction != thisWay)
            continue;
        lines << QStringLiteral("• ") + presentation::LinkText::warning(warning, client, server);
    }
    if (lines.isEmpty()) {
        m_warnings->setText(
            tr("No warnings for this direction: nothing in this test crossed a warning threshold."));
        m_tabs->setTabText(TabWarnings, tr("Warnings"));
    } else {
        m_warnings->setText(lines.join(QStringLiteral("\n\n")));
        m_tabs->setTabText(TabWarnings, tr("Warnings (%1)").arg(lines.size()));
    }
}

} // namespace shardscope::ui
