-- SQL outside the supported subset is named, with its position; the session goes on
CREATE TABLE t (id INTEGER PRIMARY KEY, v BIGINT);
INSERT INTO t VALUES (1, 2);
SELEC id FROM t;
SELECT id FROM t WHERE v IN (SELECT v FROM t);
SELECT id, row_number() OVER () FROM t;
WITH x AS (SELECT 1) SELECT * FROM x;
SELECT * FROM (SELECT id FROM t) sub;
SELECT id FROM t UNION SELECT v FROM t;
CREATE INDEX ON t (v);
SELECT id FROM nosuch;
SELECT t.nosuch FROM t;
SELECT id FROM t WHERE v ~ 'x';
SELECT 'unterminated;
SELECT id, v FROM t;
