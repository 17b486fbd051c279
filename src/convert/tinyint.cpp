// MySQL TINYINT(1): the display width 1 is what MySQL's own BOOLEAN is, so it usually holds a
// flag, but applications also keep small counts and orders in it (display_order, idx, a level
// 0-9). BOOL would read every value other than 0 as TRUE; INT64 loses nothing. So the column is
// BOOL only when nothing says otherwise, and the finding says on what evidence (C011 or C014).
#include <cctype>
#include <charconv>

#include "convert/findings.h"
#include "convert/type_mapping.h"

namespace spanlift::convert {

namespace {

// Words of a column name that count, order or enumerate rather than flag.
constexpr std::string_view kIntegerWords[] = {
    "order",    "sort",    "sorting", "position", "pos",    "idx",      "index",    "rank",   "level",
    "count",    "counter", "num",     "number",   "qty",    "quantity", "priority", "weight", "seq",
    "sequence", "step",    "type",    "kind",     "status", "state",    "mode",     "stage",  "score",
    "rating",   "size",    "day",     "month",    "hour",   "minute",   "times",    "tries",  "attempts"};

// The name's words: split at '_', '-', digits and lower-to-upper case changes (displayOrder).
std::vector<std::string> NameWords(std::string_view name) {
  std::vector<std::string> words(1);
  for (size_t i = 0; i < name.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(name[i]);
    bool boundary =
        !std::isalpha(c) || (std::isupper(c) && i > 0 && std::islower(static_cast<unsigned char>(name[i - 1])));
    if (boundary && !words.back().empty()) words.emplace_back();
    if (std::isalpha(c)) words.back() += static_cast<char>(std::tolower(c));
  }
  if (words.back().empty()) words.pop_back();
  return words;
}

std::string CountingWord(std::string_view name) {
  for (const auto& w : NameWords(name))
    for (std::string_view k : kIntegerWords)
      if (w == k) return w;
  return {};
}

// A default's integer value: 127, '2', (5), b'0' is not one.
std::optional<int64_t> DefaultInteger(std::string text) {
  while (text.size() >= 2 &&
         ((text.front() == '(' && text.back() == ')') || (text.front() == '\'' && text.back() == '\'')))
    text = text.substr(1, text.size() - 2);
  int64_t v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return v;
}

// A number other than 0 and 1 in a comment ("0 = hidden, 1 = shown, 2 = archived").
bool CommentCounts(std::string_view comment) {
  for (size_t i = 0; i < comment.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(comment[i]))) continue;
    size_t j = i;
    while (j < comment.size() && std::isdigit(static_cast<unsigned char>(comment[j]))) ++j;
    std::string_view number = comment.substr(i, j - i);
    if (number != "0" && number != "1") return true;
    i = j;
  }
  return false;
}

std::string Quoted(std::string_view text) {
  std::string out(text.substr(0, 60));
  if (text.size() > 60) out += "...";
  return "'" + out + "'";
}

struct Evidence {
  bool integer = false;
  std::string why;
};

Evidence Weigh(const model::Table& table, const model::Column& column) {
  const model::ColumnData* rows = table.data ? table.data->Find(column.name) : nullptr;
  if (rows && rows->values > 0 && rows->all_integers && rows->int_min && rows->int_max) {
    if (*rows->int_min < 0 || *rows->int_max > 1)
      return {true,
              "its rows hold values from " + std::to_string(*rows->int_min) + " to " + std::to_string(*rows->int_max)};
  }
  if (column.default_value)
    if (auto v = DefaultInteger(*column.default_value); v && *v != 0 && *v != 1)
      return {true, "its DEFAULT is " + *column.default_value};
  if (CommentCounts(column.comment)) return {true, "its comment " + Quoted(column.comment) + " names other values"};
  if (std::string word = CountingWord(column.name); !word.empty())
    return {true, "its name says it counts or orders ('" + word + "')"};
  if (rows && rows->values > 0 && rows->all_integers)
    return {false, "its " + std::to_string(rows->values) + " non-NULL values in the rows are all 0 or 1"};
  return {false, "no default, comment, name or row says it holds other values than 0 and 1"};
}

}  // namespace

void WeighTinyIntFlag(const model::Table& table, const model::Column& column, MappedType& mapped) {
  if (mapped.type.name != "BOOL" || column.type.name != "tinyint") return;
  Evidence e = Weigh(table, column);
  mapped.findings.clear();
  if (!e.integer) {
    mapped.findings.push_back({codes::kChangedSemantics,
                               "TINYINT(1) becomes BOOL (" + e.why + "): values other than 0 and 1 would read as TRUE",
                               ""});
    return;
  }
  mapped.type = model::DataType{};
  mapped.type.name = "INT64";
  mapped.findings.push_back({codes::kTinyIntInteger,
                             "TINYINT(1) kept as an integer (INT64), not BOOL: " + e.why +
                                 "; the display width (1) does not limit the values",
                             ""});
}

}  // namespace spanlift::convert
