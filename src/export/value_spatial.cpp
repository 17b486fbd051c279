// MySQL / MariaDB spatial values: the dump holds the internal form, a 4-byte SRID then WKB; the
// Spanner column keeps WKT text (docs/type-mapping.md), spelled as MariaDB's ST_AsText spells it
// (POINT(1 2), MULTIPOINT(0 0,1 1), GEOMETRYCOLLECTION(...)). The SRID is not kept.
#include <charconv>
#include <cstring>

#include "export/value_spatial.h"

namespace spanlift::exporter {

namespace {

class WkbReader {
 public:
  explicit WkbReader(std::string_view bytes) : bytes_(bytes) {}

  bool Geometry(std::string& out, int depth) {
    if (depth > 32) return false;
    uint8_t order = 0;
    uint32_t type = 0;
    if (!Byte(order) || order > 1) return false;
    little_ = order == 1;
    if (!U32(type)) return false;
    switch (type) {
      case 1: return Named(out, "POINT", [&] { return Coordinates(out); });
      case 2: return Named(out, "LINESTRING", [&] { return Points(out); });
      case 3: return Named(out, "POLYGON", [&] { return Rings(out); });
      case 4: return Named(out, "MULTIPOINT", [&] { return Members(out, depth, false); });
      case 5: return Named(out, "MULTILINESTRING", [&] { return Members(out, depth, false); });
      case 6: return Named(out, "MULTIPOLYGON", [&] { return Members(out, depth, false); });
      case 7: return Named(out, "GEOMETRYCOLLECTION", [&] { return Members(out, depth, true); });
      default: return false;
    }
  }
  bool AtEnd() const { return at_ == bytes_.size(); }

 private:
  template <typename F>
  bool Named(std::string& out, const char* name, F body) {
    out += name;
    out += '(';
    if (!body()) return false;
    out += ')';
    return true;
  }
  bool Byte(uint8_t& v) {
    if (at_ >= bytes_.size()) return false;
    v = static_cast<uint8_t>(bytes_[at_++]);
    return true;
  }
  bool U32(uint32_t& v) {
    if (at_ + 4 > bytes_.size()) return false;
    unsigned char b[4];
    std::memcpy(b, bytes_.data() + at_, 4);
    at_ += 4;
    v = little_ ? (b[0] | b[1] << 8 | b[2] << 16 | static_cast<uint32_t>(b[3]) << 24)
                : (b[3] | b[2] << 8 | b[1] << 16 | static_cast<uint32_t>(b[0]) << 24);
    return true;
  }
  bool Real(std::string& out) {
    if (at_ + 8 > bytes_.size()) return false;
    unsigned char b[8];
    std::memcpy(b, bytes_.data() + at_, 8);
    at_ += 8;
    if (!little_)
      for (int i = 0; i < 4; ++i) std::swap(b[i], b[7 - i]);
    double d;
    std::memcpy(&d, b, 8);
    char buf[32];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, d);
    out.append(buf, ec == std::errc() ? static_cast<size_t>(end - buf) : 0);
    return ec == std::errc();
  }
  bool Coordinates(std::string& out) {
    if (!Real(out)) return false;
    out += ' ';
    return Real(out);
  }
  // A count, then that many items, comma-separated; a count larger than the bytes left is refused
  // before anything is read, so a corrupt count cannot loop long.
  template <typename F>
  bool List(std::string& out, size_t min_item_bytes, F item) {
    uint32_t n = 0;
    if (!U32(n) || n > (bytes_.size() - at_) / min_item_bytes + 1) return false;
    for (uint32_t i = 0; i < n; ++i) {
      if (i) out += ',';
      if (!item()) return false;
    }
    return true;
  }
  bool Points(std::string& out) {
    return List(out, 16, [&] { return Coordinates(out); });
  }
  bool Rings(std::string& out) {
    return List(out, 4, [&] {
      out += '(';
      bool ok = Points(out);
      out += ')';
      return ok;
    });
  }
  // Multi* members are whole WKB geometries; their own names are dropped in MULTI* (MariaDB's
  // spelling) and kept in a GEOMETRYCOLLECTION.
  bool Members(std::string& out, int depth, bool named) {
    return List(out, 5, [&] {
      std::string member;
      if (!Geometry(member, depth + 1)) return false;
      if (!named) {
        const size_t open = member.find('(');
        if (member.starts_with("POINT")) {
          member = member.substr(open + 1, member.size() - open - 2);
        } else {
          member = member.substr(open);
        }
      }
      out += member;
      return true;
    });
  }

  std::string_view bytes_;
  size_t at_ = 0;
  bool little_ = true;
};

}  // namespace

bool SpatialToWkt(std::string_view internal, std::string& out) {
  out.clear();
  if (internal.size() < 4 + 5) return false;
  WkbReader reader(internal.substr(4));
  return reader.Geometry(out, 0) && reader.AtEnd();
}

}  // namespace spanlift::exporter
