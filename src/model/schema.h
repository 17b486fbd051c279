#pragma once
// The schema model: one representation for every source dialect, independent of any parse tree.
// The front end fills it; analysis, rewrites and emitters read it. Dialect quirks are typed
// fields, never raw text, except expressions, which keep their source spelling.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "model/diagnostics.h"
#include "model/source_location.h"

namespace spanlift::model {

enum class Dialect { kUnknown, kMySql, kPostgres, kSpanner };
const char* DialectName(Dialect d);  // "mysql", "postgres", "spanner", "unknown"

// A column or domain type. `name` is the canonical lowercase base name for the dialect
// (PostgreSQL aliases folded: int4 -> integer, character varying -> varchar,
// timestamp with time zone -> timestamptz, float8 -> double precision, bool -> boolean, ...;
// MySQL keeps its own names: int, varchar, datetime, ...). User-defined types (enums, domains)
// keep their name and `schema`.
struct DataType {
  std::string name;
  std::string schema;              // for user-defined types only
  std::vector<std::string> args;   // modifiers as written: {"10", "2"}, {"255"}
  std::vector<std::string> values; // ENUM / SET members, unquoted
  int array_dims = 0;              // PostgreSQL arrays: int[] -> 1, int[][] -> 2
  bool is_unsigned = false;        // MySQL UNSIGNED
  bool zerofill = false;           // MySQL ZEROFILL
  std::string charset;             // MySQL CHARACTER SET
  std::string collation;           // COLLATE (MySQL or PostgreSQL)
  std::string precision_suffix;    // PostgreSQL interval fields ("YEAR TO MONTH") and similar
  std::string ToString() const;    // canonical spelling, e.g. "varchar(255)", "int unsigned", "text[]"
};

struct GeneratedColumn {
  std::string expression;  // source text
  bool stored = false;     // STORED (true) or VIRTUAL (false)
};

struct Identity {
  bool always = false;     // GENERATED ALWAYS vs BY DEFAULT
  std::optional<int64_t> start, increment;
};

struct Column {
  std::string name;
  DataType type;
  bool nullable = true;
  std::optional<std::string> default_value;  // expression source text
  bool auto_increment = false;  // AUTO_INCREMENT, SERIAL, IDENTITY, DEFAULT nextval(...), owned by a sequence
  std::string sequence;         // sequence that feeds the column (PostgreSQL), qualified "schema.name"
  std::optional<Identity> identity;
  std::optional<GeneratedColumn> generated;
  std::optional<std::string> on_update;  // MySQL ON UPDATE expression
  std::string comment;
  std::string declared_type;    // type as written, e.g. "bigserial", "int(11) unsigned zerofill"
  SourceLocation location;
};

struct KeyPart {
  std::string column;      // empty when `expression` is set
  std::string expression;  // index expression source text
  bool desc = false;
  std::optional<uint32_t> prefix_length;  // MySQL col(10)
  std::string nulls;       // "", "FIRST" or "LAST"
  std::string opclass;     // PostgreSQL operator class
};

struct PrimaryKey {
  std::string name;  // constraint name, may be empty
  std::vector<KeyPart> parts;
  SourceLocation location;
};

enum class IndexKind { kPlain, kFulltext, kSpatial };

struct Index {
  std::string name;
  bool unique = false;
  bool is_constraint = false;  // UNIQUE constraint (vs CREATE INDEX / KEY)
  IndexKind kind = IndexKind::kPlain;
  std::string method;          // USING btree/hash/gin/gist/..., lowercase, empty if not given
  std::vector<KeyPart> parts;
  std::vector<std::string> include;  // PostgreSQL INCLUDE
  std::string where;                 // partial index predicate source text
  std::string comment;
  SourceLocation location;
};

struct ForeignKey {
  std::string name;
  std::vector<std::string> columns;
  std::string ref_schema;
  std::string ref_table;
  std::vector<std::string> ref_columns;  // empty = the referenced table's primary key
  std::string on_delete;  // uppercase action as written ("CASCADE", "SET NULL", ...), empty if omitted
  std::string on_update;
  std::string match;      // "FULL", "SIMPLE", "PARTIAL" or empty
  bool deferrable = false;
  SourceLocation location;
};

struct Check {
  std::string name;
  std::string expression;  // source text, without the outer parentheses
  SourceLocation location;
};

struct Table {
  std::string schema;  // PostgreSQL: "public" when unqualified; MySQL: database if qualified, else ""
  std::string name;
  std::vector<Column> columns;
  std::optional<PrimaryKey> primary_key;
  std::vector<Index> indexes;  // every index and unique constraint except the primary key
  std::vector<ForeignKey> foreign_keys;
  std::vector<Check> checks;
  std::string partition_of;         // parent of a declarative partition (qualified like the parent)
  std::string partition_bound;      // FOR VALUES ... text
  std::string partition_by;         // PARTITION BY ... text (the partitioned parent, MySQL or PostgreSQL)
  std::vector<std::string> inherits;  // PostgreSQL INHERITS parents
  std::string like;                 // CREATE TABLE ... LIKE source
  std::optional<uint64_t> auto_increment_next;  // MySQL AUTO_INCREMENT=N table option
  std::string engine;
  std::string charset;
  std::string collation;
  std::string comment;
  bool temporary = false;
  bool unlogged = false;
  SourceLocation location;

