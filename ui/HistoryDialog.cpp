#include "ui/HistoryDialog.h"

#include "presentation/BenchChartSpecs.h"
#include "presentation/ErrorText.h"
#include "presentation/LinkText.h"
#include "presentation/SetupText.h"
#include "ui/BenchCharts.h"
#include "ui/LinkMatrixData.h"
#include "ui/PlainLabel.h"
#include "ui/WizardModel.h"

#include "core/SafeText.h"
#include "core/analysis/RunComparison.h"
#include "presentation/AnalysisText.h"

#include <QChart>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMap>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSplitter>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>
#include <utility>

namespace shardscope::ui {

using presentation::AnalysisText;
using presentation::BenchChartSpecs;
using presentation::ComparedFigure;
using presentation::ErrorText;

namespace {

constexpr int kRunIdRole = Qt::UserRole + 1;

enum Column { ColBaseline, ColStarted, ColKind, ColMachines, ColStatus, ColDetails, ColumnCount };

/// Days before this mean "no limit" in the date filter (shown as "Any").
const QDate kNoDate(2000, 1, 1);

QString kindName(const QString &kind)
{
    if (kind == QLatin1String("bench"))
        return HistoryDialog::tr("Benchmark");
    if (kind == QLatin1String("linktest"))
        return HistoryDialog::tr("Link test");
    if (kind == QLatin1String("serve"))
        return HistoryDialog::tr("Your server");
    if (kind == QLatin1String("setup_check"))
        return HistoryDialog::tr("Setup check");
    return kind;
}

QString statusName(core::RunStatus status)
{
    // The store marks a run whose writer ended as Interrupted (reload() asks it to look again), so
    // Running is a run in progress.
    return AnalysisText::runStatusName(status);
}

QString layoutList(const QList<protocol::BenchLayout> &layouts)
{
    QStringList names;
    for (protocol::BenchLayout layout : layouts)
        names << AnalysisText::layoutName(layout);
    return QLocale().createSeparatedList(names);
}

/// A setting's value in the user's words: numbers in their locale, layouts by name, machine sets
/// by their machines ("node1 + node2; node1 + node2 + node3").
QString valueText(const core::SettingValue &value)
{
    struct Words {
        QString operator()(std::monostate) const { return QString(); }
        QString operator()(bool yes) const
        {
            return yes ? HistoryDialog::tr("yes") : HistoryDialog::tr("no");
        }
        QString operator()(std::int64_t number) const { return QLocale().toString(qlonglong(number)); }
        QString operator()(std::uint64_t number) const { return QLocale().toString(qulonglong(number)); }
        QString operator()(double number) const { return QLocale().toString(number, 'g', 12); }
        QString operator()(const QString &text) const { return text; }
        QString operator()(const QList<protocol::BenchLayout> &layouts) const { return layoutList(layouts); }
        QString operator()(const QList<std::uint64_t> &numbers) const
        {
            QStringList items;
            for (std::uint64_t number : numbers)
                items << QLocale().toString(qulonglong(number));
            return items.join(QStringLiteral(", "));
        }
        QString operator()(const QList<QStringList> &sets) const { return AnalysisText::machineSets(sets); }
    };
    return std::visit(Words{}, value);
}

/// The words for a setting of a run's configuration (core::runSettings' key); its JSON path when
/// there are none.
QString settingName(const QString &path)
{
    if (path.startsWith(QLatin1String(core::kAddressSettingPrefix)))
        return HistoryDialog::tr("Address of %1")
            .arg(path.mid(qsizetype(qstrlen(core::kAddressSettingPrefix))));
    const std::pair<const char *, QString> names[] = {
        {"model.name", HistoryDialog::tr("Model")},
        {"dtype", HistoryDialog::tr("Number format")},
        {"backend", HistoryDialog::tr("Runs on (CPU or GPU)")},
        {"workload.prompt_tokens", HistoryDialog::tr("Prompt length (tokens)")},
        {"workload.generate_tokens", HistoryDialog::tr("Answer length (tokens)")},
        {"workload.warmup_steps", HistoryDialog::tr("Warm-up steps")},
        {"workload.prefills", HistoryDialog::tr("Timed prefills (time to first token)")},
        {"workload.seed", HistoryDialog::tr("Random seed")},
        {"threads", HistoryDialog::tr("CPU threads per machine")},
        {"layouts", HistoryDialog::tr("Layouts")},
        {"concurrencies", HistoryDialog::tr("Requests at once")},
        {"goal.usage", HistoryDialog::tr("Usage")},
        {"goal.ttft_target_ms", HistoryDialog::tr("Target time to first token (ms)")},
        {"goal.tpot_target_ms", HistoryDialog::tr("Target time per token (ms)")},
        {"shardscope_version", HistoryDialog::tr("ShardScope version")},
        {"machines", HistoryDialog::tr("Machines")},
        {"node_sets", HistoryDialog::tr("Sets of machines")},
        {"settings.duration_ms", HistoryDialog::tr("Milliseconds per phase")},
        {"settings.streams", HistoryDialog::tr("Parallel streams")},
        {"settings.probe_count", HistoryDialog::tr("Latency probes")},
    };
    for (const auto &[key, name] : names) {
        if (path == QLatin1String(key))
            return name;
    }
    return path;
}

/// The row label of a compared pair: "Tensor parallel, 4 at once" (BenchChartSpecs::resultLabel), and
/// where the pair ran on other machines, both sets: "Tensor parallel (node0 + node1 → node2 +
/// node3), 4 at once".
QString comparisonLabel(const core::StoredBenchResult &x, const core::StoredBenchResult &y,
                        const QList<presentation::BenchSeries> &series)
{
    if (x.nodeNames == y.nodeNames)
        return BenchChartSpecs::resultLabel(x, series);
    const QString where
        = HistoryDialog::tr("%1 (%2 → %3)", "layout (machines in the first run → in the second)")
              .arg(AnalysisText::layoutName(x.layout), AnalysisText::machineSet(x.nodeNames),
                   AnalysisText::machineSet(y.nodeNames));
    return BenchChartSpecs::atOnceLabel(where, x.concurrency);
}

/// One row of the comparison.
struct ComparisonRow {
    QString what;
    QString first;
    QString second;
    QString change;
    int better = 0; ///< +1: the second run is better, −1: worse, 0: neither (a setting)
};

/// A measured figure in both runs: the change in percent, and whether it is for the better
/// (core::figureChange, which knows what is noise).
ComparisonRow figureRow(const QString &what, double first, double second, const QString &firstText,
                        const QString &secondText, bool higherIsBetter)
{
    const core::FigureChange change = core::figureChange(first, second, higherIsBetter);
    ComparisonRow row{what, firstText, secondText, QString(), change.better};
    if (change.percent)
        row.change = HistoryDialog::tr("%1 %").arg((*change.percent >= 0 ? QStringLiteral("+") : QString())
                                                   + QLocale().toString(*change.percent, 'f', 1));
    return row;
}

/// Why a Running run cannot be deleted here (the Delete button's tooltip and the refusal).
QString deleteRunningRefusal()
{
    return HistoryDialog::tr("A run that is still running cannot be deleted: finish or cancel it first.");
}

QString tokensPerSecondText(double value)
{
    return HistoryDialog::tr("%1 tokens/s").arg(QLocale().toString(value, 'f', value < 10 ? 2 : 1));
}

} // namespace

HistoryDialog::HistoryDialog(WizardModel &model, QWidget *parent)
    : QDialog(parent)
    , m_model(model)
{
    buildUi();
    reload();
}

HistoryDialog::~HistoryDialog() = default;

void HistoryDialog::buildUi()
{
    setObjectName(QStringLiteral("historyDialog"));
    setWindowTitle(tr("History of runs"));
    resize(1180, 760);

    m_cluster = new QComboBox(this);
    m_cluster->setObjectName(QStringLiteral("historyClusterCombo"));
    m_cluster->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *clusterLabel = new QLabel(tr("&Machines:"), this);
    clusterLabel->setBuddy(m_cluster);
    auto makeDate = [this](const QString &name) {
        auto *edit = new QDateEdit(this);
        edit->setObjectName(name);
        edit->setCalendarPopup(true);
        edit->setMinimumDate(kNoDate);
        // The lowest date reads "Any": no limit on that side.
        edit->setSpecialValueText(tr("Any"));
        edit->setDate(kNoDate);
        return edit;
    };
    m_from = makeDate(QStringLiteral("historyFromDate"));
    m_to = makeDate(QStringLiteral("historyToDate"));
    auto *fromLabel = new QLabel(tr("&From:"), this);
    fromLabel->setBuddy(m_from);
    auto *toLabel = new QLabel(tr("&To:"), this);
    toLabel->setBuddy(m_to);
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(clusterLabel);
    filterRow->addWidget(m_cluster);
    filterRow->addSpacing(12);
    filterRow->addWidget(fromLabel);
    filterRow->addWidget(m_from);
    filterRow->addWidget(toLabel);
    filterRow->addWidget(m_to);
    filterRow->addStretch(1);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("historyTable"));
    m_table->setAccessibleName(tr("Stored runs"));
    m_table->setHorizontalHeaderLabels(
        {tr("Baseline"), tr("Started"), tr("What"), tr("Machines"), tr("Status"), tr("Details")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setTabKeyNavigation(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);

    m_details = plainLabel(QStringLiteral("historyDetails"), this);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_comparisonBox = new QWidget(this);
    m_comparisonTitle = plainLabel(QStringLiteral("historyComparisonTitle"), m_comparisonBox);
    m_comparison = new QTableWidget(0, 4, m_comparisonBox);
    m_comparison->setObjectName(QStringLiteral("historyComparison"));
    m_comparison->setAccessibleName(tr("Comparison of two runs"));
    m_comparison->verticalHeader()->hide();
    m_comparison->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_comparison->setTabKeyNavigation(false);
    m_comparison->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_comparison->horizontalHeader()->setStretchLastSection(true);
    m_comparisonChart = new BenchChartView(m_comparisonBox);
    m_comparisonChart->setObjectName(QStringLiteral("historyComparisonChart"));
    auto *sideBySide = new QSplitter(Qt::Horizontal, m_comparisonBox);
    sideBySide->setChildrenCollapsible(false);
    sideBySide->addWidget(m_comparison);
    sideBySide->addWidget(m_comparisonChart);
    sideBySide->setSizes({560, 560});
    auto *comparisonLayout = new QVBoxLayout(m_comparisonBox);
    comparisonLayout->setContentsMargins(0, 0, 0, 0);
    comparisonLayout->addWidget(m_comparisonTitle);
    comparisonLayout->addWidget(sideBySide, 1);

    auto *lower = new QWidget(this);
    auto *lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_details);
    lowerLayout->addWidget(m_comparisonBox, 1);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_table);
    splitter->addWidget(lower);
    // The list needs a few rows; the comparison its table and a chart tall enough to read.
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({200, 520});

