#include "core/Result.h"

namespace shardscope::core {

QString errorCodeName(ErrorCode code)
{
    switch (code) {
    case ErrorCode::Cancelled:
        return QStringLiteral("cancelled");
    case ErrorCode::AgentNotFound:
        return QStringLiteral("agent_not_found");
    case ErrorCode::AgentStartFailed:
        return QStringLiteral("agent_start_failed");
    case ErrorCode::AgentCrashed:
        return QStringLiteral("agent_crashed");
    case ErrorCode::AgentTimeout:
        return QStringLiteral("agent_timeout");
    case ErrorCode::AgentError:
        return QStringLiteral("agent_error");
    case ErrorCode::ProtocolError:
        return QStringLiteral("protocol_error");
    case ErrorCode::DatabaseOpen:
        return QStringLiteral("database_open");
    case ErrorCode::DatabaseTooNew:
        return QStringLiteral("database_too_new");
    case ErrorCode::DatabaseQuery:
        return QStringLiteral("database_query");
    case ErrorCode::DiskFull:
        return QStringLiteral("disk_full");
    case ErrorCode::FileWrite:
        return QStringLiteral("file_write");
    case ErrorCode::InvalidArgument:
        return QStringLiteral("invalid_argument");
    case ErrorCode::NameNotResolved:
        return QStringLiteral("name_not_resolved");
    case ErrorCode::ConnectionRefused:
        return QStringLiteral("connection_refused");
    case ErrorCode::ConnectTimeout:
        return QStringLiteral("connect_timeout");
    case ErrorCode::AuthenticationFailed:
        return QStringLiteral("authentication_failed");
    case ErrorCode::HostKeyUnknown:
        return QStringLiteral("host_key_unknown");
    case ErrorCode::HostKeyChanged:
        return QStringLiteral("host_key_changed");
    case ErrorCode::SshError:
        return QStringLiteral("ssh_error");
    case ErrorCode::AgentUploadFailed:
        return QStringLiteral("agent_upload_failed");
    case ErrorCode::NoAgentBuild:
        return QStringLiteral("no_agent_build");
    case ErrorCode::NodeUnsupported:
        return QStringLiteral("node_unsupported");
    case ErrorCode::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

} // namespace shardscope::core
