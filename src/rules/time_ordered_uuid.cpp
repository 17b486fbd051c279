#include "rules/time_ordered_uuid.h"

#include <set>

namespace spanlift::rules {

namespace {

void Check(const analysis::AnalysisContext& ctx, const model::Table& t, const model::KeyPart& part,
           const std::string& object, const model::SourceLocation& location, std::set<std::string>& seen,
           Findings& out) {
  auto c = analysis::ClassifyKeyPart(ctx, t, part);
  if (c.signal != analysis::Signal::kTimeOrderedUuid || !seen.insert(object + "." + part.column).second) return;
  // A table that takes no write load has no hotspot, whatever its ids look like (docs/hotspots.md).
  if (ctx.LoadOf(t).load == analysis::Load::kQuiet) return;
  out.Add(
      "H006", location, object,
      part.column + " holds time-ordered identifiers (" + c.evidence +
          "); they sort like timestamps, so as a key they concentrate inserts at the end of the key space",
      "generate random UUIDs (v4) instead: GENERATE_UUID() in Spanner, gen_random_uuid() or uuid_generate_v4() at the "
      "source; if the values must stay, store them with the random bits first (MySQL UUID_TO_BIN(u, 0), not swap flag 1)",
      c);
}

}  // namespace

// Google: "don't use UUIDs that store a timestamp in the high-order bits" [seed 000; spanner-ddl.md section 9].
void TimeOrderedUuid(const analysis::AnalysisContext& ctx, Findings& out) {
  for (const auto& t : ctx.schema().tables) {
    std::set<std::string> seen;
    if (t.primary_key)
      for (const auto& p : t.primary_key->parts) Check(ctx, t, p, TableObject(t), KeyLocation(t), seen, out);
    for (const auto& index : t.indexes)
      if (!index.parts.empty())
        Check(ctx, t, index.parts[0], IndexObject(index), index.location.line ? index.location : t.location, seen, out);
  }
}

}  // namespace spanlift::rules