  Column* FindColumn(std::string_view name);
  const Column* FindColumn(std::string_view name) const;
};

struct Sequence {
  std::string schema;
  std::string name;
  std::string data_type;  // "bigint", "integer", ... empty if not given
  std::optional<int64_t> start, increment, min_value, max_value, cache;
  bool cycle = false;
  std::string owned_by_table;   // qualified table name
  std::string owned_by_column;
  std::optional<int64_t> last_value;  // from SELECT setval(...)
  bool is_called = true;              // setval's third argument
  SourceLocation location;
};

struct EnumType {
  std::string schema;
  std::string name;
  std::vector<std::string> values;
  SourceLocation location;
};

struct Domain {
  std::string schema;
  std::string name;
  DataType base;
  bool nullable = true;
  std::optional<std::string> default_value;
  std::vector<Check> checks;
  SourceLocation location;
};

// An object the input defines that spanlift does not model (view, function, trigger, grant...).
struct SkippedObject {
  std::string kind;  // "view", "materialized view", "function", "procedure", "trigger", "rule",
                     // "policy", "event", "grant", "ownership", "comment", ...
  std::string name;
  SourceLocation location;
};

// Counts of statements skipped without parsing (data and session statements).
struct StatementCounts {
  std::map<std::string, uint64_t> skipped;  // keyword ("INSERT", "COPY", "SET", ...) -> count
  uint64_t parsed = 0;                      // statements given to a grammar
  uint64_t data_rows = 0;                   // COPY data lines
  uint64_t bytes = 0;                       // input bytes read
};

class Schema {
 public:
  Dialect dialect = Dialect::kUnknown;
  // PostgreSQL: schema of unqualified names; the driver sets it from SET search_path /
  // set_config('search_path', ...). "public" by default.
  std::string default_schema = "public";
  std::vector<Table> tables;  // in definition order
  std::vector<Sequence> sequences;
  std::vector<EnumType> enums;
  std::vector<Domain> domains;
  std::vector<SkippedObject> skipped;
  StatementCounts counts;
  Diagnostics diagnostics;

  // Lookups: exact name first, then case-insensitive. `schema` empty = any schema.
  Table* FindTable(std::string_view schema, std::string_view name);
  Sequence* FindSequence(std::string_view schema, std::string_view name);
  EnumType* FindEnum(std::string_view schema, std::string_view name);
  Domain* FindDomain(std::string_view schema, std::string_view name);

  // Adds a table; returns nullptr (and leaves the model unchanged) if one with that name exists.
  Table* AddTable(Table table);
  bool DropTable(std::string_view schema, std::string_view name);
  // Renames a table and every foreign key, sequence owner and partition reference to it.
  bool RenameTable(Table& table, std::string new_schema, std::string new_name);
};

// Case-insensitive ASCII comparison, the rule for identifiers that were not quoted.
bool EqualsIgnoreCase(std::string_view a, std::string_view b);
std::string ToLower(std::string_view s);
std::string ToUpper(std::string_view s);

}  // namespace spanlift::model
