#include "export/encoding.h"

#include <cerrno>
#include <fstream>
#include <map>

#include "model/schema.h"

namespace spanlift::exporter {

namespace {

// PostgreSQL's and MySQL's names for what iconv calls them; "" for UTF-8 (no conversion).
// MySQL's latin1 is Windows-1252 (MySQL's manual, "West European Character Sets").
std::string IconvName(const std::string& declared) {
  // clang-format off
  static const std::map<std::string, std::string> kNames = {
      {"utf8", ""}, {"utf8mb3", ""}, {"utf8mb4", ""}, {"unicode", ""}, {"sql_ascii", ""}, {"ascii", ""},
      {"binary", ""}, {"latin1", "CP1252"}, {"win1252", "CP1252"}, {"cp1252", "CP1252"}, {"latin2", "ISO-8859-2"},
      {"latin3", "ISO-8859-3"}, {"latin4", "ISO-8859-4"}, {"latin5", "ISO-8859-9"}, {"latin6", "ISO-8859-10"},
      {"latin7", "ISO-8859-13"}, {"latin8", "ISO-8859-14"}, {"latin9", "ISO-8859-15"}, {"latin10", "ISO-8859-16"},
      {"win1250", "CP1250"}, {"cp1250", "CP1250"}, {"win1251", "CP1251"}, {"cp1251", "CP1251"}, {"win1253", "CP1253"},
      {"win1254", "CP1254"}, {"win1255", "CP1255"}, {"win1256", "CP1256"}, {"cp1256", "CP1256"}, {"win1257", "CP1257"},
      {"cp1257", "CP1257"}, {"win1258", "CP1258"}, {"euc_jp", "EUC-JP"}, {"ujis", "EUC-JP"}, {"sjis", "SHIFT_JIS"},
      {"cp932", "CP932"}, {"euc_kr", "EUC-KR"}, {"euckr", "EUC-KR"}, {"gbk", "GBK"}, {"gb18030", "GB18030"},
      {"big5", "BIG5"}, {"koi8r", "KOI8-R"}, {"koi8u", "KOI8-U"}, {"greek", "ISO-8859-7"}, {"hebrew", "ISO-8859-8"},
      {"iso_8859_5", "ISO-8859-5"}, {"iso_8859_6", "ISO-8859-6"}, {"iso_8859_7", "ISO-8859-7"},
      {"iso_8859_8", "ISO-8859-8"}, {"cp866", "CP866"}, {"win866", "CP866"}, {"gb2312", "GB2312"}};
  // clang-format on
  auto it = kNames.find(model::ToLower(declared));
  return it == kNames.end() ? declared : it->second;
}

// The word after `key` (quotes dropped), or "".
std::string After(const std::string& head, const std::string& key) {
  const std::string upper = model::ToUpper(head);
  const size_t at = upper.find(key);
  if (at == std::string::npos) return "";
  size_t i = at + key.size();
  while (i < head.size() && (head[i] == ' ' || head[i] == '=' || head[i] == '\'' || head[i] == '"')) ++i;
  size_t j = i;
  while (j < head.size() && (std::isalnum(static_cast<unsigned char>(head[j])) || head[j] == '_' || head[j] == '-'))
    ++j;
  return head.substr(i, j - i);
}

}  // namespace

std::string DeclaredEncoding(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::string head(64 * 1024, '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<size_t>(in.gcount()));
  std::string name = After(head, "SET CLIENT_ENCODING");
  return name.empty() ? After(head, "SET NAMES ") : name;
}

Transcoder::Transcoder(const std::string& declared) : name_(declared) {
  const std::string iconv_name = IconvName(declared);
  if (declared.empty() || iconv_name.empty()) return;
  cd_ = iconv_open("UTF-8", iconv_name.c_str());
  ok_ = active();
}

Transcoder::~Transcoder() {
  if (active()) iconv_close(cd_);
}

bool Transcoder::ToUtf8(std::string_view text, std::string& out) const {
  out.resize(text.size() * 4 + 4);
  char* in = const_cast<char*>(text.data());
  size_t in_left = text.size(), out_left = out.size();
  char* o = out.data();
  iconv(cd_, nullptr, nullptr, nullptr, nullptr);
  const size_t rc = iconv(cd_, &in, &in_left, &o, &out_left);
  out.resize(out.size() - out_left);
  return rc != static_cast<size_t>(-1) && in_left == 0;
}

}  // namespace spanlift::exporter
