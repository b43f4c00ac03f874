// The GTP loop's two ends. GtpOutput is the one writer of stdout: whole answers and the lines
// of a streamed answer (analysis), each written and flushed under one lock so that lines from
// the search's thread never interleave with the loop's. GtpInput reads lines on a thread of its
// own so that the loop can watch for input while a search runs: GoGui's `# interrupt` line
// reaches the search at once, and any line ends a running analysis.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

namespace tianyuan {

class GtpOutput {
  public:
    // Writes nowhere until bound.
    GtpOutput() = default;
    explicit GtpOutput(std::ostream& out) : out_(&out) {}
    void bind(std::ostream* out);
    // Writes `text` as it is and flushes.
    void write(std::string_view text);
    // Whether a write has failed (stdout closed): nobody can read our answers any more.
    bool failed() const;

  private:
    mutable std::mutex mutex_;
    std::ostream* out_ = nullptr;
    bool failed_ = false;
};

// Whether a raw input line is GoGui's interrupt request: a comment line `# interrupt`.
bool isInterruptLine(std::string_view raw);

// The longest input line kept, in bytes (a whole game in one gogui-play_sequence is far less).
// A longer line is cut there and the rest of it skipped as it is read, so that a client sending
// megabytes without a newline never makes the engine hold them.
constexpr size_t MAX_LINE_BYTES = 64 * 1024;

// One input line as read: its first MAX_LINE_BYTES bytes, and whether there were more.
struct InputLine {
    std::string text;
    bool tooLong = false;
};

class GtpInput {
  public:
    // Starts reading `in` (which must outlive this object, or end first). `onInterrupt` runs on
    // the reading thread for every interrupt line, as soon as it is read, and never after this
    // object is destroyed; the line is queued too.
    GtpInput(std::istream& in, std::function<void()> onInterrupt);
    // Detaches a reader still blocked on input that has not ended (the process is exiting).
    ~GtpInput();
    GtpInput(const GtpInput&) = delete;
    GtpInput& operator=(const GtpInput&) = delete;

    // The next raw line, waiting for it; nullopt once the input has ended and every line was
    // taken.
    std::optional<InputLine> next();

  private:
    struct Shared {
        std::mutex mutex;
        std::condition_variable changed;
        std::deque<InputLine> lines;
        bool ended = false;
        bool interruptsWanted = true;
    };
    std::shared_ptr<Shared> shared_;
    std::thread reader_;
};

}  // namespace tianyuan
