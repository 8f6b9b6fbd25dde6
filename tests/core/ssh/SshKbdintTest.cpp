// Keyboard-interactive authentication (RFC 4256). The testbed's sshd cannot offer it: OpenSSH on
// Linux serves keyboard-interactive only through PAM, and the testbed runs with UsePAM no so that it
// never touches the machine's accounts. These tests therefore talk to a small SSH server built on
// libssh's server API in this process, listening on 127.0.0.1, which offers exactly the methods a
// test asks for and records what the client answered.
#include "SshTestSupport.h"

#include "Process.h"

#include <QFile>
#include <QTemporaryDir>

#include <libssh/libssh.h>
#include <libssh/server.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>

#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

using namespace shardscope;
using namespace shardscope::core;
using namespace shardscope::sshtest;
using namespace std::chrono_literals;

namespace {

/// One keyboard-interactive prompt of the test server.
struct Prompt {
    std::string text;  ///< shown to the user
    bool echo = false; ///< whether the answer may be shown while typed
};

/// What the test server offers and accepts.
struct KbdintServerOptions {
    int methods = SSH_AUTH_METHOD_INTERACTIVE; ///< methods it names after each failure
    std::string instruction;                   ///< the instruction sent with the prompts
    bool emptyFirstRound = false;              ///< a first round without prompts, as PAM may send
    std::vector<Prompt> prompts;               ///< asked in one round
    std::vector<std::string> answers;          ///< the answers that log in
};

/// A libssh server that accepts one connection at a time on 127.0.0.1 and authenticates by
/// keyboard-interactive only; publickey and password requests are always refused.
class KbdintServer
{
public:
    explicit KbdintServer(KbdintServerOptions options)
        : m_options(std::move(options))
    {}
    ~KbdintServer()
    {
        m_stop = true;
        if (m_thread.joinable())
            m_thread.join();
        if (m_bind)
            ssh_bind_free(m_bind);
    }
    KbdintServer(const KbdintServer &) = delete;
    KbdintServer &operator=(const KbdintServer &) = delete;

    /// Listens on an ephemeral port with hostKeyPath; "" on success, else what failed.
    std::string start(const std::string &hostKeyPath)
    {
        m_bind = ssh_bind_new();
        if (!m_bind)
            return "ssh_bind_new failed";
        const int anyPort = 0;
        if (ssh_bind_options_set(m_bind, SSH_BIND_OPTIONS_BINDADDR, "127.0.0.1") != SSH_OK
            || ssh_bind_options_set(m_bind, SSH_BIND_OPTIONS_BINDPORT, &anyPort) != SSH_OK
            || ssh_bind_options_set(m_bind, SSH_BIND_OPTIONS_HOSTKEY, hostKeyPath.c_str()) != SSH_OK
            || ssh_bind_listen(m_bind) != SSH_OK)
            return std::string("setting up the test server: ") + ssh_get_error(m_bind);
        sockaddr_in address{};
        socklen_t length = sizeof address;
        if (getsockname(ssh_bind_get_fd(m_bind), reinterpret_cast<sockaddr *>(&address), &length) != 0)
            return "getsockname failed";
        m_port = ntohs(address.sin_port);
        m_thread = std::thread([this] { run(); });
        return {};
    }

    int port() const { return m_port; }
    /// Connections that logged in.
    int loggedIn() const { return m_loggedIn; }
    /// The answers of every keyboard-interactive response, in order.
    std::vector<std::vector<std::string>> responses() const
    {
        const std::lock_guard lock(m_mutex);
        return m_responses;
    }

private:
    void run()
    {
        while (!m_stop) {
            pollfd listener{ssh_bind_get_fd(m_bind), POLLIN, 0};
            if (poll(&listener, 1, 50) <= 0)
                continue;
            ssh_session session = ssh_new();
            if (!session)
                return;
            const long timeoutS = 10; // a client that vanishes never holds the test
            ssh_options_set(session, SSH_OPTIONS_TIMEOUT, &timeoutS);
            if (ssh_bind_accept(m_bind, session) == SSH_OK && ssh_handle_key_exchange(session) == SSH_OK)
                serve(session);
            ssh_disconnect(session);
            ssh_free(session);
        }
    }

