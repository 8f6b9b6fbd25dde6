#include "ui/WelcomePage.h"

#include <QLabel>
#include <QVBoxLayout>

namespace shardscope::ui {

WelcomePage::WelcomePage(QWidget *parent)
    : QWizardPage(parent)
{
    setTitle(tr("Welcome to ShardScope"));
    setSubTitle(tr("ShardScope finds out, by measuring, whether your model runs better on one machine or "
                   "split across several of your machines."));

    const QString steps
        = QStringLiteral("<ol>")
          + QStringLiteral("<li>%1</li>")
                .arg(tr("<b>Inventory.</b> It lists what each machine has: GPUs, memory, network "
                        "interfaces and their link speed, operating system, inference software."))
          + QStringLiteral("<li>%1</li>")
                .arg(tr("<b>Agent.</b> It copies a small helper program, the ShardScope agent, to each "
                        "machine over SSH. It needs no administrator rights and can be removed at any "
                        "time."))
          + QStringLiteral("<li>%1</li>")
                .arg(tr("<b>Link tests.</b> The agents measure delay, jitter, packet loss and "
                        "throughput between every pair of machines."))
          + QStringLiteral("<li>%1</li>")
                .arg(tr("<b>Inference runs.</b> The same model shape runs on one machine and split "
                        "across machines, with time to first token and tokens per second measured."))
          + QStringLiteral("<li>%1</li>")
                .arg(tr("<b>Verdict and report.</b> ShardScope tells you whether to stay on one machine, "
                        "run copies side by side or split the model, with the numbers behind it, and "
                        "saves a PDF report."))
          + QStringLiteral("</ol>");

    const QString needs
        = QStringLiteral("<ul>")
          + QStringLiteral("<li>%1</li>").arg(tr("The machines you want to use, switched on."))
          + QStringLiteral("<li>%1</li>")
                .arg(tr("SSH access to each of them with your user name (a key is best)."))
          + QStringLiteral("<li>%1</li>")
                .arg(tr("A wired network: the machines connected by cable to the same switch. Wi-Fi "
                        "works, but it is usually too slow for splitting a model."))
          + QStringLiteral("</ul>");

    m_body = new QLabel(this);
    m_body->setObjectName(QStringLiteral("welcomeText"));
    m_body->setTextFormat(Qt::RichText);
    m_body->setWordWrap(true);
    m_body->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_body->setText(QStringLiteral("<p><b>%1</b></p>%2<p><b>%3</b></p>%4<p>%5</p>")
                        .arg(tr("What will happen"), steps, tr("What you need"), needs,
                             tr("Nothing is changed on your machines except the agent's own folder. Click "
                                "Next to start with this computer.")));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_body);
    layout->addStretch(1);
}

} // namespace shardscope::ui
