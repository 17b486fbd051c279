#pragma once
// Input text quoted in a message: at most `max` bytes on one line, "..." when cut; control bytes
// and bytes that are not UTF-8 as \xNN, so binary input is never echoed raw to a terminal.
#include <string>
#include <string_view>

namespace spanlift::model {

std::string Excerpt(std::string_view text, size_t max = 60);

}  // namespace spanlift::model
