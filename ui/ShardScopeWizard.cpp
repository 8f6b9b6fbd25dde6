#include "ui/ShardScopeWizard.h"

#include "ui/MachinesPage.h"
#include "ui/WelcomePage.h"
#include "ui/WizardModel.h"

namespace shardscope::ui {

ShardScopeWizard::ShardScopeWizard(WizardModel &model, QWidget *parent)
    : QWizard(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("shardScopeWizard"));
    setWindowTitle(tr("ShardScope"));
    setWizardStyle(QWizard::ModernStyle);
    setOption(QWizard::NoBackButtonOnStartPage, true);
    setOption(QWizard::NoCancelButtonOnLastPage, true);

    setPage(Welcome, new WelcomePage(this));
    setPage(Machines, new MachinesPage(model, this));
    setStartId(Welcome);

    setMinimumSize(880, 620);
    resize(1100, 760);
}

} // namespace shardscope::ui
