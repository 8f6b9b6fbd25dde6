#pragma once

#include <string>
#include <utility>
#include <variant>

namespace shardscope::protocol {

/// Why a protocol document could not be used.
enum class ParseErrorCode {
    Unknown = 0,
    NotJson,            ///< the text is not valid JSON
    WrongShape,         ///< valid JSON, but a field is missing or has the wrong type
    UnsupportedVersion, ///< the peer speaks another protocol version
    TooLong,            ///< a line exceeded the protocol's length bound
    TooDeep,            ///< arrays and objects nested deeper than kMaxJsonDepth
};

struct ParseError {
    ParseErrorCode code = ParseErrorCode::Unknown;
    std::string message; ///< untranslated detail, names the offending field
};

/// A value or an error, by default a ParseError (std::expected is C++23; this is the small part we
/// need).
template<typename T, typename E = ParseError>
class [[nodiscard]] Expected
{
public:
    Expected(T value)
        : m_data(std::move(value))
    {}
    Expected(E error)
        : m_data(std::move(error))
    {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    const T &value() const & { return std::get<T>(m_data); }
    T &value() & { return std::get<T>(m_data); }
    T &&value() && { return std::get<T>(std::move(m_data)); }
    const T &operator*() const & { return value(); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }

    const E &error() const { return std::get<E>(m_data); }

private:
    std::variant<T, E> m_data;
};

} // namespace shardscope::protocol
