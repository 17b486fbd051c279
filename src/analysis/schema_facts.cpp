#include "analysis/schema_facts.h"

#include <algorithm>
#include <cctype>
#include <utility>

#include "analysis/table_load.h"

namespace spanlift::analysis {

namespace {

// A tenant is copied into the tables that could reach it through another reference (an invoice's
// invitations carry company_id beside invoice_id): in at least this share of all tables, and at
// least kTenantMinTables. Being referred to by many tables is not enough (users and projects are).
constexpr double kTenantShare = 0.2;
constexpr size_t kTenantMinTables = 4;
// A framework's convention: an insert-time timestamp on at least this share of at least this many tables.
constexpr double kConventionShare = 0.8;
constexpr size_t kConventionMinTables = 10;

bool OneOf(const std::string& word, std::initializer_list<std::string_view> words) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

}  // namespace

size_t SchemaFacts::Referencing(std::string_view table) const {
  auto it = referencing.find(model::ToLower(table));
  return it == referencing.end() ? 0 : it->second;
}

size_t SchemaFacts::TenantOf(std::string_view table) const {
  auto it = tenant_tables.find(model::ToLower(table));
  return it == tenant_tables.end() ? 0 : it->second;
}

SchemaFacts GatherFacts(const model::Schema& schema, const model::Schema* source) {
  SchemaFacts facts;
  facts.tables = schema.tables.size();
  std::map<std::string, std::set<std::string>> referrers;  // table -> tables with a foreign key to it
  std::map<std::string, std::set<std::string>> refers_to;  // table -> tables it has a foreign key to
  for (const auto& t : schema.tables)
    for (const auto& fk : t.foreign_keys)
      if (!model::EqualsIgnoreCase(fk.ref_table, t.name)) {
        referrers[model::ToLower(fk.ref_table)].insert(model::ToLower(t.name));
        refers_to[model::ToLower(t.name)].insert(model::ToLower(fk.ref_table));
      }
  for (auto& [table, from] : referrers) {
    facts.referencing[table] = from.size();
    size_t copied = 0;  // carriers that also reach `table` through another table they refer to
    for (const std::string& carrier : from)
      for (const std::string& other : refers_to[carrier])
        if (other != table && refers_to[other].count(table)) {
          ++copied;
          break;
        }
    if (copied >= kTenantMinTables && static_cast<double>(copied) >= kTenantShare * static_cast<double>(facts.tables))
      facts.tenant_tables[table] = copied;
  }
  if (source)
    for (const auto& t : source->tables)
      if (t.data) facts.largest_table_rows = std::max(facts.largest_table_rows, t.data->rows);
  facts.source_tables = (source ? *source : schema).tables.size();
  for (const auto& t : (source ? *source : schema).tables) facts.stamped += InsertTime(t) != nullptr;
  return facts;
}

bool SchemaFacts::StampsEveryTable() const {
  return source_tables >= kConventionMinTables &&
         static_cast<double>(stamped) >= kConventionShare * static_cast<double>(source_tables);
}

std::vector<std::string> NameWords(std::string_view name) {
  std::vector<std::string> words;
  std::string word;
  for (size_t i = 0; i < name.size(); ++i) {
    char c = name[i];
    bool boundary =
        !std::isalnum(static_cast<unsigned char>(c)) ||
        (i > 0 && std::isupper(static_cast<unsigned char>(c)) && std::islower(static_cast<unsigned char>(name[i - 1])));
    if (boundary && !word.empty()) words.push_back(std::exchange(word, {}));
    if (std::isalnum(static_cast<unsigned char>(c)))
      word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  if (!word.empty()) words.push_back(word);
  return words;
}

bool IsTemporalType(const model::Column& column) {
  return OneOf(model::ToLower(column.type.name),
               {"timestamp", "timestamptz", "datetime", "date", "smalldatetime", "datetime2", "datetimeoffset"});
}

bool IsStringType(const model::Column& column) {
  return OneOf(model::ToLower(column.type.name), {"string", "varchar", "char", "text", "character", "nvarchar", "nchar",
                                                  "citext", "tinytext", "mediumtext", "longtext", "character varying"});
}

}  // namespace spanlift::analysis
