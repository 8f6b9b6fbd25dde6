#pragma once

#include "remote-agent/protocol/Bench.h"

#include <QColor>
#include <QList>

namespace shardscope::presentation {

/// The one look of the results, shared by the PDF (ReportPdf) and the GUI charts (ui/BenchCharts),
/// so a layout has the same place and colour on paper and on screen.
namespace ReportStyle {

/// Colours that stay apart for colour-blind readers (Okabe–Ito).
inline const QColor kBlue{0, 114, 178};
inline const QColor kOrange{230, 159, 0};
inline const QColor kGrey{150, 150, 150};
inline const QColor kGreen{0, 158, 115};
inline const QColor kVermillion{213, 94, 0};
inline const QColor kPurple{204, 121, 167};
inline const QColor kSkyBlue{86, 180, 233};

/// The PDF's own colours, by use.
inline const QColor kHeading{0x1f, 0x3a, 0x5f};       ///< section headings and the verdict's headline
inline const QColor kRule{0x1f, 0x3a, 0x5f};          ///< the line under a section heading
inline const QColor kTableHeader{0xe8, 0xec, 0xf2};   ///< the background of a table's header row
inline const QColor kTableBorder{0x9a, 0x9a, 0x9a};   ///< the lines around table cells
inline const QColor kChartGrid{0xdd, 0xdd, 0xdd};     ///< a chart's horizontal grid lines
inline const QColor kMutedText{0x44, 0x44, 0x44};     ///< notes under charts and tables
inline const QColor kFooterText{0x66, 0x66, 0x66};    ///< the page footer
inline const QColor kSingleMachine{0x55, 0xa8, 0x68}; ///< the what-if's one-machine reference line
inline const QColor kMeasured{0x00, 0x00, 0x00};      ///< the what-if's measured tokens/s (a square)
inline const QColor kMeasuredTtft{0x8e, 0x3f, 0x00};  ///< its measured first token (a darker kVermillion)

/// The order layouts are listed in: the baseline first, then the splits, then the copies.
inline const QList<protocol::BenchLayout> &layoutOrder()
{
    static const QList<protocol::BenchLayout> order{
        protocol::BenchLayout::Single, protocol::BenchLayout::TensorParallel,
        protocol::BenchLayout::PipelineParallel, protocol::BenchLayout::Replicas};
    return order;
}

/// The position of `layout` in layoutOrder(); Unknown sorts last.
inline int layoutRank(protocol::BenchLayout layout)
{
    const qsizetype index = layoutOrder().indexOf(layout);
    return index < 0 ? int(layoutOrder().size()) : int(index);
}

/// One colour per layout, the same on every chart.
inline QColor layoutColour(protocol::BenchLayout layout)
{
    switch (layout) {
    case protocol::BenchLayout::Single:
        return kBlue;
    case protocol::BenchLayout::TensorParallel:
        return kVermillion;
    case protocol::BenchLayout::PipelineParallel:
        return kGreen;
    case protocol::BenchLayout::Replicas:
        return kPurple;
    case protocol::BenchLayout::Unknown:
        break;
    }
    return kGrey;
}

/// The colour of a layout's `index`-th set of machines (0-based, in benchSeries order): the layout's
/// own colour first, then darker and lighter shades of it, so a layout keeps its hue on every chart
/// and its sets still stand apart by brightness (and by seriesPenStyle, for readers who cannot tell
/// the shades apart). Four shades repeat every four sets; seriesPenStyle shifts its cycle by one on
/// each repeat, so the first 16 sets of a layout differ in shade or dash.
inline QColor seriesColour(protocol::BenchLayout layout, int index)
{
    const QColor base = layoutColour(layout);
    switch (index % 4) {
    case 0:
        return base;
    case 1:
        return base.darker(160);
    case 2:
        return base.lighter(140);
    default:
        return base.darker(250);
    }
}

/// The line style of a layout's `index`-th set of machines: solid, dashed, dotted, dash-dotted,
/// the cycle shifted by one every four sets. With seriesColour's `index % 4` the pair (shade, dash)
/// is (index % 4, (index + index / 4) % 4): distinct for the first 16 sets (4 machines give 11).
inline Qt::PenStyle seriesPenStyle(int index)
{
    static const Qt::PenStyle styles[]{Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    return styles[(index + index / 4) % 4];
}

} // namespace ReportStyle

} // namespace shardscope::presentation
