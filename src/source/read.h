#pragma once
// `spanlift ... postgresql://...` / `mysql://...`: a live database read into the schema model the
// dump path gives (docs/live.md), plus its workload evidence. The CLI's only entry into src/source/.
#include <functional>
#include <string>

#include "model/schema.h"
#include "profile/row.h"
#include "source/schema_source.h"
#include "source/uri.h"

namespace spanlift::source {

// Reads the database `uri` names. Never throws: a failure (bad URI, refused connection, wrong
// password, timeout, lost connection, a table dropped meanwhile) is one P008 error naming the
// database and what was being read, with an empty model (so nothing is written and the exit code
// is 2); no message holds the password.
model::Schema ReadDatabase(const std::string& uri, const ReadOptions& options);

// Up to `rows` rows of every table, in the same order at each call (the read's snapshot), to a consumer.
using Sampler = std::function<void(uint64_t rows, profile::RowConsumer& consumer)>;
// The same read; before the connection closes, `while_open` gets the schema read so far (with its
// statistics) and a sampler on the still-open read (`spanlift simulate` replays a sample twice). A
// failure inside it is the read's failure. Not called when the read fails.
model::Schema ReadDatabase(const std::string& uri, const ReadOptions& options,
                           const std::function<void(model::Schema&, const Sampler&)>& while_open);

// What to call an input in output: a database URI as scheme://host:port/database (no user, no
// password; "a database URI" when it does not parse), anything else as given.
std::string DisplayName(const std::string& input);

}  // namespace spanlift::source
