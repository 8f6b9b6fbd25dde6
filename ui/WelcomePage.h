#pragma once

#include <QWizardPage>

class QComboBox;
class QLabel;
class QPushButton;

namespace shardscope::ui {

/// What ShardScope will do and what the user needs for it, in plain words; the language of the
/// window and the history of earlier runs.
class WelcomePage : public QWizardPage
{
    Q_OBJECT

public:
    explicit WelcomePage(QWidget *parent = nullptr);

    /// The languages offered: code ("" for the system language, "en", "de", …) and name, each
    /// name in its own language (never translated: a user who cannot read the current language
    /// still finds their own).
    static QList<std::pair<QString, QString>> languages();

    /// Shows this language as chosen, without emitting languageChangeRequested.
    void setLanguage(const QString &code);
    /// The language chosen in the combo box ("" for the system language).
    QString language() const;

Q_SIGNALS:
    /// The user chose another language.
    void languageChangeRequested(const QString &code);
    /// The user clicked History….
    void historyRequested();

private:
    QLabel *m_body = nullptr;
    QComboBox *m_languageCombo = nullptr;
    QPushButton *m_historyButton = nullptr;
};

} // namespace shardscope::ui
