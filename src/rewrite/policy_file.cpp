// Reading --policy FILE: the format from the extension, then the one reader of settings for both
// formats. Unknown keys, wrong types and out-of-range values are errors: a misspelt setting must
// not silently fall back to the default.
#include <filesystem>
#include <fstream>
#include <set>

#include "rewrite/policy.h"
#include "rewrite/policy_file.h"

namespace spanlift::rewrite {

namespace {

using policy_file::Error;
using policy_file::Node;

const char* KindName(Node::Kind kind) {
  switch (kind) {
    case Node::Kind::kString: return "a string";
    case Node::Kind::kInteger: return "an integer";
    case Node::Kind::kBool: return "true or false";
    case Node::Kind::kList: return "a list";
    case Node::Kind::kTable: return "a table";
    case Node::Kind::kOther: break;
  }
  return "a value";
}

const Node& Expect(const Node& v, Node::Kind kind, const std::string& key) {
  if (v.kind != kind) {
    const std::string got = v.kind == Node::Kind::kOther ? v.text : KindName(v.kind);
    throw Error("'" + key + "' must be " + KindName(kind) + ", not " + got, v.at);
  }
  return v;
}

const std::string& String(const Node& v, const std::string& key) { return Expect(v, Node::Kind::kString, key).text; }

std::vector<std::string> Strings(const Node& v, const std::string& key) {
  std::vector<std::string> out;
  for (const Node& item : Expect(v, Node::Kind::kList, key).items) out.push_back(String(item, key));
  return out;
}

// `interleave = false`, or the table form `interleave.enabled` / `interleave.rename_keys`.
void ReadInterleave(const Node& value, TablePolicy& out) {
  if (value.kind != Node::Kind::kTable) {
    out.interleave = Expect(value, Node::Kind::kBool, "interleave").boolean;
    return;
  }
  std::set<std::string> seen;
  for (const auto& [key, item] : value.entries) {
    if (!seen.insert(key.name).second) throw Error("duplicate setting 'interleave." + key.name + "'", key.at);
    if (key.name == "enabled")
      out.interleave = Expect(item, Node::Kind::kBool, "interleave.enabled").boolean;
    else if (key.name == "rename_keys")
      out.rename_keys = Expect(item, Node::Kind::kBool, "interleave.rename_keys").boolean;
    else
      throw Error("unknown setting 'interleave." + key.name + "'", key.at);
  }
}

// Reads the settings a table section and the top level share; `top` allows the global-only keys.
void ReadTablePolicy(const Node& section, const std::string& name, bool top, TablePolicy& out, Policy& policy) {
  std::set<std::string> seen;
  for (const auto& [key, value] : Expect(section, Node::Kind::kTable, name).entries) {
    if (!seen.insert(key.name).second) throw Error("duplicate setting '" + key.name + "'", key.at);
    if (key.name == "strategy") {
      out.strategy = ParseStrategy(String(value, key.name));
      if (!out.strategy) throw Error("unknown strategy '" + value.text + "'", value.at);
    } else if (key.name == "shards") {
      out.shards = Expect(value, Node::Kind::kInteger, key.name).integer;
      if (*out.shards < 2 || *out.shards > 4096) throw Error("shards must be between 2 and 4096", value.at);
    } else if (key.name == "skewed") {
      out.skewed = Strings(value, key.name);
    } else if (key.name == "newest_first") {
      out.newest_first = Expect(value, Node::Kind::kBool, key.name).boolean;
    } else if (key.name == "interleave") {
      ReadInterleave(value, out);
    } else if (key.name == "name_evidence") {
      out.name_evidence = Expect(value, Node::Kind::kBool, key.name).boolean;
    } else if (key.name == "disable") {
      out.disabled = Strings(value, key.name);
    } else if (top && key.name == "hash") {
      const std::string& h = String(value, key.name);
      if (h != "farm_fingerprint" && h != "crc32") throw Error("hash must be farm_fingerprint or crc32", value.at);
      policy.hash = h == "crc32" ? model::ShardSpec::Hash::kCrc32 : model::ShardSpec::Hash::kFarmFingerprint;
    } else if (top && key.name == "case_insensitive_keys") {
      const std::string& v = String(value, key.name);
      if (v != "report" && v != "lower") throw Error("case_insensitive_keys must be report or lower", value.at);
      policy.lower_case_insensitive_keys = v == "lower";
    } else if (top && key.name == "schemas") {
      const std::string& v = String(value, key.name);
      if (v != "prefix" && v != "named") throw Error("schemas must be prefix or named", value.at);
      policy.named_schemas = v == "named";
    } else if (top && key.name == "spanner_features") {
      // 2026 or "2026": a year reads as a number in TOML and YAML alike.
      const std::string v =
          value.kind == Node::Kind::kInteger ? std::to_string(value.integer) : String(value, key.name);
      if (v != "2025" && v != "2026") throw Error("spanner_features must be 2025 or 2026", value.at);
      policy.features_2026 = v == "2026";
    } else if (top && key.name == "tables") {
      for (const auto& [table, settings] : Expect(value, Node::Kind::kTable, key.name).entries)
        ReadTablePolicy(settings, "tables." + table.name, false, policy.tables[model::ToLower(table.name)], policy);
    } else {
      throw Error("unknown setting '" + key.name + "'", key.at);
    }
  }
}

Node ReadDocument(const std::string& path) {
  std::string ext = model::ToLower(std::filesystem::path(path).extension().string());
  if (ext == ".toml") return policy_file::ReadToml(path);
  if (ext == ".yaml" || ext == ".yml") return policy_file::ReadYaml(path);
  throw Error("the policy file name must end in .toml, .yaml or .yml", {});
}

}  // namespace

// toml11 3.7 takes time quadratic in the file's size (it copies a token's whole line, and counts a
// value's line from the start): 1 MiB took minutes. Real policies are a few kilobytes.
constexpr size_t kMaxFileBytes = 64 << 10;

std::string policy_file::ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in.is_open()) throw Error("cannot read the file", {});
  std::string text;
  char buffer[1 << 14];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    text.append(buffer, static_cast<size_t>(in.gcount()));
    if (text.size() > kMaxFileBytes) throw Error("the policy is too large (over 64 KiB)", {});
  }
  if (in.bad()) throw Error("cannot read the file", {});
  return text;
}

std::optional<Policy> LoadPolicy(const std::string& path, std::string& error) {
  try {
    Policy policy;
    ReadTablePolicy(ReadDocument(path), "policy", true, policy.global, policy);
    return policy;
  } catch (const Error& e) {
    error =
        path + (e.at.line ? ":" + std::to_string(e.at.line) + ":" + std::to_string(e.at.column) : "") + ": " + e.what();
  } catch (const std::exception& e) {
    error = path + ": " + e.what();
  }
  return std::nullopt;
}

}  // namespace spanlift::rewrite
