// GTP v2 (draft 2) framing: input preprocessing, command parsing, typed arguments that throw
// one error type, and the one place that formats answers.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "types.h"

namespace tianyuan {

// A failure answered as "? message". The message is the whole answer text.
class GtpError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Spec section 2.2-2.4 in order: drop CR and every control character but HT and LF, drop a
// '#' comment, turn HT into a space, trim. An empty result means "ignore the line".
std::string preprocessLine(std::string_view raw);

class GtpCommand {
  public:
    // Parses a preprocessed, non-empty line: an optional unsigned integer id, the command name,
    // arguments separated by spaces.
    explicit GtpCommand(std::string_view line);

    const std::string& id() const { return id_; }  // digits, or empty
    const std::string& name() const { return name_; }
    size_t argCount() const { return args_.size(); }
    const std::vector<std::string>& args() const { return args_; }

    // Typed accessors; each throws GtpError("syntax error") on a missing or malformed argument.
    void expectArgCount(size_t n) const;
    void expectArgCountBetween(size_t low, size_t high) const;
    const std::string& arg(size_t i) const;
    int argInt(size_t i) const;
    double argFloat(size_t i) const;
    Color argColor(size_t i) const;
    // A vertex or pass on a board of `size`; a well-formed vertex off that board throws
    // GtpError(offBoardMessage).
    Point argVertex(size_t i, int size, const char* offBoardMessage = "illegal move") const;

  private:
    std::string id_;
    std::string name_;
    std::vector<std::string> args_;
};

// The longest failure message written; a longer one (echoing a huge argument) is cut there.
constexpr size_t MAX_ERROR_BYTES = 200;

// `text` safe for stdout: each byte that is not part of well-formed UTF-8 becomes '?', HT a
// space, and other control characters but LF are dropped (an argument echoed in an error
// message may hold anything the client sent).
std::string printableAnswer(std::string_view text);

// "=id text\n\n" or "?id text\n\n", the text made safe by printableAnswer. Empty lines inside the
// text are removed so that the answer's only empty line is its end; trailing newlines are
// trimmed; a failure message is cut at MAX_ERROR_BYTES.
std::string formatAnswer(const std::string& id, bool success, std::string_view text);

}  // namespace tianyuan
