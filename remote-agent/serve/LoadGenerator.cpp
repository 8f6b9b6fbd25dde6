#include "remote-agent/serve/LoadGenerator.h"

#include "remote-agent/protocol/SafeText.h"
#include "remote-agent/serve/Arrivals.h"
#include "remote-agent/serve/HttpStream.h"
#include "remote-agent/serve/RequestBodies.h"
#include "remote-agent/serve/StreamParsers.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

namespace shardscope::serve {

namespace {

using Clock = std::chrono::steady_clock;
using protocol::ServeErrorKind;
using protocol::ServeRequestRecord;

/// How often a waiting dispatcher looks at the cancel flag and the progress.
constexpr auto kWaitSlice = std::chrono::milliseconds(20);
constexpr const char *kRedacted = "[redacted]";
/// A fragment of the key this long at the end of a cut message is dropped too.
constexpr std::size_t kMinKeyFragmentBytes = 4;
/// What the stream parser puts where it cut a server's text (StreamParsers.cpp, boundedSafe).
constexpr std::string_view kCutMark = "…";

double msSince(Clock::time_point origin, Clock::time_point at)
{
    return std::max(0.0, std::chrono::duration<double, std::milli>(at - origin).count());
}

/// `text` without the key: every occurrence replaced, and a cut-off start of it at the very end or
/// just before a cut mark (a server's message is cut at a bound, possibly inside an echoed key, and
/// the stream parser marks its cut with kCutMark, after which the reason may go on).
std::string withoutKey(std::string text, const std::string &key)
{
    if (key.empty())
        return text;
    for (std::size_t at = text.find(key); at != std::string::npos; at = text.find(key, at)) {
        text.replace(at, key.size(), kRedacted);
        at += std::string_view(kRedacted).size();
    }
    const auto dropFragmentEndingAt = [&](std::size_t end) {
        for (std::size_t length = std::min(key.size() - 1, end); length >= kMinKeyFragmentBytes; --length) {
            if (text.compare(end - length, length, key, 0, length) == 0) {
                text.replace(end - length, length, kRedacted);
                return;
            }
        }
    };
    std::vector<std::size_t> cuts;
    for (std::size_t at = text.find(kCutMark); at != std::string::npos; at = text.find(kCutMark, at + 1))
        cuts.push_back(at);
    // From the last position to the first: a replacement moves only what follows it.
    dropFragmentEndingAt(text.size());
    for (auto cut = cuts.rbegin(); cut != cuts.rend(); ++cut)
        dropFragmentEndingAt(*cut);
    return text;
}

/// A record's error detail: safe, without the key, at most kMaxServeErrorDetailBytes (cut at a
/// UTF-8 character's start).
std::string detailOf(const std::string &text, const std::string &key)
{
    std::string detail = protocol::safeText(withoutKey(text, key));
    if (detail.size() > protocol::kMaxServeErrorDetailBytes) {
        std::size_t cut = protocol::kMaxServeErrorDetailBytes;
        while (cut > 0 && (static_cast<unsigned char>(detail[cut]) & 0xC0) == 0x80)
            --cut;
        detail.resize(cut);
    }
    return detail;
}

/// One request, sent and streamed to its end. `cancelled` is set when the cancel stopped it (its
/// record means nothing then).
ServeRequestRecord runOne(const ServeLoadParams &params, std::uint32_t promptIndex, std::uint32_t index,
                          Clock::time_point origin, const std::atomic_bool *cancel, bool &cancelled)
{
    ServeRequestSpec spec;
    spec.dialect = params.dialect;
    spec.model = params.model;
    spec.prompt = promptText(promptIndex, params.workload.promptTokens);
    spec.outputTokens = params.workload.outputTokens;

    HttpStreamRequest request;
    request.url = serveLoadEndpoint(params, index);
    request.path = requestPath(params.dialect);
    request.body = requestBody(spec).dump();
    request.apiKey = params.apiKey;
    request.connectTimeoutMs = params.connectTimeoutMs;
    request.readTimeoutMs = params.readTimeoutMs;
    request.cancel = cancel;

    ServeRequestRecord record;
    record.index = index;
    StreamParser parser(params.dialect);
    bool done = false;
    std::optional<std::string> malformed; ///< why the stream is broken, once it is
    /// The stream held the server's own error (its message in `malformed`): ServerError, not
    /// MalformedStream.
    bool serverError = false;
    Clock::time_point endedAt;
    const auto take = [&](const std::vector<StreamEvent> &events, Clock::time_point at) {
        for (const StreamEvent &event : events) {
            switch (event.kind) {
            case StreamEventKind::Content:
                if (record.chunkMs.size() >= protocol::kMaxServeChunks) {
                    malformed = "more than " + std::to_string(protocol::kMaxServeChunks)
                                + " chunks of generated text in one response";
                    endedAt = at;
                    return false;
                }
                record.chunkMs.push_back(msSince(origin, at));
                break;
            case StreamEventKind::Usage:
                record.server = event.usage;
                record.outputTokens = event.usage.generatedTokens;
                break;
            case StreamEventKind::Done:
                done = true;
                endedAt = at;
                return false; // nothing after the dialect's end is read
            case StreamEventKind::Error:
                serverError = event.fault == StreamFault::ServerError;
                malformed = event.text.empty() ? std::string("the stream is malformed") : event.text;
                endedAt = at;
                return false;
            case StreamEventKind::Unknown:
                break;
            }
        }
        return true;
    };

    const HttpStreamResult result = runHttpStream(
        request, [&](std::string_view piece, Clock::time_point at) { return take(parser.feed(piece), at); });
    record.sentMs = msSince(origin, result.sentAt);
    record.httpStatus = result.httpStatus;
    cancelled = result.end == HttpStreamEnd::Cancelled;

    if (result.end == HttpStreamEnd::Completed && !done && !malformed) {
        // The body ended: a last line without its line end still counts; no end is Truncated.
        if (take(parser.finish(), result.endedAt) && !done && !malformed)
            malformed = "the response ended before the stream's end";
        if (done)
            endedAt = result.endedAt;
    }
    if (result.end == HttpStreamEnd::Failed) {
        record.error = result.error;
        record.errorDetail = detailOf(result.errorDetail, params.apiKey);
        record.endMs = msSince(origin, result.endedAt);
    } else if (done) {
        record.endMs = msSince(origin, endedAt);
    } else {
        record.error = serverError ? ServeErrorKind::ServerError : ServeErrorKind::MalformedStream;
        record.errorDetail
            = detailOf(malformed.value_or("the stream ended in an unknown way"), params.apiKey);
        record.endMs = msSince(origin, malformed ? endedAt : result.endedAt);
    }
    // Every time in order, whatever the clock did (a record with times out of order is refused).
    record.endMs = std::max(record.endMs, record.chunkMs.empty() ? record.sentMs : record.chunkMs.back());
    record.endMs = std::max(record.endMs, record.sentMs);
    return record;
}

/// One run: the dispatcher (the caller's thread) sends each request on a thread of its own, at
/// most `concurrency` at once, one slot each.
class Runner
{
public:
    Runner(const ServeLoadParams &params, const ServeLoadProgressCallback &progress,
           const std::atomic_bool *cancel)
        : m_params(params)
        , m_progress(progress)
        , m_cancel(cancel)
        , m_slots(params.workload.concurrency)
    {}

