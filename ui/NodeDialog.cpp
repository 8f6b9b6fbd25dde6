#include "ui/NodeDialog.h"

#include "core/SafeText.h"
#include "presentation/InventoryText.h"
#include "ui/PlainLabel.h"
#include "ui/WizardModel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

namespace shardscope::ui {

NodeDialog::NodeDialog(const QStringList &takenNames, QWidget *parent)
    : QDialog(parent)
    , m_takenNames(takenNames)
{
    setObjectName(QStringLiteral("nodeDialog"));
    setWindowTitle(tr("Add a machine"));

    auto *intro = new QLabel(tr("ShardScope reaches the machine over SSH, as you would with "
                                "\"ssh -p PORT USER@ADDRESS\". Nothing needs to be installed on it "
                                "beforehand."),
                             this);
    intro->setWordWrap(true);

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setPlaceholderText(tr("for example node2"));
    m_address = new QLineEdit(this);
    m_address->setObjectName(QStringLiteral("addressEdit"));
    m_address->setPlaceholderText(tr("host name or IP address, e.g. 192.168.1.20"));
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("portSpin"));
    m_port->setRange(1, 65535);
    m_port->setValue(22);
    m_port->setAccelerated(true);
    m_user = new QLineEdit(this);
    m_user->setObjectName(QStringLiteral("userEdit"));
    m_user->setPlaceholderText(tr("empty: your user name on this computer"));
    m_identity = new QLineEdit(this);
    m_identity->setObjectName(QStringLiteral("identityEdit"));
    m_identity->setPlaceholderText(tr("empty: ssh-agent and your default keys"));
    m_browse = new QPushButton(tr("&Browse…"), this);
    m_browse->setObjectName(QStringLiteral("browseIdentityButton"));
    auto *identityRow = new QHBoxLayout;
    identityRow->addWidget(m_identity, 1);
    identityRow->addWidget(m_browse);
    m_interface = new QComboBox(this);
    m_interface->setObjectName(QStringLiteral("interfaceCombo"));
    m_interface->setEditable(true);
    m_interface->setInsertPolicy(QComboBox::NoInsert);
    m_interface->lineEdit()->setPlaceholderText(tr("empty: choose later"));
    m_interface->setToolTip(tr("The network interface this machine uses to talk to the other machines "
                               "during split inference, e.g. the fastest wired one."));

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Address:"), m_address);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("&Identity file:"), identityRow);
    qobject_cast<QLabel *>(form->labelForField(identityRow))->setBuddy(m_identity);
    form->addRow(tr("&Cluster interface:"), m_interface);

    m_problemIcon = new QLabel(this);
    m_problemIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(16, 16));
    m_problemIcon->setAlignment(Qt::AlignTop);
    m_problem = plainLabel(QStringLiteral("problemLabel"), this);
    auto *problemRow = new QHBoxLayout;
    problemRow->addWidget(m_problemIcon);
    problemRow->addWidget(m_problem, 1);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addLayout(problemRow);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    for (QLineEdit *edit : {m_name, m_address, m_user, m_identity})
        connect(edit, &QLineEdit::textChanged, this, &NodeDialog::validate);
    connect(m_port, &QSpinBox::valueChanged, this, &NodeDialog::validate);
    connect(m_interface, &QComboBox::currentTextChanged, this, &NodeDialog::validate);
    connect(m_browse, &QPushButton::clicked, this, &NodeDialog::browseIdentity);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    setMinimumWidth(520);
    validate();
}

void NodeDialog::setRecord(const core::HostRecord &record)
{
    m_original = record;
    setWindowTitle(tr("Edit %1").arg(record.name));
    m_name->setText(record.name);
    m_address->setText(record.address);
    m_port->setValue(record.port);
    m_user->setText(record.user);
    m_identity->setText(record.identityFile);
    m_interface->setEditText(record.clusterInterface);
    validate();
}

void NodeDialog::setInterfaces(const std::vector<protocol::NicInfo> &nics)
{
    const QString current = m_interface->currentText();
    m_interface->clear();
    for (const protocol::NicInfo &nic : nics) {
        if (nic.loopback)
            continue;
        // "enp3s0 — 10 Gb/s, 192.168.1.20/24": the name first, which record() reads back.
        QStringList facts;
        if (nic.speedMbps)
            facts << presentation::InventoryText::speed(nic);
        if (nic.wireless)
            facts << tr("Wi-Fi");
        const QString addresses = presentation::InventoryText::addresses(nic, QStringLiteral(", "));
        if (!addresses.isEmpty() && addresses != presentation::InventoryText::unknown()
            && addresses != QLatin1String("—"))
            facts << addresses;
        const QString name = QString::fromStdString(nic.name);
        m_interface->addItem(
            facts.isEmpty() ? name : tr("%1 — %2").arg(name, facts.join(QStringLiteral(", "))), name);
    }
    m_interface->setEditText(current);
}

