#include "ui/CommandLine.h"

#include <gtest/gtest.h>

using shardscope::ui::CommandLine;

TEST(GuiCommandLine, ParsesDatabaseAndLanguage)
{
    auto options
        = CommandLine::parse({QStringLiteral("shardscope"), QStringLiteral("--db"),
                              QStringLiteral("/tmp/a.db"), QStringLiteral("--lang"), QStringLiteral("de")});
    ASSERT_TRUE(options.ok()) << options.error().detail.toStdString();
    EXPECT_EQ(options->databasePath, QStringLiteral("/tmp/a.db"));
    EXPECT_EQ(options->language, QStringLiteral("de"));
    EXPECT_FALSE(options->helpRequested);
}

TEST(GuiCommandLine, DefaultsAreEmpty)
{
    auto options = CommandLine::parse({QStringLiteral("shardscope")});
    ASSERT_TRUE(options.ok());
    EXPECT_TRUE(options->databasePath.isEmpty());
    EXPECT_TRUE(options->language.isEmpty());
}

TEST(GuiCommandLine, RejectsUnknownOptionsAndMissingValues)
{
    auto unknown = CommandLine::parse({QStringLiteral("shardscope"), QStringLiteral("--frobnicate")});
    ASSERT_FALSE(unknown.ok());
    EXPECT_TRUE(unknown.error().detail.contains(QStringLiteral("frobnicate")));
    EXPECT_FALSE(CommandLine::parse({QStringLiteral("shardscope"), QStringLiteral("--db")}).ok());
    EXPECT_FALSE(CommandLine::parse({QStringLiteral("shardscope"), QStringLiteral("stray")}).ok());
}
