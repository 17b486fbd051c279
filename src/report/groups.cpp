#include "report/groups.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace spanlift::report {

namespace {

constexpr std::string_view kVaries = "…";
constexpr size_t kCandidates = 16;

std::vector<std::string> Words(const std::string& text) {
  std::vector<std::string> out;
  size_t i = 0;
  while (i <= text.size()) {
    size_t end = std::min(text.find(' ', i), text.size());
    out.push_back(text.substr(i, end - i));
    i = end + 1;
  }
  return out;
}

// A finding's text as words: the message, a separator, the fix.
std::vector<std::string> TextWords(const model::Diagnostic& d) {
  auto words = Words(d.message);
  words.push_back("\x01");  // never a word of either text: message and fix stay aligned
  for (auto& w : Words(d.fix)) words.push_back(std::move(w));
  return words;
}

struct Draft {
  std::vector<std::string> seed;  // the first member's words
  std::vector<bool> varies;       // per word position
  std::vector<const model::Diagnostic*> members;
  std::vector<std::vector<std::string>> words;
};

// Texts of one kind differ in a few names; more differences mean another sentence.
bool Fits(const Draft& d, const std::vector<std::string>& words, size_t share) {
  if (words.size() != d.seed.size()) return false;
  size_t differ = 0;
  for (size_t i = 0; i < words.size(); ++i) {
    if (words[i] == d.seed[i]) continue;
    if (words[i] == "\x01" || d.seed[i] == "\x01") return false;
    ++differ;
  }
  return differ <= std::max<size_t>(2, words.size() / share);
}

// "(…)," for a differing "(id_alias),": the punctuation around a name stays.
std::string Varying(const std::string& word) {
  size_t from = word.find_first_not_of("(`'");
  size_t to = word.find_last_not_of("),;:`'.");
  if (from == std::string::npos || to == std::string::npos || to < from) return std::string(kVaries);
  return word.substr(0, from) + std::string(kVaries) + word.substr(to + 1);
}

std::string Template(const Draft& d, size_t from, size_t to) {
  std::string out;
  for (size_t i = from; i < to; ++i) {
    if (i > from) out += ' ';
    out += d.varies[i] ? Varying(d.seed[i]) : d.seed[i];
  }
  return out;
}

// A differing word, without the punctuation around it, unless the object or an earlier word
// already says it or is part of it (`orders_shard_id` after `orders`, `id` after `t(id)`).
void AddWord(std::vector<std::string>& out, std::string word, const std::string& object) {
  auto strip = [](char c) { return c == ',' || c == ';' || c == ':' || c == '`' || c == '(' || c == ')'; };
  auto unbalanced = [&] {
    return std::count(word.begin(), word.end(), '(') != std::count(word.begin(), word.end(), ')');
  };
  // Punctuation around the word goes; a closing parenthesis stays when it closes one of the word's own.
  while (!word.empty() && strip(word.back()) && (word.back() != ')' || unbalanced())) word.pop_back();
  while (!word.empty() && strip(word.front()) && (word.front() != '(' || unbalanced())) word.erase(word.begin());
  if (word.empty() || object.find(word) != std::string::npos) return;
  for (const auto& w : out)
    if (word.find(w) != std::string::npos || w.find(word) != std::string::npos) return;
  out.push_back(std::move(word));
}

Cluster Finish(Draft& d) {
  for (const auto& words : d.words)
    for (size_t i = 0; i < words.size(); ++i) d.varies[i] = d.varies[i] || words[i] != d.seed[i];
  size_t split = static_cast<size_t>(std::find(d.seed.begin(), d.seed.end(), "\x01") - d.seed.begin());
  Cluster c{Template(d, 0, split), Template(d, split + 1, d.seed.size()), {}};
  for (size_t m = 0; m < d.members.size(); ++m) {
    ClusterMember member{d.members[m], {}};
    for (size_t i = 0; i < d.seed.size(); ++i)
      if (d.varies[i]) AddWord(member.words, d.words[m][i], d.members[m]->object);
    c.members.push_back(std::move(member));
  }
  return c;
}

// Object kinds a member list may say once, with their plural.
const std::map<std::string, std::string>& Plurals() {
  static const std::map<std::string, std::string> plurals = {
      {"column ", "columns"}, {"index ", "indexes"}, {"table ", "tables"},       {"sequence ", "sequences"},
      {"check ", "checks"},   {"view ", "views"},    {"function ", "functions"}, {"trigger ", "triggers"}};
  return plurals;
}

// "column " when every member's object starts with it, else "".
std::string SharedKind(const Cluster& c) {
  for (const auto& [prefix, plural] : Plurals())
    if (std::all_of(c.members.begin(), c.members.end(),
                    [&](const ClusterMember& m) { return m.finding->object.starts_with(prefix); }))
      return prefix;
  return "";
}

}  // namespace

std::string MemberList(const Cluster& c, const std::function<std::string(const model::Diagnostic&)>& where, bool words,
                       size_t limit) {
  std::string kind = SharedKind(c);
  std::string out = kind.empty() ? "" : Plurals().at(kind) + ": ";
  for (size_t i = 0; i < c.members.size(); ++i) {
    if (i == limit) return out + fmt::format(" and {} more", c.members.size() - limit);
    const ClusterMember& m = c.members[i];
    std::string detail;
    for (const auto& w : m.words)
      if (words) detail += (detail.empty() ? "" : ", ") + w;
    if (std::string at = where(*m.finding); !at.empty()) detail += (detail.empty() ? "" : "; ") + at;
    out +=
        (i ? ", `" : "`") + m.finding->object.substr(kind.size()) + "`" + (detail.empty() ? "" : " (" + detail + ")");
  }
  return out;
}

std::vector<Cluster> ClusterFindings(const std::vector<const model::Diagnostic*>& findings, size_t share) {
  std::vector<Draft> drafts;
  std::map<size_t, std::vector<size_t>> by_length;  // word count -> drafts, newest last
  for (const auto* f : findings) {
    auto words = TextWords(*f);
    auto& candidates = by_length[words.size()];
    // Linear time: a finding is compared with the latest few drafts of its length only.
    size_t found = drafts.size();
    for (size_t k = candidates.size(); k-- > 0 && candidates.size() - k <= kCandidates;)
      if (Fits(drafts[candidates[k]], words, share)) found = candidates[k];
    if (found == drafts.size()) {
      candidates.push_back(drafts.size());
      drafts.push_back({words, std::vector<bool>(words.size(), false), {}, {}});
    }
    drafts[found].members.push_back(f);
    drafts[found].words.push_back(std::move(words));
  }
  std::vector<Cluster> out;
  for (auto& d : drafts) out.push_back(Finish(d));
  return out;
}

}  // namespace spanlift::report