    m_error = plainLabel(QStringLiteral("historyError"), this);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->hide();

    m_baselineButton = new QPushButton(tr("Mark as &baseline"), this);
    m_baselineButton->setObjectName(QStringLiteral("historyBaselineButton"));
    m_baselineButton->setToolTip(tr("The baseline is the run others are compared with: select one other run "
                                    "to see what changed since."));
    m_rerunButton = new QPushButton(style()->standardIcon(QStyle::SP_BrowserReload),
                                    tr("&Re-run with the same configuration"), this);
    m_rerunButton->setObjectName(QStringLiteral("historyRerunButton"));
    m_rerunButton->setToolTip(
        tr("Opens the Inference page with this benchmark's model, layouts and machines"));
    m_showResultsButton = new QPushButton(tr("&Show results"), this);
    m_showResultsButton->setObjectName(QStringLiteral("historyShowResultsButton"));
    m_showResultsButton->setToolTip(
        tr("Shows this benchmark on the Results page, where it can also be exported"));
    m_deleteButton = new QPushButton(style()->standardIcon(QStyle::SP_TrashIcon), tr("&Delete…"), this);
    m_deleteButton->setObjectName(QStringLiteral("historyDeleteButton"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *buttonRow = new QHBoxLayout;
    buttonRow->addWidget(m_baselineButton);
    buttonRow->addWidget(m_showResultsButton);
    buttonRow->addWidget(m_rerunButton);
    buttonRow->addWidget(m_deleteButton);
    buttonRow->addStretch(1);
    buttonRow->addWidget(buttons);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(filterRow);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_error);
    layout->addLayout(buttonRow);

    connect(m_cluster, &QComboBox::currentIndexChanged, this, &HistoryDialog::applyFilter);
    connect(m_from, &QDateEdit::dateChanged, this, &HistoryDialog::applyFilter);
    connect(m_to, &QDateEdit::dateChanged, this, &HistoryDialog::applyFilter);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &HistoryDialog::updateSelection);
    connect(m_baselineButton, &QPushButton::clicked, this, &HistoryDialog::markBaseline);
    connect(m_showResultsButton, &QPushButton::clicked, this, &HistoryDialog::showSelectedResults);
    connect(m_rerunButton, &QPushButton::clicked, this, &HistoryDialog::rerunSelected);
    connect(m_deleteButton, &QPushButton::clicked, this, &HistoryDialog::deleteSelected);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QStringList HistoryDialog::clusterOf(const core::RunRecord &run)
{
    // A cluster is a set: the order the run used them in and repeats do not make another one.
    QStringList names = core::runNodeNames(run);
    names.removeAll(QString());
    names.sort();
    names.removeDuplicates();
    return names;
}

void HistoryDialog::reload()
{
    const QList<qint64> selected = selectedRunIds();
    m_runs.clear();
    showError(QString());
    if (core::ResultStore *store = m_model.store()) {
        // A CLI killed while this window was open left its run Running: marked now, not only at the
        // next start. A failure to mark is no reason not to show the history; the runs show as stored.
        static_cast<void>(store->markInterruptedRuns());
        core::Result<QList<core::RunRecord>> runs = store->allRuns();
        if (runs.ok())
            m_runs = *runs;
        else
            showError(ErrorText::storeError(runs.error(), m_model.databasePath()));
    } else {
        showError(tr("There is no database, so there is no history. %1")
                      .arg(m_model.storeError()
                               ? ErrorText::storeError(*m_model.storeError(), m_model.databasePath())
                               : QString()));
    }

    // The cluster choices: every set of machines a run used, the current choice kept.
    const QStringList current = m_cluster->currentData().toStringList();
    QSet<QString> seen;
    QList<QStringList> clusters;
    for (const core::RunRecord &run : std::as_const(m_runs)) {
        const QStringList cluster = clusterOf(run);
        if (!cluster.isEmpty() && !seen.contains(cluster.join(QLatin1Char('\n')))) {
            seen.insert(cluster.join(QLatin1Char('\n')));
            clusters << cluster;
        }
    }
    std::sort(clusters.begin(), clusters.end(), [](const QStringList &a, const QStringList &b) {
        return a.join(QLatin1Char(',')) < b.join(QLatin1Char(','));
    });
    {
        const QSignalBlocker blocker(m_cluster);
        m_cluster->clear();
        m_cluster->addItem(tr("All"), QStringList());
        for (const QStringList &cluster : std::as_const(clusters))
            m_cluster->addItem(cluster.join(QStringLiteral(", ")), cluster);
        const int index = m_cluster->findData(current);
        m_cluster->setCurrentIndex(std::max(0, index));
    }
    applyFilter();
    selectRuns(selected);
}

void HistoryDialog::applyFilter()
{
    const QList<qint64> selected = selectedRunIds();
    const QStringList cluster = m_cluster->currentData().toStringList();
    const QDate from = m_from->date() == kNoDate ? QDate() : m_from->date();
    const QDate to = m_to->date() == kNoDate ? QDate() : m_to->date();

    const QSignalBlocker blocker(m_table);
    m_table->setRowCount(0);
    for (const core::RunRecord &run : std::as_const(m_runs)) {
        const QStringList nodes = clusterOf(run);
        if (!cluster.isEmpty() && nodes != cluster)
            continue;
        const QDate day = run.startedAtUtc.toLocalTime().date();
        if ((from.isValid() && day < from) || (to.isValid() && day > to))
            continue;

        const QMap<QString, core::SettingValue> settings = core::runSettings(run);
        QString details;
        if (run.kind == core::kBenchRun.nameText()) {
            details = tr("%1; %2; %3 at once")
                          .arg(core::runModelName(run), valueText(settings.value(QStringLiteral("layouts"))),
                               valueText(settings.value(QStringLiteral("concurrencies"))));
        } else if (run.kind == core::kLinkRun.nameText()) {
            details = tr("%n machine(s), every pair", nullptr, int(nodes.size()));
        } else if (run.kind == core::kSetupCheckRun.nameText()) {
            details = tr("%n machine(s): interfaces, names, reach, exposure", nullptr, int(nodes.size()));
        } else if (const core::ServeRunConfig *serve = run.config.serve()) {
            const core::ServePlan &plan = serve->plan;
            QStringList concurrencies;
            for (std::uint32_t concurrency : plan.concurrencies)
                concurrencies << QString::number(concurrency);
            details = tr("%1 at %2 (%3); %4; %5 at once")
                          .arg(core::runModelName(run), core::safeText(plan.endpoint),
                               plan.software.isEmpty() ? tr("server not recognised")
                                                       : core::safeText(plan.software),
                               presentation::AnalysisText::layoutName(plan.layout),
                               concurrencies.join(QStringLiteral(", ")));
        }
        if (!run.error.isEmpty())
            details += (details.isEmpty() ? QString() : QStringLiteral(" — ")) + run.error;

        const int row = m_table->rowCount();
        m_table->insertRow(row);
        auto *baseline = new QTableWidgetItem(run.baseline ? tr("Baseline") : QString());
        baseline->setData(kRunIdRole, run.id);
        if (run.baseline) {
            QFont font = baseline->font();
            font.setBold(true);
            baseline->setFont(font);
            baseline->setIcon(style()->standardIcon(QStyle::SP_DialogApplyButton));
        }
        m_table->setItem(row, ColBaseline, baseline);
        m_table->setItem(
            row, ColStarted,
            new QTableWidgetItem(QLocale().toString(run.startedAtUtc.toLocalTime(), QLocale::ShortFormat)));
        m_table->setItem(row, ColKind, new QTableWidgetItem(kindName(run.kind)));
        m_table->setItem(row, ColMachines, new QTableWidgetItem(QLocale().createSeparatedList(nodes)));
        m_table->setItem(row, ColStatus, new QTableWidgetItem(statusName(run.status)));
        auto *detailItem = new QTableWidgetItem(details);
        detailItem->setToolTip(details);
        m_table->setItem(row, ColDetails, detailItem);
    }
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (selected.contains(m_table->item(row, ColBaseline)->data(kRunIdRole).toLongLong()))
            m_table->selectRow(row);
    }
    updateSelection();
}

