#include "ui/ErrorText.h"

#include "core/agent/AgentChannel.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <optional>

using namespace shardscope;
using ui::ErrorText;

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
