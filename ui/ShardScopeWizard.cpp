#include "ui/ShardScopeWizard.h"

#include "ui/DeployPage.h"
#include "ui/DialogNodeInteraction.h"
#include "ui/ExportPage.h"
#include "ui/GoalPage.h"
#include "ui/HistoryDialog.h"
#include "ui/InferencePage.h"
#include "ui/InferencePlan.h"
#include "ui/MachinesPage.h"
#include "ui/NetworkPage.h"
#include "ui/ResultsPage.h"
#include "ui/SetupCheckPage.h"
#include "ui/WelcomePage.h"
#include "ui/WizardModel.h"

#include <QGuiApplication>
#include <QMessageBox>
#include <QScreen>

#include <algorithm>

namespace shardscope::ui {

ShardScopeWizard::ShardScopeWizard(WizardModel &model, QWidget *parent)
    : QWizard(parent)
    , m_model(model)
{
    m_ownInteraction = std::make_unique<DialogNodeInteraction>(this);
    addPages(*m_ownInteraction);
}

ShardScopeWizard::ShardScopeWizard(WizardModel &model, NodeInteraction &interaction, QWidget *parent)
    : QWizard(parent)
    , m_model(model)
{
    addPages(interaction);
}

ShardScopeWizard::~ShardScopeWizard()
{
    // Every job stops (and any open question closes) while the interaction, a member, still
    // exists: when ~QWizard deletes the pages afterwards they have nothing left to cancel. The
    // pages are not removePage()d here: removing the current page makes QWizard restart() and
    // initialize another one, and the Machines page would store "This computer" and start the
    // agent while the wizard closes.
    stopJobs();
    delete m_history.data(); // a child, but it holds the model: gone before the pages
}

void ShardScopeWizard::stopJobs()
{
    const QList<int> ids = pageIds();
    for (int id : ids) {
        if (auto *machines = qobject_cast<MachinesPage *>(page(id)))
            machines->stopJobs();
        else if (auto *deploy = qobject_cast<DeployPage *>(page(id)))
            deploy->stopJobs();
        else if (auto *setup = qobject_cast<SetupCheckPage *>(page(id)))
            setup->stopJobs();
        else if (auto *network = qobject_cast<NetworkPage *>(page(id)))
            network->stopJobs();
        else if (auto *inference = qobject_cast<InferencePage *>(page(id)))
            inference->stopJobs();
    }
}

void ShardScopeWizard::done(int result)
{
    stopJobs();
    if (m_history)
        m_history->close();
    QWizard::done(result);
}

void ShardScopeWizard::setLanguage(const QString &code)
{
    if (auto *welcome = qobject_cast<WelcomePage *>(page(Welcome)))
        welcome->setLanguage(code);
}

void ShardScopeWizard::showHistory()
{
    if (!m_history) {
        m_history = new HistoryDialog(m_model, this);
        m_history->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_history, &HistoryDialog::rerunRequested, this, &ShardScopeWizard::rerun);
        connect(m_history, &HistoryDialog::showResultsRequested, this, &ShardScopeWizard::showResults);
    }
    m_history->show();
    m_history->raise();
    m_history->activateWindow();
}

HistoryDialog *ShardScopeWizard::historyDialog() const
{
    return m_history;
}

