// The Goal page: the model, its use and targets go into the WizardModel's settings with the plan
// defaults they imply, the backend follows the machines' GPUs, and the memory answer is the one
// core::fitModel gives for the machines' inventories.
#include "TestNodeInteraction.h"
#include "UiTestSupport.h"

#include "core/analysis/MemoryFit.h"
#include "presentation/AnalysisText.h"
#include "ui/GoalPage.h"
#include "ui/InferencePlan.h"
#include "ui/ShardScopeWizard.h"
#include "ui/WizardModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace shardscope;
using ui::GoalPage;
using ui::ShardScopeWizard;

namespace {

constexpr std::uint64_t kGiB = 1024ULL * 1024 * 1024;

protocol::HostInventory inventory(std::uint64_t ramBytes, QList<std::uint64_t> gpuBytes)
{
    protocol::HostInventory inventory;
    inventory.agentVersion = "0.1.0";
    inventory.protocolVersion = 1;
    inventory.probedAtUtc = "2025-01-01T00:00:00Z";
    inventory.memoryTotalBytes = ramBytes;
    for (int i = 0; i < gpuBytes.size(); ++i) {
        protocol::GpuInfo gpu;
        gpu.index = i;
        gpu.name = "NVIDIA GeForce RTX 4090";
        gpu.memoryTotalBytes = gpuBytes.at(i);
        inventory.gpus.push_back(gpu);
    }
    return inventory;
}

class GuiGoalPage : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        ASSERT_TRUE(m_model.openStore(m_dir.filePath(QStringLiteral("shardscope.db"))).ok());
        m_model.setAgentPath(QStringLiteral("/nonexistent/shardscope-agent"));
    }

    void addNode(const QString &name, const QString &address, const protocol::HostInventory &nodeInventory)
    {
        core::HostRecord node;
        node.name = name;
        node.address = address;
        const core::Result<int> row = m_model.addHost(node);
        ASSERT_TRUE(row.ok());
        m_model.setInventory(*row, nodeInventory, QDateTime::currentDateTimeUtc());
    }

    GoalPage *show()
    {
        m_wizard = std::make_unique<ShardScopeWizard>(m_model, m_interaction);
        m_wizard->setStartId(ShardScopeWizard::Goal);
        m_wizard->resize(1280, 800);
        m_wizard->show();
        return qobject_cast<GoalPage *>(m_wizard->currentPage());
    }

    template<typename T>
    T *child(const char *name) const
    {
        return m_wizard->currentPage()->findChild<T *>(QString::fromLatin1(name));
    }

    /// What the page must show for the model's settings: core's answer, computed here.
    core::MemoryFit expectedFit() const
    {
        const ui::InferenceSettings &s = m_model.inferenceSettings();
        std::uint32_t concurrency = 1;
        for (std::uint32_t value : s.concurrencies)
            concurrency = std::max(concurrency, value);
        const core::MemoryNeed need
            = core::modelMemoryNeed(s.model, s.dtype, core::kvCacheType(s.backend, s.dtype),
                                    s.promptTokens + s.generateTokens, concurrency);
        QList<core::NodeMemory> nodes;
        for (int row : m_model.nodeRows())
            nodes << core::nodeMemory(m_model.hosts().at(row).record.name, *m_model.hosts().at(row).inventory,
                                      s.backend);
        return core::fitModel(need, nodes);
    }

    QTemporaryDir m_dir;
    ui::WizardModel m_model;
    ui::test::TestNodeInteraction m_interaction;
    std::unique_ptr<ShardScopeWizard> m_wizard;
};

} // namespace

