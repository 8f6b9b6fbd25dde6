#include "core/store/Migrations.h"

#include "core/store/ResultStore.h"

#include <array>

namespace shardscope::core::store {

namespace {

// Times are ISO 8601 UTC text with milliseconds ("2026-01-01T12:00:00.000Z"): readable in the
// sqlite3 shell and ordered correctly as text.
constexpr const char *kSchema1 = R"sql(
CREATE TABLE hosts (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL UNIQUE CHECK (name <> ''),
    address  TEXT NOT NULL DEFAULT '',
    port     INTEGER NOT NULL DEFAULT 22 CHECK (port BETWEEN 1 AND 65535),
    user     TEXT NOT NULL DEFAULT '',
    is_local INTEGER NOT NULL DEFAULT 0 CHECK (is_local IN (0, 1))
);
CREATE TABLE inventories (
    id            INTEGER PRIMARY KEY,
    host_id       INTEGER NOT NULL REFERENCES hosts (id) ON DELETE CASCADE,
    probed_at     TEXT NOT NULL,
    agent_version TEXT NOT NULL,
    probe_json    TEXT NOT NULL
);
CREATE INDEX inventories_by_host ON inventories (host_id, id);
CREATE TABLE runs (
    id          INTEGER PRIMARY KEY,
    kind        TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('running', 'complete', 'failed', 'cancelled')),
    started_at  TEXT NOT NULL,
    finished_at TEXT,
    config_json TEXT NOT NULL,
    error       TEXT
);
)sql";

// Version 2: how to reach a node with a key of its own, the ssh_config entry it came from, and the
// NIC it uses for node-to-node traffic. ADD COLUMN with a constant default keeps every existing row
// and needs no table rebuild.
constexpr const char *kSchema2 = R"sql(
ALTER TABLE hosts ADD COLUMN identity_file TEXT NOT NULL DEFAULT '';
ALTER TABLE hosts ADD COLUMN cluster_interface TEXT NOT NULL DEFAULT '';
ALTER TABLE hosts ADD COLUMN ssh_alias TEXT NOT NULL DEFAULT '';
)sql";

// Version 3: the pairs of a link run. A pair keeps the node names of its time, and the host ids
// only while the hosts exist: removing a host must not remove measurements taken with it. The
// report (series and raw samples included) is the protocol's JSON, present only when complete.
constexpr const char *kSchema3 = R"sql(
CREATE TABLE link_pairs (
    id             INTEGER PRIMARY KEY,
    run_id         INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    client_name    TEXT NOT NULL,
    server_name    TEXT NOT NULL,
    client_host_id INTEGER REFERENCES hosts (id) ON DELETE SET NULL,
    server_host_id INTEGER REFERENCES hosts (id) ON DELETE SET NULL,
    status         TEXT NOT NULL CHECK (status IN ('complete', 'failed', 'cancelled')),
    error_code     TEXT,
    error          TEXT,
    report_json    TEXT,
    CHECK ((status = 'complete') = (report_json IS NOT NULL))
);
CREATE INDEX link_pairs_by_run ON link_pairs (run_id, id);
CREATE INDEX link_pairs_by_client_host ON link_pairs (client_host_id);
CREATE INDEX link_pairs_by_server_host ON link_pairs (server_host_id);
)sql";

// Version 4: the runs of a benchmark plan. Like link pairs, a result keeps the node names of its
// time; the host ids are a JSON array (one per node) with no foreign key, so removing a host keeps
// its measurements. reports_json holds every rank's whole BenchRankReport (null for a rank that
// gave none), raw per-token samples included, so every figure of summary_json can be recomputed.
constexpr const char *kSchema4 = R"sql(
CREATE TABLE bench_results (
    id            INTEGER PRIMARY KEY,
    run_id        INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL CHECK (position >= 0),
    layout        TEXT NOT NULL CHECK (layout IN ('single', 'tp', 'pp', 'replicas')),
    concurrency   INTEGER NOT NULL CHECK (concurrency >= 0),
    node_names    TEXT NOT NULL,
    host_ids      TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('complete', 'failed', 'cancelled')),
    error_code    TEXT,
    error         TEXT,
    summary_json  TEXT NOT NULL,
    reports_json  TEXT NOT NULL,
    created_at    TEXT NOT NULL
);
CREATE INDEX bench_results_by_run ON bench_results (run_id, position, id);
)sql";

