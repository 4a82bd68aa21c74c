-- integer SUM/AVG near 64 bits: the grouped plans (reduce, two-hop mxm) wrap in INT64, so they
-- give way to the general path, which sums exactly and raises only when the final SUM leaves
-- BIGINT (PostgreSQL's SUM(bigint) is numeric and never does; AVG here is double precision)
CREATE TABLE e (src BIGINT, dst BIGINT, w BIGINT, PRIMARY KEY (src, dst));
INSERT INTO e VALUES (1, 2, 9223372036854775807), (1, 3, 5), (2, 3, 9223372036854775807), (3, 4, 1), (2, 4, -7);
SELECT src, sum(w) FROM e GROUP BY src ORDER BY src;
SELECT src, sum(w) FROM e WHERE dst <> 3 GROUP BY src ORDER BY src;
SELECT src, avg(w), count(w) FROM e GROUP BY src ORDER BY src;
SELECT a.src, b.dst, sum(a.w) FROM e a JOIN e b ON a.dst = b.src GROUP BY a.src, b.dst ORDER BY 1, 2;
SELECT a.src, b.dst, sum(b.w), avg(b.w) FROM e a JOIN e b ON a.dst = b.src GROUP BY a.src, b.dst ORDER BY 1, 2;
SELECT a.src, b.dst, sum(a.w * b.w) FROM e a JOIN e b ON a.dst = b.src GROUP BY a.src, b.dst ORDER BY 1, 2;
-- small values keep the grouped plans
SELECT src, sum(w) FROM e WHERE w < 100 GROUP BY src ORDER BY src;
SELECT a.src, b.dst, sum(a.w * b.w) FROM e a JOIN e b ON a.dst = b.src WHERE a.w < 100 AND b.w < 100 GROUP BY a.src, b.dst ORDER BY 1, 2;
