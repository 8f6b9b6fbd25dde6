#include "core/report/SetupSheet.h"

#include "core/analysis/LinkFigures.h"

namespace shardscope::core {

namespace {

/// The newest complete serving run whose plan kept the lines that started its servers.
Result<void> addLaunch(ResultStore &store, SetupSheet &sheet)
{
    auto runs = store.runs(kServeRun.nameText());
    if (!runs)
        return runs.error();
    for (const RunRecord &run : *runs) { // newest first
        const ServeRunConfig *serve = run.config.serve();
        if (run.status != RunStatus::Complete || !serve || serve->plan.launch.isEmpty())
            continue;
        sheet.launchRun = run;
        sheet.launch = serve->plan.launch;
        for (SetupSheetMachine &machine : sheet.machines)
            for (const LaunchStep &step : sheet.launch)
                if (step.machine == machine.name && !machine.roles.contains(step.purpose))
                    machine.roles << step.purpose;
        return {};
    }
    return {};
}

/// The baseline link run, else the newest complete one, with its complete pairs.
Result<void> addLinks(ResultStore &store, SetupSheet &sheet)
{
    auto runs = store.runs(kLinkRun.nameText());
    if (!runs)
        return runs.error();
    for (const RunRecord &run : *runs)
        if (run.baseline && run.status == RunStatus::Complete)
            sheet.linkRun = run;
    for (const RunRecord &run : *runs)
        if (!sheet.linkRun && run.status == RunStatus::Complete)
            sheet.linkRun = run;
    if (!sheet.linkRun)
        return {};
    auto pairs = store.linkPairs(sheet.linkRun->id);
    if (!pairs)
        return pairs.error();
    for (const StoredLinkPair &pair : *pairs) {
        if (pair.status != RunStatus::Complete || !pair.report)
            continue;
        SetupSheetLink link{pair.clientName, pair.serverName, std::nullopt, std::nullopt, std::nullopt};
        const protocol::LinkTestReport &test = pair.report->test;
        if (test.tcpLatency.rtt)
            link.rttP50Us = test.tcpLatency.rtt->p50Us;
        if (const auto *forward = phaseFigures(test, protocol::LinkMode::Forward, 1))
            link.forwardBitsPerSecond = forward->bitsPerSecond;
        if (const auto *reverse = phaseFigures(test, protocol::LinkMode::Reverse, 1))
            link.reverseBitsPerSecond = reverse->bitsPerSecond;
        sheet.links << link;
    }
    return {};
}

} // namespace

Result<SetupSheet> buildSetupSheet(ResultStore &store, const SetupCheckInput &input,
                                   const QList<SetupFinding> &findings, bool reachTested,
                                   const QDateTime &createdAtUtc)
{
    SetupSheet sheet;
    sheet.createdAtUtc = createdAtUtc;
    for (int k = 0; k < input.machines.size(); ++k) {
        const InterfaceChoice &choice = input.interfaces.value(k);
        sheet.machines << SetupSheetMachine{
            input.machines.at(k).name, input.machines.at(k).inventory, choice, pinSettings(choice), {}};
    }
    sheet.checks = setupCheckLines(findings, reachTested);
    for (const SetupFinding &finding : findings)
        if (finding.severity == SetupSeverity::Warning || finding.severity == SetupSeverity::Problem)
            sheet.openFindings << finding;
    if (auto added = addLaunch(store, sheet); !added)
        return added.error();
    if (auto added = addLinks(store, sheet); !added)
        return added.error();
    return sheet;
}

} // namespace shardscope::core
