#pragma once

#include <QTableView>

namespace shardscope::ui {

class LinkHeatMapModel;

/// The link matrix drawn as a heat map: every cell keeps its colour when selected (a frame marks
/// the selection), same-host cells are hatched, failed ones grey. Arrow keys move between cells;
/// Tab leaves the table.
class LinkHeatMap : public QTableView
{
    Q_OBJECT

public:
    explicit LinkHeatMap(QWidget *parent = nullptr);

    LinkHeatMapModel *heatMapModel() const { return m_model; }

Q_SIGNALS:
    /// The current cell moved (from = row, to = column); -1, -1 when there is none.
    void cellSelected(int from, int to);

protected:
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override;

private:
    LinkHeatMapModel *m_model = nullptr;
};

} // namespace shardscope::ui
