-- aggregates without GROUP BY over one table: reduces under the WHERE mask
CREATE TABLE g (src BIGINT, dst BIGINT, w DOUBLE PRECISION, k INTEGER, PRIMARY KEY (src, dst));
CREATE TABLE u (id BIGINT PRIMARY KEY, x INTEGER, y DOUBLE PRECISION);
CREATE TABLE p (x INTEGER, y DOUBLE PRECISION);
INSERT INTO g VALUES (1, 2, 0.5, 3), (1, 5, 1, NULL), (2, 3, NULL, -4), (3, 1, 2, 7), (4, 2, 3, 1);
INSERT INTO u VALUES (1, 10, 0.25), (2, NULL, 1.5), (3, -3, NULL), (4, 9223372036854775807, 2);
INSERT INTO p VALUES (1, 2), (NULL, 3), (5, NULL), (5, 1);
SELECT count(*) AS n, count(w) AS nw, sum(w) AS s, min(w) AS lo, max(w) AS hi, avg(w) AS m FROM g;
SELECT count(*), sum(k), min(k), max(k), avg(k) FROM g WHERE w > 0.6;
SELECT count(*), sum(w), avg(k), count(k) FROM g WHERE w > 100;
SELECT sum(k) AS s, count(*) AS n FROM g WHERE src >= 2 AND (w IS NULL OR k > 0);
SELECT count(x), sum(y), max(x), min(y) FROM u WHERE id <> 4;
SELECT sum(x) FROM u;
SELECT count(*), sum(x), avg(y), max(y) FROM p WHERE x IS NOT NULL;