TEST_F(GuiGoalPage, StartsWithLlama8bAndShowsItsMemoryAgainstEachMachine)
{
    addNode(QStringLiteral("node1"), QStringLiteral("10.0.0.1"), inventory(64 * kGiB, {24 * kGiB}));
    addNode(QStringLiteral("node2"), QStringLiteral("10.0.0.2"),
            inventory(32 * kGiB, {24 * kGiB, 24 * kGiB}));
    GoalPage *page = show();
    ASSERT_NE(page, nullptr);
    EXPECT_EQ(m_model.inferenceSettings().model.name, "llama-3.1-8b");
    EXPECT_EQ(child<QComboBox>("goalModelCombo")->currentData().toString(), QStringLiteral("llama-3.1-8b"));
    // Every machine has an NVIDIA GPU: CUDA, and GPU memory is what counts.
    EXPECT_EQ(m_model.inferenceSettings().backend, protocol::BenchBackend::Cuda);
    EXPECT_TRUE(child<QLabel>("goalBackendNote")->text().contains(QStringLiteral("GPU memory")));

    const core::MemoryFit expected = expectedFit();
    EXPECT_EQ(page->memoryFit(), expected);
    EXPECT_EQ(expected.kind, core::FitKind::OneNode); // 8B in bf16 is about 16 GB: one 24 GB GPU holds it
    EXPECT_GT(expected.need.weightBytes, 15'000'000'000ULL);
    EXPECT_EQ(child<QLabel>("goalFitLabel")->text(),
              presentation::AnalysisText::memoryFitText(expected,
                                                        {QStringLiteral("node1"), QStringLiteral("node2")}));
    const QString need = child<QLabel>("goalNeedLabel")->text();
    EXPECT_TRUE(need.contains(presentation::AnalysisText::bytes(double(expected.need.totalBytes()))))
        << need.toStdString();
    EXPECT_TRUE(need.contains(presentation::AnalysisText::bytes(double(expected.need.kvCacheBytes))))
        << need.toStdString();

    const auto *table = child<QTableWidget>("goalNodeTable");
    ASSERT_EQ(table->rowCount(), 2);
    EXPECT_EQ(ui::test::columnTexts(table, 0),
              (QStringList{QStringLiteral("node1"), QStringLiteral("node2")}));
    EXPECT_TRUE(table->item(1, 1)->text().contains(QStringLiteral("2 GPU")))
        << table->item(1, 1)->text().toStdString();
    EXPECT_EQ(ui::test::columnTexts(table, 2), (QStringList{QStringLiteral("yes"), QStringLiteral("yes")}));
    EXPECT_TRUE(page->isComplete());
    ui::test::waitUntil([] { return false; }, std::chrono::milliseconds(200)); // the layout settles
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("goal-page"));

    // 70B needs about 140 GB: more than both machines' 72 GB of GPU memory together.
    auto *combo = child<QComboBox>("goalModelCombo");
    combo->setCurrentIndex(combo->findData(QStringLiteral("llama-3.1-70b")));
    EXPECT_EQ(m_model.inferenceSettings().model.name, "llama-3.1-70b");
    EXPECT_EQ(page->memoryFit(), expectedFit());
    EXPECT_EQ(page->memoryFit().kind, core::FitKind::DoesNotFit);
    EXPECT_EQ(ui::test::columnTexts(table, 2), (QStringList{QStringLiteral("no"), QStringLiteral("no")}));
    ui::test::waitUntil([] { return false; }, std::chrono::milliseconds(200)); // the layout settles
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("goal-page-70b"));
}

TEST_F(GuiGoalPage, CpuWhenAMachineHasNoGpuAndThenRamCounts)
{
    addNode(QStringLiteral("node1"), QStringLiteral("10.0.0.1"), inventory(64 * kGiB, {24 * kGiB}));
    addNode(QStringLiteral("node2"), QStringLiteral("10.0.0.2"), inventory(16 * kGiB, {}));
    GoalPage *page = show();
    EXPECT_EQ(m_model.inferenceSettings().backend, protocol::BenchBackend::Cpu);
    EXPECT_TRUE(child<QLabel>("goalBackendNote")->text().contains(QStringLiteral("RAM")));
    EXPECT_EQ(page->memoryFit(), expectedFit());
    EXPECT_TRUE(child<QTableWidget>("goalNodeTable")->item(0, 1)->text().contains(QStringLiteral("RAM")));

    // The user's choice wins over the default, also when the page is entered again.
    auto *backend = child<QComboBox>("goalBackendCombo");
    backend->setCurrentIndex(backend->findData(int(protocol::BenchBackend::Cuda)));
    EXPECT_EQ(m_model.inferenceSettings().backend, protocol::BenchBackend::Cuda);
    page->initializePage();
    EXPECT_EQ(m_model.inferenceSettings().backend, protocol::BenchBackend::Cuda);
    EXPECT_EQ(page->memoryFit(), expectedFit());
}

