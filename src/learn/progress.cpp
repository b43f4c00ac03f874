#include "progress.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace tianyuan {

Progress::Progress(std::ostream& out, bool enabled, double interval)
    : out_(out), enabled_(enabled), interval_(interval) {}

bool Progress::stderrIsTerminal() {
    return isatty(STDERR_FILENO) == 1;
}

void Progress::update(const std::string& line, bool force) {
    if (!enabled_) return;
    const Clock::time_point now = Clock::now();
    if (!force && shown_ && std::chrono::duration<double>(now - last_).count() < interval_) return;
    last_ = now;
    // Back to the start of the line, the text, and blanks over what is left of a longer one.
    out_ << '\r' << line;
    if (line.size() < width_) out_ << std::string(width_ - line.size(), ' ');
    out_ << std::flush;
    width_ = line.size();
    shown_ = true;
}

void Progress::finish() {
    if (!shown_) return;
    out_ << '\n' << std::flush;
    shown_ = false;
    width_ = 0;
}

std::string Progress::clockTime(double seconds) {
    const long total = std::lround(std::max(0.0, seconds));
    char text[32];
    if (total >= 3600)
        std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", total / 3600, total / 60 % 60,
                      total % 60);
    else
        std::snprintf(text, sizeof text, "%ld:%02ld", total / 60, total % 60);
    return text;
}

std::string Progress::pace(double done, double total, double elapsed) {
    char text[64];
    std::snprintf(text, sizeof text, "%.0f/%.0f, %s elapsed", done, total,
                  clockTime(elapsed).c_str());
    std::string result = text;
    if (done > 0 && total >= done)
        result += ", about " + clockTime(elapsed / done * (total - done)) + " left";
    return result;
}

}  // namespace tianyuan
