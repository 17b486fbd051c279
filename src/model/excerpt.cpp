#include "model/excerpt.h"

namespace spanlift::model {

namespace {

// Length of the UTF-8 sequence starting at text[i], or 0 when the bytes there are not one.
size_t Utf8Length(std::string_view text, size_t i) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  unsigned char b = byte(i);
  size_t n = b >= 0xF0 && b <= 0xF4 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 && b < 0xE0 ? 2 : 0;
  if (n == 0 || i + n > text.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  if (n == 2 && b == 0xC2 && byte(i + 1) < 0xA0) return 0;  // U+0080..U+009F are control characters
  return n;
}

}  // namespace

std::string Excerpt(std::string_view text, size_t max) {
  std::string out;
  size_t i = 0;
  for (; i < text.size() && out.size() < max;) {  // `max` bounds what is printed, escapes included
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\n' || c == '\r' || c == '\t') {
      out += ' ';
    } else if (c >= 0x20 && c < 0x7F) {
      out += static_cast<char>(c);
    } else if (size_t n = c >= 0x80 ? Utf8Length(text, i) : 0) {
      out.append(text.substr(i, n));
      i += n;
      continue;
    } else {
      static const char kHex[] = "0123456789ABCDEF";
      out += {'\\', 'x', kHex[c >> 4], kHex[c & 15]};
    }
    ++i;
  }
  if (i < text.size()) out += "...";
  return out;
}

}  // namespace spanlift::model
