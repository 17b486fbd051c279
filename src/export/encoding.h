#pragma once
// The text encoding a dump declares (pg_dump's SET client_encoding, mysqldump's SET NAMES) and the
// conversion of its text values to the UTF-8 Spanner's STRING holds (glibc's iconv). A LATIN1
// dump's 'Curaçao' is valid text in another encoding, not a bad value.
#include <iconv.h>

#include <string>
#include <string_view>

namespace spanlift::exporter {

// The encoding named near the start of `path` ("LATIN1", "latin1", "UTF8"...), or "" when none is.
std::string DeclaredEncoding(const std::string& path);

class Transcoder {
 public:
  // `declared` as the dump spells it; UTF-8 and its aliases need no conversion (ok(), !active()).
  explicit Transcoder(const std::string& declared);
  ~Transcoder();
  Transcoder(const Transcoder&) = delete;
  Transcoder& operator=(const Transcoder&) = delete;

  bool ok() const { return ok_; }  // false: an encoding iconv does not know
  bool active() const { return cd_ != reinterpret_cast<iconv_t>(-1); }
  const std::string& name() const { return name_; }
  // `text` converted into `out`; false when it is not valid in the declared encoding.
  bool ToUtf8(std::string_view text, std::string& out) const;

 private:
  std::string name_;
  iconv_t cd_ = reinterpret_cast<iconv_t>(-1);
  bool ok_ = true;
};

}  // namespace spanlift::exporter
