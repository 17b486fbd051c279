#include "convert/shard_expression.h"

#include <algorithm>
#include <cctype>

#include "convert/expression_lexer.h"

namespace spanlift::convert {

namespace {

bool Same(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::toupper(static_cast<unsigned char>(x)) == std::toupper(static_cast<unsigned char>(y));
         });
}

// A cursor over the tokens; every Accept* consumes only on success.
class Matcher {
 public:
  Matcher(const std::vector<Token>& tokens, const model::Table& table) : t_(tokens), table_(table) {}

  bool Word(std::string_view w) {
    return Take([&](const Token& k) { return k.type == Tok::kIdent && Same(k.text, w); });
  }
  bool Op(std::string_view op) {
    return Take([&](const Token& k) { return k.type == Tok::kOp && k.text == op; });
  }
  bool String(std::string_view s) {
    return Take([&](const Token& k) { return k.type == Tok::kString && k.text == s; });
  }
  bool AtEnd() const { return i_ >= t_.size() || t_[i_].type == Tok::kEnd; }

  std::optional<int64_t> Number() {
    if (AtEnd() || t_[i_].type != Tok::kNumber) return std::nullopt;
    try {
      size_t used = 0;
      int64_t n = std::stoll(t_[i_].text, &used);
      if (used != t_[i_].text.size()) return std::nullopt;
      ++i_;
      return n;
    } catch (const std::exception&) {
      return std::nullopt;
    }
  }

  const model::Column* Column() {
    if (AtEnd() || (t_[i_].type != Tok::kIdent && t_[i_].type != Tok::kQuotedIdent)) return nullptr;
    for (const auto& c : table_.columns)
      if (Same(c.name, t_[i_].text)) {
        ++i_;
        return &c;
      }
    return nullptr;
  }

  size_t pos() const { return i_; }
  void reset(size_t pos) { i_ = pos; }

 private:
  template <typename F>
  bool Take(F ok) {
    if (AtEnd() || !ok(t_[i_])) return false;
    ++i_;
    return true;
  }
  const std::vector<Token>& t_;
  const model::Table& table_;
  size_t i_ = 0;
};

// One value's text per docs/sharding.md, checked against the column's type.
const model::Column* Value(Matcher& m) {
  const size_t start = m.pos();
  if (m.Word("CAST") && m.Op("(")) {
    const model::Column* c = m.Column();
    if (c && m.Word("AS") && m.Word("STRING") && m.Op(")") && (c->type.name == "INT64" || c->type.name == "BOOL"))
      return c;
  }
  m.reset(start);
  if (m.Word("FORMAT_TIMESTAMP") && m.Op("(") && m.String("%Y-%m-%dT%H:%M:%E6SZ") && m.Op(",")) {
    const model::Column* c = m.Column();
    if (c && m.Op(",") && m.String("UTC") && m.Op(")") && c->type.name == "TIMESTAMP") return c;
  }
  m.reset(start);
  if (m.Word("FORMAT_DATE") && m.Op("(") && m.String("%Y-%m-%d") && m.Op(",")) {
    const model::Column* c = m.Column();
    if (c && m.Op(")") && c->type.name == "DATE") return c;
  }
  m.reset(start);
  if (m.Word("TO_HEX") && m.Op("(")) {
    const model::Column* c = m.Column();
    if (c && m.Op(")") && c->type.name == "BYTES") return c;
  }
  m.reset(start);
  const model::Column* c = m.Column();
  if (c && c->type.name == "STRING" && c->type.array_dims == 0) return c;
  m.reset(start);
  return nullptr;
}

// IFNULL(value, '') or, for a NOT NULL column, the bare value.
const model::Column* Part(Matcher& m) {
  const size_t start = m.pos();
  if (m.Word("IFNULL") && m.Op("(")) {
    const model::Column* c = Value(m);
    if (c && m.Op(",") && m.String("") && m.Op(")")) return c;
  }
  m.reset(start);
  const model::Column* c = Value(m);
  return c && !c->nullable ? c : nullptr;
}

bool Parts(Matcher& m, std::string_view sep_op, std::vector<std::string>& columns) {
  do {
    const model::Column* c = Part(m);
    if (!c) return false;
    columns.push_back(c->name);
    const size_t before = m.pos();
    if (!(m.Op(sep_op) && m.String("|") && m.Op(sep_op))) {
      m.reset(before);
      return true;
    }
  } while (true);
}

bool Key(Matcher& m, std::vector<std::string>& columns) {
  const size_t start = m.pos();
  if (m.Word("CONCAT") && m.Op("(") && Parts(m, ",", columns) && m.Op(")")) return true;
  m.reset(start);
  columns.clear();
  return Parts(m, "||", columns);
}

}  // namespace

std::optional<model::ShardSpec> RecogniseShardExpression(const model::Table& table, std::string_view expression) {
  std::string error;
  auto tokens = Tokenize(expression, model::Dialect::kSpanner, error);
  if (!tokens) return std::nullopt;
  Matcher m(*tokens, table);
  model::ShardSpec spec;
  if (!(m.Word("ABS") && m.Op("(") && m.Word("MOD") && m.Op("(") && m.Word("FARM_FINGERPRINT") && m.Op("(") &&
        Key(m, spec.columns) && m.Op(")") && m.Op(",")))
    return std::nullopt;
  auto n = m.Number();
  if (!n || *n <= 0 || !m.Op(")") || !m.Op(")") || !m.AtEnd()) return std::nullopt;
  spec.shards = *n;
  return spec;
}

}  // namespace spanlift::convert
