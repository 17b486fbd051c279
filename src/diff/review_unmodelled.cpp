// Statements of a Spanner schema that spanlift reads but does not model (search and vector
// indexes, roles and grants, property graphs, models, proto bundles, locality groups, placements,
// database options...): a change to one of them would give no step, and "no change" would be a
// lie. Each is an error (D038) naming the object and its line, and `diff` exits 2.
#include <map>
#include <tuple>

#include "diff/codes.h"
#include "diff/review_support.h"

namespace spanlift::diff::review {

namespace {

using Key = std::pair<std::string, std::string>;  // kind, lower-cased name

std::map<Key, const model::SkippedObject*> Unmodelled(const model::Schema& schema) {
  std::map<Key, const model::SkippedObject*> out;
  if (schema.dialect != model::Dialect::kSpanner) return out;
  for (const auto& s : schema.skipped) out.emplace(Key{s.kind, model::ToLower(s.name)}, &s);
  return out;
}

std::string Where(const model::SkippedObject& s) { return s.location.file + ":" + std::to_string(s.location.line); }

}  // namespace

void Unmodelled(const Context& ctx, Findings& out) {
  auto old_objects = Unmodelled(ctx.old_schema), new_objects = Unmodelled(ctx.new_schema);
  for (const auto& [key, s] : new_objects) {
    auto before = old_objects.find(key);
    std::string sides = before == old_objects.end() ? "NEW adds it" : "OLD has it too (" + Where(*before->second) + ")";
    out.Add(codes::kNotModelled, 0, s->location, s->kind + " " + s->name,
            "spanlift does not model " + s->kind + " statements (" + sides +
                "): whether it changed cannot be reviewed, and the migration has no step for it",
            "apply the " + s->kind + " statement by hand after the migration, or review it without spanlift");
  }
  for (const auto& [key, s] : old_objects)
    if (!new_objects.count(key))
      out.Add(codes::kNotModelled, 0, s->location, s->kind + " " + s->name,
              "spanlift does not model " + s->kind +
                  " statements (OLD has it, NEW does not): the migration has "
                  "no step that drops it",
              "drop the " + s->kind + " by hand, or review it without spanlift");
}

}  // namespace spanlift::diff::review
