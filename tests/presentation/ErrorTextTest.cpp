#include "presentation/ErrorText.h"

#include "core/agent/AgentChannel.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <optional>

using namespace shardscope;
using presentation::ErrorText;

namespace {

/// Sets (or, with nullopt, unsets) SHARDSCOPE_AGENT for one scope.
class AgentVariable
{
public:
    explicit AgentVariable(const std::optional<QString> &value)
        : m_old(qEnvironmentVariableIsSet(kName) ? std::optional<QByteArray>(qgetenv(kName)) : std::nullopt)
    {
        if (value)
            qputenv(kName, value->toLocal8Bit());
        else
            qunsetenv(kName);
    }
    ~AgentVariable()
    {
        if (m_old)
            qputenv(kName, *m_old);
        else
            qunsetenv(kName);
    }
    AgentVariable(const AgentVariable &) = delete;
    AgentVariable &operator=(const AgentVariable &) = delete;

private:
    static constexpr const char *kName = "SHARDSCOPE_AGENT";
    std::optional<QByteArray> m_old;
};

const core::Error kNotFound{core::ErrorCode::AgentNotFound, QString()};

} // namespace

TEST(GuiErrorText, AgentNotFoundListsThePlacesTheSearchTried)
{
    AgentVariable unset(std::nullopt);
    const QString text = ErrorText::probeError(kNotFound, QString());
    const QString appDir = QCoreApplication::applicationDirPath();
    EXPECT_TRUE(text.contains(appDir + QStringLiteral("/shardscope-agent"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("libexec/shardscope/shardscope-agent"))) << text.toStdString();
    for (const QString &place : core::searchLocalAgent().tried)
        EXPECT_TRUE(text.contains(place)) << place.toStdString() << " missing in " << text.toStdString();
}

TEST(GuiErrorText, InvalidAgentVariableIsNamedInsteadOfTheInstalledPlaces)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("not-an-agent"));
    AgentVariable set(missing);
    const QString text = ErrorText::probeError(kNotFound, QString());
    EXPECT_TRUE(text.contains(missing)) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("SHARDSCOPE_AGENT"))) << text.toStdString();
    // The search stopped at the variable: no advice about places it never looked at.
    EXPECT_FALSE(text.contains(QCoreApplication::applicationDirPath() + QStringLiteral("/shardscope-agent")))
        << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("libexec"))) << text.toStdString();
}

TEST(GuiErrorText, AgentNotFoundAtAGivenPathNamesThatPath)
{
    const QString path = QStringLiteral("/opt/nowhere/shardscope-agent");
    const QString text = ErrorText::probeError(kNotFound, path);
    EXPECT_TRUE(text.contains(path)) << text.toStdString();
}

namespace {

core::NodeTarget nodeTarget()
{
    core::NodeTarget target;
    target.name = QStringLiteral("node2");
    target.ssh.host = QStringLiteral("10.0.0.2");
    target.ssh.port = 2202;
    target.ssh.user = QStringLiteral("pi");
    target.ssh.knownHostsFile = QStringLiteral("/home/me/.ssh/known_hosts");
    return target;
}

} // namespace

TEST(GuiErrorText, EveryNodeErrorNamesTheNodeAndSaysWhatToDo)
{
    const core::NodeTarget target = nodeTarget();
    QStringList texts;
    for (core::ErrorCode code :
         {core::ErrorCode::NameNotResolved, core::ErrorCode::ConnectionRefused,
          core::ErrorCode::ConnectTimeout, core::ErrorCode::AuthenticationFailed,
          core::ErrorCode::HostKeyUnknown, core::ErrorCode::HostKeyChanged, core::ErrorCode::HostKeyRevoked,
          core::ErrorCode::SshError, core::ErrorCode::AgentUploadFailed, core::ErrorCode::NoAgentBuild,
          core::ErrorCode::NodeUnsupported, core::ErrorCode::AgentNotFound, core::ErrorCode::AgentTimeout,
          core::ErrorCode::AgentError, core::ErrorCode::ProtocolError}) {
        const QString text = ErrorText::nodeError(core::Error{code, QStringLiteral("the detail")}, target);
        SCOPED_TRACE(core::errorCodeName(code).toStdString());
        EXPECT_TRUE(text.startsWith(QStringLiteral("node2: "))) << text.toStdString();
        EXPECT_TRUE(text.contains(QStringLiteral("(Details: the detail)"))) << text.toStdString();
        EXPECT_FALSE(ErrorText::nodeErrorSummary(core::Error{code, QString()}).isEmpty());
        EXPECT_FALSE(texts.contains(text)) << "same text as another code: " << text.toStdString();
        texts << text;
    }
    // No generic fallback for SSH's own codes: each one explains itself.
    const QString fallback
        = ErrorText::nodeError(core::Error{core::ErrorCode::Unknown, QStringLiteral("the detail")}, target);
    EXPECT_FALSE(texts.contains(fallback));
}

