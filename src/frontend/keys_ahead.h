#pragma once
// pg_dump writes a table's primary key, unique constraints, indexes and foreign keys after its
// rows (the post-data section), so when the rows stream past, the model does not yet know which
// columns are keys. Profiling only wants keys' columns (docs/profiling.md): for a seekable input,
// the statements after the last COPY block are read ahead, applied to a copy of the model as it
// stands when the first rows begin, and that preview is handed to the data sink (KeysAhead).
// Nothing of the preview reaches the real model: its diagnostics are dropped, and the statements
// are read again in their turn.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "frontend/data_sink.h"
#include "model/schema.h"

namespace spanlift::frontend {

// The bytes after the last line "\." (the end of a COPY data block) of a seekable input, read
// backwards from its end through at most `max_bytes`; nullopt when the input cannot seek, holds
// no such line in that reach, or cannot be read. The file offset is left where it was.
std::optional<std::string> ReadAfterLastCopy(int fd, uint64_t max_bytes);

// How far back ReadAfterLastCopy looks: post-data sections are statements, not rows (the
// largest corpus schema, all of it, is under 0.5 MB), and what is read is held twice at most
// while it is searched, so memory stays far under the profiler's 100 MB budget.
inline constexpr uint64_t kMaxPostDataBytes = uint64_t{16} << 20;

// Applies statement text to a schema (the front end's driver, without a data sink).
using ApplyText = std::function<void(std::string_view text, model::Schema& schema)>;

// Wraps `sink` for the input `fd`: at the first COPY block it reads the statements after the
// last one, applies them through `apply` to a copy of `schema` and calls sink.KeysAhead with it
// (once); every call is passed on.
std::unique_ptr<DataSink> WithKeysAhead(DataSink& sink, const model::Schema& schema, int fd, ApplyText apply);

}  // namespace spanlift::frontend
