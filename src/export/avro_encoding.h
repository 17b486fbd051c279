#pragma once
// Avro's binary encoding of the primitive values a row holds (Avro specification, "Binary
// Encoding"): longs as zig-zag varints, floats and doubles little-endian, bytes and strings
// length-prefixed, a union as its branch's index then the value. Appends to a row buffer.
#include <bit>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace spanlift::exporter::avro {

inline void Long(std::string& out, int64_t value) {
  uint64_t z = (static_cast<uint64_t>(value) << 1) ^ static_cast<uint64_t>(value >> 63);
  char buf[10];
  size_t n = 0;
  while (z >= 0x80) {
    buf[n++] = static_cast<char>((z & 0x7f) | 0x80);
    z >>= 7;
  }
  buf[n++] = static_cast<char>(z);
  out.append(buf, n);
}

inline void Boolean(std::string& out, bool value) { out.push_back(value ? '\1' : '\0'); }

inline void Bytes(std::string& out, std::string_view bytes) {
  Long(out, static_cast<int64_t>(bytes.size()));
  out.append(bytes);
}

template <typename T>
void LittleEndian(std::string& out, T value) {
  static_assert(std::endian::native == std::endian::little, "Avro floats are little-endian");
  char buf[sizeof(T)];
  std::memcpy(buf, &value, sizeof(T));
  out.append(buf, sizeof(T));
}

inline void Float(std::string& out, float value) { LittleEndian(out, value); }
inline void Double(std::string& out, double value) { LittleEndian(out, value); }

// A union [null, T]: branch 0 is null, branch 1 the value that follows.
inline void Null(std::string& out) { out.push_back('\0'); }
inline void Present(std::string& out) { out.push_back('\2'); }  // Long(1) in zig-zag

}  // namespace spanlift::exporter::avro
