// COPY text lines read whole, many at a time (CopyScanner::Lines, offered by the splitter through
// DataSink::CopyLines): their newlines and delimiters are found 64 bytes at a time over the whole
// window, with no search per line, and only the wanted fields of each line are read as text.
#include <cstring>
#include <string_view>

#include "frontend/byte_masks.h"
#include "profile/copy_scanner.h"
#include "profile/row_masks.h"
#include "profile/value_text.h"

namespace spanlift::profile {

namespace {

// Where a line may end the block ("\." at its start; the splitter decides), or is cut before the
// splitter could tell.
bool MayEndBlock(std::string_view bytes, size_t start) {
  return start + 2 >= bytes.size() || (bytes[start] == '\\' && bytes[start + 1] == '.');
}

// Bits [from, to) of a 64-bit mask.
uint64_t Bits(unsigned from, unsigned to) {
  if (from >= 64) return 0;
  const uint64_t below_to = to >= 64 ? ~uint64_t{0} : (uint64_t{1} << to) - 1;
  return below_to & (~uint64_t{0} << from);
}

// The whole lines at the start of `bytes`: `line(start, newline, delimiters)` gets each (its
// delimiters less those a backslash escapes) until it returns false. Stops before a line that
// escapes its newline, may end the block, or is cut. Returns the bytes of the lines taken.
template <typename Line>
size_t ForEachLine(std::string_view bytes, char delimiter, Line line) {
  size_t start = 0, delimiters = 0;
  bool carry = false;
  if (MayEndBlock(bytes, 0)) return 0;
#if defined(__SSE2__)
  const LineMasker masks = BestLineMasker();
  char tail[64];
  for (size_t base = 0; base < bytes.size(); base += 64) {
    uint64_t valid = 0;
    const LineMasks m = masks(frontend::BlockAt(bytes, base, tail, valid), delimiter);
    const uint64_t escaped = frontend::EscapedMask(m.backslashes, carry);
    const uint64_t newlines = m.newlines & valid;
    const uint64_t ends = newlines & ~escaped, escaped_newlines = newlines & escaped;
    const uint64_t tabs = m.delimiters & ~escaped & valid;
    unsigned from = 0;  // where the current line's part of this block starts
    for (uint64_t rest = ends; rest != 0; rest &= rest - 1) {
      const unsigned end = static_cast<unsigned>(__builtin_ctzll(rest));
      if (escaped_newlines & Bits(from, end)) return start;
      delimiters += frontend::Popcount64(tabs & Bits(from, end));
      if (!line(start, base + end, delimiters)) return start;
      start = base + end + 1;
      delimiters = 0;
      from = end + 1;
      if (MayEndBlock(bytes, start)) return start;
    }
    if (escaped_newlines & Bits(from, 64)) return start;
    delimiters += frontend::Popcount64(tabs & Bits(from, 64));
  }
#else
  (void)delimiter, (void)line, (void)delimiters, (void)carry;
#endif
  return start;
}

}  // namespace

frontend::DataSink::Lines CopyScanner::Lines(std::string_view bytes) {
  frontend::DataSink::Lines got;
  if (head_.csv || state_ != State::kField || row_.in_row()) return got;
  got.bytes = ForEachLine(bytes, head_.delimiter, [&](size_t start, size_t newline, size_t delimiters) {
    if (!KnownLine(bytes.substr(start, newline + 1 - start), delimiters, offset_ + start)) return false;
    position_.NewLine(offset_ + newline);
    ++got.lines;
    return true;
  });
  offset_ += got.bytes;
  return got;
}

// A line whose newline and delimiters are known, read at once (as WholeLine reads one): it has
// as many fields as the row must, and no wanted field holds a raw '\r' (escapes are decoded). Any
// other line is not read (false), and goes field by field.
bool CopyScanner::KnownLine(std::string_view line, size_t delimiters, uint64_t at) {
  const size_t width = row_.width(), wanted_end = row_.wanted_end();
  if (width != 0 && delimiters + 1 != width) return false;
  for (size_t fields = 0, i = 0; fields < wanted_end; ++fields) {
    const size_t j = PlainField(line, i, row_.WantedField(fields));
    if (j == std::string_view::npos) return false;
    if (line[j] == '\n') break;
    i = j + 1;
  }
  row_.DeliverWhole(position_.PointAt(at));
  return true;
}

}  // namespace spanlift::profile
