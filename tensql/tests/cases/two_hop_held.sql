-- two-hop results without ORDER BY, held as GraphBLAS objects until printed: every aggregate
-- (AVG, MIN, MAX, COUNT of a column with NULLs, SUM of integers and of a product), keys in another
-- order and repeated, negative keys, a WHERE on both sides, an empty result. Each must print as
-- the same query with ORDER BY (the rows as columns at once) does
CREATE TABLE g (src BIGINT, dst BIGINT, w DOUBLE PRECISION, c BIGINT, PRIMARY KEY (src, dst));
INSERT INTO g VALUES (1, 2, 0.5, 3), (1, 5, 1, NULL), (2, 3, NULL, -4), (3, 1, 2, 7), (4, 2, 3, 1),
  (5, 6, 1, 2), (2, 1, 0.75, 5), (-3, 1, 0.25, 9), (5, -3, 4, -1), (6, 2, NULL, NULL);
SELECT a.src, b.dst, avg(a.w) AS m, min(b.c) AS lo, max(a.c) AS hi, count(b.w) AS nw, sum(b.c) AS sc FROM g a JOIN g b ON a.dst = b.src GROUP BY a.src, b.dst;
SELECT a.src, b.dst, avg(a.w) AS m, min(b.c) AS lo, max(a.c) AS hi, count(b.w) AS nw, sum(b.c) AS sc FROM g a JOIN g b ON a.dst = b.src GROUP BY a.src, b.dst ORDER BY 1, 2;
SELECT b.dst AS d, a.src AS s, a.src AS s2, count(*) AS n, sum(a.w * b.w) AS p, count(*) AS n2 FROM g a JOIN g b ON a.dst = b.src WHERE a.w > 0.3 AND b.c < 8 GROUP BY a.src, b.dst;
SELECT b.dst AS d, a.src AS s, a.src AS s2, count(*) AS n, sum(a.w * b.w) AS p, count(*) AS n2 FROM g a JOIN g b ON a.dst = b.src WHERE a.w > 0.3 AND b.c < 8 GROUP BY a.src, b.dst ORDER BY 2, 1;
SELECT a.src, b.dst, count(*) AS n FROM g a JOIN g b ON a.dst = b.src WHERE a.w > 100 GROUP BY a.src, b.dst;
