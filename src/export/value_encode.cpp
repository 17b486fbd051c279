// Reading a dump's value by its rule and writing it in the Avro encoding of its Spanner type.
#include <nlohmann/json.hpp>

#include "export/avro_encoding.h"
#include "export/encoding.h"
#include "export/value_array.h"
#include "export/value_parse.h"
#include "export/value_spatial.h"
#include "export/value_text.h"
#include "export/values.h"

namespace spanlift::exporter {

namespace {

using Cell = ValueEncoder::Cell;
using profile::ValueKind;

// b'0101' as the INSERT scanner keeps it (an introducer and a string: kOther "b0101").
bool BitLiteral(const Value& f, std::string_view& bits) {
  if (f.kind != ValueKind::kOther || f.text.size() < 1 || (f.text[0] != 'b' && f.text[0] != 'B')) return false;
  bits = std::string_view(f.text).substr(1);
  return bits.find_first_not_of("01") == std::string_view::npos;
}

// Big-endian bytes as an unsigned number; false past 64 bits.
bool BytesAsNumber(std::string_view bytes, uint64_t& v) {
  v = 0;
  size_t i = 0;
  while (i < bytes.size() && bytes[i] == '\0') ++i;
  if (bytes.size() - i > 8) return false;
  for (; i < bytes.size(); ++i) v = (v << 8) | static_cast<unsigned char>(bytes[i]);
  return true;
}

}  // namespace

// A bit string (BIT / VARBIT) as bytes in `out`: b'...' or '0101' text, hex, or (MySQL) the bytes.
static bool ReadBits(SourceForm form, const Value& f, std::string& out, std::string& why) {
  std::string_view bits;
  if (BitLiteral(f, bits)) return PackBits(bits, out);
  if (f.kind == ValueKind::kHex) {
    if (DecodeHex(f.text, out)) return true;
  } else if (form == SourceForm::kBitsPostgres && f.kind == ValueKind::kString) {
    if (PackBits(f.text, out)) return true;
  } else if (f.kind == ValueKind::kString) {
    out = f.text;  // MySQL: the value's bytes, big-endian
    return true;
  } else if (f.kind == ValueKind::kNumber) {
    std::string ignored;
    int64_t n = 0;
    if (ParseInt64(f.text, n, ignored) && n >= 0) {
      out.clear();
      for (int shift = 56; shift >= 0; shift -= 8) out.push_back(static_cast<char>((n >> shift) & 0xff));
      return true;
    }
  }
  why = "not a bit string";
  return false;
}

bool ValueEncoder::Read(Target target, SourceForm form, int64_t max_length, const Value& f, Cell& cell,
                        std::string& why) {
  cell = Cell{};
  if (f.kind == ValueKind::kNull) return true;
  const bool bits = form == SourceForm::kBitsMySql || form == SourceForm::kBitsPostgres;
  if (bits && (target == Target::kBool || target == Target::kInt64)) {
    uint64_t v = 0;
    if (!ReadBits(form, f, scratch_, why)) return false;
    if (!BytesAsNumber(scratch_, v) || v > static_cast<uint64_t>(INT64_MAX)) {
      why = "out of INT64's range";
      return false;
    }
    if (target == Target::kBool && v > 1) {
      why = "a bit string of more than one bit set: BOOL holds one";
      return false;
    }
    cell.kind = target == Target::kBool ? Cell::Kind::kBool : Cell::Kind::kInt;
    cell.boolean = v == 1;
    cell.integer = static_cast<int64_t>(v);
    return true;
  }
  // The value's text: hex literals decoded (mysqldump --hex-blob), TRUE / FALSE as the numbers
  // MySQL makes of them, other expressions refused.
  std::string_view text = f.text;
  const bool truth =
      f.kind == ValueKind::kOther && (model::EqualsIgnoreCase(text, "true") || model::EqualsIgnoreCase(text, "false"));
  if (truth && target == Target::kInt64) text = model::EqualsIgnoreCase(text, "true") ? "1" : "0";
  if (truth && form == SourceForm::kTinyIntBool) text = model::EqualsIgnoreCase(text, "true") ? "1" : "0";
  if (f.kind == ValueKind::kHex) {
    if (!DecodeHex(f.text, scratch_)) {
      why = "not a hex literal";
      return false;
    }
    text = scratch_;
  } else if (f.kind == ValueKind::kOther && !truth && !(bits && target == Target::kBytes)) {
    why = "an expression, not a value";
    return false;
  }
  switch (target) {
    case Target::kBool:
      cell.kind = Cell::Kind::kBool;
      if (form == SourceForm::kTinyIntBool) {
        int64_t n = 0;
        if (!ParseInt64(text, n, why)) return false;
        if (n != 0 && n != 1) {
          why = "TINYINT(1) value neither 0 nor 1: BOOL would lose it";
          return false;
        }
        cell.boolean = n == 1;
        return true;
      }
      return ParseBool(text, cell.boolean, why);
    case Target::kInt64: cell.kind = Cell::Kind::kInt; return ParseInt64(text, cell.integer, why);
    case Target::kFloat32: {
      float v = 0;
      if (!ParseFloat(text, v, why)) return false;
      cell.kind = Cell::Kind::kFloat;
      cell.real = v;
      return true;
    }
    case Target::kFloat64: cell.kind = Cell::Kind::kDouble; return ParseDouble(text, cell.real, why);
    case Target::kNumeric:
      cell.kind = Cell::Kind::kNumeric;
      return form == SourceForm::kMoney ? ParseMoney(text, cell.numeric, why) : ParseNumeric(text, cell.numeric, why);
    case Target::kDate: cell.kind = Cell::Kind::kDate; return ParseDate(text, cell.date, why);
    case Target::kTimestamp: cell.kind = Cell::Kind::kTimestamp; return ParseTimestamp(text, cell.integer, why);
    case Target::kUuid:
      cell.kind = Cell::Kind::kText;
      if (!CanonicalUuid(text, second_)) {
        why = "not a UUID (8-4-4-4-12 hex digits)";
        return false;
      }
      cell.text = second_;
      return true;
    case Target::kBytes: {
      cell.kind = Cell::Kind::kBytes;
      if (bits) {
        if (!ReadBits(form, f, second_, why)) return false;
        text = second_;
      } else if (form == SourceForm::kBytea && f.kind != ValueKind::kHex) {
        if (!DecodeBytea(text, second_)) {
          why = "not a bytea value (\\x hex or the escape format)";
          return false;
        }
        text = second_;
      }
      if (static_cast<int64_t>(text.size()) > max_length) {
        why = "longer than the column's " + std::to_string(max_length) + " bytes";
        return false;
      }
      cell.text = text;
      return true;
    }
    case Target::kString:
    case Target::kJson: {
      cell.kind = Cell::Kind::kText;
      if (form == SourceForm::kInterval) {
        if (!IntervalToIso(text, second_, why)) return false;
        text = second_;
      } else if (form == SourceForm::kSpatial) {
        if (!SpatialToWkt(text, second_)) {
          why = "not a spatial value (SRID and WKB)";
          return false;
        }
        text = second_;
      }
      if (form == SourceForm::kText && transcoder_ && transcoder_->active() && f.kind != ValueKind::kHex) {
        if (!transcoder_->ToUtf8(text, utf8_)) {
          why = "not valid " + transcoder_->name() + " text (the dump's declared encoding)";
          return false;
        }
        text = utf8_;
      }
      // Characters are counted only when the bytes could exceed the length (never fewer bytes).
      const bool count = target == Target::kString && static_cast<int64_t>(text.size()) > max_length;
      const auto chars = count ? Utf8Characters(text) : std::optional<size_t>(text.size());
      if (!chars || (!count && !ValidUtf8(text))) {
        why = "invalid UTF-8: a Spanner " + std::string(target == Target::kJson ? "JSON" : "STRING") +
              " holds UTF-8 text";
        return false;
      }
      if (count && static_cast<int64_t>(*chars) > max_length) {
        why = "longer than the column's " + std::to_string(max_length) + " characters";
        return false;
      }
      if (target == Target::kJson && !ValidJson(text)) {
        why = "not a JSON document";
        return false;
      }
      cell.text = text;
      return true;
    }
  }
  return true;
}

void WriteCell(Target target, const Cell& cell, std::string& out) {
  thread_local std::string text;
  switch (target) {
    case Target::kBool: avro::Boolean(out, cell.boolean); return;
    case Target::kInt64: avro::Long(out, cell.integer); return;
    case Target::kFloat32: avro::Float(out, static_cast<float>(cell.real)); return;
    case Target::kFloat64: avro::Double(out, cell.real); return;
    case Target::kNumeric:
      text.clear();
      NumericBytes(cell.numeric, text);
      avro::Bytes(out, text);
      return;
    case Target::kDate:
      text.clear();
      FormatDate(cell.date, text);
      avro::Bytes(out, text);
      return;
    case Target::kTimestamp: avro::Long(out, cell.integer); return;
    case Target::kString:
    case Target::kJson:
    case Target::kUuid:
    case Target::kBytes: avro::Bytes(out, cell.text); return;
  }
}

bool ValueEncoder::Encode(const ValueRule& rule, const Value& field, std::string& out, std::string& why) {
  if (field.kind != ValueKind::kNull && rule.array) return EncodeArray(rule, field, out, why);
  Cell cell;
  if (!rule.array && !Read(rule.target, rule.form, rule.max_length, field, cell, why)) return false;
  if (field.kind == ValueKind::kNull) {
    if (!rule.nullable) {
      why = "NULL in a NOT NULL column";
      return false;
    }
    avro::Null(out);
    return true;
  }
  if (rule.nullable) avro::Present(out);
  WriteCell(rule.target, cell, out);
  return true;
}

bool ValueEncoder::EncodeArray(const ValueRule& rule, const Value& field, std::string& out, std::string& why) {
  if (field.kind == ValueKind::kHex || field.kind == ValueKind::kOther) {
    why = "not an array value";
    return false;
  }
  if (rule.form == SourceForm::kSet) {
    SplitSet(field.text, elements_);
  } else if (!SplitPgArray(field.text, elements_, why)) {
    return false;
  }
  array_out_.clear();
  if (!elements_.empty()) avro::Long(array_out_, static_cast<int64_t>(elements_.size()));
  Cell cell;
  for (const auto& e : elements_) {
    if (!Read(rule.target, rule.element, rule.max_length, e, cell, why)) {
      why = "an element is " + why;
      return false;
    }
    if (e.kind == ValueKind::kNull) {
      avro::Null(array_out_);
    } else {
      avro::Present(array_out_);
      WriteCell(rule.target, cell, array_out_);
    }
  }
  avro::Long(array_out_, 0);
  if (rule.nullable) avro::Present(out);
  out.append(array_out_);
  return true;
}

bool ValueEncoder::Typed(const ValueRule& rule, const Value& field, shard::Value& value, std::string& why) {
  Cell cell;
  if (rule.array) {
    why = "an array cannot be hashed";
    return false;
  }
  if (!Read(rule.target, rule.form, rule.max_length, field, cell, why)) return false;
  switch (cell.kind) {
    case Cell::Kind::kNull: value = shard::Null{}; return true;
    case Cell::Kind::kBool: value = cell.boolean; return true;
    case Cell::Kind::kInt: value = cell.integer; return true;
    case Cell::Kind::kTimestamp: value = shard::Timestamp{cell.integer}; return true;
    case Cell::Kind::kDate: value = cell.date; return true;
    case Cell::Kind::kBytes: value = shard::Bytes{std::string(cell.text)}; return true;
    case Cell::Kind::kText: value = std::string(cell.text); return true;
    case Cell::Kind::kNumeric: value = NumericText(cell.numeric); return true;
    case Cell::Kind::kFloat:
    case Cell::Kind::kDouble: value = nlohmann::json(cell.real).dump(); return true;
  }
  return true;
}

}  // namespace spanlift::exporter
