#include "protocol.h"

#include <algorithm>
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

namespace {

// The length of the well-formed UTF-8 sequence at the start of `s` (shortest form, no
// surrogates, at most U+10FFFF), or 0.
size_t utf8SequenceLength(std::string_view s) {
    const auto byte = [&s](size_t i) { return static_cast<unsigned char>(s[i]); };
    const unsigned char lead = byte(0);
    if (lead < 0x80) return 1;
    size_t length;
    unsigned char low = 0x80, high = 0xBF;  // the allowed range of the second byte
    if (lead >= 0xC2 && lead <= 0xDF)
        length = 2;
    else if (lead >= 0xE0 && lead <= 0xEF)
        length = 3, low = lead == 0xE0 ? 0xA0 : 0x80, high = lead == 0xED ? 0x9F : 0xBF;
    else if (lead >= 0xF0 && lead <= 0xF4)
        length = 4, low = lead == 0xF0 ? 0x90 : 0x80, high = lead == 0xF4 ? 0x8F : 0xBF;
    else
        return 0;
    if (s.size() < length || byte(1) < low || byte(1) > high) return 0;
    for (size_t i = 2; i < length; ++i)
        if (byte(i) < 0x80 || byte(i) > 0xBF) return 0;
    return length;
}

}  // namespace

std::string printableAnswer(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size();) {
        const size_t length = utf8SequenceLength(text.substr(i));
        const auto c = static_cast<unsigned char>(text[i]);
        if (length == 0)
            out += '?';
        else if (length > 1 || c == '\n' || (c >= 32 && c != 127))
            out.append(text.substr(i, length));
        else if (c == '\t')
            out += ' ';
        i += std::max<size_t>(length, 1);
    }
    return out;
}

std::string formatAnswer(const std::string& id, bool success, std::string_view text) {
    std::string body;
    body.reserve(text.size());
    for (const char c : printableAnswer(text)) {
        if (c == '\n' && !body.empty() && body.back() == '\n') continue;  // no empty lines
        body += c;
    }
    if (!success && body.size() > MAX_ERROR_BYTES) {
        size_t cut = MAX_ERROR_BYTES;
        while (cut > 0 && (static_cast<unsigned char>(body[cut]) & 0xC0) == 0x80) --cut;
        body = body.substr(0, cut) + "...";
    }
    while (!body.empty() && (body.back() == '\n' || body.back() == ' ')) body.pop_back();
    return std::string(success ? "=" : "?") + id + " " + body + "\n\n";
}

}  // namespace tianyuan
