// The YAML policy reader (yaml-cpp): the document as a policy_file::Node tree, nothing more.
// yaml-cpp leaves scalars untyped; they are typed here by the YAML 1.2 core schema, so that
// `shards: "16"` is a string as in TOML and `yes`/`on` are strings, not booleans.
#include <yaml-cpp/depthguard.h>  // YAML::DeepRecursion, not in yaml.h
#include <yaml-cpp/yaml.h>

#include <charconv>
#include <regex>

#include "rewrite/policy_file.h"

namespace spanlift::rewrite::policy_file {

namespace {

// Aliases share nodes, so a small file can stand for a huge or cyclic tree: bound the walk.
constexpr int kMaxDepth = 32;
constexpr int kMaxNodes = 100000;

Place PlaceOf(const YAML::Mark& mark) {
  if (mark.is_null()) return {};
  return {mark.line + 1, mark.column + 1};  // yaml-cpp counts from 0
}

void TypeScalar(const YAML::Node& y, Node& n) {
  static const std::regex kInteger("[-+]?[0-9]+");
  static const std::regex kFloat("[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN)");
  const std::string& s = y.Scalar();
  // "!": quoted (or explicitly non-specific); "?": plain, typed by its text.
  if (y.Tag() == "!" || y.Tag() == "tag:yaml.org,2002:str") {
    n.kind = Node::Kind::kString;
    n.text = s;
  } else if (s == "true" || s == "True" || s == "TRUE" || s == "false" || s == "False" || s == "FALSE") {
    n.kind = Node::Kind::kBool;
    n.boolean = s[0] == 't' || s[0] == 'T';
  } else if (std::regex_match(s, kInteger)) {
    const char* first = s.data() + (s[0] == '+');
    if (std::from_chars(first, s.data() + s.size(), n.integer).ec != std::errc{})
      throw Error("integer out of range: " + s, n.at);
    n.kind = Node::Kind::kInteger;
  } else if (std::regex_match(s, kFloat)) {
    n.text = "a float";
  } else {
    n.kind = Node::Kind::kString;
    n.text = s;
  }
}

struct Walk {
  int nodes = 0;

  Node From(const YAML::Node& y, int depth) {
    Node n;
    n.at = PlaceOf(y.Mark());
    if (depth > kMaxDepth) throw Error("the policy nests too deep", n.at);
    if (++nodes > kMaxNodes) throw Error("the policy is too large (aliases expand to over 100000 values)", n.at);
    switch (y.Type()) {
      case YAML::NodeType::Scalar: TypeScalar(y, n); break;
      case YAML::NodeType::Sequence:
        n.kind = Node::Kind::kList;
        for (const auto& item : y) n.items.push_back(From(item, depth + 1));
        break;
      case YAML::NodeType::Map:
        n.kind = Node::Kind::kTable;
        for (const auto& kv : y) {
          if (!kv.first.IsScalar()) throw Error("a key must be a plain name", PlaceOf(kv.first.Mark()));
          n.entries.push_back({{kv.first.Scalar(), PlaceOf(kv.first.Mark())}, From(kv.second, depth + 1)});
        }
        break;
      default: n.text = "null"; break;
    }
    return n;
  }
};

}  // namespace

Node ReadYaml(const std::string& path) {
  std::vector<YAML::Node> documents;
  try {
    documents = YAML::LoadAllFromFile(path);
  } catch (const YAML::DeepRecursion& e) {
    throw Error("the policy nests too deep", PlaceOf(e.mark));  // yaml-cpp 0.7 says "bad file"
  } catch (const YAML::Exception& e) {
    throw Error(e.msg, PlaceOf(e.mark));
  }
  if (documents.size() > 1) throw Error("a policy is one YAML document, not several", PlaceOf(documents[1].Mark()));
  // An empty file (or only comments) is the empty policy, as an empty TOML file is.
  if (documents.empty() || documents[0].IsNull()) {
    Node empty;
    empty.kind = Node::Kind::kTable;
    return empty;
  }
  return Walk{}.From(documents[0], 0);
}

}  // namespace spanlift::rewrite::policy_file
