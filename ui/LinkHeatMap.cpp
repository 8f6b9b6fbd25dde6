#include "ui/LinkHeatMap.h"

#include "ui/LinkHeatMapModel.h"

#include <QHeaderView>
#include <QPainter>
#include <QStyledItemDelegate>

namespace shardscope::ui {

namespace {

/// Paints the cell's own background even when it is selected (the colour is the information) and
/// marks the selection and the keyboard focus with a frame instead.
class HeatMapDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const auto kind = LinkHeatMapModel::CellKind(index.data(LinkHeatMapModel::CellKindRole).toInt());
        painter->save();
        const QRect cell = option.rect.adjusted(1, 1, -1, -1);
        painter->fillRect(cell, option.palette.base());
        const QVariant background = index.data(Qt::BackgroundRole);
        if (background.canConvert<QBrush>())
            painter->fillRect(cell, background.value<QBrush>());
        else if (kind == LinkHeatMapModel::CellKind::Diagonal)
            painter->fillRect(cell, option.palette.window());

        const bool coloured = kind == LinkHeatMapModel::CellKind::Value;
        const bool muted
            = kind == LinkHeatMapModel::CellKind::Waiting || kind == LinkHeatMapModel::CellKind::NotMeasured
              || kind == LinkHeatMapModel::CellKind::Failed || kind == LinkHeatMapModel::CellKind::Cancelled;
        // Fixed dark text on the light heat-map colours; the palette's otherwise.
        QColor text = coloured ? QColor(20, 20, 20) : option.palette.color(QPalette::Text);
        if (muted)
            text = option.palette.color(QPalette::Disabled, QPalette::Text);
        if (kind == LinkHeatMapModel::CellKind::Failed)
            text = QColor(70, 70, 70);
        QFont font = option.font;
        if (coloured)
            font.setBold(true);
        painter->setFont(font);
        painter->setPen(text);
        const QString label = index.data(Qt::DisplayRole).toString();
        if (kind == LinkHeatMapModel::CellKind::SameHost) {
            // Readable over the hatching.
            const QRect box
                = painter->fontMetrics().boundingRect(cell, Qt::AlignCenter, label).adjusted(-4, -1, 4, 1);
            painter->fillRect(box, option.palette.base());
        }
        painter->drawText(cell.adjusted(4, 0, -4, 0), Qt::AlignCenter | Qt::TextWordWrap, label);

        const bool selected = option.state & QStyle::State_Selected;
        const bool focus = option.state & QStyle::State_HasFocus;
        if (selected || focus) {
            QPen pen(option.palette.color(QPalette::Highlight), selected ? 3 : 1);
            if (!selected)
                pen.setStyle(Qt::DashLine);
            painter->setPen(pen);
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(cell.adjusted(1, 1, -2, -2));
        }
        painter->restore();
    }

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        return size.expandedTo(QSize(110, 40));
    }
};

} // namespace

LinkHeatMap::LinkHeatMap(QWidget *parent)
    : QTableView(parent)
    , m_model(new LinkHeatMapModel(this))
{
    setObjectName(QStringLiteral("linkHeatMap"));
    setAccessibleName(tr("Link matrix"));
    setAccessibleDescription(
        tr("Rows: the machine that sends. Columns: the machine that receives. Use the "
           "arrow keys to move between cells; the details of the selected cell are shown "
           "next to the table."));
    setModel(m_model);
    setItemDelegate(new HeatMapDelegate(this));
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setTabKeyNavigation(false);
    setWordWrap(true);
    setShowGrid(false);
    setCornerButtonEnabled(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    horizontalHeader()->setMinimumSectionSize(90);
    verticalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setMinimumSectionSize(36);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { Q_EMIT cellSelected(-1, -1); });
}

void LinkHeatMap::currentChanged(const QModelIndex &current, const QModelIndex &previous)
{
    QTableView::currentChanged(current, previous);
    if (current.isValid())
        Q_EMIT cellSelected(current.row(), current.column());
    else
        Q_EMIT cellSelected(-1, -1);
}

} // namespace shardscope::ui
