-- the GraphBLAS plans without ORDER BY (results in key order): key joins spreading a one-key
-- table's column over a two-key table (with rows that a later join removes), the Hadamard
-- join with NULLs, filtered group-by-key and two-hop aggregates
CREATE TABLE g (src BIGINT, dst BIGINT, w DOUBLE PRECISION, PRIMARY KEY (src, dst));
CREATE TABLE h (src BIGINT, dst BIGINT, w DOUBLE PRECISION, PRIMARY KEY (src, dst));
CREATE TABLE n (id BIGINT PRIMARY KEY, name TEXT, tag INTEGER);
INSERT INTO g VALUES (1, 2, 0.5), (1, 5, 1), (2, 3, NULL), (3, 1, 2), (4, 2, 3), (5, 6, 1), (2, 1, 0.75);
INSERT INTO h VALUES (1, 2, 4), (2, 3, 5), (3, 1, NULL), (4, 2, 2), (6, 6, 1);
INSERT INTO n VALUES (1, 'a', 10), (2, 'b', NULL), (3, 'c', 30), (4, 'd', 40);
SELECT n1.name AS a, n2.name AS b FROM g JOIN n n1 ON g.src = n1.id JOIN n n2 ON g.dst = n2.id;
SELECT n1.tag, n2.name, g.w FROM g JOIN n n1 ON g.src = n1.id JOIN n n2 ON g.dst = n2.id;
SELECT g.src, n2.name, n2.tag FROM g JOIN n n2 ON g.dst = n2.id WHERE g.w > 0.6;
SELECT g.src, g.dst, g.w * h.w AS p, h.w FROM g JOIN h ON g.src = h.src AND g.dst = h.dst;
SELECT g.src, g.dst, g.w + h.w AS s FROM g JOIN h ON g.src = h.src AND g.dst = h.dst WHERE h.w < 5;
SELECT src, count(*) AS n, sum(w) AS t, avg(w) AS m FROM g WHERE w > 0.6 GROUP BY src;
SELECT src, count(w) AS n, max(w) AS t FROM g WHERE NOT (w > 0.6) OR w IS NULL GROUP BY src;
SELECT dst, count(*) AS n, min(w) AS t FROM g WHERE w IS NOT NULL GROUP BY dst;
SELECT a.src, b.dst, count(*) AS n, sum(a.w) AS s, count(b.w) AS c FROM g a JOIN g b ON a.dst = b.src GROUP BY a.src, b.dst;
