#include "jasta/base/diagnostics.hpp"

namespace jasta {

std::string Diagnostic::toString() const {
    if (pointer.empty()) return file + ": " + message;
    return file + ":" + pointer + ": " + message;
}

void Diagnostics::add(std::string file, std::string pointer, std::string message) {
    m_items.push_back({std::move(file), std::move(pointer), std::move(message)});
}

std::string Diagnostics::toString() const {
    std::string text;
    for (const auto& item : m_items) {
        text += item.toString();
        text += '\n';
    }
    return text;
}

std::string appendPointer(const std::string& pointer, std::string_view token) {
    std::string result = pointer;
    result += '/';
    for (char c : token) {
        if (c == '~')
            result += "~0";
        else if (c == '/')
            result += "~1";
        else
            result += c;
    }
    return result;
}

std::string appendPointer(const std::string& pointer, std::size_t index) {
    return pointer + "/" + std::to_string(index);
}

}  // namespace jasta
