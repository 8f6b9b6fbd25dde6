#pragma once

#include "core/Result.h"
#include "core/analysis/SetupCheck.h"
#include "core/model/LaunchStep.h"
#include "core/model/Run.h"
#include "core/store/ResultStore.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace shardscope::core {

/// One machine on the setup sheet.
struct SetupSheetMachine {
    QString name;
    protocol::HostInventory inventory; ///< as this check probed it
    InterfaceChoice interface;
    QList<PinSetting> settings; ///< pinSettings(interface)
    QStringList roles;          ///< what the launch lines start there ("llama-server", "rpc-server")
};

/// One pair of the link run the sheet keeps as the baseline to re-test against.
struct SetupSheetLink {
    QString client;
    QString server;
    std::optional<double> rttP50Us;             ///< TCP request/response p50
    std::optional<double> forwardBitsPerSecond; ///< single stream, client → server
    std::optional<double> reverseBitsPerSecond; ///< single stream, server → client
};

/// Everything the setup sheet says, as plain data: the machines as this check found them, the
/// check list, what is still open, the launch lines of the newest complete serving run that has
/// them, and the link run to compare a re-test against.
struct SetupSheet {
    QDateTime createdAtUtc;
    QList<SetupSheetMachine> machines;
    QList<SetupCheckLine> checks;
    QList<SetupFinding> openFindings; ///< the warnings and problems, most severe first
    std::optional<RunRecord> launchRun;
    QList<LaunchStep> launch;
    std::optional<RunRecord> linkRun; ///< the baseline link run, else the newest complete one
    QList<SetupSheetLink> links;      ///< its complete pairs
};

/// The sheet for a finished setup check and what `store` holds; the store's error when it cannot
/// be read.
Result<SetupSheet> buildSetupSheet(ResultStore &store, const SetupCheckInput &input,
                                   const QList<SetupFinding> &findings, bool reachTested,
                                   const QDateTime &createdAtUtc);

} // namespace shardscope::core