    void serve(ssh_session session)
    {
        bool sentEmptyRound = false;
        while (ssh_message message = ssh_message_get(session)) {
            if (ssh_message_type(message) == SSH_REQUEST_AUTH
                && ssh_message_subtype(message) == SSH_AUTH_METHOD_INTERACTIVE) {
                if (ssh_message_auth_kbdint_is_response(message) == 1) {
                    std::vector<std::string> answers;
                    for (int i = 0; i < ssh_userauth_kbdint_getnanswers(session); ++i) {
                        const char *answer = ssh_userauth_kbdint_getanswer(session, unsigned(i));
                        answers.emplace_back(answer ? answer : "<null>");
                    }
                    {
                        const std::lock_guard lock(m_mutex);
                        m_responses.push_back(answers);
                    }
                    if (sentEmptyRound && answers.empty()) {
                        sentEmptyRound = false;
                        ask(message);
                    } else if (answers == m_options.answers) {
                        ++m_loggedIn; // before the reply: the client checks it as soon as it is in
                        ssh_message_auth_reply_success(message, 0);
                    } else {
                        refuse(message);
                    }
                } else if (m_options.emptyFirstRound) {
                    sentEmptyRound = true;
                    ssh_message_auth_interactive_request(message, "", "", 0, nullptr, nullptr);
                } else {
                    ask(message);
                }
            } else if (ssh_message_type(message) == SSH_REQUEST_AUTH) {
                refuse(message);
            } else {
                ssh_message_reply_default(message);
            }
            ssh_message_free(message);
        }
    }

    void ask(ssh_message message)
    {
        std::vector<const char *> texts;
        std::vector<char> echo;
        for (const Prompt &prompt : m_options.prompts) {
            texts.push_back(prompt.text.c_str());
            echo.push_back(prompt.echo ? 1 : 0);
        }
        ssh_message_auth_interactive_request(message, "ShardScope test", m_options.instruction.c_str(),
                                             unsigned(texts.size()), texts.data(), echo.data());
    }

    void refuse(ssh_message message)
    {
        ssh_message_auth_set_methods(message, m_options.methods);
        ssh_message_reply_default(message);
    }

    KbdintServerOptions m_options;
    ssh_bind m_bind = nullptr;
    int m_port = 0;
    std::thread m_thread;
    std::atomic_bool m_stop{false};
    std::atomic_int m_loggedIn{0};
    mutable std::mutex m_mutex;
    std::vector<std::vector<std::string>> m_responses;
};

/// A temp dir with a host key for the test server, a user key and an empty known_hosts.
class SshKbdintTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        qunsetenv("SSH_AUTH_SOCK"); // no ssh-agent of the user takes part
        for (const char *name : {"host_key", "user_key"}) {
            const testbed::CommandResult generated
                = testbed::runCommand({testbed::findTool("ssh-keygen"), "-q", "-t", "ed25519", "-N", "", "-f",
                                       m_dir.filePath(QString::fromLatin1(name)).toStdString()});
            ASSERT_TRUE(generated.ok()) << generated.output;
        }
    }

    /// Starts a server with options; fails the test when it cannot.
    std::unique_ptr<KbdintServer> startServer(KbdintServerOptions options)
    {
        auto server = std::make_unique<KbdintServer>(std::move(options));
        const std::string error = server->start(m_dir.filePath(QStringLiteral("host_key")).toStdString());
        if (!error.empty()) {
            ADD_FAILURE() << error;
            return nullptr;
        }
        return server;
    }

    SshParameters parametersFor(const KbdintServer &server) const
    {
        SshParameters parameters;
        parameters.host = QStringLiteral("127.0.0.1");
        parameters.port = server.port();
        parameters.user = QStringLiteral("operator");
        parameters.knownHostsFile = m_dir.filePath(QStringLiteral("known_hosts"));
        parameters.hostKeyPolicy = HostKeyPolicy::AcceptNew;
        parameters.config = SshConfigUse::Ignore;
        parameters.identityFile = m_dir.filePath(QStringLiteral("user_key"));
        return parameters;
    }

    QTemporaryDir m_dir;
};

KbdintServerOptions passwordAndCode()
{
    KbdintServerOptions options;
    options.methods = SSH_AUTH_METHOD_PUBLICKEY | SSH_AUTH_METHOD_INTERACTIVE;
    options.instruction = "Two factors";
    options.prompts = {{"Password: ", false}, {"Verification code: ", true}};
    options.answers = {"correct horse", "123456"};
    return options;
}

} // namespace

