#pragma once

#include <QWizardPage>

class QLabel;

namespace shardscope::ui {

/// What ShardScope will do and what the user needs for it, in plain words.
class WelcomePage : public QWizardPage
{
    Q_OBJECT

public:
    explicit WelcomePage(QWidget *parent = nullptr);

private:
    QLabel *m_body = nullptr;
};

} // namespace shardscope::ui
