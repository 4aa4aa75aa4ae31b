#include "json_reader.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <limits>
#include <sstream>

#include "jasta/base/limits.hpp"

namespace jasta::detail {

namespace {

constexpr int kIntMax = std::numeric_limits<int>::max();

// A short picture of the value found, for messages: `(found "abc")`.
std::string found(const Json& value) {
    std::string text = value.dump();
    if (text.size() > 40) text = text.substr(0, 37) + "...";
    return " (found " + text + ")";
}

std::string integerRange(int min, int max) {
    if (max == kIntMax && min == 1) return "a positive integer";
    if (max == kIntMax && min == 0) return "an integer of 0 or more";
    if (max == kIntMax) return "an integer of " + std::to_string(min) + " or more";
    return "an integer from " + std::to_string(min) + " to " + std::to_string(max);
}

std::string formatNumber(double value) {
    std::ostringstream out;
    out << value;
    return out.str();
}

std::string numberRange(double min, double max) {
    const bool noMax = max >= std::numeric_limits<double>::max();
    const bool noMin = min <= std::numeric_limits<double>::lowest();
    if (noMin && noMax) return "a finite number";
    if (noMax && min == 0.0) return "a number of 0 or more";
    if (noMax) return "a number of at least " + formatNumber(min);
    if (noMin) return "a number of at most " + formatNumber(max);
    return "a number from " + formatNumber(min) + " to " + formatNumber(max);
}

std::string tooLarge(std::uintmax_t bytes) {
    return "the file is " + std::to_string(bytes) + " bytes, more than the " +
           std::to_string(kMaxFileBytes / (std::size_t{1024} * 1024)) + " MiB a file may have";
}

// Line and column (1-based) of a byte offset, for parse errors.
std::pair<std::size_t, std::size_t> lineColumn(std::string_view text, std::size_t offset) {
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

}  // namespace

bool isIdText(std::string_view text) {
    if (text.empty() || text.size() > 64) return false;
    const auto first = text.front();
    if (!((first >= 'a' && first <= 'z') || (first >= '0' && first <= '9'))) return false;
    for (char c : text)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-')) return false;
    return true;
}

std::vector<std::filesystem::path> jsonFilesIn(const std::filesystem::path& folder, Diagnostics& diagnostics) {
    // Every step with an error_code: a symlink loop or a folder that cannot
    // be listed is a problem of the data, reported, never an exception.
    std::vector<std::filesystem::path> files;
    const auto display = folder.generic_string();
    std::error_code error;
    std::filesystem::directory_iterator it(folder, error);
    if (error) {
        diagnostics.add(display, "", "the folder cannot be read (" + error.message() + ")");
        return files;
    }
    for (; it != std::filesystem::directory_iterator(); it.increment(error)) {
        if (error) break;
        const auto& path = it->path();
        if (path.extension() != ".json") continue;
        std::error_code entryError;
        const bool regular = it->is_regular_file(entryError);
        if (entryError)
            diagnostics.add(path.generic_string(), "", "cannot be read (" + entryError.message() + ")");
        else if (regular)
            files.push_back(path);
    }
    if (error) diagnostics.add(display, "", "the folder cannot be read to the end (" + error.message() + ")");
    std::sort(files.begin(), files.end());
    return files;
}

namespace {

// Builds the document from nlohmann's SAX events (iteratively: the parser
// keeps no stack of its own on ours) and refuses, at the pointer where it
// happens, what the plain parse accepts silently: nesting deeper than
// kMaxJsonDepth, a key twice in one object (the last would win), strings
// longer than kMaxStringBytes.
class CheckedBuilder {
public:
    using Number = Json::number_float_t;

