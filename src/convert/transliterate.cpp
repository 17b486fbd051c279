#include "convert/transliterate.h"

#include <unicode/translit.h>
#include <unicode/unistr.h>

#include <memory>
#include <mutex>

namespace spanlift::convert {

namespace {

// ICU's transliterators are costly to build and not safe to share between threads: one, built
// on first use, behind a lock. NFD first so that accents come apart from their letters.
class Transliterator {
 public:
  std::string Apply(std::string_view name) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!built_) Build();
    if (!t_) return std::string(name);
    icu::UnicodeString text =
        icu::UnicodeString::fromUTF8(icu::StringPiece(name.data(), static_cast<int32_t>(name.size())));
    t_->transliterate(text);
    std::string out;
    text.toUTF8String(out);
    return out;
  }

 private:
  void Build() {
    built_ = true;
    UErrorCode status = U_ZERO_ERROR;
    t_.reset(icu::Transliterator::createInstance("Any-Latin; Latin-ASCII", UTRANS_FORWARD, status));
    if (U_FAILURE(status)) t_.reset();
  }

  std::mutex mutex_;
  bool built_ = false;
  std::unique_ptr<icu::Transliterator> t_;
};

bool IsAscii(std::string_view s) {
  for (unsigned char c : s)
    if (c >= 0x80) return false;
  return true;
}

}  // namespace

std::string TransliterateToAscii(std::string_view name) {
  if (IsAscii(name)) return std::string(name);
  static Transliterator* transliterator = new Transliterator();  // never destroyed: used until exit
  return transliterator->Apply(name);
}

}  // namespace spanlift::convert
