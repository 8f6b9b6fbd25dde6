#include "ui/SshImportDialog.h"

#include "core/SafeText.h"
#include "core/model/HostCheck.h"
#include "ui/NodeDialog.h"
#include "ui/PlainLabel.h"
#include "ui/PlainToolTip.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace shardscope::ui {

namespace {

QString defaultConfigPath()
{
    return QDir::home().filePath(QStringLiteral(".ssh/config"));
}

} // namespace

SshImportDialog::SshImportDialog(const QStringList &takenNames, QWidget *parent)
    : QDialog(parent)
    , m_takenNames(takenNames)
{
    setObjectName(QStringLiteral("sshImportDialog"));
    setWindowTitle(tr("Import machines from your SSH configuration"));

    m_fileLabel = plainLabel(QStringLiteral("importFileLabel"), this);
    m_chooseButton = new QPushButton(tr("&Other file…"), this);
    m_chooseButton->setObjectName(QStringLiteral("chooseConfigButton"));
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_fileLabel, 1);
    fileRow->addWidget(m_chooseButton);

    m_message = plainLabel(QStringLiteral("importMessage"), this);

    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("importList"));
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderLabels(
        {tr("Name"), tr("Address"), tr("Port"), tr("User"), tr("Identity file"), tr("Runs when connecting")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);
    m_list->setAccessibleName(tr("Machines found"));

    m_allButton = new QPushButton(tr("Check &all"), this);
    m_allButton->setObjectName(QStringLiteral("checkAllButton"));
    m_noneButton = new QPushButton(tr("Check &none"), this);
    m_noneButton->setObjectName(QStringLiteral("checkNoneButton"));
    auto *checkRow = new QHBoxLayout;
    checkRow->addWidget(m_allButton);
    checkRow->addWidget(m_noneButton);
    checkRow->addStretch(1);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_importButton = m_buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_importButton->setObjectName(QStringLiteral("importButton"));

    auto *intro = new QLabel(tr("Check the machines you want ShardScope to use. Entries with * or ? are "
                                "patterns, not machines, and are not listed."),
                             this);
    intro->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(fileRow);
    layout->addWidget(m_message);
    layout->addWidget(m_list, 1);
    layout->addLayout(checkRow);
    layout->addWidget(m_buttons);

    connect(m_chooseButton, &QPushButton::clicked, this, &SshImportDialog::chooseFile);
    connect(m_list, &QTreeWidget::itemChanged, this, &SshImportDialog::updateButtons);
    const auto checkAll = [this](Qt::CheckState state) {
        for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
            QTreeWidgetItem *item = m_list->topLevelItem(i);
            if (item->flags() & Qt::ItemIsEnabled)
                item->setCheckState(ColumnName, state);
        }
    };
    connect(m_allButton, &QPushButton::clicked, this, [checkAll] { checkAll(Qt::Checked); });
    connect(m_noneButton, &QPushButton::clicked, this, [checkAll] { checkAll(Qt::Unchecked); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    resize(760, 440);
    updateButtons();
}

void SshImportDialog::load(const QString &path)
{
    m_path = path.isEmpty() ? defaultConfigPath() : path;
    m_fileLabel->setText(tr("File: %1").arg(QDir::toNativeSeparators(m_path)));
    m_list->clear();
    m_entries.clear();

    auto read = core::readSshConfigHosts(m_path);
    if (!read) {
        m_message->setText(
            tr("%1 could not be read, so nothing can be imported from it. Choose another file with Other "
               "file…, or add the machines one by one with Add… instead. (Details: %2)")
                .arg(QDir::toNativeSeparators(m_path), read.error().detail));
        updateButtons();
        return;
    }
    m_entries = std::move(read).value();
    int available = 0;
    int unusable = 0;
    int proxied = 0;
    for (const core::SshConfigHost &entry : std::as_const(m_entries)) {
        // The file is the user's, but what it says may have come from anywhere: every cell and
        // tooltip shows its text literally (no control character, no markup taken as rich text).
        const QString proxy = core::proxyLine(entry);
        const QString alias = core::safeText(entry.alias);
        auto *item = new QTreeWidgetItem(
            m_list,
            {alias, core::safeText(entry.hostName), QString::number(entry.port), core::safeText(entry.user),
             core::safeText(QDir::toNativeSeparators(entry.identityFile)), proxy});
        if (!proxy.isEmpty()) {
            ++proxied;
            item->setToolTip(
                ColumnProxy,
                plainToolTip(tr("Each time ShardScope connects to %1, it runs this on this computer, "
                                "as ssh does: %2. Import %1 only if you trust that command.")
                                 .arg(alias, proxy)));
        }
        bool taken = false;
        for (const QString &name : std::as_const(m_takenNames))
            taken = taken || name.compare(entry.alias, Qt::CaseInsensitive) == 0;
        const core::HostRecord record = core::hostRecordFrom(entry);
        const core::HostProblem problem = core::hostRecordProblem(record);
        item->setCheckState(ColumnName, Qt::Unchecked);
        if (taken) {
            item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable));
            item->setToolTip(ColumnName, tr("Already added"));
            item->setText(ColumnName, tr("%1 (already added)").arg(alias));
        } else if (problem != core::HostProblem::None) {
            // ssh(1) may take what a node record cannot hold (user@host as HostName, …).
            ++unusable;
            item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable));
            item->setToolTip(ColumnName, plainToolTip(NodeDialog::problemText(problem, record)));
            item->setText(ColumnName, tr("%1 (cannot be imported)").arg(alias));
        } else {
            ++available;
        }
    }
    if (m_entries.isEmpty())
        m_message->setText(tr("No machines found in this file."));
    else if (available == 0 && unusable > 0)
        m_message->setText(tr("No machine in this file can be imported: each has been added already or "
                              "has a setting ShardScope cannot use (its tooltip says which)."));
    else if (available == 0)
        m_message->setText(tr("Every machine in this file has been added already."));
    else
        m_message->setText(tr("Machines found: %1.").arg(m_entries.size()));
    if (proxied > 0)
        m_message->setText(
            m_message->text() + QLatin1Char(' ')
            + tr("Machines that connect through a ProxyCommand or ProxyJump: %1. ShardScope runs that "
                 "command on this computer every time it connects to one of them: check the "
                 "column \"Runs when connecting\" before you import them.")
                  .arg(proxied));
    updateButtons();
}

