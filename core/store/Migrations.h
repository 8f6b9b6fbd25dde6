#pragma once

#include <span>

namespace shardscope::core::store {

/// One schema step: the SQL that takes the file from toVersion - 1 to toVersion.
struct MigrationStep {
    int toVersion = 0;
    const char *sql = nullptr;
};

/// All steps in order, 0→1, 1→2, …; the last one reaches kSchemaVersion. Steps are never edited
/// once released: a change is a new step, so every old file takes the same path.
std::span<const MigrationStep> migrationSteps();

} // namespace shardscope::core::store
