#pragma once
// The conversion's steps, one concern per file, called in the order convert.cpp lists.
#include <optional>
#include <string>
#include <string_view>

#include "convert/context.h"

namespace spanlift::convert {

// partitions.cpp: decides which source tables become Spanner tables (partitions fold into
// their root) and reports partitioning and inheritance.
void PlanTables(Context& ctx);
// Whether a UNIQUE index of a partition folded into `root` holds on the whole table: every leaf
// partition has it, and it includes each level's partition key columns (or there is one leaf).
bool UniqueOnWholeTable(const Context& ctx, const model::Table& root, const model::Index& index);
// Why such a key holds on the whole table, for the finding.
std::string TableWideBecause(const Context& ctx, const model::Table& root);

// tables.cpp: one Spanner table per planned source table (named first, so that tables win name
// collisions), then its columns, enum and domain checks and table-level findings, calling the
// per-table concerns below.
void CreateTables(Context& ctx);
void ConvertTables(Context& ctx);
void ConvertColumns(Context& ctx, const TablePair& table);

// constraints.cpp
// Makes a key column's type keyable (JSON / ARRAY -> STRING(MAX)) with C008.
void FitKeyColumn(Context& ctx, const TablePair& table, model::Column& column);
void ConvertPrimaryKey(Context& ctx, const TablePair& table);
void ConvertChecks(Context& ctx, const TablePair& table);
void ConvertUniqueConstraints(Context& ctx, const TablePair& table);
void ConvertForeignKeys(Context& ctx);

// plain_generated.cpp: what reads a generated column that became plain (C027).
void ReportPlainGeneratedReaders(Context& ctx, const TablePair& table);

// collations.cpp: keys over strings the source compares case-insensitively (C037).
void ReportCaseInsensitiveKeys(Context& ctx, const TablePair& table);
// With ConvertOptions::lower_case_insensitive_keys: a STORED LOWER(column) beside each such column
// a UNIQUE index reads (before the indexes are converted), and the name ConvertIndex keys instead.
void LowerCaseInsensitiveKeys(Context& ctx, const TablePair& table);
std::optional<std::string> LoweredColumn(const Context& ctx, const model::Table& source, std::string_view column);

// indexes.cpp
void ConvertIndexes(Context& ctx, const TablePair& table);
// One index or UNIQUE constraint; returns false (with a finding) when it cannot be carried.
bool ConvertIndex(Context& ctx, const TablePair& table, const model::Index& index);

// sequences.cpp: a sequence that feeds exactly one column it belongs to folds into that column
// as an IDENTITY; every other sequence becomes a bit-reversed Spanner sequence.
void PlanSequences(Context& ctx);
// Makes an auto-increment / identity / serial column an IDENTITY column where planned.
void ApplyColumnSequence(Context& ctx, const TablePair& table, const model::Column& source, model::Column& out);
// "GET_NEXT_SEQUENCE_VALUE(SEQUENCE s)" for a source sequence name ("public.s", "s") that became
// a Spanner sequence; nullopt otherwise.
std::optional<std::string> SequenceReference(Context& ctx, std::string_view qualified);

// spanner_input.cpp: interleaving, row deletion policies, hidden and commit-timestamp columns of
// Spanner input, carried as they are.
void CarrySpannerTable(Context& ctx, const TablePair& table);
// Views and change streams of Spanner input (change streams' names follow renamed tables).
void CarrySpannerObjects(Context& ctx);
// The Spanner name of a source table named `source_name`, or the name itself if unknown.
std::string SpannerTableName(Context& ctx, std::string_view source_name);

// limits.cpp: Spanner's structural limits on the output.
void CheckLimits(Context& ctx);

// accounting.cpp: objects that are not converted, and the totals.
void ListNotConverted(Context& ctx);
void Account(Context& ctx);

}  // namespace spanlift::convert
