#pragma once

#include "remote-agent/protocol/Bench.h"

#include <QColor>
#include <QList>

namespace shardscope::report {

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

} // namespace ReportStyle

} // namespace shardscope::report
