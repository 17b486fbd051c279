#include "verify/read_back.h"

#include "frontend/frontend.h"

namespace spanlift::verify {

namespace {

std::string Text(const nlohmann::json& v) { return v.is_string() ? v.get<std::string>() : ""; }

}  // namespace

Status ReadBackDdl(EmulatorClient& client, model::Schema& out) {
  std::vector<std::string> statements;
  Status s = client.GetDdl(statements);
  if (!s.ok()) return s;
  std::string text;
  for (const auto& statement : statements) text += statement + ";\n\n";
  out = frontend::LoadText(text, "<GetDatabaseDdl>", {model::Dialect::kSpanner, frontend::MySqlFlavor::kAuto});
  return s;
}

// A row's schema: its optional last field ("" in GoogleSQL's default schema, "public" in PostgreSQL's,
// as the front ends name them too).
std::string SchemaOf(const nlohmann::json& row, size_t at) { return row.size() > at ? Text(row[at]) : ""; }

model::Schema CatalogSchema(const std::vector<nlohmann::json>& columns, const std::vector<nlohmann::json>& keys) {
  model::Schema out;
  out.dialect = model::Dialect::kSpanner;
  for (const auto& row : columns) {
    if (!row.is_array() || row.size() < 4) continue;
    std::string schema = SchemaOf(row, 4);
    model::Table* t = out.FindTable(schema, Text(row[0]));
    if (t && t->schema != schema) t = nullptr;  // the default schema's table of that name
    if (!t) {
      model::Table table;
      table.schema = schema;
      table.name = Text(row[0]);
      t = out.AddTable(std::move(table));
    }
    model::Column c;
    c.name = Text(row[1]);
    c.type.name = Text(row[2]);
    c.nullable = Text(row[3]) == "YES";
    t->columns.push_back(std::move(c));
  }
  for (const auto& row : keys) {
    if (!row.is_array() || row.size() < 2) continue;
    std::string schema = SchemaOf(row, 3);
    model::Table* t = out.FindTable(schema, Text(row[0]));
    if (t && t->schema == schema) {
      if (!t->primary_key) t->primary_key.emplace();
      t->primary_key->parts.push_back(
          {Text(row[1]), "", row.size() > 2 && Text(row[2]) == "DESC", std::nullopt, "", ""});
    }
  }
  return out;
}

Status ReadBackCatalog(EmulatorClient& client, DatabaseDialect, model::Schema& out) {
  // PostgreSQL databases keep user tables in schema public, GoogleSQL ones in the unnamed schema;
  // named schemas (CREATE SCHEMA) are read too, the system ones are not.
  const std::string user_schemas =
      " table_schema NOT IN ('INFORMATION_SCHEMA', 'SPANNER_SYS', 'information_schema', 'spanner_sys', 'pg_catalog')";
  std::vector<nlohmann::json> columns, keys;
  Status s = client.Query(
      "SELECT table_name, column_name, spanner_type, is_nullable, table_schema FROM information_schema.columns "
      "WHERE" +
          user_schemas + " ORDER BY table_schema, table_name, ordinal_position",
      columns);
  if (s.ok())
    s = client.Query(
        "SELECT table_name, column_name, column_ordering, table_schema FROM information_schema.index_columns WHERE" +
            user_schemas + " AND index_type = 'PRIMARY_KEY' ORDER BY table_schema, table_name, ordinal_position",
        keys);
  if (s.ok()) out = CatalogSchema(columns, keys);
  return s;
}

}  // namespace spanlift::verify
