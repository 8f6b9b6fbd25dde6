#pragma once

#include "core/analysis/MemoryFit.h"
#include "ui/InferencePlan.h"

#include <QList>
#include <QWizardPage>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QRadioButton;
class QSpinBox;
class QTableWidget;

namespace shardscope::ui {

class WizardModel;

/// What does the user want? The model (a preset or a custom shape, and its data type), how it will
/// be used (one person chatting, many requests at once, or both), optional latency targets and the
/// backend. Shows at once what the model needs in memory against each machine: fits on one,
/// needs several, or does not fit at all. Every change goes into WizardModel::inferenceSettings(),
/// together with the plan defaults the goal implies (InferencePlan's applyGoalDefaults).
class GoalPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit GoalPage(WizardModel &model, QWidget *parent = nullptr);
    ~GoalPage() override;

    void initializePage() override;
    bool isComplete() const override;

    /// The answer shown: the need of the chosen settings against the chosen machines.
    const core::MemoryFit &memoryFit() const { return m_fit; }
    /// The requests at once the KV cache in memoryFit() is sized for: the plan's highest concurrency
    /// (set on the Inference page), so that the heaviest run the plan makes is the one judged.
    std::uint32_t kvCacheConcurrency() const { return m_kvCacheConcurrency; }
    /// Why Next is disabled (translated); empty when the goal can be run.
    QString problemText() const;

private:
    void buildUi();
    /// Shows the model's settings in the controls (without writing them back).
    void showSettings();
    /// The controls changed: writes them into the model's settings.
    void takeControls();
    void showCustomShape(const protocol::ModelShape &shape);
    protocol::ModelShape customShape() const;
    void updateModelInfo();
    void updateFit();

    WizardModel &m_model;
    bool m_showing = false;       // controls are being filled from the settings
    bool m_backendChosen = false; // the user picked a backend in this session: no default then
    core::MemoryFit m_fit;
    std::uint32_t m_kvCacheConcurrency = 1;
    QList<core::NodeMemory> m_nodes;

    QComboBox *m_modelCombo = nullptr;
    QLabel *m_modelInfo = nullptr;
    QGroupBox *m_customGroup = nullptr;
    QSpinBox *m_layers = nullptr;
    QSpinBox *m_hidden = nullptr;
    QSpinBox *m_heads = nullptr;
    QSpinBox *m_kvHeads = nullptr;
    QSpinBox *m_headDim = nullptr;
    QSpinBox *m_intermediate = nullptr;
    QSpinBox *m_vocab = nullptr;
    QComboBox *m_dtypeCombo = nullptr;
    QButtonGroup *m_usage = nullptr;
    QCheckBox *m_ttftCheck = nullptr;
    QDoubleSpinBox *m_ttftSpin = nullptr;
    QCheckBox *m_tpotCheck = nullptr;
    QSpinBox *m_tpotSpin = nullptr;
    QComboBox *m_backendCombo = nullptr;
    QLabel *m_backendNote = nullptr;
    QLabel *m_needLabel = nullptr;
    QLabel *m_fitLabel = nullptr;
    QTableWidget *m_nodeTable = nullptr;
    QLabel *m_problemLabel = nullptr;
    QLabel *m_trafficLabel = nullptr; ///< what each layout puts on the network (core::estimateTraffic)
};

} // namespace shardscope::ui
