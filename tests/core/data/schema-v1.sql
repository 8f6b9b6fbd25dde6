-- The schema of a ShardScope database at version 1, as released migration step 1
-- (core/store/Migrations.cpp) left it: each step's SQL in order, then user_version. A test
-- fixture for the step to version 2; load it with RawDb::writeSchema(1) (tests/support/RawDb.h)
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

PRAGMA user_version = 1;
