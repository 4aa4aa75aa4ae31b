#pragma once
// One way to name things. Every closed vocabulary of Jasta (an enum's
// spelling in the data files, saves, events and the CLI; the value ids of a
// rule option) is one constexpr NameTable, written once next to its type,
// and every reader and writer goes through the same few functions:
// nameOf(value), parseName<E>(text), nameList<E>(). No Qt, no JSON.
//
// An enum makes its table known by an overload of nameTableOf, found by
// argument-dependent lookup:
//
//   enum class Era { Ww1, Ww2 };
//   inline constexpr auto kEraNames = nameTable<Era>({{Era::Ww1, "ww1"}, {Era::Ww2, "ww2"}});
//   constexpr const auto& nameTableOf(Era) { return kEraNames; }
//
// A table is checked while it is compiled (nameTableProblem): no empty name,
// no name twice, no value twice, and for an enum, entry i names the
// enumerator of value i, so a table follows its enum's order without a gap
// (a new enumerator goes last in both) and nameOf is an index.

#include <array>
#include <concepts>
#include <cstddef>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

namespace jasta {

template <class T>
struct NameEntry {
    T value;
    std::string_view name;
};

// What is wrong with a table of names, or nothing.
template <class T>
constexpr std::optional<std::string_view> nameTableProblem(std::span<const NameEntry<T>> entries) {
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].name.empty()) return "an empty name";
        if constexpr (std::is_enum_v<T>) {
            if (static_cast<std::underlying_type_t<T>>(entries[i].value) != static_cast<std::underlying_type_t<T>>(i))
                return "entry i must name the enumerator of value i";
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (entries[j].name == entries[i].name) return "one name for two values";
            if (entries[j].value == entries[i].value) return "two names for one value";
        }
    }
    return std::nullopt;
}

namespace detail {
// Not constexpr: calling it while a table is compiled stops the build there.
inline void refuseNameTable(std::string_view /*problem*/) {}
}  // namespace detail

template <class T, std::size_t N>
class NameTable {
public:
    using Entry = NameEntry<T>;

    consteval explicit NameTable(const Entry (&entries)[N]) {
        for (std::size_t i = 0; i < N; ++i) m_entries[i] = entries[i];
        if (const auto problem = nameTableProblem<T>(m_entries)) detail::refuseNameTable(*problem);
    }

    // The name of `value`; "?" for a value the table lacks (only a number cast to an enum).
    [[nodiscard]] constexpr std::string_view nameOf(T value) const {
        if constexpr (std::is_enum_v<T>) {
            const auto index = static_cast<std::size_t>(value);
            return index < N ? m_entries[index].name : std::string_view("?");
        } else {
            for (const Entry& entry : m_entries)
                if (entry.value == value) return entry.name;
            return "?";
        }
    }

    // The value named `name`; nothing for a name the table lacks.
    [[nodiscard]] constexpr std::optional<T> parse(std::string_view name) const {
        for (const Entry& entry : m_entries)
            if (entry.name == name) return entry.value;
        return std::nullopt;
    }

    // Every name in the table's order, joined by `separator` (for messages: "ww1, ww2").
    [[nodiscard]] std::string list(std::string_view separator = ", ") const {
        std::string text;
        for (const Entry& entry : m_entries) {
            if (!text.empty()) text += separator;
            text += entry.name;
        }
        return text;
    }

    [[nodiscard]] constexpr std::span<const Entry> entries() const { return m_entries; }
    [[nodiscard]] constexpr auto begin() const { return m_entries.begin(); }
    [[nodiscard]] constexpr auto end() const { return m_entries.end(); }

private:
    std::array<Entry, N> m_entries{};
};

// A table of `T`'s names: nameTable<Era>({{Era::Ww1, "ww1"}, ...}).
template <class T, std::size_t N>
consteval NameTable<T, N> nameTable(const NameEntry<T> (&entries)[N]) {
    return NameTable<T, N>(entries);
}

// An enum whose table nameTableOf finds.
template <class E>
concept Named = std::is_enum_v<E> && requires(E value) {
    { nameTableOf(value).nameOf(value) } -> std::same_as<std::string_view>;
};

template <Named E>
constexpr std::string_view nameOf(E value) {
    return nameTableOf(value).nameOf(value);
}

template <Named E>
constexpr std::optional<E> parseName(std::string_view name) {
    return nameTableOf(E{}).parse(name);
}

template <Named E>
std::string nameList(std::string_view separator = ", ") {
    return nameTableOf(E{}).list(separator);
}

// The names of `values` for a message: joined by `separator`, the last one
// by `last` ("gentle_loss, historical_immelmann or landing").
template <Named E, std::size_t N>
std::string nameList(const std::array<E, N>& values, std::string_view separator, std::string_view last) {
    std::string text;
    for (std::size_t i = 0; i < N; ++i) {
        if (i > 0) text += i + 1 == N ? last : separator;
        text += nameOf(values[i]);
    }
    return text;
}

// A named value prints as its name (test failure messages, logs).
template <Named E>
std::ostream& operator<<(std::ostream& out, E value) {
    return out << nameOf(value);
}

}  // namespace jasta
