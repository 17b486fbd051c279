#pragma once
// The interleave pass's ORM-shaped hierarchies (analysis/orm_keys.h): a parent `images (id)` whose
// children reference it as `image_id`. With interleave.rename_keys for the parent, its key column
// is renamed image_id on Spanner (R013), every foreign key to it follows, and each child is keyed
// (image_id, id) with its old key kept unique; the pass then interleaves the children (R006).
// Without the setting, the plan is reported as a proposal (R007).
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "model/schema.h"
#include "rewrite/policy.h"
#include "rewrite/rewrite_log.h"

namespace spanlift::rewrite::interleave_orm {

struct Child {
  model::Table* table = nullptr;
  size_t fk = 0;  // its foreign key to the parent, now matching the parent's key by name
};

// `parent_ok`: whether the pass may touch the parent (eligible, its key kept by the earlier
// passes). Returns the children to interleave; `planned` receives every table the plans name as a
// child (the pass suggests no other rename for them).
std::vector<Child> Apply(model::Schema& schema, const Policy& policy, RewriteLog& log,
                         const std::function<bool(const model::Table&)>& parent_ok, std::set<std::string>& planned);

}  // namespace spanlift::rewrite::interleave_orm