    ~Runner()
    {
        // Every request has ended when the phases return; a thread that did not start has nothing to join.
        for (Slot &slot : m_slots)
            if (slot.thread.joinable())
                slot.thread.join();
    }

    Runner(const Runner &) = delete;
    Runner &operator=(const Runner &) = delete;

    ServeLoadResult run()
    {
        ServeLoadResult result;
        const protocol::ServeWorkload &workload = m_params.workload;
        bool cancelled = false;
        if (workload.warmupRequests > 0)
            cancelled = !phase(true, workload.warmupRequests, 0);
        if (!cancelled)
            cancelled = !phase(false, workload.requests, workload.durationMs);
        if (m_launchFailed)
            throw std::runtime_error("a thread for a request could not be started");
        {
            std::unique_lock lock(m_mutex);
            reportProgress(lock, Clock::now(), true);
            result.records = std::move(m_records);
        }
        std::sort(result.records.begin(), result.records.end(),
                  [](const ServeRequestRecord &a, const ServeRequestRecord &b) { return a.index < b.index; });
        result.end = cancelled ? ServeLoadEnd::Cancelled : ServeLoadEnd::Complete;
        return result;
    }

private:
    struct Slot {
        std::thread thread;
        bool busy = false;
    };
    enum class Wait { Ready, Deadline, Cancelled };