bool ShardScopeWizard::rerun(qint64 runId)
{
    const auto fail = [this](const QString &text) {
        // Window-modal and opened, not exec()'d: the event loop goes on.
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Run again"), text, QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("rerunMessage"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return false;
    };
    auto *inference = qobject_cast<InferencePage *>(page(Inference));
    if (!inference)
        return false;
    if (inference->isRunning())
        return fail(tr("A benchmark is running. Wait for it or cancel it, then run the other one again."));
    core::ResultStore *store = m_model.store();
    if (!store)
        return fail(tr("There is no database, so there is no stored run to repeat."));
    const auto record = store->run(runId);
    if (!record.ok() || !record->has_value())
        return fail(tr("Run %1 is no longer in the database.").arg(runId));
    const core::RunConfig &config = (*record)->config;
    if (!config.bench())
        return fail(tr("Run %1 cannot be repeated: its configuration cannot be read (%2).")
                        .arg(runId)
                        .arg(config.error.isEmpty() ? QStringLiteral("the run is not an inference benchmark")
                                                    : config.error));
    const InferenceSettings settings = settingsFromPlan(config.bench()->plan, m_model.inferenceSettings());

    // Machines of the run that cannot take part now (removed, or their agent taken off) are never
    // dropped silently: a split over other machines measures something else, so that is refused;
    // otherwise the run goes on with a warning that names them and the machines used instead.
    InferenceSettings chosen = settings;
    const QList<BenchCandidate> candidates = benchCandidates(m_model);
    QStringList missing;
    QStringList kept;
    for (const QString &name : std::as_const(chosen.nodeNames)) {
        const bool present = std::any_of(candidates.cbegin(), candidates.cend(),
                                         [&name](const BenchCandidate &node) { return node.name == name; });
        (present ? kept : missing) << name;
    }
    QString notice;
    if (!missing.isEmpty()) {
        const bool split = chosen.layouts.contains(protocol::BenchLayout::TensorParallel)
                           || chosen.layouts.contains(protocol::BenchLayout::PipelineParallel);
        if (split)
            return fail(
                tr("Run %1 cannot be repeated as it was: it split the model over %2, and %3 can no "
                   "longer take part (removed, or its agent was taken off). Over other machines the "
                   "split would measure something else. Add the machine again on the Machines page, "
                   "or choose the machines yourself on the Inference page.",
                   nullptr, int(missing.size()))
                    .arg(runId)
                    .arg(chosen.nodeNames.join(QStringLiteral(", ")), missing.join(QStringLiteral(", "))));
        chosen.nodeNames = kept; // none left: chosenCandidates() takes every machine there is
        QStringList now;
        for (const BenchCandidate &node : chosenCandidates(m_model, chosen))
            now << node.name;
        notice = tr("Run %1 used %2, which can no longer take part (removed, or its agent was taken off). "
                    "This time it runs on %3.",
                    nullptr, int(missing.size()))
                     .arg(runId)
                     .arg(missing.join(QStringLiteral(", ")), now.join(QStringLiteral(", ")));
    }
    m_model.setInferenceSettings(chosen);
    inference->setRerunNotice(notice);

    goTo(Inference);
    return currentId() == Inference;
}

bool ShardScopeWizard::showResults(qint64 runId)
{
    // The history set the model's results run already; a direct call sets it here.
    m_model.setResultsRunId(runId);
    auto *inference = qobject_cast<InferencePage *>(page(Inference));
    if (inference && inference->isRunning() && currentId() != Results) {
        // Leaving would stop the running benchmark: the user did not ask for that.
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Show results"),
                                    tr("A benchmark is running. Wait for it or cancel it, then show the "
                                       "other run's results."),
                                    QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("showResultsMessage"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return false;
    }
    goTo(Results);
    return currentId() == Results;
}

void ShardScopeWizard::goTo(int id)
{
    // Back through the pages when it was on the way here, else straight there (the pages in
    // between keep what they have).
    if (currentId() == id)
        return;
    stopJobs();
    if (visitedIds().contains(id)) {
        while (currentId() != id && visitedIds().size() > 1)
            back();
    } else {
        setCurrentId(id);
    }
}

void ShardScopeWizard::addPages(NodeInteraction &interaction)
{
    setObjectName(QStringLiteral("shardScopeWizard"));
    setWindowTitle(tr("ShardScope"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnStartPage, true);
    setOption(QWizard::NoCancelButtonOnLastPage, true);

    auto *welcome = new WelcomePage(this);
    connect(welcome, &WelcomePage::languageChangeRequested, this, &ShardScopeWizard::languageChangeRequested);
    connect(welcome, &WelcomePage::historyRequested, this, &ShardScopeWizard::showHistory);
    setPage(Welcome, welcome);
    setPage(Machines, new MachinesPage(m_model, interaction, this));
    setPage(Deploy, new DeployPage(m_model, interaction, this));
    setPage(SetupCheck, new SetupCheckPage(m_model, interaction, this));
    setPage(Network, new NetworkPage(m_model, interaction, this));
    setPage(Goal, new GoalPage(m_model, this));
    setPage(Inference, new InferencePage(m_model, interaction, this));
    setPage(Results, new ResultsPage(m_model, this));
    auto *exportPage = new ExportPage(m_model, this);
    // One history for the whole window: the Export page's button opens the wizard's.
    connect(exportPage, &ExportPage::historyRequested, this, &ShardScopeWizard::showHistory);
    setPage(Export, exportPage);
    setStartId(Welcome);

    setMinimumSize(880, 620);
    fitToScreen();
}

void ShardScopeWizard::fitToScreen()
{
    // 1100×760 where there is room; on a 1280×800 screen (less its panels) or a high-DPI one with
    // large scaling, no bigger than 95 % of the space the screen leaves: the buttons stay reachable.
    QSize size(1100, 760);
    if (const QScreen *screen = QGuiApplication::primaryScreen()) {
        const QSize available = screen->availableGeometry().size() * 0.95;
        size = size.boundedTo(available).expandedTo(minimumSize().boundedTo(available));
        setMinimumSize(minimumSize().boundedTo(available));
    }
    resize(size);
}

} // namespace shardscope::ui
