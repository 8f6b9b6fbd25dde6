#pragma once

#include <QWizard>

#include <memory>

namespace shardscope::ui {

class NodeInteraction;
class WizardModel;

/// The ShardScope wizard. Pages share the WizardModel, which outlives the wizard.
class ShardScopeWizard : public QWizard
{
    Q_OBJECT

public:
    /// The ids of the whole flow, in order. Only the pages that exist are added.
    enum PageId { Welcome, Goal, Machines, Deploy, Network, Inference, Results, Export };
    Q_ENUM(PageId)

    /// SSH's questions (host keys, passwords) are asked with dialogs.
    explicit ShardScopeWizard(WizardModel &model, QWidget *parent = nullptr);
    /// SSH's questions go to interaction (tests answer them), which must outlive the wizard.
    ShardScopeWizard(WizardModel &model, NodeInteraction &interaction, QWidget *parent = nullptr);
    ~ShardScopeWizard() override;

    WizardModel &model() const { return m_model; }

    /// Stops every probe and node job of the pages and waits for them (briefly blocking).
    void stopJobs();
    /// Cancel, Escape, closing the window or Finish: stops the jobs first, so that nothing goes
    /// on (or asks about host keys and passwords) behind a hidden wizard.
    void done(int result) override;

private:
    void addPages(NodeInteraction &interaction);

    WizardModel &m_model;
    std::unique_ptr<NodeInteraction> m_ownInteraction;
};

} // namespace shardscope::ui
