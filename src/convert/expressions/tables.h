#pragma once
// The translator's tables: source cast targets and functions with their GoogleSQL counterparts,
// and the names of the translation rules (TranslationRules lists them for the differential test).
#include <string>
#include <string_view>

#include "convert/expressions.h"

namespace spanlift::convert::expressions {

struct CastType {
  std::string rule;     // "cast:INT64", "cast:user-type"...
  std::string spanner;  // GoogleSQL name for CAST
  Kind kind = Kind::kUnknown;
  bool array = false;
  bool known = false;     // a built-in type (else: user type, e.g. an enum)
  bool regclass = false;  // 'seq'::regclass in nextval()
};

// A cast target by its source name (lower case); `rule` "cast:user-type" when the name is no
// built-in type.
CastType LookupCastType(const std::string& name, bool native_uuid);

enum class Fn {
  kPlain,
  kNow,
  kToday,
  kUuid,
  kTimeOrderedUuid,
  kNextval,
  kTimezone,
  kLength,
  kNullIgnoring,
  kConcat,
  kTrim,
  kRound,
  kUpper,
  kSubstr,
  kConcatWs,
  kJsonExtract,
  kJsonUnquote
};

struct FunctionRow {
  std::string_view source;
  std::string_view spanner;
  Fn fn = Fn::kPlain;
  Kind kind = Kind::kUnknown;      // kUnknown: the kind of the first argument
  int min_args = 0, max_args = 0;  // max -1: any number
  int text_args = 0;               // leading arguments that must be STRING (-1: all); MySQL converts
};

struct SourceDialect;

// The function row for a source function name (lower case), or nullptr: the shared table's, then
// the dialect's own (source_dialect.h).
const FunctionRow* FindFunction(const std::string& name, const SourceDialect& dialect);

}  // namespace spanlift::convert::expressions