core::HostRecord NodeDialog::record() const
{
    core::HostRecord record = m_original;
    record.name = m_name->text().trimmed();
    record.address = m_address->text().trimmed();
    record.port = m_port->value();
    record.user = m_user->text().trimmed();
    record.identityFile = m_identity->text().trimmed();
    // An entry of the list reads "eth0 — 10 Gb/s, …": the name is the first word.
    record.clusterInterface = m_interface->currentText().trimmed().section(QLatin1Char(' '), 0, 0);
    return record;
}

QString NodeDialog::problem() const
{
    return problem(record(), m_takenNames);
}

QString NodeDialog::problemText(core::HostProblem problem, const core::HostRecord &record)
{
    switch (problem) {
    case core::HostProblem::None:
        return {};
    case core::HostProblem::NameEmpty:
        return tr("Enter a name for the machine, for example node2.");
    case core::HostProblem::NameTooLong:
        return tr("The name is too long: use at most 64 characters.");
    case core::HostProblem::NameHasControl:
        return tr("The name must not contain line breaks, tabs or other control characters.");
    case core::HostProblem::NameHasComma:
        return tr("The name must not contain a comma: the command line separates names with commas.");
    case core::HostProblem::NameReserved:
        return tr("\"%1\" is the name of the machine ShardScope runs on: choose another name.")
            .arg(record.name);
    case core::HostProblem::AddressEmpty:
        return tr("Enter the machine's address: its host name or IP address.");
    case core::HostProblem::AddressHasSpace:
        return tr("The address must not contain spaces or control characters.");
    case core::HostProblem::AddressHasUser:
        return tr("Enter only the address here; the user name (before the @) goes into User.");
    case core::HostProblem::AddressHasPort:
        return tr("Enter the address without a port; the port goes into Port.");
    case core::HostProblem::AddressInvalid:
        return tr("The address may contain only letters, digits, dots and hyphens, and must not start "
                  "with a hyphen.");
    case core::HostProblem::PortInvalid:
        return tr("The port must be a number from 1 to 65535.");
    case core::HostProblem::UserInvalid:
        if (record.user.contains(QLatin1Char('@')))
            return tr("Enter only the user name here, without @ and the address.");
        return tr("The user name may contain only letters, digits, dots, hyphens and underscores, and "
                  "must not start with a hyphen.");
    case core::HostProblem::IdentityHasControl:
        return tr("The identity file's path must not contain control characters.");
    case core::HostProblem::InterfaceInvalid:
        return tr("%1 is not a network interface name (at most 15 characters, no /, :, spaces or control "
                  "characters).")
            .arg(core::safeText(record.clusterInterface));
    }
    return {};
}

QString NodeDialog::problem(const core::HostRecord &record, const QStringList &takenNames)
{
    // core::hostRecordProblem() judges the record; this adds what needs the other machines, the file
    // system and the translated name of this computer, in the order of the fields.
    const core::HostProblem problem = core::hostRecordProblem(record);
    if (problem == core::HostProblem::NameEmpty || problem == core::HostProblem::NameTooLong
        || problem == core::HostProblem::NameHasControl || problem == core::HostProblem::NameHasComma)
        return problemText(problem, record);
    for (const QString &taken : takenNames) {
        if (taken.compare(record.name, Qt::CaseInsensitive) == 0)
            return tr("Another machine is already called %1: choose another name.").arg(record.name);
    }
    if (!record.isLocal
        && record.name.compare(presentation::InventoryText::machineName(WizardModel::localHostName()),
                               Qt::CaseInsensitive)
               == 0)
        return problemText(core::HostProblem::NameReserved, record);
    if (problem != core::HostProblem::None && problem != core::HostProblem::InterfaceInvalid)
        return problemText(problem, record);

    if (!record.identityFile.isEmpty()) {
        const QFileInfo identity(QDir::fromNativeSeparators(record.identityFile));
        const QString shown = QDir::toNativeSeparators(record.identityFile);
        if (!identity.exists())
            return tr("The identity file %1 does not exist. Choose your private key with Browse…, or "
                      "leave the field empty to use ssh-agent and your default keys.")
                .arg(shown);
        if (!identity.isFile())
            return tr("%1 is not a file: choose your private key file.").arg(shown);
        if (!identity.isReadable())
            return tr("You may not read the identity file %1.").arg(shown);
        if (identity.suffix() == QLatin1String("pub"))
            return tr("%1 is the public half of a key. Choose the private key: the file of the same name "
                      "without .pub.")
                .arg(shown);
    }
    return problemText(problem, record);
}

void NodeDialog::validate()
{
    const QString text = problem();
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    m_problemIcon->setVisible(!text.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
}

void NodeDialog::browseIdentity()
{
    QString start = m_identity->text().trimmed();
    if (start.isEmpty())
        start = QDir::home().filePath(QStringLiteral(".ssh"));
    // open(), not exec(): the dialog goes on in fileSelected.
    auto *dialog = new QFileDialog(this, tr("Choose your private SSH key"), start);
    dialog->setObjectName(QStringLiteral("identityFileDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setFilter(dialog->filter() | QDir::Hidden);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
        if (!path.isEmpty())
            m_identity->setText(QDir::toNativeSeparators(path));
    });
    dialog->open();
}

} // namespace shardscope::ui