TEST(GuiErrorText, NodeErrorsGiveTheConcreteNextStep)
{
    const core::NodeTarget target = nodeTarget();
    const auto text = [&](core::ErrorCode code, const QString &architecture = {}) {
        return ErrorText::nodeError(core::Error{code, QString()}, target, architecture);
    };
    const QString refused = text(core::ErrorCode::ConnectionRefused);
    EXPECT_TRUE(refused.contains(QStringLiteral("10.0.0.2 port 2202 was refused"))) << refused.toStdString();
    EXPECT_TRUE(refused.contains(QStringLiteral("Start the SSH server")));
    EXPECT_EQ(ErrorText::nodeErrorSummary(core::Error{core::ErrorCode::ConnectionRefused, QString()}),
              QStringLiteral("Connection refused: is the SSH server running?"));

    const QString changed = text(core::ErrorCode::HostKeyChanged);
    EXPECT_TRUE(
        changed.contains(QStringLiteral("ssh-keygen -R '[10.0.0.2]:2202' -f '/home/me/.ssh/known_hosts'")))
        << changed.toStdString();
    EXPECT_TRUE(changed.contains(QStringLiteral("intercepting")));
    EXPECT_EQ(ErrorText::knownHostsName(QStringLiteral("pi.local"), 22), QStringLiteral("pi.local"));

    // A revoked key is never to be accepted: the text says so and names the file, and offers no
    // command that would remove the entry and trust the key again.
    const QString revoked = text(core::ErrorCode::HostKeyRevoked);
    EXPECT_TRUE(revoked.contains(QStringLiteral("REVOKED"))) << revoked.toStdString();
    EXPECT_TRUE(revoked.contains(QStringLiteral("@revoked"))) << revoked.toStdString();
    EXPECT_TRUE(revoked.contains(QStringLiteral("/home/me/.ssh/known_hosts"))) << revoked.toStdString();
    EXPECT_TRUE(revoked.contains(QStringLiteral("whatever you answer"))) << revoked.toStdString();
    EXPECT_FALSE(revoked.contains(QStringLiteral("ssh-keygen -R"))) << revoked.toStdString();
    EXPECT_EQ(ErrorText::nodeErrorSummary(core::Error{core::ErrorCode::HostKeyRevoked, QString()}),
              QStringLiteral("Host key REVOKED: not connected"));

    const QString noBuild = text(core::ErrorCode::NoAgentBuild, QStringLiteral("aarch64"));
    EXPECT_TRUE(noBuild.contains(QStringLiteral("no agent build for aarch64"))) << noBuild.toStdString();
    EXPECT_TRUE(noBuild.contains(QStringLiteral("agents/aarch64/"))) << noBuild.toStdString();

    const QString unsupported = text(core::ErrorCode::NodeUnsupported);
    EXPECT_TRUE(unsupported.contains(QStringLiteral("glibc 2.36"))) << unsupported.toStdString();
    EXPECT_TRUE(unsupported.contains(QStringLiteral("musl")));

    const QString login = text(core::ErrorCode::AuthenticationFailed);
    EXPECT_TRUE(login.contains(QStringLiteral("\"pi\""))) << login.toStdString();
    EXPECT_TRUE(login.contains(QStringLiteral("authorized_keys")));
}