QList<qint64> HistoryDialog::shownRunIds() const
{
    QList<qint64> ids;
    for (int row = 0; row < m_table->rowCount(); ++row)
        ids << m_table->item(row, ColBaseline)->data(kRunIdRole).toLongLong();
    return ids;
}

QStringList HistoryDialog::clusterChoices() const
{
    QStringList choices;
    for (int i = 0; i < m_cluster->count(); ++i)
        choices << m_cluster->itemText(i);
    return choices;
}

void HistoryDialog::setClusterFilter(const QStringList &nodeNames)
{
    QStringList sorted = nodeNames;
    sorted.sort();
    m_cluster->setCurrentIndex(std::max(0, m_cluster->findData(sorted)));
}

void HistoryDialog::setDateFilter(const QDate &from, const QDate &to)
{
    const QSignalBlocker fromBlocker(m_from);
    const QSignalBlocker toBlocker(m_to);
    m_from->setDate(from.isValid() ? from : kNoDate);
    m_to->setDate(to.isValid() ? to : kNoDate);
    applyFilter();
}

void HistoryDialog::selectRuns(const QList<qint64> &runIds)
{
    {
        const QSignalBlocker blocker(m_table);
        m_table->clearSelection();
        for (int row = 0; row < m_table->rowCount(); ++row) {
            if (runIds.contains(m_table->item(row, ColBaseline)->data(kRunIdRole).toLongLong())) {
                // Add the row to the selection (selectRow() would replace it in extended mode).
                m_table->selectionModel()->select(m_table->model()->index(row, 0),
                                                  QItemSelectionModel::Select | QItemSelectionModel::Rows);
            }
        }
    }
    updateSelection();
}

