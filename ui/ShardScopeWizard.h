#pragma once

#include <QPointer>
#include <QWizard>

#include <memory>

namespace shardscope::ui {

class HistoryDialog;
class NodeInteraction;
class WizardModel;

/// The ShardScope wizard. Pages share the WizardModel, which outlives the wizard.
class ShardScopeWizard : public QWizard
{
    Q_OBJECT

public:
    /// The ids of the whole flow, in order.
    enum PageId { Welcome, Machines, Deploy, SetupCheck, Network, Goal, Inference, Results, Export };
    Q_ENUM(PageId)

    /// SSH's questions (host keys, passwords) are asked with dialogs.
    explicit ShardScopeWizard(WizardModel &model, QWidget *parent = nullptr);
    /// SSH's questions go to interaction (tests answer them), which must outlive the wizard.
    ShardScopeWizard(WizardModel &model, NodeInteraction &interaction, QWidget *parent = nullptr);
    ~ShardScopeWizard() override;

    WizardModel &model() const { return m_model; }

    /// Stops every probe, node job and benchmark of the pages and waits for them (briefly blocking).
    void stopJobs();
    /// Cancel, Escape, closing the window or Finish: stops the jobs first, so that nothing goes
    /// on (or asks about host keys and passwords) behind a hidden wizard.
    void done(int result) override;

    /// Shows this language as chosen on the Welcome page ("" for the system language).
    void setLanguage(const QString &code);
    /// Opens the history of runs (non-modal; one at a time).
    void showHistory();
    /// The history dialog while it is open, else null.
    HistoryDialog *historyDialog() const;
    /// "Re-run with the same configuration": takes the stored run's plan into the inference
    /// settings (machines by name) and goes to the Inference page. False, with a message, when the
    /// run cannot be read.
    bool rerun(qint64 runId);
    /// "Show results" of a stored benchmark run: makes it the model's bench run and goes to the
    /// Results page. False, with a message, while a benchmark runs (leaving would stop it).
    bool showResults(qint64 runId);

Q_SIGNALS:
    /// The user chose another language on the Welcome page (MainWindowController rebuilds the
    /// wizard in it).
    void languageChangeRequested(const QString &code);

private:
    void addPages(NodeInteraction &interaction);
    void fitToScreen();
    /// To page `id`: back when it was visited on the way here, else straight there.
    void goTo(int id);

    WizardModel &m_model;
    std::unique_ptr<NodeInteraction> m_ownInteraction;
    QPointer<HistoryDialog> m_history;
};

} // namespace shardscope::ui
