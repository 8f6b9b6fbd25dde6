#include "ui/LinkHeatMapModel.h"

#include "core/analysis/LinkFigures.h"
#include "presentation/LinkText.h"
#include "ui/LinkMetricText.h"

#include <QBrush>
#include <QColor>

#include <algorithm>
#include <cmath>

namespace shardscope::ui {

namespace {

/// Light enough for dark text: green (good) through yellow to red (bad).
QColor colourFor(double badness)
{
    const int hue = int(std::lround(120.0 * (1.0 - std::clamp(badness, 0.0, 1.0))));
    return QColor::fromHsv(hue, 120, 240);
}

} // namespace

LinkHeatMapModel::LinkHeatMapModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void LinkHeatMapModel::setMatrix(const LinkMatrixView &matrix)
{
    beginResetModel();
    m_matrix = matrix;
    updateBestThroughput();
    endResetModel();
}

void LinkHeatMapModel::setPair(int pair, const LinkPairView &view)
{
    if (pair < 0 || pair >= m_matrix.pairs.size())
        return;
    m_matrix.pairs[pair] = view;
    const double best = m_bestBitsPerSecond;
    updateBestThroughput();
    if (best != m_bestBitsPerSecond) {
        // Every throughput colour depends on the best pair when the link speed is not known.
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    const QModelIndex forward = index(view.client, view.server);
    const QModelIndex reverse = index(view.server, view.client);
    Q_EMIT dataChanged(forward, forward);
    Q_EMIT dataChanged(reverse, reverse);
}

void LinkHeatMapModel::setMetric(LinkMetric metric)
{
    if (metric == m_metric)
        return;
    m_metric = metric;
    updateBestThroughput();
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

std::uint32_t LinkHeatMapModel::parallelStreams() const
{
    for (const LinkPairView &pair : m_matrix.pairs) {
        if (pair.report)
            return pair.report->settings.streams;
    }
    return protocol::LinkTestSettings{}.streams;
}

void LinkHeatMapModel::updateBestThroughput()
{
    m_bestBitsPerSecond = 0;
    if (m_metric != LinkMetric::Throughput1 && m_metric != LinkMetric::ThroughputP)
        return;
    for (const LinkPairView &pair : std::as_const(m_matrix.pairs)) {
        if (!pair.report || pair.report->test.sameHost)
            continue;
        for (LinkDirection direction : {LinkDirection::Forward, LinkDirection::Reverse}) {
            if (const std::optional<double> value = metricValue(*pair.report, direction, m_metric))
                m_bestBitsPerSecond = std::max(m_bestBitsPerSecond, *value);
        }
    }
}

double LinkHeatMapModel::referenceBitsPerSecond(const LinkPairView &pair) const
{
    if (pair.report) {
        if (const std::optional<std::int64_t> speed = core::negotiatedMbps(*pair.report))
            return double(*speed) * 1e6;
    }
    return m_bestBitsPerSecond;
}

LinkHeatMapModel::CellKind LinkHeatMapModel::cellKind(int from, int to) const
{
    if (from == to)
        return CellKind::Diagonal;
    const LinkMatrixView::Cell cell = m_matrix.cell(from, to);
    if (cell.pair < 0)
        return CellKind::NotMeasured;
    const LinkPairView &pair = m_matrix.pairs.at(cell.pair);
    switch (pair.state) {
    case LinkPairState::Waiting:
        return CellKind::Waiting;
    case LinkPairState::Running:
        return CellKind::Running;
    case LinkPairState::Failed:
        return CellKind::Failed;
    case LinkPairState::Cancelled:
        return CellKind::Cancelled;
    case LinkPairState::Complete:
        if (!pair.report)
            return CellKind::Failed;
        if (pair.report->test.sameHost)
            return CellKind::SameHost;
        return metricValue(*pair.report, cell.direction, m_metric) ? CellKind::Value : CellKind::NoValue;
    case LinkPairState::Unknown:
        break;
    }
    return CellKind::NotMeasured;
}

QString LinkHeatMapModel::cellText(int from, int to) const
{
    switch (cellKind(from, to)) {
    case CellKind::Diagonal:
        return {};
    case CellKind::NotMeasured:
        return tr("—");
    case CellKind::Waiting:
        return tr("waiting");
    case CellKind::Running: {
        const LinkPairView &pair = m_matrix.pairs.at(m_matrix.cell(from, to).pair);
        return tr("measuring %1 %").arg(int(std::lround(pair.fraction * 100)));
    }
    case CellKind::Value: {
        const LinkMatrixView::Cell cell = m_matrix.cell(from, to);
        return LinkMetricText::metricValue(
            m_metric, *metricValue(*m_matrix.pairs.at(cell.pair).report, cell.direction, m_metric));
    }
    case CellKind::NoValue:
        return tr("no figure");
    case CellKind::SameHost:
        return tr("same host");
    case CellKind::Failed:
        return tr("failed");
    case CellKind::Cancelled:
        return tr("cancelled");
    case CellKind::Unknown:
        break;
    }
    return {};
}

QString LinkHeatMapModel::cellDescription(int from, int to) const
{
    const QString who
        = presentation::LinkText::direction(m_matrix.nodes.value(from), m_matrix.nodes.value(to));
    const QString metric = LinkMetricText::metricName(m_metric, parallelStreams());
    switch (cellKind(from, to)) {
    case CellKind::Diagonal:
        return tr("%1 with itself: nothing to measure").arg(m_matrix.nodes.value(from));
    case CellKind::NotMeasured:
        return tr("%1: not measured in this run").arg(who);
    case CellKind::Waiting:
        return tr("%1: waiting for its turn").arg(who);
    case CellKind::Running:
        return tr("%1: %2").arg(who, cellText(from, to));
    case CellKind::Value:
        return tr("%1: %2 %3").arg(who, metric, cellText(from, to));
    case CellKind::NoValue:
        return tr("%1: %2 was not measured").arg(who, metric);
    case CellKind::SameHost:
        return tr("%1: same host, the traffic never left the machine; not a network figure").arg(who);
    case CellKind::Failed:
        return tr("%1: the test failed; select it for the reason").arg(who);
    case CellKind::Cancelled:
        return tr("%1: cancelled before it finished").arg(who);
    case CellKind::Unknown:
        break;
    }
    return who;
}

int LinkHeatMapModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_matrix.nodes.size());
}

int LinkHeatMapModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_matrix.nodes.size());
}

