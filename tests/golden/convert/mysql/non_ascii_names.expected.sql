CREATE TABLE pedido (
  id INT64 NOT NULL,
  total_anos NUMERIC NOT NULL,
  total_anos_2 NUMERIC,
  citta STRING(40),
  strasse STRING(80)
) PRIMARY KEY (id);

CREATE TABLE x_myl (
  m_rf INT64 NOT NULL,
  alasm STRING(100) NOT NULL
) PRIMARY KEY (m_rf);

CREATE TABLE zakaz (
  nomer INT64 NOT NULL,
  summa NUMERIC NOT NULL,
  ri_fu DATE NOT NULL,
  emoji__ STRING(10)
) PRIMARY KEY (nomer);
