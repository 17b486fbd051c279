#include "model/schema.h"

#include <algorithm>
#include <functional>

namespace spanlift::model {

const char* DialectName(Dialect d) {
  switch (d) {
    case Dialect::kMySql: return "mysql";
    case Dialect::kPostgres: return "postgres";
    case Dialect::kSpanner: return "spanner";
    case Dialect::kUnknown: break;
  }
  return "unknown";
}

bool EqualsIgnoreCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    char x = a[i], y = b[i];
    if (x >= 'A' && x <= 'Z') x = static_cast<char>(x - 'A' + 'a');
    if (y >= 'A' && y <= 'Z') y = static_cast<char>(y - 'A' + 'a');
    if (x != y) return false;
  }
  return true;
}

std::string ToLower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

std::string ToUpper(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return out;
}

char UnescapeMySql(char c) {
  switch (c) {
    case 'n': return '\n';
    case 't': return '\t';
    case 'r': return '\r';
    case '0': return '\0';
    case 'b': return '\b';
    case 'Z': return '\x1a';
    default: return c;
  }
}

void AppendUtf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

size_t Utf8SequenceLength(std::string_view s, size_t i) {
  const auto b = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char c = b(i);
  size_t n = c < 0xC2 ? 0 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : c < 0xF5 ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((b(i + k) & 0xC0) != 0x80) return 0;
  if (n == 3 && c == 0xE0 && b(i + 1) < 0xA0) return 0;   // overlong
  if (n == 3 && c == 0xED && b(i + 1) >= 0xA0) return 0;  // surrogate
  if (n == 4 && c == 0xF0 && b(i + 1) < 0x90) return 0;   // overlong
  if (n == 4 && c == 0xF4 && b(i + 1) >= 0x90) return 0;  // > U+10FFFF
  return n;
}

std::string DataType::ToString() const {
  std::string out = schema.empty() ? name : schema + "." + name;
  if (!values.empty()) {
    out += '(';
    for (size_t i = 0; i < values.size(); ++i) {
      if (i) out += ',';
      out += '\'';
      for (char c : values[i]) out += c == '\'' ? std::string("''") : std::string(1, c);
      out += '\'';
    }
    out += ')';
  } else if (!args.empty()) {
    out += '(';
    for (size_t i = 0; i < args.size(); ++i) out += (i ? "," : "") + args[i];
    out += ')';
  }
  if (!precision_suffix.empty()) out += " " + precision_suffix;
  if (is_unsigned) out += " unsigned";
  if (zerofill) out += " zerofill";
  for (int i = 0; i < array_dims; ++i) out += "[]";
  return out;
}

namespace {

// Finds by exact name, then case-insensitively; `schema` empty matches any schema.
template <typename T>
T* FindNamed(std::vector<T>& items, std::string_view schema, std::string_view name) {
  auto schema_ok = [&](const T& item, bool exact) {
    if (schema.empty()) return true;
    return exact ? item.schema == schema : EqualsIgnoreCase(item.schema, schema);
  };
  for (auto& item : items)
    if (item.name == name && schema_ok(item, true)) return &item;
  for (auto& item : items)
    if (EqualsIgnoreCase(item.name, name) && schema_ok(item, false)) return &item;
  return nullptr;
}

}  // namespace

std::string Qualified(std::string_view schema, std::string_view name) {
  return schema.empty() ? std::string(name) : std::string(schema) + "." + std::string(name);
}

std::string SchemaOf(std::string_view qualified) {
  size_t dot = qualified.rfind('.');
  return dot == std::string_view::npos ? std::string() : std::string(qualified.substr(0, dot));
}

std::string UnqualifiedName(std::string_view qualified) {
  size_t dot = qualified.rfind('.');
  return std::string(dot == std::string_view::npos ? qualified : qualified.substr(dot + 1));
}

template <typename Col>
static Col* FindColumnIn(std::vector<Col>& columns, std::string_view name) {
  for (auto& c : columns)
    if (c.name == name) return &c;
  for (auto& c : columns)
    if (EqualsIgnoreCase(c.name, name)) return &c;
  return nullptr;
}

Column* Table::FindColumn(std::string_view name) { return FindColumnIn(columns, name); }
const Column* Table::FindColumn(std::string_view name) const {
  return FindColumnIn(const_cast<std::vector<Column>&>(columns), name);
}

const ColumnData* TableData::Find(std::string_view column) const {
  for (const auto& c : columns)
    if (EqualsIgnoreCase(c.column, column)) return &c;
  return nullptr;
}

void Schema::SyncTableIndex() const {
  if (indexed_tables_ == tables.size()) return;
  table_index_.clear();
  for (size_t i = 0; i < tables.size(); ++i) table_index_[ToLower(tables[i].name)].push_back(i);
  indexed_tables_ = tables.size();
}