QVariant LinkHeatMapModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const int from = index.row();
    const int to = index.column();
    const CellKind kind = cellKind(from, to);
    switch (role) {
    case Qt::DisplayRole:
        return cellText(from, to);
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return cellDescription(from, to);
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case CellKindRole:
        return int(kind);
    case ValueRole:
    case BadnessRole:
    case Qt::BackgroundRole: {
        if (kind == CellKind::Failed || kind == CellKind::Cancelled) {
            if (role == Qt::BackgroundRole)
                return QBrush(QColor(205, 205, 205));
            return {};
        }
        if (kind == CellKind::SameHost) {
            if (role == Qt::BackgroundRole)
                return QBrush(QColor(150, 150, 150), Qt::BDiagPattern);
            return {};
        }
        if (kind != CellKind::Value)
            return {};
        const LinkMatrixView::Cell cell = m_matrix.cell(from, to);
        const LinkPairView &pair = m_matrix.pairs.at(cell.pair);
        const double value = *metricValue(*pair.report, cell.direction, m_metric);
        if (role == ValueRole)
            return value;
        const double bad = badness(m_metric, value, referenceBitsPerSecond(pair));
        if (role == BadnessRole)
            return bad;
        return QBrush(colourFor(bad));
    }
    default:
        break;
    }
    return {};
}

QVariant LinkHeatMapModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section < 0 || section >= m_matrix.nodes.size())
        return {};
    const QString name = m_matrix.nodes.at(section);
    switch (role) {
    case Qt::DisplayRole:
        return orientation == Qt::Horizontal ? tr("to %1").arg(name) : tr("from %1").arg(name);
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return orientation == Qt::Horizontal ? tr("Column: %1 receives").arg(name)
                                             : tr("Row: %1 sends").arg(name);
    default:
        break;
    }
    return {};
}

Qt::ItemFlags LinkHeatMapModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

} // namespace shardscope::ui
