#pragma once
// Facts about a whole schema that several decisions read, worked out once per analysis context:
// how many rows the file's largest table holds (the yardstick for "a handful of rows"), which
// tables refer to which (reference data is referred to from many tables; a tenant is carried by
// most of them), and the column vocabulary the signals share.
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "model/schema.h"

namespace spanlift::analysis {

struct SchemaFacts {
  uint64_t largest_table_rows = 0;              // rows of the source's largest profiled table
  std::map<std::string, size_t> referencing;    // lower-cased table -> distinct tables with a foreign key to it
  std::map<std::string, size_t> tenant_tables;  // lower-cased tenant table -> tables that carry it as a copy
  size_t tables = 0;
  size_t source_tables = 0, stamped = 0;  // of the source, and those with an insert-time timestamp (InsertTime)

  size_t Referencing(std::string_view table) const;
  // An insert-time timestamp on (nearly) every table is the framework's convention (Rails,
  // Django, Laravel stamp created_at everywhere), not a sign of a table that takes inserts.
  bool StampsEveryTable() const;
  // The tables that carry `table`'s key as a copy (they reach it through another reference too) when
  // enough do: the tenant that partitions them; else 0.
  size_t TenantOf(std::string_view table) const;
};

// `schema` is the Spanner model; `source` (optional) the model it was converted from, with the rows.
SchemaFacts GatherFacts(const model::Schema& schema, const model::Schema* source);

// Lower-cased words of a name: "CreatedAt" -> {"created", "at"}, "order_id" -> {"order", "id"}.
std::vector<std::string> NameWords(std::string_view name);
// TIMESTAMP, DATE, DATETIME, timestamptz ... in the source's or Spanner's spelling.
bool IsTemporalType(const model::Column& column);
// STRING, VARCHAR, CHAR, TEXT ... in the source's or Spanner's spelling.
bool IsStringType(const model::Column& column);

}  // namespace spanlift::analysis
