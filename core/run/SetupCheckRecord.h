#pragma once

#include "core/run/RunRecorder.h"

#include <nlohmann/json.hpp>

#include <QStringList>

namespace shardscope::core {

/// Stores a finished setup check as the one part of `recorder`'s run (kSetupCheckRun) and ends the
/// run, the same for the CLI and the wizard: Cancelled when `cancelled` (what was checked until then
/// is stored); Failed naming each machine of `notChecked` ("node2 (no answer in 10 s)",
/// core::uncheckedMachines); else Complete. Problems the check found are in the check, not in the
/// run's status: the check itself worked. `check`: the check as core::setupCheckJson writes it.
RunRecorder::Finished recordSetupCheck(RunRecorder &recorder, const nlohmann::json &check,
                                       const QStringList &notChecked, bool cancelled);

} // namespace shardscope::core
