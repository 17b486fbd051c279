#include "report/snippets_names.h"

#include <cstdint>
#include <cstdio>

#include <fmt/format.h>

#include "model/schema.h"

namespace spanlift::report::snippets {

namespace {

bool IsAlnum(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }
bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool IsLower(char c) { return c >= 'a' && c <= 'z'; }
char Lower(char c) { return IsUpper(c) ? static_cast<char>(c - 'A' + 'a') : c; }
char Upper(char c) { return IsLower(c) ? static_cast<char>(c - 'a' + 'A') : c; }

// Code points of (possibly invalid) UTF-8; a bad byte becomes U+FFFD.
std::vector<uint32_t> CodePoints(std::string_view s) {
  std::vector<uint32_t> out;
  for (size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    size_t n = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
    uint32_t cp = n == 1 ? b : n == 2 ? (b & 0x1F) : n == 3 ? (b & 0x0F) : (b & 0x07);
    bool ok = n > 0 && i + n <= s.size();
    for (size_t k = 1; ok && k < n; ++k) {
      const auto c = static_cast<unsigned char>(s[i + k]);
      ok = (c >> 6) == 2;
      cp = (cp << 6) | (c & 0x3F);
    }
    if (!ok || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
      out.push_back(0xFFFD);
      ++i;
      continue;
    }
    out.push_back(cp);
    i += n;
  }
  return out;
}

std::string Hex(uint32_t v, int width) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%0*x", width, v);
  return buf;
}

// \uXXXX in UTF-16 units (surrogate pairs above U+FFFF).
std::string Utf16Escape(uint32_t cp) {
  if (cp < 0x10000) return "\\u" + Hex(cp, 4);
  cp -= 0x10000;
  return "\\u" + Hex(0xD800 + (cp >> 10), 4) + "\\u" + Hex(0xDC00 + (cp & 0x3FF), 4);
}

// One character that is not printable ASCII. Java translates \uXXXX before lexing, so control
// characters there use octal escapes (a \u000a would end the literal).
std::string Escape(uint32_t cp, Literal style) {
  switch (style) {
    case Literal::kPython:
      return cp < 0x100 ? "\\x" + Hex(cp, 2) : cp < 0x10000 ? "\\u" + Hex(cp, 4) : "\\U" + Hex(cp, 8);
    case Literal::kGo: return cp < 0x80 ? "\\x" + Hex(cp, 2) : cp < 0x10000 ? "\\u" + Hex(cp, 4) : "\\U" + Hex(cp, 8);
    case Literal::kJava:
      if (cp < 0x80) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\%03o", cp);
        return buf;
      }
      return Utf16Escape(cp);
    case Literal::kTypeScript: return Utf16Escape(cp);
    case Literal::kCpp: {  // octal bytes of the UTF-8 form: at most three digits, never greedy
      std::string out;
      std::string utf8;
      model::AppendUtf8(utf8, cp);
      for (unsigned char b : utf8) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\%03o", b);
        out += buf;
      }
      return out;
    }
  }
  return "";
}

}  // namespace

std::vector<std::string> Words(std::string_view name) {
  std::vector<std::string> words;
  std::string word;
  auto flush = [&] {
    if (!word.empty()) words.push_back(word);
    word.clear();
  };
  for (size_t i = 0; i < name.size(); ++i) {
    const char c = name[i];
    if (!IsAlnum(c)) {
      flush();
      continue;
    }
    const char prev = i > 0 ? name[i - 1] : '\0';
    const char next = i + 1 < name.size() ? name[i + 1] : '\0';
    // fooBar -> foo|Bar; HTTPServer -> HTTP|Server
    if (IsUpper(c) && (IsLower(prev) || (IsUpper(prev) && IsLower(next)))) flush();
    word += Lower(c);
  }
  flush();
  return words;
}

std::string Join(const std::vector<std::string>& words, Case c) {
  std::string out;
  for (size_t i = 0; i < words.size(); ++i) {
    std::string w = words[i];
    if (c == Case::kUpperSnake)
      for (char& ch : w) ch = Upper(ch);
    if ((c == Case::kPascal || (c == Case::kCamel && i > 0)) && !w.empty()) w[0] = Upper(w[0]);
    if ((c == Case::kSnake || c == Case::kUpperSnake) && i > 0) out += '_';
    out += w;
  }
  if (out.empty()) out = c == Case::kPascal || c == Case::kUpperSnake ? "X" : "x";
  if (out[0] >= '0' && out[0] <= '9') out = (c == Case::kPascal || c == Case::kUpperSnake ? "N" : "n") + out;
  return out;
}