QList<qint64> HistoryDialog::selectedRunIds() const
{
    QList<qint64> ids;
    if (!m_table->selectionModel())
        return ids;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        ids << m_table->item(index.row(), ColBaseline)->data(kRunIdRole).toLongLong();
    // In list order (newest first), whatever order they were clicked in. The rows are looked up
    // once, not per comparison.
    QHash<qint64, int> rowOf;
    const QList<qint64> shown = shownRunIds();
    for (int row = 0; row < shown.size(); ++row)
        rowOf.insert(shown.at(row), row);
    std::sort(ids.begin(), ids.end(),
              [&rowOf](qint64 a, qint64 b) { return rowOf.value(a) < rowOf.value(b); });
    return ids;
}

const core::RunRecord *HistoryDialog::runById(qint64 runId) const
{
    for (const core::RunRecord &run : m_runs) {
        if (run.id == runId)
            return &run;
    }
    return nullptr;
}

void HistoryDialog::updateSelection()
{
    const QList<qint64> ids = selectedRunIds();
    const core::RunRecord *one = ids.size() == 1 ? runById(ids.first()) : nullptr;
    const bool store = m_model.store() != nullptr;
    m_baselineButton->setEnabled(store && one);
    m_baselineButton->setText(one && one->baseline ? tr("Clear &baseline") : tr("Mark as &baseline"));
    m_rerunButton->setEnabled(store && one && one->kind == QLatin1String("bench"));
    m_showResultsButton->setEnabled(
        store && one && (one->kind == core::kBenchRun.nameText() || one->kind == core::kServeRun.nameText()));
    const bool running = anyRunning(ids);
    m_deleteButton->setEnabled(store && !ids.isEmpty() && !running);
    m_deleteButton->setToolTip(running ? deleteRunningRefusal()
                                       : tr("Deletes the selected runs with all their measurements"));

    m_comparisonBox->hide();
    if (ids.isEmpty()) {
        m_details->setText(m_runs.isEmpty()
                               ? tr("No runs are stored yet: the link tests and benchmarks you run "
                                    "appear here.")
                               : tr("Select a run to see its settings, or two runs to compare "
                                    "them. The baseline is compared with any run you select."));
        return;
    }
    if (ids.size() == 2) {
        const core::RunRecord *a = runById(ids.at(0));
        const core::RunRecord *b = runById(ids.at(1));
        if (!a || !b)
            return;
        // The baseline (or else the older run) is "before".
        const bool aOlder
            = a->startedAtUtc < b->startedAtUtc || (a->startedAtUtc == b->startedAtUtc && a->id < b->id);
        const bool aFirst = a->baseline || (!b->baseline && aOlder);
        const core::RunRecord &before = aFirst ? *a : *b;
        const core::RunRecord &after = aFirst ? *b : *a;
        m_details->setText(QString());
        showComparison(before, after,
                       tr("Run %1 (%2) compared with run %3 (%4).")
                           .arg(after.id)
                           .arg(QLocale().toString(after.startedAtUtc.toLocalTime(), QLocale::ShortFormat))
                           .arg(before.id)
                           .arg(QLocale().toString(before.startedAtUtc.toLocalTime(), QLocale::ShortFormat)));
        return;
    }
    if (!one) {
        m_details->setText(tr("%n runs selected. Select two to compare them.", nullptr, int(ids.size())));
        return;
    }

    // One run: its settings, and the comparison with its kind's baseline when there is another one.
    QStringList lines;
    lines << tr("%1 %2, started %3: %4.")
                 .arg(kindName(one->kind))
                 .arg(one->id)
                 .arg(QLocale().toString(one->startedAtUtc.toLocalTime(), QLocale::LongFormat),
                      statusName(one->status));
    if (!one->error.isEmpty())
        lines << tr("Error: %1").arg(one->error);
    const QMap<QString, core::SettingValue> settings = core::runSettings(*one);
    QStringList settingLines;
    for (auto it = settings.begin(); it != settings.end(); ++it) {
        if (const QString value = valueText(it.value()); !value.isEmpty())
            settingLines << tr("%1: %2").arg(settingName(it.key()), value);
    }
    lines << settingLines.join(QStringLiteral("; "));
    if (one->kind == core::kSetupCheckRun.nameText())
        lines << setupCheckLines(one->id);
    m_details->setText(lines.join(QLatin1Char('\n')));

    const auto baseline = std::find_if(m_runs.begin(), m_runs.end(), [one](const core::RunRecord &run) {
        return run.baseline && run.kind == one->kind && run.id != one->id;
    });
    if (baseline != m_runs.end())
        showComparison(
            *baseline, *one,
            tr("Compared with the baseline, run %1 (%2).")
                .arg(baseline->id)
                .arg(QLocale().toString(baseline->startedAtUtc.toLocalTime(), QLocale::ShortFormat)));
}

