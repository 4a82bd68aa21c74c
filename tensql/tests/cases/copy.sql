-- COPY FROM a CSV file with a header; an unquoted empty field is NULL, a quoted one ''
CREATE TABLE c (id INTEGER PRIMARY KEY, name TEXT, score DOUBLE PRECISION, flag BOOLEAN);
COPY c FROM 'copy.csv' WITH (FORMAT csv, HEADER true);
SELECT id, name, name IS NULL AS name_null, score, flag FROM c ORDER BY id;
CREATE TABLE c2 (id INTEGER PRIMARY KEY, name TEXT, score DOUBLE PRECISION, flag BOOLEAN);
COPY c2 FROM 'copy_bad.csv' WITH (FORMAT csv, HEADER true);
COPY c2 FROM 'missing.csv' WITH (FORMAT csv, HEADER true);
COPY c2 FROM 'copy.csv' WITH (FORMAT binary);
SELECT count(*) FROM c2;
