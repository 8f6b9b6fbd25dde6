#include "core/Result.h"

#include <array>
#include <cstddef>
#include <utility>

namespace shardscope::core {

namespace {

// Every code with its name, in one table that both directions read: a new code gets its name here.
constexpr std::array kErrorCodeNames = std::to_array<std::pair<ErrorCode, const char *>>({
    {ErrorCode::Unknown, "unknown"},
    {ErrorCode::Cancelled, "cancelled"},
    {ErrorCode::AgentNotFound, "agent_not_found"},
    {ErrorCode::AgentStartFailed, "agent_start_failed"},
    {ErrorCode::AgentCrashed, "agent_crashed"},
    {ErrorCode::AgentTimeout, "agent_timeout"},
    {ErrorCode::AgentError, "agent_error"},
    {ErrorCode::ProtocolError, "protocol_error"},
    {ErrorCode::DatabaseOpen, "database_open"},
    {ErrorCode::DatabaseTooNew, "database_too_new"},
    {ErrorCode::DatabaseQuery, "database_query"},
    {ErrorCode::DiskFull, "disk_full"},
    {ErrorCode::FileWrite, "file_write"},
    {ErrorCode::InvalidArgument, "invalid_argument"},
    {ErrorCode::NameNotResolved, "name_not_resolved"},
    {ErrorCode::ConnectionRefused, "connection_refused"},
    {ErrorCode::ConnectTimeout, "connect_timeout"},
    {ErrorCode::AuthenticationFailed, "authentication_failed"},
    {ErrorCode::HostKeyUnknown, "host_key_unknown"},
    {ErrorCode::HostKeyChanged, "host_key_changed"},
    {ErrorCode::SshError, "ssh_error"},
    {ErrorCode::AgentUploadFailed, "agent_upload_failed"},
    {ErrorCode::NoAgentBuild, "no_agent_build"},
    {ErrorCode::NodeUnsupported, "node_unsupported"},
    {ErrorCode::HostKeyRevoked, "host_key_revoked"},
    {ErrorCode::ServerFailed, "server_failed"},
});

constexpr bool denseAndInOrder()
{
    for (std::size_t i = 0; i < kErrorCodeNames.size(); ++i) {
        if (kErrorCodeNames[i].first != ErrorCode(i))
            return false;
    }
    return true;
}
static_assert(denseAndInOrder(), "kErrorCodeNames lists every ErrorCode once, in declaration order");

} // namespace

QString errorCodeName(ErrorCode code)
{
    for (const auto &[known, name] : kErrorCodeNames) {
        if (known == code)
            return QString::fromLatin1(name);
    }
    return QStringLiteral("unknown");
}

std::optional<ErrorCode> errorCodeFromName(const QString &name)
{
    for (const auto &[code, known] : kErrorCodeNames) {
        if (name == QLatin1StringView(known))
            return code;
    }
    return std::nullopt;
}

} // namespace shardscope::core