TEST_F(GuiGoalPage, UsageSetsTheConcurrenciesAndTheModelTheLengths)
{
    GoalPage *page = show();
    ASSERT_NE(page, nullptr);
    child<QRadioButton>("goalThroughputRadio")->click();
    EXPECT_EQ(m_model.inferenceSettings().goal.usage, core::UsagePattern::Throughput);
    EXPECT_EQ(m_model.inferenceSettings().concurrencies, (QList<std::uint32_t>{1, 4, 16}));
    child<QRadioButton>("goalChatRadio")->click();
    EXPECT_EQ(m_model.inferenceSettings().concurrencies, (QList<std::uint32_t>{1, 2}));
    child<QRadioButton>("goalBothRadio")->click();
    EXPECT_EQ(m_model.inferenceSettings().concurrencies, (QList<std::uint32_t>{1, 4}));

    // The tiny test shape runs short; an 8B model on a CPU shorter than on a GPU.
    auto *combo = child<QComboBox>("goalModelCombo");
    combo->setCurrentIndex(combo->findData(QStringLiteral("tiny")));
    EXPECT_EQ(m_model.inferenceSettings().promptTokens, 64u);
    EXPECT_EQ(m_model.inferenceSettings().generateTokens, 16u);
    combo->setCurrentIndex(combo->findData(QStringLiteral("llama-3.1-8b")));
    auto *backend = child<QComboBox>("goalBackendCombo");
    backend->setCurrentIndex(backend->findData(int(protocol::BenchBackend::Cpu)));
    const std::uint32_t cpuTokens
        = m_model.inferenceSettings().promptTokens + m_model.inferenceSettings().generateTokens;
    backend->setCurrentIndex(backend->findData(int(protocol::BenchBackend::Cuda)));
    EXPECT_GT(m_model.inferenceSettings().promptTokens + m_model.inferenceSettings().generateTokens,
              cpuTokens);
}

TEST_F(GuiGoalPage, TheKvCacheIsSizedForTheHighestConcurrencyTheInferencePageSets)
{
    addNode(QStringLiteral("node1"), QStringLiteral("10.0.0.1"), inventory(64 * kGiB, {24 * kGiB}));
    GoalPage *page = show();
    ASSERT_NE(page, nullptr);
    child<QRadioButton>("goalChatRadio")->click(); // 1 and 2 at once
    EXPECT_EQ(page->kvCacheConcurrency(), 2u);
    const std::uint64_t chatKvBytes = page->memoryFit().need.kvCacheBytes;
    EXPECT_TRUE(child<QLabel>("goalNeedLabel")->text().contains(QStringLiteral("highest concurrency, 2 ")))
        << child<QLabel>("goalNeedLabel")->text().toStdString();

    // The user types other concurrencies on the Inference page and comes back.
    m_wizard->next();
    ASSERT_EQ(m_wizard->currentId(), ShardScopeWizard::Inference);
    auto *edit = m_wizard->currentPage()->findChild<QLineEdit *>(QStringLiteral("inferenceConcurrencyEdit"));
    ASSERT_NE(edit, nullptr);
    edit->clear();
    QTest::keyClicks(edit, QStringLiteral("1, 32, 8"));
    EXPECT_EQ(m_model.inferenceSettings().concurrencies, (QList<std::uint32_t>{1, 32, 8}));
    m_wizard->back();
    ASSERT_EQ(m_wizard->currentId(), ShardScopeWizard::Goal);
    EXPECT_EQ(page->kvCacheConcurrency(), 32u);
    EXPECT_EQ(page->memoryFit(), expectedFit());
    // The KV cache grows with the sequences it holds: 16 times as many as before.
    EXPECT_EQ(page->memoryFit().need.kvCacheBytes, chatKvBytes * 16);
    EXPECT_TRUE(child<QLabel>("goalNeedLabel")->text().contains(QStringLiteral("highest concurrency, 32 ")))
        << child<QLabel>("goalNeedLabel")->text().toStdString();
}

