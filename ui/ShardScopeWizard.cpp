#include "ui/ShardScopeWizard.h"

#include "ui/DeployPage.h"
#include "ui/DialogNodeInteraction.h"
#include "ui/MachinesPage.h"
#include "ui/WelcomePage.h"
#include "ui/WizardModel.h"

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
    // The pages stop their jobs when destroyed, and may close an open question then: they go
    // before the interaction (a member, which would otherwise die before QWizard deletes them).
    const QList<int> ids = pageIds();
    for (int id : ids) {
        QWizardPage *page = this->page(id);
        removePage(id);
        delete page;
    }
}

void ShardScopeWizard::addPages(NodeInteraction &interaction)
{
    setObjectName(QStringLiteral("shardScopeWizard"));
    setWindowTitle(tr("ShardScope"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnStartPage, true);
    setOption(QWizard::NoCancelButtonOnLastPage, true);

    setPage(Welcome, new WelcomePage(this));
    setPage(Machines, new MachinesPage(m_model, interaction, this));
    setPage(Deploy, new DeployPage(m_model, interaction, this));
    setStartId(Welcome);

    setMinimumSize(880, 620);
    resize(1100, 760);
}

} // namespace shardscope::ui
