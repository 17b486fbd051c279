#include "frontend/code_blocks.h"

#include <initializer_list>

#include "frontend/lexical.h"

namespace spanlift::frontend {

namespace {

// A token of a PL/pgSQL body: a word, one punctuation character, or an opaque run (a string,
// quoted name, comment or dollar-quoted text), by its offsets in the DO statement.
struct Tok {
  size_t begin = 0, end = 0;
  char punct = 0;  // ';', '(', ')', ':' ... ; 0 for words and opaque runs
  bool word = false;
};

bool SameWord(std::string_view a, std::string_view upper) {
  if (a.size() != upper.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    char c = a[i];
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (c != upper[i]) return false;
  }
  return true;
}

// The end of a dollar quote `$tag$...$tag$` starting at `i`, or `i` when none starts there.
size_t DollarQuoteEnd(std::string_view text, size_t i) {
  if (i >= text.size() || text[i] != '$') return i;
  size_t j = i + 1;
  while (j < text.size() && (IsWordByte(static_cast<unsigned char>(text[j])) && text[j] != '$')) ++j;
  if (j >= text.size() || text[j] != '$') return i;
  std::string_view tag = text.substr(i, j - i + 1);
  size_t close = text.find(tag, j + 1);
  return close == std::string_view::npos ? i : close + tag.size();
}

std::vector<Tok> Tokens(std::string_view text, size_t from, size_t to) {
  std::vector<Tok> out;
  size_t i = from;
  while (i < to) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == ' ' || (c >= '\t' && c <= '\r')) {
      ++i;
      continue;
    }
    if (size_t end = DollarQuoteEnd(text, i); end != i) {
      out.push_back({i, end, 0, false});
      i = end;
      continue;
    }
    if (size_t end = SkipQuotedOrComment(text, i, PostgresLexical()); end != i) {
      bool comment = text[i] == '-' || text[i] == '/';
      if (!comment) out.push_back({i, end, 0, false});
      i = end;
      continue;
    }
    if (IsWordByte(c)) {
      size_t end = i;
      while (end < to && IsWordByte(static_cast<unsigned char>(text[end]))) ++end;
      out.push_back({i, end, 0, true});
      i = end;
      continue;
    }
    out.push_back({i, i + 1, static_cast<char>(c), false});
    ++i;
  }
  return out;
}

class BodyReader {
 public:
  BodyReader(std::string_view text, std::vector<Tok> tokens, DoBlock& out)
      : text_(text), t_(std::move(tokens)), out_(out) {}

  bool Read() {
    if (!Block()) return false;
    if (At() < t_.size()) return Fail("text after the block's END");
    return true;
  }

 private:
  size_t At() const { return i_; }
  bool Word(std::string_view upper, size_t k = 0) const {
    return i_ + k < t_.size() && t_[i_ + k].word && SameWord(Text(t_[i_ + k]), upper);
  }
  bool Punct(char p, size_t k = 0) const { return i_ + k < t_.size() && t_[i_ + k].punct == p; }
  std::string_view Text(const Tok& t) const { return text_.substr(t.begin, t.end - t.begin); }

  bool Fail(std::string problem) {
    if (out_.problem.empty()) {
      out_.problem = std::move(problem);
      out_.problem_offset = i_ < t_.size() ? t_[i_].begin : text_.size();
    }
    return false;
  }

  // [DECLARE ...] BEGIN statements [EXCEPTION handlers] END [label]
  bool Block() {
    if (Word("DECLARE")) return Fail("variables (DECLARE)");
    if (!Word("BEGIN")) return Fail("a body that does not start with BEGIN");
    ++i_;
    if (!Statements({"EXCEPTION", "END"})) return false;
    if (Word("EXCEPTION") && !Handlers()) return false;
    if (!Word("END")) return Fail("a block without END");
    ++i_;
    if (i_ < t_.size() && t_[i_].word && !Punct(';')) ++i_;  // END label
    if (Punct(';')) ++i_;
    return true;
  }

  // EXCEPTION WHEN cond [OR cond] THEN (NULL; | RAISE ...;)... : the error is only ignored or
  // reported, so on a fresh database the wrapped statements are what ran.
  bool Handlers() {
    ++i_;
    while (Word("WHEN")) {
      while (i_ < t_.size() && !Word("THEN")) ++i_;
      if (!Word("THEN")) return Fail("an exception handler without THEN");
      ++i_;
      while (!Word("WHEN") && !Word("END")) {
        if (Word("NULL") && Punct(';', 1)) {
          i_ += 2;
        } else if (Word("RAISE")) {
          SkipToSemicolon();
        } else {
          return Fail("an exception handler that does more than ignore the error");
        }
      }
    }
    return true;
  }

