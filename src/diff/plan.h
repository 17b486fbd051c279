#pragma once
// Changes -> the migration: Steps in an order Spanner accepts, in batches, and the planner's
// findings (D001-D011) for what Spanner cannot do in place or what needs a flag (docs/diff.md,
// "Migration steps").
#include "diff/diff.h"
#include "ddl/templates.h"
#include "model/schema.h"

namespace spanlift::diff {

// Compares OLD and NEW (compare.h) and plans the migration from OLD to NEW.
DiffResult Plan(const model::Schema& old_schema, const model::Schema& new_schema, const DiffOptions& options,
                const ddl::TemplateSet& templates);

}  // namespace spanlift::diff
