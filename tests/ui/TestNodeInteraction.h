#pragma once

#include "ui/NodeInteraction.h"

#include <QList>
#include <QObject>
#include <QString>

#include <chrono>

namespace shardscope::ui::test {

/// Answers SSH's questions like a user would, and remembers what was asked (and the text the
/// dialog would have shown). Answers after `delay` from the event loop (0: at once); with
/// Answer::Never it keeps the question open until cancelQuestion().
class TestNodeInteraction : public QObject, public NodeInteraction
{
    Q_OBJECT

public:
    enum class Answer { Unknown = 0, Yes, No, Never };

    struct HostKeyQuestion {
        QString nodeName;
        core::HostKeyInfo key;
        QString
            text; ///< presentation::NodeText::hostKeyQuestion + hostKeyHowToCheck, as the dialog shows them
    };
    struct SecretQuestion {
        QString nodeName;
        SecretKind kind = SecretKind::Unknown;
        QString subject;
    };

    explicit TestNodeInteraction(Answer hostKeys = Answer::Yes,
                                 std::chrono::milliseconds delay = std::chrono::milliseconds(50));

    void askHostKey(const QString &nodeName, const core::HostKeyInfo &key, HostKeyAnswer answer) override;
    void askSecret(const QString &nodeName, SecretKind kind, const QString &subject,
                   SecretAnswer answer) override;
    void cancelQuestion() override;

    QList<HostKeyQuestion> hostKeyQuestions;
    QList<SecretQuestion> secretQuestions;
    int cancelledQuestions = 0;
    int overlappingQuestions = 0; ///< questions asked while another was open (must stay 0)
    int offUiThreadQuestions = 0; ///< questions asked off the UI thread (must stay 0)
    bool isOpen() const { return static_cast<bool>(m_open); }
    void setHostKeyAnswer(Answer answer) { m_hostKeys = answer; }

private:
    void check();

    Answer m_hostKeys;
    std::chrono::milliseconds m_delay;
    std::function<void()> m_open; ///< answers the open question "no"
    int m_serial = 0;
};

} // namespace shardscope::ui::test
