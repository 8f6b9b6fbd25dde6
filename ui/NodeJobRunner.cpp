#include "ui/NodeJobRunner.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <vector>

namespace shardscope::ui {

namespace {

// How often a waiting worker looks at the cancel flag while the user thinks.
constexpr std::chrono::milliseconds kCancelPoll(100);

/// Wipes our copy of an answer (SSH wipes its own).
void wipe(std::optional<QByteArray> &secret)
{
    if (secret)
        core::wipeSecret(*secret);
    secret.reset();
}

} // namespace

/// One start(): shared by the UI thread and that run's workers, so that nothing of a run is
/// replaced under its workers by the next one.
struct NodeJobRunner::Run {
    Run(const QList<core::NodeTarget> &jobTargets, const core::NodeJobOptions &jobOptions)
        : targets(jobTargets)
        , options(jobOptions)
        , lastPercent(
              std::make_unique<std::atomic_int[]>(std::size_t(std::max<qsizetype>(1, targets.size()))))
        , reported(std::size_t(targets.size()), false)
    {
        for (qsizetype i = 0; i < targets.size(); ++i)
            lastPercent[std::size_t(i)].store(-1);
    }

    const QList<core::NodeTarget> targets; // read by workers too: never changed
    const core::NodeJobOptions options;
    std::atomic_bool cancel{false};
    std::unique_ptr<std::atomic_int[]> lastPercent; // workers: upload % last posted per node
    QFuture<QList<core::NodeOutcome>> future;       // UI thread
    std::vector<bool> reported;                     // UI thread: nodeFinished emitted for index
    int done = 0;                                   // UI thread: nodeFinished emitted so far
};

/// One question of a worker, shared by the worker (waiting) and the UI thread (answering).
struct NodeJobRunner::Question {
    enum class Kind { HostKey, Secret };
    Kind kind = Kind::HostKey;
    std::shared_ptr<Run> run;
    int index = -1; ///< the node asking, as runNodeJobs says: its name comes from run->targets
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
    : NodeJobRunner(interaction, &core::runNodeJobs, parent)
{}

NodeJobRunner::NodeJobRunner(NodeInteraction &interaction, JobFunction jobs, QObject *parent)
    : QObject(parent)
    , m_interaction(interaction)
    , m_jobs(std::move(jobs))
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
    auto run = std::make_shared<Run>(targets, options);

    // The workers reach the runner through `this` (the destructor waits for them) and their own
    // run; whatever they post is dropped on arrival unless that run is still the current one.
    core::NodeJobCallbacks callbacks;
    callbacks.progress = [this, run](const core::NodeProgress &progress) {
        postProgress(run, progress);
    };
    callbacks.finished = [this, run](int index, const core::NodeOutcome &outcome) {
        QMetaObject::invokeMethod(
            this,
            [this, run, index, outcome] {
                if (isCurrent(run))
                    reportFinished(index, outcome);
            },
            Qt::QueuedConnection);
    };
    callbacks.acceptUnknownHostKey = [this, run](int index, const core::HostKeyInfo &key) {
        return askHostKey(run, index, key);
    };
    callbacks.passphrase = [this, run](int index, const QString &identityFile) {
        return askSecret(run, index, SecretKind::Passphrase, identityFile);
    };
    callbacks.password = [this, run](int index, const QString &prompt) {
        return askSecret(run, index, SecretKind::Password, prompt);
    };