QStringList HistoryDialog::setupCheckLines(qint64 runId) const
{
    core::ResultStore *store = m_model.store();
    if (!store)
        return {};
    const auto stored = store->setupCheck(runId);
    if (!stored.ok())
        return {presentation::ErrorText::storeError(stored.error(), m_model.databasePath())};
    if (!stored->has_value())
        return {tr("Nothing of this check was stored: it was interrupted, or the database refused it.")};
    const auto record = core::setupCheckRecordFromJson((*stored)->resultJson);
    if (!record.ok())
        return {tr("This check cannot be read: %1").arg(record.error().detail)};
    QStringList lines;
    if (record->findings.isEmpty())
        lines << tr("It found nothing to fix.");
    for (const core::SetupFinding &finding : record->findings)
        lines << QStringLiteral("• ") + presentation::SetupText::line(finding);
    if (!record->unavailable.isEmpty())
        lines << tr("Not checked: %1.").arg(QLocale().createSeparatedList(record->unavailable));
    return lines;
}

void HistoryDialog::showComparison(const core::RunRecord &before, const core::RunRecord &after,
                                   const QString &title)
{
    core::ResultStore *store = m_model.store();
    if (!store)
        return;
    QList<ComparisonRow> rows;

    // What was set differently.
    for (const core::SettingChange &change : core::changedSettings(before, after))
        rows << ComparisonRow{settingName(change.key), valueText(change.before), valueText(change.after),
                              tr("changed"), 0};
    if (before.kind != after.kind)
        rows.prepend(
            ComparisonRow{tr("What"), kindName(before.kind), kindName(after.kind), tr("changed"), 0});

    // What was measured differently.
    QStringList categories;
    QList<double> firstValues;
    QList<double> secondValues;
    ComparedFigure figure = ComparedFigure::Unknown;
    if (before.kind == core::kBenchRun.nameText() && after.kind == core::kBenchRun.nameText()) {
        const core::Result<QList<core::StoredBenchResult>> first = store->benchResults(before.id);
        const core::Result<QList<core::StoredBenchResult>> second = store->benchResults(after.id);
        if (!first.ok() || !second.ok()) {
            showError(
                ErrorText::storeError(first.ok() ? second.error() : first.error(), m_model.databasePath()));
            return;
        }
        figure = ComparedFigure::TokensPerSecond;
        // Labels from both runs together: a layout that ran over two node sets in either run is
        // named with its nodes in both, so a row reads the same on each side.
        const QList<presentation::BenchSeries> series = presentation::benchSeries(*first + *second);
        const QList<core::StoredBenchResult> firstCharted = BenchChartSpecs::chartedResults(*first);
        const QList<core::StoredBenchResult> secondCharted = BenchChartSpecs::chartedResults(*second);
        for (const auto &[x, y] : core::matchedBenchResults(firstCharted, secondCharted)) {
            const QString label = comparisonLabel(x, y, series);
            rows << figureRow(tr("%1: tokens per second").arg(label), x.summary.outputTokensPerSecond,
                              y.summary.outputTokensPerSecond,
                              tokensPerSecondText(x.summary.outputTokensPerSecond),
                              tokensPerSecondText(y.summary.outputTokensPerSecond), true);
            rows << figureRow(tr("%1: time to first token (median)").arg(label), x.summary.ttftMs.p50,
                              y.summary.ttftMs.p50, AnalysisText::milliseconds(x.summary.ttftMs.p50),
                              AnalysisText::milliseconds(y.summary.ttftMs.p50), false);
            rows << figureRow(tr("%1: time per token (median)").arg(label), x.summary.tpotMs.p50,
                              y.summary.tpotMs.p50, AnalysisText::milliseconds(x.summary.tpotMs.p50),
                              AnalysisText::milliseconds(y.summary.tpotMs.p50), false);
            categories << label;
            firstValues << x.summary.outputTokensPerSecond;
            secondValues << y.summary.outputTokensPerSecond;
        }
    } else if (before.kind == core::kServeRun.nameText() && after.kind == core::kServeRun.nameText()) {
        const core::Result<QList<core::StoredServeResult>> first = store->serveResults(before.id);
        const core::Result<QList<core::StoredServeResult>> second = store->serveResults(after.id);
        if (!first.ok() || !second.ok()) {
            showError(
                ErrorText::storeError(first.ok() ? second.error() : first.error(), m_model.databasePath()));
            return;
        }
        figure = ComparedFigure::TokensPerSecond;
        // The clean steps of both at the same concurrency, in the first run's order.
        const auto layoutOf = [](const core::RunRecord &run) {
            const core::ServeRunConfig *config = run.config.serve();
            return config ? AnalysisText::layoutName(config->plan.layout) : tr("Your server");
        };
        const QString layouts = layoutOf(before) == layoutOf(after)
                                    ? layoutOf(before)
                                    : tr("%1 → %2").arg(layoutOf(before), layoutOf(after));
        for (const core::StoredServeResult &x : *first) {
            const auto y
                = std::find_if(second->begin(), second->end(), [&x](const core::StoredServeResult &step) {
                      return step.concurrency == x.concurrency && step.status == core::RunStatus::Complete;
                  });
            if (x.status != core::RunStatus::Complete || y == second->end())
                continue;
            const QString label = BenchChartSpecs::atOnceLabel(layouts, x.concurrency);
            rows << figureRow(tr("%1: tokens per second").arg(label), x.summary.outputTokensPerSecond,
                              y->summary.outputTokensPerSecond,
                              tokensPerSecondText(x.summary.outputTokensPerSecond),
                              tokensPerSecondText(y->summary.outputTokensPerSecond), true);
            rows << figureRow(tr("%1: time to first token (median)").arg(label), x.summary.ttftMs.p50,
                              y->summary.ttftMs.p50, AnalysisText::milliseconds(x.summary.ttftMs.p50),
                              AnalysisText::milliseconds(y->summary.ttftMs.p50), false);
            rows << figureRow(tr("%1: time per token (median)").arg(label), x.summary.tpotMs.p50,
                              y->summary.tpotMs.p50, AnalysisText::milliseconds(x.summary.tpotMs.p50),
                              AnalysisText::milliseconds(y->summary.tpotMs.p50), false);
            categories << label;
            firstValues << x.summary.outputTokensPerSecond;
            secondValues << y->summary.outputTokensPerSecond;
        }
    } else if (before.kind == core::kLinkRun.nameText() && after.kind == core::kLinkRun.nameText()) {
        const core::Result<QList<core::StoredLinkPair>> first = store->linkPairs(before.id);
        const core::Result<QList<core::StoredLinkPair>> second = store->linkPairs(after.id);
        if (!first.ok() || !second.ok()) {
            showError(
                ErrorText::storeError(first.ok() ? second.error() : first.error(), m_model.databasePath()));
            return;
        }
        figure = ComparedFigure::LinkThroughput;
        for (const auto &[x, y] : core::matchedLinkPairs(*first, *second)) {
            for (const LinkDirection direction : {LinkDirection::Forward, LinkDirection::Reverse}) {
                const bool forward = direction == LinkDirection::Forward;
                const QString label = presentation::LinkText::direction(
                    forward ? x.clientName : x.serverName, forward ? x.serverName : x.clientName);
                const std::optional<double> p = metricValue(*x.report, direction, LinkMetric::Throughput1);
                const std::optional<double> q = metricValue(*y.report, direction, LinkMetric::Throughput1);
                if (!p || !q)
                    continue;
                rows << figureRow(tr("%1: throughput, one stream").arg(label), *p, *q,
                                  presentation::LinkText::bitsPerSecond(*p),
                                  presentation::LinkText::bitsPerSecond(*q), true);
                categories << label;
                firstValues << *p / 1e9;
                secondValues << *q / 1e9;
            }
            const std::optional<double> p
                = metricValue(*x.report, LinkDirection::Forward, LinkMetric::RttP50);
            const std::optional<double> q
                = metricValue(*y.report, LinkDirection::Forward, LinkMetric::RttP50);
            if (p && q)
                rows << figureRow(tr("%1: round trip (median)")
                                      .arg(presentation::LinkText::pair(x.clientName, x.serverName)),
                                  *p, *q, presentation::LinkText::roundTrip(*p),
                                  presentation::LinkText::roundTrip(*q), false);
        }
    }

    const QString firstName = tr("Run %1").arg(before.id) + (before.baseline ? tr(" (baseline)") : QString());
    const QString secondName = tr("Run %1").arg(after.id) + (after.baseline ? tr(" (baseline)") : QString());
    m_comparison->setRowCount(0);
    m_comparison->setHorizontalHeaderLabels({tr("What"), firstName, secondName, tr("Change")});
    for (const ComparisonRow &row : std::as_const(rows)) {
        const int r = m_comparison->rowCount();
        m_comparison->insertRow(r);
        m_comparison->setItem(r, 0, new QTableWidgetItem(row.what));
        m_comparison->setItem(r, 1, new QTableWidgetItem(row.first));
        m_comparison->setItem(r, 2, new QTableWidgetItem(row.second));
        auto *change = new QTableWidgetItem(row.change);
        change->setData(Qt::UserRole, row.better);
        if (row.better != 0) {
            change->setForeground(row.better > 0 ? QColor(0, 120, 60) : QColor(176, 0, 32));
            change->setToolTip(row.better > 0 ? tr("Better than run %1").arg(before.id)
                                              : tr("Worse than run %1").arg(before.id));
        }
        m_comparison->setItem(r, 3, change);
    }
    if (rows.isEmpty()) {
        m_comparison->insertRow(0);
        m_comparison->setItem(0, 0,
                              new QTableWidgetItem(tr("Same settings, and nothing measured in both runs.")));
    }
    m_comparisonTitle->setText(title);
    m_comparisonChart->setSpec(
        BenchChartSpecs::comparison(figure, categories, firstName, firstValues, secondName, secondValues));
    m_comparisonBox->show();
}

