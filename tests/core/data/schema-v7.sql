-- The schema of a ShardScope database at version 7, as released migration steps 1 to 7
-- (core/store/Migrations.cpp) left it: each step's SQL in order, then user_version. A test
-- fixture for the step to version 8; load it with RawDb::writeSchema(7) (tests/support/RawDb.h)
-- and add the rows the test needs. Released steps are never edited, so neither is this file.

-- Step 1
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

-- Step 2
ALTER TABLE hosts ADD COLUMN identity_file TEXT NOT NULL DEFAULT '';
ALTER TABLE hosts ADD COLUMN cluster_interface TEXT NOT NULL DEFAULT '';
ALTER TABLE hosts ADD COLUMN ssh_alias TEXT NOT NULL DEFAULT '';

-- Step 3
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

-- Step 4
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

-- Step 5
ALTER TABLE runs ADD COLUMN baseline INTEGER NOT NULL DEFAULT 0 CHECK (baseline IN (0, 1));
CREATE UNIQUE INDEX runs_one_baseline_per_kind ON runs (kind) WHERE baseline = 1;

-- Step 6
ALTER TABLE inventories ADD COLUMN saved_at TEXT NOT NULL DEFAULT '';
UPDATE inventories SET saved_at = probed_at;

-- Step 7
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

PRAGMA user_version = 7;
