#pragma once

#include "core/Result.h"
#include "core/model/BenchPlan.h"
#include "ui/WizardModel.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace shardscope::ui {

// What the Goal and Inference pages share: which machines a benchmark can use, the plan's defaults
// for a goal, and the translation between InferenceSettings and core::BenchPlan (a stored run's
// configuration comes back through it for "re-run with the same configuration").

/// A machine a benchmark can run on.
struct BenchCandidate {
    QString name;
    int row = -1;       ///< in WizardModel::hosts(); -1 for "This computer" before it is stored
    bool local = false; ///< "This computer", run through the local agent
    /// Where the other machines reach it (core::clusterAddressFor); empty when unknown.
    QString clusterAddress;
    /// Why there is no cluster address (untranslated): it cannot take part in a split.
    QString addressProblem;
};

/// The machines a benchmark can use: the remote nodes in table order (a node whose agent was
/// removed on the Deploy page is left out), or "This computer" alone when there are none.
QList<BenchCandidate> benchCandidates(const WizardModel &model);

/// The candidates `settings` chooses, in the settings' order (the first runs the baseline): its
/// nodeNames that are candidates, or every candidate when it names none of them.
QList<BenchCandidate> chosenCandidates(const WizardModel &model, const InferenceSettings &settings);

/// The backend to offer first: CUDA when every machine has an inventory listing an NVIDIA GPU,
/// else CPU.
protocol::BenchBackend defaultBackend(const WizardModel &model, const QList<BenchCandidate> &nodes);

/// Sets the plan's defaults for the goal: the concurrencies (chat: 1 and 2; throughput: 1, 4 and
/// 16; both: 1 and 4), prompt and output lengths for the model's size on its backend (short for
/// small models and for big ones on a CPU, so that a run takes seconds to minutes, not hours) and
/// every split layout unless settings.layoutsChosen.
void applyGoalDefaults(InferenceSettings &settings);

/// Why a layout cannot run on the chosen machines.
enum class LayoutProblem {
    None = 0,
    NeedsTwoMachines, ///< a split or one copy per machine over fewer than two machines
    NoClusterAddress, ///< a split, and `node` has no cluster address (`detail` says why)
    ShapeDoesNotFit,  ///< the shape does not divide over the machines (protocol::layoutProblem in `reason`)
};

struct LayoutCheck {
    LayoutProblem problem = LayoutProblem::None;
    QString node; ///< NoClusterAddress: the machine concerned
    /// NoClusterAddress: core's reason, untranslated; never put inside a translated sentence.
    QString detail;
    /// ShapeDoesNotFit: what the protocol library found, a code with its numbers (PlanText::reason
    /// words it).
    protocol::BenchProblem reason;
    /// checkBenchLayoutOnSets with more than one set: the machines of the set that cannot take it.
    QStringList nodeSet;
};

/// Whether `layout` can run over `nodes`: splits and replicas need two machines, a split needs
/// every machine's cluster address, and the shape must divide (protocol::layoutProblem, with its
/// check of the blocks of `dtype`).
LayoutCheck checkBenchLayout(const protocol::ModelShape &shape, protocol::BenchLayout layout,
                             const QList<BenchCandidate> &nodes,
                             protocol::DType dtype = protocol::DType::Unknown);

/// The node sets of `settings` over `nodes` (the chosen machines), as indexes into `nodes` in the
/// order the set names them (its rank order, e.g. from the CLI's `--split-over c,a`). A set naming
/// a machine that is not in `nodes`, or with fewer than two machines, is left out; a machine named
/// twice in a set counts once, a set given twice (in the same order) counts once. Empty: one set
/// of all.
QList<QList<int>> nodeSetIndexes(const InferenceSettings &settings, const QList<BenchCandidate> &nodes);

/// The machines that `settings`' node sets name and that are not in `nodes`, each once, in the
/// order first named: why a set is left out of the plan.
QStringList unchosenSetMachines(const InferenceSettings &settings, const QList<BenchCandidate> &nodes);

/// The sets the Inference page offers over `count` machines, as indexes in ascending order: every
/// subset of two or more when there are at most four (smaller sets first, the last one all of
/// them), else the first two, the first three, … all. None for fewer than two machines.
QList<QList<int>> offeredNodeSets(int count);

/// checkBenchLayout over each of `sets` (indexes into `nodes`; empty: all of `nodes`): the first
/// set's problem, with `nodeSet` naming that set when there is more than one. The plan's layouts
/// run over every set or not at all (core::expandBenchPlan), so one set that cannot take a layout
/// keeps it out of the plan; the hint names that set so the user can uncheck it.
LayoutCheck checkBenchLayoutOnSets(const protocol::ModelShape &shape, protocol::BenchLayout layout,
                                   const QList<BenchCandidate> &nodes, const QList<QList<int>> &sets,
                                   protocol::DType dtype = protocol::DType::Unknown);

/// "1, 4, 16" → {1, 4, 16} in the order given, each once; nullopt for anything else (a number out
/// of 1…maximum, a word that is not a number, nothing at all). The Inference page's field.
std::optional<QList<std::uint32_t>> parseConcurrencies(const QString &text, std::uint32_t maximum);
/// {1, 4, 16} → "1, 4, 16".
QString concurrencyText(const QList<std::uint32_t> &values);

/// The run's machines for `candidates`, in their order: a remote node reached as the wizard
/// reaches it (its target and SSH destination), "This computer" through its local agent, each with
/// its cluster address and stored host id. What bench and serving plans run over.
QList<core::ClusterNode> clusterNodesFor(const WizardModel &model, const QList<BenchCandidate> &candidates);

/// The plan for `settings` on `nodes`: the baseline first, then the settings' layouts that can
/// run over every one of its node sets (nodeSetIndexes, checkBenchLayoutOnSets). A machine in no
/// set, other than the first (the baseline's), is left out (core::withoutUnusedNodes). Not
/// checked: core::expandBenchPlan does that.
core::BenchPlan benchPlanFor(const WizardModel &model, const InferenceSettings &settings,
                             const QList<BenchCandidate> &nodes);

/// Why a plan cannot run (core::checkBenchPlan), in translated words that name the layout, the
/// machines and the value concerned. The protocol library's reasons (a shape that cannot be built, a
/// layout the model cannot take, a workload out of range) come as codes with their numbers and are
/// worded here too: no English from core or the protocol inside a translated sentence.
class PlanText
{
    Q_DECLARE_TR_FUNCTIONS(PlanText)

public:
    /// Empty when the check found nothing.
    static QString problem(const core::BenchPlan &plan, const core::PlanCheck &check);
    /// The protocol library's reason as a clause to follow a colon ("the model's 8 query heads and
    /// 4 KV heads must both divide evenly by 3; …"), lower case, no full stop; a rank is a machine.
    /// Empty for None.
    static QString reason(const protocol::BenchProblem &problem);
};

/// The settings a stored plan was run with (nodes and node sets by name), for running it again. `base` gives
/// what a plan does not hold.
InferenceSettings settingsFromPlan(const core::BenchPlan &plan, const InferenceSettings &base = {});

} // namespace shardscope::ui
