#pragma once
// OLD vs NEW, two Spanner models, compared object by object after normalising spelling (the texts
// of verify/compare.h: quoting and case of names, default ASC, default ON DELETE NO ACTION,
// inline vs table-level keys, OPTIONS, expression whitespace and parentheses, STRING(MAX)).
#include <vector>

#include "diff/diff.h"
#include "model/schema.h"

namespace spanlift::diff {

// Every difference as Changes: named schemas added and dropped, NEW's tables in order (the table, its key, interleave,
// row deletion policy, columns, indexes, foreign keys, checks), then tables only OLD has, then sequences, change
// streams and views.
std::vector<Change> Compare(const model::Schema& old_schema, const model::Schema& new_schema);

// compare_spanner.cpp: search and vector indexes, roles, grants, objects kept as text, the proto
// bundle, database options, synonyms and table OPTIONS.
void CompareSpannerObjects(const model::Schema& old_schema, const model::Schema& new_schema, std::vector<Change>& out);
const model::SearchIndex* FindSearchIndex(const model::Schema& schema, const std::string& name);
// A column's OPTIONS, allow_commit_timestamp first; as text for a Change ("(none)" when empty).
model::Options ColumnOptions(const model::Column& column);
std::string ColumnOptionsText(const model::Column& column);
// What SET OPTIONS must say to turn `before` into `after`: changed and new options with NEW's
// values, options `after` leaves out set to null (Spanner's default); "" when they are the same.
std::string OptionsDelta(const model::Options& before, const model::Options& after);
const model::SpannerObject* FindTextObject(const model::Schema& schema, const std::string& kind,
                                           const std::string& name);

// A table's (or sequence's) identity in the diff: "schema.name", or "name" in the default schema.
// Changes name tables so; two tables of one name in two schemas are two tables.
std::string TableName(const model::Table& table);

// Case-insensitive lookups (Spanner names are case-insensitive), tables and sequences by qualified name.
const model::Table* FindTable(const model::Schema& schema, const std::string& name);
const model::Index* FindIndex(const model::Table& table, const std::string& name);
const model::Sequence* FindSequence(const model::Schema& schema, const std::string& name);
const model::View* FindView(const model::Schema& schema, const std::string& name);
const model::ChangeStream* FindChangeStream(const model::Schema& schema, const std::string& name);

// Normalised texts: a view's security and query (its normal form), a change stream's FOR clause
// (tables and columns lower-cased and sorted; "ALL", or "" when it watches nothing) and options
// (sorted by name, booleans lower-cased).
std::string ViewText(const model::View& view);
std::string ChangeStreamForText(const model::ChangeStream& stream);
std::string ChangeStreamOptionsText(const model::ChangeStream& stream);
// A named constraint by name; an unnamed one by its normalised text (Spanner names it itself).
const model::ForeignKey* FindForeignKey(const model::Table& table, const model::ForeignKey& wanted);
const model::Check* FindCheck(const model::Table& table, const model::Check& wanted);

}  // namespace spanlift::diff
