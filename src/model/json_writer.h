#pragma once
// A small streaming JSON writer: deterministic formatting (2-space indent), always valid UTF-8
// (bytes that are not valid UTF-8 are read as Latin-1 and escaped as \u00XX). Kept beside
// nlohmann-json (which the readers and the diff's review formats use) for that reading: a dump's
// stray Latin-1 byte stays recoverable, where nlohmann's serializer throws or writes U+FFFD; and
// it streams, with no tree built first: nlohmann's tree and dump would add 8-10% to `inspect --format
// json` (bench/json_bench, docs/performance.md "One JSON library").
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/source_location.h"

namespace spanlift::model {

class JsonWriter {
 public:
  explicit JsonWriter(std::string& out) : out_(out) {}

  void BeginObject();
  void EndObject();
  void BeginArray();
  void EndArray();
  void Key(std::string_view key);

  void String(std::string_view value);
  void Int(int64_t value);
  void UInt(uint64_t value);
  void Bool(bool value);
  void Fixed(double value, int decimals);  // a number with `decimals` digits after the point
  void Null();

  // Key + value shorthands.
  // key: [...], each item written by write(*this, item).
  template <typename Items, typename Write>
  void Array(std::string_view key, const Items& items, Write write) {
    Key(key);
    BeginArray();
    for (const auto& item : items) write(*this, item);
    EndArray();
  }

  void Field(std::string_view key, std::string_view value) {
    Key(key);
    String(value);
  }
  void Field(std::string_view key, const char* value) {
    Key(key);
    String(value);
  }
  void Field(std::string_view key, bool value) {
    Key(key);
    Bool(value);
  }
  void Field(std::string_view key, int64_t value) {
    Key(key);
    Int(value);
  }
  void Field(std::string_view key, uint64_t value) {
    Key(key);
    UInt(value);
  }
  void Field(std::string_view key, uint32_t value) {
    Key(key);
    UInt(value);
  }
  // Empty string / empty optional -> null.
  void FieldOrNull(std::string_view key, std::string_view value);
  void OptionalField(std::string_view key, const std::optional<std::string>& value);
  void OptionalField(std::string_view key, const std::optional<int64_t>& value);
  void StringArray(std::string_view key, const std::vector<std::string>& values);

 private:
  void BeforeValue();
  void Newline();

  std::string& out_;
  std::vector<bool> has_items_;  // per open container
  bool after_key_ = false;
};

// "location": {"file": ..., "line": ..., "column": ...}
void WriteLocation(JsonWriter& w, const model::SourceLocation& loc);

// Appends `s` as a JSON string literal (with quotes).
void AppendJsonString(std::string& out, std::string_view s);

}  // namespace spanlift::model
