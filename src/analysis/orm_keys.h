#pragma once
// ORM-shaped hierarchies (docs/rewrites.md, "Interleaving ORM-shaped schemas"): a parent keyed
// `images (id)` and children `comments (id, image_id NOT NULL REFERENCES images)`. Spanner
// interleaves a child only when its key starts with the parent's key columns under the same
// names, so the plan renames the parent's key on the Spanner side (`images (image_id)`), keys each
// child `(image_id, id)` and lets every reference follow. lint's H004 reports the plan, convert's
// interleave pass proposes it (R007) or, with interleave.rename_keys, applies it (R013, R006):
// one decision, computed here.
#include <functional>
#include <string>
#include <vector>

#include "model/schema.h"

namespace spanlift::analysis {

enum class Orm { kUnknown, kRails, kDjango, kLaravel, kEcto };
const char* OrmName(Orm orm);
// The ORM whose bookkeeping tables the schema has: ar_internal_metadata or schema_migrations
// (Rails), schema_migrations with inserted_at (Ecto), django_migrations (Django), migrations with
// a batch column (Laravel).
Orm DetectOrm(const model::Schema& schema);

struct OrmChild {
  const model::Table* table = nullptr;
  size_t fk = 0;                     // the foreign key to the parent (dropped when interleaved)
  std::vector<std::string> key;      // the child's key columns after the change: (image_id, id)
  std::vector<std::string> old_key;  // before: (id)
};

struct OrmReference {
  const model::Table* table = nullptr;
  size_t fk = 0;
};

struct OrmPlan {
  const model::Table* parent = nullptr;
  std::string key;                       // the parent's key column today: id
  std::string new_key;                   // its Spanner name: image_id
  std::vector<OrmChild> children;        // interleaved, in schema order
  std::vector<OrmReference> references;  // every foreign key to the parent's key (children's too)
  std::vector<std::string> not_done;     // "reactions: why it is not interleaved"
};

// Which tables may be interleaved (the pass passes the policy's interleave setting); lint allows all.
using OrmAllowed = std::function<bool(const model::Table&)>;

// The plans, one per parent with children or with children it could not take, in schema order.
std::vector<OrmPlan> PlanOrmKeys(const model::Schema& schema, const OrmAllowed& allowed = nullptr);

// "images keyed (image_id) (was id); comments keyed (image_id, id) INTERLEAVE IN PARENT images; ..."
std::string OrmPlanText(const OrmPlan& plan);
// What the application changes, for the detected ORM (the generic change when unknown); `source`
// (the conversion's input, may be null) tells Django's AutoField from BigAutoField.
std::string OrmApplicationText(const OrmPlan& plan, Orm orm, const model::Schema* source);

}  // namespace spanlift::analysis