    bool null() { return add(Json(nullptr)); }
    bool boolean(bool value) { return add(Json(value)); }
    bool number_integer(Json::number_integer_t value) { return add(Json(value)); }
    bool number_unsigned(Json::number_unsigned_t value) { return add(Json(value)); }
    bool number_float(Number value, const Json::string_t&) { return add(Json(value)); }
    bool string(Json::string_t& value) {
        if (!shortEnough(value, pointerHere())) return false;
        return add(Json(std::move(value)));
    }
    bool binary(Json::binary_t&) { return refuse(pointerHere(), "binary values are not JSON"); }
    bool start_object(std::size_t) { return open(Json::object()); }
    bool start_array(std::size_t) { return open(Json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool key(Json::string_t& name) {
        Frame& frame = m_stack.back();
        if (!shortEnough(name, frame.pointer)) return false;
        if (frame.value->contains(name))
            return refuse(appendPointer(frame.pointer, name),
                          "the key \"" + name + "\" appears twice in this object (each key may be given once)");
        frame.key = std::move(name);
        return true;
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& error) {
        m_syntax = error.what();
        if (const auto* parse = dynamic_cast<const Json::parse_error*>(&error)) m_byte = parse->byte;
        m_syntaxKind = dynamic_cast<const Json::parse_error*>(&error) != nullptr ? Syntax::Positioned : Syntax::Other;
        return false;
    }

    enum class Syntax { None, Positioned, Other };
    Json root;
    Syntax m_syntaxKind = Syntax::None;
    std::string m_syntax;
    std::size_t m_byte = 0;
    std::string m_refusedPointer;
    std::string m_refusal;

private:
    struct Frame {
        Json* value;
        std::string pointer;
        std::string key;  // the key whose value comes next (objects)
    };

    std::string pointerHere() const {
        if (m_stack.empty()) return "";
        const Frame& frame = m_stack.back();
        return frame.value->is_array() ? appendPointer(frame.pointer, frame.value->size())
                                       : appendPointer(frame.pointer, frame.key);
    }
    bool refuse(std::string pointer, std::string message) {
        m_refusedPointer = std::move(pointer);
        m_refusal = std::move(message);
        return false;
    }
    bool shortEnough(const std::string& text, const std::string& pointer) {
        if (text.size() <= kMaxStringBytes) return true;
        return refuse(pointer, "has a text of " + std::to_string(text.size()) + " bytes, more than the " +
                                   std::to_string(kMaxStringBytes / 1024) + " KiB a text may have");
    }
    Json* place(Json&& value) {
        if (m_stack.empty()) {
            root = std::move(value);
            return &root;
        }
        Json& container = *m_stack.back().value;
        if (container.is_array()) {
            container.push_back(std::move(value));
            return &container.back();
        }
        Json& slot = container[m_stack.back().key];
        slot = std::move(value);
        return &slot;
    }
    bool add(Json&& value) {
        place(std::move(value));
        return true;
    }
    bool open(Json&& container) {
        std::string pointer = pointerHere();
        if (m_stack.size() >= kMaxJsonDepth)
            return refuse(std::move(pointer), "is nested more than " + std::to_string(kMaxJsonDepth) +
                                                  " levels deep (objects and arrays inside each other)");
        Json* placed = place(std::move(container));
        m_stack.push_back({placed, std::move(pointer), {}});
        return true;
    }
    bool close() {
        m_stack.pop_back();
        return true;
    }

    std::vector<Frame> m_stack;
};

}  // namespace

std::optional<Json> parseJsonText(std::string_view text, const std::string& displayName, Diagnostics& diagnostics) {
    if (text.size() > kMaxFileBytes) {
        diagnostics.add(displayName, "", tooLarge(text.size()));
        return std::nullopt;
    }
    bool blank = true;
    for (char c : text)
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') blank = false;
    if (blank) {
        diagnostics.add(displayName, "", "the file is empty (expected a JSON object)");
        return std::nullopt;
    }
    CheckedBuilder builder;
    if (Json::sax_parse(text.begin(), text.end(), &builder)) return std::move(builder.root);
    if (!builder.m_refusal.empty()) {
        diagnostics.add(displayName, builder.m_refusedPointer, builder.m_refusal);
        return std::nullopt;
    }
    std::string what = builder.m_syntax;
    if (builder.m_syntaxKind == CheckedBuilder::Syntax::Positioned) {
        // byte is 1-based and points just past the offending character.
        const std::size_t offset = builder.m_byte > 0 ? builder.m_byte - 1 : 0;
        const auto [line, column] = lineColumn(text, offset);
        // nlohmann prefixes "[json.exception.parse_error.101] parse error at line 1, column 2: ".
        if (auto colon = what.find(": "); colon != std::string::npos) {
            auto rest = what.substr(colon + 2);
            if (auto second = rest.find(": "); rest.rfind("syntax error", 0) != 0 && second != std::string::npos)
                rest = rest.substr(second + 2);
            what = rest;
        }
        diagnostics.add(
            displayName, "",
            "not valid JSON at line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + what);
        return std::nullopt;
    }
    // e.g. out_of_range.406 "number overflow parsing '1e400'": no position is given.
    if (auto bracket = what.find("] "); bracket != std::string::npos) what = what.substr(bracket + 2);
    diagnostics.add(displayName, "", "not valid JSON: " + what);
    return std::nullopt;
}

std::optional<std::string> readTextFile(const std::filesystem::path& path, const std::string& displayName,
                                        Diagnostics& diagnostics) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error)) {
        diagnostics.add(displayName, "", "no such file");
        return std::nullopt;
    }
    // Refused before reading: a huge file must not cost its size in memory.
    if (const auto size = std::filesystem::file_size(path, error); !error && size > kMaxFileBytes) {
        diagnostics.add(displayName, "", tooLarge(size));
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        diagnostics.add(displayName, "", "cannot be read");
        return std::nullopt;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) {
        diagnostics.add(displayName, "", "cannot be read");
        return std::nullopt;
    }
    return std::move(buffer).str();
}

std::optional<Json> readJsonFile(const std::filesystem::path& path, const std::string& displayName,
                                 Diagnostics& diagnostics) {
    auto text = readTextFile(path, displayName, diagnostics);
    if (!text) return std::nullopt;
    return parseJsonText(*text, displayName, diagnostics);
}

ObjectReader::ObjectReader(const Json& value, std::string file, std::string pointer, Diagnostics& diagnostics)
    : m_file(std::move(file)), m_pointer(std::move(pointer)), m_diagnostics(&diagnostics) {
    if (value.is_object()) {
        m_object = &value;
    } else {
        m_diagnostics->add(m_file, m_pointer, "must be a JSON object" + found(value));
        m_ok = false;
    }
}

std::string ObjectReader::pointerTo(std::string_view key) const {
    return key.empty() ? m_pointer : appendPointer(m_pointer, key);
}

bool ObjectReader::has(std::string_view key) const {
    return m_object != nullptr && m_object->contains(key);
}

void ObjectReader::fail(std::string_view key, const std::string& message) {
    m_ok = false;
    m_diagnostics->add(m_file, pointerTo(key), message);
}

const Json* ObjectReader::child(std::string_view key, Need need) {
    if (m_object == nullptr) return nullptr;
    auto it = m_object->find(key);
    if (it == m_object->end()) {
        if (need == Need::Required) fail(key, "is missing");
        return nullptr;
    }
    return &*it;
}

void ObjectReader::formatVersion() {
    const Json* value = child("format_version", Need::Required);
    if (value == nullptr) return;
    if (!value->is_number_integer() || value->get<long long>() != 1)
        fail("format_version", "must be 1, the only format this version of Jasta reads" + found(*value));
}

void ObjectReader::allowOnly(std::initializer_list<std::string_view> known) {
    if (m_object == nullptr) return;
    for (const auto& [key, value] : m_object->items()) {
        bool isKnown = false;
        for (auto name : known) isKnown = isKnown || name == key;
        if (!isKnown) fail(key, "is not a known field here (a typo?)");
    }
}

std::string ObjectReader::string(std::string_view key, Need need) {
    const Json* value = child(key, need);
    if (value == nullptr) return {};
    if (!value->is_string()) {
        fail(key, "must be a string" + found(*value));
        return {};
    }
    const auto& text = value->get_ref<const std::string&>();
    if (need == Need::Required && text.empty()) fail(key, "must not be empty");
    return text;
}

std::string ObjectReader::id(std::string_view key, Need need) {
    const Json* value = child(key, need);
    if (value == nullptr) return {};
    if (!value->is_string() || !isIdText(value->get_ref<const std::string&>())) {
        fail(key, "must be an id: lower-case letters, digits, '_' or '-'" + found(*value));
        return {};
    }
    return value->get<std::string>();
}

char ObjectReader::letter(std::string_view key, Need need, char fallback) {
    const Json* value = child(key, need);
    if (value == nullptr) return fallback;
    if (value->is_string()) {
        const auto& text = value->get_ref<const std::string&>();
        if (text.size() == 1 && text[0] >= 'A' && text[0] <= 'Z') return text[0];
    }
    fail(key, "must be one capital letter A-Z" + found(*value));
    return fallback;
}

bool ObjectReader::boolean(std::string_view key, Need need, bool fallback) {
    const Json* value = child(key, need);
    if (value == nullptr) return fallback;
    if (!value->is_boolean()) {
        fail(key, "must be true or false" + found(*value));
        return fallback;
    }
    return value->get<bool>();
}

std::optional<int> readInteger(const Json& value, int min, int max, const std::string& file, const std::string& pointer,
                               Diagnostics& diagnostics) {
    const std::string wanted = "must be " + integerRange(min, max);
    if (!value.is_number()) {
        diagnostics.add(file, pointer, wanted + found(value));
        return std::nullopt;
    }
    // Large integers may arrive as unsigned or as floating point: compare as double.
    const double number = value.get<double>();
    if (!std::isfinite(number) || std::floor(number) != number || number < min || number > max) {
        diagnostics.add(file, pointer, wanted + found(value));
        return std::nullopt;
    }
    return static_cast<int>(number);
}

std::optional<double> readNumber(const Json& value, double min, double max, const std::string& file,
                                 const std::string& pointer, Diagnostics& diagnostics) {
    if (!value.is_number()) {
        diagnostics.add(file, pointer, "must be " + numberRange(min, max) + found(value));
        return std::nullopt;
    }
    const double number = value.get<double>();
    if (!std::isfinite(number)) {
        diagnostics.add(file, pointer, "must be a finite number" + found(value));
        return std::nullopt;
    }
    if (number < min || number > max) {
        diagnostics.add(file, pointer, "must be " + numberRange(min, max) + found(value));
        return std::nullopt;
    }
    return number;
}

int ObjectReader::integer(std::string_view key, int min, int max, Need need, int fallback) {
    const Json* value = child(key, need);
    if (value == nullptr) return fallback;
    auto result = readInteger(*value, min, max, m_file, pointerTo(key), *m_diagnostics);
    if (!result) m_ok = false;
    return result.value_or(fallback);
}

double ObjectReader::number(std::string_view key, double min, double max, Need need, double fallback) {
    const Json* value = child(key, need);
    if (value == nullptr) return fallback;
    auto result = readNumber(*value, min, max, m_file, pointerTo(key), *m_diagnostics);
    if (!result) m_ok = false;
    return result.value_or(fallback);
}

Measured<double> ObjectReader::measured(std::string_view key, double min, double max) {
    Measured<double> result;
    auto reader = object(key);
    if (!reader) return result;
    reader->allowOnly({"value", "source", "estimate", "unit", "notes"});
    result.value = reader->number("value", min, max);
    result.source = reader->string("source");
    result.estimate = reader->boolean("estimate", Need::Optional, false);
    if (!reader->ok()) m_ok = false;
    return result;
}

Measured<int> ObjectReader::measuredInt(std::string_view key, int min, int max) {
    Measured<int> result;
    auto reader = object(key);
    if (!reader) return result;
    reader->allowOnly({"value", "source", "estimate", "notes"});
    result.value = reader->integer("value", min, max);
    result.source = reader->string("source");
    result.estimate = reader->boolean("estimate", Need::Optional, false);
    if (!reader->ok()) m_ok = false;
    return result;
}

std::optional<ObjectReader> ObjectReader::object(std::string_view key, Need need) {
    const Json* value = child(key, need);
    if (value == nullptr) return std::nullopt;
    ObjectReader reader(*value, m_file, pointerTo(key), *m_diagnostics);
    if (!reader.isObject()) {
        m_ok = false;
        return std::nullopt;
    }
    return reader;
}

void ObjectReader::unique(std::string_view key, const std::string& id, std::set<std::string>& seen,
                          std::string_view what, std::string_view where) {
    if (ok() && !seen.insert(id).second)
        fail(key, "duplicate " + std::string(what) + " \"" + id + "\"" + std::string(where));
}

const Json* ObjectReader::array(std::string_view key, Need need, bool nonEmpty) {
    const Json* value = child(key, need);
    if (value == nullptr) return nullptr;
    if (!value->is_array()) {
        fail(key, "must be an array" + found(*value));
        return nullptr;
    }
    if (nonEmpty && value->empty()) {
        fail(key, "must not be empty");
        return nullptr;
    }
    return value;
}

std::vector<std::string> ObjectReader::strings(std::string_view key, Need need, bool nonEmpty,
                                               const std::function<bool(std::string_view)>& valid,
                                               std::string_view what) {
    std::vector<std::string> out;
    const Json* list = array(key, need, nonEmpty);
    if (list == nullptr) return out;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const Json& value = (*list)[i];
        if (!value.is_string() || !valid(value.get_ref<const std::string&>())) {
            m_diagnostics->add(m_file, appendPointer(pointerTo(key), i), "must be " + std::string(what));
            m_ok = false;
            continue;
        }
        out.push_back(value.get<std::string>());
    }
    return out;
}

}  // namespace jasta::detail