    m_run = run;
    m_running = true;
    const std::atomic_bool *cancel = &run->cancel;
    run->future = QtConcurrent::run(&m_pool, [jobs = m_jobs, targets, options, callbacks, cancel] {
        return jobs(targets, options, callbacks, cancel);
    });
    m_watcher.setFuture(run->future);
    return true;
}

bool NodeJobRunner::isCancelling() const
{
    return m_running && m_run->cancel.load();
}

core::NodeAction NodeJobRunner::action() const
{
    return m_run ? m_run->options.action : core::NodeAction::Unknown;
}

const QList<core::NodeTarget> &NodeJobRunner::targets() const
{
    static const QList<core::NodeTarget> none;
    return m_run ? m_run->targets : none;
}

QString NodeJobRunner::nodeName(int index) const
{
    return targets().value(index).name;
}

int NodeJobRunner::nodesDone() const
{
    return m_run ? m_run->done : 0;
}

void NodeJobRunner::cancel()
{
    if (!m_running)
        return;
    m_run->cancel.store(true);
    answerAllNo();
}

void NodeJobRunner::cancelAndWait()
{
    if (!m_running)
        return;
    cancel();
    // Safe on the UI thread: no worker waits for it (see the class comment). SSH sees the flag
    // within 0.1 s while connecting and between round trips after that.
    m_run->future.waitForFinished();
    finishRun();
}

void NodeJobRunner::postProgress(const std::shared_ptr<Run> &run, const core::NodeProgress &progress)
{
    if (progress.index < 0 || progress.index >= run->targets.size())
        return;
    const std::size_t index = std::size_t(progress.index);
    if (progress.stage == core::NodeStage::Uploading && progress.bytesTotal > 0) {
        // The upload reports every piece: pass on whole percents only, not hundreds of events.
        const int percent = int(std::clamp<qint64>(progress.bytesDone * 100 / progress.bytesTotal, 0, 100));
        if (run->lastPercent[index].exchange(percent) == percent)
            return;
    } else {
        run->lastPercent[index].store(-1);
    }
    QMetaObject::invokeMethod(
        this,
        [this, run, progress] {
            if (isCurrent(run))
                Q_EMIT this->progress(progress);
        },
        Qt::QueuedConnection);
}

bool NodeJobRunner::askHostKey(const std::shared_ptr<Run> &run, int index, const core::HostKeyInfo &key)
{
    auto question = std::make_shared<Question>();
    question->kind = Question::Kind::HostKey;
    question->run = run;
    question->index = index;
    question->key = key;
    ask(question);
    const std::lock_guard lock(question->mutex);
    return question->trust;
}

std::optional<QByteArray> NodeJobRunner::askSecret(const std::shared_ptr<Run> &run, int index,
                                                   SecretKind kind, const QString &subject)
{
    auto question = std::make_shared<Question>();
    question->kind = Question::Kind::Secret;
    question->run = run;
    question->index = index;
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
        if (question->run->cancel.load()) {
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
    if (!isCurrent(question->run) || question->run->cancel.load() || question->index < 0
        || question->index >= question->run->targets.size()) {
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
        // The node is named from our own list by the index core reports, never from what the
        // server sent (its prompt could name any machine).
        const QString node = question->run->targets.at(question->index).name;
        if (question->kind == Question::Kind::HostKey) {
            m_interaction.askHostKey(node, question->key, [question, next](bool trust) {
                question->answer(trust);
                next();
            });
        } else {
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
    Run &run = *m_run;
    if (index < 0 || std::size_t(index) >= run.reported.size() || run.reported[std::size_t(index)])
        return;
    run.reported[std::size_t(index)] = true;
    ++run.done;
    Q_EMIT nodeFinished(index, outcome);
}

void NodeJobRunner::onWorkerFinished()
{
    // The watcher's finished() may belong to an earlier run: cancelAndWait() took that one
    // already, and start() may have begun this one before the event loop delivered it.
    if (!m_running || !m_run->future.isFinished())
        return;
    finishRun();
}

void NodeJobRunner::finishRun()
{
    const std::shared_ptr<Run> run = m_run;
    QList<core::NodeOutcome> outcomes;
    if (run->future.resultCount() > 0)
        outcomes = run->future.result();
    for (qsizetype i = 0; i < run->targets.size(); ++i) {
        core::NodeOutcome outcome = outcomes.value(i);
        if (i >= outcomes.size())
            outcome.error = core::Error{core::ErrorCode::Cancelled, QString()};
        reportFinished(int(i), outcome);
    }
    answerAllNo();
    // From here on, events the workers posted but the UI has not processed yet are stale.
    m_running = false;
    Q_EMIT finished();
}

} // namespace shardscope::ui
