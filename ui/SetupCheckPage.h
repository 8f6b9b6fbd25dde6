#pragma once

#include "core/run/RunRecorder.h"
#include "ui/SetupCheckRunner.h"

#include <QWizardPage>

#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QTreeWidget;

namespace shardscope::ui {

class ErrorBox;
class NodeInteraction;
class WizardModel;

/// Is the setup right? Before anything is measured: each machine's cluster interface (the one the
/// user chose, else the suggested one, with why and the settings that pin software to it), and
/// whether the machines reach each other the way inference software will (names, TCP and UDP to
/// ports opened for the check, routers, path MTU), leased addresses, duplicate names, inference
/// servers open to every network and host firewalls: each check passed, a warning or a problem,
/// its findings with what to do on click. The fresh inventories are kept; the setup sheet (PDF or
/// Markdown) is saved from here. Each check is stored as a run: the History lists it, and the
/// Results page and the report show its findings beside the measurements.
class SetupCheckPage : public QWizardPage
{
    Q_OBJECT

public:
    SetupCheckPage(WizardModel &model, NodeInteraction &interaction, QWidget *parent = nullptr);
    /// Runs `check` instead of core::runSetupCheck (tests).
    SetupCheckPage(WizardModel &model, NodeInteraction &interaction, SetupCheckRunner::CheckFunction check,
                   QWidget *parent = nullptr);
    ~SetupCheckPage() override;

    void initializePage() override;
    void cleanupPage() override;
    bool isComplete() const override;

    /// Checks every machine of the Machines page.
    void run();
    /// Asks the check to stop. Never blocks.
    void cancel();
    /// Stops the check and waits for it (briefly blocking). For the wizard closing.
    void stopJobs();
    bool isRunning() const;
    /// Writes the setup sheet of the last check: a PDF, or Markdown for a path ending in .md.
    core::Result<void> saveSheet(const QString &path);
    /// The last check's result (empty before the first).
    const core::SetupCheckResult &result() const { return m_runner->result(); }

private:
    void buildUi();
    void updateControls();
    void showResult();
    void showSelected();
    void fitMachineTree();
    void chooseSheetFile();
    void onNodeFinished(int index, const core::NodeOutcome &outcome);
    void onFinished();

    WizardModel &m_model;
    SetupCheckRunner *m_runner = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_sheetButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_statusLabel = nullptr;
    QTreeWidget *m_machines = nullptr;
    QTreeWidget *m_checks = nullptr;
    QLabel *m_detail = nullptr;
    ErrorBox *m_errorBox = nullptr;
    QString m_stage;
    bool m_checked = false;   ///< a check finished since the page was built
    bool m_cancelled = false; ///< the current or last check was asked to stop
    /// The current check's run in the store (as `shardscope-cli check` stores it), fed when it ends.
    std::optional<core::RunRecorder> m_recorder;
};

} // namespace shardscope::ui
