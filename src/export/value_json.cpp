// JSON syntax (RFC 8259) checked in one pass, without building a document: a JSON column's text
// must parse, and nlohmann's lexer took a twentieth of an export's time to say so. Strings'
// UTF-8 is checked by the caller; nesting is followed on an explicit stack (no recursion).
#include <vector>

#include "export/value_text.h"

namespace spanlift::exporter {

namespace {

class JsonChecker {
 public:
  explicit JsonChecker(std::string_view t) : t_(t) {}

  bool Check() {
    Space();
    if (!Value()) return false;
    // Containers: after each member the next is a ',' (then a member) or the closing bracket.
    while (!stack_.empty()) {
      Space();
      if (At(',')) {
        ++i_;
        Space();
        if (stack_.back() == '{' && !Member()) return false;
        if (stack_.back() == '[' && !Value()) return false;
        continue;
      }
      if (!At(stack_.back() == '{' ? '}' : ']')) return false;
      ++i_;
      stack_.pop_back();
    }
    Space();
    return i_ == t_.size();
  }

 private:
  bool At(char c) const { return i_ < t_.size() && t_[i_] == c; }
  void Space() {
    while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\n' || t_[i_] == '\r')) ++i_;
  }
  bool Word(std::string_view w) {
    if (t_.substr(i_, w.size()) != w) return false;
    i_ += w.size();
    return true;
  }
  // A member of an object: "key" : value.
  bool Member() {
    if (!String()) return false;
    Space();
    if (!At(':')) return false;
    ++i_;
    Space();
    return Value();
  }
  // A value; an opening bracket is pushed and its first member read (or its closing bracket).
  bool Value() {
    if (i_ >= t_.size()) return false;
    switch (t_[i_]) {
      case '"': return String();
      case 't': return Word("true");
      case 'f': return Word("false");
      case 'n': return Word("null");
      case '{':
      case '[': {
        const char open = t_[i_++];
        Space();
        if (At(open == '{' ? '}' : ']')) {
          ++i_;
          return true;
        }
        stack_.push_back(open);
        return open == '{' ? Member() : Value();
      }
      default: return Number();
    }
  }
  bool Digits() {
    const size_t start = i_;
    while (i_ < t_.size() && t_[i_] >= '0' && t_[i_] <= '9') ++i_;
    return i_ > start;
  }
  bool Number() {
    if (At('-')) ++i_;
    if (At('0')) {
      ++i_;
    } else if (!Digits()) {
      return false;
    }
    if (At('.')) {
      ++i_;
      if (!Digits()) return false;
    }
    if (At('e') || At('E')) {
      ++i_;
      if (At('+') || At('-')) ++i_;
      if (!Digits()) return false;
    }
    return true;
  }
  bool String() {
    if (!At('"')) return false;
    for (++i_; i_ < t_.size(); ++i_) {
      const unsigned char c = static_cast<unsigned char>(t_[i_]);
      if (c == '"') {
        ++i_;
        return true;
      }
      if (c < 0x20) return false;
      if (c != '\\') continue;
      if (++i_ >= t_.size()) return false;
      switch (t_[i_]) {
        case '"':
        case '\\':
        case '/':
        case 'b':
        case 'f':
        case 'n':
        case 'r':
        case 't': break;
        case 'u':
          for (int k = 0; k < 4; ++k) {
            if (++i_ >= t_.size() || !std::isxdigit(static_cast<unsigned char>(t_[i_]))) return false;
          }
          break;
        default: return false;
      }
    }
    return false;
  }

  std::string_view t_;
  size_t i_ = 0;
  std::vector<char> stack_;
};

}  // namespace

bool ValidJson(std::string_view text) { return JsonChecker(text).Check(); }

}  // namespace spanlift::exporter
