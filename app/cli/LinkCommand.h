#pragma once

#include "app/cli/NodeCommands.h"
#include "remote-agent/protocol/Link.h"

#include <QString>

namespace shardscope::cli {

/// What `shardscope-cli linktest --host … | --all` was asked to do.
struct LinkCommandOptions {
    NodeSelection nodes;                 ///< at least two nodes
    protocol::LinkTestSettings settings; ///< --duration, --streams, --probes over the defaults
    QString databasePath;                ///< --db, else core::defaultDatabasePath()
    bool json = false;                   ///< --json: linkMatrixJson plus "run_id"
    bool oneAtATime = false;             ///< --one-at-a-time: every pair alone (shared media)
};

/// Resolves the nodes and their cluster addresses, runs the link matrix (core::runLinkMatrix) and
/// stores it as a "linktest" run: the configuration first, each pair as soon as it is done, the
/// outcome last. Progress goes to stderr; Ctrl-C cancels (the run is stored as cancelled). Prints
/// a table, or JSON with --json. Returns 0 only when every pair is complete and stored.
int runLinkCommand(const LinkCommandOptions &options);

} // namespace shardscope::cli
