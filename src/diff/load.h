#pragma once
// One side of a diff (OLD or NEW) as a Spanner model: read from a file, `git:REV:PATH` or `-`;
// a MySQL or PostgreSQL side converted and rewritten exactly as `spanlift convert` does with the
// same options and policy (rewrite/pipeline.h); a Spanner side taken as deployed, no rewrites.
#include <memory>
#include <string>
#include <utility>

#include "convert/convert.h"
#include "frontend/frontend.h"
#include "model/schema.h"
#include "rewrite/policy.h"
#include "source/schema_source.h"

namespace spanlift::diff {

struct LoadOptions {
  frontend::LoadOptions frontend;  // --from: kUnknown detects each side on its own
  convert::ConvertOptions convert;
  rewrite::Policy policy;
  source::ReadOptions live;  // a side that is a database URI (docs/live.md)
};

struct Side {
  std::string name;                                   // as given: a path, git:REV:PATH or "-"
  std::unique_ptr<model::Schema> source;              // what the front end read (kept: `converted` points at it)
  std::unique_ptr<convert::ConvertResult> converted;  // MySQL / PostgreSQL sides only

  // The Spanner model the diff compares: the converted schema, or the source itself.
  const model::Schema& spanner() const { return converted ? converted->schema : *source; }
};

// Reads `name` (a file, git:REV:PATH, '-' or a database URI); problems (unreadable file, git failure, syntax) are
// diagnostics of the side's source.
Side LoadSide(const std::string& name, const LoadOptions& options);
// Both sides, read and converted at once on two threads when both are files or git objects
// (a database client library is initialised once per process, so two URIs load in turn).
std::pair<Side, Side> LoadSides(const std::string& old_name, const std::string& new_name, const LoadOptions& options);

// `git show REV:PATH` for a name "git:REV:PATH", run without a shell; false and `error` on failure.
bool ReadGitObject(const std::string& name, std::string& text, std::string& error);

// The text of the side named `name` (a file or git:REV:PATH, read again: the front end keeps no
// text), for its comments (ignore, renamed-from); empty for "-" (standard input is read once).
std::string ReadNewText(const std::string& name);

}  // namespace spanlift::diff