    bool cancelled() const { return m_cancel && m_cancel->load(); }

    /// Sends the phase's requests (`count`, or until durationMs when count is 0) and waits for all
    /// of them; false when the cancel stopped it.
    bool phase(bool warmup, std::uint32_t count, std::uint32_t durationMs)
    {
        std::unique_lock lock(m_mutex);
        m_warmingUp = warmup;
        m_origin = Clock::now();
        m_lastProgress = m_origin;
        const Clock::time_point origin = m_origin;
        const std::optional<Clock::time_point> end
            = count == 0 ? std::optional(origin + std::chrono::milliseconds(durationMs)) : std::nullopt;
        // Warm-ups go all at once (at the concurrency); the counted requests at their arrivals.
        ArrivalClock arrivals(warmup ? protocol::ServeArrivals{} : m_params.workload.arrivals);
        const std::uint32_t most = count == 0 ? protocol::kMaxServeRequests : count;
        bool stopped = false;
        for (std::uint32_t i = 0; i < most && !stopped && !m_launchFailed; ++i) {
            const double atMs = arrivals.nextMs();
            if (end && atMs >= durationMs)
                break;
            const auto sendAt = origin
                                + std::chrono::duration_cast<Clock::duration>(
                                    std::chrono::duration<double, std::milli>(atMs));
            if (wait(lock, sendAt, [] { return false; }) == Wait::Cancelled) {
                stopped = true;
                break;
            }
            if (end && Clock::now() >= *end)
                break;
            const auto freeSlot = [this] {
                return std::any_of(m_slots.begin(), m_slots.end(),
                                   [](const Slot &slot) { return !slot.busy; });
            };
            const Wait slot = wait(lock, end, freeSlot);
            if (slot == Wait::Cancelled)
                stopped = true;
            if (slot != Wait::Ready)
                break;
            launch(warmup, i, origin);
        }
        // The requests in flight end by themselves; after a cancel within tens of milliseconds.
        while (m_inFlight > 0) {
            reportProgress(lock, Clock::now(), false);
            m_changed.wait_for(lock, kWaitSlice);
        }
        return !stopped && !cancelled();
    }

    /// Waits, the lock held but for the waits and the progress, until `ready`, the deadline (none:
    /// no deadline) or the cancel.
    template<typename Ready>
    Wait wait(std::unique_lock<std::mutex> &lock, std::optional<Clock::time_point> deadline, Ready ready)
    {
        for (;;) {
            if (ready())
                return Wait::Ready;
            if (cancelled())
                return Wait::Cancelled;
            const Clock::time_point now = Clock::now();
            if (deadline && now >= *deadline)
                return Wait::Deadline;
            reportProgress(lock, now, false);
            Clock::time_point wake = Clock::now() + kWaitSlice;
            if (deadline)
                wake = std::min(wake, *deadline);
            m_changed.wait_until(lock, wake);
        }
    }

