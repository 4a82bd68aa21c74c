-- expressions in the select list: arithmetic, text, CASE, COALESCE, casts, functions, no FROM
SELECT 1 + 2 * 3 AS a, 7 / 2 AS b, 7 % 3 AS c, 7.0 / 2 AS d, -(4 - 9) AS e, 2 * 1.5 AS f;
SELECT 'ab' || 'cd' AS s, 'n=' || 5 AS t, length('hello') AS l, upper('MiXed') AS u, lower('MiXed') AS w;
SELECT abs(-3) AS a, abs(-2.5) AS b, coalesce(NULL, 2, 3) AS c, coalesce(NULL, NULL) AS d;
SELECT CAST(3 AS DOUBLE PRECISION) AS a, CAST(2.6 AS INTEGER) AS b, '42'::BIGINT + 1 AS c, 12::TEXT || 'x' AS d, 'true'::BOOLEAN AS e;
SELECT CASE WHEN 1 > 2 THEN 'no' WHEN 2 > 1 THEN 'yes' END AS a, CASE 3 WHEN 1 THEN 'one' ELSE 'other' END AS b, CASE WHEN NULL THEN 1 END AS c;
SELECT NULL + 1 AS a, NULL = NULL AS b, NULL IS NULL AS c, true AND NULL AS d, false AND NULL AS e, true OR NULL AS f, NOT NULL::BOOLEAN AS g;
CREATE TABLE m (id INTEGER PRIMARY KEY, x BIGINT, y DOUBLE PRECISION, name TEXT);
INSERT INTO m VALUES (1, 3, 0.5, 'a'), (2, NULL, 2.25, 'b'), (3, -8, NULL, NULL);
SELECT id, x * 2 + 1 AS x2, x + y AS xy, y / 2 AS half, name || '!' AS bang, coalesce(name, 'none') AS nm, CASE WHEN x > 0 THEN 'pos' WHEN x < 0 THEN 'neg' END AS sign FROM m ORDER BY id;
SELECT 9223372036854775807 + 1;
SELECT 5 / 0;
SELECT 'a' + 1;
SELECT nosuchfunc(1);
SELECT sum(1) OVER ();
SELECT 2 > 1 IS TRUE AS a, NULL::BOOLEAN IS NOT FALSE AS b, (1 > 2) IS UNKNOWN AS c, 2 IS DISTINCT FROM NULL AS d, NULL IS NOT DISTINCT FROM NULL AS e, 3 IS DISTINCT FROM 3 AS f;
SELECT count(*) FILTER (WHERE true);
