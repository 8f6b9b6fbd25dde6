#pragma once

#include "app/cli/NodeCommands.h"

#include <QString>

namespace shardscope::cli {

/// What `shardscope-cli check` and `setup-sheet` were asked to do.
struct CheckCommandOptions {
    NodeSelection nodes;
    QString databasePath; ///< --db, else core::defaultDatabasePath()
    bool json = false;    ///< --json: core::setupCheckJson (check only)
    QString pdfPath;      ///< setup-sheet --pdf
    QString markdownPath; ///< setup-sheet --md
};

/// `check --host … | --all`: runs the setup check on the nodes (core::runSetupCheck): each machine's
/// cluster interface (the stored choice, else the suggested one) with the settings that pin
/// software to it, whether every machine reaches every other the way inference software will
/// (names, TCP and UDP to ephemeral ports, routers, path MTU), leased addresses, duplicate names,
/// inference services open to every network and host firewalls; each finding with what to do.
/// Stores the fresh inventories. Progress on stderr; Ctrl-C cancels. Returns 0 only when every
/// node took part and nothing is a problem.
int runCheckCommand(const CheckCommandOptions &options);

/// `setup-sheet [--host … | --all] --pdf F --md F`: the same check (every stored node when no
/// --host is given), then the setup sheet (core::buildSetupSheet with the stored serving and link
/// runs) as PDF and/or Markdown. Returns 0 when the sheet was written and every node took part,
/// whatever the findings (the sheet lists them).
int runSetupSheetCommand(const CheckCommandOptions &options);

} // namespace shardscope::cli
