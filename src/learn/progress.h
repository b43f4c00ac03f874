// Progress of the long learning modes (--train-patterns, --predict) on stderr, shown only when
// stderr is a terminal: one line rewritten in place, at most a few times a second, ended with a
// newline when the mode is done. Quiet in pipes, files and CI (the report goes to standard
// output).
#pragma once

#include <chrono>
#include <ostream>
#include <string>

namespace tianyuan {

class Progress {
  public:
    using Clock = std::chrono::steady_clock;

    // Writes to `out` when `enabled`; a new line at most every `interval` (0: every update).
    Progress(std::ostream& out, bool enabled, double interval = 0.25);
    ~Progress() { finish(); }
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    // Whether stderr is a terminal (the modes' `enabled`).
    static bool stderrIsTerminal();

    bool enabled() const { return enabled_; }
    // Shows `line` unless the last was shown less than the interval ago (`force`: always).
    void update(const std::string& line, bool force = false);
    // Ends the shown line with a newline (when one is shown).
    void finish();

    // "3/40, 0:12 elapsed, about 2:31 left": `done` of `total` steps in `elapsed` seconds; the
    // time left assumes the same pace (left out before the first step).
    static std::string pace(double done, double total, double elapsed);
    // Seconds as 0:05, 12:34 or 1:02:03.
    static std::string clockTime(double seconds);

  private:
    std::ostream& out_;
    bool enabled_;
    double interval_;
    bool shown_ = false;
    size_t width_ = 0;
    Clock::time_point last_{};
};

}  // namespace tianyuan
