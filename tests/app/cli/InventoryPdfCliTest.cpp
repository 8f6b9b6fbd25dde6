// shardscope-cli inventory --pdf as a subprocess: "This computer" is inventoried without SSH, then
// the inventory PDF of every stored machine is written; a file that cannot be written is a failure
// that leaves nothing behind; the option's usage errors.
#include "CliRunner.h"
#include "core/store/ResultStore.h"
#include "tests/app/cli/CliTestFixture.h"
#include "tests/support/PdfText.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSysInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace shardscope::core;

namespace {

using shardscope::test::CliRun;

using shardscope::test::pdfText;

class InventoryPdfCliTest : public shardscope::test::CliTest
{
};

} // namespace

TEST_F(InventoryPdfCliTest, LocalInventoryWritesThePdfOfEveryStoredMachine)
{
    // A node that was never inventoried: listed in the PDF all the same.
    {
        auto store = ResultStore::open(dbPath());
        ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
        HostRecord node;
        node.name = QStringLiteral("node-never-seen");
        node.address = QStringLiteral("192.0.2.7");
        ASSERT_TRUE((*store)->upsertHost(node).ok());
    }
    const QString path = m_dir.filePath(QStringLiteral("inventory.pdf"));
    const CliRun result = run({QStringLiteral("inventory"), QStringLiteral("--local"),
                               QStringLiteral("--pdf"), path, QStringLiteral("--db"), dbPath()});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QString out = QString::fromUtf8(result.out);
    EXPECT_TRUE(out.contains(QStringLiteral("Host:"))) << out.toStdString(); // the summary as before
    EXPECT_TRUE(out.contains(QStringLiteral("Wrote the inventory PDF to %1").arg(path))) << out.toStdString();

    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.read(5).startsWith("%PDF")) << "not a PDF";
    const QString text = pdfText(path);
    ASSERT_FALSE(text.isEmpty()) << "pdftotext (poppler-utils) failed";
    for (const QString &expected : {QStringLiteral("ShardScope inventory"), QStringLiteral("This computer"),
                                    QSysInfo::machineHostName(), QStringLiteral("node-never-seen")})
        EXPECT_TRUE(text.contains(expected)) << "missing " << expected.toStdString() << " in:\n"
                                             << text.toStdString();
}

TEST_F(InventoryPdfCliTest, WithJsonStdoutStaysOneDocument)
{
    const QString path = m_dir.filePath(QStringLiteral("inventory.pdf"));
    const CliRun result
        = run({QStringLiteral("inventory"), QStringLiteral("--local"), QStringLiteral("--json"),
               QStringLiteral("--pdf"), path, QStringLiteral("--db"), dbPath()});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const auto document = nlohmann::json::parse(result.out.toStdString(), nullptr, false);
    ASSERT_FALSE(document.is_discarded()) << result.out.toStdString();
    EXPECT_TRUE(document.contains("hostname"));
    EXPECT_TRUE(result.err.contains("Wrote the inventory PDF to")) << result.err.toStdString();
    EXPECT_TRUE(QFile::exists(path));
}

TEST_F(InventoryPdfCliTest, UnwritablePathFailsAndLeavesNoFile)
{
    const QString path = m_dir.filePath(QStringLiteral("missing-folder/inventory.pdf"));
    const CliRun result = run({QStringLiteral("inventory"), QStringLiteral("--local"),
                               QStringLiteral("--pdf"), path, QStringLiteral("--db"), dbPath()});
    EXPECT_NE(result.exitCode, 0);
    EXPECT_FALSE(QFile::exists(path));
    EXPECT_FALSE(QFile::exists(m_dir.filePath(QStringLiteral("missing-folder"))));
    // One line (Qt's own "QStandardPaths: XDG_RUNTIME_DIR not set" aside: the Gui starts for the PDF).
    QStringList lines = QString::fromUtf8(result.err).trimmed().split(QLatin1Char('\n'));
    lines.removeIf([](const QString &l) { return l.startsWith(QLatin1String("QStandardPaths: ")); });
    ASSERT_EQ(lines.size(), 1) << result.err.toStdString();
    EXPECT_TRUE(lines.constFirst().contains(QStringLiteral("writing the inventory PDF to %1").arg(path)))
        << result.err.toStdString();
    EXPECT_FALSE(result.out.contains("Wrote")) << result.out.toStdString();

    // The inventory itself was stored all the same.
    auto store = ResultStore::open(dbPath());
    ASSERT_TRUE(store.ok()) << store.error().detail.toStdString();
    auto host = (*store)->hostByName(QStringLiteral("This computer"));
    ASSERT_TRUE(host.ok() && host->has_value());
    auto latest = (*store)->latestInventory((*host)->id);
    ASSERT_TRUE(latest.ok() && latest->has_value());
}

TEST_F(InventoryPdfCliTest, UsageErrorsAndHelp)
{
    const CliRun empty = run({QStringLiteral("inventory"), QStringLiteral("--local"),
                              QStringLiteral("--pdf="), QStringLiteral("--db"), dbPath()});
    EXPECT_EQ(empty.exitCode, 2);
    EXPECT_TRUE(empty.err.contains("--pdf needs a file path")) << empty.err.toStdString();

    const CliRun database = run({QStringLiteral("inventory"), QStringLiteral("--local"),
                                 QStringLiteral("--pdf"), dbPath(), QStringLiteral("--db"), dbPath()});
    EXPECT_EQ(database.exitCode, 2);
    EXPECT_TRUE(database.err.contains("is the database")) << database.err.toStdString();
    EXPECT_FALSE(QFile::exists(dbPath())) << "nothing was probed nor stored";

    const CliRun other = run({QStringLiteral("deploy"), QStringLiteral("--all"), QStringLiteral("--pdf"),
                              m_dir.filePath(QStringLiteral("x.pdf"))});
    EXPECT_EQ(other.exitCode, 2);
    EXPECT_TRUE(other.err.contains("--pdf goes with inventory, setup-sheet, not deploy"))
        << other.err.toStdString();

    const CliRun help = run({QStringLiteral("inventory"), QStringLiteral("--help")});
    ASSERT_EQ(help.exitCode, 0) << help.err.toStdString();
    EXPECT_TRUE(help.out.contains("--pdf <file>")) << help.out.toStdString();
}
