#pragma once
// Non-ASCII names in ASCII (docs/names.md): ICU's standard transliteration to Latin, then to
// ASCII (total_años -> total_anos, имя -> imja, 名前 -> ming qian), so that a Spanner identifier
// keeps the name's sound instead of a row of underscores.
#include <string>
#include <string_view>

namespace spanlift::convert {

// `name` itself when it is ASCII; otherwise its ICU "Any-Latin; Latin-ASCII" transliteration
// (characters without one stay, and SanitizeIdentifier replaces them).
std::string TransliterateToAscii(std::string_view name);

}  // namespace spanlift::convert
