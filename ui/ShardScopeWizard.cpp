#include "ui/ShardScopeWizard.h"

#include "ui/DeployPage.h"
#include "ui/DialogNodeInteraction.h"
#include "ui/MachinesPage.h"
#include "ui/NetworkPage.h"
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
    // Every job stops (and any open question closes) while the interaction, a member, still
    // exists: when ~QWizard deletes the pages afterwards they have nothing left to cancel. The
    // pages are not removePage()d here: removing the current page makes QWizard restart() and
    // initialize another one, and the Machines page would store "This computer" and start the
    // agent while the wizard closes.
    stopJobs();
}

void ShardScopeWizard::stopJobs()
{
    const QList<int> ids = pageIds();
    for (int id : ids) {
        if (auto *machines = qobject_cast<MachinesPage *>(page(id)))
            machines->stopJobs();
        else if (auto *deploy = qobject_cast<DeployPage *>(page(id)))
            deploy->stopJobs();
        else if (auto *network = qobject_cast<NetworkPage *>(page(id)))
            network->stopJobs();
    }
}

void ShardScopeWizard::done(int result)
{
    stopJobs();
    QWizard::done(result);
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
    setPage(Network, new NetworkPage(m_model, interaction, this));
    setStartId(Welcome);

    setMinimumSize(880, 620);
    resize(1100, 760);
}

} // namespace shardscope::ui