void HistoryDialog::markBaseline()
{
    const QList<qint64> ids = selectedRunIds();
    core::ResultStore *store = m_model.store();
    const core::RunRecord *run = ids.size() == 1 ? runById(ids.first()) : nullptr;
    if (!store || !run)
        return;
    // Marking the baseline again clears it; the other kinds keep theirs.
    const core::Result<void> done
        = run->baseline ? store->clearBaseline(run->kind) : store->setBaselineRun(run->id);
    if (!done.ok())
        showError(ErrorText::storeError(done.error(), m_model.databasePath()));
    reload();
}

bool HistoryDialog::anyRunning(const QList<qint64> &runIds) const
{
    return std::any_of(runIds.begin(), runIds.end(), [this](qint64 id) {
        const core::RunRecord *run = runById(id);
        return run && run->status == core::RunStatus::Running;
    });
}

void HistoryDialog::deleteSelected()
{
    const QList<qint64> ids = selectedRunIds();
    if (!m_model.store() || ids.isEmpty())
        return;
    // A run still going would lose its rows under the runner's feet (the button says why). One a
    // kill or crash left behind is Interrupted by now (reload()) and can go.
    if (anyRunning(ids)) {
        showError(deleteRunningRefusal());
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Question, tr("Delete runs?"),
                                tr("Delete %n run(s) with all their measurements?", nullptr, int(ids.size())),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("deleteRunsConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextFormat(Qt::PlainText);
    box->setInformativeText(tr("They are removed from the database for good; the PDF, CSV and JSON files you "
                               "saved stay as they are."));
    QPushButton *remove = box->addButton(tr("&Delete"), QMessageBox::DestructiveRole);
    remove->setObjectName(QStringLiteral("confirmDeleteButton"));
    QPushButton *cancel = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(cancel);
    box->setEscapeButton(cancel);
    connect(box, &QMessageBox::finished, this, [this, box, remove, ids] {
        if (box->clickedButton() == remove)
            deleteRuns(ids);
    });
    box->open();
}

void HistoryDialog::deleteRuns(const QList<qint64> &runIds)
{
    core::ResultStore *store = m_model.store();
    if (!store)
        return;
    QString error;
    for (qint64 id : runIds) {
        if (const core::Result<void> deleted = store->deleteRun(id); !deleted.ok()) {
            error = ErrorText::storeError(deleted.error(), m_model.databasePath());
            break;
        }
        // The Results and Export pages must not show a run that is gone.
        if (m_model.resultsRunId() == id)
            m_model.setResultsRunId(0);
    }
    reload();
    if (!error.isEmpty())
        showError(error);
}

void HistoryDialog::showSelectedResults()
{
    const QList<qint64> ids = selectedRunIds();
    const core::RunRecord *run = ids.size() == 1 ? runById(ids.first()) : nullptr;
    if (!run || (run->kind != core::kBenchRun.nameText() && run->kind != core::kServeRun.nameText()))
        return;
    m_model.setResultsRunId(run->id);
    Q_EMIT showResultsRequested(run->id);
}

void HistoryDialog::rerunSelected()
{
    const QList<qint64> ids = selectedRunIds();
    const core::RunRecord *run = ids.size() == 1 ? runById(ids.first()) : nullptr;
    if (run && run->kind == QLatin1String("bench"))
        Q_EMIT rerunRequested(run->id);
}

QChart *HistoryDialog::comparisonChart() const
{
    return m_comparisonChart->chart();
}

QString HistoryDialog::errorText() const
{
    return m_error->text();
}

QString HistoryDialog::detailsText() const
{
    return m_details->text();
}

void HistoryDialog::showError(const QString &text)
{
    m_error->setText(text);
    m_error->setVisible(!text.isEmpty());
}

} // namespace shardscope::ui
