-- GROUP BY with SUM/COUNT/MIN/MAX/AVG, HAVING, COUNT(DISTINCT), aggregates over no rows
CREATE TABLE s (id INTEGER PRIMARY KEY, region TEXT, product TEXT, qty BIGINT, price DOUBLE PRECISION);
INSERT INTO s VALUES (1, 'n', 'a', 3, 1.5), (2, 'n', 'b', 1, 4), (3, 's', 'a', 5, 1.5), (4, 's', 'a', NULL, 2),
  (5, NULL, 'c', 2, NULL), (6, 'n', 'a', 4, 1);
SELECT region, count(*) AS n, count(qty) AS nq, sum(qty) AS q, min(price) AS lo, max(price) AS hi, avg(qty) AS mean FROM s GROUP BY region ORDER BY region;
SELECT product, sum(qty * price) AS revenue FROM s GROUP BY product ORDER BY revenue DESC;
SELECT region, product, count(*) FROM s GROUP BY region, product ORDER BY region, product;
SELECT region, sum(qty) FROM s GROUP BY region HAVING sum(qty) > 5 ORDER BY region;
SELECT region FROM s GROUP BY region HAVING count(*) = 1;
SELECT count(DISTINCT product) AS products, count(DISTINCT region) AS regions FROM s;
SELECT count(*), sum(qty), max(product), avg(price) FROM s WHERE qty > 100;
SELECT count(*) FROM s WHERE qty > 100 GROUP BY region;
SELECT qty % 2 AS parity, count(*) FROM s GROUP BY qty % 2 ORDER BY 1;
SELECT region AS r, count(*) FROM s GROUP BY 1 ORDER BY 1;
SELECT region, sum(qty) + 1 AS q1, max(price) * 2 AS p2 FROM s GROUP BY region ORDER BY count(*) DESC, region;
SELECT region, qty FROM s GROUP BY region;
SELECT sum(name) FROM s;
SELECT sum(product) FROM s;
SELECT region FROM s WHERE count(*) > 1;
