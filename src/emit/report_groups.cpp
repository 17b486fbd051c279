#include "emit/report_groups.h"

#include <algorithm>
#include <map>

namespace spanlift::emit {

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
bool Fits(const Draft& d, const std::vector<std::string>& words) {
  if (words.size() != d.seed.size()) return false;
  size_t differ = 0;
  for (size_t i = 0; i < words.size(); ++i) {
    if (words[i] == d.seed[i]) continue;
    if (words[i] == "\x01" || d.seed[i] == "\x01") return false;
    ++differ;
  }
  return differ <= std::max<size_t>(2, words.size() / 4);
}

std::string Template(const Draft& d, size_t from, size_t to) {
  std::string out;
  for (size_t i = from; i < to; ++i) {
    if (i > from) out += ' ';
    out += d.varies[i] ? std::string(kVaries) : d.seed[i];
  }
  return out;
}

// A differing word, without the punctuation around it, unless the object already names it.
void AddWord(std::vector<std::string>& out, std::string word, const std::string& object) {
  auto strip = [](char c) { return c == ',' || c == ';' || c == ':' || c == '`' || c == '(' || c == ')'; };
  while (!word.empty() && strip(word.back())) word.pop_back();
  while (!word.empty() && strip(word.front())) word.erase(word.begin());
  if (word.empty() || object.find(word) != std::string::npos) return;
  if (std::find(out.begin(), out.end(), word) == out.end()) out.push_back(std::move(word));
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

}  // namespace

std::vector<Cluster> ClusterFindings(const std::vector<const model::Diagnostic*>& findings) {
  std::vector<Draft> drafts;
  std::map<size_t, std::vector<size_t>> by_length;  // word count -> drafts, newest last
  for (const auto* f : findings) {
    auto words = TextWords(*f);
    auto& candidates = by_length[words.size()];
    // Linear time: a finding is compared with the latest few drafts of its length only.
    size_t found = drafts.size();
    for (size_t k = candidates.size(); k-- > 0 && candidates.size() - k <= kCandidates;)
      if (Fits(drafts[candidates[k]], words)) found = candidates[k];
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

}  // namespace spanlift::emit