TEST_F(GuiGoalPage, TheGoalsDefaultsKeepTheLayoutsTheUserChose)
{
    addNode(QStringLiteral("node1"), QStringLiteral("10.0.0.1"), inventory(64 * kGiB, {24 * kGiB}));
    addNode(QStringLiteral("node2"), QStringLiteral("10.0.0.2"), inventory(64 * kGiB, {24 * kGiB}));
    show();
    EXPECT_FALSE(m_model.inferenceSettings().layoutsChosen);
    m_wizard->next();
    ASSERT_EQ(m_wizard->currentId(), ShardScopeWizard::Inference);
    auto *pipeline
        = m_wizard->currentPage()->findChild<QCheckBox *>(QStringLiteral("inferencePipelineCheck"));
    ASSERT_NE(pipeline, nullptr);
    ASSERT_TRUE(pipeline->isEnabled() && pipeline->isChecked());
    pipeline->click();
    const QList<protocol::BenchLayout> chosen{protocol::BenchLayout::TensorParallel,
                                              protocol::BenchLayout::Replicas};
    EXPECT_EQ(m_model.inferenceSettings().layouts, chosen);
    EXPECT_TRUE(m_model.inferenceSettings().layoutsChosen);

    // Another model and another use bring new concurrencies and lengths, not the unchecked layout.
    m_wizard->back();
    auto *combo = child<QComboBox>("goalModelCombo");
    combo->setCurrentIndex(combo->findData(QStringLiteral("llama-3.2-1b")));
    child<QRadioButton>("goalThroughputRadio")->click();
    EXPECT_EQ(m_model.inferenceSettings().concurrencies, (QList<std::uint32_t>{1, 4, 16}));
    EXPECT_EQ(m_model.inferenceSettings().layouts, chosen);

    // Until the user touches them, the layouts follow the defaults.
    ui::InferenceSettings fresh;
    fresh.layouts = {};
    ui::applyGoalDefaults(fresh);
    EXPECT_EQ(fresh.layouts.size(), 3);
}

TEST_F(GuiGoalPage, TargetsAreOptionalAndGoIntoTheGoal)
{
    show();
    EXPECT_FALSE(m_model.inferenceSettings().goal.ttftTargetMs.has_value());
    EXPECT_FALSE(child<QDoubleSpinBox>("goalTtftSpin")->isEnabled());
    child<QCheckBox>("goalTtftCheck")->setChecked(true);
    child<QDoubleSpinBox>("goalTtftSpin")->setValue(1.5);
    child<QCheckBox>("goalTpotCheck")->setChecked(true);
    child<QSpinBox>("goalTpotSpin")->setValue(80);
    EXPECT_EQ(m_model.inferenceSettings().goal.ttftTargetMs, std::optional(1500.0));
    EXPECT_EQ(m_model.inferenceSettings().goal.tpotTargetMs, std::optional(80.0));
    child<QCheckBox>("goalTtftCheck")->setChecked(false);
    EXPECT_FALSE(m_model.inferenceSettings().goal.ttftTargetMs.has_value());
    EXPECT_EQ(m_model.inferenceSettings().goal.tpotTargetMs, std::optional(80.0));
}

TEST_F(GuiGoalPage, ACustomShapeThatCannotBeBuiltOrF16OnTheCpuBlocksNext)
{
    GoalPage *page = show();
    auto *combo = child<QComboBox>("goalModelCombo");
    combo->setCurrentIndex(combo->findData(QStringLiteral("custom")));
    EXPECT_TRUE(child<QWidget>("goalCustomGroup")->isVisible());
    // Starts from the shape shown before: the 8B's.
    EXPECT_EQ(child<QSpinBox>("goalLayersSpin")->value(), 32);
    EXPECT_EQ(m_model.inferenceSettings().model.name, "custom");
    EXPECT_TRUE(page->isComplete());

    child<QSpinBox>("goalKvHeadsSpin")->setValue(5); // 32 query heads do not divide into 5 groups
    EXPECT_FALSE(page->isComplete());
    EXPECT_FALSE(page->problemText().isEmpty());
    EXPECT_TRUE(child<QLabel>("goalProblemLabel")->isVisible());
    EXPECT_FALSE(m_wizard->button(QWizard::NextButton)->isEnabled());
    child<QSpinBox>("goalKvHeadsSpin")->setValue(8);
    EXPECT_TRUE(page->isComplete());
    EXPECT_EQ(m_model.inferenceSettings().model.kvHeads, 8u);

    auto *backend = child<QComboBox>("goalBackendCombo");
    backend->setCurrentIndex(backend->findData(int(protocol::BenchBackend::Cpu)));
    auto *dtype = child<QComboBox>("goalDtypeCombo");
    dtype->setCurrentIndex(dtype->findData(int(protocol::DType::F16)));
    EXPECT_FALSE(page->isComplete());
    EXPECT_TRUE(page->problemText().contains(QStringLiteral("f16"))) << page->problemText().toStdString();
    backend->setCurrentIndex(backend->findData(int(protocol::BenchBackend::Cuda)));
    EXPECT_TRUE(page->isComplete());
    ui::test::waitUntil([] { return false; }, std::chrono::milliseconds(200)); // the layout settles
    ui::test::saveScreenshot(m_wizard.get(), QStringLiteral("goal-page-custom"));
}

