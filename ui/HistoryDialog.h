#pragma once

#include "core/store/ResultStore.h"

#include <QDialog>
#include <QList>

class QChart;
class QComboBox;
class QDateEdit;
class QLabel;
class QPushButton;
class QTableWidget;

namespace shardscope::ui {

class BenchChartView;
class WizardModel;

/// Every run in the database: filter by cluster (the set of node names) and date, mark a baseline,
/// compare two runs side by side, delete runs, or re-run one with the same configuration.
class HistoryDialog : public QDialog
{
    Q_OBJECT

public:
    explicit HistoryDialog(WizardModel &model, QWidget *parent = nullptr);
    ~HistoryDialog() override;

    /// Reads the runs again from the store.
    void reload();

    /// The ids of the runs listed (after filtering), newest first.
    QList<qint64> shownRunIds() const;
    /// Clusters offered by the filter, as "node1, node2" (sorted names); index 0 is "All".
    QStringList clusterChoices() const;
    /// Shows only runs over exactly this set of nodes; empty: all.
    void setClusterFilter(const QStringList &nodeNames);
    /// Shows only runs started on these days (local time, inclusive); invalid dates: no limit.
    void setDateFilter(const QDate &from, const QDate &to);

    /// Selects these runs in the list (one: its details; two: the comparison).
    void selectRuns(const QList<qint64> &runIds);
    QList<qint64> selectedRunIds() const;

    /// Marks the selected run as the baseline of its kind; when it is one already, clears that
    /// (the other kinds keep theirs).
    void markBaseline();
    /// Asks (a window-modal box, "deleteRunsConfirmation") and deletes the selected runs with all
    /// their measurements when the user confirms. Refuses (errorText says why) when one of them is
    /// Running: it may still be measuring.
    void deleteSelected();
    /// For one selected benchmark run: makes it the model's bench run and emits
    /// showResultsRequested.
    void showSelectedResults();
    /// Emits rerunRequested for the selected run.
    void rerunSelected();

    /// The comparison of the two selected runs: one row per differing setting or metric.
    QTableWidget *comparisonTable() const { return m_comparison; }
    QChart *comparisonChart() const;
    /// The last error (translated), empty when none.
    QString errorText() const;
    /// The details of the one selected run, as shown.
    QString detailsText() const;

    /// The nodes a run used (its configuration's nodes[].name), sorted: its cluster.
    static QStringList clusterOf(const core::RunRecord &run);

Q_SIGNALS:
    /// "Re-run with the same configuration" of this run.
    void rerunRequested(qint64 runId);
    /// "Show results" of this benchmark run: WizardModel::resultsRunId() is set to it already; the
    /// wizard goes to the Results page.
    void showResultsRequested(qint64 runId);

private:
    void buildUi();
    void applyFilter();
    void updateSelection();
    /// Compares `before` with `after` (older or baseline first).
    void showComparison(const core::RunRecord &before, const core::RunRecord &after, const QString &title);
    /// A stored setup check's findings, one line each with what to do, and the machines it could
    /// not check; or why they cannot be shown.
    QStringList setupCheckLines(qint64 runId) const;
    void showError(const QString &text);
    void deleteRuns(const QList<qint64> &runIds);
    /// The run with this id as loaded, or null.
    const core::RunRecord *runById(qint64 runId) const;
    bool anyRunning(const QList<qint64> &runIds) const;

    WizardModel &m_model;
    QList<core::RunRecord> m_runs;

    QComboBox *m_cluster = nullptr;
    QDateEdit *m_from = nullptr;
    QDateEdit *m_to = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_details = nullptr;
    QWidget *m_comparisonBox = nullptr;
    QLabel *m_comparisonTitle = nullptr;
    QTableWidget *m_comparison = nullptr;
    BenchChartView *m_comparisonChart = nullptr;
    QPushButton *m_baselineButton = nullptr;
    QPushButton *m_deleteButton = nullptr;
    QPushButton *m_rerunButton = nullptr;
    QPushButton *m_showResultsButton = nullptr;
    QLabel *m_error = nullptr;
};

} // namespace shardscope::ui