Table* Schema::FindTable(std::string_view schema, std::string_view name) {
  // Big dumps look tables up thousands of times (ALTER TABLE, COMMENT ON, CREATE INDEX).
  SyncTableIndex();
  auto it = table_index_.find(ToLower(name));
  if (it == table_index_.end()) return nullptr;
  Table* ci_match = nullptr;
  for (size_t i : it->second) {
    Table& t = tables[i];
    if (t.name == name && (schema.empty() || t.schema == schema)) return &t;
    if (!ci_match && EqualsIgnoreCase(t.name, name) && (schema.empty() || EqualsIgnoreCase(t.schema, schema)))
      ci_match = &t;
  }
  return ci_match;
}
const Table* Schema::FirstTableIgnoreCase(std::string_view name) const {
  SyncTableIndex();
  auto it = table_index_.find(ToLower(name));
  if (it == table_index_.end()) return nullptr;
  for (size_t i : it->second)  // ascending positions: definition order
    if (EqualsIgnoreCase(tables[i].name, name)) return &tables[i];
  return nullptr;
}

Sequence* Schema::FindSequence(std::string_view schema, std::string_view name) {
  return FindNamed(sequences, schema, name);
}
EnumType* Schema::FindEnum(std::string_view schema, std::string_view name) { return FindNamed(enums, schema, name); }
Domain* Schema::FindDomain(std::string_view schema, std::string_view name) { return FindNamed(domains, schema, name); }

Table* Schema::AddTable(Table table) {
  Table* existing = FindTable(table.schema, table.name);
  if (existing && existing->name == table.name && existing->schema == table.schema) return nullptr;
  SyncTableIndex();
  table_index_[ToLower(table.name)].push_back(tables.size());
  tables.push_back(std::move(table));
  indexed_tables_ = tables.size();
  return &tables.back();
}

bool Schema::DropTable(std::string_view schema, std::string_view name) {
  Table* t = FindTable(schema, name);
  if (!t) return false;
  tables.erase(tables.begin() + (t - tables.data()));
  indexed_tables_ = static_cast<size_t>(-1);  // positions shifted
  return true;
}

bool Schema::RenameTable(Table& table, std::string new_schema, std::string new_name) {
  const std::string old_schema = table.schema, old_name = table.name;
  const std::string old_q = Qualified(old_schema, old_name), new_q = Qualified(new_schema, new_name);
  table.schema = std::move(new_schema);
  table.name = std::move(new_name);
  indexed_tables_ = static_cast<size_t>(-1);
  for (auto& t : tables) {
    for (auto& fk : t.foreign_keys)
      if (fk.ref_table == old_name && (fk.ref_schema.empty() || fk.ref_schema == old_schema)) {
        fk.ref_table = table.name;
        if (!fk.ref_schema.empty()) fk.ref_schema = table.schema;
      }
    if (t.partition_of == old_q) t.partition_of = new_q;
    for (auto& p : t.inherits)
      if (p == old_q) p = new_q;
    // Spanner: interleaved children and interleaved indexes name their parent.
    if (t.interleave && EqualsIgnoreCase(t.interleave->parent, old_q)) t.interleave->parent = new_q;
    for (auto& i : t.indexes)
      if (EqualsIgnoreCase(i.interleave_in, old_q)) i.interleave_in = new_q;
  }
  for (auto& s : sequences)
    if (s.owned_by_table == old_q) s.owned_by_table = new_q;
  for (auto& cs : change_streams)
    for (auto& w : cs.tables)
      if (EqualsIgnoreCase(w.table, old_q)) w.table = new_q;
  return true;
}

std::vector<const View*> ViewsByDependency(const Schema& schema) {
  std::unordered_map<std::string, size_t> by_name;  // lower-cased name -> position
  for (size_t i = 0; i < schema.views.size(); ++i) by_name.emplace(ToLower(schema.views[i].name), i);
  std::vector<const View*> order;
  std::vector<bool> seen(schema.views.size(), false);
  std::function<void(size_t)> place = [&](size_t i) {
    if (seen[i]) return;
    seen[i] = true;
    for (const auto& name : schema.views[i].reads)
      if (auto it = by_name.find(ToLower(name)); it != by_name.end()) place(it->second);
    order.push_back(&schema.views[i]);
  };
  for (size_t i = 0; i < schema.views.size(); ++i) place(i);
  return order;
}

bool View::Reads(std::string_view name) const {
  for (const auto& r : reads)
    if (EqualsIgnoreCase(r, name)) return true;
  return false;
}

bool View::ReadsColumn(std::string_view table, std::string_view column) const { return Reads(table) && Reads(column); }

bool ChangeStream::Watches(std::string_view table, std::string_view column) const {
  for (const auto& w : tables) {
    if (!EqualsIgnoreCase(w.table, table)) continue;
    if (column.empty()) return true;
    for (const auto& c : w.columns)
      if (EqualsIgnoreCase(c, column)) return true;
  }
  return false;
}

}  // namespace spanlift::model
