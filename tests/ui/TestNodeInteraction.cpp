#include "TestNodeInteraction.h"

#include "presentation/NodeText.h"

#include <QCoreApplication>
#include <QThread>
#include <QTimer>

#include <memory>

namespace shardscope::ui::test {

TestNodeInteraction::TestNodeInteraction(Answer hostKeys, std::chrono::milliseconds delay)
    : m_hostKeys(hostKeys)
    , m_delay(delay)
{}

void TestNodeInteraction::check()
{
    if (QThread::currentThread() != QCoreApplication::instance()->thread())
        ++offUiThreadQuestions;
    if (m_open)
        ++overlappingQuestions;
}

void TestNodeInteraction::askHostKey(const QString &nodeName, const core::HostKeyInfo &key,
                                     HostKeyAnswer answer)
{
    check();
    hostKeyQuestions.append({nodeName, key,
                             presentation::NodeText::hostKeyQuestion(nodeName, key) + QLatin1Char('\n')
                                 + presentation::NodeText::hostKeyHowToCheck(key)});
    auto reply = std::make_shared<HostKeyAnswer>(std::move(answer));
    const int serial = ++m_serial;
    m_open = [reply] {
        if (HostKeyAnswer once = std::exchange(*reply, nullptr))
            once(false);
    };
    if (m_hostKeys == Answer::Never)
        return;
    const bool trust = m_hostKeys == Answer::Yes;
    QTimer::singleShot(m_delay, this, [this, reply, trust, serial] {
        if (serial == m_serial)
            m_open = nullptr;
        if (HostKeyAnswer once = std::exchange(*reply, nullptr))
            once(trust);
    });
}

void TestNodeInteraction::askSecret(const QString &nodeName, SecretKind kind, const QString &subject,
                                    SecretAnswer answer)
{
    check();
    secretQuestions.append({nodeName, kind, subject});
    answer(std::nullopt); // the testbed uses keys without passphrase: give up
}

void TestNodeInteraction::cancelQuestion()
{
    ++cancelledQuestions;
    if (std::function<void()> open = std::exchange(m_open, nullptr))
        open();
}

} // namespace shardscope::ui::test
