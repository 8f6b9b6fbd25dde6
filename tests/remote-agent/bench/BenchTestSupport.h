#pragma once

// Test support for the inference engine: several ranks of one run in one process, each on its own
// thread, sharing an in-memory rendezvous store (what the controller relays in a real run).

#include "remote-agent/bench/RankHost.h"
#include "remote-agent/bench/RankModel.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace shardscope::bench::test {

/// A thread-safe key/value store shared by the ranks of one test run.
class MemoryStore
{
public:
    /// Sets (or replaces) `key` and wakes every waiting get().
    void set(const std::string &key, const std::vector<std::uint8_t> &value)
    {
        {
            std::lock_guard lock(m_mutex);
            m_values[key] = value;
        }
        m_changed.notify_all();
    }

    /// Waits until `key` is set; nullopt after `timeout` or once `stop()` returns true (checked
    /// whenever the store is woken, see wake()).
    template<typename StopFn>
    std::optional<std::vector<std::uint8_t>> get(const std::string &key, std::chrono::milliseconds timeout,
                                                 StopFn stop)
    {
        std::unique_lock lock(m_mutex);
        const bool found
            = m_changed.wait_for(lock, timeout, [&] { return m_values.count(key) > 0 || stop(); });
        if (!found || m_values.count(key) == 0)
            return std::nullopt;
        return m_values.at(key);
    }

    /// True when `key` has been set.
    bool contains(const std::string &key) const
    {
        std::lock_guard lock(m_mutex);
        return m_values.count(key) > 0;
    }

    /// Wakes every waiting get() so that it re-checks its stop condition.
    void wake()
    {
        {
            std::lock_guard lock(m_mutex);
        }
        m_changed.notify_all();
    }

private:
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::map<std::string, std::vector<std::uint8_t>> m_values;
};

/// One rank's RankHost over a MemoryStore: records progress, has a settable cancel flag.
class TestRankHost : public RankHost
{
public:
    /// One progress() call.
    struct Progress {
        double fraction = 0;
        std::string stage;
    };

    /// A host over `store`, which must outlive it.
    explicit TestRankHost(MemoryStore &store)
        : m_store(store)
    {}

    void progress(double fraction, const std::string &stage) override
    {
        std::lock_guard lock(m_mutex);
        m_progress.push_back({fraction, stage});
    }

    bool cancelled() const override { return m_cancelled.load(); }

    void storeSet(const std::string &key, const std::vector<std::uint8_t> &value) override
    {
        m_store.set(key, value);
    }

    std::optional<std::vector<std::uint8_t>> storeGet(const std::string &key,
                                                      std::chrono::milliseconds timeout) override
    {
        return m_store.get(key, timeout, [this] { return m_cancelled.load(); });
    }

    /// Sets the cancel flag; a storeGet() waiting on this rank returns nullopt at once.
    void setCancelled(bool cancelled = true)
    {
        m_cancelled.store(cancelled);
        m_store.wake();
    }

    /// Every progress() call so far, in order.
    std::vector<Progress> progressCalls() const
    {
        std::lock_guard lock(m_mutex);
        return m_progress;
    }

private:
    MemoryStore &m_store;
    std::atomic<bool> m_cancelled{false};
    mutable std::mutex m_mutex;
    std::vector<Progress> m_progress;
};

/// The store and one TestRankHost per rank of a test run.
class TestCluster
{
public:
    /// `size` ranks, each with its host over the one store.
    explicit TestCluster(std::uint32_t size)
    {
        for (std::uint32_t rank = 0; rank < size; ++rank)
            m_hosts.push_back(std::make_unique<TestRankHost>(m_store));
    }

    /// Number of ranks.
    std::uint32_t size() const { return static_cast<std::uint32_t>(m_hosts.size()); }
    /// Rank `rank`'s host (throws std::out_of_range past size()).
    TestRankHost &host(std::uint32_t rank) { return *m_hosts.at(rank); }
    /// The store every host uses.
    MemoryStore &store() { return m_store; }

private:
    MemoryStore m_store;
    std::vector<std::unique_ptr<TestRankHost>> m_hosts;
};

/// A store key prefix not used before in this process (so that test runs never see each other's
/// keys, e.g. "test-run-7/").
inline std::string uniqueRunId()
{
    static std::atomic<int> next{0};
    return "test-run-" + std::to_string(next.fetch_add(1)) + "/";
}

/// What one rank's callable did: its value, or the exception it threw.
template<typename T>
struct RankOutcome {
    std::optional<T> value; ///< set when the callable returned
    std::string error;      ///< what() of the exception it threw (empty when it returned)
    bool commError = false; ///< the exception was a CommError
    bool ok() const { return value.has_value(); }
};

/// Runs `fn(rank)` for every rank 0…size−1, each on its own thread, and joins them all. No
/// exception leaves a thread: each is caught into that rank's outcome. `fn` is called from all the
/// threads at once (capture per-rank state by rank). A callable returning void gives
/// RankOutcome<std::monostate>.
template<typename Fn>
auto runRanks(std::uint32_t size, Fn fn)
{
    using Result = std::invoke_result_t<Fn &, std::uint32_t>;
    using Value = std::conditional_t<std::is_void_v<Result>, std::monostate, Result>;
    std::vector<RankOutcome<Value>> outcomes(size);
    std::vector<std::thread> threads;
    threads.reserve(size);
    for (std::uint32_t rank = 0; rank < size; ++rank) {
        threads.emplace_back([&fn, &outcomes, rank] {
            RankOutcome<Value> &outcome = outcomes[rank];
            try {
                if constexpr (std::is_void_v<Result>) {
                    fn(rank);
                    outcome.value.emplace();
                } else {
                    outcome.value.emplace(fn(rank));
                }
            } catch (const CommError &e) {
                outcome.error = e.what();
                outcome.commError = true;
            } catch (const std::exception &e) {
                outcome.error = e.what();
            } catch (...) {
                outcome.error = "unknown exception";
            }
        });
    }
    for (std::thread &thread : threads)
        thread.join();
    return outcomes;
}

} // namespace shardscope::bench::test
