#pragma once
// PostgreSQL CREATE COLLATION, read for the one fact keys depend on: whether the collation is
// deterministic. Spanner has no collations, so the statement itself is skipped (C091); a
// nondeterministic collation on a key column is reported where the key is converted (C037).
#include <optional>
#include <string_view>

#include "model/schema.h"

namespace spanlift::frontend {

// `text` is a whole `CREATE COLLATION [IF NOT EXISTS] name (options) | FROM other` statement
// without its terminator; nullopt when it names no collation. Options are `key = value` pairs;
// `deterministic` and `locale` (or `lc_collate`) are kept, the others ignored.
std::optional<model::Collation> ReadCreateCollation(std::string_view text);

}  // namespace spanlift::frontend
