#pragma once
// What a live database read states (docs/live.md, "Report"): the server and database (never a user
// or password), the statistics window, per table rows, bytes, inserts and insert rate, whether the
// hotspot decisions took it as able to take write load, and what the read could not see.
#include <string>

#include "model/json_writer.h"
#include "model/schema.h"

namespace spanlift::inspect {

// "live": {...} for inspect's JSON and report.json; nothing when the schema was not read live.
void WriteLive(model::JsonWriter& w, const model::Schema& schema);
// report.md's "Live database" section ("" when not live).
std::string LiveMarkdown(const model::Schema& schema);
// inspect's text lines ("" when not live).
std::string LiveText(const model::Schema& schema);

}  // namespace spanlift::inspect
