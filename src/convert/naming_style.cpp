#include "convert/naming_style.h"

#include <cctype>
#include <optional>

#include "convert/names.h"

namespace spanlift::convert {

namespace {

bool HasUpper(std::string_view s) {
  for (char c : s)
    if (std::isupper(static_cast<unsigned char>(c))) return true;
  return false;
}

bool HasLower(std::string_view s) {
  for (char c : s)
    if (std::islower(static_cast<unsigned char>(c))) return true;
  return false;
}

// The style one name shows, or nullopt when it shows none (`id`, `X`).
std::optional<NameStyle> StyleOfName(std::string_view name) {
  if (name.empty()) return std::nullopt;
  if (name.find('_') != std::string_view::npos) return NameStyle::kSnake;
  if (!HasUpper(name) || !HasLower(name)) return std::nullopt;
  return std::isupper(static_cast<unsigned char>(name[0])) ? NameStyle::kPascal : NameStyle::kCamel;
}

std::string Capitalized(std::string_view word) {
  std::string out(word);
  if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

}  // namespace

namespace {

// The style most of `names` follow, or nullopt when none shows one.
template <typename Names>
std::optional<NameStyle> Vote(const Names& names) {
  int votes[3] = {0, 0, 0};
  for (const auto& name : names)
    if (auto style = StyleOfName(name)) ++votes[static_cast<int>(*style)];
  if (votes[0] + votes[1] + votes[2] == 0) return std::nullopt;
  if (votes[0] >= votes[1] && votes[0] >= votes[2]) return NameStyle::kSnake;
  return votes[1] >= votes[2] ? NameStyle::kPascal : NameStyle::kCamel;
}

}  // namespace

NameStyle StyleOf(const model::Table& table) { return StyleOf(table, {}); }

NameStyle StyleOf(const model::Table& table, const std::vector<std::string>& first) {
  // Only names an edit of other columns cannot change (`first`, the key, the table's name), so
  // adding or dropping a column never renames the shard and UUID columns already added
  // (docs/rewrites.md#stable-output).
  std::vector<std::string_view> key;
  if (table.primary_key)
    for (const auto& p : table.primary_key->parts) key.push_back(p.column);
  if (auto style = Vote(first)) return *style;
  if (auto style = Vote(key)) return *style;
  if (auto style = StyleOfName(table.name)) return *style;
  return HasUpper(table.name) ? NameStyle::kPascal : NameStyle::kSnake;
}

std::string StyledName(NameStyle style, const std::vector<std::string_view>& words) {
  std::string out;
  for (auto word : words) {
    if (style == NameStyle::kSnake) {
      out += (out.empty() ? "" : "_") + std::string(word);
    } else {
      out += out.empty() && style == NameStyle::kCamel ? std::string(word) : Capitalized(word);
    }
  }
  return out;
}

std::string StyledSuffix(NameStyle style, std::string_view base, const std::vector<std::string_view>& words) {
  if (style == NameStyle::kSnake)
    return std::string(base) + (base.ends_with('_') ? "" : "_") + StyledName(style, words);
  return std::string(base) + StyledName(NameStyle::kPascal, words);
}

std::string StyledName(const model::Table& table, const std::vector<std::string_view>& words) {
  return StyledName(StyleOf(table), words);
}

std::string StyledSuffix(const model::Table& table, std::string_view base, const std::vector<std::string_view>& words) {
  return StyledSuffix(StyleOf(table), base, words);
}

std::string FreeColumnName(const model::Table& table, std::string_view name) {
  NameScope scope;
  for (const auto& c : table.columns) scope.Add(c.name);
  return scope.FirstFree(name.substr(0, spanner::kMaxIdentifierLength));
}

}  // namespace spanlift::convert