// Version 5: one run of each kind may be the baseline that later runs are compared against. The
// partial unique index makes "one per kind" a property of the file, not only of setBaselineRun: a
// second process cannot leave two behind.
constexpr const char *kSchema5 = R"sql(
ALTER TABLE runs ADD COLUMN baseline INTEGER NOT NULL DEFAULT 0 CHECK (baseline IN (0, 1));
CREATE UNIQUE INDEX runs_one_baseline_per_kind ON runs (kind) WHERE baseline = 1;
)sql";

// Version 6: when the workstation stored each inventory. probed_at is the node's own clock, which
// may be off; which inventory a run saw (ResultStore::inventoryAt) is decided on the workstation's
// clock, the one runs are timed by. Older rows only have the node's time.
constexpr const char *kSchema6 = R"sql(
ALTER TABLE inventories ADD COLUMN saved_at TEXT NOT NULL DEFAULT '';
UPDATE inventories SET saved_at = probed_at;
)sql";

// Version 7: a run can end as interrupted (its writer died before finishing it: a kill, a crash, a
// power loss), and a run records who writes it, so that another process can tell a run still being
// written from one nobody will finish (store/RunWriter.h). The status CHECK is part of the table, so
// the table is rebuilt (SQLite's twelve-step ALTER): this step runs with foreign keys off, or
// dropping the old table would cascade to every link pair and bench result. Ids are kept; the
// foreign keys of link_pairs and bench_results name "runs" and find the new table under that name.
constexpr const char *kSchema7 = R"sql(
CREATE TABLE runs_v7 (
    id                  INTEGER PRIMARY KEY,
    kind                TEXT NOT NULL,
    status              TEXT NOT NULL CHECK (status IN ('running', 'complete', 'failed', 'cancelled',
                                                        'interrupted')),
    started_at          TEXT NOT NULL,
    finished_at         TEXT,
    config_json         TEXT NOT NULL,
    error               TEXT,
    baseline            INTEGER NOT NULL DEFAULT 0 CHECK (baseline IN (0, 1)),
    writer_boot_id      TEXT,
    writer_pid          INTEGER,
    writer_start_ticks  INTEGER,
    writer_pid_ns       TEXT
);
INSERT INTO runs_v7 (id, kind, status, started_at, finished_at, config_json, error, baseline)
    SELECT id, kind, status, started_at, finished_at, config_json, error, baseline FROM runs;
DROP TABLE runs;
ALTER TABLE runs_v7 RENAME TO runs;
CREATE UNIQUE INDEX runs_one_baseline_per_kind ON runs (kind) WHERE baseline = 1;
)sql";

// Version 8: the steps of a serving run (issue 16), one row per concurrency. Like bench results, a
// step keeps what it measured whole: records_json holds every counted request's record as the
// protocol's JSON (so every figure of summary_json can be recomputed) and telemetry_json one entry
// per machine of the plan ({node, interface, series or null, error}), a machine whose sampling
// failed included. The node names are those of the run's time, inside telemetry_json; no host ids.
constexpr const char *kSchema8 = R"sql(
CREATE TABLE serve_results (
    id             INTEGER PRIMARY KEY,
    run_id         INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    position       INTEGER NOT NULL CHECK (position >= 0),
    concurrency    INTEGER NOT NULL CHECK (concurrency >= 0),
    status         TEXT NOT NULL CHECK (status IN ('complete', 'failed', 'cancelled')),
    error_code     TEXT,
    error          TEXT,
    summary_json   TEXT NOT NULL,
    records_json   TEXT NOT NULL,
    telemetry_json TEXT NOT NULL,
    created_at     TEXT NOT NULL
);
CREATE INDEX serve_results_by_run ON serve_results (run_id, position, id);
)sql";

// Version 9: setup checks (issue 18), one row per run of kind "setup_check": the whole check as
// `check --json` prints it, findings with the facts they are worded from, so a later version words
// them in the reader's language.
constexpr const char *kSchema9 = R"sql(
CREATE TABLE setup_checks (
    run_id      INTEGER PRIMARY KEY REFERENCES runs (id) ON DELETE CASCADE,
    result_json TEXT NOT NULL,
    created_at  TEXT NOT NULL
);
)sql";

constexpr std::array<MigrationStep, 9> kSteps{{
    {1, kSchema1},
    {2, kSchema2},
    {3, kSchema3},
    {4, kSchema4},
    {5, kSchema5},
    {6, kSchema6},
    {7, kSchema7},
    {8, kSchema8},
    {9, kSchema9},
}};

static_assert(kSteps.size() == static_cast<std::size_t>(kSchemaVersion),
              "every schema version needs exactly one migration step");

} // namespace

std::span<const MigrationStep> migrationSteps()
{
    return kSteps;
}

} // namespace shardscope::core::store
