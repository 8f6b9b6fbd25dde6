#pragma once

#include <QWizard>

namespace shardscope::ui {

class WizardModel;

/// The ShardScope wizard. Pages share the WizardModel, which outlives the wizard.
class ShardScopeWizard : public QWizard
{
    Q_OBJECT

public:
    /// The ids of the whole flow, in order. Only the pages that exist are added.
    enum PageId { Welcome, Goal, Machines, Deploy, Network, Inference, Results, Export };
    Q_ENUM(PageId)

    explicit ShardScopeWizard(WizardModel &model, QWidget *parent = nullptr);

    WizardModel &model() const { return m_model; }

private:
    WizardModel &m_model;
};

} // namespace shardscope::ui
