#pragma once

#include <QString>

#include <atomic>
#include <optional>
#include <utility>
#include <variant>

namespace shardscope::core {

/// What went wrong, as a code the UI can turn into translated, actionable text.
/// A new code goes at the end and gets its name in Result.cpp's table (errorCodeName()).
enum class ErrorCode {
    Unknown = 0,
    Cancelled,            ///< the user cancelled
    AgentNotFound,        ///< no shardscope-agent executable where it should be
    AgentStartFailed,     ///< the agent process could not be started
    AgentCrashed,         ///< the agent exited or closed its output unexpectedly
    AgentTimeout,         ///< the agent did not answer in time
    AgentError,           ///< the agent answered with an error message
    ProtocolError,        ///< the agent's output was malformed (bad JSON, wrong version, too long)
    DatabaseOpen,         ///< the database file could not be opened or created
    DatabaseTooNew,       ///< the database was written by a newer ShardScope
    DatabaseQuery,        ///< a statement failed
    DiskFull,             ///< SQLITE_FULL or a write failed for lack of space
    FileWrite,            ///< a report or export file could not be written
    InvalidArgument,      ///< a caller passed something unusable
    NameNotResolved,      ///< the SSH host name could not be resolved
    ConnectionRefused,    ///< nothing listens on the SSH port (sshd down, wrong port)
    ConnectTimeout,       ///< the SSH connection or handshake did not complete in time
    AuthenticationFailed, ///< the server accepted none of the credentials tried
    HostKeyUnknown,       ///< the host key is not in known_hosts and was not accepted
    HostKeyChanged,       ///< the host key differs from the one in known_hosts: always refused
    SshError,             ///< any other SSH failure (protocol, channel, libssh)
    AgentUploadFailed,    ///< putting the agent on a node failed (transfer, checksum, folders)
    NoAgentBuild,         ///< this installation has no agent build for the node's architecture
    NodeUnsupported,      ///< the node cannot run the agent (not Linux, C library too old)
    HostKeyRevoked,       ///< the host key is marked @revoked in a known_hosts file: always refused
    ServerFailed,         ///< the inference server under test did not answer as a benchmark needs
};

/// A stable, untranslated name for logs, JSON and tests, e.g. "agent_timeout".
QString errorCodeName(ErrorCode code);

/// The code errorCodeName() names (the store and JSON keep the name); nullopt for a name no code
/// has, e.g. one written by a newer ShardScope.
std::optional<ErrorCode> errorCodeFromName(const QString &name);

/// An expected failure: a code and an untranslated detail naming what failed.
struct Error {
    ErrorCode code = ErrorCode::Unknown;
    QString detail;
};

/// True once the caller's cancel flag (optional: null means "never") is set.
inline bool isCancelled(const std::atomic_bool *cancel)
{
    return cancel != nullptr && cancel->load();
}

/// A value or an Error (the Utils::Result<T> idea). Never throws across module boundaries.
template<typename T>
class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_data(std::move(value))
    {}
    Result(Error error)
        : m_data(std::move(error))
    {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<T>(m_data); }
    T &value() & { return std::get<T>(m_data); }
    T &&value() && { return std::get<T>(std::move(m_data)); }
    const T &operator*() const & { return value(); }
    T &operator*() & { return value(); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }

    const Error &error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

/// Result of an operation that returns nothing on success.
template<>
class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(Error error)
        : m_error(std::move(error))
    {}

    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const Error &error() const { return *m_error; }

private:
    std::optional<Error> m_error;
};

} // namespace shardscope::core
