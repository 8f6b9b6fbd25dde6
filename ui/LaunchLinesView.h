#pragma once

#include <QWidget>

class QPlainTextEdit;
class QPushButton;

namespace shardscope::ui {

/// The lines that start a run's servers again without ShardScope (AnalysisText::launchText): read
/// only, in a fixed-width font, unwrapped, with a button that copies them. The llama.cpp panel's
/// and the Results page's.
class LaunchLinesView : public QWidget
{
    Q_OBJECT

public:
    /// The text box and the button get these object names (tests and screen readers find them).
    LaunchLinesView(const QString &textName, const QString &buttonName, QWidget *parent = nullptr);

    void setLines(const QString &lines);
    QString lines() const;

private:
    QPlainTextEdit *m_text = nullptr;
    QPushButton *m_copy = nullptr;
};

} // namespace shardscope::ui