TEST_F(GuiGoalPage, BlockTypesRefuseTheGpuAndAShapeWhoseRowsAreNotWholeBlocks)
{
    GoalPage *page = show();
    auto *backend = child<QComboBox>("goalBackendCombo");
    auto *dtype = child<QComboBox>("goalDtypeCombo");
    backend->setCurrentIndex(backend->findData(int(protocol::BenchBackend::Cuda)));
    dtype->setCurrentIndex(dtype->findData(int(protocol::DType::Q4_0)));
    EXPECT_FALSE(page->isComplete());
    EXPECT_TRUE(page->problemText().contains(QStringLiteral("q4_0 run on CPUs")))
        << page->problemText().toStdString();
    EXPECT_TRUE(child<QLabel>("goalProblemLabel")->isVisible());
    EXPECT_FALSE(m_wizard->button(QWizard::NextButton)->isEnabled());
    backend->setCurrentIndex(backend->findData(int(protocol::BenchBackend::Cpu)));
    EXPECT_TRUE(page->isComplete()) << page->problemText().toStdString();

    // Rows of 14340 values are not whole blocks of 32: the block types cannot store them.
    auto *model = child<QComboBox>("goalModelCombo");
    model->setCurrentIndex(model->findData(QStringLiteral("custom")));
    dtype->setCurrentIndex(dtype->findData(int(protocol::DType::Q8_0)));
    child<QSpinBox>("goalIntermediateSpin")->setValue(14340);
    EXPECT_FALSE(page->isComplete());
    EXPECT_TRUE(page->problemText().contains(QStringLiteral("q8_0 stores weights in blocks of 32 values")))
        << page->problemText().toStdString();
    EXPECT_TRUE(page->problemText().contains(QStringLiteral("14340"))) << page->problemText().toStdString();
    EXPECT_FALSE(m_wizard->button(QWizard::NextButton)->isEnabled());
    dtype->setCurrentIndex(dtype->findData(int(protocol::DType::BF16)));
    EXPECT_TRUE(page->isComplete()) << page->problemText().toStdString();
    EXPECT_TRUE(m_wizard->button(QWizard::NextButton)->isEnabled());
}

TEST_F(GuiGoalPage, FitsIn1280x800WithoutCuttingOffTheButtons)
{
    addNode(QStringLiteral("node1"), QStringLiteral("10.0.0.1"), inventory(64 * kGiB, {24 * kGiB}));
    show();
    m_wizard->resize(1280, 800);
    // The long parts scroll inside the page; the wizard's own buttons stay inside the window.
    ASSERT_NE(child<QScrollArea>("goalScrollArea"), nullptr);
    for (QWizard::WizardButton which : {QWizard::BackButton, QWizard::NextButton}) {
        const QAbstractButton *button = m_wizard->button(which);
        if (!button->isVisible())
            continue; // Back: the page is the start page here
        const QRect inWizard(button->mapTo(m_wizard.get(), QPoint(0, 0)), button->size());
        EXPECT_TRUE(m_wizard->rect().contains(inWizard)) << int(which);
    }
    EXPECT_LE(m_wizard->minimumSizeHint().height(), 800);
}
