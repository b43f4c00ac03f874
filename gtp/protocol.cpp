#include "protocol.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace tianyuan {

namespace {

const GtpError SYNTAX_ERROR("syntax error");

bool isAllDigits(std::string_view s) {
    if (s.empty()) return false;
    for (const char c : s)
        if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    return true;
}

}  // namespace

std::string preprocessLine(std::string_view raw) {
    std::string out;
    out.reserve(raw.size());
    for (const char c : raw) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '#') break;
        if (c == '\t')
            out += ' ';
        else if (u >= 32 && u != 127)
            out += c;  // drops CR, LF and other control characters
    }
    const size_t first = out.find_first_not_of(' ');
    if (first == std::string::npos) return "";
    const size_t last = out.find_last_not_of(' ');
    return out.substr(first, last - first + 1);
}

GtpCommand::GtpCommand(std::string_view line) {
    std::vector<std::string> words;
    size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && line[i] == ' ') ++i;
        size_t j = i;
        while (j < line.size() && line[j] != ' ') ++j;
        if (j > i) words.emplace_back(line.substr(i, j - i));
        i = j;
    }
    size_t next = 0;
    if (next < words.size() && isAllDigits(words[next])) id_ = words[next++];
    if (next < words.size()) name_ = words[next++];
    args_.assign(words.begin() + static_cast<long>(next), words.end());
}

void GtpCommand::expectArgCount(size_t n) const {
    if (args_.size() != n) throw SYNTAX_ERROR;
}

void GtpCommand::expectArgCountBetween(size_t low, size_t high) const {
    if (args_.size() < low || args_.size() > high) throw SYNTAX_ERROR;
}

const std::string& GtpCommand::arg(size_t i) const {
    if (i >= args_.size()) throw SYNTAX_ERROR;
    return args_[i];
}

int GtpCommand::argInt(size_t i) const {
    const std::string& text = arg(i);
    int value = 0;
    const char* begin = text.data() + (text[0] == '+' ? 1 : 0);
    const auto [end, error] = std::from_chars(begin, text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) throw SYNTAX_ERROR;
    return value;
}

double GtpCommand::argFloat(size_t i) const {
    const std::string& text = arg(i);
    // A plain decimal (optionally with an exponent): no hex, inf or nan as strtod would allow.
    for (const char c : text)
        if (!std::isdigit(static_cast<unsigned char>(c)) && c != '+' && c != '-' && c != '.' &&
            c != 'e' && c != 'E')
            throw SYNTAX_ERROR;
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || *end != '\0' || !std::isfinite(value)) throw SYNTAX_ERROR;
    return value;
}

Color GtpCommand::argColor(size_t i) const {
    const auto color = tryParseColor(arg(i));
    if (!color) throw SYNTAX_ERROR;
    return *color;
}

Point GtpCommand::argVertex(size_t i, int size, const char* offBoardMessage) const {
    const std::string& text = arg(i);
    if (const auto p = tryParseVertex(text, size)) return *p;
    // Well-formed for the largest board but not on this one.
    if (tryParseVertex(text, MAX_BOARD_SIZE)) throw GtpError(offBoardMessage);
    throw SYNTAX_ERROR;
}

std::string formatAnswer(const std::string& id, bool success, std::string_view text) {
    std::string body;
    body.reserve(text.size());
    for (const char c : text) {
        if (c == '\r') continue;
        if (c == '\n' && !body.empty() && body.back() == '\n') continue;  // no empty lines
        body += c;
    }
    while (!body.empty() && (body.back() == '\n' || body.back() == ' ')) body.pop_back();
    return std::string(success ? "=" : "?") + id + " " + body + "\n\n";
}

}  // namespace tianyuan