QList<core::HostRecord> SshImportDialog::checkedRecords() const
{
    QList<core::HostRecord> records;
    for (int i = 0; i < m_list->topLevelItemCount() && i < m_entries.size(); ++i) {
        const QTreeWidgetItem *item = m_list->topLevelItem(i);
        if ((item->flags() & Qt::ItemIsEnabled) && item->checkState(ColumnName) == Qt::Checked)
            records.append(core::hostRecordFrom(m_entries.at(i)));
    }
    return records;
}

void SshImportDialog::chooseFile()
{
    auto *dialog = new QFileDialog(this, tr("Choose an SSH configuration file"), m_path);
    dialog->setObjectName(QStringLiteral("sshConfigFileDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setFilter(dialog->filter() | QDir::Hidden);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &file) {
        if (!file.isEmpty())
            load(file);
    });
    dialog->open();
}

void SshImportDialog::updateButtons()
{
    int checked = 0;
    bool anyEnabled = false;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_list->topLevelItem(i);
        const bool enabled = item->flags() & Qt::ItemIsEnabled;
        anyEnabled = anyEnabled || enabled;
        checked += enabled && item->checkState(ColumnName) == Qt::Checked ? 1 : 0;
    }
    m_importButton->setEnabled(checked > 0);
    m_allButton->setEnabled(anyEnabled);
    m_noneButton->setEnabled(anyEnabled);
}

} // namespace shardscope::ui
