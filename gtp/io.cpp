#include "io.h"

#include <chrono>
#include <istream>
#include <ostream>

namespace tianyuan {

void GtpOutput::bind(std::ostream* out) {
    std::lock_guard lock(mutex_);
    out_ = out;
}

void GtpOutput::write(std::string_view text) {
    std::lock_guard lock(mutex_);
    if (!out_ || text.empty()) return;
    *out_ << text << std::flush;
    if (!*out_) failed_ = true;
}

bool GtpOutput::failed() const {
    std::lock_guard lock(mutex_);
    return failed_;
}

bool isInterruptLine(std::string_view raw) {
    const size_t first = raw.find_first_not_of(" \t");
    if (first == std::string_view::npos || raw[first] != '#') return false;
    std::string_view rest = raw.substr(first + 1);
    const size_t begin = rest.find_first_not_of(" \t");
    if (begin == std::string_view::npos) return false;
    rest = rest.substr(begin);
    const size_t end = rest.find_last_not_of(" \t\r\n");
    return rest.substr(0, end + 1) == "interrupt";
}

namespace {

// Reads up to the next LF (dropped) or the end of input, keeping at most MAX_LINE_BYTES bytes.
// Returns false when the input had ended before the line started.
bool readLine(std::streambuf& in, InputLine& line) {
    line = {};
    int c = in.sbumpc();
    if (c == std::char_traits<char>::eof()) return false;
    for (; c != std::char_traits<char>::eof() && c != '\n'; c = in.sbumpc()) {
        if (line.text.size() < MAX_LINE_BYTES)
            line.text += static_cast<char>(c);
        else
            line.tooLong = true;
    }
    return true;
}

}  // namespace

GtpInput::GtpInput(std::istream& in, std::function<void()> onInterrupt)
    : shared_(std::make_shared<Shared>()) {
    // The reader owns a share of the queue: when it is detached at exit it never touches a
    // destroyed GtpInput.
    reader_ = std::thread([shared = shared_, &in, onInterrupt = std::move(onInterrupt)] {
        InputLine line;
        while (in.rdbuf() && readLine(*in.rdbuf(), line)) {
            std::lock_guard lock(shared->mutex);
            if (onInterrupt && shared->interruptsWanted && isInterruptLine(line.text))
                onInterrupt();
            shared->lines.push_back(std::move(line));
            shared->changed.notify_all();
        }
        std::lock_guard lock(shared->mutex);
        shared->ended = true;
        shared->changed.notify_all();
    });
}

GtpInput::~GtpInput() {
    bool ended;
    {
        // Input that is already there (a script, a test's stream) is read to its end at once.
        std::unique_lock lock(shared_->mutex);
        ended = shared_->changed.wait_for(lock, std::chrono::milliseconds(100),
                                          [this] { return shared_->ended; });
        shared_->interruptsWanted = false;
    }
    if (ended)
        reader_.join();
    else
        reader_.detach();  // still blocked in a read that nothing can cancel portably
}

std::optional<InputLine> GtpInput::next() {
    std::unique_lock lock(shared_->mutex);
    shared_->changed.wait(lock, [this] { return !shared_->lines.empty() || shared_->ended; });
    if (shared_->lines.empty()) return std::nullopt;
    InputLine line = std::move(shared_->lines.front());
    shared_->lines.pop_front();
    return line;
}

}  // namespace tianyuan
