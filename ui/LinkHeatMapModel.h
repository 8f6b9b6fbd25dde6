#pragma once

#include "ui/LinkMatrixData.h"

#include <QAbstractTableModel>

namespace shardscope::ui {

/// The link matrix as a table: row = the machine that sends (from), column = the one that
/// receives (to). Cell (A,B) is the forward direction of pair (A,B), cell (B,A) its reverse.
/// Shows one metric at a time, with its unit; failed pairs say so, same-host pairs are never
/// coloured as a network figure, the diagonal is empty.
class LinkHeatMapModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    /// What a cell holds (CellKindRole).
    enum class CellKind {
        Unknown = 0,
        Diagonal,    ///< a machine with itself
        NotMeasured, ///< no pair of this run covers it
        Waiting,
        Running,
        Value,    ///< a measured figure (ValueRole)
        NoValue,  ///< measured, but the report lacks this figure
        SameHost, ///< measured, but both ends are one network stack
        Failed,
        Cancelled,
    };
    enum Role {
        CellKindRole = Qt::UserRole + 1, ///< int(CellKind)
        ValueRole,                       ///< double, in the metric's unit; Value cells only
        BadnessRole,                     ///< double 0 (good) … 1 (bad); Value cells only
    };

    explicit LinkHeatMapModel(QObject *parent = nullptr);

    const LinkMatrixView &matrix() const { return m_matrix; }
    /// Shows another matrix (a new run, or one from the store).
    void setMatrix(const LinkMatrixView &matrix);
    /// Replaces one pair (it moved on or finished): its two cells change.
    void setPair(int pair, const LinkPairView &view);

    LinkMetric metric() const { return m_metric; }
    void setMetric(LinkMetric metric);
    /// P of the "P streams" metric: the streams of the first measured pair (4 when none).
    std::uint32_t parallelStreams() const;

    CellKind cellKind(int from, int to) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    QString cellText(int from, int to) const;
    QString cellDescription(int from, int to) const;
    /// Throughput is compared with this: the pair's negotiated speed, else the best in the matrix.
    double referenceBitsPerSecond(const LinkPairView &pair) const;
    void updateBestThroughput();

    LinkMatrixView m_matrix;
    LinkMetric m_metric = LinkMetric::Throughput1;
    double m_bestBitsPerSecond = 0;
};

} // namespace shardscope::ui