    /// Request `i` of the phase on a free slot's thread. Called with the lock held.
    void launch(bool warmup, std::uint32_t i, Clock::time_point origin)
    {
        const auto free
            = std::find_if(m_slots.begin(), m_slots.end(), [](const Slot &slot) { return !slot.busy; });
        Slot &slot = *free;
        // Its thread set busy false in its last locked step: it takes the lock no more.
        if (slot.thread.joinable())
            slot.thread.join();
        const std::uint32_t promptIndex
            = warmup ? protocol::kServeWarmupPromptBase + i : m_params.workload.firstPrompt + i;
        try {
            slot.thread = std::thread([this, &slot, warmup, promptIndex, i, origin] {
                bool stoppedByCancel = false;
                ServeRequestRecord record;
                try {
                    record = runOne(m_params, promptIndex, i, origin, m_cancel, stoppedByCancel);
                } catch (const std::exception &error) {
                    record.index = i;
                    record.error = ServeErrorKind::MalformedStream;
                    record.errorDetail
                        = detailOf(std::string("the request failed: ") + error.what(), m_params.apiKey);
                }
                {
                    std::lock_guard guard(m_mutex);
                    if (!warmup && !stoppedByCancel) {
                        ++(record.error == ServeErrorKind::None ? m_completed : m_failed);
                        m_records.push_back(std::move(record));
                    }
                    slot.busy = false;
                    --m_inFlight;
                }
                m_changed.notify_all();
            });
        } catch (const std::system_error &) {
            m_launchFailed = true; // no thread: no more requests; the run ends with an error
            return;
        }
        slot.busy = true;
        ++m_inFlight;
    }

    /// Calls the progress callback (without the lock) when kServeProgressIntervalMs have passed since
    /// the last call, or when `force`.
    void reportProgress(std::unique_lock<std::mutex> &lock, Clock::time_point now, bool force)
    {
        if (!m_progress)
            return;
        if (!force && now - m_lastProgress < std::chrono::milliseconds(kServeProgressIntervalMs))
            return;
        m_lastProgress = now;
        ServeLoadProgress progress;
        progress.warmingUp = m_warmingUp;
        progress.completed = m_completed;
        progress.failed = m_failed;
        progress.total = m_params.workload.requests;
        progress.elapsedMs = m_warmingUp ? 0.0 : msSince(m_origin, now);
        lock.unlock();
        m_progress(progress);
        lock.lock();
    }

    const ServeLoadParams &m_params;
    const ServeLoadProgressCallback &m_progress;
    const std::atomic_bool *m_cancel;

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::vector<Slot> m_slots;
    std::uint32_t m_inFlight = 0;
    bool m_launchFailed = false;
    bool m_warmingUp = false;
    Clock::time_point m_origin;
    Clock::time_point m_lastProgress;
    std::uint32_t m_completed = 0;
    std::uint32_t m_failed = 0;
    std::vector<ServeRequestRecord> m_records;
};

} // namespace

const std::string &serveLoadEndpoint(const ServeLoadParams &params, std::uint32_t index)
{
    const std::size_t at = index % (1 + params.copyEndpoints.size());
    return at == 0 ? params.endpoint : params.copyEndpoints[at - 1];
}

std::string serveLoadProblem(const ServeLoadParams &params)
{
    std::string why;
    if (!parseHttpEndpoint(params.endpoint, &why))
        return "endpoint: " + why;
    for (std::size_t i = 0; i < params.copyEndpoints.size(); ++i) {
        if (!parseHttpEndpoint(params.copyEndpoints[i], &why))
            return "copies[" + std::to_string(i) + "]: " + why;
    }
    if (params.dialect == protocol::ServeDialect::Unknown)
        return "dialect must be openai_completions, openai_chat, llama_cpp or ollama";
    if (protocol::hasControlCharacters(params.model))
        return "model holds a control character";
    // The key is never named, not even in part.
    if (protocol::hasControlCharacters(params.apiKey))
        return "api_key holds a control character";
    if (const protocol::ServeProblem problem = protocol::serveWorkloadProblem(params.workload); !problem.ok())
        return protocol::serveProblemText(problem, "workload");
    if (params.connectTimeoutMs <= 0 || params.readTimeoutMs <= 0)
        return "the connect and read timeouts must be positive";
    return {};
}

ServeLoadResult runServeLoad(const ServeLoadParams &params, const ServeLoadProgressCallback &progress,
                             const std::atomic_bool *cancel)
{
    if (std::string problem = serveLoadProblem(params); !problem.empty()) {
        ServeLoadResult result;
        result.end = ServeLoadEnd::Refused;
        result.problem = std::move(problem);
        return result;
    }
    Runner runner(params, progress, cancel);
    return runner.run();
}

} // namespace shardscope::serve
