#include "model/json_writer.h"

#include <fmt/format.h>

#include "model/schema.h"

namespace spanlift::model {

namespace {

// True for bytes that JSON strings can carry as they are.
bool IsPlain(unsigned char c) { return c >= 0x20 && c < 0x7F && c != '"' && c != '\\'; }

}  // namespace

void AppendJsonString(std::string& out, std::string_view s) {
  out += '"';
  for (size_t i = 0; i < s.size();) {
    size_t run = i;  // copy runs of plain ASCII at once: almost every name and type is one
    while (run < s.size() && IsPlain(static_cast<unsigned char>(s[run]))) ++run;
    out.append(s.data() + i, run - i);
    i = run;
    if (i == s.size()) break;
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      size_t n = model::Utf8SequenceLength(s, i);
      if (n) {
        out.append(s.substr(i, n));
        i += n;
      } else {
        out += fmt::format("\\u{:04x}", c);  // Latin-1 reading of a stray byte
        ++i;
      }
      continue;
    }
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20 || c == 0x7F)
          out += fmt::format("\\u{:04x}", c);
        else
          out += static_cast<char>(c);
    }
    ++i;
  }
  out += '"';
}

void JsonWriter::Newline() {
  out_ += '\n';
  out_.append(has_items_.size() * 2, ' ');
}

void JsonWriter::BeforeValue() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (!has_items_.empty()) {
    if (has_items_.back()) out_ += ',';
    has_items_.back() = true;
    Newline();
  }
}

void JsonWriter::BeginObject() {
  BeforeValue();
  out_ += '{';
  has_items_.push_back(false);
}

void JsonWriter::EndObject() {
  bool had = has_items_.back();
  has_items_.pop_back();
  if (had) Newline();
  out_ += '}';
  if (has_items_.empty()) out_ += '\n';
}

void JsonWriter::BeginArray() {
  BeforeValue();
  out_ += '[';
  has_items_.push_back(false);
}

void JsonWriter::EndArray() {
  bool had = has_items_.back();
  has_items_.pop_back();
  if (had) Newline();
  out_ += ']';
}

void JsonWriter::Key(std::string_view key) {
  BeforeValue();
  AppendJsonString(out_, key);
  out_ += ": ";
  after_key_ = true;
}

void JsonWriter::String(std::string_view value) {
  BeforeValue();
  AppendJsonString(out_, value);
}

void JsonWriter::Int(int64_t value) {
  BeforeValue();
  out_ += std::to_string(value);
}

void JsonWriter::Fixed(double value, int decimals) {
  BeforeValue();
  out_ += fmt::format("{:.{}f}", value, decimals);
}

void JsonWriter::UInt(uint64_t value) {
  BeforeValue();
  out_ += std::to_string(value);
}

void JsonWriter::Bool(bool value) {
  BeforeValue();
  out_ += value ? "true" : "false";
}

void JsonWriter::Null() {
  BeforeValue();
  out_ += "null";
}

void JsonWriter::FieldOrNull(std::string_view key, std::string_view value) {
  Key(key);
  if (value.empty())
    Null();
  else
    String(value);
}

void JsonWriter::OptionalField(std::string_view key, const std::optional<std::string>& value) {
  Key(key);
  if (value)
    String(*value);
  else
    Null();
}

void JsonWriter::OptionalField(std::string_view key, const std::optional<int64_t>& value) {
  Key(key);
  if (value)
    Int(*value);
  else
    Null();
}

void JsonWriter::StringArray(std::string_view key, const std::vector<std::string>& values) {
  Key(key);
  BeginArray();
  for (const auto& v : values) String(v);
  EndArray();
}

void WriteLocation(JsonWriter& w, const model::SourceLocation& loc) {
  w.Key("location");
  w.BeginObject();
  w.Field("file", loc.file);
  w.Field("line", loc.line);
  w.Field("column", loc.column);
  w.EndObject();
}

}  // namespace spanlift::model
