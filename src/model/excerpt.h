#pragma once
// Input text quoted in a message: one line of at most about `max` printed bytes, "..." when cut;
// control bytes (C0, DEL, C1) and bytes that are not UTF-8 as \xNN, so binary input is never
// echoed raw to a terminal.
#include <string>
#include <string_view>

namespace spanlift::model {

std::string Excerpt(std::string_view text, size_t max = 60);

}  // namespace spanlift::model
