#include "remote-agent/protocol/SafeText.h"

#include <cstdint>

namespace shardscope::protocol {

namespace {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD"; // U+FFFD

/// The length of the valid UTF-8 sequence at text[i] and its code point; 0 when it is not valid
/// (a stray continuation byte, an overlong form, a surrogate, past U+10FFFF, cut short).
std::size_t decodeAt(std::string_view text, std::size_t i, char32_t &codePoint)
{
    const auto byte = [&](std::size_t k) {
        return static_cast<std::uint8_t>(text[k]);
    };
    const std::uint8_t lead = byte(i);
    std::size_t length = 0;
    char32_t minimum = 0;
    if (lead < 0x80) {
        codePoint = lead;
        return 1;
    }
    if ((lead & 0xE0) == 0xC0) {
        length = 2;
        minimum = 0x80;
        codePoint = lead & 0x1F;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3;
        minimum = 0x800;
        codePoint = lead & 0x0F;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4;
        minimum = 0x10000;
        codePoint = lead & 0x07;
    } else
        return 0;
    if (i + length > text.size())
        return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80)
            return 0;
        codePoint = (codePoint << 6) | (byte(i + k) & 0x3F);
    }
    if (codePoint < minimum || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
        return 0;
    return length;
}

enum class Kind { Keep, Space, Replace };

Kind kindOf(char32_t c)
{
    if (c == '\t' || c == '\n' || c == '\r')
        return Kind::Space;
    if (c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F))
        return Kind::Replace;
    if (c == 0x061C || c == 0x200E || c == 0x200F || c == 0x2028 || c == 0x2029
        || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069))
        return Kind::Replace;
    return Kind::Keep;
}

/// Walks text once; `emit` gets each kept run of bytes, or the replacement for what is not kept.
/// Returns whether anything was not kept.
template<typename Emit>
bool walk(std::string_view text, Emit &&emit)
{
    bool changed = false;
    std::size_t i = 0;
    while (i < text.size()) {
        char32_t c = 0;
        const std::size_t length = decodeAt(text, i, c);
        const Kind kind = length == 0 ? Kind::Replace : kindOf(c);
        if (kind == Kind::Keep)
            emit(text.substr(i, length));
        else {
            changed = true;
            emit(kind == Kind::Space ? std::string_view(" ") : kReplacement);
        }
        i += length == 0 ? 1 : length;
    }
    return changed;
}

} // namespace

std::string safeText(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    walk(text, [&](std::string_view part) { out.append(part); });
    return out;
}

bool hasControlCharacters(std::string_view text)
{
    return walk(text, [](std::string_view) {});
}

} // namespace shardscope::protocol
