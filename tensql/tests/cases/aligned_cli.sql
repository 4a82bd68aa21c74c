-- the aligned output format (no --csv), with \timing meta-commands toggling timings
CREATE TABLE k (id INTEGER PRIMARY KEY, label TEXT, ratio DOUBLE PRECISION);
INSERT INTO k VALUES (1, 'short', 0.25), (22, 'a longer label', NULL), (-3, NULL, 10);
SELECT id, label, ratio, ratio * 2 AS twice FROM k ORDER BY id;
SELECT count(*) AS n FROM k WHERE ratio IS NULL;
\timing off
SELECT label FROM k WHERE id = 99;
