// Streams for driving GtpEngine::run on a thread of its own, the way a GUI does: the test writes
// input lines when it chooses (a read blocks until then, as on a pipe) and waits for output as
// it arrives. Both sides are locked, so the engine's threads and the test's may use them at once.
#pragma once

#include <chrono>
#include <condition_variable>
#include <istream>
#include <memory>
#include <mutex>
#include <ostream>
#include <streambuf>
#include <string>
#include <vector>

namespace tianyuan::test {

// An input stream fed line by line; reads wait for more text until close() (end of input).
class LiveInput {
  public:
    // A new input that lives until the process exits: GtpInput may leave its reader thread
    // blocked in a read when the loop ends (it detaches it after 100 ms), and that thread must
    // never find the stream gone.
    static LiveInput& make() {
        static auto* const all = new std::vector<std::unique_ptr<LiveInput>>;
        static std::mutex mutex;
        const std::lock_guard lock(mutex);
        return *all->emplace_back(new LiveInput);
    }
    std::istream& stream() { return stream_; }
    void send(const std::string& line) {
        const std::lock_guard lock(buffer_.mutex);
        buffer_.pending += line + "\n";
        buffer_.changed.notify_all();
    }
    void close() {
        const std::lock_guard lock(buffer_.mutex);
        buffer_.closed = true;
        buffer_.changed.notify_all();
    }

  private:
    LiveInput() : stream_(&buffer_) {}
    struct Buffer : std::streambuf {
        int_type underflow() override {
            std::unique_lock lock(mutex);
            changed.wait(lock, [this] { return !pending.empty() || closed; });
            if (pending.empty()) return traits_type::eof();
            current.swap(pending);
            pending.clear();
            setg(current.data(), current.data(), current.data() + current.size());
            return traits_type::to_int_type(current[0]);
        }
        std::mutex mutex;
        std::condition_variable changed;
        std::string pending, current;
        bool closed = false;
    };
    Buffer buffer_;
    std::istream stream_;
};

// An output stream that collects everything written, for a test to wait on.
class LiveOutput {
  public:
    LiveOutput() : stream_(&buffer_) {}
    std::ostream& stream() { return stream_; }
    std::string text() {
        const std::lock_guard lock(buffer_.mutex);
        return buffer_.text;
    }
    // Waits until `done(text)` holds or `seconds` pass; returns whether it held.
    template <typename Predicate>
    bool waitFor(Predicate done, double seconds = 20) {
        std::unique_lock lock(buffer_.mutex);
        return buffer_.changed.wait_for(lock, std::chrono::duration<double>(seconds),
                                        [&] { return done(buffer_.text); });
    }
    // Waits until `needle` has been written `times` times.
    bool waitForCount(const std::string& needle, int times, double seconds = 20) {
        return waitFor([&](const std::string& text) { return count(text, needle) >= times; },
                       seconds);
    }
    static int count(const std::string& text, const std::string& needle) {
        int n = 0;
        for (size_t at = text.find(needle); at != std::string::npos;
             at = text.find(needle, at + needle.size()))
            ++n;
        return n;
    }

  private:
    struct Buffer : std::streambuf {
        int_type overflow(int_type c) override {
            if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
            const char ch = traits_type::to_char_type(c);
            xsputn(&ch, 1);
            return c;
        }
        std::streamsize xsputn(const char* s, std::streamsize n) override {
            const std::lock_guard lock(mutex);
            text.append(s, static_cast<size_t>(n));
            changed.notify_all();
            return n;
        }
        std::mutex mutex;
        std::condition_variable changed;
        std::string text;
    };
    Buffer buffer_;
    std::ostream stream_;
};

}  // namespace tianyuan::test
