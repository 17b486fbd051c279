// The YAML policy reader (yaml-cpp): the document as a policy_file::Node tree, nothing more.
// yaml-cpp leaves scalars untyped; they are typed here by the YAML 1.2 core schema, so that
// `shards: "16"` is a string as in TOML and `yes`/`on` are strings, not booleans.
#include <yaml-cpp/depthguard.h>    // YAML::DeepRecursion, not in yaml.h
#include <yaml-cpp/eventhandler.h>  // nor YAML::EventHandler
#include <yaml-cpp/yaml.h>

#include <charconv>
#include <sstream>
#include <string_view>

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

// The core schema's int and float forms, by hand: libstdc++'s std::regex recurses once per
// character and overflowed the stack on a long scalar.
bool Digits(std::string_view s, size_t& i) {
  size_t start = i;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
  return i > start;
}

size_t Sign(std::string_view s) { return !s.empty() && (s[0] == '-' || s[0] == '+'); }

bool IsInteger(std::string_view s) {  // [-+]?[0-9]+
  size_t i = Sign(s);
  return Digits(s, i) && i == s.size();
}

// [-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)? | [-+]?\.(inf|Inf|INF) | \.(nan|NaN|NAN)
bool IsFloat(std::string_view s) {
  if (s == ".nan" || s == ".NaN" || s == ".NAN") return true;
  size_t i = Sign(s);
  std::string_view rest = s.substr(i);
  if (rest == ".inf" || rest == ".Inf" || rest == ".INF") return true;
  bool whole = Digits(s, i), fraction = false;
  if (i < s.size() && s[i] == '.') fraction = Digits(s, ++i);
  if (!whole && !fraction) return false;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
    if (!Digits(s, i)) return false;
  }
  return i == s.size();
}

void TypeScalar(const YAML::Node& y, Node& n) {
  const std::string& s = y.Scalar();
  // "!": quoted (or explicitly non-specific); "?": plain, typed by its text.
  if (y.Tag() == "!" || y.Tag() == "tag:yaml.org,2002:str") {
    n.kind = Node::Kind::kString;
    n.text = s;
  } else if (s == "true" || s == "True" || s == "TRUE" || s == "false" || s == "False" || s == "FALSE") {
    n.kind = Node::Kind::kBool;
    n.boolean = s[0] == 't' || s[0] == 'T';
  } else if (IsInteger(s)) {
    const char* first = s.data() + (s[0] == '+');
    if (std::from_chars(first, s.data() + s.size(), n.integer).ec != std::errc{})
      throw Error("integer out of range: " + s, n.at);
    n.kind = Node::Kind::kInteger;
  } else if (IsFloat(s)) {
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

// Where each document starts and where its root node is, from a bounded event pass. yaml-cpp
// 0.7's LoadAll loops forever (fixed upstream by PR 1319) when a document's first token can start
// no node (",", "-\xff"): such a document consumes nothing, so the next starts at the same place.
struct Documents : YAML::EventHandler {
  std::vector<YAML::Mark> starts, roots;
  void Root(const YAML::Mark& mark) {
    if (roots.size() < starts.size()) roots.push_back(mark);
  }
  void OnDocumentStart(const YAML::Mark& mark) override { starts.push_back(mark); }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& mark, YAML::anchor_t) override { Root(mark); }
  void OnAlias(const YAML::Mark& mark, YAML::anchor_t) override { Root(mark); }
  void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t, const std::string&) override { Root(mark); }
  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
    Root(mark);
  }
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
    Root(mark);
  }
  void OnMapEnd() override {}
};

// The file's one document (null when it has none).
YAML::Node LoadOneDocument(const std::string& text) {
  std::istringstream stream(text);
  YAML::Parser parser(stream);
  Documents documents;
  while (documents.starts.size() < 2 && parser.HandleNextDocument(documents)) {
  }
  if (documents.starts.size() == 2) {
    const YAML::Mark& second = documents.roots.size() == 2 ? documents.roots[1] : documents.starts[1];
    if (documents.starts[1].pos == documents.starts[0].pos)
      throw Error(std::string("unexpected '") + text[static_cast<size_t>(second.pos)] + "'", PlaceOf(second));
    throw Error("a policy is one YAML document, not several", PlaceOf(second));
  }
  return YAML::Load(text);
}

}  // namespace

Node ReadYaml(const std::string& path) {
  const std::string text = ReadFile(path);
  YAML::Node document;
  try {
    document = LoadOneDocument(text);
  } catch (const YAML::DeepRecursion& e) {
    throw Error("the policy nests too deep", PlaceOf(e.mark));  // yaml-cpp 0.7 says "bad file"
  } catch (const YAML::Exception& e) {
    throw Error(e.msg, PlaceOf(e.mark));
  }
  // An empty file (or only comments) is the empty policy, as an empty TOML file is.
  if (document.IsNull()) {
    Node empty;
    empty.kind = Node::Kind::kTable;
    return empty;
  }
  return Walk{}.From(document, 0);
}

}  // namespace spanlift::rewrite::policy_file
