#pragma once

// RAII owners of libssh handles, shared by the files of core/ssh (not a public header).

#include <libssh/libssh.h>

#include <QString>

#include <memory>

namespace shardscope::core::ssh {

struct SessionDeleter {
    void operator()(ssh_session session) const
    {
        if (ssh_is_connected(session))
            ssh_disconnect(session);
        ssh_free(session);
    }
};
struct ChannelDeleter {
    void operator()(ssh_channel channel) const
    {
        if (ssh_channel_is_open(channel))
            ssh_channel_close(channel);
        ssh_channel_free(channel);
    }
};
struct KeyDeleter {
    void operator()(ssh_key key) const { ssh_key_free(key); }
};

using SessionPtr = std::unique_ptr<ssh_session_struct, SessionDeleter>;
using ChannelPtr = std::unique_ptr<ssh_channel_struct, ChannelDeleter>;
using KeyPtr = std::unique_ptr<ssh_key_struct, KeyDeleter>;

/// libssh's last error text for a session (never empty).
inline QString lastError(ssh_session session)
{
    const char *text = ssh_get_error(session);
    return text && *text ? QString::fromUtf8(text) : QStringLiteral("unknown libssh error");
}

} // namespace shardscope::core::ssh