  void SkipToSemicolon() {
    while (i_ < t_.size() && !Punct(';')) ++i_;
    if (i_ < t_.size()) ++i_;
  }

  bool Statements(std::initializer_list<std::string_view> stops) {
    while (i_ < t_.size()) {
      for (std::string_view s : stops)
        if (Word(s)) return true;
      if (!Statement()) return false;
    }
    return Fail("a block without END");
  }

  bool Statement() {
    static constexpr std::string_view kSchema[] = {"CREATE", "ALTER",  "DROP",   "COMMENT", "GRANT",
                                                   "REVOKE", "INSERT", "UPDATE", "DELETE"};
    if (Punct(';')) return ++i_, true;
    if (Word("BEGIN")) return Block();
    if (Word("IF")) return Guard();
    if (Word("NULL") && Punct(';', 1)) return i_ += 2, true;
    if (Word("RAISE")) return SkipToSemicolon(), true;
    if (Word("EXECUTE")) return Fail("dynamic EXECUTE");
    if (Word("PERFORM")) return Fail("PERFORM (a query run for its effect)");
    if (Word("FOR") || Word("FOREACH") || Word("WHILE") || Word("LOOP")) return Fail("a loop");
    for (std::string_view w : kSchema)
      if (Word(w)) return Wrapped();
    return Fail(i_ < t_.size() ? "statement " + std::string(Text(t_[i_])) : "an unfinished block");
  }

  // IF NOT EXISTS (SELECT ...) THEN statements END IF: an existence guard, true on a fresh database.
  bool Guard() {
    if (!Word("NOT", 1) || !Word("EXISTS", 2) || !Punct('(', 3))
      return Fail("a condition (IF other than IF NOT EXISTS)");
    i_ += 3;
    int depth = 0;
    do {
      if (Punct('(')) ++depth;
      if (Punct(')')) --depth;
      ++i_;
    } while (i_ < t_.size() && depth > 0);
    if (!Word("THEN")) return Fail("a condition (IF NOT EXISTS without THEN)");
    ++i_;
    if (!Statements({"END", "ELSE", "ELSIF", "ELSEIF"})) return false;
    if (!Word("END") || !Word("IF", 1)) return Fail("a condition with an ELSE branch");
    i_ += 2;
    if (Punct(';')) ++i_;
    return true;
  }

  // A statement the block runs as it is: up to its ';'.
  bool Wrapped() {
    size_t begin = t_[i_].begin;
    while (i_ < t_.size() && !Punct(';')) ++i_;
    if (i_ >= t_.size()) return Fail("a statement without ';'");
    out_.statements.push_back({begin, t_[i_].begin - begin});
    ++i_;
    return true;
  }

  std::string_view text_;
  std::vector<Tok> t_;
  DoBlock& out_;
  size_t i_ = 0;
};

}  // namespace

DoBlock ReadDoBlock(std::string_view text) {
  DoBlock block;
  std::vector<Tok> head = Tokens(text, 0, text.size());
  size_t k = 0;
  auto word = [&](std::string_view upper) {
    return k < head.size() && head[k].word && SameWord(text.substr(head[k].begin, head[k].end - head[k].begin), upper);
  };
  auto fail = [&](std::string problem) {
    block.problem = std::move(problem);
    block.problem_offset = k < head.size() ? head[k].begin : 0;
    return block;
  };
  if (!word("DO")) return fail("not a DO statement");
  ++k;
  bool language_named = false;
  auto language = [&]() -> bool {
    if (!word("LANGUAGE")) return true;
    ++k;
    language_named = true;
    if (!word("PLPGSQL") &&
        !(k < head.size() && SameWord(text.substr(head[k].begin, head[k].end - head[k].begin), "'PLPGSQL'")))
      return false;
    ++k;
    return true;
  };
  if (!language()) return fail("a block in another language than PL/pgSQL");
  if (k >= head.size() || head[k].word || head[k].punct || text[head[k].begin] != '$')
    return fail("a body that is not a dollar-quoted string");
  const Tok body = head[k++];
  if (!language_named && !language()) return fail("a block in another language than PL/pgSQL");
  if (k < head.size()) return fail("text after the block");
  size_t tag = text.find('$', body.begin + 1) + 1;  // past the opening $tag$
  size_t close = body.end - (tag - body.begin);
  BodyReader reader(text, Tokens(text, tag, close), block);
  block.readable = reader.Read();
  if (!block.readable) block.statements.clear();
  return block;
}

}  // namespace spanlift::frontend