TEST_F(SshKbdintTest, AnswersEveryPromptThroughThePasswordCallbackAfterPublickey)
{
    auto server = startServer(passwordAndCode());
    ASSERT_TRUE(server);
    QStringList asked;
    SshCallbacks callbacks;
    callbacks.password = [&asked](const QString &prompt) -> std::optional<QByteArray> {
        asked << prompt;
        return prompt.endsWith(QLatin1String("Password:")) ? QByteArray("correct horse")
                                                           : QByteArray("123456");
    };
    auto session = SshSession::connect(parametersFor(*server), callbacks);
    ASSERT_TRUE(session) << text(session.error());
    EXPECT_EQ(server->loggedIn(), 1);
    // The server's prompts and instruction, each naming user@host as OpenSSH does; the echoed
    // prompt is answered the same way.
    EXPECT_EQ(asked, (QStringList{QStringLiteral("Two factors\n(operator@127.0.0.1) Password:"),
                                  QStringLiteral("Two factors\n(operator@127.0.0.1) Verification code:")}));
    EXPECT_EQ(server->responses(), (std::vector<std::vector<std::string>>{{"correct horse", "123456"}}));
}

TEST_F(SshKbdintTest, WrongAnswersFailNamingEveryMethodTried)
{
    auto server = startServer(passwordAndCode());
    ASSERT_TRUE(server);
    SshCallbacks callbacks;
    int asked = 0;
    callbacks.password = [&asked](const QString &) -> std::optional<QByteArray> {
        ++asked;
        return QByteArray("wrong");
    };
    const SshParameters parameters = parametersFor(*server);
    auto refused = SshSession::connect(parameters, callbacks);
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, ErrorCode::AuthenticationFailed) << text(refused.error());
    EXPECT_TRUE(refused.error().detail.contains(
        QStringLiteral("tried: identity file %1, keyboard-interactive;").arg(parameters.identityFile)))
        << text(refused.error());
    EXPECT_TRUE(
        refused.error().detail.contains(QLatin1String("the server offers: publickey, keyboard-interactive")))
        << text(refused.error());
    EXPECT_EQ(asked, 2);
    EXPECT_EQ(server->loggedIn(), 0);

    // Without a password callback keyboard-interactive is not even started.
    auto silent = SshSession::connect(parameters);
    ASSERT_FALSE(silent);
    EXPECT_EQ(silent.error().code, ErrorCode::AuthenticationFailed) << text(silent.error());
    EXPECT_TRUE(silent.error().detail.contains(
        QStringLiteral("tried: identity file %1;").arg(parameters.identityFile)))
        << text(silent.error());
    EXPECT_EQ(server->responses().size(), 1u);
}

TEST_F(SshKbdintTest, GivingUpStopsAtTheFirstPrompt)
{
    KbdintServerOptions options = passwordAndCode();
    options.methods = SSH_AUTH_METHOD_INTERACTIVE | SSH_AUTH_METHOD_PASSWORD;
    auto server = startServer(options);
    ASSERT_TRUE(server);
    int asked = 0;
    SshCallbacks callbacks;
    callbacks.password = [&asked](const QString &) -> std::optional<QByteArray> {
        ++asked;
        return std::nullopt;
    };
    auto refused = SshSession::connect(parametersFor(*server), callbacks);
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, ErrorCode::AuthenticationFailed) << text(refused.error());
    EXPECT_TRUE(refused.error().detail.contains(QLatin1String("keyboard-interactive (no answer given)")))
        << text(refused.error());
    // The user said no once: the password method offered as well does not ask again.
    EXPECT_EQ(asked, 1);
    EXPECT_TRUE(server->responses().empty());
}

TEST_F(SshKbdintTest, RoundsWithoutPromptsAreAnsweredWithoutAsking)
{
    KbdintServerOptions options = passwordAndCode();
    options.emptyFirstRound = true;
    options.prompts = {{"Password: ", false}};
    options.answers = {"correct horse"};
    options.instruction.clear();
    auto server = startServer(options);
    ASSERT_TRUE(server);
    QStringList asked;
    SshCallbacks callbacks;
    callbacks.password = [&asked](const QString &prompt) -> std::optional<QByteArray> {
        asked << prompt;
        return QByteArray("correct horse");
    };
    auto session = SshSession::connect(parametersFor(*server), callbacks);
    ASSERT_TRUE(session) << text(session.error());
    EXPECT_EQ(asked, QStringList{QStringLiteral("(operator@127.0.0.1) Password:")});
    EXPECT_EQ(server->responses(), (std::vector<std::vector<std::string>>{{}, {"correct horse"}}));
}