std::string Quote(std::string_view text, Literal style) {
  std::string out = "\"";
  for (uint32_t cp : CodePoints(text)) {
    if (cp == '"' || cp == '\\') {
      out += '\\';
      out += static_cast<char>(cp);
    } else if (cp >= 0x20 && cp < 0x7F && !(style == Literal::kCpp && cp == '?')) {
      out += static_cast<char>(cp);  // '?' escaped in C++: no trigraph-like surprises in old compilers
    } else {
      out += Escape(cp, style);
    }
  }
  return out + "\"";
}

namespace {

bool UnsafeInComment(uint32_t cp) {
  return cp < 0x20 || (cp >= 0x7F && cp < 0xA0) || cp == 0x2028 || cp == 0x2029 || cp == 0x200E || cp == 0x200F ||
         (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069) || cp == 0xFEFF || cp == 0xFFFD;
}

}  // namespace

std::string CommentQuote(std::string_view text) {
  std::string out = "\"";
  for (uint32_t cp : CodePoints(text)) {
    if (cp == '"' || cp == '\\') out += '\\';
    if (UnsafeInComment(cp))
      out += fmt::format("<U+{:04X}>", cp);
    else
      model::AppendUtf8(out, cp);
  }
  return out + "\"";
}

std::string NameTable::Unique(std::string name) {
  if (used_.count(name)) name += "_";
  std::string candidate = name;
  for (int n = 2; used_.count(candidate); ++n) candidate = name + std::to_string(n);
  used_.insert(candidate);
  return candidate;
}

const std::set<std::string>& ReservedWords() {
  // clang-format off
  static const std::set<std::string> words = {
      // Python
      "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def",
      "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is",
      "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield", "datetime",
      "match", "case", "type", "print", "self",
      // Go (keywords, predeclared names, imported packages)
      "chan", "default", "defer", "fallthrough", "func", "go", "goto", "interface", "map", "package", "range",
      "select", "struct", "switch", "var", "const", "string", "int64", "uint64", "uint32", "bool", "byte",
      "len", "append", "make", "new", "nil", "true", "false", "error", "time", "strconv", "fmt", "any",
      "int", "uint", "rune", "cap", "copy", "panic", "recover", "iota", "max", "min", "clear", "close",
      // Java
      "abstract", "boolean", "catch", "char", "double", "enum", "extends", "final", "float", "implements",
      "instanceof", "long", "native", "private", "protected", "public", "short", "static", "strictfp",
      "super", "synchronized", "this", "throw", "throws", "transient", "void", "volatile", "null", "record",
      "sealed", "permits", "do", "if", "String", "Long", "Instant", "LocalDate", "Object", "Math", "java",
      // TypeScript / JavaScript
      "debugger", "delete", "export", "function", "let", "typeof", "with", "undefined", "arguments", "eval",
      "number", "bigint", "symbol", "unknown", "never", "object", "of", "declare", "namespace", "module",
      "readonly", "keyof", "infer", "is", "require", "global", "Date", "BigInt", "Uint8Array",
      // C++
      "alignas", "alignof", "and_eq", "asm", "auto", "bitand", "bitor", "compl", "concept", "consteval",
      "constexpr", "constinit", "const_cast", "co_await", "co_return", "co_yield", "decltype",
      "dynamic_cast", "explicit", "extern", "friend", "inline", "mutable", "noexcept", "not_eq", "nullptr",
      "operator", "or_eq", "register", "reinterpret_cast", "requires", "signed", "sizeof", "static_assert",
      "static_cast", "template", "thread_local", "typedef", "typeid", "typename", "union", "unsigned",
      "using", "virtual", "wchar_t", "xor", "xor_eq", "char8_t", "char16_t", "char32_t", "int8_t",
      "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "size_t", "std",
      "errno", "assert", "stdin", "stdout", "stderr", "NULL", "EOF", "main", "internal", "Micros", "Bytes",
      // the snippets' own public helpers, in every spelling
      "fingerprint64", "Fingerprint64", "farm_fingerprint", "farmFingerprint", "FarmFingerprint", "crc32",
      "Crc32", "key_text", "keyText", "KeyText", "farm_shard", "farmShard", "FarmShard", "crc32_shard",
      "crc32Shard", "Crc32Shard", "bit_reverse", "bitReverse", "BitReverse", "SpanliftShards",
      "spanlift_shards",
  };
  // clang-format on
  return words;
}

}  // namespace spanlift::report::snippets
