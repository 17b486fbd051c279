#include "rewrite/uuid_pass.h"

#include "rewrite/codes.h"
#include "rewrite/key_facts.h"
#include "rewrite/strategy.h"

namespace spanlift::rewrite::uuid_pass {

namespace {

// Foreign keys elsewhere that reference the table, by "table.fk" for the report.
std::vector<std::string> Referencing(const model::Schema& schema, const model::Table& t) {
  std::vector<std::string> out;
  for (const auto& other : schema.tables)
    for (const auto& fk : other.foreign_keys)
      if (model::EqualsIgnoreCase(fk.ref_table, t.name)) out.push_back(other.name + "." + fk.name);
  return out;
}

void Apply(const model::Schema& schema, model::Table& t, RewriteLog& log) {
  auto old_key = KeyColumns(t);
  std::string before = KeyText(t.primary_key->parts);
  model::Column uuid;
  uuid.name = "Uuid";
  for (int i = 2; t.FindColumn(uuid.name); ++i) uuid.name = "Uuid" + std::to_string(i);
  uuid.type.name = "STRING";
  uuid.type.args = {"36"};
  uuid.nullable = false;
  uuid.default_value = "GENERATE_UUID()";
  uuid.location = t.location;
  t.columns.insert(t.columns.begin(), uuid);
  // The old key stays unique, so every foreign key that referenced it still holds as it is.
  model::Index unique;
  unique.name = t.name + "ByOldKey";
  unique.unique = true;
  unique.parts = t.primary_key->parts;
  unique.location = t.location;
  t.indexes.push_back(unique);
  log.Added("column");
  log.Added("index");
  model::KeyPart part;
  part.column = uuid.name;
  t.primary_key->parts = {part};
  std::string refs;
  for (const auto& r : Referencing(schema, t)) refs += (refs.empty() ? "" : ", ") + r;
  log.Record(codes::kUuid, t,
             "PRIMARY KEY " + before + " -> (" + uuid.name + "), a UUIDv4 from GENERATE_UUID(); " + before +
                 " stays as ordinary columns under UNIQUE INDEX " + unique.name,
             "address rows by " + uuid.name + "; reads by the old key use " + unique.name +
                 (refs.empty() ? std::string() : "; foreign keys " + refs + " still reference the old key"));
}

}  // namespace

void Run(model::Schema& schema, const Policy& policy, RewriteLog& log) {
  for (auto& t : schema.tables)
    if (policy.PassEnabled(kName, t) && t.primary_key && !t.primary_key->parts.empty() &&
        ChooseStrategy(schema, t, policy) == Strategy::kUuid)
      Apply(schema, t, log);
}

}  // namespace spanlift::rewrite::uuid_pass
