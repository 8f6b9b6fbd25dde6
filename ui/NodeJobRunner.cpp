#include "ui/NodeJobRunner.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <condition_variable>
#include <mutex>

namespace shardscope::ui {

namespace {

// How often a waiting worker looks at the cancel flag while the user thinks.
constexpr std::chrono::milliseconds kCancelPoll(100);

/// Overwrites a secret before its memory is released (our copy; SSH wipes its own).
void wipe(std::optional<QByteArray> &secret)
{
    if (secret && !secret->isEmpty())
        std::fill(secret->begin(), secret->end(), '\0');
    secret.reset();
}

} // namespace

/// One question of a worker, shared by the worker (waiting) and the UI thread (answering).
struct NodeJobRunner::Question {
    enum class Kind { HostKey, Secret };
    Kind kind = Kind::HostKey;
    core::HostKeyInfo key;
    SecretKind secretKind = SecretKind::Unknown;
    QString subject;

    std::mutex mutex;
    std::condition_variable answered;
    bool done = false; ///< answered, or given up by the worker (cancel)
    bool trust = false;
    std::optional<QByteArray> secret;

    /// The first answer counts; later ones (and their secrets) are dropped.
    void answer(bool yes, std::optional<QByteArray> bytes = std::nullopt)
    {
        {
            const std::lock_guard lock(mutex);
            if (!done) {
                done = true;
                trust = yes;
                secret.swap(bytes);
            }
        }
        wipe(bytes);
        answered.notify_all();
    }
};

NodeJobRunner::NodeJobRunner(NodeInteraction &interaction, QObject *parent)
    : QObject(parent)
    , m_interaction(interaction)
{
    m_pool.setMaxThreadCount(1);
    connect(&m_watcher, &QFutureWatcher<QList<core::NodeOutcome>>::finished, this,
            &NodeJobRunner::onWorkerFinished);
}

NodeJobRunner::~NodeJobRunner()
{
    cancelAndWait();
}

bool NodeJobRunner::start(const QList<core::NodeTarget> &targets, const core::NodeJobOptions &options)
{
    if (m_running)
        return false;
    m_running = true;
    m_cancel.store(false);
    m_targets = targets;
    m_options = options;
    m_reported.assign(std::size_t(targets.size()), false);
    m_lastPercent = std::make_unique<std::atomic_int[]>(std::size_t(std::max<qsizetype>(1, targets.size())));
    for (qsizetype i = 0; i < targets.size(); ++i)
        m_lastPercent[std::size_t(i)].store(-1);
    const quint64 generation = ++m_generation;

    core::NodeJobCallbacks callbacks;
    const int count = int(targets.size());
    callbacks.progress = [this, generation, count](const core::NodeProgress &progress) {
        postProgress(generation, count, progress);
    };
    callbacks.finished = [this, generation](int index, const core::NodeOutcome &outcome) {
        QMetaObject::invokeMethod(
            this,
            [this, generation, index, outcome] {
                if (generation == m_generation)
                    reportFinished(index, outcome);
            },
            Qt::QueuedConnection);
    };
    callbacks.ssh.acceptUnknownHostKey = [this](const core::HostKeyInfo &key) {
        return askHostKey(key);
    };
    callbacks.ssh.passphrase = [this](const QString &identityFile) {
        return askSecret(SecretKind::Passphrase, identityFile);
    };
    callbacks.ssh.password = [this](const QString &prompt) {
        return askSecret(SecretKind::Password, prompt);
    };

    const std::atomic_bool *cancel = &m_cancel;
    m_watcher.setFuture(QtConcurrent::run(&m_pool, [targets, options, callbacks, cancel] {
        return core::runNodeJobs(targets, options, callbacks, cancel);
    }));
    return true;
}

void NodeJobRunner::cancel()
{
    if (!m_running)
        return;
    m_cancel.store(true);
    answerAllNo();
}

void NodeJobRunner::cancelAndWait()
{
    if (!m_running)
        return;
    cancel();
    // Safe on the UI thread: no worker waits for it (see the class comment). SSH sees the flag
    // within 0.1 s while connecting and between round trips after that.
    m_watcher.waitForFinished();
    onWorkerFinished();
}

void NodeJobRunner::postProgress(quint64 generation, int count, const core::NodeProgress &progress)
{
    if (progress.index < 0 || progress.index >= count)
        return;
    const std::size_t index = std::size_t(progress.index);
    if (progress.stage == core::NodeStage::Uploading && progress.bytesTotal > 0) {
        // SFTP reports every write: pass on whole percents only, not thousands of events.
        const int percent = int(std::clamp<qint64>(progress.bytesDone * 100 / progress.bytesTotal, 0, 100));
        if (m_lastPercent[index].exchange(percent) == percent)
            return;
    } else {
        m_lastPercent[index].store(-1);
    }
    QMetaObject::invokeMethod(
        this,
        [this, generation, progress] {
            if (generation == m_generation)
                Q_EMIT this->progress(progress);
        },
        Qt::QueuedConnection);
}

bool NodeJobRunner::askHostKey(const core::HostKeyInfo &key)
{
    auto question = std::make_shared<Question>();
    question->kind = Question::Kind::HostKey;
    question->key = key;
    ask(question);
    const std::lock_guard lock(question->mutex);
    return question->trust;
}

std::optional<QByteArray> NodeJobRunner::askSecret(SecretKind kind, const QString &subject)
{
    auto question = std::make_shared<Question>();
    question->kind = Question::Kind::Secret;
    question->secretKind = kind;
    question->subject = subject;
    return ask(question);
}

std::optional<QByteArray> NodeJobRunner::ask(const std::shared_ptr<Question> &question)
{
    QMetaObject::invokeMethod(
        this, [this, question] { enqueue(question); }, Qt::QueuedConnection);
    std::unique_lock lock(question->mutex);
    while (!question->done) {
        if (m_cancel.load()) {
            question->done = true; // given up: the UI thread drops it
            question->trust = false;
            break;
        }
        question->answered.wait_for(lock, kCancelPoll);
    }
    std::optional<QByteArray> secret;
    secret.swap(question->secret);
    return secret;
}

void NodeJobRunner::enqueue(const std::shared_ptr<Question> &question)
{
    if (!m_running || m_cancel.load()) {
        question->answer(false);
        return;
    }
    m_questions.push_back(question);
    askNext();
}

void NodeJobRunner::askNext()
{
    while (!m_currentQuestion && !m_questions.empty()) {
        std::shared_ptr<Question> question = m_questions.front();
        m_questions.pop_front();
        {
            const std::lock_guard lock(question->mutex);
            if (question->done)
                continue; // its worker gave up
        }
        m_currentQuestion = question;
        QPointer<NodeJobRunner> self(this);
        // Answered now or later: either way the next question is asked from the event loop,
        // not from inside the answer.
        const auto next = [self, question] {
            if (self && self->m_currentQuestion == question) {
                self->m_currentQuestion.reset();
                QMetaObject::invokeMethod(self.data(), &NodeJobRunner::askNext, Qt::QueuedConnection);
            }
        };
        if (question->kind == Question::Kind::HostKey) {
            const QString node = nodeNameFor(question->key.host, question->key.port);
            m_interaction.askHostKey(node, question->key, [question, next](bool trust) {
                question->answer(trust);
                next();
            });
        } else {
            // A password prompt names user@host; a passphrase is for a key file that several
            // nodes may share: no single node to name then.
            QString node;
            for (const core::NodeTarget &target : std::as_const(m_targets)) {
                if (question->secretKind == SecretKind::Password
                    && question->subject.contains(target.ssh.host)) {
                    node = target.name;
                    break;
                }
            }
            m_interaction.askSecret(node, question->secretKind, question->subject,
                                    [question, next](std::optional<QByteArray> secret) {
                                        const bool given = secret.has_value();
                                        question->answer(given, std::move(secret));
                                        next();
                                    });
        }
    }
}

void NodeJobRunner::answerAllNo()
{
    std::deque<std::shared_ptr<Question>> queued;
    queued.swap(m_questions);
    for (const std::shared_ptr<Question> &question : queued)
        question->answer(false);
    if (std::shared_ptr<Question> current = m_currentQuestion) {
        m_interaction.cancelQuestion();
        current->answer(false); // in case the interaction had nothing open to close
        m_currentQuestion.reset();
    }
}

void NodeJobRunner::reportFinished(int index, const core::NodeOutcome &outcome)
{
    if (index < 0 || std::size_t(index) >= m_reported.size() || m_reported[std::size_t(index)])
        return;
    m_reported[std::size_t(index)] = true;
    Q_EMIT nodeFinished(index, outcome);
}

void NodeJobRunner::onWorkerFinished()
{
    if (!m_running)
        return; // already taken by cancelAndWait()
    QList<core::NodeOutcome> outcomes;
    if (m_watcher.future().resultCount() > 0)
        outcomes = m_watcher.result();
    for (qsizetype i = 0; i < m_targets.size(); ++i) {
        core::NodeOutcome outcome = outcomes.value(i);
        if (i >= outcomes.size())
            outcome.error = core::Error{core::ErrorCode::Cancelled, QString()};
        reportFinished(int(i), outcome);
    }
    answerAllNo();
    m_running = false;
    // Events the workers posted but the UI has not processed yet are stale now.
    ++m_generation;
    Q_EMIT finished();
}

QString NodeJobRunner::nodeNameFor(const QString &host, int port) const
{
    for (const core::NodeTarget &target : m_targets) {
        if (target.ssh.host == host && target.ssh.port == port)
            return target.name;
    }
    return {};
}

} // namespace shardscope::ui
