#pragma once
// Can a table take write load worth a split? A hotspot needs concentrated inserts AND write volume
// (shared/reference/hotspot-labels.md); this is the second half. docs/hotspots.md lists the
// evidence and its weight: rows in the file (absolute and against the file's largest table),
// framework bookkeeping tables, and the schema's shape (an insert-time timestamp and log-like role,
// or reference data: referenced from several tables, few columns, a code or name unique on its own).
#include <string>

#include "model/schema.h"

namespace spanlift::analysis {

class AnalysisContext;

enum class Load {
  kUnknown,  // nothing decides: the concentration alone speaks
  kBusy,     // takes write load
  kQuiet,    // reference, configuration or install-time data: cannot take load worth a split
};
const char* LoadName(Load load);  // "unknown", "busy", "quiet"

struct LoadAssessment {
  Load load = Load::kUnknown;
  std::string evidence;    // what decided, one clause ("2 rows in the file, 40,000 in its largest table")
  bool from_rows = false;  // the file's (or the database's) rows decided
};

// Rows the file must hold in its largest table before row counts say anything about load.
inline constexpr uint64_t kRowsThatSpeak = 1000;

// The timestamp an insert sets: a DEFAULT now() or a creation-time name on a time type, or nullptr.
const model::Column* InsertTime(const model::Table& table);

// `table` is a table of ctx.schema() (the Spanner model); its source table gives rows and defaults.
LoadAssessment AssessLoad(const AnalysisContext& ctx, const model::Table& table);

}  // namespace spanlift::analysis
