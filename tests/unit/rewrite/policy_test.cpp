// The policy file: settings, per-table overrides, refusals of unknown keys and values, and the
// same Policy (and the same refusals) from TOML and YAML.
#include <gtest/gtest.h>

#include "rewrite/policy.h"
#include "rewrite_test_support.h"

namespace spanlift::rewrite {
namespace {

using namespace testing_support;

model::Table Named(const char* name) {
  model::Table t;
  t.name = name;
  return t;
}

TEST(Policy, GlobalAndPerTable) {
  Policy p = PolicyFrom(
      "shards = 8\nhash = \"crc32\"\nskewed = [\"tenant\"]\ndisable = [\"desc\"]\nname_evidence = true\n"
      "[tables.Logs]\nstrategy = \"shard\"\nshards = 32\nnewest_first = true\ninterleave = false\n"
      "disable = [\"index\"]\nskewed = [\"company\"]\nname_evidence = false\n");
  model::Table logs = Named("logs"), other = Named("Other");
  EXPECT_EQ(p.StrategyFor(logs), Strategy::kShard);
  EXPECT_EQ(p.StrategyFor(other), Strategy::kAuto);
  EXPECT_EQ(p.ShardsFor(logs), 32);
  EXPECT_EQ(p.ShardsFor(other), 8);
  EXPECT_EQ(p.hash, model::ShardSpec::Hash::kCrc32);
  EXPECT_TRUE(p.Skewed(logs, "COMPANY"));
  EXPECT_TRUE(p.Skewed(other, "tenant"));
  EXPECT_FALSE(p.Skewed(other, "company"));
  EXPECT_EQ(p.NewestFirst(logs), true);
  EXPECT_FALSE(p.Interleave(logs));
  EXPECT_TRUE(p.Interleave(other));
  EXPECT_FALSE(p.NameEvidence(logs));
  EXPECT_TRUE(p.NameEvidence(other));
  EXPECT_FALSE(PolicyFrom("").NameEvidence(other));
  EXPECT_FALSE(p.PassEnabled("desc"));
  EXPECT_FALSE(p.PassEnabled("index", logs));
  EXPECT_TRUE(p.PassEnabled("index", other));
}

std::string Sample(const char* name) { return std::string(SPANLIFT_SOURCE_DIR) + "/samples/" + name; }

// Every field, and the table overrides, so that a reader dropping or mistyping one shows.
void ExpectSamePolicy(const Policy& a, const Policy& b) {
  auto same = [](const TablePolicy& x, const TablePolicy& y) {
    EXPECT_EQ(x.strategy, y.strategy);
    EXPECT_EQ(x.shards, y.shards);
    EXPECT_EQ(x.skewed, y.skewed);
    EXPECT_EQ(x.newest_first, y.newest_first);
    EXPECT_EQ(x.interleave, y.interleave);
    EXPECT_EQ(x.rename_keys, y.rename_keys);
    EXPECT_EQ(x.name_evidence, y.name_evidence);
    EXPECT_EQ(x.disabled, y.disabled);
  };
  EXPECT_EQ(a.enabled, b.enabled);
  EXPECT_EQ(a.hash, b.hash);
  EXPECT_EQ(a.lower_case_insensitive_keys, b.lower_case_insensitive_keys);
  EXPECT_EQ(a.named_schemas, b.named_schemas);
  same(a.global, b.global);
  ASSERT_EQ(a.tables.size(), b.tables.size());
  for (const auto& [name, table] : a.tables) {
    SCOPED_TRACE(name);
    ASSERT_TRUE(b.tables.count(name));
    same(table, b.tables.at(name));
  }
}

TEST(Policy, TheSamplesLoadAlike) {
  std::string error;
  auto toml = LoadPolicy(Sample("policy.toml"), error);
  ASSERT_TRUE(toml) << error;
  auto yaml = LoadPolicy(Sample("policy.yaml"), error);
  ASSERT_TRUE(yaml) << error;
  ExpectSamePolicy(*toml, *yaml);
  // Not vacuous: the sample sets the overrides compared above.
  EXPECT_EQ(yaml->tables.size(), 3u);
  EXPECT_EQ(yaml->ShardsFor(Named("audit_events")), 32);
  EXPECT_EQ(yaml->StrategyFor(Named("log_entries")), Strategy::kReorder);
  EXPECT_TRUE(yaml->NewestFirst(Named("log_entries")));
  EXPECT_FALSE(yaml->PassEnabled("sequence", Named("companies")));
  EXPECT_TRUE(yaml->Skewed(Named("orders"), "company_id"));
}

TEST(Policy, YamlGlobalAndPerTableLikeToml) {
  Policy toml = PolicyFrom(
      "shards = 8\nhash = \"crc32\"\nskewed = [\"tenant\"]\ndisable = [\"desc\"]\nname_evidence = true\n"
      "[tables.Logs]\nstrategy = \"shard\"\nshards = 32\nnewest_first = true\ninterleave = false\n"
      "disable = [\"index\"]\nskewed = [\"company\"]\nname_evidence = false\n");
  std::string error;
  auto yaml = LoadPolicy(
      WriteTemp("policy.yml",
                "shards: 8\nhash: 'crc32'\nskewed:\n  - tenant\ndisable: [desc]\nname_evidence: true\ntables:\n"
                "  Logs:\n    strategy: shard\n    shards: +32\n    newest_first: True\n    interleave: false\n"
                "    disable: [index]\n    skewed: [\"company\"]\n    name_evidence: false\n"),
      error);
  ASSERT_TRUE(yaml) << error;
  ExpectSamePolicy(toml, *yaml);
}

// interleave.rename_keys (the table form of `interleave`), global and per table, TOML and YAML.
TEST(Policy, InterleaveRenameKeys) {
  Policy toml = PolicyFrom(
      "interleave.rename_keys = true\n[tables.Logs]\ninterleave = { enabled = false, rename_keys = false }\n");
  model::Table logs = Named("logs"), other = Named("other");
  EXPECT_TRUE(toml.RenameKeys(other));
  EXPECT_FALSE(toml.RenameKeys(logs));
  EXPECT_FALSE(toml.Interleave(logs));
  EXPECT_TRUE(toml.Interleave(other));
  EXPECT_FALSE(PolicyFrom("").RenameKeys(other));
  std::string error;
  auto yaml = LoadPolicy(WriteTemp("rename.yaml",
                                   "interleave:\n  rename_keys: true\ntables:\n  Logs:\n"
                                   "    interleave: {enabled: false, rename_keys: false}\n"),
                         error);
  ASSERT_TRUE(yaml) << error;
  ExpectSamePolicy(toml, *yaml);
  for (const char* text : {"interleave.rename = true", "interleave.rename_keys = 1", "interleave = 1",
                           "interleave = { rename_keys = true, rename_keys = false }"}) {
    EXPECT_FALSE(LoadPolicy(WriteTemp("bad.toml", text), error)) << text;
    EXPECT_FALSE(error.empty()) << text;
  }
}

// schemas: unset (each input's default), prefix or named, alike in TOML and YAML; a table section
// names a named schema's table by its qualified name.
TEST(Policy, Schemas) {
  EXPECT_FALSE(PolicyFrom("").named_schemas.has_value());
  EXPECT_EQ(PolicyFrom("schemas = \"prefix\"\n").named_schemas, std::optional<bool>(false));
  Policy toml = PolicyFrom("schemas = \"named\"\n[tables.\"shop.orders\"]\nshards = 8\n");
  EXPECT_EQ(toml.named_schemas, std::optional<bool>(true));
  EXPECT_EQ(toml.ShardsFor(Named("shop.orders")), 8);
  std::string error;
  auto yaml = LoadPolicy(WriteTemp("schemas.yaml", "schemas: named\ntables:\n  shop.orders:\n    shards: 8\n"), error);
  ASSERT_TRUE(yaml) << error;
  EXPECT_EQ(yaml->named_schemas, std::optional<bool>(true));
  ExpectSamePolicy(toml, *yaml);
  EXPECT_FALSE(LoadPolicy(WriteTemp("bad.toml", "schemas = \"flat\"\n"), error));
  EXPECT_NE(error.find(":1:11: schemas must be prefix or named"), std::string::npos) << error;
  EXPECT_FALSE(LoadPolicy(WriteTemp("bad.toml", "[tables.t]\nschemas = \"named\"\n"), error));
  EXPECT_NE(error.find("unknown setting 'schemas'"), std::string::npos) << error;
}

TEST(Policy, EmptyFilesAreTheDefaultPolicy) {
  for (const char* name : {"empty.toml", "empty.yaml"}) {
    std::string error;
    auto p = LoadPolicy(WriteTemp(name, "# nothing set\n"), error);
    ASSERT_TRUE(p) << name << ": " << error;
    ExpectSamePolicy(*p, Policy{});
  }
}

TEST(Policy, Refusals) {
  for (const char* text : {"shard = 4", "strategy = \"hash\"", "shards = 1", "hash = \"md5\"",
                           "[tables.t]\nhash = \"crc32\"", "shards = ", "[tables.t]\nbogus = 1", "shards = \"16\"",
                           "newest_first = 3", "skewed = 5", "skewed = [1]", "tables = 3", "shards = 16.0"}) {
    std::string error;
    EXPECT_FALSE(LoadPolicy(WriteTemp("bad.toml", text), error)) << text;
    EXPECT_FALSE(error.empty()) << text;
  }
}

// The error names the file, the line and column, and what is wrong.
TEST(Policy, YamlRefusals) {
  const std::string kDeep = std::string(3000, '[') + std::string(3000, ']');
  // Found by fuzz/policy_fuzzer: std::regex overflowed the stack on long scalars; yaml-cpp 0.7's
  // LoadAll looped forever, growing, on a document whose first token starts no node.
  const std::string kLongInteger = "shards: " + std::string(60000, '1') + "\n";
  const std::string kLongFloat = "shards: " + std::string(60000, '1') + ".5\n";
  struct Case {
    const char* name;
    const char* text;
    const char* error;  // the message after "PATH"
  };
  const Case cases[] = {
      {"unknown key", "shards: 8\nshard: 4\n", ":2:1: unknown setting 'shard'"},
      {"unknown table key", "tables:\n  t:\n    bogus: 1\n", ":3:5: unknown setting 'bogus'"},
      {"global-only key in a table", "tables:\n  t:\n    hash: crc32\n", ":3:5: unknown setting 'hash'"},
      {"duplicate key", "shards: 8\nshards: 9\n", ":2:1: duplicate setting 'shards'"},
      {"shards a string", "shards: \"x\"\n", ":1:9: 'shards' must be an integer, not a string"},
      {"shards a quoted number", "shards: '16'\n", ":1:9: 'shards' must be an integer, not a string"},
      {"shards a float", "shards: 16.0\n", ":1:9: 'shards' must be an integer, not a float"},
      {"newest_first a number", "newest_first: 3\n", ":1:15: 'newest_first' must be true or false, not an integer"},
      {"interleave yes", "interleave: yes\n", ":1:13: 'interleave' must be true or false, not a string"},
      {"skewed a number", "skewed: 5\n", ":1:9: 'skewed' must be a list, not an integer"},
      {"skewed of numbers", "skewed: [a, 5]\n", ":1:13: 'skewed' must be a string, not an integer"},
      {"disable empty", "disable:\n", ": 'disable' must be a list, not null"},
      {"tables a list", "tables: [t]\n", ":1:9: 'tables' must be a table, not a list"},
      {"a table a string", "tables:\n  t: shard\n", ":2:6: 'tables.t' must be a table, not a string"},
      {"bad strategy", "strategy: hash\n", ":1:11: unknown strategy 'hash'"},
      {"bad hash", "hash: md5\n", ":1:7: hash must be farm_fingerprint or crc32"},
      {"shards too few", "shards: 1\n", ":1:9: shards must be between 2 and 4096"},
      {"shards too many", "tables:\n  t:\n    shards: 4097\n", ":3:13: shards must be between 2 and 4096"},
      {"shards overflow", "shards: 99999999999999999999\n", ":1:9: integer out of range"},
      {"not a mapping", "- shards\n", ":1:1: 'policy' must be a table, not a list"},
      {"malformed", "shards: [1, 2\n", ":2:1: end of sequence flow not found"},
      {"malformed indentation", "tables:\n  t:\n    shards: 4\n   strategy: shard\n", ":4:"},
      {"two documents", "shards: 8\n---\nshards: 9\n", ":3:1: a policy is one YAML document"},
      {"complex key", "? [a]\n: 1\n", ":1:3: a key must be a plain name"},
      {"cyclic alias", "a: &x [*x]\n", ":1:4: the policy nests too deep"},
      {"alias bomb",
       "a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
       "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
       "e: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\n",
       "the policy is too large"},
      {"parser depth", kDeep.c_str(), "the policy nests too deep"},
      {"long integer", kLongInteger.c_str(), ":1:9: integer out of range"},
      {"long float", kLongFloat.c_str(), ":1:9: 'shards' must be an integer, not a float"},
      {"a document of a comma", ",\n", ":1:1: unexpected ','"},
      {"a document stuck", ",-\xff", ":1:1: unexpected ','"},
      {"stuck after a document", "shards: 8\n...\n,\n", ":3:1: a policy is one YAML document"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    const std::string path = WriteTemp("bad.yaml", c.text);
    std::string error;
    EXPECT_FALSE(LoadPolicy(path, error));
    EXPECT_EQ(error.rfind(path, 0), 0u) << error;
    EXPECT_NE(error.find(c.error), std::string::npos) << error;
  }
}

// The same checks, so the same messages and places, as in YAML.
TEST(Policy, TomlRefusalsNameThePlace) {
  for (auto [text, message] :
       {std::pair{"shards = 8\nbogus = 1\n", ":2:9: unknown setting 'bogus'"},
        std::pair{"newest_first = 3\n", ":1:16: 'newest_first' must be true or false, not an integer"},
        std::pair{"[tables.t]\nshards = 4097\n", ":2:10: shards must be between 2 and 4096"},
        // toml11 read out of bounds on malformed UTF-8 in a string (found by
        // fuzz/policy_fuzzer): TOML must be UTF-8, refused before toml11 reads it.
        std::pair{"skewed = ['\xf5']\n", ":1:12: the policy is not UTF-8 text"},
        std::pair{"# caf\xe9\n", ":1:6: the policy is not UTF-8 text"},
        std::pair{"skewed = [\"\xed\xa0\x80\"]\n", ":1:12: the policy is not UTF-8 text"}}) {
    const std::string path = WriteTemp("bad.toml", text);
    std::string error;
    EXPECT_FALSE(LoadPolicy(path, error)) << text;
    EXPECT_EQ(error, path + message);
  }
}

// toml11 recurses per nesting level: deep files are refused before it reads them; brackets in
// strings and comments do not count, and no quoting hides real ones.
TEST(Policy, TomlNestingIsBounded) {
  const std::string deep = "skewed = " + std::string(30000, '[') + std::string(30000, ']') + "\n";
  const std::string hidden = "a = \"\"\" \" \"\"\"\nskewed = " + std::string(40, '[') + std::string(40, ']') + "\n";
  // Dotted keys and table headers nest too, and toml11 slows down past linear with their parts.
  std::string dotted = "a", header = "[a";
  for (int i = 0; i < 20000; ++i) dotted += ".a", header += ".a";
  dotted += " = 1\n", header += "]\n";
  // An escaped line end does not keep a single-line string open past it.
  const std::string escaped = "a = \"\\\nskewed = " + std::string(40, '[') + std::string(40, ']') + "\n";
  for (auto [text, place] : {std::pair{deep, ":1:42: "}, std::pair{hidden, ":2:42: "}, std::pair{dotted, ":1:66: "},
                             std::pair{header, ":1:65: "}, std::pair{escaped, ":2:42: "}}) {
    const std::string path = WriteTemp("deep.toml", text);
    std::string error;
    EXPECT_FALSE(LoadPolicy(path, error));
    EXPECT_EQ(error.rfind(path + place + "the policy nests too deep", 0), 0u) << error;
  }
  std::string error;
  const std::string quoted =
      "skewed = [\"" + std::string(40, '[') + "\", '" + std::string(40, '{') + "'] # " + std::string(40, '[') + "\n";
  auto policy = LoadPolicy(WriteTemp("quoted.toml", quoted), error);
  ASSERT_TRUE(policy) << error;
  EXPECT_EQ(policy->global.skewed.size(), 2u);
  // Quoted dots are not a key's.
  policy = LoadPolicy(WriteTemp("dots.toml", "[tables.\"" + std::string(40, '.') + "\"]\nshards = 16\n"), error);
  ASSERT_TRUE(policy) << error;
  EXPECT_EQ(policy->tables.count(std::string(40, '.')), 1u);
}

// Well-formed UTF-8 passes the check that refuses malformed (TomlRefusalsNameThePlace).
TEST(Policy, TomlReadsUtf8) {
  std::string error;
  auto policy = LoadPolicy(WriteTemp("utf8.toml", "skewed = [\"soci\xc3\xa9t\xc3\xa9\"] # \xf0\x9f\x99\x82\n"), error);
  ASSERT_TRUE(policy) << error;
  EXPECT_EQ(policy->global.skewed, std::vector<std::string>{"soci\xc3\xa9t\xc3\xa9"});
}

TEST(Policy, TheFormatComesFromTheExtension) {
  std::string error;
  for (const char* name : {"/nonexistent/policy.toml", "/nonexistent/policy.yaml"}) {
    EXPECT_FALSE(LoadPolicy(name, error)) << name;
    EXPECT_EQ(error, std::string(name) + ": cannot read the file");
  }
  // toml11's time grows with the square of the size: past 64 KiB, neither format is parsed.
  for (const char* name : {"big.toml", "big.yaml"}) {
    const std::string path = WriteTemp(name, std::string((64 << 10) + 1, '#'));
    EXPECT_FALSE(LoadPolicy(path, error)) << name;
    EXPECT_EQ(error, path + ": the policy is too large (over 64 KiB)");
  }
  EXPECT_TRUE(LoadPolicy(WriteTemp("upper.YML", "shards: 8\n"), error)) << error;
  // TOML text under a YAML name is read as YAML, and refused.
  EXPECT_FALSE(LoadPolicy(WriteTemp("swapped.yaml", "shards = 8\n"), error));
  for (const char* name : {"policy.json", "policy", "policy.toml.bak"}) {
    const std::string path = WriteTemp(name, "shards = 8\n");
    EXPECT_FALSE(LoadPolicy(path, error)) << name;
    EXPECT_EQ(error, path + ": the policy file name must end in .toml, .yaml or .yml") << name;
  }
}

}  // namespace
}  // namespace spanlift::rewrite
