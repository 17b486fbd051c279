#pragma once
// The policy file as a format-neutral tree. The TOML and YAML readers only build this tree;
// policy_file.cpp alone knows the settings, so both formats accept and refuse the same things.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace spanlift::rewrite::policy_file {

struct Place {
  int line = 0, column = 0;  // 1-based; 0: the reader does not know
};

struct Key {
  std::string name;
  Place at;
};

// A table's key and its value. Not std::pair<Key, Node>: Node is incomplete inside its own
// definition, which clang rejects for a pair (a vector of a declared struct is fine).
struct Entry;

struct Node {
  enum class Kind { kString, kInteger, kBool, kList, kTable, kOther };
  Kind kind = Kind::kOther;
  std::string text;  // kString: the value; kOther: what it is ("float", "null"...), for errors
  int64_t integer = 0;
  bool boolean = false;
  std::vector<Node> items;     // kList
  std::vector<Entry> entries;  // kTable, in file order (duplicates kept: refused later)
  Place at;
};

struct Entry {
  Key key;
  Node value;
};

// A problem at a place in the file; LoadPolicy puts the path in front.
struct Error : std::runtime_error {
  Error(const std::string& message, Place place) : std::runtime_error(message), at(place) {}
  Place at;
};

// The file's bytes; Error when it cannot be read. The readers parse these, not the file again, so
// that their pre-checks see what the parser gets.
std::string ReadFile(const std::string& path);

// Parse errors become Error (with the library's line and column when it gives them).
Node ReadToml(const std::string& path);
Node ReadYaml(const std::string& path);

}  // namespace spanlift::rewrite::policy_file
