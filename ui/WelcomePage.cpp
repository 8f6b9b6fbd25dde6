#include "ui/WelcomePage.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
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

    m_languageCombo = new QComboBox(this);
    m_languageCombo->setObjectName(QStringLiteral("languageCombo"));
    for (const auto &[code, name] : languages())
        m_languageCombo->addItem(code.isEmpty() ? tr("System language") : name, code);
    m_languageCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *languageLabel = new QLabel(tr("&Language:"), this);
    languageLabel->setBuddy(m_languageCombo);
    m_historyButton = new QPushButton(tr("&History…"), this);
    m_historyButton->setObjectName(QStringLiteral("historyButton"));
    m_historyButton->setToolTip(tr("Every earlier run: compare them, mark a baseline, run one again"));
    auto *row = new QHBoxLayout;
    row->addWidget(languageLabel);
    row->addWidget(m_languageCombo);
    row->addStretch(1);
    row->addWidget(m_historyButton);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_body);
    layout->addStretch(1);
    layout->addLayout(row);

    connect(m_languageCombo, &QComboBox::activated, this,
            [this] { Q_EMIT languageChangeRequested(language()); });
    connect(m_historyButton, &QPushButton::clicked, this, &WelcomePage::historyRequested);
}

QList<std::pair<QString, QString>> WelcomePage::languages()
{
    return {
        {QString(), QStringLiteral("System language")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("es"), QStringLiteral("Español")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
    };
}

void WelcomePage::setLanguage(const QString &code)
{
    const int index = m_languageCombo->findData(code);
    m_languageCombo->setCurrentIndex(index >= 0 ? index : 0); // activated() is the user's only
}

QString WelcomePage::language() const
{
    return m_languageCombo->currentData().toString();
}

} // namespace shardscope::ui
